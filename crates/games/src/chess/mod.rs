//! The chess family: orthodox pieces on an 8×8 board, with the move
//! generation of the `shakmaty` crate (lichess's generator, GPL-3.0-or-later)
//! and the rules of each variant on top.
//!
//! One engine, [`Engine`], serves every rule set; a [`Variant`] says which
//! `shakmaty` position it moves on and which of three rule switches it sets:
//!
//! - **losing** (Vinciperdi): the `Antichess` position — capture compulsory,
//!   the king an ordinary piece, no castling, promotion to a king allowed; a
//!   player with no pieces left, or with no legal move, wins;
//! - **progressive**: series of 1, 2, 3… moves by the same seat, each move
//!   its own ply (a series is too large to list as one move), checked one by
//!   one; en passant only as the first move of a series, against a pawn that
//!   double-stepped during the opponent's previous series and has not moved
//!   since; a check ends the series; ten complete series in a row without a
//!   capture or a pawn move draw;
//! - **italian** (with progressive): a move may give check only as the last
//!   move of its series.
//!
//! Between two moves of one series the engine hands the move back to the
//! same colour by rebuilding the `shakmaty` position from its setup with the
//! turn kept and no en-passant square; the en-passant squares the series
//! leaves behind are kept beside it (`ChessState::targets`) and their
//! captures are generated here, checked for the safety of the capturer's
//! king, at the first move of the next series only.
//!
//! Notation: SAN (`Nf3`, `exd5`, `e8=Q`, `O-O`, `Qh4#`), canonical with its
//! check and mate signs; accepted besides: UCI (`e2e4`, `e7e8q`), `0-0` and
//! `0-0-0`, a missing or extra `x`, `+` or `#`, `-` or `:` between squares,
//! piece letters in lower case when that is unambiguous, and the Italian
//! piece letters (R king, D queen, T rook, A bishop, C knight). Picker steps:
//! the piece letter (or the pawn's file, or the castling), then the
//! destination's file (with the capture sign and any disambiguation), then
//! its rank (with the promotion and the check sign).
//!
//! Position text: orthodox rule sets write FEN. Progressive ones write FEN
//! whose fields mean: board, the colour moving now, castling rights, the
//! en-passant squares the first move of this series may capture on (comma
//! separated, or `-`), the complete series in a row without capture or pawn
//! move (`-` once the series under way has made one), the number of the
//! series under way (its length); then a seventh field, the moves of the
//! series already played, and, when the series under way has made double
//! steps, an eighth: the squares they passed over.

use std::marker::PhantomData;

use shakmaty::zobrist::Zobrist64;
use shakmaty::{
    CastlingMode, Color, EnPassantMode, FromSetup, Move, Position, Role, Setup, Square,
    san::{San, SanPlus},
};

use crate::notation::MoveError;
use crate::options::{OptionError, Options};
use crate::record::{Record, RecordError, RecordFormat, RecordTags};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status, View};

pub mod neo;
mod notation;
pub mod pgn;
pub mod progressive;
mod view;
pub mod vinciperdi;

#[cfg(test)]
mod tests;

pub use neo::NeoChess;
pub use notation::from_italian;
pub use pgn::{pgn, pgn_with};
pub use progressive::{ItalianProgressiveChess, ProgressiveChess, ProgressiveVinciperdi};
pub use vinciperdi::Vinciperdi;

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "chess",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

/// What sets a rule set of the family apart.
pub trait Variant: Send + Sync + 'static {
    /// The `shakmaty` position it moves on.
    type Pos: Position + Clone + Default + std::fmt::Debug + Send + Sync + 'static;
    /// The static facts.
    fn info() -> &'static GameInfo;
    /// What the shared suites must know (see [`crate::knobs`]).
    const KNOBS: crate::Knobs = crate::Knobs::NONE;
    /// The position of a set-up, or why it is none; `lenient`: with
    /// too much material and impossible checks allowed. Rule sets on a
    /// `shakmaty` position call [`orthodox_set_up`].
    ///
    /// # Errors
    /// Why the set-up is not a position of the rule set.
    fn set_up(setup: Setup, lenient: bool) -> Result<Self::Pos, String>;
    /// Losing chess: no check, compulsory captures, lose everything to win.
    const LOSING: bool;
    /// Series of 1, 2, 3… moves.
    const PROGRESSIVE: bool;
    /// Check only with the last move of a series.
    const ITALIAN: bool;
    /// The PGN `Variant` tag, if not standard chess.
    const PGN_VARIANT: Option<&'static str>;
    /// Plies after which an orthodox game is drawn, where no rule of the
    /// game bounds its length (drops undo captures).
    const PLY_CAP: Option<u32> = None;
}

