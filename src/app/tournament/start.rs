//! Starting a tournament, by hand or from its start job: ratings fix the
//! pairing numbers, the format fixes the rounds, and round 1 is paired.

use crate::app::refusal::refusal;
use crate::app::refuse_as;
use tournament::{berger, knockout};

use super::Format;
use crate::app::texts::{lang_of, t, tr};
use crate::app::{App, Lang, Reply, Request, Result, Role};
use crate::store::{Store, Tx};

impl App {
    pub(super) async fn start_tournament(&self, request: &Request, id: Option<i64>) -> Result<Reply> {
        let t = self.pick_tournament(request, id).await?;
        let me = self.player(request).await?;
        if request.role != Role::Manager && t.created_by != me {
            return refuse_as(refusal!("tn-start-who"));
        }
        let mut tx = self.store.write().await?;
        let text = self.begin(&mut tx, t.id, request.lang).await?;
        tx.commit().await?;
        Ok(Reply::text(text))
    }

    /// Starts a tournament in registration: fixes ratings and rounds and
    /// pairs round 1 (its announcement goes to the outbox). Refusals are in
    /// `lang`, the answer in the tournament's language.
    pub(super) async fn begin(&self, tx: &mut Tx, id: i64, lang: Lang) -> Result<String> {
        let l = self.load(tx, id).await?;
        if l.row.status != "registration" {
            let status = tr(lang, &format!("tn-status-{}", l.row.status), &[]);
            return refuse_as(refusal!("tn-not-waiting", id = id, status = status));
        }
        let n = l.entrants.len();
        let least = if l.format == Format::Swiss { 3 } else { 2 };
        if n < least {
            return refuse_as(refusal!("tn-too-few", id = id, least = least, n = n));
        }
        // Ratings are taken as they are now: they fix the pairing numbers.
        for e in &l.entrants {
            let mut e = e.clone();
            e.rating = Store::rating_in(tx, e.player_id, &l.row.slug)
                .await?
                .map_or(crate::app::rating::START.rating, |r| r.rating);
            Store::update_entrant(tx, id, &e).await?;
        }
        let rounds = match l.format {
            Format::Swiss => l.row.rounds,
            Format::RoundRobin => berger::rounds(n) as i64,
            Format::DoubleRoundRobin => 2 * berger::rounds(n) as i64,
            Format::Knockout => knockout::rounds(n) as i64,
        };
        if l.format == Format::Swiss && rounds >= n as i64 {
            return refuse_as(refusal!("tn-swiss-too-few", rounds = rounds, id = id, n = n));
        }
        Store::update_tournament(tx, id, "running", rounds, 0, None).await?;
        Box::pin(self.pair_round(tx, id)).await?;
        Ok(t!(
            lang_of(&l.row.lang),
            "tn-starts",
            id = id,
            n = n,
            rounds = rounds
        ))
    }
}
