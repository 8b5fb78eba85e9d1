//! The board, the magnetic effect and the winning lines.

/// The eight rays as (file step, rank step); rays `d` and `d + 4` are
/// opposite.
pub(super) const RAYS: [(i8, i8); 8] = [
    (1, 0),
    (0, 1),
    (1, 1),
    (1, -1),
    (-1, 0),
    (0, -1),
    (-1, -1),
    (-1, 1),
];

/// The square one step from `sq` along `ray`, if on the board.
pub(super) fn step(sq: u8, ray: usize) -> Option<u8> {
    let (df, dr) = RAYS[ray];
    let (f, r) = ((sq % 8) as i8 + df, (sq / 8) as i8 + dr);
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as u8)
}

/// The name of square `sq`: `d4`.
pub(super) fn square_name(sq: u8) -> String {
    format!("{}{}", char::from(b'a' + sq % 8), sq / 8 + 1)
}

/// One piece moved by magnetism, from and to.
pub(super) type Shift = (u8, u8);

/// Applies the magnetism of the piece of side `me` on `origin` to
/// `sides`; returns the pieces it moved (at most one per ray). Rays are
/// disjoint, so their order does not matter.
pub(super) fn magnetise(sides: &mut [u64; 2], me: usize, origin: u8, out: &mut Vec<Shift>) {
    let all = |s: &[u64; 2]| s[0] | s[1];
    for ray in 0..8 {
        // The first piece met on the ray.
        let mut sq = origin;
        let hit = loop {
            match step(sq, ray) {
                None => break None,
                Some(next) if all(sides) & (1 << next) != 0 => break Some(next),
                Some(next) => sq = next,
            }
        };
        let Some(hit) = hit else { continue };
        let owner = usize::from(sides[1] & (1 << hit) != 0);
        let to = if owner == me {
            // Repelled: it slides on until a piece or the edge stops it.
            let mut to = hit;
            while let Some(next) = step(to, ray).filter(|n| all(sides) & (1 << n) == 0) {
                to = next;
            }
            to
        } else {
            // Attracted: next to the origin (every square between is empty).
            step(origin, ray).unwrap_or(hit)
        };
        if to != hit {
            sides[owner] = (sides[owner] & !(1 << hit)) | (1 << to);
            out.push((hit, to));
        }
    }
}

/// The squares of the longest run of `pieces` through `sq` along each of
/// the four lines that is 4 long or more, joined.
pub(super) fn lines_through(pieces: u64, sq: u8) -> u64 {
    let mut found = 0;
    for axis in 0..4 {
        let mut run = 1u64 << sq;
        for ray in [axis, axis + 4] {
            let mut at = sq;
            while let Some(next) = step(at, ray).filter(|n| pieces & (1 << n) != 0) {
                run |= 1 << next;
                at = next;
            }
        }
        if run.count_ones() >= 4 {
            found |= run;
        }
    }
    found
}

/// The queen moves of the piece on `from` over empty squares.
pub(super) fn slides(occupied: u64, from: u8, out: &mut Vec<u8>) {
    for ray in 0..8 {
        let mut at = from;
        while let Some(next) = step(at, ray).filter(|n| occupied & (1 << n) == 0) {
            out.push(next);
            at = next;
        }
    }
}

/// The first piece of `occupied` from `sq` along `ray`, if any.
fn first_on(occupied: u64, sq: u8, ray: usize) -> Option<u8> {
    let mut at = sq;
    while let Some(next) = step(at, ray) {
        if occupied & (1 << next) != 0 {
            return Some(next);
        }
        at = next;
    }
    None
}

/// The moves of side `me`'s piece on `from` along its magnetic lines, the
/// author's other rule (gap 1): on each of the four lines through it,
/// when one side holds a piece and the other side is empty to the edge,
/// the piece is drawn next to a nearest enemy, or driven away from a
/// nearest friend to the edge. A line with pieces on both sides, or on
/// neither, gives no move; nor does one that would leave it where it is.
pub(super) fn magnetic_moves(sides: [u64; 2], me: usize, from: u8, out: &mut Vec<u8>) {
    let occupied = sides[0] | sides[1];
    for axis in 0..4 {
        let (ray, away) = match (first_on(occupied, from, axis), first_on(occupied, from, axis + 4)) {
            (Some(p), None) => ((axis, p), axis + 4),
            (None, Some(p)) => ((axis + 4, p), axis),
            _ => continue,
        };
        let (toward, piece) = ray;
        let to = if sides[me] & (1 << piece) != 0 {
            // A friend repels: to the edge on the empty side.
            let mut at = from;
            while let Some(next) = step(at, away) {
                at = next;
            }
            at
        } else {
            // An enemy attracts: up to the square before it.
            let mut at = from;
            while let Some(next) = step(at, toward).filter(|&n| n != piece) {
                at = next;
            }
            at
        };
        if to != from {
            out.push(to);
        }
    }
}
