//! The bot on scripted positions of single games: requests it refuses,
//! options reaching the search, and wins in one that the smoke suite's
//! random scan cannot reach (games whose `Knobs` declare a slow scan, or
//! whose random games never offer a win beside other moves).

use std::collections::BTreeMap;

use ai::{BotError, Level, SearchError, best_move};
use games::playout::SplitMix64;
use games::{SeatResult, Status};

#[test]
fn no_move_is_asked_where_no_seat_moves() {
    let at_chance = best_move("ur-bell", &BTreeMap::new(), &[], Level::ONE.budget(), 0);
    assert_eq!(at_chance, Err(BotError::Search(SearchError::Chance)));
    let over: Vec<String> = ["1:1", "2:3", "3:5", "4:7"].map(String::from).to_vec();
    let at_end = best_move("nim", &BTreeMap::new(), &over, Level::ONE.budget(), 0);
    assert_eq!(at_end, Err(BotError::Search(SearchError::Over)));
}

#[test]
fn bad_requests_are_refused_with_the_reason() {
    let none = BTreeMap::new();
    let budget = Level::ONE.budget();
    assert!(matches!(
        best_move("chess960", &none, &[], budget, 0),
        Err(BotError::UnknownGame(_))
    ));
    let bad = [("rows".to_string(), games::OptionValue::Text("x".into()))].into();
    assert!(matches!(
        best_move("nim", &bad, &[], budget, 0),
        Err(BotError::Options(_))
    ));
    let moves = ["4:3".to_string(), "4:9".to_string()];
    assert!(matches!(
        best_move("nim", &none, &moves, budget, 0),
        Err(BotError::Move { index: 1, .. })
    ));
    // Names and aliases work like everywhere else.
    assert!(best_move("Oware", &none, &[], budget, 0).is_ok());
}

#[test]
fn options_reach_the_search() {
    // Nim with the single row 2 (misère): taking 1 leaves the last match to
    // the opponent, the only winning move.
    let options = [("rows".to_string(), games::OptionValue::Text("2".into()))].into();
    let thought = best_move("nim", &options, &[], Level::ONE.budget(), 0).unwrap();
    assert_eq!(thought.best, "1:1");
}

/// The scan above skips Duodecim Scripta: through the text interface every
/// candidate play is parsed against the whole list of turns, far too slow
/// unoptimised. Here the typed rules find bearing-off positions where some
/// plays win and others do not (a piece can take the dice along the track
/// instead of bearing off), and level 1 must take a winning one.
#[test]
fn level_1_takes_a_duodecim_scripta_win_in_one() {
    use ai::{Config, hooks_for, search};
    use games::Rules;
    use games::races::duodecim_scripta::DuodecimScripta;

    let rules = DuodecimScripta;
    let hooks = hooks_for::<DuodecimScripta>();
    let budget = Level::ONE.budget();
    let mut found = 0;
    for seed in 0..40u64 {
        let mut rng = SplitMix64(seed);
        let mut state = rules.initial();
        loop {
            let seat = match rules.status(&state) {
                Status::Over(_) => break,
                Status::Chance => {
                    let mut throws = Vec::new();
                    rules.chance_outcomes(&state, &mut throws);
                    let pick = rng.below(throws.len());
                    rules.apply(&mut state, &throws[pick].0);
                    continue;
                }
                Status::ToMove(seat) => seat,
            };
            let legal = rules.legal_vec(&state);
            let wins = |mv: &_| {
                let mut next = state.clone();
                rules.apply(&mut next, mv);
                rules
                    .status(&next)
                    .outcome()
                    .is_some_and(|o| o.result_for(seat) == SeatResult::Win)
            };
            let winning = legal.iter().filter(|m| wins(m)).count();
            if winning > 0 && winning < legal.len() {
                let config = Config::new(budget.iterations, seed);
                let thought = search(&rules, &state, hooks.as_ref(), &config).unwrap();
                assert!(
                    wins(&thought.best),
                    "seed {seed}: {} misses the win in one at {}",
                    rules.format_move(&state, &thought.best),
                    rules.position_text(&state)
                );
                assert_eq!(thought.proven, Some(SeatResult::Win));
                found += 1;
                break;
            }
            rules.apply(&mut state, &legal[rng.below(legal.len())]);
        }
    }
    // Forty seeded games give three such positions.
    assert!(found >= 3, "only {found} positions with a win among other plays");
}

