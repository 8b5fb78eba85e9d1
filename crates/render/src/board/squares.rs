//! A grid of squares, checkered or plain, or set apart by grooves where
//! walls lie: files a… left to right, ranks 1… bottom to top, coordinates
//! left and below.

use games::view::Wall;

use super::{Cell, Geometry, Plan, Room, Shape, letter};
use crate::canvas::{Canvas, Pt};
use crate::text::{self, Align};
use crate::theme::{Kind, Theme};

#[derive(Clone, Debug)]
pub(crate) struct Geo {
    files: usize,
    ranks: usize,
    cell: f32,
    left: f32,
    top: f32,
    coord: f32,
    checkered: bool,
    /// With `checkered`: a1 is light, so dark squares have an odd file + rank.
    a1_light: bool,
    /// Squares apart, grooves between them.
    grooves: bool,
    flip: bool,
    /// The drawn rows (0 at the top) with a river band above them.
    rivers: Vec<usize>,
    /// A river band's height, in pixels.
    band: f32,
    /// Squares of the grid that are no part of the board, by file and rank
    /// (`file * ranks + rank`); empty when every square is.
    absent: Vec<bool>,
}

/// A groove's width, in squares.
const GROOVE: f32 = 0.2;
/// A river band's height, in squares.
const RIVER: f32 = 0.42;

impl Geo {
    /// The top of drawn row `row` (0 at the top), below the bands above it.
    fn row_top(&self, row: usize) -> f32 {
        let bands = self.rivers.iter().filter(|&&r| r <= row).count();
        self.top + row as f32 * self.cell + bands as f32 * self.band
    }

    /// The board's height: its rows and its river bands.
    fn height(&self) -> f32 {
        self.ranks as f32 * self.cell + self.rivers.len() as f32 * self.band
    }

    /// Whether square (`file`, `rank`) from a1 is part of the board.
    fn present(&self, file: usize, rank: usize) -> bool {
        file < self.files
            && rank < self.ranks
            && !self
                .absent
                .get(file * self.ranks + rank)
                .copied()
                .unwrap_or(false)
    }

    /// The top-left corner of square (`file`, `rank`), relative to the
    /// board's top-left.
    fn corner(&self, file: usize, rank: usize) -> Pt {
        let col = if self.flip { self.files - 1 - file } else { file };
        let row = if self.flip { rank } else { self.ranks - 1 - rank };
        (col as f32 * self.cell, self.row_top(row) - self.top)
    }
}

pub(super) fn plan(board: &games::view::Squares, flip: bool, room: Room) -> Plan {
    let files = usize::from(board.files).clamp(1, 26);
    let ranks = usize::from(board.ranks).clamp(1, 26);
    let (checkered, a1_light, grooves) = (board.checkered, board.a1_light, board.grooves);
    let half = if grooves { 0.5 - GROOVE / 2.0 } else { 0.5 };
    let coord = 28.0;
    let (left, bottom, top, right) = (coord * 1.5, coord * 1.6, 8.0, 8.0);
    // A river above rank n (1 ≤ n < ranks) lies above drawn row
    // `ranks - n` unturned, above row `n` turned.
    let mut rivers: Vec<usize> = board
        .rivers
        .iter()
        .map(|&n| usize::from(n))
        .filter(|&n| (1..ranks).contains(&n))
        .map(|n| if flip { n } else { ranks - n })
        .collect();
    rivers.sort_unstable();
    rivers.dedup();
    let cell = ((room.w - left - right) / files as f32)
        .min((room.h - top - bottom) / (ranks as f32 + rivers.len() as f32 * RIVER))
        .clamp(8.0, 130.0);
    let coord = coord.min(cell * 0.6).max(12.0);
    let mut absent = Vec::new();
    for name in &board.absent {
        let mut chars = name.chars();
        let file = chars.next().map(|c| (c as usize).wrapping_sub('a' as usize));
        let rank = chars.as_str().parse::<usize>().ok().map(|r| r.wrapping_sub(1));
        if let (Some(f), Some(r)) = (file, rank)
            && f < files
            && r < ranks
        {
            absent.resize(files * ranks, false);
            absent[f * ranks + r] = true;
        }
    }
    let geo = Geo {
        files,
        ranks,
        cell,
        left,
        top,
        coord,
        checkered,
        a1_light,
        grooves,
        flip,
        rivers,
        band: cell * RIVER,
        absent,
    };
    let mut cells = Vec::with_capacity(files * ranks);
    for f in 0..files {
        for r in 0..ranks {
            if !geo.present(f, r) {
                continue;
            }
            let col = if flip { files - 1 - f } else { f };
            let row = if flip { r } else { ranks - 1 - r };
            let at = (left + (col as f32 + 0.5) * cell, geo.row_top(row) + 0.5 * cell);
            cells.push(Cell {
                name: format!("{}{}", letter(f), r + 1),
                at,
                shape: Shape::Square { half: cell * half },
                label_at: (at.0, at.1 + cell * 0.3),
                label_size: (cell * 0.26).max(12.0),
            });
        }
    }
    Plan::new(
        Kind::Squares,
        left + files as f32 * cell + right,
        top + geo.height() + bottom,
        cells,
        cell * 0.4,
        Geometry::Squares(geo),
    )
}

