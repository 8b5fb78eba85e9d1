//! Magneton's rules, one test per catalog rule and gap, and a second
//! model (a board of characters) compared along random games.

use super::*;
use crate::notation::MoveError;
use crate::options::Options;
use crate::{Rules, Status};

fn game() -> Magneton {
    Magneton::new(&Options::defaults(Magneton::info().options)).unwrap()
}

fn magnetic_game() -> Magneton {
    let chosen = [(
        "magnetic-moves".to_string(),
        crate::options::OptionValue::Bool(true),
    )]
    .into_iter()
    .collect();
    let options = Options::validate(Magneton::info().options, &chosen).expect("a known option");
    Magneton::new(&options).unwrap()
}

fn play(rules: &Magneton, state: &mut MagnetonState, moves: &str) {
    for text in moves.split_whitespace() {
        rules
            .play(state, text)
            .unwrap_or_else(|e| panic!("{text} in {}: {e:?}", rules.position_text(state)));
    }
}

fn at(position: &str) -> MagnetonState {
    game().from_position(position).unwrap()
}

fn board(state: &MagnetonState) -> String {
    game().position_text(state).split(' ').next().unwrap().to_string()
}

fn winner(state: &MagnetonState) -> Option<Seat> {
    match game().status(state) {
        Status::Over(o) => o.winner,
        _ => None,
    }
}

/// A placing position made by hand, Black to move with the given ranks
/// (8 to 1): the counts need not be reachable, to isolate one effect.
fn placing(ranks: [&str; 8]) -> MagnetonState {
    let mut sides = [0u64; 2];
    for (i, rank) in ranks.iter().enumerate() {
        for (f, c) in rank.bytes().enumerate() {
            let bit = 1u64 << ((7 - i) * 8 + f);
            match c {
                b'x' => sides[0] |= bit,
                b'o' => sides[1] |= bit,
                _ => {}
            }
        }
    }
    MagnetonState {
        sides,
        to_move: Seat::FIRST,
        turns: 0,
        last: None,
        seen: Vec::new(),
        end: None,
    }
}

const EMPTY: &str = "........";

#[test]
fn rule_setup_empty_board_black_first_placement() {
    let rules = game();
    let s = rules.initial();
    assert_eq!(rules.status(&s), Status::ToMove(Seat::FIRST));
    assert_eq!(rules.legal_vec(&s).len(), 64);
    assert_eq!(
        rules.position_text(&s),
        "......../......../......../......../......../......../......../........ 1 0 -"
    );
}

#[test]
fn rule_magnetism_repels_own_and_attracts_enemy_first_piece_only() {
    let rules = game();
    // Black places on d4: the black piece on d6 (north) is pushed to d8;
    // the white one on g4 (east) is pulled to e4 and h4 behind it stays;
    // the white piece on b2 (south-west) comes to c3, a1 behind it stays.
    let mut s = placing([
        EMPTY, EMPTY, "...x....", EMPTY, "......oo", EMPTY, ".o......", "o.......",
    ]);
    play(&rules, &mut s, "d4");
    assert_eq!(
        board(&s),
        "...x..../......../......../......../...xo..o/..o...../......../o......."
    );
}

#[test]
fn rule_magnetism_repelled_piece_stops_at_a_piece_or_the_edge() {
    let rules = game();
    let mut s = placing([
        EMPTY, "...o....", EMPTY, EMPTY, "...x....", EMPTY, EMPTY, "........",
    ]);
    // Placed on d2: the black piece on d4 slides up to d6, under White's d7.
    play(&rules, &mut s, "d2");
    assert_eq!(
        board(&s),
        "......../...o..../...x..../......../......../......../...x..../........"
    );
}

#[test]
fn rule_displaced_pieces_have_no_magnetism() {
    let rules = game();
    // White's f4 is pulled to e4; were it magnetic it would then pull
    // Black's g6 to f5. Only the origin acts: g6 stays.
    let mut s = placing([EMPTY, EMPTY, "......x.", EMPTY, ".....o..", EMPTY, EMPTY, EMPTY]);
    play(&rules, &mut s, "d4");
    assert_eq!(
        board(&s),
        "......../......../......x./......../...xo.../......../......../........"
    );
}

