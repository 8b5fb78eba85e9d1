//! Bao la Kiswahili (Tavolando §3.5; catalog `tavolando-3-8.md` §6).
//!
//! Four rows of eight pits; each player owns the two nearest him: his
//! front row `A1`–`A8` and his back row `B1`–`B8`, numbered from his own
//! left (North's in lower case). The front row's ends are the kichwa
//! (`A1`, `A8`), the pits next to them the kimbi (`A2`, `A7`), and `A5` is
//! the nyumba, the square house. South's `A1` faces North's `a8`. Each
//! player starts with 6 seeds in his nyumba, 2 in `A6` and 2 in `A7`, and
//! 22 in hand. Seeds go round a player's own 16 pits only: `R` along his
//! front row to the right (A1 → A8, then back along B8 → B1), `L` the other
//! way.
//!
//! A capture takes every seed of the opponent's front pit facing a front
//! pit of the mover that held seeds before the mover's seed arrived, and
//! sows them into the mover's rows from a kichwa inwards: from `A1` going
//! right for a capture in pits 1–2, from `A8` going left for 7–8; for 3–6
//! the player chooses at the first capture of a namua turn, later (and in
//! mtaji) the kichwa that keeps the current direction. Sowings relay from
//! any pit that held seeds; a turn whose first sowing captures may capture
//! again at the end of any later sowing, one whose first sowing does not
//! capture never captures. Capturing is compulsory.
//!
//! Namua (while the mover has seeds in hand): each turn starts with one
//! seed from hand, put into a capture pit (capture) or else into a
//! non-empty front pit whose seeds are then lifted and sown either way.
//! The working nyumba (never emptied, 6 seeds or more, its owner in namua)
//! may not start a turn unless every other front pit is empty: then the
//! seed goes in and only two come out, sown from the pit beside it (the
//! tax). A non-capture sowing that ends in the working nyumba ends the
//! turn; a capture sowing that ends there stops, or with `+` empties the
//! house and goes on (safari; the house is an ordinary pit from then on).
//! Once the nyumba has been emptied, a non-capture turn may not start from
//! a pit of one seed.
//!
//! Mtaji (hand empty): a turn lifts all the seeds of any pit of the mover
//! holding two or more and sows them either way; if the first sowing ends
//! in a capture position (and the pit held at most 15 seeds), the turn
//! captures as above. Without a capture, the turn must start from the
//! front row if a front pit holds two or more. Kutakatia: without a
//! capture, if the opponent's next turn would threaten exactly one pit of
//! the mover, the mover may not empty that pit (unless it is his only
//! legal start). The nyumba is an ordinary pit in mtaji.
//!
//! A player wins when the opponent's front row is empty or the opponent,
//! at his turn, has no legal move.
//!
//! Catalog resolutions (\[P\], defaults): G1 South starts; G2 the nyumba
//! works while never emptied and holding 6 or more (a taxed house below 6
//! works again once refilled); G3 kutakatia as above (one threatened pit;
//! the published "must capture next turn" is left out); G4 singletons as
//! the text (a namua player with singletons only loses); G5 a move that
//! empties the mover's own front row is legal but loses at once; G6 each
//! player leaves namua when his own hand is empty; G7 a namua capture may
//! put its seed into the nyumba (it keeps its seeds); G8 no pit is skipped,
//! however many seeds; G9 a sowing that would never end is illegal (the
//! family's rule); G10 no safari in mtaji. Our cap: after 600 moves the
//! player with more seeds on his side wins (equal: a draw).
//!
//! Notation, from the mover's side: the pit (`A6`, `b3`…), the direction
//! `L` or `R` where the player chooses it (not for a capture in pits 1–2
//! or 7–8, whose kichwa is forced: `A2`), and `+` for a safari where a
//! capture sowing may end in the working nyumba: `A6L`, `A4R+`, `A5L` (the
//! tax), `B7L` (mtaji).
//!
//! Position text: South's front row, back row, North's front row, back
//! row (each from its owner's left, `/` between), the hands `south-north`,
//! the seat to move `S`/`N`, and `lost S` / `lost N` for houses emptied.
//! `from_position` reads it back (64 seeds in all, hands included); a read
//! position counts the 600 moves of the cap from itself, so a game read
//! from a text reaches the cap later than the game it was read from.

