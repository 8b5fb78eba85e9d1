//! The position: cubes on squares with their identities, the turn, the
//! tries refused this turn, the public log of tries since the deal (what
//! the resample must stay true to), the counters of the draws.

use super::board::{Board, Cube, Kind};

/// Drawn cubes per side.
pub const DRAWN: u8 = 8;
/// Throws of the deal: each side's 8 cubes, White's a2–h2 then Black's
/// a7–h7.
pub const DEAL: u8 = 2 * DRAWN;
/// Turns (a successful move, or in the No game a turn lost to failed
/// tries) after which the game is drawn: a cap the rules add so that
/// every game ends; far longer than a sensible game.
pub const TURN_CAP: u16 = 200;
/// No game: failed tries in one turn after which the turn passes.
pub const TRY_CAP: u8 = 6;
/// Decoy: the most tries one turn can see refused (every pseudo-legal
/// move of nine cubes, each at most 27 destinations; a refused try is not
/// offered again that turn).
pub const MOST_REFUSALS: u32 = 9 * 27;
/// Plies of any Decoy game (each side's setting out of its cubes
/// included).
pub const MAX_PLIES_DECOY: u32 = DEAL as u32 + 2 + TURN_CAP as u32 * (MOST_REFUSALS + 1);
/// Plies of any No game.
pub const MAX_PLIES_NO: u32 = DEAL as u32 + TURN_CAP as u32 * (TRY_CAP as u32 + 1);

/// A try: from, to, and the promotion asked for (meant for a pawn reaching
/// its last rank; a cube that is no pawn ignores it).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Try {
    pub from: u8,
    pub to: u8,
    pub promo: Option<Kind>,
}

impl Try {
    /// The same squares (the promotion aside).
    pub fn same_squares(&self, other: &Try) -> bool {
        self.from == other.from && self.to == other.to
    }
}

/// One try as the table saw it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Event {
    pub seat: u8,
    /// The try; `None`: the seat had no try at all and passed.
    pub tried: Option<Try>,
    /// Played (else refused, or failed).
    pub ok: bool,
    /// Decoy: the move gave check (announced).
    pub check: bool,
}

/// How a game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum End {
    /// Decoy: the seat to move is checkmated; the other wins.
    Mate,
    /// Decoy: the seat to move has no legal move and is not in check.
    Stalemate,
    /// Decoy: the same cubes on the same squares, the same seat to move, a
    /// third time.
    Repetition,
    /// Fifty moves by each side with no capture and no pawn move.
    Fifty,
    /// The turn cap.
    Cap,
    /// No game: a King was captured by this seat.
    KingTaken(u8),
}

/// A Mimikri position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MState {
    pub board: Board,
    /// Each cube's identity now (a promoted pawn its new one).
    pub kinds: [[Kind; 9]; 2],
    /// Each cube's identity as dealt.
    pub born: [[Kind; 9]; 2],
    /// Throws of the deal made.
    pub dealt: u8,
    /// Decoy: sides that have set out their cubes after the deal (White
    /// first, then Black); 2 once play has begun, or when the rules skip
    /// the setting out.
    pub ordered: u8,
    pub to_move: u8,
    /// Plies since the last capture or pawn move (fifty moves: 100).
    pub clock: u16,
    /// Turns completed.
    pub turns: u16,
    /// Tries refused (Decoy) or failed (No) this turn.
    pub tries: Vec<Try>,
    /// Decoy: the seat to move is in check (announced).
    pub check: bool,
    pub end: Option<End>,
    /// The public log of tries since the deal.
    pub log: Vec<Event>,
    /// Public arrangements (cubes on squares and the seat to move) since
    /// the last capture, for repetition.
    pub seen: Vec<u64>,
}

impl MState {
    /// Before the deal: the Kings on e1 and e8 (gap 1).
    pub fn new() -> MState {
        let mut board = [None; 64];
        board[4] = Some(Cube { side: 0, id: 0 });
        board[60] = Some(Cube { side: 1, id: 0 });
        MState {
            board,
            kinds: [[Kind::King; 9]; 2],
            born: [[Kind::King; 9]; 2],
            dealt: 0,
            ordered: 0,
            to_move: 0,
            clock: 0,
            turns: 0,
            tries: Vec::new(),
            check: false,
            end: None,
            log: Vec::new(),
            seen: Vec::new(),
        }
    }

    pub fn dealt_all(&self) -> bool {
        self.dealt >= DEAL
    }

    /// Whether a side is still to set out its cubes (the seat to move).
    pub fn ordering(&self) -> bool {
        self.dealt_all() && self.ordered < 2
    }

    /// The identities of `side`'s drawn cubes from the a-file to the
    /// h-file.
    pub fn order(&self, side: u8) -> [Kind; 8] {
        std::array::from_fn(|i| self.kinds[usize::from(side)][i + 1])
    }

    pub fn over(&self) -> bool {
        self.end.is_some()
    }

    /// The identity of the cube on `sq`.
    pub fn kind_at(&self, sq: u8) -> Option<(Cube, Kind)> {
        self.board[usize::from(sq)].map(|c| (c, self.kinds[usize::from(c.side)][usize::from(c.id)]))
    }

    /// Where a cube stands, if still on the board.
    pub fn square_of(&self, cube: Cube) -> Option<u8> {
        (0..64u8).find(|&s| self.board[usize::from(s)] == Some(cube))
    }

    /// The public arrangement as a number (cubes on squares, the seat to
    /// move).
    pub fn arrangement(&self) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325 ^ u64::from(self.to_move);
        for (sq, c) in self.board.iter().enumerate() {
            let v = c.map_or(0u64, |c| 1 + u64::from(c.side) * 9 + u64::from(c.id));
            h = (h ^ (v << 8 | sq as u64)).wrapping_mul(0x0100_0000_01b3);
        }
        h
    }

    /// The last try, if any.
    pub fn last(&self) -> Option<&Event> {
        self.log.last()
    }

    /// The cubes a side lost.
    pub fn lost(&self, side: u8) -> Vec<u8> {
        (1..9u8)
            .filter(|&id| self.dealt_all() && self.square_of(Cube { side, id }).is_none())
            .collect()
    }
}

impl Default for MState {
    fn default() -> MState {
        MState::new()
    }
}
