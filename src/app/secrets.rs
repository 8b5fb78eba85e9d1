//! What the table may see of a game of hidden information while it is
//! played: each move as the rules word it for everyone (a tile dealt face
//! down is not named), and no record until the game is over, when the seed
//! that dealt it is revealed with every move.

use games::DynGame;

use crate::store::{GameRow, GameStatus, MoveRow};

/// Whether `row`'s game still keeps secrets from the table.
pub(super) fn kept(row: &GameRow) -> bool {
    row.status != GameStatus::Finished && games::registry::find(&row.slug).is_some_and(|e| e.info().hidden)
}

/// The moves of `row`'s game as the table may read them: as played once
/// the game is over, else as `game` (the game replayed from them) words
/// them for everyone.
pub(super) fn moves_shown(row: &GameRow, game: &dyn DynGame, moves: &[MoveRow]) -> Vec<MoveRow> {
    let public = game.public_history();
    if !kept(row) || public.len() != moves.len() {
        return moves.to_vec();
    }
    moves
        .iter()
        .zip(public)
        .map(|(m, text)| MoveRow {
            text: text.clone(),
            ..m.clone()
        })
        .collect()
}

impl super::App {
    /// The position text of game `id` after `ply` plies as the table may
    /// read it (what the local console prints under a board): the stored
    /// text, or while a game of hidden information is played a spectator's
    /// observation. `None` for a past ply, no such game, or a store error.
    pub async fn shown_position(&self, id: i64, ply: i64) -> Option<String> {
        let row = self.store.game(id).await.ok().flatten()?;
        if row.version != ply {
            return None;
        }
        if !kept(&row) {
            return row.position;
        }
        let moves = self.store.moves(id).await.ok()?;
        let game = self.replayed(&row, &moves).ok()?;
        Some(game.observation(None))
    }
}

/// Plies `from..from + count` of `game` as the table may read them while
/// a game of hidden information is played; `None` when nothing is hidden
/// (the moves are told as played).
pub(super) fn plies_shown(game: &dyn DynGame, from: usize, count: usize) -> Option<String> {
    if !game.info().hidden || matches!(game.status(), games::Status::Over(_)) {
        return None;
    }
    game.public_history()
        .get(from..from + count)
        .map(|shown| shown.join(" "))
}

/// Whether the legal moves of a game with secrets may be offered to the
/// whole table: the same in every state the table cannot tell from this
/// one (they depend on nothing hidden), and each read by the table as it
/// is typed (no secret choice among them, like Evade's Fugitives).
/// Checked on a few of the game's own resamples: a move list that differs
/// in any of them stays on the player's own view.
pub(super) fn moves_tell_nothing(game: &dyn DynGame) -> bool {
    let legal = game.legal();
    let same_elsewhere = (0..3).all(|k| {
        game.resampled(None, 0x5EC2E7 ^ k)
            .is_some_and(|other| other.legal() == legal)
    });
    same_elsewhere
        && legal.iter().all(|text| {
            let mut next = game.clone_box();
            next.play(text).is_ok() && next.history().last() == next.public_history().last()
        })
}
