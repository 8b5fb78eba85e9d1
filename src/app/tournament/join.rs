//! Entering and leaving: joining (late entry in a Swiss until half its
//! rounds are paired), leaving before the start or withdrawing after it,
//! and asking for a half-point bye in the next Swiss round.

use super::Format;
use super::shared::status_text;
use crate::app::refusal::refusal;
use crate::app::refuse_as;
use crate::app::texts::t;
use crate::app::{App, Reply, Request, Result, clip, refuse};
use crate::store::Store;
use crate::store::tournament::EntryRow;

/// Most players in one tournament.
const MAX_PLAYERS: usize = 200;

impl App {
    pub(super) async fn join_tournament(&self, request: &Request, id: Option<i64>) -> Result<Reply> {
        let t = self.pick_tournament(request, id).await?;
        let me = self.player(request).await?;
        let mut tx = self.store.write().await?;
        let l = self.load(&mut tx, t.id).await?;
        if l.index_of(me).is_some() {
            return refuse_as(refusal!("tn-already-in", id = t.id));
        }
        if l.entrants.len() >= MAX_PLAYERS {
            return refuse_as(refusal!("tn-full", id = t.id, max = MAX_PLAYERS));
        }
        let joined_round = match l.row.status.as_str() {
            "registration" => 1,
            // Late entry in a Swiss until half the rounds are paired.
            "running" if l.format == Format::Swiss && l.row.current_round * 2 < l.row.rounds => {
                l.row.current_round + 1
            }
            "running" if l.format == Format::Swiss => {
                return refuse_as(refusal!("tn-no-late-swiss", id = t.id));
            }
            "running" => return refuse_as(refusal!("tn-no-late", id = t.id)),
            other => return refuse(status_text(request.lang, t.id, other)),
        };
        let rating = Store::rating_in(&mut tx, me, &l.row.slug)
            .await?
            .map_or(crate::app::rating::START.rating, |r| r.rating);
        Store::add_entrant(&mut tx, t.id, me, rating, joined_round).await?;
        // Rounds missed by a late entrant count as absences.
        for r in 1..joined_round {
            Store::set_entry(
                &mut tx,
                t.id,
                &EntryRow {
                    round: r,
                    player_id: me,
                    opponent_id: None,
                    colour: "-".into(),
                    result: Some("Z".into()),
                    board: 0,
                    game_id: None,
                },
            )
            .await?;
        }
        tx.commit().await?;
        let lang = request.chat_lang;
        let late = if joined_round > 1 {
            format!(" {}", t!(lang, "tn-from-round", round = joined_round))
        } else {
            String::new()
        };
        Ok(Reply::text(t!(
            lang,
            "tn-joined",
            name = clip(&request.user.name, 64),
            id = t.id,
            late = late,
            n = l.entrants.len() + 1
        )))
    }

    pub(super) async fn leave_tournament(&self, request: &Request, id: Option<i64>) -> Result<Reply> {
        let t = self.pick_tournament(request, id).await?;
        let me = self.player(request).await?;
        let mut tx = self.store.write().await?;
        let l = self.load(&mut tx, t.id).await?;
        let Some(i) = l.index_of(me) else {
            return refuse_as(refusal!("tn-not-in", id = t.id));
        };
        let name = clip(&request.user.name, 64);
        match l.row.status.as_str() {
            "registration" => {
                Store::remove_entrant(&mut tx, t.id, me).await?;
                tx.commit().await?;
                Ok(Reply::text(t!(
                    request.chat_lang,
                    "tn-left",
                    name = name,
                    id = t.id
                )))
            }
            "running" => {
                if l.entrants[i].withdrawn_after.is_some() {
                    return refuse_as(refusal!("tn-already-withdrawn", id = t.id));
                }
                let mut entrant = l.entrants[i].clone();
                entrant.withdrawn_after = Some(l.row.current_round);
                Store::update_entrant(&mut tx, t.id, &entrant).await?;
                tx.commit().await?;
                Ok(Reply::text(t!(
                    request.chat_lang,
                    "tn-withdrew",
                    name = name,
                    id = t.id
                )))
            }
            other => refuse(status_text(request.lang, t.id, other)),
        }
    }

    pub(super) async fn request_bye(&self, request: &Request, id: Option<i64>) -> Result<Reply> {
        let t = self.pick_tournament(request, id).await?;
        let me = self.player(request).await?;
        let mut tx = self.store.write().await?;
        let l = self.load(&mut tx, t.id).await?;
        let Some(i) = l.index_of(me) else {
            return refuse_as(refusal!("tn-not-in", id = t.id));
        };
        if l.format != Format::Swiss {
            return refuse_as(refusal!("tn-byes-swiss-only"));
        }
        let next = l.row.current_round + 1;
        if l.row.status == "finished" || next > l.row.rounds {
            return refuse_as(refusal!("tn-no-round-left", id = t.id));
        }
        if next == l.row.rounds {
            return refuse_as(refusal!("tn-no-bye-last-round"));
        }
        let mut entrant = l.entrants[i].clone();
        let mut byes: Vec<i64> = serde_json::from_str(&entrant.byes).unwrap_or_default();
        if byes.contains(&next) {
            return refuse_as(refusal!("tn-bye-already", round = next));
        }
        byes.push(next);
        entrant.byes = serde_json::to_string(&byes).unwrap_or_else(|_| "[]".into());
        Store::update_entrant(&mut tx, t.id, &entrant).await?;
        tx.commit().await?;
        Ok(Reply::text(t!(
            request.chat_lang,
            "tn-bye-taken",
            name = clip(&request.user.name, 64),
            round = next,
            id = t.id
        )))
    }
}
