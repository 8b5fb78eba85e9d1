//! The position text of every Look rule set (see the module documentation
//! of [`super`] and of [`super::puzzle`]) and its reading back.

use super::board::{CELLS, Colour, GRID, PER_COLOUR, TILES, adjacent, name, tile_letters, tile_of};
use super::puzzle::{MAX_SEATS, Puzzle, ROUND_CAP};
use super::{End, LookRules, LookState, Mode, RuleSet, legal};
use crate::{PositionError, Rules};

fn write_layout(state: &LookState) -> String {
    (0..4)
        .rev()
        .map(|rank| {
            (0..3)
                .map(|file| state.layout[rank * 3 + file].map_or('.', Colour::letter))
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/")
}

pub fn write<S: RuleSet>(rules: &LookRules<S>, state: &LookState) -> String {
    let mut out = write_layout(state);
    if let Some(p) = state.puzzle() {
        let scores: Vec<String> = p.scores().iter().map(i32::to_string).collect();
        let claim = match p.claim() {
            None => "-",
            Some(true) => "yes",
            Some(false) => "no",
        };
        let marks: String = (0..p.seats)
            .map(|s| {
                let bit = 1 << s;
                if p.out & bit != 0 {
                    'x'
                } else if p.disputed & bit != 0 {
                    'd'
                } else if p.answered & bit != 0 {
                    'a'
                } else {
                    '.'
                }
            })
            .collect();
        out.push_str(&format!(
            " {} {} {} {claim} {marks}",
            scores.join(","),
            p.round,
            p.declarer + 1
        ));
        return out;
    }
    let placed: Vec<String> = state
        .placed
        .iter()
        .map(|&(a, b)| format!("{}{}", name(usize::from(a)), name(usize::from(b))))
        .collect();
    out.push(' ');
    out.push_str(if placed.is_empty() { "-" } else { "" });
    out.push_str(&placed.join(","));
    if rules.mode() == Mode::Stack {
        out.push(' ');
        out.push_str(&state.drawn.map_or("-".to_string(), tile_letters));
    }
    out
}

fn read_layout(text: &str) -> Result<[Option<Colour>; CELLS], PositionError> {
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != 4 || rows.iter().any(|r| r.chars().count() != 3) {
        return Err(PositionError::shape(format!(
            "the layout '{text}' is not four ranks of three cells joined by '/'"
        )));
    }
    let mut layout = [None; CELLS];
    for (i, row) in rows.iter().enumerate() {
        for (file, c) in row.chars().enumerate() {
            let cell = (3 - i) * 3 + file;
            layout[cell] =
                match c {
                    '.' => None,
                    c => Some(Colour::from_letter(c).ok_or_else(|| {
                        PositionError::piece(format!("'{c}' is no token: G, R, Y, B or '.'"))
                    })?),
                };
        }
    }
    for colour in Colour::ALL {
        let n = layout.iter().filter(|&&c| c == Some(colour)).count();
        if n > usize::from(PER_COLOUR) {
            return Err(PositionError::count(format!(
                "{n} tokens of {} (three of each colour)",
                colour.letter()
            )));
        }
    }
    // The deal lays a1, b1, c1, a2… in order.
    let dealt = layout.iter().take_while(|c| c.is_some()).count();
    if layout[dealt..].iter().any(Option::is_some) {
        return Err(PositionError::unreachable(
            "tokens are dealt from a1 to c4 in order: a dealt cell follows one not dealt",
        ));
    }
    Ok(layout)
}

fn fresh(layout: [Option<Colour>; CELLS]) -> LookState {
    LookState {
        layout,
        cover: [None; CELLS],
        placed: Vec::new(),
        drawn: None,
        puzzle: None,
        end: None,
    }
}

pub fn read<S: RuleSet>(rules: &LookRules<S>, text: &str) -> Result<LookState, PositionError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let want = match rules.mode() {
        Mode::Open => 2,
        Mode::Stack => 3,
        Mode::Puzzle => 6,
    };
    if fields.len() != want {
        return Err(PositionError::shape(format!(
            "{want} fields separated by spaces expected, {} found",
            fields.len()
        )));
    }
    let mut state = fresh(read_layout(fields[0])?);
    if rules.mode() == Mode::Puzzle {
        read_puzzle(rules, &mut state, &fields[1..])?;
        return Ok(state);
    }
    if fields[1] != "-" {
        for pair in fields[1].split(',') {
            place(&mut state, pair)?;
        }
    }
    if !state.placed.is_empty() && !state.dealt() {
        return Err(PositionError::unreachable(
            "tiles are placed only once the layout is dealt",
        ));
    }
    if rules.mode() == Mode::Stack && fields[2] != "-" {
        let tile = (0..TILES as u8)
            .find(|&t| {
                tile_letters(t) == fields[2] || tile_letters(t).chars().rev().collect::<String>() == fields[2]
            })
            .ok_or_else(|| {
                PositionError::piece(format!("'{}' is no tile (GR, GY, GB, RY, RB, YB)", fields[2]))
            })?;
        if !state.dealt() || state.used() & (1 << tile) != 0 {
            return Err(PositionError::unreachable(format!(
                "the tile {} cannot be drawn now",
                fields[2]
            )));
        }
        state.drawn = Some(tile);
    }
    if state.placed.len() == TILES {
        state.end = Some(End::LastTile(state.placer().other()));
    } else if state.dealt() {
        match rules.mode() {
            Mode::Open => legal::settle(&mut state, None),
            _ => {
                if let Some(tile) = state.drawn {
                    legal::settle(&mut state, Some(tile));
                }
            }
        }
    }
    Ok(state)
}

/// One placement of the text, checked against those before it.
fn place(state: &mut LookState, pair: &str) -> Result<(), PositionError> {
    let bad = |why: &str| PositionError::unreachable(format!("the placement '{pair}': {why}"));
    let (a, rest) = crate::notation::leading_square_name(pair)
        .ok_or_else(|| PositionError::shape(format!("'{pair}' is not two cells")))?;
    let a = GRID.read(a).map_err(|e| PositionError::square("cell", a, e))?;
    let b = GRID
        .read(rest)
        .map_err(|e| PositionError::square("cell", rest, e))?;
    if !(a < b && adjacent(a, b)) {
        return Err(bad("two neighbouring cells, the lower first"));
    }
    if state.placed.len() == TILES || state.cover[a].is_some() || state.cover[b].is_some() {
        return Err(bad("a cell is already covered"));
    }
    let (Some(x), Some(y)) = (state.layout[a], state.layout[b]) else {
        return Err(bad("a cell has no token yet"));
    };
    let tile = tile_of(x, y).ok_or_else(|| bad("the two tokens have one colour"))?;
    if state.used() & (1 << tile) != 0 {
        return Err(bad("its tile is already down"));
    }
    if state.end.is_some() {
        return Err(bad("the game was over before it"));
    }
    state.cover[a] = Some(tile);
    state.cover[b] = Some(tile);
    state.placed.push((a as u8, b as u8));
    Ok(())
}

fn read_puzzle<S: RuleSet>(
    rules: &LookRules<S>,
    state: &mut LookState,
    f: &[&str],
) -> Result<(), PositionError> {
    let seats = usize::from(rules.seats());
    let mut p = Puzzle::new(rules.seats());
    let scores: Vec<&str> = f[0].split(',').collect();
    if scores.len() != seats {
        return Err(PositionError::count(format!(
            "{} scores for {seats} seats",
            scores.len()
        )));
    }
    for (i, s) in scores.iter().enumerate() {
        p.scores[i] = s
            .parse::<i32>()
            .ok()
            .filter(|v| v.unsigned_abs() <= ROUND_CAP)
            .ok_or_else(|| PositionError::counter(format!("'{s}' is no score")))?;
    }
    p.round = f[1]
        .parse()
        .ok()
        .filter(|r| (1..=ROUND_CAP).contains(r))
        .ok_or_else(|| PositionError::counter(format!("'{}' is no round (1 to {ROUND_CAP})", f[1])))?;
    p.declarer = f[2]
        .parse::<u8>()
        .ok()
        .filter(|d| (1..=rules.seats()).contains(d))
        .ok_or_else(|| PositionError::turn(format!("'{}' is no seat (1 to {seats})", f[2])))?
        - 1;
    p.claim = match f[3] {
        "-" => None,
        "yes" => Some(true),
        "no" => Some(false),
        other => {
            return Err(PositionError::turn(format!(
                "'{other}' is no claim (yes, no or -)"
            )));
        }
    };
    let marks: Vec<char> = f[4].chars().collect();
    if marks.len() != seats || seats > MAX_SEATS {
        return Err(PositionError::count(format!(
            "{} marks for {seats} seats",
            marks.len()
        )));
    }
    for (s, m) in marks.iter().enumerate() {
        let bit = 1 << s;
        match m {
            '.' => {}
            'x' => p.out |= bit,
            'a' => p.answered |= bit,
            'd' => {
                p.answered |= bit;
                p.disputed |= bit;
            }
            other => {
                return Err(PositionError::piece(format!(
                    "'{other}' is no mark: '.', 'a', 'd' or 'x'"
                )));
            }
        }
    }
    let unreachable = |why: &str| Err(PositionError::unreachable(why.to_string()));
    if marks[usize::from(p.declarer)] != '.' {
        return unreachable("the declarer neither answers nor sits out");
    }
    if p.claim.is_none() && p.answered != 0 {
        return unreachable("answers come after the claim");
    }
    if p.claim.is_some() && !state.dealt() {
        return unreachable("the claim comes after the deal");
    }
    if p.seats <= 2 && p.out != 0 {
        return unreachable("with two players nobody sits out");
    }
    let best = p.scores().iter().copied().max().unwrap_or(0);
    // Every answer in: the round was settled, which ends the race or
    // deals the next round.
    let settled = p.claim.is_some() && p.next_answer().is_none();
    if !settled && best >= rules.target() {
        return unreachable("a score reached the points that win: the race is over");
    }
    if settled && best < rules.target() && p.round < ROUND_CAP {
        return unreachable("a settled round that did not end the race deals the next");
    }
    if state.dealt() {
        p.truth = state.full_layout().map(|l| super::board::covering(&l).is_some());
    }
    state.puzzle = Some(Box::new(p));
    if settled {
        state.end = Some(End::Puzzle);
    }
    Ok(())
}
