//! Above the board: the title, one panel per seat (name, role, score,
//! pieces in hand, whose turn it is or the result) and the status box (the
//! throw and the caption, a result banner once the game is over). All the
//! text sits on top, where a reader starts, and the board fills the rest.

use games::Seat;
use games::view::{Dice, Held, Tile, View};

use crate::Frame;
use crate::board::{Colours, MAX_SEATS, contrast_ink, piece_at};
use crate::canvas::{Canvas, Pt, Rgb};
use crate::text::{self, Align};
use crate::theme::{Kind, Theme};

/// Picture width and outer margin.
pub(crate) const WIDTH: f32 = 900.0;
pub(crate) const MARGIN: f32 = 20.0;

const TITLE_SIZE: f32 = 28.0;
const TITLE_H: f32 = 46.0;
const ROW_GAP: f32 = 10.0;
/// A tile's width when it has no grid.
const TILE_W: f32 = 40.0;
/// Most tiles drawn per seat.
const MAX_TILES: usize = 24;
const INFO_SIZE: f32 = 28.0;
const BADGE_SIZE: f32 = 24.0;
/// Caption sizes tried in turn (font size, line height, most lines): a
/// long caption is drawn smaller on more lines rather than cut.
const CAPTION_STEPS: [(f32, f32, usize); 3] = [(30.0, 40.0, 3), (25.0, 33.0, 4), (21.0, 28.0, 6)];
const DIE: f32 = 48.0;
/// Most dice drawn.
const MAX_DICE: usize = 8;
/// Longest name or title considered before measuring.
const MAX_CHARS: usize = 64;

/// The sizes of the seats' panels.
#[derive(Clone, Copy)]
struct Sizes {
    /// A panel's first line (swatch, name, score, badge).
    row_h: f32,
    /// Extra height of a panel holding tiles or pieces, and a tile's height.
    hand_h: f32,
    tile_h: f32,
    /// Between two panels.
    gap: f32,
    name: f32,
    info: f32,
    /// The swatch's radius.
    swatch: f32,
}

const ROOMY: Sizes = Sizes {
    row_h: 66.0,
    hand_h: 62.0,
    tile_h: 52.0,
    gap: ROW_GAP,
    name: 34.0,
    info: INFO_SIZE,
    swatch: 22.0,
};

/// For a header that roomy would make taller than [`TIGHT_ABOVE`] (three or
/// four seats holding pieces): the board keeps its room instead.
const TIGHT: Sizes = Sizes {
    row_h: 50.0,
    hand_h: 48.0,
    tile_h: 40.0,
    gap: 6.0,
    name: 30.0,
    info: 24.0,
    swatch: 18.0,
};
const TIGHT_ABOVE: f32 = 480.0;

fn title_height(frame: &Frame) -> f32 {
    if frame.title.trim().is_empty() {
        0.0
    } else {
        TITLE_H
    }
}

/// The sizes of the panels of `rows`: roomy unless that header is too tall.
fn sizes(rows: &[Row], frame: &Frame) -> Sizes {
    let roomy: f32 = rows.iter().map(|r| r.height(ROOMY) + ROOMY.gap).sum();
    if MARGIN * 0.7 + title_height(frame) + roomy > TIGHT_ABOVE {
        TIGHT
    } else {
        ROOMY
    }
}

/// One seat's line in the header.
struct Row {
    seat: Seat,
    name: String,
    role: String,
    info: String,
    badge: Option<String>,
    active: bool,
    hand: Vec<Tile>,
    held: Vec<Held>,
}

impl Row {
    fn height(&self, sizes: Sizes) -> f32 {
        if self.hand.is_empty() && self.held.is_empty() {
            sizes.row_h
        } else {
            sizes.row_h + sizes.hand_h
        }
    }
}

/// `text` at `size`, or smaller (down to two thirds) so that it fits in
/// `room` whole; cut with "…" only when even that is too wide.
fn shrunk(text: &str, size: f32, room: f32) -> (String, f32) {
    let wide = text::width(text, size);
    let size = if wide > room && wide > 0.0 {
        (size * room / wide).max(size * 2.0 / 3.0)
    } else {
        size
    };
    (text::fit(text, size, room), size)
}

