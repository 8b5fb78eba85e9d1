//! Hexagonal cells, a point up, in horizontal rows: a hexagon of hexagons,
//! a rhombus, any layout the view lists by axial coordinates. The cells are
//! tinted in three shades so that no two neighbours share one (lines of
//! cells read along the board), and the view's rim texts are written
//! where it puts them, off the board.

use games::view::{HexCell, Hexes};

use super::{Cell, Geometry, Plan, Room, Shape};
use crate::canvas::{Canvas, Pt};
use crate::text::{self, Align};
use crate::theme::{Kind, Theme};

/// Most cells and rim texts laid out.
const MAX_CELLS: usize = 1024;
/// Farthest axial coordinate laid out (a view beyond it is not a board).
const MAX_AXIAL: i16 = 64;
/// A row's height, in units of the distance between neighbours' centres.
const ROW: f32 = 0.866_025_4;

#[derive(Clone, Debug)]
pub(crate) struct Geo {
    /// The distance between neighbours' centres, in pixels.
    step: f32,
    /// Each cell's shade (0, 1 or 2), in the order of the plan's cells.
    shades: Vec<u8>,
    /// Rim texts and where they go, board-relative.
    rim: Vec<(String, Pt)>,
    coord: f32,
}

/// The centre of axial (`q`, `r`) in units of `step`, y downwards, turned
/// half a circle when `flip`.
fn unit(q: i16, r: i16, flip: bool) -> Pt {
    let (x, y) = (f32::from(q) + f32::from(r) / 2.0, -f32::from(r) * ROW);
    if flip { (-x, -y) } else { (x, y) }
}

fn usable(c: &&HexCell) -> bool {
    c.q.abs() <= MAX_AXIAL && c.r.abs() <= MAX_AXIAL
}

/// The corners of the hexagon of circumradius `r` centred on `c`, a point up.
pub(crate) fn corners(c: Pt, r: f32) -> [Pt; 6] {
    std::array::from_fn(|k| {
        let a = std::f32::consts::FRAC_PI_3 * k as f32 + std::f32::consts::FRAC_PI_6;
        (c.0 + r * a.cos(), c.1 + r * a.sin())
    })
}

pub(super) fn plan(board: &Hexes, flip: bool, room: Room) -> Plan {
    let cells: Vec<&HexCell> = board.cells.iter().filter(usable).take(MAX_CELLS).collect();
    let rim: Vec<&HexCell> = board.rim.iter().filter(usable).take(MAX_CELLS).collect();
    let places: Vec<Pt> = cells.iter().chain(&rim).map(|c| unit(c.q, c.r, flip)).collect();
    let lo_x = places.iter().map(|p| p.0).fold(f32::INFINITY, f32::min);
    let hi_x = places.iter().map(|p| p.0).fold(f32::NEG_INFINITY, f32::max);
    let lo_y = places.iter().map(|p| p.1).fold(f32::INFINITY, f32::min);
    let hi_y = places.iter().map(|p| p.1).fold(f32::NEG_INFINITY, f32::max);
    let (lo_x, hi_x, lo_y, hi_y) = if places.is_empty() {
        (0.0, 0.0, 0.0, 0.0)
    } else {
        (lo_x, hi_x, lo_y, hi_y)
    };
    // Half a cell of room round the outermost centres, plus a frame.
    let margin = 8.0;
    let span_x = hi_x - lo_x + 1.0;
    let span_y = hi_y - lo_y + 2.0 / 3.0_f32.sqrt();
    let step = ((room.w - 2.0 * margin) / span_x)
        .min((room.h - 2.0 * margin) / span_y)
        .clamp(8.0, 140.0);
    let radius = step / 3.0_f32.sqrt();
    let place = |p: Pt| {
        (
            margin + (p.0 - lo_x + 0.5) * step,
            margin + (p.1 - lo_y) * step + radius,
        )
    };
    let laid: Vec<Cell> = cells
        .iter()
        .map(|c| {
            let at = place(unit(c.q, c.r, flip));
            Cell {
                name: c.name.clone(),
                at,
                shape: Shape::Hex { r: radius },
                label_at: (at.0, at.1 + radius * 0.55),
                label_size: (step * 0.26).max(12.0),
            }
        })
        .collect();
    let shades = cells
        .iter()
        .map(|c| (i32::from(c.q) - i32::from(c.r)).rem_euclid(3) as u8)
        .collect();
    let rim = rim
        .iter()
        .map(|c| (c.name.clone(), place(unit(c.q, c.r, flip))))
        .collect();
    let geo = Geo {
        step,
        shades,
        rim,
        coord: (step * 0.4).clamp(12.0, 36.0),
    };
    Plan::new(
        Kind::Hexes,
        2.0 * margin + span_x * step,
        2.0 * margin + span_y * step,
        laid,
        step * 0.37,
        Geometry::Hexes(geo),
    )
}

