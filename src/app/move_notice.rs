//! The post for a move nobody typed in the chat (the bot's, or silence's
//! when a clock falls): its first line, then the moves the game made by
//! itself after it, whose turn it is, and the game's link at the end;
//! and the queueing of any notice in a game's chat.

use games::{DynGame, Status};

use super::play::{Recorded, automatic_of};
use super::texts::Lang;
use super::{App, BoardRef, Notice, Result};
use crate::store::{GameRow, SeatRow, Store, Tx};

impl App {
    /// Queues, in `tx`, the post telling `head` and what followed: the
    /// automatic moves of `recorded` (its first entry is the move itself),
    /// the status line of the game at `version`, and its link if over; and
    /// the table's `glimpse` of what the move uncovered, if any.
    /// `key` makes the post unique, so a retried transaction posts once.
    #[allow(clippy::too_many_arguments)]
    pub(super) async fn post_move_notice(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        seats: &[SeatRow],
        game: &dyn DynGame,
        recorded: &[Recorded],
        version: i64,
        head: String,
        key: &str,
        lang: Lang,
        glimpse: Option<BoardRef>,
    ) -> Result<()> {
        let mut lines = vec![head];
        lines.extend(super::automatic::told(
            game,
            &automatic_of(&recorded[1..]),
            lang,
            false,
        ));
        let after = GameRow {
            version,
            ..row.clone()
        };
        let (status, mentions) = self.status_line(tx, &after, seats, game, lang).await?;
        lines.push(status);
        if matches!(game.status(), Status::Over(_)) {
            lines.extend(self.game_link_line(tx, row.id, lang).await?);
        }
        let notice = Notice {
            text: lines.join(" "),
            board: Some(BoardRef {
                game_id: row.id,
                ply: version,
                facing: None,
            }),
            mentions,
            lang: lang.as_str().to_string(),
            glimpse,
        };
        self.enqueue_in_chat(tx, row, key, &notice).await
    }

    /// Queues `notice` in `tx` for the chat of `row`'s game, once per `key`.
    pub(super) async fn enqueue_in_chat(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        key: &str,
        notice: &Notice,
    ) -> Result<()> {
        let payload = serde_json::to_string(notice).unwrap_or_default();
        Store::enqueue(
            tx,
            key,
            &row.platform,
            &row.chat_id,
            Some(row.id),
            &payload,
            self.now(),
        )
        .await?;
        Ok(())
    }
}
