//! Ali Baba, Alex Randolph's race over a bridge (Pelikan, 1975; catalog
//! `randolph-16-37.md` §26).
//!
//! # Rules as implemented
//!
//! - 2 to 4 seats (option `seats`, default 2): Red, Blue, Green, Yellow,
//!   in turn order; seat 0 throws first (the text rolls for the starter; the
//!   core may draw the seats by lot). Each has a Lady, a Thief and an
//!   Officer, all on the near bank (position 0) at the start.
//! - Positions: 0 the near bank, 1–6 the planks, 7 the far bank.
//! - Each turn chance rolls the special die (faces 0, 1, 1, 2, 2, 3) and the
//!   seat moves one of its figures forward by the roll. The far bank needs
//!   the exact number; a figure there no longer moves.
//! - Capture on arrival, on a plank only (banks are safe, gap 4): an
//!   arriving Officer takes every other player's Thief there, a Thief every
//!   Lady, a Lady every Officer. Captured figures go back to the near bank
//!   and the capturer's seat rolls again. Only the arriving figure captures;
//!   predators already on the plank do not hurt it (gap 5); one's own
//!   figures are never taken (gap 1).
//! - A roll of 0 lets a figure take the prey sharing its plank without
//!   moving (the text's rule), which is a capture and rolls again (gap 3);
//!   a 0 with nothing to take is a pass (gap 2).
//! - A seat must move when any figure can use the roll; otherwise `pass`.
//! - The first seat with all three figures on the far bank wins. After
//!   [`MAX_PLIES`] plies the game stops, ranked by figures across.
//!
//! # Notation
//!
//! Throws: the die face, `0`–`3`. Moves: the figure's letter, `L` (Lady),
//! `T` (Thief), `O` (Officer); the names `lady`, `thief`, `officer` and the
//! Italian `dama`, `ladro`, `guardia` are accepted; `pass` when nothing is
//! legal.
//!
//! # Position text
//!
//! `<seat>:<L><T><O> …` per seat (positions 0–7), then `turn:<seat>
//! roll:<n|-> ply:<n>`, for example `red:000 blue:130 turn:red roll:2 ply:9`.
//! [`Rules::from_position`] reads it back for the configured number of
//! seats: one field per seat, positions 0 to 7, at most one seat with all
//! three figures across, a roll the die has. A read position's picture
//! shows no last move, and the roll to play as the last roll.

use crate::notation::{MoveError, normalize};
use crate::options::{OptionError, OptionKind, OptionSpec, Options};
use crate::view::{Board, Dice, Highlight, Mark, Piece, SeatPanel, TrackSquare, View};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

use super::{fields, turns};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "alibaba",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[&super::WORDS],
};

/// The hard cap on plies (rolls, moves and passes).
pub const MAX_PLIES: u32 = 3000;

/// The far bank.
const FAR: u8 = 7;
const NAMES: [&str; 4] = ["Red", "Blue", "Green", "Yellow"];
const FIGURES: [&str; 3] = ["Lady", "Thief", "Officer"];
const LETTERS: [&str; 3] = ["L", "T", "O"];
const ITALIAN: [&str; 3] = ["dama", "ladro", "guardia"];

static INFO: GameInfo = GameInfo {
    slug: "alibaba",
    name_en: "Ali Baba",
    name_it: "Ali Babà",
    aliases: &["ali baba"],
    family: crate::Family::Race,
    summary: "Alex Randolph's race over a bridge, captures like rock, paper, scissors",
    min_seats: 2,
    max_seats: 4,
    seat_names: &NAMES,
    chance: true,
    hidden: false,
    options: &[OptionSpec {
        name: "seats",
        kind: OptionKind::Int { min: 2, max: 4 },
        default: "2",
        help: "option-alibaba-seats",
    }],
    max_plies: MAX_PLIES,
    source: "catalog randolph-16-37.md, 26 Ali Baba (Alex Randolph, Pelikan 1975)",
    words: &WORDS,
};

/// Ali Baba for a number of seats.
#[derive(Clone, Debug)]
pub struct AliBaba {
    seats: u8,
}

/// A position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct AliState {
    /// Position (0..=7) of each seat's Lady, Thief and Officer.
    at: [[u8; 3]; 4],
    turn: Seat,
    roll: Option<u8>,
    last_roll: Option<u8>,
    /// The last move: seat, figure, from, to, figures captured.
    last: Option<LastMove>,
    ply: u32,
}

