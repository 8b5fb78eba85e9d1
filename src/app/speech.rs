//! The engines' messages in the reader's language: a [`Message`] is an id
//! of the catalogues (each game's words, merged into the core's) with
//! typed arguments; seats are worded as their roles in the game, by
//! [`seat_name`], the one place the core names a seat.

use games::message::PLAIN;
use games::{Arg, GameInfo, Message, Seat, Speak, Speaker};

use super::texts::{Lang, tr, try_tr};

/// The name of `seat` in the game `info` for a reader of `lang` ("South",
/// "Sud"), from the game's words (`<key>-seat-<name>`, see
/// [`games::Words`]). A test asks every registered game for every seat in
/// both languages; were one missing all the same, the English name is
/// shown and the gap logged.
pub fn seat_name(info: &GameInfo, seat: Seat, lang: Lang) -> String {
    let id = info.seat_id(seat);
    try_tr(lang, &id).unwrap_or_else(|| {
        tracing::warn!("tavolo: {}: no seat name '{id}' in {}", info.slug, lang.as_str());
        info.seat_name(seat)
    })
}

/// The Italian prepositions a message may join to a seat's name: a seat
/// argument `seat` is also given as `seat-a`, `seat-di` and `seat-da`
/// ("tocca { $seat-a }": "tocca al Bianco", "tocca a Sud").
pub const PREPOSITIONS: [&str; 3] = ["a", "di", "da"];

/// `seat` after `preposition` in `lang`. Italian joins the preposition to
/// the article a colour or a role takes ("al Bianco", "dell'Indiano",
/// "allo Zar"); the points of the compass take none ("a Sud"). Seat names
/// are singular nouns. English has no such forms: "to White".
pub fn with_preposition(preposition: &str, seat: &str, lang: Lang) -> String {
    if lang == Lang::En {
        let english = match preposition {
            "a" => "to",
            "di" => "of",
            _ => "from",
        };
        return format!("{english} {seat}");
    }
    if matches!(seat, "Nord" | "Sud" | "Est" | "Ovest") {
        return format!("{preposition} {seat}");
    }
    let joined = match preposition {
        "a" => "a",
        "di" => "de",
        _ => "da",
    };
    let lower = seat.to_lowercase();
    let mut letters = lower.chars();
    let first = letters.next().unwrap_or(' ');
    let second = letters.next().unwrap_or(' ');
    let vowel = |c: char| "aeiouàèéìòù".contains(c);
    if vowel(first) {
        format!("{joined}ll'{seat}")
    } else if first == 'z'
        || first == 'x'
        || lower.starts_with("gn")
        || lower.starts_with("ps")
        || (first == 's' && !vowel(second))
    {
        format!("{joined}llo {seat}")
    } else {
        format!("{joined}l {seat}")
    }
}

/// Words messages of one game for one reader.
#[derive(Clone, Copy)]
pub struct Speech {
    lang: Lang,
    info: &'static GameInfo,
}

impl Speech {
    /// Messages of the game `info` in `lang`.
    pub fn new(info: &'static GameInfo, lang: Lang) -> Speech {
        Speech { lang, info }
    }

    /// The same, shareable (for a picture's frame).
    pub fn shared(self) -> Speaker {
        Speaker::new(self)
    }
}

