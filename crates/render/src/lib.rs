//! Board pictures: any game's neutral [`View`] drawn as a PNG that reads on
//! a phone.
//!
//! The renderer knows board *kinds* (squares, plain, checkered or grooved
//! for walls; intersections; graphs of points and lines; mancala pits; race
//! tracks; token rows; tables boards; holes for pegs), the layers any board
//! may carry (special cells, links, walls, stacks seen from the side or
//! from above, tiles in hand), style keys and seat colours, never games. What the engine does not know — the players'
//! names, the game's title, the viewing seat and the theme — comes in a
//! [`Frame`].
//!
//! ```
//! use games::view::{Board, View};
//! let mut view = View::new(Board::squares(8, 8).checkered(true));
//! view.piece("e4", Some(games::Seat(0)), "man");
//! let png = render::render_png(&view, &render::Frame::new("Draughts")).unwrap();
//! assert_eq!(&png[1..4], b"PNG");
//! ```
//!
//! Every picture is at most 1280 pixels on its longer side (1000 wide),
//! drawn with anti-aliased shapes at its final size, thick lines and large
//! text so it survives JPEG recompression by chat apps. Rendering never
//! panics: cells a view names but its board lacks are skipped, empty boards
//! are drawn, and absurd sizes are clamped.
//!
//! # Our drawing and imageproc's
//!
//! Every shape and letter is still drawn here (`canvas`, `text`); imageproc
//! 0.27 was measured against each of them (`benches/imageproc_vs_ours.rs`:
//! median per call on the shared 2-core machine, both sides in one run;
//! the same shapes drawn side by side to look at) and serves none without
//! a loss, so it is only a dev-dependency of that comparison:
//!
//! | what | ours | imageproc | why ours stays |
//! | --- | --- | --- | --- |
//! | text, 22-letter name at 34 px | 25 µs | 79 µs | its layout applies each kerning pair one glyph late and reversed ("AR" touch in "AVATAR"); no glyph cache |
//! | text, "e4" at 22 px / "12" at 40 px | 1.3 / 3.1 µs | 4.2 / 8.3 µs | as above |
//! | measuring that name | 0.9 µs | 7.7 µs | whole pixels, same kerning fault |
//! | level line 600×3 | 0.33 µs | 18 µs | slower; whole-pixel edges |
//! | diagonal 200×4 / 300×1 | 15 / 8.2 µs | 7.9 / 4.1 µs | its segment is 1 px wide with whole-pixel ends; a wide one as its polygon has jagged square ends |
//! | disc r 30 / r 8 | 4.9 / 1.1 µs | 5.5 / 0.5 µs | not anti-aliased (a staircase), whole-pixel centre and radius, no rim |
//! | triangle 60×360 / hexagon r 40 | 29 / 10 µs | 27 / 8.1 µs | corners snap to whole pixels and its Wu-line edges spread outside the shape: a light fringe outside the edge lines of backgammon points |
//! | blur 80×80, σ 3 | — | 305 µs | we draw no shadows; a blurred shadow under each piece would cost more than the 3 ms of a board |
//!
//! Resizing (the piece pictures, once per size) stays `image`'s triangle
//! filter: imageproc has no resize of its own. The comparison did show our
//! polygons far too slow (215 and 108 µs against imageproc's 51 and 14 in
//! a first, busier run), shading every pixel of their box: they and their
//! edge bands now find each row's span first and shade only the edges, with
//! the same pixels, and the backgammon board renders in 3.8 ms instead of
//! 34 (`benches/render.rs`, `kind/points`).

mod board;
// Public for the comparison benchmark (`benches/imageproc_vs_ours.rs`)
// only: not part of the crate's interface.
#[doc(hidden)]
pub mod canvas;
mod panels;
mod replay;
mod sprites;
mod table;
#[doc(hidden)]
pub mod text;
mod theme;

use std::fmt;

use games::view::View;
use games::{Seat, Speaker};
use image::RgbImage;

pub use canvas::MAX_SIDE;
pub use replay::{Replay, encode_gif};
pub use table::render_table;
pub use theme::ThemeKey;

