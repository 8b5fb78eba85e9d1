//! Neo Chess, Alex Randolph's "Mad Mate" (3M 1972; catalog
//! `randolph-1-15.md` §11, "neo-chess").
//!
//! The rules of chess, except:
//!
//! - **reserves**: a captured piece changes colour and goes to its
//!   captor's reserve; instead of a board move a player may drop a piece
//!   of his reserve on any empty square (a drop is the whole turn);
//! - **pawn drops**: a pawn may not be dropped on its owner's 8th rank; it
//!   may be dropped on his 1st rank (it moves one square from there) and on
//!   his 2nd (it may still make a double step);
//! - **promotion by exchange**: a pawn reaching the 8th rank is exchanged
//!   for a piece (queen, rook, bishop or knight, the mover's choice) from
//!   the opponent's reserve, and the pawn goes into that reserve as the
//!   opponent's pawn. When that reserve holds no piece, the pawn stays on
//!   the 8th rank **inactive**: it never moves again and is never
//!   exchanged later, but it can be captured.
//!
//! Catalog resolutions: drops may check, mate and block a check; dropped
//! rooks never castle (castling rights are only ever lost); checkmate wins;
//! stalemate, threefold repetition (reserves included) and fifty moves each
//! without a capture or a pawn move (a pawn drop counts as a pawn move)
//! draw. A game that reaches 600 plies is drawn: drops undo captures, so
//! no rule of chess bounds the game.
//!
//! # How `shakmaty` serves it
//!
//! `shakmaty`'s `Crazyhouse` cannot be used as it stands: its pockets are
//! private and change only by its own captures and drops (a captured
//! promoted piece goes back as a pawn, a promotion creates a piece), and
//! no `shakmaty` position can be set up with a pawn on a back rank, which
//! Neo Chess has (pawns dropped on the 1st rank, inactive pawns). So
//! [`NeoPos`] implements `shakmaty`'s `Position` trait itself, around a
//! `shakmaty::Chess` for the board and reserves of its own:
//!
//! - board moves are `shakmaty`'s legal chess moves (checks, pins,
//!   castling, en passant), whose generator works on bitboards and handles
//!   pawns on back ranks as they are (a pawn on its 8th rank has no step
//!   and no capture), but for one thing: it lets a pawn on its 1st rank
//!   step two squares, a move removed here;
//! - promotions: `shakmaty` lists the four promotions of each pawn move to
//!   the 8th rank; those naming a role the opponent's reserve lacks are
//!   removed, and when it holds no piece at all the queen's becomes the
//!   plain move to the 8th rank (the inactive pawn);
//! - drops are added on the squares `shakmaty`'s Crazyhouse allows (any
//!   empty square, or between the king and a single checker), pawns barred
//!   from the owner's 8th rank only;
//! - playing a move updates the reserves (captures, drops, the exchange)
//!   and plays it on the `Chess` board, which accepts drops and back-rank
//!   pawns without checking.
//!
//! Reading a position text (FEN with the reserves in brackets, as
//! Crazyhouse writes them: `…/RNBQKBNR[Qp] w KQkq - 0 12`) sets up the
//! board through `shakmaty`'s checks with each back-rank pawn replaced by a
//! stand-in of its colour, then turns the stand-ins into pawns by playing
//! unchecked moves on the `Chess` board (see [`NeoPos::set_up`]).
//!
//! Notation: SAN with drops as `N@e4` (a pawn: `@e4` or `P@e4`) and the
//! exchange as a promotion naming the piece taken: `e8=R`; a pawn that
//! goes inactive is written as a plain move, `e8`.

use std::num::NonZeroU32;

use shakmaty::{
    Bitboard, Board, ByColor, ByRole, Castles, CastlingMode, Chess, Color, FromSetup, Move, MoveList,
    Position, Rank, RemainingChecks, Role, Setup, Square, attacks,
};

use shakmaty::san::San;
use shakmaty::uci::UciMove;

use super::{Engine, Variant};
use crate::{GameInfo, Message};

/// The Neo Chess rule switches.
pub struct Neo;

/// Neo Chess.
pub type NeoChess = Engine<Neo>;

/// Plies after which a game is drawn.
pub const PLY_CAP: u32 = 600;

