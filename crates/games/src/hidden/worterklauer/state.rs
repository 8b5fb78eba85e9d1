//! The position: the board, the bag, the common pool, the hand of the
//! seat whose turn it is, and where the turn stands.

use super::board::{CELLS, Cells, Counts, Run, Word, colour_counts, is_vowel, total};

/// Turns in a row that put no tile on an empty square, once the bag is
/// empty, that end the game in a draw (gap 9).
pub const IDLE_TURNS: u8 = 10;

/// Tiles the first player draws to start (then on until a vowel).
pub const FIRST_DRAW: u8 = 7;
/// Tiles the second player draws to start.
pub const SECOND_DRAW: u8 = 5;

/// An upper bound on the plies of a game. Turns: while the bag holds
/// tiles every turn draws at least one (at most 100 turns); after that
/// every turn puts a tile on an empty square (at most 64) or is idle, and
/// ten idle turns in a row end the game: at most 100 + 64 + 65 × 10
/// turns. A turn: a roll, at most 100 draws, at most 64 swaps (each
/// changes an unchanged square) and 64 tiles laid, each action answered
/// at most twice (two words it changes), and `done`: fewer than 600
/// plies.
pub const MAX_PLIES: u32 = 820 * 600;

/// Where the turn stands.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// The die is to be rolled.
    Roll,
    /// `left` tiles are still to be drawn from the bag.
    Draw { left: u8 },
    /// The seat plays words, swaps and adds, or `done`.
    Act,
    /// The opponent answers the first steal waiting.
    Answer,
    /// The game is over.
    Over,
}

/// A steal waiting for the opponent's answer: the word it changed (its
/// run as it stands now), the word before and after, and whether the
/// mover claimed it against the word list.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Steal {
    pub run: Run,
    pub old: Word,
    pub new: Word,
    pub claimed: bool,
}

/// How the game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum End {
    /// This seat ended its turn without more letters of its colour.
    Behind(u8),
    /// Ten idle turns with the bag empty.
    Idle,
}

/// A Wörterklauer position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct WState {
    pub board: Cells,
    /// Tiles in the bag (nobody sees which, only how many).
    pub bag: Counts,
    /// The common pool, face up.
    pub pool: Counts,
    /// The hand of the seat whose turn it is (only it sees the letters).
    pub hand: Counts,
    /// Letters laid this turn that the table saw come from the hand (not
    /// from the pool: a letter is taken from the pool when it has one).
    pub from_hand: Counts,
    /// The seat whose turn it is.
    pub turn_seat: u8,
    /// Turns begun, from 1.
    pub turn: u32,
    pub phase: Phase,
    /// Tiles drawn this turn.
    pub drawn: u8,
    /// The first turn's draw goes on until a vowel.
    pub opening: bool,
    /// Squares laid or swapped this turn (highlighted; a word holding one
    /// is not changed again this turn).
    pub marked: u64,
    /// A tile went onto an empty square this turn.
    pub placed: bool,
    /// Idle turns in a row with the bag empty.
    pub idle: u8,
    /// Steals waiting for the opponent's answer, first first.
    pub pending: Vec<Steal>,
    /// The last roll of the die.
    pub die: Option<u8>,
    pub end: Option<End>,
}

impl WState {
    /// The empty board with every tile in the bag, before the first draw.
    pub fn new(tiles: Counts) -> WState {
        WState {
            board: [None; CELLS],
            bag: tiles,
            pool: [0; 26],
            hand: [0; 26],
            from_hand: [0; 26],
            turn_seat: 0,
            turn: 1,
            phase: Phase::Draw { left: FIRST_DRAW },
            drawn: 0,
            opening: true,
            marked: 0,
            placed: false,
            idle: 0,
            pending: Vec::new(),
            die: None,
            end: None,
        }
    }

    /// The seat to act: the opponent while a steal waits for its answer.
    pub fn to_move(&self) -> u8 {
        if self.phase == Phase::Answer {
            1 - self.turn_seat
        } else {
            self.turn_seat
        }
    }

    /// Letters on the board of each seat's colour.
    pub fn counts(&self) -> [u32; 2] {
        colour_counts(&self.board)
    }

    /// Tiles in the bag.
    pub fn bag_len(&self) -> u32 {
        total(&self.bag)
    }

    /// Tiles in the hand.
    pub fn hand_len(&self) -> u32 {
        total(&self.hand)
    }

    /// The letters the seat to act may lay: its hand and the pool.
    pub fn available(&self) -> Counts {
        let mut a = self.pool;
        for (x, h) in a.iter_mut().zip(self.hand) {
            *x += h;
        }
        a
    }

    /// Whether the hand holds a vowel.
    pub fn hand_has_vowel(&self) -> bool {
        (0..26u8).any(|l| is_vowel(l) && self.hand[usize::from(l)] > 0)
    }

    /// Whether the board is empty (the next word is the first).
    pub fn board_empty(&self) -> bool {
        self.board.iter().all(Option::is_none)
    }

    pub fn over(&self) -> bool {
        self.end.is_some()
    }
}
