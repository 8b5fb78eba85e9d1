//! Gyges against AbstractPlay's gameslib (`src/games/gyges.ts`, version
//! 20250217, commit b8c3115), an independent implementation of the
//! published rules in TypeScript.
//!
//! `tests/fixtures/gameslib/gyges/games.txt` holds ten seeded random games
//! played by gameslib and recorded by `generate.ts` beside it (run by hand
//! with Node, never by CI; its header says how and gives the format). At
//! every ply it has gameslib's legal set: the set-ups, or the chains of
//! stops ending on an empty square or a goal, the chains ending on a ring
//! (each a replacement), the squares a displaced ring may go to, and the
//! moves that would recreate the board before the opponent's last move.
//! The test translates gameslib's notation (its board is 6×8: rank r is
//! our r-1, `d8` and `c1` are the goals, `(x)` a replacement) and plays
//! our default rules (the published bounce: the moving ring goes on, the
//! landed-on ring stays), which are gameslib's.
//!
//! Where the two differ, and how the comparison allows for it:
//! - Passing twice (catalog gap 3): gameslib forbids only reusing an edge
//!   between two squares in the whole move (and a square twice within one
//!   bounce's steps); we forbid passing any square twice in the whole
//!   move, the start included (gap 4). The generator marks `~` each chain
//!   whose every route in gameslib's move graph passes a square twice
//!   (e.g. a chain that bounces twice off the same ring, or comes back to
//!   its start): those are not ours, every other chain must be.
//! - A replacement onto the chain's start square: gameslib allows it (the
//!   moving ring has left it); we put the displaced ring on a square that
//!   was empty before the move, so not there.
//! - The repetition ban (gap 5): gameslib has none; the moves it lists
//!   that recreate the board before the opponent's last move are not ours.
//! - The border row: gameslib's is the nearest row holding a ring that can
//!   move, and it never passes; ours is the nearest row holding a ring,
//!   and a player whose rings there cannot move passes. The same row
//!   bounds where a displaced ring may go. No fixture ply reaches a row of
//!   blocked rings (the sets would differ there: the test would say).
//! - gameslib has no ply cap; we draw at 200 plies. No fixture game comes
//!   near it.
//! - Set-up: both let South place its two rings of each value on its home
//!   row in any order, then North (gap 6); gameslib writes the six
//!   placements, we the values from file a to f.
//!
//! So, at every ply: our set-ups equal gameslib's; our moves are exactly
//! gameslib's minus those three kinds (chains marked `~`, replacements on
//! the start, repetitions), so ours are a subset of theirs and every move
//! of theirs that no rule difference removes is ours. The move played
//! (drawn among the moves both allow) must parse to itself in our notation
//! and give gameslib's board; the winner must match.
//!
//! A deliberate rule change fails this test; each of these was tried and
//! failed it: the starting square not counted as passed (gap 4 undone),
//! the text's bounce as the default (the board after a move differs), and
//! a displaced ring allowed behind the opponent's border row.

use std::collections::{BTreeMap, BTreeSet};

use games::modern::gyges::{GMove, GOAL, Gyges, GygesState};
use games::{Options, Rules, Seat, Status};

const FIXTURE: &str = include_str!("../fixtures/gameslib/gyges/games.txt");

/// A gameslib square as ours: ranks 2–7 are our 1–6 (`rank * 6 + file`),
/// `d8` and `c1` (the goals beyond them) our [`GOAL`].
fn square(s: &str) -> u8 {
    match s.as_bytes() {
        b"d8" | b"c1" => GOAL,
        &[f @ b'a'..=b'f', r @ b'2'..=b'7'] => (r - b'2') * 6 + (f - b'a'),
        _ => panic!("square {s}"),
    }
}

/// A gameslib chain of stops (`a2-b3-d8`) as our stops.
fn chain(s: &str) -> Vec<u8> {
    s.split('-').map(square).collect()
}

/// Our name of a square (`a1`), `G` for the goal.
fn name(sq: u8) -> String {
    if sq == GOAL {
        "G".to_string()
    } else {
        format!("{}{}", char::from(b'a' + sq % 6), sq / 6 + 1)
    }
}

/// Squares named and joined by `sep`, for messages and our notation.
fn names<'a>(squares: impl IntoIterator<Item = &'a u8>, sep: &str) -> String {
    squares
        .into_iter()
        .map(|&sq| name(sq))
        .collect::<Vec<_>>()
        .join(sep)
}

