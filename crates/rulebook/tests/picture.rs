//! The set-up picture of a playable game.

use rulebook::{Lang, PictureError};

#[test]
fn a_playable_game_shows_its_start_position() {
    let png = rulebook::setup_png("mulino", Lang::It).expect("a picture");
    assert_eq!(&png[1..4], b"PNG");
}

#[test]
fn every_playable_game_has_a_picture() {
    for entry in rulebook::list(None, None) {
        if entry.game().is_some() {
            assert!(
                rulebook::entry_setup_png(entry, Lang::En).is_ok(),
                "{}",
                entry.slug()
            );
        }
    }
}

#[test]
fn unknown_games_have_no_picture() {
    assert!(matches!(
        rulebook::setup_png("chequers of mars", Lang::En),
        Err(PictureError::Game(_))
    ));
}
