//! `/verify`: the dice of a finished game, recomputed from its revealed
//! seed, with the record anyone can check again offline
//! (`tavolo verify-dice`).

use std::collections::BTreeMap;

use games::dice_record::{self, DiceRecord};

use super::{App, AppError, GameRef, Reply, Request, Result, refuse};
use crate::store::{GameRow, GameStatus, StoreError};

impl App {
    /// Checks every throw of a finished game (the user's last one here when
    /// no number is given) and shows its record.
    pub(super) async fn verify(&self, request: &Request, wanted: GameRef) -> Result<Reply> {
        let row = self.game_to_verify(request, wanted).await?;
        let chance = games::registry::find(&row.slug).is_some_and(|e| e.info().chance);
        if !chance {
            return refuse(format!("Game #{} ({}) has no dice to verify.", row.id, row.slug));
        }
        if row.status != GameStatus::Finished {
            return refuse(format!(
                "Game #{} is not over: its dice seed stays secret until the end. \
                 Its SHA-256, published at the start, is {}.",
                row.id, row.seed_hash
            ));
        }
        let record = self.dice_record(&row).await?;
        let json = serde_json::to_string(&record)
            .map_err(|e| AppError::Store(StoreError::Protocol(format!("record: {e}"))))?;
        let verdict = match dice_record::verify(&record) {
            Ok(v) => format!(
                "Game #{} ({}): all {} throws match the revealed seed, whose SHA-256 {} was published at the start.",
                row.id, row.slug, v.throws, row.seed_hash
            ),
            Err(e) => format!("Game #{} ({}): the dice do NOT verify: {e}.", row.id, row.slug),
        };
        let mut reply = Reply::text(format!(
            "{verdict}\nTo check it yourself, save the record below as record.json and run `tavolo verify-dice record.json`."
        ));
        reply.more.push(format!("```json\n{json}\n```"));
        Ok(reply)
    }

    async fn game_to_verify(&self, request: &Request, wanted: GameRef) -> Result<GameRow> {
        if let Some(id) = wanted {
            return match self.store.game(id).await? {
                Some(row) if row.platform == request.platform && row.chat_id == request.chat => Ok(row),
                Some(_) => refuse(format!("Game #{id} is played in another chat.")),
                None => refuse(format!("There is no game #{id}.")),
            };
        }
        let me = self.player(request).await?;
        match self
            .store
            .last_finished_game(me, &request.platform, &request.chat)
            .await?
        {
            Some(row) => Ok(row),
            None => refuse("You have no finished game here; name one: /verify #12."),
        }
    }

    /// The record of a stored game: its options, seed and every move.
    async fn dice_record(&self, row: &GameRow) -> Result<DiceRecord> {
        let options: BTreeMap<String, String> = serde_json::from_str(&row.options)
            .map_err(|e| AppError::Store(StoreError::Protocol(format!("bad stored options: {e}"))))?;
        let moves = self
            .store
            .moves(row.id)
            .await?
            .into_iter()
            .map(|m| m.text)
            .collect();
        Ok(dice_record::record(
            &row.slug,
            options,
            &row.seed,
            &row.seed_hash,
            moves,
        ))
    }
}
