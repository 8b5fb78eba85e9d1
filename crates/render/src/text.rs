//! Text in DejaVu Sans Bold, built into the binary: measuring, drawing,
//! shortening with an ellipsis and wrapping.
//!
//! Glyphs are rasterised once per size (by ab_glyph) and kept in a small
//! per-thread cache; pen positions are rounded to whole pixels so cached
//! bitmaps can be reused.

use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::LazyLock;

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont, point};

use crate::canvas::{Canvas, Rgb};

/// DejaVu Sans Bold (Bitstream Vera licence, see `assets/fonts/`).
static FONT_BYTES: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Bold.ttf");

static FONT: LazyLock<Option<FontRef<'static>>> = LazyLock::new(|| FontRef::try_from_slice(FONT_BYTES).ok());

/// Height of capital letters and digits, as a fraction of the font size.
const CAP: f32 = 0.73;
/// Most glyph bitmaps kept per thread before the cache starts over.
const CACHE_LIMIT: usize = 2048;

struct Bitmap {
    left: i32,
    top: i32,
    width: usize,
    coverage: Vec<u8>,
}

thread_local! {
    static GLYPHS: RefCell<HashMap<(u16, u32), Option<Bitmap>>> = RefCell::new(HashMap::new());
}

/// Whether the built-in font loaded (it always should).
#[cfg(test)]
fn font_loaded() -> bool {
    FONT.is_some()
}

/// The glyphs of `text` with their pen positions from 0, and the width.
fn layout(font: &FontRef<'static>, text: &str, size: f32) -> (Vec<(GlyphId, f32)>, f32) {
    let scaled = font.as_scaled(PxScale::from(size));
    let mut pen = 0.0;
    let mut previous: Option<GlyphId> = None;
    let mut glyphs = Vec::with_capacity(text.len());
    for ch in text.chars() {
        if ch.is_control() {
            continue;
        }
        let id = font.glyph_id(ch);
        if let Some(p) = previous {
            pen += scaled.kern(p, id);
        }
        glyphs.push((id, pen));
        pen += scaled.h_advance(id);
        previous = Some(id);
    }
    (glyphs, pen)
}

/// The width of `text` at `size` pixels.
// Kept ours: imageproc's text_size rounds up to whole pixels, shares the
// kerning fault above and is 8 times slower (7.7 against 0.9 µs).
pub fn width(text: &str, size: f32) -> f32 {
    match FONT.as_ref() {
        Some(font) => layout(font, text, size).1,
        None => 0.0,
    }
}

thread_local! {
    /// While [`written`] draws a picture: every text it writes, in order.
    static WRITTEN: std::cell::RefCell<Option<Vec<String>>> = const { std::cell::RefCell::new(None) };
}

/// Runs `draw` and returns every text it wrote on a picture, so tests can
/// read a picture's words (a raw message id, a caption left in English).
pub fn written(draw: impl FnOnce()) -> Vec<String> {
    WRITTEN.with(|log| *log.borrow_mut() = Some(Vec::new()));
    draw();
    WRITTEN.with(|log| log.borrow_mut().take()).unwrap_or_default()
}

/// Draws `text` with its left end at `x` and its baseline at `baseline`;
/// returns its width.
// Kept ours: imageproc 0.27's draw_text_mut applies each kerning pair late
// and reversed ("AR" touch in "AVATAR") and rasterises every glyph on each
// call: 3 times slower (a 22-letter name at 34 px: 79 against 25 µs).
pub fn draw(canvas: &mut Canvas, text: &str, x: f32, baseline: f32, size: f32, colour: Rgb) -> f32 {
    WRITTEN.with(|log| {
        if let Some(log) = log.borrow_mut().as_mut() {
            log.push(text.to_string());
        }
    });
    let Some(font) = FONT.as_ref() else {
        return 0.0;
    };
    if !(x.is_finite() && baseline.is_finite() && size.is_finite()) || size < 1.0 {
        return 0.0;
    }
    let size = size.min(400.0);
    let (glyphs, w) = layout(font, text, size);
    let key_size = (size * 4.0).round() as u32;
    GLYPHS.with(|cache| {
        let mut cache = cache.borrow_mut();
        if cache.len() > CACHE_LIMIT {
            cache.clear();
        }
        for (id, pen) in glyphs {
            let bitmap = cache
                .entry((id.0, key_size))
                .or_insert_with(|| rasterise(font, id, size));
            if let Some(b) = bitmap {
                let gx = ((x + pen).round() as i32).saturating_add(b.left);
                let gy = (baseline.round() as i32).saturating_add(b.top);
                canvas.mask(gx, gy, b.width, &b.coverage, colour, 1.0);
            }
        }
    });
    w
}

