//! The position text: `<board> <first> <turn> <quiet>`.
//!
//! - the board, rank 6 first, `/` between ranks, `a` to `f` in each; a
//!   digit counts empty squares; a piece is a letter, upper case Yellow,
//!   lower case Blue: `f` a Fugitive, `g` a Guard, `k` a Guard everybody
//!   knows to be one (it froze a piece, or stood on the far rank), `p` a
//!   piece of a side that has not chosen yet; a frozen stack is its two
//!   pieces in brackets, the frozen one first (`[fK]`);
//! - who moves first: `y`, `b`, or `-` before the toss;
//! - the turn: `-` before the toss, `y` or `b` (the seat choosing during
//!   the set-up, the seat to move after it), followed by `:c3` when that
//!   seat has peeked at its piece on c3 this turn, or `over`;
//! - the turns played in a row without a freeze.
//!
//! The start after the toss (Yellow first): `PPPPPP/6/6/6/6/pppppp y y 0`.
//! Observations write a piece the viewer cannot know as `u` (`U`).
//!
//! A series (option `match`) adds three fields, which a single game never
//! writes: `match:<Yellow's points>,<Blue's points>/<target>`,
//! `game:<the game being played, from 1>` and `last:` with how the game
//! before ended (`-` in the first game): `y-escaped` / `b-escaped` (that
//! side's Fugitive reached the far rank), `y-froze` / `b-froze` (that side
//! froze with a Fugitive and lost), `frozen`, `stuck` or `quiet` (the
//! draws), then `:` and the squares where Yellow's Fugitives stood at its
//! end, `:` and Blue's: `last:y-escaped:b6,e4:a1,d3`. With the penalty a
//! Fugitive that froze, on top of its stack, is known to all: `r` (`R`).

use super::Evade;
use super::legal::can_step;
use super::state::{
    Cell, DRAW_POINTS, EState, End, FUGITIVES, GRID, PENALTY, PIECES, Past, Piece, QUIET_CAP, SIZE, SQUARES,
    WIN_POINTS, goal_rank, max_games, rank_of,
};
use crate::PositionError;

/// What a piece's letter says of it: the truth, or what a viewer knows.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Sight {
    All,
    /// Every piece of the seats marked here is written as known to that
    /// viewer; others' unknown identities are `u`.
    Of([bool; 2]),
}

fn letter(state: &EState, p: Piece, sight: Sight) -> char {
    let c = if !state.chosen[usize::from(p.seat)] {
        'p'
    } else if p.known && p.fugitive {
        'r'
    } else if p.known {
        'k'
    } else if matches!(sight, Sight::Of(seen) if !seen[usize::from(p.seat)]) {
        'u'
    } else if p.fugitive {
        'f'
    } else {
        'g'
    };
    if p.seat == 0 { c.to_ascii_uppercase() } else { c }
}

fn seat_letter(seat: u8) -> char {
    if seat == 0 { 'y' } else { 'b' }
}

/// The text of `state` as `sight` sees it.
pub fn write_as(rules: &Evade, state: &EState, sight: Sight) -> String {
    let mut ranks = Vec::new();
    for r in (0..SIZE).rev() {
        let mut s = String::new();
        let mut empty = 0;
        for f in 0..SIZE {
            let cell = state.board[usize::from(r * SIZE + f)];
            if cell == Cell::Empty {
                empty += 1;
                continue;
            }
            if empty > 0 {
                s.push(char::from(b'0' + empty));
                empty = 0;
            }
            match cell {
                Cell::Free(p) => s.push(letter(state, p, sight)),
                Cell::Frozen { bottom, top } => {
                    s.push('[');
                    s.push(letter(state, bottom, sight));
                    s.push(letter(state, top, sight));
                    s.push(']');
                }
                Cell::Empty => {}
            }
        }
        if empty > 0 {
            s.push(char::from(b'0' + empty));
        }
        ranks.push(s);
    }
    let first = state.first.map_or('-', seat_letter);
    let turn = if state.end.is_some() {
        "over".to_string()
    } else if state.first.is_none() {
        "-".to_string()
    } else if let Some(seat) = state.chooser() {
        seat_letter(seat).to_string()
    } else {
        let mut t = seat_letter(state.to_move).to_string();
        if let Some(sq) = state.peeked {
            t.push(':');
            t.push_str(&GRID.name(usize::from(sq)));
        }
        t
    };
    let mut text = format!("{} {first} {turn} {}", ranks.join("/"), state.quiet);
    if rules.e.series() {
        let last = state.past.map_or("-".to_string(), |p| {
            let squares = |s: usize| p.fugitives[s].map(|q| GRID.name(usize::from(q))).join(",");
            format!("{}:{}:{}", end_code(p.end), squares(0), squares(1))
        });
        text.push_str(&format!(
            " match:{},{}/{} game:{} last:{last}",
            state.points[0], state.points[1], rules.e.target, state.game
        ));
    }
    text
}

