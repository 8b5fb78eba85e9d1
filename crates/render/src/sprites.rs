//! Pieces drawn from named pictures: a view's piece whose style key is
//! `sprite:NAME` is drawn from the embedded picture `NAME-COLOUR.png`, the
//! colour being the owner's colour key ("white", "black"), scaled to the
//! piece's size. The pictures live in `assets/pieces/` with their credits;
//! a name without a picture for that colour falls back to the plain piece.

use std::cell::RefCell;
use std::collections::HashMap;

use image::RgbaImage;
use image::imageops::FilterType;

use crate::canvas::{Canvas, Pt};

/// An embedded picture: its name and PNG bytes.
macro_rules! sprite {
    ($name:literal) => {
        (
            $name,
            include_bytes!(concat!("../../../assets/pieces/cburnett/", $name, ".png")).as_slice(),
        )
    };
}

/// The named pictures (the cburnett chess set).
static PICTURES: &[(&str, &[u8])] = &[
    sprite!("chess-king-white"),
    sprite!("chess-king-black"),
    sprite!("chess-queen-white"),
    sprite!("chess-queen-black"),
    sprite!("chess-rook-white"),
    sprite!("chess-rook-black"),
    sprite!("chess-bishop-white"),
    sprite!("chess-bishop-black"),
    sprite!("chess-knight-white"),
    sprite!("chess-knight-black"),
    sprite!("chess-pawn-white"),
    sprite!("chess-pawn-black"),
];

/// Most scaled pictures kept.
const CACHE_LIMIT: usize = 256;

thread_local! {
    static SCALED: RefCell<HashMap<(String, u32), Option<RgbaImage>>> = RefCell::new(HashMap::new());
}

/// Whether a picture named `name` exists for the colour key `colour`.
#[cfg(test)]
fn exists(name: &str, colour: &str) -> bool {
    let full = format!("{name}-{colour}");
    PICTURES.iter().any(|(n, _)| *n == full)
}

/// Draws the picture `name` of colour `colour` centred on `c`, `side`
/// pixels square; false if there is no such picture.
pub(crate) fn draw(canvas: &mut Canvas, name: &str, colour: &str, c: Pt, side: f32, alpha: f32) -> bool {
    let full = format!("{name}-{colour}");
    let Some((_, bytes)) = PICTURES.iter().find(|(n, _)| *n == full) else {
        return false;
    };
    if !(c.0.is_finite() && c.1.is_finite() && (2.0..=1024.0).contains(&side)) {
        return false;
    }
    let px = side.round() as u32;
    SCALED.with(|cache| {
        let mut cache = cache.borrow_mut();
        if cache.len() > CACHE_LIMIT {
            cache.clear();
        }
        let scaled = cache.entry((full, px)).or_insert_with(|| {
            let image = image::load_from_memory_with_format(bytes, image::ImageFormat::Png).ok()?;
            Some(image::imageops::resize(
                &image.to_rgba8(),
                px,
                px,
                FilterType::Triangle,
            ))
        });
        match scaled {
            Some(picture) => {
                let x = (c.0 - px as f32 / 2.0).round() as i64;
                let y = (c.1 - px as f32 / 2.0).round() as i64;
                canvas.picture(x, y, picture, alpha);
                true
            }
            None => false,
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_picture_decodes() {
        for (name, bytes) in PICTURES {
            let image = image::load_from_memory(bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(image.width(), image.height(), "{name}");
        }
        assert!(exists("chess-king", "white") && exists("chess-pawn", "black"));
        assert!(!exists("chess-king", "red"));
    }
}
