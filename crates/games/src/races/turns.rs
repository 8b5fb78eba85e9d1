//! The turn machinery the race games share: a turn starts at a chance node
//! (the throw), the seat then plays what the throw allows or passes
//! explicitly, and a cap on plies ends a game that runs too long.
//!
//! Only what is truly the same lives here; each game keeps its own notation,
//! its own reasons and its own ranking at the cap.

use std::cmp::Ordering;

use crate::{Message, Outcome, Seat, Status, View};

/// The status of a race game that is not over: chance decides until a
/// throw is held, then `turn` plays it.
pub(crate) fn throw_or_move<T>(throw: &Option<T>, turn: Seat) -> Status {
    match throw {
        None => Status::Chance,
        Some(_) => Status::ToMove(turn),
    }
}

/// The throw a seat plays now, or `None` when no seat is to move (a throw is
/// due or the game is over): move generators start from this.
pub(crate) fn throw_to_play<T: Copy>(status: &Status, throw: Option<T>) -> Option<T> {
    match status {
        Status::ToMove(_) => throw,
        _ => None,
    }
}

/// Appends the moves `real` finds to `out`, or `pass` when the throw allows
/// none: a turn always has a move, so a blocked seat says so explicitly.
/// Returns how many real moves were appended (0 when it passed).
pub(crate) fn real_or_pass<M>(out: &mut Vec<M>, pass: M, real: impl FnOnce(&mut Vec<M>)) -> usize {
    let before = out.len();
    real(out);
    let found = out.len() - before;
    if found == 0 {
        out.push(pass);
    }
    found
}

/// What a race counts at its end.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Tally {
    /// Pieces borne off.
    Off,
    /// Points scored.
    Points,
}

/// Why a two-seat race stopped at the ply cap: how far each side got.
pub(crate) fn cap_reason(max_plies: u32, [a, b]: [i32; 2], tally: Tally) -> Message {
    let message = match tally {
        Tally::Off => Message::new("race-cap-off"),
        Tally::Points => Message::new("race-cap-points"),
    };
    message.count("plies", max_plies).count("a", a).count("b", b)
}

/// The end of a two-seat race decided by a count (pieces borne off,
/// points): the higher count wins, equal counts draw, and both counts are
/// the scores.
pub(crate) fn by_count([a, b]: [i32; 2], reason: Message) -> Outcome {
    let outcome = match a.cmp(&b) {
        Ordering::Greater => Outcome::win(Seat::FIRST, reason),
        Ordering::Less => Outcome::win(Seat::SECOND, reason),
        Ordering::Equal => Outcome::draw(reason),
    };
    outcome.with_scores(vec![a, b])
}

/// Shows on `view` the seat to move, or the seat to throw when a throw is
/// due.
pub(crate) fn show_turn(view: &mut View, status: &Status, turn: Seat) {
    view.to_move = status.seat();
    if *status == Status::Chance {
        view.to_throw = Some(turn);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::view::Board;

    #[test]
    fn a_turn_is_a_chance_node_until_the_throw_is_held() {
        assert_eq!(throw_or_move::<u8>(&None, Seat::SECOND), Status::Chance);
        assert_eq!(
            throw_or_move(&Some(3u8), Seat::SECOND),
            Status::ToMove(Seat::SECOND)
        );
    }

    #[test]
    fn only_a_seat_to_move_has_a_throw_to_play() {
        assert_eq!(throw_to_play(&Status::ToMove(Seat::FIRST), Some(2u8)), Some(2));
        assert_eq!(throw_to_play(&Status::Chance, Some(2u8)), None);
        let over = Status::Over(Outcome::draw(crate::Message::plain("done")));
        assert_eq!(throw_to_play(&over, Some(2u8)), None);
    }

    #[test]
    fn a_throw_that_allows_nothing_is_an_explicit_pass() {
        let mut out = vec!["earlier"];
        assert_eq!(real_or_pass(&mut out, "pass", |_| {}), 0);
        assert_eq!(out, ["earlier", "pass"]);
    }

    #[test]
    fn a_throw_that_allows_moves_has_no_pass() {
        let mut out = vec!["earlier"];
        assert_eq!(real_or_pass(&mut out, "pass", |o| o.extend(["a", "b"])), 2);
        assert_eq!(out, ["earlier", "a", "b"]);
    }

    #[test]
    fn the_cap_reason_names_the_limit_and_the_counts() {
        let off = cap_reason(600, [3, 1], Tally::Off);
        let want = Message::new("race-cap-off")
            .count("plies", 600)
            .count("a", 3)
            .count("b", 1);
        assert_eq!(off, want);
        let points = cap_reason(600, [2, 4], Tally::Points);
        assert_eq!(points.id(), "race-cap-points");
        assert_eq!(points.to_string(), "race-cap-points(plies=600, a=2, b=4)");
    }

    #[test]
    fn the_picture_shows_who_moves_or_who_throws() {
        let mut view = View::new(Board::Squares(Board::squares(1, 1)));
        show_turn(&mut view, &Status::Chance, Seat::SECOND);
        assert_eq!((view.to_move, view.to_throw), (None, Some(Seat::SECOND)));
        let mut view = View::new(Board::Squares(Board::squares(1, 1)));
        show_turn(&mut view, &Status::ToMove(Seat::FIRST), Seat::FIRST);
        assert_eq!((view.to_move, view.to_throw), (Some(Seat::FIRST), None));
    }

    #[test]
    fn the_higher_count_wins_and_equal_counts_draw() {
        let first = by_count([4, 2], cap_reason(9, [4, 2], Tally::Off));
        assert_eq!(
            (first.winner, first.scores.clone()),
            (Some(Seat::FIRST), Some(vec![4, 2]))
        );
        let second = by_count([0, 1], cap_reason(9, [0, 1], Tally::Off));
        assert_eq!(second.winner, Some(Seat::SECOND));
        let draw = by_count([5, 5], cap_reason(9, [5, 5], Tally::Points));
        assert_eq!((draw.winner, draw.reason.id()), (None, "race-cap-points"));
        assert_eq!(draw.scores, Some(vec![5, 5]));
    }
}
