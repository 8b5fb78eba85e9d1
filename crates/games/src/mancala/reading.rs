//! Reading a position text back: the parts every game of the family writes
//! the same way, for each rule set's [`super::engine::Variant::read`].
//!
//! A text is words separated by spaces. Its head is the pits (rows of
//! counts joined by `-`, rows joined by `/`), the stores (counts joined by
//! `-`) and, where the game has more than one seat, the letter of the seat
//! to move. What follows is the rule set's own: keywords, some with one
//! value (`round 3`, `burnt N1,N2`), read with [`Tail`].
//!
//! The engine checks what is common to all once a rule set has read a
//! text: the seeds add up to the game's total.

use super::board::{Board, Cell, store};
use crate::{PositionError, Seat};

/// The head [`head`] reads, for two seats: the counts of each of `rows`
/// (joined by `-`, rows by `/`), both stores, and `S` or `N` for the seat
/// to move.
pub fn head_text<R: IntoIterator<Item = Cell>>(
    board: &Board,
    rows: impl IntoIterator<Item = R>,
    to_move: Seat,
) -> String {
    let rows: Vec<String> = rows
        .into_iter()
        .map(|r| {
            r.into_iter()
                .map(|p| board.get(p).to_string())
                .collect::<Vec<_>>()
                .join("-")
        })
        .collect();
    format!(
        "{} {}-{} {}",
        rows.join("/"),
        board.store_of(Seat(0)),
        board.store_of(Seat(1)),
        if to_move == Seat(0) { 'S' } else { 'N' }
    )
}

/// Longest text read: far above any position of the family.
const MAX_LEN: usize = 400;

/// The head of a position text, and the words after it.
pub struct Head<'a> {
    /// Each row's counts, in the order written.
    pub rows: Vec<Vec<u8>>,
    /// The stores' counts, in the order written.
    pub stores: Vec<u8>,
    /// The index in `movers` of the letter written, if the game writes one.
    pub mover: Option<usize>,
    /// The words after the head.
    pub tail: Tail<'a>,
}

/// What a game's head looks like: rows of so many pits, so many stores,
/// the letters for the seat to move (none: a solitaire), and an example
/// for refusals.
pub struct Shape<'s> {
    pub rows: &'s [usize],
    pub stores: usize,
    pub movers: &'s [char],
    pub example: &'s str,
}

fn refuse<T>(message: impl Into<String>) -> Result<T, PositionError> {
    Err(PositionError::new(message))
}

/// Reads the head of `text` as `shape` says.
///
/// # Errors
/// A text too long, or whose first words are not the head.
pub fn head<'a>(text: &'a str, shape: &Shape<'_>) -> Result<Head<'a>, PositionError> {
    if text.len() > MAX_LEN {
        return refuse(format!("a position is at most {MAX_LEN} characters"));
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    let needed = if shape.movers.is_empty() { 2 } else { 3 };
    if words.len() < needed {
        return refuse(format!(
            "a position starts with the pits, the stores{}, like '{}'",
            if shape.movers.is_empty() {
                ""
            } else {
                " and the seat to move"
            },
            shape.example
        ));
    }
    let row_texts: Vec<&str> = words[0].split('/').collect();
    if row_texts.len() != shape.rows.len() {
        return refuse(format!(
            "the pits are {} row{} joined by '/', like '{}'",
            shape.rows.len(),
            if shape.rows.len() == 1 { "" } else { "s" },
            shape.example
        ));
    }
    let rows = row_texts
        .iter()
        .zip(shape.rows)
        .enumerate()
        .map(|(i, (t, &n))| counts(t, n, &format!("row {}", i + 1)))
        .collect::<Result<Vec<_>, _>>()?;
    let stores = counts(words[1], shape.stores, "the stores")?;
    let mover = if shape.movers.is_empty() {
        None
    } else {
        Some(letter(words[2], shape.movers, "the seat to move")?)
    };
    Ok(Head {
        rows,
        stores,
        mover,
        tail: Tail {
            words: words[needed..].to_vec(),
            at: 0,
        },
    })
}

impl Head<'_> {
    /// The board: each row's counts into its cells (`cells[i]` lists row
    /// `i`'s cells in the order written), the stores into the stores of
    /// seats 0, 1, … in order.
    pub fn board(&self, cells: &[Vec<Cell>]) -> Board {
        let mut board = Board::empty();
        for (row, cells) in self.rows.iter().zip(cells) {
            for (&n, &c) in row.iter().zip(cells) {
                board.set(c, n);
            }
        }
        for (s, &n) in self.stores.iter().enumerate() {
            board.set(store(Seat(s as u8)), n);
        }
        board
    }

    /// The seat to move (seat 0 where the game writes none).
    pub fn seat(&self) -> Seat {
        Seat(self.mover.unwrap_or(0) as u8)
    }
}

/// `n` seed counts joined by `-`.
///
/// # Errors
/// Another number of counts, or one that is not a count.
pub fn counts(text: &str, n: usize, what: &str) -> Result<Vec<u8>, PositionError> {
    let counts: Vec<u8> = text
        .split('-')
        .map(|c| {
            c.parse::<u8>()
                .ok()
                .filter(|_| c.bytes().all(|b| b.is_ascii_digit()))
        })
        .collect::<Option<_>>()
        .ok_or_else(|| {
            PositionError::new(format!(
                "{what}: '{}' is not seed counts joined by '-'",
                crate::notation::clip(text)
            ))
        })?;
    if counts.len() != n {
        return refuse(format!("{what} has {} counts, not {n}", counts.len()));
    }
    Ok(counts)
}

