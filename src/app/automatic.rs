//! What the core played by itself after a move: throws of the dice,
//! forced passes, single legal moves with autoplay. A few are told one by
//! one; a long run (two blocked players passing turn after turn) is told
//! in one sentence, so the chat gets one message, not a wall of them.

use games::{DynGame, Seat, Status};

use super::move_words;
use super::texts::{Lang, t};

/// Told one by one up to this many; summed up beyond.
const TOLD_ONE_BY_ONE: usize = 4;

/// One thing played automatically: its text, and the seat that played it
/// (`None`: a throw of the dice).
pub(super) struct Automatic<'a> {
    pub text: &'a str,
    pub seat: Option<i64>,
}

/// The sentences telling `played`, in order. `opening`: the first throw
/// of the game is its opening throw.
pub(super) fn told(game: &dyn DynGame, played: &[Automatic], lang: Lang, opening: bool) -> Vec<String> {
    if game.info().hidden && !matches!(game.status(), Status::Over(_)) {
        return told_keeping_secrets(game, played, lang, opening);
    }
    told_all(game, played, lang, opening)
}

/// [`told`] in a game of hidden information still played: every move as
/// the table may read it ([`DynGame::public_history`]; `played` are the
/// game's latest plies), and a draw the table may not see only counted.
fn told_keeping_secrets(game: &dyn DynGame, played: &[Automatic], lang: Lang, opening: bool) -> Vec<String> {
    let public = game.public_history();
    let first = public.len().saturating_sub(played.len());
    let mut secret = 0;
    let mut open = Vec::new();
    let mut shown = Vec::new();
    for (a, seen) in played.iter().zip(&public[first..]) {
        match a.seat {
            None if seen != a.text => secret += 1,
            // A draw in the open (a tile dealt face up): not a throw of dice.
            None => open.push(move_words::shown(game.info(), seen, lang)),
            Some(_) => shown.push(Automatic {
                text: seen,
                seat: a.seat,
            }),
        }
    }
    let mut lines = Vec::new();
    if secret > 0 {
        lines.push(t!(lang, "secret-draws", count = secret));
    }
    if !open.is_empty() {
        lines.push(t!(lang, "open-draws", draws = open.join(", ")));
    }
    lines.extend(told_all(game, &shown, lang, opening));
    lines
}

fn told_all(game: &dyn DynGame, played: &[Automatic], lang: Lang, opening: bool) -> Vec<String> {
    if played.is_empty() {
        return Vec::new();
    }
    if played.len() <= TOLD_ONE_BY_ONE {
        return played
            .iter()
            .enumerate()
            .map(|(i, a)| one(game, a, lang, opening && i == 0))
            .collect();
    }
    // A throw that is a word (a colour) is shown in the reader's words.
    let throws: Vec<String> = played
        .iter()
        .filter(|a| a.seat.is_none())
        .map(|a| move_words::shown(game.info(), a.text, lang))
        .collect();
    // Consecutive equal moves of a seat are counted: "South: pass ×3".
    let mut moves: Vec<(i64, String, usize)> = Vec::new();
    for a in played {
        let Some(seat) = a.seat else { continue };
        let shown = move_words::shown(game.info(), a.text, lang);
        match moves.iter_mut().rev().find(|(s, _, _)| *s == seat) {
            Some((_, text, n)) if *text == shown => *n += 1,
            _ => moves.push((seat, shown, 1)),
        }
    }
    let moves: Vec<String> = moves
        .iter()
        .map(|(seat, text, n)| {
            let role = super::role(game, Seat(*seat as u8), lang);
            if *n == 1 {
                format!("{role} {text}")
            } else {
                format!("{role} {text} ×{n}")
            }
        })
        .collect();
    let count = played.len();
    let sentence = if moves.is_empty() {
        // Only the dice (a layout thrown cell by cell): no list of moves.
        t!(
            lang,
            "automatic-summary-throws-only",
            count = count,
            throws = throws.join(", ")
        )
    } else if throws.is_empty() {
        t!(
            lang,
            "automatic-summary-no-throws",
            count = count,
            moves = moves.join(", ")
        )
    } else {
        t!(
            lang,
            "automatic-summary",
            count = count,
            throws = throws.join(", "),
            moves = moves.join(", ")
        )
    };
    vec![sentence]
}

