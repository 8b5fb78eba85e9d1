//! A tables board (backgammon, plakoto and their kin): two rows of points
//! facing each other, checkers stacked along each point from the board's
//! edge (five drawn, then the count), an optional bar splitting each row,
//! trays for borne-off pieces at the right and the doubling cube at the left.

use games::view::{Cube, CubeAt};

use super::{Cell, Geometry, MAX_ITEMS, Plan, Room, Shape};
use crate::canvas::{Canvas, Rgb};
use crate::text::{self, Align};
use crate::theme::{Kind, Theme};

/// Most points a board may have.
const MAX_POINTS: usize = 48;
/// Checkers drawn along one point before the count is written.
pub(crate) const SHOWN: usize = 5;

#[derive(Clone, Debug)]
pub(crate) struct Geo {
    /// Width of a point.
    c: f32,
    /// Inner board: left, top, right, bottom.
    inner: (f32, f32, f32, f32),
    /// Height of a row of points.
    row_h: f32,
    per_row: usize,
    /// x of the bar's centre and its width, if any.
    bar: Option<(f32, f32)>,
    /// x of the trays' centre and width, if any.
    trays: Option<(f32, f32)>,
    /// x of the cube column's centre, if a cube is shown.
    cube_x: Option<f32>,
    cube: Option<Cube>,
    labels: Vec<String>,
    /// Where each point's label goes.
    label_at: Vec<(f32, f32)>,
}

pub(super) fn plan(board: &games::view::Points, room: Room) -> Plan {
    let (points, labels, cube) = (&board.points, &board.labels, board.cube);
    let (bar, trays) = (board.bar.as_ref(), board.trays.as_ref());
    let n = (points.len().min(MAX_POINTS) / 2).max(1) * 2;
    let per_row = n / 2;
    let split = per_row / 2;
    // Widths in units of a point's width.
    let bar_u = if bar.is_some() { 1.0 } else { 0.25 };
    let tray_u = if trays.is_some() { 1.25 } else { 0.0 };
    let cube_u = if cube.is_some() { 1.1 } else { 0.0 };
    let frame_u = 0.35;
    let units = per_row as f32 + bar_u + tray_u + cube_u + 2.0 * frame_u;
    // Height: two rows of 5.4 points' widths, a gap of 1.3, labels of 0.7.
    let v_units = 2.0 * 5.4 + 1.3 + 2.0 * frame_u + 2.0 * 0.8;
    let c = (room.w / units).min(room.h / v_units).clamp(8.0, 90.0);
    let frame = frame_u * c;
    let label_h = 0.8 * c;
    let row_h = 5.4 * c;
    let gap = 1.3 * c;
    let left = cube_u * c + frame;
    let top = label_h + frame;
    let points_w = per_row as f32 * c + bar_u * c;
    let right = left + points_w + tray_u * c;
    let bottom = top + 2.0 * row_h + gap;
    let r = c * 0.46;
    let x_of = |col: usize| -> f32 {
        let extra = if col >= split { bar_u * c } else { 0.0 };
        left + col as f32 * c + extra + c / 2.0
    };
    let mut cells = Vec::new();
    let mut label_at = Vec::new();
    for (i, name) in points.iter().take(n).enumerate() {
        let (col, lower) = if i < per_row {
            (per_row - 1 - i, true)
        } else {
            (i - per_row, false)
        };
        let x = x_of(col);
        let (y, dir) = if lower { (bottom - r, -1.0) } else { (top + r, 1.0) };
        let ly = if lower {
            bottom + frame + label_h * 0.5
        } else {
            top - frame - label_h * 0.5
        };
        label_at.push((x, ly));
        cells.push(Cell {
            name: name.clone(),
            at: (x, y),
            shape: Shape::Spike {
                dir,
                step: 2.0 * r,
                len: row_h,
            },
            label_at: (x, y + dir * (row_h - r)),
            label_size: (c * 0.4).max(12.0),
        });
    }
    let mid = (top + bottom) / 2.0;
    let bar_geo = bar.map(|(low, high)| {
        let x = left + split as f32 * c + bar_u * c / 2.0;
        for (name, dir) in [(low, 1.0), (high, -1.0)] {
            let y = mid + dir * (gap / 2.0 + r);
            cells.push(Cell {
                name: name.clone(),
                at: (x, y),
                shape: Shape::Spike {
                    dir,
                    step: 2.0 * r,
                    len: row_h,
                },
                label_at: (x, y),
                label_size: (c * 0.4).max(12.0),
            });
        }
        (x, bar_u * c)
    });
    let tray_geo = trays.map(|(low, high)| {
        let x = left + points_w + tray_u * c / 2.0;
        for (name, y, dir) in [(low, bottom - r, -1.0), (high, top + r, 1.0)] {
            cells.push(Cell {
                name: name.clone(),
                at: (x, y),
                shape: Shape::Spike {
                    dir,
                    step: 2.0 * r,
                    len: row_h,
                },
                label_at: (x, y),
                label_size: (c * 0.4).max(12.0),
            });
        }
        (x, tray_u * c)
    });
    cells.truncate(MAX_ITEMS);
    let geo = Geo {
        c,
        inner: (left, top, right, bottom),
        row_h,
        per_row,
        bar: bar_geo,
        trays: tray_geo,
        cube_x: cube.map(|_| cube_u * c / 2.0),
        cube,
        labels: (0..n)
            .map(|i| {
                labels
                    .get(i)
                    .or_else(|| points.get(i))
                    .cloned()
                    .unwrap_or_default()
            })
            .collect(),
        label_at,
    };
    Plan::new(
        Kind::Points,
        right + frame,
        bottom + frame + label_h,
        cells,
        r,
        Geometry::Points(geo),
    )
}

