//! Move text (SAN, with UCI and the customary liberties), refusals that
//! say why, picker steps and the position text.

use shakmaty::fen::Fen;
use shakmaty::san::San;
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, CastlingSide, Move, Position, Square};

use super::{ChessState, Engine, Variant};
use crate::notation::MoveError;
use crate::{Message, PositionError, Rules, Status, match_text};

/// A move in UCI (`e2e4`, `e7e8q`, castling as the king's step `e1g1`).
pub(super) fn uci(mv: Move) -> String {
    UciMove::from_standard(mv).to_string()
}

/// The picker steps of a SAN text: the piece letter (or the pawn's file,
/// or the whole castling), then up to the destination's file, then the
/// rest (`Nf3` → `N`, `f`, `3`; `exd5` → `e`, `xd`, `5`; `e4` → `e`, `4`).
pub(super) fn steps(san: &str) -> Vec<String> {
    let b = san.as_bytes();
    if san.starts_with('O') || b.len() < 2 {
        return vec![san.to_string()];
    }
    let dest = (0..b.len() - 1)
        .rev()
        .find(|&i| (b'a'..=b'h').contains(&b[i]) && (b'1'..=b'8').contains(&b[i + 1]));
    match dest {
        Some(0) | None => vec![san[..1].to_string(), san[1..].to_string()],
        Some(i) => vec![
            san[..1].to_string(),
            san[1..=i].to_string(),
            san[i + 1..].to_string(),
        ],
    }
}

/// The readings of a text as SAN: as written, and with a lower-case piece
/// letter or promotion read as upper case; without check signs, move
/// numbers, `-` or `:` between squares.
fn san_readings(text: &str) -> Vec<San> {
    let mut t = text.trim().to_string();
    // A move number in front: `12.` or `12...`.
    if let Some(dot) = t.rfind('.')
        && t[..dot].trim_end_matches('.').bytes().all(|b| b.is_ascii_digit())
    {
        t = t[dot + 1..].trim().to_string();
    }
    let t: String = t
        .chars()
        .filter(|c| !matches!(c, '+' | '#' | '!' | '?' | ' ' | '-' | ':'))
        .collect();
    let mut texts = vec![t.clone()];
    let upper_promotion = |s: &str| match s.find('=') {
        Some(i) => format!("{}{}", &s[..=i], s[i + 1..].to_uppercase()),
        None => s.to_string(),
    };
    texts.push(upper_promotion(&t));
    if let Some(first) = t.chars().next()
        && matches!(first, 'n' | 'b' | 'r' | 'q' | 'k')
    {
        let mut up = first.to_ascii_uppercase().to_string();
        up.push_str(&t[1..]);
        texts.push(upper_promotion(&up));
    }
    // A promotion without `=`: `e8q`.
    let len = t.len();
    if len >= 3
        && t.is_char_boundary(len - 1)
        && matches!(t.as_bytes()[len - 1], b'q' | b'r' | b'b' | b'n' | b'k')
        && t.as_bytes()[len - 2].is_ascii_digit()
    {
        texts.push(format!("{}={}", &t[..len - 1], t[len - 1..].to_uppercase()));
    }
    texts
        .iter()
        .filter_map(|s| San::from_ascii(s.as_bytes()).ok())
        .collect()
}

/// Whether `san` names `mv`, a capture sign or its absence forgiven.
fn loose_match(san: San, mv: Move) -> bool {
    match san {
        San::Normal {
            role,
            file,
            rank,
            to,
            promotion,
            ..
        } => San::Normal {
            role,
            file,
            rank,
            capture: mv.is_capture(),
            to,
            promotion,
        }
        .matches(mv),
        other => other.matches(mv),
    }
}

/// The castling a text names (`O-O`, `0-0`, `o-o-o`), if it is one.
fn castling(text: &str) -> Option<CastlingSide> {
    let t: String = text
        .trim()
        .trim_end_matches(['+', '#'])
        .chars()
        .map(|c| if c == '0' || c == 'o' { 'O' } else { c })
        .collect();
    match t.as_str() {
        "O-O" | "OO" => Some(CastlingSide::KingSide),
        "O-O-O" | "OOO" => Some(CastlingSide::QueenSide),
        _ => None,
    }
}

