//! The position: where each pawn stands and how high in its pile, the
//! turn and the dice thrown in it, the face-up card, the deck's cards left
//! and each seat's cards.

/// Most seats (Känguruh: 2 to 6).
pub const MAX_SEATS: usize = 6;
/// Most pawns on the track: six seats of one pawn, or three of two.
pub const MAX_PAWNS: usize = 6;
/// Card values: 1 to 7, three cards of each.
pub const TOP_CARD: u8 = 7;
/// Cards of each value in the deck.
pub const SETS: u8 = 3;
/// Cards in all: 21.
#[cfg(test)]
pub const CARDS: u8 = TOP_CARD * SETS;
/// The largest sum of the dice that does not bust.
pub const MOST: u8 = 7;
/// Dice a turn may throw.
pub const MOST_DICE: u8 = 3;
/// The largest move: three dice adding up to 7, tripled.
pub const LONGEST_MOVE: u8 = MOST_DICE * MOST;

/// Counts of cards per value, index 1..=7 (index 0 unused).
pub type Counts = [u8; 8];

/// What the last turn did, for the picture (a position read back has none).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Last {
    /// The seat whose turn it was.
    pub seat: u8,
    /// The pawns that travelled, bottom first.
    pub pawns: Vec<u8>,
    /// Where they stood and where they ended.
    pub from: u8,
    pub to: u8,
    /// The dice thrown.
    pub dice: Vec<u8>,
    /// The sum went above 7: back to the start.
    pub bust: bool,
    /// The seat that took a card, and its value.
    pub card: Option<(u8, u8)>,
}

/// A Känguruh position.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct KState {
    /// The square of each pawn: 0 the green start, `length - 1` the red
    /// finish.
    pub at: [u8; MAX_PAWNS],
    /// Each pawn's height in its pile, 0 at the bottom (0 on the start,
    /// where pawns do not pile up).
    pub level: [u8; MAX_PAWNS],
    /// The seat whose turn it is.
    pub turn: u8,
    /// The pawn whose turn it is; `None` while its seat chooses which of
    /// its pawns moves.
    pub mover: Option<u8>,
    /// The dice thrown this turn, in order (`thrown` of them).
    pub dice: [u8; MOST_DICE as usize],
    pub thrown: u8,
    /// A die is due: the turn's first (always thrown), or one asked for
    /// with `roll`.
    pub rolling: bool,
    /// The card face up; `None` while the next is turned up, or once the
    /// deck is used up.
    pub face_up: Option<u8>,
    /// The cards still in the deck, face down, by value.
    pub deck: Counts,
    /// Each seat's cards, by value.
    pub won: [Counts; MAX_SEATS],
    /// With two pawns each in a fixed cycle: the pawn (0 or 1) each seat
    /// moves next.
    pub cycle: [u8; MAX_SEATS],
    /// Plies played (moves and throws): the cap counts them.
    pub ply: u32,
    /// The last turn, for the picture.
    pub last: Option<Last>,
}

impl KState {
    /// The sum of the dice thrown this turn.
    pub fn sum(&self) -> u8 {
        self.dice[..usize::from(self.thrown)].iter().sum()
    }

    /// The points of `seat`'s cards.
    pub fn points(&self, seat: usize) -> u32 {
        value(&self.won[seat])
    }

    /// The cards `seat` holds.
    pub fn cards(&self, seat: usize) -> u8 {
        self.won[seat].iter().sum()
    }

    /// Cards left in the deck, face down.
    pub fn deck_len(&self) -> u8 {
        self.deck.iter().sum()
    }
}

/// The points of a set of cards.
pub fn value(c: &Counts) -> u32 {
    (1..=TOP_CARD)
        .map(|v| u32::from(v) * u32::from(c[usize::from(v)]))
        .sum()
}

/// A set of cards as digits, smallest first (`1557`), `-` when empty.
pub fn digits(c: &Counts) -> String {
    let s: String = (1..=TOP_CARD)
        .flat_map(|v| std::iter::repeat_n(char::from(b'0' + v), usize::from(c[usize::from(v)])))
        .collect();
    if s.is_empty() { "-".into() } else { s }
}
