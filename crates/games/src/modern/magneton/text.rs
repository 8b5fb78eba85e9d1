//! Move texts, the position text and the picture.

use super::board::{lines_through, square_name};
use super::{End, INFO, Magneton, MagnetonMove, MagnetonState, PIECES};
use crate::notation::{MoveError, normalize};
use crate::view::{Board, Highlight, Mark, Piece, SeatPanel, View};
use crate::{Message, PositionError, Seat};

/// Reads a square at the start of `text` (normalised).
fn read_square(text: &str) -> Option<(u8, &str)> {
    let bytes = text.as_bytes();
    let (&f, &r) = (bytes.first()?, bytes.get(1)?);
    if !(b'a'..=b'h').contains(&f) || !(b'1'..=b'8').contains(&r) {
        return None;
    }
    Some(((r - b'1') * 8 + (f - b'a'), &text[2..]))
}

/// One square, or two joined by `-`, `:` or nothing.
fn read_squares(text: &str) -> Option<(u8, Option<u8>)> {
    let text = normalize(text);
    let (a, rest) = read_square(&text)?;
    if rest.is_empty() {
        return Some((a, None));
    }
    let rest = rest.strip_prefix(['-', ':']).unwrap_or(rest);
    let (b, rest) = read_square(rest)?;
    rest.is_empty().then_some((a, Some(b)))
}

impl Magneton {
    pub(super) fn move_text(&self, _state: &MagnetonState, mv: &MagnetonMove) -> String {
        match *mv {
            MagnetonMove::Place(sq) => square_name(sq),
            MagnetonMove::Slide { from, to } => format!("{}-{}", square_name(from), square_name(to)),
            MagnetonMove::Pass => "pass".into(),
        }
    }

    pub(super) fn steps(&self, state: &MagnetonState, mv: &MagnetonMove) -> Vec<String> {
        let text = self.move_text(state, mv);
        match mv {
            MagnetonMove::Place(_) => vec![text[..1].into(), text[1..].into()],
            MagnetonMove::Slide { .. } => vec![text[..2].into(), text[2..4].into(), text[4..].into()],
            MagnetonMove::Pass => vec![text],
        }
    }

    pub(super) fn aliases(mv: &MagnetonMove) -> Vec<String> {
        match *mv {
            MagnetonMove::Slide { from, to } => {
                let (a, b) = (square_name(from), square_name(to));
                vec![format!("{a}{b}"), format!("{a}:{b}")]
            }
            _ => Vec::new(),
        }
    }

    pub(super) fn refusal(&self, state: &MagnetonState, text: &str) -> MoveError {
        let Some((a, b)) = read_squares(text) else {
            return MoveError::not_a_move(text, Message::new("magneton-notation"));
        };
        let occupied = state.sides[0] | state.sides[1];
        let me = state.to_move.index();
        let reason = match (state.moving(), b) {
            (false, None) => Message::new("magneton-taken").code("square", square_name(a)),
            (false, Some(_)) => Message::new("magneton-placing-now").seat("seat", state.to_move),
            (true, _) if state.sides[me] & (1 << a) == 0 => Message::new("magneton-no-piece")
                .code("square", square_name(a))
                .seat("seat", state.to_move),
            (true, None) => Message::new("magneton-where-to").code("square", square_name(a)),
            (true, Some(to)) if occupied & (1 << to) != 0 => {
                Message::new("magneton-occupied").code("square", square_name(to))
            }
            (true, Some(_)) => Message::new("magneton-not-a-slide").code("square", square_name(a)),
        };
        MoveError::illegal(text, reason)
    }

    pub(super) fn write(state: &MagnetonState) -> String {
        let ranks: Vec<String> = (0..8)
            .rev()
            .map(|r| {
                (0..8)
                    .map(|f| {
                        let bit = 1u64 << (r * 8 + f);
                        if state.sides[0] & bit != 0 {
                            'x'
                        } else if state.sides[1] & bit != 0 {
                            'o'
                        } else {
                            '.'
                        }
                    })
                    .collect()
            })
            .collect();
        let end = match state.end {
            Some(End::Line(seat)) => char::from(b'1' + seat.0),
            Some(End::BothStuck) => '=',
            _ => '-',
        };
        format!(
            "{} {} {} {end}",
            ranks.join("/"),
            state.to_move.0 + 1,
            state.turns
        )
    }

