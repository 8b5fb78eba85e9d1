//! Message catalogues in Fluent (`fluent-bundle`): the core's replies
//! (`app/texts/*.ftl`) and the adapters' own texts (Discord's command names,
//! `platform/discord/*.ftl`; Telegram's, `platform/telegram/*.ftl`). Each
//! is a [`Catalogues`] pair, English and Italian, read the same way and
//! checked by the same test helpers. Real Fluent syntax: multiline values,
//! `.attribute` lines, `{ $name }` variables and selectors on CLDR plural
//! categories (`{ $n -> [one] … *[other] … }`).
//!
//! A catalogue never stops the bot: entries Fluent cannot read are reported
//! on stderr and skipped, and a message that fails to format is logged and
//! shown as far as it could be formatted.

use std::borrow::Cow;
use std::collections::BTreeSet;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
pub use rulebook::Lang;

/// One set of texts in both languages, parsed on first use. English is
/// the fallback: an id missing in Italian is said in English.
pub struct Catalogues {
    origin: &'static str,
    source: fn(Lang) -> Cow<'static, str>,
    parsed: OnceLock<[Catalogue; 2]>,
}

impl Catalogues {
    /// The texts `source` gives for each language; `origin` names them in
    /// logs (`discord`, `telegram`, `core`).
    pub const fn new(origin: &'static str, source: fn(Lang) -> Cow<'static, str>) -> Catalogues {
        Catalogues {
            origin,
            source,
            parsed: OnceLock::new(),
        }
    }

    /// The catalogue of `lang`.
    pub fn of(&self, lang: Lang) -> &Catalogue {
        let [en, it] = self.parsed.get_or_init(|| {
            Lang::ALL.map(|lang| {
                let origin = format!("{} {lang}.ftl", self.origin);
                Catalogue::parse(&(self.source)(lang), lang.as_str(), &origin)
            })
        });
        match lang {
            Lang::En => en,
            Lang::It => it,
        }
    }

    /// The text `id` in `lang` (English when missing there) with `args`
    /// filled in, without trailing blanks (an empty last argument leaves
    /// one); an unknown id is logged and shown as itself, never a panic.
    pub fn tr(&self, lang: Lang, id: &str, args: &[(&str, String)]) -> String {
        let found = self
            .of(lang)
            .format(id, args)
            .or_else(|| self.of(Lang::En).format(id, args));
        match found {
            Some(text) => text.trim_end().to_string(),
            None => {
                tracing::warn!("tavolo: {}: no text '{id}'", self.origin);
                id.to_string()
            }
        }
    }

    /// Where English and Italian differ: an id, attribute or variable in
    /// one and not the other, or a message without a value. Empty when
    /// they agree (the tests of every pair ask for that).
    pub fn differences(&self) -> Vec<String> {
        differences(self.origin, self.of(Lang::En), self.of(Lang::It))
    }

    /// What the tests of every pair ask, in one place: the languages agree
    /// ([`Catalogues::differences`]), and every id the code below `dir`
    /// asks for with `call` (`t!(`, `tr(`) is in English; the scan must
    /// find at least `at_least` calls, so a broken scan cannot pass.
    ///
    /// # Panics
    /// On the first problem, naming it (a test helper).
    #[cfg(test)]
    pub fn check(&self, dir: &str, call: &str, at_least: usize) {
        assert_eq!(self.differences(), Vec::<String>::new());
        let asked = ids_asked(dir, call);
        for (file, id) in &asked {
            assert!(
                self.of(Lang::En).has(id),
                "{file}: no text '{id}' in {}",
                self.origin
            );
        }
        assert!(
            asked.len() >= at_least,
            "{dir}: the scan finds the texts ({})",
            asked.len()
        );
    }
}

/// The arguments variables stand for: a seat joined to a preposition
/// (`seat-a`, `seat-di`, `seat-da`: "al Bianco", see
/// `app::speech::PREPOSITIONS`) stands for the seat itself.
fn arguments(variables: &[String]) -> BTreeSet<&str> {
    variables
        .iter()
        .map(|v| match v.rsplit_once('-') {
            Some((stem, "a" | "di" | "da")) => stem,
            _ => v.as_str(),
        })
        .collect()
}

/// Where the English catalogue `en` and the Italian `it` differ (see
/// [`Catalogues::differences`]), each line beginning with `origin`.
pub fn differences(origin: &str, en: &Catalogue, it: &Catalogue) -> Vec<String> {
    let mut found = Vec::new();
    let (en_ids, it_ids) = (en.ids(), it.ids());
    for id in en_ids.iter().filter(|id| !it_ids.contains(id)) {
        found.push(format!("{origin}: '{id}' only in English"));
    }
    for id in it_ids.iter().filter(|id| !en_ids.contains(id)) {
        found.push(format!("{origin}: '{id}' only in Italian"));
    }
    for id in en_ids.iter().filter(|id| it_ids.contains(id)) {
        if en.attribute_names(id) != it.attribute_names(id) {
            found.push(format!("{origin}: '{id}' has other attributes"));
        }
        if arguments(&en.variables(id)) != arguments(&it.variables(id)) {
            found.push(format!("{origin}: '{id}' has other variables"));
        }
        if !en.has_value(id) || !it.has_value(id) {
            found.push(format!("{origin}: '{id}' has no value"));
        }
    }
    found
}

