//! Alex Randolph's Oh-Wah-Ree (3M, 1962 and 1966) and its six rule sets
//! (catalog `randolph-1-15.md` §3, 3a–3f).
//!
//! Shared by all seven: a ring of twelve pits numbered `1`–`12`
//! counter-clockwise, drawn as two rows (1–6 along the bottom from the
//! left, 12–7 along the top), pit `p` facing pit `13 − p`; each seat owns a
//! block of consecutive pits (two seats: 1–6 and 7–12; three: 1–4, 5–8,
//! 9–12; four: 1–3, 4–6, 7–9, 10–12), seats being seated counter-clockwise
//! (gap 4) and named by their marbles' colours: Red, Blue, Green, Yellow.
//! A move names one of the mover's pits (`3`); where the mover chooses the
//! direction (three or four seats, and Pendulum always) it follows the pit:
//! `10 cw`, `10 ccw` (also `10cw`, `10 ac`, `10 clockwise`…).
//!
//! Each rule set states its own turn in its own file:
//! - `base`: `oh-wah-ree` (single lap, the 12-or-more skip, the walk back
//!   through 2s and 3s), with the two rules `oh-wah-ree-coastal` adds
//!   (feeding, no capturing everything) and the pits `oh-wah-ree-grand`
//!   captures with the seeds;
//! - `dog_gone`: relay sowing and fours;
//! - `oriental`: stores in the ring, extra sowings, captures across;
//! - `pendulum`: the preparation and relays that swing back;
//! - `arabian`: relay sowing and nests.
//!
//! Shared resolutions (\[P\] of the catalog unless said otherwise):
//! - a game also ends after 50 moves in a row without a capture (gap 5);
//!   the base \[P\] applies it to the sets built on the base rules; we apply
//!   it to Oriental and Pendulum too, so that every game ends (our rule);
//! - with three or four seats, a player who cannot move passes (the
//!   explicit `pass`), and two passes in a row end the game (text);
//! - where the game ends with seeds on the board, each seat takes the seeds
//!   in its own pits (gap 2), unless the rule set says otherwise;
//! - a relay sowing that would never end is an illegal move (the family's
//!   convention, see [`crate::mancala::sowing`]).
//!
//! Position text: the twelve pits `1`–`12` joined by `-`, the stores by
//! seat joined by `-`, the seat to move (`R`, `B`, `G`, `Y`; `?` before
//! Grand's and Oriental's coin toss), then Grand's `owners` (a seat letter
//! per pit), Arabian's `nests` (pit and owner: `3R,5B`), Pendulum's
//! `preparing`, Arabian's `may-stop`, and `quiet N`, the moves since the
//! last capture: `4-4-4-4-4-4-4-4-4-4-4-4 0-0 R quiet 0`.
//! `from_position` reads it back: the seeds add up to the start's, `?` only
//! at the start, each word only for its rule set. Two things are not in
//! the text: the passes in a row (three or four seats), read as none
//! while a pit holds a seed; and the plies played, so a read position
//! counts the 4 000-ply bound from itself (the 50 quiet moves end a game
//! long before). A ring with no seed left is read as over: with three or
//! four seats it is the end by two passes, or by a seat that could not
//! feed the next, or (after a capture that emptied the ring) one pass
//! before that end, with the same result. A finished game whose pits were
//! gathered reads back finished with the same scores; its reason is the
//! one the gathered board shows.

mod arabian;
mod base;
mod dog_gone;
mod oriental;
mod pendulum;
mod position;

use super::board::{Board, Cell, store};
use super::engine::{Mancala, Move, State, Variant, by_counts};
use super::layout::{Dir, Layout};
use super::picture::seeds;
use super::reading::{self, Head, Shape};
use super::trace::Trace;
use crate::options::{OptionError, OptionKind, OptionSpec, Options};
use crate::view::{PitKind, PitMark};
use crate::{GameInfo, Message, Outcome, PositionError, Seat};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "oh-wah-ree",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[&super::WORDS],
};

/// Pits on the ring.
const PITS: u8 = 12;
/// Moves in a row without a capture that end the game.
const QUIET_LIMIT: u16 = 50;
/// Seeds that win a two-seat game of the base rules at once.
const MAJORITY: u8 = 25;

/// The seven rule sets.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Base,
    Grand,
    Coastal,
    DogGone,
    Oriental,
    Pendulum,
    Arabian,
}

