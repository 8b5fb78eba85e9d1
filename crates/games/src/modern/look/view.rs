//! Look's picture: the 3×4 grid with its coloured tokens; a placed tile is
//! a domino (a bar joining its two cells) whose circles stand on the
//! tokens, so a covered cell is a stack of two seen from above, its height
//! and top readable, the last tile placed marked `~moved`; the tiles left
//! in words under the board. The puzzle shows the layout, the scores, the
//! claim and the answers, and how the last round was settled.

use super::board::{CELLS, Colour, TILES, name};
use super::notation::with_tile;
use super::puzzle::Verdict;
use super::{LookRules, LookState, Mode, RuleSet};
use crate::view::{Board, Link, Mark, SeatPanel, Stacking, View};
use crate::{Message, Rules, Seat, Status};

/// A token's or a tile circle's style: its colour as its own paint.
fn painted(base: &str, colour: Colour, moved: bool) -> String {
    let moved = if moved { "~moved" } else { "" };
    format!("{base}~paint:{}{moved}", colour.word())
}

/// A list of tiles in words: `a–b, c–d…` (nested, each worded by the
/// reader's catalogue).
fn tiles_message(tiles: &[u8]) -> Message {
    match tiles {
        [] => Message::new("look-none"),
        [one] => with_tile(Message::new("look-tile"), "", *one),
        [first, rest @ ..] => Message::new("look-list")
            .part("head", with_tile(Message::new("look-tile"), "", *first))
            .part("tail", tiles_message(rest)),
    }
}

/// The pairs of cells a covering puts each tile on.
fn pairs(cover: &[u8; CELLS]) -> Vec<(usize, usize)> {
    (0..TILES as u8)
        .filter_map(|t| {
            let mut cells = (0..CELLS).filter(|&c| cover[c] == t);
            Some((cells.next()?, cells.next()?))
        })
        .collect()
}

pub fn view<S: RuleSet>(rules: &LookRules<S>, state: &LookState) -> View {
    let mut view = View::new(Board::squares(3, 4));
    view.stacking = Stacking::Above;
    let last = state.placed.last().copied();
    for cell in 0..CELLS {
        let Some(colour) = state.layout[cell] else {
            continue;
        };
        view.piece(name(cell), None, &painted("man", colour, false));
        if state.cover[cell].is_some() {
            let moved = last.is_some_and(|(a, b)| usize::from(a) == cell || usize::from(b) == cell);
            view.piece(name(cell), None, &painted("stone", colour, moved));
        }
    }
    for &(a, b) in &state.placed {
        view.links
            .push(Link::new(name(usize::from(a)), name(usize::from(b))));
    }
    if let Some((a, b)) = last {
        view.mark(name(usize::from(a)), Mark::To);
        view.mark(name(usize::from(b)), Mark::To);
    }
    let status = rules.status(state);
    if let Status::ToMove(seat) = status {
        view.to_move = Some(seat);
    }
    let names = S::variant().info.seat_names;
    if rules.mode() == Mode::Puzzle {
        puzzle_view(rules, state, &mut view, names);
        return view;
    }
    view.seats = (0..2u8)
        .map(|s| SeatPanel::new(Seat(s), names[usize::from(s)].to_string()))
        .collect();
    let used = state.used();
    let left: Vec<u8> = (0..TILES as u8).filter(|t| used & (1 << t) == 0).collect();
    view.caption = Some(match status {
        Status::Over(outcome) => outcome.caption(),
        Status::Chance => Message::new("look-dealing"),
        Status::ToMove(seat) => match state.drawn {
            Some(tile) => with_tile(Message::new("look-drew"), "", tile).seat("seat", seat),
            None => Message::new("look-to-move")
                .seat("seat", seat)
                .part("left", tiles_message(&left)),
        },
    });
    view
}

fn puzzle_view<S: RuleSet>(rules: &LookRules<S>, state: &LookState, view: &mut View, names: &[&str]) {
    let Some(p) = state.puzzle() else {
        return;
    };
    view.seats = (0..rules.seats())
        .map(|s| {
            let seat = Seat(s);
            let mark = if p.sits_out(seat) {
                Message::new("look-panel-out")
            } else if p.disputed(seat) {
                Message::new("look-panel-disputed")
            } else if seat == p.declarer() && p.claim() == Some(true) {
                Message::new("look-panel-yes")
            } else if seat == p.declarer() && p.claim() == Some(false) {
                Message::new("look-panel-no")
            } else {
                Message::new("look-panel-none")
            };
            SeatPanel::new(seat, names[usize::from(s)].to_string()).score(Some(
                Message::new("look-panel")
                    .count("n", p.scores()[usize::from(s)])
                    .part("mark", mark),
            ))
        })
        .collect();
    if let Some(verdict) = p.last() {
        view.last_move.push(verdict_message(verdict));
        if state.end.is_some()
            && let Some(cover) = verdict.covering
        {
            // The demonstration (gap 3): the covering on the last layout.
            for (a, b) in pairs(&cover) {
                view.links.push(Link::new(name(a), name(b)));
            }
        }
    }
    view.caption = Some(match rules.status(state) {
        Status::Over(outcome) => outcome.caption(),
        Status::Chance => Message::new("look-puzzle-dealing").count("round", p.round()),
        Status::ToMove(seat) => match p.claim() {
            None => Message::new("look-puzzle-claim")
                .count("round", p.round())
                .seat("seat", seat),
            Some(claim) => (if claim {
                Message::new("look-puzzle-answer-yes")
            } else {
                Message::new("look-puzzle-answer-no")
            })
            .count("round", p.round())
            .seat("declarer", p.declarer())
            .seat("seat", seat),
        },
    });
}

/// How a round was settled, in words: the truth, who was right, and a
/// covering when there is one.
fn verdict_message(v: &Verdict) -> Message {
    let right = v.claim == v.truth;
    let m = (if v.truth {
        Message::new("look-verdict-yes")
    } else {
        Message::new("look-verdict-no")
    })
    .count("round", v.round)
    .seat("seat", v.declarer)
    .count("right", u32::from(right))
    .count("disputes", v.disputed.count_ones());
    match v.covering {
        Some(cover) => {
            let cells: Vec<String> = pairs(&cover)
                .into_iter()
                .map(|(a, b)| format!("{} {}", name(a), name(b)))
                .collect();
            m.code("covering", cells.join(", "))
        }
        None => m,
    }
}