pub(super) fn draw_base(canvas: &mut Canvas, plan: &Plan, g: &Geo, theme: &Theme) {
    let paint = theme.board(Kind::Points);
    let (l, t, r, b) = g.inner;
    let f = g.c * 0.35;
    let o = plan.abs((l - f, t - f));
    let e = plan.abs((r + f, b + f));
    canvas.round_rect(o.0, o.1, e.0, e.1, f * 0.6, Some(paint.frame), None, 1.0);
    let o = plan.abs((l, t));
    let e = plan.abs((r, b));
    canvas.rect(o.0, o.1, e.0, e.1, paint.surface, 1.0);
    // Points: long triangles, alternating colours.
    let half = g.c * 0.47;
    for (i, cell) in plan.cells.iter().take(2 * g.per_row).enumerate() {
        let Shape::Spike { dir, .. } = cell.shape else {
            continue;
        };
        let base_y = if dir < 0.0 { b } else { t };
        let tip_y = base_y + dir * g.row_h * 0.92;
        let x = cell.at.0;
        let colour = if i % 2 == 0 { paint.dark } else { paint.light };
        let pts = [
            plan.abs((x - half, base_y)),
            plan.abs((x + half, base_y)),
            plan.abs((x, tip_y)),
        ];
        canvas.polygon(&pts, colour, 1.0);
        canvas.polygon_edge(&pts, 1.5, paint.line, 0.6);
    }
    for (x, w) in [g.bar, g.trays].into_iter().flatten() {
        let a = plan.abs((x - w / 2.0, t));
        let z = plan.abs((x + w / 2.0, b));
        canvas.rect(a.0, a.1, z.0, z.1, paint.frame, 1.0);
    }
    if let Some((x, w)) = g.trays {
        // Two boxes, one per side.
        let mid = (t + b) / 2.0;
        for (y0, y1) in [(t, mid - g.c * 0.3), (mid + g.c * 0.3, b)] {
            let a = plan.abs((x - w / 2.0 + 4.0, y0 + 4.0));
            let z = plan.abs((x + w / 2.0 - 4.0, y1 - 4.0));
            canvas.round_rect(
                a.0,
                a.1,
                z.0,
                z.1,
                6.0,
                Some(paint.surface.mix(Rgb(0, 0, 0), 0.25)),
                None,
                1.0,
            );
        }
    }
    let size = (g.c * 0.42).max(12.0);
    for (label, at) in g.labels.iter().zip(&g.label_at) {
        let p = plan.abs(*at);
        text::draw_at(canvas, label, p.0, p.1, size, Align::Centre, theme.ink_soft);
    }
    if let (Some(cube), Some(x)) = (g.cube, g.cube_x) {
        let y = match cube.at {
            CubeAt::Middle => (t + b) / 2.0,
            CubeAt::Bottom => b - g.row_h / 2.0,
            CubeAt::Top => t + g.row_h / 2.0,
        };
        let s = g.c * 0.45;
        let p = plan.abs((x, y));
        let edge = if cube.offered {
            (theme.marks.captured, 5.0)
        } else {
            (theme.ink, 2.5)
        };
        canvas.round_rect(
            p.0 - s,
            p.1 - s,
            p.0 + s,
            p.1 + s,
            s * 0.25,
            Some(theme.dice.body),
            Some(edge),
            1.0,
        );
        text::draw_at(
            canvas,
            &cube.value.to_string(),
            p.0,
            p.1,
            s * 1.1,
            Align::Centre,
            theme.dice.mark,
        );
    }
}
