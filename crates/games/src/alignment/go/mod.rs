//! Go (Tavolando §7; catalog `tavolando-3-8.md`, "26. Go", "27. Go on 9×9",
//! "28. Go on 15×15"), on 9×9, 13×13, 15×15 and 19×19 (`go-13x13`, a
//! size the text does not name, is the usual step between 9 and 19).
//!
//! Black (seat 0) and White take turns putting a stone on an empty point
//! or passing. A chain left without liberties is taken off (prisoners).
//! Suicide is illegal (G2). Positional superko over the whole game (G3):
//! no move may recreate a whole-board arrangement of stones seen before in
//! the game, checked with Zobrist hashes. Territory counting with komi 6.5
//! by default (G1, G6); area counting (komi 7.5) with the option
//! `counting=area`; `komi` sets another komi (a multiple of 0.5, at least
//! 0); `handicap` 2–9 puts Black's stones on the standard points (GTP's
//! order) with komi 0.5, and White plays first.
//!
//! The end (G4): after two passes in a row the game enters a counting
//! phase. The engine estimates the dead stones ([`score`]), and the two
//! players answer `accept` or `dispute`, the player who did not pass last
//! first. Both accept: the game ends with that count. A dispute resumes
//! play with the player who did not pass last; from then on the next two
//! passes end the game with every stone on the board counted alive, under
//! the counting in force (so a player who thinks stones are dead must
//! capture them). A game that reaches 4×n² plies ends the same way.
//! Italian words are accepted: `passa`/`passo`, `accetta`/`accetto`,
//! `contesta`/`contesto`.
//!
//! Notation: a point is a column letter `a`–`t` without `i` (as Go boards
//! skip it) and a row number from the bottom: `d4`, `q16`; capitals are
//! accepted. `pass`, `accept`, `dispute`. Picker steps: the column, then
//! the row.
//!
//! Position text: the ranks from the top down, `x` Black, `o` White, `.`
//! empty, joined by `/`; then the seat to move or answer (`b`/`w`), the
//! prisoners taken by Black and by White (`3:2`), the phase (`play0`,
//! `play1`: passes in a row; `count`: counting, nobody has answered;
//! `count+`: the other player accepted; `replay0`, `replay1`: play after a
//! dispute; `over`: the count was accepted; `over-alive`: ended after a
//! dispute; `over-limit`: the ply limit), the plies played, and the points
//! the player to move may not play because of superko (`-` for none,
//! else `d5,e6`). A read position's superko history is that position
//! alone, with the listed points forbidden for its first move.

pub mod board;
mod position;
pub mod score;
mod sgf;
mod view;

use board::{BLACK, Board, EMPTY, WHITE};

use crate::notation::{MoveError, normalize};
use crate::options::{OptionError, OptionKind, OptionSpec, Options};
use crate::record::{Record, RecordError, RecordFormat, RecordTags};
use crate::view::{Board as ViewBoard, Highlight, Mark, Piece, SeatPanel, Special, View};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "go",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

static OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "counting",
        kind: OptionKind::Choice(&["territory", "area"]),
        default: "territory",
        help: "option-go-counting",
    },
    OptionSpec {
        name: "komi",
        kind: OptionKind::Text { max_len: 6 },
        default: "auto",
        help: "option-go-komi",
    },
    OptionSpec {
        name: "handicap",
        kind: OptionKind::Int { min: 0, max: 9 },
        default: "0",
        help: "option-go-handicap",
    },
];

macro_rules! go_info {
    ($name:ident, $slug:literal, $en:literal, $it:literal, $aliases:expr, $summary:literal, $n:literal, $source:literal) => {
        static $name: GameInfo = GameInfo {
            slug: $slug,
            name_en: $en,
            name_it: $it,
            aliases: $aliases,
            family: crate::Family::Alignment,
            summary: $summary,
            min_seats: 2,
            max_seats: 2,
            seat_names: &["Black", "White"],
            chance: false,
            hidden: false,
            options: OPTIONS,
            max_plies: 4 * $n * $n + 2,
            source: $source,
            words: &WORDS,
        };
    };
}

