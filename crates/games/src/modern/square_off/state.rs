//! A position: the areas, the letters, the round's letter and die, whose
//! turn it is and how many slides the round (or the solitaire) has seen.

use super::board::{CELLS, GAP, KINDS, UNDEALT};

/// Slides in a round of the Oriental variant after which, with no path
/// made, nobody takes the round's letter and it leaves the game (100 by
/// each player): our limit, so every match ends.
pub const ROUND_SLIDES: u16 = 200;
/// Slides after which an unsolved solitaire is lost: our limit, far more
/// than a solution needs (the solver's take about 200–400).
pub const SOLO_SLIDES: u16 = 3000;

/// Where the game stands.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Phase {
    /// The tiles are being laid, one chance throw per cell.
    Deal,
    /// `seat` picks the round's letter.
    Pick { seat: u8 },
    /// The die is thrown; `picker` chose `letter`.
    Throw { picker: u8, letter: u8 },
    /// `seat` slides; the round's letter and number, and who picked.
    Slide {
        seat: u8,
        picker: u8,
        letter: u8,
        die: u8,
    },
    /// The game is over.
    Over,
}

/// What happened to a letter.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash)]
pub enum Letter {
    /// Still in its slot.
    Free,
    /// Taken by this seat.
    Won(u8),
    /// Its round ran out of slides: nobody's.
    Void,
}

/// The state of either rule set (the solitaire uses the first area only).
#[derive(Clone, PartialEq, Eq, Debug, Hash)]
pub struct SState {
    pub areas: [[u8; CELLS]; 2],
    pub letters: [Letter; 5],
    pub phase: Phase,
    /// Slides in this round (the solitaire: in all).
    pub slides: u16,
    /// The last slide, for the picture: the seat, the cell slid (now the
    /// gap) and the cell the gap was in.
    pub last: Option<(u8, u8, u8)>,
}

impl SState {
    /// A new game: nothing dealt.
    pub fn new() -> SState {
        SState {
            areas: [[UNDEALT; CELLS]; 2],
            letters: [Letter::Free; 5],
            phase: Phase::Deal,
            slides: 0,
            last: None,
        }
    }

    /// The letters `seat` has taken.
    pub fn taken(&self, seat: u8) -> usize {
        self.letters.iter().filter(|&&l| l == Letter::Won(seat)).count()
    }

    /// The letters still in their slots.
    pub fn free(&self) -> impl Iterator<Item = u8> + '_ {
        (0..5u8).filter(|&l| self.letters[usize::from(l)] == Letter::Free)
    }
}

impl Default for SState {
    fn default() -> Self {
        SState::new()
    }
}

/// Tiles of each kind and the gap still to lay in `area` with the box's
/// `mix`: counts by kind, then the gap (0 or 1).
pub fn left_to_deal(area: &[u8; CELLS], mix: &[u8; KINDS]) -> ([u8; KINDS], u8) {
    let mut left = *mix;
    let mut gap = 1;
    for &c in area {
        match c {
            GAP => gap = 0,
            UNDEALT => {}
            k => left[usize::from(k)] = left[usize::from(k)].saturating_sub(1),
        }
    }
    (left, gap)
}