/// What the engine does not know about a picture.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Frame {
    /// The game's title, written small at the top ("Awele").
    pub title: String,
    /// Display names by seat index; names too long for their panel are
    /// shortened with "…". Callers should limit them on entry too.
    pub names: Vec<String>,
    /// The seat the picture is for: seat 1 sees the board turned half a
    /// circle where the board kind allows it. `None`: a spectator.
    pub seat: Option<Seat>,
    pub theme: ThemeKey,
    /// The words the picture writes itself (badges), in the reader's
    /// language; English by default.
    pub words: Words,
    /// Words the engine's messages (caption, scores) for the reader; the
    /// neutral form by default.
    pub speaker: Speaker,
    /// Time left on each seat's clock, as written for the reader ("2 days
    /// 19 hours"), shown in the seat's panel; empty for a game without one.
    pub clocks: Vec<Option<String>>,
}

/// The few words a picture writes itself.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Words {
    pub wins: String,
    pub draw: String,
    pub to_move: String,
    pub to_throw: String,
    /// "{n} in hand": `{n}` is replaced by the count.
    pub in_hand: String,
    /// Over the dice: the throw being played, and the last one when the
    /// next is due.
    pub throw: String,
    pub last_throw: String,
}

impl Default for Words {
    fn default() -> Words {
        Words {
            wins: "WINS".into(),
            draw: "DRAW".into(),
            to_move: "TO MOVE".into(),
            to_throw: "TO THROW".into(),
            in_hand: "{n} in hand".into(),
            throw: "throw".into(),
            last_throw: "last throw".into(),
        }
    }
}

impl Frame {
    /// A frame with a title, no names, for spectators, in the classic theme.
    pub fn new(title: impl Into<String>) -> Frame {
        Frame {
            title: title.into(),
            ..Frame::default()
        }
    }

    /// The players' display names, by seat.
    pub fn with_names<S: Into<String>>(mut self, names: impl IntoIterator<Item = S>) -> Frame {
        self.names = names.into_iter().map(Into::into).collect();
        self
    }

    /// The time left per seat, shown in the panels.
    pub fn with_clocks(mut self, clocks: Vec<Option<String>>) -> Frame {
        self.clocks = clocks;
        self
    }

    /// The words of the badges, in the reader's language.
    pub fn with_words(mut self, words: Words) -> Frame {
        self.words = words;
        self
    }

    /// Who words the engine's messages.
    pub fn with_speaker(mut self, speaker: Speaker) -> Frame {
        self.speaker = speaker;
        self
    }

    /// The viewing seat.
    pub fn for_seat(mut self, seat: Option<Seat>) -> Frame {
        self.seat = seat;
        self
    }

    /// The theme.
    pub fn with_theme(mut self, theme: ThemeKey) -> Frame {
        self.theme = theme;
        self
    }
}

/// Why no picture came out.
#[derive(Debug)]
pub enum RenderError {
    /// The PNG encoder refused the picture.
    Encode(image::ImageError),
    /// The GIF encoder refused a replay (or there was no frame).
    Gif(String),
}

impl fmt::Display for RenderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RenderError::Encode(e) => write!(f, "could not encode the picture as PNG: {e}"),
            RenderError::Gif(e) => write!(f, "could not encode the replay as GIF: {e}"),
        }
    }
}

impl std::error::Error for RenderError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            RenderError::Encode(e) => Some(e),
            RenderError::Gif(_) => None,
        }
    }
}

/// Draws `view` as an RGB picture. Never panics.
pub fn render(view: &View, frame: &Frame) -> RgbImage {
    draw(view, frame, Vec::new()).into_image()
}

/// The picture's layout: the board plan placed under the header and the
/// status box, and the picture's height.
struct Layout {
    plan: board::Plan,
    height: f32,
    status_top: f32,
}

fn layout(view: &View, frame: &Frame) -> Layout {
    let header = panels::header_height(view, frame);
    let status = panels::status_height(view, frame);
    let top = header + status + 4.0;
    let room = board::Room {
        w: panels::WIDTH - 2.0 * panels::MARGIN,
        h: (MAX_SIDE as f32 - top - panels::MARGIN).clamp(200.0, 860.0),
    };
    // A player sees their own side at the bottom: the picture is turned for
    // the second seat, or, when the view names the bottom seat, for anyone else.
    let flip = match view.bottom {
        None => frame.seat == Some(Seat::SECOND),
        Some(bottom) => frame.seat.is_some_and(|s| s != bottom),
    };
    let mut plan = board::plan(&view.board, flip, room);
    plan.origin = (((panels::WIDTH - plan.width) / 2.0).round(), top.round());
    Layout {
        height: (plan.origin.1 + plan.height + panels::MARGIN).ceil(),
        status_top: header,
        plan,
    }
}

