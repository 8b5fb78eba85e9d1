//! The position text, fields separated by spaces:
//!
//! 1. the board, rank 8 first, `/` between ranks: `.` an empty square, a
//!    capital a tile green side up (Green's), a small letter orange up;
//! 2. the bag, 3. the pool, 4. the hand, 5. the letters laid this turn
//!    from the hand: letters in alphabetical order, `-` for none;
//! 6. the seat whose turn it is (1 Green, 2 Orange);
//! 7. the phase: `roll`, `draw3` (tiles still to draw), `open3` (the first
//!    draw, on until a vowel), `act`, `answer`, `over`;
//! 8. the turn (from 1); 9. tiles drawn this turn; 10. idle turns in a
//!    row with the bag empty; 11. `+` when a tile went onto an empty
//!    square this turn, else `-`;
//! 12. the squares laid or swapped this turn, `,` between, `-` for none;
//! 13. the steals waiting for an answer, `,` between: `H:c4:MORO>MORE`,
//!     `!` after a claimed one, `-` for none;
//! 14. the last roll, `-` before any;
//! 15. the end: `-`, `behind1`, `behind2` (that seat ended its turn
//!     behind) or `idle`.
//!
//! Example, Orange to answer a claimed steal:
//! `......../......../......../......../...MORe./......../......../........ AB… - EO - 2 answer 2 5 0 + f4 H:c4:MORO>MORE! - -`.

use super::board::{CELLS, Counts, Dir, Run, SIZE, Tile, Word, capital, letters_text, locate, name, total};
use super::state::{End, Phase, Steal, WState};
use super::{Worterklauer, board::GRID};
use crate::PositionError;

fn letters_field(c: &Counts) -> String {
    let s = letters_text(c);
    if s.is_empty() { "-".into() } else { s }
}

