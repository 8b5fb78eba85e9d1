//! Fixtures from an independent implementation: random 11×11 games played
//! by `hnefatafl-text-protocol` (crate `hnefatafl-copenhagen`), made by
//! `tests/fixtures/copenhagen/generate.py` and replayed here at every ply,
//! without the tool: the legal moves, and for every legal move the squares
//! it captures and whether it ends the game.
//!
//! Copenhagen's rules differ from ours on purpose, so the comparison runs
//! our engine configured to agree where it can and stops where it cannot:
//!
//! - its king is armed: we compare against [`COPENHAGEN`], our hnefatafl
//!   with the armed king (the rule set's data, as Ard Ri's);
//! - shield walls (a row of pieces on the edge taken at once): a game stops
//!   at a move whose captures Copenhagen lists beyond ours, all on the edge;
//! - edge forts, the encirclement of every defender, and no attackers left
//!   end its games where ours go on: a game stops at an end Copenhagen
//!   gives with the king neither on a corner nor taken;
//! - its draw after 140 turns (plies here): a game stops there;
//! - repetition: the tool runs with its own ban off (`--repeat-moves`);
//!   moves our rule bans are left out of its legal moves when compared, and
//!   a game stops if it plays one.

use super::*;

/// Our hnefatafl with Copenhagen's armed king.
static COPENHAGEN: Variant = Variant {
    info: GameInfo {
        slug: "hnefatafl-armed",
        name_en: "Hnefatafl, armed king",
        name_it: "Hnefatafl, re armato",
        aliases: &[],
        family: crate::Family::Capture,
        summary: "test rule set",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["Black", "White"],
        chance: false,
        hidden: false,
        options: &[],
        max_plies: 500,
        source: "tests",
        words: &super::WORDS,
    },
    size: 11,
    attackers: sets::ATTACKERS_11,
    defenders: sets::DIAMOND_11,
    king: "f6",
    first: Side::Attackers,
    armed_king: true,
    one_step: false,
    ply_cap: 500,
};

const GAMES: &str = include_str!("../../../tests/fixtures/copenhagen/games.txt");

/// What a replay compared.
#[derive(Debug, Default)]
struct Tally {
    plies: usize,
    moves: usize,
    captures: usize,
    ends: usize,
    excluded: usize,
    stopped: Vec<String>,
}

/// Parses `m:a,b m:c` into (move, value) pairs.
fn pairs(list: &str) -> Vec<(String, String)> {
    list.split(' ')
        .filter(|w| !w.is_empty())
        .filter_map(|w| w.split_once(':').map(|(m, v)| (m.to_string(), v.to_string())))
        .collect()
}

/// The moves of a `legal` line.
fn legal_moves(groups: &str) -> Vec<String> {
    let mut moves = Vec::new();
    for group in groups.split(' ').filter(|g| !g.is_empty()) {
        let Some((from, targets)) = group.split_once(':') else {
            continue;
        };
        let mut rest = targets;
        while !rest.is_empty() {
            let end = rest[1..]
                .find(|c: char| c.is_ascii_lowercase())
                .map_or(rest.len(), |i| i + 1);
            moves.push(format!("{from}-{}", &rest[..end]));
            rest = &rest[end..];
        }
    }
    moves.sort();
    moves
}

/// The board alone (no side to move), as Copenhagen compares boards.
fn board_key(engine: &Engine, state: &TaflState) -> u64 {
    engine.hash_of(&state.board, Side::Attackers)
}

/// What a move does in Copenhagen's words, by our engine: the squares it
/// takes, sorted, and how the game stands.
fn effect(engine: &Engine, state: &TaflState, mv: TaflMove) -> (TaflState, Vec<String>, &'static str) {
    let mut next = state.clone();
    engine.apply(&mut next, mv);
    let mut taken: Vec<String> = next
        .last
        .as_ref()
        .map(|l| {
            l.taken
                .iter()
                .map(|(s, _)| engine.name(usize::from(*s)))
                .collect()
        })
        .unwrap_or_default();
    taken.sort();
    let status = match engine.outcome(&next).map(|o| o.winner) {
        None => "ongoing",
        Some(w) if w == Some(engine.seat(Side::Attackers)) => "attacker_wins",
        Some(w) if w == Some(engine.seat(Side::Defenders)) => "defender_wins",
        Some(_) => "draw",
    };
    (next, taken, status)
}