fn clip(s: &str) -> String {
    s.chars().take(MAX_CHARS).collect::<String>().trim().to_string()
}

fn rows(view: &View, frame: &Frame) -> Vec<Row> {
    let mut seats: Vec<Seat> = view.seats.iter().map(|p| p.seat).collect();
    if seats.is_empty() {
        seats = (0..frame.names.len().min(MAX_SEATS))
            .map(|i| Seat(i as u8))
            .collect();
    }
    seats.truncate(MAX_SEATS);
    seats
        .into_iter()
        .map(|seat| {
            let panel = view.seats.iter().find(|p| p.seat == seat);
            let role = panel.map(|p| clip(&p.role)).unwrap_or_default();
            let name = frame
                .names
                .get(seat.index())
                .map(|n| clip(n))
                .filter(|n| !n.is_empty())
                .unwrap_or_else(|| role.clone());
            let mut info = Vec::new();
            if let Some(score) = panel
                .and_then(|p| p.score.as_ref())
                .map(|score| clip(&frame.speaker.say(score)))
                .filter(|s| !s.is_empty())
            {
                info.push(score);
            }
            if let Some(n) = panel.and_then(|p| p.in_hand) {
                info.push(frame.words.in_hand.replace("{n}", &n.to_string()));
            }
            if let Some(Some(clock)) = frame.clocks.get(seat.index()) {
                info.push(clip(clock));
            }
            let (badge, active) = match &view.outcome {
                Some(o) => match o.result_for(seat) {
                    games::SeatResult::Win => (Some(frame.words.wins.clone()), true),
                    games::SeatResult::Draw => (Some(frame.words.draw.clone()), false),
                    games::SeatResult::Loss => (None, false),
                },
                None if view.to_move == Some(seat) => (Some(frame.words.to_move.clone()), true),
                None if view.to_throw == Some(seat) => (Some(frame.words.to_throw.clone()), true),
                None => (None, false),
            };
            Row {
                seat,
                role: if role == name { String::new() } else { role },
                name,
                info: info.join(" · "),
                badge,
                active,
                hand: panel.map(|p| p.hand.clone()).unwrap_or_default(),
                held: panel
                    .map(|p| p.held.iter().filter(|h| h.count > 0).cloned().collect())
                    .unwrap_or_default(),
            }
        })
        .collect()
}

/// Height of the header.
pub(crate) fn header_height(view: &View, frame: &Frame) -> f32 {
    let rows = rows(view, frame);
    let sizes = sizes(&rows, frame);
    let panels: f32 = rows.iter().map(|r| r.height(sizes) + sizes.gap).sum();
    MARGIN * 0.7 + title_height(frame) + panels
}

