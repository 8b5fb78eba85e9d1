//! Prärie (Alex Randolph, Pelikan 1975; catalog `randolph-16-37.md` §23):
//! `prarie`, one game, and `prarie-handicap`, a series of games with the
//! handicaps of §23.3.
//!
//! An 11×7 board (files a–k, ranks 1–7) with a river between ranks 1 and 2
//! and another between ranks 6 and 7. The Bisons (seat 0, moving first)
//! fill rank 7; the Indians (seat 1), a Chief and four Dogs, stand on d2 e2
//! g2 h2 (Dogs) and f2 (Chief) (gap 1). A turn moves one piece, and moving
//! is compulsory (gap 3):
//! - a Bison steps one square straight forward (towards rank 1) onto an
//!   empty square; it crosses rivers and never captures;
//! - a Dog moves like a chess queen over empty squares, never capturing;
//! - the Chief moves like a chess king and captures a Bison by taking its
//!   square;
//! - neither Dog nor Chief crosses a river: they stay on ranks 2–6.
//!
//! The Bisons win as soon as one reaches rank 1 (across the far river);
//! the Indians win when the Bisons have no move on their turn (all taken
//! or blocked). Indians with no move at all pass (gap 2: the move `pass`,
//! never seen in practice). No draw: every Bison move advances, so a game
//! has at most 66 Bison moves and 132 plies.
//!
//! # The handicap series (`prarie-handicap`, §23.3)
//!
//! A match of `games` games (option, default 5), the same player holding
//! the Bisons throughout. Two counters (gap 2): a game is played with
//! 11 − (the Bisons' wins so far) Bisons, and the Bisons' first turn has
//! 1 + (the Indians' wins in a row since the Bisons' last win) moves, or
//! with the option `bonus=total`, 1 + (all the Indians' wins so far). The
//! Bison player chooses which squares of rank 7 stay empty (gap 1), one
//! move `xc7` per square, before his first turn; the extra moves of the
//! first turn are plies of the same seat, any Bison each, the same one
//! again if he likes (gap 3). A game's end starts the next one at once;
//! the match ends when one side has won more than half the games, or
//! after the last game (an even split is a draw). Who wins the match is
//! not in the texts: this is our choice, stated on the rules page.
//!
//! # Notation
//!
//! `f7 f6` from–to (the catalog's; `f7-f6`, `f7f6` accepted); a capture
//! by the Chief `e3xe4` (`e3 e4`, `e3:e4`, `e3-e4` accepted); `xc7` a
//! square of rank 7 left empty (`c7` accepted); `pass`. Picker steps: the
//! piece's square, then ` f6` or `xe4` (at most 22 destinations: a Dog in
//! the middle of the 11×5 land); `xc7` is one step of at most 11.
//!
//! # Position text
//!
//! The ranks from 7 down to 1, one character per square from file a (`b`
//! Bison, `c` Chief, `d` Dog, `.` empty), joined by `/`; a space and the
//! turn: `b` (the Bisons move), `b3` (the Bisons have 3 moves left in this
//! turn), `i` (the Indians), `x2` (the Bisons still leave 2 squares of rank
//! 7 empty). For the series, then `game G/N`, `wins B-I` (the Bisons', the
//! Indians') and `streak S` (the Indians' wins since the Bisons' last).
//! The start: `bbbbbbbbbbb/.........../.........../.........../.........../
//! ...ddcdd.../........... b` (written on one line).

use crate::notation::{MoveError, normalize};
use crate::options::{OptionError, OptionKind, OptionSpec, Options};
use crate::view::{Board, Highlight, Mark, Piece, SeatPanel, Special, View};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

const FILES: usize = 11;
const RANKS: usize = 7;
const SQUARES: usize = FILES * RANKS;
/// Bisons at the start of a game without handicap.
const BISONS: usize = 11;
/// The most plies of one game: 6 steps per Bison and an Indian move after
/// each Bison turn, plus the squares left empty (fewer Bisons, fewer steps).
const GAME_PLIES: u32 = 132;
/// The most games of a series.
const MAX_GAMES: u8 = 11;

const EMPTY: u8 = 0;
const BISON: u8 = 1;
const CHIEF: u8 = 2;
const DOG: u8 = 3;

/// The Indians' start: Dogs d2 e2 g2 h2, Chief f2 (gap 1).
const DOGS_START: [usize; 4] = [FILES + 3, FILES + 4, FILES + 6, FILES + 7];
const CHIEF_START: usize = FILES + 5;

const KING: [(i32, i32); 8] = [
    (1, 0),
    (-1, 0),
    (0, 1),
    (0, -1),
    (1, 1),
    (1, -1),
    (-1, 1),
    (-1, -1),
];

