//! Backgammon and Plakoto (Tavolando §11.1 and §11.2; catalog
//! `tavolando-9-14-and-short-issues.md`, "backgammon" and "plakoto"): one
//! dice engine for the two tables games, each rule set a [`Variant`].
//!
//! # Rules as implemented
//!
//! - Seat 0 is **White**, seat 1 **Black**, 15 checkers each. Each side
//!   counts the points in its own numbering: its home board is 1–6, it
//!   moves from 24 towards 1 and bears off past 1. White's point `p` is
//!   Black's `25 − p`. Backgammon starts 2 on 24, 5 on 13, 3 on 8, 5 on 6;
//!   Plakoto all 15 on 24 (the opponent's 1-point).
//! - **Opening throw** (chance): each player throws one die; ties are thrown
//!   again, so the outcomes are the 30 ordered pairs of different faces,
//!   White's die first. The higher die starts. In backgammon the starter
//!   plays those two dice; in plakoto (catalog resolution) the starter then
//!   throws both dice for his first turn.
//! - **A turn** is a throw of two dice (chance: the 21 distinct throws,
//!   weight 1 for a double and 2 otherwise) and one whole play of it: each
//!   die moves one checker that many points, a double four times. A checker
//!   lands only on a point not held by two or more opposing checkers (in
//!   plakoto also not on a point where an opposing checker pins one of the
//!   mover's). As many dice as possible must be used; when only one of two
//!   different dice can be played, the larger if it can be. With no play the
//!   only move is `pass`.
//! - **Backgammon**: landing on a lone opposing checker hits it to the bar;
//!   a side with checkers on the bar must enter them all (on its point
//!   `25 − die`) before any other step, and forfeits what it cannot use.
//! - **Plakoto**: landing on a lone opposing checker pins it: it cannot move
//!   until every pinner leaves that point, its side may not land there, and
//!   its side may not bear off while it is pinned. The **mother** is a
//!   side's last checker on its starting point: when it is pinned there and
//!   the pinner has no checker left on its own starting point, the pinner
//!   wins (3 points, or 2 with Greek scoring); both mothers pinned is a draw.
//! - **Bearing off**: once every checker in play is in the home board, a die
//!   bears off a checker from the point it names; a higher die bears off
//!   from the highest occupied point only when no checker is higher.
//!   Bearing off is a step like the others: never compulsory while another
//!   step uses the die.
//! - **End**: the first to bear off all 15 wins. Backgammon: 1 point, or
//!   with the option `gammons` 2 if the loser bore off nothing and 3 if he
//!   also has a checker on the bar or in the winner's home board; times the
//!   cube. Plakoto (the text): 1 if the loser bore off a checker, else 2, and
//!   3 if he also still has a checker in the winner's home board; Greek
//!   scoring: 1 or 2.
//! - **Options** (off by default): `cube` (before throwing, a player who
//!   owns the cube or while it is in the middle may `double`; the opponent
//!   `take`s, owning the cube at twice the value, or `drop`s and loses the
//!   current value), `match-length` (a match to N points: games follow one
//!   another, each starting with the opening throw; with the cube, the game
//!   after a player first reaches N − 1 points is the Crawford game, without
//!   doubling), `gammons`.
//! - **Caps**: a game still running after [`GAME_CAP`] plies ends: fewer
//!   pips wins a single game; equal pips is a draw, which ends a match
//!   where it stands. A match ends after `2 × N × GAME_CAP` plies in all,
//!   the leader winning (equal: a draw). Neither cap is ever reached by
//!   real play.
//!
//! # Notation
//!
//! Points are the mover's own numbers. A play lists each checker's path
//! `from/to`, with `bar` and `off`; a checker moved by several dice is
//! written once (`13/7` for 6-1 via 12 or 7… when nothing is hit on the way)
//! and names the point where it hit on the way (`13/11*/7`); `*` marks a
//! hit (a pin in plakoto). Paths are listed from the highest start, repeated
//! for a double (`6/2 6/2 8/4 8/4`): `24/18 13/11`, `bar/22 6/off`. Input
//! also accepts the steps in any order and split or joined (`24/18 18/13`,
//! `24/18/13`, `24/13`), `(2)` multipliers (`6/2(2)`), `-` for `/`, `25`
//! for the bar and `0` for off; `*` is optional. A shorthand whose route is
//! not said picks a route without hits when one exists. With no legal play
//! the move is `pass` and the view says why.
//!
//! Throws are `roll 6-1` (larger die first; `6-1`, `1-6`, `61` are read
//! too); the opening throw is `roll W-B` with White's die first, so
//! `roll 1-6` means Black starts with 6-1. With the cube, a turn starts
//! with the mover's `roll` or `double`, answered by `take` or `drop`.
//!
//! Picker steps: each path's start (`13`, then ` 6` with a leading space),
//! then its destination (`/7`, `/2*`).
//!
//! # Position text
//!
//! `white:<side> black:<side> next:<phase> cube:<value>[w|b]
//! match:<white>-<black>/<length>[c] game:<n> ply:<game plies>`, each side
//! `point x count` in its own numbering, ascending, with `bar` and `off`,
//! a pinned checker marked `p`: `white:6x5,8x3,13x5,24x2`, `black:24x14,
//! 1x1p,off x0`. `next` is `opening`, `white-throw`, `white-6-1` (to play that
//! throw), `white-decide` (roll or double), `black-respond` (to White's
//! double), or `over`; `c` marks the Crawford game.
//!
//! [`Rules::from_position`] reads it back for the configured options (the
//! match length must be theirs): 15 checkers a side; no point held by both
//! sides (in plakoto, only a pinned lone checker under its pinner); no pins
//! in backgammon, no bar in plakoto; a cube of 1, or 2 to 64 with its owner
//! when the cube is in play; a phase the cube allows; a game in progress
//! nobody has won yet. What the text leaves out is found or assumed:
//! - `over`: how the game ended comes from the board (all borne off, the
//!   mother rule), the plies (the cap), or else a dropped double won by the
//!   side the score names; the score must agree with it. (A double dropped
//!   on the very ply the cap falls is read as the cap.)
//! - whether the Crawford game was played: from the score (a side one point
//!   short, with the cube).
//! - the match's plies before this game: none, so the match cap (never
//!   reached in play, see Caps) counts from this game.
//! - for the picture only: no last play or last game's result; the throw to
//!   play is shown as the dice; at the opening and at the end nobody's turn
//!   is kept (White, or the winner).

