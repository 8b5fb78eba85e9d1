//! An area's geometry: 5×5 cells (files a–e, ranks 1–5 from the player's
//! own side), the six tile kinds and the lines on them, the letters' and
//! numbers' places on the edge, a path traced from a letter, a loop.

use crate::grid::Grid;

/// Cells on a side of an area.
pub const SIDE: usize = 5;
/// Cells in an area.
pub const CELLS: usize = SIDE * SIDE;
/// An area's grid (cell index = rank × 5 + file).
pub const GRID: Grid = Grid::new(SIDE as u8, SIDE as u8);

/// A cell's sides, as bits.
pub const N: u8 = 1;
pub const E: u8 = 2;
pub const S: u8 = 4;
pub const W: u8 = 8;

/// A cell's content: a tile kind (0–5), the gap, or not dealt yet.
pub const GAP: u8 = 6;
pub const UNDEALT: u8 = 7;

/// The six tile kinds, in the order of their codes: the straights, then
/// the corners (which two sides the line joins).
pub const KINDS: usize = 6;
const SIDES: [u8; KINDS] = [E | W, N | S, N | E, N | W, S | E, S | W];
/// Throw and position codes of the kinds.
const CODES: [&str; KINDS] = ["ew", "ns", "ne", "nw", "se", "sw"];
/// The kinds in a position text: `-` `|` and the corners drawn as the
/// letters they look like (L └, J ┘, r ┌, 7 ┐).
const SYMBOLS: [char; KINDS] = ['-', '|', 'L', 'J', 'r', '7'];

/// The box's 24 tiles by kind (gap 1, our reconstruction): four of each.
pub const MIX: [u8; KINDS] = [4, 4, 4, 4, 4, 4];
/// The solitaire's: two vertical straights turned horizontal.
pub const SOLO_MIX: [u8; KINDS] = [6, 2, 4, 4, 4, 4];

/// The sides the line of tile `kind` (0–5) joins; none for the gap.
pub fn sides(kind: u8) -> u8 {
    SIDES.get(usize::from(kind)).copied().unwrap_or(0)
}

/// A kind's throw code (`ew`, `ne`…).
pub fn code(kind: u8) -> &'static str {
    CODES[usize::from(kind)]
}

/// The kind whose throw code is `text` (either order of the two sides,
/// Italian `o` for west too).
pub fn by_code(text: &str) -> Option<u8> {
    let mut bits = 0u8;
    let mut n = 0;
    for c in text.chars() {
        bits |= match c {
            'n' => N,
            'e' => E,
            's' => S,
            'w' | 'o' => W,
            _ => return None,
        };
        n += 1;
    }
    if n != 2 {
        return None;
    }
    SIDES.iter().position(|&s| s == bits).map(|k| k as u8)
}

/// A cell's symbol in a position text.
pub fn symbol(content: u8) -> char {
    match content {
        GAP => '.',
        UNDEALT => '?',
        k => SYMBOLS[usize::from(k)],
    }
}

/// The content a position text's symbol stands for.
pub fn by_symbol(c: char) -> Option<u8> {
    match c {
        '.' => Some(GAP),
        '?' => Some(UNDEALT),
        c => SYMBOLS.iter().position(|&s| s == c).map(|k| k as u8),
    }
}

/// The side facing `side`.
pub fn opposite(side: u8) -> u8 {
    match side {
        N => S,
        S => N,
        E => W,
        _ => E,
    }
}

/// The cell beyond `side` of `cell`, if inside the area.
pub fn beyond(cell: usize, side: u8) -> Option<usize> {
    let d = match side {
        N => (0, 1),
        S => (0, -1),
        E => (1, 0),
        _ => (-1, 0),
    };
    GRID.step(cell, d)
}

/// The name of a cell (`c3`).
pub fn cell_name(cell: usize) -> String {
    GRID.name(cell)
}

/// The five letters, A–E, in their slots from the left of the first
/// player (gap 3).
pub const LETTERS: [char; 5] = ['A', 'B', 'C', 'D', 'E'];

/// The file whose top edge (rank 5) the letter `letter` (0–4) stands at,
/// for `seat`: the slots lie between the two areas, so the second player,
/// facing the first, sees them in the other order.
pub fn letter_file(seat: u8, letter: u8) -> usize {
    if seat == 0 {
        usize::from(letter)
    } else {
        SIDE - 1 - usize::from(letter)
    }
}

