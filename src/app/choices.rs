//! What pickers and autocomplete may offer: the legal moves of a user's
//! game, filtered by what they typed, a step at a time when there are many.

use games::Status;
use games::notation::normalize;

use super::{App, GameRef, Request, Result};
use crate::store::GameStatus;

impl App {
    /// The moves the requesting user may type now in their game here (the
    /// given one, or their only active game in this chat), in the game's
    /// notation, keeping those that start like `partial`: whole moves when
    /// at most `limit` match; otherwise each match cut after the step that
    /// goes past what was typed (`d3` before `d3-e3`), so a picker can go
    /// step by step. At most `limit`, in the order of the legal moves.
    ///
    /// Empty when the user has no such game, it is not their turn, or
    /// anything fails: suggestions only; the move itself is validated when
    /// it is played. Creates nothing (no player record for a stranger).
    pub async fn move_choices(
        &self,
        request: &Request,
        game: GameRef,
        partial: &str,
        limit: usize,
    ) -> Vec<String> {
        self.try_move_choices(request, game, partial, limit)
            .await
            .unwrap_or_default()
    }

    async fn try_move_choices(
        &self,
        request: &Request,
        wanted: GameRef,
        partial: &str,
        limit: usize,
    ) -> Result<Vec<String>> {
        let Some(me) = self
            .store
            .find_player(&request.platform, &request.user.id)
            .await?
        else {
            return Ok(Vec::new());
        };
        let row = self
            .pick_game(request, me, wanted, &[GameStatus::Active], "move")
            .await?;
        if row.status != GameStatus::Active {
            return Ok(Vec::new());
        }
        let seats = self.store.seats(row.id).await?;
        let moves = self.store.moves(row.id).await?;
        let game = self.replayed(&row, &moves)?;
        let Status::ToMove(seat) = game.status() else {
            return Ok(Vec::new());
        };
        if seats.get(seat.index()).and_then(|s| s.player_id) != Some(me) {
            return Ok(Vec::new());
        }
        Ok(filter_moves(
            &game.legal_steps(),
            &super::clip(partial, super::MAX_TEXT),
            limit,
        ))
    }
}

/// The legal moves (as steps) that start like `partial`: whole moves when
/// at most `limit` match, otherwise the distinct prefixes that go one step
/// past what was typed; at most `limit`.
fn filter_moves(legal: &[Vec<String>], partial: &str, limit: usize) -> Vec<String> {
    let wanted = normalize(partial);
    let matching: Vec<&Vec<String>> = legal
        .iter()
        .filter(|steps| normalize(&steps.concat()).starts_with(&wanted))
        .collect();
    if matching.len() <= limit {
        return matching.iter().map(|steps| steps.concat()).collect();
    }
    let mut out: Vec<String> = Vec::new();
    for steps in matching {
        let mut prefix = String::new();
        for step in steps {
            prefix.push_str(step);
            if normalize(&prefix).len() > wanted.len() {
                break;
            }
        }
        if !out.contains(&prefix) {
            out.push(prefix);
            if out.len() == limit {
                break;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::filter_moves;

    fn steps(moves: &[&[&str]]) -> Vec<Vec<String>> {
        moves
            .iter()
            .map(|m| m.iter().map(|s| s.to_string()).collect())
            .collect()
    }

    #[test]
    fn few_matches_are_offered_as_whole_moves() {
        let legal = steps(&[&["1", ":1"], &["2", ":1"], &["2", ":2"]]);
        assert_eq!(filter_moves(&legal, "", 25), ["1:1", "2:1", "2:2"]);
        assert_eq!(filter_moves(&legal, "2", 25), ["2:1", "2:2"]);
        assert_eq!(filter_moves(&legal, " 2 : 2", 25), ["2:2"]);
        assert!(filter_moves(&legal, "9", 25).is_empty());
    }

    #[test]
    fn many_matches_are_offered_a_step_at_a_time() {
        let legal = steps(&[
            &["d3", "-e3", "xf4"],
            &["d3", "-e3", "xa1"],
            &["d3", "-c3"],
            &["b2"],
        ]);
        assert_eq!(filter_moves(&legal, "", 2), ["d3", "b2"]);
        assert_eq!(filter_moves(&legal, "d3", 2), ["d3-e3", "d3-c3"]);
        assert_eq!(filter_moves(&legal, "d3-e3", 2), ["d3-e3xf4", "d3-e3xa1"]);
    }

    #[test]
    fn never_more_than_the_limit() {
        let legal: Vec<Vec<String>> = (0..300).map(|i| vec![format!("c{i}")]).collect();
        assert_eq!(filter_moves(&legal, "", 25).len(), 25);
        let narrowed = filter_moves(&legal, "c29", 25);
        assert_eq!(narrowed.len(), 11, "c29 and c290 to c299: {narrowed:?}");
    }
}
