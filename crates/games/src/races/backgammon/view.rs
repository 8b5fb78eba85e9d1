//! The picture: the 24 points seen from the viewer's side (the mover's for
//! spectators), the bar, the trays, the throw, the cube and pip counts.

use super::board::{BAR, OFF};
use super::plakoto::START;
use super::{BgState, Engine, Phase, Variant, scoring, seat_name};
use crate::races::turns;
use crate::view::{Board, Cube, CubeAt, Dice, Highlight, Mark, Piece, SeatPanel, View};
use crate::{Seat, Status};

/// A pinned checker: drawn with a ring in the warning colour.
const PINNED: &str = "man~alert";
/// A mother checker (plakoto's last checker at home): drawn with an M.
const MOTHER: &str = "M";

fn colour(seat: Seat) -> &'static str {
    if seat == Seat::FIRST { "white" } else { "black" }
}

/// The cell of `seat`'s point `p` (1..=24, or the bar or the tray) in a
/// picture seen from `viewer`'s side.
fn cell(viewer: Seat, seat: Seat, p: usize) -> String {
    match p {
        BAR => format!("{} bar", colour(seat)),
        OFF => format!("{} off", colour(seat)),
        p if seat == viewer => p.to_string(),
        p => (25 - p).to_string(),
    }
}

impl Engine {
    fn caption(&self, state: &BgState) -> String {
        let who = seat_name(state.turn);
        let other = seat_name(state.turn.other());
        if let Status::Over(outcome) = self.status(state) {
            return turns::result_caption(&outcome, seat_name);
        }
        let mut text = String::new();
        if let (Some(end), 0) = (state.last_game, state.game_ply) {
            text.push_str(&format!(
                "Game {} went to {} ({}); score {}-{}. ",
                state.game - 1,
                end.winner.map_or("nobody", seat_name),
                scoring::describe(end),
                state.score[0],
                state.score[1]
            ));
        }
        let now = match state.phase {
            Phase::Opening => "Opening throw: one die each, the higher starts".to_string(),
            Phase::Throw => match state.opening {
                Some((w, b)) => format!("White threw {w}, Black {b}: {who} starts and throws"),
                None => format!("{who} to throw"),
            },
            Phase::Decide => format!("{who} to roll, or to double to {}", state.cube * 2),
            Phase::Respond => format!("{who} doubles to {}: {other} takes or drops", state.cube * 2),
            Phase::Play(a, b) => {
                let start = match state.opening {
                    Some((w, bl)) => format!("White threw {w}, Black {bl}: {who} starts with {a}-{b}"),
                    None => format!("{who} threw {a}-{b}"),
                };
                if self.listed(state).is_empty() {
                    format!("{start}: {}: pass", self.no_play_reason(state, (a, b)))
                } else {
                    start
                }
            }
        };
        text.push_str(&now);
        if state.crawford {
            text.push_str(" (Crawford game: no doubling)");
        }
        text
    }

    pub(super) fn view(&self, state: &BgState, seat: Option<Seat>) -> View {
        let viewer = seat.unwrap_or(match self.status(state) {
            Status::ToMove(s) => s,
            _ => state.turn,
        });
        let points: Vec<String> = (1..=24).map(|p| p.to_string()).collect();
        let cube = self.cfg.cube.then(|| Cube {
            value: u32::from(if state.phase == Phase::Respond {
                state.cube * 2
            } else {
                state.cube
            }),
            at: match state.cube_owner {
                None => CubeAt::Middle,
                Some(o) if o == viewer => CubeAt::Bottom,
                Some(_) => CubeAt::Top,
            },
            offered: state.phase == Phase::Respond,
        });
        let bar = (self.cfg.variant == Variant::Backgammon)
            .then(|| (cell(viewer, viewer, BAR), cell(viewer, viewer.other(), BAR)));
        let mut view = View::new(
            Board::points(points)
                .bar(bar)
                .trays(Some((
                    cell(viewer, viewer, OFF),
                    cell(viewer, viewer.other(), OFF),
                )))
                .cube(cube),
        );
        let board = &state.board;
        // Pinned checkers first: a stack is listed bottom first.
        for s in [Seat::FIRST, Seat::SECOND] {
            for p in 1..=24 {
                if board.is_pinned(s, p) {
                    view.piece(cell(viewer, s, p), Some(s), PINNED);
                }
            }
        }
        for s in [Seat::FIRST, Seat::SECOND] {
            for p in (0..=BAR).rev() {
                let n = board.counts[s.index()][p] - u8::from(board.is_pinned(s, p));
                let kind = if self.cfg.variant == Variant::Plakoto && p == START && n == 1 {
                    MOTHER
                } else {
                    "man"
                };
                for _ in 0..n {
                    view.piece(cell(viewer, s, p), Some(s), kind);
                }
            }
        }
        if let Some(last) = state.last {
            for (i, s) in last.play.steps().iter().enumerate() {
                let from = cell(viewer, last.seat, usize::from(s.from));
                let to = cell(viewer, last.seat, usize::from(s.to));
                view.mark(from.clone(), Mark::From);
                view.mark(to.clone(), Mark::To);
                view.arrows.push((from, to.clone()));
                if last.hits & (1 << i) != 0 && self.cfg.variant == Variant::Backgammon {
                    view.highlights.push(Highlight {
                        cell: to.clone(),
                        mark: Mark::Captured,
                        ghost: Some(Piece {
                            cell: to,
                            owner: Some(last.seat.other()),
                            kind: "man".into(),
                        }),
                    });
                }
            }
        }
        view.seats = [Seat::FIRST, Seat::SECOND]
            .into_iter()
            .map(|s| {
                let mut score = format!("{} pips, {} off", board.pips(s), board.counts[s.index()][OFF]);
                if self.cfg.match_length > 1 {
                    score.push_str(&format!(
                        ", {} of {} points",
                        state.score[s.index()],
                        self.cfg.match_length
                    ));
                }
                SeatPanel::new(s, seat_name(s).to_string()).score(Some(score.into()))
            })
            .collect();
        view.dice = match (state.opening, state.last_dice) {
            (Some((w, b)), _) => Some(Dice {
                kind: "d6".into(),
                faces: vec![w, b],
                value: format!("White {w}, Black {b}"),
            }),
            (None, Some((a, b))) => Some(Dice {
                kind: "d6".into(),
                faces: vec![a, b],
                value: format!("{a}-{b}"),
            }),
            _ => None,
        };
        let status = self.status(state);
        view.to_move = status.seat();
        if status == Status::Chance && state.phase == Phase::Throw {
            view.to_throw = Some(state.turn);
        }
        view.seat_colours = vec!["white".into(), "black".into()];
        view.bottom = Some(viewer);
        view.caption = Some(self.caption(state).into());
        view
    }
}
