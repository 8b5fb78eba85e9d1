//! PDN FEN: the position text, and reading one into a state.
//!
//! Bell's Alquerque adds what FEN cannot say and its moves depend on: the
//! points each piece has stood on (` visited c3=b2.c2`, see [`format`]).

use std::fmt;

use super::board::{MAX_CELLS, SquareError};
use super::{
    BLACK, DraughtsState, EMPTY, Engine, MAX_TAKEN, Promotion, WHITE, colour_name, colour_of, is_king, piece,
};

/// Why a FEN text was refused.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FenError(pub String);

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for FenError {}

/// Longest FEN text read.
const MAX_LEN: usize = 1_000;

fn refuse<T>(why: impl Into<String>) -> Result<T, FenError> {
    Err(FenError(why.into()))
}

/// The position text of `state`.
pub(super) fn format(engine: &Engine, state: &DraughtsState) -> String {
    let mut cells: Vec<u8> = engine.geo.squares().to_vec();
    cells.sort_by_key(|&c| engine.geo.order(c));
    let mut text = String::from(if state.side == WHITE { "W" } else { "B" });
    for colour in [WHITE, BLACK] {
        text.push(':');
        text.push(if colour == WHITE { 'W' } else { 'B' });
        let pieces: Vec<String> = cells
            .iter()
            .filter_map(|&c| {
                let cell = state.board[usize::from(c)];
                (cell != EMPTY && colour_of(cell) == colour)
                    .then(|| format!("{}{}", if is_king(cell) { "K" } else { "" }, engine.name(c)))
            })
            .collect();
        text.push_str(&pieces.join(","));
    }
    if engine.v.no_revisit {
        text.push_str(&visited_text(engine, state, &cells));
    }
    text
}

/// Keyword before the visited points in a position text.
const VISITED: &str = " visited ";

/// Bell's visited points: ` visited ` and, per piece that has stood
/// elsewhere, its square, `=` and those other points joined by `.`
/// (`c3=b2.c2`), pieces in listing order joined by `,`; nothing while no
/// piece has left its point, so the start keeps its plain FEN.
fn visited_text(engine: &Engine, state: &DraughtsState, cells: &[u8]) -> String {
    let pieces: Vec<String> = cells
        .iter()
        .filter(|&&c| state.board[usize::from(c)] != EMPTY)
        .filter_map(|&c| {
            let others: Vec<String> = cells
                .iter()
                .filter(|&&p| p != c && state.visited[usize::from(c)] & (1 << p) != 0)
                .map(|&p| engine.name(p))
                .collect();
            (!others.is_empty()).then(|| format!("{}={}", engine.name(c), others.join(".")))
        })
        .collect();
    if pieces.is_empty() {
        String::new()
    } else {
        format!("{VISITED}{}", pieces.join(","))
    }
}

/// Reads the visited points after [`VISITED`] into `state`, whose pieces
/// are already placed (each has visited its own point).
fn read_visited(engine: &Engine, state: &mut DraughtsState, text: &str) -> Result<(), FenError> {
    if !engine.v.no_revisit {
        return refuse("only Bell's Alquerque lists visited points");
    }
    for entry in text.split(',').map(str::trim) {
        let Some((piece, points)) = entry.split_once('=') else {
            return refuse(format!(
                "'{}': a piece's visited points are written square=point.point, like c3=b2.c2",
                crate::notation::clip(entry)
            ));
        };
        let cell = read_one(engine, piece.trim())?;
        if state.board[usize::from(cell)] == EMPTY {
            return refuse(format!(
                "no piece on {} to have visited points",
                engine.name(cell)
            ));
        }
        for point in points.split('.') {
            let p = read_one(engine, point.trim())?;
            state.visited[usize::from(cell)] |= 1 << p;
        }
    }
    Ok(())
}

/// Reads a position text (see [`format`]) for [`crate::Rules::from_position`]:
/// the FEN, Bell's visited points, and no more pieces per side than the
/// start has (the engine's bounds count on it). Counters start afresh.
pub(super) fn read_position(engine: &Engine, text: &str) -> Result<DraughtsState, FenError> {
    let state = parse(engine, text)?;
    let counts = engine.material(&state.board);
    let start = engine.material(&engine.start.board);
    for colour in [WHITE, BLACK] {
        let (has, had) = (counts[usize::from(colour)], start[usize::from(colour)]);
        if has[0] + has[1] > had[0] + had[1] {
            return refuse(format!(
                "{} has {} pieces; this game starts with {}",
                colour_name(colour),
                has[0] + has[1],
                had[0] + had[1]
            ));
        }
    }
    Ok(state)
}