use super::board::{Board, Cell, store};
use super::engine::{Flag, Mancala, Move, State, Variant, by_counts};
use super::layout::{Dir, Layout};
use super::reading::{self, Shape};
use super::sowing::{self, Laps, Next};
use super::trace::{Lap, Trace, Word};
use crate::options::{OptionError, Options};
use crate::view::{PitKind, PitMark};
use crate::{GameInfo, Message, Outcome, PositionError, Seat};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "bao",
    en: include_str!("bao/en.ftl"),
    it: include_str!("bao/it.ftl"),
    shared: &[&super::WORDS],
};

const COLS: u8 = 8;
const PITS: u8 = 32;
const HAND: u8 = 22;
/// A pit holding more than this never starts a capture in mtaji.
const MAX_CAPTURE_START: u8 = 15;
const PLY_CAP: u32 = 600;

static INFO: GameInfo = GameInfo {
    slug: "bao-la-kiswahili",
    name_en: "Bao la Kiswahili",
    name_it: "Bao la Kiswahili",
    aliases: &["bao", "bao kiswahili"],
    family: crate::Family::Mancala,
    summary: "namua and mtaji, nyumba, kutakatia",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["South", "North"],
    chance: false,
    hidden: false,
    options: &[],
    max_plies: PLY_CAP,
    source: "catalog tavolando-3-8.md, 6. Bao la Kiswahili (Tavolando §3.5)",
    words: &WORDS,
};

/// `bao-la-kiswahili`.
pub type BaoLaKiswahili = Mancala<Bao>;

/// The rules.
#[derive(Clone, Debug)]
pub struct Bao {
    layout: Layout,
}

/// What a Bao position keeps beyond the board: which houses were emptied.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct BaoExtra {
    lost: [bool; 2],
}

/// The front row of `seat`, from his left.
fn front(seat: Seat) -> std::ops::Range<Cell> {
    seat.0 * 2 * COLS..seat.0 * 2 * COLS + COLS
}

fn back(seat: Seat) -> std::ops::Range<Cell> {
    seat.0 * 2 * COLS + COLS..(seat.0 + 1) * 2 * COLS
}

fn owner(pit: Cell) -> Seat {
    Seat(u8::from(pit >= 2 * COLS))
}

fn is_front(pit: Cell) -> bool {
    pit < PITS && pit % (2 * COLS) < COLS
}

/// The pit's column, 1–8 from its owner's left.
fn col(pit: Cell) -> u8 {
    pit % COLS + 1
}

/// The front pit of `seat` in column `c`.
fn front_pit(seat: Seat, c: u8) -> Cell {
    seat.0 * 2 * COLS + c - 1
}

fn nyumba(seat: Seat) -> Cell {
    front_pit(seat, 5)
}

/// The opponent's front pit facing the front pit `pit`.
fn facing(pit: Cell) -> Cell {
    front_pit(owner(pit).other(), COLS + 1 - col(pit))
}

/// The pit's name as its owner says it: `A6`, `b3`.
fn name(pit: Cell) -> String {
    let row = if is_front(pit) { 'a' } else { 'b' };
    let row = if owner(pit) == Seat(0) {
        row.to_ascii_uppercase()
    } else {
        row
    };
    format!("{row}{}", col(pit))
}

/// Where captured seeds start and which way they go, for a capture in
/// column `c` with the turn going `dir` (`choice`: the first capture of a
/// namua turn, where the player picks the kichwa for columns 3–6).
fn kichwa(seat: Seat, c: u8, dir: Dir) -> (Cell, Dir) {
    match c {
        1 | 2 => (front_pit(seat, 1), Dir::Forward),
        7 | 8 => (front_pit(seat, COLS), Dir::Back),
        _ if dir == Dir::Forward => (front_pit(seat, 1), Dir::Forward),
        _ => (front_pit(seat, COLS), Dir::Back),
    }
}

const CAPTURED: Word = Word::FacingFrontPit;

