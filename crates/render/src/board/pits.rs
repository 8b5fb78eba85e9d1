//! Mancala: rows of pits (top row first, as the game orders them for the
//! viewer), stores at the ends. Seeds are drawn as dots, up to a dozen a
//! pit; every pit's count is written beside it as a numeral, with the pit's
//! name, above the top row and below the bottom one (in the middle rows of
//! a four-row board, above each pit).
//!
//! Special pits ([`PitKind`]): drawn square; a rim, a cross or a marker
//! disc at the edge in the owner's colour; hatched.

use games::view::{Board, PitKind, PitMark, View};

use super::{Cell, Colours, Geometry, MAX_ITEMS, Plan, Room, Shape, contrast_ink};
use crate::canvas::Rgb;
use crate::canvas::{Canvas, Pt};
use crate::text::{self, Align};
use crate::theme::{Kind, Theme};

/// Most rows and pits per row laid out.
const MAX_ROWS: usize = 4;
const MAX_PITS: usize = 16;
/// Most seeds drawn as dots in one pit.
pub(crate) const MAX_DOTS: usize = 12;
/// Gap between pits, store width and label band height, in pit diameters.
const GAP: f32 = 0.18;
const STORE: f32 = 1.0;
const BAND: f32 = 0.95;
/// The band inside a four-row board between the two sides, holding the
/// counts and names of the two middle rows.
const MIDDLE: f32 = 1.6;

#[derive(Clone, Debug)]
pub(crate) struct Geo {
    /// Pit diameter.
    d: f32,
    pub seed_r: f32,
    pub pit_r: f32,
    board: (f32, f32, f32, f32),
    /// For each row, where its names are written (board-relative y), if
    /// they are: above the top row, below the bottom one, and in the
    /// middle band of a four-row board.
    name_y: Vec<Option<f32>>,
    /// For each cell: its row (`None` for stores).
    row_of: Vec<Option<usize>>,
}