/// A throw as the dice fell (`roll 3-2` → `3-2`): "Throw:" says the rest.
fn dice(throw: &str) -> &str {
    throw.strip_prefix("roll ").unwrap_or(throw)
}

fn one(game: &dyn DynGame, a: &Automatic, lang: Lang, opening: bool) -> String {
    // A throw that is a word (a chess piece) is shown in the reader's words.
    let throw = || move_words::shown(game.info(), dice(a.text), lang);
    match a.seat {
        None if opening => t!(lang, "opening-throw", throw = throw()),
        None => t!(lang, "throw", throw = throw()),
        Some(s) => t!(
            lang,
            "played-automatically",
            role = super::role(game, Seat(s as u8), lang),
            did = move_words::did(game.info(), a.text, lang)
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn backgammon() -> Box<dyn DynGame> {
        games::registry::start("backgammon", &Default::default()).unwrap()
    }

    #[test]
    fn a_few_are_told_one_by_one_in_the_readers_words() {
        let game = backgammon();
        let played = [
            Automatic {
                text: "6-6",
                seat: None,
            },
            Automatic {
                text: "pass",
                seat: Some(1),
            },
        ];
        let it = told(game.as_ref(), &played, Lang::It, false);
        assert_eq!(it.len(), 2);
        let opening = [Automatic {
            text: "roll 3-2",
            seat: None,
        }];
        assert_eq!(
            told(game.as_ref(), &opening, Lang::It, true),
            ["Lancio d'apertura: 3-2."]
        );
        assert!(it[0].contains("6-6") && it[1].contains("passa"), "{it:?}");
    }

    #[test]
    fn a_throw_that_is_a_word_is_told_in_the_readers_words() {
        // Schachjagd's die shows chess pieces: `queen` is its own word.
        let game = games::registry::start("schachjagd", &Default::default()).unwrap();
        let opening = [Automatic {
            text: "queen",
            seat: None,
        }];
        assert_eq!(
            told(game.as_ref(), &opening, Lang::It, true),
            ["Lancio d'apertura: donna."]
        );
        assert_eq!(
            told(game.as_ref(), &opening, Lang::En, true),
            ["Opening throw: queen."]
        );
    }

    #[test]
    fn a_long_run_is_summed_up_in_one_sentence() {
        let game = backgammon();
        let throws = ["6-6", "5-5", "4-4", "3-3"];
        let mut played = Vec::new();
        for (i, throw) in throws.iter().enumerate() {
            played.push(Automatic {
                text: throw,
                seat: None,
            });
            played.push(Automatic {
                text: "pass",
                seat: Some((i % 2) as i64),
            });
        }
        let en = told(game.as_ref(), &played, Lang::En, false);
        assert_eq!(en.len(), 1, "{en:?}");
        assert!(en[0].contains("8"), "{en:?}");
        assert!(en[0].contains("6-6, 5-5, 4-4, 3-3"), "{en:?}");
        assert!(en[0].contains("pass ×2"), "{en:?}");
        let it = told(game.as_ref(), &played, Lang::It, false);
        assert!(
            it[0].contains("passa ×2") && it[0].contains("automaticamente"),
            "{it:?}"
        );
    }

    #[test]
    fn a_long_run_of_throws_alone_is_told_as_throws() {
        let game = backgammon();
        let throws = ["6-6", "5-5", "4-4", "3-3", "2-2"];
        let played: Vec<Automatic> = throws.iter().map(|text| Automatic { text, seat: None }).collect();
        assert_eq!(
            told(game.as_ref(), &played, Lang::En, false),
            ["Then 5 throws: 6-6, 5-5, 4-4, 3-3, 2-2."]
        );
        assert_eq!(
            told(game.as_ref(), &played, Lang::It, false),
            ["Poi 5 lanci: 6-6, 5-5, 4-4, 3-3, 2-2."]
        );
    }
}
