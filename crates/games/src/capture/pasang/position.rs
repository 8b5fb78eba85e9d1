//! The position text (its shape is in the module doc), written and read
//! back with typed errors.

use super::board::{self, CELLS, CENTRE, NONE, SIDE};
use super::legal::passage_files;
use super::{BLACK, EMPTY, KA, PState, WHITE};
use crate::PositionError;

/// Most points a player can score: every stone white.
const MAX_SCORE: u16 = 240;

pub(super) fn write(s: &PState) -> String {
    let ranks: Vec<String> = (0..SIDE)
        .rev()
        .map(|r| {
            (0..SIDE)
                .map(|f| {
                    let c = board::at(f, r);
                    match s.board[c] {
                        _ if c == CENTRE => '_',
                        WHITE => 'w',
                        BLACK => 'b',
                        KA => 'r',
                        x if x == KA + 1 => 'g',
                        _ => '.',
                    }
                })
                .collect()
        })
        .collect();
    let side = if s.to_move == 0 { 'r' } else { 'g' };
    let file = |f: u8| {
        if f == NONE {
            "-".to_string()
        } else {
            board::file_letter(usize::from(f)).to_string()
        }
    };
    format!(
        "{} {side} {},{} {},{}",
        ranks.join("/"),
        s.score[0],
        s.score[1],
        file(s.passage[0]),
        file(s.passage[1])
    )
}

pub(super) fn read(text: &str) -> Result<PState, PositionError> {
    let shape = || {
        PositionError::shape(
            "a Pasang position is 11 ranks of 11 characters (w white, b black, . empty, r Red's Ka, g Green's Ka, _ the centre f6) joined by '/', the side to move (r or g), the scores (like 12,7) and the passages' files (like c,j; - for none)",
        )
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    let [board_text, side, scores, passages] = words.as_slice() else {
        return Err(shape());
    };
    let ranks: Vec<&str> = board_text.split('/').collect();
    if ranks.len() != SIDE || ranks.iter().any(|r| r.chars().count() != SIDE) {
        return Err(shape());
    }
    let mut b = [EMPTY; CELLS];
    let mut ka = [NONE; 2];
    for (i, rank) in ranks.iter().enumerate() {
        let r = SIDE - 1 - i;
        for (f, ch) in rank.chars().enumerate() {
            let c = board::at(f, r);
            let wrong = |what: &str| {
                Err(PositionError::piece(format!(
                    "{} holds '{ch}': {what}",
                    if c == CENTRE {
                        "the centre f6".to_string()
                    } else {
                        board::name(c)
                    }
                )))
            };
            if c == CENTRE {
                if ch != '_' {
                    return wrong("the missing centre is written _");
                }
                continue;
            }
            b[c] = match ch {
                'w' => WHITE,
                'b' => BLACK,
                '.' => EMPTY,
                'r' | 'g' => {
                    let seat = usize::from(ch == 'g');
                    if ka[seat] != NONE {
                        return Err(PositionError::count(format!("two '{ch}' Kas: each side has one")));
                    }
                    ka[seat] = c as u8;
                    KA + seat as u8
                }
                _ => return wrong("w, b, ., r or g expected"),
            };
        }
    }
    let to_move = match *side {
        "r" => 0,
        "g" => 1,
        _ => return Err(PositionError::turn(format!("'{side}': r or g to move expected"))),
    };
    let mut score = [0u16; 2];
    let (a, z) = scores.split_once(',').ok_or_else(shape)?;
    for (seat, word) in [a, z].into_iter().enumerate() {
        score[seat] = match word.parse::<u16>() {
            Ok(n) if n <= MAX_SCORE => n,
            _ => {
                return Err(PositionError::counter(format!(
                    "'{word}' points: 0 to {MAX_SCORE} expected"
                )));
            }
        };
    }
    let (a, z) = passages.split_once(',').ok_or_else(shape)?;
    let mut passage = [NONE; 2];
    for (seat, word) in [a, z].into_iter().enumerate() {
        passage[seat] = match word.as_bytes() {
            b"-" => NONE,
            [c @ b'a'..=b'k'] => c - b'a',
            _ => {
                return Err(PositionError::piece(format!(
                    "'{word}': a passage is a file a to k, or - before it is opened"
                )));
            }
        };
    }
    // The order of play: passages (Red, Green), then Kas (Red, Green).
    let open = |x: u8| x != NONE;
    let stage = match (open(passage[0]), open(passage[1]), open(ka[0]), open(ka[1])) {
        (false, false, false, false) => Some(0),
        (true, false, false, false) => Some(1),
        (true, true, false, false) => Some(0),
        (true, true, true, false) => Some(1),
        (true, true, true, true) => None,
        _ => {
            return Err(PositionError::unreachable(
                "passages are opened Red then Green, then the Kas are made Red then Green",
            ));
        }
    };
    if stage.is_some_and(|seat| seat != to_move) {
        return Err(PositionError::turn(
            "Red opens the first passage and makes the first Ka: the side to move does not fit",
        ));
    }
    if passage[1] != NONE && !passage_files(passage[0], 1).any(|f| f == usize::from(passage[1])) {
        return Err(PositionError::unreachable(
            "Green's passage lies in the quadrant diagonally opposite Red's",
        ));
    }
    // An open passage is empty in its half, until its owner's Ka is made.
    for seat in 0..2u8 {
        let p = passage[usize::from(seat)];
        let full = |f: usize| board::half(seat).all(|r| super::legal::is_stone(b[board::at(f, r)]));
        if p != NONE
            && ka[usize::from(seat)] == NONE
            && board::half(seat).any(|r| b[board::at(usize::from(p), r)] != EMPTY)
        {
            return Err(PositionError::unreachable(format!(
                "the passage on file {} is empty until its Ka is made",
                board::file_letter(usize::from(p))
            )));
        }
        if p == NONE && !(0..SIDE).any(full) {
            return Err(PositionError::unreachable(
                "a passage still to open needs a whole file of stones",
            ));
        }
    }
    Ok(PState {
        board: b,
        to_move,
        passage,
        ka,
        score,
        last: None,
    })
}
