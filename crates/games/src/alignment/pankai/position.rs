//! The position text (see the module's header) and its reading back.

use super::Engine;
use super::board::{Cells, POCKET};
use super::pieces::{letter, piece_of};
use super::state::{Laid, PState, Phase};
use crate::PositionError;
use crate::grid::SquareError;

impl Engine {
    pub(super) fn position_text(&self, s: &PState) -> String {
        let mut laid = s.laid.clone();
        laid.sort_by_key(|l| (l.seat, self.geo.placements[usize::from(l.placement)].piece));
        let pieces: Vec<String> = laid
            .iter()
            .map(|l| {
                let p = &self.geo.placements[usize::from(l.placement)];
                let cells: Vec<String> = p.cells.iter().map(|&c| self.geo.name(usize::from(c))).collect();
                format!("{}{}:{}", l.seat, letter(p.piece), cells.join(","))
            })
            .collect();
        let pieces = if pieces.is_empty() {
            "-".to_string()
        } else {
            pieces.join("/")
        };
        let phase = match s.phase {
            Phase::Play => "play".to_string(),
            Phase::Bonus => format!("bonus:{}", s.bonus),
            Phase::Over => format!("over:{}", s.bonus),
        };
        let out: Vec<String> = s.out.iter().map(u8::to_string).collect();
        let out = if out.is_empty() {
            "-".to_string()
        } else {
            out.join(",")
        };
        format!("{pieces} {} {phase} out:{out}", s.to_move)
    }