pub(super) fn plan(rows: &[Vec<String>], stores: &(Option<String>, Option<String>), room: Room) -> Plan {
    let rows: Vec<&[String]> = rows
        .iter()
        .take(MAX_ROWS)
        .map(|r| &r[..r.len().min(MAX_PITS)])
        .collect();
    let n_rows = rows.len().max(1);
    // Four rows (two a side): the middle rows' labels go in a band between
    // the sides; other middle rows write a small count inside the pit.
    let middle = (n_rows == 4).then_some(n_rows / 2);
    let mid_units = if middle.is_some() { MIDDLE } else { 0.0 };
    let columns = rows.iter().map(|r| r.len()).max().unwrap_or(0).max(1);
    let (left, right) = (stores.0.is_some(), stores.1.is_some());
    let n_stores = usize::from(left) + usize::from(right);
    let width_units =
        n_stores as f32 * (STORE + GAP) + columns as f32 + (columns - 1) as f32 * GAP + 2.0 * GAP;
    let height_units = 2.0 * BAND + n_rows as f32 + (n_rows - 1) as f32 * GAP + 2.0 * GAP + mid_units;
    let d = (room.w / width_units)
        .min(room.h / height_units)
        .clamp(10.0, 150.0);
    let gap = d * GAP;
    let band = d * BAND;
    let mid = d * mid_units;
    let board_w = width_units * d;
    let board_h = (n_rows as f32 + (n_rows - 1) as f32 * GAP + 2.0 * GAP) * d + mid;
    let (bx, by) = (0.0, band);
    let inner_left = bx + gap + if left { d * STORE + gap } else { 0.0 };
    let span = columns as f32 * d + (columns - 1) as f32 * gap;
    let mut cells = Vec::new();
    let mut row_of = Vec::new();
    let count_size = d * 0.42;
    let row_y = |i: usize| {
        let below_middle = middle.is_some_and(|m| i >= m);
        by + gap + d / 2.0 + i as f32 * (d + gap) + if below_middle { mid } else { 0.0 }
    };
    // (count y, name y) per row, where the row is labelled outside its pits.
    let labels: Vec<Option<(f32, f32)>> = (0..rows.len())
        .map(|i| {
            if i == 0 {
                Some((band * 0.66, band * 0.2))
            } else if i + 1 == rows.len() {
                Some((by + board_h + band * 0.34, by + board_h + band * 0.78))
            } else if middle == Some(i + 1) {
                let top = row_y(i) + d / 2.0;
                Some((top + d * 0.34, top + d * 0.68))
            } else if middle == Some(i) {
                let bottom = row_y(i) - d / 2.0;
                Some((bottom - d * 0.34, bottom - d * 0.68))
            } else {
                None
            }
        })
        .collect();
    for (i, row) in rows.iter().enumerate() {
        let y = row_y(i);
        let row_w = row.len() as f32 * d + row.len().saturating_sub(1) as f32 * gap;
        let start = inner_left + (span - row_w) / 2.0;
        for (j, name) in row.iter().enumerate() {
            let x = start + j as f32 * (d + gap) + d / 2.0;
            let label_at = match labels[i] {
                Some((count_y, _)) => (x, count_y),
                None => (x, y),
            };
            cells.push(Cell {
                name: name.clone(),
                at: (x, y),
                shape: Shape::Pit { r: d / 2.0 },
                label_at,
                label_size: count_size,
            });
            row_of.push(Some(i));
        }
    }
    let store_hh = board_h / 2.0 - gap;
    for (name, x) in [
        (&stores.0, bx + gap + d * STORE / 2.0),
        (&stores.1, bx + board_w - gap - d * STORE / 2.0),
    ] {
        if let Some(name) = name {
            let at = (x, by + board_h / 2.0);
            cells.push(Cell {
                name: name.clone(),
                at,
                shape: Shape::Store {
                    hw: d * STORE / 2.0,
                    hh: store_hh,
                },
                label_at: at,
                label_size: count_size * 1.1,
            });
            row_of.push(None);
        }
    }
    let geo = Geo {
        d,
        seed_r: d * 0.088,
        pit_r: d / 2.0,
        board: (bx, by, board_w, board_h),
        name_y: labels.iter().map(|l| l.map(|(_, name)| name)).collect(),
        row_of,
    };
    Plan::new(
        Kind::Pits,
        board_w,
        board_h + 2.0 * band,
        cells,
        d * 0.4,
        Geometry::Pits(geo),
    )
}

/// The special marks of `view`'s pits.
fn pit_marks(view: &View) -> &[PitMark] {
    match &view.board {
        Board::Pits(p) => &p.marks[..p.marks.len().min(MAX_ITEMS)],
        _ => &[],
    }
}

/// The fill of `seat`'s colour.
fn seat_fill(colours: &Colours, theme: &Theme, owner: Option<games::Seat>) -> Rgb {
    theme.piece(Kind::Pits, "man", colours.of(owner)).fill
}

