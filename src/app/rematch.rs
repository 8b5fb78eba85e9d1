//! `/rematch #id` and the Rematch button: a finished game of this chat
//! played again by the same players, with the same options, clock and
//! settings, its seats turned by one (two players swap colours). The one
//! who asks has accepted; the others accept or decline it like any
//! challenge, and the bot accepts at once.

use super::refusal::refusal;
use super::texts::t;
use super::{App, AppError, GameRef, Reply, Request, Result, Settings, UserRef, refuse_as};
use crate::store::{GameStatus, Store, StoreError};

impl App {
    pub(super) async fn rematch(&self, request: &Request, wanted: GameRef) -> Result<Reply> {
        let me = self.player(request).await?;
        let row = match wanted {
            Some(id) => match self.store.game(id).await? {
                Some(row) if row.platform == request.platform && row.chat_id == request.chat => row,
                Some(_) => return refuse_as(refusal!("other-chat", id = id)),
                None => return Err(super::missing(id)),
            },
            None => match self
                .store
                .last_finished_game(me, &request.platform, &request.chat)
                .await?
            {
                Some(row) => row,
                None => return refuse_as(refusal!("rematch-none")),
            },
        };
        if row.status != GameStatus::Finished {
            return refuse_as(refusal!("rematch-not-over", id = row.id));
        }
        let seats = self.store.seats(row.id).await?;
        let Some(mine) = seats.iter().position(|s| s.player_id == Some(me)) else {
            return refuse_as(refusal!("rematch-not-yours", id = row.id));
        };
        let n = seats.len();
        // The others, in seat order from the asker's: the challenge seats
        // the asker first and them after, then turns the seats.
        let mut opponents = Vec::with_capacity(n.saturating_sub(1));
        for k in 1..n {
            let Some(player) = seats[(mine + k) % n].player_id else {
                return refuse_as(refusal!("rematch-empty-seat", id = row.id));
            };
            opponents.push(self.user_of(player, &request.platform).await?);
        }
        let Some(entry) = games::registry::find(&row.slug) else {
            return Err(AppError::Store(StoreError::Protocol(format!(
                "game {} has the unknown slug '{}'",
                row.id, row.slug
            ))));
        };
        let engine_options = super::stored_options(&row.options)?;
        let settings: Settings = serde_json::from_str(&row.settings).unwrap_or_default();
        let given: Vec<(String, String)> = engine_options
            .iter()
            .map(|(k, v)| (k.clone(), v.to_string()))
            .collect();
        // Old seat s+1 sits at s: from the asker-first order, turn by 1 - mine.
        let rotate = (n + 1 - mine % n) % n.max(1);
        let mut reply = self
            .offer(
                request,
                &opponents,
                entry,
                engine_options,
                settings,
                &given,
                rotate,
            )
            .await?;
        reply.text = format!(
            "{}\n{}",
            t!(request.chat_lang, "rematch-of", id = row.id),
            reply.text
        );
        Ok(reply)
    }

    /// The user a player is on `platform` (the bot at its level).
    async fn user_of(&self, player: i64, platform: &str) -> Result<UserRef> {
        let mut conn = self.store.reader().await?;
        if let Some(level) = Store::bot_level_of_in(&mut conn, player).await? {
            return Ok(UserRef::bot(level));
        }
        let id = Store::platform_user_id_in(&mut conn, player, platform).await?;
        let name = Store::display_name_in(&mut conn, player, platform).await?;
        match id {
            Some(id) => Ok(UserRef { id, name }),
            None => Err(AppError::Store(StoreError::Protocol(format!(
                "player {player} has no account on {platform}"
            )))),
        }
    }
}
