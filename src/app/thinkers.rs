//! Where the bot thinks: a few threads of its own, apart from the async
//! executor that answers commands, so a long search never holds up a
//! command. Searches wait in a queue taken in fair order: chat after chat
//! in turn, oldest first within a chat, so one chat's bot-against-bot
//! marathon cannot keep another chat's bot turn waiting behind all of its
//! own turns.

use std::collections::{HashSet, VecDeque};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

/// Work waiting in lines, one line per key (a chat), served in turn.
pub(super) struct FairQueue<T> {
    /// Lines in serving order; a line served goes to the back if it still
    /// holds work, and leaves when empty.
    lines: VecDeque<(String, VecDeque<T>)>,
}

impl<T> FairQueue<T> {
    pub(super) fn new() -> FairQueue<T> {
        FairQueue {
            lines: VecDeque::new(),
        }
    }

    /// Queues `item` at the end of `key`'s line (a new line queues last).
    pub(super) fn push(&mut self, key: &str, item: T) {
        match self.lines.iter_mut().find(|(k, _)| k == key) {
            Some((_, line)) => line.push_back(item),
            None => self.lines.push_back((key.to_string(), VecDeque::from([item]))),
        }
    }

    /// The oldest item of the line whose turn it is.
    pub(super) fn pop(&mut self) -> Option<T> {
        let (key, mut line) = self.lines.pop_front()?;
        let item = line.pop_front();
        if !line.is_empty() {
            self.lines.push_back((key, line));
        }
        item
    }
}

type Work = Box<dyn FnOnce() + Send>;

struct Queue {
    waiting: FairQueue<Work>,
    /// Threads started so far (they start on first need).
    threads: usize,
    /// The core is gone: threads stop, waiting work is dropped.
    closed: bool,
}

struct Shared {
    queue: Mutex<Queue>,
    ready: Condvar,
}

impl Shared {
    fn queue(&self) -> MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(|p| p.into_inner())
    }
}

/// The bot's thinking pool: at most `threads` searches at once in this
/// process, taken in fair order; and the jobs being thought about (so a
/// second scheduler pass does not think about the same turn twice).
pub(super) struct Thinkers {
    shared: Arc<Shared>,
    threads: usize,
    pub(super) busy: Arc<Mutex<HashSet<i64>>>,
}

impl Thinkers {
    /// A pool of `threads` searches at once (at least one).
    pub(super) fn new(threads: usize) -> Thinkers {
        Thinkers {
            shared: Arc::new(Shared {
                queue: Mutex::new(Queue {
                    waiting: FairQueue::new(),
                    threads: 0,
                    closed: false,
                }),
                ready: Condvar::new(),
            }),
            threads: threads.max(1),
            busy: Arc::new(Mutex::new(HashSet::new())),
        }
    }

    /// One search per core but one, at least one.
    pub(super) fn default_threads() -> usize {
        std::thread::available_parallelism()
            .map(|n| n.get().saturating_sub(1))
            .unwrap_or(1)
            .max(1)
    }

    /// Queues `work` in `chat`'s line; its result comes back through the
    /// receiver (closed without a value if the pool stops first or the
    /// work panics).
    pub(super) fn submit<T: Send + 'static>(
        &self,
        chat: &str,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> tokio::sync::oneshot::Receiver<T> {
        let (send, receive) = tokio::sync::oneshot::channel();
        let job: Work = Box::new(move || {
            // The waiter may be gone (a request dropped): nobody to tell.
            let _ = send.send(work());
        });
        let mut queue = self.shared.queue();
        queue.waiting.push(chat, job);
        if queue.threads < self.threads {
            let shared = self.shared.clone();
            let started = std::thread::Builder::new()
                .name("tavolo-thinker".into())
                .spawn(move || think(&shared));
            match started {
                Ok(_) => queue.threads += 1,
                Err(e) => tracing::warn!("tavolo: no thinker thread: {e}"),
            }
        }
        drop(queue);
        self.shared.ready.notify_one();
        receive
    }
}

impl Drop for Thinkers {
    fn drop(&mut self) {
        self.shared.queue().closed = true;
        self.shared.ready.notify_all();
    }
}

/// A thinker thread: takes work in fair order until the pool closes.
fn think(shared: &Shared) {
    loop {
        let work = {
            let mut queue = shared.queue();
            loop {
                if queue.closed {
                    return;
                }
                if let Some(work) = queue.waiting.pop() {
                    break work;
                }
                queue = shared.ready.wait(queue).unwrap_or_else(|p| p.into_inner());
            }
        };
        // A search that panics loses its answer (the turn falls back to
        // the first legal move), not the thread.
        if std::panic::catch_unwind(std::panic::AssertUnwindSafe(work)).is_err() {
            tracing::warn!("tavolo: a bot search panicked");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_are_served_in_turn_oldest_first() {
        let mut queue = FairQueue::new();
        for i in 0..5 {
            queue.push("marathon", format!("m{i}"));
        }
        queue.push("other", "o0".to_string());
        queue.push("third", "t0".to_string());
        queue.push("other", "o1".to_string());
        let order: Vec<String> = std::iter::from_fn(|| queue.pop()).collect();
        assert_eq!(order, ["m0", "o0", "t0", "m1", "o1", "m2", "m3", "m4"]);
    }

    #[tokio::test]
    async fn a_marathon_in_one_chat_does_not_hold_up_another_chats_turn() {
        let pool = Thinkers::new(1);
        let order = Arc::new(Mutex::new(Vec::new()));
        // The one thread is held (once it has taken the gate) until every
        // turn is queued, so the order they are taken in is the queue's.
        let (release, gate) = std::sync::mpsc::channel::<()>();
        let (taken, gate_taken) = std::sync::mpsc::channel::<()>();
        let held = pool.submit("gate", move || {
            taken.send(()).unwrap();
            gate.recv().is_ok()
        });
        gate_taken.recv().unwrap();
        let mut answers = Vec::new();
        for i in 0..20 {
            let order = order.clone();
            answers.push(pool.submit("marathon", move || order.lock().unwrap().push(format!("m{i}"))));
        }
        let order_b = order.clone();
        answers.push(pool.submit("elsewhere", move || order_b.lock().unwrap().push("e0".into())));
        release.send(()).unwrap();
        assert!(held.await.unwrap());
        for answer in answers {
            answer.await.unwrap();
        }
        let order = order.lock().unwrap();
        assert_eq!(order.len(), 21);
        assert_eq!(
            order.iter().position(|t| t == "e0"),
            Some(1),
            "the other chat's turn comes right after the marathon's next one: {order:?}"
        );
    }
}
