//! CQT's rules, one test per catalog rule and gap, the text's annotated
//! game replayed, and a second model (text in, text out) compared along
//! random games.

use std::collections::BTreeMap;

use super::*;
use crate::notation::MoveError;
use crate::options::OptionValue;

fn game() -> Cqt {
    Cqt::new(&Options::defaults(Cqt::info().options)).unwrap()
}

fn literal() -> Cqt {
    let given = BTreeMap::from([("literal-circle".to_string(), OptionValue::Bool(true))]);
    Cqt::new(&Options::validate(Cqt::info().options, &given).unwrap()).unwrap()
}

fn play(rules: &Cqt, state: &mut CqtState, moves: &str) {
    for text in moves.split_whitespace() {
        rules
            .play(state, text)
            .unwrap_or_else(|e| panic!("{text} in {}: {e:?}", rules.position_text(state)));
    }
}

fn at(rules: &Cqt, position: &str) -> CqtState {
    rules.from_position(position).unwrap()
}

fn texts(rules: &Cqt, state: &CqtState) -> Vec<String> {
    let mut out: Vec<String> = rules
        .legal_vec(state)
        .iter()
        .map(|m| rules.format_move(state, m))
        .collect();
    out.sort();
    out
}

fn winner(rules: &Cqt, state: &CqtState) -> Option<Seat> {
    match rules.status(state) {
        Status::Over(o) => o.winner,
        _ => None,
    }
}

/// The sample game's drawings, South then North each turn, with North's
/// seventh read as Q6 (gap 2).
const SAMPLE_DRAWINGS: &str = "C7 Q1 T1 Q3 Q2 C2 T3 Q5 C5 T7 Q4 T4 Q6 Q6 Q8 T8 Q9 Q9";

#[test]
fn sample_game_replayed_with_move_7_corrected() {
    let rules = game();
    let mut s = rules.initial();
    play(&rules, &mut s, SAMPLE_DRAWINGS);
    // The catalog's position after the drawings.
    assert_eq!(rules.position_text(&s), "TQTQCQCQQ/QCQTQQTTQ 1 e");
    // 10. South's circle takes the triangle in 7 and its neighbour in 8,
    // not the square in 6 (two adjacent triangles).
    let mv = rules.parse_move(&s, "C5xT7").unwrap();
    assert_eq!(rules.format_move(&s, &mv), "C5xT7xT8");
    play(&rules, &mut s, "C5xT7xT8");
    assert_eq!(rules.position_text(&s), "TQTQ.QCQQ/QCQTQQ..Q 2 e");
    // 10. ... North "captures two squares": Q8 and Q9.
    play(&rules, &mut s, "C2xQ8xQ9");
    assert_eq!(rules.position_text(&s), "TQTQ.QC../Q.QTQQ..Q 1 e");
    // 11. T1xQ1, then North's Q3xQ2 leaves South's T3 ("V3", gap 4) with
    // no target.
    play(&rules, &mut s, "T1xQ1 Q3xQ2");
    assert!(
        !texts(&rules, &s).iter().any(|t| t.starts_with("T3")),
        "{:?}",
        texts(&rules, &s)
    );
    // 12. Q4xQ6: North's T4 has lost its target.
    play(&rules, &mut s, "Q4xQ6");
    assert_eq!(rules.position_text(&s), "..T..QC../...TQ...Q 2 e");
    let north = texts(&rules, &s);
    assert!(!north.iter().any(|t| t.starts_with("T4")));
    assert_eq!(north, ["Q5xC7", "Q5xQ6", "Q9xC7", "Q9xQ6"]);
    // First line: Q5xQ6, C7xT4, and North's Q9 has nothing left to strike.
    let mut a = s.clone();
    play(&rules, &mut a, "Q5xQ6 C7xT4");
    assert_eq!(winner(&rules, &a), Some(Seat::FIRST));
    // Second line: Q5xC7, Q6xQ9, and North is left with T4 facing nothing.
    let mut b = s;
    play(&rules, &mut b, "Q5xC7 Q6xQ9");
    assert_eq!(rules.position_text(&b), "..T....../...T..... 2 e");
    assert_eq!(winner(&rules, &b), Some(Seat::FIRST));
}

