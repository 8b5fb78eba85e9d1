//! Nim (Tavolando §13.1; catalog `tavolando-9-14-and-short-issues.md`, "nim").
//!
//! Rows of matches; a turn takes one or more matches from a single row; the
//! player who takes the last match loses (misère, as the text says).
//!
//! Catalog resolutions: the triangle "with a base of seven" is the rows
//! 1-3-5-7 (G1; rows 1 to 7 and custom rows are options); the challenger is
//! seat 0 and moves first (G2, a policy of the core).
//!
//! Notation: `row:count`, rows numbered from 1 at the top: `4:3` takes three
//! matches from row 4. Picker steps: the row (`4`), then the count (`:3`).
//!
//! Position text: the rows' counts joined by `-`, a space, and the seat to
//! move counted from 1: `1-3-5-7 1` is the start. [`Rules::from_position`]
//! reads it back.
//!
//! This file is the reference for new games: catalog entry, rules, notation,
//! view, and tests named after the rules they check.

use crate::notation::MoveError;
use crate::options::{OptionError, OptionKind, OptionSpec, Options};
use crate::view::{Board, Mark, SeatPanel, View};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "nim",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

static INFO: GameInfo = GameInfo {
    slug: "nim",
    name_en: "Nim",
    name_it: "Nim",
    aliases: &["marienbad"],
    family: crate::Family::Capture,
    summary: "misère, rows 1-3-5-7",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["First", "Second"],
    chance: false,
    hidden: false,
    options: &[
        OptionSpec {
            name: "rows",
            kind: OptionKind::Text { max_len: 40 },
            default: "1-3-5-7",
            help: "option-nim-rows",
        },
        OptionSpec {
            name: "misere",
            kind: OptionKind::Bool,
            default: "true",
            help: "option-misere",
        },
    ],
    // Every turn removes at least one match: at most 9 rows × 20 matches.
    max_plies: 180,
    source: "catalog tavolando-9-14-and-short-issues.md, nim (Tavolando §13.1)",
    words: &WORDS,
};

/// Nim with its configured rows and ending.
#[derive(Clone, Debug)]
pub struct Nim {
    rows: Vec<u8>,
    misere: bool,
}

/// A Nim position: matches left per row, the seat to move, the last move.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct NimState {
    rows: Vec<u8>,
    to_move: Seat,
    last: Option<Take>,
}

/// Take `count` matches from row `row` (0-based).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Take {
    pub row: u8,
    pub count: u8,
}

impl Nim {
    fn parse_rows(text: &str) -> Result<Vec<u8>, OptionError> {
        let bad = || OptionError(Message::new("nim-rows-option").code("text", text));
        let rows: Vec<u8> = text
            .split(['-', ',', ' ', ';'])
            .filter(|p| !p.is_empty())
            .map(|p| p.parse::<u8>().ok().filter(|n| (1..=20).contains(n)))
            .collect::<Option<_>>()
            .ok_or_else(bad)?;
        if rows.is_empty() || rows.len() > 9 {
            return Err(bad());
        }
        Ok(rows)
    }

    /// Reads `row:count` (1-based row) without checking legality.
    fn read(text: &str) -> Option<(usize, usize)> {
        let text = crate::notation::normalize(text);
        let (row, count) = text.split_once(':')?;
        Some((row.parse().ok()?, count.parse().ok()?))
    }
}

