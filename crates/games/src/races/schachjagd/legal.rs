//! The turn: the die thrown, a token moved as the chess piece shown (or,
//! on a King, the obstacle placed), captures, the King's second throw and
//! the end.

use super::SMove;
use super::board::{self, Part};
use super::state::{Face, Last, Loc, MAX_SEATS, SState, TOKENS};
use crate::grid::{DIAGONAL, KING, ROOK};
use crate::{Message, Outcome, Seat, Status};

/// The knight's jumps.
const KNIGHT: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// Where a move may end: a square, or over the finish line.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Dest {
    Square(u8),
    Home,
}

/// The rules a table plays by.
#[derive(Clone, Debug)]
pub struct Engine {
    pub seats: u8,
    /// Whether a move may end farther back along the course than it
    /// started (option `backward`).
    pub backward: bool,
    /// The ply cap.
    pub cap: u32,
}

/// What stands on a square: nothing, an obstacle, or a seat's token.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Cell {
    Free,
    Blocked,
    Token(u8),
}

impl Engine {
    pub fn initial(&self) -> SState {
        SState {
            tokens: [[Loc::Start; TOKENS]; MAX_SEATS],
            obstacle: None,
            turn: 0,
            roll: None,
            ply: 0,
            last: None,
        }
    }

    /// How far along the course a token at `loc` is: 0 on its start
    /// space, 1 to 20 on the track, 21 over the finish line.
    pub fn progress(loc: Loc) -> u8 {
        match loc {
            Loc::Start => 0,
            Loc::Home => board::FINISH_PROGRESS,
            Loc::Square(sq) => {
                let (f, r) = board::coords(sq);
                board::progress(f, r)
            }
        }
    }

    fn cell(&self, state: &SState, f: i8, r: i8) -> Cell {
        if board::fixed(f, r) {
            return Cell::Blocked;
        }
        let sq = board::index(f, r);
        if let Some((a, b)) = state.obstacle
            && (sq == a || sq == b)
        {
            return Cell::Blocked;
        }
        for s in 0..self.seats {
            if state.tokens[usize::from(s)].contains(&Loc::Square(sq)) {
                return Cell::Token(s);
            }
        }
        Cell::Free
    }

    /// Where `seat`'s token at `loc` stands as a point: its square, or its
    /// start space (one rank below its lane).
    fn origin(seat: u8, loc: Loc) -> Option<(i8, i8)> {
        match loc {
            Loc::Start => Some((board::start_file(seat), -1)),
            Loc::Square(sq) => Some(board::coords(sq)),
            Loc::Home => None,
        }
    }

    /// The end of a step to `(f, r)` for `seat`: a free square, an
    /// opponent's token, or over the line; `None` where it may not end.
    /// The second value says whether a line may go on past it.
    fn land(&self, state: &SState, seat: u8, f: i8, r: i8) -> (Option<Dest>, bool) {
        if board::beyond(f, r) {
            return (Some(Dest::Home), false);
        }
        if !board::on_track(f, r) {
            return (None, false);
        }
        match self.cell(state, f, r) {
            Cell::Free => (Some(Dest::Square(board::index(f, r))), true),
            Cell::Token(s) if s != seat => (Some(Dest::Square(board::index(f, r))), false),
            _ => (None, false),
        }
    }

    /// Whether `(f, r)` holds nothing a line or a double step must stop at.
    fn clear(&self, state: &SState, f: i8, r: i8) -> bool {
        board::on_track(f, r) && self.cell(state, f, r) == Cell::Free
    }

