//! Areas of cells (territories) on square and intersection boards: each
//! cell's square shaded, a border where the area meets other cells or the
//! edge, and a flag hole holding a flag in the owner's colour.

use games::view::View;

use super::{Colours, Geometry, MAX_ITEMS, Plan};
use crate::canvas::{Canvas, Pt};
use crate::theme::Theme;

/// Most areas drawn.
const MAX_REGIONS: usize = 64;

pub(super) fn draw(canvas: &mut Canvas, view: &View, plan: &Plan, colours: &Colours, theme: &Theme) {
    if view.regions.is_empty() {
        return;
    }
    let (step, clip) = match &plan.geo {
        Geometry::Intersections(g) => g.area(plan),
        Geometry::Squares(g) => (g.cell_size(), (f32::MIN, f32::MIN, f32::MAX, f32::MAX)),
        _ => return,
    };
    let paint = theme.board(plan.kind);
    let half = step / 2.0;
    let clamp = |x: f32, y: f32| -> Pt { (x.clamp(clip.0, clip.2), y.clamp(clip.1, clip.3)) };
    for region in view.regions.iter().take(MAX_REGIONS) {
        let centres: Vec<Pt> = region
            .cells
            .iter()
            .take(MAX_ITEMS)
            .filter_map(|name| plan.cell(name).map(|c| plan.abs(c.at)))
            .collect();
        let owner_paint = region
            .owner
            .map(|o| theme.piece(plan.kind, "man", colours.of(Some(o))));
        // A solid region is a piece lying flat: its owner's colour at full
        // strength, inset a little so the outlines of neighbours stay apart.
        let (shade, alpha) = match owner_paint {
            Some(p) if region.solid => (p.fill, 1.0),
            Some(p) => (p.fill.mix(paint.surface, 0.35), 0.45),
            None if region.solid => (paint.surface.mix(theme.ink_soft, 0.5), 0.9),
            None => (paint.surface.mix(theme.ink_soft, 0.5), 0.22),
        };
        for &(x, y) in &centres {
            let (a, b) = (clamp(x - half, y - half), clamp(x + half, y + half));
            canvas.rect(a.0, a.1, b.0, b.1, shade, alpha);
        }
        // A side is a border unless a cell of the same area lies beyond it.
        let inside = |p: Pt| {
            centres
                .iter()
                .any(|c| (c.0 - p.0).abs() < step * 0.25 && (c.1 - p.1).abs() < step * 0.25)
        };
        let (w, edge, inset) = if region.solid {
            let w = (step * 0.09).clamp(3.0, 8.0);
            (w, theme.ink, w / 2.0)
        } else {
            ((step * 0.06).clamp(2.0, 6.0), paint.frame, 0.0)
        };
        let half_in = half - inset;
        for &(x, y) in &centres {
            // Each side is drawn inside its cell by `inset` (solid pieces),
            // running to the cell's corners where the piece goes on.
            let sides = [
                ((x + step, y), (x + half_in, y - half), (x + half_in, y + half)),
                ((x - step, y), (x - half_in, y - half), (x - half_in, y + half)),
                ((x, y + step), (x - half, y + half_in), (x + half, y + half_in)),
                ((x, y - step), (x - half, y - half_in), (x + half, y - half_in)),
            ];
            for (beyond, a, b) in sides {
                if !inside(beyond) {
                    canvas.line(clamp(a.0, a.1), clamp(b.0, b.1), w, edge, 0.9);
                }
            }
        }
        let Some((a, b)) = &region.hole else { continue };
        let (Some(a), Some(b)) = (plan.cell(a), plan.cell(b)) else {
            continue;
        };
        let (a, b) = (plan.abs(a.at), plan.abs(b.at));
        let m = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
        canvas.disc(m, (step * 0.07).max(3.0), Some(paint.frame), None, 1.0);
        if let Some(p) = owner_paint {
            // A pole from the hole, a pennant at its top, within a quarter
            // step of the hole so it stays clear of the pieces around.
            let top = (m.0 - step * 0.06, m.1 - step * 0.22);
            let pole_w = (step * 0.035).max(2.0);
            canvas.line((top.0, m.1), top, pole_w, theme.ink, 1.0);
            let pennant = [
                top,
                (top.0 + step * 0.24, top.1 + step * 0.07),
                (top.0, top.1 + step * 0.14),
            ];
            canvas.polygon(&pennant, p.fill, 1.0);
            canvas.polygon_edge(&pennant, (step * 0.02).max(1.5), p.rim, 1.0);
        }
    }
}

#[cfg(test)]
mod tests {
    use games::Seat;
    use games::view::{Board, Region, View};

    use crate::{Frame, render, spots};

