//! How a player hears that it is their move (`/notify`):
//! - `each` (the default): a reminder per game in its chat, and the
//!   clock's warnings;
//! - `digest`: instead, one private message a day listing every game of
//!   the platform where it is their move, with the time left;
//! - `off`: nothing; the clocks still run and `/turns` still answers.
//!
//! The digest is a durable job per player, rescheduled after each run; a
//! later `/notify` makes it stale (its `since` no longer matches). A
//! private message goes to the outbox chat `user:<platform user id>`,
//! which each platform's adapter turns into its private chat.

use super::texts::{Lang, lang_of, t};
use super::{App, Notice, Reply, Request, Result};
use crate::store::{JobRow, Store};

/// The job kind of a player's daily digest.
pub(super) const DIGEST: &str = "turns-digest";

/// Seconds between two digests.
pub const DIGEST_EVERY: i64 = 24 * 60 * 60;

/// How a player hears about their turns.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotifyMode {
    Each,
    Digest,
    Off,
}

impl NotifyMode {
    /// The mode a word names, in English or Italian.
    pub fn parse(word: &str) -> Option<NotifyMode> {
        match word.to_lowercase().as_str() {
            "each" | "every" | "ogni" | "ognuna" | "singole" | "on" => Some(NotifyMode::Each),
            "digest" | "daily" | "riepilogo" | "giornaliero" => Some(NotifyMode::Digest),
            "off" | "none" | "no" | "nessuna" | "niente" => Some(NotifyMode::Off),
            _ => None,
        }
    }

    /// As stored.
    fn as_str(self) -> &'static str {
        match self {
            NotifyMode::Each => "each",
            NotifyMode::Digest => "digest",
            NotifyMode::Off => "off",
        }
    }

    /// As stored; `each` for anything unknown.
    pub(super) fn stored(text: &str) -> NotifyMode {
        match text {
            "digest" => NotifyMode::Digest,
            "off" => NotifyMode::Off,
            _ => NotifyMode::Each,
        }
    }
}

/// The outbox chat of a private message to a platform user.
pub fn private_chat(platform_user_id: &str) -> String {
    format!("user:{platform_user_id}")
}

/// A digest job's payload.
#[derive(serde::Serialize, serde::Deserialize)]
struct DigestJob {
    player: i64,
    platform: String,
    user: String,
    lang: String,
    since: i64,
}

impl App {
    /// Answers `/notify`: shows the asker's mode, or sets it.
    pub(super) async fn notify(&self, request: &Request, mode: Option<NotifyMode>) -> Result<Reply> {
        let lang = request.lang;
        let me = self.player(request).await?;
        let Some(mode) = mode else {
            let (stored, _) = Store::notify_of_in(&mut *self.store.reader().await?, me).await?;
            let words = match NotifyMode::stored(&stored) {
                NotifyMode::Each => t!(lang, "notify-mode-each"),
                NotifyMode::Digest => t!(lang, "notify-mode-digest"),
                NotifyMode::Off => t!(lang, "notify-mode-off"),
            };
            return Ok(Reply::text(t!(lang, "notify-show", mode = words)));
        };
        let now = self.now();
        let mut tx = self.store.write().await?;
        Store::set_notify(&mut tx, me, mode.as_str(), now).await?;
        if mode == NotifyMode::Digest {
            let job = DigestJob {
                player: me,
                platform: request.platform.clone(),
                user: request.user.id.clone(),
                lang: lang.as_str().to_string(),
                since: now,
            };
            let payload = serde_json::to_string(&job).unwrap_or_default();
            Store::schedule(&mut tx, DIGEST, None, now + DIGEST_EVERY, &payload).await?;
        }
        tx.commit().await?;
        Ok(Reply::text(match mode {
            NotifyMode::Each => t!(lang, "notify-set-each"),
            NotifyMode::Digest => t!(lang, "notify-set-digest"),
            NotifyMode::Off => t!(lang, "notify-set-off"),
        }))
    }

    /// Whether `player` hears about each game's turn (the reminders and
    /// clock warnings of `each`).
    pub(super) async fn wants_each_reminder(&self, player: i64) -> Result<bool> {
        let (mode, _) = Store::notify_of_in(&mut *self.store.reader().await?, player).await?;
        Ok(NotifyMode::stored(&mode) == NotifyMode::Each)
    }

    /// Runs due digest jobs: each still current one sends its player the
    /// list of games where it is their move (nothing when there is none)
    /// and comes back a day later; a stale one ends.
    pub(super) async fn send_digests(&self, jobs: &[JobRow]) -> Result<()> {
        for job in jobs {
            let now = self.now();
            let digest: Option<DigestJob> = serde_json::from_str(&job.payload).ok();
            let current = match &digest {
                Some(d) => {
                    let (mode, since) =
                        Store::notify_of_in(&mut *self.store.reader().await?, d.player).await?;
                    NotifyMode::stored(&mode) == NotifyMode::Digest && since == d.since
                }
                None => false,
            };
            let (Some(d), true) = (digest, current) else {
                let mut tx = self.store.write().await?;
                Store::finish_job(&mut tx, job.id, &self.instance, now).await?;
                tx.commit().await?;
                continue;
            };
            let lang = lang_of(&d.lang);
            let lines = self.turn_lines(d.player, &d.platform, false, lang).await?;
            let mut tx = self.store.write().await?;
            if !lines.is_empty() {
                let notice = digest_notice(&lines, lang);
                let payload = serde_json::to_string(&notice).unwrap_or_default();
                let key = format!("digest:{}:{}", d.player, job.id);
                let chat = private_chat(&d.user);
                Store::enqueue(&mut tx, &key, &d.platform, &chat, None, &payload, now).await?;
            }
            Store::finish_job(&mut tx, job.id, &self.instance, now).await?;
            Store::schedule(&mut tx, DIGEST, None, now + DIGEST_EVERY, &job.payload).await?;
            tx.commit().await?;
        }
        Ok(())
    }
}

/// The digest of `lines` (games where it is the player's move).
fn digest_notice(lines: &[String], lang: Lang) -> Notice {
    let mut text = vec![t!(lang, "digest-head", n = lines.len())];
    text.extend(lines.iter().cloned());
    Notice {
        text: text.join("\n"),
        board: None,
        mentions: Vec::new(),
        lang: lang.as_str().to_string(),
        glimpse: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_modes_read_in_both_languages_and_round_trip_as_stored() {
        assert_eq!(NotifyMode::parse("Digest"), Some(NotifyMode::Digest));
        assert_eq!(NotifyMode::parse("riepilogo"), Some(NotifyMode::Digest));
        assert_eq!(NotifyMode::parse("off"), Some(NotifyMode::Off));
        assert_eq!(NotifyMode::parse("ogni"), Some(NotifyMode::Each));
        assert_eq!(NotifyMode::parse("sometimes"), None);
        for mode in [NotifyMode::Each, NotifyMode::Digest, NotifyMode::Off] {
            assert_eq!(NotifyMode::stored(mode.as_str()), mode);
        }
    }
}
