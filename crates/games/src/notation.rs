//! Move text: the three kinds of refusal, and the normal form texts are
//! compared in.

use std::fmt;

/// Why a text was not accepted as a move. The three kinds are kept apart so
/// users get three distinct messages.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MoveError {
    /// The text is not a move of this game at all; `expected` says what moves
    /// look like ("a pit letter A–F").
    NotAMove { text: String, expected: String },
    /// A well-formed move that the rules forbid here; `reason` says why.
    Illegal { text: String, reason: String },
    /// The text fits several legal moves; they are listed in canonical form.
    Ambiguous { text: String, options: Vec<String> },
    /// The game is over, or it is chance's turn to throw.
    NoMoveExpected { reason: String },
}

impl MoveError {
    /// A text that is not a move; `expected` describes the notation.
    pub fn not_a_move(text: &str, expected: impl Into<String>) -> Self {
        MoveError::NotAMove {
            text: clip(text),
            expected: expected.into(),
        }
    }

    /// A well-formed move the rules forbid here.
    pub fn illegal(text: &str, reason: impl Into<String>) -> Self {
        MoveError::Illegal {
            text: clip(text),
            reason: reason.into(),
        }
    }
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::NotAMove { text, expected } => {
                write!(f, "'{text}' is not a move: {expected}")
            }
            MoveError::Illegal { text, reason } => write!(f, "'{text}' is illegal here: {reason}"),
            MoveError::Ambiguous { text, options } => {
                const SHOWN: usize = 12;
                write!(f, "'{text}' is ambiguous: ")?;
                write!(
                    f,
                    "{}",
                    options.iter().take(SHOWN).cloned().collect::<Vec<_>>().join(", ")
                )?;
                if options.len() > SHOWN {
                    write!(f, " … ({} in all)", options.len())?;
                }
                Ok(())
            }
            MoveError::NoMoveExpected { reason } => f.write_str(reason),
        }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normal_form_ignores_case_space_and_dashes() {
        assert_eq!(normalize("  D3 – E3 × F4 "), "d3-e3xf4");
    }

    #[test]
    fn long_texts_are_clipped_when_echoed() {
        let long = "a".repeat(500);
        assert!(clip(&long).chars().count() <= ECHO_LIMIT + 1);
        let shown = MoveError::not_a_move(&long, "a pit").to_string();
        assert!(shown.len() < 120, "{shown}");
    }
}