pub(crate) fn draw_header(canvas: &mut Canvas, view: &View, frame: &Frame, theme: &Theme) {
    let mut y = MARGIN * 0.7;
    let title = clip(&frame.title);
    if !title.is_empty() {
        let t = text::fit(&title, TITLE_SIZE, WIDTH - 2.0 * MARGIN);
        text::draw_at(
            canvas,
            &t,
            MARGIN,
            y + TITLE_H / 2.0 - 2.0,
            TITLE_SIZE,
            Align::Left,
            theme.ink_soft,
        );
        y += TITLE_H;
    }
    let colours = Colours::new(view, theme);
    let swatches = colours.meaningful(view);
    let kind = Kind::of(&view.board);
    let (x0, x1) = (MARGIN, WIDTH - MARGIN);
    let rows = rows(view, frame);
    let sizes = sizes(&rows, frame);
    for row in rows {
        let (top, bottom) = (y, y + row.height(sizes));
        // The first line is centred as in a row without tiles.
        let mid = top + sizes.row_h / 2.0;
        let edge = if row.active {
            (theme.turn, 5.0)
        } else {
            (theme.panel_edge, 2.0)
        };
        canvas.round_rect(x0, top, x1, bottom, 14.0, Some(theme.panel), Some(edge), 1.0);
        let mut x = x0 + 18.0;
        if swatches {
            let style = view
                .pieces
                .iter()
                .find(|p| p.owner == Some(row.seat) && !p.kind.contains('~'))
                .map_or("man", |p| p.kind.as_str());
            let piece = games::view::Piece {
                cell: String::new(),
                owner: Some(row.seat),
                kind: style.to_string(),
            };
            let r = sizes.swatch;
            piece_at(canvas, kind, (x + r, mid), r, &piece, &colours, theme, 1.0);
            x += 2.0 * r + 14.0;
        }
        // The right end: badge, then the score.
        let mut right = x1 - 14.0;
        if let Some(badge) = row.badge.as_deref() {
            let w = text::width(badge, BADGE_SIZE) + 26.0;
            let fill = if row.active { theme.turn } else { theme.panel_edge };
            let ink = if row.active {
                theme.turn_ink
            } else {
                contrast_ink(fill)
            };
            canvas.round_rect(
                right - w,
                mid - 19.0,
                right,
                mid + 19.0,
                19.0,
                Some(fill),
                None,
                1.0,
            );
            text::draw_at(
                canvas,
                badge,
                right - w / 2.0,
                mid,
                BADGE_SIZE,
                Align::Centre,
                ink,
            );
            right -= w + 16.0;
        }
        let room_for_info = (right - x - 250.0).max(0.0);
        let (info, info_size) = shrunk(&row.info, sizes.info, room_for_info);
        if !info.is_empty() {
            let w = text::draw_at(canvas, &info, right, mid, info_size, Align::Right, theme.ink);
            right -= w + 20.0;
        }
        let (name, name_size) = shrunk(&row.name, sizes.name, (right - x).max(0.0));
        let w = text::draw_at(canvas, &name, x, mid, name_size, Align::Left, theme.ink);
        if !row.role.is_empty() {
            let role = text::fit(
                &format!("· {}", row.role),
                sizes.info * 0.9,
                (right - x - w - 12.0).max(0.0),
            );
            text::draw_at(
                canvas,
                &role,
                x + w + 12.0,
                mid + 1.0,
                sizes.info * 0.9,
                Align::Left,
                theme.ink_soft,
            );
        }
        // Solid squares of a tile's grid take the seat's colour.
        let solid = theme.piece(kind, "man", colours.of(Some(row.seat))).fill;
        let hand_top = top + sizes.row_h - 6.0;
        let after_tiles = draw_hand(
            canvas,
            &row.hand,
            (x0 + 18.0, hand_top),
            (x1 - 18.0, sizes.tile_h),
            (solid, theme),
        );
        let held_at = (after_tiles, hand_top + sizes.tile_h / 2.0);
        draw_held(
            canvas,
            &row.held,
            row.seat,
            held_at,
            x1 - 18.0,
            (kind, &colours),
            theme,
        );
        y += row.height(sizes) + sizes.gap;
    }
}

/// Most kinds of held pieces drawn per seat, and the room each takes.
const MAX_HELD: usize = 12;
const HELD_W: f32 = 96.0;

/// The pieces a seat holds off the board, in a row from `at` (left end,
/// vertical middle) to at most `right`: each kind drawn once in the seat's
/// colour, its count beside it ("×2").
fn draw_held(
    canvas: &mut Canvas,
    held: &[Held],
    seat: Seat,
    at: Pt,
    right: f32,
    (kind, colours): (Kind, &Colours),
    theme: &Theme,
) {
    let (mut x, mid) = at;
    for entry in held.iter().take(MAX_HELD) {
        if x + HELD_W > right + 1.0 {
            break;
        }
        let piece = games::view::Piece {
            cell: String::new(),
            owner: Some(seat),
            kind: entry.kind.clone(),
        };
        piece_at(canvas, kind, (x + 22.0, mid), 20.0, &piece, colours, theme, 1.0);
        let count = format!("×{}", entry.count.min(999));
        text::draw_at(canvas, &count, x + 46.0, mid, INFO_SIZE, Align::Left, theme.ink);
        x += HELD_W;
    }
}

