//! Breakthru's rules, one test per rule and gap of the catalog entry
//! (`randolph-1-15.md` §4), and an independent brute-force move generator
//! that every position of random games is checked against.
//!
//! No implementation of Breakthru is published as a library (none on pip,
//! crates.io or npm; Mats Winther's program is a closed Windows binary), so
//! the independent check is the brute force below: written apart from the
//! engine, from the catalog's words, on a 2-D array, trying every target
//! square on a piece's rank and file and its four diagonal neighbours, and
//! building whole turns as a first single move and, where the catalog asks
//! for one, every second one.

use std::collections::{BTreeMap, BTreeSet};

use super::*;
use crate::OptionValue;

fn rules_with(setup: &str, first: &str) -> Breakthru {
    let mut given = BTreeMap::new();
    given.insert("setup".to_string(), OptionValue::Text(setup.to_string()));
    given.insert("first".to_string(), OptionValue::Text(first.to_string()));
    Breakthru::new(&Options::validate(INFO.options, &given).unwrap()).unwrap()
}

fn rules() -> Breakthru {
    Breakthru::new(&Options::defaults(INFO.options)).unwrap()
}

/// Plays moves separated by commas (a turn of two moves is one move:
/// `d2-d3 j5-i5, f6-f7`).
fn play(rules: &Breakthru, state: &mut BtState, moves: &str) {
    for m in moves.split(',').map(str::trim).filter(|m| !m.is_empty()) {
        rules
            .play(state, m)
            .unwrap_or_else(|e| panic!("{m} after {}: {e}", rules.position_text(state)));
    }
}

fn legal_texts(rules: &Breakthru, state: &BtState) -> BTreeSet<String> {
    rules
        .legal_vec(state)
        .iter()
        .map(|m| rules.format_move(state, m))
        .collect()
}

/// A position with `turn` to start a turn: `pieces` as `wd2 be4 kf6 …`.
fn position(rules: &Breakthru, pieces: &str, turn: &str) -> BtState {
    let mut grid = [['.'; 11]; 11];
    for p in pieces.split_whitespace() {
        let (c, sq) = p.split_at(1);
        let s = read_square(sq).unwrap();
        grid[10 - s / 11][s % 11] = c.chars().next().unwrap();
    }
    let ranks: Vec<String> = grid.iter().map(|r| r.iter().collect()).collect();
    rules
        .from_position(&format!("{} {turn} 0", ranks.join("/")))
        .unwrap()
}

/* The brute force: whole board scans, no rays. */

/// What the brute force sees: a grid `[file][rank]` of `'.'`, `'w'`,
/// `'b'`, `'k'`.
type Grid = [[char; 11]; 11];

fn grid_of(text: &str) -> (Grid, bool) {
    let mut words = text.split_whitespace();
    let board = words.next().unwrap();
    let white = words.next().unwrap() == "w";
    let mut g = [['.'; 11]; 11];
    for (i, rank) in board.split('/').enumerate() {
        for (f, c) in rank.chars().enumerate() {
            g[f][10 - i] = c;
        }
    }
    (g, white)
}

fn mine(c: char, white: bool) -> bool {
    if white { c == 'w' } else { c == 'b' || c == 'k' }
}

fn sq(f: usize, r: usize) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

/// One single move found by the brute force: its text, whether it ends
/// the turn by itself (a capture or a King move), the grid after it and
/// the square the piece went to.
struct Single {
    text: String,
    whole: bool,
    after: Grid,
    to: (usize, usize),
}

