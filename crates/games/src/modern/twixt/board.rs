//! The 24×24 board: holes named and read, links and their knight's
//! directions, crossing links, and each colour's border lines.

use super::*;

pub(super) fn col(h: Hole) -> i8 {
    (h as usize % SIZE) as i8
}

pub(super) fn row(h: Hole) -> i8 {
    (h as usize / SIZE) as i8
}

pub(super) fn hole_at(c: i8, r: i8) -> Option<Hole> {
    let n = SIZE as i8;
    let on = (0..n).contains(&c) && (0..n).contains(&r);
    let corner = (c == 0 || c == n - 1) && (r == 0 || r == n - 1);
    (on && !corner).then(|| (r as usize * SIZE + c as usize) as Hole)
}

/// The name of a hole: `F12`.
pub fn hole_name(h: Hole) -> String {
    format!("{}{}", char::from(b'A' + col(h) as u8), row(h) + 1)
}

/// Reads a hole at the start of `text` (normalised: lower case); returns it
/// and the rest.
pub(super) fn read_hole(text: &str) -> Option<(Hole, &str)> {
    let bytes = text.as_bytes();
    let c = *bytes.first()?;
    if !(b'a'..=b'x').contains(&c) {
        return None;
    }
    let digits = bytes[1..].iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 || digits > 2 || bytes[1] == b'0' {
        return None;
    }
    let r: i8 = text[1..1 + digits].parse().ok()?;
    let h = hole_at((c - b'a') as i8, r - 1)?;
    Some((h, &text[1 + digits..]))
}

/// A link's ends in notation order: the end with the lower column (then
/// row) first.
pub(super) fn link_key(a: Hole, b: Hole) -> (Hole, Hole) {
    if (col(a), row(a)) <= (col(b), row(b)) {
        (a, b)
    } else {
        (b, a)
    }
}

pub(super) fn link_name((a, b): (Hole, Hole)) -> String {
    format!("{}{}", hole_name(a), hole_name(b))
}

/// The knight direction from `a` to `b`, if they are a knight's move apart.
pub(super) fn knight_dir(a: Hole, b: Hole) -> Option<usize> {
    let d = (col(b) - col(a), row(b) - row(a));
    KNIGHT.iter().position(|&k| k == d)
}

pub(super) fn orient(p: (i32, i32), q: (i32, i32), r: (i32, i32)) -> i32 {
    (q.0 - p.0) * (r.1 - p.1) - (q.1 - p.1) * (r.0 - p.0)
}

/// Whether links `a`–`b` and `c`–`d` cross: their segments meet at a point
/// that is not a shared end. Knight segments hold no hole inside them, so
/// touching or overlapping without crossing happens only at shared ends.
pub(super) fn crosses((a, b): (Hole, Hole), (c, d): (Hole, Hole)) -> bool {
    if a == c || a == d || b == c || b == d {
        return false;
    }
    let p = |h: Hole| (i32::from(col(h)), i32::from(row(h)));
    let (a, b, c, d) = (p(a), p(b), p(c), p(d));
    let o1 = orient(a, b, c).signum() * orient(a, b, d).signum();
    let o2 = orient(c, d, a).signum() * orient(c, d, b).signum();
    o1 < 0 && o2 < 0
}

/// For a link from a hole in knight direction `k`: the links that cross
/// it, each once, as (column, row) of one end relative to the link's start
/// and the knight direction (`0..4`) from that end to the other. Ends lie
/// within two holes of the link's box (see [`Twixt::crossing`]).
pub(super) fn crossing_steps() -> &'static [Vec<(i8, i8, usize)>; 8] {
    static TABLE: std::sync::OnceLock<[Vec<(i8, i8, usize)>; 8]> = std::sync::OnceLock::new();
    TABLE.get_or_init(|| {
        std::array::from_fn(|k| {
            let (kc, kr) = KNIGHT[k];
            let seg = |c: i8, r: i8| (i32::from(c), i32::from(r));
            let mut out = Vec::new();
            for dr in -4..=4i8 {
                for dc in -4..=4i8 {
                    for (d, &(sc, sr)) in KNIGHT.iter().enumerate().take(4) {
                        let (p, q) = (seg(dc, dr), seg(dc + sc, dr + sr));
                        let (a, b) = (seg(0, 0), seg(kc, kr));
                        let shared = p == a || p == b || q == a || q == b;
                        let o1 = orient(a, b, p).signum() * orient(a, b, q).signum();
                        let o2 = orient(p, q, a).signum() * orient(p, q, b).signum();
                        if !shared && o1 < 0 && o2 < 0 {
                            out.push((dc, dr, d));
                        }
                    }
                }
            }
            out
        })
    })
}

/// A test on a hole: is it in a border line?
pub(super) type Edge = fn(Hole) -> bool;

/// The two border lines of `colour`: rows 1 and 24 for Red, columns A and
/// X for Black.
pub(super) fn borders(colour: u8) -> (Edge, Edge) {
    if colour == RED {
        (|h| row(h) == 0, |h| row(h) == SIZE as i8 - 1)
    } else {
        (|h| col(h) == 0, |h| col(h) == SIZE as i8 - 1)
    }
}