/// The position text of `state`.
pub fn write(rules: &Evade, state: &EState) -> String {
    write_as(rules, state, Sight::All)
}

/// How a game ended, in the `last:` field.
fn end_code(end: End) -> String {
    match end {
        End::Escaped(s) => format!("{}-escaped", seat_letter(s)),
        End::FugitiveFroze(s) => format!("{}-froze", seat_letter(s)),
        End::AllFrozen => "frozen".into(),
        End::Stuck => "stuck".into(),
        End::Quiet => "quiet".into(),
    }
}

fn read_end(code: &str) -> Option<End> {
    Some(match code {
        "frozen" => End::AllFrozen,
        "stuck" => End::Stuck,
        "quiet" => End::Quiet,
        _ => {
            let (seat, how) = code.split_once('-')?;
            let seat = seat_of(seat)?;
            match how {
                "escaped" => End::Escaped(seat),
                "froze" => End::FugitiveFroze(seat),
                _ => return None,
            }
        }
    })
}

/// The fields of a series: the points, the game, the game before.
struct Series {
    points: [i32; 2],
    game: u16,
    past: Option<Past>,
}

fn read_series(rules: &Evade, fields: &[&str]) -> Result<Series, PositionError> {
    let shape = || {
        PositionError::shape(format!(
            "a series adds three fields: match:<Yellow's points>,<Blue's points>/{}, game:<n>, last:<how the game before ended>",
            rules.e.target
        ))
    };
    let [points, game, last] = fields else {
        return Err(shape());
    };
    let (Some(points), Some(game), Some(last)) = (
        points.strip_prefix("match:"),
        game.strip_prefix("game:"),
        last.strip_prefix("last:"),
    ) else {
        return Err(shape());
    };
    let (points, target) = points.split_once('/').ok_or_else(shape)?;
    if target != rules.e.target.to_string() {
        return Err(PositionError::counter(format!(
            "'{target}': this series is played to {} points",
            rules.e.target
        )));
    }
    let bad_points = || PositionError::counter(format!("'{points}' is no pair of points, as 10,-5"));
    let (y, b) = points.split_once(',').ok_or_else(bad_points)?;
    let limit = i32::from(max_games(rules.e.target)) * WIN_POINTS;
    let read_points = |t: &str| {
        t.parse::<i32>()
            .ok()
            .filter(|p| p % DRAW_POINTS == 0 && p.abs() <= limit)
            .ok_or_else(bad_points)
    };
    let points = [read_points(y)?, read_points(b)?];
    if !rules.e.penalty && points.iter().any(|&p| p < 0) {
        return Err(PositionError::counter(
            "points go below zero only with the penalty",
        ));
    }
    let most = max_games(rules.e.target);
    let game = game
        .parse::<u16>()
        .ok()
        .filter(|g| (1..=most).contains(g))
        .ok_or_else(|| PositionError::counter(format!("'{game}' is no game of this series: 1 to {most}")))?;
    let past = if last == "-" {
        None
    } else {
        let bad = || {
            PositionError::shape(format!(
                "'{last}': how the game before ended, then Yellow's and Blue's Fugitives, as y-escaped:b6,e4:a1,d3"
            ))
        };
        let parts: Vec<&str> = last.split(':').collect();
        let [how, yellow, blue] = parts[..] else {
            return Err(bad());
        };
        let end = read_end(how).ok_or_else(bad)?;
        if rules.e.penalty && matches!(end, End::FugitiveFroze(_)) {
            return Err(PositionError::unreachable(
                "with the penalty a Fugitive's freeze ends no game",
            ));
        }
        let pair = |t: &str| -> Result<[u8; 2], PositionError> {
            let names: Vec<&str> = t.split(',').collect();
            let [a, b] = names[..] else {
                return Err(bad());
            };
            let a = GRID
                .read(a)
                .map_err(|e| PositionError::square("a Fugitive", a, e))?;
            let b = GRID
                .read(b)
                .map_err(|e| PositionError::square("a Fugitive", b, e))?;
            if a >= b {
                return Err(PositionError::shape(format!(
                    "'{t}': two different squares, in order (a1 first, f6 last)"
                )));
            }
            Ok([a as u8, b as u8])
        };
        Some(Past {
            end,
            fugitives: [pair(yellow)?, pair(blue)?],
        })
    };
    if (game == 1) != past.is_none() {
        return Err(PositionError::unreachable(
            "last: is '-' in the first game, and says how the game before ended in the others",
        ));
    }
    Ok(Series { points, game, past })
}

