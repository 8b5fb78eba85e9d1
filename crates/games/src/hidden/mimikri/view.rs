//! The picture: the chessboard with every cube where it stands. A cube
//! whose identity the reader may know is drawn as its chess piece, any
//! other as a blank cube of its side's colour: the Kings are known to all;
//! in Decoy a seat knows its own cubes, in the No game the opponent's; the
//! table knows none; once the game is over every cube is shown. The last
//! try is an arrow (its squares marked when it was played); in Decoy a
//! King in check is ringed. Each panel counts its side's cubes and shows
//! the ones it lost, as blanks unless the reader knows them.

use super::board::{Cube, Kind, name};
use super::state::{MState, TRY_CAP};
use super::{MimikriRules, NAMES, RuleSet};
use crate::view::{Board, Held, Mark, SeatPanel, View};
use crate::{Message, Seat};

/// A blank cube: a plain tile in its side's colour.
pub const BLANK: &str = "tile:";

/// Whether `viewer` knows the identity of `cube`.
pub fn knows(no: bool, state: &MState, viewer: Option<Seat>, cube: Cube) -> bool {
    state.over()
        || cube.id == 0
        || viewer.is_some_and(|v| if no { v.0 != cube.side } else { v.0 == cube.side })
}

pub fn view<S: RuleSet>(rules: &MimikriRules<S>, state: &MState, viewer: Option<Seat>) -> View {
    let no = rules.e.no;
    let mut view = View::new(Board::squares(8, 8).checkered(true));
    view.seat_colours = vec!["white".into(), "black".into()];
    for sq in 0..64u8 {
        let Some((cube, kind)) = state.kind_at(sq) else {
            continue;
        };
        let mut style = if knows(no, state, viewer, cube) {
            kind.sprite().to_string()
        } else {
            BLANK.to_string()
        };
        if !no && state.check && kind == Kind::King && cube.side == state.to_move && !state.over() {
            style.push_str("~alert");
        }
        view.piece(name(sq), Some(Seat(cube.side)), &style);
    }
    let last = state.last().copied();
    if let Some(ev) = last
        && let Some(t) = ev.tried
    {
        view.arrows.push((name(t.from), name(t.to)));
        if ev.ok {
            view.mark(name(t.from), Mark::From);
            view.mark(name(t.to), Mark::To);
        }
    }
    for side in 0..2u8 {
        let lost = state.lost(side);
        let on_board = 9 - lost.len() as i64;
        let mut held: Vec<Held> = Vec::new();
        let mut blanks = 0;
        for &id in &lost {
            let cube = Cube { side, id };
            if knows(no, state, viewer, cube) {
                let kind = state.kinds[usize::from(side)][usize::from(id)].sprite();
                match held.iter_mut().find(|h| h.kind == kind) {
                    Some(h) => h.count += 1,
                    None => held.push(Held::new(kind, 1)),
                }
            } else {
                blanks += 1;
            }
        }
        if blanks > 0 {
            held.push(Held::new(BLANK, blanks));
        }
        let score = if state.dealt_all() {
            Message::new("mimikri-panel")
                .count("cubes", on_board)
                .count("lost", lost.len() as i64)
        } else {
            Message::new("mimikri-panel-deal")
        };
        view.seats.push(
            SeatPanel::new(Seat(side), NAMES[usize::from(side)])
                .score(Some(score))
                .held(held),
        );
    }
    if let Some(outcome) = rules.e.outcome(state) {
        view.caption = Some(outcome.caption());
        return view;
    }
    if !state.dealt_all() {
        view.caption = Some(Message::new("mimikri-caption-deal").count("left", i64::from(16 - state.dealt)));
        return view;
    }
    let seat = Seat(state.to_move);
    view.to_move = Some(seat);
    if state.ordering() {
        view.caption = Some(Message::new("mimikri-caption-arrange").seat("seat", seat));
        return view;
    }
    let caption = match last {
        Some(ev) if !ev.ok => {
            let tried = ev
                .tried
                .map(|t| format!("{}{}", name(t.from), name(t.to)))
                .unwrap_or_default();
            let words = if !no {
                Message::new("mimikri-refused")
                    .seat("seat", Seat(ev.seat))
                    .code("move", tried)
            } else if ev.seat == state.to_move {
                Message::new("mimikri-failed")
                    .seat("seat", Seat(ev.seat))
                    .code("move", tried)
                    .count("left", i64::from(TRY_CAP) - state.tries.len() as i64)
            } else {
                Message::new("mimikri-failed-turn-passes")
                    .seat("seat", Seat(ev.seat))
                    .code("move", tried)
                    .count("tries", i64::from(TRY_CAP))
            };
            view.last_move.push(words.clone());
            words
        }
        _ if state.check => {
            view.last_move
                .push(Message::new("mimikri-check").seat("seat", seat));
            Message::new("mimikri-caption-check").seat("seat", seat)
        }
        _ => Message::new("mimikri-caption-turn").seat("seat", seat),
    };
    view.caption = Some(caption);
    view
}
