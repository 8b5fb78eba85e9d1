//! Sahkku, the Sami race game with a king (*gonagas*), as described in
//! Tavolando §4.3 (description credited to Nicola Castellini; catalog
//! `tavolando-3-8.md` §14), with the looping track of Ludii's "Sahkku"
//! (after Borvo 2001) where the book is silent.
//!
//! # Rules as implemented
//!
//! - Two seats, **White** (seat 0) and **Black**, 15 pieces each on the
//!   intersections of 3 lines × 15 transverse lines: White's on row A, Black's
//!   on row C, the king on B8 (rule 1). Who starts is thrown (gap G9).
//! - Tracks (rule 2, gap G1): White runs A1→A15, B15→B1, C1→C15, B15→B1, and
//!   round again from A1; Black the mirror (C15→C1, B1→B15, A15→A1, B1→B15).
//! - Dice: three long four-sided dice, faces X = 1, blank = 0, II = 2,
//!   III = 3, each face equally likely.
//! - A turn starts with a choice (gap G2): `activate` (while unfrozen
//!   inactive pieces remain) or `throw` (while active pieces remain). With
//!   one possibility only, there is no choice to make: `activate` is the only
//!   legal move, or the throw comes at once; with none, `pass`.
//! - Activation (rule 3): up to three throws; the dice showing X are set
//!   aside and the rest thrown again; three X set aside by the third throw is
//!   a success, else the turn passes. Each throw is a chance node of its own
//!   (the dice thrown, weights = the number of orders of their faces, out of
//!   4ⁿ). On success one of: (a) the three front inactive pieces one point
//!   each, (b) the front piece three points, (c) the front piece one and the
//!   next two, or (c′) two and one (gap G3: front = furthest along the
//!   track). Pieces so moved are active.
//! - A normal throw (rule 4): each non-blank die goes wholly to one active
//!   piece; several dice may go to one piece (one move of their sum); as many
//!   dice as possible must be used (gap G5). Pieces share points and jump
//!   (rule 5).
//! - Landing on active opponent pieces captures them all for good (rule 6);
//!   landing on inactive ones is not allowed (gap G4).
//! - The king (rule 7, gap G6) is taken by whoever ends a piece's move on its
//!   point; its controller moves it with dice, one straight move along or
//!   across the lines per die; it captures like a piece, is never captured,
//!   may share its controller's points.
//! - Freezing (rule 8, gap G7): while an active piece of the other side, or
//!   the king it controls, stands on the point just ahead of a side's front
//!   inactive piece, that side cannot activate.
//! - A side with no active piece left after its first activation loses
//!   (rule 9, gap G8), whatever inactive pieces it keeps.
//! - After [`MAX_PLIES`] plies (throws included) the game stops: more
//!   pieces left wins, equal is a draw.
//!
//! # Notation
//!
//! Points `A1`…`C15` (row letter, then the transverse line from White's
//! left). A piece move is `<point>+<steps>`, the king's `K><point>`; a turn
//! lists one per piece (or king move) moved, e.g. `A15+3 A14+1`, `B3+4`,
//! `C2+1 K>B5`. On the middle line, when pieces of both passes of one side
//! share a point, the one on its way home is written with a prime: `B5'+2`.
//! Activation options are written as their moves (`A15+1 A14+1 A13+1`), or
//! `a`, `b`, `c`, `c2`; steps may be separated by commas. Choices:
//! `activate`, `throw`, `pass`. Throws: `3-1-0` (the faces' values, highest
//! first; fewer dice in the activation's later throws; `roll 3-1-0` is
//! accepted too); who starts: `white-first`, `black-first`.
//!
//! # Position text
//!
//! `white:<active> waiting:<n> black:<active> waiting:<n>
//! king:<point>[:w|b] turn:<seat> phase:<phase> ply:<n>`, active pieces as
//! `<point>[']*<count>` (prime: the homeward pass; `-` for none), `waiting`
//! the inactive pieces (on the first points of the owner's track), the
//! king's controller after its point. Phases: `start` (who starts is
//! thrown), `choose`, `activating-<throws>-<X aside>`, `activated`, `throw`,
//! `play-<faces>`. [`Rules::from_position`] reads it back: at most 15 pieces
//! a side (captured pieces are gone); no point with active pieces of both
//! sides, nothing of one side on the other's waiting pieces, no piece of the
//! other side on the king's point, the king on B8 until someone controls it;
//! a phase this seat's turn can be in on this board (`choose` only when it
//! may activate or has nothing active, `throw` and `play` only with an
//! active piece, an activation only while allowed). A read position's
//! picture shows no last move or note, and the throw to play as the last
//! throw (not the activation's throws).