/// A `shakmaty` position read from its set-up by `shakmaty`'s own checks
/// (see [`Variant::set_up`]).
///
/// # Errors
/// `shakmaty`'s reasons, in words.
pub fn orthodox_set_up<P: FromSetup>(setup: Setup, lenient: bool) -> Result<P, String> {
    let pos = P::from_setup(setup, CastlingMode::Standard);
    if lenient {
        pos.or_else(shakmaty::PositionError::ignore_too_much_material)
            .or_else(shakmaty::PositionError::ignore_impossible_check)
            .map_err(|e| e.to_string())
    } else {
        pos.map_err(|e| e.to_string())
    }
}

/// The plies played before `pos` in an orthodox game, from its move number.
fn plies_before<P: Position>(pos: &P) -> u32 {
    (pos.fullmoves().get() - 1) * 2 + u32::from(pos.turn() == Color::Black)
}

/// A rule set of the chess family.
pub struct Engine<V: Variant>(PhantomData<V>);

/// A position of a chess-family game.
#[derive(Clone, Debug)]
pub struct ChessState<P> {
    /// The board, with the colour moving now to move and, in progressive
    /// rule sets, no en-passant square (see `targets`).
    pos: P,
    /// The number of the series under way, which is also its length in
    /// progressive rule sets (in orthodox ones, the ply from 1).
    series: u32,
    /// Moves of the series already played.
    done: u32,
    /// Progressive: the squares a pawn passed over in a double step during
    /// the opponent's last series, still capturable en passant by the first
    /// move of this series.
    targets: Vec<Square>,
    /// Progressive: the double steps of the series under way.
    made: Vec<Square>,
    /// Progressive: complete series in a row without capture or pawn move.
    quiet: u32,
    /// Progressive: the series under way has captured or moved a pawn.
    zeroing: bool,
    /// The positions at the start of each turn since the last capture or
    /// pawn move, for repetition.
    seen: Vec<u64>,
    /// The moves of the last series (the one under way, once it has begun),
    /// with the position each was played from.
    last: Vec<(Move, P)>,
}

/// The seat of a colour: White is seat 0.
pub fn seat_of(colour: Color) -> Seat {
    match colour {
        Color::White => Seat::FIRST,
        Color::Black => Seat::SECOND,
    }
}

/// Complete series without capture or pawn move that draw.
pub const QUIET_SERIES: u32 = 10;
/// Plies without capture or pawn move that draw an orthodox game (fifty
/// moves each).
pub const QUIET_PLIES: u32 = 100;

impl<V: Variant> Engine<V> {
    /// The rule set.
    pub fn rules() -> Self {
        Engine(PhantomData)
    }

    /// The position `pos` with `turn` to move and no en-passant square.
    fn hand_to(pos: &V::Pos, turn: Color) -> V::Pos {
        let mut setup = pos.to_setup(EnPassantMode::Legal);
        setup.turn = turn;
        setup.ep_square = None;
        V::set_up(setup, true).unwrap_or_else(|_| pos.clone())
    }

    fn hash(pos: &V::Pos) -> u64 {
        pos.zobrist_hash::<Zobrist64>(EnPassantMode::Legal).0
    }

    /// The length of the series under way.
    pub fn series_length(state: &ChessState<V::Pos>) -> u32 {
        if V::PROGRESSIVE { state.series } else { 1 }
    }

    /// Whether the move under way is the last of its series.
    fn last_of_series(state: &ChessState<V::Pos>) -> bool {
        state.done + 1 >= Self::series_length(state)
    }

