//! A race track: squares on a grid with holes (Ur, Senet), some special
//! (rosettes). Coordinates come from the square names when they are
//! regular; otherwise each square carries its name.

use std::collections::HashSet;

use games::view::TrackSquare;

use super::{Axes, Cell, Geometry, MAX_ITEMS, Plan, Room, Shape, draw_axes, name_axes};
use crate::canvas::{Canvas, Pt, Rgb};
use crate::text::{self, Align};
use crate::theme::{Kind, Motif, Theme};

#[derive(Clone, Debug)]
pub(crate) struct Geo {
    cell: f32,
    coord: f32,
    left: f32,
    top: f32,
    rows: usize,
    specials: Vec<Option<String>>,
    /// Which cells are places off the track (`TrackSquare::area`).
    areas: Vec<bool>,
    /// Each square's shade on a chequered track: dark or not.
    dark: Vec<bool>,
    axes: Option<Axes>,
}

pub(super) fn plan(
    columns: u8,
    rows: u8,
    squares: &[TrackSquare],
    checkered: bool,
    flip: bool,
    room: Room,
) -> Plan {
    let columns = usize::from(columns).clamp(1, 26);
    let rows = usize::from(rows).clamp(1, 26);
    let kept: Vec<&TrackSquare> = squares
        .iter()
        .take(MAX_ITEMS)
        .filter(|s| usize::from(s.column) < columns && usize::from(s.row) < rows)
        .collect();
    let place = |s: &TrackSquare| -> (usize, usize) {
        let (c, r) = (usize::from(s.column), usize::from(s.row));
        if flip {
            (columns - 1 - c, r)
        } else {
            (c, rows - 1 - r)
        }
    };
    // Squares whose names are not printed (`~`: goal pads, extra lanes)
    // take no part in the coordinates the other names make.
    let grid: Vec<(String, Pt)> = kept
        .iter()
        .filter(|s| !s.name.starts_with('~'))
        .map(|s| {
            let (c, r) = place(s);
            (s.name.clone(), (c as f32 * 100.0, r as f32 * 100.0))
        })
        .collect();
    let regular = !grid.is_empty() && name_axes(&grid).is_some();
    let coord = 28.0;
    let (left, bottom, top, right) = if regular {
        (coord * 1.5, coord * 1.6, 8.0, 8.0)
    } else {
        (8.0, 8.0, 8.0, 8.0)
    };
    let cell = ((room.w - left - right) / columns as f32)
        .min((room.h - top - bottom) / rows as f32)
        .clamp(8.0, 130.0);
    let coord = coord.min(cell * 0.6).max(12.0);
    let cells: Vec<Cell> = kept
        .iter()
        .map(|s| {
            let (c, r) = place(s);
            let at = (left + (c as f32 + 0.5) * cell, top + (r as f32 + 0.5) * cell);
            Cell {
                name: s.name.clone(),
                at,
                shape: Shape::Square { half: cell * 0.46 },
                // As large as fits under a piece: a gate's or a map's
                // letter must read on a phone.
                label_at: (at.0, at.1 + cell * 0.26),
                label_size: (cell * 0.36).max(12.0),
            }
        })
        .collect();
    let located: Vec<(String, Pt)> = cells
        .iter()
        .filter(|c| !c.name.starts_with('~'))
        .map(|c| (c.name.clone(), c.at))
        .collect();
    let axes = if regular { name_axes(&located) } else { None };
    let geo = Geo {
        cell,
        coord,
        left,
        top,
        rows,
        specials: kept.iter().map(|s| s.special.clone()).collect(),
        areas: kept.iter().map(|s| s.area).collect(),
        dark: kept
            .iter()
            .map(|s| checkered && (u16::from(s.column) + u16::from(s.row)) % 2 == 0)
            .collect(),
        axes,
    };
    Plan::new(
        Kind::Track,
        left + columns as f32 * cell + right,
        top + rows as f32 * cell + bottom,
        cells,
        cell * 0.37,
        Geometry::Track(geo),
    )
}