mod board;
mod dice;
mod notation;
mod plakoto;
mod plays;
mod position;
mod scoring;
mod view;

#[cfg(test)]
mod tests;

pub use board::{BAR, Board, CHECKERS, OFF};
pub use plays::{Play, Step};

use crate::notation::MoveError;
use crate::options::{OptionError, OptionKind, OptionSpec, Options};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status, View};
use plakoto::MotherRule;
use scoring::Ending;

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "backgammon",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[&super::WORDS],
};

/// Plies after which a single game is stopped (see the module docs).
pub const GAME_CAP: u32 = 3000;
/// The longest match accepted.
pub const MAX_MATCH: u8 = 25;

/// The two rule sets the engine plays.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Variant {
    /// Hits send a lone checker to the bar.
    Backgammon,
    /// Hits pin a lone checker instead; the mother rule.
    Plakoto,
}

/// The rules configured by a game's options.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Config {
    pub variant: Variant,
    /// The doubling cube is in play.
    pub cube: bool,
    /// Points to win (1: a single game).
    pub match_length: u8,
    /// Backgammon: gammons and backgammons count.
    pub gammons: bool,
    /// Plakoto: Greek scoring (1 or 2 points, mother 2).
    pub greek: bool,
}

/// Where a game is between plies.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Phase {
    /// The opening throw (chance): one die each.
    Opening,
    /// The mover chooses to `roll` or `double` (cube only).
    Decide,
    /// The mover's opponent answers a double: `take` or `drop`.
    Respond,
    /// The mover's throw (chance).
    Throw,
    /// The mover plays this throw (larger die first).
    Play(u8, u8),
}

/// How one game of the match ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct GameEnd {
    /// `None`: a drawn game.
    pub winner: Option<Seat>,
    pub ending: Ending,
    /// Points won (cube included).
    pub points: u16,
}

/// The last play, for the picture.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct LastPlay {
    pub seat: Seat,
    pub play: Play,
    /// Bit `i` set when step `i` hit (or pinned).
    pub hits: u8,
}