/// The pieces a promotion may take, in the order they are offered.
const PIECES: [Role; 4] = [Role::Queen, Role::Rook, Role::Bishop, Role::Knight];

/// Most of each role in the whole game (board and reserves): Neo Chess
/// never creates or destroys a piece, it moves them between board and
/// reserves.
const MATERIAL: [(Role, usize); 6] = [
    (Role::Pawn, 16),
    (Role::Knight, 4),
    (Role::Bishop, 4),
    (Role::Rook, 4),
    (Role::Queen, 2),
    (Role::King, 2),
];

static INFO: GameInfo = GameInfo {
    slug: "neo-chess",
    name_en: "Neo Chess",
    name_it: "Neo Chess",
    aliases: &["mad mate", "neochess", "neo scacchi"],
    family: crate::Family::Chess,
    summary: "chess where captured pieces change sides and are dropped back",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["White", "Black"],
    chance: false,
    hidden: false,
    options: &[],
    max_plies: PLY_CAP,
    source: "catalog randolph-1-15.md §11 (neo-chess)",
    words: &super::WORDS,
};

impl Variant for Neo {
    type Pos = NeoPos;
    // Captured pieces come back, so random games run long, often to the
    // 600-ply cap, with a hundred moves a ply.
    const KNOBS: crate::Knobs = crate::Knobs {
        load: crate::knobs::Load::Long,
        ..crate::Knobs::NONE
    };
    fn info() -> &'static GameInfo {
        &INFO
    }
    fn set_up(setup: Setup, _lenient: bool) -> Result<NeoPos, String> {
        NeoPos::set_up(&setup)
    }
    const LOSING: bool = false;
    const PROGRESSIVE: bool = false;
    const ITALIAN: bool = false;
    const PGN_VARIANT: Option<&'static str> = Some("Neo Chess");
    const PLY_CAP: Option<u32> = Some(PLY_CAP);
}

/// A Neo Chess position: a chess board, the two reserves, the move
/// counters.
#[derive(Clone, Debug)]
pub struct NeoPos {
    /// Board, colour to move, castling rights, en-passant square (its own
    /// move counters are not used: a read position may have played extra
    /// unchecked moves on it).
    chess: Chess,
    /// Each colour's reserve, by role.
    pockets: ByColor<ByRole<u8>>,
    halfmoves: u32,
    fullmoves: NonZeroU32,
}

impl Default for NeoPos {
    fn default() -> Self {
        NeoPos {
            chess: Chess::default(),
            pockets: ByColor::default(),
            halfmoves: 0,
            fullmoves: NonZeroU32::MIN,
        }
    }
}

/// The rank on which `colour`'s pawns promote.
fn last_rank(colour: Color) -> Rank {
    match colour {
        Color::White => Rank::Eighth,
        Color::Black => Rank::First,
    }
}

impl NeoPos {
    /// `colour`'s reserve.
    pub fn reserve(&self, colour: Color) -> &ByRole<u8> {
        self.pockets.get(colour)
    }

    /// The inactive pawns: pawns on their own 8th rank.
    pub fn inactive_pawns(&self) -> Bitboard {
        let board = self.chess.board();
        Color::ALL
            .into_iter()
            .map(|c| board.by_piece(c.pawn()) & Bitboard::from_rank(last_rank(c)))
            .fold(Bitboard::EMPTY, |a, b| a | b)
    }

    /// Whether `colour`'s opponent's reserve holds a piece a pawn may be
    /// exchanged for.
    fn exchange_possible(&self, colour: Color) -> bool {
        let theirs = self.pockets.get(!colour);
        PIECES.iter().any(|&r| *theirs.get(r) > 0)
    }

    /// The squares a piece may be dropped on: any empty square, or, in
    /// check by one piece, the squares between it and the king (as
    /// `shakmaty`'s Crazyhouse has it).
    fn drop_squares(&self) -> Bitboard {
        let checkers = self.checkers();
        if checkers.is_empty() {
            !self.board().occupied()
        } else if let (Some(checker), Some(king)) =
            (checkers.single_square(), self.board().king_of(self.turn()))
        {
            attacks::between(checker, king)
        } else {
            Bitboard::EMPTY
        }
    }