/// Every single move of `white`'s side by the catalog's words; `moved`:
/// the square of the piece moved first (a second move: another piece, not
/// the King, no capture).
fn brute_singles(g: &Grid, white: bool, moved: Option<(usize, usize)>) -> Vec<Single> {
    let mut out = Vec::new();
    for f in 0..11 {
        for r in 0..11 {
            let c = g[f][r];
            if !mine(c, white) || (moved.is_some() && (moved == Some((f, r)) || c == 'k')) {
                continue;
            }
            for tf in 0..11 {
                for tr in 0..11 {
                    if (tf, tr) == (f, r) {
                        continue;
                    }
                    let after = || {
                        let mut after = *g;
                        after[tf][tr] = c;
                        after[f][r] = '.';
                        after
                    };
                    // A rook move: same line, every square from the next
                    // one to the target empty.
                    if (tf == f || tr == r) && g[tf][tr] == '.' {
                        let clear = if tf == f {
                            (r.min(tr)..=r.max(tr))
                                .filter(|&x| x != r)
                                .all(|x| g[f][x] == '.')
                        } else {
                            (f.min(tf)..=f.max(tf))
                                .filter(|&x| x != f)
                                .all(|x| g[x][r] == '.')
                        };
                        if clear {
                            out.push(Single {
                                text: format!("{}-{}", sq(f, r), sq(tf, tr)),
                                whole: c == 'k',
                                after: after(),
                                to: (tf, tr),
                            });
                        }
                    }
                    // A capture: a diagonal neighbour with an enemy, a
                    // whole turn.
                    if moved.is_none()
                        && f.abs_diff(tf) == 1
                        && r.abs_diff(tr) == 1
                        && g[tf][tr] != '.'
                        && !mine(g[tf][tr], white)
                    {
                        out.push(Single {
                            text: format!("{}x{}", sq(f, r), sq(tf, tr)),
                            whole: true,
                            after: after(),
                            to: (tf, tr),
                        });
                    }
                }
            }
        }
    }
    out
}

/// Every legal whole turn of a position text, by the catalog's words: a
/// capture or a King move alone; a rook move followed by every second
/// rook move of another piece, or alone if there is none.
fn brute_force(text: &str) -> BTreeSet<String> {
    let (g, white) = grid_of(text);
    let mut out = BTreeSet::new();
    let king_alive = (0..11).any(|f| (0..11).any(|r| g[f][r] == 'k'));
    let king_out =
        (0..11).any(|f| (0..11).any(|r| g[f][r] == 'k' && (f == 0 || r == 0 || f == 10 || r == 10)));
    if !king_alive || king_out {
        return out;
    }
    for first in brute_singles(&g, white, None) {
        let seconds = if first.whole {
            Vec::new()
        } else {
            brute_singles(&first.after, white, Some(first.to))
        };
        if seconds.is_empty() {
            out.insert(first.text);
        } else {
            for second in seconds {
                out.insert(format!("{} {}", first.text, second.text));
            }
        }
    }
    out
}

/// Random games (default and free set-up, both firsts): at sampled turns
/// the engine's legal turns are exactly the brute force's, and every
/// listed turn's text reads back to it without the list.
#[test]
fn legal_turns_match_an_independent_brute_force_along_random_games() {
    let mut checked = 0;
    for (setup, first, games) in [
        ("default", "chosen", 2),
        ("free", "white", 1),
        ("default", "black", 1),
    ] {
        let rules = rules_with(setup, first);
        for seed in 0..games {
            let mut rng = SplitMix64(seed + 17);
            let mut state = rules.initial();
            for ply in 0..100 {
                let legal = rules.legal_vec(&state);
                if legal.is_empty() {
                    break;
                }
                let text = rules.position_text(&state);
                if state.phase() == Phase::Turn && ply % 5 == 0 {
                    let listed = legal_texts(&rules, &state);
                    assert_eq!(listed.len(), legal.len(), "a turn listed twice at {text}");
                    assert_eq!(listed, brute_force(&text), "at {text}");
                    for mv in legal.iter().step_by(97) {
                        let typed = rules.format_move(&state, mv);
                        assert_eq!(Breakthru::read_turn(&typed), Some(*mv), "{typed}");
                        assert!(rules.turn_is_legal(&state, *mv), "{typed} at {text}");
                    }
                    checked += 1;
                }
                let mv = legal[rng.below(legal.len())];
                rules.apply(&mut state, &mv);
            }
        }
    }
    assert!(checked > 10, "{checked}");
}

/// Perft-like counts from the start (White first): 72 single moves, 5,016
/// whole turns, by the engine and by the brute force.
#[test]
fn whole_turn_counts_from_the_start_agree_with_the_brute_force() {
    let rules = rules_with("default", "white");
    let state = rules.initial();
    let text = rules.position_text(&state);
    let (g, _) = grid_of(&text);
    assert_eq!(brute_singles(&g, true, None).len(), 72);
    assert_eq!(rules.legal_vec(&state).len(), 5016);
    assert_eq!(brute_force(&text).len(), 5016);
    // From Black's side: King moves alone, and the pieces' turns.
    let rules = rules_with("default", "black");
    let state = rules.initial();
    let text = rules.position_text(&state);
    assert_eq!(legal_texts(&rules, &state), brute_force(&text));
}

