//! Move text: the three kinds of refusal, and the normal form texts are
//! compared in.

use std::fmt;

use crate::Message;

/// Why a text was not accepted as a move. The three kinds are kept apart so
/// users get three distinct messages; the reasons are [`Message`]s the core
/// words in the reader's language.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveError {
    /// The text is not a move of this game at all; `expected` says what moves
    /// look like ("a pit letter A–F").
    NotAMove { text: String, expected: Message },
    /// A well-formed move that the rules forbid here; `reason` says why.
    Illegal { text: String, reason: Message },
    /// The text fits several legal moves; they are listed in canonical form.
    Ambiguous { text: String, options: Vec<String> },
    /// The game is over, or it is chance's turn to throw.
    NoMoveExpected { reason: Message },
}

/// Most options of an ambiguous text listed in a refusal.
const SHOWN: usize = 12;

impl MoveError {
    /// A text that is not a move; `expected` describes the notation.
    pub fn not_a_move(text: &str, expected: impl Into<Message>) -> Self {
        MoveError::NotAMove {
            text: clip(text),
            expected: expected.into(),
        }
    }

    /// A well-formed move the rules forbid here.
    pub fn illegal(text: &str, reason: impl Into<Message>) -> Self {
        MoveError::Illegal {
            text: clip(text),
            reason: reason.into(),
        }
    }

    /// The refusal as one message: the text echoed, and why.
    pub fn message(&self) -> Message {
        match self {
            MoveError::NotAMove { text, expected } => Message::new("move-not-a-move")
                .code("text", text.clone())
                .part("expected", expected.clone()),
            MoveError::Illegal { text, reason } => Message::new("move-illegal")
                .code("text", text.clone())
                .part("reason", reason.clone()),
            MoveError::Ambiguous { text, options } => Message::new("move-ambiguous")
                .code("text", text.clone())
                .code(
                    "options",
                    options.iter().take(SHOWN).cloned().collect::<Vec<_>>().join(", "),
                )
                .count("more", (options.len().saturating_sub(SHOWN)) as i64),
            MoveError::NoMoveExpected { reason } => reason.clone(),
        }
    }
}

/// The neutral form of [`MoveError::message`], for logs and tests.
impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message())
    }
}

impl std::error::Error for MoveError {}

/// Longest move text echoed back in an error.
const ECHO_LIMIT: usize = 40;

/// `text` cut to a length safe to echo back to a user.
pub fn clip(text: &str) -> String {
    let text = text.trim();
    match text.char_indices().nth(ECHO_LIMIT) {
        Some((i, _)) => format!("{}…", &text[..i]),
        None => text.to_string(),
    }
}

/// The form in which typed text and canonical text are compared: trimmed,
/// lower-case, without spaces, with typographic dashes and the multiplication
/// sign read as `-` and `x`.
pub fn normalize(text: &str) -> String {
    text.trim()
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| match c {
            '–' | '—' | '−' => '-',
            '×' => 'x',
            c => c,
        })
        .flat_map(char::to_lowercase)
        .collect()
}

/// A square's name at the start of `text` (a lowercase letter and the
/// digits after it, as `c12`) and what follows it; none when `text` does
/// not start so. The game reads the name itself.
pub fn leading_square_name(text: &str) -> Option<(&str, &str)> {
    let mut chars = text.char_indices();
    match chars.next() {
        Some((_, c)) if c.is_ascii_lowercase() => {}
        _ => return None,
    }
    let end = chars
        .find(|(_, c)| !c.is_ascii_digit())
        .map_or(text.len(), |(i, _)| i);
    Some(text.split_at(end))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_leading_square_name_is_a_letter_and_its_digits() {
        use super::leading_square_name;
        assert_eq!(leading_square_name("c12-d3"), Some(("c12", "-d3")));
        assert_eq!(leading_square_name("a"), Some(("a", "")));
        assert_eq!(leading_square_name("Z1"), None);
        assert_eq!(leading_square_name(""), None);
        assert_eq!(leading_square_name("é1"), None);
    }

    use super::*;

    #[test]
    fn normal_form_ignores_case_space_and_dashes() {
        assert_eq!(normalize("  D3 – E3 × F4 "), "d3-e3xf4");
    }

    #[test]
    fn long_texts_are_clipped_when_echoed() {
        let long = "a".repeat(500);
        assert!(clip(&long).chars().count() <= ECHO_LIMIT + 1);
        let shown = MoveError::not_a_move(&long, crate::Message::new("engine-no-throw")).to_string();
        assert!(shown.len() < 120, "{shown}");
    }
}