/// The index of the one-letter word `text` in `letters`.
///
/// # Errors
/// Any other word.
pub fn letter(text: &str, letters: &[char], what: &str) -> Result<usize, PositionError> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if letters.contains(&c) => Ok(letters.iter().position(|&l| l == c).unwrap_or(0)),
        _ => refuse(format!(
            "{what} is one of {}, not '{}'",
            letters.iter().map(char::to_string).collect::<Vec<_>>().join(" "),
            crate::notation::clip(text)
        )),
    }
}

/// The seat of the letter written among `S N`.
///
/// # Errors
/// Another word.
pub fn south_north(text: &str, what: &str) -> Result<Seat, PositionError> {
    letter(text, &['S', 'N'], what).map(|i| Seat(i as u8))
}

/// The words after the head: keywords in a fixed order, each once.
pub struct Tail<'a> {
    words: Vec<&'a str>,
    at: usize,
}

impl<'a> Tail<'a> {
    /// Whether the next word is `keyword` (taken if so).
    pub fn flag(&mut self, keyword: &str) -> bool {
        let found = self.words.get(self.at) == Some(&keyword);
        if found {
            self.at += 1;
        }
        found
    }

    /// The value after `keyword`, if the next word is `keyword`.
    ///
    /// # Errors
    /// The keyword without a value.
    pub fn value(&mut self, keyword: &str) -> Result<Option<&'a str>, PositionError> {
        if !self.flag(keyword) {
            return Ok(None);
        }
        match self.words.get(self.at) {
            Some(v) => {
                self.at += 1;
                Ok(Some(v))
            }
            None => refuse(format!("'{keyword}' needs a value after it")),
        }
    }

    /// The value after `keyword`, which must come next.
    ///
    /// # Errors
    /// Another word, or none.
    pub fn required(&mut self, keyword: &str) -> Result<&'a str, PositionError> {
        self.value(keyword)?
            .ok_or_else(|| PositionError::new(format!("'{keyword}' and its value are expected here")))
    }

    /// Checks that every word was read; `expected` lists what may follow
    /// the head, in order (empty: nothing).
    ///
    /// # Errors
    /// A word left over.
    pub fn end(&self, expected: &str) -> Result<(), PositionError> {
        let Some(w) = self.words.get(self.at) else {
            return Ok(());
        };
        let after = if expected.is_empty() {
            "nothing comes after the head".to_string()
        } else {
            format!("after the head come {expected}")
        };
        refuse(format!(
            "'{}' is not expected here; {after}",
            crate::notation::clip(w)
        ))
    }
}

/// A number in `range`, for a keyword's value.
///
/// # Errors
/// Anything else.
pub fn number<T: std::str::FromStr + PartialOrd + std::fmt::Display>(
    text: &str,
    range: std::ops::RangeInclusive<T>,
    what: &str,
) -> Result<T, PositionError> {
    match text.parse::<T>() {
        Ok(n) if range.contains(&n) && text.bytes().all(|b| b.is_ascii_digit()) => Ok(n),
        _ => refuse(format!(
            "{what} is a number from {} to {}, not '{}'",
            range.start(),
            range.end(),
            crate::notation::clip(text)
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHAPE: Shape<'static> = Shape {
        rows: &[2, 2],
        stores: 2,
        movers: &['S', 'N'],
        example: "1-1/1-1 0-0 S",
    };

    #[test]
    fn a_head_reads_rows_stores_and_the_seat_to_move() {
        let head = head("1-2/3-4 5-6 N round 2", &SHAPE).unwrap();
        assert_eq!(head.rows, [vec![1, 2], vec![3, 4]]);
        assert_eq!((head.stores.clone(), head.seat()), (vec![5, 6], Seat(1)));
        let board = head.board(&[vec![0, 1], vec![3, 2]]);
        assert_eq!(board.pits(4), [1, 2, 4, 3]);
        assert_eq!(board.store_of(Seat(1)), 6);
    }

    #[test]
    fn a_head_written_reads_back() {
        let text = "1-2/3-4 5-6 N";
        let head = head(text, &SHAPE).unwrap();
        let board = head.board(&[vec![0, 1], vec![3, 2]]);
        assert_eq!(head_text(&board, [vec![0, 1], vec![3, 2]], head.seat()), text);
        assert_eq!(head_text(&board, [0..2, 2..4], Seat(0)), "1-2/4-3 5-6 S");
    }

    #[test]
    fn a_head_of_the_wrong_shape_says_what_is_expected() {
        let refused = |text: &str| head(text, &SHAPE).err().map(|e| e.message().to_string());
        assert_eq!(
            refused("1-1 0-0 S").as_deref(),
            Some("the pits are 2 rows joined by '/', like '1-1/1-1 0-0 S'")
        );
        assert_eq!(
            refused("1-1/1 0-0 S").as_deref(),
            Some("row 2 has 1 counts, not 2")
        );
        assert_eq!(
            refused("1-1/1-+1 0-0 S").as_deref(),
            Some("row 2: '1-+1' is not seed counts joined by '-'")
        );
        assert_eq!(
            refused("1-1/1-1 0-0 X").as_deref(),
            Some("the seat to move is one of S N, not 'X'")
        );
        let tail = head("1-1/1-1 0-0 S x", &SHAPE).unwrap().tail;
        assert_eq!(
            tail.end("").unwrap_err().message(),
            "'x' is not expected here; nothing comes after the head"
        );
        let mut tail = head("1-1/1-1 0-0 S round", &SHAPE).unwrap().tail;
        assert_eq!(
            tail.value("round").unwrap_err().message(),
            "'round' needs a value after it"
        );
    }
}