/// The last move, for the picture: who moved which figure from where to
/// where, and the figures it took.
type LastMove = (Seat, usize, u8, u8, Vec<(Seat, usize)>);

/// A roll or a move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AliMove {
    Roll(u8),
    /// Move (or, on a 0, capture with) the figure: 0 Lady, 1 Thief, 2 Officer.
    Figure(usize),
    Pass,
}

/// The figure a figure takes: Lady → Officer, Thief → Lady, Officer → Thief.
fn prey(figure: usize) -> usize {
    (figure + 2) % 3
}

impl AliBaba {
    fn seat_list(&self) -> impl Iterator<Item = Seat> {
        (0..self.seats).map(Seat)
    }

    /// The other seats' figures `figure` of `seat` would take on `plank`.
    fn victims(&self, state: &AliState, seat: Seat, figure: usize, plank: u8) -> Vec<(Seat, usize)> {
        if !(1..FAR).contains(&plank) {
            return Vec::new();
        }
        let p = prey(figure);
        self.seat_list()
            .filter(|&s| s != seat && state.at[s.index()][p] == plank)
            .map(|s| (s, p))
            .collect()
    }

    /// Why `figure` cannot use the roll, if it cannot.
    fn refusal(&self, state: &AliState, figure: usize, roll: u8) -> Option<Message> {
        let seat = state.turn;
        let from = state.at[seat.index()][figure];
        let who = &FIGURES[figure][..1];
        if from == FAR {
            return Some(Message::new("alibaba-across").code("figure", who));
        }
        if roll == 0 {
            return self
                .victims(state, seat, figure, from)
                .is_empty()
                .then(|| Message::new("alibaba-no-prey").code("figure", who));
        }
        (from + roll > FAR).then(|| {
            Message::new("alibaba-needs-exactly")
                .code("figure", who)
                .count("n", FAR - from)
        })
    }

    fn winner(&self, state: &AliState) -> Option<Seat> {
        self.seat_list()
            .find(|s| state.at[s.index()].iter().all(|&p| p == FAR))
    }

    fn read(text: &str) -> Option<Option<usize>> {
        match normalize(text).as_str() {
            "l" | "lady" | "dama" => Some(Some(0)),
            "t" | "thief" | "ladro" => Some(Some(1)),
            "o" | "officer" | "guardia" => Some(Some(2)),
            "pass" | "passo" => Some(None),
            _ => None,
        }
    }

    /// A seat's `LTO` digits: the positions of its Lady, Thief, Officer.
    fn read_figures(value: &str, key: &str) -> Result<[u8; 3], PositionError> {
        let digits: Vec<u8> = value
            .chars()
            .map(|c| {
                c.to_digit(10)
                    .and_then(|d| u8::try_from(d).ok())
                    .filter(|&d| d <= FAR)
            })
            .collect::<Option<_>>()
            .unwrap_or_default();
        match digits[..] {
            [l, t, o] => Ok([l, t, o]),
            _ => Err(PositionError::new(format!(
                "{key}:{value}: expected three positions 0 to 7 (Lady, Thief, Officer), like 130"
            ))),
        }
    }

    fn caption(&self, state: &AliState) -> Message {
        let who = state.turn;
        match (self.status(state), state.roll) {
            (Status::Over(outcome), _) => outcome.caption(),
            (_, None) => Message::new("alibaba-to-roll").seat("seat", who),
            (_, Some(r)) => {
                let moves = self.legal_vec(state);
                let what = if moves == [AliMove::Pass] {
                    if r == 0 {
                        Message::new("alibaba-no-prey-pass")
                    } else {
                        Message::new("alibaba-none-can-move").count("n", r)
                    }
                } else if r == 0 {
                    Message::new("alibaba-take-prey")
                } else {
                    Message::new("alibaba-move-a-figure").count("n", r)
                };
                Message::new("alibaba-rolled")
                    .seat("seat", who)
                    .count("roll", r)
                    .part("what", what)
            }
        }
    }
}

