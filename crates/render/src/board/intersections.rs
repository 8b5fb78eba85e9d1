//! Lines crossing, pieces on the crossings (Go, Gomoku): star points and
//! coordinates left and below, or on all four sides; file letters may skip
//! `i`.

use super::{Cell, Geometry, Plan, Room, Shape, letter};
use crate::canvas::Canvas;
use crate::text::{self, Align};
use crate::theme::{Kind, Theme};

#[derive(Clone, Debug)]
pub(crate) struct Geo {
    files: usize,
    ranks: usize,
    step: f32,
    left: f32,
    top: f32,
    coord: f32,
    /// Wood beyond the edge lines, so edge stones sit inside the frame.
    margin: f32,
    stars: Vec<usize>,
    rank_letters: bool,
    skip_i: bool,
    around: bool,
}

/// The letter of file `f` (from 0), skipping `i` when asked.
fn file_letter(f: usize, skip_i: bool) -> char {
    if skip_i && f >= 8 {
        letter(f + 1)
    } else {
        letter(f)
    }
}

/// The name of the point on file `f` and rank `r` (from 0): `a1`, or `A1`
/// (rank letter, file number) when the ranks are lettered.
fn point_name(f: usize, r: usize, rank_letters: bool, skip_i: bool) -> String {
    if rank_letters {
        format!("{}{}", letter(r).to_ascii_uppercase(), f + 1)
    } else {
        format!("{}{}", file_letter(f, skip_i), r + 1)
    }
}

pub(super) fn plan(board: &games::view::Intersections, flip: bool, room: Room) -> Plan {
    let files = usize::from(board.files).clamp(1, 26);
    let ranks = usize::from(board.ranks).clamp(1, 26);
    let (star_points, rank_letters) = (&board.star_points, board.rank_letters);
    let (skip_i, around) = (board.skip_i, board.coordinates_around);
    let coord = 26.0;
    let (left, bottom) = (coord * 1.6, coord * 1.6);
    let (top, right) = if around { (bottom, left) } else { (8.0, 8.0) };
    // A fifth of a step of wood on each side beyond the outer half steps.
    let step = ((room.w - left - right) / (files as f32 + 0.4))
        .min((room.h - top - bottom) / (ranks as f32 + 0.4))
        .clamp(8.0, 120.0);
    let margin = step * 0.2;
    let coord = coord.min(step * 0.7).max(12.0);
    let mut cells = Vec::with_capacity(files * ranks);
    for f in 0..files {
        for r in 0..ranks {
            let col = if flip { files - 1 - f } else { f };
            let row = if flip { r } else { ranks - 1 - r };
            let at = (
                left + margin + (col as f32 + 0.5) * step,
                top + margin + (row as f32 + 0.5) * step,
            );
            cells.push(Cell {
                name: point_name(f, r, rank_letters, skip_i),
                at,
                shape: Shape::Point,
                label_at: at,
                label_size: (step * 0.36).max(12.0),
            });
        }
    }
    let stars = star_points
        .iter()
        .take(super::MAX_ITEMS)
        .filter_map(|s| cells.iter().position(|c| c.name == *s))
        .collect();
    let geo = Geo {
        files,
        ranks,
        step,
        left,
        top,
        coord,
        margin,
        stars,
        rank_letters,
        skip_i,
        around,
    };
    Plan::new(
        Kind::Intersections,
        left + files as f32 * step + 2.0 * margin + right,
        top + ranks as f32 * step + 2.0 * margin + bottom,
        cells,
        step * 0.47,
        Geometry::Intersections(geo),
    )
}

pub(super) fn draw_base(canvas: &mut Canvas, plan: &Plan, g: &Geo, theme: &Theme) {
    let paint = theme.board(Kind::Intersections);
    let (x0, y0) = plan.abs((g.left, g.top));
    let m = g.margin;
    let (w, h) = (
        g.files as f32 * g.step + 2.0 * m,
        g.ranks as f32 * g.step + 2.0 * m,
    );
    canvas.round_rect(
        x0,
        y0,
        x0 + w,
        y0 + h,
        g.step * 0.15,
        Some(paint.surface),
        Some((paint.frame, 3.0)),
        1.0,
    );
    let lw = (g.step * 0.045).clamp(1.5, 4.0);
    let half = g.step / 2.0;
    let (first_x, last_x) = (x0 + m + half, x0 + w - m - half);
    let (first_y, last_y) = (y0 + m + half, y0 + h - m - half);
    for i in 0..g.files {
        let x = first_x + i as f32 * g.step;
        let edge = i == 0 || i + 1 == g.files;
        canvas.line(
            (x, first_y),
            (x, last_y),
            if edge { lw * 1.8 } else { lw },
            paint.line,
            1.0,
        );
    }
    for i in 0..g.ranks {
        let y = first_y + i as f32 * g.step;
        let edge = i == 0 || i + 1 == g.ranks;
        canvas.line(
            (first_x, y),
            (last_x, y),
            if edge { lw * 1.8 } else { lw },
            paint.line,
            1.0,
        );
    }
    for &i in &g.stars {
        canvas.disc(
            plan.abs(plan.cells[i].at),
            (g.step * 0.11).max(3.0),
            Some(paint.line),
            None,
            1.0,
        );
    }
    for f in 0..g.files {
        let cell = &plan.cells[f * g.ranks];
        let (x, _) = plan.abs(cell.at);
        let y = y0 + h + g.coord * 0.85;
        let label = if g.rank_letters {
            (f + 1).to_string()
        } else {
            file_letter(f, g.skip_i).to_string()
        };
        text::draw_at(canvas, &label, x, y, g.coord, Align::Centre, theme.ink_soft);
        if g.around {
            text::draw_at(
                canvas,
                &label,
                x,
                y0 - g.coord * 0.85,
                g.coord,
                Align::Centre,
                theme.ink_soft,
            );
        }
    }
    for r in 0..g.ranks {
        let (_, y) = plan.abs(plan.cells[r].at);
        let x = x0 - g.coord * 0.3;
        let label = if g.rank_letters {
            letter(r).to_ascii_uppercase().to_string()
        } else {
            (r + 1).to_string()
        };
        text::draw_at(canvas, &label, x, y, g.coord, Align::Right, theme.ink_soft);
        if g.around {
            let x = x0 + w + g.coord * 0.3;
            text::draw_at(canvas, &label, x, y, g.coord, Align::Left, theme.ink_soft);
        }
    }
}

impl Geo {
    /// The distance between lines and the wood's rectangle in picture
    /// pixels (`x0, y0, x1, y1`), for areas drawn over the board.
    pub(super) fn area(&self, plan: &Plan) -> (f32, (f32, f32, f32, f32)) {
        let (x0, y0) = plan.abs((self.left, self.top));
        let (w, h) = (
            self.files as f32 * self.step + 2.0 * self.margin,
            self.ranks as f32 * self.step + 2.0 * self.margin,
        );
        (self.step, (x0, y0, x0 + w, y0 + h))
    }
}