fn piece_of(c: char) -> Result<(Piece, char), PositionError> {
    let seat = u8::from(c.is_ascii_lowercase());
    let kind = c.to_ascii_lowercase();
    let mut p = Piece::new(seat);
    match kind {
        'f' => p.fugitive = true,
        'k' => p.known = true,
        'r' => {
            p.fugitive = true;
            p.known = true;
        }
        'g' | 'p' => {}
        _ => {
            return Err(PositionError::piece(format!(
                "'{c}' is no piece: f, g, k, p or r (upper case Yellow)"
            )));
        }
    }
    Ok((p, kind))
}

/// The board of `text`, with the letter of each piece.
/// A board read: its squares, and every piece with its letter.
type ReadBoard = ([Cell; SQUARES], Vec<(Piece, char)>);

fn board(text: &str) -> Result<ReadBoard, PositionError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != usize::from(SIZE) {
        return Err(PositionError::shape(format!(
            "{} ranks: the board has 6",
            ranks.len()
        )));
    }
    let mut cells = [Cell::Empty; SQUARES];
    let mut pieces = Vec::new();
    for (i, rank) in ranks.iter().enumerate() {
        let r = usize::from(SIZE) - 1 - i;
        let mut row: Vec<Cell> = Vec::new();
        let mut chars = rank.chars();
        while let Some(c) = chars.next() {
            match c {
                '1'..='6' => row.extend(std::iter::repeat_n(Cell::Empty, c as usize - '0' as usize)),
                '[' => {
                    let (Some(a), Some(b), Some(']')) = (chars.next(), chars.next(), chars.next()) else {
                        return Err(PositionError::piece(
                            "a frozen stack is two pieces in brackets, as [fK]",
                        ));
                    };
                    let (bottom, ka) = piece_of(a)?;
                    let (top, kb) = piece_of(b)?;
                    if bottom.seat == top.seat {
                        return Err(PositionError::piece(format!(
                            "[{a}{b}]: a stack holds one piece of each side"
                        )));
                    }
                    pieces.extend([(bottom, ka), (top, kb)]);
                    row.push(Cell::Frozen { bottom, top });
                }
                c => {
                    let (p, k) = piece_of(c)?;
                    pieces.push((p, k));
                    row.push(Cell::Free(p));
                }
            }
        }
        if row.len() != usize::from(SIZE) {
            return Err(PositionError::shape(format!(
                "rank {} has {} squares: 6",
                r + 1,
                row.len()
            )));
        }
        cells[r * usize::from(SIZE)..(r + 1) * usize::from(SIZE)].copy_from_slice(&row);
    }
    Ok((cells, pieces))
}

fn seat_of(c: &str) -> Option<u8> {
    match c {
        "y" => Some(0),
        "b" => Some(1),
        _ => None,
    }
}

