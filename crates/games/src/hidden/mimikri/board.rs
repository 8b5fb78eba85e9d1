//! The board and the chess moves of each identity: squares `0..64`
//! (`rank * 8 + file`, a1 = 0), cubes on squares, the moves a cube of a
//! known identity may make (pseudo-legal: its own King's safety aside),
//! and the squares a side attacks.

/// A cube's identity.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Kind {
    King,
    Queen,
    Rook,
    Bishop,
    Knight,
    Pawn,
}

/// The identities a drawn cube may have, with how many of each the 15
/// cubes besides the King hold.
pub const SET: [(Kind, u8); 5] = [
    (Kind::Queen, 1),
    (Kind::Rook, 2),
    (Kind::Bishop, 2),
    (Kind::Knight, 2),
    (Kind::Pawn, 8),
];

/// What a pawn may become.
pub const PROMOTIONS: [Kind; 4] = [Kind::Queen, Kind::Rook, Kind::Bishop, Kind::Knight];

impl Kind {
    /// The letter (uppercase).
    pub fn letter(self) -> char {
        match self {
            Kind::King => 'K',
            Kind::Queen => 'Q',
            Kind::Rook => 'R',
            Kind::Bishop => 'B',
            Kind::Knight => 'N',
            Kind::Pawn => 'P',
        }
    }

    /// The identity of an English letter, either case.
    pub fn from_letter(c: char) -> Option<Kind> {
        Some(match c.to_ascii_uppercase() {
            'K' => Kind::King,
            'Q' => Kind::Queen,
            'R' => Kind::Rook,
            'B' => Kind::Bishop,
            'N' => Kind::Knight,
            'P' => Kind::Pawn,
            _ => return None,
        })
    }

    /// A bit of a mask of identities.
    pub fn bit(self) -> u8 {
        1 << (self as u8)
    }

    /// The renderer's chess sprite.
    pub fn sprite(self) -> &'static str {
        match self {
            Kind::King => "sprite:chess-king",
            Kind::Queen => "sprite:chess-queen",
            Kind::Rook => "sprite:chess-rook",
            Kind::Bishop => "sprite:chess-bishop",
            Kind::Knight => "sprite:chess-knight",
            Kind::Pawn => "sprite:chess-pawn",
        }
    }
}

/// A cube: its side (0 White, 1 Black) and its number (0 the King, 1 to 8
/// the drawn cubes from the a-file to the h-file of the second rank).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Cube {
    pub side: u8,
    pub id: u8,
}

/// Cubes on squares.
pub type Board = [Option<Cube>; 64];

pub fn file(sq: u8) -> i8 {
    (sq % 8) as i8
}

pub fn rank(sq: u8) -> i8 {
    (sq / 8) as i8
}

/// The square at file `f`, rank `r`, if on the board.
pub fn at(f: i8, r: i8) -> Option<u8> {
    ((0..8).contains(&f) && (0..8).contains(&r)).then(|| (r * 8 + f) as u8)
}

/// A square's name, `e4`.
pub fn name(sq: u8) -> String {
    format!("{}{}", char::from(b'a' + sq % 8), sq / 8 + 1)
}

/// The square a name (`e4`) stands for.
pub fn parse_square(text: &str) -> Option<u8> {
    let b = text.as_bytes();
    if b.len() != 2 {
        return None;
    }
    let f = b[0].checked_sub(b'a').filter(|f| *f < 8)?;
    let r = b[1].checked_sub(b'1').filter(|r| *r < 8)?;
    Some(r * 8 + f)
}

/// The direction a side's pawns go (+1 White, -1 Black).
pub fn forward(side: u8) -> i8 {
    if side == 0 { 1 } else { -1 }
}

/// A side's last rank (where pawns promote).
pub fn last_rank(side: u8) -> i8 {
    if side == 0 { 7 } else { 0 }
}

/// A side's second rank (where its drawn cubes start).
pub fn second_rank(side: u8) -> i8 {
    if side == 0 { 1 } else { 6 }
}

const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];
const KNIGHT_JUMPS: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

fn dirs(kind: Kind) -> &'static [(i8, i8)] {
    match kind {
        Kind::Rook => &ROOK_DIRS,
        Kind::Bishop => &BISHOP_DIRS,
        _ => &[],
    }
}