pub(super) fn draw_base(canvas: &mut Canvas, plan: &Plan, g: &Geo, theme: &Theme) {
    let frame = (g.cell * 0.06).clamp(3.0, 8.0);
    if g.absent.contains(&true) {
        outlined(canvas, plan, g, theme, frame);
    } else {
        whole(canvas, plan, g, theme, frame);
    }
    rivers(canvas, plan, g, theme);
    coordinates(canvas, plan, g, theme, frame);
}

/// A board whose every square is there: one frame, one surface.
fn whole(canvas: &mut Canvas, plan: &Plan, g: &Geo, theme: &Theme, frame: f32) {
    let paint = theme.board(Kind::Squares);
    let (x0, y0) = plan.abs((g.left, g.top));
    let (w, h) = (g.files as f32 * g.cell, g.height());
    canvas.round_rect(
        x0 - frame,
        y0 - frame,
        x0 + w + frame,
        y0 + h + frame,
        frame,
        None,
        Some((paint.frame, frame + 1.0)),
        1.0,
    );
    if g.grooves {
        // Dark grooves between raised squares.
        canvas.rect(x0, y0, x0 + w, y0 + h, paint.frame, 1.0);
        for cell in &plan.cells {
            let (x, y) = plan.abs(cell.at);
            let e = g.cell * (0.5 - GROOVE / 2.0);
            canvas.round_rect(
                x - e,
                y - e,
                x + e,
                y + e,
                g.cell * 0.06,
                Some(paint.light),
                None,
                1.0,
            );
        }
    } else if g.checkered {
        canvas.rect(x0, y0, x0 + w, y0 + h, paint.light, 1.0);
        for f in 0..g.files {
            for r in 0..g.ranks {
                if (f + r) % 2 == usize::from(g.a1_light) {
                    let col = if g.flip { g.files - 1 - f } else { f };
                    let row = if g.flip { r } else { g.ranks - 1 - r };
                    let x = x0 + col as f32 * g.cell;
                    let y = y0 + g.row_top(row) - g.top;
                    canvas.rect(x, y, x + g.cell, y + g.cell, paint.dark, 1.0);
                }
            }
        }
    } else {
        canvas.rect(x0, y0, x0 + w, y0 + h, paint.surface, 1.0);
        let lw = (g.cell * 0.03).clamp(1.5, 3.0);
        for i in 1..g.files {
            let x = x0 + i as f32 * g.cell;
            canvas.line((x, y0), (x, y0 + h), lw, paint.line, 0.8);
        }
        for i in 1..g.ranks {
            let y = y0 + g.row_top(i) - g.top;
            canvas.line((x0, y), (x0 + w, y), lw, paint.line, 0.8);
        }
    }
}

/// A board of irregular outline: each square there drawn on its own, the
/// frame following the outline, the squares not there left as the table.
fn outlined(canvas: &mut Canvas, plan: &Plan, g: &Geo, theme: &Theme, frame: f32) {
    let paint = theme.board(Kind::Squares);
    let (x0, y0) = plan.abs((g.left, g.top));
    let squares: Vec<(usize, usize, f32, f32)> = (0..g.files)
        .flat_map(|f| (0..g.ranks).map(move |r| (f, r)))
        .filter(|&(f, r)| g.present(f, r))
        .map(|(f, r)| {
            let (x, y) = g.corner(f, r);
            (f, r, x0 + x, y0 + y)
        })
        .collect();
    // The frame: every square grown by the frame's width, so the frame
    // runs along the outline, in the corners too.
    let e = frame + 1.0;
    for &(_, _, x, y) in &squares {
        canvas.rect(x - e, y - e, x + g.cell + e, y + g.cell + e, paint.frame, 1.0);
    }
    let lw = (g.cell * 0.03).clamp(1.5, 3.0);
    for &(f, r, x, y) in &squares {
        let (x1, y1) = (x + g.cell, y + g.cell);
        if g.grooves {
            let inset = g.cell * GROOVE / 2.0;
            canvas.round_rect(
                x + inset,
                y + inset,
                x1 - inset,
                y1 - inset,
                g.cell * 0.06,
                Some(paint.light),
                None,
                1.0,
            );
            continue;
        }
        let fill = if !g.checkered {
            paint.surface
        } else if (f + r) % 2 == usize::from(g.a1_light) {
            paint.dark
        } else {
            paint.light
        };
        canvas.rect(x, y, x1, y1, fill, 1.0);
        if g.checkered {
            continue;
        }
        // The lines between this square and its neighbours there, towards
        // higher files and ranks (each line once).
        let (east, north) = if g.flip { (x, y1) } else { (x1, y) };
        if g.present(f + 1, r) {
            canvas.line((east, y), (east, y1), lw, paint.line, 0.8);
        }
        if g.present(f, r + 1) {
            canvas.line((x, north), (x1, north), lw, paint.line, 0.8);
        }
    }
}

