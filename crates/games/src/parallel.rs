//! Checks over many items on every core, for the suites that visit every
//! registered game: run one after the other they keep one core of the CI
//! machine busy and the other idle.

use std::sync::atomic::{AtomicUsize, Ordering};

/// Calls `check` on every item, on as many threads as the machine has
/// cores; each thread takes the next item not yet taken, so a few slow
/// items (Go, TwixT) do not hold the others back. A panic in any call
/// fails the whole run once every thread has stopped (its message is
/// printed as it happens).
pub fn for_each<T: Sync>(items: &[T], check: impl Fn(&T) + Sync) {
    let threads = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .min(items.len().max(1));
    let next = AtomicUsize::new(0);
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| {
                while let Some(item) = items.get(next.fetch_add(1, Ordering::Relaxed)) {
                    check(item);
                }
            });
        }
    });
}

#[cfg(test)]
mod tests {
    use std::sync::Mutex;

    #[test]
    fn every_item_is_checked_once() {
        let items: Vec<u32> = (0..100).collect();
        let seen = Mutex::new(Vec::new());
        super::for_each(&items, |&n| seen.lock().unwrap().push(n));
        let mut seen = seen.into_inner().unwrap();
        seen.sort_unstable();
        assert_eq!(seen, items);
    }

    #[test]
    #[should_panic(expected = "a scoped thread panicked")]
    fn a_failed_check_fails_the_run() {
        super::for_each(&[1, 2, 3], |&n| assert_ne!(n, 2, "two fails"));
    }
}