/// A gameslib move (a chain with an optional `(x)`) in our notation.
fn full(s: &str) -> String {
    match s.split_once('(') {
        Some((c, d)) => format!(
            "{}={}",
            names(&chain(c), "-"),
            name(square(d.trim_end_matches(')')))
        ),
        None => names(&chain(s), "-"),
    }
}

/// One field of a ply's line, `E …`: its words.
fn field<'a>(part: &'a str, tag: &str) -> Vec<&'a str> {
    let rest = part
        .trim()
        .strip_prefix(tag)
        .unwrap_or_else(|| panic!("'{part}': {tag} expected"));
    rest.split_whitespace().collect()
}

/// Counts of gameslib's moves each difference removed, to show that each
/// is met in the fixtures.
#[derive(Default, Debug)]
struct Seen {
    plies: usize,
    bounces: usize,
    replacements: usize,
    goals: usize,
    revisits: usize,
    onto_start: usize,
    repetitions: usize,
}

/// A gameslib move as our stops and replacement square.
fn parts(s: &str) -> (Vec<u8>, Option<u8>) {
    match s.split_once('(') {
        Some((c, d)) => (chain(c), Some(square(d.trim_end_matches(')')))),
        None => (chain(s), None),
    }
}

/// A chain word of a fixture line, and whether it is marked `~` (its
/// every route in gameslib passes a square twice).
fn marked(word: &str) -> (Vec<u8>, bool) {
    match word.strip_suffix('~') {
        Some(c) => (chain(c), true),
        None => (chain(word), false),
    }
}

/// Compares one ply of moves (not set-ups): panics with `at` on a
/// difference.
fn compare_moves(rules: &Gyges, state: &GygesState, sets: &str, at: &str, seen: &mut Seen) {
    let fields: Vec<&str> = sets.split(" | ").collect();
    let [e, l, d, r] = fields[..] else {
        panic!("{at}: four fields expected");
    };
    let reps: BTreeSet<(Vec<u8>, Option<u8>)> = field(r, "R").into_iter().map(parts).collect();
    let disps: BTreeSet<u8> = field(d, "D").into_iter().map(square).collect();
    // gameslib's moves, and what is left of them once the differences are
    // taken out: the plain moves, and each landing chain's replacement
    // squares.
    let mut their_ends = BTreeSet::new();
    let mut expected_ends = BTreeSet::new();
    for word in field(e, "E") {
        let (c, revisits) = marked(word);
        their_ends.insert(c.clone());
        if revisits {
            seen.revisits += 1;
        } else if reps.contains(&(c.clone(), None)) {
            seen.repetitions += 1;
        } else {
            expected_ends.insert(c);
        }
    }
    let mut their_lands: BTreeMap<Vec<u8>, BTreeSet<u8>> = BTreeMap::new();
    let mut expected_lands: BTreeMap<Vec<u8>, BTreeSet<u8>> = BTreeMap::new();
    for word in field(l, "L") {
        let (c, revisits) = marked(word);
        let mut to = disps.clone();
        to.insert(c[0]);
        their_lands.insert(c.clone(), to.clone());
        if revisits {
            seen.revisits += to.len();
            continue;
        }
        seen.onto_start += usize::from(to.remove(&c[0]));
        let before = to.len();
        to.retain(|&x| !reps.contains(&(c.clone(), Some(x))));
        seen.repetitions += before - to.len();
        if !to.is_empty() {
            expected_lands.insert(c, to);
        }
    }
    let mut our_ends = BTreeSet::new();
    let mut our_lands: BTreeMap<Vec<u8>, BTreeSet<u8>> = BTreeMap::new();
    for m in rules.legal_vec(state) {
        let GMove::Move(c) = m else {
            panic!("{at}: we have {m:?}, gameslib never passes");
        };
        match c.replace() {
            Some(x) => {
                our_lands.entry(c.stops().to_vec()).or_default().insert(x);
                seen.replacements += 1;
            }
            None => {
                seen.goals += usize::from(c.wins());
                our_ends.insert(c.stops().to_vec());
            }
        }
        seen.bounces += usize::from(c.stops().len() > 2);
    }
    // Ours within theirs (told apart for a clearer message), then exactly
    // theirs less the differences.
    for c in &our_ends {
        assert!(
            their_ends.contains(c),
            "{at}: our {} is not gameslib's",
            names(c, "-")
        );
    }
    for (c, to) in &our_lands {
        let theirs = their_lands
            .get(c)
            .unwrap_or_else(|| panic!("{at}: our landing {} is not gameslib's", names(c, "-")));
        assert!(
            to.is_subset(theirs),
            "{at}: {} replaced onto {}, gameslib's onto {}",
            names(c, "-"),
            names(to, " "),
            names(theirs, " ")
        );
    }
    let missing: Vec<String> = expected_ends
        .difference(&our_ends)
        .map(|c| names(c, "-"))
        .collect();
    assert!(missing.is_empty(), "{at}: gameslib's {missing:?} are not ours");
    for (c, to) in &expected_lands {
        let ours = our_lands.get(c).cloned().unwrap_or_default();
        let missing: Vec<u8> = to.difference(&ours).copied().collect();
        assert!(
            missing.is_empty(),
            "{at}: gameslib's {} replacing onto {} is not ours",
            names(c, "-"),
            names(&missing, " ")
        );
    }
    // Nothing of ours that a difference removes from theirs.
    if let Some(c) = our_ends.difference(&expected_ends).next() {
        panic!(
            "{at}: our {} is one gameslib has only by a rule we differ on",
            names(c, "-")
        );
    }
    for (c, to) in &our_lands {
        let expected = expected_lands.get(c).cloned().unwrap_or_default();
        let extra: Vec<u8> = to.difference(&expected).copied().collect();
        assert!(
            extra.is_empty(),
            "{at}: our {} replacing onto {} is gameslib's only by a rule we differ on",
            names(c, "-"),
            names(&extra, " ")
        );
    }
    seen.plies += 1;
}