    /// The square of the pawn that passed over `passed`, for the colour to
    /// move's opponent.
    fn pawn_beyond(passed: Square, mover: Color) -> Option<Square> {
        // The opponent's pawn stands one rank further from its own side.
        passed.offset(if mover == Color::White { -8 } else { 8 })
    }

    /// The en-passant captures the first move of a progressive series may
    /// make, checked for the safety of the capturer's king.
    fn en_passant(&self, state: &ChessState<V::Pos>, out: &mut Vec<Move>) {
        if !V::PROGRESSIVE || state.done != 0 {
            return;
        }
        let pos = &state.pos;
        let me = pos.turn();
        let board = pos.board();
        for &passed in &state.targets {
            let Some(pawn) = Self::pawn_beyond(passed, me) else {
                continue;
            };
            if board.piece_at(pawn) != Some((!me).pawn()) || board.piece_at(passed).is_some() {
                continue;
            }
            for side in [-1, 1] {
                let Some(from) = pawn.offset(side) else {
                    continue;
                };
                if from.rank() != pawn.rank() || board.piece_at(from) != Some(me.pawn()) {
                    continue;
                }
                let mv = Move::EnPassant { from, to: passed };
                if V::LOSING || Self::king_safe_after(pos, mv) {
                    out.push(mv);
                }
            }
        }
    }

    /// Whether the mover's king is safe after `mv` (which `shakmaty` did
    /// not generate, so did not check).
    fn king_safe_after(pos: &V::Pos, mv: Move) -> bool {
        let me = pos.turn();
        let mut after = pos.clone();
        after.play_unchecked(mv);
        let board = after.board();
        match board.king_of(me) {
            Some(king) => board.attacks_to(king, !me, board.occupied()).is_empty(),
            None => true,
        }
    }

    /// Whether `mv` gives check (never in losing chess).
    fn gives_check(pos: &V::Pos, mv: Move) -> bool {
        if V::LOSING {
            return false;
        }
        let mut after = pos.clone();
        after.play_unchecked(mv);
        after.is_check()
    }

    /// The legal moves, unsorted.
    fn moves(&self, state: &ChessState<V::Pos>) -> Vec<Move> {
        let pos = &state.pos;
        let mut ep = Vec::new();
        self.en_passant(state, &mut ep);
        let mut moves: Vec<Move> = if V::LOSING && !ep.is_empty() {
            // An en-passant capture makes capturing compulsory.
            pos.capture_moves().into_iter().collect()
        } else {
            pos.legal_moves().into_iter().collect()
        };
        moves.extend(ep);
        if V::ITALIAN && !Self::last_of_series(state) {
            moves.retain(|&m| !Self::gives_check(pos, m));
        }
        moves
    }

    /// Whether the colour to move has a legal move (without listing them
    /// all where a filter applies).
    fn has_move(&self, state: &ChessState<V::Pos>) -> bool {
        let pos = &state.pos;
        let mut ep = Vec::new();
        self.en_passant(state, &mut ep);
        if !ep.is_empty() && (!V::ITALIAN || Self::last_of_series(state)) {
            return true;
        }
        let base = pos.legal_moves();
        if V::ITALIAN && !Self::last_of_series(state) {
            base.iter().chain(&ep).any(|&m| !Self::gives_check(pos, m))
        } else {
            !base.is_empty() || !ep.is_empty()
        }
    }

    /// The colour whose pieces are all gone, if any (losing chess).
    fn emptied(pos: &V::Pos) -> Option<Color> {
        let board = pos.board();
        [pos.turn(), !pos.turn()]
            .into_iter()
            .find(|&c| board.by_color(c).is_empty())
    }

