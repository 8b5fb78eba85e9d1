//! Mimikri: one test per rule of the catalog entry (`rule_…`) and per gap
//! (`gap_N_…`), on deals written out cube by cube (the position text: the
//! cubes as dealt or set out, then the tries); the hidden facts (who sees what, the
//! public record, the resample keeping what a viewer knows and every
//! public answer true). The text has no worked example; the catalog's
//! notation examples are played in the rules pages' test.

use super::board::{Cube, Kind, parse_square};
use super::state::{End, MState, TRY_CAP};
use super::*;
use crate::Options;
use crate::playout::SplitMix64;

fn decoy() -> MimikriDecoy {
    MimikriDecoy::new(&Options::defaults(MimikriDecoy::info().options)).unwrap()
}

fn no() -> MimikriNo {
    MimikriNo::new(&Options::defaults(MimikriNo::info().options)).unwrap()
}

fn at<S: RuleSet>(rules: &MimikriRules<S>, text: &str) -> MState {
    rules
        .from_position(text)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"))
}

fn play<S: RuleSet>(rules: &MimikriRules<S>, state: &mut MState, text: &str) {
    rules
        .play(state, text)
        .unwrap_or_else(|e| panic!("{text}: {e:?}"));
}

fn sq(name: &str) -> u8 {
    parse_square(name).unwrap()
}

fn legal_texts<S: RuleSet>(rules: &MimikriRules<S>, state: &MState) -> Vec<String> {
    rules
        .legal_vec(state)
        .iter()
        .map(|m| rules.format_move(state, m))
        .collect()
}

/// A dealt state whose board is replaced by `cubes` (square, side, id,
/// identity), `side` to move: for positions that take long to reach.
fn custom(cubes: &[(&str, u8, u8, Kind)], side: u8) -> MState {
    let mut state = at(&decoy(), "PPPPPPPP/PPPPPPPP");
    state.board = [None; 64];
    for &(name, s, id, kind) in cubes {
        state.board[usize::from(sq(name))] = Some(Cube { side: s, id });
        state.kinds[usize::from(s)][usize::from(id)] = kind;
    }
    state.to_move = side;
    state.seen = vec![state.arrangement()];
    state
}

fn style_at(view: &View, cell: &str) -> String {
    view.pieces
        .iter()
        .find(|p| p.cell == cell)
        .map(|p| p.kind.clone())
        .unwrap_or_default()
}

#[test]
fn rule_nine_cubes_each_king_open() {
    let rules = decoy();
    let mut out = Vec::new();
    rules.chance_outcomes(&rules.initial(), &mut out);
    assert_eq!(
        out,
        vec![
            (MMove::Deal(Kind::Queen), 1),
            (MMove::Deal(Kind::Rook), 2),
            (MMove::Deal(Kind::Bishop), 2),
            (MMove::Deal(Kind::Knight), 2),
            (MMove::Deal(Kind::Pawn), 8),
        ]
    );
    let state = at(&rules, "QRRBBNNP/PPPPPPPP");
    // White's box is out of all but pawns: 7 left, the unused ones.
    for side in 0..2u8 {
        let on: Vec<u8> = (0..64)
            .filter(|&s| state.board[usize::from(s)].is_some_and(|c| c.side == side))
            .collect();
        assert_eq!(on.len(), 9, "side {side}");
    }
    let table = rules.view(&state, None);
    assert_eq!(style_at(&table, "e1"), "sprite:chess-king");
    assert_eq!(style_at(&table, "e8"), "sprite:chess-king");
    assert_eq!(style_at(&table, "a2"), view::BLANK);
    assert_eq!(style_at(&table, "h7"), view::BLANK);
    // A second queen is never dealt.
    assert!(rules.from_position("QQPPPPPP/PPPPPPPP").is_err());
}

#[test]
fn gap_1_kings_on_e1_e8() {
    let rules = decoy();
    let state = at(&rules, "PPPPPPPP/PPPPPPPP");
    assert_eq!(
        state.kind_at(sq("e1")).map(|(c, k)| (c.side, k)),
        Some((0, Kind::King))
    );
    assert_eq!(
        state.kind_at(sq("e8")).map(|(c, k)| (c.side, k)),
        Some((1, Kind::King))
    );
    assert_eq!(state.kind_at(sq("a2")).map(|(c, _)| c.id), Some(1));
    assert_eq!(state.kind_at(sq("h7")).map(|(c, _)| c.id), Some(8));
}

