//! The moves, the sinkings a move causes and how a turn can end the game.

use super::board::{FLEET, PORTS, attackers, reach, squares};
use super::{ArchMove, ArchState, Archimedes, End, QUIET_PLIES};
use crate::Seat;

impl Archimedes {
    /// Whether `me` may rebuild now: a ship sunk and the port empty.
    pub(super) fn may_rebuild(sides: [u64; 2], me: usize) -> bool {
        let port = 1u64 << PORTS[me];
        sides[me].count_ones() < FLEET && (sides[0] | sides[1]) & port == 0
    }

    /// Where a ship of `me` on `from` (its port for a rebuilt ship) may sail
    /// to. Its own port is never a target; the port is a corner, so no way
    /// passes through it either (rule: a ship never enters its own port).
    pub(super) fn targets(sides: [u64; 2], me: usize, from: u8) -> u64 {
        reach(from, sides[0] | sides[1]) & !(1u64 << PORTS[me])
    }

    /// Every legal move of `me`: the rebuilds first, then the ships afloat.
    pub(super) fn moves_of(sides: [u64; 2], me: usize, out: &mut Vec<ArchMove>) {
        let port = PORTS[me];
        let rebuild = Self::may_rebuild(sides, me).then_some(port);
        for from in rebuild.into_iter().chain(squares(sides[me])) {
            for to in squares(Self::targets(sides, me, from)) {
                out.push(ArchMove { from, to });
            }
        }
    }

    pub(super) fn has_move(sides: [u64; 2], me: usize) -> bool {
        let rebuild = Self::may_rebuild(sides, me).then_some(PORTS[me]);
        rebuild
            .into_iter()
            .chain(squares(sides[me]))
            .any(|from| Self::targets(sides, me, from) != 0)
    }

    /// Whether `mv` is legal for `me` (the same test as listing the moves).
    pub(super) fn legal(sides: [u64; 2], me: usize, mv: &ArchMove) -> bool {
        let afloat = sides[me] & (1u64 << mv.from) != 0;
        let rebuild = mv.from == PORTS[me] && Self::may_rebuild(sides, me);
        (afloat || rebuild) && Self::targets(sides, me, mv.from) & (1u64 << mv.to) != 0
    }

    /// Sinks the ships of `victim` seen by three or more of the other
    /// side's ships, again and again while a sinking opens new lines;
    /// returns the ships sunk. Each round sinks every ship that qualifies
    /// at once (a sinking only opens lines, so the order does not matter).
    pub(super) fn sink(sides: &mut [u64; 2], victim: usize) -> u64 {
        let mut sunk = 0;
        loop {
            let occupied = sides[0] | sides[1];
            let round = squares(sides[victim])
                .filter(|&sq| attackers(sq, sides[1 - victim], occupied).count_ones() >= 3)
                .fold(0u64, |acc, sq| acc | 1u64 << sq);
            if round == 0 {
                return sunk;
            }
            sides[victim] &= !round;
            sunk |= round;
        }
    }

    /// The ships after `me` sails `mv` (a legal move), and the enemy ships
    /// it sinks (read access for search hooks).
    pub fn sail(mut sides: [u64; 2], me: usize, mv: &ArchMove) -> ([u64; 2], u64) {
        sides[me] = (sides[me] & !(1u64 << mv.from)) | 1u64 << mv.to;
        let sunk = Self::sink(&mut sides, 1 - me);
        (sides, sunk)
    }

    /// Plays `mv` for the seat to move: sails, sinks, passes the turn and
    /// sees whether the game ended.
    pub(super) fn play_move(&self, state: &mut ArchState, mv: &ArchMove) {
        let me = state.to_move.index();
        let (sides, sunk) = Self::sail(state.sides, me, mv);
        state.sides = sides;
        state.last = Some((*mv, sunk));
        state.plies += 1;
        state.quiet = if sunk != 0 { 0 } else { state.quiet + 1 };
        state.to_move = state.to_move.other();
        let key = (state.sides, state.to_move.0);
        state.seen.push(key);
        state.end = self.end_of_turn(state.sides, state.to_move, state.quiet, || {
            state.seen.iter().filter(|k| **k == key).count()
        });
    }

    /// How the game stands when `to_move` starts a turn: a ship of the
    /// previous mover on `to_move`'s port wins at once with the option
    /// `immediate`; a ship of `to_move` still on the other's port wins
    /// (the confirmed win); a seat without a move loses; then the draws.
    pub(super) fn end_of_turn(
        &self,
        sides: [u64; 2],
        to_move: Seat,
        quiet: u32,
        occurrences: impl FnOnce() -> usize,
    ) -> Option<End> {
        let (me, last) = (to_move.index(), to_move.other().index());
        if self.immediate && sides[last] & (1u64 << PORTS[me]) != 0 {
            return Some(End::Entered {
                winner: to_move.other(),
            });
        }
        if sides[me] & (1u64 << PORTS[last]) != 0 {
            return Some(End::Held { winner: to_move });
        }
        if !Self::has_move(sides, me) {
            return Some(End::NoMove { stuck: to_move });
        }
        if !self.draws {
            return None;
        }
        if occurrences() >= 3 {
            return Some(End::Repetition);
        }
        (quiet >= QUIET_PLIES).then_some(End::Quiet)
    }
}
