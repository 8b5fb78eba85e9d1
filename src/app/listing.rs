//! Looking around: the board, one's games, the games here, the playable
//! games, help.

use games::{Seat, Status};

use super::{App, GameRef, Reply, Request, Result, refuse};
use crate::store::GameStatus;

impl App {
    /// The current board of a game.
    pub(super) async fn board(&self, request: &Request, wanted: GameRef) -> Result<Reply> {
        let me = self.player(request).await?;
        let row = match self
            .pick_game(request, me, wanted, &[GameStatus::Active], "board")
            .await
        {
            Ok(row) => row,
            // No game in play here: the user's last finished one.
            Err(e) => match (
                wanted,
                self.store
                    .last_finished_game(me, &request.platform, &request.chat)
                    .await?,
            ) {
                (None, Some(row)) => row,
                _ => return Err(e),
            },
        };
        if row.status == GameStatus::Open {
            return refuse(format!("Game #{} has not started yet.", row.id));
        }
        if !matches!(row.status, GameStatus::Active | GameStatus::Finished) {
            return refuse(format!(
                "Game #{} was never played (it is {}).",
                row.id, row.status
            ));
        }
        let seats = self.store.seats(row.id).await?;
        let moves = self.store.moves(row.id).await?;
        let game = self.replayed(&row, &moves)?;
        let viewer = seats
            .iter()
            .find(|s| s.player_id == Some(me))
            .map(|s| Seat(s.seat as u8));
        let mut reply = self.board_reply(&row, &seats, game.as_ref(), viewer).await?;
        if row.status == GameStatus::Finished && !matches!(game.status(), Status::Over(_)) {
            // Ended by resignation or agreement: the stored result says how.
            let reason = row
                .result
                .as_deref()
                .and_then(|r| serde_json::from_str::<serde_json::Value>(r).ok())
                .and_then(|v| v["reason"].as_str().map(str::to_string))
                .unwrap_or_default();
            reply.text = format!("Game #{} is over: {reason}.", row.id);
            reply.choices.clear();
            reply.mentions.clear();
        }
        Ok(reply)
    }

    /// A draughts game's record as PDN, with the players' names.
    pub(super) async fn pdn(&self, request: &Request, wanted: GameRef) -> Result<Reply> {
        let me = self.player(request).await?;
        let row = match self
            .pick_game(request, me, wanted, &[GameStatus::Active], "pdn")
            .await
        {
            Ok(row) => row,
            Err(e) => match (
                wanted,
                self.store
                    .last_finished_game(me, &request.platform, &request.chat)
                    .await?,
            ) {
                (None, Some(row)) => row,
                _ => return Err(e),
            },
        };
        let seats = self.store.seats(row.id).await?;
        let names = self.seat_names(&row, &seats).await?;
        let moves: Vec<String> = self
            .store
            .moves(row.id)
            .await?
            .into_iter()
            .map(|m| m.text)
            .collect();
        let role_name = |role: &str| {
            let info = games::registry::find(&row.slug)?.info();
            let seat = info
                .seat_names
                .iter()
                .position(|r| r.eq_ignore_ascii_case(role))?;
            names.get(seat).cloned()
        };
        let tags = games::draughts::PdnTags {
            event: Some(format!("Tavolo game #{}", row.id)),
            site: Some(format!("Tavolo ({})", request.platform)),
            white: role_name("White"),
            black: role_name("Black"),
            ..Default::default()
        };
        match games::draughts::pdn_with(&row.slug, &moves, &tags) {
            Ok(pdn) => Ok(Reply::text(format!("```\n{}\n```", pdn.trim_end()))),
            Err(games::draughts::PdnError::NotDraughts(_)) => refuse(format!(
                "PDN is the record format of draughts; game #{} is {}.",
                row.id, row.slug
            )),
            Err(e) => refuse(format!("Game #{} cannot be written as PDN: {e}", row.id)),
        }
    }

    /// The user's open and active games.
    pub(super) async fn my_games(&self, request: &Request) -> Result<Reply> {
        let me = self.player(request).await?;
        let rows = self.store.games_of_player(me).await?;
        if rows.is_empty() {
            return Ok(Reply::text(
                "You have no games. Start one with /challenge @someone awele.",
            ));
        }
        let mut lines = vec!["Your games:".to_string()];
        for row in rows {
            let here = if row.platform == request.platform && row.chat_id == request.chat {
                " (here)"
            } else {
                ""
            };
            lines.push(format!(
                "#{} {} — {}{here}",
                row.id,
                row.slug,
                self.describe(&row, Some(me)).await?
            ));
        }
        Ok(Reply::text(lines.join("\n")))
    }

    /// Open challenges and games in this chat.
    pub(super) async fn games_here(&self, request: &Request) -> Result<Reply> {
        let rows = self.store.games_in_chat(&request.platform, &request.chat).await?;
        if rows.is_empty() {
            return Ok(Reply::text(
                "No games here. Start one with /challenge @someone awele.",
            ));
        }
        let mut lines = vec!["Games here:".to_string()];
        for row in rows {
            lines.push(format!(
                "#{} {} — {}",
                row.id,
                row.slug,
                self.describe(&row, None).await?
            ));
        }
        Ok(Reply::text(lines.join("\n")))
    }

    /// One line about a game: who plays, whose turn.
    async fn describe(&self, row: &crate::store::GameRow, me: Option<i64>) -> Result<String> {
        let seats = self.store.seats(row.id).await?;
        let names = self.seat_names(row, &seats).await?;
        let players = names.join(" vs ");
        if row.status == GameStatus::Open {
            return Ok(format!("challenge: {players}"));
        }
        let moves = self.store.moves(row.id).await?;
        let game = self.replayed(row, &moves)?;
        Ok(match game.status() {
            Status::ToMove(seat) => {
                let player = seats.get(seat.index()).and_then(|s| s.player_id);
                if me.is_some() && player == me {
                    format!("{players}, your turn")
                } else {
                    format!(
                        "{players}, {} to move",
                        names.get(seat.index()).cloned().unwrap_or_default()
                    )
                }
            }
            Status::Chance => format!("{players}, dice due"),
            Status::Over(o) => format!("{players}, over: {}", o.reason),
        })
    }
}

/// Short help.
pub(super) fn help() -> Reply {
    Reply::text(
        "Tavolo plays abstract board games here.\n\
         /challenge @user <game> [option=value…] — challenge someone (no @user: an open challenge)\n\
         /challenge bot <game> [level=1|2|3] — play the bot; /challenge bot bot <game> — watch it play itself\n\
         /bot [#id] [level] — seat the bot in your open challenge\n\
         /accept, /decline, /cancel [#id] — answer or withdraw a challenge\n\
         /move [#id] <move> — play a move (e.g. /move c, /move d3-e3xf4)\n\
         /board [#id] — show a board; /pdn [#id] — a draughts game's record; /verify [#id] — check a finished game's dice; /mygames — your games; /here — games in this chat\n\
         /resign [#id]; /draw offer|accept|decline [#id]\n\
         /games [family] [players] — every game, by family; /rules <game> [section] — a game's rules",
    )
}