pub(super) fn draw_base(
    canvas: &mut Canvas,
    plan: &Plan,
    g: &Geo,
    view: &View,
    colours: &Colours,
    theme: &Theme,
) {
    let marks = pit_marks(view);
    let marked = |cell: &str, kind: PitKind| marks.iter().find(|m| m.cell == cell && m.kind == kind);
    let paint = theme.board(Kind::Pits);
    let (bx, by, bw, bh) = g.board;
    let (x0, y0) = plan.abs((bx, by));
    canvas.round_rect(
        x0,
        y0,
        x0 + bw,
        y0 + bh,
        g.d * 0.3,
        Some(paint.surface),
        Some((paint.frame, 4.0)),
        1.0,
    );
    for cell in &plan.cells {
        let c = plan.abs(cell.at);
        match cell.shape {
            Shape::Pit { r } if marked(&cell.name, PitKind::Square).is_some() => canvas.round_rect(
                c.0 - r,
                c.1 - r,
                c.0 + r,
                c.1 + r,
                r * 0.22,
                Some(paint.dark),
                Some((paint.line, 5.0)),
                1.0,
            ),
            Shape::Pit { r } => canvas.disc(c, r, Some(paint.dark), Some((paint.line, 3.0)), 1.0),
            Shape::Store { hw, hh } => canvas.round_rect(
                c.0 - hw,
                c.1 - hh,
                c.0 + hw,
                c.1 + hh,
                hw * 0.9,
                Some(paint.dark),
                Some((paint.line, 3.0)),
                1.0,
            ),
            _ => {}
        }
    }
    for m in marks {
        let Some(cell) = plan.cell(&m.cell) else {
            continue;
        };
        let Shape::Pit { r } = cell.shape else {
            continue;
        };
        special(
            canvas,
            plan.abs(cell.at),
            r,
            m,
            seat_fill(colours, theme, m.owner),
            theme,
        );
    }
    // Counts and names.
    let mut seeds = std::collections::HashMap::new();
    for p in view.pieces.iter().take(MAX_ITEMS) {
        *seeds.entry(p.cell.as_str()).or_insert(0usize) += 1;
    }
    let name_size = (g.d * 0.26).max(12.0);
    let band = g.d * BAND;
    for (i, cell) in plan.cells.iter().enumerate() {
        let label = view
            .cell_labels
            .iter()
            .take(MAX_ITEMS)
            .find(|(c, _)| *c == cell.name)
            .map(|(_, l)| text::fit(l.trim(), cell.label_size, g.d * 1.1));
        let c = plan.abs(cell.at);
        match g.row_of[i] {
            Some(row) => {
                let name_y = g.name_y.get(row).copied().flatten();
                if let Some(y) = name_y {
                    let p = plan.abs((cell.at.0, y));
                    text::draw_at(
                        canvas,
                        &cell.name,
                        p.0,
                        p.1,
                        name_size,
                        Align::Centre,
                        theme.ink_soft,
                    );
                }
                if let Some(label) = label {
                    let p = plan.abs(cell.label_at);
                    let ink = if label == "0" { theme.ink_soft } else { theme.ink };
                    if name_y.is_some() {
                        text::draw_at(canvas, &label, p.0, p.1, cell.label_size, Align::Centre, ink);
                    } else {
                        let s = cell.label_size * 0.7;
                        text::draw_at(canvas, &label, p.0, p.1 - g.d * 0.32, s, Align::Centre, ink);
                    }
                }
            }
            None => {
                let Shape::Store { hh, .. } = cell.shape else {
                    continue;
                };
                let p = plan.abs((cell.at.0, band * 0.2));
                text::draw_at(
                    canvas,
                    &cell.name,
                    p.0,
                    p.1,
                    name_size,
                    Align::Centre,
                    theme.ink_soft,
                );
                if let Some(label) = label {
                    let full = seeds.get(cell.name.as_str()).copied().unwrap_or(0) > 0;
                    let y = if full {
                        c.1 - hh + cell.label_size * 0.8
                    } else {
                        c.1
                    };
                    let ink = contrast_ink(paint.dark);
                    text::draw_at(canvas, &label, c.0, y, cell.label_size, Align::Centre, ink);
                }
            }
        }
    }
}