#[test]
fn gap_2_the_order_is_the_draw_and_the_table_reads_no_identity() {
    let rules = decoy();
    let state = rules.initial();
    assert_eq!(rules.public_move_text(&state, &MMove::Deal(Kind::Queen)), "?:a2");
    assert_eq!(rules.format_move(&state, &MMove::Deal(Kind::Queen)), "Q:a2");
    let mut state = at(&rules, "QPPPPPPP/-");
    assert_eq!(rules.status(&state), Status::Chance);
    // Black's box is whole again.
    let mut out = Vec::new();
    rules.chance_outcomes(&state, &mut out);
    assert_eq!(out.iter().map(|(_, w)| w).sum::<u32>(), 15);
    assert_eq!(rules.public_move_text(&state, &MMove::Deal(Kind::Rook)), "?:a7");
    rules.apply(&mut state, &MMove::Deal(Kind::Rook));
    assert_eq!(state.kind_at(sq("a7")).map(|(_, k)| k), Some(Kind::Rook));
}

#[test]
fn gap_2_decoy_each_side_sets_out_its_cubes_in_secret_white_first() {
    let rules = decoy();
    let mut state = at(&rules, "QRPPNBPP/PPBNPRPP arranging:w");
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    let legal = legal_texts(&rules, &state);
    // Every distinct order of Q R B N and four P: 8! / 4!, the draw's
    // own first.
    assert_eq!(legal.len(), 1680);
    assert_eq!(legal[0], "keep");
    assert!(legal.contains(&"arrange PPPPQRBN".to_string()));
    let mv = rules.parse_move(&state, "arrange PPPPQRBN").unwrap();
    assert_eq!(rules.public_move_text(&state, &mv), "arrange");
    rules.apply(&mut state, &mv);
    assert_eq!(state.kind_at(sq("e2")).map(|(_, k)| k), Some(Kind::Queen));
    assert_eq!(state.kind_at(sq("a2")).map(|(_, k)| k), Some(Kind::Pawn));
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
    assert_eq!(rules.position_text(&state), "PPPPQRBN/PPBNPRPP arranging:b");
    let keep = rules.parse_move(&state, "keep").unwrap();
    assert_eq!(rules.public_move_text(&state, &keep), "keep");
    rules.apply(&mut state, &keep);
    use Kind::{Bishop as B, Knight as N, Pawn as P, Rook as R};
    assert_eq!(state.order(1), [P, P, B, N, P, R, P, P]);
    // Play begins, White first, with the cubes as set out.
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    assert_eq!(rules.position_text(&state), "PPPPQRBN/PPBNPRPP");
    play(&rules, &mut state, "e2h5");
    assert_eq!(rules.position_text(&state), "PPPPQRBN/PPBNPRPP e2h5");
}

#[test]
fn gap_2_a_setting_out_reads_italian_letters_or_letters_alone() {
    let rules = decoy();
    let state = at(&rules, "QRPPNBPP/PPBNPRPP arranging:w");
    let want = MMove::Arrange([
        Kind::Pawn,
        Kind::Pawn,
        Kind::Pawn,
        Kind::Pawn,
        Kind::Queen,
        Kind::Rook,
        Kind::Bishop,
        Kind::Knight,
    ]);
    for text in [
        "arrange PPPPQRBN",
        "disponi ppppdtac",
        "dispongo PPPP DTAC",
        "ppppqrbn",
        "PPPPDTAC",
    ] {
        assert_eq!(rules.parse_move(&state, text), Ok(want), "{text}");
    }
    assert_eq!(rules.format_move(&state, &want), "arrange PPPPQRBN");
    let steps = rules.move_steps(&state, &want);
    assert_eq!(steps, ["arrange ", "P", "P", "P", "P", "Q", "R", "B", "N"]);
    let keep = rules.parse_move(&state, "keep").unwrap();
    assert_eq!(rules.move_steps(&state, &keep), ["keep"]);
}

