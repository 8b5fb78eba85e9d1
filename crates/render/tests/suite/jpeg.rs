//! Pictures survive recompression: chat apps may turn a PNG into a JPEG of
//! quality 75. After that round trip the two sides' pieces must still
//! differ clearly, in grey (so without hue, as for colour-blind players),
//! and dark strokes (text, lines, rims) must keep their contrast with the
//! light ground around them.

use crate::common;

use games::view::View;
use image::RgbImage;
use render::{Frame, Spot, ThemeKey};

fn jpeg_round_trip(image: &RgbImage) -> RgbImage {
    let mut bytes = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut bytes, 75)
        .encode_image(image)
        .expect("encodes");
    image::load_from_memory_with_format(&bytes, image::ImageFormat::Jpeg)
        .expect("decodes")
        .to_rgb8()
}

/// Grey level 0..1 (Rec. 709 weights on the stored values).
fn grey(image: &RgbImage, x: i64, y: i64) -> f32 {
    let (w, h) = (i64::from(image.width()), i64::from(image.height()));
    let p = image.get_pixel(x.clamp(0, w - 1) as u32, y.clamp(0, h - 1) as u32);
    (0.2126 * f32::from(p[0]) + 0.7152 * f32::from(p[1]) + 0.0722 * f32::from(p[2])) / 255.0
}

/// A piece's look in grey: samples on a 9×9 grid over its disc.
fn patch(image: &RgbImage, spot: &Spot) -> Vec<f32> {
    let r = spot.piece_radius * 0.8;
    let mut out = Vec::new();
    for i in -4..=4 {
        for j in -4..=4 {
            let (dx, dy) = (r * i as f32 / 4.0, r * j as f32 / 4.0);
            if dx.hypot(dy) <= r {
                out.push(grey(image, (spot.x + dx) as i64, (spot.y + dy) as i64));
            }
        }
    }
    out
}

fn distance(a: &[f32], b: &[f32]) -> f32 {
    a.iter().zip(b).map(|(x, y)| (x - y).abs()).sum::<f32>() / a.len().max(1) as f32
}

/// Cells holding exactly one piece of a seat and no mark, by seat. Pieces
/// drawn faded or ringed on purpose (style modifiers such as `~dim`) are
/// left out: they are meant to look unlike their side's plain pieces.
fn lone_pieces(view: &View, spots: &[Spot]) -> Vec<(u8, Spot)> {
    let mut out = Vec::new();
    for spot in spots {
        let here: Vec<_> = view.pieces.iter().filter(|p| p.cell == spot.cell).collect();
        let marked = view.highlights.iter().any(|h| h.cell == spot.cell)
            || view
                .arrows
                .iter()
                .any(|(a, b)| *a == spot.cell || *b == spot.cell);
        if let [piece] = here[..]
            && let Some(owner) = piece.owner
            && !marked
            && !piece.kind.contains('~')
        {
            out.push((owner.0, spot.clone()));
        }
    }
    out
}

#[test]
fn sides_stay_apart_in_grey_after_jpeg_75() {
    for (name, view) in common::kinds() {
        for theme in ThemeKey::ALL {
            let frame = Frame::new(name).with_names(["Alice", "Bob"]).with_theme(theme);
            let back = jpeg_round_trip(&render::render(&view, &frame));
            let pieces = lone_pieces(&view, &render::spots(&view, &frame));
            let side = |s: u8| -> Vec<Vec<f32>> {
                pieces
                    .iter()
                    .filter(|(o, _)| *o == s)
                    .map(|(_, spot)| patch(&back, spot))
                    .collect()
            };
            let (a, b) = (side(0), side(1));
            if a.is_empty() || b.is_empty() {
                continue; // a kind without owned pieces (pits, token rows)
            }
            // The largest difference within a side, the smallest across.
            let within = a
                .iter()
                .flat_map(|p| a.iter().map(move |q| distance(p, q)))
                .chain(b.iter().flat_map(|p| b.iter().map(move |q| distance(p, q))))
                .fold(0.0f32, f32::max);
            let across = a
                .iter()
                .flat_map(|p| b.iter().map(move |q| distance(p, q)))
                .fold(f32::MAX, f32::min);
            assert!(
                across >= 0.2 && across >= 3.0 * within,
                "{name} ({theme}): sides differ by {across:.3} in grey, pieces of one side by up to {within:.3}"
            );
        }
    }
}

#[test]
fn dark_strokes_keep_their_contrast_after_jpeg_75() {
    for (name, view) in common::kinds() {
        for theme in ThemeKey::ALL {
            let frame = Frame::new(name).with_names(["Alice", "Bob"]).with_theme(theme);
            let image = render::render(&view, &frame);
            let back = jpeg_round_trip(&image);
            // Dark pixels with light ground 3 pixels away, as in text: the
            // step between them must keep 85% of its height.
            let (mut pairs, mut kept) = (0u32, 0u32);
            let (w, h) = (i64::from(image.width()), i64::from(image.height()));
            for y in (3..h - 3).step_by(2) {
                for x in (3..w - 3).step_by(2) {
                    if grey(&image, x, y) > 0.15 {
                        continue;
                    }
                    for (dx, dy) in [(3, 0), (-3, 0), (0, 3), (0, -3)] {
                        if grey(&image, x + dx, y + dy) < 0.8 {
                            continue;
                        }
                        pairs += 1;
                        let before = grey(&image, x + dx, y + dy) - grey(&image, x, y);
                        let after = grey(&back, x + dx, y + dy) - grey(&back, x, y);
                        if after >= 0.85 * before {
                            kept += 1;
                        }
                    }
                }
            }
            assert!(pairs > 500, "{name} ({theme}): only {pairs} dark-on-light pairs");
            let share = f64::from(kept) / f64::from(pairs);
            assert!(
                share >= 0.97,
                "{name} ({theme}): {:.1}% of dark-on-light pairs kept their contrast",
                share * 100.0
            );
        }
    }
}