#[test]
fn gap_2_the_printed_move_7_breaks_the_sample() {
    // With North's seventh drawing as printed (T6), the circle takes three
    // triangles, and South's later Q4xQ6 would strike a triangle.
    let rules = game();
    let mut s = rules.initial();
    play(&rules, &mut s, &SAMPLE_DRAWINGS.replace("Q6 Q6", "Q6 T6"));
    let mv = rules.parse_move(&s, "C5xT7").unwrap();
    assert_eq!(rules.format_move(&s, &mv), "C5xT7xT6xT8");
    assert!(
        rules.parse_move(&s, "C5xT7xT8").is_err(),
        "the chain written must be the one taken"
    );
    play(&rules, &mut s, "C5xT7xT6xT8 C2xQ8xQ9 T1xQ1 Q3xQ2");
    assert!(matches!(
        rules.parse_move(&s, "Q4xQ6"),
        Err(MoveError::Illegal { .. })
    ));
}

#[test]
fn gap_1_circle_takes_a_square_or_a_triangle() {
    let rules = game();
    let s = at(&rules, "C......../CQT...... 1 e");
    assert_eq!(texts(&rules, &s), ["C1xQ2", "C1xT3"]);
}

#[test]
fn gap_1_option_literal_circle_takes_a_circle_or_a_triangle() {
    let rules = literal();
    let s = at(&rules, "C......../CQT...... 1 e");
    assert_eq!(texts(&rules, &s), ["C1xC1", "C1xT3"]);
    let err = rules.parse_move(&s, "C1xQ2").unwrap_err();
    assert!(format!("{err:?}").contains("cqt-circle-takes-literal"), "{err:?}");
}

#[test]
fn gap_3_circle_takes_only_the_two_neighbours() {
    let rules = game();
    // A run of four triangles: struck at 2, the circle takes 1, 2 and 3,
    // not 4; struck at 4, 3 and 4 only (5 holds a square).
    let s = at(&rules, "C......../TTTTQ.... 1 e");
    let take = |text: &str| {
        let mut t = s.clone();
        play(&rules, &mut t, text);
        rules.position_text(&t)
    };
    assert_eq!(take("C1xT2xT1xT3"), "........./...TQ.... 2 e");
    assert_eq!(take("C1xT4xT3"), "........./TT..Q.... 2 e");
}

#[test]
fn gap_4_and_5_are_text_slips() {
    // Gap 4 ("V3" is South's T3) is checked in the sample game; gap 5 (a
    // Hoppa line) asks nothing of the rules. Here: the sample's T3 faces
    // North's Q3 until North erases it.
    let rules = game();
    let mut s = rules.initial();
    play(&rules, &mut s, SAMPLE_DRAWINGS);
    play(&rules, &mut s, "C5xT7xT8 C2xQ8xQ9 T1xQ1");
    assert!(texts(&rules, &s).contains(&"Q3xQ2".to_string()));
    let before = s.clone();
    play(&rules, &mut s, "Q3xQ2");
    assert!(texts(&rules, &before).is_empty() || !texts(&rules, &s).iter().any(|t| t.starts_with("T3")));
}

#[test]
fn rule_drawing_south_first_own_row_any_symbol() {
    let rules = game();
    let s = rules.initial();
    assert_eq!(rules.status(&s), Status::ToMove(Seat::FIRST));
    assert_eq!(rules.legal_vec(&s).len(), 27, "3 symbols in 9 cells");
    let mut s = s;
    play(&rules, &mut s, "C7");
    assert_eq!(rules.position_text(&s), "......C../......... 2 d");
    // North's cell 7 is free: each draws in his own row only.
    play(&rules, &mut s, "T7");
    assert_eq!(rules.position_text(&s), "......C../......T.. 1 d");
    assert!(matches!(
        rules.parse_move(&s, "Q7"),
        Err(MoveError::Illegal { .. })
    ));
}

#[test]
fn rule_erasing_begins_with_south_once_all_18_are_full() {
    let rules = game();
    let mut s = rules.initial();
    let drawings: Vec<&str> = SAMPLE_DRAWINGS.split_whitespace().collect();
    play(&rules, &mut s, &drawings[..17].join(" "));
    assert!(s.drawing());
    play(&rules, &mut s, drawings[17]);
    assert!(!s.drawing());
    assert_eq!(s.to_move(), Seat::FIRST);
}

#[test]
fn rule_triangle_strikes_the_facing_symbol_of_any_kind() {
    let rules = game();
    for kind in ['C', 'Q', 'T'] {
        let s = at(&rules, &format!("...T...../...{kind}..... 1 e"));
        assert_eq!(texts(&rules, &s), [format!("T4x{kind}4")]);
    }
    // Nothing facing it: no target.
    let s = at(&rules, "...T...../..C.C.... 1 e");
    assert_eq!(winner(&rules, &s), Some(Seat::SECOND));
}