    pub(super) fn read_position(&self, text: &str) -> Result<PState, PositionError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let [pieces, turn, phase, out] = words[..] else {
            return Err(PositionError::shape(
                "a position is four words: the pieces, the seat to move, the phase and the seats out, like - 0 play out:-",
            ));
        };
        let mut s = PState::start();
        for seat in self.seats..4 {
            s.hand[usize::from(seat)] = 0;
        }
        if pieces != "-" {
            for item in pieces.split('/') {
                self.read_piece(item, &mut s)?;
            }
        }
        s.to_move = turn
            .parse::<u8>()
            .ok()
            .filter(|&t| t < self.seats)
            .ok_or_else(|| {
                PositionError::turn(format!(
                    "the seat to move is 0 to {}, not '{turn}'",
                    self.seats - 1
                ))
            })?;
        let (name, count) = phase.split_once(':').unwrap_or((phase, ""));
        let bonus = || {
            count
                .parse::<u8>()
                .map_err(|_| PositionError::counter(format!("'{count}' is not a count of bonus pieces")))
        };
        s.phase = match name {
            "play" if count.is_empty() => Phase::Play,
            "bonus" => Phase::Bonus,
            "over" => Phase::Over,
            _ => {
                return Err(PositionError::turn(format!(
                    "the phase is play, bonus:N or over:N, not '{phase}'"
                )));
            }
        };
        if s.phase != Phase::Play {
            s.bonus = bonus()?;
        }
        let Some(out) = out.strip_prefix("out:") else {
            return Err(PositionError::shape(
                "the last word lists the seats out, like out:- or out:1",
            ));
        };
        if out != "-" {
            for seat in out.split(',') {
                let seat = seat
                    .parse::<u8>()
                    .ok()
                    .filter(|&t| t < self.seats && !s.is_out(t))
                    .ok_or_else(|| PositionError::turn(format!("'{seat}' is not a seat to list out")))?;
                s.out.push(seat);
            }
        }
        self.check(&s)?;
        Ok(s)
    }

    /// One piece: `0L:a1,a2,a3,a4,b1`.
    fn read_piece(&self, item: &str, s: &mut PState) -> Result<(), PositionError> {
        let bad = || PositionError::piece(format!("'{item}' is not a piece like 0L:a1,a2,a3,a4,b1"));
        let (head, cells) = item.split_once(':').ok_or_else(bad)?;
        let mut chars = head.chars();
        let (Some(seat), Some(l), None) = (chars.next(), chars.next(), chars.next()) else {
            return Err(bad());
        };
        let seat = seat
            .to_digit(10)
            .map(|d| d as u8)
            .filter(|&d| d < self.seats)
            .ok_or_else(bad)?;
        let piece = piece_of(l).filter(|_| l.is_ascii_uppercase()).ok_or_else(bad)?;
        let mut mask = Cells::EMPTY;
        for name in cells.split(',') {
            let c = self
                .geo
                .grid
                .read(name)
                .map_err(|e| PositionError::square("cell", name, e))?;
            if !self.geo.active.has(c) {
                return Err(PositionError::square("cell in use", name, SquareError::OffBoard));
            }
            mask.add(c);
        }
        let p = self
            .geo
            .placement_of(&mask)
            .filter(|&p| self.geo.placements[usize::from(p)].piece == piece)
            .ok_or_else(|| PositionError::piece(format!("the cells of '{item}' are not the piece {l}")))?;
        if s.hand[usize::from(seat)] >> piece & 1 == 0 {
            return Err(PositionError::count(format!(
                "seat {seat} has its piece {l} twice"
            )));
        }
        if mask.meets(&s.covered) {
            return Err(PositionError::piece(format!("'{item}' overlaps another piece")));
        }
        s.hand[usize::from(seat)] &= !(1 << piece);
        s.covered = s.covered.union(&mask);
        s.laid.push(Laid { placement: p, seat });
        Ok(())
    }

    /// What play could have reached: no pocket under five cells, the
    /// seat to move in and able to place (winner alone after the others
    /// are out), seats out unable to place, turns in order.
    fn check(&self, s: &PState) -> Result<(), PositionError> {
        let empty = self.geo.active.minus(&s.covered);
        if let Some(a) = self.geo.areas(&empty).iter().find(|a| a.len() < POCKET) {
            return Err(PositionError::unreachable(format!(
                "an empty pocket of {} cells at {}",
                a.len(),
                self.geo.name(a[0])
            )));
        }
        if s.is_out(s.to_move) {
            return Err(PositionError::turn("the seat to move is out"));
        }
        if let Some(&seat) = s.out.iter().find(|&&o| self.can_place(s, o)) {
            return Err(PositionError::unreachable(format!(
                "seat {seat} is out but could place"
            )));
        }
        let alone = s.out.len() + 1 == usize::from(self.seats);
        match s.phase {
            Phase::Play if alone => {
                return Err(PositionError::unreachable(
                    "every other seat is out, but play goes on",
                ));
            }
            Phase::Bonus | Phase::Over if !alone => {
                return Err(PositionError::unreachable(
                    "the game ends only when one seat is left",
                ));
            }
            Phase::Play | Phase::Bonus if !self.can_place(s, s.to_move) => {
                return Err(PositionError::unreachable("the seat to move cannot place"));
            }
            Phase::Bonus | Phase::Over if !self.bonus && s.bonus > 0 => {
                return Err(PositionError::counter("no bonus pieces without the bonus"));
            }
            Phase::Bonus if !self.bonus => {
                return Err(PositionError::unreachable("no bonus phase without the bonus"));
            }
            _ => {}
        }
        let mine = s.laid.iter().filter(|l| l.seat == s.to_move).count();
        if s.phase != Phase::Play && usize::from(s.bonus) > mine {
            return Err(PositionError::counter(
                "more bonus pieces than the winner's pieces",
            ));
        }
        if s.out.is_empty() && s.phase == Phase::Play {
            // Turns in seat order from seat 0.
            let n = s.laid.len();
            let seats = usize::from(self.seats);
            for seat in 0..self.seats {
                let want = n / seats + usize::from(usize::from(seat) < n % seats);
                if s.laid.iter().filter(|l| l.seat == seat).count() != want {
                    return Err(PositionError::turn(format!(
                        "seat {seat} has not laid as many pieces as turns in seat order give"
                    )));
                }
            }
            if usize::from(s.to_move) != n % seats {
                return Err(PositionError::turn("it is another seat's turn"));
            }
        }
        Ok(())
    }
}