    /// The pawn's directions from a point: one square ahead, straight or
    /// slanting; in the corner ahead is north or, turning left, west.
    fn pawn_directions(part: Part) -> &'static [(i8, i8)] {
        match part {
            Part::Start | Part::Straight => &[(0, 1), (-1, 1), (1, 1)],
            Part::Corner => &[(0, 1), (-1, 1), (1, 1), (-1, 0), (-1, -1)],
            Part::Home => &[(-1, 0), (-1, 1), (-1, -1)],
        }
    }

    /// Every end of a move of `seat`'s token at `loc` as `face`.
    pub fn destinations(&self, state: &SState, seat: u8, loc: Loc, face: Face) -> Vec<Dest> {
        let Some((f, r)) = Self::origin(seat, loc) else {
            return Vec::new();
        };
        let mut out = Vec::new();
        let mut push = |d: Option<Dest>| {
            if let Some(d) = d
                && !out.contains(&d)
            {
                out.push(d);
            }
        };
        let lines = |dirs: &[(i8, i8)], push: &mut dyn FnMut(Option<Dest>)| {
            for &(df, dr) in dirs {
                let (mut x, mut y) = (f, r);
                loop {
                    x += df;
                    y += dr;
                    let (d, on) = self.land(state, seat, x, y);
                    push(d);
                    if !on {
                        break;
                    }
                }
            }
        };
        match face {
            Face::Pawn => {
                let part = board::part(f, r);
                for &(df, dr) in Self::pawn_directions(part) {
                    push(self.land(state, seat, f + df, r + dr).0);
                }
                if part == Part::Start && self.clear(state, f, r + 1) {
                    push(self.land(state, seat, f, r + 2).0);
                }
            }
            Face::Knight => {
                for (df, dr) in KNIGHT {
                    push(self.land(state, seat, f + df, r + dr).0);
                }
            }
            Face::King => {
                for (df, dr) in KING {
                    push(self.land(state, seat, f + df, r + dr).0);
                }
            }
            Face::Bishop => lines(&DIAGONAL, &mut push),
            Face::Rook => lines(&ROOK, &mut push),
            Face::Queen => lines(&KING, &mut push),
        }
        if !self.backward {
            let from = board::progress(f, r);
            out.retain(|d| match d {
                Dest::Home => true,
                Dest::Square(sq) => {
                    let (x, y) = board::coords(*sq);
                    board::progress(x, y) >= from
                }
            });
        }
        out
    }

    /// The places the obstacle may go now: every place in the arrows'
    /// stretch with both squares empty, but not where it lies.
    pub fn placements(&self, state: &SState) -> Vec<(u8, u8)> {
        board::placements()
            .into_iter()
            .filter(|&(a, b)| {
                Some((a, b)) != state.obstacle
                    && [a, b].iter().all(|&sq| {
                        let (f, r) = board::coords(sq);
                        let mine = state.obstacle.is_some_and(|(x, y)| x == sq || y == sq);
                        mine || self.cell(state, f, r) == Cell::Free
                    })
            })
            .collect()
    }

    pub fn outcome(&self, state: &SState) -> Option<Outcome> {
        let seats = usize::from(self.seats);
        let winner = (0..seats).find(|&s| state.home(s) == TOKENS as u8);
        let reason = if winner.is_some() {
            Message::new("schachjagd-end-home")
        } else if state.ply >= self.cap {
            Message::new("schachjagd-end-cap").count("plies", self.cap)
        } else {
            return None;
        };
        // Tokens home first, then how far the others have gone.
        let key = |s: usize| {
            let far: u32 = state.tokens[s]
                .iter()
                .map(|&l| u32::from(Self::progress(l)))
                .sum();
            (winner == Some(s), state.home(s), far)
        };
        let ranks: Vec<u8> = (0..seats)
            .map(|s| 1 + (0..seats).filter(|&o| key(o) > key(s)).count() as u8)
            .collect();
        let first: Vec<usize> = (0..seats).filter(|&s| ranks[s] == 1).collect();
        let mut outcome = if first.len() == 1 {
            Outcome::win(Seat(first[0] as u8), reason)
        } else {
            Outcome::draw(reason)
        };
        outcome.ranks = Some(ranks);
        Some(outcome.with_scores((0..seats).map(|s| i32::from(state.home(s))).collect()))
    }

    pub fn status(&self, state: &SState) -> Status {
        if let Some(outcome) = self.outcome(state) {
            Status::Over(outcome)
        } else if state.roll.is_none() {
            Status::Chance
        } else {
            Status::ToMove(Seat(state.turn))
        }
    }

    pub fn legal(&self, state: &SState, out: &mut Vec<SMove>) {
        let Status::ToMove(Seat(seat)) = self.status(state) else {
            return;
        };
        let Some(face) = state.roll else {
            return;
        };
        let start = out.len();
        for (t, &loc) in state.tokens[usize::from(seat)].iter().enumerate() {
            for d in self.destinations(state, seat, loc, face) {
                out.push(SMove::Go {
                    token: t as u8,
                    to: d,
                });
            }
        }
        if face == Face::King {
            out.extend(
                self.placements(state)
                    .into_iter()
                    .map(|(a, b)| SMove::Block(a, b)),
            );
        }
        if out.len() == start {
            out.push(SMove::Pass);
        }
    }

    pub fn chance(&self, state: &SState, out: &mut Vec<(SMove, u32)>) {
        if self.status(state) == Status::Chance {
            out.extend(Face::ALL.iter().map(|&f| (SMove::Throw(f), 1)));
        }
    }

    pub fn apply(&self, state: &mut SState, mv: SMove) {
        state.ply += 1;
        let seat = state.turn;
        let face = match (mv, state.roll) {
            (SMove::Throw(f), _) => {
                state.roll = Some(f);
                return;
            }
            (_, Some(f)) => f,
            (_, None) => return,
        };
        let mut last = Last {
            seat,
            face,
            token: None,
            captured: None,
            blocked: None,
        };
        match mv {
            SMove::Go { token, to } => {
                let from = state.tokens[usize::from(seat)][usize::from(token)];
                let to = match to {
                    Dest::Home => Loc::Home,
                    Dest::Square(sq) => {
                        for s in 0..self.seats {
                            for t in state.tokens[usize::from(s)].iter_mut() {
                                if *t == Loc::Square(sq) && s != seat {
                                    *t = Loc::Start;
                                    last.captured = Some((s, sq));
                                }
                            }
                        }
                        Loc::Square(sq)
                    }
                };
                state.tokens[usize::from(seat)][usize::from(token)] = to;
                last.token = Some((token, from, to));
            }
            SMove::Block(a, b) => {
                state.obstacle = Some((a, b));
                last.blocked = Some((a, b));
            }
            SMove::Pass | SMove::Throw(_) => {}
        }
        state.roll = None;
        // A King throws again; any other face ends the turn.
        if face != Face::King {
            state.turn = (seat + 1) % self.seats;
        }
        state.last = Some(last);
    }
}