#[test]
fn gap_2_a_wrong_setting_out_is_refused_naming_no_cube() {
    let rules = decoy();
    let state = at(&rules, "QRPPNBPP/PPBNPRPP arranging:w");
    let other = at(&rules, "PPPPPPPP/PPBNPRPP arranging:w");
    let words = |s: &MState, t: &str| rules.parse_move(s, t).unwrap_err().message();
    // Not the seat's cubes: the same words whatever the seat holds.
    assert_eq!(
        words(&state, "arrange QQPPPPPP").walk()[1].id(),
        "mimikri-arrange-not-yours"
    );
    assert_eq!(
        format!("{:?}", words(&state, "arrange QQPPPPPP")),
        format!("{:?}", words(&other, "arrange QQPPPPPP"))
    );
    // A try before the setting out.
    assert_eq!(words(&state, "e2e4").walk()[1].id(), "mimikri-arrange-first");
    // Black's cubes are not White's to set out.
    assert!(rules.parse_move(&state, "arrange PPBNPRPP").is_err());
}

#[test]
fn gap_2_the_draw_stands_without_the_option_and_in_the_no_game() {
    let off = MimikriDecoy::new(
        &Options::validate(
            MimikriDecoy::info().options,
            &[("arrange".to_string(), crate::options::OptionValue::Bool(false))]
                .into_iter()
                .collect(),
        )
        .unwrap(),
    )
    .unwrap();
    let state = at(&off, "QRPPNBPP/PPBNPRPP");
    assert_eq!(off.status(&state), Status::ToMove(Seat(0)));
    assert!(legal_texts(&off, &state).contains(&"c2c4".to_string()));
    let state = at(&no(), "QRPPNBPP/PPBNPRPP");
    assert_eq!(no().status(&state), Status::ToMove(Seat(0)));
    assert!(!state.ordering());
    assert!(off.from_position("QRPPNBPP/PPBNPRPP arranging:w").is_err());
    assert!(no().from_position("QRPPNBPP/PPBNPRPP arranging:b").is_err());
    // Dealt by throws: the option decides whether the setting out comes.
    let mut a = MState::new();
    let mut b = MState::new();
    for _ in 0..16 {
        decoy().apply(&mut a, &MMove::Deal(Kind::Pawn));
        off.apply(&mut b, &MMove::Deal(Kind::Pawn));
    }
    assert!(a.ordering());
    assert!(!b.ordering());
}

#[test]
fn gap_2_a_setting_out_tells_the_opponent_and_the_table_nothing() {
    let rules = decoy();
    let state = at(&rules, "QRPPNBPP/PPBNPRPP arranging:w");
    let mut a = state.clone();
    let mut b = state.clone();
    play(&rules, &mut a, "arrange PPPPQRBN");
    play(&rules, &mut b, "keep");
    for viewer in [None, Some(Seat(1))] {
        let (oa, ob) = (rules.observation(&a, viewer), rules.observation(&b, viewer));
        assert_eq!(oa, ob);
        assert_eq!(rules.view(&a, viewer), rules.view(&b, viewer));
    }
    assert_ne!(
        rules.observation(&a, Some(Seat(0))),
        rules.observation(&b, Some(Seat(0)))
    );
    // Black's resample of White's cubes keeps Black's own and the phase.
    let mut rng = SplitMix64(5);
    for _ in 0..20 {
        let other = rules.resample(&a, Some(Seat(1)), &mut rng).unwrap();
        assert_eq!(other.order(1), a.order(1));
        assert_eq!((other.ordered, other.to_move), (1, 1));
        // White's resample keeps White's order as set out.
        let mine = rules.resample(&a, Some(Seat(0)), &mut rng).unwrap();
        assert_eq!(mine.order(0), a.order(0));
    }
}