/// How a turn starts.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Start {
    /// Namua: the hand's seed into a capture pit.
    Capture,
    /// Namua: the hand's seed into a front pit, then sow it.
    Sow,
    /// Namua: the house taxed (two seeds out).
    Tax,
    /// Mtaji: lift a pit.
    Lift,
}

/// One turn's laps.
struct Turn {
    mover: Seat,
    namua: bool,
    /// The turn captures (decided by its first sowing in mtaji).
    capture: bool,
    /// Mtaji: the first lap is still to end; whether it may capture.
    deciding: bool,
    may_capture: bool,
    safari: bool,
    lost: [bool; 2],
    /// A capture sowing ended in the working house (a safari choice).
    house_choice: bool,
}

impl Turn {
    fn house_works(&self, board: &Board) -> bool {
        self.namua && !self.lost[self.mover.index()] && board.get(nyumba(self.mover)) >= 6
    }

    /// Lifting `cell` empties it: a house emptied is lost.
    fn lifting(&mut self, cell: Cell) {
        if cell == nyumba(owner(cell)) {
            self.lost[owner(cell).index()] = true;
        }
    }
}

impl Laps for Turn {
    fn lap_end(&mut self, board: &mut Board, lap: &Lap, trace: &mut Trace) -> Next {
        let x = lap.last;
        let m = self.mover;
        if self.deciding {
            self.deciding = false;
            self.capture = self.may_capture
                && is_front(x)
                && owner(x) == m
                && lap.before > 0
                && board.get(facing(x)) > 0;
        }
        if self.capture && is_front(x) && lap.before > 0 {
            let f = facing(x);
            let n = board.take(f);
            if n > 0 {
                if f == nyumba(m.other()) {
                    self.lost[m.other().index()] = true;
                }
                trace.take(f, n, m, CAPTURED);
                let (first, dir) = kichwa(m, col(x), lap.dir);
                return Next::Sow { first, seeds: n, dir };
            }
        }
        if x == nyumba(m) && self.house_works(board) {
            if !self.capture {
                return Next::Stop(Word::BaoStopHouse);
            }
            self.house_choice = true;
            if self.safari {
                self.lost[m.index()] = true;
                trace.note(Some(x), Word::BaoSafari);
                return Next::Lift {
                    cell: x,
                    dir: lap.dir,
                };
            }
            return Next::Stop(Word::BaoStopHouseKept);
        }
        if lap.before > 0 {
            self.lifting(x);
            return Next::Lift {
                cell: x,
                dir: lap.dir,
            };
        }
        Next::Stop(Word::None)
    }

    fn key(&self) -> u64 {
        u64::from(self.capture)
            | u64::from(self.lost[0]) << 1
            | u64::from(self.lost[1]) << 2
            | u64::from(self.deciding) << 3
    }
}

/// The result of a simulated move.
struct Played {
    board: Board,
    lost: [bool; 2],
    trace: Trace,
    /// The turn captured.
    captured: bool,
    /// A capture sowing ended in the working house (the `+` matters).
    house_choice: bool,
}

impl Bao {
    fn in_namua(state: &State<BaoExtra>, seat: Seat) -> bool {
        state.board.store_of(seat) > 0
    }

    fn house_works(state: &State<BaoExtra>, seat: Seat) -> bool {
        Self::in_namua(state, seat) && !state.x.lost[seat.index()] && state.board.get(nyumba(seat)) >= 6
    }

    /// The mover's front pits where the hand's seed captures (namua).
    fn capture_pits(state: &State<BaoExtra>, seat: Seat) -> Vec<Cell> {
        front(seat)
            .filter(|&p| state.board.get(p) > 0 && state.board.get(facing(p)) > 0)
            .collect()
    }

    /// How `mv` starts for the seat to move.
    fn start_of(state: &State<BaoExtra>, mv: &Move) -> Option<(Start, Cell, Dir, bool)> {
        let Move::Sow { pit, dir, flag } = *mv else {
            return None;
        };
        let m = state.to_move;
        let safari = flag == Flag::Safari;
        let start = if !Self::in_namua(state, m) {
            Start::Lift
        } else if !Self::capture_pits(state, m).is_empty() {
            Start::Capture
        } else if pit == nyumba(m) && Self::house_works(state, m) {
            Start::Tax
        } else {
            Start::Sow
        };
        Some((start, pit, dir.unwrap_or(Dir::Forward), safari))
    }