go_info!(
    INFO_19,
    "go",
    "Go",
    "Go",
    &["go 19x19", "weiqi", "baduk", "igo"],
    "19×19, territory scoring, agreed count",
    19,
    "catalog tavolando-3-8.md, 26. Go (Tavolando §7)"
);
go_info!(
    INFO_9,
    "go-9x9",
    "Go 9×9",
    "Go 9×9",
    &["go 9x9", "9x9 go", "go su 9x9"],
    "9×9 Go, the beginners' board",
    9,
    "catalog tavolando-3-8.md, 27. Go on 9×9 (Tavolando §7.3)"
);
go_info!(
    INFO_13,
    "go-13x13",
    "Go 13×13",
    "Go 13×13",
    &["go 13x13", "13x13 go", "go su 13x13"],
    "13×13 Go, between 9×9 and 19×19",
    13,
    "catalog tavolando-3-8.md, 28. Go on 15×15 (13×13 is the usual intermediate size, not in the text)"
);
go_info!(
    INFO_15,
    "go-15x15",
    "Go 15×15",
    "Go 15×15",
    &["go 15x15", "15x15 go", "go su 15x15"],
    "15×15 Go",
    15,
    "catalog tavolando-3-8.md, 28. Go on 15×15 (Tavolando §7.3)"
);

/// Column letters: `a`–`t` without `i`.
const FILES: &[u8; 19] = b"abcdefghjklmnopqrst";

/// How the end is counted.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Counting {
    /// Territory and prisoners (Japanese, the text's).
    Territory,
    /// Stones and territory (Chinese).
    Area,
}

/// Go on an `N`×`N` board.
#[derive(Clone, Debug)]
pub struct Go<const N: usize> {
    counting: Counting,
    /// Komi in half points.
    komi2: i32,
    handicap: u8,
}

/// Go on 19×19, `go`.
pub type Go19 = Go<19>;
/// Go on 9×9, `go-9x9`.
pub type Go9 = Go<9>;
/// Go on 13×13, `go-13x13`.
pub type Go13 = Go<13>;
/// Go on 15×15, `go-15x15`.
pub type Go15 = Go<15>;

/// A turn.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GoMove {
    /// A stone on a point (`rank * n + file`).
    Play(u16),
    Pass,
    /// Counting phase: agree with the count.
    Accept,
    /// Counting phase: refuse it, and play on.
    Dispute,
}

/// How a finished game ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum End {
    /// Both accepted the count with the estimated dead stones.
    Agreed,
    /// Two passes after a dispute: every stone counted alive.
    AllAlive,
    /// The ply limit: every stone counted alive.
    PlyLimit,
}

/// Where the game stands.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// Stones are played; `passes` in a row so far.
    Play {
        passes: u8,
    },
    /// Counting; `accepted`: the other player (not the one to answer) has
    /// accepted.
    Counting {
        accepted: bool,
    },
    Over(End),
}

/// A Go position with its superko history.
#[derive(Clone, Debug)]
pub struct GoState {
    board: Board,
    to_move: Seat,
    /// Stones captured in play by Black, by White.
    prisoners: [u32; 2],
    phase: Phase,
    /// A count was disputed: the next two passes count every stone alive.
    resumed: bool,
    /// Hashes of every arrangement seen in the game.
    history: Vec<u64>,
    /// A 4096-bit filter over `history`, so most moves skip the scan.
    bloom: [u64; 64],
    /// Points forbidden for this ply by a read position's superko list.
    forbidden: Vec<u16>,
    ply: u32,
    last: Option<GoMove>,
    last_captured: Vec<u16>,
    /// The estimated dead stones while counting and after an agreed end,
    /// worked out when first asked for (a search that disputes never
    /// pays for it).
    estimate: std::sync::OnceLock<Vec<bool>>,
}

impl GoState {
    /// The stones: per point `rank * n + file`, 0 empty, 1 Black, 2 White.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The seat to move, or to answer the count.
    pub fn to_move(&self) -> Seat {
        self.to_move
    }

    /// The phase of the game.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The estimated dead stones while counting and after an agreed end
    /// (per point); empty otherwise: every stone counts alive.
    pub fn dead(&self) -> &[bool] {
        match self.phase {
            Phase::Counting { .. } | Phase::Over(End::Agreed) => self
                .estimate
                .get_or_init(|| score::dead_stones(&self.board, BLACK)),
            _ => &[],
        }
    }

    /// A count was disputed: the next two passes end the game with every
    /// stone on the board counted alive.
    pub fn resumed(&self) -> bool {
        self.resumed
    }

    /// Stones captured in play by Black and by White.
    pub fn prisoners(&self) -> [u32; 2] {
        self.prisoners
    }