    fn outcome(&self, state: &ChessState<V::Pos>) -> Option<Outcome> {
        let pos = &state.pos;
        let me = pos.turn();
        if V::LOSING
            && let Some(colour) = Self::emptied(pos)
        {
            let seat = seat_of(colour);
            return Some(Outcome::win(
                seat,
                Message::new("chess-no-pieces-left").seat("seat", seat),
            ));
        }
        if !self.has_move(state) {
            let seat = seat_of(me);
            return Some(if V::LOSING {
                Outcome::win(seat, Message::new("chess-cannot-move-wins").seat("seat", seat))
            } else if pos.is_check() {
                let reason = if V::ITALIAN && !pos.legal_moves().is_empty() {
                    Message::new("chess-progressive-checkmate")
                } else {
                    Message::new("chess-checkmate")
                };
                Outcome::win(seat_of(!me), reason.seat("seat", seat))
            } else {
                Outcome::draw(Message::new("chess-stalemate").seat("seat", seat))
            });
        }
        if state.done == 0 {
            let here = Self::hash(pos);
            if state.seen.iter().filter(|&&h| h == here).count() >= 3 {
                return Some(Outcome::draw(Message::new("chess-repetition")));
            }
            if V::PROGRESSIVE && state.quiet >= QUIET_SERIES {
                return Some(Outcome::draw(
                    Message::new("chess-quiet-series").count("series", QUIET_SERIES),
                ));
            }
            if !V::PROGRESSIVE && pos.halfmoves() >= QUIET_PLIES {
                return Some(Outcome::draw(
                    Message::new("chess-fifty-moves").count("moves", QUIET_PLIES / 2),
                ));
            }
            if let Some(cap) = V::PLY_CAP
                && !V::PROGRESSIVE
                && plies_before(pos) >= cap
            {
                return Some(Outcome::draw(Message::new("chess-ply-cap").count("plies", cap)));
            }
        }
        None
    }

    /// The state of a position text's parts (see the module's note).
    fn state_from(
        pos: V::Pos,
        series: u32,
        done: u32,
        quiet: u32,
        targets: Vec<Square>,
    ) -> ChessState<V::Pos> {
        let mut state = ChessState {
            pos,
            series,
            done,
            targets,
            made: Vec::new(),
            quiet,
            zeroing: false,
            seen: Vec::new(),
            last: Vec::new(),
        };
        if done == 0 {
            state.seen.push(Self::hash(&state.pos));
        }
        state
    }

    /// The moves of the last series with the positions they were played
    /// from, oldest first; the series under way once it has begun.
    pub fn last_series(state: &ChessState<V::Pos>) -> &[(Move, V::Pos)] {
        &state.last
    }

    /// The `shakmaty` position (the colour moving now to move).
    pub fn position(state: &ChessState<V::Pos>) -> &V::Pos {
        &state.pos
    }

    /// The series under way: its number (= length in progressive rule
    /// sets) and the moves already played.
    pub fn series(state: &ChessState<V::Pos>) -> (u32, u32) {
        (state.series, state.done)
    }
}

impl<V: Variant> Rules for Engine<V> {
    type State = ChessState<V::Pos>;
    type Move = Move;

    const KNOBS: crate::Knobs = V::KNOBS;