/// The files' letters below the board and the ranks' numbers left of it.
fn coordinates(canvas: &mut Canvas, plan: &Plan, g: &Geo, theme: &Theme, frame: f32) {
    let (x0, y0) = plan.abs((g.left, g.top));
    let h = g.height();
    for f in 0..g.files {
        let col = if g.flip { g.files - 1 - f } else { f };
        let x = x0 + (col as f32 + 0.5) * g.cell;
        let y = y0 + h + frame + g.coord * 0.75;
        text::draw_at(
            canvas,
            &letter(f).to_string(),
            x,
            y,
            g.coord,
            Align::Centre,
            theme.ink_soft,
        );
    }
    for r in 0..g.ranks {
        let row = if g.flip { r } else { g.ranks - 1 - r };
        let y = y0 + g.row_top(row) - g.top + 0.5 * g.cell;
        let x = x0 - frame - g.coord * 0.2;
        text::draw_at(
            canvas,
            &(r + 1).to_string(),
            x,
            y,
            g.coord,
            Align::Right,
            theme.ink_soft,
        );
    }
}

/// The river bands: water across the board with waves along it, edged by
/// the grid's lines.
fn rivers(canvas: &mut Canvas, plan: &Plan, g: &Geo, theme: &Theme) {
    let Some(water) = theme.special("water") else {
        return;
    };
    let paint = theme.board(Kind::Squares);
    let (x0, _) = plan.abs((g.left, g.top));
    let w = g.files as f32 * g.cell;
    let lw = (g.cell * 0.03).clamp(1.5, 3.0);
    for &row in &g.rivers {
        let (_, bottom) = plan.abs((0.0, g.row_top(row)));
        let top = bottom - g.band;
        canvas.rect(x0, top, x0 + w, bottom, water.fill, 1.0);
        let wave = (g.band * 0.09).max(1.5);
        for k in [0.35f32, 0.65] {
            let y = top + g.band * k;
            let steps = g.files * 8;
            let pts: Vec<Pt> = (0..=steps)
                .map(|i| {
                    let t = i as f32 / steps as f32;
                    let phase = t * g.files as f32 * std::f32::consts::TAU * 0.5;
                    (x0 + t * w, y + phase.sin() * g.band * 0.08)
                })
                .collect();
            for pair in pts.windows(2) {
                canvas.line(pair[0], pair[1], wave, water.motif, 0.7);
            }
        }
        canvas.line((x0, top), (x0 + w, top), lw, paint.line, 0.9);
        canvas.line((x0, bottom), (x0 + w, bottom), lw, paint.line, 0.9);
    }
}

/// The two ends of `wall`'s bar and its width, in picture pixels; `None`
/// when its cell is not on the board.
pub(super) fn wall_bar(plan: &Plan, g: &Geo, wall: &Wall) -> Option<(Pt, Pt, f32)> {
    let c = plan.abs(plan.cell(&wall.cell)?.at);
    // One square towards higher files, and towards higher ranks, as drawn.
    let s = if g.flip { -g.cell } else { g.cell };
    let (east, north) = ((s, 0.0), (0.0, -s));
    let len = f32::from(wall.length.clamp(1, 26));
    // The bar runs along the groove, stopping short of the far groove's
    // middle so two walls in a row read as two.
    let (along, across) = if wall.vertical {
        (north, east)
    } else {
        (east, north)
    };
    let at = |k: f32, side: f32| {
        (
            c.0 + along.0 * k + across.0 * side,
            c.1 + along.1 * k + across.1 * side,
        )
    };
    let trim = GROOVE * 0.35;
    Some((
        at(-0.5 + trim, 0.5),
        at(len - 0.5 - trim, 0.5),
        g.cell * GROOVE * 0.9,
    ))
}

impl Geo {
    /// A square's side, in pixels.
    pub(super) fn cell_size(&self) -> f32 {
        self.cell
    }
}
