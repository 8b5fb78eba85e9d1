//! Dozo: a test per rule of the catalog entry (`rule_…`) and per gap
//! (`gap_…`), the position text read back, and a second model of the
//! triangles (Euclidean distances between cell centres, every triple of
//! cells tried) compared with the board's table.

use super::board::{self, CELLS, TRIANGLES, name, read};
use super::*;
use crate::Options;
use crate::notation::MoveError;
use crate::options::OptionValue;
use crate::view::Mark;

fn rules() -> Dozo {
    Dozo::new(&Options::defaults(INFO.options)).expect("defaults")
}

fn rules_for(seats: i64) -> Dozo {
    let given = [("seats".to_string(), OptionValue::Int(seats))].into();
    let options = Options::validate(INFO.options, &given).expect("seats");
    Dozo::new(&options).expect("seats")
}

/// Plays moves separated by commas (`r A1, g B2`).
fn play_all(rules: &Dozo, state: &mut DozoState, texts: &str) {
    for t in texts.split(',').map(str::trim).filter(|t| !t.is_empty()) {
        rules
            .play(state, t)
            .unwrap_or_else(|e| panic!("{t} in {}: {e:?}", rules.position_text(state)));
    }
}

fn played(rules: &Dozo, texts: &str) -> DozoState {
    let mut state = rules.initial();
    play_all(rules, &mut state, texts);
    state
}

fn set(cells: &str) -> u32 {
    cells
        .split_whitespace()
        .map(|c| 1u32 << read(&c.to_lowercase()).expect("cell"))
        .sum()
}

/// The message id a refused text gets.
fn refusal(rules: &Dozo, state: &DozoState, text: &str) -> String {
    match rules.parse_move(state, text) {
        Ok(mv) => panic!("{text} was read as {mv:?}"),
        Err(MoveError::Illegal { reason, .. }) => reason.id().to_string(),
        Err(MoveError::NotAMove { expected, .. }) => expected.id().to_string(),
        Err(MoveError::NoMoveExpected { reason }) => reason.id().to_string(),
        Err(e) => format!("{e:?}"),
    }
}

fn winner(rules: &Dozo, state: &DozoState) -> Option<Seat> {
    match rules.status(state) {
        Status::Over(outcome) => outcome.winner,
        Status::ToMove(_) | Status::Chance => None,
    }
}

/// A full board without a one-colour triangle, seven discs of each colour
/// (found by a search: the draw can happen).
const TRIANGLE_FREE: &str = "y/bg/bry/brgg/rgrrr/grgbby/yybgyyb";

#[test]
fn rule_board_is_a_triangle_of_28_cells_in_rows_a_to_g() {
    assert_eq!(CELLS, 28);
    assert_eq!(name(0), "A1");
    assert_eq!(name(27), "G7");
    assert_eq!(read("d3"), Some(board::first(3) + 2));
    assert_eq!(read("a2"), None, "row A has one cell");
    assert_eq!(read("h1"), None);
    assert_eq!(read("g8"), None);
    assert_eq!(read("g0"), None);
    for r in 0..7 {
        let row: Vec<String> = (board::first(r)..board::first(r + 1)).map(name).collect();
        assert_eq!(row.len(), r + 1);
        assert!(row.iter().all(|n| n.starts_with(char::from(b'A' + r as u8))));
    }
}

#[test]
fn rule_setup_the_board_starts_empty_and_any_colour_goes_anywhere() {
    let rules = rules();
    let state = rules.initial();
    assert_eq!(state.filled(), 0);
    assert_eq!(
        rules.position_text(&state),
        "./../.../..../...../....../....... 1"
    );
    assert_eq!(rules.legal_vec(&state).len(), 4 * 28);
}

