//! Moves that are words (`pass`, `roll`, `swap`…): the engines know them
//! in English, the canonical notation; players see them in their language
//! on buttons and in replies, and may type them in it (`passa`, `tira`).
//! Words many games share are listed here; a game's own (TwixT's `keep`
//! and `swap`, Go's `accept` and `dispute`) are in its words, as
//! `<key>-word-<move>` with the forms players may type in `.typed` and
//! what a player did in `.played` (see [`games::Words`]).

use games::{GameInfo, Words};

use super::Lang;
use super::texts::{catalogue, t, try_tr};

/// Each word move many games share with what Italian players type for it.
/// A word typed may stand for several moves (`accetta`: Backgammon's
/// `take`, Go's `accept`): the one legal now is meant.
const WORDS: &[(&str, &[&str])] = &[
    ("pass", &["passa", "passo"]),
    ("roll", &["tira", "lancia", "tiro", "lancio"]),
    ("double", &["raddoppia", "raddoppio"]),
    ("take", &["accetta", "accetto", "prendi", "prendo"]),
    ("drop", &["rifiuta", "rifiuto", "lascia", "lascio"]),
    ("enter", &["entra", "entro"]),
    ("stay", &["resta", "resto"]),
    ("stop", &["fermati", "fermo", "basta"]),
    ("done", &["fatto", "finito", "fine"]),
];

/// The words the game `info` speaks with: its own, then the shared ones.
fn words_of(info: &GameInfo) -> impl Iterator<Item = &'static Words> {
    std::iter::once(info.words).chain(info.words.shared.iter().copied())
}

/// Whether `text` could be a word move: letters and hyphens only.
fn is_word(text: &str) -> bool {
    !text.is_empty() && text.chars().all(|c| c.is_ascii_lowercase() || c == '-')
}

/// The catalogue id of the word move `word` in the game `info`: the
/// game's own entry, else the shared table's; `None` when it is no word
/// move.
fn word_id(info: &GameInfo, word: &str) -> Option<String> {
    if !is_word(word) {
        return None;
    }
    let english = catalogue(Lang::En);
    words_of(info)
        .map(|words| words.word_id(word))
        .find(|id| english.has(id))
        .or_else(|| {
            WORDS
                .iter()
                .any(|(known, _)| *known == word)
                .then(|| format!("move-word-{word}"))
        })
}

/// The rest of a move after its word, compared without case or spaces.
fn normalize_rest(text: &str) -> String {
    games::notation::normalize(text).replace(' ', "")
}

/// `text` split at its first space: a leading word and the rest.
fn head_and_rest(text: &str) -> (&str, Option<&str>) {
    match text.split_once(' ') {
        Some((head, rest)) => (head, Some(rest)),
        None => (text, None),
    }
}

/// A move (or a picker step) of the game `info` as a reader sees it: a
/// word move in their language, anything else as written. A leading word
/// followed by more (a throw, `roll 3-2`) is worded too.
pub fn shown(info: &GameInfo, text: &str, lang: Lang) -> String {
    // A picker step before a word ends with a space (`1 `): not shown.
    let text = text.trim();
    let (head, rest) = head_and_rest(text);
    let Some(word) = word_id(info, head).and_then(|id| try_tr(lang, &id)) else {
        return text.to_string();
    };
    match rest {
        Some(rest) => format!("{word} {rest}"),
        None => word,
    }
}

/// What a player did by playing `text`, said after their name: a word
/// move's own clause (its `.played`: "passa", "disputed the count"), else
/// "played e4" ("ha giocato e4").
pub fn did(info: &GameInfo, text: &str, lang: Lang) -> String {
    let (head, rest) = head_and_rest(text);
    let clause = word_id(info, head).and_then(|id| catalogue(lang).attribute(&id, "played", &[]));
    match (clause, rest) {
        (Some(clause), Some(rest)) => format!("{clause} {rest}"),
        (Some(clause), None) => clause,
        (None, _) => t!(lang, "move-played", mv = text),
    }
}