    fn seen(&self, hash: u64) -> bool {
        let bit = (hash >> 52) as usize; // 12 bits
        if self.bloom[bit / 64] & (1 << (bit % 64)) == 0 {
            return false;
        }
        self.history.contains(&hash)
    }

    fn remember(&mut self, hash: u64) {
        let bit = (hash >> 52) as usize;
        self.bloom[bit / 64] |= 1 << (bit % 64);
        self.history.push(hash);
    }
}

fn colour_of(seat: Seat) -> u8 {
    if seat == Seat::FIRST { BLACK } else { WHITE }
}

/// The name of point `p` on an `n`×`n` board: `d4`.
pub fn board_point_name(n: usize, p: usize) -> String {
    format!("{}{}", char::from(FILES[p % n]), p / n + 1)
}

/// Writes half points: `13` → "6.5".
pub fn half_points(h: i32) -> String {
    if h % 2 == 0 {
        format!("{}", h / 2)
    } else {
        let sign = if h < 0 { "-" } else { "" };
        format!("{sign}{}.5", h.abs() / 2)
    }
}

/// A number of half points as a message: whole part and a half.
fn points_message(h: i32) -> Message {
    Message::new("go-points")
        .count("whole", i64::from(h.abs() / 2))
        .count("half", i64::from(h.abs() % 2))
}

/// Why a stone may not go on a point.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Refusal {
    Occupied,
    Suicide,
    Superko,
}

impl Refusal {
    fn message(self, point: String) -> Message {
        match self {
            Refusal::Occupied => Message::new("go-occupied").code("point", point),
            Refusal::Suicide => Message::new("go-suicide").code("point", point),
            Refusal::Superko => Message::new("go-superko").code("point", point),
        }
    }
}

/// A score worked out: totals in half points, and the count behind them.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Score {
    pub count: score::Count,
    /// Black's and White's totals, in half points.
    pub total2: [i32; 2],
}

impl<const N: usize> Go<N> {
    /// The board side.
    pub const SIZE: usize = N;

    /// Komi in half points.
    pub fn komi2(&self) -> i32 {
        self.komi2
    }

    /// How the end is counted.
    pub fn counting(&self) -> Counting {
        self.counting
    }

    fn cap(&self) -> u32 {
        (4 * N * N) as u32
    }

    /// The name of point `p`: `d4`.
    pub fn point_name(p: usize) -> String {
        format!("{}{}", char::from(FILES[p % N]), p / N + 1)
    }

    /// Reads a point name (normalised): column without `i`, row.
    pub fn read_point(text: &str) -> Option<usize> {
        let bytes = text.as_bytes();
        let (&first, digits) = bytes.split_first()?;
        let file = FILES[..N].iter().position(|&c| c == first)?;
        if digits.is_empty()
            || digits.len() > 2
            || digits[0] == b'0'
            || !digits.iter().all(u8::is_ascii_digit)
        {
            return None;
        }
        let rank: usize = std::str::from_utf8(digits).ok()?.parse().ok()?;
        (1..=N).contains(&rank).then(|| (rank - 1) * N + file)
    }

    /// The standard handicap points, in GTP's order of use.
    pub fn handicap_points(stones: u8) -> Vec<usize> {
        let d = if N < 13 { 2 } else { 3 };
        let (lo, hi, mid) = (d, N - 1 - d, N / 2);
        let at = |f: usize, r: usize| r * N + f;
        let mut out = vec![at(hi, hi), at(lo, lo)];
        if stones >= 3 {
            out.push(at(lo, hi));
        }
        if stones >= 4 {
            out.push(at(hi, lo));
        }
        if stones >= 6 {
            out.push(at(lo, mid));
            out.push(at(hi, mid));
        }
        if stones >= 8 {
            out.push(at(mid, hi));
            out.push(at(mid, lo));
        }
        if stones % 2 == 1 && stones >= 5 {
            out.push(at(mid, mid));
        }
        if stones < 2 {
            out.clear();
        }
        out
    }

    /// The star points: the handicap points of nine stones.
    pub fn star_points() -> Vec<usize> {
        let mut points = Self::handicap_points(9);
        if N < 13 {
            // 9×9 marks the four corners and the centre only.
            points.retain(|&p| {
                let (f, r) = (p % N, p / N);
                (f == N / 2) == (r == N / 2)
            });
        }
        points.sort_unstable();
        points
    }