#[test]
fn rule_movement_queen_slides_after_all_24_and_no_jumping() {
    let rules = game();
    let full = "xxxxxxxx/xxxx..../......../......../......../......../oooo..../oooooooo 1 0 -";
    let s = at(full);
    assert!(s.moving());
    let moves: Vec<String> = rules
        .legal_vec(&s)
        .iter()
        .map(|m| rules.format_move(&s, m))
        .collect();
    assert!(moves.contains(&"d7-d3".to_string()));
    assert!(!moves.contains(&"d8-d6".to_string()), "no jumping over d7");
    assert!(moves.iter().all(|m| m.contains('-')));
}

#[test]
fn rule_win_line_of_four_with_a_displaced_piece() {
    let rules = game();
    // Placed on h2, Black pulls White's e2 to g2 and pushes nothing: no
    // line. Placed on h1, it pushes its g1 west to d1, next to c1: a1-d1.
    let mut s = placing([EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, "o.o.o...", "xxx....x"]);
    play(&rules, &mut s, "h2");
    // h2 (Black) repels h1 (Black)? h1 is south of h2, at the edge: stays.
    // It also repels nothing west: e2 is White's, pulled to g2.
    assert_eq!(winner(&s), None);
    let mut t = placing([EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, "o.o.o...", "xxx...x."]);
    play(&rules, &mut t, "h1");
    assert_eq!(
        board(&t),
        "......../......../......../......../......../......../o.o.o.../xxxx...x"
    );
    assert_eq!(winner(&t), Some(Seat::FIRST));
    assert_eq!(game().status(&t).outcome().unwrap().reason.id(), "magneton-line");
}

#[test]
fn rule_win_not_by_the_action_itself() {
    let rules = game();
    // Black completes a1-d1 by placing d1 directly: no piece moved, no win.
    let mut s = placing([EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, "o.o.o...", "xxx....."]);
    play(&rules, &mut s, "d1");
    assert_eq!(winner(&s), None);
}

#[test]
fn gap_2_attracted_enemy_completing_its_own_line_wins_for_the_enemy() {
    let rules = game();
    // White holds a4 b4 c4; Black places d5 and pulls White's d1 up to
    // d4: White's line, made by the magnetism, wins for White.
    let mut s = placing([
        EMPTY, EMPTY, EMPTY, EMPTY, "ooo.....", "x.......", "x.......", "...o....",
    ]);
    play(&rules, &mut s, "d5");
    assert_eq!(
        board(&s),
        "......../......../......../...x..../oooo..../x......./x......./........"
    );
    assert_eq!(winner(&s), Some(Seat::SECOND));
}

#[test]
fn gap_2_both_lines_the_mover_wins() {
    let rules = game();
    // As above, and Black's d6 is pushed to d8 beside a8 b8 c8: both
    // colours have a line; the mover, Black, wins.
    let mut s = placing([
        "xxx.....", EMPTY, "...x....", EMPTY, "ooo.....", "x.......", "o.......", "...o....",
    ]);
    play(&rules, &mut s, "d5");
    assert_eq!(
        board(&s),
        "xxxx..../......../......../...x..../oooo..../x......./o......./........"
    );
    assert_eq!(winner(&s), Some(Seat::FIRST));
}

#[test]
fn gap_3_a_longer_line_also_wins() {
    let rules = game();
    // Black's d3 is pushed down to d1, filling a1 b1 c1 _ e1 f1: a line
    // of six wins.
    let mut s = placing([
        EMPTY, EMPTY, EMPTY, EMPTY, "o.o.o...", "...x....", "o.o.o...", "xxx.xx..",
    ]);
    play(&rules, &mut s, "d4");
    assert_eq!(winner(&s), Some(Seat::FIRST));
}