/// The canonical move of the game `info` meant by `typed` when it is a
/// word move typed in another language (or another form) and that move is
/// legal now; `None` otherwise (the text goes to the engine as typed). The
/// reader's language is asked first: an Italian `g` is `giallo`, yellow,
/// though the engine's own `g` is green.
pub fn canonical(info: &GameInfo, typed: &str, legal: &[String], reader: Lang) -> Option<String> {
    // Spaces kept, to find a leading word and its rest.
    let spaced = typed.trim().to_lowercase();
    let typed = games::notation::normalize(typed);
    // Whether `form` is typed for the word move `word` in `lang`.
    let typed_for = |word: &str, form: &str, lang: Lang| {
        words_of(info).any(|words| {
            catalogue(lang)
                .attribute(&words.word_id(word), "typed", &[])
                .is_some_and(|forms| forms.split_whitespace().any(|f| f == form))
        })
    };
    let langs = std::iter::once(reader).chain(Lang::ALL.iter().copied().filter(move |l| *l != reader));
    for lang in langs {
        let own = legal.iter().find(|m| is_word(m) && typed_for(m, &typed, lang));
        if let Some(own) = own {
            return Some(own.clone());
        }
        // A leading word before the rest (`sposta c3h d4v`, `giallo D3`).
        if let (head, Some(rest)) = head_and_rest(&spaced) {
            let meant = legal.iter().find(|m| {
                let (word, their_rest) = head_and_rest(m);
                is_word(word)
                    && their_rest.is_some_and(|r| normalize_rest(r) == normalize_rest(rest))
                    && typed_for(word, head, lang)
            });
            if let Some(meant) = meant {
                return Some(meant.clone());
            }
        }
    }
    WORDS
        .iter()
        .filter(|(_, words)| words.contains(&typed.as_str()))
        .map(|(word, _)| *word)
        .find(|word| legal.iter().any(|m| m == word))
        .map(str::to_string)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(slug: &str) -> &'static GameInfo {
        games::registry::find(slug).unwrap().info()
    }

    fn legal(moves: &[&str]) -> Vec<String> {
        moves.iter().map(|m| m.to_string()).collect()
    }

    #[test]
    fn word_moves_are_shown_in_the_readers_language() {
        let bg = info("backgammon");
        assert_eq!(shown(bg, "pass", Lang::It), "passa");
        assert_eq!(shown(bg, "roll", Lang::It), "tira");
        assert_eq!(shown(bg, "pass", Lang::En), "pass");
        assert_eq!(shown(bg, "c3", Lang::It), "c3");
        assert_eq!(shown(bg, "roll 3-2", Lang::It), "tira 3-2");
        // A picker step before a word (`1 `, `pass `) shows no space.
        assert_eq!(shown(bg, "1 ", Lang::It), "1");
        assert_eq!(shown(bg, "pass ", Lang::It), "passa");
        assert_eq!(shown(bg, "24/21 13/11", Lang::It), "24/21 13/11");
        for (word, _) in WORDS {
            assert_ne!(shown(bg, word, Lang::It), *word, "{word} has an Italian word");
            assert_eq!(shown(bg, word, Lang::En), *word);
        }
        let twixt = info("twixt");
        assert_eq!(shown(twixt, "keep", Lang::It), "tieni");
        assert_eq!(shown(twixt, "swap", Lang::It), "scambia");
        assert_eq!(shown(twixt, "swap", Lang::En), "swap");
        assert_eq!(shown(info("go"), "dispute", Lang::It), "contesta");
        assert_eq!(shown(info("breakthru"), "white", Lang::It), "bianco");
        // A game's words are its own: `white` is no word move of Go.
        assert_eq!(shown(info("go"), "white", Lang::It), "white");
    }

    #[test]
    fn a_word_move_says_what_the_player_did() {
        let bg = info("backgammon");
        assert_eq!(did(bg, "pass", Lang::It), "passa");
        assert_eq!(did(bg, "pass", Lang::En), "passed");
        assert_eq!(did(bg, "roll 3-2", Lang::It), "tira 3-2");
        assert_eq!(did(bg, "24/21 13/11", Lang::It), "ha giocato 24/21 13/11");
        assert_eq!(did(bg, "24/21 13/11", Lang::En), "played 24/21 13/11");
        assert_eq!(did(info("go"), "dispute", Lang::En), "disputed the count");
        assert_eq!(did(info("twixt"), "swap", Lang::It), "scambia i colori");
        for (word, _) in WORDS {
            assert!(!did(bg, word, Lang::It).contains("giocato"), "{word}");
        }
    }

    #[test]
    fn italian_words_are_read_as_the_legal_move_they_mean() {
        let bg = info("backgammon");
        assert_eq!(
            canonical(bg, " Passa ", &legal(&["pass"]), Lang::It),
            Some("pass".into())
        );
        assert_eq!(
            canonical(bg, "accetta", &legal(&["take", "drop"]), Lang::It),
            Some("take".into())
        );
        let go = info("go-9x9");
        assert_eq!(
            canonical(go, "accetta", &legal(&["accept", "dispute"]), Lang::It),
            Some("accept".into())
        );
        assert_eq!(
            canonical(go, "contesto", &legal(&["accept", "dispute"]), Lang::It),
            Some("dispute".into())
        );
        assert_eq!(
            canonical(info("breakthru"), "Nero", &legal(&["white", "black"]), Lang::It),
            Some("black".into()),
            "Breakthru: who moves first"
        );
        assert_eq!(
            canonical(info("twixt"), "tengo", &legal(&["keep", "swap", "b2"]), Lang::It),
            Some("keep".into())
        );
        assert_eq!(
            canonical(
                info("quoridor-movable-wall"),
                "Sposta c3h d4v",
                &legal(&["move c3h d4v", "e2"]),
                Lang::It
            ),
            Some("move c3h d4v".into()),
            "a leading word typed in Italian"
        );
        assert_eq!(
            canonical(bg, "passa", &legal(&["c3"]), Lang::It),
            None,
            "not legal now"
        );
        assert_eq!(canonical(bg, "c3", &legal(&["c3"]), Lang::It), None);
        // The reader's language first: Dozo's `g` is giallo (yellow) to an
        // Italian, green to an English reader, whose letter the engine reads.
        let dozo = info("dozo");
        let both = legal(&["g D3", "y D3", "r D3"]);
        assert_eq!(canonical(dozo, "g D3", &both, Lang::It), Some("y D3".into()));
        assert_eq!(canonical(dozo, "G d3", &both, Lang::En), Some("g D3".into()));
        assert_eq!(canonical(dozo, "v D3", &both, Lang::It), Some("g D3".into()));
        assert_eq!(canonical(dozo, "verde D3", &both, Lang::En), Some("g D3".into()));
        // What a reader is shown, they may type back.
        for (word, _) in WORDS {
            assert_eq!(
                canonical(bg, &shown(bg, word, Lang::It), &legal(&[word]), Lang::It),
                Some(word.to_string())
            );
        }
    }

    /// Every word move a game declares is worded in both languages, can
    /// be typed back as shown, and reads differently in Italian.
    #[test]
    fn every_word_move_a_game_declares_is_italian_and_typed_back() {
        let mut seen = 0;
        for entry in games::registry::GAMES {
            let info = entry.info();
            for words in words_of(info) {
                let prefix = words.word_id("");
                for id in catalogue(Lang::En).ids() {
                    let Some(word) = id.strip_prefix(prefix.as_str()) else {
                        continue;
                    };
                    seen += 1;
                    let it = shown(info, word, Lang::It);
                    assert_eq!(shown(info, word, Lang::En), word, "{id}");
                    assert_ne!(it, word, "{id}: shown in English in Italian");
                    for lang in Lang::ALL {
                        for attribute in ["typed", "played"] {
                            let found = catalogue(lang).attribute(&id, attribute, &[]);
                            assert!(found.is_some(), "{id}: no .{attribute} in {}", lang.as_str());
                        }
                    }
                    assert_eq!(
                        canonical(info, &it, &legal(&[word, "a1"]), Lang::It),
                        Some(word.to_string()),
                        "{id}"
                    );
                }
            }
        }
        assert!(seen >= 6, "the game words are found ({seen})");
    }

    /// Along seeded random games of every rule set, every move and every
    /// picker step that is a word (`pass`, `white-first`, `bar`) is one a
    /// game or the shared table declares, so an Italian reader never sees
    /// it in English (issue 37, point 15).
    #[test]
    fn every_word_met_in_play_is_declared() {
        use games::Status;
        use games::playout::SplitMix64;
        let mut missing = std::collections::BTreeSet::new();
        for entry in games::registry::GAMES {
            let info = entry.info();
            for seed in 0..2u64 {
                let mut rng = SplitMix64(seed);
                let Ok(mut game) = entry.start(&Default::default()) else {
                    continue;
                };
                for _ in 0..100 {
                    match game.status() {
                        Status::Over(_) => break,
                        Status::Chance => {
                            let throws = game.chance();
                            for (text, _) in &throws {
                                note(info, text, &mut missing);
                            }
                            let (text, _) = &throws[rng.below(throws.len())];
                            game.play(text).unwrap();
                        }
                        Status::ToMove(_) => {
                            let steps = game.legal_steps();
                            for step in steps.iter().flatten() {
                                note(info, step, &mut missing);
                            }
                            let pick = &steps[rng.below(steps.len())];
                            game.play(&pick.concat()).unwrap();
                        }
                    }
                }
            }
        }
        assert!(missing.is_empty(), "words with no Italian: {missing:?}");
    }

    /// Notes `text`'s leading word when nothing words it. Squares, files
    /// and chess steps (`e`, `ab`, `axc`) are not words.
    fn note(info: &GameInfo, text: &str, missing: &mut std::collections::BTreeSet<String>) {
        let head = head_and_rest(text.trim()).0;
        let chess_step = head.len() == 3 && head.as_bytes()[1] == b'x';
        let tafl_step = head.starts_with('-');
        if is_word(head)
            && (head.len() >= 3 || head.contains('-'))
            && !chess_step
            && !tafl_step
            && word_id(info, head).is_none()
        {
            missing.insert(format!("{}: {head}", info.slug));
        }
    }
}