pub(super) fn draw_base(canvas: &mut Canvas, plan: &Plan, g: &Geo, theme: &Theme) {
    let paint = theme.board(Kind::Hexes);
    let radius = g.step / 3.0_f32.sqrt();
    // The board's body: every cell a little larger in the frame's colour,
    // so the outline follows the cells' rim whatever the layout.
    for cell in &plan.cells {
        canvas.polygon(&corners(plan.abs(cell.at), radius + 3.0), paint.frame, 1.0);
    }
    let edge = (g.step * 0.03).clamp(1.5, 4.0);
    for (cell, &shade) in plan.cells.iter().zip(&g.shades) {
        let fill = paint
            .light
            .mix(paint.dark, [0.0, 0.14, 0.28][usize::from(shade.min(2))]);
        let hex = corners(plan.abs(cell.at), radius);
        canvas.polygon(&hex, fill, 1.0);
        canvas.polygon_edge(&hex, edge, paint.line, 1.0);
    }
    for (label, at) in &g.rim {
        let label = text::fit(label, g.coord, g.step * 1.2);
        let p = plan.abs(*at);
        text::draw_at(canvas, &label, p.0, p.1, g.coord, Align::Centre, theme.ink_soft);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use games::view::Board;

    fn hex_hex(side: i16) -> Vec<HexCell> {
        let n = side - 1;
        let mut cells = Vec::new();
        for r in -n..=n {
            for q in -n..=n {
                if (q + r).abs() <= n {
                    cells.push(HexCell::new(format!("{q}/{r}"), q, r));
                }
            }
        }
        cells
    }

    #[test]
    fn neighbours_are_one_step_apart_and_rows_are_level() {
        let room = Room { w: 800.0, h: 800.0 };
        let p = plan(&Board::hexes(hex_hex(4)), false, room);
        assert_eq!(p.cells.len(), 37);
        let at = |n: &str| p.cell(n).unwrap().at;
        let dist = |a: Pt, b: Pt| (a.0 - b.0).hypot(a.1 - b.1);
        let step = dist(at("0/0"), at("1/0"));
        for n in ["0/1", "-1/1", "0/-1", "1/-1", "-1/0"] {
            assert!((dist(at("0/0"), at(n)) - step).abs() < 0.01, "{n}");
        }
        // Row 1 lies above row 0, (0, 1) up and to the right.
        assert!(at("0/1").1 < at("0/0").1 && at("0/1").0 > at("0/0").0);
        assert!((at("-3/0").1 - at("3/0").1).abs() < 0.01);
        // It fits the room, and the hexagons cover the board without gaps:
        // two neighbours' shapes meet at their common side.
        assert!(p.width <= 800.0 && p.height <= 800.0);
        let Shape::Hex { r } = p.cell("0/0").unwrap().shape else {
            panic!("hexagonal cells");
        };
        assert!((r * 3.0_f32.sqrt() - step).abs() < 0.01);
    }

    #[test]
    fn a_turned_board_swaps_ends_and_keeps_the_rim() {
        let room = Room { w: 600.0, h: 600.0 };
        let board = Board::hexes(hex_hex(2)).rim(vec![HexCell::new("x", -2, 0)]);
        let plain = plan(&board, false, room);
        let turned = plan(&board, true, room);
        let x = |p: &Plan, n: &str| p.cell(n).unwrap().at.0;
        assert!(x(&plain, "-1/0") < x(&plain, "1/0"));
        assert!(x(&turned, "-1/0") > x(&turned, "1/0"));
        let Geometry::Hexes(g) = &turned.geo else {
            panic!("hex geometry");
        };
        // The rim text left of the board is right of it once turned.
        assert!(g.rim[0].1.0 > x(&turned, "1/0"));
    }

    #[test]
    fn neighbours_never_share_a_shade() {
        let p = plan(&Board::hexes(hex_hex(3)), false, Room { w: 500.0, h: 500.0 });
        let Geometry::Hexes(g) = &p.geo else {
            panic!("hex geometry");
        };
        for (i, a) in p.cells.iter().enumerate() {
            for (j, b) in p.cells.iter().enumerate() {
                let d = (a.at.0 - b.at.0).hypot(a.at.1 - b.at.1);
                if i != j && (d - g.step).abs() < 0.5 {
                    assert_ne!(g.shades[i], g.shades[j], "{} {}", a.name, b.name);
                }
            }
        }
    }
}