/// The moves of the piece on `from`, as texts, sorted.
fn moves_from(rules: &Magneton, s: &MagnetonState, from: &str) -> Vec<String> {
    let mut out: Vec<String> = rules
        .legal_vec(s)
        .iter()
        .map(|m| rules.format_move(s, m))
        .filter(|t| t.starts_with(from))
        .collect();
    out.sort();
    out
}

/// Gap 1's board: Black's d4 and a5, White's g4 have lines to read.
const GAP_1: &str = "xxxx..../xxxx..../x......o/xx....oo/...x..o./......../....oooo/....oooo";

#[test]
fn gap_1_booklet_queen_slides_by_default() {
    let s = at(&format!("{GAP_1} 1 0 -"));
    // d4 goes as a queen: 2 up, 3 down, 3 west, 2 east (g4 stops it),
    // 4 up-right, 3 down-left, 2 up-left (a7), 1 down-right (f2).
    assert_eq!(moves_from(&game(), &s, "d4").len(), 20);
}

#[test]
fn gap_1_option_magnetic_moves_along_magnetic_lines_only() {
    let rules = magnetic_game();
    let s = at(&format!("{GAP_1} 1 0 -"));
    // d4: its friend d7 alone up the file drives it down to the edge, d1;
    // White's g4 alone on the rank draws it next to itself, f4; the
    // diagonals hold pieces both ways (a7, f2) or none: no move.
    assert_eq!(moves_from(&rules, &s, "d4"), ["d4-d1", "d4-f4"]);
    // a5: driven down the file by a6 to a1; drawn down the diagonal to
    // d2 by White's e1; the friend b5 and c7 would drive it off the
    // board's edge, where it already is: no move.
    assert_eq!(moves_from(&rules, &s, "a5"), ["a5-a1", "a5-d2"]);
    // White's g4: drawn by d4 to e4, by d7 up the diagonal to e6; its
    // file and other diagonal have friends both ways.
    let w = at(&format!("{GAP_1} 2 0 -"));
    assert_eq!(moves_from(&rules, &w, "g4"), ["g4-e4", "g4-e6"]);
    // The magnetism follows the move as after a slide. From f4 Black
    // pulls White's f2 up to f3 and h2 to g3; g4 and g5 are already
    // beside it, c7 is pushed toward b8 but b8 is taken. The pulled g3
    // fills White's g1-g5 file: White's line, so White wins (gap 2).
    let mut after = s.clone();
    play(&rules, &mut after, "d4-f4");
    assert_eq!(
        board(&after),
        "xxxx..../xxxx..../x......o/xx....oo/.....xo./.....oo./....o.o./....oooo"
    );
    assert_eq!(winner(&after), Some(Seat::SECOND));
    // A slide the option forbids is refused with the legal ones.
    let err = rules.parse_move(&s, "d4-d6").unwrap_err();
    assert!(format!("{err:?}").contains("magneton-not-magnetic"), "{err:?}");
}

#[test]
fn gap_4_black_moves_first() {
    assert_eq!(game().status(&game().initial()), Status::ToMove(Seat::FIRST));
}

#[test]
fn draw_pass_when_stuck_and_both_stuck_draws() {
    let rules = game();
    // A full movement position where Black's pieces are walled in: the
    // only legal move is pass; then White, also stuck, ends it drawn.
    let s = at("xxxxxxxx/xxxxoooo/oooooooo/......../......../......../......../........ 1 0 -");
    let moves: Vec<String> = rules
        .legal_vec(&s)
        .iter()
        .map(|m| rules.format_move(&s, m))
        .collect();
    assert_eq!(moves, ["pass"]);
    let mut stuck = at("xxxxxxxx/xxxxoooo/oooooooo/......../......../......../......../........ 1 0 -");
    play(&rules, &mut stuck, "pass");
    assert_eq!(winner(&stuck), None);
}

