//! A grid of holes for pegs (TwixT): holes drilled in a wooden board, lines
//! setting the outermost rows and columns apart in their owners' colours,
//! coordinates left and below (or on all four sides), rank 1 at the bottom
//! or, for boards that count rows downwards, at the top. Links between pegs are drawn with the other
//! layers (see `board::draw`).

use games::Seat;
use games::view::Holes;

use super::{Cell, Colours, Geometry, Plan, Room, Shape, letter};
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
    margin: f32,
    flip: bool,
    /// Rank 1 drawn on top (after turning the picture).
    down: bool,
    capitals: bool,
    around: bool,
    edge_lines: Option<(Option<Seat>, Option<Seat>)>,
}

pub(super) fn plan(board: &Holes, flip: bool, room: Room) -> Plan {
    let files = usize::from(board.files).clamp(1, 26);
    let ranks = usize::from(board.ranks).clamp(1, 26);
    let coord = 26.0;
    let around = board.coordinates_around;
    let (left, bottom) = (coord * 1.6, coord * 1.6);
    let (top, right) = if around {
        (coord * 1.6, coord * 1.6)
    } else {
        (8.0, 8.0)
    };
    let down = board.ranks_down != flip;
    let step = ((room.w - left - right) / (files as f32 + 0.4))
        .min((room.h - top - bottom) / (ranks as f32 + 0.4))
        .clamp(8.0, 120.0);
    let margin = step * 0.2;
    let coord = coord.min(step * 0.75).max(12.0);
    let corner = |f: usize, r: usize| (f == 0 || f + 1 == files) && (r == 0 || r + 1 == ranks);
    let mut cells = Vec::with_capacity(files * ranks);
    for f in 0..files {
        for r in 0..ranks {
            if !board.corners && corner(f, r) && files > 1 && ranks > 1 {
                continue;
            }
            let at = at(
                files,
                ranks,
                step,
                left + margin,
                top + margin,
                (flip, down),
                f,
                r,
            );
            cells.push(Cell {
                name: format!("{}{}", letter(f), r + 1),
                at,
                shape: Shape::Point,
                label_at: at,
                label_size: (step * 0.36).max(12.0),
            });
        }
    }
    let geo = Geo {
        files,
        ranks,
        step,
        left,
        top,
        coord,
        margin,
        flip,
        down,
        capitals: board.capital_files,
        around,
        edge_lines: board.edge_lines,
    };
    Plan::new(
        Kind::Holes,
        left + files as f32 * step + 2.0 * margin + right,
        top + ranks as f32 * step + 2.0 * margin + bottom,
        cells,
        // Pegs smaller than the holes' spacing, so links between them show.
        step * 0.34,
        Geometry::Holes(geo),
    )
}

/// The centre of hole (`f`, `r`), board-relative.
/// `turn`: (the picture is turned, rank 1 is drawn on top).
#[allow(clippy::too_many_arguments)]
fn at(
    files: usize,
    ranks: usize,
    step: f32,
    x0: f32,
    y0: f32,
    turn: (bool, bool),
    f: usize,
    r: usize,
) -> (f32, f32) {
    let col = if turn.0 { files - 1 - f } else { f };
    let row = if turn.1 { r } else { ranks - 1 - r };
    (x0 + (col as f32 + 0.5) * step, y0 + (row as f32 + 0.5) * step)
}

pub(super) fn draw_base(canvas: &mut Canvas, plan: &Plan, g: &Geo, colours: &Colours, theme: &Theme) {
    let paint = theme.board(Kind::Holes);
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
        g.step * 0.2,
        Some(paint.surface),
        Some((paint.frame, 3.0)),
        1.0,
    );
    let hole = |f: usize, r: usize| {
        let p = at(
            g.files,
            g.ranks,
            g.step,
            g.left + m,
            g.top + m,
            (g.flip, g.down),
            f,
            r,
        );
        plan.abs(p)
    };
    if let Some((rows, columns)) = g.edge_lines
        && g.files > 2
        && g.ranks > 2
    {
        let half = g.step / 2.0;
        let lw = (g.step * 0.12).clamp(2.0, 6.0);
        // A line between the outer row or column and the next, from the
        // first inner hole to the last, in the owner's colour on a dark edge.
        let mut edge = |a: (f32, f32), b: (f32, f32), owner: Option<Seat>| {
            let ink = match owner {
                Some(_) => theme.piece(Kind::Holes, "man", colours.of(owner)),
                None => theme.piece(Kind::Holes, "man", "none"),
            };
            canvas.line(a, b, lw + 3.0, ink.rim, 1.0);
            canvas.line(a, b, lw, ink.fill, 1.0);
        };
        let (fl, fr) = (1, g.files - 2);
        let (rb, rt) = (1, g.ranks - 2);
        for (r_in, r_out) in [(rb, 0), (rt, g.ranks - 1)] {
            let (a, b) = (hole(fl, r_in), hole(fr, r_in));
            let y = (a.1 + hole(fl, r_out).1) / 2.0;
            let (xa, xb) = (a.0.min(b.0) - half, a.0.max(b.0) + half);
            edge((xa, y), (xb, y), rows);
        }
        for (f_in, f_out) in [(fl, 0), (fr, g.files - 1)] {
            let (a, b) = (hole(f_in, rb), hole(f_in, rt));
            let x = (a.0 + hole(f_out, rb).0) / 2.0;
            let (ya, yb) = (a.1.min(b.1) - half, a.1.max(b.1) + half);
            edge((x, ya), (x, yb), columns);
        }
    }
    let r = (g.step * 0.1).max(2.0);
    for cell in &plan.cells {
        canvas.disc(plan.abs(cell.at), r, Some(paint.dark), None, 1.0);
    }
    for f in 0..g.files {
        let (x, _) = hole(f, 0);
        let name = if g.capitals {
            letter(f).to_ascii_uppercase()
        } else {
            letter(f)
        }
        .to_string();
        let mut ys = vec![y0 + h + g.coord * 0.85];
        if g.around {
            ys.push(y0 - g.coord * 0.85);
        }
        for y in ys {
            text::draw_at(canvas, &name, x, y, g.coord, Align::Centre, theme.ink_soft);
        }
    }
    for r in 0..g.ranks {
        let (_, y) = hole(0, r);
        let number = (r + 1).to_string();
        text::draw_at(
            canvas,
            &number,
            x0 - g.coord * 0.3,
            y,
            g.coord,
            Align::Right,
            theme.ink_soft,
        );
        if g.around {
            text::draw_at(
                canvas,
                &number,
                x0 + w + g.coord * 0.3,
                y,
                g.coord,
                Align::Left,
                theme.ink_soft,
            );
        }
    }
}