/// A rule set's static side: its facts and kind.
pub trait RuleSet: Send + Sync + 'static {
    const KIND: Kind;
    fn info() -> &'static GameInfo;
}

/// The seats option, for the rule sets that allow three or four.
static SEATS_OPTION: [OptionSpec; 1] = [OptionSpec {
    name: "seats",
    kind: OptionKind::Int { min: 2, max: 4 },
    default: "2",
    help: "option-oh-wah-ree-seats",
}];

const SEAT_NAMES: &[&str] = &["Red", "Blue", "Green", "Yellow"];
const SEAT_COLOURS: [&str; 4] = ["red", "blue", "green", "yellow"];
/// The letters of the seats in position texts and store names.
const SEAT_LETTERS: [char; 4] = ['R', 'B', 'G', 'Y'];

macro_rules! rule_set {
    ($name:ident, $kind:ident, $slug:literal, $en:literal, $it:literal, $aliases:expr,
     $summary:literal, $max:literal, $options:expr, $chance:literal, $source:literal) => {
        #[doc = concat!("The `", $slug, "` rule set.")]
        #[derive(Clone, Copy, Debug)]
        pub struct $name;
        impl RuleSet for $name {
            const KIND: Kind = Kind::$kind;
            fn info() -> &'static GameInfo {
                static INFO: GameInfo = GameInfo {
                    slug: $slug,
                    name_en: $en,
                    name_it: $it,
                    aliases: $aliases,
                    family: crate::Family::Mancala,
                    summary: $summary,
                    min_seats: 2,
                    max_seats: $max,
                    seat_names: SEAT_NAMES,
                    chance: $chance,
                    hidden: false,
                    options: $options,
                    max_plies: MAX_PLIES,
                    source: $source,
                    words: &WORDS,
                };
                &INFO
            }
        }
    };
}

/// Plies bound: captures take at least one seed each (at most 72 seeds)
/// and at most 50 moves pass between them, passes included; 4 000 is
/// above 72 × 51 and ends any game regardless (scored like the quiet end).
const MAX_PLIES: u32 = 4_000;

rule_set!(
    BaseSet,
    Base,
    "oh-wah-ree",
    "Oh-Wah-Ree",
    "Oh-Wah-Ree",
    &["ohwahree", "owr"],
    "Alex Randolph's ring of twelve pits, captures of two and three",
    4,
    &SEATS_OPTION,
    false,
    "catalog randolph-1-15.md, 3. Oh-Wah-Ree (base rules)"
);
rule_set!(
    GrandSet,
    Grand,
    "oh-wah-ree-grand",
    "Grand Oh-Wah-Ree",
    "Grande Oh-Wah-Ree",
    &["grand oh-wah-ree"],
    "pits are captured as well as seeds",
    2,
    &[],
    true,
    "catalog randolph-1-15.md, 3a. Grand Oh-Wah-Ree"
);
rule_set!(
    CoastalSet,
    Coastal,
    "oh-wah-ree-coastal",
    "Coastal Oh-Wah-Ree",
    "Oh-Wah-Ree costiero",
    &["coastal oh-wah-ree"],
    "with Awele's rules on feeding",
    4,
    &SEATS_OPTION,
    false,
    "catalog randolph-1-15.md, 3b. Coastal Oh-Wah-Ree"
);
rule_set!(
    DogGoneSet,
    DogGone,
    "oh-wah-ree-dog-gone",
    "Dog-Gone Oh-Wah-Ree",
    "Oh-Wah-Ree Dog-Gone",
    &["dog-gone oh-wah-ree"],
    "relay sowing, pits of four captured",
    4,
    &SEATS_OPTION,
    false,
    "catalog randolph-1-15.md, 3c. Dog-Gone Oh-Wah-Ree"
);
rule_set!(
    OrientalSet,
    Oriental,
    "oh-wah-ree-oriental",
    "Oriental Oh-Wah-Ree",
    "Oh-Wah-Ree orientale",
    &["oriental oh-wah-ree"],
    "stores in the ring, extra sowings, captures across",
    2,
    &[],
    true,
    "catalog randolph-1-15.md, 3d. Oriental Oh-Wah-Ree"
);
rule_set!(
    PendulumSet,
    Pendulum,
    "oh-wah-ree-pendulum",
    "Pendulum Oh-Wah-Ree",
    "Oh-Wah-Ree a pendolo",
    &["pendulum oh-wah-ree"],
    "each relay swings back the other way",
    2,
    &[],
    false,
    "catalog randolph-1-15.md, 3e. Pendulum Oh-Wah-Ree"
);
rule_set!(
    ArabianSet,
    Arabian,
    "oh-wah-ree-arabian",
    "Arabian Oh-Wah-Ree",
    "Oh-Wah-Ree arabo",
    &["arabian oh-wah-ree"],
    "relay sowing, pits of four become nests",
    4,
    &SEATS_OPTION,
    false,
    "catalog randolph-1-15.md, 3f. Arabian Oh-Wah-Ree"
);