#[test]
fn draw_threefold_repetition_and_move_cap() {
    let rules = game();
    // Far apart pieces shuffling back and forth: no magnetism reaches.
    let start = "x.x.x.x./.x.x.x.x/x.x.x.x./......../......../o.o.o.o./.o.o.o.o/o.o.o.o. 1 0 -";
    let mut s = at(start);
    // Playing the first moves over and over ends the game.
    let mut turns = 0;
    while rules.status(&s).outcome().is_none() && turns < 200 {
        let legal = rules.legal_vec(&s);
        rules.apply(&mut s, &legal[turns % legal.len().min(2)]);
        turns += 1;
    }
    let reason = rules.status(&s).outcome().map(|o| o.reason.id().to_string());
    assert!(reason.is_some(), "a draw or a win ends the game");
    let mut capped = at("x.x.x.x./.x.x.x.x/x.x.x.x./......../......../o.o.o.o./.o.o.o.o/o.o.o.o. 1 59 -");
    let legal = rules.legal_vec(&capped);
    for m in &legal {
        let mut t = capped.clone();
        rules.apply(&mut t, m);
        if winner(&t).is_none() {
            assert_eq!(
                rules.status(&t).outcome().unwrap().reason.id(),
                "magneton-move-cap"
            );
            capped = t;
            break;
        }
    }
    assert!(capped.turns == 60);
}

#[test]
fn notation_and_refusals() {
    let rules = game();
    let mut s = rules.initial();
    play(&rules, &mut s, "d4 E5");
    assert!(matches!(
        rules.parse_move(&s, "d4"),
        Err(MoveError::Illegal { .. })
    ));
    assert!(matches!(
        rules.parse_move(&s, "z9"),
        Err(MoveError::NotAMove { .. })
    ));
    let m = at("xxxxxxxx/xxxx..../......../......../......../......../oooo..../oooooooo 1 0 -");
    for text in ["d7-d3", "d7d3", "D7:D3", "d7 - d3"] {
        assert!(rules.parse_move(&m, text).is_ok(), "{text}");
    }
    for text in ["a1-a2", "d7-d8", "d7-e5", "d7"] {
        assert!(rules.parse_move(&m, text).is_err(), "{text}");
    }
    let mv = rules.parse_move(&m, "d7-d3").unwrap();
    assert_eq!(rules.move_steps(&m, &mv), ["d7", "-d", "3"]);
}

#[test]
fn position_reads_back() {
    let rules = game();
    let mut s = rules.initial();
    play(&rules, &mut s, "d4 e5 c3 h8");
    let text = rules.position_text(&s);
    assert_eq!(rules.position_text(&rules.from_position(&text).unwrap()), text);
    for bad in [
        "",
        "x 1 0 -",
        "......../......../......../......../......../......../......../........ 2 0 -",
        "......../......../......../......../......../......../......../........ 1 0 !",
    ] {
        assert!(rules.from_position(bad).is_err(), "{bad}");
    }
}

/// A second model: the board as rows of characters, magnetism and lines
/// found by walking coordinates.
mod brute {
    pub struct Model {
        pub b: [[u8; 8]; 8], // [rank][file]
        pub mover: u8,
        pub placed: u32,
        /// Gap 1's option: moves along magnetic lines only.
        pub magnetic: bool,
    }

    fn on(f: i32, r: i32) -> bool {
        (0..8).contains(&f) && (0..8).contains(&r)
    }

    impl Model {
        pub fn new(magnetic: bool) -> Model {
            Model {
                b: [[b'.'; 8]; 8],
                mover: b'x',
                placed: 0,
                magnetic,
            }
        }

        /// The first piece met from (f, r) stepping (df, dr).
        fn first(&self, f: i32, r: i32, df: i32, dr: i32) -> Option<(i32, i32)> {
            let mut k = 1;
            while on(f + df * k, r + dr * k) {
                if self.b[(r + dr * k) as usize][(f + df * k) as usize] != b'.' {
                    return Some((f + df * k, r + dr * k));
                }
                k += 1;
            }
            None
        }

