//! Our drawing routines against imageproc's nearest equivalents, at the
//! sizes the boards use, per call; and the same shapes drawn both ways to
//! `$TMPDIR/tavolo-imageproc-*.png` (our half on the left) for a look.
//!
//! `cargo bench -p tavolo-render --bench imageproc_vs_ours`; the figures
//! are summed up in the crate's documentation (`src/lib.rs`).

use std::hint::black_box;

use ab_glyph::FontRef;
use criterion::Criterion;
use image::{Rgb as Px, RgbImage, RgbaImage};
use imageproc::drawing::{
    draw_antialiased_line_segment_mut, draw_antialiased_polygon_mut, draw_filled_circle_mut,
    draw_polygon_mut, draw_text_mut, text_size,
};
use imageproc::pixelops::interpolate;
use imageproc::point::Point;
use render::canvas::{Canvas, Pt, Rgb};
use render::text;

static FONT_BYTES: &[u8] = include_bytes!("../../../assets/fonts/DejaVuSans-Bold.ttf");

const PAPER: Rgb = Rgb(238, 226, 200);
const INK: Rgb = Rgb(40, 36, 30);

fn px(c: Rgb) -> Px<u8> {
    Px([c.0, c.1, c.2])
}

fn paper(w: u32, h: u32) -> RgbImage {
    RgbImage::from_pixel(w, h, px(PAPER))
}

/// imageproc's text has its top at `y`; ours is placed by its capitals'
/// middle. The top of the line box is the baseline less the ascent.
fn ip_text(image: &mut RgbImage, font: &FontRef, s: &str, x: f32, cy: f32, size: f32) {
    use ab_glyph::{Font, ScaleFont};
    let ascent = font.as_scaled(size).ascent();
    let baseline = cy + size * 0.73 / 2.0;
    draw_text_mut(
        image,
        px(INK),
        x.round() as i32,
        (baseline - ascent).round() as i32,
        size,
        font,
        s,
    );
}

/// A stroke of width `w` from imageproc: the stroke's quadrilateral, its
/// edges anti-aliased by Wu lines (integer corners only).
fn ip_stroke(image: &mut RgbImage, a: Pt, b: Pt, w: f32) {
    if w <= 1.5 {
        draw_antialiased_line_segment_mut(
            image,
            (a.0 as i32, a.1 as i32),
            (b.0 as i32, b.1 as i32),
            px(INK),
            interpolate,
        );
        return;
    }
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-6);
    let (nx, ny) = (-dy / len * w / 2.0, dx / len * w / 2.0);
    let quad = [
        (a.0 + nx, a.1 + ny),
        (b.0 + nx, b.1 + ny),
        (b.0 - nx, b.1 - ny),
        (a.0 - nx, a.1 - ny),
    ];
    ip_polygon(image, &quad);
}

fn ip_polygon(image: &mut RgbImage, points: &[Pt]) {
    let poly: Vec<Point<i32>> = points
        .iter()
        .map(|p| Point::new(p.0.round() as i32, p.1.round() as i32))
        .collect();
    draw_antialiased_polygon_mut(image, &poly, px(INK), interpolate);
}

fn ip_polygon_plain(image: &mut RgbImage, points: &[Pt]) {
    let poly: Vec<Point<i32>> = points
        .iter()
        .map(|p| Point::new(p.0.round() as i32, p.1.round() as i32))
        .collect();
    draw_polygon_mut(image, &poly, px(INK));
}

fn ip_disc(image: &mut RgbImage, c: Pt, r: f32) {
    draw_filled_circle_mut(
        image,
        (c.0.round() as i32, c.1.round() as i32),
        r.round() as i32,
        px(INK),
    );
}

/// The texts and sizes of the boards: a name (34), coordinates (22), a
/// count in a pit (40).
const TEXTS: [(&str, f32); 3] = [("Bartholomew the Magni…", 34.0), ("e4", 22.0), ("12", 40.0)];