/* Rules. */

/// Board: 11×11, a1–k11; the picture marks the zone d4–h8, the centre and
/// the edge ring (Black's goal).
#[test]
fn rule_board_is_eleven_by_eleven_with_zone_and_goal_ring() {
    let r = rules();
    let view = r.view(&r.initial(), None);
    assert!(matches!(view.board, Board::Squares(ref s) if s.files == 11 && s.ranks == 11));
    let goal = view.specials.iter().filter(|s| s.style == "goal").count();
    let zone = view.specials.iter().filter(|s| s.style == "zone").count();
    assert_eq!((goal, zone), (40, 24));
    assert!(
        view.specials
            .iter()
            .any(|s| s.cell == "f6" && s.style == "throne")
    );
    assert!(matches!(read_square("l1"), Err(true)));
}

/// Pieces and default set-up: White 20, Black 12 and the King on f6.
#[test]
fn rule_pieces_and_default_layout() {
    let r = rules();
    let s = r.initial();
    assert_eq!(s.material(), (12, 20));
    assert_eq!(s.king(), Some(read_square("f6").unwrap()));
    assert_eq!(
        r.position_text(&s),
        ".........../...wwwww.../.........../.w..bbb..w./.w.b...b.w./.w.b.k.b.w./.w.b...b.w./.w..bbb..w./.........../...wwwww.../........... choose 0"
    );
}

/// Set-up: Black decides who moves first (the default), by a move.
#[test]
fn rule_setup_black_decides_who_moves_first() {
    let r = rules();
    let mut s = r.initial();
    assert_eq!(r.status(&s), Status::ToMove(Seat::FIRST));
    assert_eq!(legal_texts(&r, &s), ["black", "white"].map(String::from).into());
    r.play(&mut s, "bianco").unwrap();
    assert_eq!(r.status(&s), Status::ToMove(Seat::SECOND));
    assert_eq!(s.to_move(), Side::White);
    let mut t = r.initial();
    r.play(&mut t, "black").unwrap();
    assert_eq!(t.to_move(), Side::Black);
    assert_eq!(t.phase(), Phase::Turn);
    // The options may fix it instead.
    assert_eq!(rules_with("default", "white").initial().to_move(), Side::White);
    assert_eq!(rules_with("default", "black").initial().phase(), Phase::Turn);
}

/// Free set-up (the 3M zones): Black places 12 pieces in d4–h8 (never on
/// the King's f6), then White 20 outside; then the choice.
#[test]
fn rule_free_setup_follows_the_zones() {
    let r = rules_with("free", "chosen");
    let mut s = r.initial();
    assert_eq!(s.material(), (0, 0));
    assert_eq!(s.king(), Some(read_square("f6").unwrap()));
    let legal = legal_texts(&r, &s);
    assert_eq!(legal.len(), 24);
    assert!(legal.contains("d4") && legal.contains("h8") && !legal.contains("f6") && !legal.contains("c4"));
    assert!(matches!(r.parse_move(&s, "c4"), Err(MoveError::Illegal { .. })));
    play(&r, &mut s, "d4, e4, f4, g4, h4, d8, e8, f8, g8, h8, d6, h6");
    assert_eq!(s.phase(), Phase::Setup(Side::White));
    assert_eq!(legal_texts(&r, &s).len(), 121 - 25);
    assert!(matches!(r.parse_move(&s, "e5"), Err(MoveError::Illegal { .. })));
    play(
        &r,
        &mut s,
        "a1, b1, c1, d1, e1, f1, g1, h1, i1, j1, a11, b11, c11, d11, e11, f11, g11, h11, i11, j11",
    );
    assert_eq!(s.phase(), Phase::Choose);
    assert_eq!(s.material(), (12, 20));
    r.play(&mut s, "white").unwrap();
    assert_eq!((s.phase(), s.to_move()), (Phase::Turn, Side::White));
    // A placement is picked in two steps, file then rank.
    assert_eq!(r.move_steps(&s, &BtMove::Place(0)), vec!["a", "1"]);
}