impl Rules for AliBaba {
    type State = AliState;
    type Move = AliMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // The win brings the last figure across with the exact roll when the
        // other two are across and cannot move: the only move.
        no_win_among_others: true,
        // Plain search, level 1 over 200 games: 0.83; level 3 9 of 10.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(200, 0.75),
            crate::knobs::Bar::new(10, 0.8),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        let seats = options.int("seats").clamp(2, 4) as u8;
        Ok(AliBaba { seats })
    }

    fn seats(&self) -> u8 {
        self.seats
    }

    fn initial(&self) -> AliState {
        AliState {
            at: [[0; 3]; 4],
            turn: Seat::FIRST,
            roll: None,
            last_roll: None,
            last: None,
            ply: 0,
        }
    }

    fn status(&self, state: &AliState) -> Status {
        if let Some(seat) = self.winner(state) {
            return Status::Over(Outcome::win(seat, Message::new("alibaba-all-across")));
        }
        if state.ply >= MAX_PLIES {
            let across: Vec<i32> = self
                .seat_list()
                .map(|s| state.at[s.index()].iter().filter(|&&p| p == FAR).count() as i32)
                .collect();
            let ranks: Vec<u8> = across
                .iter()
                .map(|a| 1 + across.iter().filter(|b| *b > a).count() as u8)
                .collect();
            let best: Vec<Seat> = self.seat_list().filter(|s| ranks[s.index()] == 1).collect();
            let reason = Message::new("alibaba-cap").count("plies", MAX_PLIES);
            let mut outcome = if best.len() == 1 {
                Outcome::win(best[0], reason)
            } else {
                Outcome::draw(reason)
            };
            outcome.ranks = Some(ranks);
            return Status::Over(outcome.with_scores(across));
        }
        turns::throw_or_move(&state.roll, state.turn)
    }

    fn legal_moves(&self, state: &AliState, out: &mut Vec<AliMove>) {
        let Some(roll) = turns::throw_to_play(&self.status(state), state.roll) else {
            return;
        };
        turns::real_or_pass(out, AliMove::Pass, |out| {
            out.extend(
                (0..3)
                    .filter(|&f| self.refusal(state, f, roll).is_none())
                    .map(AliMove::Figure),
            );
        });
    }

    fn chance_outcomes(&self, state: &AliState, out: &mut Vec<(AliMove, u32)>) {
        if self.status(state) == Status::Chance {
            // Faces 0, 1, 1, 2, 2, 3.
            out.extend([
                (AliMove::Roll(0), 1),
                (AliMove::Roll(1), 2),
                (AliMove::Roll(2), 2),
                (AliMove::Roll(3), 1),
            ]);
        }
    }

    fn apply(&self, state: &mut AliState, mv: &AliMove) {
        state.ply += 1;
        let seat = state.turn;
        match *mv {
            AliMove::Roll(r) => {
                state.roll = Some(r);
                state.last_roll = Some(r);
                return;
            }
            // The move before a pass stays the one drawn.
            AliMove::Pass => {}
            AliMove::Figure(figure) => {
                let from = state.at[seat.index()][figure];
                let to = from + state.roll.unwrap_or(0);
                state.at[seat.index()][figure] = to;
                let taken = self.victims(state, seat, figure, to);
                for &(s, f) in &taken {
                    state.at[s.index()][f] = 0;
                }
                let again = !taken.is_empty() && self.winner(state).is_none();
                state.last = Some((seat, figure, from, to, taken));
                if again {
                    state.roll = None;
                    return;
                }
            }
        }
        state.roll = None;
        state.turn = seat.next(self.seats);
    }

    fn format_move(&self, _state: &AliState, mv: &AliMove) -> String {
        match *mv {
            AliMove::Roll(r) => r.to_string(),
            AliMove::Figure(f) => LETTERS[f].to_string(),
            AliMove::Pass => "pass".into(),
        }
    }

    fn move_aliases(&self, _state: &AliState, mv: &AliMove) -> Vec<String> {
        match *mv {
            AliMove::Figure(f) => vec![FIGURES[f].to_lowercase(), ITALIAN[f].to_string()],
            _ => Vec::new(),
        }
    }

    fn diagnose(&self, state: &AliState, text: &str) -> MoveError {
        let reading = Self::read(text);
        match (self.status(state), state.roll) {
            (Status::Over(outcome), _) => MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", outcome.reason.clone()),
            },
            (Status::Chance, _) | (_, None) => match reading {
                Some(_) => {
                    MoveError::illegal(text, Message::new("alibaba-roll-first").seat("seat", state.turn))
                }
                None => MoveError::not_a_move(text, Message::new("alibaba-rolls")),
            },
            (Status::ToMove(_), Some(roll)) => match reading {
                None => MoveError::not_a_move(text, Message::new("alibaba-notation")),
                Some(None) => MoveError::illegal(text, Message::new("alibaba-cannot-pass")),
                Some(Some(f)) => MoveError::illegal(
                    text,
                    self.refusal(state, f, roll)
                        .unwrap_or_else(|| Message::new("alibaba-cannot-move")),
                ),
            },
        }
    }

    fn position_text(&self, state: &AliState) -> String {
        let mut parts: Vec<String> = self
            .seat_list()
            .map(|s| {
                let a = state.at[s.index()];
                format!("{}:{}{}{}", NAMES[s.index()].to_lowercase(), a[0], a[1], a[2])
            })
            .collect();
        parts.push(format!("turn:{}", NAMES[state.turn.index()].to_lowercase()));
        parts.push(format!(
            "roll:{}",
            state.roll.map_or("-".to_string(), |r| r.to_string())
        ));
        parts.push(format!("ply:{}", state.ply));
        parts.join(" ")
    }

    fn from_position(&self, text: &str) -> Result<AliState, PositionError> {
        let names: Vec<String> = self
            .seat_list()
            .map(|s| NAMES[s.index()].to_lowercase())
            .collect();
        let mut keys: Vec<&str> = names.iter().map(String::as_str).collect();
        keys.extend(["turn", "roll", "ply"]);
        let example = self.position_text(&self.initial());
        let values = fields::split_list(text, &keys, &example)?;
        let mut state = self.initial();
        for seat in self.seat_list() {
            let i = seat.index();
            state.at[i] = AliBaba::read_figures(values[i], keys[i])?;
        }
        let n = usize::from(self.seats);
        state.turn = fields::seat(values[n], "turn", &NAMES[..n])?;
        state.roll = match values[n + 1] {
            "-" => None,
            r @ ("0" | "1" | "2" | "3") => r.parse().ok(),
            r => {
                return Err(PositionError::new(format!(
                    "roll:{r}: expected 0 to 3, or - when a roll is due"
                )));
            }
        };
        // The picture shows the roll being played, if any.
        state.last_roll = state.roll;
        state.ply = fields::number(values[n + 2], "ply")?;
        fields::within_cap(state.ply, MAX_PLIES)?;
        let across = self
            .seat_list()
            .filter(|s| state.at[s.index()] == [FAR; 3])
            .count();
        if across > 1 {
            return Err(PositionError::new(
                "two seats have all three figures across: the game ends at the first",
            ));
        }
        Ok(state)
    }

    fn view(&self, state: &AliState, _seat: Option<Seat>) -> View {
        // The bridge: eight columns (near bank, planks 1–6, far bank), one
        // lane per seat and figure so every figure stays visible; only the
        // bottom lane prints the position names.
        let lanes = 3 * self.seats;
        let cell = |seat: Seat, figure: usize, p: u8| -> String {
            let lane = seat.index() * 3 + figure;
            if lane == 0 {
                match p {
                    0 => "bank".to_string(),
                    FAR => "far bank".to_string(),
                    p => p.to_string(),
                }
            } else {
                format!("~{lane}.{p}")
            }
        };
        let mut squares = Vec::new();
        for seat in self.seat_list() {
            for figure in 0..3 {
                let row = (seat.index() * 3 + figure) as u8;
                for p in 0..=FAR {
                    squares.push(
                        TrackSquare::new(cell(seat, figure, p), p, row)
                            .special((p == 0 || p == FAR).then(|| "safe".to_string())),
                    );
                }
            }
        }
        let mut view = View::new(Board::track(8, lanes, squares));
        for seat in self.seat_list() {
            for (figure, letter) in LETTERS.iter().enumerate() {
                view.piece(
                    cell(seat, figure, state.at[seat.index()][figure]),
                    Some(seat),
                    letter,
                );
            }
        }
        if let Some((seat, figure, from, to, taken)) = &state.last {
            if from != to {
                view.mark(cell(*seat, *figure, *from), Mark::From);
                view.arrows
                    .push((cell(*seat, *figure, *from), cell(*seat, *figure, *to)));
            }
            view.mark(cell(*seat, *figure, *to), Mark::To);
            for &(s, f) in taken {
                let c = cell(s, f, *to);
                view.highlights.push(Highlight {
                    cell: c.clone(),
                    mark: Mark::Captured,
                    ghost: Some(Piece {
                        cell: c,
                        owner: Some(s),
                        kind: LETTERS[f].to_string(),
                    }),
                });
            }
        }
        view.seats = self
            .seat_list()
            .map(|s| {
                let across = state.at[s.index()].iter().filter(|&&p| p == FAR).count();
                SeatPanel::new(s, NAMES[s.index()].to_string())
                    .score(Some(Message::new("alibaba-panel").count("n", across as i64)))
            })
            .collect();
        view.dice = state.last_roll.map(|r| Dice {
            kind: "d6".into(),
            faces: vec![r],
            value: r.to_string(),
        });
        turns::show_turn(&mut view, &self.status(state), state.turn);
        view.seat_colours = NAMES[..usize::from(self.seats)]
            .iter()
            .map(|n| n.to_lowercase())
            .collect();
        view.caption = Some(self.caption(state));
        view
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perft::perft;
    use std::collections::BTreeMap;

    fn game(seats: u8) -> AliBaba {
        let mut given = BTreeMap::new();
        given.insert("seats".to_string(), crate::OptionValue::Int(i64::from(seats)));
        AliBaba::new(&Options::validate(INFO.options, &given).unwrap()).unwrap()
    }

    fn setup(at: &[[u8; 3]], turn: u8, roll: Option<u8>) -> AliState {
        let mut state = game(at.len() as u8).initial();
        for (i, a) in at.iter().enumerate() {
            state.at[i] = *a;
        }
        state.turn = Seat(turn);
        state.roll = roll;
        state.last_roll = roll;
        state
    }

    #[test]
    fn a_pass_leaves_the_move_before_it_marked() {
        let r = game(2);
        let mut state = r.initial();
        r.apply(&mut state, &AliMove::Roll(2));
        r.apply(&mut state, &AliMove::Figure(0));
        let marked = |state: &AliState| r.view(state, None).highlights.iter().any(|h| h.mark == Mark::To);
        assert!(marked(&state));
        r.apply(&mut state, &AliMove::Roll(0));
        r.apply(&mut state, &AliMove::Pass);
        assert!(marked(&state), "the move before the pass is still drawn");
    }

    fn legal(r: &AliBaba, state: &AliState) -> Vec<String> {
        r.legal_vec(state)
            .iter()
            .map(|m| r.format_move(state, m))
            .collect()
    }

    fn reason(err: MoveError) -> String {
        match err {
            MoveError::Illegal { reason, .. } => reason.to_string(),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn setup_all_figures_on_the_near_bank_and_the_die_0_1_1_2_2_3() {
        let r = game(3);
        let state = r.initial();
        assert_eq!(
            r.position_text(&state),
            "red:000 blue:000 green:000 turn:red roll:- ply:0"
        );
        let mut out = Vec::new();
        r.chance_outcomes(&state, &mut out);
        let texts: Vec<(String, u32)> = out.iter().map(|(m, w)| (r.format_move(&state, m), *w)).collect();
        assert_eq!(
            texts,
            [("0".into(), 1), ("1".into(), 2), ("2".into(), 2), ("3".into(), 1)]
        );
        assert_eq!(r.seats(), 3);
    }

    #[test]
    fn turn_moves_one_figure_by_the_roll_then_play_goes_round() {
        let r = game(3);
        let mut state = r.initial();
        r.play(&mut state, "2").unwrap();
        assert_eq!(legal(&r, &state), ["L", "T", "O"]);
        r.play(&mut state, "T").unwrap();
        assert_eq!(
            r.position_text(&state),
            "red:020 blue:000 green:000 turn:blue roll:- ply:2"
        );
        for _ in 0..2 {
            r.play(&mut state, "1").unwrap();
            r.play(&mut state, "L").unwrap();
        }
        assert_eq!(state.turn, Seat(0), "clockwise: back to the first seat");
    }

    #[test]
    fn capture_officer_takes_thief_thief_takes_lady_lady_takes_officer() {
        let r = game(2);
        for (mover, victim) in [(2usize, 1usize), (1, 0), (0, 2)] {
            let mut them = [0u8; 3];
            them[victim] = 3;
            let mut state = setup(&[[1, 1, 1], them], 0, Some(2));
            r.apply(&mut state, &AliMove::Figure(mover));
            assert_eq!(
                state.at[1][victim], 0,
                "{} takes {}",
                FIGURES[mover], FIGURES[victim]
            );
            assert_eq!(
                (state.turn, state.roll),
                (Seat(0), None),
                "the capturer rolls again"
            );
        }
        // Nothing else is taken.
        let mut state = setup(&[[1, 1, 1], [3, 0, 3]], 0, Some(2));
        r.apply(&mut state, &AliMove::Figure(1));
        assert_eq!((state.at[1], state.turn), ([0, 0, 3], Seat(0)));
        let mut state = setup(&[[1, 1, 1], [0, 3, 3]], 0, Some(2));
        r.apply(&mut state, &AliMove::Figure(1));
        assert_eq!((state.at[1], state.turn), ([0, 3, 3], Seat(1)));
    }

    #[test]
    fn capture_all_prey_of_every_other_player_on_the_plank() {
        let r = game(4);
        let mut state = setup(&[[0, 0, 2], [0, 4, 0], [0, 4, 0], [0, 0, 0]], 0, Some(2));
        r.play(&mut state, "O").unwrap();
        assert_eq!((state.at[1][1], state.at[2][1]), (0, 0));
    }

    #[test]
    fn roll_of_0_takes_prey_sharing_the_plank() {
        let r = game(2);
        // Red's Officer arrived first; Blue's Thief then landed beside it safely.
        let mut state = setup(&[[0, 0, 4], [0, 2, 0]], 1, Some(2));
        r.play(&mut state, "T").unwrap();
        assert_eq!((state.at[0][2], state.at[1][1]), (4, 4));
        r.play(&mut state, "0").unwrap();
        assert_eq!(legal(&r, &state), ["O"]);
        r.play(&mut state, "O").unwrap();
        assert_eq!((state.at[0][2], state.at[1][1], state.turn), (4, 0, Seat(0)));
    }

    #[test]
    fn far_bank_needs_the_exact_number() {
        let r = game(2);
        let state = setup(&[[5, 7, 6], [0, 0, 0]], 0, Some(3));
        assert_eq!(legal(&r, &state), ["pass"]);
        assert_eq!(
            reason(r.parse_move(&state, "L").unwrap_err()),
            "alibaba-needs-exactly(figure=L, n=2)"
        );
        assert_eq!(
            reason(r.parse_move(&state, "T").unwrap_err()),
            "alibaba-across(figure=T)"
        );
        let mut state = setup(&[[5, 7, 7], [0, 0, 0]], 0, Some(2));
        r.play(&mut state, "L").unwrap();
        let outcome = r.status(&state).outcome().cloned().unwrap();
        assert_eq!(outcome.winner, Some(Seat(0)));
    }

    #[test]
    fn gap_1_own_figures_are_never_taken() {
        let r = game(2);
        let mut state = setup(&[[3, 1, 0], [0, 0, 0]], 0, Some(2));
        r.play(&mut state, "T").unwrap();
        assert_eq!((state.at[0], state.turn), ([3, 3, 0], Seat(1)));
    }

    #[test]
    fn gap_2_moving_is_compulsory_and_a_useless_0_passes() {
        let r = game(2);
        let state = setup(&[[1, 2, 3], [5, 5, 5]], 0, Some(0));
        assert_eq!(legal(&r, &state), ["pass"]);
        assert_eq!(
            r.caption(&state).to_string(),
            "alibaba-rolled(seat=#0, roll=0, what=alibaba-no-prey-pass)"
        );
        let state = setup(&[[1, 2, 3], [5, 5, 5]], 0, Some(1));
        assert_eq!(
            reason(r.parse_move(&state, "pass").unwrap_err()),
            "alibaba-cannot-pass"
        );
    }

    #[test]
    fn gap_3_a_capture_with_a_0_rolls_again() {
        let r = game(2);
        let mut state = setup(&[[2, 0, 0], [0, 0, 2]], 0, Some(0));
        r.play(&mut state, "L").unwrap();
        assert_eq!((state.at[1][2], state.turn, state.roll), (0, Seat(0), None));
    }

    #[test]
    fn gap_4_banks_are_safe() {
        let r = game(2);
        let mut state = setup(&[[0, 5, 0], [7, 0, 0]], 0, Some(2));
        r.play(&mut state, "T").unwrap();
        assert_eq!((state.at[1][0], state.turn), (7, Seat(1)));
        assert!(r.victims(&state, Seat(1), 2, 0).is_empty());
    }

    #[test]
    fn gap_5_only_the_arriving_figure_captures_and_is_not_hurt() {
        let r = game(2);
        // Blue's Officer (Red Thief's predator) and Blue's Lady (its prey) on 3.
        let mut state = setup(&[[0, 1, 0], [3, 0, 3]], 0, Some(2));
        r.play(&mut state, "T").unwrap();
        assert_eq!(state.at[0][1], 3, "the arriving Thief survives its predator");
        assert_eq!(state.at[1], [0, 0, 3], "and takes its prey");
    }

    #[test]
    fn view_draws_the_bridge_with_lanes_banks_and_lettered_figures() {
        let r = game(2);
        let mut state = setup(&[[0, 1, 0], [3, 0, 3]], 0, Some(2));
        r.play(&mut state, "T").unwrap();
        let view = r.view(&state, None);
        let Board::Track(drawn) = &view.board else {
            panic!()
        };
        let columns = &drawn.columns;
        let rows = &drawn.rows;
        let squares = &drawn.squares;
        assert_eq!((*columns, *rows, squares.len()), (8, 6, 48));
        let banks = squares
            .iter()
            .filter(|s| s.special.as_deref() == Some("safe"))
            .count();
        assert_eq!(banks, 12);
        let letters: Vec<&str> = view.pieces.iter().map(|p| p.kind.as_str()).collect();
        assert_eq!(letters, ["L", "T", "O", "L", "T", "O"]);
        assert!(view.highlights.iter().any(|h| h.mark == Mark::Captured));
        assert_eq!(view.seat_colours, ["red", "blue"]);
        assert_eq!(view.caption_text(), "alibaba-to-roll(seat=#0)");
    }

    #[test]
    fn refusals_never_panic_and_notation_round_trips() {
        let r = game(2);
        let state = setup(&[[1, 2, 3], [0, 0, 0]], 0, Some(1));
        for mv in r.legal_vec(&state) {
            let text = r.format_move(&state, &mv);
            assert_eq!(r.parse_move(&state, &text), Ok(mv));
            assert_eq!(r.parse_move(&state, &text.to_lowercase()), Ok(mv));
        }
        assert_eq!(r.parse_move(&state, "Thief"), Ok(AliMove::Figure(1)));
        assert_eq!(r.parse_move(&state, "guardia"), Ok(AliMove::Figure(2)));
        for text in ["", "x", "5", "LT", "🎲", &"l".repeat(3000)] {
            assert!(r.parse_move(&state, text).is_err());
        }
        let chance = setup(&[[1, 2, 3], [0, 0, 0]], 0, None);
        assert_eq!(
            reason(r.parse_move(&chance, "L").unwrap_err()),
            "alibaba-roll-first(seat=#0)"
        );
    }

    #[test]
    fn perft_is_frozen() {
        // Depth 2 by hand: a 0 passes (1), 1–3 move any of three figures (9).
        let r = game(2);
        let counts: Vec<u64> = (1..=4).map(|d| perft(&r, &r.initial(), d)).collect();
        assert_eq!(counts[..2], [4, 10]);
        assert_eq!(counts, [4, 10, 40, 100]);
    }

    #[test]
    fn position_reader_wants_one_field_per_configured_seat() {
        let four = game(4);
        let text = "red:000 blue:130 green:007 yellow:300 turn:green roll:0 ply:12";
        let state = four.from_position(text).unwrap();
        assert_eq!(four.position_text(&state), text);
        assert_eq!(four.status(&state), Status::ToMove(Seat(2)));
        let err = game(2).from_position(text).unwrap_err();
        assert!(
            err.message().contains("expected 5 space-separated fields"),
            "{err}"
        );
        let err = game(2)
            .from_position("red:080 blue:000 turn:red roll:- ply:0")
            .unwrap_err();
        assert!(err.message().contains("three positions 0 to 7"), "{err}");
    }
}