#[test]
fn rule_pieces_are_seven_discs_of_each_colour_shared_by_all() {
    let rules = rules();
    // 27 discs, seven red, green and blue, six yellow: only a yellow is left.
    let mut state = rules
        .from_position("./bg/bry/brgg/rgrrr/grgbby/yybgyyb 2")
        .expect("a position");
    assert_eq!([0, 1, 2, 3].map(|c| state.supply(c)), [0, 0, 0, 1]);
    let texts: Vec<String> = rules
        .legal_vec(&state)
        .iter()
        .map(|m| rules.format_move(&state, m))
        .collect();
    assert_eq!(texts, ["y A1"]);
    assert_eq!(refusal(&rules, &state, "r A1"), "dozo-none-left");
    // The second player places a colour the first placed before.
    play_all(&rules, &mut state, "y A1");
    assert_eq!(state.supply(3), 0);
}

#[test]
fn rule_turn_places_one_disc_on_an_empty_cell_players_alternating() {
    let rules = rules();
    let mut state = rules.initial();
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    play_all(&rules, &mut state, "r D3");
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
    assert_eq!(state.colour_at(read("d3").unwrap()), Some(0));
    assert_eq!(refusal(&rules, &state, "g D3"), "dozo-taken");
    play_all(&rules, &mut state, "r D2");
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    assert_eq!(rules.legal_vec(&state).len(), 4 * 26);
}

#[test]
fn rule_win_the_mover_completing_a_small_triangle_wins() {
    let rules = rules();
    let mut state = played(&rules, "r A1, g G1, r B1, g G7");
    assert!(winner(&rules, &state).is_none());
    play_all(&rules, &mut state, "r B2");
    assert_eq!(winner(&rules, &state), Some(Seat(0)));
    assert_eq!(state.won().map(|w| w.1), Some(set("A1 B1 B2")));
    assert!(rules.legal_vec(&state).is_empty());
    assert_eq!(refusal(&rules, &state, "b C1"), "move-game-over");
    // The second player may complete it as well: colours are nobody's.
    let state = played(&rules, "r A1, r B1, g G1, r B2");
    assert_eq!(winner(&rules, &state), Some(Seat(1)));
}

#[test]
fn rule_win_triangles_of_any_size_and_orientation_count() {
    let rules = rules();
    for (corners, name) in [
        ("B1 B2 C2", "pointing down"),
        ("A1 G1 G7", "the whole board"),
        ("D1 G1 G4", "side three"),
        ("C2 E2 E4", "side two"),
        ("B1 C3 D2", "tilted"),
        ("B1 D4 E2", "tilted, side √7"),
        ("B2 C1 D3", "tilted the other way"),
    ] {
        let cells: Vec<&str> = corners.split_whitespace().collect();
        let moves = format!("y {}, b G2, y {}, b G3, y {}", cells[0], cells[1], cells[2]);
        let moves = moves.replace("b G2", if corners.contains("G2") { "b F1" } else { "b G2" });
        let moves = moves.replace("b G3", if corners.contains("G3") { "b F2" } else { "b G3" });
        let state = played(&rules, &moves);
        assert_eq!(winner(&rules, &state), Some(Seat(0)), "{name}: {moves}");
        assert_eq!(state.won().map(|w| w.1), Some(set(corners)), "{name}");
    }
}

#[test]
fn rule_win_needs_one_colour_and_an_equilateral_shape() {
    let rules = rules();
    // Three colours on a triangle's corners.
    let state = played(&rules, "r A1, g B1, b B2");
    assert!(winner(&rules, &state).is_none());
    // Isosceles, right-angled and straight shapes are no triangle here.
    for corners in ["A1 C1 C2", "A1 B1 C1", "D1 D3 G4", "A1 C2 E3"] {
        let moves: Vec<String> = corners.split_whitespace().map(|c| format!("r {c}")).collect();
        let state = played(&rules, &moves.join(", "));
        assert!(winner(&rules, &state).is_none(), "{corners}");
    }
    // A1 C1 C3 is one (of side two).
    let state = played(&rules, "r A1, r C1, r C3");
    assert_eq!(winner(&rules, &state), Some(Seat(0)));
}

#[test]
fn rule_win_the_triangle_includes_the_disc_just_placed() {
    // Only triangles through the new disc are looked for: the table of a
    // cell lists triangles with a corner on it, and every other triangle
    // would have ended the game when it was made.
    for (cell, corners) in TRIANGLES.iter().enumerate() {
        for &pair in &corners.pairs[..corners.count] {
            assert_eq!(pair & (1 << cell), 0);
            assert_eq!(pair.count_ones(), 2);
        }
    }
    let rules = rules();
    let state = rules
        .from_position("r/rr/.../..../...../....../....... 2")
        .expect("a won position");
    assert_eq!(winner(&rules, &state), Some(Seat(0)), "the last to place");
}