    /// Plays `mv` on a copy; `None` if its sowing would never end.
    fn simulate(&self, state: &State<BaoExtra>, mv: &Move) -> Option<Played> {
        let (start, pit, dir, safari) = Self::start_of(state, mv)?;
        let m = state.to_move;
        let mut board = state.board;
        let mut trace = Trace::new(m, *mv);
        let mut turn = Turn {
            mover: m,
            namua: start != Start::Lift,
            capture: start == Start::Capture,
            deciding: start == Start::Lift,
            may_capture: board.get(pit) <= MAX_CAPTURE_START,
            safari,
            lost: state.x.lost,
            house_choice: false,
        };
        let first = match start {
            Start::Capture => {
                board.set(store(m), state.board.store_of(m) - 1);
                board.add(pit, 1);
                let f = facing(pit);
                let n = board.take(f);
                if f == nyumba(m.other()) {
                    turn.lost[m.other().index()] = true;
                }
                trace.take(f, n, m, CAPTURED);
                let (first, dir) = kichwa(m, col(pit), dir);
                Next::Sow { first, seeds: n, dir }
            }
            Start::Sow => {
                board.set(store(m), state.board.store_of(m) - 1);
                board.add(pit, 1);
                turn.lifting(pit);
                Next::Lift { cell: pit, dir }
            }
            Start::Tax => {
                board.set(store(m), state.board.store_of(m) - 1);
                let n = board.get(pit) + 1;
                board.set(pit, n - 2);
                if n == 2 {
                    turn.lost[m.index()] = true;
                }
                trace.note(Some(pit), Word::BaoTax);
                let next = match dir {
                    Dir::Back => front_pit(m, 4),
                    Dir::Forward => front_pit(m, 6),
                };
                Next::Sow {
                    first: next,
                    seeds: 2,
                    dir,
                }
            }
            Start::Lift => {
                turn.lifting(pit);
                Next::Lift { cell: pit, dir }
            }
        };
        sowing::sow(self.layout.circuit(m), &mut board, first, &mut turn, &mut trace).ok()?;
        Some(Played {
            board,
            lost: turn.lost,
            trace,
            captured: turn.capture,
            house_choice: turn.house_choice,
        })
    }

    /// Every move worth trying for the seat to move, before the endless
    /// and kutakatia filters: (move, whether it is a capture turn).
    fn candidates(&self, state: &State<BaoExtra>) -> Vec<(Move, bool)> {
        let m = state.to_move;
        let both = |p: Cell| [Move::sow_dir(p, Dir::Back), Move::sow_dir(p, Dir::Forward)];
        let mut out = Vec::new();
        if Self::in_namua(state, m) {
            let captures = Self::capture_pits(state, m);
            if !captures.is_empty() {
                for p in captures {
                    let moves: Vec<Move> = if matches!(col(p), 3..=6) {
                        both(p).to_vec()
                    } else {
                        vec![Move::sow(p)]
                    };
                    for mv in moves {
                        out.push((mv, true));
                        if self.simulate(state, &mv).is_some_and(|p| p.house_choice) {
                            let Move::Sow { pit, dir, .. } = mv else { continue };
                            out.push((
                                Move::Sow {
                                    pit,
                                    dir,
                                    flag: Flag::Safari,
                                },
                                true,
                            ));
                        }
                    }
                }
                return out;
            }
            let works = Self::house_works(state, m);
            let lost = state.x.lost[m.index()];
            let starts: Vec<Cell> = front(m)
                .filter(|&p| {
                    let n = state.board.get(p);
                    n > 0 && !(works && p == nyumba(m)) && (!lost || n >= 2)
                })
                .collect();
            if starts.is_empty() {
                let others_empty = front(m).all(|p| p == nyumba(m) || state.board.get(p) == 0);
                if works && others_empty {
                    out.extend(both(nyumba(m)).map(|mv| (mv, false)));
                }
            } else {
                for p in starts {
                    out.extend(both(p).map(|mv| (mv, false)));
                }
            }
            return out;
        }
        // Mtaji: captures first, compulsory.
        let pits: Vec<Cell> = front(m)
            .chain(back(m))
            .filter(|&p| state.board.get(p) >= 2)
            .collect();
        for &p in &pits {
            for mv in both(p) {
                if let Some(played) = self.simulate(state, &mv)
                    && played.captured
                {
                    out.push((mv, true));
                }
            }
        }
        if !out.is_empty() {
            return out;
        }
        let fronts: Vec<Cell> = pits.iter().copied().filter(|&p| is_front(p)).collect();
        let starts = if fronts.is_empty() { pits } else { fronts };
        for p in starts {
            out.extend(both(p).map(|mv| (mv, false)));
        }
        out
    }