    pub(super) fn read(text: &str) -> Result<MagnetonState, PositionError> {
        let shape = || {
            PositionError::shape(
                "a Magneton position is 8 ranks of x, o and . joined by '/', the seat to move (1 Black, 2 White), the turns of the movement phase and the end (-, 1, 2 or =)",
            )
        };
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [board, seat, turns, end] = fields.as_slice() else {
            return Err(shape());
        };
        let ranks: Vec<&str> = board.split('/').collect();
        if ranks.len() != 8 {
            return Err(shape());
        }
        let mut sides = [0u64; 2];
        for (i, rank) in ranks.iter().enumerate() {
            let r = 7 - i;
            if rank.chars().count() != 8 {
                return Err(PositionError::shape(format!("rank {} has not 8 squares", r + 1)));
            }
            for (f, c) in rank.chars().enumerate() {
                let bit = 1u64 << (r * 8 + f);
                match c {
                    'x' => sides[0] |= bit,
                    'o' => sides[1] |= bit,
                    '.' => {}
                    _ => return Err(PositionError::piece(format!("rank {} holds '{c}'", r + 1))),
                }
            }
        }
        let to_move = match *seat {
            "1" => Seat::FIRST,
            "2" => Seat::SECOND,
            _ => return Err(PositionError::turn("the seat to move is 1 or 2")),
        };
        let turns: u32 = turns
            .parse()
            .ok()
            .filter(|&t| t <= super::MOVE_CAP)
            .ok_or_else(|| PositionError::counter("the turns of the movement phase are 0 to 60"))?;
        let (b, w) = (sides[0].count_ones(), sides[1].count_ones());
        let n = u32::from(PIECES);
        let fits = if b == n && w == n {
            true
        } else {
            turns == 0
                && b <= n
                && if to_move == Seat::FIRST {
                    b == w
                } else {
                    b == w + 1
                }
        };
        if !fits {
            return Err(PositionError::count(format!(
                "Black has {b} pieces and White {w}: not a position of this game with seat {} to move",
                to_move.0 + 1
            )));
        }
        let end = match *end {
            "-" if turns >= super::MOVE_CAP => Some(End::Cap),
            "-" => None,
            "1" => Some(End::Line(Seat::FIRST)),
            "2" => Some(End::Line(Seat::SECOND)),
            "=" => Some(End::BothStuck),
            _ => return Err(shape()),
        };
        Ok(MagnetonState {
            sides,
            to_move,
            turns,
            last: None,
            seen: vec![(sides, to_move.0)],
            end,
        })
    }

    pub(super) fn picture(&self, state: &MagnetonState) -> View {
        let mut view = View::new(Board::squares(8, 8).checkered(true));
        view.seat_colours = vec!["black".into(), "white".into()];
        for s in 0..2u8 {
            let mut own = state.sides[usize::from(s)];
            while own != 0 {
                let sq = own.trailing_zeros() as u8;
                own &= own - 1;
                view.piece(square_name(sq), Some(Seat(s)), "man");
            }
        }
        let mut line = 0;
        if let Some(last) = &state.last {
            match last.mv {
                MagnetonMove::Place(sq) => view.mark(square_name(sq), Mark::To),
                MagnetonMove::Slide { from, to } => {
                    view.mark(square_name(from), Mark::From);
                    view.mark(square_name(to), Mark::To);
                    view.arrows.push((square_name(from), square_name(to)));
                }
                MagnetonMove::Pass => {}
            }
            // Each piece the magnetism moved: a ghost where it stood and an
            // arrow to where it went.
            for &(from, to) in &last.shifts {
                let owner = Seat(u8::from(state.sides[1] & (1 << to) != 0));
                view.highlights.push(Highlight {
                    cell: square_name(from),
                    mark: Mark::Sown,
                    ghost: Some(Piece {
                        cell: square_name(from),
                        owner: Some(owner),
                        kind: "man~dim".into(),
                    }),
                });
                view.arrows.push((square_name(from), square_name(to)));
            }
            line = last.line;
        } else if let Some(End::Line(seat)) = state.end {
            // A read position: every line of four of the winner.
            let own = state.sides[seat.index()];
            line = (0..64u8)
                .filter(|sq| own & (1 << sq) != 0)
                .fold(0, |m, sq| m | lines_through(own, sq));
        }
        for sq in (0..64u8).filter(|sq| line & (1 << sq) != 0) {
            view.mark(square_name(sq), Mark::Line);
        }
        view.seats = (0..2u8)
            .map(|s| {
                let on = state.sides[usize::from(s)].count_ones();
                SeatPanel::new(Seat(s), INFO.seat_names[usize::from(s)].to_string())
                    .in_hand(Some(u32::from(PIECES).saturating_sub(on)))
            })
            .collect();
        match state.end {
            Some(end) => view.caption = Some(Self::outcome(end).caption()),
            None => {
                view.to_move = Some(state.to_move);
                view.caption = Some(if state.moving() {
                    Message::new("magneton-to-slide")
                        .seat("seat", state.to_move)
                        .count("n", i64::from(state.turns))
                        .count("cap", i64::from(super::MOVE_CAP))
                } else {
                    Message::new("magneton-to-place").seat("seat", state.to_move)
                });
            }
        }
        view
    }
}
