//! Two rows of pits facing each other, lettered as Awele letters them:
//! South's pits `A`, `B`, … from South's left, North's `a`, `b`, … from
//! North's own left, so seeds travel A…F a…f counter-clockwise and North's
//! `a` faces South's last pit. Shared by Awele and Layli Goobalay.

use super::board::{Cell, store};
use super::layout::Layout;
use crate::Seat;

/// The side words accepted before a pit, per seat.
const SIDE_WORDS: [&[&str]; 2] = [&["south", "sud", "s"], &["north", "nord", "n"]];

/// Two rows of `row` pits: pits `0..row` South's, `row..2·row` North's, in
/// sowing order; stores `S` and `N`; drawn from South's side with North's
/// store on the left and South's on the right (each on its owner's right).
pub fn layout(row: u8) -> Layout {
    let pits = 2 * row;
    let mut layout = Layout::new(pits, 2);
    for pit in 0..pits {
        layout.name_cell(pit, letter(row, pit).to_string());
    }
    layout
        .name_cell(store(Seat(0)), "S")
        .name_cell(store(Seat(1)), "N")
        .own(Seat(1), row..pits);
    for p in 0..row {
        layout.face(p, pits - 1 - p);
    }
    layout.circuit_for_all((0..pits).collect());
    layout.rows = vec![(row..pits).rev().collect(), (0..row).collect()];
    layout.stores = (Some(Seat(1)), Some(Seat(0)));
    layout
}

/// The seat owning `pit`.
pub fn owner(row: u8, pit: Cell) -> Seat {
    Seat(u8::from(pit >= row))
}

/// The pits of `seat`'s row, in sowing order.
pub fn row_of(row: u8, seat: Seat) -> std::ops::Range<Cell> {
    seat.0 * row..seat.0 * row + row
}

/// The pit's letter: upper case for South's, lower case for North's.
pub fn letter(row: u8, pit: Cell) -> char {
    let base = if pit < row { b'A' } else { b'a' };
    char::from(base + pit % row)
}

/// The names `seat` may use for `pit`: its own pits also by number (1 from
/// its left), any pit with a side word before the letter or number (`s3`,
/// `north c`).
pub fn aliases(row: u8, seat: Seat, pit: Cell) -> Vec<String> {
    let place = pit % row;
    let own = [char::from(b'a' + place).to_string(), (place + 1).to_string()];
    let mut aliases = Vec::new();
    if owner(row, pit) == seat {
        aliases.push(own[1].clone());
    }
    for word in SIDE_WORDS[owner(row, pit).index()] {
        for name in &own {
            aliases.push(format!("{word}{name}"));
        }
    }
    aliases
}

/// What a move looks like for `seat`.
pub fn expected(row: u8, seat: Seat) -> crate::Message {
    let last = char::from(b'a' + row - 1);
    let (first, last) = if seat == Seat(0) {
        ('A', last.to_ascii_uppercase())
    } else {
        ('a', last)
    };
    crate::Message::new("mancala-expected-row")
        .seat("seat", seat)
        .code("first", first.to_string())
        .code("last", last.to_string())
        .count("pits", row)
}

/// Seeds in each row, joined by `-`, South's then North's, separated by
/// `/` (the first part of Awele's position text).
pub fn counts(row: u8, board: &super::board::Board) -> String {
    let side = |seat: Seat| {
        row_of(row, seat)
            .map(|p| board.get(p).to_string())
            .collect::<Vec<_>>()
            .join("-")
    };
    format!("{}/{}", side(Seat(0)), side(Seat(1)))
}
