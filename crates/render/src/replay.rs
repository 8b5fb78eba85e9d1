//! A game's replay as an animated GIF, one frame per position.
//!
//! Consecutive boards differ in a few places (a piece moved, a panel's
//! "to move", the caption), so each frame after the first is only the
//! rectangle that changed, placed over the previous one, and inside it the
//! pixels that did not change are transparent: runs the GIF's compression
//! shrinks to almost nothing. Each frame has its own palette: the exact
//! colours of the pixels it changes when they are 255 or fewer (they
//! usually are), else the most frequent ones exactly and NeuQuant's choice
//! for the rest (the first frame: a board's flat areas exact, the edges of
//! its text close). Frames of different sizes (a caption that wraps) are
//! drawn on one canvas, the largest, filled with the first picture's
//! background; to know it without holding every frame, the frames are
//! drawn twice, so a long game's replay needs two pictures' memory.

use std::borrow::Cow;
use std::collections::HashMap;

use color_quant::NeuQuant;
use image::{Rgb, RgbImage};

use crate::RenderError;

/// NeuQuant's sampling, 1 (every pixel, best colours) to 30 (fastest).
const SAMPLING: i32 = 10;
/// Colours of a palette; the 256th index is the transparent one.
const COLOURS: usize = 255;
const TRANSPARENT: u8 = 255;
/// Colours kept exactly in a palette that cannot hold them all.
const EXACT: usize = 96;

/// How a replay is timed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Replay {
    /// Each position's time on screen, in hundredths of a second.
    pub delay: u16,
    /// The last position's, so the result can be read before it loops.
    pub last_delay: u16,
}

impl Default for Replay {
    fn default() -> Self {
        Replay {
            delay: 80,
            last_delay: 400,
        }
    }
}

/// The `count` frames `draw(0)`, `draw(1)`, … as one looping GIF. `draw`
/// is called twice per frame and must draw the same picture both times.
///
/// # Errors
/// [`RenderError::Gif`] with no frame, or when the encoder refuses.
pub fn encode_gif(
    count: usize,
    mut draw: impl FnMut(usize) -> RgbImage,
    timing: Replay,
) -> Result<Vec<u8>, RenderError> {
    let gif_error = |e: gif::EncodingError| RenderError::Gif(e.to_string());
    if count == 0 {
        return Err(RenderError::Gif("no frame".into()));
    }
    let (mut width, mut height) = (1, 1);
    let mut background = Rgb([255, 255, 255]);
    for i in 0..count {
        let picture = draw(i);
        if i == 0 {
            background = *picture.get_pixel(0, 0);
        }
        width = width.max(picture.width());
        height = height.max(picture.height());
    }
    let (w16, h16) = match (u16::try_from(width), u16::try_from(height)) {
        (Ok(w), Ok(h)) => (w, h),
        _ => return Err(RenderError::Gif(format!("{width}×{height} is too large"))),
    };
    let mut out = Vec::new();
    {
        let mut encoder = gif::Encoder::new(&mut out, w16, h16, &[]).map_err(gif_error)?;
        encoder.set_repeat(gif::Repeat::Infinite).map_err(gif_error)?;
        let mut shown: Option<RgbImage> = None;
        for i in 0..count {
            let canvas = on_canvas(&draw(i), width, height, background);
            let (left, top, right, bottom) = match &shown {
                None => (0, 0, width, height),
                Some(before) => changed(before, &canvas).unwrap_or((0, 0, 1, 1)),
            };
            // The pixels this frame changes (all of the first's).
            let mut fresh: Vec<Option<[u8; 3]>> =
                Vec::with_capacity(((right - left) * (bottom - top)) as usize);
            for y in top..bottom {
                for x in left..right {
                    let Rgb(rgb) = *canvas.get_pixel(x, y);
                    let same = shown.as_ref().is_some_and(|b| b.get_pixel(x, y).0 == rgb);
                    fresh.push((!same).then_some(rgb));
                }
            }
            let palette = Palette::of(fresh.iter().flatten());
            let mut indices: HashMap<[u8; 3], u8> = HashMap::new();
            let buffer: Vec<u8> = fresh
                .iter()
                .map(|p| match p {
                    None => TRANSPARENT,
                    Some(rgb) => *indices.entry(*rgb).or_insert_with(|| palette.index_of(*rgb)),
                })
                .collect();
            let mut colours = palette.rgb();
            colours.resize(256 * 3, 0);
            // The rectangle lies inside a canvas whose sides fit in u16.
            let frame = gif::Frame {
                left: left as u16,
                top: top as u16,
                width: (right - left) as u16,
                height: (bottom - top) as u16,
                buffer: Cow::Owned(buffer),
                palette: Some(colours),
                transparent: Some(TRANSPARENT),
                dispose: gif::DisposalMethod::Keep,
                delay: if i + 1 == count {
                    timing.last_delay
                } else {
                    timing.delay
                },
                ..gif::Frame::default()
            };
            encoder.write_frame(&frame).map_err(gif_error)?;
            shown = Some(canvas);
        }
    }
    Ok(out)
}

