//! Prärie's rules, one test per rule and gap of the catalog entry
//! (`randolph-16-37.md` §23 and §23.3), move counts worked out by hand, and
//! an independent brute force that every position of random games is
//! checked against.
//!
//! No engine of Prärie is known to be published for checking (the catalog
//! names a Ludii-language gist and a web game whose Bisons move by
//! themselves, neither runnable here), and the seed text has no worked
//! example (its diagram is missing). So the independent check is the brute
//! force below, written apart from the engine from the catalog's words:
//! every (square, square) pair of the board tried for every piece, a move
//! told by its file and rank distances and the squares between.

use std::collections::BTreeMap;
use std::collections::BTreeSet;

use super::*;
use crate::OptionValue;
use crate::perft::perft;
use crate::playout::SplitMix64;

const START: &str = "bbbbbbbbbbb/.........../.........../.........../.........../...ddcdd.../........... b";

fn single() -> PrarieGame {
    PrarieGame::new(&Options::defaults(PrarieGame::info().options)).unwrap()
}

fn series(games: i64, bonus: &str) -> PrarieHandicap {
    let given: BTreeMap<String, OptionValue> = [
        ("games".to_string(), OptionValue::Int(games)),
        ("bonus".to_string(), OptionValue::Text(bonus.into())),
    ]
    .into_iter()
    .collect();
    PrarieHandicap::new(&Options::validate(PrarieHandicap::info().options, &given).unwrap()).unwrap()
}

