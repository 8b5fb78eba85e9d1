//! The chess family through local mode as a real process, beyond what
//! every game gets in `local_mode_every_game.rs`: a whole random game of
//! progressive Vinciperdi (a short decided one), played by scripts
//! restarted half-way, ending as the engine says; a Neo Chess drop and
//! exchange; and a scripted Italian progressive
//! game that shows the series counter, a refused early check and the PGN.

use crate::local_game;

use local_game::*;

fn whole_game(slug: &str, rng_seed: u64) {
    let (moves, winner) = engine_game(slug, rng_seed);
    let out = play_through_local_mode(slug, &typed_moves(slug, &moves));
    assert_result(slug, &out, winner);
}

/// A Neo Chess game in local mode: a drop, an exchange that takes the rook
/// from Black's reserve (told in words), and the PGN with its variant.
#[test]
fn neo_chess_drop_and_exchange_in_local_mode() {
    let session = Session::new();
    let out = session.run(
        "alice: /challenge bob neo-chess\n\
         bob: /accept\n\
         alice: /move a4\n\
         bob: /move b5\n\
         alice: /move axb5\n\
         bob: /move Bb7\n\
         alice: /move b6\n\
         bob: /move Bxg2\n\
         alice: /move bxa7\n\
         bob: /move Bxh1\n\
         alice: /move axb8=Q\n\
         alice: /move axb8=R\n\
         bob: /move @a3\n\
         alice: /pdn #1\n",
    );
    assert!(out.contains("which holds: R"), "{out}");
    assert!(out.contains("exchanged for a rook from Black"), "{out}");
    assert!(out.contains("played @a3"), "{out}");
    assert!(out.contains("[Variant \"Neo Chess\"]"), "{out}");
    assert!(out.contains("5. axb8=R @a3"), "{out}");
}

#[test]
fn progressive_vinciperdi_whole_game_with_a_restart() {
    whole_game("progressive-vinciperdi", 129);
}

/// Scholar's mate in Italian progressive chess: Black's series is told move
/// by move, a series of too many words is refused whole, a check before the
/// last move of White's series is refused with its reason, the rest of the
/// series comes in one command with the mate on its last move, and `/pgn`
/// gives the PGN with its series numbers.
#[test]
fn italian_progressive_series_in_local_mode() {
    let session = Session::new();
    let first = session.run(
        "alice: /challenge bob italian-progressive-chess\n\
         bob: /accept\n\
         alice: /move e4\n\
         bob: /move e5 Nc6 a6\n\
         bob: /move e5\n",
    );
    assert!(
        first.contains("Your turn ends before a6: nothing was played."),
        "{first}"
    );
    assert!(first.contains("move 1 of 2"), "{first}");
    let second = session.run(
        "bob: /move Nc6\n\
         alice: /move Qh5\n\
         alice: /move Qxf7\n\
         alice: /move Bc4 Qxf7#\n\
         alice: /pgn #1\n",
    );
    assert!(
        second.contains("check may be given only with the last move of a series; this is move 2 of 3"),
        "{second}"
    );
    assert!(second.contains("played Bc4 Qxf7#"), "{second}");
    assert!(second.contains("is over"), "{second}");
    assert!(second.contains("[Variant \"Italian progressive\"]"), "{second}");
    assert!(
        second.contains("1. e4 2. e5 Nc6 3. Qh5 Bc4 Qxf7# 1-0"),
        "{second}"
    );
}
