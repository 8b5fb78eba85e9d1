//! Moves that are words (`pass`, `roll`, `double`…): the engines know them
//! in English, the canonical notation; players see them in their language
//! on buttons and in replies, and may type them in it (`passa`, `tira`).

use super::Lang;
use super::texts::try_tr;

/// Each word move with what Italian players type for it. A word typed may
/// stand for several moves (`accetta`: Backgammon's `take`, Go's
/// `accept`): the one legal now is meant.
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
    ("accept", &["accetta", "accetto"]),
    ("dispute", &["contesta", "contesto"]),
    ("keep", &["tieni", "tengo"]),
    ("swap", &["scambia", "scambio"]),
    // Breakthru: Black chooses which side moves first.
    ("white", &["bianco", "bianchi"]),
    ("black", &["nero", "neri"]),
];

/// A move (or a picker step) as a reader sees it: a word move in their
/// language, anything else as written.
/// A leading word followed by more (a throw, `roll 3-2`) is worded too.
pub fn shown(text: &str, lang: Lang) -> String {
    let (head, rest) = match text.split_once(' ') {
        Some((head, rest)) => (head, Some(rest)),
        None => (text, None),
    };
    let Some(word) = WORDS
        .iter()
        .find(|(word, _)| *word == head)
        .and_then(|(word, _)| try_tr(lang, &format!("move-word-{word}")))
    else {
        return text.to_string();
    };
    match rest {
        Some(rest) => format!("{word} {rest}"),
        None => word,
    }
}

/// The canonical move meant by `typed` when it is a word move typed in
/// Italian and that move is legal now; `None` otherwise (the text goes to
/// the engine as typed).
pub fn canonical(typed: &str, legal: &[String]) -> Option<String> {
    let typed = games::notation::normalize(typed);
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

    #[test]
    fn word_moves_are_shown_in_the_readers_language() {
        assert_eq!(shown("pass", Lang::It), "passa");
        assert_eq!(shown("roll", Lang::It), "tira");
        assert_eq!(shown("pass", Lang::En), "pass");
        assert_eq!(shown("c3", Lang::It), "c3");
        assert_eq!(shown("roll 3-2", Lang::It), "tira 3-2");
        assert_eq!(shown("24/21 13/11", Lang::It), "24/21 13/11");
        for (word, _) in WORDS {
            assert_ne!(shown(word, Lang::It), *word, "{word} has an Italian word");
            assert_eq!(shown(word, Lang::En), *word);
        }
    }

    #[test]
    fn italian_words_are_read_as_the_legal_move_they_mean() {
        let legal = |moves: &[&str]| moves.iter().map(|m| m.to_string()).collect::<Vec<_>>();
        assert_eq!(canonical(" Passa ", &legal(&["pass"])), Some("pass".into()));
        assert_eq!(
            canonical("accetta", &legal(&["take", "drop"])),
            Some("take".into())
        );
        assert_eq!(
            canonical("accetta", &legal(&["accept", "dispute"])),
            Some("accept".into())
        );
        assert_eq!(
            canonical("Nero", &legal(&["white", "black"])),
            Some("black".into()),
            "Breakthru: who moves first"
        );
        assert_eq!(canonical("passa", &legal(&["c3"])), None, "not legal now");
        assert_eq!(canonical("c3", &legal(&["c3"])), None);
        // What a reader is shown, they may type back.
        for (word, _) in WORDS {
            assert_eq!(
                canonical(&shown(word, Lang::It), &legal(&[word])),
                Some(word.to_string())
            );
        }
    }
}
