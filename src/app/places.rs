//! What adapters may ask about games and accounts beyond a request: where a
//! game is played and how far it is (for deep links and stale buttons), and
//! handles that stand in for users a platform could not name yet.

use super::{App, Result, UserRef, clip};
use crate::store::Store;

/// Where a game is played, and its current ply (the number of moves
/// recorded, the `ply` of a [`super::BoardRef`] showing it now).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct GamePlace {
    pub platform: String,
    pub chat: String,
    pub ply: i64,
}

impl App {
    /// Where game `game_id` is played and its current ply; none if there is
    /// no such game.
    ///
    /// # Errors
    /// The store failed.
    pub async fn game_place(&self, game_id: i64) -> Result<Option<GamePlace>> {
        Ok(self
            .store
            .game_place(game_id)
            .await?
            .map(|(platform, chat, ply)| GamePlace { platform, chat, ply }))
    }

    /// `user` is the one a stand-in `handle` meant (a platform that cannot
    /// turn `@bob` into a user id challenges the account `@bob`; when bob
    /// shows up, his handle is his). The stand-in's open invitations become
    /// the user's; returns whether there was a stand-in.
    ///
    /// # Errors
    /// The store failed.
    pub async fn link_handle(&self, platform: &str, handle: &str, user: &UserRef) -> Result<bool> {
        if handle == user.id || self.store.find_player(platform, handle).await?.is_none() {
            return Ok(false);
        }
        let mut tx = self.store.write().await?;
        let done = Store::adopt_handle(&mut tx, platform, handle, &user.id, &clip(&user.name, 64)).await?;
        tx.commit().await?;
        Ok(done)
    }
}
