//! Tchuka Ruma, a solitaire (Tavolando §14.1; catalog
//! `tavolando-9-14-and-short-issues.md`, tchuka-ruma).
//!
//! A row of four holes, `1` (farthest) to `4` (next to the Ruma), two
//! seeds in each, and the empty Ruma at the end (gap 1). A move sows a
//! hole's seeds towards the Ruma, one per place, the Ruma included and
//! then round from hole 1 again (gap 3). A last seed in a hole that held
//! seeds lifts them and sows on; in the Ruma, the player chooses the next
//! hole (gap 2); in an empty hole, the game is lost. All eight seeds in
//! the Ruma win. The puzzle has one solution: `3 4 3 4 2 4`.
//!
//! A sowing that would never end is an illegal move (the family's rule);
//! none arises from the set-up.
//!
//! Position text: the four holes joined by `-`, a space, the Ruma
//! (`2-2-2-2 0`), and ` lost` once the last seed has fallen in an empty
//! hole (the board alone cannot tell that the game is over). Read back by
//! `from_position`, which refuses counts not adding up to eight.

use super::board::{Board, Cell, store};
use super::engine::{Mancala, Move, State, Variant};
use super::layout::{Dir, Layout};
use super::reading::{self, Shape};
use super::sowing::{self, Laps, Next};
use super::trace::{Lap, Trace, Word};
use crate::options::{OptionError, Options};
use crate::{GameInfo, Message, Outcome, PositionError, Seat};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "tchuka",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[&super::WORDS],
};

const HOLES: u8 = 4;
const SEEDS: u8 = 8;
const RUMA: Cell = store(Seat(0));

static INFO: GameInfo = GameInfo {
    slug: "tchuka-ruma",
    name_en: "Tchuka Ruma",
    name_it: "Tchuka Ruma",
    aliases: &["chuka", "tchuka"],
    family: crate::Family::Mancala,
    summary: "a sowing solitaire",
    min_seats: 1,
    max_seats: 1,
    seat_names: &["Player"],
    chance: false,
    hidden: false,
    options: &[],
    // Every move that does not lose ends in the Ruma, so at most eight.
    max_plies: 8,
    source: "catalog tavolando-9-14-and-short-issues.md, tchuka-ruma (Tavolando §14.1)",
    words: &WORDS,
};

/// `tchuka-ruma`.
pub type TchukaRuma = Mancala<Puzzle>;

/// The puzzle's rules.
#[derive(Clone, Debug)]
pub struct Puzzle {
    layout: Layout,
}

const LOST: Word = Word::TchukaStopLost;

struct Relay;

impl Laps for Relay {
    fn lap_end(&mut self, _board: &mut Board, lap: &Lap, _trace: &mut Trace) -> Next {
        if lap.last == RUMA {
            Next::Stop(Word::TchukaStopRuma)
        } else if lap.before > 0 {
            Next::Lift {
                cell: lap.last,
                dir: lap.dir,
            }
        } else {
            Next::Stop(LOST)
        }
    }
}

impl Puzzle {
    /// The board and trace after sowing `hole`; `None` if endless.
    fn sowing(&self, state: &State<()>, hole: Cell) -> Option<(Board, Trace)> {
        let mut board = state.board;
        let mut trace = Trace::new(Seat(0), Move::sow(hole));
        let start = Next::Lift {
            cell: hole,
            dir: Dir::Forward,
        };
        sowing::sow(
            self.layout.circuit(Seat(0)),
            &mut board,
            start,
            &mut Relay,
            &mut trace,
        )
        .ok()?;
        Some((board, trace))
    }
}

impl Puzzle {
    /// Ends the game where the position calls for it; `lost`: the last
    /// seed fell in an empty hole.
    fn conclude(&self, state: &mut State<()>, lost: bool) {
        let ruma = state.board.get(RUMA);
        if ruma == SEEDS {
            state.finish(Outcome::win(Seat(0), Message::new("tchuka-ruma-end-won")).with_scores(vec![8]));
        } else if lost {
            let mut o = Outcome::solitaire_lost(lost_reason());
            o.scores = Some(vec![i32::from(ruma)]);
            state.finish(o);
        } else if (0..HOLES).all(|h| state.board.get(h) == 0 || self.sowing(state, h).is_none()) {
            // Never from the set-up; kept so that a seat to move has a move.
            let mut o = Outcome::solitaire_lost(Message::new("tchuka-ruma-end-stuck"));
            o.scores = Some(vec![i32::from(ruma)]);
            state.finish(o);
        }
    }

    /// Whether the game was lost in an empty hole: the text says so, as
    /// the board alone cannot.
    fn lost_in_a_hole(state: &State<()>) -> bool {
        state.end.as_ref().is_some_and(|o| o.reason == lost_reason())
    }
}

