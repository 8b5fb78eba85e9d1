//! Records of every game: a seeded random game of every registered rule
//! set, written as Tavolo's JSON record (`tavolo-record/1`), reads back to
//! the same final position and the same result; so does the PDN or PGN of
//! the games that have one.

use std::collections::{BTreeMap, BTreeSet};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Instant;

use games::chance::{hex, parse_seed, seed_commitment};
use games::knobs::Load;
use games::playout::SplitMix64;
use games::record::json::{self, ResultEntry};
use games::record::movetext;
use games::registry::{Entry, GAMES};
use games::{RecordFormat, RecordTags, Seat, Status};

/// The most plies of one random game: games that do not end by then are
/// recorded unfinished, and must still read back to the same position.
fn ply_cap(entry: &Entry) -> usize {
    match entry.knobs().load {
        Load::Light => 1500,
        Load::Long => 800,
        // Thousands of moves a ply, or costly turns: every ply is listed
        // and parsed three times (played, written, read).
        Load::Wide | Load::Costly => 300,
    }
}

/// A random game of `entry` from `seed`: its moves and throws, and the game.
fn random_game(entry: &Entry, seed: u64) -> Box<dyn games::DynGame> {
    let dice = parse_seed(&seed.to_string()).unwrap();
    let mut game = entry.start(&BTreeMap::new()).unwrap();
    let mut rng = SplitMix64(seed);
    for _ in 0..ply_cap(entry) {
        match game.status() {
            Status::Over(_) => break,
            // Throws come from the seed, so the record's reader can check them.
            Status::Chance => {
                game.throw_from_seed(&dice).expect("a chance node has a throw");
            }
            Status::ToMove(_) => {
                let legal = game.legal();
                if legal.is_empty() {
                    break;
                }
                let pick = legal[rng.below(legal.len())].clone();
                game.play(&pick).expect("a listed move plays");
            }
        }
    }
    game
}

#[test]
fn every_rule_set_s_record_reads_back_to_the_same_result() {
    let started = Instant::now();
    let finished = AtomicUsize::new(0);
    games::parallel::for_each(GAMES, |entry| {
        let info = entry.info();
        let seed = 0x5EED ^ info.slug.len() as u64;
        let game = random_game(entry, seed);
        let dice = parse_seed(&seed.to_string()).unwrap();
        let tags = RecordTags {
            players: (0..game.seats()).map(|n| Some(format!("player {n}"))).collect(),
            seed_sha256: info.chance.then(|| seed_commitment(&dice)),
            seed: info.chance.then(|| hex(&dice)),
            // The names as the formats with a Black and a White write them.
            black: Some("player 0".into()),
            white: Some("player 1".into()),
            ..RecordTags::default()
        };
        let record = entry
            .json_record(&BTreeMap::new(), game.history(), &tags)
            .unwrap_or_else(|e| panic!("{}: not written: {e}", info.slug));
        assert_eq!(record.format, RecordFormat::Json);
        let replay = json::read(&record.text)
            .unwrap_or_else(|e| panic!("{}: does not read back: {e}\n{}", info.slug, record.text));
        let at = format!("{} after {} plies", info.slug, game.ply());
        assert_eq!(replay.record.game, info.slug, "{at}");
        assert_eq!(replay.game.position(), game.position(), "{at}: final position");
        assert_eq!(replay.game.history(), game.history(), "{at}: moves");
        assert_eq!(replay.game.status(), game.status(), "{at}: status");
        let outcome = match game.status() {
            Status::Over(outcome) => ResultEntry::of_outcome(&outcome),
            _ => ResultEntry::Unfinished,
        };
        assert_eq!(replay.result(), outcome, "{at}: result");
        assert_eq!(replay.record.result, outcome, "{at}: the result as written");
        let names: Vec<Option<String>> = replay.record.seats.iter().map(|s| s.player.clone()).collect();
        assert_eq!(names, tags.players, "{at}: seats");
        for (n, seat) in replay.record.seats.iter().enumerate() {
            assert_eq!(seat.role, info.seat_name(Seat(n as u8)), "{at}: seat {n}'s role");
        }
        let options: Vec<&str> = replay.record.options.keys().map(String::as_str).collect();
        let declared: BTreeSet<&str> = info.options.iter().map(|o| o.name).collect();
        let declared: Vec<&str> = declared.into_iter().collect();
        assert_eq!(options, declared, "{at}: every option, defaults filled in");
        if had_throw(entry, game.history()) {
            assert!(
                replay.throws_checked > 0,
                "{at}: the throws were not checked against the seed"
            );
        }
        // The registry's own record is the JSON one where the game has no
        // community format.
        let own = entry.record(&BTreeMap::new(), game.history(), &tags).unwrap();
        match own.format {
            RecordFormat::Json => assert_eq!(own, record, "{at}"),
            // The PDN and PGN we write read back too.
            RecordFormat::Pdn | RecordFormat::Pgn => {
                let replay = movetext::read_any(&own.text).unwrap_or_else(|e| {
                    panic!(
                        "{at}: the {} does not read back: {e}\n{}",
                        own.format.name(),
                        own.text
                    )
                });
                assert_eq!(replay.record.game, info.slug, "{at}");
                assert_eq!(replay.game.position(), game.position(), "{at}: final position");
                assert_eq!(replay.result(), outcome, "{at}: result");
                assert_eq!(usize::from(replay.game.seats()), names.len(), "{at}: seats");
            }
            // Go's SGF, without the counting phase's answers: the reader
            // puts them back.
            RecordFormat::Sgf => {
                let replay = movetext::read_any(&own.text)
                    .unwrap_or_else(|e| panic!("{at}: the SGF does not read back: {e}\n{}", own.text));
                assert_eq!(replay.record.game, info.slug, "{at}");
                // SGF has no count answers: the reader puts back the fewest
                // that fit, so only Go's ply counter may differ.
                let without_ply = |p: String| {
                    let mut fields: Vec<String> = p.split(' ').map(String::from).collect();
                    let at = fields.len().saturating_sub(2);
                    fields.remove(at);
                    fields.join(" ")
                };
                assert_eq!(
                    without_ply(replay.game.position()),
                    without_ply(game.position()),
                    "{at}: final position\n{}",
                    own.text
                );
                assert_eq!(replay.result(), outcome, "{at}: result");
                let names: Vec<Option<String>> =
                    replay.record.seats.iter().map(|s| s.player.clone()).collect();
                assert_eq!(names, [tags.black.clone(), tags.white.clone()], "{at}: seats");
            }
        }
        if outcome.is_over() {
            finished.fetch_add(1, Ordering::Relaxed);
        }
    });
    eprintln!(
        "records of {} rule sets ({} games finished, the others unfinished at the cap) read back in {:?}",
        GAMES.len(),
        finished.into_inner(),
        started.elapsed()
    );
}

/// Whether the moves of a game of `entry` pass a chance node.
fn had_throw(entry: &Entry, moves: &[String]) -> bool {
    let mut game = entry.start(&BTreeMap::new()).unwrap();
    moves.iter().any(|m| {
        let chance = game.status() == Status::Chance;
        game.play(m).unwrap();
        chance
    })
}