fn bench(c: &mut Criterion) {
    let font = FontRef::try_from_slice(FONT_BYTES).expect("font");
    let mut group = c.benchmark_group("imageproc_vs_ours");
    let mut ours = Canvas::reusing(Vec::new(), 640, 480, PAPER);
    let mut theirs = paper(640, 480);

    for (s, size) in TEXTS {
        let name = format!("text-{size}-{}", s.chars().count());
        group.bench_function(format!("{name}/ours"), |b| {
            b.iter(|| text::draw_at(&mut ours, black_box(s), 40.3, 200.4, size, text::Align::Left, INK))
        });
        group.bench_function(format!("{name}/imageproc"), |b| {
            b.iter(|| ip_text(&mut theirs, &font, black_box(s), 40.3, 200.4, size))
        });
        group.bench_function(format!("measure-{name}/ours"), |b| {
            b.iter(|| text::width(black_box(s), size))
        });
        group.bench_function(format!("measure-{name}/imageproc"), |b| {
            b.iter(|| text_size(size, &font, black_box(s)))
        });
    }

    // Grid lines (level: a rectangle), the diagonals of graph boards and
    // the links between points.
    let lines: [(&str, Pt, Pt, f32); 3] = [
        ("line-level-600x3", (40.0, 100.5), (640.0, 100.5), 3.0),
        ("line-diagonal-200x4", (60.2, 60.7), (201.6, 202.1), 4.0),
        ("line-diagonal-300x1", (10.2, 400.7), (300.6, 350.1), 1.0),
    ];
    for (name, a, b_, w) in lines {
        group.bench_function(format!("{name}/ours"), |b| {
            b.iter(|| ours.line(black_box(a), b_, w, INK, 1.0))
        });
        group.bench_function(format!("{name}/imageproc"), |b| {
            b.iter(|| ip_stroke(&mut theirs, black_box(a), b_, w))
        });
    }

    // A backgammon point (a tall triangle) and a hexagonal cell.
    let triangle = [(100.0, 40.0), (160.0, 40.0), (130.3, 400.0)];
    let hexagon: Vec<Pt> = (0..6)
        .map(|i| {
            let t = std::f32::consts::TAU * (i as f32 + 0.5) / 6.0;
            (300.0 + 40.0 * t.cos(), 200.0 + 40.0 * t.sin())
        })
        .collect();
    for (name, poly) in [
        ("polygon-triangle-60x360", &triangle[..]),
        ("polygon-hexagon-r40", &hexagon[..]),
    ] {
        group.bench_function(format!("{name}/ours"), |b| {
            b.iter(|| ours.polygon(black_box(poly), INK, 1.0))
        });
        group.bench_function(format!("{name}/imageproc-aa"), |b| {
            b.iter(|| ip_polygon(&mut theirs, black_box(poly)))
        });
        group.bench_function(format!("{name}/imageproc-plain"), |b| {
            b.iter(|| ip_polygon_plain(&mut theirs, black_box(poly)))
        });
        group.bench_function(format!("{name}-edge-1.5/ours"), |b| {
            b.iter(|| ours.polygon_edge(black_box(poly), 1.5, INK, 0.6))
        });
    }

    // A stone or a man (drawn once per look, then stamped) and a small mark.
    for r in [30.0f32, 8.0] {
        group.bench_function(format!("disc-r{r}/ours"), |b| {
            b.iter(|| ours.disc(black_box((200.3, 200.6)), r, Some(INK), None, 1.0))
        });
        group.bench_function(format!("disc-r{r}/imageproc"), |b| {
            b.iter(|| ip_disc(&mut theirs, black_box((200.3, 200.6)), r))
        });
    }

    // Shadows: we draw none; this is what a blurred shadow under each
    // 64-pixel piece would cost.
    let shadow = paper(80, 80);
    group.bench_function("blur-80x80-sigma3/imageproc", |b| {
        b.iter(|| imageproc::filter::gaussian_blur_f32(black_box(&shadow), 3.0))
    });

    // Pieces from pictures: a 128-pixel picture scaled to a 64-pixel cell
    // (once per size, then cached).
    let picture = RgbaImage::from_pixel(128, 128, image::Rgba([10, 20, 30, 200]));
    group.bench_function("resize-128-to-64/image-triangle", |b| {
        b.iter(|| image::imageops::resize(black_box(&picture), 64, 64, image::imageops::FilterType::Triangle))
    });
    group.finish();
}