#[test]
fn gap_3_no_castling_no_en_passant_double_step_yes() {
    for (rules, name) in [(decoy(), "decoy")] {
        let mut state = at(&rules, "PPPPPPPP/PPPPPPPP");
        let legal = legal_texts(&rules, &state);
        assert!(legal.contains(&"e2e4".to_string()), "{name}: double step");
        assert!(
            !legal.iter().any(|m| m == "e1g1" || m == "e1c1"),
            "{name}: no castling"
        );
        for m in ["e2e4", "a7a6", "e4e5", "d7d5"] {
            play(&rules, &mut state, m);
        }
        let legal = legal_texts(&rules, &state);
        assert!(!legal.contains(&"e5d6".to_string()), "no en passant: {legal:?}");
        assert!(legal.contains(&"d2d4".to_string()));
        // A pawn moved once has no double step.
        play(&rules, &mut state, "d2d3");
        play(&rules, &mut state, "a6a5");
        assert!(!legal_texts(&rules, &state).contains(&"d3d5".to_string()));
    }
    // The No game offers what some piece could do: e1g1 is no King's move.
    let rules = no();
    let state = at(&rules, "PPPPPPPP/PPPPPPPP");
    let legal = legal_texts(&rules, &state);
    assert!(legal.contains(&"e2e4".to_string()));
    assert!(!legal.contains(&"e1g1".to_string()));
}

/// White's a-pawn goes up to b7 and promotes on b8.
const PROMOTING: [&str; 7] = ["a2a4", "h7h6", "a4a5", "h6h5", "a5a6", "h5h4", "a6b7"];

#[test]
fn gap_3_promotion_is_secret() {
    let rules = decoy();
    let mut state = at(&rules, "PPPPPPPP/PPPPPPPP");
    for m in PROMOTING {
        play(&rules, &mut state, m);
    }
    play(&rules, &mut state, "h4h3");
    let legal = legal_texts(&rules, &state);
    for m in ["b7b8q", "b7b8r", "b7b8b", "b7b8n"] {
        assert!(legal.contains(&m.to_string()), "{m}");
    }
    let mv = rules.parse_move(&state, "b7b8n").unwrap();
    assert_eq!(rules.public_move_text(&state, &mv), "b7b8");
    // Italian letters and no letter (a queen) are read.
    assert_eq!(rules.parse_move(&state, "b7b8c").unwrap(), mv, "c for cavallo");
    let queen = rules.parse_move(&state, "b7-b8").unwrap();
    assert_eq!(
        queen,
        MMove::Try(Try {
            from: sq("b7"),
            to: sq("b8"),
            promo: Some(Kind::Queen)
        })
    );
    rules.apply(&mut state, &mv);
    assert_eq!(state.kind_at(sq("b8")).map(|(_, k)| k), Some(Kind::Knight));
    assert_eq!(style_at(&rules.view(&state, None), "b8"), view::BLANK);
    assert_eq!(style_at(&rules.view(&state, Some(Seat(1))), "b8"), view::BLANK);
    assert_eq!(
        style_at(&rules.view(&state, Some(Seat(0))), "b8"),
        "sprite:chess-knight"
    );
    assert!(!rules.observation(&state, Some(Seat(1))).contains('N'));
    // The knight moves as a knight now.
    play(&rules, &mut state, "h3g2");
    assert!(legal_texts(&rules, &state).contains(&"b8c6".to_string()));
}

#[test]
fn gap_4_a_try_into_check_is_refused_and_the_seat_tries_again() {
    let rules = decoy();
    // White's e2 is a knight, Black's e7 a rook, e3 to e6 empty: the
    // knight is pinned, which White cannot see.
    let mut state = at(&rules, "PPPPNPPP/PPPPRPPP");
    let mv = rules.parse_move(&state, "e2c3").unwrap();
    assert_eq!(rules.public_move_text(&state, &mv), "e2c3?");
    rules.apply(&mut state, &mv);
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)), "White tries again");
    assert_eq!(
        state.kind_at(sq("e2")).map(|(_, k)| k),
        Some(Kind::Knight),
        "nothing moved"
    );
    assert!(
        !legal_texts(&rules, &state).contains(&"e2c3".to_string()),
        "not offered again"
    );
    let err = rules.clone().play(&mut state.clone(), "e2c3").unwrap_err();
    assert_eq!(err.message().walk()[1].id(), "mimikri-tried");
    let caption = rules.view(&state, None).caption.unwrap();
    assert_eq!(caption.id(), "mimikri-refused");
    assert!(rules.observation(&state, None).contains("e2c3?"));
    play(&rules, &mut state, "d2d3");
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
}