#[test]
fn rule_square_strikes_a_circle_or_a_square_anywhere() {
    let rules = game();
    let s = at(&rules, "Q......../.CQT..QCC 1 e");
    assert_eq!(texts(&rules, &s), ["Q1xC2", "Q1xC8", "Q1xC9", "Q1xQ3", "Q1xQ7"]);
    // One symbol only: the square takes no neighbours.
    let mut t = s.clone();
    play(&rules, &mut t, "Q1xC8");
    assert_eq!(rules.position_text(&t), "........./.CQT..Q.C 2 e");
}

#[test]
fn rule_erasure_removes_the_own_symbol_too() {
    let rules = game();
    let mut s = at(&rules, "QT......./QQ....... 1 e");
    play(&rules, &mut s, "Q1xQ2");
    assert_eq!(rules.position_text(&s), ".T......./Q........ 2 e");
}

#[test]
fn rule_erasing_is_compulsory_and_idle_symbols_cannot_be_chosen() {
    let rules = game();
    // South's triangle faces nothing; only the square may be erased.
    let s = at(&rules, "T.Q....../.C....... 1 e");
    assert_eq!(texts(&rules, &s), ["Q3xC2"]);
    let err = rules.parse_move(&s, "T1").unwrap_err();
    assert!(format!("{err:?}").contains("cqt-symbol-idle"), "{err:?}");
    assert!(
        !rules.legal_vec(&s).is_empty(),
        "no pass while a symbol has a target"
    );
}

#[test]
fn rule_end_the_player_who_cannot_erase_loses() {
    let rules = game();
    let mut s = at(&rules, "Q......../QT....... 1 e");
    play(&rules, &mut s, "Q1xQ1");
    // North's triangle faces an empty cell: North loses, South wins.
    assert_eq!(winner(&rules, &s), Some(Seat::FIRST));
    assert!(rules.legal_vec(&s).is_empty());
    let reason = rules.status(&s).outcome().unwrap().reason.clone();
    assert_eq!(reason.id(), "cqt-no-target");
    // No draws: every game of the random runs below ends with a winner.
}

#[test]
fn notation_forms_read_and_refused() {
    let rules = game();
    let mut s = rules.initial();
    play(&rules, &mut s, SAMPLE_DRAWINGS);
    let canonical = rules.parse_move(&s, "C5xT7xT8").unwrap();
    for text in ["c5xt7xt8", "C5 x T7", "5x7", "C5:T7", "C5-T7", "c5t7", "C5xT7"] {
        assert_eq!(rules.parse_move(&s, text).as_ref(), Ok(&canonical), "{text}");
    }
    // S for the square, a lone triangle with its single target.
    assert!(rules.parse_move(&s, "S2xS1").is_ok());
    assert_eq!(
        rules.format_move(&s, &rules.parse_move(&s, "T1").unwrap()),
        "T1xQ1"
    );
    for (text, id) in [
        ("hello", "cqt-notation"),
        ("T5xQ5", "cqt-other-symbol"),
        ("T1xC2", "cqt-triangle-faces"),
        ("Q2xT4", "cqt-square-takes"),
        ("C5xC2", "cqt-circle-takes"),
        ("C5xQ7", "cqt-other-target"),
        ("C5xT7xT6", "cqt-wrong-chain"),
        ("C7", "cqt-which-target"),
    ] {
        let err = rules.parse_move(&s, text).err();
        let said = format!("{err:?}");
        assert!(
            said.contains(id) || matches!(err, Some(MoveError::Ambiguous { .. })) && id == "cqt-which-target",
            "{text}: {said}"
        );
    }
    let mut later = s.clone();
    play(&rules, &mut later, "C5xT7xT8 C2xQ8xQ9");
    let said = format!("{:?}", rules.parse_move(&later, "C5xQ1").err());
    assert!(said.contains("cqt-no-symbol"), "{said}");
    let fresh = rules.initial();
    for (text, id) in [
        ("C0", "cqt-notation"),
        ("7", "cqt-draw-what"),
        ("C5xT7", "cqt-drawing-now"),
    ] {
        let said = format!("{:?}", rules.parse_move(&fresh, text).err());
        assert!(said.contains(id), "{text}: {said}");
    }
    let mut full = fresh.clone();
    play(&rules, &mut full, "C7 Q1");
    let said = format!("{:?}", rules.parse_move(&full, "T7").err());
    assert!(said.contains("cqt-cell-taken"), "{said}");
}

