//! Message catalogues in a small subset of Fluent, shared by the core's
//! replies (`app/texts/*.ftl`) and the Discord adapter's command names:
//! `id = value` messages, indented `.attribute = value` lines, `#` comments,
//! `{ $name }` placeholders, and `\n` for a line break inside a value.

use std::collections::HashMap;

/// One message: its value and attributes.
#[derive(Default, Debug, Clone)]
pub struct Message {
    pub value: String,
    pub attributes: HashMap<String, String>,
}

/// The messages of one language.
#[derive(Default, Debug, Clone)]
pub struct Catalogue {
    pub messages: HashMap<String, Message>,
}

impl Catalogue {
    /// Reads `text`; lines it does not understand are reported on stderr
    /// (naming `origin`) and skipped, so a typo never stops the bot.
    pub fn parse(text: &str, origin: &str) -> Catalogue {
        let mut catalogue = Catalogue::default();
        let mut current: Option<String> = None;
        for (n, line) in text.lines().enumerate() {
            let trimmed = line.trim();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            let indented = line.starts_with(char::is_whitespace);
            match (indented, trimmed.strip_prefix('.'), trimmed.split_once('=')) {
                (true, Some(attribute), _) => {
                    let (Some(id), Some((name, value))) = (&current, attribute.split_once('=')) else {
                        eprintln!("tavolo: {origin} line {}: attribute outside a message", n + 1);
                        continue;
                    };
                    if let Some(message) = catalogue.messages.get_mut(id) {
                        message
                            .attributes
                            .insert(name.trim().to_string(), unescape(value.trim()));
                    }
                }
                (false, None, Some((id, value))) => {
                    let id = id.trim().to_string();
                    catalogue.messages.insert(
                        id.clone(),
                        Message {
                            value: unescape(value.trim()),
                            attributes: HashMap::new(),
                        },
                    );
                    current = Some(id);
                }
                _ => eprintln!("tavolo: {origin} line {}: not understood: {trimmed}", n + 1),
            }
        }
        catalogue
    }

    /// The value of `id` with `args` filled in, if the catalogue has it.
    pub fn format(&self, id: &str, args: &[(&str, String)]) -> Option<String> {
        self.messages.get(id).map(|m| fill(&m.value, args))
    }
}

/// `\n` in a value is a line break.
fn unescape(value: &str) -> String {
    value.replace("\\n", "\n")
}

/// Fills `{ $name }` placeholders.
pub fn fill(text: &str, args: &[(&str, String)]) -> String {
    let mut out = text.to_string();
    for (name, value) in args {
        out = out.replace(&format!("{{ ${name} }}"), value);
    }
    out
}

/// The placeholder names a text uses, sorted.
pub fn placeholders(text: &str) -> Vec<String> {
    let mut names: Vec<String> = text
        .split("{ $")
        .skip(1)
        .filter_map(|rest| rest.split_once(" }").map(|(name, _)| name.to_string()))
        .collect();
    names.sort();
    names.dedup();
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn messages_attributes_placeholders_and_line_breaks() {
        let c = Catalogue::parse(
            "# a comment\nhello = Hi { $name }!\\nBye.\n    .short = Hi\nbroken line\n",
            "test",
        );
        assert_eq!(
            c.format("hello", &[("name", "Ada".into())]).unwrap(),
            "Hi Ada!\nBye."
        );
        assert_eq!(c.messages["hello"].attributes["short"], "Hi");
        assert_eq!(c.format("missing", &[]), None);
        assert_eq!(placeholders("{ $b } and { $a } and { $b }"), ["a", "b"]);
    }
}