/// A seat's tiles in a row from `at` (top left) to at most `right`: face up
/// with their face written (and their grid of squares and holes under it,
/// solid squares in `solid`), face down with a hatched back. Returns where
/// the row ends (`at`'s x when there are none).
fn draw_hand(
    canvas: &mut Canvas,
    hand: &[Tile],
    at: Pt,
    (right, tile_h): (f32, f32),
    (solid, theme): (Rgb, &Theme),
) -> f32 {
    let gap = 8.0;
    let (mut x, top) = at;
    let tile_h = fitting_height(hand, right - x, tile_h, gap);
    for tile in hand.iter().take(MAX_TILES) {
        let w = tile_width(tile, tile_h);
        if x + w > right + 0.5 {
            break;
        }
        let (l, r, b) = (x, x + w, top + tile_h);
        match tile.face.as_deref() {
            Some(face) if !tile.pattern.is_empty() => {
                canvas.round_rect(l, top, r, b, 7.0, Some(theme.panel), Some((theme.ink, 2.5)), 1.0);
                let cell = grid_cell(tile, tile_h);
                // A wide letter (W) is drawn smaller rather than cut.
                let size = (24.0 * LABEL_W / text::width(face.trim(), 24.0).max(1.0)).clamp(16.0, 24.0);
                let face = text::fit(face.trim(), size, LABEL_W);
                text::draw_at(
                    canvas,
                    &face,
                    l + 6.0 + LABEL_W / 2.0,
                    (top + b) / 2.0,
                    size,
                    Align::Centre,
                    theme.ink,
                );
                let rows = tile.pattern.len().min(GRID_MAX) as f32;
                let grid_top = (top + b) / 2.0 - rows * cell / 2.0;
                draw_pattern(
                    canvas,
                    &tile.pattern,
                    (l + 10.0 + LABEL_W, grid_top),
                    (cell, solid),
                    theme,
                );
            }
            Some(face) => {
                canvas.round_rect(l, top, r, b, 7.0, Some(theme.panel), Some((theme.ink, 2.5)), 1.0);
                let face = text::fit(face.trim(), 30.0, w - 6.0);
                text::draw_at(
                    canvas,
                    &face,
                    (l + r) / 2.0,
                    (top + b) / 2.0,
                    30.0,
                    Align::Centre,
                    theme.ink,
                );
            }
            None => {
                let back = theme.turn.mix(theme.ink, 0.35);
                canvas.round_rect(l, top, r, b, 7.0, Some(back), Some((theme.ink, 2.5)), 1.0);
                // Two diagonal strokes: plainly a back, not a blank face.
                let ink = back.mix(theme.panel, 0.45);
                canvas.line((l + 9.0, top + 12.0), (r - 9.0, b - 12.0), 3.0, ink, 1.0);
                canvas.line((l + 9.0, b - 12.0), (r - 9.0, top + 12.0), 3.0, ink, 1.0);
            }
        }
        x += w + gap;
    }
    if x == at.0 { x } else { x + gap }
}

/// The tiles' height at which a whole hand fits in `room` (Pankai's twelve
/// pentominoes): `tile_h`, or lower down to two thirds of it; past that
/// the last tiles are left out.
fn fitting_height(hand: &[Tile], room: f32, tile_h: f32, gap: f32) -> f32 {
    let tiles = &hand[..hand.len().min(MAX_TILES)];
    let width = |h: f32| tiles.iter().map(|t| tile_width(t, h) + gap).sum::<f32>() - gap;
    let mut h = tile_h;
    while width(h) > room && h > tile_h * 2.0 / 3.0 {
        h -= 1.0;
    }
    h
}

/// Largest side of a square of a tile's grid, and the room its label takes.
const GRID_CELL: f32 = 20.0;
const LABEL_W: f32 = 22.0;
/// Most rows and columns of a tile's grid drawn.
const GRID_MAX: usize = 4;

/// The columns of a tile's grid.
fn grid_cols(tile: &Tile) -> usize {
    tile.pattern
        .iter()
        .map(|row| row.chars().count().min(GRID_MAX))
        .max()
        .unwrap_or(0)
}

/// The side of a square of a tile's grid: as large as the tile's height
/// lets its rows be.
fn grid_cell(tile: &Tile, tile_h: f32) -> f32 {
    let rows = tile.pattern.len().clamp(1, GRID_MAX) as f32;
    GRID_CELL.min((tile_h - 10.0) / rows)
}

/// A tile's width: its label beside its grid when it has one.
fn tile_width(tile: &Tile, tile_h: f32) -> f32 {
    if tile.pattern.is_empty() {
        TILE_W
    } else {
        LABEL_W + grid_cols(tile) as f32 * grid_cell(tile, tile_h) + 16.0
    }
}