/// The messages of one language.
pub struct Catalogue {
    bundle: FluentBundle<FluentResource>,
    /// The same text as a syntax tree, for the checks that list ids,
    /// attributes and variables (the bundle does not give its entries back).
    syntax: ast::Resource<String>,
    origin: String,
}

impl Catalogue {
    /// Reads `text`, the catalogue of the language `lang` (`en`, `it`); its
    /// plural rules are that language's. Entries Fluent cannot read are
    /// reported on stderr (naming `origin`) and skipped.
    pub fn parse(text: &str, lang: &str, origin: &str) -> Catalogue {
        let resource = match FluentResource::try_new(text.to_string()) {
            Ok(resource) => resource,
            Err((resource, errors)) => {
                for e in errors {
                    tracing::warn!("tavolo: {origin}: not understood: {e:?}");
                }
                resource
            }
        };
        let langid = lang.parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![langid]);
        // Chat clients show Unicode isolation marks as stray boxes.
        bundle.set_use_isolating(false);
        if let Err(errors) = bundle.add_resource(resource) {
            for e in errors {
                tracing::warn!("tavolo: {origin}: {e:?}");
            }
        }
        let syntax = fluent_syntax::parser::parse(text.to_string()).unwrap_or_else(|(partial, _)| partial);
        Catalogue {
            bundle,
            syntax,
            origin: origin.to_string(),
        }
    }

    /// Whether the catalogue has the message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// Whether `id` has a value (not only attributes).
    pub fn has_value(&self, id: &str) -> bool {
        self.bundle.get_message(id).is_some_and(|m| m.value().is_some())
    }

    /// The value of `id` with `args` filled in, if the catalogue has it.
    pub fn format(&self, id: &str, args: &[(&str, String)]) -> Option<String> {
        let pattern = self.bundle.get_message(id)?.value()?;
        Some(self.format_pattern(id, pattern, args))
    }

    /// The attribute `name` of `id` with `args` filled in, if present.
    pub fn attribute(&self, id: &str, name: &str, args: &[(&str, String)]) -> Option<String> {
        let attribute = self.bundle.get_message(id)?.get_attribute(name)?;
        Some(self.format_pattern(id, attribute.value(), args))
    }

    fn format_pattern(&self, id: &str, pattern: &ast::Pattern<&str>, args: &[(&str, String)]) -> String {
        let mut fluent_args = FluentArgs::new();
        for (name, value) in args {
            fluent_args.set(*name, value_of(value));
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors);
        if !errors.is_empty() {
            tracing::warn!("tavolo: {} {id}: {errors:?}", self.origin);
        }
        text.into_owned()
    }

    /// Every message id, sorted.
    pub fn ids(&self) -> Vec<String> {
        self.messages()
            .map(|m| m.id.name.clone())
            .collect::<BTreeSet<_>>()
            .into_iter()
            .collect()
    }

    /// The attribute names of `id`, sorted.
    pub fn attribute_names(&self, id: &str) -> Vec<String> {
        let mut names: Vec<String> = self
            .messages()
            .filter(|m| m.id.name == id)
            .flat_map(|m| m.attributes.iter().map(|a| a.id.name.clone()))
            .collect();
        names.sort();
        names
    }

    /// The variables (`$name`) the value and attributes of `id` use, sorted.
    pub fn variables(&self, id: &str) -> Vec<String> {
        let mut names = BTreeSet::new();
        for message in self.messages().filter(|m| m.id.name == id) {
            if let Some(value) = &message.value {
                pattern_variables(value, &mut names);
            }
            for attribute in &message.attributes {
                pattern_variables(&attribute.value, &mut names);
            }
        }
        names.into_iter().collect()
    }

    fn messages(&self) -> impl Iterator<Item = &ast::Message<String>> {
        self.syntax.body.iter().filter_map(|entry| match entry {
            ast::Entry::Message(m) => Some(m),
            _ => None,
        })
    }
}

/// An argument as Fluent sees it: a whole number written plainly (`3`,
/// `-1`, not `007` or a 64-digit seed) is a number, so plural selectors
/// work; anything else is text.
fn value_of(text: &str) -> FluentValue<'static> {
    match text.parse::<i64>() {
        Ok(n) if n.to_string() == text => FluentValue::from(n),
        _ => FluentValue::from(text.to_string()),
    }
}