mod notation;
mod plays;
mod position;
pub mod track;
mod view;

use crate::notation::{MoveError, normalize};
use crate::options::{OptionError, Options};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status, View};
use track::{LAP, PIECES, PLACE, Pieces, homeward, name, positions_at, read_point, straight};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "sahkku",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[&super::WORDS],
};

/// The hard cap on plies (choices, throws, turns and passes).
pub const MAX_PLIES: u32 = 3000;

static INFO: GameInfo = GameInfo {
    slug: "sahkku",
    name_en: "Sahkku",
    name_it: "Sahkku",
    aliases: &["sakku", "sahku", "saahkku"],
    family: crate::Family::Race,
    summary: "the Sami race with a king: looping tracks, activation by three X, freezing",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["White", "Black"],
    chance: true,
    hidden: false,
    options: &[],
    max_plies: MAX_PLIES,
    source: "catalog tavolando-3-8.md, 14. Sahkku (Tavolando §4.3, after Nicola Castellini; loop after Ludii/Borvo)",
    words: &WORDS,
};

/// Sahkku with the catalog's proposed resolutions.
#[derive(Clone, Debug)]
pub struct Sahkku;

/// Where a turn stands.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// Who starts is to be thrown.
    Start,
    /// The seat to move chooses `activate` or `throw` (or must pass).
    Choose,
    /// An activation under way: `throws` made, `aside` dice showing X.
    Ritual { throws: u8, aside: u8 },
    /// Three X: the seat chooses an activation option.
    Activated,
    /// A normal throw is due.
    Throw,
    /// The dice (faces' values, highest first) to play.
    Play([u8; 3]),
}

/// The last throw, for the picture and the caption.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ThrowShown {
    /// Faces' values of the dice thrown, highest first.
    pub faces: [u8; 3],
    /// How many dice were thrown.
    pub n: u8,
    /// In an activation: which throw (1–3) and the X set aside after it.
    pub ritual: Option<(u8, u8)>,
}

/// What the last move did, for the picture.
#[derive(Clone, Default, PartialEq, Eq, Hash, Debug)]
pub struct LastMove {
    /// Moves from point to point.
    pub moves: Vec<(u8, u8)>,
    /// Points where pieces were captured: point, owner, how many.
    pub captured: Vec<(u8, Seat, u8)>,
    /// What the text does not say, worded in the picture.
    pub note: Vec<Note>,
}

/// Something the last move did that its text does not say.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Note {
    /// The seat starts, as thrown.
    Starts(Seat),
    /// The seat passed, for this reason.
    Passes(Seat, Idle),
    /// The seat captured `n` pieces of the other on `at`.
    Captures { seat: Seat, n: u8, at: u8 },
    /// The seat took the king.
    TakesKing(Seat),
    /// The seat's waiting pieces are frozen.
    Frozen(Seat),
    /// The seat threw its third X: activated.
    Activated(Seat),
    /// The seat's activation failed with `aside` X.
    ActivationFails { seat: Seat, aside: u8 },
    /// The seat's activation goes on: `aside` X after `throws` throws.
    Activating { seat: Seat, throws: u8, aside: u8 },
}

/// Why a seat has nothing to play.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Idle {
    /// All three dice came up blank.
    Blank,
    /// No die can be used.
    NoDie,
    /// The waiting pieces are frozen by a piece (or else the king) on `at`,
    /// and none is active.
    Frozen { by_piece: bool, at: u8 },
    /// Nothing to move.
    Nothing,
}