/// Black's d7 knight goes c5 then d3: check to White's King.
const CHECKING: [&str; 4] = ["a2a3", "d7c5", "a3a4", "c5d3"];

#[test]
fn rule_check_is_announced() {
    let rules = decoy();
    let mut state = at(&rules, "PPPPPPPP/PPPNPPPP");
    for m in &CHECKING[..3] {
        play(&rules, &mut state, m);
    }
    let mv = rules.parse_move(&state, "c5d3").unwrap();
    assert_eq!(rules.public_move_text(&state, &mv), "c5d3+");
    rules.apply(&mut state, &mv);
    assert!(state.check);
    assert_eq!(
        style_at(&rules.view(&state, None), "e1"),
        "sprite:chess-king~alert"
    );
    assert_eq!(
        rules.view(&state, None).caption.unwrap().id(),
        "mimikri-caption-check"
    );
    // White must answer it: a pawn move that leaves the knight is refused.
    play(&rules, &mut state, "h2h3");
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    play(&rules, &mut state, "c2d3");
    assert!(!state.check);
}

/// Black's a7 queen reaches a1 on an open file: White is mated (Decoy).
const MATING: [&str; 4] = ["a2a4", "b7b5", "a4b5", "a7a1"];

#[test]
fn rule_checkmate_wins_decoy() {
    let rules = decoy();
    let mut state = at(&rules, "PPPPPPPP/QPPPPPPP");
    for m in MATING {
        play(&rules, &mut state, m);
    }
    assert_eq!(state.end, Some(End::Mate));
    match rules.status(&state) {
        Status::Over(o) => assert_eq!(o.winners(2), vec![Seat(1)]),
        other => panic!("{other:?}"),
    }
    // Over: everything is shown.
    assert_eq!(style_at(&rules.view(&state, None), "a1"), "sprite:chess-queen");
}

#[test]
fn gap_5_no_game_moves_are_pseudo_legal_and_a_king_capture_ends() {
    let rules = no();
    let mut state = at(&rules, "PPPPPPPP/QPPPPPPP");
    let legal = legal_texts(&rules, &state);
    // Whatever the cube on a2 is, these are offered: a pawn's, a queen's,
    // a knight's moves.
    for m in ["a2a3", "a2a4", "a2b3", "a2b4", "a2c3", "a2a6"] {
        assert!(legal.contains(&m.to_string()), "{m}: {legal:?}");
    }
    assert!(!legal.contains(&"a2b2".to_string()), "own cube");
    for m in MATING {
        play(&rules, &mut state, m);
    }
    // No check is said, and the King may stay in it.
    assert!(!state.check);
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    play(&rules, &mut state, "h2h3");
    play(&rules, &mut state, "a1e1");
    assert_eq!(state.end, Some(End::KingTaken(1)));
    match rules.status(&state) {
        Status::Over(o) => assert_eq!(o.winners(2), vec![Seat(1)]),
        other => panic!("{other:?}"),
    }
    // Moving into check is allowed: the King walks next to a queen.
    let rules = no();
    let mut state = custom(
        &[
            ("e1", 0, 0, Kind::King),
            ("e8", 1, 0, Kind::King),
            ("d3", 1, 1, Kind::Queen),
        ],
        0,
    );
    play(&rules, &mut state, "e1e2");
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
}

#[test]
fn gap_6_a_failed_try_is_public() {
    let rules = no();
    let mut state = at(&rules, "PPPPPPPP/PPPPPPPP");
    let mv = rules.parse_move(&state, "a2b3").unwrap();
    assert_eq!(rules.public_move_text(&state, &mv), "a2b3?");
    rules.apply(&mut state, &mv);
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    for viewer in [None, Some(Seat(0)), Some(Seat(1))] {
        assert!(rules.observation(&state, viewer).contains("a2b3?"), "{viewer:?}");
        assert_eq!(rules.view(&state, viewer).caption.unwrap().id(), "mimikri-failed");
    }
    // After TRY_CAP failures the turn passes.
    for m in ["a2c3", "b2d3", "c2a3", "d2f3", "g2h4"] {
        play(&rules, &mut state, m);
    }
    assert_eq!(state.tries.len(), 0);
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
    assert_eq!(usize::from(TRY_CAP), 6);
    assert_eq!(
        rules.view(&state, None).caption.unwrap().id(),
        "mimikri-failed-turn-passes"
    );
}