fn pattern_variables(pattern: &ast::Pattern<String>, out: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(expression: &ast::Expression<String>, out: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Inline(inline) => inline_variables(inline, out),
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for variant in variants {
                pattern_variables(&variant.value, out);
            }
        }
    }
}

fn inline_variables(inline: &ast::InlineExpression<String>, out: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.clone());
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. }
        | ast::InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for argument in &arguments.positional {
                inline_variables(argument, out);
            }
            for named in &arguments.named {
                inline_variables(&named.value, out);
            }
        }
        _ => {}
    }
}

/// The text ids the sources under `dir` (`src/app`) ask for with `call`
/// (`t!(`, `tr(`): the first string literal of each call whose arguments
/// before it are expressions (`lang, "id"`), so a function's own
/// definition (`tr(lang: Lang, id: &str…) {`) is not read as a use. Each comes with its file.
#[cfg(test)]
pub(crate) fn ids_asked(dir: &str, call: &str) -> Vec<(String, String)> {
    let mut asked = Vec::new();
    let mut paths = vec![std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(dir)];
    while let Some(path) = paths.pop() {
        if path.is_dir() {
            for entry in std::fs::read_dir(&path).into_iter().flatten().flatten() {
                paths.push(entry.path());
            }
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let source = std::fs::read_to_string(&path).unwrap_or_default();
        // Tests ask for missing ids on purpose.
        let code = source.split("#[cfg(test)]\nmod tests").next().unwrap_or_default();
        let parts: Vec<&str> = code.split(call).collect();
        for (before, part) in parts.iter().zip(parts.iter().skip(1)) {
            // `format!(` ends in `t!(` and `attr(` in `tr(`: other calls.
            if before.ends_with(|c: char| c.is_alphanumeric() || c == '_') {
                continue;
            }
            // Documentation shows calls with made-up ids.
            let line = before.rsplit('\n').next().unwrap_or_default();
            if line.trim_start().starts_with("//") {
                continue;
            }
            let Some((head, rest)) = part.split_once('"') else {
                continue;
            };
            if head.contains(|c: char| "{};[]<>=".contains(c)) {
                continue;
            }
            if let Some((id, _)) = rest.split_once('"') {
                asked.push((path.display().to_string(), id.to_string()));
            }
        }
    }
    asked
}

#[cfg(test)]
mod tests {
    use super::*;

    const SAMPLE: &str = "\
# a comment
hello = Hi { $name }!
    Bye.
    .short = Hi
games = { $n ->
    [one] { $n } partita
   *[other] { $n } partite
}
broken line
";

    #[test]
    fn messages_attributes_variables_and_line_breaks() {
        let c = Catalogue::parse(SAMPLE, "it", "test");
        assert_eq!(
            c.format("hello", &[("name", "Ada".into())]).unwrap(),
            "Hi Ada!\nBye."
        );
        assert_eq!(c.attribute("hello", "short", &[]).unwrap(), "Hi");
        assert_eq!(c.format("missing", &[]), None);
        assert_eq!(c.ids(), ["games", "hello"]);
        assert_eq!(c.attribute_names("hello"), ["short"]);
        assert_eq!(c.variables("games"), ["n"]);
    }

    #[test]
    fn plurals_follow_the_language() {
        let c = Catalogue::parse(SAMPLE, "it", "test");
        let games = |n: &str| c.format("games", &[("n", n.into())]).unwrap();
        assert_eq!(games("0"), "0 partite");
        assert_eq!(games("1"), "1 partita");
        assert_eq!(games("2"), "2 partite");
    }

    #[test]
    fn a_pair_reports_where_its_languages_differ() {
        static PAIR: Catalogues = Catalogues::new("test", |lang| match lang {
            Lang::En => Cow::Borrowed("same = A { $n }\nmoved = B { $x }\nonly-en = C\n"),
            Lang::It => Cow::Borrowed("same = a { $n }\nmoved = b { $y }\nonly-it = c\n"),
        });
        assert_eq!(
            PAIR.differences(),
            [
                "test: 'only-en' only in English",
                "test: 'only-it' only in Italian",
                "test: 'moved' has other variables",
            ]
        );
        assert_eq!(PAIR.tr(Lang::It, "only-en", &[]), "C", "English fills in");
        assert_eq!(PAIR.tr(Lang::It, "same", &[("n", "2".into())]), "a 2");
        assert_eq!(PAIR.tr(Lang::It, "missing", &[]), "missing");
    }

    #[test]
    fn numbers_are_only_plain_whole_numbers() {
        assert_eq!(value_of("12"), FluentValue::from(12));
        assert_eq!(value_of("007"), FluentValue::from("007"));
        let seed = "0".repeat(64);
        assert_eq!(value_of(&seed), FluentValue::from(seed.clone()));
    }
}