#[test]
fn gyges_legal_sets_match_gameslib_at_every_ply() {
    let rules = Gyges::new(&Options::defaults(Gyges::info().options)).expect("defaults");
    let mut seen = Seen::default();
    let mut games = 0;
    let mut state = rules.initial();
    let mut ply = 0;
    for line in FIXTURE.lines() {
        let at = format!("game {games}, ply {ply}: {}", rules.position_text(&state));
        if let Some(n) = line.strip_prefix("game ") {
            games += 1;
            assert_eq!(n.parse::<usize>().ok(), Some(games));
            state = rules.initial();
            ply = 0;
            continue;
        }
        if let Some(w) = line.strip_prefix("end ") {
            let winner: u8 = w.parse().expect("a seat");
            match rules.status(&state) {
                Status::Over(outcome) => assert_eq!(outcome.winner, Some(Seat(winner - 1)), "{at}"),
                other => panic!("{at}: not over: {other:?}"),
            }
            continue;
        }
        assert_eq!(
            rules.status(&state),
            Status::ToMove(Seat((ply % 2) as u8)),
            "{at}"
        );
        let [sets, played, board] = line.split('\t').collect::<Vec<_>>()[..] else {
            panic!("{at}: three fields expected");
        };
        let played = if let Some(setups) = sets.strip_prefix("S ") {
            let mut ours: Vec<String> = rules
                .legal_vec(&state)
                .iter()
                .map(|m| rules.format_move(&state, m))
                .collect();
            ours.sort();
            assert_eq!(ours, setups.split(' ').collect::<Vec<_>>(), "{at}: set-ups");
            played.to_string()
        } else {
            compare_moves(&rules, &state, sets, &at, &mut seen);
            full(played)
        };
        let mv = rules
            .parse_move(&state, &played)
            .unwrap_or_else(|e| panic!("{at}: {played}: {e:?}"));
        assert_eq!(rules.format_move(&state, &mv), played, "{at}");
        rules.apply(&mut state, &mv);
        let text = rules.position_text(&state);
        assert_eq!(text.split(' ').next(), Some(board), "{at}: after {played}");
        ply += 1;
    }
    assert_eq!(games, 10);
    // Every kind of move and every difference is met somewhere.
    assert!(seen.plies > 250, "{seen:?}");
    assert!(
        seen.bounces > 0 && seen.replacements > 0 && seen.goals > 0,
        "{seen:?}"
    );
    assert!(
        seen.revisits > 0 && seen.onto_start > 0 && seen.repetitions > 0,
        "{seen:?}"
    );
}