    /// The front pits of `seat`'s opponent that `seat` could capture at
    /// his next turn from this board (for kutakatia).
    fn threats(&self, state: &State<BaoExtra>, seat: Seat) -> Vec<Cell> {
        let mut view = state.clone();
        view.to_move = seat;
        let mut pits: Vec<Cell> = Vec::new();
        if Self::in_namua(&view, seat) {
            pits = Self::capture_pits(&view, seat).into_iter().map(facing).collect();
        } else {
            for p in front(seat).chain(back(seat)) {
                if view.board.get(p) < 2 || view.board.get(p) > MAX_CAPTURE_START {
                    continue;
                }
                for dir in [Dir::Back, Dir::Forward] {
                    let mut board = view.board;
                    let mut trace = Trace::new(seat, Move::sow(p));
                    let mut first = FirstLap;
                    let start = Next::Lift { cell: p, dir };
                    if sowing::sow(
                        self.layout.circuit(seat),
                        &mut board,
                        start,
                        &mut first,
                        &mut trace,
                    )
                    .is_ok()
                        && let Some(lap) = trace.laps.first()
                        && is_front(lap.last)
                        && lap.before > 0
                        && board.get(facing(lap.last)) > 0
                    {
                        pits.push(facing(lap.last));
                    }
                }
            }
        }
        pits.sort_unstable();
        pits.dedup();
        pits
    }

    /// The legal moves: candidates that end, less the kutakatia pit.
    fn legal_moves(&self, state: &State<BaoExtra>) -> Vec<Move> {
        let m = state.to_move;
        let candidates: Vec<(Move, bool)> = self
            .candidates(state)
            .into_iter()
            .filter(|(mv, _)| self.simulate(state, mv).is_some())
            .collect();
        let capturing = candidates.iter().any(|(_, c)| *c);
        let mut moves: Vec<Move> = candidates.into_iter().map(|(mv, _)| mv).collect();
        if !capturing
            && !Self::in_namua(state, m)
            && let Some(blocked) = self.kutakatia(state)
        {
            let others = moves.iter().any(|mv| mv.pit() != Some(blocked));
            if others {
                moves.retain(|mv| mv.pit() != Some(blocked));
            }
        }
        moves
    }

    /// The pit kutakatia forbids the seat to move, if any: the only pit of
    /// his the opponent threatens (not his working house).
    fn kutakatia(&self, state: &State<BaoExtra>) -> Option<Cell> {
        let m = state.to_move;
        let threats = self.threats(state, m.other());
        match threats[..] {
            [only] if !(only == nyumba(m) && Self::house_works(state, m)) => Some(only),
            _ => None,
        }
    }

    fn conclude(&self, state: &mut State<BaoExtra>) {
        let mover = state.to_move.other();
        let next = state.to_move;
        let empty = |s: Seat| front(s).all(|p| state.board.get(p) == 0);
        let outcome = if empty(mover) {
            Some(Outcome::win(
                next,
                Message::new("bao-end-own-front-empty").seat("seat", mover),
            ))
        } else if empty(next) {
            Some(Outcome::win(
                mover,
                Message::new("bao-end-front-empty").seat("seat", next),
            ))
        } else if self.legal_moves(state).is_empty() {
            Some(Outcome::win(
                mover,
                Message::new("mancala-end-no-move").seat("seat", next),
            ))
        } else if state.ply >= PLY_CAP {
            let counts = [0, 1].map(|s| {
                front(Seat(s))
                    .chain(back(Seat(s)))
                    .map(|p| u32::from(state.board.get(p)))
                    .sum::<u32>()
                    + u32::from(state.board.store_of(Seat(s)))
            });
            Some(by_counts(
                &counts,
                Message::new("mancala-end-move-cap-seeds").count("moves", PLY_CAP),
            ))
        } else {
            None
        };
        if let Some(o) = outcome {
            state.finish(o);
        }
    }
}