#[test]
fn gap_7_draws() {
    // Decoy: the third repetition.
    let rules = decoy();
    let mut state = at(&rules, "PPPPPPPP/PPPPPPPP");
    for m in ["e1f1", "e8f8", "f1e1", "f8e8", "e1f1", "e8f8", "f1e1"] {
        play(&rules, &mut state, m);
        assert_eq!(state.end, None);
    }
    play(&rules, &mut state, "f8e8");
    assert_eq!(state.end, Some(End::Repetition));
    // Decoy: fifty moves.
    let mut state = at(&rules, "PPPPPPPP/PPPPPPPP");
    state.clock = 99;
    play(&rules, &mut state, "e1f1");
    assert_eq!(state.end, Some(End::Fifty));
    // A pawn move resets the count.
    let mut state = at(&rules, "PPPPPPPP/PPPPPPPP");
    state.clock = 99;
    play(&rules, &mut state, "e2e3");
    assert_eq!((state.end, state.clock), (None, 0));
    // Decoy: stalemate (Black: King h8; White: Queen to g6, King f7).
    let mut state = custom(
        &[
            ("f7", 0, 0, Kind::King),
            ("g5", 0, 1, Kind::Queen),
            ("h8", 1, 0, Kind::King),
        ],
        0,
    );
    play(&rules, &mut state, "g5g6");
    assert_eq!(state.end, Some(End::Stalemate));
    assert!(matches!(rules.status(&state), Status::Over(o) if o.winners(2).is_empty()));
    // No game: no repetition, no stalemate; fifty moves draw.
    let rules = no();
    let mut state = at(&rules, "PPPPPPPP/PPPPPPPP");
    for m in ["e1f1", "e8f8", "f1e1", "f8e8", "e1f1", "e8f8", "f1e1", "f8e8"] {
        play(&rules, &mut state, m);
    }
    assert_eq!(state.end, None);
    state.clock = 99;
    play(&rules, &mut state, "e1f1");
    assert_eq!(state.end, Some(End::Fifty));
    let mut state = custom(
        &[
            ("f7", 0, 0, Kind::King),
            ("g5", 0, 1, Kind::Queen),
            ("h8", 1, 0, Kind::King),
        ],
        0,
    );
    play(&no(), &mut state, "g5g6");
    assert_eq!(state.end, None, "the No game has no stalemate");
}

#[test]
fn gap_8_captures_reveal_nothing() {
    let rules = decoy();
    let mut state = at(&rules, "PPPPPPPP/QPPPPPPP");
    for m in &MATING[..3] {
        play(&rules, &mut state, m);
    }
    assert_eq!(state.lost(1), vec![2]);
    let table = rules.view(&state, None);
    assert_eq!(style_at(&table, "b5"), view::BLANK);
    assert_eq!(table.seats[1].held, vec![crate::view::Held::new(view::BLANK, 1)]);
    let white = rules.view(&state, Some(Seat(0)));
    assert_eq!(style_at(&white, "b5"), "sprite:chess-pawn");
    assert_eq!(white.seats[1].held, vec![crate::view::Held::new(view::BLANK, 1)]);
    let black = rules.view(&state, Some(Seat(1)));
    assert_eq!(style_at(&black, "b5"), view::BLANK);
    assert_eq!(
        black.seats[1].held,
        vec![crate::view::Held::new("sprite:chess-pawn", 1)]
    );
}

#[test]
fn rule_each_seat_sees_what_its_game_lets_it() {
    let state = at(&decoy(), "QRRBBNNP/PPPPPPPN");
    let d = decoy();
    assert_eq!(
        style_at(&d.view(&state, Some(Seat(0))), "a2"),
        "sprite:chess-queen"
    );
    assert_eq!(style_at(&d.view(&state, Some(Seat(0))), "h7"), view::BLANK);
    assert_eq!(
        style_at(&d.view(&state, Some(Seat(1))), "h7"),
        "sprite:chess-knight"
    );
    let n = no();
    let state = at(&n, "QRRBBNNP/PPPPPPPN");
    assert_eq!(style_at(&n.view(&state, Some(Seat(0))), "a2"), view::BLANK);
    assert_eq!(
        style_at(&n.view(&state, Some(Seat(0))), "h7"),
        "sprite:chess-knight"
    );
    assert_eq!(
        style_at(&n.view(&state, Some(Seat(1))), "a2"),
        "sprite:chess-queen"
    );
    assert_eq!(
        n.observation(&state, None),
        "4k3/xxxxxxxx/8/8/8/8/XXXXXXXX/4K3 w - - - 0"
    );
    assert_eq!(
        n.observation(&state, Some(Seat(0))),
        "4k3/pppppppn/8/8/8/8/XXXXXXXX/4K3 w - - - 0"
    );
}