/// The UCI reading of a text (`e2e4`, `e2-e4`, `e7e8q`), if it is one.
fn uci_reading(text: &str) -> Option<UciMove> {
    let t: String = text
        .trim()
        .chars()
        .filter(|c| !matches!(c, '-' | ':' | 'x' | '+' | '#' | ' '))
        .flat_map(char::to_lowercase)
        .collect();
    if t.len() < 4 {
        return None;
    }
    t.parse::<UciMove>().ok()
}

/// `text` with Italian piece letters read as English ones: R(e) → K,
/// D(onna) → Q, T(orre) → R, A(lfiere) → B, C(avallo) → N, where a piece
/// letter stands (first, after `=`, or a promotion after the rank):
/// `Cf3` → `Nf3`, `Txe5` → `Rxe5`, `e8=D` → `e8=Q`, `C@e4` → `N@e4`.
/// `None` when nothing changes. Italian letters are upper case only, so a
/// pawn's file (`c`, `d`, `a`) is never read as a piece.
///
/// Italian `R` (the king) is English `R` (a rook): the engine reads a text
/// in Italian letters only when English ones name nothing, and then not
/// `R` (an illegal rook move must not become a king's); the core reads
/// the whole Italian set first in an Italian chat.
pub fn from_italian(text: &str) -> Option<String> {
    italian_letters(text, true)
}

/// [`from_italian`], `R` read as the king only when `king`.
fn italian_letters(text: &str, king: bool) -> Option<String> {
    let english = |c: char| match c {
        'R' if king => Some('K'),
        'D' => Some('Q'),
        'T' => Some('R'),
        'A' => Some('B'),
        'C' => Some('N'),
        _ => None,
    };
    let t = text.trim();
    // A move number in front (`12.`, `12...`) stays as it is.
    let start = t
        .char_indices()
        .find(|&(_, c)| !(c.is_ascii_digit() || c == '.' || c == ' '))
        .map_or(t.len(), |(i, _)| i);
    let (number, body) = t.split_at(start);
    let chars: Vec<char> = body.chars().collect();
    let mut changed = false;
    let out: String = chars
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let piece_place = i == 0
                || chars[i - 1] == '='
                || (i + 1 == chars.len() && chars[i - 1].is_ascii_digit() && i >= 2);
            match english(c).filter(|_| piece_place) {
                Some(e) => {
                    changed = true;
                    e
                }
                None => c,
            }
        })
        .collect();
    changed.then(|| format!("{number}{out}"))
}

/// The legal moves a text may name, with every liberty taken; a text that
/// names none in English letters is read with Italian ones (`Cf3`).
fn readings<V: Variant>(state: &ChessState<V::Pos>, legal: &[Move], text: &str) -> Vec<Move> {
    let found = english_readings::<V>(state, legal, text);
    match italian_letters(text, false) {
        Some(italian) if found.is_empty() => english_readings::<V>(state, legal, &italian),
        _ => found,
    }
}

/// The legal moves a text in English letters may name.
fn english_readings<V: Variant>(state: &ChessState<V::Pos>, legal: &[Move], text: &str) -> Vec<Move> {
    let mut found: Vec<Move> = Vec::new();
    let mut add = |m: Move| {
        if !found.contains(&m) {
            found.push(m);
        }
    };
    if let Some(side) = castling(text) {
        for &m in legal {
            if m.castling_side() == Some(side) {
                add(m);
            }
        }
        return found;
    }
    if let Some(u) = uci_reading(text) {
        for &m in legal {
            if UciMove::from_standard(m) == u || UciMove::from_move(m, CastlingMode::Chess960) == u {
                add(m);
            }
        }
    }
    let _ = state;
    for san in san_readings(text) {
        for &m in legal {
            if loose_match(san, m) {
                add(m);
            }
        }
    }
    found
}