/// TwixT's win in one, on its typed rules: Red's chain J1 K3 J5 … K23
/// reaches row 23, and a peg on I24 or M24 (a knight's move from K23)
/// joins row 24 at once; level 1 must find one among some 500 placements,
/// whichever seat the pie rule made Red.
#[test]
fn level_1_takes_a_twixt_win_in_one() {
    use ai::{Config, hooks_for, search};
    use games::Rules;
    use games::modern::twixt::Twixt;

    let rules = Twixt;
    let hooks = hooks_for::<Twixt>();
    for answer in ["keep", "swap"] {
        let red: Vec<String> = (0..12)
            .map(|i| format!("{}{}", if i % 2 == 0 { 'J' } else { 'K' }, 1 + 2 * i))
            .collect();
        let mut state = rules.initial();
        rules.play(&mut state, &red[0]).unwrap();
        rules.play(&mut state, answer).unwrap();
        for (i, r) in red.iter().enumerate().skip(1) {
            rules.play(&mut state, &format!("B{}", 2 + i)).unwrap();
            rules.play(&mut state, r).unwrap();
        }
        rules.play(&mut state, "B20").unwrap();
        let Status::ToMove(seat) = rules.status(&state) else {
            panic!("{answer}: the game goes on");
        };
        let legal = rules.legal_vec(&state);
        let wins = |mv: &_| {
            let mut next = state.clone();
            rules.apply(&mut next, mv);
            rules
                .status(&next)
                .outcome()
                .is_some_and(|o| o.result_for(seat) == SeatResult::Win)
        };
        let winning = legal.iter().filter(|m| wins(m)).count();
        assert!(
            winning > 0 && winning < legal.len(),
            "{answer}: {winning} winning moves"
        );
        let config = Config::new(Level::ONE.budget().iterations, 7);
        let thought = search(&rules, &state, hooks.as_ref(), &config).unwrap();
        assert!(
            wins(&thought.best),
            "{answer}: {} misses the win",
            rules.format_move(&state, &thought.best)
        );
        assert_eq!(thought.proven, Some(SeatResult::Win));
    }
}

/// Quoridor's win in one, set up by hand (random games almost never reach
/// one): White walks from e1 to e8 while Black shuffles along its row.
#[test]
fn level_1_takes_a_quoridor_win_in_one() {
    let white = ["e2", "e3", "e4", "e5", "e6", "e7", "e8"];
    let black = ["d9", "c9", "b9", "a9", "b9", "a9", "b9"];
    let history: Vec<String> = white
        .iter()
        .zip(black)
        .flat_map(|(w, b)| [w.to_string(), b.to_string()])
        .collect();
    let mut game = games::registry::start("quoridor", &BTreeMap::new()).unwrap();
    for m in &history {
        game.play(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    assert!(game.legal().len() > 1);
    let thought = best_move("quoridor", &BTreeMap::new(), &history, Level::ONE.budget(), 1).unwrap();
    assert_eq!(thought.best, "e9", "the pawn steps home");
    assert_eq!(thought.proven, Some(SeatResult::Win));
}

/// The Quoridor proposals' wins in one, set up by hand: each scripted game
/// (the ones local mode plays) up to its last, winning move, which uses or
/// follows the proposal's new move (a wall moved, a die turn ended, two
/// pawns meeting, a wall jump).
#[test]
fn level_1_takes_a_win_in_one_in_the_quoridor_proposals() {
    let games = [
        (
            "quoridor-movable-wall",
            "c3h f7v c3h-c5h f7v-a7h e2 d9 e3 c9 e4 d9 e5 c9 e6 d9 e7 c9 e8 d9",
        ),
        (
            "quoridor-coin",
            "c3h c3h-c5h e2 e7v e7v-b7v d9 e3 c9 e4 d9 e5 c9 e6 d9 e7 c9 e8 d9",
        ),
        (
            "quoridor-die",
            "c3h e7v a5h c3h-c4h e7v-e6v end d9 e2 c9 e3 d9 e4 c9 e5 d9 e6 c9 e7 d9 e8 c9",
        ),
        (
            "quoridor-moving-goal",
            "1:b1 d4v 1:c1 1:h1 1:d1 1:i1 1:e1 1:h1 1:e2 1:i1 1:e3 1:h1 1:e4 1:i1 1:e5 1:h1 2:h9 1:i1 2:g9 1:h1 2:f9 1:i1 2:e9 1:h1 2:e8 1:i1 2:e7 1:h1",
        ),
        (
            "quoridor-wall-jump",
            "a8h e1h e2^ d9 e3 c9 e4 d9 e5 c9 e6 d9 e7 c9 e8 d9",
        ),
    ];
    for (slug, moves) in games {
        let history: Vec<String> = moves.split(' ').map(String::from).collect();
        let mut game = games::registry::start(slug, &BTreeMap::new()).unwrap();
        for m in &history {
            game.play(m).unwrap_or_else(|e| panic!("{slug} {m}: {e}"));
        }
        let Status::ToMove(seat) = game.status() else {
            panic!("{slug}: over")
        };
        let wins: Vec<String> = game
            .legal()
            .into_iter()
            .filter(|m| {
                let mut next = game.clone_box();
                next.play(m).unwrap();
                next.status()
                    .outcome()
                    .is_some_and(|o| o.result_for(seat) == SeatResult::Win)
            })
            .collect();
        assert!(!wins.is_empty() && game.legal().len() > wins.len(), "{slug}");
        let thought = best_move(slug, &BTreeMap::new(), &history, Level::ONE.budget(), 1).unwrap();
        assert!(
            wins.contains(&thought.best),
            "{slug}: {} misses {wins:?}",
            thought.best
        );
        assert_eq!(thought.proven, Some(SeatResult::Win), "{slug}");
    }
}