/// A frame's colours: every one exactly when they fit, else the most
/// frequent exactly and NeuQuant's choice for the rest.
struct Palette {
    exact: Vec<[u8; 3]>,
    rest: Option<NeuQuant>,
}

impl Palette {
    fn of<'a>(pixels: impl Iterator<Item = &'a [u8; 3]>) -> Palette {
        let mut counts: HashMap<[u8; 3], u32> = HashMap::new();
        for rgb in pixels {
            *counts.entry(*rgb).or_default() += 1;
        }
        let mut by_count: Vec<([u8; 3], u32)> = counts.into_iter().collect();
        // Most frequent first; ties by colour, so that the file is the
        // same on every run.
        by_count.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        if by_count.len() <= COLOURS {
            return Palette {
                exact: by_count.into_iter().map(|(c, _)| c).collect(),
                rest: None,
            };
        }
        let mut rest = Vec::new();
        for (colour, count) in &by_count[EXACT..] {
            for _ in 0..(*count).min(16) {
                rest.extend_from_slice(&[colour[0], colour[1], colour[2], 255]);
            }
        }
        Palette {
            exact: by_count[..EXACT].iter().map(|(c, _)| *c).collect(),
            rest: Some(NeuQuant::new(SAMPLING, COLOURS - EXACT, &rest)),
        }
    }

    /// The palette as GIF writes it: r, g, b of each index.
    fn rgb(&self) -> Vec<u8> {
        let mut out: Vec<u8> = self.exact.iter().flatten().copied().collect();
        if let Some(rest) = &self.rest {
            out.extend(rest.color_map_rgb());
        }
        out
    }

    /// The index of `rgb`, one of the colours the palette was made of.
    fn index_of(&self, rgb: [u8; 3]) -> u8 {
        if let Some(i) = self.exact.iter().position(|c| *c == rgb) {
            return i as u8;
        }
        let rest = self
            .rest
            .as_ref()
            .map_or(0, |q| q.index_of(&[rgb[0], rgb[1], rgb[2], 255]));
        (self.exact.len() + rest) as u8
    }
}

/// `picture` at the top left of a `width`×`height` canvas of `background`.
fn on_canvas(picture: &RgbImage, width: u32, height: u32, background: Rgb<u8>) -> RgbImage {
    if picture.dimensions() == (width, height) {
        return picture.clone();
    }
    let mut canvas = RgbImage::from_pixel(width, height, background);
    image::imageops::replace(&mut canvas, picture, 0, 0);
    canvas
}

/// The smallest rectangle (left, top, right, bottom; right and bottom
/// excluded) holding every pixel that differs; none when none does.
fn changed(before: &RgbImage, after: &RgbImage) -> Option<(u32, u32, u32, u32)> {
    let (width, height) = after.dimensions();
    let mut bounds: Option<(u32, u32, u32, u32)> = None;
    for y in 0..height {
        let (a, b) = (row(before, y), row(after, y));
        if a == b {
            continue;
        }
        let first = a
            .chunks(3)
            .zip(b.chunks(3))
            .position(|(p, q)| p != q)
            .unwrap_or(0) as u32;
        let last = width
            - a.chunks(3)
                .zip(b.chunks(3))
                .rev()
                .position(|(p, q)| p != q)
                .unwrap_or(0) as u32;
        bounds = Some(match bounds {
            None => (first, y, last, y + 1),
            Some((l, t, r, _)) => (l.min(first), t, r.max(last), y + 1),
        });
    }
    bounds
}