        /// The magnetic-line moves of the piece on (f, r), ray by ray: a
        /// piece one way and none the other.
        fn magnetic_from(&self, f: i32, r: i32) -> Vec<String> {
            let mut out = Vec::new();
            for df in -1..=1 {
                for dr in -1..=1 {
                    if (df, dr) == (0, 0) || self.first(f, r, -df, -dr).is_some() {
                        continue;
                    }
                    let Some((pf, pr)) = self.first(f, r, df, dr) else {
                        continue;
                    };
                    let to = if self.b[pr as usize][pf as usize] == self.mover {
                        let mut k = 0;
                        while on(f - df * (k + 1), r - dr * (k + 1)) {
                            k += 1;
                        }
                        (f - df * k, r - dr * k)
                    } else {
                        (pf - df, pr - dr)
                    };
                    if to != (f, r) {
                        out.push(format!("{}-{}", Self::name(f, r), Self::name(to.0, to.1)));
                    }
                }
            }
            out
        }

        fn name(f: i32, r: i32) -> String {
            format!("{}{}", (b'a' + f as u8) as char, r + 1)
        }

        pub fn legal(&self) -> Vec<String> {
            let mut out = Vec::new();
            for r in 0..8 {
                for f in 0..8 {
                    if self.placed < 24 {
                        if self.b[r as usize][f as usize] == b'.' {
                            out.push(Self::name(f, r));
                        }
                        continue;
                    }
                    if self.b[r as usize][f as usize] != self.mover {
                        continue;
                    }
                    if self.magnetic {
                        out.extend(self.magnetic_from(f, r));
                        continue;
                    }
                    for tr in 0..8 {
                        for tf in 0..8 {
                            let (df, dr) = (tf - f, tr - r);
                            if (df, dr) == (0, 0) || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
                                continue;
                            }
                            let n = df.abs().max(dr.abs());
                            let clear = (1..=n).all(|k| {
                                self.b[(r + dr / n * k) as usize][(f + df / n * k) as usize] == b'.'
                            });
                            if clear {
                                out.push(format!("{}-{}", Self::name(f, r), Self::name(tf, tr)));
                            }
                        }
                    }
                }
            }
            if out.is_empty() && self.placed >= 24 {
                out.push("pass".into());
            }
            out
        }

        /// Plays `text`; returns the colour of the winning line, if any.
        pub fn play(&mut self, text: &str) -> Option<u8> {
            let me = self.mover;
            self.mover = if me == b'x' { b'o' } else { b'x' };
            if text == "pass" {
                return None;
            }
            let sq = |s: &[u8]| (i32::from(s[0] - b'a'), i32::from(s[1] - b'1'));
            let t = text.as_bytes();
            let (of, or) = if t.len() == 2 {
                self.placed += 1;
                sq(t)
            } else {
                let (f, r) = sq(t);
                self.b[r as usize][f as usize] = b'.';
                sq(&t[3..])
            };
            self.b[or as usize][of as usize] = me;
            let mut moved = Vec::new();
            for df in -1..=1 {
                for dr in -1..=1 {
                    if (df, dr) == (0, 0) {
                        continue;
                    }
                    let mut k = 1;
                    while on(of + df * k, or + dr * k)
                        && self.b[(or + dr * k) as usize][(of + df * k) as usize] == b'.'
                    {
                        k += 1;
                    }
                    let (pf, pr) = (of + df * k, or + dr * k);
                    if !on(pf, pr) {
                        continue;
                    }
                    let c = self.b[pr as usize][pf as usize];
                    let (nf, nr) = if c == me {
                        let mut j = 0;
                        while on(pf + df * (j + 1), pr + dr * (j + 1))
                            && self.b[(pr + dr * (j + 1)) as usize][(pf + df * (j + 1)) as usize] == b'.'
                        {
                            j += 1;
                        }
                        (pf + df * j, pr + dr * j)
                    } else {
                        (of + df, or + dr)
                    };
                    if (nf, nr) != (pf, pr) {
                        self.b[pr as usize][pf as usize] = b'.';
                        self.b[nr as usize][nf as usize] = c;
                        moved.push((nf, nr));
                    }
                }
            }
            // Every run of four or more on the board, by colour.
            let mut wins = [false, false];
            for (side, c) in [b'x', b'o'].into_iter().enumerate() {
                for (df, dr) in [(1, 0), (0, 1), (1, 1), (1, -1)] {
                    for r in 0..8 {
                        for f in 0..8 {
                            // Runs starting here (the previous square not c).
                            if on(f - df, r - dr) && self.b[(r - dr) as usize][(f - df) as usize] == c {
                                continue;
                            }
                            let mut run = Vec::new();
                            let (mut x, mut y) = (f, r);
                            while on(x, y) && self.b[y as usize][x as usize] == c {
                                run.push((x, y));
                                x += df;
                                y += dr;
                            }
                            if run.len() >= 4 && run.iter().any(|p| moved.contains(p)) {
                                wins[side] = true;
                            }
                        }
                    }
                }
            }
            let mine = usize::from(me == b'o');
            if wins[mine] {
                Some(me)
            } else if wins[1 - mine] {
                Some(self.mover)
            } else {
                None
            }
        }
    }
}

