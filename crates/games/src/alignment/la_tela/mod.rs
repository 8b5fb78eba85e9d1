//! La Tela, Nine Men's Morris, Mulino (Tavolando §5.2.1; catalog
//! `tavolando-3-8.md`, "18. La Tela", `la-tela`).
//!
//! Two players with nine pieces each on the 24 points of three concentric
//! squares joined at their mid-points. Phase 1: place the pieces one by one on
//! free points. Phase 2: move a piece along a line to a neighbouring free
//! point; with exactly 3 pieces left a player flies to any free point. Three
//! pieces of one colour on a line (a mill), formed by a placement or a move,
//! remove one opponent piece that is not in a mill. A player left with 2
//! pieces loses.
//!
//! Catalog resolutions: White (seat 0) moves first (G1); when every opponent
//! piece is in a mill any of them may be removed (G2); two mills formed at
//! once remove one piece (G3); a player who cannot move loses (G4); the board
//! has 24 points, not the text's 21 (G6). Draws (G5):
//! - threefold repetition: the same position (board, seat to move and pieces
//!   in hand, i.e. the position text) arises for the third time;
//! - 100 plies (50 moves each) in a row without a removal, counted from the
//!   start of the game, placements included.
//!
//! When several endings meet in one position, the losses are checked first:
//! the player to move left with 2 pieces, then the player to move unable to
//! move, then repetition, then the 100 plies.
//!
//! Longest game: a removal resets the no-removal count, and before a removal
//! at most 99 quiet plies can pass. A player with 7 pieces removed has 2 left
//! and has lost, so at most 6 + 6 = 12 removals leave the game running; after
//! the last of them at most 100 plies remain (a removal that wins, or the
//! 100th quiet ply that draws). Hence at most 12 × 100 + 100 = 1300 plies.
//!
//! Against OpenSpiel's `nine_mens_morris` (its removal is a separate action;
//! merged here into the turn) the legal turns and the wins agree; the draws
//! differ: OpenSpiel has no repetition or no-removal rule and instead draws
//! after 200 turns.
//!
//! Notation (fixed: fixtures are generated in it): points `a1`…`g7`, files
//! a–g left to right, ranks 1–7 bottom to top as White sees the board; the 24
//! points are a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 d6 d7 e3 e4 e5 f2 f4 f6
//! g1 g4 g7. A placement is the point (`d3`), a move is `d3-e3`, flying is
//! written as a move (`a1-g7`); a mill appends the removed piece: `d3xf4`,
//! `d3-e3xf4`. Canonical text is lower-case. Picker steps: `d3`, `xf4` for a
//! placement; `d3`, `-e3`, `xf4` for a move.
//!
//! Position text: the 24 points in the order above as `W`, `B` or `.`, then
//! White's and Black's pieces in hand, then the seat to move (`W` or `B`):
//! `........................ 9 9 W` is the start. It is exactly what
//! repetition compares; the no-removal count and the history are not part of
//! it. `from_position` reads it back, refusing more than nine pieces a side
//! (board and hand); a read position starts with no plies without a removal
//! and no position seen before it, so a game read from a text draws by
//! repetition or by the 100 plies later than the game it was read from,
//! never sooner. Any placement of the pieces is accepted (rule tests set
//! positions up this way).

use super::morris::{
    self, ALL, NEIGHBOURS, POINTS, ReadError, bit, in_mills, mills_at, name, points_of, read,
};
use crate::notation::MoveError;
use crate::view::{SeatPanel, View};
use crate::{GameInfo, Message, Options, Outcome, PositionError, Rules, Seat, Status};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "tela",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

static INFO: GameInfo = GameInfo {
    slug: "la-tela",
    name_en: "Nine Men's Morris",
    name_it: "La Tela",
    aliases: &[
        "mulino",
        "nine mens morris",
        "nine men morris",
        "morris",
        "tela",
        "filetto",
        "mill",
        "tria",
        "grisia",
        "mulinello",
        "triplice cinta",
        "merels",
        "merrills",
        "muehle",
        "mühle",
    ],
    family: crate::Family::Alignment,
    summary: "La Tela, Mulino: mills of three take a piece",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["White", "Black"],
    chance: false,
    hidden: false,
    options: &[],
    // 12 removals that leave the game running, each after at most 99 quiet
    // plies, then at most 100 more plies (see the header).
    max_plies: 1300,
    source: "catalog tavolando-3-8.md, 18. La Tela (Tavolando §5.2.1)",
    words: &WORDS,
};

/// Pieces each player starts with.
const PIECES: u8 = 9;
/// Plies in a row without a removal that draw the game.
const QUIET_LIMIT: u16 = 100;

/// Nine Men's Morris with the catalog's rules (no options).
#[derive(Clone, Debug)]
pub struct LaTela;

/// A position: pieces on the board, pieces in hand, the seat to move, the
/// no-removal count and what repetition needs.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct TelaState {
    /// Points held by each seat, one bit per point in [`POINTS`] order.
    men: [u32; 2],
    /// Pieces still to place, per seat.
    in_hand: [u8; 2],
    to_move: Seat,
    /// Plies in a row without a removal (placements included).
    quiet: u16,
    /// Position keys since the last placement or removal, the current one
    /// last. Positions before those can never come back: a placement lowers
    /// the pieces in hand, a removal the pieces in play.
    seen: Vec<u64>,
    /// How often the current position occurs in `seen`.
    repeats: u8,
    /// The last turn, for the picture.
    last: Option<Turn>,
}

pub use super::morris::Turn;

/// How a game ended; the seats are the losers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum End {
    Reduced(Seat),
    Blocked(Seat),
    Repetition,
    Quiet,
}

/// The opponent pieces a mill may remove: those not in a mill, or any of
/// them when all are in mills (G2).
fn removable(theirs: u32) -> u32 {
    let free = theirs & !in_mills(theirs);
    if free == 0 { theirs } else { free }
}

fn seat_name(seat: Seat) -> &'static str {
    INFO.seat_names[seat.index()]
}

impl TelaState {
    fn empty(&self) -> u32 {
        ALL & !(self.men[0] | self.men[1])
    }

    /// Pieces on the board and in hand.
    fn pieces(&self, seat: Seat) -> u32 {
        self.men[seat.index()].count_ones() + u32::from(self.in_hand[seat.index()])
    }

    /// Pieces of `seat` removed by the other seat.
    fn lost(&self, seat: Seat) -> u32 {
        u32::from(PIECES).saturating_sub(self.pieces(seat))
    }

    /// What repetition compares: board, pieces in hand, seat to move.
    fn key(&self) -> u64 {
        u64::from(self.men[0])
            | u64::from(self.men[1]) << 24
            | u64::from(self.to_move.0) << 48
            | u64::from(self.in_hand[0]) << 49
            | u64::from(self.in_hand[1]) << 53
    }