pub(super) fn draw_base(canvas: &mut Canvas, plan: &Plan, g: &Geo, theme: &Theme) {
    let paint = theme.board(Kind::Track);
    let half = g.cell / 2.0;
    // The board's body follows its squares (places off the track are a
    // field of their own).
    for (cell, _) in plan.cells.iter().zip(&g.areas).filter(|(_, area)| !**area) {
        let (x, y) = plan.abs(cell.at);
        let e = half + g.cell * 0.05;
        canvas.round_rect(
            x - e,
            y - e,
            x + e,
            y + e,
            g.cell * 0.08,
            Some(paint.surface),
            None,
            1.0,
        );
    }
    draw_areas(canvas, plan, g, theme);
    for (((cell, special), &dark), _) in plan
        .cells
        .iter()
        .zip(&g.specials)
        .zip(&g.dark)
        .zip(&g.areas)
        .filter(|(_, area)| !**area)
    {
        let (x, y) = plan.abs(cell.at);
        let Shape::Square { half: h } = cell.shape else {
            continue;
        };
        let sp = special.as_deref().map(|k| theme.special(k));
        let fill = match special {
            None if dark => paint.dark,
            _ => square_fill(special, theme),
        };
        canvas.round_rect(
            x - h,
            y - h,
            x + h,
            y + h,
            g.cell * 0.06,
            Some(fill),
            Some((paint.line, 2.0)),
            1.0,
        );
        match sp {
            Some(Some(p)) => motif(canvas, (x, y), h, p.shape, p.motif),
            // A special square the theme does not know: a plain diamond.
            Some(None) => {
                let r = h * 0.5;
                let pts = [(x, y - r), (x + r, y), (x, y + r), (x - r, y)];
                canvas.polygon_edge(&pts, (h * 0.08).max(2.0), paint.line, 1.0);
            }
            None => {}
        }
    }
    match &g.axes {
        Some(axes) => {
            let letters_y = g.top + g.rows as f32 * g.cell + g.coord * 0.9;
            let digits_x = g.left - g.coord * 0.7;
            draw_axes(canvas, plan, axes, letters_y, digits_x, g.coord, theme);
        }
        None => {
            for cell in plan.cells.iter().filter(|c| !c.name.starts_with('~')) {
                let (p, size) = label_spot(plan, g, cell);
                text::draw_at(canvas, &cell.name, p.0, p.1, size, Align::Left, theme.ink_soft);
            }
        }
    }
}

/// The places off the track: one field per group of neighbouring
/// places, in their special's colour, with a soft outline round the
/// group and none between its places, set back from the track's squares
/// where it borders them, so it reads as an area, not as squares.
fn draw_areas(canvas: &mut Canvas, plan: &Plan, g: &Geo, theme: &Theme) {
    let places: Vec<(Pt, &Option<String>)> = plan
        .cells
        .iter()
        .zip(&g.specials)
        .zip(&g.areas)
        .filter(|(_, area)| **area)
        .map(|((cell, special), _)| (plan.abs(cell.at), special))
        .collect();
    let half = g.cell / 2.0;
    let near = |a: Pt, dx: f32, dy: f32| {
        places
            .iter()
            .any(|(b, _)| (b.0 - a.0 - dx).abs() < 1.0 && (b.1 - a.1 - dy).abs() < 1.0)
    };
    let line = (g.cell * 0.04).max(2.0);
    let inset = g.cell * 0.1;
    // Each place reaches well into its neighbours in the group (their
    // rounded corners hidden under each other: no seam) and stops short
    // of everything else.
    let reach = |p: Pt, grow: f32| {
        let side = |dx: f32, dy: f32| {
            if near(p, dx, dy) {
                half * 1.5
            } else {
                half - inset + grow
            }
        };
        (
            p.0 - side(-g.cell, 0.0),
            p.1 - side(0.0, -g.cell),
            p.0 + side(g.cell, 0.0),
            p.1 + side(0.0, g.cell),
        )
    };
    let ink = theme.ink_soft;
    for &(p, _) in &places {
        let (x0, y0, x1, y1) = reach(p, 0.0);
        canvas.round_rect(x0, y0, x1, y1, g.cell * 0.12, Some(ink), None, 1.0);
    }
    for &(p, special) in &places {
        let (x0, y0, x1, y1) = reach(p, -line);
        let fill = square_fill(special, theme);
        canvas.round_rect(x0, y0, x1, y1, g.cell * 0.1, Some(fill), None, 1.0);
    }
}

/// A square's colour: its special kind's, or the board's light squares'.
fn square_fill(special: &Option<String>, theme: &Theme) -> Rgb {
    match special.as_deref().map(|k| theme.special(k)) {
        Some(Some(p)) => p.fill,
        _ => theme.board(Kind::Track).light,
    }
}

/// Where a square's own name is written (its top-left corner), and how big.
fn label_spot(plan: &Plan, g: &Geo, cell: &Cell) -> (Pt, f32) {
    let half = g.cell / 2.0;
    let size = (g.cell * 0.2).max(11.0);
    (plan.abs((cell.at.0 - half * 0.8, cell.at.1 - half * 0.62)), size)
}

/// Writes again, over the pieces, the names of named squares that pieces
/// stand on, each on a small tab of the square's colour: a long name such
/// as Ali Baba's "bank" would otherwise hide under a figure.
pub(super) fn relabel_occupied(
    canvas: &mut Canvas,
    plan: &Plan,
    g: &Geo,
    occupied: &HashSet<&str>,
    theme: &Theme,
) {
    if g.axes.is_some() {
        return;
    }
    for (cell, special) in plan.cells.iter().zip(&g.specials) {
        if cell.name.starts_with('~') || !occupied.contains(cell.name.as_str()) {
            continue;
        }
        let fill = square_fill(special, theme);
        let (p, size) = label_spot(plan, g, cell);
        let (w, pad) = (text::width(&cell.name, size), size * 0.25);
        canvas.round_rect(
            p.0 - pad,
            p.1 - size * 0.65,
            p.0 + w + pad,
            p.1 + size * 0.65,
            size * 0.3,
            Some(fill),
            None,
            1.0,
        );
        text::draw_at(canvas, &cell.name, p.0, p.1, size, Align::Left, theme.ink_soft);
    }
}

