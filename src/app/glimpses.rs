//! Secrets shown for a moment (see `games::Glimpse`): the lifted bell of
//! Ting Tong shown to the table, the piece Evade's player peeks at shown to
//! them alone. The core turns a glimpse into a [`Fleeting`] message that
//! the adapters delete after a few seconds; the lasting board never
//! carries it.

use games::{DynGame, Glimpse, Seat};

use super::speech::Speech;
use super::texts::{Lang, game_name, lang_of, t};
use super::{App, BoardRef, Fleeting, Result, start_game};
use crate::store::GameRow;

/// How long a glimpse stays, in seconds, unless set otherwise
/// ([`App::with_glimpse_seconds`]): time to see it, not to study it.
pub const GLIMPSE_SECONDS: u32 = 5;

impl App {
    /// Sets how long a glimpse stays before its message is deleted.
    pub fn with_glimpse_seconds(mut self, seconds: u32) -> App {
        self.glimpse_seconds = seconds;
        self
    }

    /// The fleeting message of `glimpse`, uncovered by the last move of
    /// `game` (the `row`'s game): for `mover` alone when the glimpse is
    /// their seat's, for the table when it is everyone's; `None` when it
    /// is another seat's (nobody here may see it).
    pub(super) fn fleeting(
        &self,
        row: &GameRow,
        game: &dyn DynGame,
        glimpse: Glimpse,
        mover: Option<Seat>,
        lang: Lang,
    ) -> Option<Fleeting> {
        let private = match glimpse.to {
            None => false,
            Some(seat) if Some(seat) == mover => true,
            Some(_) => return None,
        };
        let seconds = self.glimpse_seconds;
        let title = format!("{} #{}", game_name(game.info(), lang), row.id);
        let frame = render::Frame::new(t!(lang, "glimpse-title", title = title, seconds = seconds))
            .with_words(super::texts::picture_words(lang))
            .with_speaker(Speech::new(game.info(), lang).shared())
            .for_seat(glimpse.to);
        let text = if private {
            t!(lang, "glimpse-yours", id = row.id, seconds = seconds)
        } else {
            t!(lang, "glimpse-table", id = row.id, seconds = seconds)
        };
        Some(Fleeting {
            text,
            image: render::render_png(&glimpse.view, &frame).ok(),
            seconds,
            private,
        })
    }

    /// The table's glimpse of game `shown.game_id` at ply `shown.ply`, for
    /// a notice (the bot lifted a bell): the game is replayed to that ply,
    /// so the picture is the one its move uncovered whenever the notice is
    /// delivered. `None` when there is none, or it is a seat's.
    ///
    /// # Errors
    /// The store failed.
    pub async fn glimpse_at(&self, shown: BoardRef) -> Result<Option<Fleeting>> {
        let Some(row) = self.store.game(shown.game_id).await? else {
            return Ok(None);
        };
        let moves = self.store.moves(row.id).await?;
        let Some(before) = usize::try_from(shown.ply).ok().and_then(|n| moves.get(..n)) else {
            return Ok(None);
        };
        let game = self.caught_up(&row, start_game(&row.slug, &row.options)?, before)?;
        let lang = lang_of(&row.lang);
        Ok(game
            .glimpse()
            .filter(|g| g.to.is_none())
            .and_then(|g| self.fleeting(&row, game.as_ref(), g, None, lang)))
    }
}

/// The ply a notice's glimpse is taken at: right after the move that
/// uncovered it (what the game did by itself after it, a new round dealt,
/// would cover it again).
pub(super) fn glimpse_ref(game: &dyn DynGame, row: &GameRow, ply: i64) -> Option<BoardRef> {
    game.glimpse().filter(|g| g.to.is_none()).map(|_| BoardRef {
        game_id: row.id,
        ply,
        facing: None,
    })
}
