//! The tokens in the pages' links: 128 bits from the OS's random numbers,
//! written as 32 lowercase hex digits (URL-safe), and checked in constant
//! time.

/// Random bytes in a token.
const BYTES: usize = 16;

/// A fresh token.
///
/// # Errors
/// The OS gave no random numbers.
pub fn fresh() -> Result<String, getrandom::Error> {
    let mut bytes = [0u8; BYTES];
    getrandom::fill(&mut bytes)?;
    Ok(bytes.iter().map(|b| format!("{b:02x}")).collect())
}

/// Whether the token in a link is the stored one. Every byte is compared
/// whatever the earlier ones were, so the time taken says nothing about
/// how much of a guess was right; only the length (public: every token
/// has the same) ends it early.
pub fn same(given: &str, stored: &str) -> bool {
    let (given, stored) = (given.as_bytes(), stored.as_bytes());
    if given.len() != stored.len() {
        return false;
    }
    let mut differ = 0u8;
    for (a, b) in given.iter().zip(stored) {
        differ |= a ^ b;
    }
    // Kept from being turned back into an early exit.
    std::hint::black_box(differ) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tokens_are_long_url_safe_and_differ() {
        let a = fresh().unwrap();
        let b = fresh().unwrap();
        assert_eq!(a.len(), 2 * BYTES);
        assert!(
            a.bytes()
                .all(|c| c.is_ascii_hexdigit() && !c.is_ascii_uppercase()),
            "{a}"
        );
        assert_ne!(a, b);
    }

    #[test]
    fn only_the_same_token_matches() {
        let a = fresh().unwrap();
        assert!(same(&a, &a.clone()));
        let mut last_wrong = a.clone();
        last_wrong.pop();
        last_wrong.push(if a.ends_with('0') { '1' } else { '0' });
        assert!(!same(&last_wrong, &a));
        assert!(!same(&a[..31], &a));
        assert!(!same("", &a));
        assert!(!same(&format!("{a}0"), &a));
    }
}