fn at<const H: bool>(rules: &Prarie<H>, text: &str) -> PrState {
    rules
        .from_position(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn legal_texts<const H: bool>(rules: &Prarie<H>, state: &PrState) -> BTreeSet<String> {
    rules
        .legal_vec(state)
        .iter()
        .map(|m| rules.format_move(state, m))
        .collect()
}

fn play<const H: bool>(rules: &Prarie<H>, state: &mut PrState, moves: &[&str]) {
    for m in moves {
        rules
            .play(state, m)
            .unwrap_or_else(|e| panic!("{m} in {}: {e}", rules.position_text(state)));
    }
}

fn winner<const H: bool>(rules: &Prarie<H>, state: &PrState) -> Option<Seat> {
    match rules.status(state) {
        Status::Over(o) => o.winner,
        _ => None,
    }
}

fn refused<const H: bool>(rules: &Prarie<H>, state: &PrState, text: &str) -> String {
    match rules.parse_move(state, text) {
        Ok(m) => panic!("{text} accepted as {m:?}"),
        Err(e) => e.to_string(),
    }
}

/// The brute force: the position text's grid, every pair of squares for
/// the side to move, legal by the catalog's words.
fn brute_force(text: &str) -> BTreeSet<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut g = [['.'; 7]; 11];
    for (i, rank) in words[0].split('/').enumerate() {
        for (f, c) in rank.chars().enumerate() {
            g[f][6 - i] = c;
        }
    }
    let turn = words[1];
    let sq = |f: usize, r: usize| format!("{}{}", (b'a' + f as u8) as char, r + 1);
    let mut out = BTreeSet::new();
    if (0..11).any(|f| g[f][0] == 'b') {
        return out;
    }
    if let Some(n) = turn.strip_prefix('x') {
        assert!(n.parse::<u8>().unwrap() > 0);
        for (f, file) in g.iter().enumerate() {
            if file[6] == 'b' {
                out.insert(format!("x{}", sq(f, 6)));
            }
        }
        return out;
    }
    let bisons = turn.starts_with('b');
    let land = |r: usize| (1..=5).contains(&r);
    let squares: Vec<(usize, usize)> = (0..11).flat_map(|f| (0..7).map(move |r| (f, r))).collect();
    for &(ff, fr) in &squares {
        let piece = g[ff][fr];
        for &(tf, tr) in &squares {
            let (df, dr) = (tf as i32 - ff as i32, tr as i32 - fr as i32);
            let target = g[tf][tr];
            let ok = match (bisons, piece) {
                (true, 'b') => df == 0 && dr == -1 && target == '.',
                (false, 'c') => {
                    df.abs() <= 1
                        && dr.abs() <= 1
                        && (df, dr) != (0, 0)
                        && land(tr)
                        && (target == '.' || target == 'b')
                }
                (false, 'd') => {
                    let line = (df == 0) != (dr == 0) || (df != 0 && df.abs() == dr.abs());
                    let n = df.abs().max(dr.abs());
                    line && land(tr)
                        && target == '.'
                        && (1..n).all(|k| {
                            let f = ff as i32 + df.signum() * k;
                            let r = fr as i32 + dr.signum() * k;
                            g[f as usize][r as usize] == '.'
                        })
                }
                _ => false,
            };
            if ok {
                let sign = if target == 'b' { "x" } else { " " };
                out.insert(format!("{}{sign}{}", sq(ff, fr), sq(tf, tr)));
            }
        }
    }
    if out.is_empty() && !bisons {
        out.insert("pass".into());
    }
    if out.is_empty() && bisons {
        // Blocked: the game is over, nothing to play.
    }
    out
}

// ---- the single game (§23) ----

#[test]
fn gap_1_start_position_bisons_on_rank_7_dogs_d2_e2_g2_h2_chief_f2() {
    let r = single();
    let s = r.initial();
    assert_eq!(r.position_text(&s), START);
    assert_eq!(at(&r, START).board, s.board);
}

#[test]
fn rule_bisons_move_first() {
    let r = single();
    assert_eq!(r.status(&r.initial()), Status::ToMove(Seat::FIRST));
}

#[test]
fn rule_bison_steps_one_square_forward_onto_an_empty_square_only() {
    let r = single();
    let s = r.initial();
    let moves = legal_texts(&r, &s);
    assert_eq!(moves.len(), 11);
    assert!(moves.contains("f7 f6") && moves.contains("a7 a6"));
    assert!(refused(&r, &s, "f7 f5").contains("prarie-bison-forward"));
    assert!(refused(&r, &s, "f7 e6").contains("prarie-bison-forward"));
    // Blocked by a Dog in front of it; never captures it.
    let blocked = at(
        &r,
        "bbbbbbbbbbb/.....d...../.........../.........../.........../...dc.dd.../........... b",
    );
    let moves = legal_texts(&r, &blocked);
    assert!(!moves.iter().any(|m| m.starts_with("f7")));
    assert!(refused(&r, &blocked, "f7 f6").contains("prarie-occupied"));
}

#[test]
fn rule_bisons_cross_rivers() {
    let r = single();
    // From rank 7 across the upper river, and from rank 2 across the lower.
    let s = at(
        &r,
        "b........../.........../.........../.........../.........../.b.ddcdd.../........... b",
    );
    let moves = legal_texts(&r, &s);
    assert_eq!(moves, ["a7 a6", "b2 b1"].into_iter().map(String::from).collect());
}

#[test]
fn rule_dog_moves_like_a_queen_over_empty_squares_without_capture_or_river() {
    let r = single();
    let mut s = r.initial();
    play(&r, &mut s, &["a7 a6"]);
    let moves = legal_texts(&r, &s);
    let d2: BTreeSet<&str> = moves
        .iter()
        .filter(|m| m.starts_with("d2"))
        .map(String::as_str)
        .collect();
    // Along rank 2 to a2 (e2 is a Dog), up the file to d6 (rank 7 is over
    // the river), the diagonals to a5 and h6.
    let expected: BTreeSet<&str> = [
        "d2 c2", "d2 b2", "d2 a2", "d2 d3", "d2 d4", "d2 d5", "d2 d6", "d2 c3", "d2 b4", "d2 a5", "d2 e3",
        "d2 f4", "d2 g5", "d2 h6",
    ]
    .into_iter()
    .collect();
    assert_eq!(d2, expected);
    assert!(refused(&r, &s, "d2 d7").contains("prarie-river"));
    assert!(refused(&r, &s, "d2 d1").contains("prarie-river"));
    assert!(refused(&r, &s, "d2 f2").contains("prarie-in-the-way"));
    assert!(refused(&r, &s, "d2 e4").contains("prarie-dog-lines"));
    // A Dog next to a Bison cannot take it.
    let near = at(
        &r,
        "bbbbbbbbbb./..........b/.........d./.........../.........../...ddc.d.../........... i",
    );
    assert!(refused(&r, &near, "j5 k6").contains("prarie-dog-no-capture"));
}

#[test]
fn rule_chief_moves_one_square_and_captures_a_bison_by_replacement() {
    let r = single();
    let mut s = at(
        &r,
        "bbbbb.bbbbb/.........../.........../.........../.....b...../...ddcdd.../........... i",
    );
    let moves = legal_texts(&r, &s);
    let chief: BTreeSet<&str> = moves
        .iter()
        .filter(|m| m.starts_with("f2"))
        .map(String::as_str)
        .collect();
    assert_eq!(chief, ["f2 e3", "f2xf3", "f2 g3"].into_iter().collect());
    assert!(refused(&r, &s, "f2 f4").contains("prarie-chief-one"));
    assert!(refused(&r, &s, "f2 f1").contains("prarie-river"));
    play(&r, &mut s, &["f2 f3"]);
    assert_eq!(s.bisons(), 10);
    assert!(r.view(&s, None).last_move_text().contains("prarie-takes"));
    assert_eq!(r.status(&s), Status::ToMove(Seat::FIRST));
}

#[test]
fn rule_chief_never_crosses_a_river() {
    let r = single();
    let s = at(
        &r,
        "bbbbbbbbbbb/.....c...../.........../.........../.........../...dd.dd.../........... i",
    );
    let chief: BTreeSet<String> = legal_texts(&r, &s)
        .into_iter()
        .filter(|m| m.starts_with("f6"))
        .collect();
    assert_eq!(
        chief,
        ["f6 e6", "f6 g6", "f6 e5", "f6 f5", "f6 g5"]
            .into_iter()
            .map(String::from)
            .collect()
    );
}

#[test]
fn rule_bisons_win_when_one_crosses_the_far_river() {
    let r = single();
    let mut s = at(
        &r,
        "bbbbbbbbbb./.........../.........../.........../.........../...ddcdd..b/........... b",
    );
    play(&r, &mut s, &["k2 k1"]);
    assert_eq!(winner(&r, &s), Some(Seat::FIRST));
    assert!(r.legal_vec(&s).is_empty());
    let Status::Over(o) = r.status(&s) else { panic!() };
    assert_eq!(o.reason.to_string(), "prarie-across(square=k1)");
}

#[test]
fn rule_indians_win_when_the_bisons_cannot_move() {
    let r = single();
    // One Bison left, on f3; a Dog steps in front of it.
    let mut s = at(
        &r,
        ".........../.........../.........../c........../.....b...../...dd.dd.../........... i",
    );
    assert_eq!(r.status(&s), Status::ToMove(Seat::SECOND));
    play(&r, &mut s, &["e2 f2"]);
    assert_eq!(winner(&r, &s), Some(Seat::SECOND));
    let Status::Over(o) = r.status(&s) else { panic!() };
    assert_eq!(o.reason.to_string(), "prarie-blocked");
}

#[test]
fn rule_indians_win_by_capturing_every_bison() {
    let r = single();
    let mut s = at(
        &r,
        ".........../.........../.........../.........../.....b...../...ddcdd.../........... i",
    );
    play(&r, &mut s, &["f2xf3"]);
    assert_eq!(winner(&r, &s), Some(Seat::SECOND));
    let Status::Over(o) = r.status(&s) else { panic!() };
    assert_eq!(o.reason.to_string(), "prarie-all-taken");
}

#[test]
fn gap_2_indians_with_no_move_pass() {
    let r = single();
    // The Chief on a2 and the Dogs on b2, a3, b3, a4 boxed in by each
    // other and by Bisons, none next to the Chief: nothing moves.
    let s = at(
        &r,
        ".........../.........../bb........./dbb......../ddb......../cdb......../........... i",
    );
    assert_eq!(legal_texts(&r, &s), ["pass".to_string()].into_iter().collect());
    let mut s2 = s.clone();
    play(&r, &mut s2, &["pass"]);
    assert_eq!(r.status(&s2), Status::ToMove(Seat::FIRST));
    // Anyone with a move may not pass.
    assert!(refused(&r, &r.initial(), "pass").contains("prarie-no-pass"));
}

#[test]
fn gap_3_moving_is_compulsory() {
    let r = single();
    let s = r.initial();
    assert!(!r.legal_vec(&s).contains(&PrMove::Pass));
    let mut t = s.clone();
    play(&r, &mut t, &["a7 a6"]);
    assert!(!r.legal_vec(&t).contains(&PrMove::Pass));
}

#[test]
fn rule_no_draw_a_game_ends_within_132_plies() {
    let r = single();
    let mut rng = SplitMix64(7);
    for _ in 0..40 {
        let mut s = r.initial();
        let mut plies = 0;
        while let Status::ToMove(_) = r.status(&s) {
            let moves = r.legal_vec(&s);
            r.apply(&mut s, &moves[rng.below(moves.len())]);
            plies += 1;
        }
        assert!(plies <= GAME_PLIES, "{plies}");
        assert!(winner(&r, &s).is_some());
    }
}

/// Hand counts: 11 Bison moves; after each, the Chief has 3 (e3 f3 g3) and
/// the Dogs 14 (d2), 12 (e2), 12 (g2), 14 (h2): 55, less one for each Dog
/// line ending on the rank-6 square the Bison stepped to (a6 c6 e6 g6 i6
/// k6 one each, d6 and h6 two each): 11 × 55 − 10 = 595.
#[test]
fn perft_from_the_start_is_11_then_595() {
    let r = single();
    let s = r.initial();
    assert_eq!(perft(&r, &s, 1), 11);
    assert_eq!(perft(&r, &s, 2), 595);
}

/// Deeper counts, frozen from the engine and checked against the brute
/// force by `brute_force_agrees_over_the_tree_to_depth_3`.
#[test]
fn perft_from_the_start_depth_3() {
    let r = single();
    assert_eq!(perft(&r, &r.initial(), 3), PERFT_3);
}

const PERFT_3: u64 = 6433;

#[test]
fn brute_force_agrees_over_the_tree_to_depth_3() {
    let r = single();
    fn walk(r: &PrarieGame, s: &PrState, depth: u32) -> u64 {
        let text = r.position_text(s);
        let legal = legal_texts(r, s);
        let expected = if matches!(r.status(s), Status::Over(_)) {
            BTreeSet::new()
        } else {
            brute_force(&text)
        };
        assert_eq!(legal, expected, "{text}");
        if depth == 0 {
            return 1;
        }
        let mut n = 0;
        for m in r.legal_vec(s) {
            let mut t = s.clone();
            r.apply(&mut t, &m);
            n += if depth == 1 { 1 } else { walk(r, &t, depth - 1) };
        }
        n
    }
    assert_eq!(walk(&r, &r.initial(), 2), 595);
}

#[test]
fn brute_force_agrees_along_random_games() {
    let r = single();
    let h = series(4, "streak");
    let mut rng = SplitMix64(2026);
    for game in 0..12 {
        let mut s = r.initial();
        let mut t = h.initial();
        for _ in 0..400 {
            if game % 2 == 0 {
                if !matches!(r.status(&s), Status::ToMove(_)) {
                    break;
                }
                assert_eq!(legal_texts(&r, &s), brute_force(&r.position_text(&s)));
                let moves = r.legal_vec(&s);
                r.apply(&mut s, &moves[rng.below(moves.len())]);
            } else {
                if !matches!(h.status(&t), Status::ToMove(_)) {
                    break;
                }
                assert_eq!(legal_texts(&h, &t), brute_force(&h.position_text(&t)));
                let moves = h.legal_vec(&t);
                h.apply(&mut t, &moves[rng.below(moves.len())]);
            }
        }
    }
}

#[test]
fn notation_accepts_customary_variants() {
    let r = single();
    for text in ["f7 f6", "F7-F6", "f7f6", "f7 – f6", "f7"] {
        let s = r.initial();
        assert_eq!(
            r.parse_move(&s, text),
            Ok(PrMove::Go { from: 71, to: 60 }),
            "{text}"
        );
    }
    let s = at(
        &r,
        "bbbbb.bbbbb/.........../.........../.........../.....b...../...ddcdd.../........... i",
    );
    for text in ["f2xf3", "f2:f3", "f2-f3", "f2 f3", "F2×F3"] {
        assert_eq!(
            r.parse_move(&s, text),
            Ok(PrMove::Go { from: 16, to: 27 }),
            "{text}"
        );
    }
    assert!(
        refused(&r, &s, "z9 a1").contains("prarie-notation")
            || refused(&r, &s, "z9 a1").contains("off-board")
    );
    assert!(refused(&r, &s, "a8 a7").contains("prarie-off-board"));
    assert!(refused(&r, &s, "hello").contains("prarie-notation"));
    assert!(refused(&r, &s, "a7 a6").contains("prarie-not-yours"));
    assert!(refused(&r, &s, "a4 a3").contains("prarie-empty"));
}

#[test]
fn picker_steps_stay_within_25_choices() {
    let r = single();
    // A Dog alone in the middle of the land: the widest choice.
    let s = at(
        &r,
        "bbbbbbbbbbb/.........../.........../.....d...../.........../dd.......cd/........... i",
    );
    let mut by_first: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for m in r.legal_vec(&s) {
        let steps = r.move_steps(&s, &m);
        assert_eq!(steps.concat(), r.format_move(&s, &m));
        by_first
            .entry(steps[0].clone())
            .or_default()
            .insert(steps[1].clone());
    }
    assert!(by_first.len() <= 25);
    assert_eq!(by_first["f4"].len(), 22, "{:?}", by_first["f4"]);
    assert!(by_first.values().all(|v| v.len() <= 25));
}

#[test]
fn position_texts_read_back_and_bad_ones_are_refused() {
    let r = single();
    let mut s = r.initial();
    play(&r, &mut s, &["f7 f6", "d2 d5"]);
    let text = r.position_text(&s);
    assert_eq!(r.position_text(&at(&r, &text)), text);
    for bad in [
        "",
        "bbbbbbbbbbb b",
        "bbbbbbbbbbb/.........../.........../.........../.........../...ddcdd.../........... q",
        "bbbbbbbbbbb/.........../.........../.........../.........../...dd.dd.../........... b",
        "bbbbbbbbbbb/.........../.........../.........../.........../.....cdd.../d..d....... b",
        "bbbbbbbbbbb/.........../.........../.........../.........../...ddcdd.../........... b3",
        "bbbbbbbbbbz/.........../.........../.........../.........../...ddcdd.../........... b",
        "bbbbbbbbbbb/.........../.........../.........../.........../...ddcdd.../bb......... i",
    ] {
        assert!(r.from_position(bad).is_err(), "{bad}");
    }
}

#[test]
fn the_picture_shows_rivers_pieces_and_the_last_move() {
    let r = single();
    let mut s = at(
        &r,
        "bbbbb.bbbbb/.........../.........../.........../.....b...../...ddcdd.../........... i",
    );
    play(&r, &mut s, &["f2xf3"]);
    let v = r.view(&s, None);
    let crate::view::Board::Squares(b) = &v.board else {
        panic!()
    };
    assert_eq!((b.files, b.ranks, b.rivers.clone()), (11, 7, vec![1, 6]));
    assert_eq!(v.pieces.iter().filter(|p| p.kind == "man").count(), 10);
    assert_eq!(
        v.pieces.iter().filter(|p| p.kind == "sprite:chess-queen").count(),
        4
    );
    assert!(
        v.highlights
            .iter()
            .any(|h| h.mark == Mark::Captured && h.cell == "f3")
    );
    assert_eq!(v.arrows, vec![("f2".to_string(), "f3".to_string())]);
    assert_eq!(v.seats[1].score_text().unwrap(), "prarie-panel-indians(n=1)");
    assert!(v.caption_text().starts_with("prarie-caption-played"));
}

// ---- the handicap series (§23.3) ----

#[test]
fn series_rule_first_game_is_the_plain_game() {
    let h = series(5, "streak");
    let s = h.initial();
    assert_eq!(h.position_text(&s), format!("{START} game 1/5 wins 0-0 streak 0"));
    assert_eq!(legal_texts(&h, &s), legal_texts(&single(), &single().initial()));
}

/// One won game for the Bisons from a set position: the Bison on k2 steps
/// to k1.
fn bisons_win_next(h: &PrarieHandicap, game: u8, wins: (u8, u8), streak: u8) -> PrState {
    let rank7 = format!("{:.<11}", "b".repeat(usize::from(10 - wins.0)));
    let text = format!(
        "{rank7}/.........../.........../.........../.........../...ddcdd..b/........... b game {game}/{} wins {}-{} streak {streak}",
        h.games, wins.0, wins.1
    );
    let mut s = at(h, &text);
    play(h, &mut s, &["k2 k1"]);
    s
}

/// One won game for the Indians: the Chief takes the last Bison.
fn indians_win_next(h: &PrarieHandicap, game: u8, wins: (u8, u8), streak: u8) -> PrState {
    let text = format!(
        ".........../.........../.........../.........../.....b...../...ddcdd.../........... i game {game}/{} wins {}-{} streak {streak}",
        h.games, wins.0, wins.1
    );
    let mut s = at(h, &text);
    play(h, &mut s, &["f2xf3"]);
    s
}

#[test]
fn series_rule_a_bison_win_takes_one_bison_off_the_next_game() {
    let h = series(5, "streak");
    let s = bisons_win_next(&h, 1, (0, 0), 0);
    assert_eq!(
        h.position_text(&s),
        "bbbbbbbbbbb/.........../.........../.........../.........../...ddcdd.../........... x1 game 2/5 wins 1-0 streak 0"
    );
    assert!(
        h.view(&s, None)
            .last_move_text()
            .contains("prarie-game-won(game=1")
    );
    // Two wins: 9 Bisons.
    let s = bisons_win_next(&h, 2, (1, 0), 0);
    assert!(h.position_text(&s).contains(" x2 game 3/5 wins 2-0"));
}

#[test]
fn gap_h1_the_bison_player_chooses_the_squares_left_empty() {
    let h = series(5, "streak");
    let mut s = bisons_win_next(&h, 2, (1, 0), 0);
    assert_eq!(legal_texts(&h, &s).len(), 11);
    assert!(
        legal_texts(&h, &s)
            .iter()
            .all(|m| m.starts_with('x') && m.ends_with('7'))
    );
    assert!(refused(&h, &s, "a7 a6").contains("prarie-clear-first"));
    play(&h, &mut s, &["xa7", "k7"]);
    assert_eq!(s.bisons(), 9);
    assert!(h.position_text(&s).starts_with(".bbbbbbbbb./"));
    assert!(h.position_text(&s).contains(" b game 3/5"));
    assert!(refused(&h, &s, "xb7").contains("prarie-clear-over"));
    play(&h, &mut s, &["b7 b6"]);
    assert_eq!(h.status(&s), Status::ToMove(Seat::SECOND));
}

#[test]
fn series_rule_an_indian_win_gives_the_bisons_an_extra_first_move() {
    let h = series(5, "streak");
    let mut s = indians_win_next(&h, 1, (0, 0), 0);
    assert!(h.position_text(&s).ends_with(" b2 game 2/5 wins 0-1 streak 1"));
    play(&h, &mut s, &["a7 a6"]);
    assert_eq!(h.status(&s), Status::ToMove(Seat::FIRST));
    play(&h, &mut s, &["b7 b6"]);
    assert_eq!(h.status(&s), Status::ToMove(Seat::SECOND));
    // A second Indian win in a row: three moves.
    let s = indians_win_next(&h, 2, (0, 1), 1);
    assert!(h.position_text(&s).ends_with(" b3 game 3/5 wins 0-2 streak 2"));
}

#[test]
fn gap_h3_extra_first_moves_may_move_the_same_bison_again() {
    let h = series(5, "streak");
    let mut s = indians_win_next(&h, 2, (0, 1), 1);
    play(&h, &mut s, &["k7 k6", "k6 k5", "k5 k4"]);
    assert_eq!(h.status(&s), Status::ToMove(Seat::SECOND));
    let v = h.view(&s, None);
    assert_eq!(v.arrows.len(), 3, "the whole first turn is shown");
}

#[test]
fn gap_h2_a_bison_win_resets_the_extra_moves_but_never_brings_a_bison_back() {
    let h = series(7, "streak");
    let s = bisons_win_next(&h, 3, (0, 2), 2);
    // 10 Bisons (one Bison win), one move: the streak is over.
    assert!(h.position_text(&s).ends_with(" x1 game 4/7 wins 1-2 streak 0"));
    let s = indians_win_next(&h, 4, (1, 2), 0);
    // Still 10 Bisons; two first moves.
    assert!(h.position_text(&s).ends_with(" x1 game 5/7 wins 1-3 streak 1"));
    let mut s = s;
    play(&h, &mut s, &["xk7"]);
    assert!(h.position_text(&s).contains(" b2 game 5/7"));
}

#[test]
fn gap_h2_option_total_counts_every_indian_win() {
    let h = series(7, "total");
    let s = bisons_win_next(&h, 3, (0, 2), 2);
    // Two Indian wins so far: three first moves even after the Bison win.
    assert!(h.position_text(&s).ends_with(" x1 game 4/7 wins 1-2 streak 0"));
    let mut s = s;
    play(&h, &mut s, &["xk7"]);
    assert!(h.position_text(&s).contains(" b3 game 4/7"));
}

#[test]
fn series_rule_a_bison_stopped_in_its_long_first_turn_loses() {
    let h = series(5, "streak");
    // Two first moves; the only Bison's first step brings it in front of
    // the Dog on d2.
    let mut s = at(
        &h,
        ".........../.........../.........../...b......./.........../...ddcdd.../........... b2 game 2/5 wins 0-1 streak 1",
    );
    play(&h, &mut s, &["d4 d3"]);
    // d2 holds a Dog: the Bisons have a move left in this turn and none to
    // make, so the Indians win game 2.
    assert!(h.position_text(&s).ends_with(" game 3/5 wins 0-2 streak 2"));
}

#[test]
fn series_rule_the_match_ends_when_decided_and_an_even_split_draws() {
    let h = series(5, "streak");
    let s = bisons_win_next(&h, 5, (2, 2), 0);
    let Status::Over(o) = h.status(&s) else {
        panic!("{}", h.position_text(&s))
    };
    assert_eq!(o.winner, Some(Seat::FIRST));
    assert_eq!(o.scores, Some(vec![3, 2]));
    // Three Indian wins of five decide it at once.
    let s = indians_win_next(&h, 3, (0, 2), 2);
    let Status::Over(o) = h.status(&s) else {
        panic!("{}", h.position_text(&s))
    };
    assert_eq!(o.winner, Some(Seat::SECOND));
    assert_eq!(
        h.position_text(&at(&h, &h.position_text(&s))),
        h.position_text(&s)
    );
    // Four games, two each: a draw.
    let h4 = series(4, "streak");
    let s = bisons_win_next(&h4, 4, (1, 2), 0);
    let Status::Over(o) = h4.status(&s) else { panic!() };
    assert_eq!((o.winner, o.scores), (None, Some(vec![2, 2])));
}

#[test]
fn series_positions_that_do_not_fit_are_refused() {
    let h = series(5, "streak");
    for bad in [
        START.to_string(),
        format!("{START} game 1/7 wins 0-0 streak 0"),
        format!("{START} game 3/5 wins 0-0 streak 0"),
        format!("{START} game 2/5 wins 0-1 streak 0"),
        format!("{START} game 2/5 wins 1-0 streak 0"),
        format!("{START} game 4/5 wins 3-0 streak 0"),
        format!("{START}3 game 2/5 wins 0-1 streak 1"),
    ] {
        assert!(h.from_position(&bad).is_err(), "{bad}");
    }
}