/// Where the die's numbers 1–6 stand round an area, each beside a cell
/// and one of its sides, in the player's own coordinates (gap 2): two on
/// each outer side, from the far left round to the far right: 1 left of
/// a4, 2 left of a2, 3 below b1, 4 below d1, 5 right of e2, 6 right of e4.
pub const NUMBERS: [(usize, u8); 6] = [(15, W), (5, W), (1, S), (3, S), (9, E), (19, E)];

/// The cells of the path from `letter` to the number `die` in `area`, if
/// complete (gap 4): it enters the top side of the letter's cell on rank
/// 5, follows the line of each tile into the next, and must leave the
/// area by the number's side of the number's cell. It breaks at the gap,
/// at a tile whose line does not meet it, and where it leaves the area
/// anywhere else.
pub fn path(area: &[u8; CELLS], seat: u8, letter: u8, die: u8) -> Option<Vec<usize>> {
    let (goal, goal_side) = NUMBERS[usize::from(die - 1)];
    let mut cell = (SIDE - 1) * SIDE + letter_file(seat, letter);
    let mut entered = N;
    let mut cells = Vec::new();
    for _ in 0..CELLS {
        let lines = sides(area[cell]);
        if lines & entered == 0 {
            return None;
        }
        cells.push(cell);
        let out = lines & !entered;
        match beyond(cell, out) {
            Some(next) => {
                cell = next;
                entered = opposite(out);
            }
            None => return (cell == goal && out == goal_side).then_some(cells),
        }
    }
    None
}

/// How far `area` is from a complete path: cells the path crosses to
/// where it breaks are counted against it, to steer the bot (0 when
/// complete). Used by the bot's knowledge and the picture.
pub fn reach(area: &[u8; CELLS], seat: u8, letter: u8) -> usize {
    let mut cell = (SIDE - 1) * SIDE + letter_file(seat, letter);
    let mut entered = N;
    let mut n = 0;
    for _ in 0..CELLS {
        let lines = sides(area[cell]);
        if lines & entered == 0 {
            return n;
        }
        n += 1;
        let out = lines & !entered;
        match beyond(cell, out) {
            Some(next) => {
                cell = next;
                entered = opposite(out);
            }
            None => return n,
        }
    }
    n
}

/// Whether the tiles of `area` make one closed line through all 24 of
/// them: every line end meets a line end of the next tile, and following
/// the line from any tile visits every tile once before coming back.
pub fn is_loop(area: &[u8; CELLS]) -> bool {
    for cell in 0..CELLS {
        let lines = sides(area[cell]);
        if area[cell] == UNDEALT {
            return false;
        }
        for side in [N, E, S, W] {
            if lines & side == 0 {
                continue;
            }
            match beyond(cell, side) {
                Some(next) if sides(area[next]) & opposite(side) != 0 => {}
                _ => return false,
            }
        }
    }
    // Every end meets another: the lines make closed loops; one loop must
    // hold every tile.
    let Some(start) = (0..CELLS).find(|&c| area[c] < GAP) else {
        return false;
    };
    let mut cell = start;
    let mut entered = lowest(sides(area[cell]));
    let mut n = 0;
    loop {
        let out = sides(area[cell]) & !entered;
        n += 1;
        let Some(next) = beyond(cell, out) else {
            return false;
        };
        cell = next;
        entered = opposite(out);
        if cell == start {
            break;
        }
        if n > CELLS {
            return false;
        }
    }
    n == CELLS - 1
}

fn lowest(bits: u8) -> u8 {
    bits & bits.wrapping_neg()
}

/// The gap's cell in a fully dealt area.
pub fn gap_of(area: &[u8; CELLS]) -> Option<usize> {
    area.iter().position(|&c| c == GAP)
}

/// The cells a slide from `cell` moves, nearest the gap first; empty when
/// `cell` is not in the gap's row or column (or is the gap).
pub fn slid(gap: usize, cell: usize) -> Vec<usize> {
    let (gs, cs) = (GRID.at(gap), GRID.at(cell));
    if gap == cell || (gs.file != cs.file && gs.rank != cs.rank) {
        return Vec::new();
    }
    let step: (i8, i8) = (
        (cs.file as i8 - gs.file as i8).signum(),
        (cs.rank as i8 - gs.rank as i8).signum(),
    );
    let mut out = Vec::new();
    let mut at = gap;
    while at != cell {
        let Some(next) = GRID.step(at, step) else {
            break;
        };
        out.push(next);
        at = next;
    }
    out
}

/// Slides `cell` and the tiles between it and the gap one cell towards
/// the gap; `cell` becomes the gap.
pub fn slide(area: &mut [u8; CELLS], gap: usize, cell: usize) {
    let mut to = gap;
    for from in slid(gap, cell) {
        area[to] = area[from];
        to = from;
    }
    area[to] = GAP;
}