/// `oh-wah-ree`.
pub type OhWahRee = Mancala<Ring<BaseSet>>;
/// `oh-wah-ree-grand`.
pub type OhWahReeGrand = Mancala<Ring<GrandSet>>;
/// `oh-wah-ree-coastal`.
pub type OhWahReeCoastal = Mancala<Ring<CoastalSet>>;
/// `oh-wah-ree-dog-gone`.
pub type OhWahReeDogGone = Mancala<Ring<DogGoneSet>>;
/// `oh-wah-ree-oriental`.
pub type OhWahReeOriental = Mancala<Ring<OrientalSet>>;
/// `oh-wah-ree-pendulum`.
pub type OhWahReePendulum = Mancala<Ring<PendulumSet>>;
/// `oh-wah-ree-arabian`.
pub type OhWahReeArabian = Mancala<Ring<ArabianSet>>;

/// The ring of one rule set with its seats.
#[derive(Clone, Debug)]
pub struct Ring<K> {
    layout: Layout,
    seats: u8,
    kind: std::marker::PhantomData<K>,
}

/// What an Oh-Wah-Ree position keeps beyond the board.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct OwrExtra {
    /// The seat owning each pit (Grand: pits change hands).
    owners: [u8; PITS as usize],
    /// Arabian: nest owner + 1 of each pit (0: no nest).
    nests: [u8; PITS as usize],
    /// Moves since the last capture.
    quiet: u16,
    /// Passes in a row.
    passes: u8,
    /// Pendulum: preparations still to make.
    prep: u8,
    /// Arabian: the mover may end his turn (`stop`) instead of sowing again.
    may_stop: bool,
}

/// The seat owning `pit` now.
fn owner_of(x: &OwrExtra, pit: Cell) -> Seat {
    Seat(x.owners[usize::from(pit)])
}

/// The nest owner of `pit`, if it is a nest.
fn nest_of(x: &OwrExtra, pit: Cell) -> Option<Seat> {
    x.nests[usize::from(pit)].checked_sub(1).map(Seat)
}

/// Seeds per pit with `seats` seats (table of §3).
fn start_seeds(seats: u8) -> u8 {
    match seats {
        3 => 5,
        4 => 6,
        _ => 4,
    }
}

impl<K: RuleSet> Ring<K> {
    fn kind(&self) -> Kind {
        K::KIND
    }

    /// Whether the mover chooses the direction of each sowing.
    fn chooses_direction(&self) -> bool {
        self.seats > 2 || K::KIND == Kind::Pendulum
    }

    /// The pits `seat` may sow from now.
    fn sowable(&self, state: &State<OwrExtra>, seat: Seat) -> Vec<Cell> {
        (0..PITS)
            .filter(|&p| {
                owner_of(&state.x, p) == seat && state.board.get(p) > 0 && nest_of(&state.x, p).is_none()
            })
            .collect()
    }

    /// Seeds in `seat`'s pits.
    fn seeds_of(state: &State<OwrExtra>, seat: Seat) -> u32 {
        (0..PITS)
            .filter(|&p| owner_of(&state.x, p) == seat)
            .map(|p| u32::from(state.board.get(p)))
            .sum()
    }

    /// The moves from `pits`, with both directions where the mover chooses.
    fn sowings(&self, pits: &[Cell], out: &mut Vec<Move>) {
        for &p in pits {
            if self.chooses_direction() {
                out.push(Move::sow_dir(p, Dir::Forward));
                out.push(Move::sow_dir(p, Dir::Back));
            } else {
                out.push(Move::sow(p));
            }
        }
    }