    /// Whether `seat` may fly: all placed and exactly 3 pieces left.
    fn flies(&self, seat: Seat) -> bool {
        self.in_hand[seat.index()] == 0 && self.men[seat.index()].count_ones() == 3
    }

    /// Whether `seat` has a move (placing always has a free point).
    fn can_move(&self, seat: Seat) -> bool {
        let i = seat.index();
        let empty = self.empty();
        if self.in_hand[i] > 0 || self.flies(seat) {
            return empty != 0;
        }
        points_of(self.men[i]).any(|p| NEIGHBOURS[usize::from(p)] & empty != 0)
    }
}

impl LaTela {
    fn end(&self, state: &TelaState) -> Option<End> {
        let me = state.to_move;
        if state.pieces(me) < 3 {
            Some(End::Reduced(me))
        } else if !state.can_move(me) {
            Some(End::Blocked(me))
        } else if state.repeats >= 3 {
            Some(End::Repetition)
        } else if state.quiet >= QUIET_LIMIT {
            Some(End::Quiet)
        } else {
            None
        }
    }

    fn outcome(end: End) -> Outcome {
        match end {
            End::Reduced(loser) => {
                Outcome::win(loser.other(), Message::new("tela-reduced").seat("seat", loser))
            }
            End::Blocked(loser) => {
                Outcome::win(loser.other(), Message::new("tela-blocked").seat("seat", loser))
            }
            End::Repetition => Outcome::draw(Message::new("tela-repetition")),
            End::Quiet => Outcome::draw(Message::new("tela-quiet").count("n", QUIET_LIMIT)),
        }
    }

    /// Appends `from`-`to` for the seat to move, with every removal if it
    /// forms a mill.
    fn push_turns(state: &TelaState, from: Option<u8>, to: u8, out: &mut Vec<Turn>) {
        let me = state.to_move.index();
        let mut mine = state.men[me] | bit(to);
        if let Some(f) = from {
            mine &= !bit(f);
        }
        let theirs = state.men[1 - me];
        if mills_at(mine, to) > 0 && theirs != 0 {
            for r in points_of(removable(theirs)) {
                out.push(Turn {
                    from,
                    to,
                    remove: Some(r),
                });
            }
        } else {
            out.push(Turn {
                from,
                to,
                remove: None,
            });
        }
    }

    /// Checks a well-formed but unlisted turn and says why it is refused.
    fn refuse(&self, state: &TelaState, text: &str, from: Option<u8>, to: u8, removes: &[u8]) -> MoveError {
        let me = state.to_move;
        let them = me.other();
        let (mi, ti) = (me.index(), them.index());
        let hand = state.in_hand[mi];
        let illegal = |reason: Message| MoveError::illegal(text, reason);
        match from {
            None if hand == 0 => {
                return illegal(Message::new("tela-nothing-to-place").seat("seat", me));
            }
            Some(_) if hand > 0 => {
                return illegal(
                    Message::new("tela-still-placing")
                        .seat("seat", me)
                        .count("n", hand),
                );
            }
            _ => {}
        }
        let mut mine = state.men[mi];
        if let Some(f) = from {
            if state.men[ti] & bit(f) != 0 {
                return illegal(
                    Message::new("tela-not-yours")
                        .code("point", name(f))
                        .seat("seat", them),
                );
            }
            if mine & bit(f) == 0 {
                return illegal(Message::new("tela-no-piece").code("point", name(f)));
            }
            if f == to {
                return illegal(Message::new("tela-same-point"));
            }
        }
        if state.empty() & bit(to) == 0 {
            let owner = if mine & bit(to) != 0 { me } else { them };
            return illegal(
                Message::new("tela-occupied")
                    .code("point", name(to))
                    .seat("seat", owner),
            );
        }
        let shown = match from {
            Some(f) => format!("{}-{}", name(f), name(to)),
            None => name(to).to_string(),
        };
        if let Some(f) = from {
            if !state.flies(me) && NEIGHBOURS[usize::from(f)] & bit(to) == 0 {
                return illegal(
                    Message::new("tela-not-neighbours")
                        .code("from", name(f))
                        .code("to", name(to))
                        .seat("seat", me)
                        .count("n", mine.count_ones()),
                );
            }
            mine &= !bit(f);
        }
        mine |= bit(to);
        let mills = mills_at(mine, to);
        let theirs = state.men[ti];
        let take = removable(theirs);
        let options = |mask: u32| {
            points_of(mask)
                .map(|r| format!("{shown}x{}", name(r)))
                .collect::<Vec<_>>()
                .join(", ")
        };
        if mills == 0 || theirs == 0 {
            if !removes.is_empty() {
                return illegal(Message::new("tela-no-mill").code("move", shown));
            }
        } else {
            match removes {
                [] => {
                    return illegal(
                        Message::new("tela-must-remove")
                            .code("move", shown.clone())
                            .code("options", options(take)),
                    );
                }
                [r] => {
                    let r = *r;
                    if mine & bit(r) != 0 {
                        return illegal(Message::new("tela-own-piece").code("point", name(r)));
                    }
                    if theirs & bit(r) == 0 {
                        return illegal(Message::new("tela-nothing-to-remove").code("point", name(r)));
                    }
                    if take & bit(r) == 0 {
                        return illegal(
                            Message::new("tela-in-a-mill")
                                .code("point", name(r))
                                .seat("seat", them)
                                .code("options", options(take)),
                        );
                    }
                }
                _ if mills > 1 => {
                    return illegal(
                        Message::new("tela-two-mills")
                            .code("move", shown.clone())
                            .code("options", options(take)),
                    );
                }
                _ => {
                    return illegal(Message::new("tela-one-removal").code("options", options(take)));
                }
            }
        }
        illegal(Message::new("tela-not-legal"))
    }

    /// The points of a position text's board: 24 characters `W`, `B`, `.`.
    fn read_board(board: &str) -> Result<[u32; 2], PositionError> {
        if board.chars().count() != 24 {
            return Err(PositionError::new(format!(
                "the board is 24 characters W, B or . (one per point: {}), not {}",
                POINTS.join(" "),
                board.chars().count()
            )));
        }
        let mut men = [0u32; 2];
        for (p, c) in board.chars().enumerate() {
            match c {
                'W' => men[0] |= bit(p as u8),
                'B' => men[1] |= bit(p as u8),
                '.' => {}
                _ => {
                    return Err(PositionError::new(format!(
                        "point {} holds '{c}': W, B or . expected",
                        POINTS[p]
                    )));
                }
            }
        }
        Ok(men)
    }

