//! A refusal as a value: what was refused (an id of the core's messages)
//! and its details, worded in the reader's language only where it is
//! shown. Code that must know why something was refused (the Go count's
//! `/accept`) asks its [`Refusal::id`], never its words.

use super::texts::{Lang, tr};

/// Something a user asked that was not done, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    id: &'static str,
    args: Vec<(&'static str, String)>,
}

impl Refusal {
    /// The refusal `id` with its details, as the `refusal!` macro writes it.
    pub fn new(id: &'static str, args: Vec<(&'static str, String)>) -> Refusal {
        Refusal { id, args }
    }

    /// What was refused: the message id (`no-challenge-here`).
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The refusal in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        tr(lang, self.id, &self.args)
    }
}

/// A [`Refusal`]: `refusal!("no-free-seat", id = row.id)`.
macro_rules! refusal {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::app::refusal::Refusal::new($id, vec![$((stringify!($name), ($value).to_string())),*])
    };
}
pub(crate) use refusal;