    /// `shakmaty`'s chess moves made Neo Chess moves (see the module's
    /// note): no double step from the 1st rank, promotions only by
    /// exchange.
    fn patch(&self, moves: &mut MoveList) {
        let me = self.turn();
        // `shakmaty` lets a pawn on its 1st rank (never there in chess)
        // step two squares; a dropped one steps one.
        let first = Bitboard::from_rank(last_rank(!me));
        moves.retain(|m| match *m {
            Move::Normal {
                role: Role::Pawn,
                from,
                to,
                ..
            } => !(first.contains(from) && from.rank().distance(to.rank()) == 2),
            _ => true,
        });
        // Promotion by exchange: only for a piece of the opponent's
        // reserve; with none there, the plain move (the pawn goes
        // inactive), which `shakmaty` lists as the queen's promotion.
        if self.exchange_possible(me) {
            let theirs = self.pockets.get(!me);
            moves.retain(|m| m.promotion().is_none_or(|r| *theirs.get(r) > 0));
        } else {
            moves.retain(|m| m.promotion().is_none_or(|r| r == Role::Queen));
            for m in moves.iter_mut() {
                if let Move::Normal { promotion, .. } = m {
                    *promotion = None;
                }
            }
        }
    }

    /// Whether the colour to move may drop a `role` on `to` now.
    fn may_drop(&self, role: Role, to: Square) -> bool {
        let me = self.turn();
        *self.pockets.get(me).get(role) > 0
            && role != Role::King
            && self.drop_squares().contains(to)
            && (role != Role::Pawn || to.rank() != last_rank(me))
    }

    /// The position of a set-up (FEN with reserves), or why it is none.
    ///
    /// `shakmaty` refuses pawns on a back rank, so the board is first set
    /// up with each such pawn replaced by a knight of its colour (a bishop
    /// where the knight would attack the enemy king; the two never both
    /// do), with the colour to move of the set-up. Then unchecked moves
    /// turn each stand-in into its pawn: a move of the stand-in's colour
    /// that sets a pawn on the square; a colour with nothing to turn
    /// passes by setting its king on its own square. Such moves name a
    /// knight as the moving piece, so no castling right is touched. An
    /// en-passant square is made by playing the double step over again (the
    /// pawn is set on the square it stands on). The counters and reserves
    /// are the set-up's.
    ///
    /// # Errors
    /// Kings missing or extra, a king in a reserve, more of a role than the
    /// game has, the side not to move in check, a bad en-passant square,
    /// or what `shakmaty` finds wrong with the board.
    pub fn set_up(setup: &Setup) -> Result<NeoPos, String> {
        let board = &setup.board;
        let turn = setup.turn;
        let pockets = setup.pockets.unwrap_or_default();
        for colour in Color::ALL {
            if board.by_piece(colour.king()).count() != 1 {
                return Err("each side has exactly one king".into());
            }
        }
        for (role, most) in MATERIAL {
            let held = usize::from(*pockets.white.get(role)) + usize::from(*pockets.black.get(role));
            if role == Role::King && held > 0 {
                return Err("a king cannot be in a reserve".into());
            }
            if board.by_role(role).count() + held > most {
                return Err(format!(
                    "more than {most} {role:?}s on the board and in the reserves"
                ));
            }
        }
        let (Some(our_king), Some(their_king)) = (board.king_of(turn), board.king_of(!turn)) else {
            return Err("each side has exactly one king".into());
        };
        let _ = our_king;
        if board.attacks_to(their_king, turn, board.occupied()).any() {
            return Err("the side not to move is in check".into());
        }
        // The double step an en-passant square stands for.
        let ep = match setup.ep_square {
            None => None,
            Some(passed) => {
                let (from, to) = match turn {
                    Color::Black => (passed.offset(-8), passed.offset(8)),
                    Color::White => (passed.offset(8), passed.offset(-8)),
                };
                let pushed = !turn;
                match (from, to) {
                    (Some(from), Some(to))
                        if from.rank()
                            == (if pushed == Color::White {
                                Rank::Second
                            } else {
                                Rank::Seventh
                            })
                            && board.piece_at(to) == Some(pushed.pawn())
                            && board.piece_at(passed).is_none()
                            && board.piece_at(from).is_none() =>
                    {
                        Some((from, to))
                    }
                    _ => return Err(format!("{passed} is not an en-passant square here")),
                }
            }
        };
        let back = board.pawns() & Bitboard::BACKRANKS;
        let mut base = setup.clone();
        base.pockets = None;
        base.promoted = Bitboard::EMPTY;
        base.ep_square = None;
        base.remaining_checks = None;
        let mut pending: ByColor<Vec<Square>> = ByColor::default();
        for square in back {
            let Some(colour) = board.color_at(square) else {
                continue;
            };
            let enemy_king = board.king_of(!colour).unwrap_or(square);
            let stand_in = if attacks::knight_attacks(square).contains(enemy_king) {
                Role::Bishop
            } else {
                Role::Knight
            };
            base.board.set_piece_at(square, stand_in.of(colour));
            pending.get_mut(colour).push(square);
        }
        let mut chess: Chess = Chess::from_setup(base, CastlingMode::Standard)
            .or_else(shakmaty::PositionError::ignore_too_much_material)
            .or_else(shakmaty::PositionError::ignore_impossible_check)
            .map_err(|e| e.to_string())?;
        let spare = (!board.occupied())
            .first()
            .ok_or_else(|| "the board has no empty square".to_string())?;
        // The colour to move once every stand-in is a pawn: the one that
        // made the double step when there is an en-passant square.
        let settled = if ep.is_some() { !turn } else { turn };
        loop {
            let mover = chess.turn();
            let set = |role: Role, to: Square| Move::Normal {
                role: Role::Knight,
                from: spare,
                capture: None,
                to,
                promotion: Some(role),
            };
            if let Some(square) = pending.get_mut(mover).pop() {
                chess.play_unchecked(set(Role::Pawn, square));
            } else if !pending.get(!mover).is_empty() || mover != settled {
                let king = chess.board().king_of(mover).unwrap_or(spare);
                chess.play_unchecked(set(Role::King, king));
            } else {
                break;
            }
        }
        if let Some((from, to)) = ep {
            chess.play_unchecked(Move::Normal {
                role: Role::Pawn,
                from,
                capture: None,
                to,
                promotion: None,
            });
        }
        if chess.board() != board || chess.turn() != turn {
            return Err("this board cannot be set up".into());
        }
        Ok(NeoPos {
            chess,
            pockets,
            halfmoves: setup.halfmoves,
            fullmoves: setup.fullmoves,
        })
    }
}