/// A tile's grid from `top_left` on: solid squares filled in `solid`,
/// holes as dark dots in a light square.
fn draw_pattern(
    canvas: &mut Canvas,
    rows: &[String],
    top_left: Pt,
    (cell, solid): (f32, Rgb),
    theme: &Theme,
) {
    for (i, row) in rows.iter().take(GRID_MAX).enumerate() {
        for (j, ch) in row.chars().take(GRID_MAX).enumerate() {
            let (l, t) = (top_left.0 + j as f32 * cell, top_left.1 + i as f32 * cell);
            let c = (l + cell / 2.0, t + cell / 2.0);
            match ch {
                '#' => {
                    canvas.rect(l, t, l + cell, t + cell, theme.ink, 1.0);
                    canvas.rect(l + 1.5, t + 1.5, l + cell - 1.5, t + cell - 1.5, solid, 1.0);
                }
                'o' => {
                    canvas.rect(l, t, l + cell, t + cell, theme.ink, 1.0);
                    canvas.rect(l + 1.5, t + 1.5, l + cell - 1.5, t + cell - 1.5, theme.panel, 1.0);
                    canvas.disc(c, cell * 0.25, Some(theme.ink), None, 1.0);
                }
                _ => {}
            }
        }
    }
}

/// How the caption is set: its lines, their font size and line height.
struct CaptionLayout {
    lines: Vec<String>,
    size: f32,
    line: f32,
}

/// The caption's layout, and the width the dice take.
fn status_layout(view: &View, frame: &Frame) -> (CaptionLayout, f32) {
    let dice_w = match &view.dice {
        Some(d) => dice_width(d, frame),
        None => 0.0,
    };
    let gap = if dice_w > 0.0 { 24.0 } else { 0.0 };
    let room = WIDTH - 2.0 * MARGIN - 32.0 - dice_w - gap;
    let caption = view
        .caption
        .as_ref()
        .map(|c| clip_long(&frame.speaker.say(c)))
        .unwrap_or_default();
    (caption_layout(&caption, room), dice_w + gap)
}

/// The largest caption size at which `caption` fits `room` whole; the
/// smallest (cut at its last line) when none does.
fn caption_layout(caption: &str, room: f32) -> CaptionLayout {
    let words: Vec<&str> = caption.split_whitespace().collect();
    let whole = |lines: &[String]| lines.join(" ") == words.join(" ");
    let mut layout = CaptionLayout {
        lines: Vec::new(),
        size: 0.0,
        line: 0.0,
    };
    for (size, line, most) in CAPTION_STEPS {
        layout = CaptionLayout {
            lines: text::wrap(caption, size, room, most),
            size,
            line,
        };
        if whole(&layout.lines) {
            break;
        }
    }
    layout
}

fn clip_long(s: &str) -> String {
    s.chars().take(400).collect()
}

/// Height of the status box and the gap under it (0 when it is empty).
pub(crate) fn status_height(view: &View, frame: &Frame) -> f32 {
    let (caption, dice_w) = status_layout(view, frame);
    let text_h = caption.lines.len() as f32 * caption.line;
    let dice_h = if dice_w > 0.0 { DIE + 44.0 } else { 0.0 };
    let inner = text_h.max(dice_h);
    if inner == 0.0 { 0.0 } else { inner + 24.0 + ROW_GAP }
}

