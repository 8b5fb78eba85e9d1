//! A line tile (`tile:SIDES`): a square tile filling its cell, with a
//! thick line from its centre to the middle of each side named; its ends
//! turn with a turned board.

use games::view::Piece;

use crate::canvas::{Canvas, Pt};
use crate::theme::PiecePaint;

/// `piece` as drawn on a board turned half a circle: a tile's line ends
/// (`tile:ne`) point the other way; any other piece is unchanged.
pub(super) fn turn_tile(piece: &Piece) -> Piece {
    let mut out = piece.clone();
    if let Some(rest) = piece.kind.strip_prefix("tile:") {
        let (ends, modifiers) = rest.split_at(rest.find('~').unwrap_or(rest.len()));
        let turned: String = ends
            .chars()
            .map(|c| match c {
                'n' => 's',
                's' => 'n',
                'e' => 'w',
                'w' => 'e',
                c => c,
            })
            .collect();
        out.kind = format!("tile:{turned}{modifiers}");
    }
    out
}

/// A square tile filling most of its cell, in the side's colour, with a
/// thick line in the side's mark colour from its centre to the middle of
/// each side named in `ends` (`n`, `e`, `s`, `w`: up, right, down, left
/// as drawn): a straight `ew`, a corner `ne`, a dead end `n`.
pub(super) fn line_tile(canvas: &mut Canvas, ends: &str, c: Pt, r: f32, paint: PiecePaint, alpha: f32) {
    // A piece's radius is about two fifths of a square cell.
    let half = r * 1.18;
    canvas.round_rect(
        c.0 - half,
        c.1 - half,
        c.0 + half,
        c.1 + half,
        r * 0.16,
        Some(paint.fill),
        Some((paint.rim, (r * 0.05).max(1.0))),
        alpha,
    );
    let w = (r * 0.42).max(3.0);
    let mut any = false;
    for end in ends.chars() {
        let (dx, dy) = match end {
            'n' => (0.0, -1.0),
            's' => (0.0, 1.0),
            'e' => (1.0, 0.0),
            'w' => (-1.0, 0.0),
            _ => continue,
        };
        canvas.line(c, (c.0 + dx * half, c.1 + dy * half), w, paint.mark_colour, alpha);
        any = true;
    }
    if any {
        // A round joint where the two strokes of a corner meet.
        canvas.disc(c, w / 2.0, Some(paint.mark_colour), None, alpha);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::canvas::Rgb;
    use crate::theme::PieceMark;

    /// A line tile: its body in the side's fill, its line in the mark
    /// colour reaching the middle of each named side and no other; on a
    /// turned board the ends point the other way.
    #[test]
    fn line_tiles_join_the_named_sides_and_turn_with_the_board() {
        let paint = PiecePaint {
            fill: Rgb(200, 0, 0),
            rim: Rgb(0, 0, 0),
            mark: PieceMark::Plain,
            mark_colour: Rgb(250, 250, 250),
        };
        let bg = Rgb(0, 0, 255);
        let px = |canvas: &Canvas, x: usize, y: usize| {
            let i = (y * 100 + x) * 3;
            let p = canvas.pixels();
            Rgb(p[i], p[i + 1], p[i + 2])
        };
        let mut canvas = Canvas::new(100, 100, bg);
        line_tile(&mut canvas, "ne", (50.0, 50.0), 40.0, paint, 1.0);
        // Up and right: the line; down and left: the tile's body.
        assert_eq!(px(&canvas, 50, 5), paint.mark_colour, "north end");
        assert_eq!(px(&canvas, 95, 50), paint.mark_colour, "east end");
        assert_eq!(px(&canvas, 50, 85), paint.fill, "no south end");
        assert_eq!(px(&canvas, 15, 50), paint.fill, "no west end");
        assert_eq!(px(&canvas, 50, 50), paint.mark_colour, "the joint");
        let piece = Piece {
            cell: "a1".into(),
            owner: None,
            kind: "tile:ne~paint:green".into(),
        };
        assert_eq!(turn_tile(&piece).kind, "tile:sw~paint:green");
        let man = Piece {
            kind: "man".into(),
            ..piece
        };
        assert_eq!(turn_tile(&man).kind, "man");
    }
}
