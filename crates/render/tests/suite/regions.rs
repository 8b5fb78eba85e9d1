//! Regions of a board (territories) and flags on pieces: a thick border
//! where two regions or a region and no cell meet, none inside a region,
//! the region's name written, and a pennant on a flagged piece.

use games::Seat;
use games::view::{Board, Region, TrackSquare, View};
use image::RgbImage;
use render::{Frame, render, spots};

/// Two regions side by side on a track with a hole: `a1 b1 a2 b2` and
/// `c1 c2`, and d2 beside the hole under d1.
fn two_regions(flag: bool) -> View {
    let mut squares = Vec::new();
    for (name, col, row) in [
        ("a1", 0, 0),
        ("b1", 1, 0),
        ("c1", 2, 0),
        ("a2", 0, 1),
        ("b2", 1, 1),
        ("c2", 2, 1),
        ("d2", 3, 1),
    ] {
        squares.push(TrackSquare::new(name, col, row));
    }
    let mut v = View::new(Board::track(4, 2, squares));
    v.regions
        .push(Region::new(["a1", "b1", "a2", "b2"].map(String::from).to_vec()).named("7"));
    v.regions
        .push(Region::new(["c1", "c2", "d2"].map(String::from).to_vec()).named("9"));
    v.piece("b2", Some(Seat(0)), if flag { "man~flag" } else { "man" });
    v
}

fn darkness(image: &RgbImage, x: f32, y: f32) -> u32 {
    let p = image.get_pixel(x.round() as u32, y.round() as u32);
    765 - (u32::from(p[0]) + u32::from(p[1]) + u32::from(p[2]))
}

fn centre(view: &View, frame: &Frame, cell: &str) -> (f32, f32) {
    let s = spots(view, frame)
        .into_iter()
        .find(|s| s.cell == cell)
        .expect("a cell");
    (s.x, s.y)
}

#[test]
fn a_thick_border_runs_between_regions_and_none_inside_one() {
    let frame = Frame::new("regions");
    let view = two_regions(false);
    let image = render(&view, &frame);
    let (ax, ay) = centre(&view, &frame, "a1");
    let (bx, _) = centre(&view, &frame, "b1");
    let (cx, _) = centre(&view, &frame, "c1");
    // Along b1's side towards c1 (two regions): dark ink, inside the
    // square. Along a1's side towards b1 (one region): the light square.
    let between = darkness(&image, bx + (cx - bx) * 0.42, ay);
    let inside = darkness(&image, ax + (bx - ax) * 0.42, ay);
    assert!(between > 500, "border {between}");
    assert!(inside + 200 < between, "inside {inside}, border {between}");
    // Without regions, no border there.
    let mut plain = two_regions(false);
    plain.regions.clear();
    let image = render(&plain, &frame);
    assert!(darkness(&image, bx + (cx - bx) * 0.42, ay) + 200 < between);
}

#[test]
fn a_flagged_piece_carries_a_pennant() {
    let frame = Frame::new("flags");
    let (plain, flagged) = (two_regions(false), two_regions(true));
    let (a, b) = (render(&plain, &frame), render(&flagged, &frame));
    let (x, y) = centre(&flagged, &frame, "b2");
    let r = spots(&flagged, &frame)[0].piece_radius;
    let changed = (0..(2.0 * r) as i32)
        .flat_map(|dx| (0..(2.0 * r) as i32).map(move |dy| (dx, dy)))
        .filter(|&(dx, dy)| {
            let (px, py) = ((x - r) as u32 + dx as u32, (y - r) as u32 + dy as u32);
            a.get_pixel(px, py) != b.get_pixel(px, py)
        })
        .count();
    assert!(changed as f32 > r * r * 0.2, "{changed} pixels changed");
}

#[test]
fn region_names_are_written() {
    let frame = Frame::new("regions");
    let words = render::words_written(&two_regions(false), &frame);
    assert!(
        words.iter().any(|w| w == "7") && words.iter().any(|w| w == "9"),
        "{words:?}"
    );
}

#[test]
#[ignore = "writes a picture to look at: cargo test -p tavolo-render --test suite regions::look -- --ignored"]
fn look() {
    let frame = Frame::new("regions");
    render(&two_regions(true), &frame)
        .save("/tmp/regions.png")
        .unwrap();
}