/// Text → move (see the family's note for what is accepted).
pub(super) fn parse<V: Variant>(
    rules: &Engine<V>,
    state: &ChessState<V::Pos>,
    text: &str,
) -> Result<Move, MoveError> {
    if let Status::Over(outcome) = rules.status(state) {
        return Err(MoveError::NoMoveExpected {
            reason: Message::new("move-game-over").part("reason", outcome.reason),
        });
    }
    let legal = rules.moves(state);
    let found = readings::<V>(state, &legal, text);
    match found.len() {
        1 => Ok(found[0]),
        0 => match_text(rules, state, text),
        _ => {
            let wanted = text.trim();
            if let Some(&m) = found.iter().find(|&&m| rules.format_move(state, &m) == wanted) {
                return Ok(m);
            }
            let mut options: Vec<String> = found.iter().map(|m| rules.format_move(state, m)).collect();
            options.sort();
            Err(MoveError::Ambiguous {
                text: crate::notation::clip(text),
                options,
            })
        }
    }
}

/// The canonical texts of `moves`, sorted, joined by commas.
fn listed<V: Variant>(rules: &Engine<V>, state: &ChessState<V::Pos>, moves: &[Move]) -> String {
    let mut texts: Vec<String> = moves.iter().map(|m| rules.format_move(state, m)).collect();
    texts.sort();
    texts.join(", ")
}

/// Why a text that names no legal move is refused.
pub(super) fn diagnose<V: Variant>(rules: &Engine<V>, state: &ChessState<V::Pos>, text: &str) -> MoveError {
    let sans = san_readings(text);
    let uci = uci_reading(text);
    let castle = castling(text);
    if sans.is_empty() && uci.is_none() && castle.is_none() {
        if let Some(italian) = italian_letters(text, false) {
            return diagnose(rules, state, &italian);
        }
        // Where nobody castles, the example is not `O-O`.
        let how = if V::LOSING {
            Message::new("chess-notation-no-castling")
        } else {
            Message::new("chess-notation")
        };
        return MoveError::not_a_move(text, how);
    }
    let pos = &state.pos;
    let legal = rules.moves(state);
    if let Some(reason) = super::neo::refusal(pos, &sans, uci, &legal) {
        return MoveError::illegal(text, reason);
    }
    let (n, k) = (Engine::<V>::series_length(state), state.done + 1);
    // Italian progressive: the move exists but gives check too early.
    if V::ITALIAN {
        let all: Vec<Move> = pos.legal_moves().into_iter().collect();
        if !readings::<V>(state, &all, text).is_empty() {
            return MoveError::illegal(
                text,
                Message::new("chess-check-too-early")
                    .count("move", k)
                    .count("series", n),
            );
        }
    }
    // The square the text aims at.
    let target: Option<Square> = sans
        .iter()
        .find_map(|s| match *s {
            San::Normal { to, .. } | San::Put { to, .. } => Some(to),
            _ => None,
        })
        .or(match uci {
            Some(UciMove::Normal { to, .. }) => Some(to),
            _ => None,
        });
    if V::LOSING && !legal.is_empty() && legal.iter().all(|m| m.is_capture()) {
        let aims_at_capture = target.is_some_and(|to| pos.board().color_at(to) == Some(!pos.turn()));
        if !aims_at_capture {
            return MoveError::illegal(
                text,
                Message::new("chess-must-capture").code("captures", listed(rules, state, &legal)),
            );
        }
    }
    if castle.is_some() {
        let reason = if V::LOSING {
            Message::new("chess-no-castling")
        } else {
            Message::new("chess-cannot-castle")
        };
        return MoveError::illegal(text, reason);
    }
    if !V::LOSING && pos.is_check() {
        return MoveError::illegal(
            text,
            Message::new("chess-parry-check").code("moves", listed(rules, state, &legal)),
        );
    }
    if V::PROGRESSIVE
        && k > 1
        && sans.iter().any(|s| {
            matches!(
                s,
                San::Normal {
                    capture: true,
                    role: shakmaty::Role::Pawn,
                    ..
                }
            )
        })
    {
        // A pawn capture onto an empty square: en passant, first move only.
        if let Some(to) = target
            && pos.board().piece_at(to).is_none()
        {
            return MoveError::illegal(text, Message::new("chess-en-passant-first"));
        }
    }
    match target {
        Some(to) => {
            let there: Vec<Move> = legal.iter().copied().filter(|m| m.to() == to).collect();
            if there.is_empty() {
                MoveError::illegal(
                    text,
                    Message::new("chess-nothing-reaches").code("square", to.to_string()),
                )
            } else {
                MoveError::illegal(
                    text,
                    Message::new("chess-reach-instead")
                        .code("square", to.to_string())
                        .code("moves", listed(rules, state, &there)),
                )
            }
        }
        None => MoveError::illegal(text, Message::new("chess-not-legal")),
    }
}

