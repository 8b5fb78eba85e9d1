//! Moves listed and applied, and the end.

use super::{CELLS, Cqt, CqtMove, CqtState, Last, Row, Symbol};

impl Cqt {
    /// Whether the symbol `own` could strike the enemy symbol in cell
    /// `target` of `enemy`, from the mover's cell `cell`.
    pub(super) fn hits(&self, own: Symbol, cell: usize, enemy: &Row, target: usize) -> bool {
        let Some(theirs) = enemy[target] else {
            return false;
        };
        match own {
            // Only the facing cell, whatever holds it.
            Symbol::Triangle => target == cell,
            Symbol::Square => theirs != Symbol::Triangle,
            Symbol::Circle => self.circle.takes(theirs),
        }
    }

    /// The enemy cells a move empties (bit `i` for cell `i + 1`): the
    /// target, and for a Circle its neighbours of the same kind (gap 3:
    /// only the two next to it, not a whole run).
    pub(super) fn struck(own: Symbol, enemy: &Row, target: usize) -> u16 {
        let mut mask = 1u16 << target;
        if own == Symbol::Circle {
            let kind = enemy[target];
            if target > 0 && enemy[target - 1] == kind {
                mask |= 1 << (target - 1);
            }
            if target + 1 < CELLS && enemy[target + 1] == kind {
                mask |= 1 << (target + 1);
            }
        }
        mask
    }

    pub(super) fn moves_of(&self, state: &CqtState, out: &mut Vec<CqtMove>) {
        let me = state.to_move.index();
        let own = &state.rows[me];
        if state.drawing {
            for (cell, _) in own.iter().enumerate().filter(|(_, s)| s.is_none()) {
                for symbol in Symbol::ALL {
                    out.push(CqtMove::Draw {
                        symbol,
                        cell: cell as u8,
                    });
                }
            }
            return;
        }
        let enemy = &state.rows[1 - me];
        for (cell, symbol) in own.iter().enumerate() {
            let Some(symbol) = *symbol else { continue };
            for target in 0..CELLS {
                if self.hits(symbol, cell, enemy, target) {
                    out.push(CqtMove::Erase {
                        cell: cell as u8,
                        target: target as u8,
                    });
                }
            }
        }
    }

    /// Whether the seat to move has a move (in the erasing phase: a
    /// symbol with a target).
    pub(super) fn can_move(&self, state: &CqtState) -> bool {
        let me = state.to_move.index();
        let (own, enemy) = (&state.rows[me], &state.rows[1 - me]);
        if state.drawing {
            return own.iter().any(Option::is_none);
        }
        own.iter()
            .enumerate()
            .any(|(cell, symbol)| symbol.is_some_and(|s| (0..CELLS).any(|t| self.hits(s, cell, enemy, t))))
    }

    pub(super) fn play_move(&self, state: &mut CqtState, mv: &CqtMove) {
        let mover = state.to_move;
        let me = mover.index();
        let mut erased = None;
        match *mv {
            CqtMove::Draw { symbol, cell } => {
                state.rows[me][usize::from(cell)] = Some(symbol);
                // All 18 cells full: the erasing phase begins, South first
                // again since 18 drawings is even.
                state.drawing = state.rows.iter().flatten().any(Option::is_none);
            }
            CqtMove::Erase { cell, target } => {
                let cell = usize::from(cell);
                let Some(own) = state.rows[me][cell].take() else {
                    return;
                };
                let enemy = &mut state.rows[1 - me];
                let Some(kind) = enemy[usize::from(target)] else {
                    return;
                };
                let mask = Self::struck(own, enemy, usize::from(target));
                for (i, slot) in enemy.iter_mut().enumerate() {
                    if mask & (1 << i) != 0 {
                        *slot = None;
                    }
                }
                erased = Some((own, kind, mask));
            }
        }
        state.last = Some(Last {
            mover,
            mv: *mv,
            erased,
        });
        state.to_move = mover.other();
        if !state.drawing && !self.can_move(state) {
            state.loser = Some(state.to_move);
        }
    }
}