/// Goal: the King on any edge square wins for Black at once.
#[test]
fn rule_goal_king_on_the_edge_wins_for_black() {
    let r = rules();
    let mut s = position(&r, "kf6 wa1 bc3", "b");
    r.play(&mut s, "f6-f11").unwrap();
    assert_eq!(
        r.status(&s),
        Status::Over(Outcome::win(Seat::FIRST, Message::new("breakthru-king-escaped")))
    );
    assert!(r.legal_vec(&s).is_empty());
    let mut s = position(&r, "kf6 wa1 bc3", "b");
    r.play(&mut s, "f6-a6").unwrap();
    assert!(matches!(r.status(&s), Status::Over(o) if o.winner == Some(Seat::FIRST)));
}

/// Goal: capturing the King wins for White at once.
#[test]
fn rule_goal_capturing_the_king_wins_for_white() {
    let r = rules();
    let mut s = position(&r, "kf6 we5 bc3", "w");
    r.play(&mut s, "e5xf6").unwrap();
    assert_eq!(
        r.status(&s),
        Status::Over(Outcome::win(
            Seat::SECOND,
            Message::new("breakthru-king-captured")
        ))
    );
    let view = r.view(&s, None);
    assert_eq!(view.last_move_text(), "breakthru-takes-king(square=f6)");
}

/// Turn (a): two moves with two different pieces, neither the King, as
/// one move; the second may not be the piece that just moved, nor a
/// capture, nor the King.
#[test]
fn rule_turn_two_moves_with_two_different_pieces() {
    let r = rules_with("default", "white");
    let mut s = r.initial();
    let e = r.parse_move(&s, "d2-d3 d3-d4").unwrap_err();
    assert!(e.to_string().contains("breakthru-second-same"), "{e}");
    let legal = legal_texts(&r, &s);
    assert!(
        legal.iter().all(|m| m.split(' ').count() == 2),
        "every turn has two moves here"
    );
    assert!(!legal.iter().any(|m| m.starts_with("d2-d3 d3-")));
    assert!(legal.contains("d2-d3 j5-i5") && legal.contains("j5-i5 d2-d3"));
    r.play(&mut s, "d2-d3 j5-i5").unwrap();
    assert_eq!((s.phase(), s.to_move()), (Phase::Turn, Side::Black));
    assert_eq!(s.ply, 1, "one move");
    assert_eq!(r.status(&s), Status::ToMove(Seat::FIRST));
    let view = r.view(&s, None);
    assert_eq!(view.arrows.len(), 2);
    assert_eq!(
        view.caption_text(),
        "breakthru-caption-played(seat=#1, move=d2-d3 j5-i5, next=#0)"
    );
    // The King is no second move.
    let s = position(&r, "kf6 bd4 be4 wa2", "b");
    let e = r.parse_move(&s, "d4-c4 f6-f7").unwrap_err();
    assert!(e.to_string().contains("breakthru-second-king"), "{e}");
}

/// Turn (b): a capture is the whole turn, and never a second move.
#[test]
fn rule_turn_a_capture_is_the_whole_turn() {
    let r = rules();
    let mut s = position(&r, "kf6 we5 bd6 wa2 wb2", "w");
    r.play(&mut s, "e5xd6").unwrap();
    assert_eq!((s.phase(), s.to_move()), (Phase::Turn, Side::Black));
    assert_eq!(s.material(), (0, 3));
    let view = r.view(&s, None);
    assert_eq!(view.last_move_text(), "breakthru-takes(squares=d6)");
    assert!(
        view.highlights
            .iter()
            .any(|h| h.mark == Mark::Captured && h.cell == "d6")
    );
    // As a second move, a capture is refused with its reason; nothing
    // follows a capture.
    let s = position(&r, "kf6 we5 bd4 wa2 wb3", "w");
    let e = r.parse_move(&s, "a2-a3 e5xd4").unwrap_err();
    assert!(e.to_string().contains("breakthru-second-capture"), "{e}");
    let e = r.parse_move(&s, "e5xd4 a2-a3").unwrap_err();
    assert!(e.to_string().contains("breakthru-whole-turn"), "{e}");
}

/// Turn: a King move is Black's whole turn; the King never makes a
/// second move.
#[test]
fn rule_turn_the_king_moves_alone() {
    let r = rules();
    let mut s = position(&r, "kf6 bd4 be4 wa2", "b");
    r.play(&mut s, "f6-f7").unwrap();
    assert_eq!((s.phase(), s.to_move()), (Phase::Turn, Side::White));
    let s = position(&r, "kf6 bd4 be4 wa2", "b");
    let legal = legal_texts(&r, &s);
    assert!(
        legal
            .iter()
            .filter(|m| m.starts_with("f6"))
            .all(|m| !m.contains(' '))
    );
    assert!(legal.iter().all(|m| !m.contains(" f6")));
    let e = r.parse_move(&s, "f6-f7 d4-c4").unwrap_err();
    assert!(e.to_string().contains("breakthru-whole-turn"), "{e}");
}

