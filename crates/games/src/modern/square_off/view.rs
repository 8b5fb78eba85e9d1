//! The picture. The solitaire: its 5×5 area of line tiles, the loop
//! drawn green once closed. The Oriental variant: both areas on one
//! board, the first player's at the bottom and the second's turned half a
//! circle at the top, as they lie between the players; the letters in
//! their slots between the areas, the die's numbers round each area; the
//! round's letter and number marked, a complete path drawn green. The
//! reader's own area carries the coordinates (a spectator's: the first
//! player's), and a player's picture is turned so that it lies at the
//! bottom.

use super::board::{CELLS, E, GAP, LETTERS, N, NUMBERS, S, SIDE, W, cell_name, is_loop, path, sides};
use super::state::{Letter, Phase, SState};
use super::{Engine, Seat};
use crate::Message;
use crate::view::{Board, Dice, SeatPanel, Special, TrackSquare, View};

const ROLES: [&str; 2] = ["Red", "Black"];

/// A tile's style key: its line's ends as drawn (`turned`: the area lies
/// upside down in the picture).
fn tile_key(kind: u8, turned: bool, on_path: bool) -> String {
    let mut bits = sides(kind);
    if turned {
        bits = [(N, S), (E, W), (S, N), (W, E)]
            .iter()
            .filter(|(from, _)| bits & from != 0)
            .fold(0, |acc, (_, to)| acc | to);
    }
    let ends: String = [(N, 'n'), (E, 'e'), (S, 's'), (W, 'w')]
        .iter()
        .filter(|(side, _)| bits & side != 0)
        .map(|(_, c)| *c)
        .collect();
    if on_path {
        format!("tile:{ends}~paint:green")
    } else {
        format!("tile:{ends}")
    }
}

impl Engine {
    pub(super) fn view(&self, s: &SState, seat: Option<Seat>) -> View {
        let mut view = if self.solo {
            self.solo_view(s)
        } else {
            self.duel_view(s, seat)
        };
        view.seat_colours = vec!["red".into(), "black".into()];
        if let Some((_, cell, gap)) = s.last
            && self.solo
        {
            view.arrows
                .push((cell_name(usize::from(cell)), cell_name(usize::from(gap))));
        }
        view
    }

    fn solo_view(&self, s: &SState) -> View {
        let mut view = View::new(Board::squares(SIDE as u8, SIDE as u8));
        let area = &s.areas[0];
        let closed = is_loop(area);
        for (c, &k) in area.iter().enumerate() {
            if k < GAP {
                view.piece(cell_name(c), Some(Seat(0)), &tile_key(k, false, closed));
            }
        }
        let score = Message::new("squareoff-panel-solo").count("slides", i64::from(s.slides));
        view.seats = vec![SeatPanel::new(Seat(0), "Player").score(Some(score))];
        view.caption = Some(match s.phase {
            Phase::Deal => Message::new("squareoff-caption-deal"),
            Phase::Over => match self.status(s) {
                crate::Status::Over(o) => o.caption(),
                _ => Message::new("squareoff-caption-solo"),
            },
            _ => {
                view.to_move = Some(Seat(0));
                Message::new("squareoff-caption-solo")
            }
        });
        view
    }

