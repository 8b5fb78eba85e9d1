//! The position: every rack, the face-down reserve, the face-up tiles and
//! the discards as counts per number, the wrong guesses made, the turn.

/// Numbers on the tiles: 1 to 7, `NUMBERS[n]` tiles of number `n`.
pub const TOP: u8 = 7;
/// Tiles in the set: one 1, two 2s, … seven 7s.
pub const TILES: u8 = 28;
/// Most seats.
pub const MAX_SEATS: usize = 5;
/// Guesses (plies after the deal) before the cap ends the game: far more
/// than any game of sensible play needs; random play may repeat a wrong
/// guess for ever, so the rules declare and enforce it.
pub const GUESS_CAP: u32 = 600;
/// Most plies of any game: the deal, then the guesses up to the cap.
pub const MAX_PLIES: u32 = TILES as u32 + GUESS_CAP;

/// Counts per number, index 1..=7 (index 0 unused).
pub type Counts = [u8; 8];

/// How many tiles of `n` the set holds.
pub const fn in_set(n: u8) -> u8 {
    n
}

/// The deal table: tiles in each rack, in the face-down reserve and face
/// up, for `seats` players.
pub const fn deal_table(seats: u8) -> (u8, u8, u8) {
    match seats {
        2 => (7, 7, 7),
        3 => (7, 7, 0),
        4 => (5, 4, 4),
        _ => (4, 4, 4),
    }
}

/// Where the deal puts its `k`-th tile (from 0): a seat's rack (racks in
/// seat order, each filled in turn), then the reserve, then face up.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Place {
    Rack(u8),
    Reserve,
    FaceUp,
}

/// The place of the `k`-th tile dealt with `seats` players.
pub fn place_of(seats: u8, k: u8) -> Place {
    let (hand, reserve, _) = deal_table(seats);
    let racks = hand * seats;
    if k < racks {
        Place::Rack(k / hand)
    } else if k < racks + reserve {
        Place::Reserve
    } else {
        Place::FaceUp
    }
}

/// A guess as the table saw it: who named which number, and whether it
/// was right.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Guess {
    pub seat: u8,
    pub number: u8,
    pub right: bool,
}

/// A Domemo position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DState {
    /// Tiles dealt so far (28 once the deal is over).
    pub dealt: u8,
    /// Each seat's rack (seats past the table's count stay empty).
    pub racks: [Counts; MAX_SEATS],
    /// The face-down reserve, seen by nobody.
    pub reserve: Counts,
    /// The tiles dealt face up, seen by all.
    pub face_up: Counts,
    /// Tiles guessed right and put out, face up.
    pub discards: Counts,
    /// Per seat, bit `n` set: the seat guessed `n` and was wrong, so its
    /// rack holds no `n` (racks only shrink: it stays true).
    pub wrong: [u8; MAX_SEATS],
    /// The seat to move.
    pub to_move: u8,
    /// The seat to move guessed right and may guess again or stop (2 or 3
    /// players).
    pub again: bool,
    /// Guesses made since the deal (the cap counts them).
    pub guesses: u32,
    /// The first seat to empty its rack.
    pub winner: Option<u8>,
    /// The cap was reached with racks left.
    pub capped: bool,
    /// The last guess, for the picture.
    pub last: Option<Guess>,
}

impl DState {
    /// Before the deal.
    pub fn new() -> DState {
        DState {
            dealt: 0,
            racks: [[0; 8]; MAX_SEATS],
            reserve: [0; 8],
            face_up: [0; 8],
            discards: [0; 8],
            wrong: [0; MAX_SEATS],
            to_move: 0,
            again: false,
            guesses: 0,
            winner: None,
            capped: false,
            last: None,
        }
    }

    /// Whether the deal is over.
    pub fn dealt_all(&self) -> bool {
        self.dealt >= TILES
    }

    /// Whether the game is over.
    pub fn over(&self) -> bool {
        self.winner.is_some() || self.capped
    }

    /// Tiles in `seat`'s rack.
    pub fn rack_len(&self, seat: u8) -> u8 {
        total(&self.racks[usize::from(seat)])
    }

    /// Tiles of `n` not dealt yet.
    pub fn undealt(&self, n: u8) -> u8 {
        let i = usize::from(n);
        let placed: u8 = self.racks.iter().map(|r| r[i]).sum::<u8>()
            + self.reserve[i]
            + self.face_up[i]
            + self.discards[i];
        in_set(n) - placed
    }
}

impl Default for DState {
    fn default() -> DState {
        DState::new()
    }
}

/// Tiles in a set of counts.
pub fn total(c: &Counts) -> u8 {
    c.iter().sum()
}

/// The numbers of a set of counts, smallest first, each as often as held.
pub fn numbers(c: &Counts) -> impl Iterator<Item = u8> + '_ {
    (1..=TOP).flat_map(move |n| std::iter::repeat_n(n, usize::from(c[usize::from(n)])))
}

/// A set of counts as digits, smallest first (`1335`), `-` when empty.
pub fn digits(c: &Counts) -> String {
    let s: String = numbers(c).map(|n| char::from(b'0' + n)).collect();
    if s.is_empty() { "-".into() } else { s }
}
