//! The modern family through local mode, beyond what every game gets in
//! `local_mode_every_game.rs`: a whole TwixT game played to its result by
//! two processes (restarted half-way). TwixT: a short scripted game (random TwixT
//! games run to hundreds of pegs): Red keeps its first peg after the pie
//! answer `keep`, lays a chain J1 K3 J5 … K23 M24 from row 1 to row 24
//! (one turn with `*` and a typed `+` link on the way) while Black plays
//! down column B, and wins.

use crate::local_game;

use local_game::{assert_result, play_through_local_mode, typed_moves};

#[test]
fn twixt_whole_game_with_a_restart() {
    let mut red: Vec<String> = (0..12)
        .map(|i| format!("{}{}", if i % 2 == 0 { 'J' } else { 'K' }, 1 + 2 * i))
        .collect();
    red.push("M24".into());
    // K11 goes in without links; the next Red turn links it by hand.
    red[5] = "K11*".into();
    red[6] = "J13 +J9K11".into();
    let mut moves = vec![red[0].clone(), "keep".to_string()];
    for (i, r) in red.iter().enumerate().skip(1) {
        moves.push(format!("B{}", 2 + i));
        moves.push(r.clone());
    }
    // The canonical texts, as the engine writes them.
    let mut game = games::registry::start("twixt", &Default::default()).unwrap();
    let canonical: Vec<String> = moves.iter().map(|m| game.play(m).unwrap()).collect();
    assert_eq!(
        game.status().outcome().and_then(|o| o.winner),
        Some(games::Seat(0)),
        "Red's chain wins"
    );
    let out = play_through_local_mode("twixt", &typed_moves("twixt", &canonical));
    assert_result("twixt", &out, Some(0));
}