/// A position of a game (or a match) of backgammon or plakoto.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct BgState {
    board: Board,
    /// The mover (the thrower at a chance node after the opening).
    turn: Seat,
    phase: Phase,
    cube: u16,
    cube_owner: Option<Seat>,
    score: [u16; 2],
    /// This game is the Crawford game (no doubling).
    crawford: bool,
    /// The Crawford game has been played or is being played.
    crawford_done: bool,
    /// Games started, from 1.
    game: u16,
    game_ply: u32,
    ply: u32,
    /// The match is over; the last game's end.
    finished: Option<GameEnd>,
    /// The most recent finished game of the match.
    last_game: Option<GameEnd>,
    /// The last throw (larger die first) and, for the opening, the dice as
    /// thrown (White's, Black's).
    last_dice: Option<(u8, u8)>,
    opening: Option<(u8, u8)>,
    last: Option<LastPlay>,
}

impl BgState {
    /// The checkers.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The phase of the current turn.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// The mover.
    pub fn turn(&self) -> Seat {
        self.turn
    }
}

/// A throw, a play or a cube action.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BgMove {
    /// The opening throw: White's die, Black's die (different).
    Opening(u8, u8),
    /// A throw of two dice, larger first.
    Throw(u8, u8),
    /// A whole play of the throw.
    Play(Play),
    /// No legal play.
    Pass,
    /// Throw without doubling.
    Roll,
    /// Offer to double the stake.
    Double,
    /// Accept the double.
    Take,
    /// Refuse the double and lose the game at the current stake.
    Drop,
}

/// The shared engine behind [`Backgammon`] and [`Plakoto`].
#[derive(Clone, Debug)]
pub struct Engine {
    cfg: Config,
}

fn seat_name(seat: Seat) -> &'static str {
    if seat == Seat::FIRST { "White" } else { "Black" }
}

impl Engine {
    /// The engine with `cfg`.
    pub fn new(cfg: Config) -> Engine {
        Engine { cfg }
    }

    /// The configuration.
    pub fn config(&self) -> Config {
        self.cfg
    }

    fn max_plies(&self) -> u32 {
        2 * u32::from(self.cfg.match_length) * GAME_CAP
    }

    fn fresh_game(&self, state: &mut BgState) {
        state.board = Board::start(self.cfg.variant);
        state.phase = Phase::Opening;
        state.cube = 1;
        state.cube_owner = None;
        state.game_ply = 0;
        state.last = None;
        state.last_dice = None;
        state.opening = None;
    }

    fn initial(&self) -> BgState {
        let mut state = BgState {
            board: Board::start(self.cfg.variant),
            turn: Seat::FIRST,
            phase: Phase::Opening,
            cube: 1,
            cube_owner: None,
            score: [0; 2],
            crawford: false,
            crawford_done: false,
            game: 1,
            game_ply: 0,
            ply: 0,
            finished: None,
            last_game: None,
            last_dice: None,
            opening: None,
            last: None,
        };
        self.fresh_game(&mut state);
        state
    }

    /// Whether `seat` may offer a double at the start of its turn.
    fn may_double(&self, state: &BgState, seat: Seat) -> bool {
        self.cfg.cube && !state.crawford && state.cube < 64 && state.cube_owner.is_none_or(|o| o == seat)
    }

    fn start_turn(&self, state: &mut BgState, seat: Seat) {
        state.turn = seat;
        state.phase = if self.may_double(state, seat) {
            Phase::Decide
        } else {
            Phase::Throw
        };
    }

    fn status(&self, state: &BgState) -> Status {
        if let Some(end) = state.finished {
            return Status::Over(self.outcome(state, end));
        }
        match state.phase {
            Phase::Opening | Phase::Throw => Status::Chance,
            Phase::Decide | Phase::Play(..) => Status::ToMove(state.turn),
            Phase::Respond => Status::ToMove(state.turn.other()),
        }
    }

    fn outcome(&self, state: &BgState, end: GameEnd) -> Outcome {
        let how = scoring::describe(end);
        if self.cfg.match_length == 1 {
            let scores = |w: Seat| {
                let mut s = vec![0, 0];
                s[w.index()] = i32::from(end.points);
                s
            };
            return match end.winner {
                Some(w) => Outcome::win(w, how).with_scores(scores(w)),
                None => Outcome::draw(how),
            };
        }
        let [a, b] = state.score;
        let scores = vec![i32::from(a), i32::from(b)];
        let reason = Message::new("backgammon-match")
            .count("length", self.cfg.match_length)
            .count("a", a)
            .count("b", b)
            .part("how", how);
        let outcome = match a.cmp(&b) {
            std::cmp::Ordering::Greater => Outcome::win(Seat::FIRST, reason),
            std::cmp::Ordering::Less => Outcome::win(Seat::SECOND, reason),
            std::cmp::Ordering::Equal => Outcome::draw(reason),
        };
        outcome.with_scores(scores)
    }