/// The status box, its top at `top`.
pub(crate) fn draw_status(canvas: &mut Canvas, view: &View, frame: &Frame, top: f32, theme: &Theme) {
    let (caption, dice_w) = status_layout(view, frame);
    let height = status_height(view, frame) - ROW_GAP;
    if height <= 0.0 {
        return;
    }
    let (x0, x1) = (MARGIN, WIDTH - MARGIN);
    let over = view.outcome.is_some();
    let (fill, edge) = if over {
        (theme.result, (theme.ink, 3.0))
    } else {
        (theme.panel, (theme.panel_edge, 2.0))
    };
    canvas.round_rect(x0, top, x1, top + height, 14.0, Some(fill), Some(edge), 1.0);
    let mid = top + height / 2.0;
    if let Some(dice) = &view.dice {
        let label = if view.to_throw.is_some() {
            frame.words.last_throw.as_str()
        } else {
            frame.words.throw.as_str()
        };
        text::draw_at(
            canvas,
            label,
            x0 + 16.0,
            top + 24.0,
            22.0,
            Align::Left,
            theme.ink_soft,
        );
        draw_dice(canvas, dice, (x0 + 16.0, top + 44.0), theme);
    }
    let first = mid - (caption.lines.len() as f32 - 1.0) * caption.line / 2.0;
    for (i, line) in caption.lines.iter().enumerate() {
        let x = x0 + 16.0 + dice_w;
        text::draw_at(
            canvas,
            line,
            x,
            first + i as f32 * caption.line,
            caption.size,
            Align::Left,
            theme.ink,
        );
    }
}

fn dice_width(dice: &Dice, frame: &Frame) -> f32 {
    let n = dice.faces.len().min(MAX_DICE) as f32;
    let value = clip(&dice.value);
    let value_w = text::width(&format!("= {value}"), 40.0).min(200.0);
    (n * (DIE + 8.0) + 8.0 + value_w).max(text::width(&frame.words.last_throw, 22.0))
}

/// The dice at `at` (top left): tetrahedra show their marked tip, sticks
/// their marked side, long dice their strokes, six-sided dice their pips,
/// chess dice their piece; then the value.
fn draw_dice(canvas: &mut Canvas, dice: &Dice, at: Pt, theme: &Theme) {
    let p = theme.dice;
    let mut x = at.0;
    let (top, s) = (at.1, DIE);
    for &face in dice.faces.iter().take(MAX_DICE) {
        let c = (x + s / 2.0, top + s / 2.0);
        match dice.kind.as_str() {
            "tetrahedra" => {
                let tri = [(c.0, top), (x + s, top + s), (x, top + s)];
                let marked = face == 1;
                let body = if marked { p.body } else { p.body.mix(p.edge, 0.25) };
                canvas.polygon(&tri, body, 1.0);
                canvas.polygon_edge(&tri, 3.0, p.edge, 1.0);
                if marked {
                    canvas.disc((c.0, top + s * 0.38), s * 0.12, Some(p.mark), None, 1.0);
                }
            }
            "sticks" => {
                let (l, r) = (c.0 - s * 0.18, c.0 + s * 0.18);
                let marked = face == 1;
                let fill = if marked { p.body } else { p.mark };
                canvas.round_rect(l, top, r, top + s, s * 0.12, Some(fill), Some((p.edge, 3.0)), 1.0);
                if marked {
                    for k in 1..4 {
                        let y = top + s * k as f32 / 4.0;
                        canvas.line((l + 4.0, y), (r - 4.0, y), 3.0, p.mark, 1.0);
                    }
                }
            }
            // A long four-sided die seen from above: its face marked with
            // strokes (II, III), a cross for one, nothing for blank.
            "long" if face <= 3 => {
                let (l, r) = (c.0 - s * 0.22, c.0 + s * 0.22);
                canvas.round_rect(
                    l,
                    top,
                    r,
                    top + s,
                    s * 0.08,
                    Some(p.body),
                    Some((p.edge, 3.0)),
                    1.0,
                );
                let w = (s * 0.07).max(2.5);
                match face {
                    1 => {
                        let d = s * 0.16;
                        canvas.line((c.0 - d, c.1 - d * 1.6), (c.0 + d, c.1 + d * 1.6), w, p.mark, 1.0);
                        canvas.line((c.0 - d, c.1 + d * 1.6), (c.0 + d, c.1 - d * 1.6), w, p.mark, 1.0);
                    }
                    0 => {}
                    n => {
                        for k in 0..n {
                            let x = l + (r - l) * f32::from(k + 1) / f32::from(n + 1);
                            canvas.line((x, top + s * 0.22), (x, top + s * 0.78), w, p.mark, 1.0);
                        }
                    }
                }
            }
            // A die whose faces show chess pieces: 1 pawn, 2 knight, 3
            // bishop, 4 rook, 5 queen, 6 king.
            "chess" if (1..=6).contains(&face) => {
                canvas.round_rect(
                    x,
                    top,
                    x + s,
                    top + s,
                    s * 0.18,
                    Some(p.body),
                    Some((p.edge, 3.0)),
                    1.0,
                );
                let name = ["pawn", "knight", "bishop", "rook", "queen", "king"][usize::from(face - 1)];
                let sprite = format!("chess-{name}");
                if !crate::sprites::draw(canvas, &sprite, "black", c, s * 0.8, 1.0) {
                    text::draw_at(
                        canvas,
                        &face.to_string(),
                        c.0,
                        c.1,
                        s * 0.55,
                        Align::Centre,
                        p.mark,
                    );
                }
            }
            // A die whose faces are colours (`swatches:red,blue`: face 1
            // red, 2 blue) or, face 0, a cross.
            kind if kind.starts_with("swatches:") => {
                let keys: Vec<&str> = kind["swatches:".len()..].split(',').collect();
                let fill = usize::from(face)
                    .checked_sub(1)
                    .and_then(|i| keys.get(i))
                    .map_or(p.body, |key| theme.piece(Kind::Squares, "man", key).fill);
                canvas.round_rect(
                    x,
                    top,
                    x + s,
                    top + s,
                    s * 0.18,
                    Some(fill),
                    Some((p.edge, 3.0)),
                    1.0,
                );
                if face == 0 {
                    let d = s * 0.26;
                    let w = (s * 0.1).max(3.0);
                    canvas.line((c.0 - d, c.1 - d), (c.0 + d, c.1 + d), w, p.mark, 1.0);
                    canvas.line((c.0 - d, c.1 + d), (c.0 + d, c.1 - d), w, p.mark, 1.0);
                }
            }
            "d6" if (1..=6).contains(&face) => {
                canvas.round_rect(
                    x,
                    top,
                    x + s,
                    top + s,
                    s * 0.18,
                    Some(p.body),
                    Some((p.edge, 3.0)),
                    1.0,
                );
                for (px, py) in pips(face) {
                    canvas.disc((x + s * px, top + s * py), s * 0.09, Some(p.mark), None, 1.0);
                }
            }
            _ => {
                canvas.round_rect(
                    x,
                    top,
                    x + s,
                    top + s,
                    s * 0.18,
                    Some(p.body),
                    Some((p.edge, 3.0)),
                    1.0,
                );
                text::draw_at(
                    canvas,
                    &face.to_string(),
                    c.0,
                    c.1,
                    s * 0.55,
                    Align::Centre,
                    p.mark,
                );
            }
        }
        x += s + 8.0;
    }
    let value = clip(&dice.value);
    if !value.is_empty() {
        let v = text::fit(&format!("= {value}"), 40.0, 200.0);
        text::draw_at(canvas, &v, x + 4.0, top + s / 2.0, 40.0, Align::Left, theme.ink);
    }
}