static SINGLE: GameInfo = GameInfo {
    slug: "prarie",
    name_en: "Prärie",
    name_it: "Prärie",
    aliases: &[
        "prärie",
        "prairie",
        "buffalo",
        "bison",
        "buffeljagd",
        "trespass",
        "buffalo chess",
    ],
    family: crate::Family::Capture,
    summary: "Randolph's Bisons cross the prairie past a Chief and four Dogs, 11×7",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["Bison", "Indian"],
    chance: false,
    hidden: false,
    options: &[],
    max_plies: GAME_PLIES,
    source: "catalog randolph-16-37.md, prarie (§23)",
};

static HANDICAP_INFO: GameInfo = GameInfo {
    slug: "prarie-handicap",
    name_en: "Prärie with handicap",
    name_it: "Prärie con handicap",
    aliases: &["prairie handicap", "prärie handicap"],
    family: crate::Family::Capture,
    summary: "a series: one Bison fewer after a Bison win, more first moves after Indian wins",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["Bison", "Indian"],
    chance: false,
    hidden: false,
    options: &[
        OptionSpec {
            name: "games",
            kind: OptionKind::Int {
                min: 2,
                max: MAX_GAMES as i64,
            },
            default: "5",
            help: "option-prarie-games",
        },
        OptionSpec {
            name: "bonus",
            kind: OptionKind::Choice(&["streak", "total"]),
            default: "streak",
            help: "option-prarie-bonus",
        },
    ],
    max_plies: GAME_PLIES * MAX_GAMES as u32,
    source: "catalog randolph-16-37.md, prarie-handicap (§23.3)",
};

/// The two sides.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Side {
    /// The Bisons (seat 0), moving first.
    Bisons,
    /// The Chief and his Dogs (seat 1).
    Indians,
}

impl Side {
    fn seat(self) -> Seat {
        match self {
            Side::Bisons => Seat::FIRST,
            Side::Indians => Seat::SECOND,
        }
    }
}

/// One ply.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PrMove {
    /// A piece moves (a Chief's move onto a Bison captures it).
    Go { from: u8, to: u8 },
    /// A square of rank 7 left empty (the handicap's fewer Bisons).
    Clear(u8),
    /// The Indians cannot move (gap 2).
    Pass,
}

/// A ply of the current or last turn, for the picture.
#[derive(Clone, Copy, Debug)]
struct Played {
    mv: PrMove,
    captured: bool,
}

/// How one game of the series ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct GameEnd {
    pub winner: Side,
    /// The square a Bison crossed to, or `None`: the Bisons were stopped.
    pub across: Option<u8>,
    /// Bisons left on the board when they were stopped.
    pub bisons_left: u8,
}

/// Where the series stands.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Series {
    /// The game under way (1-based).
    game: u8,
    bison_wins: u8,
    indian_wins: u8,
    /// The Indians' wins since the Bisons' last.
    streak: u8,
}

/// A Prärie position.
#[derive(Clone, Debug)]
pub struct PrState {
    board: [u8; SQUARES],
    to_move: Side,
    /// Rank-7 squares the Bisons still leave empty before their first turn.
    clear_left: u8,
    /// Moves left in the Bisons' current turn (1 but in a handicap's first
    /// turn).
    turn_left: u8,
    series: Series,
    /// The series (or the single game) is over.
    over: bool,
    /// The plies of the current or last turn.
    turn: Vec<Played>,
    turn_side: Side,
    /// How the last game ended, when a series went on to the next one, or
    /// the game ended.
    ended: Option<GameEnd>,
}

/// Prärie; `HANDICAP`: the series of §23.3.
#[derive(Clone, Copy, Debug)]
pub struct Prarie<const HANDICAP: bool> {
    games: u8,
    total_bonus: bool,
}

/// `prarie`.
pub type PrarieGame = Prarie<false>;
/// `prarie-handicap`.
pub type PrarieHandicap = Prarie<true>;

fn name(s: usize) -> String {
    format!("{}{}", char::from(b'a' + (s % FILES) as u8), s / FILES + 1)
}

fn step(s: usize, (df, dr): (i32, i32)) -> Option<usize> {
    let (f, r) = ((s % FILES) as i32 + df, (s / FILES) as i32 + dr);
    ((0..FILES as i32).contains(&f) && (0..RANKS as i32).contains(&r))
        .then(|| (r * FILES as i32 + f) as usize)
}

/// Ranks 2–6: the land between the rivers, where Chief and Dogs stay.
fn on_land(s: usize) -> bool {
    (1..RANKS - 1).contains(&(s / FILES))
}

/// A square name (normalised): `Err(true)` off the board, `Err(false)` not
/// a square name.
fn read_square(text: &str) -> Result<usize, bool> {
    let b = text.as_bytes();
    match b {
        [f @ b'a'..=b'z', r @ b'0'..=b'9'] => {
            let (f, r) = (usize::from(f - b'a'), usize::from(*r));
            let r = r.wrapping_sub(usize::from(b'1'));
            if f >= FILES || r >= RANKS {
                Err(true)
            } else {
                Ok(r * FILES + f)
            }
        }
        [b'a'..=b'z', b'0'..=b'9', b'0'..=b'9'] => Err(true),
        _ => Err(false),
    }
}