impl Position for NeoPos {
    fn board(&self) -> &Board {
        self.chess.board()
    }

    fn promoted(&self) -> Bitboard {
        Bitboard::EMPTY
    }

    fn pockets(&self) -> Option<&ByColor<ByRole<u8>>> {
        Some(&self.pockets)
    }

    fn turn(&self) -> Color {
        self.chess.turn()
    }

    fn castles(&self) -> &Castles {
        self.chess.castles()
    }

    fn maybe_ep_square(&self) -> Option<Square> {
        self.chess.maybe_ep_square()
    }

    fn remaining_checks(&self) -> Option<&ByColor<RemainingChecks>> {
        None
    }

    fn halfmoves(&self) -> u32 {
        self.halfmoves
    }

    fn fullmoves(&self) -> NonZeroU32 {
        self.fullmoves
    }

    fn legal_moves(&self) -> MoveList {
        let me = self.turn();
        let mut moves = self.chess.legal_moves();
        self.patch(&mut moves);
        let squares = self.drop_squares();
        if squares.any() {
            let mine = self.pockets.get(me);
            for role in [Role::Knight, Role::Bishop, Role::Rook, Role::Queen] {
                if *mine.get(role) > 0 {
                    moves.extend(squares.into_iter().map(|to| Move::Put { role, to }));
                }
            }
            if mine.pawn > 0 {
                let allowed = squares & !Bitboard::from_rank(last_rank(me));
                moves.extend(allowed.into_iter().map(|to| Move::Put { role: Role::Pawn, to }));
            }
        }
        moves
    }

    /// As `legal_moves` filtered, but quicker: `shakmaty`'s own candidates
    /// (SAN disambiguation asks for them at every move written).
    fn san_candidates(&self, role: Role, to: Square) -> MoveList {
        let mut moves = self.chess.san_candidates(role, to);
        self.patch(&mut moves);
        if self.may_drop(role, to) {
            moves.push(Move::Put { role, to });
        }
        moves
    }

