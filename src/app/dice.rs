//! `/verify`: the dice of a finished game, recomputed from its revealed
//! seed, with the record anyone can check again offline
//! (`tavolo verify-dice`).

use crate::app::refusal::refusal;
use crate::app::refuse_as;
use std::collections::BTreeMap;

use games::dice_record::{self, DiceRecord};

use super::texts::t;
use super::{App, AppError, GameRef, Reply, Request, Result, missing};
use crate::store::{GameRow, GameStatus, StoreError};

impl App {
    /// Checks every throw of a finished game (the user's last one here when
    /// no number is given) and shows its record.
    pub(super) async fn verify(&self, request: &Request, wanted: GameRef) -> Result<Reply> {
        let public = request.chat_lang;
        let row = self.game_to_verify(request, wanted).await?;
        let chance = games::registry::find(&row.slug).is_some_and(|e| e.info().chance);
        if !chance {
            return refuse_as(refusal!("verify-no-dice", id = row.id, game = row.slug));
        }
        if row.status != GameStatus::Finished {
            return refuse_as(refusal!("verify-not-over", id = row.id, hash = row.seed_hash));
        }
        let record = self.dice_record(&row).await?;
        let json = serde_json::to_string(&record)
            .map_err(|e| AppError::Store(StoreError::Protocol(format!("record: {e}"))))?;
        let hidden = games::registry::find(&row.slug).is_some_and(|e| e.info().hidden);
        let verdict = match dice_record::verify(&record) {
            Ok(v) if hidden => t!(
                public,
                "verify-ok-secrets",
                id = row.id,
                game = row.slug,
                throws = v.throws,
                hash = row.seed_hash
            ),
            Ok(v) => t!(
                public,
                "verify-ok",
                id = row.id,
                game = row.slug,
                throws = v.throws,
                hash = row.seed_hash
            ),
            Err(e) => t!(public, "verify-failed", id = row.id, game = row.slug, why = e),
        };
        let file = format!("tavolo-game-{}-throws.json", row.id);
        let mut reply = Reply::text(t!(
            public,
            "verify-yourself",
            verdict = verdict,
            file = file.as_str()
        ));
        reply.file = Some((file, json.into_bytes()));
        Ok(reply)
    }

    async fn game_to_verify(&self, request: &Request, wanted: GameRef) -> Result<GameRow> {
        if let Some(id) = wanted {
            return match self.store.game(id).await? {
                Some(row) if row.platform == request.platform && row.chat_id == request.chat => Ok(row),
                Some(_) => refuse_as(refusal!("other-chat", id = id)),
                None => Err(missing(id)),
            };
        }
        let me = self.player(request).await?;
        match self
            .store
            .last_finished_game(me, &request.platform, &request.chat)
            .await?
        {
            Some(row) => Ok(row),
            None => refuse_as(refusal!("verify-none-finished")),
        }
    }

    /// The record of a stored game: its options, seed and every move.
    async fn dice_record(&self, row: &GameRow) -> Result<DiceRecord> {
        let options: BTreeMap<String, String> = serde_json::from_str(&row.options)
            .map_err(|e| AppError::Store(StoreError::Protocol(format!("bad stored options: {e}"))))?;
        let moves = self.move_texts(row.id).await?;
        Ok(dice_record::record(
            &row.slug,
            options,
            &row.seed,
            &row.seed_hash,
            moves,
        ))
    }
}
