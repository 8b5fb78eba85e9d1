//! The rules proper: the rays a Ka may take, the moves listed, a move
//! applied, and how a game ends.

use super::board::{self, CELLS, MIDDLE_FILE, NONE, SIDE};
use super::{BLACK, EMPTY, Engine, KA, KaMethod, Last, PMove, PState, Phase, WHITE, value};
use crate::{Message, Outcome, Seat};

type Board = [u8; CELLS];

/// What a ray from a point holds, if it may be taken.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Ray {
    /// The stones' colour (`WHITE` or `BLACK`).
    pub colour: u8,
    pub stones: u8,
}

/// What a ray holds: nothing, one colour (with how many), or what spoils
/// it (both colours, a Ka).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum RayLook {
    Empty,
    Stones(Ray),
    Mixed,
    Ka,
}

impl RayLook {
    /// The ray if it captures: one colour, an odd number (capture by
    /// pattern, §10.3).
    pub fn capture(self) -> Option<Ray> {
        match self {
            RayLook::Stones(r) if r.stones % 2 == 1 => Some(r),
            _ => None,
        }
    }
}

/// What the ray from `p` in direction `d` holds, up to the edge or the
/// missing centre (gaps 2 and 3).
pub fn look(b: &Board, p: usize, d: usize) -> RayLook {
    let mut colour = EMPTY;
    let mut stones = 0u8;
    let mut at = board::step(p, d);
    while let Some(c) = at {
        match b[c] {
            EMPTY => {}
            x if x >= KA => return RayLook::Ka,
            x if colour == EMPTY || colour == x => {
                colour = x;
                stones += 1;
            }
            _ => return RayLook::Mixed,
        }
        at = board::step(c, d);
    }
    if stones == 0 {
        RayLook::Empty
    } else {
        RayLook::Stones(Ray { colour, stones })
    }
}

/// The files where `seat` may open its passage, given the first one.
pub fn passage_files(first: u8, seat: u8) -> impl Iterator<Item = usize> {
    let first = usize::from(first);
    (0..SIDE).filter(move |&f| {
        if seat == 0 {
            return true;
        }
        // The quadrant diagonally opposite the first passage.
        match first.cmp(&MIDDLE_FILE) {
            std::cmp::Ordering::Less => f > MIDDLE_FILE,
            std::cmp::Ordering::Greater => f < MIDDLE_FILE,
            std::cmp::Ordering::Equal => f != MIDDLE_FILE,
        }
    })
}

impl Engine {
    /// The agreed way of making the Kas.
    pub fn method(&self) -> KaMethod {
        self.method
    }

    /// The starting position: the pattern, Red to open a passage.
    pub(super) fn initial(&self) -> PState {
        let mut b = [EMPTY; CELLS];
        for (i, row) in board::PATTERN.iter().enumerate() {
            let r = SIDE - 1 - i;
            for (f, ch) in row.bytes().enumerate() {
                b[board::at(f, r)] = match ch {
                    b'w' => WHITE,
                    b'b' => BLACK,
                    _ => EMPTY,
                };
            }
        }
        PState {
            board: b,
            to_move: 0,
            passage: [NONE; 2],
            ka: [NONE; 2],
            score: [0; 2],
            last: None,
        }
    }

    /// Whether no stone is left once both passages are open (end (a)).
    pub(super) fn no_stones(&self, s: &PState) -> bool {
        s.passage[1] != NONE && !s.board.iter().any(|&x| x == WHITE || x == BLACK)
    }

    /// The stones a Ka made by `method` would come from, for the passage
    /// point `to` on the side `dir` (2 east, 3 west), if there are such.
    pub(super) fn maker(&self, b: &Board, to: usize, dir: usize) -> Option<usize> {
        let next = board::step(to, dir)?;
        let from = match self.method {
            KaMethod::Slide => next,
            KaMethod::Jump => {
                if !is_stone(b[next]) {
                    return None;
                }
                board::step(next, dir)?
            }
        };
        is_stone(b[from]).then_some(from)
    }