impl Speak for Speech {
    fn say(&self, message: &Message) -> String {
        if message.id() == PLAIN {
            return message.to_string();
        }
        let mut args: Vec<(String, String)> = Vec::new();
        for (name, arg) in message.args() {
            let value = match arg {
                Arg::Count(n) => n.to_string(),
                Arg::Code(text) => text.clone(),
                Arg::Seat(seat) => {
                    let seat = seat_name(self.info, Seat(*seat), self.lang);
                    for preposition in PREPOSITIONS {
                        let joined = with_preposition(preposition, &seat, self.lang);
                        args.push((format!("{name}-{preposition}"), joined));
                    }
                    seat
                }
                Arg::Part(part) => self.say(part),
            };
            args.push((name.to_string(), value));
        }
        let args: Vec<(&str, String)> = args.iter().map(|(n, v)| (n.as_str(), v.clone())).collect();
        tr(self.lang, message.id(), &args)
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;

    /// "tocca a Bianco" read as a stranger's Italian (issue 37, point 15).
    #[test]
    fn italian_joins_a_preposition_to_a_seat_with_its_article() {
        let it = |p, s| with_preposition(p, s, Lang::It);
        assert_eq!(it("a", "Bianco"), "al Bianco");
        assert_eq!(it("di", "Nero"), "del Nero");
        assert_eq!(it("da", "Rosso"), "dal Rosso");
        assert_eq!(it("a", "Sud"), "a Sud");
        assert_eq!(it("di", "Ovest"), "di Ovest");
        assert_eq!(it("a", "Indiano"), "all'Indiano");
        assert_eq!(it("di", "Secondo"), "del Secondo");
        assert_eq!(it("a", "Zar"), "allo Zar");
        assert_eq!(it("a", "Straniero"), "allo Straniero");
        assert_eq!(with_preposition("a", "White", Lang::En), "to White");
        let info = games::registry::find("la-tela").unwrap().info();
        let message = Message::new("tela-moving")
            .seat("seat", Seat(0))
            .count("n", 3)
            .count("limit", 50);
        let said = Speech::new(info, Lang::It).say(&message);
        assert!(said.contains("tocca al Bianco"), "{said}");
    }
    use crate::i18n::{Catalogue, differences};

    /// Every seat of every registered game has its name in both
    /// languages, in the game's words: the English one is the engine's,
    /// the Italian one is not English.
    #[test]
    fn every_seat_of_every_game_is_named_in_both_languages() {
        let mut seats = 0;
        for entry in games::registry::GAMES {
            let info = entry.info();
            assert!(
                info.seat_names.len() >= usize::from(info.max_seats),
                "{}: a name for every seat",
                info.slug
            );
            for seat in (0..info.max_seats).map(Seat) {
                let id = info.seat_id(seat);
                let english = info.seat_name(seat);
                assert_eq!(try_tr(Lang::En, &id).as_deref(), Some(english.as_str()), "{id}");
                let italian = try_tr(Lang::It, &id);
                assert!(italian.is_some(), "{}: no Italian name '{id}'", info.slug);
                assert_ne!(
                    italian.as_deref(),
                    Some(english.as_str()),
                    "{id}: English in Italian"
                );
                assert_eq!(seat_name(info, seat, Lang::It), italian.unwrap());
                seats += 1;
            }
        }
        assert!(seats > 100, "every game's seats are asked ({seats})");
    }

    /// Each game's words carry the same ids, attributes and variables in
    /// both languages, and no id is in two games' words or in the core's
    /// own texts (they share one catalogue).
    #[test]
    fn each_games_words_agree_in_both_languages_and_their_ids_are_their_own() {
        let core = Catalogue::parse(include_str!("texts/en.ftl"), "en", "core");
        let mut owner: BTreeMap<String, &str> = core.ids().into_iter().map(|id| (id, "core")).collect();
        let all = games::message::catalogues();
        assert!(all.len() > 25, "every game's words are gathered ({})", all.len());
        for words in all {
            let en = Catalogue::parse(words.en, "en", words.key);
            let it = Catalogue::parse(words.it, "it", words.key);
            assert_eq!(differences(words.key, &en, &it), Vec::<String>::new());
            for id in en.ids() {
                if let Some(other) = owner.insert(id.clone(), words.key) {
                    panic!("'{id}' is in the words of {other} and of {}", words.key);
                }
            }
        }
    }

    #[test]
    fn messages_name_seats_in_the_readers_language() {
        let info = games::registry::find("awele").unwrap().info();
        let message = Message::new("mancala-to-move").seat("seat", Seat(1));
        assert_eq!(Speech::new(info, Lang::It).say(&message), "Tocca a Nord");
        assert_eq!(Speech::new(info, Lang::En).say(&message), "North to move");
    }
}
