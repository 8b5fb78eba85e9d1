//! The start position of a playable game as a PNG (feature `picture`).

use std::collections::BTreeMap;
use std::fmt;

use crate::{Entry, Lang, NotFound};

/// Why no picture came out.
#[derive(Debug)]
pub enum PictureError {
    /// No such game.
    Game(NotFound),
    /// The game has pages but is not playable here, so it has no board.
    NotPlayable { slug: String },
    /// The engine refused to start it (a bug in its declared defaults).
    Start(games::OptionError),
    /// The renderer failed to encode the picture.
    Render(render::RenderError),
}

impl fmt::Display for PictureError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PictureError::Game(e) => write!(f, "{e}"),
            PictureError::NotPlayable { slug } => {
                write!(f, "'{slug}' is not playable here, so it has no board")
            }
            PictureError::Start(e) => write!(f, "the game would not start: {e}"),
            PictureError::Render(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for PictureError {}

/// The start position of the game `game` names (see [`crate::lookup`]),
/// with its default options, drawn for spectators and titled with its name
/// in `lang`.
///
/// # Errors
/// An unknown game, a game not playable here, or a failure to start or draw.
pub fn setup_png(game: &str, lang: Lang) -> Result<Vec<u8>, PictureError> {
    let entry = crate::lookup(game).map_err(PictureError::Game)?;
    entry_setup_png(entry, lang)
}

/// [`setup_png`] for an entry already looked up.
///
/// # Errors
/// A game not playable here, or a failure to start or draw.
pub fn entry_setup_png(entry: &Entry, lang: Lang) -> Result<Vec<u8>, PictureError> {
    let registered = entry.game().ok_or_else(|| PictureError::NotPlayable {
        slug: entry.slug().to_string(),
    })?;
    let game = registered.start(&BTreeMap::new()).map_err(PictureError::Start)?;
    let frame = render::Frame::new(entry.name(lang));
    render::render_png(&game.view(None), &frame).map_err(PictureError::Render)
}