/// Every destination a cube of `kind` of `side` on `from` may move to by
/// its movement (pseudo-legal), in a fixed order.
pub fn destinations(board: &Board, side: u8, kind: Kind, from: u8, out: &mut Vec<u8>) {
    let (f, r) = (file(from), rank(from));
    let free_or_enemy = |sq: u8| board[usize::from(sq)].is_none_or(|c| c.side != side);
    match kind {
        Kind::King => {
            for (df, dr) in ROOK_DIRS.iter().chain(BISHOP_DIRS.iter()) {
                if let Some(sq) = at(f + df, r + dr).filter(|&s| free_or_enemy(s)) {
                    out.push(sq);
                }
            }
        }
        Kind::Knight => {
            for (df, dr) in KNIGHT_JUMPS {
                if let Some(sq) = at(f + df, r + dr).filter(|&s| free_or_enemy(s)) {
                    out.push(sq);
                }
            }
        }
        Kind::Queen => {
            destinations(board, side, Kind::Rook, from, out);
            destinations(board, side, Kind::Bishop, from, out);
        }
        Kind::Rook | Kind::Bishop => {
            for (df, dr) in dirs(kind) {
                let (mut x, mut y) = (f + df, r + dr);
                while let Some(sq) = at(x, y) {
                    match board[usize::from(sq)] {
                        None => out.push(sq),
                        Some(c) => {
                            if c.side != side {
                                out.push(sq);
                            }
                            break;
                        }
                    }
                    x += df;
                    y += dr;
                }
            }
        }
        Kind::Pawn => {
            let dr = forward(side);
            if let Some(one) = at(f, r + dr).filter(|&s| board[usize::from(s)].is_none()) {
                out.push(one);
                if r == second_rank(side)
                    && let Some(two) = at(f, r + 2 * dr).filter(|&s| board[usize::from(s)].is_none())
                {
                    out.push(two);
                }
            }
            for df in [-1, 1] {
                if let Some(sq) = at(f + df, r + dr)
                    && board[usize::from(sq)].is_some_and(|c| c.side != side)
                {
                    out.push(sq);
                }
            }
        }
    }
}

/// Whether a cube of `kind` of `side` may go from `from` to `to` by its
/// movement.
pub fn reaches(board: &Board, side: u8, kind: Kind, from: u8, to: u8) -> bool {
    let mut out = Vec::with_capacity(28);
    destinations(board, side, kind, from, &mut out);
    out.contains(&to)
}

/// Whether a cube of `kind` of `side` on `from` attacks `target` (a pawn
/// its forward diagonals; the others as they move, the target taken as
/// an enemy).
pub fn attacks(board: &Board, side: u8, kind: Kind, from: u8, target: u8) -> bool {
    let (df, dr) = (file(target) - file(from), rank(target) - rank(from));
    if df == 0 && dr == 0 {
        return false;
    }
    let slide = |board: &Board| {
        let (sf, sr) = (df.signum(), dr.signum());
        let (mut x, mut y) = (file(from) + sf, rank(from) + sr);
        while let Some(sq) = at(x, y) {
            if sq == target {
                return true;
            }
            if board[usize::from(sq)].is_some() {
                return false;
            }
            x += sf;
            y += sr;
        }
        false
    };
    match kind {
        Kind::King => df.abs() <= 1 && dr.abs() <= 1,
        Kind::Knight => (df.abs(), dr.abs()) == (1, 2) || (df.abs(), dr.abs()) == (2, 1),
        Kind::Pawn => df.abs() == 1 && dr == forward(side),
        Kind::Rook => (df == 0 || dr == 0) && slide(board),
        Kind::Bishop => df.abs() == dr.abs() && slide(board),
        Kind::Queen => (df == 0 || dr == 0 || df.abs() == dr.abs()) && slide(board),
    }
}

/// Whether a pawn of `side` going from `from` to `to` would reach its last
/// rank by a pawn's step or capture: the moves that carry a promotion.
pub fn pawn_shaped_promotion(side: u8, from: u8, to: u8) -> bool {
    rank(to) == last_rank(side)
        && rank(to) - rank(from) == forward(side)
        && (file(to) - file(from)).abs() <= 1
}