/// Why a game ending in an empty hole is lost.
fn lost_reason() -> Message {
    Message::new("tchuka-ruma-end-lost")
}
/// The word after a lost game's position.
const LOST_WORD: &str = "lost";

impl Variant for Puzzle {
    type X = ();

    const KNOBS: crate::Knobs = crate::Knobs {
        // The winning sowing is always the only hole left with seeds.
        no_win_among_others: true,
        // A solitaire: the puzzles solved, 10 of 10 at both levels.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(10, 0.95),
            crate::knobs::Bar::new(10, 0.95),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(_options: &Options) -> Result<Self, OptionError> {
        let mut layout = Layout::new(HOLES, 1);
        for h in 0..HOLES {
            layout.name_cell(h, (h + 1).to_string());
        }
        layout.name_cell(RUMA, "R");
        let mut circuit: Vec<Cell> = (0..HOLES).collect();
        circuit.push(RUMA);
        layout.circuit_for_all(circuit);
        layout.rows = vec![(0..HOLES).collect()];
        layout.stores = (None, Some(Seat(0)));
        Ok(Puzzle { layout })
    }

    fn layout(&self) -> &Layout {
        &self.layout
    }

    fn initial(&self) -> State<()> {
        State::new(Board::filled(usize::from(HOLES), 2), (), Seat(0))
    }

    fn legal(&self, state: &State<()>, out: &mut Vec<Move>) {
        out.extend(
            (0..HOLES)
                .filter(|&h| state.board.get(h) > 0 && self.sowing(state, h).is_some())
                .map(Move::sow),
        );
    }

    fn apply(&self, state: &mut State<()>, mv: &Move) {
        let Some(hole) = mv.pit() else {
            return;
        };
        let Some((board, trace)) = self.sowing(state, hole) else {
            return;
        };
        let lost = trace.stop == LOST;
        state.board = board;
        state.last = Some(trace);
        state.ply += 1;
        self.conclude(state, lost);
    }

    fn read(&self, text: &str) -> Result<State<()>, PositionError> {
        let shape = Shape {
            rows: &[usize::from(HOLES)],
            stores: 1,
            movers: &[],
            example: "2-2-2-2 0",
        };
        let mut head = reading::head(text, &shape)?;
        let lost = head.tail.flag(LOST_WORD);
        head.tail.end("'lost' for a game lost in an empty hole")?;
        let mut board = Board::empty();
        for (h, &n) in head.rows[0].iter().enumerate() {
            board.set(h as Cell, n);
        }
        board.set(RUMA, head.stores[0]);
        if lost && board.get(RUMA) == SEEDS {
            return Err(PositionError::new(
                "all eight seeds are in the Ruma: the game is won, not lost",
            ));
        }
        let mut state = State::new(board, (), Seat(0));
        if lost {
            self.conclude(&mut state, true);
        }
        Ok(state)
    }

    fn settle_read(&self, state: &mut State<()>) -> Result<(), PositionError> {
        if !state.is_over() {
            self.conclude(state, false);
        }
        Ok(())
    }

    fn expected(&self, _seat: Seat) -> Message {
        Message::new("tchuka-ruma-expected")
    }

    fn position_text(&self, state: &State<()>) -> String {
        let holes: Vec<String> = (0..HOLES).map(|h| state.board.get(h).to_string()).collect();
        let lost = if Self::lost_in_a_hole(state) {
            format!(" {LOST_WORD}")
        } else {
            String::new()
        };
        format!("{} {}{lost}", holes.join("-"), state.board.get(RUMA))
    }

    fn panel(&self, state: &State<()>, _seat: Seat) -> (Option<Message>, Option<u32>) {
        let score = Message::new("tchuka-ruma-panel")
            .count("seeds", state.board.get(RUMA))
            .count("all", SEEDS);
        (Some(score), None)
    }

    fn status_words(&self, _state: &State<()>) -> Message {
        Message::new("tchuka-ruma-to-move")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{MoveError, Rules, SeatResult, Status};

    fn puzzle() -> TchukaRuma {
        <TchukaRuma as Rules>::new(&Options::default()).unwrap()
    }

    #[test]
    fn gap_1_two_seeds_a_hole_and_an_empty_ruma() {
        let r = puzzle();
        let s = r.initial();
        assert_eq!(r.position_text(&s), "2-2-2-2 0");
        assert_eq!(r.seats(), 1);
        assert_eq!(r.status(&s), Status::ToMove(Seat(0)));
    }

    #[test]
    fn the_known_solution_wins_step_by_step() {
        let r = puzzle();
        let mut s = r.initial();
        let steps = [
            ("3", "2-2-0-3 1"),
            ("4", "3-0-1-1 3"),
            ("3", "0-1-1-1 5"),
            ("4", "0-1-1-0 6"),
            ("2", "0-0-0-1 7"),
            ("4", "0-0-0-0 8"),
        ];
        for (mv, after) in steps {
            r.play(&mut s, mv).unwrap();
            assert_eq!(r.position_text(&s), after, "after {mv}");
        }
        let o = r.status(&s).outcome().cloned().unwrap();
        assert_eq!(o.result_for(Seat(0)), SeatResult::Win);
        assert_eq!(o.reason, Message::new("tchuka-ruma-end-won"));
    }

    #[test]
    fn the_solver_finds_the_one_solution_and_none_after_a_wrong_start() {
        let none = std::collections::BTreeMap::new();
        let game = crate::registry::start("tchuka-ruma", &none).unwrap();
        assert_eq!(game.solution().unwrap().join(" "), "3 4 3 4 2 4");
        let mut game = crate::registry::start("tchuka-ruma", &none).unwrap();
        game.play("3").unwrap();
        assert_eq!(game.solution().unwrap().join(" "), "4 3 4 2 4", "from the middle");
        // 3 4 4: still going, but no longer winnable.
        let mut game = crate::registry::start("tchuka-ruma", &none).unwrap();
        for mv in ["3", "4", "4"] {
            game.play(mv).unwrap();
        }
        assert!(matches!(game.status(), Status::ToMove(_)), "{}", game.position());
        assert_eq!(game.solution(), None);
    }

    #[test]
    fn gap_2_a_last_seed_in_the_ruma_lets_the_player_choose_again() {
        let r = puzzle();
        let mut s = r.initial();
        r.play(&mut s, "3").unwrap();
        assert_eq!(s.last().unwrap().stop, Word::TchukaStopRuma);
        assert_eq!(r.legal_vec(&s).len(), 3, "any non-empty hole");
    }

    #[test]
    fn a_last_seed_in_an_empty_hole_loses_and_relays_go_on_otherwise() {
        let r = puzzle();
        let mut s = r.initial();
        // 1 → 2, 3 (2 → 3): relay 3 → 4, R, 1 (emptied: lost).
        r.play(&mut s, "1").unwrap();
        assert_eq!(r.position_text(&s), "1-3-0-3 1 lost");
        assert_eq!(s.last().unwrap().laps.len(), 2);
        let o = r.status(&s).outcome().cloned().unwrap();
        assert_eq!(o.result_for(Seat(0)), SeatResult::Loss);
        assert!(o.nobody_won(1));
        let caption = r.view(&s, None).caption.unwrap();
        assert_eq!(caption.id(), "mancala-caption-played-alone");
        assert_eq!(
            caption.walk()[1],
            &Message::new("mancala-caption-lost").part("reason", lost_reason())
        );
        assert!(matches!(
            r.parse_move(&s, "2"),
            Err(MoveError::NoMoveExpected { .. })
        ));
    }

    #[test]
    fn gap_3_seeds_go_towards_the_ruma_and_round() {
        let r = puzzle();
        let mut s = r.initial();
        r.play(&mut s, "4").unwrap();
        // 4 → R, 1 (2 → 3): relay 1 → 2, 3, 4 (emptied: lost).
        assert_eq!(s.last().unwrap().laps[0].last, 0);
        assert_eq!(r.position_text(&s), "0-3-3-1 1 lost");
    }

    #[test]
    fn a_lost_game_reads_back_lost_and_counts_must_make_eight() {
        let r = puzzle();
        let lost = r.from_position("0-3-3-1 1 lost").unwrap();
        assert_eq!(
            r.status(&lost).outcome().map(|o| o.reason.clone()),
            Some(lost_reason())
        );
        let live = r.from_position("0-3-3-1 1").unwrap();
        assert_eq!(r.status(&live), Status::ToMove(Seat(0)));
        let err = r.from_position("2-2-2-2 1").unwrap_err();
        assert_eq!(err.message(), "the position holds 9 seeds; this game has 8");
    }

    #[test]
    fn the_solution_is_the_only_one() {
        fn search(r: &TchukaRuma, s: &State<()>, path: &mut Vec<u8>, found: &mut Vec<Vec<u8>>) {
            match r.status(s) {
                Status::Over(o) if o.winner.is_some() => found.push(path.clone()),
                Status::ToMove(_) => {
                    for m in r.legal_vec(s) {
                        let mut next = s.clone();
                        r.apply(&mut next, &m);
                        path.push(m.pit().unwrap() + 1);
                        search(r, &next, path, found);
                        path.pop();
                    }
                }
                _ => {}
            }
        }
        let r = puzzle();
        let mut found = Vec::new();
        search(&r, &r.initial(), &mut Vec::new(), &mut found);
        assert_eq!(found, [vec![3, 4, 3, 4, 2, 4]]);
    }
}