#[test]
fn refusals_name_no_identity() {
    let rules = decoy();
    let state = at(&rules, "PPPPPPPP/PPPPPPPP");
    let words = |s: &MState, t: &str| rules.parse_move(s, t).unwrap_err().message();
    let a = words(&state, "a2a5");
    let other = at(&rules, "QPPPPPPP/PPPPPPPP");
    assert_eq!(
        format!("{a:?}"),
        format!("{:?}", words(&other, "a2b8")).replace("b8", "a5")
    );
    assert_eq!(words(&state, "a7a6").walk()[1].id(), "mimikri-not-yours");
    assert_eq!(words(&state, "e1d2").walk()[1].id(), "mimikri-own-cube");
    assert!(matches!(
        rules.parse_move(&state, "zz"),
        Err(MoveError::NotAMove { .. })
    ));
}

/// The resample keeps what the viewer knows and every public answer, and
/// deals the rest anew: over random games of both rule sets.
#[test]
fn the_resample_keeps_the_known_and_deals_the_unknown() {
    fn run<S: RuleSet>(rules: &MimikriRules<S>, seed: u64) -> usize {
        let mut rng = SplitMix64(seed);
        let mut state = rules.initial();
        let mut changed = 0;
        for ply in 0..160 {
            match rules.status(&state) {
                Status::Over(_) => break,
                Status::Chance => {
                    let mut out = Vec::new();
                    rules.chance_outcomes(&state, &mut out);
                    let sum: u32 = out.iter().map(|(_, w)| w).sum();
                    let mut pick = rng.below(sum as usize) as u32;
                    let mv = out
                        .iter()
                        .find(|(_, w)| {
                            if pick < *w {
                                true
                            } else {
                                pick -= w;
                                false
                            }
                        })
                        .unwrap()
                        .0;
                    rules.apply(&mut state, &mv);
                }
                Status::ToMove(_) => {
                    let legal = rules.legal_vec(&state);
                    let mv = legal[rng.below(legal.len())];
                    rules.apply(&mut state, &mv);
                }
            }
            if ply % 7 != 0 {
                continue;
            }
            for viewer in [None, Some(Seat(0)), Some(Seat(1))] {
                let other = rules.resample(&state, viewer, &mut rng).unwrap();
                assert_eq!(
                    rules.observation(&other, viewer),
                    rules.observation(&state, viewer)
                );
                assert_eq!(rules.view(&other, viewer), rules.view(&state, viewer));
                assert_eq!(other.board, state.board);
                for side in 0..2u8 {
                    let known = viewer.is_some_and(|v| (v.0 == side) != rules.is_no());
                    if known {
                        assert_eq!(other.kinds[usize::from(side)], state.kinds[usize::from(side)]);
                    }
                }
                if other.kinds != state.kinds {
                    changed += 1;
                }
            }
        }
        changed
    }
    let before = FALLBACKS.load(std::sync::atomic::Ordering::Relaxed);
    assert!(run(&decoy(), 3) > 0);
    assert!(run(&no(), 4) > 0);
    assert_eq!(FALLBACKS.load(std::sync::atomic::Ordering::Relaxed), before);
}