    /// The legal plays of the mover's throw, with their position keys.
    fn listed(&self, state: &BgState) -> Vec<plays::Listed> {
        match state.phase {
            Phase::Play(a, b) if state.finished.is_none() => {
                plays::legal_plays(self.cfg.variant, state.turn, &state.board, (a, b))
            }
            _ => Vec::new(),
        }
    }

    fn legal_moves(&self, state: &BgState, out: &mut Vec<BgMove>) {
        if state.finished.is_some() {
            return;
        }
        match state.phase {
            Phase::Opening | Phase::Throw => {}
            Phase::Decide => out.extend([BgMove::Roll, BgMove::Double]),
            Phase::Respond => out.extend([BgMove::Take, BgMove::Drop]),
            Phase::Play(..) => {
                let listed = self.listed(state);
                if listed.is_empty() {
                    out.push(BgMove::Pass);
                } else {
                    out.extend(listed.into_iter().map(|l| BgMove::Play(l.play)));
                }
            }
        }
    }

    fn chance_outcomes(&self, state: &BgState, out: &mut Vec<(BgMove, u32)>) {
        if state.finished.is_some() {
            return;
        }
        match state.phase {
            Phase::Opening => dice::opening_outcomes(out),
            Phase::Throw => dice::throw_outcomes(out),
            _ => {}
        }
    }

    fn apply(&self, state: &mut BgState, mv: &BgMove) {
        state.ply += 1;
        state.game_ply += 1;
        let seat = state.turn;
        match *mv {
            BgMove::Opening(w, b) => {
                let starter = if w > b { Seat::FIRST } else { Seat::SECOND };
                let (hi, lo) = (w.max(b), w.min(b));
                state.turn = starter;
                state.opening = Some((w, b));
                state.last_dice = Some((hi, lo));
                state.phase = match self.cfg.variant {
                    Variant::Backgammon => Phase::Play(hi, lo),
                    Variant::Plakoto => Phase::Throw,
                };
            }
            BgMove::Throw(a, b) => {
                state.opening = None;
                state.last_dice = Some((a, b));
                state.phase = Phase::Play(a, b);
            }
            BgMove::Roll => state.phase = Phase::Throw,
            BgMove::Double => state.phase = Phase::Respond,
            BgMove::Take => {
                state.cube = state.cube.saturating_mul(2);
                state.cube_owner = Some(seat.other());
                state.phase = Phase::Throw;
            }
            BgMove::Drop => {
                let end = GameEnd {
                    winner: Some(seat),
                    ending: Ending::Dropped,
                    points: state.cube,
                };
                self.end_game(state, end);
            }
            // The play before a pass stays the last one drawn: a board
            // after a pass still shows what changed it.
            BgMove::Pass => self.after_play(state),
            BgMove::Play(play) => {
                let mut hits = 0u8;
                for (i, s) in play.steps().iter().enumerate() {
                    if state
                        .board
                        .apply(self.cfg.variant, seat, usize::from(s.from), usize::from(s.to))
                    {
                        hits |= 1 << i;
                    }
                }
                state.last = Some(LastPlay { seat, play, hits });
                self.after_play(state);
            }
        }
        if state.finished.is_none() {
            self.check_caps(state);
        }
    }

    /// After a play or a pass: a won game, the mother rule, or the next turn.
    fn after_play(&self, state: &mut BgState) {
        let seat = state.turn;
        if state.board.counts[seat.index()][OFF] == CHECKERS {
            let (ending, points) = scoring::bear_off_win(&self.cfg, &state.board, seat);
            let end = GameEnd {
                winner: Some(seat),
                ending,
                points: points * state.cube,
            };
            self.end_game(state, end);
            return;
        }
        if self.cfg.variant == Variant::Plakoto {
            match plakoto::mother_rule(&state.board) {
                MotherRule::Nothing => {}
                MotherRule::Draw => {
                    let end = GameEnd {
                        winner: None,
                        ending: Ending::BothMothers,
                        points: 0,
                    };
                    self.end_game(state, end);
                    return;
                }
                MotherRule::Win(w) => {
                    let points = if self.cfg.greek { 2 } else { 3 };
                    let end = GameEnd {
                        winner: Some(w),
                        ending: Ending::Mother,
                        points,
                    };
                    self.end_game(state, end);
                    return;
                }
            }
        }
        self.start_turn(state, seat.other());
    }