/// The motif of a special square of half side `h` centred on `c`.
pub(crate) fn motif(canvas: &mut Canvas, c: Pt, h: f32, shape: Motif, ink: Rgb) {
    let w = (h * 0.08).max(2.0);
    match shape {
        Motif::Rosette => rosette(canvas, c, h, ink),
        Motif::Ring => canvas.ring(c, h * 0.62, w, ink, 1.0),
        Motif::Waves => {
            for k in [-1.0f32, 0.0, 1.0] {
                let y = c.1 + k * h * 0.3;
                let pts: Vec<Pt> = (0..=12)
                    .map(|i| {
                        let t = i as f32 / 12.0;
                        (
                            c.0 - h * 0.7 + t * h * 1.4,
                            y + (t * std::f32::consts::TAU * 1.5).sin() * h * 0.09,
                        )
                    })
                    .collect();
                for pair in pts.windows(2) {
                    canvas.line(pair[0], pair[1], w, ink, 1.0);
                }
            }
        }
        Motif::Star => {
            let pts: Vec<Pt> = (0..10)
                .map(|i| {
                    let a = -std::f32::consts::FRAC_PI_2 + std::f32::consts::PI * i as f32 / 5.0;
                    let r = if i % 2 == 0 { h * 0.62 } else { h * 0.26 };
                    (c.0 + r * a.cos(), c.1 + r * a.sin())
                })
                .collect();
            canvas.polygon_edge(&pts, w, ink, 1.0);
        }
        Motif::Exit => {
            let (l, r) = (c.0 - h * 0.55, c.0 + h * 0.55);
            canvas.line((l, c.1), (r, c.1), w, ink, 1.0);
            canvas.line((r, c.1), (r - h * 0.3, c.1 - h * 0.3), w, ink, 1.0);
            canvas.line((r, c.1), (r - h * 0.3, c.1 + h * 0.3), w, ink, 1.0);
        }
        Motif::Frame => {
            let e = h * 0.62;
            canvas.round_rect(
                c.0 - e,
                c.1 - e,
                c.0 + e,
                c.1 + e,
                h * 0.1,
                None,
                Some((ink, w * 1.4)),
                1.0,
            );
        }
        Motif::Hatch => {
            // Strokes along the falling diagonal, clipped to the square's inner part.
            let e = h * 0.8;
            for k in [-0.5f32, 0.0, 0.5] {
                let d = k * e * 2.0;
                let (a, b) = if d <= 0.0 {
                    ((c.0 - e - d, c.1 - e), (c.0 + e, c.1 + e + d))
                } else {
                    ((c.0 - e, c.1 - e + d), (c.0 + e - d, c.1 + e))
                };
                canvas.line(a, b, w * 1.2, ink, 0.9);
            }
        }
        Motif::Plain => {}
    }
}

/// An eight-petalled rosette filling a square of half side `h`.
fn rosette(canvas: &mut Canvas, c: Pt, h: f32, ink: Rgb) {
    let petal = h * 0.2;
    for i in 0..8 {
        let a = std::f32::consts::TAU * i as f32 / 8.0;
        let p = (c.0 + h * 0.55 * a.cos(), c.1 + h * 0.55 * a.sin());
        canvas.disc(p, petal, Some(ink), None, 1.0);
    }
    canvas.ring(c, h * 0.55, (h * 0.07).max(1.5), ink, 1.0);
    canvas.disc(c, h * 0.2, Some(ink), None, 1.0);
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Unprinted squares (`~`) beside regularly named ones leave the
    /// coordinates to the named ones: a board with pads beyond its edges
    /// keeps its letters and digits.
    #[test]
    fn unprinted_squares_keep_the_named_ones_coordinates() {
        let mut squares = vec![
            TrackSquare::new("a1", 0, 1),
            TrackSquare::new("b1", 1, 1),
            TrackSquare::new("a2", 0, 2),
            TrackSquare::new("b2", 1, 2),
        ];
        squares.push(TrackSquare::new("~pad-a", 0, 0));
        squares.push(TrackSquare::new("~pad-b", 1, 3));
        let plan = plan(2, 4, &squares, false, false, Room { w: 400.0, h: 600.0 });
        let Geometry::Track(geo) = &plan.geo else {
            panic!("a track's plan");
        };
        let axes = geo.axes.as_ref().expect("coordinates from a1–b2");
        assert_eq!(axes.columns.len(), 2);
        assert_eq!(axes.rows.len(), 2);
    }
}