    /// The direction of `mv` (counter-clockwise unless chosen).
    fn dir_of(mv: &Move) -> Dir {
        match mv {
            Move::Sow { dir: Some(d), .. } => *d,
            _ => Dir::Forward,
        }
    }

    /// A new trace for `mv` by the seat to move.
    fn trace(&self, state: &State<OwrExtra>, mv: &Move) -> Trace {
        Trace::new(state.to_move, *mv)
    }

    /// Each seat takes the seeds in its own pits.
    fn settle(state: &mut State<OwrExtra>) {
        for p in 0..PITS {
            let owner = owner_of(&state.x, p);
            state.board.move_all(p, store(owner));
        }
    }

    /// The stores as counts.
    fn stores(&self, state: &State<OwrExtra>) -> Vec<u32> {
        (0..self.seats)
            .map(|s| u32::from(state.board.store_of(Seat(s))))
            .collect()
    }

    /// Finishes a turn: records the trace, counts quiet moves, passes the
    /// turn to `next`, and ends the game where the rules say.
    fn finish_turn(&self, state: &mut State<OwrExtra>, trace: Trace, next: Seat) {
        if trace.taken.is_empty() && !trace.noted(arabian::NEST_MADE) {
            state.x.quiet += 1;
        } else {
            state.x.quiet = 0;
        }
        state.last = Some(trace);
        state.to_move = next;
        state.ply += 1;
        self.conclude(state);
    }

    /// Ends the game if the position calls for it; otherwise leaves the
    /// seat to move with a move (a sowing or the pass).
    fn conclude(&self, state: &mut State<OwrExtra>) {
        if state.x.prep > 0 {
            return;
        }
        match self.kind() {
            Kind::Grand => return base::conclude_grand(self, state),
            Kind::Arabian => return arabian::conclude(self, state),
            _ => {}
        }
        let two = self.seats == 2;
        if two
            && matches!(self.kind(), Kind::Base | Kind::Coastal)
            && (0..2).any(|s| state.board.store_of(Seat(s)) >= MAJORITY)
        {
            let outcome = by_counts(&self.stores(state), Message::new("mancala-end-majority"));
            return state.finish(outcome);
        }
        let mover = state.to_move;
        if self.kind() == Kind::Coastal
            && let Some(outcome) = base::coastal_cannot_feed(self, state)
        {
            return state.finish(outcome);
        }
        if state.x.quiet >= QUIET_LIMIT || state.ply >= MAX_PLIES - 1 {
            Self::settle(state);
            let reason = Message::new("oh-wah-ree-end-quiet").count("moves", QUIET_LIMIT);
            return state.finish(by_counts(&self.stores(state), reason));
        }
        let can_move = !self.sowable(state, mover).is_empty();
        if can_move {
            state.x.passes = 0;
            return;
        }
        if two {
            // The player to move has no seeds: the game ends, and the
            // other takes the seeds left in his own pits.
            Self::settle(state);
            let reason = Message::new("mancala-end-no-seeds").seat("seat", mover);
            return state.finish(by_counts(&self.stores(state), reason));
        }
        // Three or four seats: pass; two passes in a row end the game.
        if state.x.passes >= 1 {
            Self::settle(state);
            state.finish(by_counts(
                &self.stores(state),
                Message::new("oh-wah-ree-end-two-passes"),
            ));
        }
    }

    /// The pass of a seat that cannot move.
    fn pass(&self, state: &mut State<OwrExtra>) {
        let trace = Trace::new(state.to_move, Move::Pass);
        state.x.passes += 1;
        let next = state.to_move.next(self.seats);
        let quiet = state.x.quiet;
        self.finish_turn(state, trace, next);
        // A pass is no move: it neither counts as quiet nor resets.
        if !state.is_over() {
            state.x.quiet = quiet;
        }
    }
}

/// The slug of a rule set, for refusals.
fn kind_slug(kind: Kind) -> &'static str {
    match kind {
        Kind::Base => BaseSet::info().slug,
        Kind::Grand => GrandSet::info().slug,
        Kind::Coastal => CoastalSet::info().slug,
        Kind::DogGone => DogGoneSet::info().slug,
        Kind::Oriental => OrientalSet::info().slug,
        Kind::Pendulum => PendulumSet::info().slug,
        Kind::Arabian => ArabianSet::info().slug,
    }
}

