//! TwixT: a test per rule and gap of the catalog entry (§2).

use super::*;

fn rules() -> Twixt {
    Twixt
}

fn play_all(moves: &[&str]) -> TwixtState {
    let rules = rules();
    let mut state = rules.initial();
    for m in moves {
        rules.play(&mut state, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    state
}

fn h(name: &str) -> Hole {
    read_hole(&name.to_ascii_lowercase()).expect("a hole").0
}

fn has_link(state: &TwixtState, a: &str, b: &str) -> bool {
    state.links.contains(&link_key(h(a), h(b)))
}

fn refusal(state: &TwixtState, text: &str) -> String {
    match rules().parse_move(state, text) {
        Err(MoveError::Illegal { reason, .. }) => reason.id().to_string(),
        other => panic!("{text}: {other:?}"),
    }
}

fn legal_texts(state: &TwixtState) -> Vec<String> {
    let rules = rules();
    rules
        .legal_vec(state)
        .iter()
        .map(|m| rules.format_move(state, m))
        .collect()
}

#[test]
fn rule_board_has_572_holes_and_border_lines() {
    let rules = rules();
    let state = rules.initial();
    let holes = (0..(SIZE * SIZE) as Hole)
        .filter(|&x| hole_at(col(x), row(x)).is_some())
        .count();
    assert_eq!(holes, 572);
    for corner in ["a1", "x1", "a24", "x24", "A1"] {
        assert!(read_hole(&corner.to_ascii_lowercase()).is_none(), "{corner}");
    }
    // Red (first seat) may not use Black's columns A and X: 22 × 24 holes.
    let legal = legal_texts(&state);
    assert_eq!(legal.len(), 528);
    assert!(!legal.iter().any(|m| m.starts_with('A') || m.starts_with('X')));
    assert!(legal.contains(&"B1".to_string()) && legal.contains(&"W24".to_string()));
    assert_eq!(refusal(&state, "A5"), "twixt-border");
}

#[test]
fn rule_red_places_first_then_the_pie_rule() {
    let rules = rules();
    let mut state = rules.initial();
    assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
    rules.play(&mut state, "F12").unwrap();
    assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
    assert_eq!(legal_texts(&state), ["keep", "swap"]);
    assert_eq!(refusal(&state, "G14"), "twixt-pie-first");
}

#[test]
fn rule_pie_keep_the_second_seat_places_black() {
    let rules = rules();
    let mut state = play_all(&["F12", "keep"]);
    assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
    assert_eq!(state.colour_of(Seat::SECOND), BLACK);
    // Black may not use Red's rows 1 and 24; A and X are his.
    assert_eq!(refusal(&state, "F1"), "twixt-border");
    rules.play(&mut state, "A5").unwrap();
    assert_eq!(state.pegs[usize::from(h("A5"))], BLACK);
    assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
    assert_eq!(refusal(&state, "keep"), "twixt-pie-closed");
}

#[test]
fn rule_pie_swap_takes_red_and_its_peg_unmirrored() {
    let rules = rules();
    let mut state = play_all(&["F12", "swap"]);
    assert_eq!(state.red, Seat::SECOND);
    assert_eq!(
        state.pegs[usize::from(h("F12"))],
        RED,
        "the peg stays where it is"
    );
    assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
    assert_eq!(state.colour_of(Seat::FIRST), BLACK);
    rules.play(&mut state, "H10").unwrap();
    assert_eq!(state.pegs[usize::from(h("H10"))], BLACK);
    assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
    // The second seat, now Red, links to the peg it took.
    rules.play(&mut state, "G14").unwrap();
    assert!(has_link(&state, "F12", "G14"));
}

#[test]
fn rule_links_join_own_pegs_a_knights_move_apart() {
    // F12 then G14 (one column, two rows): linked automatically.
    let state = play_all(&["F12", "keep", "A5", "G14"]);
    assert!(has_link(&state, "F12", "G14"));
    // A peg two columns and two rows away makes no link.
    let state = play_all(&["F12", "keep", "A5", "H14"]);
    assert!(state.links.is_empty());
    // Adding a link between pegs that are no knight's move apart fails.
    let state = play_all(&["F12", "keep", "A5", "H14", "A7"]);
    assert_eq!(refusal(&state, "J10 +F12H14"), "twixt-not-knight");
}

#[test]
fn rule_links_never_cross_any_link() {
    // Red F12-G14; Black then F14 and G12 would link across it: no link.
    let rules = rules();
    let mut state = play_all(&["F12", "keep", "G12", "G14"]);
    assert!(has_link(&state, "F12", "G14"));
    rules.play(&mut state, "F14").unwrap();
    assert!(
        state
            .links
            .iter()
            .all(|&(a, b)| state.pegs[usize::from(a)] == RED && state.pegs[usize::from(b)] == RED)
    );
    assert!(!has_link(&state, "F14", "G12"));
    assert!(crosses(
        link_key(h("F12"), h("G14")),
        link_key(h("F14"), h("G12"))
    ));
    // Links sharing an end never cross; parallel neighbours do not either.
    assert!(!crosses(
        link_key(h("F12"), h("G14")),
        link_key(h("G14"), h("H16"))
    ));
    assert!(!crosses(
        link_key(h("F12"), h("G14")),
        link_key(h("G12"), h("H14"))
    ));
}

#[test]
fn gap_3_own_links_block_too() {
    // Red F12-G14, then Red F14 and G12 could not link across its own link.
    let rules = rules();
    let mut state = play_all(&["F12", "keep", "A5", "G14", "A7", "F14", "A9"]);
    rules.play(&mut state, "G12").unwrap();
    assert!(!has_link(&state, "F14", "G12"));
    assert_eq!(state.links, [link_key(h("F12"), h("G14"))]);
    // Adding it by hand is refused with the link it would cross.
    let mut state = play_all(&["F12", "keep", "A5", "G14", "A7", "F14", "A9", "G12*", "A11"]);
    assert_eq!(refusal(&state, "P3 +F14G12"), "twixt-crossed");
    rules.play(&mut state, "P3 -F12G14 +F14G12").unwrap();
    assert!(has_link(&state, "F14", "G12") && !has_link(&state, "F12", "G14"));
}

#[test]
fn rule_remove_own_links_and_the_catalog_example() {
    // The catalog's example turn: K9* -H6J7 +J7K9.
    let rules = rules();
    let mut state = play_all(&["H6", "keep", "A5", "J7", "A7"]);
    assert!(has_link(&state, "H6", "J7"));
    let mv = rules.play(&mut state, "K9* -H6J7 +J7K9").unwrap();
    assert_eq!(
        rules.format_move(&play_all(&["H6", "keep", "A5", "J7", "A7"]), &mv),
        "K9* -H6J7 +J7K9"
    );
    assert!(!has_link(&state, "H6", "J7"));
    assert!(has_link(&state, "J7", "K9"));
    // Black may not remove Red's link; nor can anyone remove a missing one.
    assert_eq!(refusal(&state, "C5 -J7K9"), "twixt-not-your-link");
    assert_eq!(refusal(&state, "C5 -H6J7"), "twixt-no-such-link");
}

#[test]
fn gap_1_pegs_are_never_removed() {
    // Only links: a removal names two holes; a single hole is no removal.
    let state = play_all(&["H6", "keep", "A5"]);
    assert!(Twixt::read("J7 -H6").is_none());
    let err = rules().parse_move(&state, "J7 -H6").unwrap_err();
    assert_eq!(err.message().walk()[1].id(), "twixt-notation");
}

#[test]
fn gap_2_links_are_optional_and_may_join_any_two_own_pegs() {
    let rules = rules();
    // F12* places without links.
    let mut state = play_all(&["F12", "keep", "A5"]);
    rules.play(&mut state, "G14*").unwrap();
    assert!(state.links.is_empty());
    // Later a link between two older pegs is added in another turn.
    rules.play(&mut state, "A9").unwrap();
    rules.play(&mut state, "P20 +F12G14").unwrap();
    assert!(has_link(&state, "F12", "G14"));
    // `*` where no link is possible is the plain placement.
    let state = play_all(&["F12", "keep", "A5"]);
    assert_eq!(rules.parse_move(&state, "P3*"), rules.parse_move(&state, "P3"));
    assert_eq!(
        rules.format_move(&state, &rules.parse_move(&state, "P3*").unwrap()),
        "P3"
    );
}

/// Red's chain J1 K3 J5 … K23 down the board, then M24; Black answers on
/// column B. Every move but the last.
fn chain_moves() -> Vec<String> {
    let mut red: Vec<String> = (0..12)
        .map(|i| format!("{}{}", if i % 2 == 0 { 'J' } else { 'K' }, 1 + 2 * i))
        .collect();
    red.push("M24".into());
    let mut moves = vec![red[0].clone(), "keep".to_string()];
    for (i, r) in red.iter().enumerate().skip(1) {
        moves.push(format!("B{}", 2 + i));
        moves.push(r.clone());
    }
    moves
}

#[test]
fn rule_win_joins_the_two_border_lines() {
    let rules = rules();
    let moves = chain_moves();
    let mut state = rules.initial();
    for m in &moves[..moves.len() - 1] {
        rules.play(&mut state, m).unwrap_or_else(|e| panic!("{m}: {e}"));
        assert!(rules.status(&state).outcome().is_none(), "over after {m}");
    }
    assert!(has_link(&state, "J21", "K23"));
    rules.play(&mut state, "M24").unwrap();
    assert!(has_link(&state, "K23", "M24"));
    let over = rules
        .status(&state)
        .outcome()
        .cloned()
        .expect("Red joined rows 1 and 24");
    assert_eq!(over.winner, Some(Seat::FIRST));
    assert_eq!(
        over.reason,
        Message::new("twixt-connected").part("colour", Message::new("twixt-red"))
    );
    // The picture marks the chain.
    let view = rules.view(&state, None);
    assert_eq!(
        view.highlights.iter().filter(|x| x.mark == Mark::Line).count(),
        13
    );
}

#[test]
fn rule_pegs_without_links_do_not_win() {
    // The same pegs placed with `*`: no link, no chain, no win.
    let rules = rules();
    let mut state = rules.initial();
    for m in chain_moves() {
        let m = if m.starts_with('B') || m == "keep" {
            m
        } else {
            format!("{m}*")
        };
        rules.play(&mut state, &m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert!(state.links.is_empty());
    assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
}

#[test]
fn gap_4_no_hole_left_is_a_draw() {
    // Every hole Black may use is taken (no links); Red just moved.
    let rules = rules();
    let mut state = play_all(&["F12", "keep"]);
    for x in 0..(SIZE * SIZE) as Hole {
        if hole_at(col(x), row(x)).is_some() && row(x) != 0 && row(x) != SIZE as i8 - 1 {
            state.pegs[usize::from(x)] = if x % 3 == 0 { RED } else { BLACK };
        }
    }
    state.to_move = Seat::SECOND;
    let end = Twixt::end_after(&state, Seat::FIRST);
    assert_eq!(end, Some(End::NoHole(Seat::SECOND)));
    state.end = end;
    let over = rules.status(&state).outcome().cloned().unwrap();
    assert_eq!(over.winner, None);
    assert_eq!(
        over.reason,
        Message::new("twixt-no-hole").seat("seat", Seat::SECOND)
    );
}

#[test]
fn gap_5_the_first_seat_is_red() {
    let state = rules().initial();
    assert_eq!(state.red, Seat::FIRST);
    assert_eq!(rules().view(&state, None).seat_colours, ["red", "black"]);
}

#[test]
fn notation_variants_steps_and_pickers() {
    let rules = rules();
    let state = play_all(&["H6", "keep", "A5", "J7", "A7"]);
    let mv = rules.parse_move(&state, "K9* -H6J7 +J7K9").unwrap();
    for text in ["k9*-h6j7+j7k9", " K9 * - H6 J7 + J7 K9 ", "K9* -J7H6 +K9J7"] {
        assert_eq!(rules.parse_move(&state, text), Ok(mv.clone()), "{text}");
    }
    let f12 = rules.parse_move(&state, "f12").unwrap();
    assert_eq!(rules.move_steps(&state, &f12), ["F", "12"]);
    let k9 = rules.parse_move(&state, "K9*").unwrap();
    assert_eq!(rules.move_steps(&state, &k9), ["K", "9", "*"]);
    assert_eq!(
        rules.move_steps(&state, &mv).concat(),
        rules.format_move(&state, &mv)
    );
    assert!(matches!(
        rules.parse_move(&state, "F"),
        Err(MoveError::Ambiguous { .. })
    ));
    assert_eq!(
        rules.parse_move(&state, "Z99").unwrap_err(),
        MoveError::not_a_move("Z99", Message::new("twixt-notation"))
    );
    assert_eq!(refusal(&state, "H6"), "twixt-occupied");
    // Pickers: at most 25 choices at every step.
    let mut game = crate::registry::start("twixt", &Default::default()).unwrap();
    for m in ["H6", "keep", "A5", "J7", "A7"] {
        let first = game.step_choices(&[]);
        assert!(first.next.len() <= 25, "{:?}", first.next);
        game.play(m).unwrap();
    }
    let columns = game.step_choices(&[]);
    assert_eq!(columns.next.len(), 22, "Red keeps out of columns A and X");
    let rows = game.step_choices(&["K".to_string()]);
    assert!(rows.next.len() <= 24 && !rows.complete);
    let links = game.step_choices(&["K".to_string(), "9".to_string()]);
    assert!(links.complete, "K9 alone is a move");
    assert_eq!(links.next, ["*"], "K9 would link to J7: K9* is offered");
}

#[test]
fn positions_read_back() {
    let rules = rules();
    let start = rules.initial();
    assert_eq!(
        rules.position_text(&start),
        "red:;black:;links:;turn:1;red-seat:1;pie:open"
    );
    let state = play_all(&["H6", "swap", "A5", "J7", "A7"]);
    let text = rules.position_text(&state);
    assert_eq!(
        text,
        "red:H6,J7;black:A5,A7;links:H6J7;turn:2;red-seat:2;pie:closed"
    );
    let read = rules.from_position(&text).unwrap();
    assert_eq!(rules.position_text(&read), text);
    assert_eq!(rules.legal_vec(&read), rules.legal_vec(&state));
    for bad in [
        "",
        "red:A5;black:;links:;turn:2;red-seat:1;pie:open",
        "red:H6,J8;black:A5;links:H6J8;turn:2;red-seat:1;pie:closed",
        "red:H6;black:A5,A7;links:;turn:1;red-seat:1;pie:closed",
        "red:H6;black:;links:;turn:1;red-seat:1;pie:open",
    ] {
        assert!(rules.from_position(bad).is_err(), "{bad}");
    }
}

/// The table test for crossing links (used when listing moves) agrees
/// with the scan of the link's surroundings, for every knight link on the
/// board, along a random game dense with links.
#[test]
fn crossing_table_agrees_with_the_scan() {
    let rules = rules();
    let mut state = rules.initial();
    let mut rng = crate::playout::SplitMix64(24);
    let mut checked = 0;
    for ply in 0..160 {
        if rules.status(&state) != Status::ToMove(state.to_move) {
            break;
        }
        if ply % 40 == 39 {
            for a in 0..(SIZE * SIZE) as Hole {
                if hole_at(col(a), row(a)).is_none() {
                    continue;
                }
                for &(dc, dr) in &KNIGHT {
                    if let Some(b) = hole_at(col(a) + dc, row(a) + dr) {
                        let link = link_key(a, b);
                        assert_eq!(
                            Twixt::crossed(&state, link),
                            Twixt::crossing(&state, link).is_some(),
                            "{} after {ply} plies",
                            link_name(link)
                        );
                        checked += 1;
                    }
                }
            }
        }
        let moves = rules.legal_vec(&state);
        let mv = moves[rng.below(moves.len())].clone();
        rules.apply(&mut state, &mv);
    }
    assert!(
        state.links.len() > 40,
        "a game dense with links: {}",
        state.links.len()
    );
    assert!(checked > 10_000);
}

/// After the pie answer the story says who now plays which colour: a swap
/// makes the second seat Red with the opening peg, a keep leaves it Black.
#[test]
fn rule_pie_answer_tells_who_plays_which_colour() {
    let rules = rules();
    let swapped = rules.view(&play_all(&["F12", "swap"]), None);
    let told: Vec<&str> = swapped.last_move.iter().map(|m| m.id()).collect();
    assert_eq!(told, ["twixt-swapped"]);
    let story = &swapped.last_move[0];
    let seat = |name: &str| story.args().find(|(n, _)| *n == name).map(|(_, a)| a.clone());
    assert_eq!(
        seat("seat"),
        Some(crate::Arg::Seat(1)),
        "the second seat is Red now"
    );
    assert_eq!(seat("other"), Some(crate::Arg::Seat(0)));
    assert_eq!(seat("hole"), Some(crate::Arg::Code("F12".into())));
    let kept = rules.view(&play_all(&["F12", "keep"]), None);
    let told: Vec<&str> = kept.last_move.iter().map(|m| m.id()).collect();
    assert_eq!(told, ["twixt-kept"]);
    // Told once: the next peg has its own story.
    assert!(
        rules
            .view(&play_all(&["F12", "swap", "A5"]), None)
            .last_move
            .is_empty()
    );
}