/// The state of a position text (see the family's note).
pub(super) fn read_position<V: Variant>(
    _rules: &Engine<V>,
    text: &str,
) -> Result<ChessState<V::Pos>, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let bad_fen = |e: String| PositionError::new(format!("not a chess position: {e}"));
    if !V::PROGRESSIVE {
        let fen = Fen::from_ascii(text.trim().as_bytes()).map_err(|e| bad_fen(e.to_string()))?;
        let pos: V::Pos = V::set_up(fen.into_setup(), false).map_err(bad_fen)?;
        return Ok(Engine::<V>::state_from(pos, 1, 0, 0, Vec::new()));
    }
    if !(7..=8).contains(&fields.len()) {
        return Err(PositionError::new(
            "a progressive position is: board, colour to move, castling, en-passant squares, quiet series, series number, moves done, and the double steps of the series under way if any",
        ));
    }
    let fen = format!("{} {} {} - 0 1", fields[0], fields[1], fields[2]);
    let setup = Fen::from_ascii(fen.as_bytes())
        .map_err(|e| bad_fen(e.to_string()))?
        .into_setup();
    let pos: V::Pos = V::set_up(setup, true).map_err(bad_fen)?;
    let squares = |field: &str| -> Result<Vec<Square>, PositionError> {
        if field == "-" {
            return Ok(Vec::new());
        }
        field
            .split(',')
            .map(|s| {
                s.parse::<Square>()
                    .map_err(|_| PositionError::new(format!("'{s}' is not a square")))
            })
            .collect()
    };
    let targets = squares(fields[3])?;
    let number = |field: &str, what: &str| {
        field
            .parse::<u32>()
            .map_err(|_| PositionError::new(format!("the {what} is a number, not '{field}'")))
    };
    let (quiet, zeroing) = match fields[4] {
        "-" => (0, true),
        q => (number(q, "quiet series count")?, false),
    };
    let series = number(fields[5], "series number")?;
    let done = number(fields[6], "moves done")?;
    if series == 0 || done >= series || series > 100_000 {
        return Err(PositionError::new(format!(
            "series {series} with {done} moves done: the series number is at least 1 and more than the moves done"
        )));
    }
    if done > 0 && !targets.is_empty() {
        return Err(PositionError::new(
            "en-passant squares belong to the first move of a series",
        ));
    }
    if done == 0 && zeroing {
        return Err(PositionError::new(
            "'-' for the quiet count is only for a series under way",
        ));
    }
    let mut state = Engine::<V>::state_from(pos, series, done, quiet, targets);
    state.zeroing = zeroing;
    if let Some(made) = fields.get(7) {
        state.made = squares(made)?;
    }
    Ok(state)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_split_a_san_into_piece_file_and_rank() {
        assert_eq!(steps("Nf3"), ["N", "f", "3"]);
        assert_eq!(steps("exd5"), ["e", "xd", "5"]);
        assert_eq!(steps("e4"), ["e", "4"]);
        assert_eq!(steps("e8=Q+"), ["e", "8=Q+"]);
        assert_eq!(steps("Nbxd2"), ["N", "bxd", "2"]);
        assert_eq!(steps("O-O-O"), ["O-O-O"]);
    }

    #[test]
    fn castling_reads_letters_and_zeros() {
        assert_eq!(castling("0-0"), Some(CastlingSide::KingSide));
        assert_eq!(castling("o-o-o+"), Some(CastlingSide::QueenSide));
        assert_eq!(castling("O-O-O-O"), None);
    }
}