fn rasterise(font: &FontRef<'static>, id: GlyphId, size: f32) -> Option<Bitmap> {
    let glyph = id.with_scale_and_position(PxScale::from(size), point(0.0, 0.0));
    let outline = font.outline_glyph(glyph)?;
    let bounds = outline.px_bounds();
    let width = bounds.width().max(0.0) as usize;
    let height = bounds.height().max(0.0) as usize;
    let mut coverage = vec![0u8; width * height];
    outline.draw(|x, y, c| {
        let (x, y) = (x as usize, y as usize);
        if x < width && y < height {
            coverage[y * width + x] = (c.clamp(0.0, 1.0) * 255.0).round() as u8;
        }
    });
    Some(Bitmap {
        left: bounds.min.x as i32,
        top: bounds.min.y as i32,
        width,
        coverage,
    })
}

/// Where text goes relative to the point given.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Align {
    Left,
    Centre,
    Right,
}

/// Draws `text` with its capitals centred vertically on `cy`, aligned on
/// `x` as `align` says; returns its width.
pub fn draw_at(
    canvas: &mut Canvas,
    text: &str,
    x: f32,
    cy: f32,
    size: f32,
    align: Align,
    colour: Rgb,
) -> f32 {
    let w = width(text, size);
    let left = match align {
        Align::Left => x,
        Align::Centre => x - w / 2.0,
        Align::Right => x - w,
    };
    draw(canvas, text, left, cy + size * CAP / 2.0, size, colour)
}

/// `text` shortened with "…" to fit in `max` pixels at `size`.
pub fn fit(text: &str, size: f32, max: f32) -> String {
    let Some(font) = FONT.as_ref() else {
        return String::new();
    };
    let scaled = font.as_scaled(PxScale::from(size));
    // Where each character ends, measured once.
    let mut ends: Vec<(usize, f32)> = Vec::with_capacity(text.len());
    let mut pen = 0.0;
    let mut previous: Option<GlyphId> = None;
    for (i, ch) in text.char_indices() {
        if !ch.is_control() {
            let id = font.glyph_id(ch);
            if let Some(p) = previous {
                pen += scaled.kern(p, id);
            }
            pen += scaled.h_advance(id);
            previous = Some(id);
        }
        ends.push((i + ch.len_utf8(), pen));
    }
    if pen <= max {
        return text.to_string();
    }
    let room = max - width("…", size);
    let keep = ends
        .iter()
        .take_while(|(_, w)| *w <= room)
        .last()
        .map_or(0, |(end, _)| *end);
    if keep == 0 && room < 0.0 {
        return String::new();
    }
    format!("{}…", text[..keep].trim_end())
}

/// `text` broken into at most `lines` lines of at most `max` pixels at
/// `size`, the last one shortened with "…" if text is left over.
pub fn wrap(text: &str, size: f32, max: f32, lines: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut current = String::new();
    let mut words = text.split_whitespace();
    while let Some(word) = words.next() {
        let candidate = if current.is_empty() {
            word.to_string()
        } else {
            format!("{current} {word}")
        };
        if width(&candidate, size) <= max || current.is_empty() {
            current = candidate;
            continue;
        }
        if out.len() + 1 == lines {
            // No room for another line: finish this one with the rest.
            let rest: Vec<&str> = std::iter::once(word).chain(words.by_ref()).collect();
            current = format!("{current} {}", rest.join(" "));
            break;
        }
        out.push(std::mem::take(&mut current));
        current = word.to_string();
    }
    if !current.is_empty() && lines > 0 {
        out.push(current);
    }
    out.truncate(lines);
    out.into_iter().map(|l| fit(&l, size, max)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_font_loads_and_measures() {
        assert!(font_loaded());
        assert!(width("Tavolo", 30.0) > 60.0);
        assert!(width("WW", 30.0) > width("ii", 30.0));
    }

    #[test]
    fn fit_shortens_with_an_ellipsis() {
        let long = "Bartholomew the Magnificent";
        let short = fit(long, 30.0, 200.0);
        assert!(short.ends_with('…'), "{short}");
        assert!(width(&short, 30.0) <= 200.0);
        assert_eq!(fit("Ann", 30.0, 200.0), "Ann");
        assert_eq!(fit("Ann", 30.0, 1.0), "");
    }

    #[test]
    fn wrap_breaks_at_spaces_and_ends_with_an_ellipsis() {
        let text = "Moving: Black to move; 0 plies without a removal (draw at 100)";
        let lines = wrap(text, 30.0, 400.0, 2);
        assert_eq!(lines.len(), 2);
        assert!(lines.iter().all(|l| width(l, 30.0) <= 400.0));
        assert!(lines[1].ends_with('…'));
        assert_eq!(wrap("short", 30.0, 400.0, 2), ["short"]);
        assert!(wrap("", 30.0, 400.0, 2).is_empty());
    }
}