fn count(board: &[u8; SQUARES], piece: u8) -> usize {
    board.iter().filter(|&&p| p == piece).count()
}

/// The pieces' squares and where each may go now, for `side`.
fn moves_of(board: &[u8; SQUARES], side: Side, out: &mut Vec<PrMove>) {
    let go = |from: usize, to: usize| PrMove::Go {
        from: from as u8,
        to: to as u8,
    };
    for (s, &p) in board.iter().enumerate() {
        match (side, p) {
            (Side::Bisons, BISON) if s >= FILES && board[s - FILES] == EMPTY => {
                out.push(go(s, s - FILES));
            }
            (Side::Indians, CHIEF) => {
                for d in KING {
                    if let Some(t) = step(s, d)
                        && on_land(t)
                        && matches!(board[t], EMPTY | BISON)
                    {
                        out.push(go(s, t));
                    }
                }
            }
            (Side::Indians, DOG) => {
                for d in KING {
                    let mut at = s;
                    while let Some(t) = step(at, d) {
                        if !on_land(t) || board[t] != EMPTY {
                            break;
                        }
                        out.push(go(s, t));
                        at = t;
                    }
                }
            }
            _ => {}
        }
    }
}

fn bisons_can_move(board: &[u8; SQUARES]) -> bool {
    (FILES..SQUARES).any(|s| board[s] == BISON && board[s - FILES] == EMPTY)
}

impl<const HANDICAP: bool> Prarie<HANDICAP> {
    /// Bisons in game `series.game`.
    fn bisons_for(series: &Series) -> u8 {
        BISONS as u8 - series.bison_wins.min(BISONS as u8 - 1)
    }

    /// Moves of the Bisons' first turn in the game under way.
    fn first_turn(&self, series: &Series) -> u8 {
        1 + if self.total_bonus {
            series.indian_wins
        } else {
            series.streak
        }
    }

    /// Whether the series is decided or played out.
    fn series_over(&self, series: &Series) -> bool {
        let half = self.games / 2;
        series.bison_wins > half
            || series.indian_wins > half
            || series.bison_wins + series.indian_wins >= self.games
    }

    /// A fresh game of the series: rank 7 full, the Indians home, the
    /// Bisons to clear their handicap squares, then to move.
    fn start_game(&self, series: Series) -> PrState {
        let mut board = [EMPTY; SQUARES];
        board[(RANKS - 1) * FILES..].fill(BISON);
        for s in DOGS_START {
            board[s] = DOG;
        }
        board[CHIEF_START] = CHIEF;
        PrState {
            board,
            to_move: Side::Bisons,
            clear_left: BISONS as u8 - Self::bisons_for(&series),
            turn_left: self.first_turn(&series),
            series,
            over: false,
            turn: Vec::new(),
            turn_side: Side::Bisons,
            ended: None,
        }
    }

    /// The end of the game on the board, if it has ended: a Bison on rank
    /// 1, or the Bisons to move with no move.
    fn game_end(state: &PrState) -> Option<GameEnd> {
        if let Some(s) = (0..FILES).find(|&s| state.board[s] == BISON) {
            return Some(GameEnd {
                winner: Side::Bisons,
                across: Some(s as u8),
                bisons_left: count(&state.board, BISON) as u8,
            });
        }
        (state.to_move == Side::Bisons && state.clear_left == 0 && !bisons_can_move(&state.board)).then(
            || GameEnd {
                winner: Side::Indians,
                across: None,
                bisons_left: count(&state.board, BISON) as u8,
            },
        )
    }

    /// The series' counters as they were when the game on the board
    /// started (the last game's result taken back once the series is over).
    fn game_series(state: &PrState) -> Series {
        let mut s = state.series;
        if let (true, true, Some(end)) = (HANDICAP, state.over, state.ended) {
            match end.winner {
                Side::Bisons => s.bison_wins = s.bison_wins.saturating_sub(1),
                Side::Indians => s.indian_wins = s.indian_wins.saturating_sub(1),
            }
        }
        s
    }

    fn end_reason(end: &GameEnd) -> Message {
        match (end.winner, end.across) {
            (Side::Bisons, Some(s)) => Message::new("prarie-across").code("square", name(usize::from(s))),
            _ if end.bisons_left == 0 => Message::new("prarie-all-taken"),
            _ => Message::new("prarie-blocked"),
        }
    }