/// In a series, whether the points can be so after `ended` games, while
/// the series goes on (`over` false) or once it is over.
fn check_points(rules: &Evade, state: &EState, ended: u16, over: bool) -> Result<(), PositionError> {
    if !rules.e.series() {
        return Ok(());
    }
    let points = state.points;
    // Points come only from games ended, less the penalties paid.
    let ceiling = i32::from(ended) * WIN_POINTS;
    if points.iter().any(|&p| p > ceiling) || (!rules.e.penalty && points[0] + points[1] != ceiling) {
        return Err(PositionError::counter(format!(
            "{},{} points after {ended} games: each game gives {WIN_POINTS} to its winner or {DRAW_POINTS} to each{}",
            points[0],
            points[1],
            if rules.e.penalty {
                format!(", less {PENALTY} a Fugitive's freeze")
            } else {
                String::new()
            }
        )));
    }
    let reached = points.iter().any(|&p| p >= i32::from(rules.e.target));
    let last_game = state.game >= max_games(rules.e.target);
    if !over && reached {
        return Err(PositionError::unreachable(
            "a side has reached the target: the series is over",
        ));
    }
    if over && !reached && !last_game {
        return Err(PositionError::unreachable(
            "a game of the series that ends is followed by the next one",
        ));
    }
    Ok(())
}