    fn check_caps(&self, state: &mut BgState) {
        if state.game_ply >= GAME_CAP {
            let (w, b) = (state.board.pips(Seat::FIRST), state.board.pips(Seat::SECOND));
            let winner = match w.cmp(&b) {
                std::cmp::Ordering::Less => Some(Seat::FIRST),
                std::cmp::Ordering::Greater => Some(Seat::SECOND),
                std::cmp::Ordering::Equal => None,
            };
            let end = GameEnd {
                winner,
                ending: Ending::Cap,
                points: if winner.is_some() { state.cube } else { 0 },
            };
            self.end_game(state, end);
        }
        if state.finished.is_none() && state.ply >= self.max_plies() {
            let end = state.last_game.unwrap_or(GameEnd {
                winner: None,
                ending: Ending::Cap,
                points: 0,
            });
            state.finished = Some(end);
        }
    }

    /// Scores a finished game; ends the match or starts the next game.
    fn end_game(&self, state: &mut BgState, end: GameEnd) {
        if let Some(w) = end.winner {
            state.score[w.index()] = state.score[w.index()].saturating_add(end.points);
        }
        state.last_game = Some(end);
        let target = u16::from(self.cfg.match_length);
        let decided = end.winner.is_none_or(|w| state.score[w.index()] >= target);
        if self.cfg.match_length == 1 || decided {
            state.finished = Some(end);
            return;
        }
        state.crawford = false;
        if self.cfg.cube && !state.crawford_done && state.score.contains(&(target - 1)) {
            state.crawford = true;
            state.crawford_done = true;
        }
        state.game += 1;
        self.fresh_game(state);
    }

    fn position_text(&self, state: &BgState) -> String {
        let side = |seat: Seat| notation::side_text(&state.board, seat);
        let next = match (state.finished, state.phase) {
            (Some(_), _) => "over".to_string(),
            (None, Phase::Opening) => "opening".to_string(),
            (None, Phase::Throw) => format!("{}-throw", seat_name(state.turn).to_lowercase()),
            (None, Phase::Decide) => format!("{}-decide", seat_name(state.turn).to_lowercase()),
            (None, Phase::Respond) => {
                format!("{}-respond", seat_name(state.turn.other()).to_lowercase())
            }
            (None, Phase::Play(a, b)) => {
                format!("{}-{a}-{b}", seat_name(state.turn).to_lowercase())
            }
        };
        let owner = match state.cube_owner {
            None => "",
            Some(Seat::FIRST) => "w",
            Some(_) => "b",
        };
        format!(
            "white:{} black:{} next:{next} cube:{}{owner} match:{}-{}/{}{} game:{} ply:{}",
            side(Seat::FIRST),
            side(Seat::SECOND),
            state.cube,
            state.score[0],
            state.score[1],
            self.cfg.match_length,
            if state.crawford { "c" } else { "" },
            state.game,
            state.game_ply,
        )
    }
}

const BACKGAMMON_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "cube",
        kind: OptionKind::Bool,
        default: "false",
        help: "option-cube",
    },
    OptionSpec {
        name: "match-length",
        kind: OptionKind::Int {
            min: 1,
            max: MAX_MATCH as i64,
        },
        default: "1",
        help: "option-match-length-cube",
    },
    OptionSpec {
        name: "gammons",
        kind: OptionKind::Bool,
        default: "false",
        help: "option-gammons",
    },
];

const PLAKOTO_OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "match-length",
        kind: OptionKind::Int {
            min: 1,
            max: MAX_MATCH as i64,
        },
        default: "1",
        help: "option-match-length",
    },
    OptionSpec {
        name: "greek-scoring",
        kind: OptionKind::Bool,
        default: "false",
        help: "option-greek-scoring",
    },
];

static BACKGAMMON_INFO: GameInfo = GameInfo {
    slug: "backgammon",
    name_en: "Backgammon",
    name_it: "Backgammon",
    aliases: &["tavola reale", "bg", "tavla"],
    family: crate::Family::Race,
    summary: "the doubling cube, matches with the Crawford rule, gammons",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["White", "Black"],
    chance: true,
    hidden: false,
    options: BACKGAMMON_OPTIONS,
    max_plies: 2 * MAX_MATCH as u32 * GAME_CAP,
    source: "catalog tavolando-9-14-and-short-issues.md, backgammon (Tavolando §11.1)",
    words: &WORDS,
};