    fn outcome(&self, state: &PrState) -> Option<Outcome> {
        if !state.over {
            return None;
        }
        if !HANDICAP {
            let end = state.ended?;
            return Some(Outcome::win(end.winner.seat(), Self::end_reason(&end)));
        }
        let s = &state.series;
        let scores = vec![i32::from(s.bison_wins), i32::from(s.indian_wins)];
        let reason = Message::new("prarie-series-score")
            .count("bisons", s.bison_wins)
            .count("indians", s.indian_wins);
        Some(
            match s.bison_wins.cmp(&s.indian_wins) {
                std::cmp::Ordering::Greater => Outcome::win(Side::Bisons.seat(), reason),
                std::cmp::Ordering::Less => Outcome::win(Side::Indians.seat(), reason),
                std::cmp::Ordering::Equal => Outcome::draw(reason),
            }
            .with_scores(scores),
        )
    }

    fn legal(&self, state: &PrState, out: &mut Vec<PrMove>) {
        if state.over {
            return;
        }
        if state.clear_left > 0 {
            for s in (RANKS - 1) * FILES..SQUARES {
                if state.board[s] == BISON {
                    out.push(PrMove::Clear(s as u8));
                }
            }
            return;
        }
        let before = out.len();
        moves_of(&state.board, state.to_move, out);
        if out.len() == before && state.to_move == Side::Indians {
            out.push(PrMove::Pass);
        }
    }

    fn apply_move(&self, state: &mut PrState, mv: PrMove) {
        let side = state.to_move;
        // A turn is all the plies of one side in a row: the squares left
        // empty and a long first turn are shown together.
        if state.turn_side != side {
            state.turn.clear();
        }
        state.turn_side = side;
        state.ended = None;
        let mut captured = false;
        match mv {
            PrMove::Clear(s) => {
                state.board[usize::from(s)] = EMPTY;
                state.clear_left = state.clear_left.saturating_sub(1);
            }
            PrMove::Go { from, to } => {
                let (from, to) = (usize::from(from), usize::from(to));
                captured = state.board[to] == BISON && state.board[from] == CHIEF;
                state.board[to] = state.board[from];
                state.board[from] = EMPTY;
                if side == Side::Bisons {
                    state.turn_left = state.turn_left.saturating_sub(1);
                    if state.turn_left == 0 {
                        state.to_move = Side::Indians;
                    }
                } else {
                    state.to_move = Side::Bisons;
                    state.turn_left = 1;
                }
            }
            PrMove::Pass => {
                state.to_move = Side::Bisons;
                state.turn_left = 1;
            }
        }
        state.turn.push(Played { mv, captured });
        // A Bison stopped in the middle of a long first turn: the Bisons
        // have no move on their turn.
        let end = Self::game_end(state);
        let Some(end) = end else {
            return;
        };
        state.ended = Some(end);
        if !HANDICAP {
            state.over = true;
            return;
        }
        let series = &mut state.series;
        match end.winner {
            Side::Bisons => {
                series.bison_wins += 1;
                series.streak = 0;
            }
            Side::Indians => {
                series.indian_wins += 1;
                series.streak += 1;
            }
        }
        if self.series_over(&state.series) {
            state.over = true;
            return;
        }
        // The next game starts at once; the picture tells how this one
        // ended.
        let mut next = state.series;
        next.game += 1;
        *state = self.start_game(next);
        state.ended = Some(end);
    }

    fn format(mv: PrMove, captured: bool) -> String {
        match mv {
            PrMove::Go { from, to } => {
                let (a, b) = (name(usize::from(from)), name(usize::from(to)));
                if captured {
                    format!("{a}x{b}")
                } else {
                    format!("{a} {b}")
                }
            }
            PrMove::Clear(s) => format!("x{}", name(usize::from(s))),
            PrMove::Pass => "pass".into(),
        }
    }

    fn takes(state: &PrState, mv: PrMove) -> bool {
        matches!(mv, PrMove::Go { from, to } if state.board[usize::from(to)] == BISON && state.board[usize::from(from)] == CHIEF)
    }