fn row(image: &RgbImage, y: u32) -> &[u8] {
    let stride = image.width() as usize * 3;
    &image.as_raw()[y as usize * stride..(y as usize + 1) * stride]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn picture(width: u32, height: u32, dot: Option<(u32, u32)>) -> RgbImage {
        let mut p = RgbImage::from_pixel(width, height, Rgb([240, 235, 220]));
        if let Some((x, y)) = dot {
            p.put_pixel(x, y, Rgb([20, 20, 20]));
        }
        p
    }

    /// The frames as the decoder sees them: (left, top, width, height).
    fn frames(gif: &[u8]) -> Vec<(u16, u16, u16, u16, u16)> {
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let mut decoder = options.read_info(gif).unwrap();
        let mut out = Vec::new();
        while let Some(f) = decoder.read_next_frame().unwrap() {
            out.push((f.left, f.top, f.width, f.height, f.delay));
        }
        out
    }

    #[test]
    fn each_frame_after_the_first_is_what_changed() {
        let shots = [
            picture(40, 30, None),
            picture(40, 30, Some((5, 7))),
            picture(40, 30, Some((5, 7))),
        ];
        let gif = encode_gif(shots.len(), |i| shots[i].clone(), Replay::default()).unwrap();
        assert_eq!(&gif[..6], b"GIF89a");
        assert_eq!(
            frames(&gif),
            [(0, 0, 40, 30, 80), (5, 7, 1, 1, 80), (0, 0, 1, 1, 400)]
        );
    }

    #[test]
    fn frames_of_other_sizes_share_the_largest_canvas() {
        let shots = [picture(40, 30, None), picture(40, 36, Some((39, 35)))];
        let gif = encode_gif(shots.len(), |i| shots[i].clone(), Replay::default()).unwrap();
        let decoder = gif::DecodeOptions::new().read_info(gif.as_slice()).unwrap();
        assert_eq!((decoder.width(), decoder.height()), (40, 36));
        // The first is drawn on the whole canvas, background below it.
        assert_eq!(frames(&gif), [(0, 0, 40, 36, 80), (39, 35, 1, 1, 400)]);
    }

    /// Every frame as the viewer sees it: the frames laid over each other,
    /// transparent pixels showing the one before.
    fn composited(gif: &[u8]) -> Vec<Vec<u8>> {
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let mut decoder = options.read_info(gif).unwrap();
        let (width, height) = (decoder.width() as usize, decoder.height() as usize);
        let mut screen = vec![0u8; width * height * 4];
        let mut shots = Vec::new();
        while let Some(f) = decoder.read_next_frame().unwrap() {
            for y in 0..f.height as usize {
                for x in 0..f.width as usize {
                    let from = (y * f.width as usize + x) * 4;
                    if f.buffer[from + 3] == 0 {
                        continue;
                    }
                    let to = ((f.top as usize + y) * width + f.left as usize + x) * 4;
                    screen[to..to + 4].copy_from_slice(&f.buffer[from..from + 4]);
                }
            }
            shots.push(screen.clone());
        }
        shots
    }

    #[test]
    fn the_viewer_sees_each_position_exactly() {
        let mut moved = picture(40, 30, Some((5, 7)));
        moved.put_pixel(30, 20, Rgb([200, 30, 30]));
        let shots = [picture(40, 30, None), picture(40, 30, Some((5, 7))), moved];
        let gif = encode_gif(shots.len(), |i| shots[i].clone(), Replay::default()).unwrap();
        let seen = composited(&gif);
        assert_eq!(seen.len(), 3);
        for (shot, seen) in shots.iter().zip(&seen) {
            let rgba: Vec<u8> = shot.pixels().flat_map(|p| [p[0], p[1], p[2], 255]).collect();
            assert!(rgba == *seen, "a frame differs from its position");
        }
    }

    #[test]
    fn no_frame_is_an_error_not_a_panic() {
        assert!(encode_gif(0, |_| RgbImage::new(1, 1), Replay::default()).is_err());
    }
}
