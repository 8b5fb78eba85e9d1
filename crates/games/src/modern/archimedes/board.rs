//! The 8×8 board as bitboards (bit `rank * 8 + file`): square names, the
//! queen's rays, what a ship reaches and who attacks it.

/// Black's port, a1 (gap 2: the first player's fleet starts around it).
pub const BLACK_PORT: u8 = 0;
/// White's port, h8.
pub const WHITE_PORT: u8 = 63;
/// The ports by seat index.
pub const PORTS: [u8; 2] = [BLACK_PORT, WHITE_PORT];

/// Ships a side owns in all, afloat or sunk.
pub const FLEET: u32 = 12;

/// The squares at Manhattan distance 1 to 4 from a1 without a5 and e1
/// (gap 1): a2–a4, b1–b4, c1–c3, d1, d2.
pub const BLACK_START: u64 = bits(&[8, 16, 24, 1, 9, 17, 25, 2, 10, 18, 3, 11]);
/// The same shape around h8, turned half a turn.
pub const WHITE_START: u64 = BLACK_START.reverse_bits();

const fn bits(squares: &[u8]) -> u64 {
    let mut out = 0u64;
    let mut i = 0;
    while i < squares.len() {
        out |= 1u64 << squares[i];
        i += 1;
    }
    out
}

/// The eight directions as (file step, rank step): the first four raise the
/// square index, the last four lower it.
const DIRECTIONS: [(i8, i8); 8] = [
    (1, 0),
    (0, 1),
    (1, 1),
    (-1, 1),
    (-1, 0),
    (0, -1),
    (-1, -1),
    (1, -1),
];

/// The squares a queen on each square sees along each direction on an
/// empty board, the square itself left out.
static RAYS: [[u64; 8]; 64] = rays();

const fn rays() -> [[u64; 8]; 64] {
    let mut out = [[0u64; 8]; 64];
    let mut sq = 0;
    while sq < 64 {
        let mut d = 0;
        while d < 8 {
            let (df, dr) = DIRECTIONS[d];
            let (mut f, mut r) = ((sq % 8) as i8 + df, (sq / 8) as i8 + dr);
            while f >= 0 && f < 8 && r >= 0 && r < 8 {
                out[sq][d] |= 1u64 << (r * 8 + f);
                f += df;
                r += dr;
            }
            d += 1;
        }
        sq += 1;
    }
    out
}

/// The first occupied square from `sq` along direction `d`, if any.
fn first_blocker(sq: u8, d: usize, occupied: u64) -> Option<u8> {
    let hit = RAYS[usize::from(sq)][d] & occupied;
    if hit == 0 {
        None
    } else if d < 4 {
        Some(hit.trailing_zeros() as u8)
    } else {
        Some(63 - hit.leading_zeros() as u8)
    }
}

/// The empty squares a ship on `sq` reaches along direction `d`: every
/// square up to the first occupied one.
pub fn reach_along(sq: u8, d: usize, occupied: u64) -> u64 {
    let ray = RAYS[usize::from(sq)][d];
    match first_blocker(sq, d, occupied) {
        Some(b) => ray & !RAYS[usize::from(b)][d] & !(1u64 << b),
        None => ray,
    }
}

/// Every empty square a ship on `sq` reaches (a queen's move).
pub fn reach(sq: u8, occupied: u64) -> u64 {
    (0..8).fold(0, |acc, d| acc | reach_along(sq, d, occupied))
}

/// The ships of `attackers` that see `sq` (the first ship along each of the
/// eight lines from it, when it is one of theirs).
pub fn attackers(sq: u8, attackers: u64, occupied: u64) -> u64 {
    (0..8)
        .filter_map(|d| first_blocker(sq, d, occupied))
        .filter(|&b| attackers & (1u64 << b) != 0)
        .fold(0, |acc, b| acc | 1u64 << b)
}

/// Whether `from` and `to` share a rank, file or diagonal (and differ).
pub fn aligned(from: u8, to: u8) -> bool {
    (0..8).any(|d| RAYS[usize::from(from)][d] & (1u64 << to) != 0)
}

/// The name of square `sq`: `b1`.
pub fn name(sq: u8) -> String {
    format!("{}{}", char::from(b'a' + sq % 8), sq / 8 + 1)
}

/// Reads a square at the start of `text` (normalised); returns it and the
/// rest.
pub fn read_square(text: &str) -> Option<(u8, &str)> {
    let bytes = text.as_bytes();
    let (&f, &r) = (bytes.first()?, bytes.get(1)?);
    if !(b'a'..=b'h').contains(&f) || !(b'1'..=b'8').contains(&r) {
        return None;
    }
    Some(((r - b'1') * 8 + (f - b'a'), &text[2..]))
}

/// The squares of a bitboard, lowest first.
pub fn squares(mut set: u64) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let sq = set.trailing_zeros() as u8;
            set &= set - 1;
            sq
        })
    })
}