static PLAKOTO_INFO: GameInfo = GameInfo {
    slug: "plakoto",
    name_en: "Plakoto",
    name_it: "Plakoto",
    aliases: &["tavli plakoto", "πλακωτό"],
    family: crate::Family::Race,
    summary: "pins and the mother checker",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["White", "Black"],
    chance: true,
    hidden: false,
    options: PLAKOTO_OPTIONS,
    max_plies: 2 * MAX_MATCH as u32 * GAME_CAP,
    source: "catalog tavolando-9-14-and-short-issues.md, plakoto (Tavolando §11.2)",
    words: &WORDS,
};

/// One rule set of the family as a [`Rules`] type, delegating to [`Engine`].
macro_rules! rule_set {
    ($(#[$doc:meta])* $name:ident, $info:ident, $variant:expr, $knobs:expr) => {
        $(#[$doc])*
        #[derive(Clone, Debug)]
        pub struct $name(Engine);

        impl $name {
            /// The shared engine.
            pub fn engine(&self) -> &Engine {
                &self.0
            }
        }

        impl Rules for $name {
            type State = BgState;
            type Move = BgMove;

            const KNOBS: crate::Knobs = $knobs;

            fn info() -> &'static GameInfo {
                &$info
            }

            fn new(options: &Options) -> Result<Self, OptionError> {
                let variant = $variant;
                let match_length = u8::try_from(options.int("match-length").clamp(1, i64::from(MAX_MATCH)))
                    .unwrap_or(1);
                Ok($name(Engine::new(Config {
                    variant,
                    cube: options.bool("cube"),
                    match_length,
                    gammons: options.bool("gammons"),
                    greek: options.bool("greek-scoring"),
                })))
            }

            fn max_plies(&self) -> u32 {
                self.0.max_plies()
            }

            fn initial(&self) -> BgState {
                self.0.initial()
            }

            fn status(&self, state: &BgState) -> Status {
                self.0.status(state)
            }

            fn legal_moves(&self, state: &BgState, out: &mut Vec<BgMove>) {
                self.0.legal_moves(state, out)
            }

            fn chance_outcomes(&self, state: &BgState, out: &mut Vec<(BgMove, u32)>) {
                self.0.chance_outcomes(state, out)
            }

            fn apply(&self, state: &mut BgState, mv: &BgMove) {
                self.0.apply(state, mv)
            }

            fn format_move(&self, state: &BgState, mv: &BgMove) -> String {
                self.0.format_move(state, mv)
            }

            fn move_steps(&self, state: &BgState, mv: &BgMove) -> Vec<String> {
                self.0.move_steps(state, mv)
            }

            fn diagnose(&self, state: &BgState, text: &str) -> MoveError {
                self.0.diagnose(state, text)
            }

            fn parse_move(&self, state: &BgState, text: &str) -> Result<BgMove, MoveError> {
                self.0.parse_move(self, state, text)
            }

            fn position_text(&self, state: &BgState) -> String {
                self.0.position_text(state)
            }

            fn from_position(&self, text: &str) -> Result<BgState, PositionError> {
                self.0.read_position(text)
            }

            fn view(&self, state: &BgState, seat: Option<Seat>) -> View {
                self.0.view(state, seat)
            }
        }
    };
}

rule_set!(
    /// Backgammon (Tavolando §11.1).
    Backgammon,
    BACKGAMMON_INFO,
    Variant::Backgammon,
    crate::Knobs {
        // In both games the play bearing off the last checkers is nearly
        // always the only play (plays are distinct positions), so random
        // games rarely offer a win beside other plays.
        no_win_among_others: true,
        // On the race hooks, level 1 over 200 games: 1.00; level 3 10 of 10.
        strength: Some(crate::knobs::Strength::new(crate::knobs::Bar::new(200, 0.9), crate::knobs::Bar::new(10, 0.8))),
        ..crate::Knobs::NONE
    }
);
rule_set!(
    /// Plakoto (Tavolando §11.2).
    Plakoto,
    PLAKOTO_INFO,
    Variant::Plakoto,
    crate::Knobs {
        no_win_among_others: true,
        // On the race hooks, level 1 over 200 games: 0.78 (21 draws: both
        // mothers pinned; random against random draws 15%); level 3 8.5 of
        // 10.
        strength: Some(crate::knobs::Strength::new(crate::knobs::Bar::new(200, 0.7), crate::knobs::Bar::new(10, 0.7))),
        ..crate::Knobs::NONE
    }
);