impl Idle {
    /// Why `seat` is idle.
    pub fn message(self, seat: Seat) -> Message {
        match self {
            Idle::Blank => Message::new("sahkku-all-blank"),
            Idle::NoDie => Message::new("sahkku-no-die"),
            Idle::Frozen { by_piece: true, at } => Message::new("sahkku-frozen-by-piece")
                .seat("seat", seat)
                .seat("other", seat.other())
                .code("point", name(at)),
            Idle::Frozen { by_piece: false, at } => Message::new("sahkku-frozen-by-king")
                .seat("seat", seat)
                .code("point", name(at)),
            Idle::Nothing => Message::new("sahkku-nothing").seat("seat", seat),
        }
    }
}

impl Note {
    /// The note in words.
    pub fn message(self) -> Message {
        match self {
            Note::Starts(seat) => Message::new("sahkku-starts").seat("seat", seat),
            Note::Passes(seat, idle) => Message::new("sahkku-passes")
                .seat("seat", seat)
                .part("reason", idle.message(seat)),
            Note::Captures { seat, n, at } => Message::new("sahkku-captures")
                .seat("seat", seat)
                .count("n", n)
                .seat("other", seat.other())
                .code("point", name(at)),
            Note::TakesKing(seat) => Message::new("sahkku-takes-king").seat("seat", seat),
            Note::Frozen(seat) => Message::new("sahkku-frozen").seat("seat", seat),
            Note::Activated(seat) => Message::new("sahkku-activated").seat("seat", seat),
            Note::ActivationFails { seat, aside } => Message::new("sahkku-activation-fails")
                .seat("seat", seat)
                .count("aside", aside),
            Note::Activating { seat, throws, aside } => Message::new("sahkku-activating")
                .seat("seat", seat)
                .count("throws", throws)
                .count("aside", aside),
        }
    }
}

/// A position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SahState {
    pub(crate) board: Pieces,
    turn: Seat,
    phase: Phase,
    ply: u32,
    last_throw: Option<ThrowShown>,
    last: LastMove,
}

/// Read access for tests and search hooks.
impl SahState {
    /// The pieces and the king.
    pub fn pieces(&self) -> &Pieces {
        &self.board
    }

    /// The seat whose turn it is (or whose throw is due).
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// Where the turn stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }
}

/// One piece's or the king's move within a turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Step {
    /// The piece on track position `from` moves `by` points.
    Piece { from: u8, by: u8 },
    /// The king moves straight to point `to`.
    King { to: u8 },
}

/// A throw, a choice or a whole turn.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum SahMove {
    /// Who starts (chance).
    Starts(Seat),
    /// Dice thrown (chance): faces' values highest first, how many.
    Roll([u8; 3], u8),
    Activate,
    Throw,
    Pass,
    /// Pieces and king moved: a normal turn or an activation option.
    Play(Vec<Step>),
}

fn seat_name(seat: Seat) -> &'static str {
    INFO.seat_names[seat.index()]
}

/// A face's mark: X, blank, II, III.
pub fn face(v: u8) -> &'static str {
    match v {
        0 => "0",
        1 => "X",
        2 => "II",
        _ => "III",
    }
}

fn faces_text(faces: &[u8]) -> String {
    faces.iter().map(|&f| face(f)).collect::<Vec<_>>().join(" ")
}

/// Every unordered throw of `n` dice (faces 0–3) with its number of orders.
fn throws(n: u8) -> Vec<([u8; 3], u32)> {
    let mut out = Vec::new();
    let fact = |k: u32| (1..=k).product::<u32>().max(1);
    for a in (0..=3u8).rev() {
        if n == 1 {
            out.push(([a, 0, 0], 1));
            continue;
        }
        for b in (0..=a).rev() {
            if n == 2 {
                out.push(([a, b, 0], if a == b { 1 } else { 2 }));
                continue;
            }
            for c in (0..=b).rev() {
                let mut counts = [0u32; 4];
                for v in [a, b, c] {
                    counts[usize::from(v)] += 1;
                }
                let w = fact(3) / counts.iter().map(|&k| fact(k)).product::<u32>();
                out.push(([a, b, c], w));
            }
        }
    }
    out
}

