//! Vacations: a player may stop all their correspondence clocks for a
//! while (`/vacation 3d`), up to [`ALLOWANCE`] in any 365 days, and come
//! back early (`/vacation off`; the days not taken are not spent).
//!
//! A vacation is only stored as a span; the clocks read it (see
//! `clocks::clocks_of`), so nothing else changes when one starts
//! or ends but the flag jobs of the games where the player is to move,
//! which are scheduled again at their new deadlines (a stale flag job
//! finds the deadline later and reschedules itself, or the turn over).
//! The chats of those games are told, so opponents know why the clock
//! stands still. Live clocks (under a day) never stop.

use crate::app::refusal::refusal;
use crate::app::refuse_as;
use games::Status;

use super::clocks::{FLAG, clocks_of};
use super::texts::{Lang, lang_of, t, tr};
use super::time_control::span_words;
use super::{App, Notice, Reply, Request, Result};
use crate::store::{GameStatus, Store, Tx};

/// Seconds of vacation a player may take in any 365 days.
pub const ALLOWANCE: i64 = 14 * DAY;

/// The window the allowance is counted over.
const YEAR: i64 = 365 * DAY;

const DAY: i64 = 86_400;

/// What `/vacation` asks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VacationAsk {
    /// Where the asker stands: on vacation or not, and what is left.
    Show,
    /// A vacation of so many seconds, from now.
    Start(i64),
    /// Back now.
    End,
}

/// Seconds of `spans` inside the 365 days before `now` (and any part of a
/// span running now, up to its end).
fn taken(spans: &[(i64, i64)], now: i64) -> i64 {
    spans
        .iter()
        .map(|&(start, end)| (end - start.max(now - YEAR)).max(0))
        .sum()
}

/// The vacation running at `now`, as its end.
fn current(spans: &[(i64, i64)], now: i64) -> Option<i64> {
    spans
        .iter()
        .find(|&&(start, end)| start <= now && now < end)
        .map(|&(_, end)| end)
}

impl App {
    /// Answers `/vacation`.
    pub(super) async fn vacation(&self, request: &Request, ask: VacationAsk) -> Result<Reply> {
        let lang = request.lang;
        let me = self.player(request).await?;
        let now = self.now();
        let mut tx = self.store.write().await?;
        let spans = Store::vacations_in(&mut tx, me).await?;
        let left = (ALLOWANCE - taken(&spans, now)).max(0);
        let text = match ask {
            VacationAsk::Show => match current(&spans, now) {
                Some(end) => t!(
                    lang,
                    "vacation-on",
                    time = span_words(end - now, lang),
                    left = span_words(left, lang)
                ),
                None => t!(lang, "vacation-off", left = span_words(left, lang)),
            },
            VacationAsk::Start(seconds) => {
                if let Some(end) = current(&spans, now) {
                    tx.rollback().await?;
                    return refuse_as(refusal!("vacation-already", time = span_words(end - now, lang)));
                }
                if seconds > left {
                    tx.rollback().await?;
                    return refuse_as(refusal!(
                        "vacation-too-long",
                        left = span_words(left, lang),
                        allowance = span_words(ALLOWANCE, lang)
                    ));
                }
                Store::add_vacation(&mut tx, me, now, now + seconds).await?;
                let games = self
                    .clocks_moved(&mut tx, request, me, "vacation-notice-away")
                    .await?;
                t!(
                    lang,
                    "vacation-started",
                    time = span_words(seconds, lang),
                    games = games,
                    left = span_words(left - seconds, lang)
                )
            }
            VacationAsk::End => {
                if !Store::end_vacation(&mut tx, me, now).await? {
                    tx.rollback().await?;
                    return refuse_as(refusal!("vacation-none", left = span_words(left, lang)));
                }
                let spans = Store::vacations_in(&mut tx, me).await?;
                let left = (ALLOWANCE - taken(&spans, now)).max(0);
                let games = self
                    .clocks_moved(&mut tx, request, me, "vacation-notice-back")
                    .await?;
                t!(
                    lang,
                    "vacation-back",
                    games = games,
                    left = span_words(left, lang)
                )
            }
        };
        tx.commit().await?;
        Ok(Reply::text(text))
    }

    /// After `me`'s vacation started or ended: schedules the flag of each
    /// correspondence game where `me` is to move at its new deadline, and
    /// tells the chats of all `me`'s correspondence games (`said`: the
    /// notice's message id). Returns how many games that is.
    async fn clocks_moved(&self, tx: &mut Tx, request: &Request, me: i64, said: &str) -> Result<usize> {
        let now = self.now();
        let mut chats: Vec<((String, String, Lang), Vec<i64>)> = Vec::new();
        for id in Store::active_games_of_player_in(tx, me).await? {
            let Some(row) = Store::game_in(tx, id).await? else {
                continue;
            };
            if row.status != GameStatus::Active {
                continue;
            }
            let seats = Store::seats_in(tx, id).await?;
            let moves = Store::moves_in(tx, id).await?;
            let Some((control, clocks)) = clocks_of(tx, &row, &seats, &moves).await? else {
                continue;
            };
            if !control.is_correspondence() {
                continue;
            }
            let game = self.replayed(&row, &moves)?;
            if let Status::ToMove(seat) = game.status()
                && seats.get(seat.index()).and_then(|s| s.player_id) == Some(me)
            {
                let payload = serde_json::json!({ "version": row.version }).to_string();
                Store::schedule(tx, FLAG, Some(id), clocks.deadline(seat.index()), &payload).await?;
            }
            let chat = (row.platform.clone(), row.chat_id.clone(), lang_of(&row.lang));
            match chats.iter_mut().find(|(c, _)| *c == chat) {
                Some((_, ids)) => ids.push(id),
                None => chats.push((chat, vec![id])),
            }
        }
        let count = chats.iter().map(|(_, ids)| ids.len()).sum();
        let name = super::clip(&request.user.name, 64);
        let spans = Store::vacations_in(tx, me).await?;
        let until = current(&spans, now).unwrap_or(now);
        for ((platform, chat, lang), ids) in chats {
            let list = ids
                .iter()
                .map(|id| format!("#{id}"))
                .collect::<Vec<_>>()
                .join(", ");
            let notice = Notice {
                text: tr(
                    lang,
                    said,
                    &[
                        ("name", name.clone()),
                        ("n", ids.len().to_string()),
                        ("games", list),
                        ("time", span_words(until - now, lang)),
                    ],
                ),
                board: None,
                mentions: Vec::new(),
                lang: lang.as_str().to_string(),
                glimpse: None,
            };
            let payload = serde_json::to_string(&notice).unwrap_or_default();
            let key = format!("{said}:{me}:{now}:{chat}");
            Store::enqueue(tx, &key, &platform, &chat, None, &payload, now).await?;
        }
        Ok(count)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_allowance_counts_the_last_365_days_and_the_vacation_running() {
        let now = 400 * DAY;
        // One long gone, one straddling the window's start, one running.
        let spans = [(0, 3 * DAY), (34 * DAY, 37 * DAY), (399 * DAY, 402 * DAY)];
        assert_eq!(taken(&spans, now), 2 * DAY + 3 * DAY);
        assert_eq!(current(&spans, now), Some(402 * DAY));
        assert_eq!(current(&spans, 403 * DAY), None);
    }
}