/// Pip positions of a die face, in fractions of its side.
pub(crate) fn pips(face: u8) -> Vec<(f32, f32)> {
    let (l, m, r) = (0.27, 0.5, 0.73);
    match face {
        1 => vec![(m, m)],
        2 => vec![(l, l), (r, r)],
        3 => vec![(l, l), (m, m), (r, r)],
        4 => vec![(l, l), (r, l), (l, r), (r, r)],
        5 => vec![(l, l), (r, l), (m, m), (l, r), (r, r)],
        _ => vec![(l, l), (r, l), (l, m), (r, m), (l, r), (r, r)],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_caption_shrinks_rather_than_being_cut() {
        let short = caption_layout("South to move", 900.0);
        assert_eq!((short.size, short.lines.len()), (30.0, 1));
        let long = "Game #12 is over: alice (South) wins with 31 seeds against 17; \
                    the remaining seeds were captured by the player whose pits held them, \
                    as the variant of the text asks, and the match goes on to a second round";
        let layout = caption_layout(long, 900.0);
        assert!(layout.size < 30.0, "{}", layout.size);
        let drawn: usize = layout.lines.iter().map(|l| l.split_whitespace().count()).sum();
        assert_eq!(drawn, long.split_whitespace().count(), "{:?}", layout.lines);
        assert!(
            layout.lines.iter().all(|l| !l.ends_with('…')),
            "{:?}",
            layout.lines
        );
    }
}
