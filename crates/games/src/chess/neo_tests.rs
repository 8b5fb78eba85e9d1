//! Neo Chess rules tests: a named test per catalog rule and gap.

use shakmaty::{Color, Position, Role};

use super::{NeoChess, PLY_CAP};
use crate::{MoveError, Outcome, Rules, Seat, Status};

fn legal(rules: &NeoChess, state: &<NeoChess as Rules>::State) -> Vec<String> {
    let mut texts: Vec<String> = rules
        .legal_vec(state)
        .iter()
        .map(|m| rules.format_move(state, m))
        .collect();
    texts.sort();
    texts
}

fn play_all(rules: &NeoChess, state: &mut <NeoChess as Rules>::State, moves: &[&str]) {
    for m in moves {
        rules
            .play(state, m)
            .unwrap_or_else(|e| panic!("'{m}' refused: {e}"));
    }
}

fn at(text: &str) -> <NeoChess as Rules>::State {
    NeoChess::rules()
        .from_position(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn over(status: Status) -> Outcome {
    match status {
        Status::Over(outcome) => outcome,
        other => panic!("not over: {other:?}"),
    }
}

fn refused(rules: &NeoChess, state: &<NeoChess as Rules>::State, text: &str) -> String {
    match rules.parse_move(state, text) {
        Ok(m) => panic!("'{text}' accepted as {}", rules.format_move(state, &m)),
        Err(MoveError::Illegal { reason, .. }) => reason.id().to_string(),
        Err(MoveError::NotAMove { expected, .. }) => expected.id().to_string(),
        Err(other) => format!("{other:?}"),
    }
}

fn reserve(state: &<NeoChess as Rules>::State, colour: Color, role: Role) -> u8 {
    *NeoChess::position(state).reserve(colour).get(role)
}

#[test]
fn rule_all_chess_rules_apply_from_the_orthodox_start() {
    let rules = NeoChess::rules();
    let start = rules.initial();
    assert_eq!(
        rules.position_text(&start),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
    );
    assert_eq!(rules.status(&start), Status::ToMove(Seat::FIRST));
    // No capture before ply 3, so no drop before ply 5: chess's counts.
    for (depth, nodes) in [(1, 20), (2, 400), (3, 8_902)] {
        assert_eq!(crate::perft::perft(&rules, &start, depth), nodes, "depth {depth}");
    }
}

/// `cargo test -p tavolo-games --release --lib chess::neo::tests::perft_four -- --ignored`
#[test]
#[ignore = "slow in debug builds"]
fn perft_four() {
    let rules = NeoChess::rules();
    assert_eq!(crate::perft::perft(&rules, &rules.initial(), 4), 197_281);
}

#[test]
fn rule_captured_pieces_change_colour_into_the_captors_reserve() {
    let rules = NeoChess::rules();
    let mut state = rules.initial();
    play_all(&rules, &mut state, &["e4", "d5", "exd5", "Qxd5", "Nc3", "Qxa2"]);
    assert_eq!(reserve(&state, Color::White, Role::Pawn), 1);
    assert_eq!(reserve(&state, Color::Black, Role::Pawn), 2);
    assert_eq!(
        rules.position_text(&state),
        "rnb1kbnr/ppp1pppp/8/8/8/2N5/qPPP1PPP/R1BQKBNR[Ppp] w KQkq - 0 4"
    );
    // The white pawn taken by Black comes back black.
    play_all(&rules, &mut state, &["Rxa2", "e6", "Rxa7"]);
    assert_eq!(reserve(&state, Color::White, Role::Queen), 1);
    play_all(&rules, &mut state, &["P@b3"]);
    assert_eq!(reserve(&state, Color::Black, Role::Pawn), 1);
    let pos = NeoChess::position(&state);
    assert_eq!(
        pos.board().piece_at("b3".parse().unwrap()),
        Some(Color::Black.pawn())
    );
}

#[test]
fn rule_a_drop_goes_on_any_empty_square_and_is_the_whole_turn() {
    let rules = NeoChess::rules();
    let state = at("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1");
    let moves = legal(&rules, &state);
    let drops: Vec<&String> = moves.iter().filter(|m| m.starts_with("N@")).collect();
    // 62 empty squares, two of them checking (d6, f6: Nd6+... no: a knight
    // on d6 or f6 does not attack e8; c7, d6, f6, g7 do).
    assert_eq!(drops.len(), 62, "{moves:?}");
    assert!(moves.contains(&"N@e4".to_string()));
    assert!(moves.contains(&"N@d6+".to_string()));
    let mut after = state.clone();
    play_all(&rules, &mut after, &["N@e4"]);
    assert_eq!(rules.status(&after), Status::ToMove(Seat::SECOND));
    assert_eq!(reserve(&after, Color::White, Role::Knight), 0);
    // Nothing in reserve: no drop.
    assert_eq!(refused(&rules, &after, "N@e5"), "chess-not-in-reserve");
}

#[test]
fn rule_pawns_may_not_be_dropped_on_their_owners_eighth_rank() {
    let rules = NeoChess::rules();
    let white = at("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1");
    let moves = legal(&rules, &white);
    assert!(
        !moves.iter().any(|m| m.starts_with('@') && m.ends_with('8')),
        "{moves:?}"
    );
    assert_eq!(moves.iter().filter(|m| m.starts_with('@')).count(), 55);
    assert_eq!(refused(&rules, &white, "P@a8"), "chess-pawn-drop-last-rank");
    let black = at("4k3/8/8/8/8/8/8/4K3[p] b - - 0 1");
    let moves = legal(&rules, &black);
    assert!(
        !moves.iter().any(|m| m.starts_with('@') && m.ends_with('1')),
        "{moves:?}"
    );
    assert!(moves.contains(&"@a8".to_string()));
}

#[test]
fn rule_correction_only_pawns_are_barred_from_the_eighth_rank() {
    let rules = NeoChess::rules();
    let state = at("4k3/8/8/8/8/8/8/4K3[QRBN] w - - 0 1");
    let moves = legal(&rules, &state);
    for drop in ["Q@a8+", "R@a8+", "B@b8", "N@c8"] {
        assert!(moves.contains(&drop.to_string()), "{drop} missing: {moves:?}");
    }
}

#[test]
fn rule_promotion_by_exchange_with_a_piece_of_the_opponents_reserve() {
    let rules = NeoChess::rules();
    let state = at("4k3/1P6/n7/8/8/8/8/4K3[rb] w - - 0 1");
    let moves = legal(&rules, &state);
    let promotions: Vec<&String> = moves.iter().filter(|m| m.starts_with("b8")).collect();
    assert_eq!(promotions, ["b8=B", "b8=R+"], "{moves:?}");
    assert_eq!(refused(&rules, &state, "b8=Q"), "chess-exchange-choice");
    assert_eq!(refused(&rules, &state, "b8"), "chess-exchange-choice");
    let mut after = state.clone();
    play_all(&rules, &mut after, &["b7b8r"]);
    // The rook left Black's reserve, the pawn went into it as Black's.
    assert_eq!(reserve(&after, Color::Black, Role::Rook), 0);
    assert_eq!(reserve(&after, Color::Black, Role::Pawn), 1);
    assert_eq!(
        rules.position_text(&after),
        "1R2k3/8/n7/8/8/8/8/4K3[pb] b - - 0 1"
    );
    // Captured, the rook is a rook (in Crazyhouse it would be a pawn).
    play_all(&rules, &mut after, &["Nxb8"]);
    assert_eq!(reserve(&after, Color::Black, Role::Rook), 1);
    assert_eq!(reserve(&after, Color::Black, Role::Pawn), 1);
}

#[test]
fn rule_with_no_piece_in_reserve_the_pawn_stays_inactive() {
    let rules = NeoChess::rules();
    let state = at("3k4/1P6/8/8/8/8/8/4K3[p] w - - 0 1");
    let moves = legal(&rules, &state);
    assert!(moves.contains(&"b8".to_string()), "{moves:?}");
    assert!(!moves.iter().any(|m| m.contains('=')), "{moves:?}");
    assert_eq!(refused(&rules, &state, "b8=Q"), "chess-no-exchange");
    let mut after = state.clone();
    play_all(&rules, &mut after, &["b8"]);
    assert_eq!(rules.position_text(&after), "1P1k4/8/8/8/8/8/8/4K3[p] b - - 0 1");
    let pos = NeoChess::position(&after);
    assert!(pos.inactive_pawns().contains("b8".parse().unwrap()));
    // The reserves did not change.
    assert_eq!(reserve(&after, Color::Black, Role::Pawn), 1);
    // It reads back.
    let text = rules.position_text(&after);
    assert_eq!(rules.position_text(&at(&text)), text);
}

#[test]
fn rule_an_inactive_pawn_is_never_exchanged_later() {
    let rules = NeoChess::rules();
    // Black's reserve now holds a rook; the pawn on b8 still cannot move.
    let state = at("1P2k3/8/8/8/8/8/8/4K3[r] w - - 0 1");
    let moves = legal(&rules, &state);
    assert!(moves.iter().all(|m| !m.starts_with('b')), "{moves:?}");
    assert_eq!(moves.len(), 5, "{moves:?}");
    // Black's inactive pawn on a1 likewise.
    let state = at("4k3/8/8/8/8/8/8/p3K3[R] b - - 0 1");
    let moves = legal(&rules, &state);
    assert!(moves.iter().all(|m| !m.starts_with('a')), "{moves:?}");
}

#[test]
fn gap_major_piece_means_any_piece_but_a_pawn_and_the_promoter_chooses() {
    let rules = NeoChess::rules();
    let state = at("4k3/1P6/8/8/8/8/8/4K3[qrbnp] w - - 0 1");
    let moves = legal(&rules, &state);
    let promotions: Vec<&String> = moves.iter().filter(|m| m.starts_with("b8")).collect();
    assert_eq!(promotions, ["b8=B", "b8=N", "b8=Q+", "b8=R+"], "{moves:?}");
    // A reserve of pawns only: no exchange.
    let state = at("4k3/1P6/8/8/8/8/8/4K3[pp] w - - 0 1");
    assert!(legal(&rules, &state).contains(&"b8".to_string()));
}

#[test]
fn gap_the_exchanged_pawn_goes_into_the_opponents_reserve_as_his() {
    let rules = NeoChess::rules();
    let mut state = at("4k3/8/8/8/8/8/6p1/K7[N] b - - 0 1");
    play_all(&rules, &mut state, &["g1=N"]);
    assert_eq!(reserve(&state, Color::White, Role::Knight), 0);
    assert_eq!(reserve(&state, Color::White, Role::Pawn), 1);
    // White drops it as a white pawn.
    play_all(&rules, &mut state, &["@b2"]);
    let pos = NeoChess::position(&state);
    assert_eq!(
        pos.board().piece_at("b2".parse().unwrap()),
        Some(Color::White.pawn())
    );
}

#[test]
fn gap_an_inactive_pawn_cannot_move_but_can_be_captured() {
    let rules = NeoChess::rules();
    let mut state = at("3k4/1P6/8/8/8/8/8/4K3[p] w - - 0 1");
    play_all(&rules, &mut state, &["b8", "Kc7", "Ke2"]);
    assert!(legal(&rules, &state).contains(&"Kxb8".to_string()));
    play_all(&rules, &mut state, &["Kxb8"]);
    assert_eq!(reserve(&state, Color::Black, Role::Pawn), 2);
}

#[test]
fn gap_dropped_pieces_never_castle() {
    let rules = NeoChess::rules();
    let mut state = at("4k2r/8/8/8/8/8/8/4K3[r] b k - 0 1");
    play_all(&rules, &mut state, &["R@a8", "Kd1"]);
    let moves = legal(&rules, &state);
    assert!(moves.contains(&"O-O".to_string()), "{moves:?}");
    assert!(!moves.contains(&"O-O-O".to_string()), "{moves:?}");
    assert_eq!(refused(&rules, &state, "O-O-O"), "chess-cannot-castle");
    // A rook taken from its corner and dropped back there: no castling.
    let mut state = at("r3k3/8/8/8/8/8/8/R3K3[] w Qq - 0 1");
    play_all(&rules, &mut state, &["Rxa8+", "Ke7", "Kd1", "Kd6", "R@a1", "Kc5"]);
    assert!(!legal(&rules, &state).iter().any(|m| m.starts_with('O')));
}

#[test]
fn gap_drops_may_check_mate_and_block_a_check() {
    let rules = NeoChess::rules();
    // Mate by a drop.
    let mut state = at("k7/8/1K6/8/8/8/8/8[R] w - - 0 1");
    assert!(legal(&rules, &state).contains(&"R@d8#".to_string()));
    play_all(&rules, &mut state, &["R@d8"]);
    let outcome = over(rules.status(&state));
    assert_eq!(outcome.winner, Some(Seat::FIRST));
    assert_eq!(outcome.reason.id(), "chess-checkmate");
    // With a knight in reserve Black blocks by a drop: only on b8 or c8.
    let mut state = at("k7/8/1K6/8/8/8/8/8[Rn] w - - 0 1");
    play_all(&rules, &mut state, &["R@d8+"]);
    assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
    assert_eq!(legal(&rules, &state), ["N@b8", "N@c8+"]);
    // No drop in double check.
    let state = at("4k3/8/3N4/8/8/8/8/4R1K1[] b - - 0 1"
        .replace("[]", "[n]")
        .as_str());
    assert!(legal(&rules, &state).iter().all(|m| !m.contains('@')));
}

#[test]
fn gap_pawns_dropped_on_the_first_rank_step_one_square_and_on_the_second_may_double() {
    let rules = NeoChess::rules();
    let mut state = at("4k3/8/8/8/8/8/8/4K3[PP] w - - 0 1");
    play_all(&rules, &mut state, &["@a1", "Kd7"]);
    let moves = legal(&rules, &state);
    assert!(moves.contains(&"a2".to_string()), "{moves:?}");
    assert!(!moves.contains(&"a3".to_string()), "{moves:?}");
    // A pawn on the 1st rank reads back.
    let text = rules.position_text(&state);
    assert_eq!(text, "8/3k4/8/8/8/8/8/P3K3[P] w - - 1 2");
    assert_eq!(rules.position_text(&at(&text)), text);
    play_all(&rules, &mut state, &["@h2", "Kc6"]);
    assert!(legal(&rules, &state).contains(&"h4".to_string()));
    // A dropped pawn on the 1st rank guards the 2nd.
    let state = at("8/8/8/8/8/8/1k6/4K3[P] w - - 0 1");
    assert!(legal(&rules, &state).contains(&"@a1+".to_string()));
}

#[test]
fn gap_checkmate_wins_and_stalemate_repetition_and_fifty_moves_draw() {
    let rules = NeoChess::rules();
    // Fool's mate still mates.
    let mut state = rules.initial();
    play_all(&rules, &mut state, &["f3", "e5", "g4", "Qh4"]);
    assert_eq!(over(rules.status(&state)).winner, Some(Seat::SECOND));
    // Stalemate: nothing to move, nothing to drop.
    let state = at("k7/2Q5/1K6/8/8/8/8/8[] b - - 0 1");
    assert_eq!(over(rules.status(&state)).reason.id(), "chess-stalemate");
    // A drop is a way out of stalemate.
    let state = at("k7/2Q5/1K6/8/8/8/8/8[n] b - - 0 1");
    assert!(matches!(rules.status(&state), Status::ToMove(_)));
    // Repetition counts the reserves too.
    let mut state = at("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1");
    for _ in 0..2 {
        play_all(&rules, &mut state, &["Kd1", "Kd8", "Ke1", "Ke8"]);
    }
    assert_eq!(over(rules.status(&state)).reason.id(), "chess-repetition");
    // Fifty moves each; a pawn drop resets the count.
    let state = at("4k3/8/8/8/8/8/8/4K3[N] w - - 100 80");
    assert_eq!(over(rules.status(&state)).reason.id(), "chess-fifty-moves");
    let mut state = at("4k3/8/8/8/8/8/8/4K3[P] w - - 99 80");
    play_all(&rules, &mut state, &["@e4"]);
    assert!(matches!(rules.status(&state), Status::ToMove(_)));
}

#[test]
fn the_game_is_drawn_at_its_ply_cap() {
    let rules = NeoChess::rules();
    let moves = PLY_CAP / 2 + 1;
    let state = at(&format!("4k3/8/8/8/8/8/8/4K3[N] w - - 0 {moves}"));
    assert_eq!(over(rules.status(&state)).reason.id(), "chess-ply-cap");
    let state = at(&format!("4k3/8/8/8/8/8/8/4K3[N] b - - 0 {}", moves - 1));
    assert!(matches!(rules.status(&state), Status::ToMove(_)));
}

#[test]
fn notation_accepts_drops_uci_and_castling_forms() {
    let rules = NeoChess::rules();
    let state = at("r3k3/8/8/8/8/8/8/R3K2R[Pn] w KQq - 0 1");
    for (text, canonical) in [
        ("P@e4", "@e4"),
        ("@e4", "@e4"),
        ("p@e4", "@e4"),
        ("0-0", "O-O"),
        ("e1g1", "O-O"),
        ("a1a8", "Rxa8+"),
        ("Ra1xa8", "Rxa8+"),
    ] {
        let mv = rules
            .parse_move(&state, text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(rules.format_move(&state, &mv), canonical, "{text}");
    }
    let state = at("4k3/8/8/8/8/8/8/4K3[N] w - - 0 1");
    let mv = rules.parse_move(&state, "n@e4").expect("lower-case drop");
    assert_eq!(rules.format_move(&state, &mv), "N@e4");
    assert_eq!(rules.move_steps(&state, &mv), ["N", "@e", "4"]);
}

#[test]
fn position_texts_with_pawns_on_back_ranks_read_back() {
    let rules = NeoChess::rules();
    for text in [
        "1P1k4/8/8/8/8/8/8/p3K2P[Pp] w - - 3 20",
        "1P1k4/8/8/8/8/8/8/p3K2P[Pp] b - - 3 20",
        "rnbqkb1P/pppppp2/8/8/6p1/8/PPPPPP2/RNBQKBNp[Nr] w Qq - 0 9",
        "4k3/8/8/8/4pP2/8/8/P3K3[] b - f3 0 30",
    ] {
        assert_eq!(rules.position_text(&at(text)), text);
    }
    for bad in [
        "4k3/8/8/8/8/8/8/8[] w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3[K] w - - 0 1",
        "4k3/8/8/8/8/8/8/4K3[QQQ] w - - 0 1",
        "4k3/4R3/8/8/8/8/8/4K3[] w - - 0 1",
        "4k3/8/8/8/8/8/8/P3K3[] b - a2 0 1",
    ] {
        assert!(rules.from_position(bad).is_err(), "{bad}");
    }
}

/// The rules pages' examples, with what they show.
#[test]
fn the_rules_pages_examples_play() {
    let rules = NeoChess::rules();
    // A drop.
    let mut state = rules.initial();
    play_all(
        &rules,
        &mut state,
        &["e4", "d5", "exd5", "Nf6", "Nc3", "Nxd5", "Nxd5", "Qxd5"],
    );
    assert_eq!(reserve(&state, Color::White, Role::Knight), 1);
    play_all(&rules, &mut state, &["N@b5"]);
    // An exchange: the rook Black took on h1 comes back White.
    let mut state = rules.initial();
    play_all(
        &rules,
        &mut state,
        &["a4", "b5", "axb5", "Bb7", "b6", "Bxg2", "bxa7", "Bxh1"],
    );
    let moves = legal(&rules, &state);
    assert!(moves.contains(&"axb8=R".to_string()), "{moves:?}");
    assert!(!moves.iter().any(|m| m.contains("=Q")), "{moves:?}");
    play_all(&rules, &mut state, &["axb8=R"]);
    assert_eq!(reserve(&state, Color::Black, Role::Rook), 0);
    assert_eq!(reserve(&state, Color::Black, Role::Pawn), 2);
    // An inactive pawn: Black's reserve is empty.
    let mut state = rules.initial();
    play_all(
        &rules,
        &mut state,
        &["a4", "b5", "axb5", "Nc6", "b6", "Rb8", "bxa7", "Bb7"],
    );
    assert!(legal(&rules, &state).contains(&"axb8".to_string()));
    play_all(&rules, &mut state, &["axb8"]);
    assert!(
        NeoChess::position(&state)
            .inactive_pawns()
            .contains("b8".parse().unwrap())
    );
}
