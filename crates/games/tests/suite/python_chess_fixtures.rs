//! The chess family against python-chess, an independent implementation.
//!
//! `tests/fixtures/python-chess/*.json` hold random games recorded by
//! `tests/fixtures/python-chess/generate.py` (run by hand, not by CI; its
//! docstring says what python-chess plays itself — Vinciperdi is its
//! `AntichessBoard` — and what the script adds for the progressive series).
//! Each game is replayed here through [`games::registry::start`]: at every
//! recorded ply our sorted legal moves (SAN) must equal python-chess's, the
//! recorded move must play and be canonical, and at the end the status must
//! match the recorded result (`*`: still going at the recording's cap).
//!
//! The longer recordings (300 Vinciperdi games, 40 of each progressive rule
//! set, 80 of progressive Vinciperdi; 7 MB, not committed) are made by
//! `generate.py --big` in that folder and compared by the ignored test:
//! `cargo test -p tavolo-games --release --test suite python_chess_fixtures -- --ignored`.

use std::collections::BTreeMap;
use std::path::Path;

use games::{Seat, Status, registry};
use serde_json::Value;

const RULE_SETS: [&str; 4] = [
    "vinciperdi",
    "progressive-chess",
    "italian-progressive-chess",
    "progressive-vinciperdi",
];

fn replay(slug: &str, file: &str) -> usize {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/python-chess")
        .join(file);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let fixture: Value = serde_json::from_str(&text).expect("fixture JSON");
    let games = fixture["games"].as_array().expect("games");
    let mut plies = 0;
    for (g, game) in games.iter().enumerate() {
        let mut ours = registry::start(slug, &BTreeMap::new()).expect("starts");
        for (p, ply) in game["plies"].as_array().expect("plies").iter().enumerate() {
            let at = format!("{slug} game {g} ply {p} after {:?}", ours.history());
            // python-chess writes `#` after any move that ends a variant's
            // game; losing chess has no mate, and we write no sign.
            let losing = slug.contains("vinciperdi");
            fn sign_of(losing: bool, san: &str) -> &str {
                if losing { san.trim_end_matches('#') } else { san }
            }
            let sign = |san| sign_of(losing, san);
            let mut theirs: Vec<&str> = ply["legal"]
                .as_str()
                .expect("legal")
                .split(' ')
                .map(sign)
                .collect();
            theirs.sort_unstable();
            let mut mine = ours.legal();
            mine.sort();
            assert_eq!(mine, theirs, "{at}: legal moves differ");
            let played = sign(ply["played"].as_str().expect("played"));
            let canonical = ours
                .play(played)
                .unwrap_or_else(|e| panic!("{at}: '{played}' refused: {e}"));
            assert_eq!(canonical, played, "{at}");
            plies += 1;
        }
        let at = format!("{slug} game {g} at its end after {:?}", ours.history());
        let result = game["result"].as_str().expect("result");
        match (result, ours.status()) {
            ("*", Status::ToMove(_)) => {}
            ("1-0", Status::Over(o)) => assert_eq!(o.winner, Some(Seat(0)), "{at}"),
            ("0-1", Status::Over(o)) => assert_eq!(o.winner, Some(Seat(1)), "{at}"),
            ("1/2-1/2", Status::Over(o)) => assert_eq!(o.winner, None, "{at}: {}", o.reason),
            (result, status) => panic!("{at}: python-chess says {result}, we say {status:?}"),
        }
    }
    plies
}

#[test]
fn the_chess_family_agrees_with_python_chess_along_random_games() {
    for slug in RULE_SETS {
        let plies = replay(slug, &format!("{slug}.json"));
        assert!(plies > 300, "{slug}: only {plies} plies compared");
    }
}

/// Neo Chess against python-chess's Crazyhouse with the catalog's three
/// differences applied (`generate_neo.py`, whose docstring lists them):
/// the recordings hold exchanges, inactive pawns and pawn drops on the
/// 1st rank, and games ending in mate.
#[test]
fn neo_chess_agrees_with_python_chess_crazyhouse_with_the_neo_differences() {
    let plies = replay("neo-chess", "neo-chess.json");
    assert!(plies > 1000, "only {plies} plies compared");
    let text = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/python-chess/neo-chess.json"),
    )
    .expect("fixture");
    let fixture: Value = serde_json::from_str(&text).expect("fixture JSON");
    let played: Vec<&str> = fixture["games"]
        .as_array()
        .expect("games")
        .iter()
        .flat_map(|g| g["plies"].as_array().expect("plies"))
        .map(|p| p["played"].as_str().expect("played"))
        .collect();
    assert!(played.iter().any(|p| p.contains('=')), "no exchange");
    assert!(
        played
            .iter()
            .any(|p| p.starts_with('@') && (p.contains("1") || p.contains("8"))),
        "no pawn drop on a back rank"
    );
    let inactive = |p: &&&str| {
        let t = p.trim_end_matches(['+', '#']);
        !t.contains('=')
            && !t.contains('@')
            && t.starts_with(|c: char| c.is_ascii_lowercase())
            && (t.ends_with('1') || t.ends_with('8'))
    };
    assert!(played.iter().any(|p| inactive(&p)), "no inactive pawn");
    assert!(played.iter().any(|p| p.ends_with('#')), "no mate");
}

#[test]
#[ignore = "slow: the long recordings, see the module's note"]
fn the_chess_family_agrees_with_python_chess_along_many_random_games() {
    for slug in RULE_SETS {
        replay(slug, &format!("{slug}-big.json"));
    }
}