    fn duel_view(&self, s: &SState, seat: Option<Seat>) -> View {
        let printed = seat.map_or(0, |s| s.0.min(1));
        // Picture places: area 0 at columns 1–5, rows 1–5; area 1 turned
        // at rows 7–11; letters on row 6; numbers one square outside.
        let place = |area: u8, col: i8, row: i8| -> (u8, u8) {
            if area == 0 {
                ((col + 1) as u8, (row + 1) as u8)
            } else {
                ((5 - col) as u8, (11 - row) as u8)
            }
        };
        let name = |area: u8, cell: usize| {
            if area == printed {
                cell_name(cell)
            } else {
                format!("~{area}{}", cell_name(cell))
            }
        };
        let mut squares = Vec::new();
        for area in 0..2u8 {
            for cell in 0..CELLS {
                let (c, r) = place(area, (cell % SIDE) as i8, (cell / SIDE) as i8);
                squares.push(TrackSquare::new(name(area, cell), c, r));
            }
            for (n, &(cell, side)) in NUMBERS.iter().enumerate() {
                let (f, r) = ((cell % SIDE) as i8, (cell / SIDE) as i8);
                let (f, r) = match side {
                    W => (f - 1, r),
                    E => (f + 1, r),
                    _ => (f, r - 1),
                };
                let (c, row) = place(area, f, r);
                squares.push(TrackSquare::new(format!("~n{area}{}", n + 1), c, row));
            }
        }
        for l in 0..5u8 {
            squares.push(TrackSquare::new(
                format!("~slot{}", LETTERS[usize::from(l)]),
                l + 1,
                6,
            ));
        }
        let mut view = View::new(Board::track(7, 13, squares));
        for area in 0..2u8 {
            for n in 1..=6 {
                view.cell_labels.push((format!("~n{area}{n}"), n.to_string()));
            }
        }
        let round = match s.phase {
            Phase::Slide { letter, die, .. } => Some((letter, Some(die))),
            Phase::Throw { letter, .. } => Some((letter, None)),
            _ => None,
        };
        for area in 0..2u8 {
            let tiles = &s.areas[usize::from(area)];
            let on_path: Vec<usize> = match round {
                Some((letter, Some(die))) => path(tiles, area, letter, die).unwrap_or_default(),
                _ => Vec::new(),
            };
            for (cell, &k) in tiles.iter().enumerate() {
                if k < GAP {
                    let key = tile_key(k, area == 1, on_path.contains(&cell));
                    view.piece(name(area, cell), Some(Seat(area)), &key);
                }
            }
        }
        for (l, mark) in s.letters.iter().enumerate() {
            let slot = format!("~slot{}", LETTERS[l]);
            match mark {
                Letter::Free => view.piece(slot.clone(), None, &LETTERS[l].to_string()),
                Letter::Won(seat) => view.piece(slot.clone(), Some(Seat(*seat)), &LETTERS[l].to_string()),
                Letter::Void => view.piece(slot.clone(), None, &format!("{}~dim", LETTERS[l])),
            }
        }
        if let Some((letter, die)) = round {
            view.specials.push(Special::new(
                format!("~slot{}", LETTERS[usize::from(letter)]),
                "goal",
            ));
            if let Some(die) = die {
                for area in 0..2u8 {
                    view.specials
                        .push(Special::new(format!("~n{area}{die}"), "goal").owner(Some(Seat(area))));
                }
                view.dice = Some(Dice {
                    kind: "d6".into(),
                    faces: vec![die],
                    value: die.to_string(),
                });
            }
        }
        if let Some((mover, cell, gap)) = s.last {
            view.arrows
                .push((name(mover, usize::from(cell)), name(mover, usize::from(gap))));
        }
        view.seats = (0..2u8)
            .map(|seat| {
                let won: String = s
                    .letters
                    .iter()
                    .enumerate()
                    .filter(|(_, l)| **l == Letter::Won(seat))
                    .map(|(i, _)| LETTERS[i])
                    .collect();
                let score = if won.is_empty() {
                    Message::new("squareoff-panel-none")
                } else {
                    Message::new("squareoff-panel")
                        .count("letters", won.len() as i64)
                        .code("won", won)
                };
                SeatPanel::new(Seat(seat), ROLES[usize::from(seat)]).score(Some(score))
            })
            .collect();
        view.caption = Some(match s.phase {
            Phase::Deal => Message::new("squareoff-caption-deal"),
            Phase::Pick { seat } => {
                view.to_move = Some(Seat(seat));
                Message::new("squareoff-caption-pick").seat("seat", Seat(seat))
            }
            Phase::Throw { picker, letter } => {
                view.to_throw = Some(Seat(1 - picker));
                Message::new("squareoff-caption-throw")
                    .seat("seat", Seat(1 - picker))
                    .code("letter", LETTERS[usize::from(letter)])
            }
            Phase::Slide {
                seat, letter, die, ..
            } => {
                view.to_move = Some(Seat(seat));
                Message::new("squareoff-caption-slide")
                    .seat("seat", Seat(seat))
                    .code("letter", LETTERS[usize::from(letter)])
                    .count("die", i64::from(die))
                    .count("slides", i64::from(s.slides))
            }
            Phase::Over => match self.status(s) {
                crate::Status::Over(o) => o.caption(),
                _ => Message::new("squareoff-caption-deal"),
            },
        });
        view
    }
}
