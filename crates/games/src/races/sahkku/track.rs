//! The board of 45 points and the two looping tracks over it, and the
//! pieces on them (a compact value the move search copies freely).

use crate::Seat;

/// Points on the board: 3 lines × 15 transverse lines.
pub const POINTS: usize = 45;
/// Positions of one lap of a track: row of home →, middle ←, far row →,
/// middle ← again (for White; Black mirrored), then home again (gap G1).
pub const LAP: usize = 60;
/// Pieces per side.
pub const PIECES: u8 = 15;
/// The king's starting point, B8 (the book's point 23).
pub const KING_HOME: u8 = 22;
/// No position (in [`SIBLINGS`]).
const NONE: u8 = u8::MAX;

/// Point index of row `r` (0 = A, White's home line; 2 = C) and column `c`
/// (0 = point 1, on White's left).
pub const fn point(r: usize, c: usize) -> u8 {
    (r * 15 + c) as u8
}

pub fn row(p: u8) -> usize {
    usize::from(p) / 15
}

pub fn col(p: u8) -> usize {
    usize::from(p) % 15
}

/// The point of position `i` of `seat`'s track.
const fn place(seat: usize, i: usize) -> u8 {
    if seat == 0 {
        match i {
            0..=14 => point(0, i),
            15..=29 => point(1, 29 - i),
            30..=44 => point(2, i - 30),
            _ => point(1, 59 - i),
        }
    } else {
        match i {
            0..=14 => point(2, 14 - i),
            15..=29 => point(1, i - 15),
            30..=44 => point(0, 44 - i),
            _ => point(1, i - 45),
        }
    }
}

const fn places() -> [[u8; LAP]; 2] {
    let mut out = [[0u8; LAP]; 2];
    let mut s = 0;
    while s < 2 {
        let mut i = 0;
        while i < LAP {
            out[s][i] = place(s, i);
            i += 1;
        }
        s += 1;
    }
    out
}

/// The positions of each seat's track that fall on each point: one on
/// the home and far rows, two on the middle line (outward and homeward).
const fn siblings() -> [[[u8; 2]; POINTS]; 2] {
    let mut out = [[[NONE; 2]; POINTS]; 2];
    let mut s = 0;
    while s < 2 {
        let mut i = 0;
        while i < LAP {
            let p = place(s, i) as usize;
            if out[s][p][0] == NONE {
                out[s][p][0] = i as u8;
            } else {
                out[s][p][1] = i as u8;
            }
            i += 1;
        }
        s += 1;
    }
    out
}

/// `PLACE[seat][i]`: the point of track position `i`.
pub static PLACE: [[u8; LAP]; 2] = places();
/// `SIBLINGS[seat][point]`: the track positions on that point.
static SIBLINGS: [[[u8; 2]; POINTS]; 2] = siblings();

/// The track positions of `seat` on point `p` (one or two).
pub fn positions_at(seat: Seat, p: u8) -> impl Iterator<Item = usize> {
    SIBLINGS[seat.index()][usize::from(p)]
        .into_iter()
        .filter(|&i| i != NONE)
        .map(usize::from)
}

/// Whether track position `i` is a piece's homeward run along the middle
/// line (the second pass of a lap).
pub fn homeward(i: usize) -> bool {
    i >= 45
}

/// The name of point `p`: `A1` … `C15`.
pub fn name(p: u8) -> String {
    format!("{}{}", ['A', 'B', 'C'][row(p)], col(p) + 1)
}

/// Reads a point name (`a1` … `c15`, any case).
pub fn read_point(text: &str) -> Option<u8> {
    let mut chars = text.chars();
    let r = match chars.next()?.to_ascii_lowercase() {
        'a' => 0,
        'b' => 1,
        'c' => 2,
        _ => return None,
    };
    let c: usize = chars.as_str().parse().ok()?;
    (1..=15).contains(&c).then(|| point(r, c - 1))
}

/// Everything on the board: what the move search copies.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Pieces {
    /// Active pieces per seat on each track position.
    pub active: [[u8; LAP]; 2],
    /// Inactive pieces per seat: they stand, one a point, on track
    /// positions `0..inactive` (the front one on `inactive − 1`).
    pub inactive: [u8; 2],
    /// The king's point.
    pub king: u8,
    /// Who controls the king, once somebody does.
    pub king_owner: Option<Seat>,
}

/// What one landing did.
#[derive(Clone, Copy, Default, PartialEq, Eq, Debug)]
pub struct Landing {
    /// Opponent pieces captured.
    pub captured: u8,
    /// The mover took control of the king.
    pub took_king: bool,
}

impl Pieces {
    pub fn initial() -> Pieces {
        Pieces {
            active: [[0; LAP]; 2],
            inactive: [PIECES; 2],
            king: KING_HOME,
            king_owner: None,
        }
    }

    /// Active pieces of `seat`.
    pub fn active_count(&self, seat: Seat) -> u32 {
        self.active[seat.index()].iter().map(|&n| u32::from(n)).sum()
    }

    /// Pieces of `seat` still on the board, active or not.
    pub fn left(&self, seat: Seat) -> u32 {
        self.active_count(seat) + u32::from(self.inactive[seat.index()])
    }