/// Movement: rook moves over empty squares, no jumping, no capture by a
/// rook move. From the default start White has 72 single moves, counted
/// by hand below: 18 for each group of five.
#[test]
fn rule_movement_rook_moves_from_the_start() {
    let r = rules_with("default", "white");
    let s = r.initial();
    // The single moves are the turns' first halves.
    let moves: BTreeSet<String> = legal_texts(&r, &s)
        .iter()
        .map(|t| t.split(' ').next().unwrap().to_string())
        .collect();
    // d2: d1, d3, d4 (d5 is Black), c2, b2, a2 = 6.
    let d2: BTreeSet<&str> = moves
        .iter()
        .filter(|m| m.starts_with("d2-"))
        .map(|m| &m[3..])
        .collect();
    assert_eq!(d2, ["a2", "b2", "c2", "d1", "d3", "d4"].into());
    // f2: f1, f3 (f4 is Black) = 2.
    let f2: BTreeSet<&str> = moves
        .iter()
        .filter(|m| m.starts_with("f2-"))
        .map(|m| &m[3..])
        .collect();
    assert_eq!(f2, ["f1", "f3"].into());
    // b6: a6, c6 (d6 is Black), no b5/b7 (own pieces) = 2.
    let b6: BTreeSet<&str> = moves
        .iter()
        .filter(|m| m.starts_with("b6-"))
        .map(|m| &m[3..])
        .collect();
    assert_eq!(b6, ["a6", "c6"].into());
    // Per group of five: corners of the group 6 each (d2 h2 …), then e2
    // g2 2 each (e1 e3), f2 2: 6+2+2+2+6 = 18 ... plus the rook lines
    // along the files: b4 and b8 reach a/c and along the b-file.
    let count = |p: &str| moves.iter().filter(|m| m.starts_with(&format!("{p}-"))).count();
    let bottom: usize = ["d2", "e2", "f2", "g2", "h2"].iter().map(|p| count(p)).sum();
    let left: usize = ["b4", "b5", "b6", "b7", "b8"].iter().map(|p| count(p)).sum();
    // e2: e1, e3 (e4 Black). b4: a4, c4, b3, b2, b1 (b5 own) = 5 + d4? No:
    // c4 then d4 empty, e4 Black: a4, c4, d4, b3, b2, b1 = 6.
    assert_eq!(count("e2"), 2);
    assert_eq!(count("b4"), 6);
    assert_eq!(bottom, 6 + 2 + 2 + 2 + 6);
    assert_eq!(left, 6 + 2 + 2 + 2 + 6);
    // The four groups are symmetric.
    assert_eq!(moves.len(), 4 * 18);
    // No capture is possible at the start, and a rook move never takes.
    assert!(moves.iter().all(|m| m.contains('-')));
    let e = r.parse_move(&s, "d2-d5 j5-i5").unwrap_err();
    assert!(e.to_string().contains("breakthru-occupied"), "{e}");
    let e = r.parse_move(&s, "d2-d6 j5-i5").unwrap_err();
    assert!(e.to_string().contains("breakthru-blocked"), "{e}");
    let e = r.parse_move(&s, "d2-d3 j5-j3").unwrap_err();
    assert!(e.to_string().contains("breakthru-blocked"), "{e}");
    let e = r.parse_move(&s, "d2-e3").unwrap_err();
    assert!(e.to_string().contains("breakthru-capture-diagonal"), "{e}");
}