    /// A seat's pieces in hand, at most nine with those on the board.
    fn read_hand(text: &str, seat: Seat, on_board: u32) -> Result<u8, PositionError> {
        if on_board > u32::from(PIECES) {
            return Err(PositionError::new(format!(
                "{} has {on_board} pieces on the board; a side has {PIECES}",
                seat_name(seat)
            )));
        }
        let hand = text
            .parse::<u8>()
            .ok()
            .filter(|&h| u32::from(h) + on_board <= u32::from(PIECES))
            .ok_or_else(|| {
                PositionError::new(format!(
                    "{} has {on_board} pieces on the board, so 0 to {} in hand, not '{}'",
                    seat_name(seat),
                    u32::from(PIECES).saturating_sub(on_board),
                    crate::notation::clip(text)
                ))
            })?;
        Ok(hand)
    }
}

/// What a position text looks like, for refusals.
const SHAPE: &str = "a La Tela position is the 24 points as W, B or ., White's and Black's pieces in hand, \
                     and W or B to move, like '........................ 9 9 W'";

impl Rules for LaTela {
    type State = TelaState;
    type Move = Turn;

    const KNOBS: crate::Knobs = crate::Knobs {
        // The text is what repetition compares, and it has no count of the plies
        // without a removal.
        fresh_counters: &["tela-repetition", "tela-quiet"],
        // Measured: level 1 won 40 of 40, level 3 10 of 10.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(40, 0.9),
            crate::knobs::Bar::new(10, 0.95),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(_options: &Options) -> Result<Self, crate::OptionError> {
        Ok(LaTela)
    }

    fn initial(&self) -> TelaState {
        let mut state = TelaState {
            men: [0, 0],
            in_hand: [PIECES, PIECES],
            to_move: Seat::FIRST,
            quiet: 0,
            seen: Vec::new(),
            repeats: 1,
            last: None,
        };
        state.seen.push(state.key());
        state
    }

    fn status(&self, state: &TelaState) -> Status {
        match self.end(state) {
            Some(end) => Status::Over(LaTela::outcome(end)),
            None => Status::ToMove(state.to_move),
        }
    }

    fn legal_moves(&self, state: &TelaState, out: &mut Vec<Turn>) {
        if self.end(state).is_some() {
            return;
        }
        let me = state.to_move;
        let empty = state.empty();
        if state.in_hand[me.index()] > 0 {
            for to in points_of(empty) {
                LaTela::push_turns(state, None, to, out);
            }
            return;
        }
        let flies = state.flies(me);
        for from in points_of(state.men[me.index()]) {
            let targets = if flies {
                empty
            } else {
                NEIGHBOURS[usize::from(from)] & empty
            };
            for to in points_of(targets) {
                LaTela::push_turns(state, Some(from), to, out);
            }
        }
    }

    fn apply(&self, state: &mut TelaState, mv: &Turn) {
        let me = state.to_move.index();
        match mv.from {
            Some(f) => state.men[me] &= !bit(f),
            None => state.in_hand[me] -= 1,
        }
        state.men[me] |= bit(mv.to);
        match mv.remove {
            Some(r) => {
                state.men[1 - me] &= !bit(r);
                state.quiet = 0;
            }
            None => state.quiet = state.quiet.saturating_add(1),
        }
        state.to_move = state.to_move.other();
        state.last = Some(*mv);
        if mv.from.is_none() || mv.remove.is_some() {
            state.seen.clear();
        }
        let key = state.key();
        state.seen.push(key);
        let repeats = state.seen.iter().filter(|&&k| k == key).count();
        state.repeats = u8::try_from(repeats).unwrap_or(u8::MAX);
    }

    fn format_move(&self, state: &TelaState, mv: &Turn) -> String {
        self.move_steps(state, mv).concat()
    }

    fn move_steps(&self, _state: &TelaState, mv: &Turn) -> Vec<String> {
        mv.steps()
    }

    fn diagnose(&self, state: &TelaState, text: &str) -> MoveError {
        let (from, to, removes) = match read(text) {
            Ok(read) => read,
            Err(ReadError::Syntax) => return MoveError::not_a_move(text, Message::new("tela-notation")),
            Err(ReadError::NotAPoint(written)) => {
                return MoveError::not_a_move(
                    text,
                    Message::new("tela-not-a-point")
                        .code("written", written)
                        .code("points", POINTS.join(" ")),
                );
            }
        };
        if let Some(end) = self.end(state) {
            return MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", LaTela::outcome(end).reason.clone()),
            };
        }
        self.refuse(state, text, from, to, &removes)
    }

    fn position_text(&self, state: &TelaState) -> String {
        let board: String = (0..24u8)
            .map(|p| {
                if state.men[0] & bit(p) != 0 {
                    'W'
                } else if state.men[1] & bit(p) != 0 {
                    'B'
                } else {
                    '.'
                }
            })
            .collect();
        let to_move = if state.to_move == Seat::FIRST { 'W' } else { 'B' };
        format!("{board} {} {} {to_move}", state.in_hand[0], state.in_hand[1])
    }

    /// The no-removal count starts at 0 and the position counts as seen
    /// once (see the module docs).
    fn from_position(&self, text: &str) -> Result<TelaState, PositionError> {
        let parts: Vec<&str> = text.split_whitespace().collect();
        let [board, white, black, to_move] = parts.as_slice() else {
            return Err(PositionError::new(SHAPE));
        };
        let men = LaTela::read_board(board)?;
        let in_hand = [
            LaTela::read_hand(white, Seat::FIRST, men[0].count_ones())?,
            LaTela::read_hand(black, Seat::SECOND, men[1].count_ones())?,
        ];
        let to_move = match *to_move {
            "W" => Seat::FIRST,
            "B" => Seat::SECOND,
            _ => return Err(PositionError::new(SHAPE)),
        };
        let mut state = TelaState {
            men,
            in_hand,
            to_move,
            quiet: 0,
            seen: Vec::new(),
            repeats: 1,
            last: None,
        };
        state.seen.push(state.key());
        Ok(state)
    }