impl Sahkku {
    /// Whether `seat` may try to activate now.
    fn can_activate(board: &Pieces, seat: Seat) -> bool {
        board.inactive[seat.index()] > 0 && !board.frozen(seat)
    }

    /// The phase a turn of `seat` starts in.
    fn turn_start(board: &Pieces, seat: Seat) -> Phase {
        if !Self::can_activate(board, seat) && board.active_count(seat) > 0 {
            Phase::Throw
        } else {
            Phase::Choose
        }
    }

    fn end_turn(state: &mut SahState) {
        state.turn = state.turn.other();
        state.phase = Self::turn_start(&state.board, state.turn);
    }

    /// Why `seat` has nothing to do at the start of its turn.
    fn idle_reason(board: &Pieces, seat: Seat) -> Idle {
        match board.freeze_point(seat) {
            Some(f) if board.frozen(seat) => Idle::Frozen {
                by_piece: board.active_at(seat.other(), f) > 0,
                at: f,
            },
            _ => Idle::Nothing,
        }
    }

    /// Plays `steps` on `board` for `seat` (activation or normal), noting
    /// moves and captures.
    fn run(board: &mut Pieces, seat: Seat, steps: &[Step], activation: bool, last: &mut LastMove) {
        let other = seat.other();
        for st in steps {
            let (from, to, landing) = match *st {
                Step::Piece { from, by } if activation => {
                    let (to, l) = board.activate_front(seat, by);
                    (PLACE[seat.index()][usize::from(from)], PLACE[seat.index()][to], l)
                }
                Step::Piece { from, by } => {
                    let (to, l) = board.move_piece(seat, usize::from(from), by);
                    (PLACE[seat.index()][usize::from(from)], PLACE[seat.index()][to], l)
                }
                Step::King { to } => {
                    let from = board.king;
                    (from, to, board.move_king(seat, to))
                }
            };
            last.moves.push((from, to));
            if landing.captured > 0 {
                last.captured.push((to, other, landing.captured));
                last.note.push(Note::Captures {
                    seat,
                    n: landing.captured,
                    at: to,
                });
            }
            if landing.took_king {
                last.note.push(Note::TakesKing(seat));
            }
        }
        if board.frozen(other) {
            last.note.push(Note::Frozen(other));
        }
    }

    /// The tokens of `steps` played by `seat` from `board`.
    fn tokens(board: &Pieces, seat: Seat, steps: &[Step], activation: bool) -> Vec<String> {
        let mut b = *board;
        let mut scratch = LastMove::default();
        let mut out = Vec::new();
        for st in steps {
            let text = match *st {
                Step::Piece { from, by } => {
                    let i = usize::from(from);
                    let p = PLACE[seat.index()][i];
                    let both = !activation
                        && homeward(i)
                        && positions_at(seat, p).any(|j| j != i && b.active[seat.index()][j] > 0);
                    format!("{}{}+{by}", name(p), if both { "'" } else { "" })
                }
                Step::King { to } => format!("K>{}", name(to)),
            };
            out.push(text);
            Self::run(&mut b, seat, std::slice::from_ref(st), activation, &mut scratch);
        }
        out
    }

    /// The legal moves with, for plays, the position they lead to.
    fn plays(&self, state: &SahState) -> Vec<(Vec<Step>, Pieces)> {
        match state.phase {
            Phase::Play(dice) => plays::normal_plays(&state.board, state.turn, dice),
            Phase::Activated => plays::activation_plays(&state.board, state.turn)
                .into_iter()
                .map(|(_, steps)| {
                    let mut b = state.board;
                    Self::run(&mut b, state.turn, &steps, true, &mut LastMove::default());
                    (steps, b)
                })
                .collect(),
            _ => Vec::new(),
        }
    }