/// The state whose text is `text`.
pub fn read(rules: &Evade, text: &str) -> Result<EState, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let (fields, more) = fields.split_at(fields.len().min(4));
    let [board_text, first, turn, quiet] = fields[..] else {
        return Err(PositionError::shape(
            "four fields: the board, who moves first, the turn, the turns without a freeze",
        ));
    };
    if !rules.e.series() && !more.is_empty() {
        return Err(PositionError::shape(
            "four fields: the board, who moves first, the turn, the turns without a freeze",
        ));
    }
    let (cells, pieces) = board(board_text)?;
    let mut state = EState::new();
    state.board = cells;
    if rules.e.series() {
        let series = read_series(rules, more)?;
        state.points = series.points;
        state.game = series.game;
        state.past = series.past;
    }
    for seat in 0..2u8 {
        let own: Vec<char> = pieces
            .iter()
            .filter(|(p, _)| p.seat == seat)
            .map(|(_, k)| *k)
            .collect();
        if own.len() != usize::from(PIECES) {
            return Err(PositionError::count(format!(
                "{} pieces of one side: each has 6",
                own.len()
            )));
        }
        let unchosen = own.iter().filter(|&&k| k == 'p').count();
        let fugitives = own.iter().filter(|&&k| k == 'f' || k == 'r').count();
        match unchosen {
            0 if fugitives == usize::from(FUGITIVES) => state.chosen[usize::from(seat)] = true,
            0 => {
                return Err(PositionError::count(format!(
                    "{fugitives} Fugitives of one side: each chooses 2"
                )));
            }
            6 => {}
            _ => {
                return Err(PositionError::piece(
                    "p marks every piece of a side that has not chosen, or none",
                ));
            }
        }
    }
    state.quiet = quiet.parse().ok().filter(|q| *q <= QUIET_CAP).ok_or_else(|| {
        PositionError::counter(format!("'{quiet}' is no count of turns (0 to {QUIET_CAP})"))
    })?;
    state.first = match first {
        "-" => None,
        f => Some(seat_of(f).ok_or_else(|| PositionError::turn(format!("'{f}' is no seat: y or b")))?),
    };
    let start = EState::new();
    let at_start = (0..SQUARES).all(|sq| {
        start.board[sq].of(0).is_some() == state.board[sq].of(0).is_some()
            && start.board[sq].of(1).is_some() == state.board[sq].of(1).is_some()
    });
    if state.chosen == [false, true] {
        return Err(PositionError::unreachable("Yellow chooses before Blue"));
    }
    if !state.playing() {
        // The toss or the set-up: the start, nothing played.
        if !at_start || state.quiet != 0 {
            return Err(PositionError::unreachable(
                "nothing moves before both sides have chosen",
            ));
        }
        if state.first.is_none() && state.chosen != [false, false] {
            return Err(PositionError::unreachable("nobody chooses before the toss"));
        }
        check_points(rules, &state, state.game - 1, false)?;
        if state.board.iter().any(|c| c.pieces().any(|p| p.known)) {
            return Err(PositionError::unreachable(
                "before play nothing has shown what it is: no k or r",
            ));
        }
        if state.first.is_none() && state.game > 1 {
            return Err(PositionError::unreachable(
                "the games after the first have no toss: who moves first is known",
            ));
        }
        let expected = if state.first.is_none() {
            "-".to_string()
        } else {
            seat_letter(u8::from(state.chosen[0])).to_string()
        };
        if turn != expected {
            return Err(PositionError::turn(format!("the turn is '{expected}' here")));
        }
        state.to_move = state.first.unwrap_or(0);
        return Ok(state);
    }
    // In play: what everybody saw must be so.
    for sq in 0..SQUARES {
        match state.board[sq] {
            Cell::Free(p) if rank_of(sq) == goal_rank(p.seat) && !p.fugitive && !p.known => {
                return Err(PositionError::unreachable(format!(
                    "the Guard on {} stood on the far rank: everybody knows it (k)",
                    GRID.name(sq)
                )));
            }
            Cell::Frozen { top, .. } if !top.fugitive && !top.known => {
                return Err(PositionError::unreachable(format!(
                    "the Guard on top at {} froze a piece: everybody knows it (k)",
                    GRID.name(sq)
                )));
            }
            Cell::Frozen { top, .. } if top.fugitive && rules.e.penalty && !top.known => {
                return Err(PositionError::unreachable(format!(
                    "the Fugitive on top at {} paid the penalty: everybody knows it (r)",
                    GRID.name(sq)
                )));
            }
            _ => {}
        }
        let revealed = |p: Piece| p.fugitive && p.known;
        let misplaced = match state.board[sq] {
            Cell::Free(p) => revealed(p),
            Cell::Frozen { bottom, top } => revealed(bottom) || (revealed(top) && !rules.e.penalty),
            Cell::Empty => false,
        };
        if misplaced {
            return Err(PositionError::unreachable(format!(
                "r on {}: only a Fugitive that froze a piece and paid the penalty is known",
                GRID.name(sq)
            )));
        }
    }
    let froze = (0..SQUARES).find_map(|sq| match state.board[sq] {
        Cell::Frozen { top, .. } if top.fugitive && !rules.e.penalty => Some(top.seat),
        _ => None,
    });
    let escaped = (0..SQUARES).find_map(|sq| match state.board[sq] {
        Cell::Free(p) if p.fugitive && rank_of(sq) == goal_rank(p.seat) => Some(p.seat),
        _ => None,
    });
    let end = match (froze, escaped) {
        (Some(_), Some(_)) => return Err(PositionError::unreachable("the game ended at the first of these")),
        (Some(s), None) => Some(End::FugitiveFroze(s)),
        (None, Some(s)) => Some(End::Escaped(s)),
        (None, None) => rules.e.draw(&state),
    };
    check_points(
        rules,
        &state,
        state.game - u16::from(end.is_none()),
        end.is_some(),
    )?;
    match (turn, end) {
        ("over", Some(end)) => {
            state.end = Some(end);
            Ok(state)
        }
        ("over", None) => Err(PositionError::turn("the game is not over")),
        (_, Some(_)) => Err(PositionError::turn("the game is over: the turn is 'over'")),
        (t, None) => {
            let (seat, peek) = match t.split_once(':') {
                Some((s, p)) => (s, Some(p)),
                None => (t, None),
            };
            let seat = seat_of(seat)
                .ok_or_else(|| PositionError::turn(format!("'{t}' is no turn: y or b, or over")))?;
            state.to_move = seat;
            if let Some(p) = peek {
                let sq = GRID
                    .read(p)
                    .map_err(|e| PositionError::square("the square peeked at", p, e))?;
                if state.board[sq].of(seat).is_none() {
                    return Err(PositionError::unreachable(format!(
                        "no piece of the side to move on {p} to peek at"
                    )));
                }
                if !rules.e.peeking {
                    return Err(PositionError::unreachable("nobody peeks in this game"));
                }
                if !can_step(&state, seat) {
                    return Err(PositionError::unreachable(
                        "a side that cannot move does not peek",
                    ));
                }
                state.peeked = Some(sq as u8);
            }
            Ok(state)
        }
    }
}
