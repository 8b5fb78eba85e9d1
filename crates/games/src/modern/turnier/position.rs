//! The position text and its reading back.
//!
//! Words separated by spaces: the board's rows from the top, joined by `/`
//! (`-` a square that is no cell, `.` an empty cell, `r` `b` `g` `y` a
//! piece of Red, Blue, Green, Yellow, in capitals when it carries its
//! flag); the phase and the seat (`place:red`, `remove:red:2` with the
//! pieces removed this turn, `move:red`, `more:red:d5` inside a turn after
//! a capture by the piece now on d5, `more:red:-` when only flags or `end`
//! remain, `won:red:flags`, `drawn:quiet`); `hand:` the pieces each seat
//! still has to place; `out:` the seats out (`-` for none); `quiet:` the
//! movement turns since the last capture; `ply:` the plies played. A read
//! position shows no last move.

use super::legal::Engine;
use super::state::{End, FLAGS, MAX_PLIES, PIECES, Phase, QUIET_TURNS, REMOVALS, TState, Why};
use crate::PositionError;

const LETTERS: [char; 4] = ['r', 'b', 'g', 'y'];
const SEATS: [&str; 4] = ["red", "blue", "green", "yellow"];
const WHY: [(Why, &str); 5] = [
    (Why::Flags, "flags"),
    (Why::Control, "control"),
    (Why::LastStanding, "last"),
    (Why::Quiet, "quiet"),
    (Why::Cap, "cap"),
];

fn why_name(why: Why) -> &'static str {
    WHY.iter().find(|(w, _)| *w == why).map_or("cap", |(_, n)| n)
}

impl Engine {
    pub fn position_text(&self, s: &TState) -> String {
        let g = self.board.grid;
        let mut rows = Vec::new();
        for r in (0..usize::from(g.ranks)).rev() {
            let row: String = (0..usize::from(g.files))
                .map(|f| {
                    let c = r * usize::from(g.files) + f;
                    if !self.board.is_cell(c) {
                        return '-';
                    }
                    match s.owner(c) {
                        None => '.',
                        Some(o) => {
                            let letter = LETTERS[usize::from(o)];
                            let flagged = s.flags[self.board.territory(c)] == c as u8 + 1;
                            if flagged {
                                letter.to_ascii_uppercase()
                            } else {
                                letter
                            }
                        }
                    }
                })
                .collect();
            rows.push(row);
        }
        let seat = SEATS[usize::from(s.to_move)];
        let turn = match (s.end, s.phase, s.more) {
            (Some(End::Won(w, why)), _, _) => format!("won:{}:{}", SEATS[usize::from(w)], why_name(why)),
            (Some(End::Drawn(why)), _, _) => format!("drawn:{}", why_name(why)),
            (None, Phase::Place, _) => format!("place:{seat}"),
            (None, Phase::Remove, _) => format!("remove:{seat}:{}", s.removed),
            (None, Phase::Move, None) => format!("move:{seat}"),
            (None, Phase::Move, Some(chain)) => format!(
                "more:{seat}:{}",
                chain.map_or("-".to_string(), |c| self.board.name(usize::from(c)))
            ),
        };
        let hand: Vec<String> = (0..usize::from(self.seats))
            .map(|i| s.hand[i].to_string())
            .collect();
        let out: Vec<&str> = (0..self.seats)
            .filter(|&x| s.is_out(x))
            .map(|x| SEATS[usize::from(x)])
            .collect();
        format!(
            "{} {turn} hand:{} out:{} quiet:{} ply:{}",
            rows.join("/"),
            hand.join(","),
            if out.is_empty() {
                "-".to_string()
            } else {
                out.join(",")
            },
            s.quiet,
            s.ply
        )
    }

    fn seat_of(&self, name: &str) -> Result<u8, PositionError> {
        SEATS[..usize::from(self.seats)]
            .iter()
            .position(|&n| n == name)
            .map(|i| i as u8)
            .ok_or_else(|| PositionError::turn(format!("'{name}' is not a seat of this table")))
    }