/// Whether Copenhagen's captures `theirs` are ours plus a shield wall.
fn shield_wall(engine: &Engine, ours: &[String], theirs: &[String]) -> bool {
    let beyond: Vec<&String> = theirs.iter().filter(|s| !ours.contains(s)).collect();
    ours.iter().all(|s| theirs.contains(s))
        && beyond.len() >= 2
        && beyond
            .iter()
            .all(|s| engine.read_square(s).is_ok_and(|sq| engine.on_edge(sq)))
}

/// Whether Copenhagen's end `theirs`, where ours is `status`, is one of the
/// ends our rules do not have (edge fort, encirclement, no attackers, the
/// turn limit).
fn foreign_end(engine: &Engine, next: &TaflState, status: &str, theirs: &str) -> bool {
    status == "ongoing"
        && match theirs {
            "draw" => next.ply > 140,
            "attacker_wins" | "defender_wins" => next.king.is_some_and(|k| !engine.is_corner(usize::from(k))),
            _ => false,
        }
}

fn parse_move(engine: &Engine, text: &str) -> Result<TaflMove, String> {
    match engine.read(text) {
        Ok((from, Some(to))) => Ok(TaflMove {
            from: from as u16,
            to: to as u16,
        }),
        _ => Err(format!("bad move {text}")),
    }
}

/// Replays the first `games` games of the fixtures with `engine`; the first
/// disagreement, if any.
fn replay(engine: &Engine, games: usize) -> Result<Tally, String> {
    let mut tally = Tally::default();
    let mut game = String::new();
    let mut count = 0;
    let lines = GAMES.lines();
    let mut state = engine.state_of(engine.start.clone(), Side::Attackers, 0);
    let mut boards = vec![board_key(engine, &state)];
    let mut stopped = false;
    let mut legal: Vec<String> = Vec::new();
    let mut takes: Vec<(String, String)> = Vec::new();
    for line in lines {
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        if word == "game" {
            count += 1;
            if count > games {
                break;
            }
            game = rest.to_string();
            state = engine.state_of(engine.start.clone(), Side::Attackers, 0);
            boards = vec![board_key(engine, &state)];
            stopped = false;
            continue;
        }
        if stopped {
            continue;
        }
        let at = format!("game {game} ply {}", state.ply);
        match word {
            "legal" => legal = legal_moves(rest),
            "takes" => takes = pairs(rest),
            "ends" => {
                let ends = pairs(rest);
                // Moves either rule bans for repetition are left out.
                let banned = |text: &String| {
                    parse_move(engine, text).is_ok_and(|mv| {
                        engine.repeats(&state, mv)
                            || (state.to_move == Side::Defenders && {
                                let (next, taken, _) = effect(engine, &state, mv);
                                taken.is_empty() && boards.contains(&board_key(engine, &next))
                            })
                    })
                };
                let mut ours = Vec::new();
                engine.legal(&state, &mut ours);
                let mut ours: Vec<String> = ours.into_iter().map(|m| engine.format(m)).collect();
                ours.sort();
                ours.retain(|m| !banned(m));
                let theirs: Vec<String> = legal.iter().filter(|m| !banned(m)).cloned().collect();
                if ours != theirs {
                    let extra: Vec<_> = ours.iter().filter(|m| !theirs.contains(m)).collect();
                    let missing: Vec<_> = theirs.iter().filter(|m| !ours.contains(m)).collect();
                    return Err(format!(
                        "{at}: legal moves differ: ours add {extra:?}, lack {missing:?}"
                    ));
                }
                tally.plies += 1;
                for text in &ours {
                    let mv = parse_move(engine, text)?;
                    let (next, taken, status) = effect(engine, &state, mv);
                    let their_taken: Vec<String> = takes
                        .iter()
                        .find(|(m, _)| m == text)
                        .map(|(_, t)| t.split(',').map(str::to_string).collect())
                        .unwrap_or_default();
                    let their_end = ends
                        .iter()
                        .find(|(m, _)| m == text)
                        .map_or("ongoing", |(_, e)| e.as_str());
                    if (taken != their_taken && shield_wall(engine, &taken, &their_taken))
                        || (status != their_end && foreign_end(engine, &next, status, their_end))
                    {
                        tally.excluded += 1;
                        continue;
                    }
                    if taken != their_taken {
                        return Err(format!("{at}: {text} takes {their_taken:?}; we take {taken:?}"));
                    }
                    if status != their_end {
                        return Err(format!("{at}: {text} ends {their_end}; ours is {status}"));
                    }
                    tally.moves += 1;
                    tally.captures += usize::from(!taken.is_empty());
                    tally.ends += usize::from(status != "ongoing");
                }
            }
            "play" => {
                let words: Vec<&str> = rest.split(' ').collect();
                let [mv, "takes", taken, "status", status] = words[..] else {
                    return Err(format!("{at}: bad line {line}"));
                };
                let text = mv.to_string();
                let mv = parse_move(engine, mv)?;
                if engine.repeats(&state, mv) {
                    tally.stopped.push(format!("{at}: {line} (repetition)"));
                    stopped = true;
                    continue;
                }
                let (next, ours, our_status) = effect(engine, &state, mv);
                let theirs: Vec<String> = if taken == "-" {
                    Vec::new()
                } else {
                    taken.split(',').map(str::to_string).collect()
                };
                if ours != theirs || our_status != status {
                    tally
                        .stopped
                        .push(format!("{at}: {line} (excluded above: {text})"));
                    stopped = true;
                    continue;
                }
                state = next;
                boards.push(board_key(engine, &state));
            }
            _ => return Err(format!("{at}: bad line {line}")),
        }
    }
    Ok(tally)
}