    /// Whether an inactive piece of `seat` stands on point `p`.
    pub fn inactive_at(&self, seat: Seat, p: u8) -> bool {
        let k = usize::from(self.inactive[seat.index()]);
        match seat.index() {
            0 => row(p) == 0 && col(p) < k,
            _ => row(p) == 2 && col(p) >= 15 - k,
        }
    }

    /// Active pieces of `seat` on point `p`.
    pub fn active_at(&self, seat: Seat, p: u8) -> u8 {
        positions_at(seat, p).map(|i| self.active[seat.index()][i]).sum()
    }

    /// The point where a piece (or the king) of the other side freezes
    /// `seat`'s inactive pieces: just ahead of the front one along `seat`'s
    /// track (gap G7); `None` once all are active.
    pub fn freeze_point(&self, seat: Seat) -> Option<u8> {
        let k = usize::from(self.inactive[seat.index()]);
        (k > 0).then(|| PLACE[seat.index()][k])
    }

    /// Whether `seat`'s inactive pieces are frozen (rule 8): an active piece
    /// of the other side, or the king it controls, stands on the freezing
    /// point.
    pub fn frozen(&self, seat: Seat) -> bool {
        let other = seat.other();
        self.freeze_point(seat).is_some_and(|f| {
            self.active_at(other, f) > 0 || (self.king == f && self.king_owner == Some(other))
        })
    }

    /// Whether `seat` may land a piece or the king on `p`: never on the
    /// opponent's inactive pieces (gap G4).
    pub fn may_land(&self, seat: Seat, p: u8) -> bool {
        !self.inactive_at(seat.other(), p)
    }

    /// A piece or the king of `seat` ends its move on `p`: active opponent
    /// pieces there are captured (rule 6); a piece takes the king (rule 7).
    pub fn land(&mut self, seat: Seat, p: u8, piece: bool) -> Landing {
        let other = seat.other();
        let mut captured = 0;
        for i in positions_at(other, p) {
            captured += self.active[other.index()][i];
            self.active[other.index()][i] = 0;
        }
        let took_king = piece && self.king == p && self.king_owner != Some(seat);
        if took_king {
            self.king_owner = Some(seat);
        }
        Landing { captured, took_king }
    }

    /// Moves an active piece of `seat` from track position `from` by `by`.
    pub fn move_piece(&mut self, seat: Seat, from: usize, by: u8) -> (usize, Landing) {
        let to = (from + usize::from(by)) % LAP;
        self.active[seat.index()][from] -= 1;
        self.active[seat.index()][to] += 1;
        (to, self.land(seat, PLACE[seat.index()][to], true))
    }

    /// Activates the front inactive piece of `seat`, moving it `by`.
    pub fn activate_front(&mut self, seat: Seat, by: u8) -> (usize, Landing) {
        let from = usize::from(self.inactive[seat.index()]) - 1;
        self.inactive[seat.index()] -= 1;
        let to = from + usize::from(by);
        self.active[seat.index()][to] += 1;
        (to, self.land(seat, PLACE[seat.index()][to], true))
    }

    /// Moves the king (controlled by `seat`) to `to`.
    pub fn move_king(&mut self, seat: Seat, to: u8) -> Landing {
        self.king = to;
        self.land(seat, to, false)
    }
}

/// Where a straight king move of `d` points from `p` can end: along the
/// lines (left, right) and across them (up, down), on the board.
pub fn king_targets(p: u8, d: u8) -> impl Iterator<Item = u8> {
    let (r, c, d) = (row(p) as i32, col(p) as i32, i32::from(d));
    [(0, -d), (0, d), (-d, 0), (d, 0)]
        .into_iter()
        .filter(move |&(dr, dc)| (0..3).contains(&(r + dr)) && (0..15).contains(&(c + dc)))
        .map(move |(dr, dc)| point((r + dr) as usize, (c + dc) as usize))
}

/// The straight distance from `a` to `b` if they share a line.
pub fn straight(a: u8, b: u8) -> Option<u8> {
    if a == b {
        return None;
    }
    if row(a) == row(b) {
        Some(col(a).abs_diff(col(b)) as u8)
    } else if col(a) == col(b) {
        Some(row(a).abs_diff(row(b)) as u8)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tracks_cover_every_point_and_mirror_each_other() {
        for s in 0..2 {
            let mut seen = [0u8; POINTS];
            for i in 0..LAP {
                seen[usize::from(PLACE[s][i])] += 1;
            }
            for p in 0..POINTS as u8 {
                let want = if row(p) == 1 { 2 } else { 1 };
                assert_eq!(seen[usize::from(p)], want, "{}", name(p));
            }
        }
        for (&w, &b) in PLACE[0].iter().zip(&PLACE[1]) {
            assert_eq!(row(w) + row(b), 2);
            assert_eq!(col(w) + col(b), 14);
        }
    }

    #[test]
    fn names_read_back() {
        for p in 0..POINTS as u8 {
            assert_eq!(read_point(&name(p)), Some(p));
        }
        assert_eq!(name(KING_HOME), "B8");
        assert_eq!(read_point("d1"), None);
        assert_eq!(read_point("a16"), None);
    }
}