/// What the shared suites must know about each rule set. Measured on the
/// seed-count hooks (Arabian on the plain search, which beat the hooks
/// there): level 1 won 40 of 40 in every rule set; level 3 9 of 10 in
/// Arabian, 10 of 10 in every other.
const fn knobs(kind: Kind) -> crate::Knobs {
    use crate::knobs::{Bar, Strength};
    let level_3 = match kind {
        Kind::Base | Kind::DogGone | Kind::Grand => 0.9,
        _ => 0.8,
    };
    crate::Knobs {
        // The ends but a majority (all the ends of Dog-gone, Oriental and
        // Pendulum) gather the pits.
        gathered_ends: matches!(
            kind,
            Kind::Base | Kind::Coastal | Kind::DogGone | Kind::Oriental | Kind::Pendulum
        ),
        strength: Some(Strength::new(Bar::new(40, 0.9), Bar::new(10, level_3))),
        ..crate::Knobs::NONE
    }
}

impl<K: RuleSet> Variant for Ring<K> {
    type X = OwrExtra;

    const KNOBS: crate::Knobs = knobs(K::KIND);

    fn info() -> &'static GameInfo {
        K::info()
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        let seats = if K::info().max_seats > 2 {
            options.int("seats").clamp(2, 4) as u8
        } else {
            2
        };
        let mut layout = Layout::new(PITS, seats);
        for p in 0..PITS {
            layout.name_cell(p, (p + 1).to_string());
            layout.face(p, PITS - 1 - p);
        }
        let per = PITS / seats;
        for s in 0..seats {
            layout.own(Seat(s), s * per..(s + 1) * per);
            layout.name_cell(store(Seat(s)), SEAT_LETTERS[usize::from(s)].to_string());
        }
        if K::KIND == Kind::Oriental {
            // Each store sits in the ring after its owner's last pit; a
            // seat's circuit skips the other's store.
            let mut red: Vec<Cell> = (0..6).collect();
            red.push(store(Seat(0)));
            red.extend(6..12);
            let mut blue: Vec<Cell> = (0..12).collect();
            blue.push(store(Seat(1)));
            layout.circuit_for(Seat(0), red).circuit_for(Seat(1), blue);
        } else {
            layout.circuit_for_all((0..PITS).collect());
        }
        layout.rows = vec![(6..12).rev().collect(), (0..6).collect()];
        if seats == 2 {
            layout.stores = (Some(Seat(1)), Some(Seat(0)));
        }
        Ok(Ring {
            layout,
            seats,
            kind: std::marker::PhantomData,
        })
    }

    fn layout(&self) -> &Layout {
        &self.layout
    }

    fn seats(&self) -> u8 {
        self.seats
    }

    fn initial(&self) -> State<OwrExtra> {
        let seeds = match K::KIND {
            Kind::Oriental => 6,
            Kind::Pendulum => 5,
            _ => start_seeds(self.seats),
        };
        let mut owners = [0u8; PITS as usize];
        for p in 0..PITS {
            owners[usize::from(p)] = self.layout.owner(p).0;
        }
        let x = OwrExtra {
            owners,
            nests: [0; PITS as usize],
            quiet: 0,
            passes: 0,
            prep: if K::KIND == Kind::Pendulum { 2 } else { 0 },
            may_stop: false,
        };
        let mut state = State::new(Board::filled(usize::from(PITS), seeds), x, Seat(0));
        // Grand and Oriental: the first player is drawn (catalog [P]).
        state.toss = matches!(K::KIND, Kind::Grand | Kind::Oriental);
        state
    }

    fn legal(&self, state: &State<OwrExtra>, out: &mut Vec<Move>) {
        let mover = state.to_move;
        let pits = self.sowable(state, mover);
        if pits.is_empty() {
            out.push(Move::Pass);
            return;
        }
        match K::KIND {
            Kind::Coastal => base::coastal_legal(self, state, &pits, out),
            Kind::DogGone | Kind::Pendulum | Kind::Arabian | Kind::Oriental => {
                // Endless relays are illegal.
                let mut all = Vec::new();
                self.sowings(&pits, &mut all);
                out.extend(all.into_iter().filter(|m| self.outcome_of(state, m).is_some()));
                if out.is_empty() {
                    out.push(Move::Pass);
                }
            }
            Kind::Base | Kind::Grand => self.sowings(&pits, out),
        }
        if state.x.may_stop {
            out.push(Move::Stop);
        }
    }

    fn apply(&self, state: &mut State<OwrExtra>, mv: &Move) {
        match mv {
            Move::Pass => return self.pass(state),
            Move::Stop => {
                state.x.may_stop = false;
                let trace = Trace::new(state.to_move, Move::Stop);
                let next = state.to_move.next(self.seats);
                let quiet = state.x.quiet;
                self.finish_turn(state, trace, next);
                if !state.is_over() {
                    state.x.quiet = quiet;
                }
                return;
            }
            _ => {}
        }
        let Some((board, x, trace, again)) = self.outcome_of(state, mv) else {
            return;
        };
        state.board = board;
        state.x = x;
        // Another sowing needs a pit to sow.
        let again = again && !self.sowable(state, state.to_move).is_empty();
        if !again {
            state.x.may_stop = false;
        }
        let next = if again {
            state.to_move
        } else {
            state.to_move.next(self.seats)
        };
        self.finish_turn(state, trace, next);
    }

    fn read(&self, text: &str) -> Result<State<OwrExtra>, PositionError> {
        let mut head = self.read_head(text)?;
        let start = self.initial();
        let mut x = start.x.clone();
        x.prep = 0;
        self.read_tail(&mut head, &mut x)?;
        let cells: Vec<Cell> = (0..PITS).collect();
        let board = head.board(&[cells]);
        let toss = head.mover == Some(usize::from(self.seats));
        if toss && (board != start.board || x != start.x) {
            return Err(PositionError::new(
                "the coin toss ('?') comes only before the first move, at the start",
            ));
        }
        let mut state = State::new(board, x, if toss { Seat(0) } else { head.seat() });
        state.toss = toss;
        Ok(state)
    }

    /// The end the position shows. With three or four seats a ring with no
    /// seed left is over: it is the end by two passes (or a seat could not
    /// feed the next and the pits were gathered), or it waits for the one
    /// pass that ends it with these very stores.
    fn settle_read(&self, state: &mut State<OwrExtra>) -> Result<(), PositionError> {
        if state.toss {
            return Ok(());
        }
        if self.seats > 2 && (0..PITS).all(|p| state.board.get(p) == 0) {
            state.x.passes = 1;
        }
        self.conclude(state);
        Ok(())
    }

    fn dir_text(&self, dir: Dir) -> &'static str {
        match dir {
            Dir::Forward => " ccw",
            Dir::Back => " cw",
        }
    }

    fn dir_aliases(&self, dir: Dir) -> &'static [&'static str] {
        match dir {
            Dir::Forward => &["anticlockwise", "counterclockwise", "ac", "antiorario", "ao"],
            Dir::Back => &["clockwise", "c", "orario", "o"],
        }
    }

    fn expected(&self, seat: Seat) -> Message {
        let pits: Vec<u8> = self.layout.pits_of(seat).map(|p| p + 1).collect();
        let (first, last) = (pits[0], pits[pits.len() - 1]);
        let expected = if self.chooses_direction() {
            Message::new("oh-wah-ree-expected-dir")
        } else {
            Message::new("oh-wah-ree-expected")
        };
        expected
            .seat("seat", seat)
            .code("first", first.to_string())
            .code("last", last.to_string())
    }

    fn why_not(&self, state: &State<OwrExtra>, pit: Cell, _text: &str) -> Option<Message> {
        if let Some(owner) = nest_of(&state.x, pit) {
            return Some(
                Message::new("oh-wah-ree-nest")
                    .code("pit", (pit + 1).to_string())
                    .seat("seat", owner),
            );
        }
        if K::KIND == Kind::Coastal {
            return base::coastal_why_not(self, state, pit);
        }
        None
    }

    fn owner(&self, state: &State<OwrExtra>, pit: Cell) -> Seat {
        owner_of(&state.x, pit)
    }

    fn position_text(&self, state: &State<OwrExtra>) -> String {
        let pits: Vec<String> = (0..PITS).map(|p| state.board.get(p).to_string()).collect();
        let stores: Vec<String> = (0..self.seats)
            .map(|s| state.board.store_of(Seat(s)).to_string())
            .collect();
        let mover = if state.toss {
            '?'
        } else {
            SEAT_LETTERS[state.to_move.index()]
        };
        let mut text = format!("{} {} {mover}", pits.join("-"), stores.join("-"));
        if K::KIND == Kind::Grand {
            let owners: String = state
                .x
                .owners
                .iter()
                .map(|&o| SEAT_LETTERS[usize::from(o)])
                .collect();
            text.push_str(&format!(" owners {owners}"));
        }
        let nests: Vec<String> = (0..PITS)
            .filter_map(|p| nest_of(&state.x, p).map(|s| format!("{}{}", p + 1, SEAT_LETTERS[s.index()])))
            .collect();
        if !nests.is_empty() {
            text.push_str(&format!(" nests {}", nests.join(",")));
        }
        if state.x.prep > 0 {
            text.push_str(" preparing");
        }
        if state.x.may_stop {
            text.push_str(" may-stop");
        }
        text.push_str(&format!(" quiet {}", state.x.quiet));
        text
    }

    fn pit_marks(&self, state: &State<OwrExtra>) -> Vec<PitMark> {
        let mut marks = Vec::new();
        if self.seats > 2 || K::KIND == Kind::Grand {
            for p in 0..PITS {
                marks
                    .push(PitMark::new((p + 1).to_string(), PitKind::Rim).owner(Some(owner_of(&state.x, p))));
            }
        }
        for p in 0..PITS {
            if let Some(owner) = nest_of(&state.x, p) {
                marks.push(PitMark::new((p + 1).to_string(), PitKind::Dot).owner(Some(owner)));
            }
        }
        marks
    }

    fn panel(&self, state: &State<OwrExtra>, seat: Seat) -> (Option<Message>, Option<u32>) {
        let stored = u32::from(state.board.store_of(seat));
        let score = match K::KIND {
            Kind::Grand => {
                let pits = state.x.owners.iter().filter(|&&o| o == seat.0).count();
                Message::new("oh-wah-ree-panel-pits")
                    .count("pits", pits as i64)
                    .count("seeds", stored)
            }
            Kind::Arabian => {
                let nested = arabian::nested(self, state, seat);
                Message::new("oh-wah-ree-panel-nests")
                    .count("seeds", stored + nested)
                    .count("nested", nested)
            }
            _ => seeds(stored),
        };
        (Some(score), None)
    }

    fn seat_colours(&self) -> &'static [&'static str] {
        &SEAT_COLOURS[..usize::from(self.seats)]
    }

    fn status_words(&self, state: &State<OwrExtra>) -> Message {
        let mover = state.to_move;
        if state.x.prep > 0 {
            Message::new("oh-wah-ree-to-prepare").seat("seat", mover)
        } else if state.x.may_stop {
            Message::new("oh-wah-ree-may-stop").seat("seat", mover)
        } else {
            Message::new("mancala-to-move").seat("seat", mover)
        }
    }
}

