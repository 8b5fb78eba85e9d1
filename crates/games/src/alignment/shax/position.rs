//! The position text: `<24 points> <White in hand> <Black in hand> <to
//! move> <first jare> <quiet plies> <open>`.

use super::{PIECES, Phase, QUIET_LIMIT, Shax, ShaxState};
use crate::alignment::morris::{POINTS, bit, in_mills};
use crate::{PositionError, Seat};

/// What a position text looks like, for refusals.
const SHAPE: &str = "a Shax position is the 24 points as W, B or ., White's and Black's pieces in hand, \
                     W or B to move, who made the first jare (W, B or -), the plies without a removal \
                     and 'open' or '-', like '........................ 12 12 W - 0 -'";

fn seat_letter(seat: Seat) -> char {
    if seat == Seat::FIRST { 'W' } else { 'B' }
}

pub(super) fn write(state: &ShaxState) -> String {
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
    format!(
        "{board} {} {} {} {} {} {}",
        state.in_hand[0],
        state.in_hand[1],
        seat_letter(state.to_move),
        state.first_jare.map_or('-', seat_letter),
        state.quiet,
        if state.open { "open" } else { "-" }
    )
}

fn read_seat(text: &str) -> Option<Seat> {
    match text {
        "W" => Some(Seat::FIRST),
        "B" => Some(Seat::SECOND),
        _ => None,
    }
}

pub(super) fn read(text: &str) -> Result<ShaxState, PositionError> {
    let parts: Vec<&str> = text.split_whitespace().collect();
    let [board, white, black, to_move, jare, quiet, open] = parts.as_slice() else {
        return Err(PositionError::shape(SHAPE));
    };
    if board.chars().count() != 24 {
        return Err(PositionError::shape(format!(
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
                return Err(PositionError::piece(format!(
                    "point {} holds '{c}': W, B or . expected",
                    POINTS[p]
                )));
            }
        }
    }
    let hand = |t: &str| t.parse::<u8>().ok().filter(|&h| h <= PIECES);
    let (Some(hw), Some(hb)) = (hand(white), hand(black)) else {
        return Err(PositionError::counter(format!(
            "pieces in hand are 0 to {PIECES}, not '{white}' and '{black}'"
        )));
    };
    let to_move = read_seat(to_move).ok_or_else(|| PositionError::turn("W or B is to move"))?;
    let first_jare = match *jare {
        "-" => None,
        other => Some(read_seat(other).ok_or_else(|| PositionError::shape("the first jare is W, B or -"))?),
    };
    let quiet: u16 = quiet.parse().ok().filter(|&q| q <= QUIET_LIMIT).ok_or_else(|| {
        PositionError::counter(format!("the plies without a removal are 0 to {QUIET_LIMIT}"))
    })?;
    let open = match *open {
        "open" => true,
        "-" => false,
        _ => return Err(PositionError::shape("the last field is 'open' or '-'")),
    };
    let state = ShaxState {
        men,
        in_hand: [hw, hb],
        to_move,
        first_jare,
        quiet,
        open,
        last: None,
    };
    for seat in [Seat::FIRST, Seat::SECOND] {
        if state.pieces(seat) > u32::from(PIECES) {
            return Err(PositionError::count(format!(
                "{} has {} pieces on the board and in hand; a side has {PIECES}",
                Shax::seat_name(seat),
                state.pieces(seat)
            )));
        }
    }
    let phase = state.phase();
    if phase != Phase::Moving && (quiet != 0 || open) {
        return Err(PositionError::unreachable(
            "plies without a removal and a demand to open belong to the moving phase",
        ));
    }
    match phase {
        Phase::Placing => {
            if state.pieces(Seat::FIRST) != u32::from(PIECES)
                || state.pieces(Seat::SECOND) != u32::from(PIECES)
            {
                return Err(PositionError::count(
                    "nothing is removed while placing: each side has its 12 pieces",
                ));
            }
            let expected = if hw == hb { Seat::FIRST } else { Seat::SECOND };
            if hw != hb && hw + 1 != hb {
                return Err(PositionError::count(
                    "White places first: White has as many pieces in hand as Black, or one fewer",
                ));
            }
            if to_move != expected {
                return Err(PositionError::turn(format!(
                    "{} is to place next",
                    Shax::seat_name(expected)
                )));
            }
        }
        Phase::Removing(k) => {
            let opener = Shax::opener(&state);
            let remover = if k == 0 { opener } else { opener.other() };
            if to_move != remover || (k == 1 && state.men[opener.index()].count_ones() != u32::from(PIECES)) {
                return Err(PositionError::turn(format!(
                    "the first jare's maker removes first, then the other: {} removes now",
                    Shax::seat_name(remover)
                )));
            }
        }
        Phase::Moving => {
            if state.men.iter().any(|m| m.count_ones() >= u32::from(PIECES)) {
                return Err(PositionError::unreachable(
                    "each side lost a piece in the initial removals",
                ));
            }
            if open && !state.slides(to_move.other()).is_empty() {
                return Err(PositionError::unreachable(
                    "a way is opened only for a player without a move",
                ));
            }
        }
    }
    if first_jare.is_none()
        && matches!(phase, Phase::Placing | Phase::Removing(0))
        && (in_mills(men[0]) | in_mills(men[1])) != 0
    {
        return Err(PositionError::unreachable(
            "a row of three stands, so somebody made the first jare",
        ));
    }
    Ok(state)
}
