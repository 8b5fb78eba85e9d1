//! Named points joined by lines (morris boards, alquerque, a circuit of
//! red and blue lines), placed in a unit square. Coordinates come from the
//! point names when they are regular (letters by column, digits by row);
//! otherwise each point is named. Lines may have colours of their own
//! (drawn thicker, over the plain ones); a point named `~…` is an anchor
//! for lines, neither drawn nor named.

use super::{Axes, Cell, Geometry, Plan, Room, Shape, draw_axes, name_axes};
use crate::canvas::{Canvas, Pt};
use crate::text::{self, Align};
use crate::theme::{Kind, Theme};
use games::view::{GraphLine, GraphPoint};

/// Whether a point is only an anchor for lines.
fn anchor(name: &str) -> bool {
    name.starts_with('~')
}

/// Most points laid out.
const MAX_POINTS: usize = 1024;

#[derive(Clone, Debug)]
pub(crate) struct Geo {
    /// The frame's width and height: the points' extent, scaled, plus a
    /// margin (a board whose points fill the unit square is a square).
    width: f32,
    height: f32,
    left: f32,
    top: f32,
    coord: f32,
    lines: Vec<(usize, usize)>,
    /// Lines in colours of their own: their ends and colour key.
    painted: Vec<(usize, usize, Option<String>)>,
    axes: Option<Axes>,
}

pub(super) fn plan(
    points: &[GraphPoint],
    lines: &[(String, String)],
    painted: &[GraphLine],
    flip: bool,
    room: Room,
) -> Plan {
    let unit: Vec<(String, Pt)> = points
        .iter()
        .take(MAX_POINTS)
        .filter(|p| p.x.is_finite() && p.y.is_finite())
        .map(|p| {
            let (x, y) = (p.x.clamp(0.0, 1.0), p.y.clamp(0.0, 1.0));
            let (x, y) = if flip { (1.0 - x, 1.0 - y) } else { (x, y) };
            (p.name.clone(), (x, 1.0 - y))
        })
        .collect();
    let scaled: Vec<(String, Pt)> = unit
        .iter()
        .map(|(n, p)| (n.clone(), (p.0 * 1000.0, p.1 * 1000.0)))
        .collect();
    let regular = !unit.is_empty() && !unit.iter().any(|(n, _)| anchor(n)) && name_axes(&scaled).is_some();
    let coord = 28.0;
    let (left, bottom, top, right) = if regular {
        (coord * 1.6, coord * 1.6, 8.0, 8.0)
    } else {
        (8.0, 8.0, 8.0, 8.0)
    };
    let side = (room.w - left - right).min(room.h - top - bottom).max(40.0);
    let mut closest = 1.0f32;
    let drawn: Vec<&(String, Pt)> = unit.iter().filter(|(n, _)| !anchor(n)).collect();
    for (i, (_, a)) in drawn.iter().map(|p| (&p.0, p.1)).enumerate() {
        for (_, b) in drawn[i + 1..].iter().map(|p| (&p.0, p.1)) {
            let d = (a.0 - b.0).hypot(a.1 - b.1);
            if d > 1e-4 {
                closest = closest.min(d);
            }
        }
    }
    let r = (closest * side * 0.36).min(side * 0.07).max(3.0);
    // Room for a whole piece plus a visible strip of board inside the frame.
    let pad = r * 1.3 + 12.0;
    let inner = (side - 2.0 * pad).max(1.0);
    // The frame fits the points' extent: a board wider than it is tall (two
    // alquerque boards side by side) is drawn without empty bands.
    let extent = |axis: fn(&Pt) -> f32| {
        let lo = unit.iter().map(|(_, p)| axis(p)).fold(1.0f32, f32::min);
        let hi = unit.iter().map(|(_, p)| axis(p)).fold(0.0f32, f32::max);
        if hi >= lo { (lo, hi - lo) } else { (0.0, 1.0) }
    };
    let (x_lo, x_span) = extent(|p| p.0);
    let (y_lo, y_span) = extent(|p| p.1);
    let width = x_span * inner + 2.0 * pad;
    let height = y_span * inner + 2.0 * pad;
    let cells: Vec<Cell> = unit
        .iter()
        .map(|(name, p)| {
            let at = (
                left + pad + (p.0 - x_lo) * inner,
                top + pad + (p.1 - y_lo) * inner,
            );
            Cell {
                name: name.clone(),
                at,
                shape: Shape::Point,
                label_at: (at.0, at.1 + r * 1.3),
                label_size: (r * 0.7).max(12.0),
            }
        })
        .collect();
    let located: Vec<(String, Pt)> = cells.iter().map(|c| (c.name.clone(), c.at)).collect();
    let axes = if regular { name_axes(&located) } else { None };
    let index = |name: &str| cells.iter().position(|c| c.name == name);
    let lines = lines
        .iter()
        .take(super::MAX_ITEMS)
        .filter_map(|(a, b)| Some((index(a)?, index(b)?)))
        .collect();
    let painted = painted
        .iter()
        .take(super::MAX_ITEMS)
        .filter_map(|l| Some((index(&l.from)?, index(&l.to)?, l.paint.clone())))
        .collect();
    let geo = Geo {
        width,
        height,
        left,
        top,
        coord,
        lines,
        painted,
        axes,
    };
    Plan::new(
        Kind::Graph,
        left + width + right,
        top + height + bottom,
        cells,
        r,
        Geometry::Graph(geo),
    )
}