    pub fn read_position(&self, text: &str) -> Result<TState, PositionError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let [rows, turn, hand, out, quiet, ply] = words.as_slice() else {
            return Err(PositionError::shape(
                "six words: rows, turn, hand:, out:, quiet:, ply:",
            ));
        };
        let mut s = self.initial();
        let g = self.board.grid;
        let rows: Vec<&str> = rows.split('/').collect();
        if rows.len() != usize::from(g.ranks) {
            return Err(PositionError::shape(format!(
                "{} rows, not {}",
                g.ranks,
                rows.len()
            )));
        }
        let mut flags_seen = [0u8; 4];
        for (i, row) in rows.iter().enumerate() {
            let r = usize::from(g.ranks) - 1 - i;
            if row.chars().count() != usize::from(g.files) {
                return Err(PositionError::shape(format!(
                    "row {} has not {} squares",
                    r + 1,
                    g.files
                )));
            }
            for (f, ch) in row.chars().enumerate() {
                let c = r * usize::from(g.files) + f;
                let cell = self.board.is_cell(c);
                match ch {
                    '-' if !cell => {}
                    '.' if cell => {}
                    _ if !cell => {
                        return Err(PositionError::piece(format!(
                            "'{ch}' on {}, which is no cell",
                            g.name(c)
                        )));
                    }
                    _ => {
                        let seat = LETTERS[..usize::from(self.seats)]
                            .iter()
                            .position(|&l| l == ch.to_ascii_lowercase())
                            .ok_or_else(|| {
                                PositionError::piece(format!("'{ch}' is no piece of this table"))
                            })?;
                        s.cells[c] = seat as u8 + 1;
                        if ch.is_ascii_uppercase() {
                            if !self.v.flags {
                                return Err(PositionError::piece("this rule set has no flags"));
                            }
                            let t = self.board.territory(c);
                            if s.flags[t] != 0 {
                                return Err(PositionError::count(format!(
                                    "two flags in territory {}",
                                    t + 1
                                )));
                            }
                            s.flags[t] = c as u8 + 1;
                            flags_seen[seat] += 1;
                        }
                    }
                }
            }
        }
        if flags_seen.iter().any(|&n| n > FLAGS) {
            return Err(PositionError::count("more than three flags of one seat"));
        }
        let number = |word: &str, key: &str, max: u32| -> Result<u32, PositionError> {
            let v = word
                .strip_prefix(key)
                .ok_or_else(|| PositionError::shape(format!("expected '{key}…', found '{word}'")))?;
            v.parse::<u32>()
                .ok()
                .filter(|&n| n <= max)
                .ok_or_else(|| PositionError::counter(format!("'{word}' is out of range")))
        };
        let hands = hand
            .strip_prefix("hand:")
            .ok_or_else(|| PositionError::shape("expected 'hand:…'"))?
            .split(',')
            .collect::<Vec<_>>();
        if hands.len() != usize::from(self.seats) {
            return Err(PositionError::shape("one hand per seat"));
        }
        for (i, h) in hands.iter().enumerate() {
            let n = h
                .parse::<u8>()
                .ok()
                .filter(|&n| n <= PIECES)
                .ok_or_else(|| PositionError::counter(format!("hand '{h}' is out of range")))?;
            let on_board = self
                .board
                .cells()
                .filter(|&c| s.owner(c) == Some(i as u8))
                .count() as u8;
            if n + on_board > PIECES {
                return Err(PositionError::count(format!(
                    "{} has more than {PIECES} pieces",
                    SEATS[i]
                )));
            }
            s.hand[i] = n;
        }
        let outs = out
            .strip_prefix("out:")
            .ok_or_else(|| PositionError::shape("expected 'out:…'"))?;
        if outs != "-" {
            for name in outs.split(',') {
                s.out |= 1 << self.seat_of(name)?;
            }
        }
        s.quiet = number(quiet, "quiet:", u32::from(QUIET_TURNS))? as u16;
        s.ply = number(ply, "ply:", MAX_PLIES)?;
        let parts: Vec<&str> = turn.split(':').collect();
        let why_of = |w: &str| {
            WHY.iter()
                .find(|(_, n)| *n == w)
                .map(|(why, _)| *why)
                .ok_or_else(|| PositionError::turn(format!("'{w}' is no way to end")))
        };
        match parts.as_slice() {
            ["place", seat] => {
                s.phase = Phase::Place;
                s.to_move = self.seat_of(seat)?;
                if s.hand[usize::from(s.to_move)] == 0 {
                    return Err(PositionError::unreachable("the seat to place has no piece left"));
                }
            }
            ["remove", seat, n] => {
                s.phase = Phase::Remove;
                s.to_move = self.seat_of(seat)?;
                s.removed = n
                    .parse::<u8>()
                    .ok()
                    .filter(|&n| n < REMOVALS)
                    .ok_or_else(|| PositionError::counter(format!("'{n}' pieces removed")))?;
            }
            ["move", seat] => {
                s.phase = Phase::Move;
                s.to_move = self.seat_of(seat)?;
            }
            ["more", seat, chain] => {
                s.phase = Phase::Move;
                s.to_move = self.seat_of(seat)?;
                let chain = match *chain {
                    "-" => None,
                    c => Some(
                        self.board
                            .read(c)
                            .filter(|&c| s.owner(c) == Some(s.to_move))
                            .ok_or_else(|| {
                                PositionError::of(
                                    crate::position::PositionErrorKind::Square,
                                    format!("'{c}' holds no piece of the seat to move"),
                                )
                            })? as u8,
                    ),
                };
                s.more = Some(chain);
            }
            ["won", seat, why] => {
                s.phase = Phase::Move;
                s.end = Some(End::Won(self.seat_of(seat)?, why_of(why)?));
            }
            ["drawn", why] => {
                s.phase = Phase::Move;
                s.end = Some(End::Drawn(why_of(why)?));
            }
            _ => return Err(PositionError::turn(format!("'{turn}' is no phase and seat"))),
        }
        if s.phase != Phase::Place && s.hand.iter().any(|&h| h > 0) {
            return Err(PositionError::unreachable(
                "pieces still to place after the placement phase",
            ));
        }
        if s.end.is_none() && s.is_out(s.to_move) {
            return Err(PositionError::unreachable("the seat to move is out"));
        }
        if s.phase != Phase::Move && (s.flags.iter().any(|&f| f != 0) || s.out != 0) {
            return Err(PositionError::unreachable(
                "flags or seats out before the movement phase",
            ));
        }
        Ok(s)
    }
}