    fn at(view: &View, cell: &str) -> (f32, f32, f32) {
        let spot = spots(view, &Frame::new("t"))
            .into_iter()
            .find(|s| s.cell == cell)
            .expect("a cell");
        (spot.x, spot.y, spot.piece_radius)
    }

    fn pixel(view: &View, x: f32, y: f32) -> [u8; 3] {
        render(view, &Frame::new("t")).get_pixel(x as u32, y as u32).0
    }

    fn with(region: Option<Region>) -> View {
        let mut view = View::new(Board::intersections(6, 6));
        view.seat_colours = vec!["white".into(), "black".into()];
        view.regions.extend(region);
        view
    }

    #[test]
    fn a_region_is_shaded_bordered_and_flies_its_owners_flag() {
        let cells = ["a1", "b1", "a2", "b2"].map(String::from).to_vec();
        let plain = with(None);
        let open = with(Some(Region::new(cells.clone()).hole("a1", "b2")));
        let owned = with(Some(Region::new(cells).owner(Some(Seat(1))).hole("a1", "b2")));
        let (ax, ay, _) = at(&plain, "a1");
        let (bx, by, _) = at(&plain, "b2");
        let step = bx - ax;
        // Inside, away from lines and the hole: shaded, darker when owned
        // by Black.
        let inside = (ax + step * 0.25, ay - step * 0.75);
        let [p, o, w] = [&plain, &open, &owned].map(|v| pixel(v, inside.0, inside.1));
        assert_ne!(p, o, "a neutral wash");
        assert!(w.iter().map(|&c| u32::from(c)).sum::<u32>() < o.iter().map(|&c| u32::from(c)).sum::<u32>());
        // The border runs half a step beyond b1, between b and c.
        let border = (ax + step * 1.5, ay - step * 0.25);
        assert_ne!(
            pixel(&plain, border.0, border.1),
            pixel(&open, border.0, border.1)
        );
        // The hole in the middle of a1 b1 a2 b2, and a flag above it only
        // when the region has an owner.
        let hole = ((ax + bx) / 2.0, (ay + by) / 2.0);
        assert_ne!(pixel(&plain, hole.0, hole.1), pixel(&open, hole.0, hole.1));
        let pennant = (hole.0 + step * 0.02, hole.1 - step * 0.17);
        assert_ne!(
            pixel(&open, pennant.0, pennant.1),
            pixel(&owned, pennant.0, pennant.1)
        );
    }

    #[test]
    fn a_solid_region_is_a_piece_in_its_owners_colour_with_a_thick_outline() {
        let cells = ["b2", "c2", "d2", "b3", "b4"].map(String::from).to_vec();
        let board = |region: Option<Region>| {
            let mut view = View::new(Board::squares(6, 6));
            view.seat_colours = vec!["red".into(), "blue".into()];
            view.regions.extend(region);
            view
        };
        let plain = board(None);
        let wash = board(Some(Region::new(cells.clone()).owner(Some(Seat(0)))));
        let solid = board(Some(Region::new(cells.clone()).owner(Some(Seat(0))).solid(true)));
        let other = board(Some(Region::new(cells).owner(Some(Seat(1))).solid(true)));
        let (bx, by, _) = at(&plain, "b2");
        let (cx, _, _) = at(&plain, "c2");
        let step = cx - bx;
        // Inside a cell, off the grid lines: the solid piece is darker
        // than the wash (Red is a dark red), and Blue's is another colour.
        let inside = (bx + step * 0.2, by + step * 0.2);
        let [w, s, o] = [&wash, &solid, &other].map(|v| pixel(v, inside.0, inside.1));
        let sum = |p: [u8; 3]| p.iter().map(|&c| u32::from(c)).sum::<u32>();
        assert!(sum(s) < sum(w), "{s:?} {w:?}");
        assert_ne!(s, o);
        // The outline runs just inside the piece's edge, between b2 and
        // the empty b1 below it, and not between b2 and c2.
        let edge = (bx + step * 0.2, by + step * 0.47);
        assert_ne!(pixel(&solid, edge.0, edge.1), s);
        let joint = ((bx + cx) / 2.0, by + step * 0.2);
        assert_eq!(pixel(&solid, joint.0, joint.1), s);
    }

    #[test]
    fn a_small_piece_is_drawn_smaller() {
        let mut big = with(None);
        big.piece("c3", Some(Seat(1)), "man");
        let mut small = with(None);
        small.piece("c3", Some(Seat(1)), "man~small");
        let (x, y, r) = at(&big, "c3");
        // Three quarters of a radius out (off the lines): inside the full
        // piece, outside the small one.
        let (px, py) = (x + r * 0.53, y + r * 0.53);
        assert_ne!(pixel(&big, px, py), pixel(&small, px, py));
        assert_eq!(pixel(&big, x + 1.0, y + 1.0), pixel(&small, x + 1.0, y + 1.0));
    }
}