    fn caption(&self, state: &SahState) -> Message {
        let who = state.turn;
        match (self.status(state), state.phase) {
            (Status::Over(o), _) => o.caption(),
            (_, Phase::Start) => Message::new("sahkku-who-starts"),
            (_, Phase::Choose) => {
                let legal = self.legal_vec(state);
                if legal == [SahMove::Pass] {
                    Message::new("sahkku-idle-pass")
                        .part("reason", Self::idle_reason(&state.board, who).message(who))
                } else if legal.contains(&SahMove::Throw) {
                    Message::new("sahkku-activate-or-throw").seat("seat", who)
                } else {
                    Message::new("sahkku-activate").seat("seat", who)
                }
            }
            (_, Phase::Ritual { throws: 0, .. }) => Message::new("sahkku-ritual-starts").seat("seat", who),
            (_, Phase::Ritual { throws, aside }) => Message::new("sahkku-ritual")
                .seat("seat", who)
                .count("aside", aside)
                .count("throws", throws),
            (_, Phase::Activated) => Message::new("sahkku-choose-option").seat("seat", who),
            (_, Phase::Throw) => Message::new("race-to-throw").seat("seat", who),
            (_, Phase::Play(d)) => {
                let total: u8 = d.iter().sum();
                let threw = match self.legal_vec(state).first() {
                    Some(SahMove::Pass) | None => Message::new("sahkku-threw-pass"),
                    _ => Message::new("sahkku-threw"),
                };
                threw
                    .seat("seat", who)
                    .code("faces", faces_text(&d))
                    .count("total", total)
            }
        }
    }
}