/// The same shapes both ways, side by side, and four times enlarged.
fn pictures() {
    let font = FontRef::try_from_slice(FONT_BYTES).expect("font");
    let (w, h) = (420, 330);
    let mut ours = Canvas::reusing(Vec::new(), w, h, PAPER);
    let mut theirs = paper(w, h);
    let mut y = 30.0;
    for (s, size) in [
        ("AVATAR Tavolo WAVE", 34.0),
        ("Bartholomew 1234", 28.0),
        ("a b c d e f g h 10", 22.0),
        ("LY To Yo Wa", 40.0),
    ] {
        text::draw_at(&mut ours, s, 10.3, y, size, text::Align::Left, INK);
        ip_text(&mut theirs, &font, s, 10.3, y, size);
        y += size + 12.0;
    }
    let strokes: [(Pt, Pt, f32); 4] = [
        ((20.0, 200.0), (120.0, 230.0), 1.0),
        ((20.0, 215.0), (120.0, 300.0), 4.0),
        ((140.0, 200.0), (170.0, 310.0), 3.0),
        ((190.5, 200.0), (190.5, 310.0), 3.0),
    ];
    for (a, b, sw) in strokes {
        ours.line(a, b, sw, INK, 1.0);
        ip_stroke(&mut theirs, a, b, sw);
    }
    let tri = [(210.0, 200.0), (250.0, 200.0), (230.3, 315.0)];
    ours.polygon(&tri, INK, 1.0);
    ip_polygon(&mut theirs, &tri);
    for (c, r) in [
        ((300.3, 240.6), 28.4f32),
        ((360.0, 230.0), 8.3),
        ((380.0, 290.0), 14.6),
    ] {
        ours.disc(c, r, Some(INK), None, 1.0);
        ip_disc(&mut theirs, c, r);
    }
    let ours = ours.into_image();
    let mut both = RgbImage::from_pixel(2 * w + 10, h, Px([255, 255, 255]));
    image::imageops::replace(&mut both, &ours, 0, 0);
    image::imageops::replace(&mut both, &theirs, i64::from(w) + 10, 0);
    let dir = std::env::temp_dir();
    let _ = both.save(dir.join("tavolo-imageproc-both.png"));
    // Enlarged corners: the first text line and the shapes.
    for (name, (x, y, cw, ch)) in [("text", (0, 5, 200, 60)), ("shapes", (0, 190, 420, 130))] {
        let mut zoom = RgbImage::new(2 * cw * 3 + 6, ch * 3);
        for (i, img) in [&ours, &theirs].into_iter().enumerate() {
            let crop = image::imageops::crop_imm(img, x, y, cw, ch).to_image();
            let big = image::imageops::resize(&crop, cw * 3, ch * 3, image::imageops::FilterType::Nearest);
            image::imageops::replace(&mut zoom, &big, i as i64 * i64::from(cw * 3 + 6), 0);
        }
        let _ = zoom.save(dir.join(format!("tavolo-imageproc-{name}.png")));
    }
}

fn main() {
    pictures();
    let mut criterion = Criterion::default()
        .sample_size(30)
        .warm_up_time(std::time::Duration::from_millis(300))
        .measurement_time(std::time::Duration::from_secs(1))
        .configure_from_args();
    bench(&mut criterion);
    criterion.final_summary();
}