impl Rules for Nim {
    type State = NimState;
    type Move = Take;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Misère: the move that ends the game loses.
        no_win_among_others: true,
        // Measured: level 1 won 40 of 40, level 3 10 of 10 (the search solves nim
        // positions, and a random player soon leaves a lost start).
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(40, 0.9),
            crate::knobs::Bar::new(10, 0.95),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        Ok(Nim {
            rows: Nim::parse_rows(options.choice("rows"))?,
            misere: options.bool("misere"),
        })
    }

    fn initial(&self) -> NimState {
        NimState {
            rows: self.rows.clone(),
            to_move: Seat::FIRST,
            last: None,
        }
    }

    fn status(&self, state: &NimState) -> Status {
        if state.rows.iter().any(|&n| n > 0) {
            return Status::ToMove(state.to_move);
        }
        // The seat to move did not take the last match.
        let taker = state.to_move.other();
        if self.misere {
            Status::Over(Outcome::win(state.to_move, Message::new("nim-other-took-last")))
        } else {
            Status::Over(Outcome::win(taker, Message::new("nim-took-last")))
        }
    }

    fn legal_moves(&self, state: &NimState, out: &mut Vec<Take>) {
        for (row, &left) in state.rows.iter().enumerate() {
            for count in 1..=left {
                out.push(Take {
                    row: row as u8,
                    count,
                });
            }
        }
    }

    fn apply(&self, state: &mut NimState, mv: &Take) {
        state.rows[usize::from(mv.row)] -= mv.count;
        state.to_move = state.to_move.other();
        state.last = Some(*mv);
    }

    fn format_move(&self, _state: &NimState, mv: &Take) -> String {
        format!("{}:{}", mv.row + 1, mv.count)
    }

    fn move_steps(&self, _state: &NimState, mv: &Take) -> Vec<String> {
        vec![format!("{}", mv.row + 1), format!(":{}", mv.count)]
    }

    fn diagnose(&self, state: &NimState, text: &str) -> MoveError {
        let Some((row, count)) = Nim::read(text) else {
            return MoveError::not_a_move(text, Message::new("nim-notation"));
        };
        let rows = state.rows.len();
        if row == 0 || row > rows {
            return MoveError::illegal(text, Message::new("nim-no-such-row").count("rows", rows as i64));
        }
        let left = state.rows[row - 1];
        // `row` is at most 9 here.
        let row = row as i64;
        if left == 0 {
            MoveError::illegal(text, Message::new("nim-row-empty").count("row", row))
        } else if count == 0 {
            MoveError::illegal(text, Message::new("nim-take-one"))
        } else {
            MoveError::illegal(
                text,
                Message::new("nim-too-many").count("row", row).count("left", left),
            )
        }
    }

    fn position_text(&self, state: &NimState) -> String {
        let rows: Vec<String> = state.rows.iter().map(u8::to_string).collect();
        format!("{} {}", rows.join("-"), state.to_move.0 + 1)
    }

    /// Reads `1-3-0-7 2`: as many rows as configured, none above its
    /// starting count, and the seat to move (1 or 2). The last move is not
    /// part of a position, so none is marked.
    fn from_position(&self, text: &str) -> Result<NimState, PositionError> {
        let shape = || {
            PositionError::new(format!(
                "a Nim position is the rows' counts joined by '-' and the seat to move (1 or 2), like '{} 1'",
                self.position_text(&self.initial())
                    .split(' ')
                    .next()
                    .unwrap_or_default()
            ))
        };
        let (rows, seat) = text.trim().split_once(' ').ok_or_else(shape)?;
        let to_move = match seat.trim() {
            "1" => Seat::FIRST,
            "2" => Seat(1),
            _ => return Err(shape()),
        };
        let rows: Vec<u8> = rows
            .split('-')
            .map(|n| n.parse::<u8>().ok())
            .collect::<Option<_>>()
            .ok_or_else(shape)?;
        if rows.len() != self.rows.len() {
            return Err(PositionError::new(format!(
                "this game has {} rows, the position {}",
                self.rows.len(),
                rows.len()
            )));
        }
        if let Some(i) = (0..rows.len()).find(|&i| rows[i] > self.rows[i]) {
            return Err(PositionError::new(format!(
                "row {} holds {} matches, more than the {} it starts with",
                i + 1,
                rows[i],
                self.rows[i]
            )));
        }
        Ok(NimState {
            rows,
            to_move,
            last: None,
        })
    }

    fn view(&self, state: &NimState, _seat: Option<Seat>) -> View {
        let rows = state
            .rows
            .iter()
            .enumerate()
            .map(|(i, &n)| (format!("{}", i + 1), u32::from(n)))
            .collect();
        let mut view = View::new(Board::token_rows(rows));
        if let Some(last) = state.last {
            view.mark(format!("{}", last.row + 1), Mark::To);
        }
        let left: u32 = state.rows.iter().map(|&n| u32::from(n)).sum();
        view.seats = (0..2)
            .map(|s| SeatPanel::new(Seat(s), INFO.seat_names[usize::from(s)].to_string()))
            .collect();
        match self.status(state) {
            Status::Over(outcome) => view.caption = Some(outcome.caption()),
            _ => {
                view.to_move = Some(state.to_move);
                view.caption = Some(Message::new("nim-left").count("n", left));
            }
        }
        view
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perft::perft;
    use std::collections::BTreeMap;

    fn nim() -> Nim {
        Nim::new(&Options::defaults(INFO.options)).unwrap()
    }

    fn with(rows: &str, misere: bool) -> Nim {
        let mut given = BTreeMap::new();
        given.insert("rows".to_string(), crate::OptionValue::Text(rows.into()));
        given.insert("misere".to_string(), crate::OptionValue::Bool(misere));
        Nim::new(&Options::validate(INFO.options, &given).unwrap()).unwrap()
    }

    fn play_all(rules: &Nim, moves: &[&str]) -> NimState {
        let mut state = rules.initial();
        for m in moves {
            rules.play(&mut state, m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
        state
    }

    #[test]
    fn gap_1_default_rows_are_one_three_five_seven() {
        assert_eq!(nim().position_text(&nim().initial()), "1-3-5-7 1");
        let seven = with("1-2-3-4-5-6-7", true);
        assert_eq!(seven.position_text(&seven.initial()), "1-2-3-4-5-6-7 1");
    }

    #[test]
    fn gap_2_first_seat_moves_first() {
        assert_eq!(nim().status(&nim().initial()), Status::ToMove(Seat::FIRST));
    }

    #[test]
    fn rule_take_any_number_from_one_row() {
        let rules = nim();
        let state = rules.initial();
        // 1 + 3 + 5 + 7 choices.
        assert_eq!(rules.legal_vec(&state).len(), 16);
        let state = play_all(&rules, &["4:7"]);
        assert_eq!(rules.position_text(&state), "1-3-5-0 2");
    }

    #[test]
    fn rule_at_least_one_and_no_more_than_the_row_holds() {
        let rules = nim();
        let mut state = play_all(&rules, &["1:1"]);
        let cases = [
            ("4:0", Message::new("nim-take-one")),
            (
                "4:8",
                Message::new("nim-too-many").count("row", 4).count("left", 7),
            ),
            ("1:1", Message::new("nim-row-empty").count("row", 1)),
            ("5:1", Message::new("nim-no-such-row").count("rows", 4)),
            ("0:1", Message::new("nim-no-such-row").count("rows", 4)),
        ];
        for (text, why) in cases {
            let err = rules.play(&mut state, text).unwrap_err();
            assert_eq!(err, MoveError::illegal(text, why));
        }
        for text in ["take three", "a:1", "4-3", "4:x"] {
            assert_eq!(
                rules.play(&mut state, text),
                Err(MoveError::not_a_move(text, Message::new("nim-notation"))),
                "{text}"
            );
        }
        assert_eq!(
            rules.position_text(&state),
            "0-3-5-7 2",
            "refused moves change nothing"
        );
    }

    #[test]
    fn rule_taking_the_last_match_loses() {
        let rules = nim();
        let state = play_all(&rules, &["1:1", "2:3", "3:5", "4:7"]);
        let outcome = rules.status(&state).outcome().cloned().unwrap();
        assert_eq!(
            outcome.winner,
            Some(Seat::FIRST),
            "the second seat took the last match"
        );
        assert_eq!(outcome.reason, Message::new("nim-other-took-last"));
        assert_eq!(
            rules.view(&state, None).caption,
            Some(
                Message::new("caption-won")
                    .seat("seat", Seat::FIRST)
                    .part("reason", Message::new("nim-other-took-last"))
            )
        );
    }

    #[test]
    fn view_counts_the_matches_left() {
        let rules = nim();
        let view = rules.view(&play_all(&rules, &["4:3"]), None);
        assert_eq!(view.caption, Some(Message::new("nim-left").count("n", 13)));
        assert_eq!(view.to_move, Some(Seat::SECOND));
        assert!(view.seats.iter().all(|panel| panel.score.is_none()));
    }

    #[test]
    fn option_normal_play_taking_the_last_match_wins() {
        let rules = with("1-3-5-7", false);
        let state = play_all(&rules, &["1:1", "2:3", "3:5", "4:7"]);
        let outcome = rules.status(&state).outcome().cloned().unwrap();
        assert_eq!(outcome.winner, Some(Seat::SECOND));
        assert_eq!(outcome.reason, Message::new("nim-took-last"));
    }

    #[test]
    fn option_rows_are_checked() {
        for bad in ["", "0-3", "1-2-3-4-5-6-7-8-9-10", "x", "21"] {
            let mut given = BTreeMap::new();
            given.insert("rows".to_string(), crate::OptionValue::Text(bad.into()));
            let options = Options::validate(INFO.options, &given).unwrap();
            assert_eq!(
                Nim::new(&options).unwrap_err(),
                OptionError(Message::new("nim-rows-option").code("text", bad)),
                "{bad}"
            );
        }
    }

    #[test]
    fn notation_round_trips_and_steps_concatenate() {
        let rules = nim();
        let state = rules.initial();
        for mv in rules.legal_vec(&state) {
            let text = rules.format_move(&state, &mv);
            assert_eq!(rules.parse_move(&state, &text), Ok(mv));
            assert_eq!(rules.move_steps(&state, &mv).concat(), text);
        }
        assert_eq!(rules.parse_move(&state, " 4 : 3 "), Ok(Take { row: 3, count: 3 }));
    }

    #[test]
    fn perft_is_frozen() {
        // Frozen from this implementation. Depths 1-2 by hand: 16 moves; after
        // taking k matches 16 - k moves remain, and summing over the rows of
        // 1, 3, 5, 7 gives 15 + 42 + 65 + 84 = 206.
        let rules = nim();
        let counts: Vec<u64> = (1..=4).map(|d| perft(&rules, &rules.initial(), d)).collect();
        assert_eq!(counts, [16, 206, 2_116, 17_338]);
    }
}