/// `view` with its cell words worded for the frame's reader and written
/// among the labels, when it has any.
fn worded(view: &View, frame: &Frame) -> Option<View> {
    if view.cell_words.is_empty() {
        return None;
    }
    let mut worded = view.clone();
    let words = view
        .cell_words
        .iter()
        .map(|(cell, word)| (cell.clone(), frame.speaker.say(word)));
    worded.cell_labels.extend(words);
    Some(worded)
}

/// Draws `view` in `buffer` (reused for the pixels).
fn draw(view: &View, frame: &Frame, buffer: Vec<u8>) -> canvas::Canvas {
    let worded = worded(view, frame);
    let view = worded.as_ref().unwrap_or(view);
    let theme = theme::Theme::get(frame.theme);
    let Layout {
        plan,
        height,
        status_top,
    } = layout(view, frame);
    let mut canvas = canvas::Canvas::reusing(buffer, panels::WIDTH as u32, height as u32, theme.background);
    panels::draw_header(&mut canvas, view, frame, theme);
    panels::draw_status(&mut canvas, view, frame, status_top, theme);
    board::draw(&mut canvas, view, &plan, theme);
    canvas
}

/// Every text [`render`] writes on the picture of `view` in `frame`
/// (titles, names, badges, captions, scores, coordinates), in the order
/// drawn: what a test reads instead of the pixels.
pub fn words_written(view: &View, frame: &Frame) -> Vec<String> {
    text::written(|| {
        draw(view, frame, Vec::new());
    })
}

/// Where a cell is drawn in the picture [`render`] makes.
#[derive(Clone, PartialEq, Debug)]
pub struct Spot {
    /// The cell's name, as in the view.
    pub cell: String,
    /// Its centre, in pixels from the picture's top left corner.
    pub x: f32,
    pub y: f32,
    /// The radius of a piece drawn on it; for pits and stores, the pit's
    /// radius or the store's half width.
    pub piece_radius: f32,
}

/// Where each cell of `view`'s board is drawn, for click maps and tests.
pub fn spots(view: &View, frame: &Frame) -> Vec<Spot> {
    let plan = layout(view, frame).plan;
    plan.cells
        .iter()
        .map(|c| {
            let (x, y) = plan.abs(c.at);
            let piece_radius = match c.shape {
                board::Shape::Pit { r } => r,
                board::Shape::Store { hw, .. } => hw,
                _ => plan.piece_r,
            };
            Spot {
                cell: c.name.clone(),
                x,
                y,
                piece_radius,
            }
        })
        .collect()
}

/// Encodes a picture as PNG, favouring speed over size (a board is sent
/// once): fast deflate after the Up filter. Over the boards of the six
/// first games and every board kind that was the fastest pairing (0.75 ms
/// on average, against 1.4 ms with adaptive filters), for files about twice
/// as large (a few hundred kilobytes).
///
/// # Errors
/// [`RenderError::Encode`] if the encoder fails.
pub fn encode_png(image: &RgbImage) -> Result<Vec<u8>, RenderError> {
    encode_rgb(image.as_raw(), image.width(), image.height())
}

fn encode_rgb(pixels: &[u8], width: u32, height: u32) -> Result<Vec<u8>, RenderError> {
    use image::ImageEncoder;
    use image::codecs::png::{CompressionType, FilterType, PngEncoder};
    let mut out = Vec::with_capacity(pixels.len() / 8);
    PngEncoder::new_with_quality(&mut out, CompressionType::Fast, FilterType::Up)
        .write_image(pixels, width, height, image::ExtendedColorType::Rgb8)
        .map_err(RenderError::Encode)?;
    Ok(out)
}

thread_local! {
    /// The last picture's pixel buffer, drawn over by the next one: a board
    /// is a few megabytes, and fresh memory costs page faults.
    static PIXELS: std::cell::Cell<Vec<u8>> = const { std::cell::Cell::new(Vec::new()) };
}

/// Draws `view` and encodes it as PNG.
///
/// # Errors
/// [`RenderError::Encode`] if the encoder fails.
pub fn render_png(view: &View, frame: &Frame) -> Result<Vec<u8>, RenderError> {
    let canvas = draw(view, frame, PIXELS.take());
    let png = encode_rgb(canvas.pixels(), canvas.width(), canvas.height());
    PIXELS.set(canvas.into_pixels());
    png
}