fn board_field(state: &WState) -> String {
    (0..SIZE)
        .rev()
        .map(|rank| {
            (0..SIZE)
                .map(|file| match state.board[rank * SIZE + file] {
                    None => '.',
                    Some(t) if t.seat == 0 => capital(t.letter),
                    Some(t) => capital(t.letter).to_ascii_lowercase(),
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/")
}

fn phase_field(state: &WState) -> String {
    match state.phase {
        Phase::Roll => "roll".into(),
        Phase::Draw { left } if state.opening => format!("open{left}"),
        Phase::Draw { left } => format!("draw{left}"),
        Phase::Act => "act".into(),
        Phase::Answer => "answer".into(),
        Phase::Over => "over".into(),
    }
}

fn steal_field(s: &Steal) -> String {
    format!(
        "{}:{}:{}>{}{}",
        s.run.dir.letter(),
        name(s.run.cells().next().unwrap_or(0)),
        s.old.upper(),
        s.new.upper(),
        if s.claimed { "!" } else { "" }
    )
}

fn fields(state: &WState, bag: String, hand: String) -> String {
    let marked: Vec<String> = (0..CELLS)
        .filter(|c| state.marked & (1 << c) != 0)
        .map(name)
        .collect();
    let pending: Vec<String> = state.pending.iter().map(steal_field).collect();
    let end = match state.end {
        None => "-".to_string(),
        Some(End::Behind(s)) => format!("behind{}", s + 1),
        Some(End::Idle) => "idle".into(),
    };
    let or_dash = |v: Vec<String>| {
        if v.is_empty() {
            "-".to_string()
        } else {
            v.join(",")
        }
    };
    format!(
        "{} {bag} {} {hand} {} {} {} {} {} {} {} {} {} {} {end}",
        board_field(state),
        letters_field(&state.pool),
        letters_field(&state.from_hand),
        state.turn_seat + 1,
        phase_field(state),
        state.turn,
        state.drawn,
        state.idle,
        if state.placed { "+" } else { "-" },
        or_dash(marked),
        or_dash(pending),
        state.die.map_or("-".to_string(), |d| d.to_string()),
    )
}

/// The position text of `state`.
pub fn write(state: &WState) -> String {
    fields(state, letters_field(&state.bag), letters_field(&state.hand))
}

/// The position as a viewer sees it: the bag as a count, and the hand as
/// a count unless the viewer sees it.
pub fn observed(state: &WState, sees_hand: bool) -> String {
    let hand = if sees_hand {
        letters_field(&state.hand)
    } else {
        format!("#{}", total(&state.hand))
    };
    fields(state, format!("#{}", total(&state.bag)), hand)
}

fn counts(field: &str, what: &str) -> Result<Counts, PositionError> {
    let mut c = [0u8; 26];
    if field == "-" {
        return Ok(c);
    }
    for ch in field.chars() {
        if !ch.is_ascii_uppercase() {
            return Err(PositionError::piece(format!(
                "'{ch}' in the {what} is no letter A-Z"
            )));
        }
        c[usize::from(ch as u8 - b'A')] += 1;
    }
    Ok(c)
}

fn number<T: std::str::FromStr>(field: &str, what: &str) -> Result<T, PositionError> {
    field
        .parse()
        .map_err(|_| PositionError::counter(format!("{what} '{field}' is no number")))
}

fn cell(text: &str) -> Result<usize, PositionError> {
    GRID.read(text)
        .map_err(|e| PositionError::square("a marked square", text, e))
}

fn steal(text: &str, board: &[Option<Tile>; CELLS]) -> Result<Steal, PositionError> {
    let bad = || PositionError::piece(format!("'{text}' is no waiting steal (H:c4:MORO>MORE)"));
    let (body, claimed) = match text.strip_suffix('!') {
        Some(b) => (b, true),
        None => (text, false),
    };
    let mut parts = body.split(':');
    let (Some(d), Some(at), Some(words), None) = (parts.next(), parts.next(), parts.next(), parts.next())
    else {
        return Err(bad());
    };
    let dir = match d {
        "H" => Dir::Across,
        "V" => Dir::Down,
        _ => return Err(bad()),
    };
    let (old, new) = words.split_once('>').ok_or_else(bad)?;
    let word = |w: &str| -> Result<Word, PositionError> {
        if !(2..=8).contains(&w.len()) || !w.bytes().all(|b| b.is_ascii_uppercase()) {
            return Err(bad());
        }
        Ok(Word::of(&w.bytes().map(|b| b - b'A').collect::<Vec<_>>()))
    };
    let (old, new) = (word(old)?, word(new)?);
    let (line, start) = locate(dir, cell(at)?);
    let run = Run {
        dir,
        line: line as u8,
        start: start as u8,
        len: new.len,
    };
    if start + usize::from(new.len) > SIZE
        || run.cells().any(|c| board[c].is_none())
        || run.word(board) != new
    {
        return Err(PositionError::piece(format!(
            "the waiting steal '{text}' is not on the board"
        )));
    }
    Ok(Steal {
        run,
        old,
        new,
        claimed,
    })
}

/// The state whose text is `text`.
pub fn read(rules: &Worterklauer, text: &str) -> Result<WState, PositionError> {
    let f: Vec<&str> = text.split_whitespace().collect();
    if f.len() != 15 {
        return Err(PositionError::shape(format!("{} fields, not 15", f.len())));
    }
    let mut state = rules_initial(rules);
    let ranks: Vec<&str> = f[0].split('/').collect();
    if ranks.len() != SIZE || ranks.iter().any(|r| r.chars().count() != SIZE) {
        return Err(PositionError::shape(
            "the board is 8 ranks of 8 squares".to_string(),
        ));
    }
    for (k, rank_text) in ranks.iter().enumerate() {
        let rank = SIZE - 1 - k;
        for (file, ch) in rank_text.chars().enumerate() {
            state.board[rank * SIZE + file] = match ch {
                '.' => None,
                'A'..='Z' => Some(Tile {
                    letter: ch as u8 - b'A',
                    seat: 0,
                }),
                'a'..='z' => Some(Tile {
                    letter: ch as u8 - b'a',
                    seat: 1,
                }),
                _ => return Err(PositionError::piece(format!("'{ch}' is no tile"))),
            };
        }
    }
    state.bag = counts(f[1], "bag")?;
    state.pool = counts(f[2], "pool")?;
    state.hand = counts(f[3], "hand")?;
    state.from_hand = counts(f[4], "letters from the hand")?;
    // Every tile of the set is somewhere, once.
    let set = rules_initial(rules).bag;
    #[allow(clippy::needless_range_loop)]
    for l in 0..26 {
        let on_board = state
            .board
            .iter()
            .flatten()
            .filter(|t| usize::from(t.letter) == l)
            .count();
        let n = on_board + usize::from(state.bag[l] + state.pool[l] + state.hand[l]);
        if n != usize::from(set[l]) {
            return Err(PositionError::count(format!(
                "{} tiles {} where the set has {}",
                n,
                capital(l as u8),
                set[l]
            )));
        }
    }
    state.turn_seat = match f[5] {
        "1" => 0,
        "2" => 1,
        _ => return Err(PositionError::turn(format!("'{}' is no seat: 1 or 2", f[5]))),
    };
    let phase = f[6];
    state.opening = false;
    state.phase = match phase {
        "roll" => Phase::Roll,
        "act" => Phase::Act,
        "answer" => Phase::Answer,
        "over" => Phase::Over,
        _ => {
            if let Some(n) = phase.strip_prefix("draw") {
                Phase::Draw {
                    left: number(n, "tiles to draw")?,
                }
            } else if let Some(n) = phase.strip_prefix("open") {
                state.opening = true;
                Phase::Draw {
                    left: number(n, "tiles to draw")?,
                }
            } else {
                return Err(PositionError::turn(format!("'{phase}' is no phase")));
            }
        }
    };
    state.turn = number(f[7], "turn")?;
    state.drawn = number(f[8], "tiles drawn")?;
    state.idle = number(f[9], "idle turns")?;
    state.placed = match f[10] {
        "+" => true,
        "-" => false,
        other => return Err(PositionError::counter(format!("'{other}' is neither + nor -"))),
    };
    state.marked = 0;
    if f[11] != "-" {
        for c in f[11].split(',') {
            state.marked |= 1 << cell(c)?;
        }
    }
    state.pending = Vec::new();
    if f[12] != "-" {
        for s in f[12].split(',') {
            state.pending.push(steal(s, &state.board)?);
        }
    }
    if (state.phase == Phase::Answer) == state.pending.is_empty() {
        return Err(PositionError::turn(
            "steals wait for an answer exactly in the phase answer".to_string(),
        ));
    }
    state.die = match f[13] {
        "-" => None,
        d => match number::<u8>(d, "die")? {
            n @ 1..=6 => Some(n),
            _ => return Err(PositionError::counter(format!("'{d}' is no roll of a die"))),
        },
    };
    state.end = match f[14] {
        "-" => None,
        "behind1" => Some(End::Behind(0)),
        "behind2" => Some(End::Behind(1)),
        "idle" => Some(End::Idle),
        other => return Err(PositionError::turn(format!("'{other}' is no end"))),
    };
    if state.end.is_some() != (state.phase == Phase::Over) {
        return Err(PositionError::turn(
            "a finished game is in the phase over".to_string(),
        ));
    }
    Ok(state)
}

fn rules_initial(rules: &Worterklauer) -> WState {
    use crate::Rules;
    rules.initial()
}
