//! Rows of identical tokens (Nim): each row's name on the left, its tokens
//! in the middle, its count on the right.

use games::view::View;

use super::{Cell, Geometry, Plan, Room, Shape};
use crate::canvas::Canvas;
use crate::text::{self, Align};
use crate::theme::{Kind, Theme};

/// Most rows laid out, and most tokens drawn in one row.
const MAX_ROWS: usize = 12;
const MAX_TOKENS: u32 = 40;

#[derive(Clone, Debug)]
pub(crate) struct Geo {
    token_r: f32,
    step: f32,
    counts: Vec<u32>,
    name_x: f32,
    count_x: f32,
    token_x: (f32, f32),
    size: f32,
}

pub(super) fn plan(rows: &[(String, u32)], room: Room) -> Plan {
    let rows = &rows[..rows.len().min(MAX_ROWS)];
    let n = rows.len().max(1);
    let row_h = (room.h / n as f32).clamp(20.0, 110.0);
    let size = (row_h * 0.42).clamp(12.0, 40.0);
    let (name_w, count_w) = (size * 2.2, size * 2.6);
    let most = rows.iter().map(|r| r.1.min(MAX_TOKENS)).max().unwrap_or(0).max(1);
    let space = (room.w - name_w - count_w).max(40.0);
    let step = (space / most as f32).min(row_h * 0.9);
    let token_r = (step * 0.42).min(row_h * 0.36);
    let width = room.w;
    let cells = rows
        .iter()
        .enumerate()
        .map(|(i, (name, _))| {
            let y = (i as f32 + 0.5) * row_h;
            Cell {
                name: name.clone(),
                at: (width / 2.0, y),
                shape: Shape::Row {
                    hw: width / 2.0 - 4.0,
                    hh: row_h / 2.0 - 4.0,
                },
                label_at: (width - count_w / 2.0, y),
                label_size: size,
            }
        })
        .collect();
    let geo = Geo {
        token_r,
        step,
        counts: rows.iter().map(|r| r.1).collect(),
        name_x: name_w / 2.0,
        count_x: width - count_w / 2.0,
        token_x: (name_w, width - count_w),
        size,
    };
    Plan::new(
        Kind::TokenRows,
        width,
        n as f32 * row_h,
        cells,
        token_r,
        Geometry::TokenRows(geo),
    )
}

pub(super) fn draw_base(canvas: &mut Canvas, plan: &Plan, g: &Geo, _view: &View, theme: &Theme) {
    let paint = theme.board(Kind::TokenRows);
    let token = theme.piece(Kind::TokenRows, "token", "none");
    let (x0, y0) = plan.abs((0.0, 0.0));
    canvas.round_rect(
        x0,
        y0,
        x0 + plan.width,
        y0 + plan.height,
        16.0,
        Some(paint.surface),
        Some((paint.frame, 3.0)),
        1.0,
    );
    for (cell, &count) in plan.cells.iter().zip(&g.counts) {
        let (_, y) = plan.abs(cell.at);
        let name = text::fit(&cell.name, g.size, (g.token_x.0 - 8.0).max(10.0));
        let p = plan.abs((g.name_x, cell.at.1));
        text::draw_at(canvas, &name, p.0, p.1, g.size, Align::Centre, theme.ink);
        let shown = count.min(MAX_TOKENS);
        let mid = plan.abs(((g.token_x.0 + g.token_x.1) / 2.0, 0.0)).0;
        let first = mid - (shown as f32 - 1.0) * g.step / 2.0;
        for i in 0..shown {
            let c = (first + i as f32 * g.step, y);
            let rim = (g.token_r * 0.14).clamp(1.5, 5.0);
            canvas.disc(c, g.token_r, Some(token.fill), Some((token.rim, rim)), 1.0);
        }
        let label = if count > MAX_TOKENS {
            format!("{count}…")
        } else {
            count.to_string()
        };
        let label = text::fit(&label, g.size, plan.width - g.token_x.1);
        let p = plan.abs((g.count_x, cell.at.1));
        text::draw_at(canvas, &label, p.0, p.1, g.size, Align::Centre, theme.ink_soft);
    }
}
