//! Writes pictures to look at: every board kind (hand-made views) in both
//! themes, and the start, middle and end of a seeded random game of every
//! registered game, for both seats; the middle also as a phone would show
//! it at worst (400 pixels wide, through JPEG at quality 75).
//!
//! `cargo run -p tavolo-render --example look -- [DIR]` (default
//! `/tmp/render-look`).

#[path = "../tests/common/mod.rs"]
mod common;

use games::Seat;
use render::{Frame, ThemeKey};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "/tmp/render-look".to_string());
    std::fs::create_dir_all(&dir)?;
    for (name, view) in common::kinds() {
        for theme in ThemeKey::ALL {
            let frame = Frame::new(format!("Board kind: {name}"))
                .with_names(["Alice", "Bartholomew the Magnificent of Tavolando"])
                .with_theme(theme);
            let path = format!("{dir}/kind-{name}-{theme}.png");
            std::fs::write(&path, render::render_png(&view, &frame)?)?;
        }
    }
    for (slug, stage, game) in common::game_positions(7) {
        for seat in [Seat(0), Seat(1)] {
            let frame = Frame::new(game.info().name_en)
                .with_names(["Alice", "Bob"])
                .for_seat(Some(seat));
            let path = format!("{dir}/{slug}-{stage}-seat{}.png", seat.0);
            std::fs::write(&path, render::render_png(&game.view(Some(seat)), &frame)?)?;
            if stage == "mid" && seat == Seat(0) {
                let image = render::render(&game.view(Some(seat)), &frame);
                phone(&image, &format!("{dir}/phone-{slug}-{stage}.png"))?;
            }
        }
    }
    println!("pictures written to {dir}");
    Ok(())
}

/// `image` at 400 pixels wide after a JPEG round trip at quality 75.
fn phone(image: &image::RgbImage, path: &str) -> Result<(), Box<dyn std::error::Error>> {
    let width = 400;
    let height = image.height() * width / image.width();
    let small = image::imageops::resize(image, width, height, image::imageops::FilterType::Triangle);
    let mut jpeg = Vec::new();
    image::codecs::jpeg::JpegEncoder::new_with_quality(&mut jpeg, 75).encode_image(&small)?;
    image::load_from_memory(&jpeg)?
        .to_rgb8()
        .save_with_format(path, image::ImageFormat::Png)?;
    Ok(())
}