/// Reads PDN FEN, with Bell's visited points, into a fresh state of
/// `engine`'s rule set.
pub(super) fn parse(engine: &Engine, text: &str) -> Result<DraughtsState, FenError> {
    if text.len() > MAX_LEN {
        return refuse(format!("a position is at most {MAX_LEN} characters"));
    }
    match text.split_once(VISITED.trim()) {
        Some((fen, visited)) => {
            let mut state = parse_fen(engine, fen)?;
            read_visited(engine, &mut state, visited)?;
            Ok(state)
        }
        None => parse_fen(engine, text),
    }
}

/// Reads PDN FEN into a fresh state of `engine`'s rule set.
fn parse_fen(engine: &Engine, text: &str) -> Result<DraughtsState, FenError> {
    let compact: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let compact = compact.strip_suffix('.').unwrap_or(&compact);
    let mut parts = compact.split(':');
    let side = match parts.next().map(str::to_ascii_uppercase).as_deref() {
        Some("W") => WHITE,
        Some("B") => BLACK,
        _ => {
            return refuse(
                "a position starts with the side to move, W or B, then :W… and :B… with the pieces",
            );
        }
    };
    let mut board = [EMPTY; MAX_CELLS];
    let mut listed = [false; 2];
    for part in parts {
        let mut chars = part.chars();
        let colour = match chars.next().map(|c| c.to_ascii_uppercase()) {
            Some('W') => WHITE,
            Some('B') => BLACK,
            _ => {
                return refuse(format!(
                    "'{}' should start with W or B, the colour of the pieces that follow",
                    crate::notation::clip(part)
                ));
            }
        };
        if std::mem::replace(&mut listed[usize::from(colour)], true) {
            return refuse(format!("{}'s pieces are listed twice", colour_name(colour)));
        }
        for token in chars.as_str().split(',').filter(|t| !t.is_empty()) {
            let (king, squares) = match token.strip_prefix(['K', 'k']) {
                Some(rest) => (true, rest),
                None => (false, token),
            };
            for cell in read_squares(engine, squares)? {
                let slot = &mut board[usize::from(cell)];
                if *slot != EMPTY {
                    return refuse(format!("square {} holds two pieces", engine.name(cell)));
                }
                if !king && engine.v.promotion != Promotion::None && engine.geo.is_far_row(cell, colour) {
                    return refuse(format!(
                        "a {} man cannot stand on {}, its far row: it would be a king",
                        colour_name(colour),
                        engine.name(cell)
                    ));
                }
                if king && engine.v.king == super::King::None {
                    return refuse("this game has no kings");
                }
                *slot = piece(colour, king);
            }
        }
    }
    for colour in [WHITE, BLACK] {
        let count = board
            .iter()
            .filter(|&&c| c != EMPTY && colour_of(c) == colour)
            .count();
        if count > MAX_TAKEN {
            return refuse(format!(
                "{} has {count} pieces; at most {MAX_TAKEN}",
                colour_name(colour)
            ));
        }
    }
    let mut state = engine.start.clone();
    state.board = board;
    state.side = side;
    state.ply = 0;
    state.quiet = 0;
    state.last = None;
    state.visited = [0; 25];
    if engine.v.no_revisit {
        for &cell in engine.geo.squares() {
            if board[usize::from(cell)] != EMPTY {
                state.visited[usize::from(cell)] = 1 << cell;
            }
        }
    }
    engine.reset_counters(&mut state);
    Ok(state)
}

/// One square, by number or coordinate.
fn read_one(engine: &Engine, token: &str) -> Result<u8, FenError> {
    match read_squares(engine, token)?.as_slice() {
        [cell] => Ok(*cell),
        _ => refuse(format!("'{}' is not one square", crate::notation::clip(token))),
    }
}

/// The cells of one FEN token: a square, or a range of square numbers
/// (`21-32`).
fn read_squares(engine: &Engine, token: &str) -> Result<Vec<u8>, FenError> {
    let read = |t: &str| {
        engine
            .geo
            .read(&t.to_ascii_lowercase(), engine.v.numbered)
            .or_else(|e| {
                refuse(match e {
                    SquareError::Unreadable => format!("'{}' is not a square", crate::notation::clip(t)),
                    SquareError::OffBoard { first, last } => {
                        format!("there is no square {t}: squares run from {first} to {last}")
                    }
                    SquareError::Unplayable => {
                        format!("{t} is a light square: pieces stand only on the dark ones")
                    }
                })
            })
    };
    match token.split_once('-') {
        Some((a, b)) if engine.v.numbered => {
            let (a, b) = (read(a)?, read(b)?);
            let (na, nb) = (engine.geo.number(a), engine.geo.number(b));
            if na > nb {
                return refuse(format!("the range {na}-{nb} runs backwards"));
            }
            Ok((na..=nb)
                .map(|n| engine.geo.squares()[usize::from(n) - 1])
                .collect())
        }
        Some(_) => refuse(format!(
            "'{}': ranges are for square numbers",
            crate::notation::clip(token)
        )),
        None => Ok(vec![read(token)?]),
    }
}
