//! Game options: declared per game with defaults, validated once.

use std::collections::BTreeMap;

use crate::Message;
use std::fmt;

/// What values an option takes.
#[derive(Clone, Copy, Debug)]
pub enum OptionKind {
    /// `true` or `false`.
    Bool,
    /// A whole number in `min..=max`.
    Int { min: i64, max: i64 },
    /// One of the listed words.
    Choice(&'static [&'static str]),
    /// Free text of at most `max_len` characters, checked by the game.
    Text { max_len: usize },
}

/// One option a game declares.
#[derive(Clone, Copy, Debug)]
pub struct OptionSpec {
    /// Lower-case name with dashes, e.g. `safe-centre-rosette`.
    pub name: &'static str,
    pub kind: OptionKind,
    /// The default, written as a value of `kind` ("false", "8", "freestyle").
    pub default: &'static str,
    /// The message id of its one line of help (`option-…`, in the
    /// family's message files), shown where a challenge is written.
    pub help: &'static str,
}

/// A value given for an option.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum OptionValue {
    Bool(bool),
    Int(i64),
    Text(String),
}

impl fmt::Display for OptionValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            OptionValue::Bool(b) => write!(f, "{b}"),
            OptionValue::Int(i) => write!(f, "{i}"),
            OptionValue::Text(t) => write!(f, "{t}"),
        }
    }
}

/// Why a set of options was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct OptionError(pub Message);

impl fmt::Display for OptionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl std::error::Error for OptionError {}

/// Options checked against a game's declarations; every declared option has
/// a value (given or default).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Options {
    values: BTreeMap<&'static str, OptionValue>,
}

impl Options {
    /// Checks `given` against `specs`, filling in defaults.
    ///
    /// # Errors
    /// An unknown option name, or a value of the wrong kind or out of range.
    pub fn validate(
        specs: &'static [OptionSpec],
        given: &BTreeMap<String, OptionValue>,
    ) -> Result<Options, OptionError> {
        for name in given.keys() {
            if !specs.iter().any(|s| s.name == name.as_str()) {
                let known: Vec<&str> = specs.iter().map(|s| s.name).collect();
                let name = crate::notation::clip(name);
                return Err(OptionError(if known.is_empty() {
                    Message::new("option-unknown-none").code("name", name)
                } else {
                    Message::new("option-unknown")
                        .code("name", name)
                        .code("options", known.join(", "))
                }));
            }
        }
        let mut values = BTreeMap::new();
        for spec in specs {
            let value = match given.get(spec.name) {
                Some(v) => check(spec, v)?,
                None => check(spec, &OptionValue::Text(spec.default.to_string()))
                    .unwrap_or_else(|e| panic!("bad default in game declaration: {e}")),
            };
            values.insert(spec.name, value);
        }
        Ok(Options { values })
    }

    /// Defaults only.
    pub fn defaults(specs: &'static [OptionSpec]) -> Options {
        Options::validate(specs, &BTreeMap::new()).unwrap_or_default()
    }

    /// A boolean option's value; `false` for an undeclared name.
    pub fn bool(&self, name: &str) -> bool {
        matches!(self.values.get(name), Some(OptionValue::Bool(true)))
    }

    /// An integer option's value; `0` for an undeclared name.
    pub fn int(&self, name: &str) -> i64 {
        match self.values.get(name) {
            Some(OptionValue::Int(i)) => *i,
            _ => 0,
        }
    }

    /// A choice or text option's value; `""` for an undeclared name.
    pub fn choice(&self, name: &str) -> &str {
        match self.values.get(name) {
            Some(OptionValue::Text(t)) => t,
            _ => "",
        }
    }

    /// Every option with its value, in name order.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, &OptionValue)> {
        self.values.iter().map(|(k, v)| (*k, v))
    }
}

/// Coerces `value` into the kind `spec` declares.
fn check(spec: &OptionSpec, value: &OptionValue) -> Result<OptionValue, OptionError> {
    let name = spec.name;
    let text = value.to_string();
    match spec.kind {
        OptionKind::Bool => match (value, text.as_str()) {
            (OptionValue::Bool(b), _) => Ok(OptionValue::Bool(*b)),
            (_, "true" | "yes" | "on") => Ok(OptionValue::Bool(true)),
            (_, "false" | "no" | "off") => Ok(OptionValue::Bool(false)),
            _ => Err(OptionError(
                Message::new("option-bool")
                    .code("name", name)
                    .code("text", crate::notation::clip(&text)),
            )),
        },
        OptionKind::Int { min, max } => {
            let n = match value {
                OptionValue::Int(n) => Some(*n),
                _ => text.trim().parse::<i64>().ok(),
            };
            match n {
                Some(n) if (min..=max).contains(&n) => Ok(OptionValue::Int(n)),
                _ => Err(OptionError(
                    Message::new("option-number")
                        .code("name", name)
                        .count("min", min)
                        .count("max", max)
                        .code("text", crate::notation::clip(&text)),
                )),
            }
        }
        OptionKind::Text { max_len } => {
            let t = text.trim();
            if t.chars().count() > max_len {
                Err(OptionError(
                    Message::new("option-too-long")
                        .code("name", name)
                        .count("max", max_len as i64),
                ))
            } else {
                Ok(OptionValue::Text(t.to_string()))
            }
        }
        OptionKind::Choice(words) => {
            let lower = text.trim().to_lowercase();
            match words.iter().find(|w| **w == lower) {
                Some(w) => Ok(OptionValue::Text((*w).to_string())),
                None => Err(OptionError(
                    Message::new("option-one-of")
                        .code("name", name)
                        .code("options", words.join(", "))
                        .code("text", crate::notation::clip(&text)),
                )),
            }
        }
    }
}