    fn word(text: &str) -> Option<GoMove> {
        match normalize(text).as_str() {
            "pass" | "passa" | "passo" => Some(GoMove::Pass),
            "accept" | "accetta" | "accetto" => Some(GoMove::Accept),
            "dispute" | "contesta" | "contesto" => Some(GoMove::Dispute),
            _ => None,
        }
    }

    /// Why a stone on `p` is refused, or `None` if it may be played.
    fn refusal(&self, state: &GoState, chains: &board::Chains, p: usize) -> Option<Refusal> {
        if state.board.at(p) != EMPTY {
            return Some(Refusal::Occupied);
        }
        let colour = colour_of(state.to_move);
        match state.board.try_place(chains, p, colour) {
            None => Some(Refusal::Suicide),
            Some((hash, _)) => {
                if state.seen(hash) || state.forbidden.contains(&(p as u16)) {
                    Some(Refusal::Superko)
                } else {
                    None
                }
            }
        }
    }

    /// The count of the board as it stands in `state` (its dead stones).
    pub fn score(&self, state: &GoState) -> Score {
        self.score_with(state, state.dead())
    }

    /// The count of `state` with the stones marked in `dead` taken off.
    pub fn score_with(&self, state: &GoState, dead: &[bool]) -> Score {
        let count = score::count(&state.board, dead);
        let total2 = match self.counting {
            Counting::Territory => [
                2 * (count.territory[0] + state.prisoners[0] + count.dead_taken[0]) as i32,
                2 * (count.territory[1] + state.prisoners[1] + count.dead_taken[1]) as i32 + self.komi2,
            ],
            Counting::Area => [
                2 * (count.territory[0] + count.stones[0]) as i32,
                2 * (count.territory[1] + count.stones[1]) as i32 + self.komi2,
            ],
        };
        Score { count, total2 }
    }

    /// One side's score written out.
    fn side_message(&self, state: &GoState, sc: &Score, seat: Seat) -> Message {
        let i = seat.index();
        let base = match self.counting {
            Counting::Territory => Message::new("go-score-territory")
                .count("territory", sc.count.territory[i])
                .count("prisoners", state.prisoners[i] + sc.count.dead_taken[i]),
            Counting::Area => Message::new("go-score-area")
                .count("territory", sc.count.territory[i])
                .count("stones", sc.count.stones[i]),
        };
        let komi = if i == 1 { self.komi2 } else { 0 };
        base.seat("seat", seat)
            .part("total", points_message(sc.total2[i]))
            .count("komi", i64::from(komi > 0))
            .part("komivalue", points_message(komi))
    }

    /// Who leads by how much, in words.
    fn lead_message(sc: &Score) -> Message {
        let diff = sc.total2[0] - sc.total2[1];
        match diff.signum() {
            0 => Message::new("go-even"),
            s => Message::new("go-leads")
                .seat("seat", if s > 0 { Seat::FIRST } else { Seat::SECOND })
                .part("margin", points_message(diff.abs())),
        }
    }

    fn outcome(&self, state: &GoState, end: End) -> Outcome {
        let sc = self.score(state);
        let reason = match end {
            End::Agreed => Message::new("go-result-agreed"),
            End::AllAlive => Message::new("go-result-all-alive"),
            End::PlyLimit => Message::new("go-result-ply-limit"),
        };
        let reason = reason
            .part("black", self.side_message(state, &sc, Seat::FIRST))
            .part("white", self.side_message(state, &sc, Seat::SECOND))
            .part("lead", Go::<N>::lead_message(&sc));
        match (sc.total2[0] - sc.total2[1]).signum() {
            1 => Outcome::win(Seat::FIRST, reason),
            -1 => Outcome::win(Seat::SECOND, reason),
            _ => Outcome::draw(reason),
        }
    }

    fn end(&self, state: &mut GoState, end: End) {
        state.phase = Phase::Over(end);
    }

    fn enter_counting(&self, state: &mut GoState) {
        state.estimate = std::sync::OnceLock::new();
        state.phase = Phase::Counting { accepted: false };
    }
}

