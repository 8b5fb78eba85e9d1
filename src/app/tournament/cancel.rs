//! Cancelling a tournament before it finishes: its organiser or one of the
//! chat's managers asks; the games of the round still in play end there,
//! unrated and unscored (nobody won them), and the chat is told.

use crate::app::ending::Ending;
use crate::app::refusal::refusal;
use crate::app::refuse_as;
use crate::app::texts::{t, tr};
use crate::app::{App, Reply, Request, Result, Role, clip};
use crate::store::{GameStatus, Store};

impl App {
    pub(super) async fn cancel_tournament(&self, request: &Request, id: Option<i64>) -> Result<Reply> {
        let t = self.pick_tournament(request, id).await?;
        let me = self.player(request).await?;
        if request.role != Role::Manager && t.created_by != me {
            return refuse_as(refusal!("tn-cancel-who"));
        }
        let mut tx = self.store.write().await?;
        // Read again inside the transaction: two cancels race to one.
        let Some(row) = Store::tournament_in(&mut tx, t.id).await? else {
            return refuse_as(refusal!("tn-none", id = t.id));
        };
        if row.status != "registration" && row.status != "running" {
            let status = tr(request.lang, &format!("tn-status-{}", row.status), &[]);
            return refuse_as(refusal!("tn-cancel-over", id = row.id, status = status));
        }
        Store::update_tournament(&mut tx, row.id, "cancelled", row.rounds, row.current_round, None).await?;
        let entries = Store::entries_in(&mut tx, row.id).await?;
        let games: Vec<i64> = entries
            .iter()
            .filter(|e| e.result.is_none() && e.colour == "w")
            .filter_map(|e| e.game_id)
            .collect();
        let mut ended = 0;
        for game_id in games {
            let Some(game) = Store::game_in(&mut tx, game_id).await? else {
                continue;
            };
            if game.status == GameStatus::Active {
                self.finish(&mut tx, &game, &Ending::tournament_cancelled())
                    .await?;
                ended += 1;
            }
        }
        tx.commit().await?;
        let name = clip(&request.user.name, 64);
        Ok(Reply::text(t!(
            request.chat_lang,
            "tn-cancelled-by",
            id = row.id,
            name = name,
            games = ended
        )))
    }
}