    fn diagnose_text(&self, state: &PrState, text: &str) -> MoveError {
        let wanted = normalize(text);
        let illegal = |m: Message| MoveError::illegal(text, m);
        let notation = || MoveError::not_a_move(text, Message::new("prarie-notation"));
        if wanted == "pass" || wanted == "passo" {
            return illegal(Message::new("prarie-no-pass"));
        }
        let square = |t: &str| match read_square(t) {
            Ok(s) => Ok(s),
            Err(true) => Err(MoveError::not_a_move(
                text,
                Message::new("prarie-off-board").code("square", t.to_string()),
            )),
            Err(false) => Err(notation()),
        };
        if state.clear_left > 0 {
            let t = wanted.trim_start_matches(['x', '-']);
            return match square(t) {
                Ok(s) if s / FILES == RANKS - 1 && state.board[s] == BISON => {
                    illegal(Message::new("prarie-not-legal"))
                }
                Ok(_) | Err(_) => illegal(
                    Message::new("prarie-clear-first")
                        .seat("seat", Side::Bisons.seat())
                        .count("n", state.clear_left),
                ),
            };
        }
        if wanted.starts_with('x') {
            return illegal(Message::new("prarie-clear-over"));
        }
        // Two square names, maybe with a sign between them.
        let cut = wanted
            .char_indices()
            .skip(1)
            .find(|(_, c)| c.is_ascii_alphabetic() && *c != 'x')
            .map(|(i, _)| i);
        let Some(cut) = cut else {
            return match square(&wanted) {
                Ok(s) => self
                    .piece_reason(state, text, s)
                    .unwrap_or_else(|| illegal(Message::new("prarie-say-where").code("square", name(s)))),
                Err(e) => e,
            };
        };
        let a = wanted[..cut].trim_end_matches(['-', 'x', ':']);
        let b = &wanted[cut..];
        let (from, to) = match (square(a), square(b)) {
            (Ok(f), Ok(t)) => (f, t),
            (Err(e), _) | (_, Err(e)) => return e,
        };
        if let Some(e) = self.piece_reason(state, text, from) {
            return e;
        }
        let (ff, fr) = ((from % FILES) as i32, (from / FILES) as i32);
        let (tf, tr) = ((to % FILES) as i32, (to / FILES) as i32);
        let (df, dr) = (tf - ff, tr - fr);
        if from == to {
            return illegal(Message::new("prarie-same-square"));
        }
        match state.board[from] {
            BISON => {
                if df != 0 || dr != -1 {
                    return illegal(Message::new("prarie-bison-forward").code("square", name(from)));
                }
                illegal(Message::new("prarie-occupied").code("square", name(to)))
            }
            CHIEF => {
                if df.abs() > 1 || dr.abs() > 1 {
                    return illegal(Message::new("prarie-chief-one"));
                }
                if !on_land(to) {
                    return illegal(Message::new("prarie-river"));
                }
                illegal(Message::new("prarie-occupied").code("square", name(to)))
            }
            _ => {
                if df != 0 && dr != 0 && df.abs() != dr.abs() {
                    return illegal(Message::new("prarie-dog-lines"));
                }
                if !on_land(to) {
                    return illegal(Message::new("prarie-river"));
                }
                let d = (df.signum(), dr.signum());
                let mut at = from;
                while let Some(next) = step(at, d) {
                    if next == to {
                        break;
                    }
                    if state.board[next] != EMPTY {
                        return illegal(Message::new("prarie-in-the-way").code("square", name(next)));
                    }
                    at = next;
                }
                if state.board[to] == BISON {
                    return illegal(Message::new("prarie-dog-no-capture"));
                }
                illegal(Message::new("prarie-occupied").code("square", name(to)))
            }
        }
    }

    /// Why the piece on `s` cannot be moved by the side to move, if so.
    fn piece_reason(&self, state: &PrState, text: &str, s: usize) -> Option<MoveError> {
        let p = state.board[s];
        let mine = match state.to_move {
            Side::Bisons => p == BISON,
            Side::Indians => p == CHIEF || p == DOG,
        };
        if p == EMPTY {
            return Some(MoveError::illegal(
                text,
                Message::new("prarie-empty").code("square", name(s)),
            ));
        }
        (!mine).then(|| {
            MoveError::illegal(
                text,
                Message::new("prarie-not-yours")
                    .code("square", name(s))
                    .seat("seat", state.to_move.seat()),
            )
        })
    }

    fn caption(&self, state: &PrState) -> Message {
        let seat = state.to_move.seat();
        let first_of_game = state.turn.is_empty() || state.ended.is_some();
        let now = if state.clear_left > 0 {
            Message::new("prarie-caption-clear")
                .seat("seat", seat)
                .count("n", state.clear_left)
        } else if state.to_move == Side::Bisons && state.turn_left > 1 {
            Message::new("prarie-caption-moves-left")
                .seat("seat", seat)
                .count("n", state.turn_left)
        } else if first_of_game && state.to_move == Side::Bisons {
            Message::new("prarie-caption-start").seat("seat", seat)
        } else {
            let moves: Vec<String> = state
                .turn
                .iter()
                .map(|p| Self::format(p.mv, p.captured))
                .collect();
            Message::new("prarie-caption-played")
                .seat("seat", state.turn_side.seat())
                .code("move", moves.join(", "))
                .seat("next", seat)
        };
        if !HANDICAP {
            return now;
        }
        let s = &state.series;
        Message::new("prarie-caption-game")
            .count("game", s.game)
            .count("games", self.games)
            .count("bisons", Self::bisons_for(s))
            .count("first", self.first_turn(s))
            .part("now", now)
    }
}

impl<const HANDICAP: bool> Rules for Prarie<HANDICAP> {
    type State = PrState;
    type Move = PrMove;

