//! A table as a PNG (tournament standings and crosstables): a title, a
//! header row and body rows of short texts, in columns sized to their
//! widest cell, with alternate rows shaded so a line reads on a phone,
//! and under it a legend (what each abbreviated column means).

use crate::canvas::{Canvas, MAX_SIDE, Rgb};
use crate::{RenderError, encode_rgb, text};

const TITLE: f32 = 34.0;
const CELL: f32 = 26.0;
const PAD: f32 = 14.0;
const ROW: f32 = 40.0;
const INK: Rgb = Rgb(32, 32, 40);
const PAPER: Rgb = Rgb(250, 248, 242);
const SHADE: Rgb = Rgb(232, 228, 216);
const HEAD: Rgb = Rgb(60, 72, 96);
const NOTE: f32 = 24.0;
const NOTE_ROW: f32 = 34.0;
const NOTE_INK: Rgb = Rgb(70, 70, 80);
/// Legend lines at most (the text reply explains the rest).
const NOTE_LINES: usize = 6;
/// Between two legend items on one line.
const NOTE_GAP: &str = "   ·   ";

/// Draws a table. Columns after the first two are centred (numbers and
/// results); cells too wide for the picture are shortened with "…". The
/// `legend` items (`"BH = Buchholz"`) go under the table, as many to a
/// line as fit.
///
/// # Errors
/// [`RenderError::Encode`] if the encoder fails.
pub fn render_table(
    title: &str,
    header: &[String],
    rows: &[Vec<String>],
    legend: &[String],
) -> Result<Vec<u8>, RenderError> {
    let columns = header
        .len()
        .max(rows.iter().map(Vec::len).max().unwrap_or(0))
        .max(1);
    let max_cell = MAX_SIDE as f32 / 3.0;
    let mut widths = vec![0.0f32; columns];
    for row in std::iter::once(header).chain(rows.iter().map(Vec::as_slice)) {
        for (k, cell) in row.iter().enumerate() {
            widths[k] = widths[k].max(text::width(cell, CELL).min(max_cell));
        }
    }
    let total: f32 = widths.iter().map(|w| w + 2.0 * PAD).sum::<f32>() + 2.0 * PAD;
    let width = total
        .max(text::width(title, TITLE) + 4.0 * PAD)
        .clamp(200.0, MAX_SIDE as f32);
    let notes = pack(legend, width - 4.0 * PAD);
    let notes_height = if notes.is_empty() {
        0.0
    } else {
        NOTE_ROW * notes.len() as f32 + PAD
    };
    // Rows beyond the picture's height are left out (the text reply has them all).
    let fit_rows = ((MAX_SIDE as f32 - 2.0 * ROW - 3.0 * PAD - notes_height) / ROW)
        .floor()
        .max(1.0) as usize;
    let shown = rows.len().min(fit_rows);
    let table_bottom = ROW * (shown as f32 + 1.0) + TITLE + 2.0 * PAD;
    let height = (table_bottom + notes_height + 2.0 * PAD).min(MAX_SIDE as f32);
    let mut canvas = Canvas::reusing(Vec::new(), width as u32, height as u32, PAPER);
    text::draw(
        &mut canvas,
        &text::fit(title, TITLE, width - 2.0 * PAD),
        2.0 * PAD,
        PAD + TITLE,
        TITLE,
        INK,
    );
    let top = 2.0 * PAD + TITLE;
    // Scale columns down if the table is wider than the picture.
    let scale = ((width - 2.0 * PAD) / (total - 2.0 * PAD)).min(1.0);
    // A table narrower than its picture (a long title) spreads its columns
    // after the rank over the whole width.
    let spare = (width - total).max(0.0) / (columns.max(2) - 1) as f32;
    let draw_row = |canvas: &mut Canvas, y: f32, cells: &[String], colour: Rgb| {
        let mut x = 2.0 * PAD;
        for (k, cell) in cells.iter().enumerate().take(columns) {
            let w = widths[k] * scale + if k > 0 { spare } else { 0.0 };
            let shown = text::fit(cell, CELL * scale.max(0.6), w.max(8.0));
            let size = CELL * scale.max(0.6);
            let dx = if k >= 2 {
                (w - text::width(&shown, size)) / 2.0
            } else {
                0.0
            };
            text::draw(canvas, &shown, x + dx, y + ROW * 0.7, size, colour);
            x += w + 2.0 * PAD * scale;
        }
    };
    canvas.rect(PAD, top, width - PAD, top + ROW, HEAD, 1.0);
    draw_row(&mut canvas, top, header, PAPER);
    for (i, row) in rows.iter().take(shown).enumerate() {
        let y = top + ROW * (i as f32 + 1.0);
        if i % 2 == 1 {
            canvas.rect(PAD, y, width - PAD, y + ROW, SHADE, 1.0);
        }
        draw_row(&mut canvas, y, row, INK);
    }
    for (i, line) in notes.iter().enumerate() {
        let baseline = table_bottom + PAD + NOTE_ROW * (i as f32 + 0.75);
        text::draw(&mut canvas, line, 2.0 * PAD, baseline, NOTE, NOTE_INK);
    }
    encode_rgb(canvas.pixels(), canvas.width(), canvas.height())
}

/// The legend's items packed into lines at most `max` wide (an item too
/// wide alone is wrapped on lines of its own), at most [`NOTE_LINES`] lines.
fn pack(items: &[String], max: f32) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for item in items.iter().filter(|i| !i.trim().is_empty()) {
        if text::width(item, NOTE) > max {
            lines.extend(text::wrap(item, NOTE, max, NOTE_LINES));
            // The next item starts a line of its own.
            lines.push(String::new());
            continue;
        }
        let item = item.clone();
        match lines.last_mut() {
            Some(line) if line.is_empty() => line.push_str(&item),
            Some(line) if text::width(&format!("{line}{NOTE_GAP}{item}"), NOTE) <= max => {
                line.push_str(NOTE_GAP);
                line.push_str(&item);
            }
            _ => lines.push(item),
        }
    }
    if lines.last().is_some_and(String::is_empty) {
        lines.pop();
    }
    lines.truncate(NOTE_LINES);
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_is_a_png_within_the_size_limit() {
        let header: Vec<String> = ["#", "Player", "Pts"].map(String::from).into();
        let rows: Vec<Vec<String>> = (0..100)
            .map(|i| vec![i.to_string(), format!("player {i}"), "1½".into()])
            .collect();
        let legend = vec!["BH = Buchholz".to_string(), "SB = Sonneborn-Berger".to_string()];
        let png = render_table("Standings", &header, &rows, &legend).unwrap();
        assert_eq!(&png[1..4], b"PNG");
        let image = image::load_from_memory(&png).unwrap();
        assert!(image.width() <= MAX_SIDE && image.height() <= MAX_SIDE);
    }

    #[test]
    fn the_legend_packs_its_items_into_lines_that_fit() {
        let items: Vec<String> = ["BH = Buchholz", "SB = Sonneborn-Berger", "WIN = wins"]
            .map(String::from)
            .into();
        let wide = pack(&items, 2000.0);
        assert_eq!(wide, vec![items.join(NOTE_GAP)]);
        let narrow = pack(&items, text::width("SB = Sonneborn-Berger", NOTE) + 1.0);
        assert_eq!(narrow, items);
        assert!(pack(&[], 500.0).is_empty());
    }
}
