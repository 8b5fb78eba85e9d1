//! One player across platforms. `/link` on one platform gives a one-time
//! code, valid ten minutes, for the asker's eyes only; `/link <code>` on
//! another platform makes the two accounts one player: the player behind
//! the account typing the code joins the code's player, with its games,
//! ratings (where both had one in the same game, the one from more rated
//! games stays), tournaments and vacations. `/unlink` gives the asking
//! account a new player of its own; everything stays with the player its
//! other accounts keep.
//!
//! Two players who sat in one game, or joined one tournament, cannot be
//! linked: a player cannot be their own opponent. The code is stored only
//! as its SHA-256 and is used up by the first `/link` that names it on
//! another platform.

use sha2::{Digest, Sha256};

use super::refusal::refusal;
use super::texts::{Lang, t};
use super::{App, AppError, Reply, Request, Result, clip, refuse_as};
use crate::store::{Store, StoreError};

/// How long a link code lasts, in seconds.
pub const CODE_LIFETIME: i64 = 10 * 60;

/// The letters of a code: no 0/O, 1/I, so it reads back when typed.
const ALPHABET: &[u8; 32] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/// Letters in a code: 40 bits, and ten minutes to guess them.
const CODE_LEN: usize = 8;

/// A fresh code from the operating system's randomness.
fn new_code() -> Result<String> {
    let mut bytes = [0u8; CODE_LEN];
    getrandom::fill(&mut bytes)
        .map_err(|e| AppError::Store(StoreError::Protocol(format!("no randomness: {e}"))))?;
    Ok(bytes
        .iter()
        .map(|b| ALPHABET[usize::from(b % 32)] as char)
        .collect())
}

/// A code as typed (any case, with dashes or spaces) in its stored form.
fn normalised(typed: &str) -> String {
    typed
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .flat_map(char::to_uppercase)
        .collect()
}

/// `K7QX29PM` shown as `K7QX-29PM`.
fn shown(code: &str) -> String {
    let (a, b) = code.split_at(CODE_LEN / 2);
    format!("{a}-{b}")
}

fn hash_of(code: &str) -> String {
    Sha256::digest(code.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A platform's name in a sentence.
pub(super) fn platform_name(platform: &str, lang: Lang) -> String {
    match platform {
        "discord" => "Discord".into(),
        "telegram" => "Telegram".into(),
        "local" => t!(lang, "link-platform-local"),
        other => other.into(),
    }
}

impl App {
    /// `/link` (a new code) or `/link <code>` (the accounts joined).
    pub(super) async fn link(&self, request: &Request, code: Option<&str>) -> Result<Reply> {
        let me = self.player(request).await?;
        let lang = request.lang;
        let Some(typed) = code else {
            let code = new_code()?;
            let now = self.now();
            let mut tx = self.store.write().await?;
            Store::put_link_code(
                &mut tx,
                &hash_of(&code),
                me,
                &request.platform,
                now,
                now + CODE_LIFETIME,
            )
            .await?;
            tx.commit().await?;
            return Ok(Reply::text(t!(
                lang,
                "link-code",
                code = shown(&code),
                minutes = CODE_LIFETIME / 60
            ))
            .secret());
        };
        let code = normalised(typed);
        let hash = hash_of(&code);
        let mut tx = self.store.write().await?;
        let Some((owner, platform)) = Store::link_code(&mut tx, &hash, self.now()).await? else {
            return refuse_as(refusal!("link-unknown", code = clip(typed, 20)));
        };
        if platform == request.platform {
            return refuse_as(refusal!(
                "link-same-platform",
                platform = platform_name(&platform, lang)
            ));
        }
        Store::drop_link_code(&mut tx, &hash).await?;
        if owner == me {
            tx.commit().await?;
            return Ok(Reply::text(t!(lang, "link-already")).only_for_asker());
        }
        if let Some(game) = Store::shared_game(&mut tx, owner, me).await? {
            tx.commit().await?;
            return refuse_as(refusal!("link-shared-game", id = game));
        }
        if let Some(tournament) = Store::shared_tournament(&mut tx, owner, me).await? {
            tx.commit().await?;
            return refuse_as(refusal!("link-shared-tournament", id = tournament));
        }
        Store::merge_players(&mut tx, owner, me).await?;
        let platforms = Store::account_platforms(&mut tx, owner).await?;
        tx.commit().await?;
        let names: Vec<String> = platforms.iter().map(|p| platform_name(p, lang)).collect();
        Ok(Reply::text(t!(lang, "link-done", platforms = names.join(", "))).only_for_asker())
    }

    /// `/unlink`: the asking account on its own again.
    pub(super) async fn unlink(&self, request: &Request) -> Result<Reply> {
        let me = self.player(request).await?;
        let lang = request.lang;
        let mut tx = self.store.write().await?;
        let platforms = Store::account_platforms(&mut tx, me).await?;
        let others: Vec<String> = platforms
            .iter()
            .filter(|p| **p != request.platform)
            .map(|p| platform_name(p, lang))
            .collect();
        if others.is_empty() {
            return refuse_as(refusal!("unlink-nothing"));
        }
        let name = clip(&request.user.name, 64);
        Store::detach_account(&mut tx, &request.platform, &request.user.id, &name, self.now()).await?;
        tx.commit().await?;
        Ok(Reply::text(t!(
            lang,
            "unlink-done",
            platform = platform_name(&request.platform, lang),
            others = others.join(", ")
        ))
        .only_for_asker())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_eight_letters_that_read_back_as_typed() {
        let code = new_code().unwrap();
        assert_eq!(code.len(), CODE_LEN);
        assert!(code.bytes().all(|b| ALPHABET.contains(&b)), "{code}");
        assert_eq!(normalised(&shown(&code).to_lowercase()), code);
        assert_eq!(normalised(" k7qx 29pm "), "K7QX29PM");
        assert_ne!(new_code().unwrap(), code, "40 bits each time");
    }
}