    // On its hooks (greedy Indian playouts). Measured with the arena
    // (release, 2026-11-26): level 1 10W 10L of 20 at seed 2024, winning
    // every game as the Bisons and none as the Indians; one game at a time,
    // the bot as the Indians won 4 of 20 (seeds 0-19) and 1 of 40 (seeds
    // 100-139) at 300 iterations, 2 of 10 at 5 000, plain search 0 of 60.
    // Random against random: the Bisons win 200 of 200. The handicap series
    // at level 1: 5W 5L of 10. Level 3 (100 000 iterations, one game per
    // seed): won 2 of 2 as the Bisons (seeds 0-1) and 2 of 6 as the Indians
    // (seeds 0-5: won 1 and 2), 30 s to 5 min a game. The Indian side is
    // the bot's weakness: the bars say only that it wins as the Bisons.
    // With the Indian hooks of issue 25 (blocks kept, the Chief closing
    // in), level 1 as the Indians: 1 of 10 at seed 2024 (0 before), 3 of 20
    // at seed 1 (3 before); see the hooks' module for the figures.
    const KNOBS: crate::Knobs = crate::Knobs {
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(if HANDICAP { 10 } else { 20 }, 0.5),
            crate::knobs::Bar::new(4, 0.5),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        if HANDICAP { &HANDICAP_INFO } else { &SINGLE }
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        Ok(Prarie {
            games: if HANDICAP {
                options.int("games").clamp(2, i64::from(MAX_GAMES)) as u8
            } else {
                1
            },
            total_bonus: HANDICAP && options.choice("bonus") == "total",
        })
    }

    fn max_plies(&self) -> u32 {
        GAME_PLIES * u32::from(self.games)
    }

    fn initial(&self) -> PrState {
        self.start_game(Series {
            game: 1,
            bison_wins: 0,
            indian_wins: 0,
            streak: 0,
        })
    }

    fn status(&self, state: &PrState) -> Status {
        match self.outcome(state) {
            Some(outcome) => Status::Over(outcome),
            None => Status::ToMove(state.to_move.seat()),
        }
    }

    fn legal_moves(&self, state: &PrState, out: &mut Vec<PrMove>) {
        self.legal(state, out);
    }

    fn apply(&self, state: &mut PrState, mv: &PrMove) {
        self.apply_move(state, *mv);
    }

    fn format_move(&self, state: &PrState, mv: &PrMove) -> String {
        Self::format(*mv, Self::takes(state, *mv))
    }

    fn move_steps(&self, state: &PrState, mv: &PrMove) -> Vec<String> {
        match *mv {
            PrMove::Go { from, to } => {
                let sign = if Self::takes(state, *mv) { "x" } else { " " };
                vec![
                    name(usize::from(from)),
                    format!("{sign}{}", name(usize::from(to))),
                ]
            }
            _ => vec![self.format_move(state, mv)],
        }
    }

    fn move_aliases(&self, state: &PrState, mv: &PrMove) -> Vec<String> {
        match *mv {
            PrMove::Go { from, to } => {
                let (a, b) = (name(usize::from(from)), name(usize::from(to)));
                if Self::takes(state, *mv) {
                    vec![format!("{a}{b}"), format!("{a}:{b}"), format!("{a}-{b}")]
                } else {
                    vec![format!("{a}-{b}")]
                }
            }
            PrMove::Clear(s) => {
                let n = name(usize::from(s));
                vec![n.clone(), format!("-{n}")]
            }
            PrMove::Pass => vec!["passo".into()],
        }
    }

    fn diagnose(&self, state: &PrState, text: &str) -> MoveError {
        self.diagnose_text(state, text)
    }

    fn position_text(&self, state: &PrState) -> String {
        let ranks: Vec<String> = (0..RANKS)
            .rev()
            .map(|r| {
                state.board[r * FILES..(r + 1) * FILES]
                    .iter()
                    .map(|&p| match p {
                        BISON => 'b',
                        CHIEF => 'c',
                        DOG => 'd',
                        _ => '.',
                    })
                    .collect()
            })
            .collect();
        let turn = match (state.to_move, state.clear_left, state.turn_left) {
            (Side::Indians, _, _) => "i".to_string(),
            (Side::Bisons, 0, 0 | 1) => "b".to_string(),
            (Side::Bisons, 0, n) => format!("b{n}"),
            (Side::Bisons, n, _) => format!("x{n}"),
        };
        let mut text = format!("{} {turn}", ranks.join("/"));
        if HANDICAP {
            let s = &state.series;
            text.push_str(&format!(
                " game {}/{} wins {}-{} streak {}",
                s.game, self.games, s.bison_wins, s.indian_wins, s.streak
            ));
        }
        text
    }

