//! The picture: the 24 points seen from the viewer's side (the mover's for
//! spectators), the bar, the trays, the throw, the cube and pip counts.

use super::board::{BAR, OFF};
use super::plakoto::START;
use super::{BgState, Engine, Phase, Variant, scoring, seat_name};
use crate::view::{Board, Cube, CubeAt, Dice, Highlight, Mark, Piece, SeatPanel, View};
use crate::{Message, Seat, Status};

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
    fn caption(&self, state: &BgState) -> Message {
        let who = state.turn;
        if let Status::Over(outcome) = self.status(state) {
            return outcome.caption();
        }
        let (white, black) = (Seat::FIRST, Seat::SECOND);
        let mut now = match state.phase {
            Phase::Opening => Message::new("backgammon-opening"),
            Phase::Throw => match state.opening {
                Some((w, b)) => Message::new("backgammon-opening-throws-first")
                    .seat("white", white)
                    .count("w", w)
                    .seat("black", black)
                    .count("b", b)
                    .seat("seat", who),
                None => Message::new("race-to-throw").seat("seat", who),
            },
            Phase::Decide => Message::new("backgammon-to-decide")
                .seat("seat", who)
                .count("cube", state.cube * 2),
            Phase::Respond => Message::new("backgammon-doubles")
                .seat("seat", who)
                .count("cube", state.cube * 2)
                .seat("other", who.other()),
            Phase::Play(a, b) => {
                let start = match state.opening {
                    Some((w, bl)) => Message::new("backgammon-opening-starts")
                        .seat("white", white)
                        .count("w", w)
                        .seat("black", black)
                        .count("b", bl)
                        .seat("seat", who)
                        .code("dice", format!("{a}-{b}")),
                    None => Message::new("backgammon-threw")
                        .seat("seat", who)
                        .code("dice", format!("{a}-{b}")),
                };
                if self.listed(state).is_empty() {
                    Message::new("backgammon-no-play-caption")
                        .part("start", start)
                        .part("reason", self.no_play_reason(state, (a, b)))
                } else {
                    start
                }
            }
        };
        if state.crawford {
            now = Message::new("backgammon-crawford").part("now", now);
        }
        if let (Some(end), 0) = (state.last_game, state.game_ply) {
            let last = match end.winner {
                Some(w) => Message::new("backgammon-last-game-won").seat("winner", w),
                None => Message::new("backgammon-last-game-drawn"),
            };
            now = last
                .count("game", state.game - 1)
                .part("how", scoring::describe(end))
                .count("a", state.score[0])
                .count("b", state.score[1])
                .part("now", now);
        }
        now
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
                let pips = board.pips(s) as i64;
                let off = board.counts[s.index()][OFF];
                let score = if self.cfg.match_length > 1 {
                    Message::new("backgammon-panel-match")
                        .count("pips", pips)
                        .count("off", off)
                        .count("points", state.score[s.index()])
                        .count("length", self.cfg.match_length)
                } else {
                    Message::new("backgammon-panel")
                        .count("pips", pips)
                        .count("off", off)
                };
                SeatPanel::new(s, seat_name(s).to_string()).score(Some(score))
            })
            .collect();
        view.dice = match (state.opening, state.last_dice) {
            (Some((w, b)), _) => Some(Dice {
                kind: "d6".into(),
                faces: vec![w, b],
                value: format!("{w}-{b}"),
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
        view.caption = Some(self.caption(state));
        view
    }
}