#[test]
fn rule_draw_when_all_28_discs_are_placed_without_a_triangle() {
    let rules = rules();
    let letters: String = TRIANGLE_FREE.chars().filter(|c| *c != '/').collect();
    let mut state = rules.initial();
    for (cell, letter) in letters.chars().enumerate() {
        assert!(winner(&rules, &state).is_none());
        assert!(!state.over(), "{}", rules.position_text(&state));
        play_all(&rules, &mut state, &format!("{letter} {}", name(cell)));
    }
    match rules.status(&state) {
        Status::Over(outcome) => {
            assert_eq!(outcome.winner, None);
            assert_eq!(outcome.reason.id(), "dozo-full");
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn gap_triangles_every_equilateral_triple_of_cell_centres_and_no_other() {
    // The second model: cell centres in the plane, distances compared.
    let centre = |c: usize| {
        let (r, k) = board::row_place(c);
        (k as f64 - r as f64 / 2.0, r as f64 * 3f64.sqrt() / 2.0)
    };
    let dist = |a: usize, b: usize| {
        let (p, q) = (centre(a), centre(b));
        (p.0 - q.0).hypot(p.1 - q.1)
    };
    let mut brute = std::collections::BTreeSet::new();
    for a in 0..CELLS {
        for b in a + 1..CELLS {
            for c in b + 1..CELLS {
                let (ab, bc, ca) = (dist(a, b), dist(b, c), dist(c, a));
                if (ab - bc).abs() < 1e-9 && (ab - ca).abs() < 1e-9 {
                    brute.insert((1u32 << a) | (1 << b) | (1 << c));
                }
            }
        }
    }
    let mut table = std::collections::BTreeSet::new();
    for (cell, corners) in TRIANGLES.iter().enumerate() {
        for &pair in &corners.pairs[..corners.count] {
            table.insert(pair | (1 << cell));
        }
    }
    assert_eq!(table, brute);
    assert_eq!(brute.len(), 126);
    let tilted = brute
        .iter()
        .filter(|&&t| {
            board::cells(t)
                .map(|c| board::row_place(c).0)
                .collect::<std::collections::BTreeSet<_>>()
                .len()
                == 3
        })
        .count();
    assert_eq!(tilted, 48, "tilted triangles have a corner on each of three rows");
}

#[test]
fn gap_players_two_by_default_or_three() {
    assert_eq!(rules().seats(), 2);
    let three = rules_for(3);
    assert_eq!(three.seats(), 3);
    let state = played(&three, "g G1, b G7, r A1, g F1, b F6, r B1, g E1, b D4");
    assert_eq!(three.status(&state), Status::ToMove(Seat(2)));
    let mut won = state.clone();
    play_all(&three, &mut won, "r B2");
    assert_eq!(winner(&three, &won), Some(Seat(2)));
    assert_eq!(
        three.position_text(&state),
        "r/r./.../...b/g..../g....b/g.....b 3"
    );
    assert!(
        three
            .from_position("r/r./.../...b/g..../g....b/g.....b 2")
            .is_err()
    );
}

#[test]
fn gap_draw_a_full_board_without_a_triangle_exists() {
    let rules = rules();
    let state = rules
        .from_position(&format!("{TRIANGLE_FREE} 1"))
        .expect("a full board");
    assert_eq!(state.filled(), board::ALL);
    assert!(matches!(rules.status(&state), Status::Over(ref o) if o.winner.is_none()));
}

#[test]
fn gap_colours_are_red_green_blue_yellow_by_letter_or_word() {
    let rules = rules();
    let state = rules.initial();
    let mv = |t: &str| {
        rules
            .parse_move(&state, t)
            .unwrap_or_else(|e| panic!("{t}: {e:?}"))
    };
    let d3 = read("d3").unwrap() as u8;
    for (texts, colour) in [
        (["r D3", "R D3", "rd3", "red d3", "rosso D3"], 0),
        (["g D3", "G d3", "green D3", "verde d3", "v D3"], 1),
        (["b D3", "B D3", "blue d3", "blu D3", "BLU D3"], 2),
        (["y D3", "Y D3", "yellow d3", "giallo D3", "Giallo d3"], 3),
    ] {
        for t in texts {
            assert_eq!(mv(t), DMove { colour, cell: d3 }, "{t}");
        }
    }
}

#[test]
fn rule_notation_colour_letter_then_cell_in_three_picker_steps() {
    let rules = rules();
    let state = rules.initial();
    let mv = DMove {
        colour: 3,
        cell: read("g7").unwrap() as u8,
    };
    assert_eq!(rules.format_move(&state, &mv), "y G7");
    assert_eq!(rules.move_steps(&state, &mv), ["y ", "G", "7"]);
    assert_eq!(rules.move_steps(&state, &mv).concat(), "y G7");
    // The catalog's examples.
    assert_eq!(rules.parse_move(&state, "R D3").unwrap().colour, 0);
    assert_eq!(rules.parse_move(&state, "Y G7").unwrap(), mv);
    assert!(matches!(
        rules.parse_move(&state, "r"),
        Err(MoveError::Ambiguous { .. })
    ));
    assert_eq!(refusal(&rules, &state, "D3"), "dozo-no-colour");
    assert_eq!(refusal(&rules, &state, "x D3"), "dozo-notation");
    assert_eq!(refusal(&rules, &state, "r H1"), "dozo-notation");
    assert_eq!(refusal(&rules, &state, "r A2"), "dozo-notation");
    assert_eq!(refusal(&rules, &state, ""), "dozo-notation");
}

#[test]
fn rule_rendering_discs_in_colour_the_last_marked_the_triangle_outlined() {
    let rules = rules();
    let state = played(&rules, "r A1, g G1");
    let view = rules.view(&state, None);
    assert_eq!(view.pieces.len(), 2);
    assert!(
        view.pieces
            .iter()
            .any(|p| p.cell == "A1" && p.kind == "stone~paint:red")
    );
    assert!(
        view.pieces
            .iter()
            .any(|p| p.cell == "G1" && p.kind == "stone~paint:green")
    );
    assert!(
        view.highlights
            .iter()
            .any(|h| h.cell == "G1" && h.mark == Mark::To)
    );
    let caption = view.caption.expect("a caption").to_string();
    assert!(
        caption.contains("red=6") && caption.contains("green=6") && caption.contains("blue=7"),
        "{caption}"
    );
    let won = played(&rules, "r A1, g G1, r B1, g G7, r B2");
    let view = rules.view(&won, None);
    let mut outlined: Vec<&str> = view
        .highlights
        .iter()
        .filter(|h| h.mark == Mark::Outline)
        .map(|h| h.cell.as_str())
        .collect();
    outlined.sort_unstable();
    assert_eq!(outlined, ["A1", "B1", "B2"]);
    assert_eq!(view.seats.len(), 2);
    assert_eq!(rules_for(3).view(&rules_for(3).initial(), None).seats.len(), 3);
}

#[test]
fn position_text_reads_back_and_refuses_what_is_no_position() {
    let rules = rules();
    let state = played(&rules, "r A1, g G1, b D2");
    let text = rules.position_text(&state);
    assert_eq!(text, "r/../.../.b../...../....../g...... 2");
    let read = rules.from_position(&text).expect("read back");
    assert_eq!(rules.position_text(&read), text);
    for bad in [
        "",
        "r/../.b./..../...../......  2",
        "r/../.b./..../...../....../g..... 2",
        "x/../.b./..../...../....../g...... 2",
        "r/../.b./..../...../....../g...... 1",
        "r/../.b./..../...../....../g...... 4",
        "r/rr/rrr/rr../...../....../....... 2",
        "r/rr/.../..../...../g...../gg..... 1",
        "r/rr/.../..../...../....../r.....r 1",
    ] {
        assert!(rules.from_position(bad).is_err(), "{bad}");
    }
}