/// One lap and stop: where a mtaji sowing's first lap ends.
struct FirstLap;

impl Laps for FirstLap {
    fn lap_end(&mut self, _board: &mut Board, _lap: &Lap, _trace: &mut Trace) -> Next {
        Next::Stop(Word::None)
    }
}

impl Variant for Bao {
    type X = BaoExtra;

    const KNOBS: crate::Knobs = crate::Knobs {
        // The position text has no move count.
        fresh_counters: &["mancala-end-move-cap-seeds"],
        // On the seed-count hooks: level 1 won 40 of 40, level 3 10 of 10.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(40, 0.9),
            crate::knobs::Bar::new(10, 0.8),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(_options: &Options) -> Result<Self, OptionError> {
        let mut layout = Layout::new(PITS, 2);
        for p in 0..PITS {
            layout.name_cell(p, name(p));
        }
        layout
            .name_cell(store(Seat(0)), "S")
            .name_cell(store(Seat(1)), "N")
            .own(Seat(1), 2 * COLS..PITS);
        for p in front(Seat(0)) {
            layout.face(p, facing(p));
        }
        layout.four_rows(front, back);
        Ok(Bao { layout })
    }

    fn layout(&self) -> &Layout {
        &self.layout
    }

    fn initial(&self) -> State<BaoExtra> {
        let mut board = Board::empty();
        for seat in [Seat(0), Seat(1)] {
            board.set(nyumba(seat), 6);
            board.set(front_pit(seat, 6), 2);
            board.set(front_pit(seat, 7), 2);
            board.set(store(seat), HAND);
        }
        State::new(board, BaoExtra::default(), Seat(0))
    }

    fn legal(&self, state: &State<BaoExtra>, out: &mut Vec<Move>) {
        out.extend(self.legal_moves(state));
    }

    fn apply(&self, state: &mut State<BaoExtra>, mv: &Move) {
        let Some(played) = self.simulate(state, mv) else {
            return;
        };
        state.board = played.board;
        state.x.lost = played.lost;
        state.last = Some(played.trace);
        state.to_move = state.to_move.other();
        state.ply += 1;
        self.conclude(state);
    }

    fn read(&self, text: &str) -> Result<State<BaoExtra>, PositionError> {
        let row = usize::from(COLS);
        let shape = Shape {
            rows: &[row; 4],
            stores: 2,
            movers: &['S', 'N'],
            example: "0-0-0-0-6-2-2-0/0-0-0-0-0-0-0-0/0-0-0-0-6-2-2-0/0-0-0-0-0-0-0-0 22-22 S",
        };
        let mut head = reading::head(text, &shape)?;
        let mut x = BaoExtra::default();
        // `lost S` comes before `lost N`: each seat is written after the
        // ones before it.
        let mut after = 0;
        while let Some(seat) = head.tail.value("lost")? {
            let s = reading::south_north(seat, "a house emptied")?.index();
            if s < after || x.lost[s] {
                return Err(PositionError::new(
                    "the houses emptied are written 'lost S', then 'lost N', each once",
                ));
            }
            x.lost[s] = true;
            after = s;
        }
        head.tail.end("'lost S' and 'lost N' for the houses emptied")?;
        let cells = [front(Seat(0)), back(Seat(0)), front(Seat(1)), back(Seat(1))].map(|r| r.collect());
        Ok(State::new(head.board(&cells), x, head.seat()))
    }

    fn settle_read(&self, state: &mut State<BaoExtra>) -> Result<(), PositionError> {
        self.conclude(state);
        Ok(())
    }

    fn dir_text(&self, dir: Dir) -> &'static str {
        match dir {
            Dir::Forward => "R",
            Dir::Back => "L",
        }
    }

