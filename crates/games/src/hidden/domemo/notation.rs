//! Move texts: a guess is its number (`5`; `guess 5`, `indovino 5` and the
//! catalog's `/guess 5` are read too), `stop` ends a run of right guesses
//! (Italian `basta`); the deal's throws are `5:1` (a 5 to seat 1's rack),
//! `5:r` (to the face-down reserve) and `5:t` (face up on the table), and
//! the table reads a tile dealt face down as `?:1` or `?:r`.

use super::state::{DState, Place, TOP};
use super::{DMove, Domemo};
use crate::Message;
use crate::notation::{MoveError, normalize};

/// Where a dealt tile goes, as the deal's texts write it.
fn place_text(place: Place) -> String {
    match place {
        Place::Rack(s) => (s + 1).to_string(),
        Place::Reserve => "r".into(),
        Place::FaceUp => "t".into(),
    }
}

/// The canonical text of `mv` in `state`.
pub fn format(rules: &Domemo, state: &DState, mv: DMove) -> String {
    match mv {
        DMove::Deal(n) => format!("{n}:{}", place_text(rules.e.next_place(state))),
        DMove::Guess(n) => n.to_string(),
        DMove::Stop => "stop".into(),
    }
}

/// `mv` as the table reads it while the game is played: the number of a
/// tile dealt face down stays unsaid.
pub fn public(rules: &Domemo, state: &DState, mv: DMove) -> String {
    match (mv, rules.e.next_place(state)) {
        (DMove::Deal(_), place @ (Place::Rack(_) | Place::Reserve)) => {
            format!("?:{}", place_text(place))
        }
        _ => format(rules, state, mv),
    }
}

/// Other texts for a guess: the catalog's command word and the Italian
/// one before the number.
pub fn aliases(mv: DMove) -> Vec<String> {
    match mv {
        DMove::Guess(n) => vec![
            format!("guess {n}"),
            format!("indovino {n}"),
            format!("/guess {n}"),
        ],
        DMove::Stop => vec!["basta".into(), "/stop".into()],
        DMove::Deal(_) => Vec::new(),
    }
}

/// Why `text` is no legal move here.
pub fn diagnose(rules: &Domemo, state: &DState, text: &str) -> MoveError {
    let t = normalize(text);
    if (t == "stop" || t == "basta") && !state.again {
        let why = if rules.e.may_go_on() {
            Message::new("domemo-no-stop")
        } else {
            Message::new("domemo-no-stop-many")
        };
        return MoveError::illegal(text, why);
    }
    let digits: String = t.chars().filter(char::is_ascii_digit).collect();
    if let Ok(n) = digits.parse::<u32>()
        && !(1..=u32::from(TOP)).contains(&n)
    {
        return MoveError::illegal(text, Message::new("domemo-no-such-number").count("n", n));
    }
    MoveError::not_a_move(text, Message::new("domemo-notation"))
}