/// Capture: onto any of the four diagonal neighbours holding an enemy, by
/// pieces and King alike; the full legal set of a hand-made position.
#[test]
fn rule_capture_by_replacement_on_the_diagonals() {
    let r = rules();
    // Black King on f6 with White pieces on e5, g7 and g5; Black piece on
    // e7 (own: not capturable); White on f7 (orthogonal: not capturable).
    let s = position(&r, "kf6 we5 wg7 wg5 be7 wf7 wa1", "b");
    let legal = legal_texts(&r, &s);
    let expected: BTreeSet<String> = [
        // The King's rook moves: down f5..f2 (f1 edge too), left e6..a6,
        // right g6..k6; up blocked by f7.
        "f6-f5", "f6-f4", "f6-f3", "f6-f2", "f6-f1", "f6-e6", "f6-d6", "f6-c6", "f6-b6", "f6-a6", "f6-g6",
        "f6-h6", "f6-i6", "f6-j6", "f6-k6", // The King's captures: e5, g7, g5.
        "f6xe5", "f6xg7", "f6xg5",
        // e7: up e8..e11, left d7..a7; right blocked by f7; down e6,
        // then e5 White.
        "e7-e8", "e7-e9", "e7-e10", "e7-e11", "e7-d7", "e7-c7", "e7-b7", "e7-a7",
        "e7-e6",
        // e7 captures: d8, f8, d6 empty; f6 own: none.
    ]
    .map(String::from)
    .into();
    assert_eq!(legal, expected);
    assert_eq!(legal, brute_force(&r.position_text(&s)));
}

/// Capturing is optional: the rook moves stay legal beside a capture.
#[test]
fn rule_capture_is_optional() {
    let r = rules();
    let s = position(&r, "kf6 we5 bd6 wa2", "w");
    let legal = legal_texts(&r, &s);
    assert!(legal.contains("e5xd6") && legal.contains("e5xf6") && legal.contains("e5-e4 a2-a3"));
}

/// End: a player with nothing legal to do loses.
#[test]
fn rule_end_a_player_without_a_legal_action_loses() {
    let r = rules();
    // White's only piece on a1 hemmed in by Black on a2 and b1 (no
    // diagonal enemy: b2 empty).
    let s = position(&r, "kf6 wa1 ba2 bb1", "w");
    assert_eq!(
        r.status(&s),
        Status::Over(Outcome::win(
            Seat::FIRST,
            Message::new("breakthru-no-move").seat("seat", Seat::SECOND)
        ))
    );
    // With an enemy on b2 it can capture: the game goes on.
    let s = position(&r, "kf6 wa1 ba2 bb1 bb2", "w");
    assert_eq!(legal_texts(&r, &s), ["a1xb2".to_string()].into());
}