/// Draws one special mark on the pit at `c` of radius `r`, `fill` being its
/// owner's colour.
fn special(canvas: &mut Canvas, c: (f32, f32), r: f32, m: &PitMark, fill: Rgb, theme: &Theme) {
    let edge = contrast_ink(fill);
    match m.kind {
        PitKind::Rim => {
            let w = (r * 0.16).max(4.0);
            canvas.ring(c, r - w / 2.0, w + 3.0, edge, 0.8);
            canvas.ring(c, r - w / 2.0, w, fill, 1.0);
        }
        PitKind::Square => {
            // Drawn square with the base; an owner adds a small corner tab.
            if m.owner.is_some() {
                let s = r * 0.3;
                canvas.round_rect(
                    c.0 + r - s,
                    c.1 - r,
                    c.0 + r,
                    c.1 - r + s,
                    s * 0.3,
                    Some(fill),
                    Some((edge, 2.0)),
                    1.0,
                );
            }
        }
        PitKind::Cross => {
            let a = r * 0.62;
            let w = (r * 0.16).max(4.0);
            for (p, q) in [((-a, -a), (a, a)), ((-a, a), (a, -a))] {
                let (p, q) = ((c.0 + p.0, c.1 + p.1), (c.0 + q.0, c.1 + q.1));
                canvas.line(p, q, w + 4.0, edge, 1.0);
                canvas.line(p, q, w, fill, 1.0);
            }
        }
        PitKind::Dot => {
            let d = r * 0.78 * std::f32::consts::FRAC_1_SQRT_2;
            let at = (c.0 + d, c.1 - d);
            canvas.disc(at, (r * 0.24).max(6.0), Some(fill), Some((edge, 3.0)), 1.0);
        }
        PitKind::Hatched => {
            // Hatching clipped to the pit: chords of the circle.
            let w = (r * 0.06).max(2.0);
            let step = r * 0.32;
            let mut k = -r + step / 2.0;
            let s = std::f32::consts::FRAC_1_SQRT_2;
            while k < r {
                // The chord at distance k from the centre, along the
                // diagonal (1, −1)/√2, its midpoint on (1, 1)/√2.
                let half = (r * r - k * k).max(0.0).sqrt() * 0.92;
                let mid = (c.0 + s * k, c.1 + s * k);
                let p = (mid.0 - s * half, mid.1 + s * half);
                let q = (mid.0 + s * half, mid.1 - s * half);
                canvas.line(p, q, w, theme.ink, 0.55);
                k += step;
            }
        }
    }
}

/// Where `n` seeds sit in `cell` (board-relative), at most a dozen in a
/// pit, as many as fit in a store.
pub(crate) fn scatter(cell: &Cell, g: &Geo, n: usize) -> Vec<Pt> {
    let (x, y) = cell.at;
    let d = g.d;
    let ring = |count: usize, radius: f32, turn: f32| -> Vec<Pt> {
        (0..count)
            .map(|i| {
                let a = turn + std::f32::consts::TAU * i as f32 / count as f32 - std::f32::consts::FRAC_PI_2;
                (x + radius * a.cos(), y + radius * a.sin())
            })
            .collect()
    };
    match cell.shape {
        Shape::Store { hw, hh } => {
            let step = g.seed_r * 2.3;
            let per_row = ((2.0 * hw - step * 0.5) / step).floor().max(1.0) as usize;
            let rows = ((2.0 * hh - step) / step).floor().max(0.0) as usize;
            let n = n.min(per_row * rows);
            let left = x - (per_row as f32 - 1.0) * step / 2.0;
            (0..n)
                .map(|i| {
                    let (col, row) = (i % per_row, i / per_row);
                    (left + col as f32 * step, y + hh - step - row as f32 * step)
                })
                .collect()
        }
        _ => match n.min(MAX_DOTS) {
            0 => Vec::new(),
            1 => vec![(x, y)],
            2 => ring(2, d * 0.13, std::f32::consts::FRAC_PI_2),
            k @ 3..=5 => ring(k, d * 0.19, 0.0),
            k @ 6..=8 => {
                let mut v = vec![(x, y)];
                v.extend(ring(k - 1, d * 0.26, 0.0));
                v
            }
            k => {
                let mut v = ring(3, d * 0.115, 0.5);
                v.extend(ring(k - 3, d * 0.3, 0.0));
                v
            }
        },
    }
}
