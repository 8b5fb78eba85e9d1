//! The position: each seat's counters, the round, who sets and who may not
//! bid, the bases on the ring, the dice, the sealed bids and the
//! declarer's running score.

/// Spaces on the ring, numbered 1 to 12 clockwise (0 to 11 inside).
pub const SPACES: u8 = 12;
/// Bases, pawns and dice.
pub const BASES: usize = 6;
/// Most seats.
pub const MAX_SEATS: usize = 7;
/// The highest score any layout and roll allows (5 bases on a space and
/// one six spaces on: see `tests::rule_scoring_never_tops_21`), so the
/// highest bid.
pub const MAX_BID: u8 = 21;
/// Rounds after which a game ending on counters stops anyway (two seats
/// winning in turn never change their counters).
pub const CAP_ROUNDS: u16 = 60;
/// Most plies of a round: the layout (a setter's choice, or six throws
/// after `random`), six dice, a bid per seat, six moves of the plan.
pub const ROUND_PLIES: u32 = 1 + 6 + 6 + MAX_SEATS as u32 + 6;
/// Most plies of any game.
pub const MAX_PLIES: u32 = CAP_ROUNDS as u32 * ROUND_PLIES;

/// The six colours in the catalog's order, with their letters: blue, red,
/// green, white, yellow, black.
pub const LETTERS: [char; BASES] = ['B', 'R', 'G', 'W', 'Y', 'K'];
/// The colours as the picture's colour keys.
pub const COLOUR_KEYS: [&str; BASES] = ["blue", "red", "green", "white", "yellow", "black"];

/// What the round is waiting for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// The setter lays out the bases (or asks for a random layout).
    Set,
    /// The bases are thrown onto the ring one by one (a random layout).
    Place,
    /// The dice are thrown one by one, in colour order.
    Roll,
    /// The seats bid in turn, sealed.
    Bid,
    /// The declarer moves the pawns one by one.
    Plan,
    /// The game is over.
    Over,
}

/// A base on the ring: where it stands and, once moved, the pawn it
/// carries (a colour index).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub struct Base {
    pub at: u8,
    pub pawn: Option<u8>,
}

/// One move of the plan as the table saw it: the pawn, where its base
/// started and ended, the points it scored.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Step {
    pub colour: u8,
    pub from: u8,
    pub to: u8,
    pub points: u8,
}

/// How a round ended, for the picture of the next one.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Settled {
    /// Nobody bid: nothing changes hands.
    Void,
    /// The declarer's demonstration.
    Shown {
        declarer: u8,
        bid: u8,
        score: u8,
        /// The best score the roll allowed.
        best: u8,
        /// The bases where the plan left them, and its moves.
        bases: Vec<Base>,
        steps: Vec<Step>,
        dice: [u8; BASES],
    },
}

/// A Corona position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct CState {
    /// Counters per seat.
    pub counters: [u8; MAX_SEATS],
    /// Counters each seat started with.
    pub start: u8,
    /// Rounds finished.
    pub round: u16,
    /// The seat that lays out the bases this round; the bidding starts on
    /// its left.
    pub setter: u8,
    /// The last declarer, who may not bid this round.
    pub barred: Option<u8>,
    pub phase: Phase,
    /// The bases on the ring (fewer than six while they are thrown).
    pub bases: Vec<Base>,
    /// Each colour's die (1–6), 0 before it is thrown.
    pub dice: [u8; BASES],
    /// This round's bids per seat: `None` before the seat bids, `Some(0)`
    /// a pass.
    pub bids: [Option<u8>; MAX_SEATS],
    /// The declarer's points so far.
    pub score: u8,
    /// The plan's moves so far, for the picture.
    pub steps: Vec<Step>,
    /// How the last round ended, for the picture.
    pub settled: Option<Settled>,
}

impl CState {
    /// The first round's position: `seats` seats with `start` counters
    /// each, seat 1 setting.
    pub fn new(seats: u8, start: u8) -> CState {
        let mut counters = [0; MAX_SEATS];
        for c in counters.iter_mut().take(usize::from(seats)) {
            *c = start;
        }
        CState {
            counters,
            start,
            round: 0,
            setter: 0,
            barred: None,
            phase: Phase::Set,
            bases: Vec::new(),
            dice: [0; BASES],
            bids: [None; MAX_SEATS],
            score: 0,
            steps: Vec::new(),
            settled: None,
        }
    }

    /// Dice thrown so far.
    pub fn rolled(&self) -> usize {
        self.dice.iter().take_while(|&&d| d > 0).count()
    }

    /// Whether colour `c`'s pawn has moved this round.
    pub fn used(&self, c: u8) -> bool {
        self.bases.iter().any(|b| b.pawn == Some(c))
    }

    /// Bases at space `s` (moved or not).
    pub fn count_at(&self, s: u8) -> u8 {
        self.bases.iter().filter(|b| b.at == s).count() as u8
    }

    /// Whether some base at `s` has not moved yet.
    pub fn unmoved_at(&self, s: u8) -> bool {
        self.bases.iter().any(|b| b.at == s && b.pawn.is_none())
    }
}