/// Notation: `d2-d3 j5-i5`, `e5xd6`, `f6-f11`, with the customary
/// variants, and picker steps of at most 24 choices each.
#[test]
fn rule_notation_and_picker_steps() {
    let r = rules();
    let s = position(&r, "kf6 we5 bd6 wa2 wk11", "w");
    for (text, canonical) in [
        ("e5xd6", "e5xd6"),
        ("E5:D6", "e5xd6"),
        ("e5-d6", "e5xd6"),
        ("a2a3 k11k10", "a2-a3 k11-k10"),
        ("a2 a5 k11 j11", "a2-a5 k11-j11"),
        ("a2-a5,k11-j11", "a2-a5 k11-j11"),
        ("A2–A5  K11–J11", "a2-a5 k11-j11"),
        ("k11-j11 a2-a5", "k11-j11 a2-a5"),
    ] {
        let mv = r.parse_move(&s, text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(r.format_move(&s, &mv), canonical);
    }
    assert_eq!(
        r.move_steps(&s, &r.parse_move(&s, "e5xd6").unwrap()),
        vec!["e5", "xd6"]
    );
    assert_eq!(
        r.move_steps(&s, &r.parse_move(&s, "a2-a5 k11-j11").unwrap()),
        vec!["a2", "-a5", " k11", "-j11"]
    );
    assert!(matches!(r.parse_move(&s, "zz"), Err(MoveError::NotAMove { .. })));
    assert!(matches!(
        r.parse_move(&s, "a12-a3"),
        Err(MoveError::NotAMove { .. })
    ));
    // Half a turn is a picker's step: the turns it begins are offered.
    match r.parse_move(&s, "a2-a3") {
        Err(MoveError::Ambiguous { options, .. }) => {
            assert!(options.iter().all(|o| o.starts_with("a2-a3 ")));
            assert!(options.contains(&"a2-a3 k11-k10".to_string()));
        }
        other => panic!("{other:?}"),
    }
    // Typed otherwise, it is refused with an example of a whole turn.
    let e = r.parse_move(&s, "a2 a3").unwrap_err();
    assert!(
        e.to_string()
            .contains("breakthru-second-due(move=a2-a3, example=a2-a3 "),
        "{e}"
    );
    // The most choices a step offers: a piece with 20 rook moves and 4
    // captures; then at most 19 other pieces and 20 squares.
    let s = position(&r, "kb9 wf6 be7 be5 bg7 bg5 wa1", "w");
    let legal = r.legal_vec(&s);
    let after = |prefix: &[&str]| -> BTreeSet<String> {
        legal
            .iter()
            .map(|m| r.move_steps(&s, m))
            .filter(|st| st.len() > prefix.len() && st[..prefix.len()] == *prefix)
            .map(|st| st[prefix.len()].clone())
            .collect()
    };
    assert_eq!(after(&["f6"]).len(), 24);
    assert_eq!(after(&["a1"]).len(), 20);
    assert_eq!(after(&["a1", "-a11"]), [" f6".to_string()].into());
    assert_eq!(after(&["a1", "-a11", " f6"]).len(), 20);
    for m in &legal {
        assert!(after(&[]).len() <= 25 && r.move_steps(&s, m).concat() == r.format_move(&s, m));
    }
}

/// Gap 1: the four original layouts are lost; the default is the
/// catalog's own symmetric layout, inside the zones.
#[test]
fn gap_1_default_layout_respects_the_zones() {
    let r = rules();
    let s = r.initial();
    for (i, &p) in s.board.iter().enumerate() {
        match p {
            BLACK | KING => assert!(in_zone(i), "{}", name(i)),
            WHITE => assert!(!in_zone(i), "{}", name(i)),
            _ => {}
        }
    }
    // Symmetric under the four rotations of the board.
    let rot = |s: usize| (s % N) * N + (N - 1 - s / N);
    for i in 0..SQUARES {
        assert_eq!(s.board[i], s.board[rot(i)], "{}", name(i));
    }
}

/// Gap 2: the second move is compulsory when one exists; when none does,
/// the first move is the whole turn.
#[test]
fn gap_2_second_move_compulsory_when_possible() {
    let r = rules();
    // White's only other piece, on a1, is hemmed in by Black: after
    // k2-k3 no second move exists, so k2-k3 alone is a turn.
    let mut s = position(&r, "kf6 wk2 wa1 ba2 bb1", "w");
    assert!(legal_texts(&r, &s).contains("k2-k3"));
    r.play(&mut s, "k2-k3").unwrap();
    assert_eq!((s.phase(), s.to_move()), (Phase::Turn, Side::Black));
    // With a free second piece, the same move alone is half a turn, and
    // no pass is offered.
    let s = position(&r, "kf6 wk2 wc1 bd6", "w");
    assert!(r.parse_move(&s, "k2-k3 pass").is_err());
    assert!(matches!(
        r.parse_move(&s, "k2 k3"),
        Err(MoveError::Illegal { .. })
    ));
    let legal = legal_texts(&r, &s);
    assert!(legal.iter().all(|m| m.split(' ').count() == 2));
    assert!(
        legal
            .iter()
            .filter(|m| m.starts_with("k2-k3 "))
            .all(|m| m.starts_with("k2-k3 c1-"))
    );
}

/// Gap 3: the colours are the text's, White and Black.
#[test]
fn gap_3_colours_are_white_and_black() {
    assert_eq!(INFO.seat_names, &["Black", "White"]);
    let r = rules();
    let view = r.view(&r.initial(), None);
    assert_eq!(view.seat_colours, vec!["black", "white"]);
    assert!(
        view.pieces
            .iter()
            .any(|p| p.kind == "king" && p.owner == Some(Seat::FIRST) && p.cell == "f6")
    );
}

/// Gap 4: the same position (board and side to move at a turn's start)
/// for the third time is a draw.
#[test]
fn gap_4_threefold_repetition_draws() {
    let r = rules();
    let mut s = position(&r, "kf6 wa1 wb1 bc5 bd5", "w");
    for _ in 0..2 {
        play(&r, &mut s, "a1-a2 b1-b2, c5-c4 d5-d4, a2-a1 b2-b1");
        assert!(r.outcome(&s).is_none());
        play(&r, &mut s, "c4-c5 d4-d5");
    }
    assert_eq!(
        r.status(&s),
        Status::Over(Outcome::draw(Message::new("breakthru-repetition")))
    );
    // A capture starts the count afresh.
    let mut s = position(&r, "kf6 wa1 wb1 bc5 bd5 wh9 bg8", "w");
    play(
        &r,
        &mut s,
        "a1-a2 b1-b2, c5-c4 d5-d4, a2-a1 b2-b1, c4-c5 d4-d5, h9xg8",
    );
    assert!(r.outcome(&s).is_none());
}

/// The cap of 200 turns ends a game that long in a draw.
#[test]
fn the_ply_cap_draws() {
    let r = rules();
    let text = r.position_text(&position(&r, "kf6 wa1 wb1 bc5 bd5", "w"));
    let s = r
        .from_position(&text.replace(" w 0", &format!(" w {PLAY_CAP}")))
        .unwrap();
    assert!(matches!(r.status(&s), Status::Over(o) if o.winner.is_none()));
    assert!(r.from_position(&text.replace(" w 0", " w 201")).is_err());
}

/// The catalog's three notation examples play, as a turn each.
#[test]
fn the_catalog_examples_play() {
    let r = rules_with("default", "white");
    let mut s = r.initial();
    play(&r, &mut s, "d2-d3 j5-i5");
    assert_eq!(s.to_move(), Side::Black);
    let mut s = position(&r, "kf6 we5 bd6 wa2", "w");
    play(&r, &mut s, "e5xd6");
    assert_eq!(s.to_move(), Side::Black);
    let mut s = position(&r, "kf6 we5 wa2", "b");
    play(&r, &mut s, "f6-f11");
    assert!(matches!(r.status(&s), Status::Over(o) if o.winner == Some(Seat::FIRST)));
}

/// Positions read back, in the set-up too; bad ones are refused.
#[test]
fn position_text_reads_back() {
    let r = rules_with("free", "chosen");
    let mut s = r.initial();
    play(&r, &mut s, "d4, e4");
    let text = r.position_text(&s);
    assert!(text.ends_with(" setup:b 0"), "{text}");
    assert_eq!(r.position_text(&r.from_position(&text).unwrap()), text);
    let r = rules_with("default", "white");
    let mut s = r.initial();
    play(&r, &mut s, "d2-d3 j5-i5");
    let text = r.position_text(&s);
    assert!(text.ends_with(" b 1"), "{text}");
    let read = r.from_position(&text).unwrap();
    assert_eq!(legal_texts(&r, &read), legal_texts(&r, &s));
    for bad in [
        text.replace(" b 1", " b:d3 1"),
        text.replace(" b 1", " q 1"),
        text.replacen('.', "w", 1),
        text.replacen('.', "z", 1),
        "".to_string(),
    ] {
        assert!(r.from_position(&bad).is_err(), "{bad}");
    }
}

/// Pictures tell whose turn, both halves of a turn, and the panel counts.
#[test]
fn the_picture_tells_the_turn() {
    let r = rules_with("default", "white");
    let mut s = r.initial();
    let view = r.view(&s, Some(Seat::FIRST));
    assert_eq!(view.to_move, Some(Seat::SECOND));
    assert_eq!(view.caption_text(), "breakthru-caption-start(seat=#1)");
    assert_eq!(
        view.seats[0].score_text().unwrap(),
        "breakthru-pieces(n=12, king=1)"
    );
    play(&r, &mut s, "d2-d3 j5-i5");
    let view = r.view(&s, None);
    assert_eq!(
        view.arrows,
        vec![
            ("d2".to_string(), "d3".to_string()),
            ("j5".to_string(), "i5".to_string())
        ]
    );
    for cell in ["d2", "j5"] {
        assert!(
            view.highlights
                .iter()
                .any(|h| h.cell == cell && h.mark == Mark::From)
        );
    }
}

/// A refused position says what kind of fault it has.
#[test]
fn position_errors_say_their_kind() {
    use crate::PositionErrorKind as Kind;
    let r = rules();
    let text = r.position_text(&position(&r, "kf6 wa1 wb1 bc5 bd5", "w"));
    let kind = |text: &str| r.from_position(text).unwrap_err().kind();
    assert_eq!(kind("w/b"), Kind::Shape);
    assert_eq!(kind(&text.replacen('.', "z", 1)), Kind::Piece);
    assert_eq!(kind(&text.replace(" w 0", " w 201")), Kind::Counter);
    let crowded = text.replacen("...........", "bbbbbbbbbbb", 1);
    assert_eq!(kind(&crowded), Kind::Count);
}