    fn view(&self, state: &TelaState, _seat: Option<Seat>) -> View {
        let mut view = View::new(morris::board());
        for seat in [Seat::FIRST, Seat::SECOND] {
            for p in points_of(state.men[seat.index()]) {
                view.piece(name(p), Some(seat), "man");
            }
        }
        if let Some(last) = state.last {
            let mover = state.to_move.other();
            morris::mark_turn(&mut view, last, mover, state.men[mover.index()]);
        }
        view.seats = [Seat::FIRST, Seat::SECOND]
            .into_iter()
            .map(|seat| {
                SeatPanel::new(seat, seat_name(seat).to_string())
                    .score(Some(
                        Message::new("tela-captured").count("n", state.lost(seat.other())),
                    ))
                    .in_hand(Some(u32::from(state.in_hand[seat.index()])))
            })
            .collect();
        match self.end(state) {
            Some(end) => {
                let outcome = LaTela::outcome(end);
                view.caption = Some(outcome.caption());
            }
            None => {
                let me = state.to_move;
                view.to_move = Some(me);
                let hand = state.in_hand[me.index()];
                view.caption = Some(if hand > 0 {
                    Message::new("tela-placing").seat("seat", me).count("n", hand)
                } else {
                    let moving = if state.flies(me) {
                        Message::new("tela-flying")
                    } else {
                        Message::new("tela-moving")
                    };
                    moving
                        .seat("seat", me)
                        .count("n", state.quiet)
                        .count("limit", QUIET_LIMIT)
                });
            }
        }
        view
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::alignment::morris::{MILLS, index_of, point_named};
    use crate::perft::perft;
    use crate::view::{Board, Mark};

    fn rules() -> LaTela {
        LaTela::new(&Options::defaults(INFO.options)).unwrap()
    }

    /// A position from the points of each side (names separated by spaces),
    /// the pieces in hand and the seat to move (`'W'` or `'B'`).
    fn setup(white: &str, black: &str, in_hand: (u8, u8), to_move: char) -> TelaState {
        let mut board = ['.'; 24];
        for (names, c) in [(white, 'W'), (black, 'B')] {
            for n in names.split_whitespace() {
                board[usize::from(point_named(n).unwrap_or_else(|| panic!("{n}")))] = c;
            }
        }
        let text = format!(
            "{} {} {} {to_move}",
            board.iter().collect::<String>(),
            in_hand.0,
            in_hand.1
        );
        rules().from_position(&text).unwrap()
    }

    #[test]
    fn a_position_with_more_than_nine_pieces_a_side_is_refused() {
        let err = rules()
            .from_position("WWWW.................... 6 9 B")
            .unwrap_err();
        assert_eq!(
            err.message(),
            "White has 4 pieces on the board, so 0 to 5 in hand, not '6'"
        );
        let err = rules()
            .from_position("WWWWWWWWWW.............. 0 9 B")
            .unwrap_err();
        assert_eq!(err.message(), "White has 10 pieces on the board; a side has 9");
        let back = rules().from_position("WWWW.................... 5 9 B").unwrap();
        assert_eq!(rules().position_text(&back), "WWWW.................... 5 9 B");
    }

    fn play_all(state: &mut TelaState, moves: &[&str]) {
        let rules = rules();
        for m in moves {
            rules.play(state, m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
    }

    fn legal_texts(state: &TelaState) -> Vec<String> {
        let rules = rules();
        rules
            .legal_vec(state)
            .iter()
            .map(|m| rules.format_move(state, m))
            .collect()
    }

    /// The removals offered with the turn written `prefix`.
    fn removals(state: &TelaState, prefix: &str) -> Vec<String> {
        legal_texts(state)
            .into_iter()
            .filter_map(|t| t.strip_prefix(&format!("{prefix}x")).map(str::to_string))
            .collect()
    }

    fn illegal(state: &TelaState, text: &str) -> Message {
        match rules().parse_move(state, text) {
            Err(MoveError::Illegal { reason, .. }) => reason,
            other => panic!("{text}: expected an illegal move, got {other:?}"),
        }
    }

    fn winner(state: &TelaState) -> Option<Option<Seat>> {
        rules().status(state).outcome().map(|o| o.winner)
    }

    /// 18 placements, alternating, that form no mill.
    const NO_MILL_PLACEMENTS: [&str; 18] = [
        "a1", "a4", "a7", "b2", "b4", "b6", "c3", "c4", "c5", "d1", "d2", "d3", "d5", "d6", "d7", "e3", "e4",
        "e5",
    ];

    #[test]
    fn rule_1_pieces_are_placed_alternately_until_nine_each() {
        let rules = rules();
        let mut state = rules.initial();
        assert_eq!(rules.position_text(&state), "........................ 9 9 W");
        for (i, m) in NO_MILL_PLACEMENTS.iter().enumerate() {
            let mut targets: Vec<u8> = rules.legal_vec(&state).iter().map(|t| t.to).collect();
            targets.dedup();
            assert_eq!(targets.len(), 24 - i, "free points before {m}");
            assert!(rules.legal_vec(&state).iter().all(|t| t.from.is_none()));
            assert_eq!(rules.status(&state), Status::ToMove(Seat((i % 2) as u8)));
            rules.play(&mut state, m).unwrap();
            if i == 0 {
                assert_eq!(
                    illegal(&state, "a4-b4"),
                    Message::new("tela-still-placing")
                        .seat("seat", Seat::SECOND)
                        .count("n", 9)
                );
            }
        }
        assert_eq!(rules.position_text(&state), "WBWBWBWBWBWBWBWBWB...... 0 0 W");
        assert_eq!(
            illegal(&state, "f2"),
            Message::new("tela-nothing-to-place").seat("seat", Seat::FIRST)
        );
        // Phase 2 follows: White moves a piece.
        assert_eq!(
            legal_texts(&state),
            ["d2-f2", "d7-g7", "e4-f4"],
            "only pieces next to a free point move"
        );
    }

    #[test]
    fn rule_2_a_piece_moves_along_a_line_to_a_free_neighbour() {
        let state = setup("b4 d2 f6 g1", "a1 d1 d3 g7", (0, 0), 'W');
        assert_eq!(
            legal_texts(&state),
            [
                "b4-a4", "b4-b2", "b4-b6", "b4-c4", "d2-b2", "d2-f2", "f6-d6", "f6-f4", "g1-g4"
            ]
        );
        let far = |from: &str, to: &str, seat: Seat, n: i64| {
            Message::new("tela-not-neighbours")
                .code("from", from)
                .code("to", to)
                .seat("seat", seat)
                .count("n", n)
        };
        let occupied = |point: &str, seat: Seat| {
            Message::new("tela-occupied")
                .code("point", point)
                .seat("seat", seat)
        };
        assert_eq!(illegal(&state, "b4-d6"), far("b4", "d6", Seat::FIRST, 4));
        assert_eq!(illegal(&state, "g1-g7"), occupied("g7", Seat::SECOND));
        // No jumping: a1 and a7 are on one line, Black's a4 lies between.
        let jump = setup("a1 c5 e3 g7", "a4 c3 e5 g1", (0, 0), 'W');
        assert_eq!(illegal(&jump, "a1-a7"), far("a1", "a7", Seat::FIRST, 4));
        assert_eq!(illegal(&state, "d2-d1"), occupied("d1", Seat::SECOND));
        assert_eq!(illegal(&state, "b4-b4"), Message::new("tela-same-point"));
        assert_eq!(
            illegal(&state, "a1-a4"),
            Message::new("tela-not-yours")
                .code("point", "a1")
                .seat("seat", Seat::SECOND)
        );
        assert_eq!(
            illegal(&state, "c3-c4"),
            Message::new("tela-no-piece").code("point", "c3")
        );
        let mut after = state.clone();
        play_all(&mut after, &["b4-c4"]);
        assert_eq!(
            rules().position_text(&after),
            rules().position_text(&setup("c4 d2 f6 g1", "a1 d1 d3 g7", (0, 0), 'B'))
        );
    }

    #[test]
    fn rule_3_a_mill_removes_a_piece_not_in_a_mill() {
        // Moving phase: d7-a7 completes the a-file; Black's g-file is a mill.
        let state = setup("a1 a4 d7 f2", "g1 g4 g7 c3 e5", (0, 0), 'W');
        assert_eq!(removals(&state, "d7-a7"), ["c3", "e5"]);
        assert_eq!(
            illegal(&state, "d7-a7xg4"),
            Message::new("tela-in-a-mill")
                .code("point", "g4")
                .seat("seat", Seat::SECOND)
                .code("options", "d7-a7xc3, d7-a7xe5")
        );
        let mut after = state.clone();
        play_all(&mut after, &["d7-a7xc3"]);
        assert_eq!(
            rules().position_text(&after),
            rules().position_text(&setup("a1 a4 a7 f2", "g1 g4 g7 e5", (0, 0), 'B'))
        );
        // Placing phase: the only free Black piece is taken; "a7" alone names it.
        let state = setup("a1 a4 c5 f2", "d1 d2 d3 b6", (5, 5), 'W');
        assert_eq!(removals(&state, "a7"), ["b6"]);
        let mut after = state.clone();
        assert_eq!(
            rules().play(&mut after, "a7"),
            Ok(Turn {
                from: None,
                to: index_of("a7") as u8,
                remove: Some(index_of("b6") as u8),
            })
        );
        // No mill, no removal.
        assert_eq!(
            illegal(&state, "g7xb6"),
            Message::new("tela-no-mill").code("move", "g7")
        );
    }

    #[test]
    fn rule_3_a_mill_opened_and_closed_again_removes_again() {
        let mut state = setup("a1 a4 a7 f2", "g1 g4 c3 e5", (0, 0), 'W');
        play_all(&mut state, &["a7-d7", "g4-f4"]);
        assert_eq!(removals(&state, "d7-a7"), ["c3", "e5", "f4", "g1"]);
        play_all(&mut state, &["d7-a7xf4"]);
        assert_eq!(
            rules().position_text(&state),
            rules().position_text(&setup("a1 a4 a7 f2", "g1 c3 e5", (0, 0), 'B'))
        );
    }

    #[test]
    fn rule_4_three_pieces_fly_to_any_free_point() {
        // No two White pieces share a line, so no flight forms a mill.
        let state = setup("a1 d5 g4", "b2 b4 c3 e5 f6", (0, 0), 'W');
        let legal = legal_texts(&state);
        assert_eq!(legal.len(), 3 * 16);
        assert!(legal.contains(&"a1-g7".to_string()));
        assert!(legal.iter().all(|m| !m.contains('x')));
        let mut after = state.clone();
        play_all(&mut after, &["a1-g7"]);
        // Black has 5 pieces and may not fly.
        assert_eq!(
            illegal(&after, "b2-a1"),
            Message::new("tela-not-neighbours")
                .code("from", "b2")
                .code("to", "a1")
                .seat("seat", Seat::SECOND)
                .count("n", 5)
        );
        // A flight that completes a line is a mill like any other.
        let state = setup("a1 a4 g4", "b2 b4 c3 e5 f6", (0, 0), 'W');
        assert_eq!(removals(&state, "g4-a7"), ["b2", "b4", "c3", "e5", "f6"]);
    }

    #[test]
    fn rule_5_a_player_reduced_to_two_pieces_loses() {
        let mut state = setup("a1 a4 d7 f2", "c3 e5 g4", (0, 0), 'W');
        assert_eq!(winner(&state), None);
        play_all(&mut state, &["d7-a7xc3"]);
        let outcome = rules().status(&state).outcome().cloned().unwrap();
        assert_eq!(outcome.winner, Some(Seat::FIRST));
        let reduced = Message::new("tela-reduced").seat("seat", Seat::SECOND);
        assert_eq!(outcome.reason, reduced);
        assert!(rules().legal_vec(&state).is_empty());
        assert_eq!(
            rules().parse_move(&state, "e5-e4"),
            Err(MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", reduced)
            })
        );
        // Pieces in hand count: 1 on the board and 1 in hand is 2 pieces.
        let mut state = setup("a1 a4 c5", "b6 c3", (1, 1), 'W');
        play_all(&mut state, &["a7xb6"]);
        assert_eq!(winner(&state), Some(Some(Seat::FIRST)));
    }

    #[test]
    fn gap_g1_white_is_seat_0_and_moves_first() {
        let rules = rules();
        let mut state = rules.initial();
        assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
        assert_eq!(INFO.seat_name(Seat::FIRST), "White");
        play_all(&mut state, &["d3"]);
        assert_eq!(rules.position_text(&state), "...........W............ 8 9 B");
    }

    #[test]
    fn gap_g2_all_in_mills_any_piece_may_be_removed() {
        let state = setup("a1 a4 d7 f2", "g1 g4 g7 b2 b4 b6", (0, 0), 'W');
        assert_eq!(removals(&state, "d7-a7"), ["b2", "b4", "b6", "g1", "g4", "g7"]);
    }

    #[test]
    fn gap_g3_two_mills_at_once_remove_one_piece() {
        let state = setup("a1 a4 d7 g7", "b6 c3 e5 f4", (3, 4), 'W');
        // a7 closes the a-file and the top row: still one removal per turn.
        assert_eq!(removals(&state, "a7"), ["b6", "c3", "e5", "f4"]);
        assert_eq!(
            illegal(&state, "a7xb6xc3"),
            Message::new("tela-two-mills")
                .code("move", "a7")
                .code("options", "a7xb6, a7xc3, a7xe5, a7xf4")
        );
        let mut after = state.clone();
        play_all(&mut after, &["a7xb6"]);
        assert_eq!(after.pieces(Seat::SECOND), 7);
        let lines: Vec<String> = rules()
            .view(&after, None)
            .highlights
            .iter()
            .filter(|h| h.mark == Mark::Line)
            .map(|h| h.cell.clone())
            .collect();
        assert_eq!(lines, ["a1", "a4", "a7", "d7", "g7"], "both mills are shown");
        // One mill: one removal as well.
        let state = setup("a1 a4 f2", "b6 c3 e5 f4", (3, 4), 'W');
        assert_eq!(
            illegal(&state, "a7xb6xc3"),
            Message::new("tela-one-removal").code("options", "a7xb6, a7xc3, a7xe5, a7xf4")
        );
    }

    #[test]
    fn gap_g4_a_player_who_cannot_move_loses() {
        // Black d6-d7 shuts in White's four corners.
        let mut state = setup("a1 g1 a7 g7", "a4 d1 g4 d6", (0, 0), 'B');
        assert_eq!(winner(&state), None);
        play_all(&mut state, &["d6-d7"]);
        let outcome = rules().status(&state).outcome().cloned().unwrap();
        assert_eq!(outcome.winner, Some(Seat::SECOND));
        assert_eq!(
            outcome.reason,
            Message::new("tela-blocked").seat("seat", Seat::FIRST)
        );
        assert!(rules().legal_vec(&state).is_empty());
        // With 3 pieces White would fly, so it is never shut in.
        let state = setup("a1 g1 a7", "a4 d1 g4 d7", (0, 0), 'W');
        assert_eq!(winner(&state), None);
        assert_eq!(legal_texts(&state).len(), 3 * 17);
    }

    #[test]
    fn gap_g5_threefold_repetition_draws() {
        let rules = rules();
        let mut state = setup("a1 c5 e3 g7", "a7 c3 e5 g1", (0, 0), 'W');
        let start = rules.position_text(&state);
        let shuffle = ["a1-a4", "a7-d7", "a4-a1", "d7-a7"];
        play_all(&mut state, &shuffle);
        assert_eq!(rules.position_text(&state), start);
        play_all(&mut state, &shuffle[..3]);
        assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
        // The third occurrence, though the no-removal count differs each time.
        play_all(&mut state, &shuffle[3..]);
        assert_eq!(rules.position_text(&state), start);
        let outcome = rules.status(&state).outcome().cloned().unwrap();
        assert_eq!(outcome.winner, None);
        assert_eq!(outcome.reason, Message::new("tela-repetition"));
        // The seat to move is part of the position.
        let other = setup("a1 c5 e3 g7", "a7 c3 e5 g1", (0, 0), 'B');
        assert_ne!(rules.position_text(&other), start);
        assert_ne!(
            other.key(),
            setup("a1 c5 e3 g7", "a7 c3 e5 g1", (0, 0), 'W').key()
        );
    }

    #[test]
    fn gap_g5_a_hundred_plies_without_a_removal_draw() {
        let rules = rules();
        // The count runs from the start of the game, placements included.
        let mut state = rules.initial();
        play_all(&mut state, &NO_MILL_PLACEMENTS);
        assert_eq!(state.quiet, 18);
        // Two plies short of 100, then three quiet moves.
        let mut state = setup("a1 c5 e3 g7", "a7 c3 e5 g1", (0, 0), 'W');
        state.quiet = 97;
        play_all(&mut state, &["a1-a4", "a7-d7"]);
        assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
        play_all(&mut state, &["c5-c4"]);
        let outcome = rules.status(&state).outcome().cloned().unwrap();
        assert_eq!(
            (outcome.winner, outcome.reason),
            (None, Message::new("tela-quiet").count("n", 100))
        );
        // A removal on the 100th ply starts the count again.
        let mut state = setup("a1 a4 d7 f2", "g1 g4 g7 c3 e5", (0, 0), 'W');
        state.quiet = 99;
        play_all(&mut state, &["d7-a7xc3"]);
        assert_eq!(state.quiet, 0);
        assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
    }

    #[test]
    fn gap_g5_the_game_is_bounded_by_max_plies() {
        // Random games end well within the declared bound.
        let rules = rules();
        let mut rng = crate::playout::SplitMix64(7);
        for _ in 0..40 {
            let mut state = rules.initial();
            let plies = crate::playout::random_playout(&rules, &mut state, &mut rng, 100_000);
            assert!(plies <= INFO.max_plies as usize, "{plies}");
            assert!(matches!(rules.status(&state), Status::Over(_)));
        }
    }

    #[test]
    fn gap_g6_the_board_has_24_points_and_16_mills() {
        assert_eq!(POINTS.len(), 24);
        assert_eq!(MILLS.iter().fold(0, |a, m| a | m), ALL);
        let names = |mask: u32| points_of(mask).map(name).collect::<Vec<_>>();
        assert_eq!(names(NEIGHBOURS[index_of("a1")]), ["a4", "d1"]);
        assert_eq!(names(NEIGHBOURS[index_of("d2")]), ["b2", "d1", "d3", "f2"]);
        assert_eq!(names(NEIGHBOURS[index_of("c4")]), ["b4", "c3", "c5"]);
        let edges: u32 = NEIGHBOURS.iter().map(|n| n.count_ones()).sum();
        assert_eq!(edges, 2 * 32);
        assert!(matches!(
            rules().parse_move(&rules().initial(), "d4"),
            Err(MoveError::NotAMove { .. })
        ));
    }

    /// The text's example (its diagrams are missing). Reconstructed: before
    /// Black's d3, White has placed 7 (a4 a7 d7 c3 b6 f2 g4: the double threat
    /// a1 via a4-a7 and g7 via a7-d7, nothing else) and Black 6 (d1 d2 d6 f4
    /// and e3 e5). Black d3 completes d1-d2-d3 and removes a7; White places
    /// a7 again; Black e4. The text then says only d6 and f4 may be taken,
    /// which holds only if e4 is itself in a Black mill: we put Black on e3
    /// and e5 so that e4 completes e3-e4-e5, and that mill must remove a White
    /// piece the text does not mention (we take g4). White a1 then completes
    /// the a-file, and every other Black piece is in a mill.
    #[test]
    fn text_example_only_d6_or_f4_may_be_removed() {
        let rules = rules();
        let mut state = setup("a4 a7 d7 c3 b6 f2 g4", "d1 d2 d6 f4 e3 e5", (2, 3), 'B');
        // 11 free points: 9 plain placements, d3 and e4 with 7 removals each.
        assert_eq!(rules.legal_vec(&state).len(), 9 + 7 + 7);
        assert_eq!(removals(&state, "d3").len(), 7);
        play_all(&mut state, &["d3xa7"]);
        assert_eq!(
            rules.position_text(&state),
            rules.position_text(&setup("a4 d7 c3 b6 f2 g4", "d1 d2 d3 d6 f4 e3 e5", (2, 2), 'W'))
        );
        play_all(&mut state, &["a7", "e4xg4"]);
        assert_eq!(removals(&state, "a1"), ["d6", "f4"]);
        let err = rules.parse_move(&state, "a1").unwrap_err();
        assert_eq!(
            err,
            MoveError::Ambiguous {
                text: "a1".into(),
                options: vec!["a1xd6".into(), "a1xf4".into()]
            }
        );
        assert_eq!(
            err.to_string(),
            "move-ambiguous(text=a1, options=a1xd6, a1xf4, more=0)"
        );
        assert_eq!(
            illegal(&state, "a1xd2"),
            Message::new("tela-in-a-mill")
                .code("point", "d2")
                .seat("seat", Seat::SECOND)
                .code("options", "a1xd6, a1xf4")
        );
        play_all(&mut state, &["a1xd6"]);
        assert_eq!(
            rules.position_text(&state),
            rules.position_text(&setup(
                "a1 a4 a7 d7 c3 b6 f2",
                "d1 d2 d3 e3 e4 e5 f4",
                (0, 1),
                'B'
            ))
        );
        // Read literally (e4 a lone piece), e4 could be taken as well.
        let literal = setup("a4 a7 d7 c3 b6 f2 g4", "d1 d2 d3 d6 e4 f4", (1, 2), 'W');
        assert_eq!(removals(&literal, "a1"), ["d6", "e4", "f4"]);
    }

    #[test]
    fn perft_is_frozen() {
        // Depths 1-2 by hand: 24 free points, then 23; no mill is possible
        // before White's third piece (ply 5), so depths 3-4 are 24·23·22 and
        // 24·23·22·21.
        let rules = rules();
        let counts: Vec<u64> = (1..=4).map(|d| perft(&rules, &rules.initial(), d)).collect();
        assert_eq!(counts, [24, 552, 12_144, 255_024]);
    }

    #[test]
    fn perft_from_the_text_example_is_frozen() {
        // Depth 1 by hand: 11 free points; d3 and e4 form mills with 7
        // removals each, the other 9 are plain placements: 23. All three
        // depths agree with OpenSpiel's nine_mens_morris (its separate
        // removal action merged into the turn), reached by placing a4 d1 a7
        // d2 d7 d6 c3 f4 b6 e3 f2 e5 g4 from the start.
        let rules = rules();
        let state = setup("a4 a7 d7 c3 b6 f2 g4", "d1 d2 d6 f4 e3 e5", (2, 3), 'B');
        let counts: Vec<u64> = (1..=3).map(|d| perft(&rules, &state, d)).collect();
        assert_eq!(counts, [23, 400, 6_858]);
    }

    #[test]
    fn notation_round_trips_and_steps_concatenate() {
        let rules = rules();
        let positions = [
            rules.initial(),
            setup("a4 a7 d7 c3 b6 f2 g4", "d1 d2 d6 f4 e3 e5", (2, 3), 'B'),
            setup("a1 a4 d7 f2", "g1 g4 g7 c3 e5", (0, 0), 'W'),
            setup("a1 a4 g4", "b2 b4 c3 e5 f6", (0, 0), 'W'),
        ];
        for state in &positions {
            for mv in rules.legal_vec(state) {
                let text = rules.format_move(state, &mv);
                assert_eq!(rules.parse_move(state, &text), Ok(mv), "{text}");
                assert_eq!(rules.parse_move(state, &text.to_uppercase()), Ok(mv), "{text}");
                assert_eq!(rules.move_steps(state, &mv).concat(), text);
                assert_eq!(text, text.to_lowercase());
            }
        }
        let state = &positions[2];
        let mv = rules.parse_move(state, " D7 – A7 × C3 ").unwrap();
        assert_eq!(rules.format_move(state, &mv), "d7-a7xc3");
        assert_eq!(rules.move_steps(state, &mv), ["d7", "-a7", "xc3"]);
        let placing = &positions[1];
        let mv = rules.parse_move(placing, "d3xa7").unwrap();
        assert_eq!(rules.move_steps(placing, &mv), ["d3", "xa7"]);
        let mv = rules.parse_move(placing, "a1").unwrap();
        assert_eq!(rules.move_steps(placing, &mv), ["a1"]);
    }

    #[test]
    fn notation_a_unique_prefix_names_the_move() {
        let rules = rules();
        // The piece on g1 has one move.
        let state = setup("b4 d2 f6 g1", "a1 d1 d3 g7", (0, 0), 'W');
        assert_eq!(
            rules.format_move(&state, &rules.parse_move(&state, "g1").unwrap()),
            "g1-g4"
        );
        // A mill with a single piece to take.
        let state = setup("a1 a4 d7 f2", "g1 g4 g7 c3", (0, 0), 'W');
        assert_eq!(
            rules.format_move(&state, &rules.parse_move(&state, "d7-a7").unwrap()),
            "d7-a7xc3"
        );
        // Several moves start there: ambiguous, with the options.
        let state = setup("b4 d2 f6 g1", "a1 d1 d3 g7", (0, 0), 'W');
        assert_eq!(
            rules.parse_move(&state, "d2"),
            Err(MoveError::Ambiguous {
                text: "d2".into(),
                options: vec!["d2-b2".into(), "d2-f2".into()]
            })
        );
        let state = setup("a1 a4 d7 f2", "g1 g4 g7 c3 e5", (0, 0), 'W');
        assert_eq!(
            rules.parse_move(&state, "d7-a7").unwrap_err().to_string(),
            "move-ambiguous(text=d7-a7, options=d7-a7xc3, d7-a7xe5, more=0)"
        );
    }

    #[test]
    fn notation_every_refusal_is_explained() {
        let rules = rules();
        let state = setup("a1 a4 d7 f2", "g1 g4 g7 c3 e5", (0, 0), 'W');
        for text in [
            "", "   ", "hello", "pass", "d3-", "d3--e3", "d3x", "x", "-d3", "d3e3", "3d", "d3-e3-f4",
        ] {
            assert_eq!(
                rules.parse_move(&state, text),
                Err(MoveError::not_a_move(text, Message::new("tela-notation"))),
                "{text}"
            );
        }
        let points = "a1 a4 a7 b2 b4 b6 c3 c4 c5 d1 d2 d3 d5 d6 d7 e3 e4 e5 f2 f4 f6 g1 g4 g7";
        for (text, point) in [
            ("d4", "d4"),
            ("h1", "h1"),
            ("a0", "a0"),
            ("a10-a4", "a10"),
            ("d7-a7xz9", "z9"),
        ] {
            assert_eq!(
                rules.parse_move(&state, text),
                Err(MoveError::not_a_move(
                    text,
                    Message::new("tela-not-a-point")
                        .code("written", point)
                        .code("points", points)
                )),
                "{text}"
            );
        }
        let cases = [
            (
                "d3",
                Message::new("tela-nothing-to-place").seat("seat", Seat::FIRST),
            ),
            ("c4-c5", Message::new("tela-no-piece").code("point", "c4")),
            (
                "g4-f4",
                Message::new("tela-not-yours")
                    .code("point", "g4")
                    .seat("seat", Seat::SECOND),
            ),
            (
                "a4-a1",
                Message::new("tela-occupied")
                    .code("point", "a1")
                    .seat("seat", Seat::FIRST),
            ),
            ("f2-f4xc3", Message::new("tela-no-mill").code("move", "f2-f4")),
            ("d7-a7xa4", Message::new("tela-own-piece").code("point", "a4")),
            (
                "d7-a7xb6",
                Message::new("tela-nothing-to-remove").code("point", "b6"),
            ),
            (
                "d7-a7xc3xe5",
                Message::new("tela-one-removal").code("options", "d7-a7xc3, d7-a7xe5"),
            ),
            (
                "a1-b2",
                Message::new("tela-not-neighbours")
                    .code("from", "a1")
                    .code("to", "b2")
                    .seat("seat", Seat::FIRST)
                    .count("n", 4),
            ),
            (
                "d7-a7xg1",
                Message::new("tela-in-a-mill")
                    .code("point", "g1")
                    .seat("seat", Seat::SECOND)
                    .code("options", "d7-a7xc3, d7-a7xe5"),
            ),
        ];
        for (text, why) in cases {
            assert_eq!(rules.parse_move(&state, text), Err(MoveError::illegal(text, why)));
        }
        // Reached only by a direct call: the matcher resolves or lists these.
        assert_eq!(
            rules.diagnose(&state, "d7-a7"),
            MoveError::illegal(
                "d7-a7",
                Message::new("tela-must-remove")
                    .code("move", "d7-a7")
                    .code("options", "d7-a7xc3, d7-a7xe5")
            )
        );
        assert_eq!(
            rules.diagnose(&state, "d7-a7xc3"),
            MoveError::illegal("d7-a7xc3", Message::new("tela-not-legal"))
        );
        let placing = setup("a1 a4 c5 f2", "d1 d2 d3 b6", (5, 5), 'W');
        assert_eq!(
            illegal(&placing, "a4-b4"),
            Message::new("tela-still-placing")
                .seat("seat", Seat::FIRST)
                .count("n", 5)
        );
        assert_eq!(
            illegal(&placing, "d1"),
            Message::new("tela-occupied")
                .code("point", "d1")
                .seat("seat", Seat::SECOND)
        );
        let mut state = state;
        let before = rules.position_text(&state);
        assert!(rules.play(&mut state, "d7-a7xg1").is_err());
        assert_eq!(
            rules.position_text(&state),
            before,
            "refused moves change nothing"
        );
    }

    #[test]
    fn notation_never_panics_on_any_text() {
        let rules = rules();
        let states = [
            rules.initial(),
            setup("a1 a4 d7 f2", "g1 g4 g7 c3 e5", (0, 0), 'W'),
            setup("a1 a4 d7 f2", "c3 e5", (0, 0), 'W'),
        ];
        let long = "d3-".repeat(10_000);
        let texts = [
            "é",
            "d",
            "-",
            "x",
            "xx",
            "d3x-e3",
            "a1-a1",
            "a1xa1",
            "ｄ３",
            "d٣",
            "d3-e3xf4xg7xa1",
            "Ж1",
            "a99999999999999999999",
            "\u{0}",
            "d3 - e3 x",
            "a1–g7",
            long.as_str(),
        ];
        for state in &states {
            for text in texts {
                let _ = rules.parse_move(state, text);
                let _ = rules.diagnose(state, text);
            }
        }
    }

    #[test]
    fn view_shows_the_board_the_last_move_and_the_panels() {
        let rules = rules();
        let mut state = setup("a1 a4 d7 f2", "g1 g4 g7 c3 e5", (0, 0), 'W');
        play_all(&mut state, &["d7-a7xc3"]);
        let view = rules.view(&state, None);
        let Board::Graph(drawn) = &view.board else {
            panic!("a graph board");
        };
        let points = &drawn.points;
        let lines = &drawn.lines;
        assert_eq!(points.len(), 24);
        assert_eq!(lines.len(), 32);
        let at = |n: &str| points.iter().find(|p| p.name == n).map(|p| (p.x, p.y));
        assert_eq!(at("a1"), Some((0.0, 0.0)));
        assert_eq!(at("g7"), Some((1.0, 1.0)));
        assert_eq!(at("d2"), Some((0.5, 1.0 / 6.0)));
        assert_eq!(at("d4"), None);
        assert!(lines.contains(&("d5".to_string(), "d6".to_string())));
        assert_eq!(view.pieces.len(), 8);
        assert!(view.pieces.iter().all(|p| p.kind == "man"));
        let marks: Vec<(&str, Mark)> = view
            .highlights
            .iter()
            .map(|h| (h.cell.as_str(), h.mark))
            .collect();
        assert_eq!(
            marks,
            [
                ("d7", Mark::From),
                ("a7", Mark::To),
                ("c3", Mark::Captured),
                ("a1", Mark::Line),
                ("a4", Mark::Line),
                ("a7", Mark::Line)
            ]
        );
        let ghost = view.highlights[2].ghost.clone().unwrap();
        assert_eq!((ghost.cell.as_str(), ghost.owner), ("c3", Some(Seat::SECOND)));
        assert_eq!(view.arrows, [("d7".to_string(), "a7".to_string())]);
        // Captures are what is missing from 9: Black has 4 pieces left of 9,
        // White 4.
        let captured = Some(Message::new("tela-captured").count("n", 5));
        assert_eq!(view.seats[0].score, captured);
        assert_eq!(view.seats[1].score, captured);
        assert_eq!(view.seats[0].in_hand, Some(0));
        assert_eq!(view.to_move, Some(Seat::SECOND));
        assert_eq!(
            view.caption,
            Some(
                Message::new("tela-moving")
                    .seat("seat", Seat::SECOND)
                    .count("n", 0)
                    .count("limit", 100)
            )
        );
        // Three White pieces fly; the quiet plies are counted.
        let mut flying = setup("a1 d5 g4", "b2 b4 c3 e5 f6", (0, 0), 'B');
        play_all(&mut flying, &["b2-d2"]);
        assert_eq!(
            rules.view(&flying, None).caption,
            Some(
                Message::new("tela-flying")
                    .seat("seat", Seat::FIRST)
                    .count("n", 1)
                    .count("limit", 100)
            )
        );
        let start = rules.view(&rules.initial(), Some(Seat::FIRST));
        assert_eq!(
            start.caption,
            Some(
                Message::new("tela-placing")
                    .seat("seat", Seat::FIRST)
                    .count("n", 9)
            )
        );
        assert_eq!(start.seats[1].in_hand, Some(9));
        assert!(start.highlights.is_empty());
        let mut over = setup("a1 a4 d7 f2", "c3 e5 g4", (0, 0), 'W');
        play_all(&mut over, &["d7-a7xc3"]);
        let view = rules.view(&over, None);
        assert_eq!(
            view.caption,
            Some(
                Message::new("caption-won")
                    .seat("seat", Seat::FIRST)
                    .part("reason", Message::new("tela-reduced").seat("seat", Seat::SECOND))
            )
        );
        assert_eq!(view.to_move, None);
    }

    #[test]
    fn names_find_the_game() {
        for name in [
            "la-tela",
            "La Tela",
            "Nine Men's Morris",
            "mulino",
            "filetto",
            "Mühle",
        ] {
            assert_eq!(
                crate::registry::find(name).map(|e| e.info().slug),
                Some("la-tela"),
                "{name}"
            );
        }
    }
}