impl Rules for Sahkku {
    type State = SahState;
    type Move = SahMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // On its material hooks: level 1 38 wins and 2 draws of 40, level 3 10 of
        // 10.
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
        Ok(Sahkku)
    }

    fn initial(&self) -> SahState {
        SahState {
            board: Pieces::initial(),
            turn: Seat::FIRST,
            phase: Phase::Start,
            ply: 0,
            last_throw: None,
            last: LastMove::default(),
        }
    }

    fn status(&self, state: &SahState) -> Status {
        let b = &state.board;
        for seat in [Seat::FIRST, Seat::SECOND] {
            if b.inactive[seat.index()] < PIECES && b.active_count(seat) == 0 {
                let reason = if b.inactive[seat.index()] == 0 {
                    Message::new("sahkku-all-captured").seat("seat", seat)
                } else {
                    Message::new("sahkku-none-active")
                        .seat("seat", seat)
                        .count("waiting", b.inactive[seat.index()])
                };
                return Status::Over(Outcome::win(seat.other(), reason));
            }
        }
        if state.ply >= MAX_PLIES {
            let (w, k) = (b.left(Seat::FIRST), b.left(Seat::SECOND));
            let reason = Message::new("sahkku-cap")
                .count("plies", MAX_PLIES)
                .count("a", w as i64)
                .count("b", k as i64);
            let outcome = match w.cmp(&k) {
                std::cmp::Ordering::Greater => Outcome::win(Seat::FIRST, reason),
                std::cmp::Ordering::Less => Outcome::win(Seat::SECOND, reason),
                std::cmp::Ordering::Equal => Outcome::draw(reason),
            };
            return Status::Over(outcome.with_scores(vec![w as i32, k as i32]));
        }
        match state.phase {
            Phase::Start | Phase::Ritual { .. } | Phase::Throw => Status::Chance,
            _ => Status::ToMove(state.turn),
        }
    }

    fn legal_moves(&self, state: &SahState, out: &mut Vec<SahMove>) {
        if !matches!(self.status(state), Status::ToMove(_)) {
            return;
        }
        let (b, s) = (&state.board, state.turn);
        match state.phase {
            Phase::Choose => {
                if Self::can_activate(b, s) {
                    out.push(SahMove::Activate);
                    if b.active_count(s) > 0 {
                        out.push(SahMove::Throw);
                    }
                } else {
                    out.push(SahMove::Pass);
                }
            }
            Phase::Play(_) | Phase::Activated => {
                let before = out.len();
                out.extend(
                    self.plays(state)
                        .into_iter()
                        .map(|(steps, _)| SahMove::Play(steps)),
                );
                if out.len() == before {
                    out.push(SahMove::Pass);
                }
            }
            _ => {}
        }
    }

    fn chance_outcomes(&self, state: &SahState, out: &mut Vec<(SahMove, u32)>) {
        if self.status(state) != Status::Chance {
            return;
        }
        match state.phase {
            Phase::Start => {
                out.push((SahMove::Starts(Seat::FIRST), 1));
                out.push((SahMove::Starts(Seat::SECOND), 1));
            }
            Phase::Ritual { aside, .. } => {
                let n = 3 - aside;
                out.extend(throws(n).into_iter().map(|(f, w)| (SahMove::Roll(f, n), w)));
            }
            Phase::Throw => out.extend(throws(3).into_iter().map(|(f, w)| (SahMove::Roll(f, 3), w))),
            _ => {}
        }
    }

    fn apply(&self, state: &mut SahState, mv: &SahMove) {
        state.ply += 1;
        let seat = state.turn;
        match mv {
            SahMove::Starts(first) => {
                state.turn = *first;
                state.phase = Self::turn_start(&state.board, *first);
                state.last = LastMove {
                    note: vec![Note::Starts(*first)],
                    ..LastMove::default()
                };
            }
            SahMove::Activate => {
                state.phase = Phase::Ritual { throws: 0, aside: 0 };
                state.last = LastMove::default();
            }
            SahMove::Throw => {
                state.phase = Phase::Throw;
                state.last = LastMove::default();
            }
            SahMove::Pass => {
                let reason = match state.phase {
                    Phase::Play(d) if d.iter().all(|&v| v == 0) => Idle::Blank,
                    Phase::Play(_) => Idle::NoDie,
                    _ => Self::idle_reason(&state.board, seat),
                };
                state.last = LastMove {
                    note: vec![Note::Passes(seat, reason)],
                    ..LastMove::default()
                };
                Self::end_turn(state);
            }
            SahMove::Roll(faces, n) => match state.phase {
                Phase::Ritual { throws, aside } => {
                    let x = faces[..usize::from(*n)].iter().filter(|&&f| f == 1).count() as u8;
                    let (throws, aside) = (throws + 1, aside + x);
                    state.last_throw = Some(ThrowShown {
                        faces: *faces,
                        n: *n,
                        ritual: Some((throws, aside)),
                    });
                    if aside == 3 {
                        state.phase = Phase::Activated;
                        state.last.note = vec![Note::Activated(seat)];
                    } else if throws == 3 {
                        state.last.note = vec![Note::ActivationFails { seat, aside }];
                        Self::end_turn(state);
                    } else {
                        state.phase = Phase::Ritual { throws, aside };
                        state.last.note = vec![Note::Activating { seat, throws, aside }];
                    }
                }
                _ => {
                    state.last_throw = Some(ThrowShown {
                        faces: *faces,
                        n: 3,
                        ritual: None,
                    });
                    state.phase = Phase::Play(*faces);
                    state.last = LastMove::default();
                }
            },
            SahMove::Play(steps) => {
                let activation = state.phase == Phase::Activated;
                let mut last = LastMove::default();
                Self::run(&mut state.board, seat, steps, activation, &mut last);
                state.last = last;
                Self::end_turn(state);
            }
        }
    }

    fn format_move(&self, state: &SahState, mv: &SahMove) -> String {
        self.move_steps(state, mv).concat()
    }

    fn move_steps(&self, state: &SahState, mv: &SahMove) -> Vec<String> {
        match mv {
            SahMove::Starts(s) => vec![format!("{}-first", seat_name(*s).to_lowercase())],
            SahMove::Roll(f, n) => {
                let v: Vec<String> = f[..usize::from(*n)].iter().map(u8::to_string).collect();
                vec![v.join("-")]
            }
            SahMove::Activate => vec!["activate".into()],
            SahMove::Throw => vec!["throw".into()],
            SahMove::Pass => vec!["pass".into()],
            SahMove::Play(steps) => {
                let activation = state.phase == Phase::Activated;
                Self::tokens(&state.board, state.turn, steps, activation)
                    .into_iter()
                    .enumerate()
                    .map(|(i, t)| if i == 0 { t } else { format!(" {t}") })
                    .collect()
            }
        }
    }

    fn move_aliases(&self, state: &SahState, mv: &SahMove) -> Vec<String> {
        match mv {
            SahMove::Activate => vec!["attiva".into(), "/activate".into()],
            SahMove::Roll(..) => vec![format!("roll {}", self.format_move(state, mv))],
            SahMove::Starts(s) => vec![format!("{} first", seat_name(*s).to_lowercase())],
            SahMove::Throw => vec!["tira".into(), "roll".into()],
            SahMove::Pass => vec!["passo".into()],
            SahMove::Play(steps) if state.phase == Phase::Activated => {
                plays::activation_plays(&state.board, state.turn)
                    .into_iter()
                    .filter(|(_, s)| s == steps)
                    .map(|(letter, _)| {
                        if letter == 'd' {
                            "c2".to_string()
                        } else {
                            letter.to_string()
                        }
                    })
                    .collect()
            }
            _ => Vec::new(),
        }
    }

    fn parse_move(&self, state: &SahState, text: &str) -> Result<SahMove, MoveError> {
        // Commas separate steps as well as spaces (`A15+3,A14+1`).
        let text = &text.replace(',', " ");
        match crate::match_text(self, state, text) {
            Ok(mv) => return Ok(mv),
            Err(e @ (MoveError::Ambiguous { .. } | MoveError::NoMoveExpected { .. })) => return Err(e),
            Err(_) => {}
        }
        // Another order of the same moves, or a prime left out.
        let Phase::Play(dice) = state.phase else {
            return Err(self.diagnose(state, text));
        };
        let Some(typed) = Self::read_tokens(text) else {
            return Err(self.diagnose(state, text));
        };
        let values: Vec<u8> = dice.iter().copied().filter(|&d| d > 0).collect();
        let reached = self
            .try_tokens(state, &typed, &values)
            .map_err(|why| MoveError::illegal(text, why))?;
        let legal = self.plays(state);
        for (steps, after) in &legal {
            if reached.contains(after) {
                return Ok(SahMove::Play(steps.clone()));
            }
        }
        let reason = if legal.is_empty() {
            Message::new("sahkku-no-die-pass")
        } else {
            Message::new("sahkku-as-many-dice").code(
                "example",
                self.format_move(state, &SahMove::Play(legal[0].0.clone())),
            )
        };
        Err(MoveError::illegal(text, reason))
    }

    fn diagnose(&self, state: &SahState, text: &str) -> MoveError {
        let t = normalize(text);
        let looks_like_play = Self::read_tokens(text).is_some();
        match (self.status(state), state.phase) {
            (Status::Over(o), _) => MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", o.reason.clone()),
            },
            (Status::Chance, _) => MoveError::NoMoveExpected {
                reason: Message::new("race-throw-due"),
            },
            (_, Phase::Choose) => {
                let legal = self.legal_vec(state);
                if legal == [SahMove::Pass] {
                    MoveError::illegal(
                        text,
                        Message::new("sahkku-idle-then-pass").part(
                            "reason",
                            Self::idle_reason(&state.board, state.turn).message(state.turn),
                        ),
                    )
                } else if t == "throw" || t == "tira" {
                    MoveError::illegal(text, Message::new("sahkku-activate-first"))
                } else if t == "activate" || t == "attiva" {
                    MoveError::illegal(text, Message::new("sahkku-cannot-activate"))
                } else if looks_like_play {
                    MoveError::illegal(text, Message::new("sahkku-choose-first"))
                } else {
                    MoveError::not_a_move(text, Message::new("sahkku-activate-or-throw-now"))
                }
            }
            (_, Phase::Activated) => MoveError::not_a_move(text, Message::new("sahkku-options")),
            (_, _) => {
                if t == "pass" || t == "passo" {
                    MoveError::illegal(text, Message::new("race-cannot-pass-die"))
                } else if looks_like_play {
                    MoveError::illegal(text, Message::new("race-not-possible"))
                } else {
                    MoveError::not_a_move(text, Message::new("sahkku-notation"))
                }
            }
        }
    }

    fn position_text(&self, state: &SahState) -> String {
        self.write_position(state)
    }

    fn from_position(&self, text: &str) -> Result<SahState, PositionError> {
        self.read_position(text)
    }

    fn view(&self, state: &SahState, seat: Option<Seat>) -> View {
        view::picture(self, state, seat)
    }
}

#[cfg(test)]
mod tests;
