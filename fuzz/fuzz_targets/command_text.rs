//! Any line typed to the bot is read as a command or refused, never a
//! panic: the parser the local console and Telegram share (Discord's and
//! Telegram's buttons read theirs with no user resolver), and a refusal's
//! text in both languages.
//!
//! `cargo +nightly fuzz run command_text` (see "Fuzzing" in the README).
#![no_main]

use libfuzzer_sys::fuzz_target;
use tavolo::app::command_text::parse;
use tavolo::app::{Lang, UserRef};

/// As the local console resolves a word: a plain name, `@` or not.
fn console_user(word: &str) -> Option<UserRef> {
    let name = word.trim_start_matches('@');
    let plain = !name.is_empty()
        && name.chars().count() <= 32
        && name
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'));
    plain.then(|| UserRef {
        id: name.to_lowercase(),
        name: name.to_string(),
    })
}

fuzz_target!(|data: &[u8]| {
    let line = String::from_utf8_lossy(data);
    for resolve in [&console_user as &dyn Fn(&str) -> Option<UserRef>, &|_: &str| None] {
        match parse(&line, resolve) {
            Ok(command) => {
                std::hint::black_box(format!("{command:?}"));
            }
            Err(refusal) => {
                std::hint::black_box((refusal.text(Lang::En), refusal.text(Lang::It)));
            }
        }
    }
});