impl<K: RuleSet> Ring<K> {
    /// The position after `mv` (board, own state, trace, and whether the
    /// mover moves again), or `None` if the sowing would never end.
    #[allow(clippy::type_complexity)]
    fn outcome_of(&self, state: &State<OwrExtra>, mv: &Move) -> Option<(Board, OwrExtra, Trace, bool)> {
        let pit = mv.pit()?;
        let dir = Self::dir_of(mv);
        let mut board = state.board;
        let mut x = state.x.clone();
        x.may_stop = false;
        let mut trace = self.trace(state, mv);
        let again = match K::KIND {
            Kind::Base | Kind::Coastal | Kind::Grand => {
                base::sow(self, state, &mut board, &mut x, pit, dir, &mut trace, true);
                false
            }
            Kind::DogGone => {
                dog_gone::sow(self, state.to_move, &mut board, &x, pit, dir, &mut trace)?;
                false
            }
            Kind::Oriental => oriental::sow(self, state.to_move, &mut board, &x, pit, &mut trace)?,
            Kind::Pendulum if x.prep > 0 => {
                pendulum::prepare(self, &mut board, pit, dir, &mut trace);
                x.prep -= 1;
                false
            }
            Kind::Pendulum => {
                pendulum::sow(self, state.to_move, &mut board, &x, pit, dir, &mut trace)?;
                false
            }
            Kind::Arabian => arabian::sow(self, state.to_move, &mut board, &mut x, pit, dir, &mut trace)?,
        };
        Some((board, x, trace, again))
    }
}

/// Finishes with `counts` compared, with a reason.
fn outcome_by(counts: &[u32], reason: Message) -> Outcome {
    by_counts(counts, reason)
}

#[cfg(test)]
mod tests;