#[test]
fn fixtures_copenhagen_agree_on_moves_captures_and_ends() {
    // The first four games here (a few seconds in a debug build); all of
    // them in the ignored test below.
    let tally = replay(&Engine::new(&COPENHAGEN), 4).unwrap_or_else(|e| panic!("{e}"));
    // Enough compared to mean something: every ply up to the stops, every
    // legal move's captures and end.
    assert!(tally.plies > 300, "{tally:?}");
    assert!(tally.moves > 30_000, "{tally:?}");
    assert!(tally.captures > 200, "{tally:?}");
    assert!(tally.ends >= 4, "{tally:?}");
    assert!(tally.excluded < tally.moves / 100, "{tally:?}");
}

/// Every game: `cargo test -p tavolo-games --lib copenhagen -- --ignored`
/// (about 25 s in a debug build). Last run: 1902 plies, 197 266 moves
/// compared, 1295 capturing, 36 ending the game, 59 excluded.
#[test]
#[ignore = "slow: every game of the fixtures"]
fn fixtures_copenhagen_agree_along_every_game() {
    let tally = replay(&Engine::new(&COPENHAGEN), usize::MAX).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        tally.plies > 1_500 && tally.moves > 150_000 && tally.captures > 1_000,
        "{tally:?}"
    );
}

#[test]
fn fixtures_copenhagen_catch_a_capture_bug() {
    // Our own hnefatafl's unarmed king is a capture rule Copenhagen does not
    // share: the replay must see it.
    let err = replay(&Engine::new(Hnefatafl::info_variant()), usize::MAX)
        .expect_err("an unarmed king went unnoticed");
    assert!(err.contains("we take"), "{err}");
    // And a deliberate bug: a throne that is never hostile.
    let mut bugged = Engine::new(&COPENHAGEN);
    bugged.throne_hostile = false;
    let err = replay(&bugged, usize::MAX).expect_err("a harmless throne went unnoticed");
    assert!(err.contains("we take"), "{err}");
}