    /// The legal moves, appended to `out`.
    pub(super) fn legal(&self, s: &PState, out: &mut Vec<PMove>) {
        let me = s.to_move;
        match s.phase() {
            Phase::Passage => {
                for f in passage_files(s.passage[0], me) {
                    if board::half(me).all(|r| is_stone(s.board[board::at(f, r)])) {
                        out.push(PMove::Passage(f as u8));
                    }
                }
            }
            Phase::Ka => {
                let file = usize::from(s.passage[usize::from(me)]);
                for r in board::half(me) {
                    let to = board::at(file, r);
                    if s.board[to] != EMPTY {
                        continue;
                    }
                    for dir in [2, 3] {
                        let Some(from) = self.maker(&s.board, to, dir) else {
                            continue;
                        };
                        let mut b = s.board;
                        b[from] = EMPTY;
                        b[to] = KA + me;
                        // Making the Ka, every ray counts (the text).
                        for ray in 0..4 {
                            if look(&b, to, ray).capture().is_some() {
                                out.push(go(from, to, ray));
                            }
                        }
                    }
                }
                out.sort_by_key(|m| order(*m));
            }
            Phase::Main => {
                let from = usize::from(s.ka[usize::from(me)]);
                for d in 0..4 {
                    let mut at = board::step(from, d);
                    while let Some(to) = at {
                        if s.board[to] != EMPTY {
                            break;
                        }
                        for ray in (0..4).filter(|&r| board::perpendicular(r, d)) {
                            if look(&s.board, to, ray).capture().is_some() {
                                out.push(go(from, to, ray));
                            }
                        }
                        at = board::step(to, d);
                    }
                }
                out.sort_by_key(|m| order(*m));
            }
        }
    }

    /// The legal moves as a vector.
    pub(super) fn legal_vec(&self, s: &PState) -> Vec<PMove> {
        let mut out = Vec::new();
        if !self.no_stones(s) {
            self.legal(s, &mut out);
        }
        out
    }

    /// Plays `mv`, a legal move of `s`.
    pub(super) fn apply(&self, s: &mut PState, mv: PMove) {
        let me = s.to_move;
        let mut taken = Vec::new();
        match mv {
            PMove::Passage(f) => {
                for r in board::half(me) {
                    let c = board::at(usize::from(f), r);
                    taken.push((c as u8, s.board[c]));
                    s.board[c] = EMPTY;
                }
                s.passage[usize::from(me)] = f;
            }
            PMove::Go { from, to, ray } => {
                let (from, to) = (usize::from(from), usize::from(to));
                s.board[from] = EMPTY;
                s.board[to] = KA + me;
                s.ka[usize::from(me)] = to as u8;
                let mut at = board::step(to, usize::from(ray));
                while let Some(c) = at {
                    if is_stone(s.board[c]) {
                        taken.push((c as u8, s.board[c]));
                        s.board[c] = EMPTY;
                    }
                    at = board::step(c, usize::from(ray));
                }
            }
        }
        let gained: u16 = taken.iter().map(|&(_, stone)| value(stone)).sum();
        s.score[usize::from(me)] += gained;
        s.to_move = 1 - me;
        s.last = Some(Last { mv, seat: me, taken });
    }

    /// How the game ended, if it has.
    pub(super) fn outcome(&self, s: &PState) -> Option<Outcome> {
        let [red, green] = s.score.map(i32::from);
        if self.no_stones(s) {
            // End (a): the scores decide.
            let reason = Message::new("pasang-cleared")
                .count("red", red)
                .count("green", green);
            let outcome = match red.cmp(&green) {
                std::cmp::Ordering::Greater => Outcome::win(Seat(0), reason),
                std::cmp::Ordering::Less => Outcome::win(Seat(1), reason),
                std::cmp::Ordering::Equal => Outcome::draw(reason),
            };
            return Some(outcome.with_scores(vec![red, green]));
        }
        let mut moves = Vec::new();
        self.legal(s, &mut moves);
        if !moves.is_empty() {
            return None;
        }
        // End (b), gap 5: no capture to make loses; the winner adds the
        // loser's points to his own.
        let loser = s.to_move;
        let winner = 1 - loser;
        let mut scores = vec![red, green];
        scores[usize::from(winner)] += scores[usize::from(loser)];
        let reason = if s.phase() == Phase::Ka {
            Message::new("pasang-no-ka")
        } else {
            Message::new("pasang-no-capture")
        }
        .seat("seat", Seat(loser))
        .seat("winner", Seat(winner))
        .count("total", scores[usize::from(winner)]);
        Some(Outcome::win(Seat(winner), reason).with_scores(scores))
    }
}

/// Whether a cell holds a stone (not a Ka).
pub(super) fn is_stone(x: u8) -> bool {
    x == WHITE || x == BLACK
}

fn go(from: usize, to: usize, ray: usize) -> PMove {
    PMove::Go {
        from: from as u8,
        to: to as u8,
        ray: ray as u8,
    }
}

/// A sort key keeping the listing in board order.
fn order(mv: PMove) -> (u8, u8, u8) {
    match mv {
        PMove::Passage(f) => (f, 0, 0),
        PMove::Go { from, to, ray } => (from, to, ray),
    }
}