#[test]
fn position_reads_back_and_refuses_bad_texts() {
    let rules = game();
    let mut s = rules.initial();
    play(&rules, &mut s, SAMPLE_DRAWINGS);
    play(&rules, &mut s, "C5xT7xT8");
    let text = rules.position_text(&s);
    let back = rules.from_position(&text).unwrap();
    assert_eq!(rules.position_text(&back), text);
    assert_eq!(texts(&rules, &back), texts(&rules, &s));
    for bad in [
        "",
        "TQTQCQCQQ/QCQTQQTTQ 1",
        "TQTQCQCQ/QCQTQQTTQ 1 e",
        "TQTQCQCQX/QCQTQQTTQ 1 e",
        "TQTQCQCQQ/QCQTQQTTQ 3 e",
        "TQTQCQCQQ/QCQTQQTTQ 1 x",
        "TQTQCQCQQ/QCQTQQTTQ 1 d",
        "C......../......... 1 d",
    ] {
        assert!(rules.from_position(bad).is_err(), "{bad:?}");
    }
}

/// A second model, written apart: rows as strings, moves found by trying
/// every text `Xi x Yj` against the powers as the catalog words them, and
/// played by reading the move's own text back.
// Cells walked by index on purpose: the model reads like the rules' words.
#[allow(clippy::needless_range_loop)]
mod brute {
    pub struct Model {
        pub rows: [Vec<u8>; 2],
        pub mover: usize,
        pub literal: bool,
        erased: bool,
    }

    impl Model {
        pub fn new(literal: bool) -> Model {
            Model {
                rows: [vec![b'.'; 9], vec![b'.'; 9]],
                mover: 0,
                literal,
                erased: false,
            }
        }

        fn full(&self) -> bool {
            self.rows.iter().all(|r| !r.contains(&b'.'))
        }

        pub fn drawing(&self) -> bool {
            // Drawings alternate, so the drawing phase lasts while any cell
            // is empty and no erasure has happened; an erasure empties
            // cells only once the rows were full.
            !self.erased && !self.full()
        }

        pub fn legal(&self) -> Vec<String> {
            let mut out = Vec::new();
            let me = &self.rows[self.mover];
            let them = &self.rows[1 - self.mover];
            if self.drawing() {
                for i in 0..9 {
                    if me[i] == b'.' {
                        for l in ["C", "Q", "T"] {
                            out.push(format!("{l}{}", i + 1));
                        }
                    }
                }
                return out;
            }
            for i in 0..9 {
                for j in 0..9 {
                    let (a, b) = (me[i], them[j]);
                    let allowed = match a {
                        b'T' => i == j && b != b'.',
                        b'Q' => b == b'C' || b == b'Q',
                        b'C' if self.literal => b == b'C' || b == b'T',
                        b'C' => b == b'Q' || b == b'T',
                        _ => false,
                    };
                    if !allowed {
                        continue;
                    }
                    let mut text = format!("{}{}x{}{}", a as char, i + 1, b as char, j + 1);
                    if a == b'C' {
                        for k in [j.wrapping_sub(1), j + 1] {
                            if k < 9 && them[k] == b {
                                text.push_str(&format!("x{}{}", b as char, k + 1));
                            }
                        }
                    }
                    out.push(text);
                }
            }
            out
        }

        /// Plays a text of [`Model::legal`].
        pub fn play(&mut self, text: &str) {
            let bytes = text.as_bytes();
            let cell = |k: usize| usize::from(bytes[k] - b'1');
            if bytes.len() == 2 {
                self.rows[self.mover][cell(1)] = bytes[0];
            } else {
                self.rows[self.mover][cell(1)] = b'.';
                for part in text.split('x').skip(1) {
                    let j = usize::from(part.as_bytes()[1] - b'1');
                    self.rows[1 - self.mover][j] = b'.';
                }
                self.erased = true;
            }
            self.mover = 1 - self.mover;
        }
    }
}

/// A tiny generator for the random games (xorshift).
fn next(seed: &mut u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

#[test]
fn random_games_agree_with_the_second_model() {
    for (literal, rules) in [(false, game()), (true, literal())] {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64 ^ u64::from(literal);
        for _ in 0..30 {
            let mut s = rules.initial();
            let mut model = brute::Model::new(literal);
            loop {
                let mut ours = texts(&rules, &s);
                let mut theirs = model.legal();
                ours.sort();
                theirs.sort();
                assert_eq!(ours, theirs, "{}", rules.position_text(&s));
                if theirs.is_empty() {
                    // The mover of the model cannot move: he lost.
                    assert_eq!(winner(&rules, &s), Some(Seat(1 - model.mover as u8)));
                    break;
                }
                assert_eq!(rules.status(&s), Status::ToMove(Seat(model.mover as u8)));
                let text = &theirs[(next(&mut seed) % theirs.len() as u64) as usize];
                play(&rules, &mut s, text);
                model.play(text);
            }
        }
    }
}