#[test]
fn position_text_reads_back() {
    let rules = decoy();
    let mut state = at(&rules, "PPPPPPPP/PPPPRPPP");
    play(&rules, &mut state, "e2e4");
    let text = rules.position_text(&state);
    assert_eq!(text, "PPPPPPPP/PPPPRPPP e2e4");
    assert_eq!(rules.from_position(&text).unwrap(), state);
    assert!(rules.from_position("PPPPPPPP/PPPPRPPP e2e5").is_err());
    assert!(rules.from_position("-/PPPPPPPP").is_err());
    assert_eq!(rules.position_text(&rules.initial()), "-/-");
    for text in ["PPPPPPPP/PPPPRPPP arranging:w", "PPPPPPPP/PPPPRPPP arranging:b"] {
        let state = at(&rules, text);
        assert_eq!(rules.position_text(&state), text);
        assert_eq!(rules.from_position(text).unwrap(), state);
    }
    assert!(rules.from_position("PPPPPPPP/PPPPRPPP arranging:w e2e4").is_err());
    assert!(rules.from_position("PPPPPPPP/PPPPRPPP e2e4 arranging:b").is_err());
    assert!(rules.from_position("PPPPPPPP/PPP arranging:w").is_err());
}

/// The true board as FEN (no castling, no en passant), for shakmaty.
fn fen(state: &MState) -> String {
    let mut out = String::new();
    for r in (0..8u8).rev() {
        let mut empty = 0;
        for f in 0..8u8 {
            match state.kind_at(r * 8 + f) {
                None => empty += 1,
                Some((cube, kind)) => {
                    if empty > 0 {
                        out.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    let c = kind.letter();
                    out.push(if cube.side == 0 { c } else { c.to_ascii_lowercase() });
                }
            }
        }
        if empty > 0 {
            out.push(char::from(b'0' + empty));
        }
        if r > 0 {
            out.push('/');
        }
    }
    format!("{out} {} - - 0 1", if state.to_move == 0 { 'w' } else { 'b' })
}

/// A second model: shakmaty, knowing the true identities, agrees at every
/// turn of random Decoy games on which tries the referee lets through
/// (the offered tries that are not refused), on check, and on mate and
/// stalemate.
#[test]
fn decoy_answers_match_shakmaty_on_the_true_position() {
    use shakmaty::fen::Fen;
    use shakmaty::uci::UciMove;
    use shakmaty::{CastlingMode, Chess, Position};
    let rules = decoy();
    let mut compared = 0;
    for seed in 0..6u64 {
        let mut rng = SplitMix64(seed);
        let mut state = rules.initial();
        for _ in 0..400 {
            match rules.status(&state) {
                Status::Chance => {
                    let mut out = Vec::new();
                    rules.chance_outcomes(&state, &mut out);
                    let pick = out[rng.below(out.len())].0;
                    rules.apply(&mut state, &pick);
                }
                Status::Over(_) => {
                    if matches!(state.end, Some(End::Mate | End::Stalemate)) {
                        let pos: Chess = Fen::from_ascii(fen(&state).as_bytes())
                            .unwrap()
                            .into_position(CastlingMode::Standard)
                            .unwrap();
                        assert_eq!(pos.is_checkmate(), state.end == Some(End::Mate));
                        assert_eq!(pos.is_stalemate(), state.end == Some(End::Stalemate));
                    }
                    break;
                }
                Status::ToMove(_) => {
                    let legal = rules.legal_vec(&state);
                    if state.tries.is_empty() && !state.ordering() {
                        let pos: Chess = Fen::from_ascii(fen(&state).as_bytes())
                            .unwrap()
                            .into_position(CastlingMode::Standard)
                            .unwrap_or_else(|e| panic!("{}: {e}", fen(&state)));
                        let mut theirs: Vec<String> = pos
                            .legal_moves()
                            .iter()
                            .map(|m| UciMove::from_standard(*m).to_string())
                            .collect();
                        let mut ours: Vec<String> = legal
                            .iter()
                            .filter(|m| match m {
                                MMove::Try(t) => rules.e.judge(&state, *t).0,
                                _ => false,
                            })
                            .map(|m| rules.format_move(&state, m))
                            .collect();
                        theirs.sort();
                        ours.sort();
                        assert_eq!(ours, theirs, "{}", fen(&state));
                        assert_eq!(pos.is_check(), state.check, "{}", fen(&state));
                        compared += 1;
                    }
                    let mv = legal[rng.below(legal.len())];
                    rules.apply(&mut state, &mv);
                }
            }
        }
    }
    assert!(compared > 300, "{compared}");
}