impl<const N: usize> Rules for Go<N> {
    type State = GoState;
    type Move = GoMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Random games run to the ply cap (4 × the points) with hundreds of
        // moves a ply.
        load: crate::knobs::Load::Long,
        // The text lists the points superko forbids now, not the positions
        // before.
        history_beyond_text: true,
        // Measured (seed 2024): level 1 won 20 of 20 on 9×9 (235 s). Level
        // 3 is not measured yet (about ten minutes a game): the default
        // bar. The larger boards are not measured.
        strength: if N == 9 {
            Some(crate::knobs::Strength::new(
                crate::knobs::Bar::new(20, 0.9),
                crate::knobs::Bar::new(4, 0.75),
            ))
        } else {
            None
        },
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        match N {
            9 => &INFO_9,
            13 => &INFO_13,
            15 => &INFO_15,
            _ => &INFO_19,
        }
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        let counting = match options.choice("counting") {
            "area" => Counting::Area,
            _ => Counting::Territory,
        };
        let handicap = options.int("handicap").clamp(0, 9) as u8;
        let komi2 = match options.choice("komi").trim() {
            "" | "auto" => match (handicap >= 1, counting) {
                (true, _) => 1,
                (false, Counting::Territory) => 13,
                (false, Counting::Area) => 15,
            },
            text => {
                let text = text.replace(',', ".");
                let value: f64 = text
                    .parse()
                    .map_err(|_| OptionError(Message::new("go-bad-komi").code("komi", text.clone())))?;
                let half = value * 2.0;
                if !(0.0..=200.0).contains(&half) || half.fract() != 0.0 {
                    return Err(OptionError(Message::new("go-bad-komi").code("komi", text)));
                }
                half as i32
            }
        };
        Ok(Go {
            counting,
            komi2,
            handicap,
        })
    }

    fn max_plies(&self) -> u32 {
        self.cap() + 2
    }

    fn initial(&self) -> GoState {
        let mut board = Board::new(N);
        let stones = Self::handicap_points(self.handicap);
        for &p in &stones {
            board.set(p, BLACK);
        }
        let mut state = GoState {
            to_move: if stones.is_empty() {
                Seat::FIRST
            } else {
                Seat::SECOND
            },
            board,
            prisoners: [0; 2],
            phase: Phase::Play { passes: 0 },
            resumed: false,
            history: Vec::new(),
            bloom: [0; 64],
            forbidden: Vec::new(),
            ply: 0,
            last: None,
            last_captured: Vec::new(),
            estimate: std::sync::OnceLock::new(),
        };
        let hash = state.board.hash;
        state.remember(hash);
        state
    }

    fn status(&self, state: &GoState) -> Status {
        match state.phase {
            Phase::Over(end) => Status::Over(self.outcome(state, end)),
            _ => Status::ToMove(state.to_move),
        }
    }

    fn legal_moves(&self, state: &GoState, out: &mut Vec<GoMove>) {
        match state.phase {
            Phase::Over(_) => {}
            Phase::Counting { .. } => {
                out.push(GoMove::Accept);
                out.push(GoMove::Dispute);
            }
            Phase::Play { .. } => {
                let chains = state.board.chains();
                for p in 0..N * N {
                    if state.board.at(p) == EMPTY && self.refusal(state, &chains, p).is_none() {
                        out.push(GoMove::Play(p as u16));
                    }
                }
                out.push(GoMove::Pass);
            }
        }
    }

    fn apply(&self, state: &mut GoState, mv: &GoMove) {
        state.ply += 1;
        state.forbidden.clear();
        let passer = state.to_move;
        state.last = Some(*mv);
        state.last_captured.clear();
        match *mv {
            GoMove::Play(p) => {
                let colour = colour_of(state.to_move);
                let captured = state.board.place(usize::from(p), colour);
                state.prisoners[state.to_move.index()] += captured.len() as u32;
                state.last_captured = captured.into_iter().map(|c| c as u16).collect();
                let hash = state.board.hash;
                state.remember(hash);
                state.phase = Phase::Play { passes: 0 };
                state.to_move = state.to_move.other();
            }
            GoMove::Pass => {
                let passes = match state.phase {
                    Phase::Play { passes } => passes + 1,
                    _ => 1,
                };
                // The player who did not pass last moves next, either way.
                state.to_move = passer.other();
                if passes >= 2 {
                    if state.resumed {
                        self.end(state, End::AllAlive);
                    } else {
                        self.enter_counting(state);
                    }
                    return;
                }
                state.phase = Phase::Play { passes };
            }
            GoMove::Accept => {
                match state.phase {
                    Phase::Counting { accepted: true } => state.phase = Phase::Over(End::Agreed),
                    _ => state.phase = Phase::Counting { accepted: true },
                }
                state.to_move = state.to_move.other();
                return;
            }
            GoMove::Dispute => {
                // Play resumes with the player who did not pass last: the
                // first to answer.
                if let Phase::Counting { accepted: true } = state.phase {
                    state.to_move = state.to_move.other();
                }
                state.phase = Phase::Play { passes: 0 };
                state.resumed = true;
                return;
            }
        }
        if state.ply >= self.cap() && matches!(state.phase, Phase::Play { .. }) {
            self.end(state, End::PlyLimit);
        }
    }

    fn format_move(&self, _state: &GoState, mv: &GoMove) -> String {
        match *mv {
            GoMove::Play(p) => Self::point_name(usize::from(p)),
            GoMove::Pass => "pass".into(),
            GoMove::Accept => "accept".into(),
            GoMove::Dispute => "dispute".into(),
        }
    }

    fn move_steps(&self, _state: &GoState, mv: &GoMove) -> Vec<String> {
        match *mv {
            GoMove::Play(p) => {
                let p = usize::from(p);
                vec![char::from(FILES[p % N]).to_string(), (p / N + 1).to_string()]
            }
            other => vec![self.format_move(_state, &other)],
        }
    }

    fn move_aliases(&self, _state: &GoState, mv: &GoMove) -> Vec<String> {
        match mv {
            GoMove::Play(_) => Vec::new(),
            GoMove::Pass => vec!["passa".into(), "passo".into()],
            GoMove::Accept => vec!["accetta".into(), "accetto".into()],
            GoMove::Dispute => vec!["contesta".into(), "contesto".into()],
        }
    }

    /// Reads the text directly (the default matcher would format up to 362
    /// moves per text); same answers.
    fn parse_move(&self, state: &GoState, text: &str) -> Result<GoMove, MoveError> {
        if let Phase::Over(end) = state.phase {
            return Err(MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", self.outcome(state, end).reason),
            });
        }
        let counting = matches!(state.phase, Phase::Counting { .. });
        match Self::word(text) {
            Some(GoMove::Pass) if !counting => return Ok(GoMove::Pass),
            Some(mv @ (GoMove::Accept | GoMove::Dispute)) if counting => return Ok(mv),
            Some(_) => return Err(self.diagnose(state, text)),
            None => {}
        }
        match Self::read_point(&normalize(text)) {
            Some(p) if !counting => {
                let chains = state.board.chains();
                match self.refusal(state, &chains, p) {
                    None => Ok(GoMove::Play(p as u16)),
                    Some(_) => Err(self.diagnose(state, text)),
                }
            }
            // Not a point: perhaps a column alone, the picker's first step,
            // which the default matcher answers with the rows to choose.
            None if !counting => crate::match_text(self, state, text),
            _ => Err(self.diagnose(state, text)),
        }
    }

    fn diagnose(&self, state: &GoState, text: &str) -> MoveError {
        let notation = || {
            MoveError::not_a_move(
                text,
                Message::new("go-notation")
                    .code("last", char::from(FILES[N - 1]).to_string())
                    .count("size", N as i64),
            )
        };
        let counting = matches!(state.phase, Phase::Counting { .. });
        let point = Self::read_point(&normalize(text));
        let word = Self::word(text);
        if point.is_none() && word.is_none() {
            return notation();
        }
        if counting {
            return MoveError::illegal(text, Message::new("go-counting-now"));
        }
        if matches!(word, Some(GoMove::Accept | GoMove::Dispute)) {
            return MoveError::illegal(text, Message::new("go-not-counting"));
        }
        let Some(p) = point else {
            return MoveError::illegal(text, Message::new("go-not-now"));
        };
        let chains = state.board.chains();
        match self.refusal(state, &chains, p) {
            Some(refusal) => MoveError::illegal(text, refusal.message(Self::point_name(p))),
            None => MoveError::illegal(text, Message::new("go-not-now")),
        }
    }

    fn position_text(&self, state: &GoState) -> String {
        self.write_position(state)
    }

    fn from_position(&self, text: &str) -> Result<GoState, PositionError> {
        self.read_position(text)
    }

    fn view(&self, state: &GoState, _seat: Option<Seat>) -> View {
        self.draw(state, _seat)
    }

    /// SGF (FF\[4\]): the `sgf` module says which properties are written,
    /// and why the counting phase's answers are left out.
    fn record(&self, moves: &[String], tags: &RecordTags) -> Option<Result<Record, RecordError>> {
        Some(sgf::export(self, moves, tags).map(|text| Record {
            format: RecordFormat::Sgf,
            text,
        }))
    }
}

#[cfg(test)]
mod tests;
