//! The position text and its reading back.

use super::board::{GRID, LOW, POINTS, Peg, TALL, TERRITORIES, name};
use super::{Castile, CastileState};
use crate::{PositionError, Seat};

fn peg_char(peg: Option<Peg>) -> char {
    match peg {
        None => '.',
        Some(Peg { side: 0, tall: false }) => 'L',
        Some(Peg { side: 0, tall: true }) => 'T',
        Some(Peg { tall: false, .. }) => 'l',
        Some(Peg { tall: true, .. }) => 't',
    }
}

fn flag_char(flag: Option<Seat>) -> char {
    match flag {
        None => '-',
        Some(Seat(0)) => 'W',
        Some(_) => 'B',
    }
}

/// `....../…/...... 1 8,4,8,4 ----- - 0` (see the module's doc).
pub(super) fn text(state: &CastileState) -> String {
    let ranks: Vec<String> = (0..6)
        .rev()
        .map(|r| (0..6).map(|f| peg_char(state.board[r * 6 + f])).collect())
        .collect();
    let [[wl, wt], [bl, bt]] = state.hand;
    let flags: String = state.flags.iter().map(|&f| flag_char(f)).collect();
    let chain = state.chain.map_or("-".to_string(), |sq| name(usize::from(sq)));
    format!(
        "{} {} {wl},{wt},{bl},{bt} {flags} {chain} {}",
        ranks.join("/"),
        state.to_move.0 + 1,
        state.quiet
    )
}

/// Reads a position; it has no ply count and no last move.
pub(super) fn read(rules: &Castile, text: &str) -> Result<CastileState, PositionError> {
    let shape = || {
        PositionError::shape(
            "a Castile position is 6 ranks of L, T, l, t and . joined by '/', the seat to move (1 White, 2 Black), the pegs in hand (like 8,4,8,4), five flags (W, B or -), the chaining peg (- or its point) and the quiet plies",
        )
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    let [board_text, seat, hand_text, flags_text, chain_text, quiet] = words[..] else {
        return Err(shape());
    };
    let rows: Vec<&str> = board_text.split('/').collect();
    if rows.len() != 6 || rows.iter().any(|r| r.chars().count() != 6) {
        return Err(shape());
    }
    let mut board = [None; POINTS];
    for (i, row) in rows.iter().enumerate() {
        for (f, c) in row.chars().enumerate() {
            board[(5 - i) * 6 + f] = match c {
                '.' => None,
                'L' => Some(Peg { side: 0, tall: false }),
                'T' => Some(Peg { side: 0, tall: true }),
                'l' => Some(Peg { side: 1, tall: false }),
                't' => Some(Peg { side: 1, tall: true }),
                _ => {
                    return Err(PositionError::piece(format!(
                        "'{c}': a point holds L, T (White), l, t (Black) or ."
                    )));
                }
            };
        }
    }
    let to_move = match seat {
        "1" => Seat::FIRST,
        "2" => Seat::SECOND,
        _ => {
            return Err(PositionError::turn(format!(
                "'{seat}': the seat to move is 1 or 2"
            )));
        }
    };
    let hand: Vec<u8> = hand_text
        .split(',')
        .map(str::parse)
        .collect::<Result<_, _>>()
        .map_err(|_| PositionError::count(format!("'{hand_text}': the pegs in hand are four numbers")))?;
    let [wl, wt, bl, bt] = hand[..] else {
        return Err(PositionError::count(format!(
            "'{hand_text}': the pegs in hand are four numbers"
        )));
    };
    let hand = [[wl, wt], [bl, bt]];
    let mut flags = [None; TERRITORIES];
    if flags_text.chars().count() != TERRITORIES {
        return Err(shape());
    }
    for (t, c) in flags_text.chars().enumerate() {
        flags[t] = match c {
            '-' => None,
            'W' => Some(Seat(0)),
            'B' => Some(Seat(1)),
            _ => return Err(PositionError::piece(format!("'{c}': a flag is W, B or -"))),
        };
    }
    let chain = match chain_text {
        "-" => None,
        point => Some(
            GRID.read(point)
                .map_err(|e| PositionError::square("chaining peg", point, e))? as u8,
        ),
    };
    let quiet: u32 = quiet
        .parse()
        .map_err(|_| PositionError::counter(format!("'{quiet}': the quiet plies are a number")))?;
    let names = super::INFO.seat_names;
    let placing = hand.iter().flatten().any(|&n| n > 0);
    for s in 0..2 {
        for (k, most) in [(false, LOW), (true, TALL)] {
            let on = board
                .iter()
                .flatten()
                .filter(|p| p.side == s as u8 && p.tall == k)
                .count() as u8;
            let total = on.saturating_add(hand[s][usize::from(k)]);
            let what = if k { "tall" } else { "low" };
            if total > most || (placing && total != most) {
                return Err(PositionError::count(format!(
                    "{} has {total} {what} pegs on the board and in hand: {most} are owned, and none is captured while placing",
                    names[s]
                )));
            }
        }
    }
    let placed = |s: usize| 12 - hand[s][0] - hand[s][1];
    if placing {
        let ok = match to_move {
            Seat(0) => placed(0) == placed(1),
            _ => placed(0) == placed(1) + 2,
        };
        if !ok || placed(0) % 2 == 1 || placed(1) % 2 == 1 {
            return Err(PositionError::turn(
                "while placing, each turn puts two pegs and White begins: the pegs placed do not fit the seat to move",
            ));
        }
        if flags.iter().any(Option::is_some) || chain.is_some() || quiet > 0 {
            return Err(PositionError::unreachable(
                "no flag, capture chain or movement ply comes before every peg is placed",
            ));
        }
    }
    if let Some(sq) = chain
        && board[usize::from(sq)].is_none_or(|p| p.side != to_move.0)
    {
        return Err(PositionError::unreachable(format!(
            "the chaining peg on {} is not a peg of the seat to move",
            name(usize::from(sq))
        )));
    }
    let mut state = CastileState {
        board,
        hand,
        flags,
        to_move,
        chain,
        quiet,
        plies: 0,
        last: None,
        end: None,
    };
    state.end = rules.end_of_ply(&state);
    Ok(state)
}