fn next(seed: &mut u64) -> u64 {
    *seed ^= *seed << 13;
    *seed ^= *seed >> 7;
    *seed ^= *seed << 17;
    *seed
}

#[test]
fn random_games_agree_with_the_second_model() {
    let mut seed = 0x2545_f491_4f6c_dd1du64;
    // Two games of the booklet's slides, two of gap 1's magnetic moves.
    for g in 0..4 {
        let magnetic = g % 2 == 1;
        let rules = if magnetic { magnetic_game() } else { game() };
        let mut s = rules.initial();
        let mut model = brute::Model::new(magnetic);
        loop {
            let mut ours: Vec<String> = rules
                .legal_vec(&s)
                .iter()
                .map(|m| rules.format_move(&s, m))
                .collect();
            let mut theirs = model.legal();
            ours.sort();
            theirs.sort();
            assert_eq!(ours, theirs, "{}", rules.position_text(&s));
            let text = theirs[(next(&mut seed) % theirs.len() as u64) as usize].clone();
            play(&rules, &mut s, &text);
            let won = model.play(&text);
            let expected = won.map(|c| if c == b'x' { Seat::FIRST } else { Seat::SECOND });
            assert_eq!(winner(&s), expected, "{text} → {}", rules.position_text(&s));
            assert_eq!(
                board(&s).replace('/', ""),
                model
                    .b
                    .iter()
                    .rev()
                    .map(|r| String::from_utf8_lossy(r).to_string())
                    .collect::<String>()
            );
            if rules.status(&s).outcome().is_some() {
                break;
            }
        }
    }
}

#[test]
fn rules_page_examples_push_and_winning_slide() {
    let rules = game();
    // "Black's d2 pushes its own d4 up the file to the edge, on d8".
    let mut s = rules.initial();
    play(&rules, &mut s, "d4 a8 d2");
    assert_eq!(
        board(&s),
        "o..x..../......../......../......../......../......../...x..../........"
    );
    assert_eq!(s.last.as_ref().unwrap().shifts, [(27, 59)]);
    // The page's last example: after the 24 placements, e6-f5 drives e4
    // to c2 (c2-c5 for Black) and pulls h7 to g6; Black wins.
    let mut s = rules.initial();
    play(
        &rules,
        &mut s,
        "d4 d7 d2 b8 c5 a7 g4 d7 e5 b3 a6 a5 a2 e5 g1 d4 a8 d1 g2 g4 e6 d4 c3 b5",
    );
    assert!(s.moving() && winner(&s).is_none());
    play(&rules, &mut s, "e6-f5");
    assert_eq!(winner(&s), Some(Seat::FIRST));
    let last = s.last.as_ref().unwrap();
    let mut shifts = last.shifts.clone();
    shifts.sort();
    // e4 (28) to c2 (10), h7 (55) to g6 (46).
    assert_eq!(shifts, [(28, 10), (55, 46)]);
}
