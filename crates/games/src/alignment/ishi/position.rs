//! Ishi's position text (see the module's header) and its reading back.

use super::board::{self, ALL, CELLS, ROWS, first};
use super::{Ishi, IshiState, MAX_PLIES, OPENING, Phase, SUPPLY};
use crate::{PositionError, Rules, Seat};

const SHAPE: &str = "an Ishi position is 10 rows a to j joined by '/' (. empty, b black, w white), the seat to move (b or w), the phase (1 or 2), the last count (o at an opening), the turn so far (- or b:f2,f3), the stones in hand (40,40), the loser of phase 1 (-, b or w) and the plies";

fn letter(seat: Seat) -> char {
    if seat == Seat::FIRST { 'b' } else { 'w' }
}

fn seat(text: &str) -> Option<Seat> {
    match text {
        "b" => Some(Seat::FIRST),
        "w" => Some(Seat::SECOND),
        _ => None,
    }
}

/// The position's text.
pub fn write(state: &IshiState) -> String {
    let rows: Vec<String> = (0..ROWS)
        .map(|r| {
            (first(r)..first(r + 1))
                .map(|c| {
                    if state.stones[0] >> c & 1 == 1 {
                        'b'
                    } else if state.stones[1] >> c & 1 == 1 {
                        'w'
                    } else {
                        '.'
                    }
                })
                .collect()
        })
        .collect();
    let prev = if state.prev == OPENING {
        "o".to_string()
    } else {
        state.prev.to_string()
    };
    let turn = if state.turn == 0 {
        "-".to_string()
    } else {
        let colour = match state.phase {
            Phase::Place => letter(state.to_move),
            Phase::Remove => letter(Seat(state.taking)),
        };
        format!("{colour}:{}", board::names(state.turn, ","))
    };
    format!(
        "{} {} {} {prev} {turn} {},{} {} {}",
        rows.join("/"),
        letter(state.to_move),
        if state.phase == Phase::Place { 1 } else { 2 },
        state.supply[0],
        state.supply[1],
        state.phase1_loser.map_or('-', letter),
        state.plies
    )
}

/// The state `text` names.
pub fn read(rules: &Ishi, text: &str) -> Result<IshiState, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [rows, to_move, phase, prev, turn, supply, loser, plies] = fields[..] else {
        return Err(PositionError::shape(SHAPE));
    };
    let rows: Vec<&str> = rows.split('/').collect();
    if rows.len() != ROWS {
        return Err(PositionError::shape(SHAPE));
    }
    let mut stones = [0u64; 2];
    for (r, row) in rows.iter().enumerate() {
        if row.chars().count() != r + 1 {
            return Err(PositionError::shape(format!(
                "row {} has {} cells, not {}",
                char::from(b'a' + r as u8),
                row.chars().count(),
                r + 1
            )));
        }
        for (k, ch) in row.chars().enumerate() {
            let bit = 1u64 << (first(r) + k);
            match ch {
                '.' => {}
                'b' => stones[0] |= bit,
                'w' => stones[1] |= bit,
                _ => return Err(PositionError::piece(format!("'{ch}' is not a cell (. b w)"))),
            }
        }
    }
    let to_move = seat(to_move).ok_or_else(|| PositionError::turn(format!("'{to_move}' is not b or w")))?;
    let phase = match phase {
        "1" => Phase::Place,
        "2" => Phase::Remove,
        _ => return Err(PositionError::shape(format!("phase '{phase}' is not 1 or 2"))),
    };
    let prev = match prev {
        "o" => OPENING,
        n => match n.parse::<u8>() {
            Ok(n) if usize::from(n) <= CELLS => n,
            _ => {
                return Err(PositionError::counter(format!(
                    "'{n}' is not a count (o or 0 to 55)"
                )));
            }
        },
    };
    let (turn, taking) = if turn == "-" {
        (0, 0)
    } else {
        let (colour, list) = turn
            .split_once(':')
            .ok_or_else(|| PositionError::shape(format!("'{turn}' is not a turn (- or b:f2,f3)")))?;
        let colour = seat(colour).ok_or_else(|| PositionError::piece(format!("'{colour}' is not b or w")))?;
        let mut set = 0u64;
        for cell in list.split(',') {
            let c =
                board::read(cell).ok_or_else(|| PositionError::shape(format!("'{cell}' is not a cell")))?;
            set |= 1 << c;
        }
        (set, colour.0)
    };
    let (b, w) = supply
        .split_once(',')
        .and_then(|(b, w)| Some((b.parse::<u8>().ok()?, w.parse::<u8>().ok()?)))
        .filter(|&(b, w)| b <= SUPPLY && w <= SUPPLY)
        .ok_or_else(|| {
            PositionError::count(format!(
                "'{supply}' is not the stones in hand (0 to 40 each, 40,40)"
            ))
        })?;
    let phase1_loser = match loser {
        "-" => None,
        l => Some(seat(l).ok_or_else(|| PositionError::shape(format!("'{l}' is not -, b or w")))?),
    };
    let plies: u32 = plies
        .parse()
        .ok()
        .filter(|&p| p <= MAX_PLIES)
        .ok_or_else(|| PositionError::counter(format!("'{plies}' is not a ply count")))?;
    let on = |s: usize| stones[s].count_ones() as u8;
    let filled = stones[0] | stones[1];
    match phase {
        Phase::Place => {
            if on(0) + b != SUPPLY || on(1) + w != SUPPLY {
                return Err(PositionError::count(
                    "in phase 1 each colour's stones on the board and in hand make 40",
                ));
            }
            if filled == ALL {
                return Err(PositionError::unreachable("a full board is in phase 2"));
            }
            if turn != 0 && (taking != to_move.0 || stones[to_move.index()] & turn != turn) {
                return Err(PositionError::unreachable(
                    "the turn's cells hold the mover's stones",
                ));
            }
            if prev == OPENING && filled & !turn != 0 {
                return Err(PositionError::unreachable(
                    "the opening is played on an empty board",
                ));
            }
        }
        Phase::Remove => {
            if on(0) + b > SUPPLY || on(1) + w > SUPPLY || phase1_loser.is_none() {
                return Err(PositionError::count(
                    "in phase 2 each colour has at most 40 stones, and phase 1 has a loser",
                ));
            }
            if turn & filled != 0 {
                return Err(PositionError::unreachable("the cells taken this turn are empty"));
            }
        }
    }
    let mut state = IshiState {
        stones,
        supply: [b, w],
        phase,
        to_move,
        prev,
        turn,
        taking,
        phase1_loser,
        phase2_loser: None,
        plies,
        last: None,
    };
    if phase == Phase::Remove && filled == 0 {
        if turn != 0 {
            return Err(PositionError::unreachable("an empty board ends the game"));
        }
        state.phase2_loser = Some(to_move.next(2));
    } else if rules.legal_vec(&state).is_empty()
        || (turn != 0 && !board::connected(turn) && needs_join(rules, &state))
    {
        return Err(PositionError::unreachable(format!(
            "the turn so far ({}) cannot go on",
            board::names(turn, " ")
        )));
    }
    Ok(state)
}

fn needs_join(rules: &Ishi, state: &IshiState) -> bool {
    state.phase == Phase::Remove || state.prev == OPENING || rules.connect == super::Connect::EachMove
}
