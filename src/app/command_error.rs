//! Why a typed command asks nothing: a text of the core's catalogues with
//! its arguments, told in the reader's language when shown (the parser
//! does not know who reads).

use super::texts::{Lang, tr};

/// A refused command line: which text, with which arguments.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct CommandError {
    id: &'static str,
    args: Vec<(&'static str, String)>,
}

impl CommandError {
    /// The text `id` of the core's catalogues, with `args`.
    pub(crate) fn new(id: &'static str, args: &[(&'static str, &str)]) -> CommandError {
        CommandError {
            id,
            args: args.iter().map(|(k, v)| (*k, (*v).to_string())).collect(),
        }
    }

    /// The text's id (for tests and logs).
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// What was wrong and what is accepted, in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let args: Vec<(&str, String)> = self.args.iter().map(|(k, v)| (*k, v.clone())).collect();
        tr(lang, self.id, &args)
    }
}