    fn dir_aliases(&self, dir: Dir) -> &'static [&'static str] {
        match dir {
            Dir::Forward => &["right", "destra", "d"],
            Dir::Back => &["left", "sinistra", "s"],
        }
    }

    fn expected(&self, seat: Seat) -> Message {
        let (a, b) = if seat == Seat(0) { ('A', 'B') } else { ('a', 'b') };
        Message::new("bao-expected")
            .seat("seat", seat)
            .code("front", format!("{a}1–{a}8"))
            .code("back", format!("{b}1–{b}8"))
            .code("example", format!("{a}6L"))
    }

    fn why_not(&self, state: &State<BaoExtra>, pit: Cell, _text: &str) -> Option<Message> {
        let m = state.to_move;
        let legal = self.legal_moves(state);
        if legal.iter().any(|mv| mv.pit() == Some(pit)) {
            return None;
        }
        let n = state.board.get(pit);
        let p = name(pit);
        let reason = if Self::in_namua(state, m) {
            if !Self::capture_pits(state, m).is_empty() {
                Message::new("bao-must-capture").code("pit", p)
            } else if !is_front(pit) {
                Message::new("bao-namua-front").code("pit", p)
            } else if pit == nyumba(m) && Self::house_works(state, m) {
                Message::new("bao-house-last")
            } else if n == 1 && state.x.lost[m.index()] {
                Message::new("bao-single-seed-no-house").code("pit", p)
            } else {
                Message::new("mancala-endless").code("pit", p)
            }
        } else if n < 2 {
            Message::new("bao-mtaji-single").code("pit", p)
        } else if legal
            .iter()
            .any(|mv| self.simulate(state, mv).is_some_and(|pl| pl.captured))
        {
            Message::new("bao-must-capture").code("pit", p)
        } else if !is_front(pit) && front(m).any(|f| state.board.get(f) >= 2) {
            Message::new("bao-front-first").code("pit", p)
        } else if self.kutakatia(state) == Some(pit) {
            Message::new("bao-kutakatia").code("pit", p)
        } else {
            Message::new("mancala-endless").code("pit", p)
        };
        Some(reason)
    }

    fn position_text(&self, state: &State<BaoExtra>) -> String {
        let rows = [front(Seat(0)), back(Seat(0)), front(Seat(1)), back(Seat(1))];
        let mut text = reading::head_text(&state.board, rows, state.to_move);
        for (s, letter) in [(0, 'S'), (1, 'N')] {
            if state.x.lost[s] {
                text.push_str(&format!(" lost {letter}"));
            }
        }
        text
    }

    fn pit_marks(&self, state: &State<BaoExtra>) -> Vec<PitMark> {
        [Seat(0), Seat(1)]
            .into_iter()
            .filter(|s| !state.x.lost[s.index()])
            .map(|s| PitMark::new(name(nyumba(s)), PitKind::Square).owner(Some(s)))
            .collect()
    }

    fn seat_colours(&self) -> &'static [&'static str] {
        &["white", "black"]
    }

    fn panel(&self, state: &State<BaoExtra>, seat: Seat) -> (Option<Message>, Option<u32>) {
        let hand = u32::from(state.board.store_of(seat));
        let phase = if hand > 0 { "namua" } else { "mtaji" };
        let panel = if state.x.lost[seat.index()] {
            Message::new("bao-panel-no-house")
        } else {
            Message::new("bao-panel")
        };
        (Some(panel.code("phase", phase)), Some(hand))
    }

    fn status_words(&self, state: &State<BaoExtra>) -> Message {
        let m = state.to_move;
        let phase = if Self::in_namua(state, m) {
            "namua"
        } else {
            "mtaji"
        };
        let capturing = || self.candidates(state).iter().any(|(_, c)| *c);
        match self
            .kutakatia(state)
            .filter(|_| !Self::in_namua(state, m) && !capturing())
        {
            Some(p) => Message::new("bao-to-move-kutakatia")
                .seat("seat", m)
                .code("phase", phase)
                .code("pit", name(p)),
            None => Message::new("bao-to-move").seat("seat", m).code("phase", phase),
        }
    }
}

#[cfg(test)]
mod tests;
