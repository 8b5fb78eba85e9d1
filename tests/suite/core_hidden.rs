//! Games with secrets through the core (Domemo): the table sees only what
//! everyone may see, each seat its own view alone, and no public answer,
//! move list, notice or position line ever names a tile dealt face down;
//! once the game is over the record and `/verify` tell everything.

use std::collections::BTreeMap;

use crate::core_world::*;
use games::playout::SplitMix64;
use games::{DynGame, Seat, Status};
use tavolo::app::{App, Command, Reply};

const PLAYERS: [&str; 3] = ["alice", "bob", "carol"];

/// The players of game 1 challenge each other to Domemo for `seats`
/// and accept; the table's first board.
async fn domemo(app: &App, seats: usize) -> Reply {
    let options = vec![("seats".to_string(), seats.to_string())];
    let challenge = Command::Challenge {
        opponents: PLAYERS[1..seats].iter().map(|n| user(n)).collect(),
        game: "domemo".into(),
        options,
    };
    let made = say_en(app, "alice", challenge).await;
    assert!(!made.private, "{}", made.text);
    assert!(
        made.text.contains("seed that deals this game's secrets"),
        "{}",
        made.text
    );
    let mut last = made;
    for name in &PLAYERS[1..seats] {
        last = say_en(app, name, Command::Accept(None)).await;
    }
    assert!(last.text.contains("draws were made in secret"), "{}", last.text);
    last
}

/// Game 1 (Domemo for `seats`) as stored, replayed.
async fn live(app: &App, seats: usize) -> Box<dyn DynGame> {
    let given = BTreeMap::from([("seats".to_string(), games::OptionValue::Int(seats as i64))]);
    let mut game = games::registry::start("domemo", &given).unwrap();
    for m in app.store().moves(1).await.unwrap() {
        game.play(&m.text).unwrap();
    }
    game
}

/// The canonical texts of the tiles dealt face down: what must never be
/// read in public while the game is played.
fn secrets(game: &dyn DynGame) -> Vec<String> {
    game.history()
        .iter()
        .zip(game.public_history())
        .filter(|(truth, shown)| truth != shown)
        .map(|(truth, _)| truth.clone())
        .collect()
}

fn never_told(what: &str, text: &str, secrets: &[String]) {
    for secret in secrets {
        assert!(
            !text.contains(secret.as_str()),
            "{what} names the secret {secret}: {text}"
        );
    }
}

#[tokio::test]
async fn the_table_sees_backs_and_each_seat_its_own_view_alone() {
    let w = World::new();
    let app = w.app().await;
    let table = domemo(&app, 2).await;
    // The table's board: a button to each player's own view, and the
    // guesses, which tell nothing (any number may be guessed, whatever
    // the racks hold).
    let labels: Vec<&str> = table.choices.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(
        labels,
        ["My view", "1", "2", "3", "4", "5", "6", "7"],
        "{}",
        table.text
    );
    let game = live(&app, 2).await;
    let hidden = secrets(game.as_ref());
    assert_eq!(hidden.len(), 21, "two racks and the reserve dealt face down");
    never_told("the start", &table.text, &hidden);

    // Alice, to move, sees bob's rack and her moves, alone.
    let mine = say_en(&app, "alice", Command::BoardFlip(None)).await;
    assert!(mine.private && mine.secret, "{}", mine.text);
    assert_eq!(mine.board.and_then(|b| b.facing), Some(0));
    let guesses: Vec<&str> = mine.choices.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(guesses, ["1", "2", "3", "4", "5", "6", "7"]);
    // Bob's view (by its own name) has no moves: it is not his turn.
    let his = say_en(&app, "bob", Command::BoardFlip(None)).await;
    assert!(his.secret && his.choices.is_empty(), "{:?}", his.choices);
    assert!(mine.image.is_some() && his.image.is_some() && table.image.is_some());
    assert_ne!(
        mine.image, table.image,
        "alice sees bob's tiles, the table does not"
    );
    assert_ne!(mine.image, his.image);

    // The record and its seed wait for the end.
    let record = say_en(&app, "alice", Command::Record(None)).await;
    assert!(
        record.text.contains("keeps secrets until it ends"),
        "{}",
        record.text
    );
    assert!(record.file.is_none());
    let shown = say_en(&app, "carol", Command::ShowGame(Some(1))).await;
    assert!(
        shown.text.contains("?:1") && shown.text.contains("?:r"),
        "{}",
        shown.text
    );
    never_told("/game", &shown.text, &hidden);
}

#[tokio::test]
async fn no_public_answer_ever_names_a_secret_and_the_end_reveals_all() {
    for (seats, seed) in [(2, 3u8), (3, 9)] {
        let w = World::new();
        let app = w.app_seeded([seed; 32]).await;
        let mut said = vec![domemo(&app, seats).await.text];
        let mut rng = SplitMix64(u64::from(seed));
        loop {
            let game = live(&app, seats).await;
            let Status::ToMove(Seat(s)) = game.status() else {
                break;
            };
            let legal = game.legal();
            let pick = legal[rng.below(legal.len())].clone();
            let answer = say_en(&app, PLAYERS[s as usize], mv(&pick)).await;
            assert!(!answer.private, "{pick}: {}", answer.text);
            said.push(answer.text);
            said.extend(due_notices(&app).await.into_iter().map(|n| n.notice.text));
            let shown = say_en(&app, "carol", Command::ShowGame(Some(1))).await;
            said.push(shown.text);
            let game = live(&app, seats).await;
            if matches!(game.status(), Status::Over(_)) {
                break;
            }
            let hidden = secrets(game.as_ref());
            for text in &said {
                never_told("a public answer", text, &hidden);
            }
        }
        // Over: the record and the seed tell every tile, checked.
        let record = say_en(&app, "alice", Command::Record(None)).await;
        assert!(record.file.is_some(), "{}", record.text);
        let verified = say_en(&app, "alice", Command::Verify(None)).await;
        assert!(
            verified.text.contains("draws match the revealed seed"),
            "{}",
            verified.text
        );
    }
}

/// Touch Domino's moves depend on the hand: the table's board offers only
/// the way to each player's own view, never the tiles that would fit.
#[tokio::test]
async fn moves_that_tell_a_hand_stay_on_the_players_own_view() {
    let w = World::new();
    let app = w.app().await;
    let table = started_en(&app, "fingertip-touch").await;
    let labels: Vec<&str> = table.choices.iter().map(|c| c.label.as_str()).collect();
    assert_eq!(labels, ["My view"], "{}", table.text);
}