pub(super) fn draw_base(canvas: &mut Canvas, plan: &Plan, g: &Geo, theme: &Theme) {
    let paint = theme.board(Kind::Graph);
    let (x0, y0) = plan.abs((g.left, g.top));
    canvas.round_rect(
        x0,
        y0,
        x0 + g.width,
        y0 + g.height,
        g.width.min(g.height) * 0.03,
        Some(paint.surface),
        Some((paint.frame, 4.0)),
        1.0,
    );
    let lw = (plan.piece_r * 0.16).clamp(3.0, 8.0);
    for &(a, b) in &g.lines {
        canvas.line(
            plan.abs(plan.cells[a].at),
            plan.abs(plan.cells[b].at),
            lw,
            paint.line,
            1.0,
        );
    }
    for (a, b, key) in &g.painted {
        let colour = match key {
            Some(key) => theme.piece(Kind::Graph, "man", key).fill,
            None => paint.line,
        };
        canvas.line(
            plan.abs(plan.cells[*a].at),
            plan.abs(plan.cells[*b].at),
            lw * 1.4,
            colour,
            1.0,
        );
    }
    for cell in plan.cells.iter().filter(|c| !anchor(&c.name)) {
        canvas.disc(
            plan.abs(cell.at),
            (plan.piece_r * 0.24).max(lw * 1.1),
            Some(paint.line),
            None,
            1.0,
        );
    }
    match &g.axes {
        Some(axes) => {
            let letters_y = g.top + g.height + g.coord * 0.85;
            let digits_x = g.left - g.coord * 0.8;
            draw_axes(canvas, plan, axes, letters_y, digits_x, g.coord, theme);
        }
        None => {
            for cell in plan.cells.iter().filter(|c| !anchor(&c.name)) {
                let size = (plan.piece_r * 0.6).max(12.0);
                let p = plan.abs((cell.at.0 + plan.piece_r * 0.9, cell.at.1 + plan.piece_r * 0.95));
                text::draw_at(canvas, &cell.name, p.0, p.1, size, Align::Left, theme.ink_soft);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(name: &str, x: f32, y: f32) -> GraphPoint {
        GraphPoint::new(name, x, y)
    }

    #[test]
    fn the_frame_fits_the_points_extent() {
        let room = Room { w: 900.0, h: 900.0 };
        let square = [
            point("a1", 0.0, 0.0),
            point("b1", 1.0, 0.0),
            point("a2", 0.0, 1.0),
            point("b2", 1.0, 1.0),
        ];
        let band = [
            point("a1", 0.0, 0.25),
            point("b1", 1.0, 0.25),
            point("a2", 0.0, 0.75),
            point("b2", 1.0, 0.75),
        ];
        let full = plan(&square, &[], &[], false, room);
        let half = plan(&band, &[], &[], false, room);
        // A square board is as before: as tall as wide.
        assert!(
            (full.width - full.height).abs() < 0.5,
            "{} × {}",
            full.width,
            full.height
        );
        // Points filling half the height make a frame about half as tall,
        // with the same spacing across.
        assert!(
            half.height < full.height * 0.7,
            "{} vs {}",
            half.height,
            full.height
        );
        assert!((half.width - full.width).abs() < 0.5);
        let gap = |p: &Plan, a: &str, b: &str| p.cell(b).unwrap().at.0 - p.cell(a).unwrap().at.0;
        assert!((gap(&half, "a1", "b1") - gap(&full, "a1", "b1")).abs() < 0.5);
    }
}
