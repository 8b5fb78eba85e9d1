//! Moves listed and applied, throws, and the end of `look` and
//! `look-stack` (the puzzle's rounds are in [`super::puzzle`]).

use super::board::{CELLS, Colour, PER_COLOUR, TILES, partners, tile_of};
use super::{End, LMove, LookRules, LookState, Mode, RuleSet};
use crate::{Message, Outcome, Seat};

/// The placements open now: every pair of uncovered neighbours whose
/// colours make an unused tile (`only`: that tile, the one drawn).
pub fn placements(state: &LookState, only: Option<u8>, out: &mut Vec<LMove>) {
    let used = state.used();
    for a in 0..CELLS {
        if state.cover[a].is_some() {
            continue;
        }
        for b in partners(a) {
            if state.cover[b].is_some() {
                continue;
            }
            let (Some(x), Some(y)) = (state.layout[a], state.layout[b]) else {
                continue;
            };
            let Some(tile) = tile_of(x, y) else {
                continue;
            };
            if used & (1 << tile) == 0 && only.is_none_or(|t| t == tile) {
                out.push(LMove::Place(a as u8, b as u8));
            }
        }
    }
}

/// Whether some placement is open (with `only`, of that tile).
pub fn can_place(state: &LookState, only: Option<u8>) -> bool {
    let mut moves = Vec::new();
    placements(state, only, &mut moves);
    !moves.is_empty()
}

/// The throws due: the next cell's colour (weighted by the tokens of each
/// colour still to lay) or, in the stack, the next tile (each left alike).
pub fn chance(mode: Mode, state: &LookState, out: &mut Vec<(LMove, u32)>) {
    if state.end.is_some() {
        return;
    }
    if !state.dealt() {
        for colour in Colour::ALL {
            let laid = state.layout.iter().filter(|&&c| c == Some(colour)).count() as u8;
            let left = PER_COLOUR.saturating_sub(laid);
            if left > 0 {
                out.push((LMove::Token(colour), u32::from(left)));
            }
        }
        return;
    }
    if mode == Mode::Stack && state.drawn.is_none() {
        let used = state.used();
        for tile in 0..TILES as u8 {
            if used & (1 << tile) == 0 {
                out.push((LMove::Draw(tile), 1));
            }
        }
    }
}

/// Plays `mv` (legal, or a listed throw).
pub fn apply<S: RuleSet>(rules: &LookRules<S>, state: &mut LookState, mv: LMove) {
    match mv {
        LMove::Token(colour) => {
            if let Some(cell) = state.layout.iter().position(Option::is_none) {
                state.layout[cell] = Some(colour);
            }
            if state.dealt() {
                match rules.mode() {
                    Mode::Open => settle(state, None),
                    Mode::Stack => {}
                    Mode::Puzzle => super::puzzle::dealt(state),
                }
            }
        }
        LMove::Draw(tile) => {
            state.drawn = Some(tile);
            settle(state, Some(tile));
        }
        LMove::Place(a, b) => {
            let (x, y) = (state.layout[usize::from(a)], state.layout[usize::from(b)]);
            let tile = match (x, y) {
                (Some(x), Some(y)) => tile_of(x, y).unwrap_or(0),
                _ => 0,
            };
            state.cover[usize::from(a)] = Some(tile);
            state.cover[usize::from(b)] = Some(tile);
            state.placed.push((a, b));
            state.drawn = None;
            if state.placed.len() == TILES {
                state.end = Some(End::LastTile(state.placer().other()));
            } else if rules.mode() == Mode::Open {
                settle(state, None);
            }
        }
        LMove::Claim(_) | LMove::Dispute | LMove::Accept => super::puzzle::apply(rules, state, mv),
    }
}

/// Ends the game when the seat to place has no placement (`drawn`: with
/// the tile it drew).
pub fn settle(state: &mut LookState, drawn: Option<u8>) {
    if state.end.is_some() || can_place(state, drawn) {
        return;
    }
    let seat = state.placer();
    state.end = Some(match drawn {
        Some(tile) => End::Stuck(seat, tile),
        None => End::Blocked(seat),
    });
}

/// The outcome of an ended game.
pub fn outcome<S: RuleSet>(rules: &LookRules<S>, state: &LookState, end: End) -> Outcome {
    match end {
        End::Blocked(seat) => Outcome::win(seat.other(), Message::new("look-blocked").seat("seat", seat)),
        End::Stuck(seat, tile) => Outcome::win(
            seat.other(),
            super::notation::with_tile(Message::new("look-stuck").seat("seat", seat), "", tile),
        ),
        End::LastTile(seat) => Outcome::win(seat, Message::new("look-last-tile").seat("seat", seat)),
        End::Puzzle => match &state.puzzle {
            Some(p) => p.outcome(rules.target()),
            None => Outcome::draw(Message::new("look-blocked").seat("seat", Seat::FIRST)),
        },
    }
}