    fn from_position(&self, text: &str) -> Result<PrState, PositionError> {
        let shape = || {
            PositionError::new(if HANDICAP {
                "a prarie-handicap position is 7 ranks of 11 characters (b Bison, c Chief, d Dog, . empty) joined by '/', the turn (b, b2…, i or x1…), then 'game G/N wins B-I streak S'"
            } else {
                "a prarie position is 7 ranks of 11 characters (b Bison, c Chief, d Dog, . empty) joined by '/', and the turn (b or i)"
            })
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        let (board_text, turn, rest) = match words.as_slice() {
            [b, t, rest @ ..] => (*b, *t, rest),
            _ => return Err(shape()),
        };
        let ranks: Vec<&str> = board_text.split('/').collect();
        if ranks.len() != RANKS || ranks.iter().any(|r| r.chars().count() != FILES) {
            return Err(shape());
        }
        let mut board = [EMPTY; SQUARES];
        for (i, rank) in ranks.iter().enumerate() {
            let r = RANKS - 1 - i;
            for (f, c) in rank.chars().enumerate() {
                board[r * FILES + f] = match c {
                    'b' => BISON,
                    'c' => CHIEF,
                    'd' => DOG,
                    '.' => EMPTY,
                    _ => {
                        return Err(PositionError::new(format!(
                            "'{c}' on {}: b, c, d or . expected",
                            name(r * FILES + f)
                        )));
                    }
                };
            }
        }
        let series = if HANDICAP {
            let [g, gn, w, wn, s, sn] = rest else {
                return Err(shape());
            };
            let (Some((game, games)), Some((bw, iw))) = (gn.split_once('/'), wn.split_once('-')) else {
                return Err(shape());
            };
            if (*g, *w, *s) != ("game", "wins", "streak") {
                return Err(shape());
            }
            let num = |t: &str| t.parse::<u8>().map_err(|_| shape());
            let series = Series {
                game: num(game)?,
                bison_wins: num(bw)?,
                indian_wins: num(iw)?,
                streak: num(sn)?,
            };
            if num(games)? != self.games {
                return Err(PositionError::new(format!(
                    "a series of {games} games: these options play {}",
                    self.games
                )));
            }
            let played = u16::from(series.bison_wins) + u16::from(series.indian_wins);
            let game = u16::from(series.game);
            if series.streak > series.indian_wins
                || (series.bison_wins == 0 && series.streak != series.indian_wins)
                || (game != played + 1 && game != played)
                || game == 0
                || game > u16::from(self.games)
            {
                return Err(PositionError::new(
                    "the game number, the wins and the streak do not fit together",
                ));
            }
            series
        } else {
            if !rest.is_empty() {
                return Err(shape());
            }
            Series {
                game: 1,
                bison_wins: 0,
                indian_wins: 0,
                streak: 0,
            }
        };
        let bisons = count(&board, BISON);
        let allowed = usize::from(Self::bisons_for(&series));
        if count(&board, CHIEF) != 1 || count(&board, DOG) != 4 {
            return Err(PositionError::new(
                "the Indians are one Chief (c) and four Dogs (d)",
            ));
        }
        if board
            .iter()
            .enumerate()
            .any(|(s, &p)| matches!(p, CHIEF | DOG) && !on_land(s))
        {
            return Err(PositionError::new("the Chief and the Dogs stay on ranks 2 to 6"));
        }
        if (0..FILES).filter(|&s| board[s] == BISON).count() > 1 {
            return Err(PositionError::new(
                "the game ends when the first Bison reaches rank 1",
            ));
        }
        let (to_move, clear_left, turn_left) = match turn.as_bytes() {
            [b'i'] => (Side::Indians, 0, 1),
            [b'b'] => (Side::Bisons, 0, 1),
            [b'b', ..] | [b'x', ..] => {
                let n: u8 = turn[1..].parse().map_err(|_| shape())?;
                if n < 2 && turn.starts_with('b') || n == 0 || !HANDICAP {
                    return Err(shape());
                }
                if turn.starts_with('b') {
                    (Side::Bisons, 0, n)
                } else {
                    (Side::Bisons, n, self.first_turn(&series))
                }
            }
            _ => return Err(shape()),
        };
        let fresh = {
            let start = self.start_game(series);
            let mut ok = board[..(RANKS - 1) * FILES] == start.board[..(RANKS - 1) * FILES];
            ok &= board[(RANKS - 1) * FILES..]
                .iter()
                .all(|&p| p == BISON || p == EMPTY);
            ok
        };
        if clear_left > 0 && (!fresh || bisons != allowed + usize::from(clear_left)) {
            return Err(PositionError::new(
                "while rank 7 is cleared the board is a new game's, with the series' Bisons",
            ));
        }
        if clear_left == 0 && bisons > allowed {
            return Err(PositionError::new(format!(
                "{bisons} Bisons: this game of the series has {allowed}"
            )));
        }
        if turn_left > self.first_turn(&series) {
            return Err(PositionError::new(format!(
                "the Bisons' first turn has {} moves in this game",
                self.first_turn(&series)
            )));
        }
        let mut state = PrState {
            board,
            to_move,
            clear_left,
            turn_left,
            series,
            over: false,
            turn: Vec::new(),
            turn_side: to_move,
            ended: None,
        };
        let end = Self::game_end(&state);
        let played = state.series.bison_wins + state.series.indian_wins;
        if HANDICAP {
            match end {
                Some(_) if played != state.series.game || !self.series_over(&state.series) => {
                    return Err(PositionError::new(
                        "a game of the series that has ended is followed by the next one",
                    ));
                }
                None if played == state.series.game || self.series_over(&state.series) => {
                    return Err(PositionError::new(
                        "the series is over by its wins, but the game on the board goes on",
                    ));
                }
                _ => {}
            }
        }
        if let Some(end) = end {
            state.over = true;
            state.ended = Some(end);
        }
        Ok(state)
    }

    fn view(&self, state: &PrState, _seat: Option<Seat>) -> View {
        let mut view = View::new(Board::squares(FILES as u8, RANKS as u8).rivers([1, 6]));
        view.seat_colours = vec!["brown".into(), "white".into()];
        for f in 0..FILES {
            view.specials
                .push(Special::new(name(f), "goal").owner(Some(Side::Bisons.seat())));
        }
        for (s, &p) in state.board.iter().enumerate() {
            match p {
                BISON => view.piece(name(s), Some(Side::Bisons.seat()), "man"),
                CHIEF => view.piece(name(s), Some(Side::Indians.seat()), "sprite:chess-king"),
                DOG => view.piece(name(s), Some(Side::Indians.seat()), "sprite:chess-queen"),
                _ => {}
            }
        }
        for played in &state.turn {
            match played.mv {
                PrMove::Go { from, to } => {
                    let (from, to) = (name(usize::from(from)), name(usize::from(to)));
                    view.mark(from.clone(), Mark::From);
                    view.mark(to.clone(), Mark::To);
                    view.arrows.push((from, to.clone()));
                    if played.captured {
                        view.highlights.push(Highlight {
                            cell: to.clone(),
                            mark: Mark::Captured,
                            ghost: Some(Piece {
                                cell: to.clone(),
                                owner: Some(Side::Bisons.seat()),
                                kind: "man".into(),
                            }),
                        });
                        view.last_move
                            .push(Message::new("prarie-takes").code("square", to));
                    }
                }
                PrMove::Clear(s) => view.mark(name(usize::from(s)), Mark::From),
                PrMove::Pass => {}
            }
        }
        if let Some(end) = state.ended
            && HANDICAP
        {
            view.last_move.push(
                Message::new("prarie-game-won")
                    .count("game", state.series.game - u8::from(!state.over))
                    .seat("seat", end.winner.seat())
                    .part("reason", Self::end_reason(&end)),
            );
        }
        let bisons = count(&state.board, BISON) as u32;
        let started = u32::from(Self::bisons_for(&Self::game_series(state)));
        let taken = if state.clear_left > 0 {
            0
        } else {
            started.saturating_sub(bisons)
        };
        let s = &state.series;
        let (bison_score, indian_score) = if HANDICAP {
            (
                Message::new("prarie-panel-bisons-series")
                    .count("n", bisons)
                    .count("wins", s.bison_wins),
                Message::new("prarie-panel-indians-series")
                    .count("n", taken)
                    .count("wins", s.indian_wins),
            )
        } else {
            (
                Message::new("prarie-panel-bisons").count("n", bisons),
                Message::new("prarie-panel-indians").count("n", taken),
            )
        };
        view.seats = vec![
            SeatPanel::new(Side::Bisons.seat(), SINGLE.seat_names[0]).score(Some(bison_score)),
            SeatPanel::new(Side::Indians.seat(), SINGLE.seat_names[1]).score(Some(indian_score)),
        ];
        view.caption = Some(match self.outcome(state) {
            Some(outcome) => outcome.caption(),
            None => {
                view.to_move = Some(state.to_move.seat());
                self.caption(state)
            }
        });
        view
    }
}

impl PrState {
    /// The side to move.
    pub fn to_move(&self) -> Side {
        self.to_move
    }

    /// Bisons on the board.
    pub fn bisons(&self) -> usize {
        count(&self.board, BISON)
    }

    /// The squares (`rank * 11 + file`) of the Bisons.
    pub fn bison_squares(&self) -> impl Iterator<Item = usize> + '_ {
        (0..SQUARES).filter(|&s| self.board[s] == BISON)
    }

    /// The Chief's square.
    pub fn chief(&self) -> usize {
        self.board.iter().position(|&p| p == CHIEF).unwrap_or(CHIEF_START)
    }

    /// Whether `s` is empty.
    pub fn is_empty(&self, s: usize) -> bool {
        self.board.get(s) == Some(&EMPTY)
    }

    /// How the last game ended, once it has.
    pub fn ended(&self) -> Option<GameEnd> {
        self.ended
    }
}

/// The board's shape, for the bot.
pub mod geometry {
    /// Files (a–k).
    pub const FILES: usize = super::FILES;
    /// Ranks (1–7).
    pub const RANKS: usize = super::RANKS;
}

#[cfg(test)]
mod tests;
