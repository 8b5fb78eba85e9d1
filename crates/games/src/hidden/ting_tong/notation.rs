//! Move texts: `lift 7` lifts bell 7 (bells 1 to 12; `7` alone, the
//! Italian `alza 7` and `solleva 7`, and the catalog's `/tt lift 7` are
//! read too); `stop` ends a run of right lifts (Italian `basta`). The
//! deal's throws are `3:7` (token 3 under bell 7), which the table reads
//! as `3:?` while the game is played.

use super::state::{BELLS, TState};
use super::{TMove, TingTong};
use crate::Message;
use crate::notation::{MoveError, normalize};

/// The canonical text of `mv` in `state`.
pub fn format(state: &TState, mv: TMove) -> String {
    match mv {
        TMove::Deal(b) => format!("{}:{}", state.placed + 1, b + 1),
        TMove::Lift(b) => format!("lift {}", b + 1),
        TMove::Stop => "stop".into(),
    }
}

/// `mv` as the table reads it while the game is played: the bell a token
/// is dealt under stays unsaid.
pub fn public(state: &TState, mv: TMove) -> String {
    match mv {
        TMove::Deal(_) => format!("{}:?", state.placed + 1),
        _ => format(state, mv),
    }
}

/// Other texts for a move: the bell's number alone, the Italian verbs,
/// the catalog's command.
pub fn aliases(mv: TMove) -> Vec<String> {
    match mv {
        TMove::Lift(b) => {
            let n = b + 1;
            vec![
                n.to_string(),
                format!("alza {n}"),
                format!("solleva {n}"),
                format!("/tt lift {n}"),
                format!("bell {n}"),
                format!("campanella {n}"),
            ]
        }
        TMove::Stop => vec!["basta".into(), "/tt stop".into()],
        TMove::Deal(_) => Vec::new(),
    }
}

/// Why `text` is no legal move here; never a word about what lies under
/// a bell (the whole table reads a refusal).
pub fn diagnose(_rules: &TingTong, state: &TState, text: &str) -> MoveError {
    let t = normalize(text);
    if (t == "stop" || t == "basta") && !state.again {
        return MoveError::illegal(text, Message::new("ting-tong-no-stop"));
    }
    if !state.dealt_all() && !state.over {
        return MoveError::illegal(text, Message::new("ting-tong-dealing"));
    }
    let digits: String = t.chars().filter(char::is_ascii_digit).collect();
    if let Ok(n) = digits.parse::<u32>()
        && !(1..=u32::from(BELLS)).contains(&n)
    {
        return MoveError::illegal(text, Message::new("ting-tong-no-such-bell").count("n", n));
    }
    MoveError::not_a_move(text, Message::new("ting-tong-notation"))
}