    fn is_variant_end(&self) -> bool {
        false
    }

    fn has_insufficient_material(&self, _color: Color) -> bool {
        false
    }

    fn variant_outcome(&self) -> shakmaty::Outcome {
        shakmaty::Outcome::Unknown
    }

    fn play_unchecked(&mut self, m: Move) {
        let me = self.turn();
        let mine = self.pockets.get_mut(me);
        match m {
            Move::Normal {
                capture: Some(taken), ..
            } => {
                let held = mine.get_mut(taken);
                *held = held.saturating_add(1);
            }
            Move::EnPassant { .. } => mine.pawn = mine.pawn.saturating_add(1),
            Move::Put { role, .. } => {
                let held = mine.get_mut(role);
                *held = held.saturating_sub(1);
            }
            _ => {}
        }
        if let Move::Normal {
            promotion: Some(taken),
            ..
        } = m
        {
            // The exchange: the piece leaves the opponent's reserve, the
            // pawn enters it as his.
            let theirs = self.pockets.get_mut(!me);
            let held = theirs.get_mut(taken);
            *held = held.saturating_sub(1);
            theirs.pawn = theirs.pawn.saturating_add(1);
        }
        self.halfmoves = if m.is_zeroing() {
            0
        } else {
            self.halfmoves.saturating_add(1)
        };
        if me == Color::Black {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        self.chess.play_unchecked(m);
    }
}

/// The words for a piece taken from a reserve ("a rook").
pub(super) fn piece_words(role: Role) -> Message {
    match role {
        Role::Queen => Message::new("chess-piece-queen"),
        Role::Rook => Message::new("chess-piece-rook"),
        Role::Bishop => Message::new("chess-piece-bishop"),
        Role::Knight | Role::King => Message::new("chess-piece-knight"),
        Role::Pawn => Message::new("chess-piece-pawn"),
    }
}

/// Why a text naming no legal move is refused, when a reserve is the
/// reason: a drop of a piece the reserve lacks or of a pawn on its last
/// rank, a promotion that is not an exchange the opponent's reserve
/// allows. `None` for positions without reserves and other texts.
pub(super) fn refusal<P: Position>(
    pos: &P,
    sans: &[San],
    uci: Option<UciMove>,
    legal: &[Move],
) -> Option<Message> {
    let pockets = pos.pockets()?;
    let me = pos.turn();
    let drop = sans
        .iter()
        .find_map(|s| match *s {
            San::Put { role, to } => Some((role, to)),
            _ => None,
        })
        .or(match uci {
            Some(UciMove::Put { role, to }) => Some((role, to)),
            _ => None,
        });
    if let Some((role, to)) = drop {
        if *pockets.get(me).get(role) == 0 {
            return Some(Message::new("chess-not-in-reserve").part("piece", piece_words(role)));
        }
        if role == Role::Pawn && to.rank() == last_rank(me) {
            return Some(Message::new("chess-pawn-drop-last-rank"));
        }
        return None;
    }
    let promotion = sans
        .iter()
        .find_map(|s| match *s {
            San::Normal {
                role: Role::Pawn,
                to,
                promotion,
                ..
            } => Some((to, promotion)),
            _ => None,
        })
        .or(match uci {
            Some(UciMove::Normal { to, promotion, .. }) => Some((to, promotion)),
            _ => None,
        });
    let (to, wanted) = promotion?;
    if to.rank() != last_rank(me) || !legal.iter().any(|m| m.role() == Role::Pawn && m.to() == to) {
        return None;
    }
    let theirs = pockets.get(!me);
    let offered: Vec<Role> = PIECES.into_iter().filter(|&r| *theirs.get(r) > 0).collect();
    if offered.is_empty() {
        return wanted.map(|_| Message::new("chess-no-exchange"));
    }
    let letters: Vec<String> = offered.iter().map(|r| r.upper_char().to_string()).collect();
    Some(Message::new("chess-exchange-choice").code("pieces", letters.join(", ")))
}

#[cfg(test)]
#[path = "neo_tests.rs"]
mod tests;