    fn info() -> &'static GameInfo {
        V::info()
    }

    fn new(_options: &Options) -> Result<Self, OptionError> {
        Ok(Self::rules())
    }

    fn initial(&self) -> Self::State {
        Self::state_from(V::Pos::default(), 1, 0, 0, Vec::new())
    }

    fn status(&self, state: &Self::State) -> Status {
        match self.outcome(state) {
            Some(outcome) => Status::Over(outcome),
            None => Status::ToMove(seat_of(state.pos.turn())),
        }
    }

    fn legal_moves(&self, state: &Self::State, out: &mut Vec<Move>) {
        if self.outcome(state).is_none() {
            out.extend(self.moves(state));
        }
    }

    fn apply(&self, state: &mut Self::State, mv: &Move) {
        let mv = *mv;
        let me = state.pos.turn();
        if state.done == 0 {
            state.last.clear();
        }
        state.last.push((mv, state.pos.clone()));
        if !V::PROGRESSIVE {
            state.pos.play_unchecked(mv);
            if mv.is_zeroing() {
                state.seen.clear();
            }
            state.seen.push(Self::hash(&state.pos));
            state.series += 1;
            return;
        }
        let check = Self::gives_check(&state.pos, mv);
        state.pos.play_unchecked(mv);
        state.done += 1;
        state.zeroing |= mv.is_zeroing();
        if state.done == 1 {
            state.targets.clear();
        }
        if let Some(from) = mv.from() {
            // A pawn that moves again is no longer capturable en passant.
            state
                .made
                .retain(|&passed| Self::pawn_beyond(passed, !me) != Some(from));
        }
        if let Move::Normal {
            role: Role::Pawn,
            from,
            to,
            ..
        } = mv
            && from.rank().distance(to.rank()) == 2
            && let Some(passed) = from.offset(if me == Color::White { 8 } else { -8 })
        {
            state.made.push(passed);
        }
        let finished = state.done >= state.series || check;
        if finished {
            state.targets = std::mem::take(&mut state.made);
            state.quiet = if state.zeroing { 0 } else { state.quiet + 1 };
            if state.zeroing {
                state.seen.clear();
            }
            state.zeroing = false;
            state.series += 1;
            state.done = 0;
            state.pos = Self::hand_to(&state.pos, !me);
            state.seen.push(Self::hash(&state.pos));
        } else {
            state.pos = Self::hand_to(&state.pos, me);
        }
    }

    /// SAN with `+` for check and `#` for a move that ends the game by
    /// mate or, in Vinciperdi, by a win (as lichess and python-chess
    /// write it); without signs in progressive Vinciperdi, where a side
    /// that looks stalemated in mid-series is not.
    fn format_move(&self, state: &Self::State, mv: &Move) -> String {
        // Losing chess has neither check nor mate: no sign (its last
        // capture leaves a position with no move, which a suffix would
        // call mate).
        if V::LOSING {
            return San::from_move(&state.pos, *mv).to_string();
        }
        // Not `SanPlus::from_move`: it leaves out the sign of a move its
        // position does not list (an en-passant capture of a progressive
        // series, whose square lives beside the position).
        SanPlus::from_move_and_play_unchecked(&mut state.pos.clone(), *mv).to_string()
    }

    fn move_steps(&self, state: &Self::State, mv: &Move) -> Vec<String> {
        notation::steps(&self.format_move(state, mv))
    }

    fn move_aliases(&self, state: &Self::State, mv: &Move) -> Vec<String> {
        vec![notation::uci(*mv)]
            .into_iter()
            .filter(|a| *a != self.format_move(state, mv))
            .collect()
    }

    fn parse_move(&self, state: &Self::State, text: &str) -> Result<Move, MoveError> {
        notation::parse(self, state, text)
    }

    fn diagnose(&self, state: &Self::State, text: &str) -> MoveError {
        notation::diagnose(self, state, text)
    }

    fn position_text(&self, state: &Self::State) -> String {
        let fen = shakmaty::fen::Fen::from_position(&state.pos, EnPassantMode::Legal).to_string();
        if !V::PROGRESSIVE {
            return fen;
        }
        let mut fields: Vec<String> = fen.split(' ').map(String::from).collect();
        fields.truncate(3);
        let targets = if state.done == 0 && !state.targets.is_empty() {
            state
                .targets
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(",")
        } else {
            "-".to_string()
        };
        let made = if state.made.is_empty() {
            String::new()
        } else {
            format!(
                " {}",
                state
                    .made
                    .iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(",")
            )
        };
        // A series under way that has already captured or moved a pawn
        // writes `-` for the quiet count: it restarts at its end.
        let quiet = if state.zeroing {
            "-".to_string()
        } else {
            state.quiet.to_string()
        };
        format!(
            "{} {targets} {quiet} {} {}{made}",
            fields.join(" "),
            state.series,
            state.done
        )
    }

    fn from_position(&self, text: &str) -> Result<Self::State, PositionError> {
        notation::read_position(self, text)
    }

    fn view(&self, state: &Self::State, seat: Option<Seat>) -> View {
        view::view(self, state, seat)
    }

    fn can_still_win(&self, state: &Self::State, seat: Seat) -> bool {
        let colour = if seat == Seat::FIRST {
            Color::White
        } else {
            Color::Black
        };
        !state.pos.has_insufficient_material(colour)
    }

    fn record(&self, moves: &[String], tags: &RecordTags) -> Option<Result<Record, RecordError>> {
        let text = pgn::pgn_with(Self::info().slug, moves, tags);
        Some(text.map(|text| Record {
            format: RecordFormat::Pgn,
            text,
        }))
    }
}
