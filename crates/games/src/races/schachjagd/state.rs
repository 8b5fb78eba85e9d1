//! The position: where each token is, the movable obstacle, whose turn it
//! is and what the die shows.

/// Most seats.
pub const MAX_SEATS: usize = 4;
/// Tokens per seat.
pub const TOKENS: usize = 3;

/// Where a token is.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Loc {
    /// On its colour's start space.
    Start,
    /// On a square of the track.
    Square(u8),
    /// Over the finish line.
    Home,
}

/// The faces of the die, in the order of its outcomes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Face {
    Pawn,
    Knight,
    Bishop,
    Rook,
    Queen,
    King,
}

impl Face {
    pub const ALL: [Face; 6] = [
        Face::Pawn,
        Face::Knight,
        Face::Bishop,
        Face::Rook,
        Face::Queen,
        Face::King,
    ];

    /// The canonical word of the face (also its throw's text).
    pub fn word(self) -> &'static str {
        match self {
            Face::Pawn => "pawn",
            Face::Knight => "knight",
            Face::Bishop => "bishop",
            Face::Rook => "rook",
            Face::Queen => "queen",
            Face::King => "king",
        }
    }

    /// The letter of the face in the position text.
    pub fn letter(self) -> char {
        match self {
            Face::Pawn => 'P',
            Face::Knight => 'N',
            Face::Bishop => 'B',
            Face::Rook => 'R',
            Face::Queen => 'Q',
            Face::King => 'K',
        }
    }

    /// The face's number on the drawn die, 1 (pawn) to 6 (king).
    pub fn number(self) -> u8 {
        Face::ALL.iter().position(|&f| f == self).unwrap_or(0) as u8 + 1
    }
}

/// What the last move did, for the picture (a position read back has none).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Last {
    pub seat: u8,
    pub face: Face,
    /// The token moved (0–2), where it was and where it went; `None` for
    /// the obstacle or a pass.
    pub token: Option<(u8, Loc, Loc)>,
    /// The token sent back to its start: its seat and the square it stood on.
    pub captured: Option<(u8, u8)>,
    /// The obstacle's new place.
    pub blocked: Option<(u8, u8)>,
}

/// A Schachjagd position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct SState {
    /// Each seat's three tokens.
    pub tokens: [[Loc; TOKENS]; MAX_SEATS],
    /// The movable obstacle's two squares, once it is on the track.
    pub obstacle: Option<(u8, u8)>,
    /// The seat whose turn it is.
    pub turn: u8,
    /// The face thrown; `None` while the die is due.
    pub roll: Option<Face>,
    /// Plies played (moves and throws): the cap counts them.
    pub ply: u32,
    /// The last move, for the picture.
    pub last: Option<Last>,
}

impl SState {
    /// The tokens of `seat` over the finish line.
    pub fn home(&self, seat: usize) -> u8 {
        self.tokens[seat].iter().filter(|&&l| l == Loc::Home).count() as u8
    }
}
