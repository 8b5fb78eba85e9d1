//! The picture: three rows of ten squares travelled as a snake (1–10 along
//! the top, 11–20 back along the middle, 21–30 along the bottom), the
//! reconstruction's special squares marked and labelled, the route drawn
//! with its direction, the four sticks of the last throw.

use super::{EXIT, Exit, RuleSet, SQUARES, Senet, SenetState, Water, seat_name};
use crate::view::{Board, Dice, Highlight, Mark, Piece, Route, SeatPanel, TrackSquare, View};
use crate::{Message, Rules, Seat};

/// Column and row (0 = bottom) of board square `s`.
pub(crate) fn place(s: u8) -> (u8, u8) {
    match s {
        1..=10 => (s - 1, 2),
        11..=20 => (20 - s, 1),
        _ => (s - 21, 0),
    }
}

/// The style key and label of board square `s` in this reconstruction.
fn special<S: RuleSet>(senet: &Senet<S>, state: &SenetState, s: u8) -> Option<(&'static str, Message)> {
    let v = senet.v;
    if v.exit == Exit::Goals {
        if v.safe.contains(&s) {
            return Some(("safe", Message::new("senet-label-in").count("n", EXIT - s)));
        }
        if let Some(owner) = state.odd.map(|odd| if s % 2 == 1 { odd } else { odd.other() })
            && s <= 10
        {
            return Some(("goal", Message::new("senet-label-goal").seat("seat", owner)));
        }
        return None;
    }
    let exit_label = |s: u8| match v.exit {
        Exit::PassOver => match s {
            28 | 29 => Message::new("senet-label-to-30").count("n", 31 - s),
            _ => Message::new("senet-label-leaves"),
        },
        _ => Message::new("senet-label-off").count("n", EXIT - s),
    };
    match s {
        15 if v.safe.contains(&15) => Some(("safe", Message::new("senet-label-safe"))),
        15 if v.water != Water::None => Some(("start", Message::new("senet-label-start"))),
        26 if v.safe.contains(&26) => Some(("safe", Message::new("senet-label-safe"))),
        26 if v.stop_on_26 => Some(("lucky", Message::new("senet-label-stop"))),
        26 if v.lucky_26 => Some(("lucky", Message::new("senet-label-again"))),
        27 if v.water != Water::None => Some(("water", Message::new("senet-label-water"))),
        28..=30 => Some((if v.safe.contains(&s) { "safe" } else { "exit" }, exit_label(s))),
        _ => None,
    }
}

pub(super) fn view<S: RuleSet>(senet: &Senet<S>, state: &SenetState) -> View {
    let mut squares = Vec::new();
    let mut labels = Vec::new();
    for s in 1..=SQUARES {
        let (column, row) = place(s);
        let mark = special(senet, state, s);
        if let Some((_, label)) = &mark {
            labels.push((s.to_string(), label.clone()));
        }
        squares
            .push(TrackSquare::new(s.to_string(), column, row).special(mark.map(|(key, _)| key.to_string())));
    }
    let mut view = View::new(Board::track(10, 3, squares));
    view.cell_words = labels;
    let route: Vec<String> = (1..=SQUARES).map(|p| senet.square(p).to_string()).collect();
    view.routes.push(Route {
        cells: route,
        owner: None,
    });
    for seat in [Seat::FIRST, Seat::SECOND] {
        for p in state.mine(seat) {
            view.piece(senet.square(p).to_string(), Some(seat), "man");
        }
    }
    if let Some(last) = state.last {
        let on_board = |p: u8| (1..=SQUARES).contains(&p).then(|| senet.square(p).to_string());
        let from = on_board(last.from);
        let landed = last
            .via
            .or((last.to != EXIT).then_some(last.to))
            .and_then(on_board);
        if let Some(from) = &from {
            view.mark(from.clone(), Mark::From);
        }
        if let Some(to) = &landed {
            view.mark(to.clone(), Mark::To);
        }
        if let (Some(via), Some(to)) = (last.via, on_board(last.to)) {
            view.mark(to.clone(), Mark::To);
            view.arrows.push((senet.square(via).to_string(), to));
        }
        if last.captured
            && let Some(to) = &landed
            && senet.v.capture == super::Capture::SendOff
        {
            view.highlights.push(Highlight {
                cell: to.clone(),
                mark: Mark::Captured,
                ghost: Some(Piece {
                    cell: to.clone(),
                    owner: Some(last.seat.other()),
                    kind: "man".into(),
                }),
            });
        }
        if let (Some(from), Some(to)) = (from, landed) {
            view.arrows.insert(0, (from, to));
        }
    }
    view.seats = [Seat::FIRST, Seat::SECOND]
        .into_iter()
        .map(|s| {
            SeatPanel::new(s, seat_name(s).to_string())
                .score(Some(if senet.v.exit == Exit::Goals {
                    Message::new("race-panel-points").count("n", state.points[s.index()])
                } else {
                    Message::new("race-panel-off").count("n", state.off[s.index()])
                }))
                .in_hand((!senet.v.entry.is_empty()).then(|| u32::from(state.hand[s.index()])))
        })
        .collect();
    view.dice = state.last_throw.map(|n| Dice {
        kind: "sticks".into(),
        // The top throw shows no marked side.
        faces: (0..4).map(|i| u8::from(n <= 4 && i < n)).collect(),
        value: n.to_string(),
    });
    super::turns::show_turn(&mut view, &senet.status(state), state.turn);
    view.seat_colours = vec!["white".into(), "black".into()];
    view.caption = Some(senet.caption(state));
    view
}
