//! Positions as data: every registered game reads its own position text
//! back (`Rules::from_position`), along random games, and refuses texts that
//! are not positions without panicking.

use std::collections::BTreeMap;

use games::DynGame;
use games::Status;
use games::knobs::Load;
use games::playout::SplitMix64;
use games::registry::{Entry, GAMES};

/// Random games per registered game.
const GAMES_PER_RULESET: u64 = 4;

/// Whether `status` is an end by a counter the position text of `entry`
/// lacks (the game declares the ids of those ends' reasons in its
/// `Knobs::fresh_counters`): a read position counts afresh, so where the
/// game read from ends by one of them, the read game may still be going,
/// and the move that ends it may lead elsewhere once read.
fn counter_end(entry: &Entry, status: &Status) -> bool {
    let Status::Over(outcome) = status else {
        return false;
    };
    entry.knobs().ends_by_fresh_counter(outcome.reason.id())
}

/// Whether `read` is `played` read back: equal, or for a game whose end
/// gathers the seeds left into the stores (`Knobs::gathered_ends`: several
/// ends leave the same board) the same result whatever the reason.
fn same_status(entry: &Entry, read: &Status, played: &Status) -> bool {
    match (read, played) {
        (Status::Over(r), Status::Over(p)) if entry.knobs().gathered_ends => {
            (&r.winner, &r.scores, &r.ranks) == (&p.winner, &p.scores, &p.ranks)
        }
        _ => read == played,
    }
}

fn sorted(mut v: Vec<String>) -> Vec<String> {
    v.sort();
    v
}

fn sorted_chance(game: &dyn DynGame) -> Vec<(String, u32)> {
    let mut v = game.chance();
    v.sort();
    v
}

/// `game`'s position read back: the same text, whose turn, the same moves
/// or throws; and the same next position after `next` is played on both.
fn check_round_trip(entry: &Entry, given: &Options, game: &dyn DynGame, next: Option<&str>) {
    let slug = entry.info().slug;
    let text = game.position();
    let at = format!("{slug} at '{text}' after {:?}", game.history());
    let mut read = entry
        .start_at(given, &text)
        .unwrap_or_else(|e| panic!("{at}: its own position refused: {e}"));
    assert_eq!(read.position(), text, "{at}: position text differs once read");
    if counter_end(entry, &game.status()) {
        return;
    }
    assert!(
        same_status(entry, &read.status(), &game.status()),
        "{at}: status differs once read: {:?}, not {:?}",
        read.status(),
        game.status()
    );
    assert_eq!(
        sorted(read.legal()),
        sorted(game.legal()),
        "{at}: legal moves differ once read"
    );
    assert_eq!(
        sorted_chance(read.as_ref()),
        sorted_chance(game),
        "{at}: throws differ once read"
    );
    assert_eq!(read.ply(), 0, "{at}: a read position starts a new move list");
    if let Some(next) = next {
        let mut ahead = game.clone_box();
        ahead.play(next).expect("a legal move plays");
        read.play(next)
            .unwrap_or_else(|e| panic!("{at}: '{next}' refused once read: {e}"));
        if counter_end(entry, &ahead.status()) {
            return;
        }
        if entry.knobs().history_beyond_text && read.position() != ahead.position() {
            // The read game has forgotten the positions before: it may
            // allow a repetition the played one forbids, nothing else.
            let allowed = read.legal();
            let missing: Vec<String> = ahead
                .legal()
                .into_iter()
                .filter(|m| !allowed.contains(m))
                .collect();
            assert!(
                missing.is_empty(),
                "{at}: after '{next}' the read game forbids {missing:?}"
            );
            return;
        }
        assert_eq!(
            read.position(),
            ahead.position(),
            "{at}: '{next}' leads elsewhere once read"
        );
        assert!(
            same_status(entry, &read.status(), &ahead.status()),
            "{at}: status after '{next}' differs once read: {:?}, not {:?}",
            read.status(),
            ahead.status()
        );
    }
}

/// Texts that are no position of any game, and damaged copies of a real
/// one: refused or, if a damaged copy happens to be a position, playable
/// for a while without a panic.
fn check_refusals(entry: &Entry, given: &Options, real: &str, rng: &mut SplitMix64) {
    let slug = entry.info().slug;
    for bad in [
        "",
        "   ",
        "not a position",
        "\u{2603}\u{0}\u{7f}",
        "9999999999999999999999",
    ] {
        assert!(
            entry.start_at(given, bad).is_err(),
            "{slug}: '{bad}' read as a position"
        );
    }
    let chars: Vec<char> = real.chars().collect();
    let mut damaged: Vec<String> = vec![
        chars[..chars.len() / 2].iter().collect(),
        format!("{real} {real}"),
        format!("{real}x"),
    ];
    for _ in 0..24 {
        let mut copy = chars.clone();
        if copy.is_empty() {
            break;
        }
        let i = rng.below(copy.len());
        copy[i] = ['0', '9', 'x', '-', ' ', '/', ',', 'W', 'B', '1', ':'][rng.below(11)];
        damaged.push(copy.into_iter().collect());
    }
    for text in damaged {
        if let Ok(mut game) = entry.start_at(given, &text) {
            // Whatever is accepted must be a position the rules can play on.
            for _ in 0..40 {
                match game.status() {
                    Status::Over(_) => break,
                    Status::Chance => {
                        let mut seed = [0u8; 32];
                        seed[..8].copy_from_slice(&rng.next_u64().to_be_bytes());
                        game.throw_from_seed(&seed)
                            .unwrap_or_else(|| panic!("{slug}: no throw at '{text}'"));
                    }
                    Status::ToMove(_) => {
                        let legal = game.legal();
                        assert!(!legal.is_empty(), "{slug}: accepted '{text}' has no move");
                        let pick = legal[rng.below(legal.len())].clone();
                        game.play(&pick)
                            .unwrap_or_else(|e| panic!("{slug}: listed '{pick}' refused at '{text}': {e}"));
                    }
                }
            }
        }
    }
}

/// The options a game is given, by name.
type Options = BTreeMap<String, games::OptionValue>;

fn random_game(entry: &Entry, given: &Options, seed: u64) {
    let mut game = entry.start(given).expect("starts with its options");
    let mut rng = SplitMix64(seed);
    loop {
        let pick = match game.status() {
            Status::ToMove(_) => {
                let legal = game.legal();
                Some(legal[rng.below(legal.len())].clone())
            }
            _ => None,
        };
        // Long games are sampled: every ply early on, then one in eight.
        if game.ply() < 40 || rng.below(8) == 0 {
            check_round_trip(entry, given, game.as_ref(), pick.as_deref());
        }
        if game.ply().is_multiple_of(50) {
            check_refusals(entry, given, &game.position(), &mut rng);
        }
        match (game.status(), pick) {
            (Status::Over(_), _) => break,
            (Status::Chance, _) => {
                let mut throw_seed = [0u8; 32];
                throw_seed[..8].copy_from_slice(&rng.next_u64().to_be_bytes());
                game.throw_from_seed(&throw_seed)
                    .expect("a throw at a chance node");
            }
            (Status::ToMove(_), Some(pick)) => {
                game.play(&pick).expect("a legal move plays");
            }
            (Status::ToMove(_), None) => unreachable!(),
        }
    }
}

#[test]
fn every_game_reads_its_own_position_back() {
    games::parallel::for_each(GAMES, |entry| {
        // A game whose turns are costly to list plays one random game.
        let games = match entry.knobs().load {
            Load::Costly => 1,
            _ => GAMES_PER_RULESET,
        };
        for seed in 0..games {
            random_game(entry, &Options::new(), seed);
        }
    });
}

/// The same with each declared option alone at another value (one random
/// game each; games light or wide to list): the position text carries
/// what the options change (an Evade series' score).
#[test]
fn every_option_reads_its_own_position_back() {
    crate::option_sets::play_each(|entry, given, seed| {
        random_game(entry, given, seed);
    });
}

/// The sources of rules type `R`: for each module its type name goes
/// through (`games::mancala::engine::Mancala<games::mancala::awele::…>`),
/// the module's file and, for a folder module, every file of the folder.
fn sources_of<R>() -> String {
    let src = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let name = std::any::type_name::<R>();
    let mut text = String::new();
    for path in name
        .split(['<', '>', ',', ' '])
        .filter(|p| p.starts_with("games::"))
    {
        let mut parts: Vec<&str> = path.split("::").skip(1).collect();
        parts.pop(); // the type's own name
        let module = parts.iter().fold(src.clone(), |p, m| p.join(m));
        let mut files = vec![module.with_extension("rs")];
        let mut folders = vec![module];
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(&folder).into_iter().flatten().flatten() {
                let p = entry.path();
                if p.is_dir() {
                    folders.push(p);
                } else {
                    files.push(p);
                }
            }
        }
        for file in files.iter().filter(|f| f.extension().is_some_and(|e| e == "rs")) {
            text.push_str(&std::fs::read_to_string(file).unwrap_or_default());
        }
    }
    text
}

/// The ends a game declares as counted afresh are ids of outcome reasons
/// its own rules give (`Message::new("id")` in its sources), compared
/// exactly: an English phrase, a misspelt id or another game's reason is
/// refused, so the exemption can never silently cover nothing.
#[test]
fn declared_fresh_counters_are_reasons_the_game_gives() {
    macro_rules! check {
        ($($rules:ty),* $(,)?) => {
            vec![$((
                <$rules as games::Rules>::info().slug,
                <$rules as games::Rules>::KNOBS.fresh_counters,
                sources_of::<$rules> as fn() -> String,
            )),*]
        };
    }
    let (mut declared, mut wrong) = (0, Vec::new());
    for (slug, counters, sources) in games::for_each_rules!(check) {
        if counters.is_empty() {
            continue;
        }
        let text = sources();
        for id in counters {
            if !text.contains(&format!("Message::new(\"{id}\")")) {
                wrong.push(format!("{slug}: '{id}' is no outcome reason its rules give"));
            }
            declared += 1;
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    // Seven draughts rule sets with four each, eight Quoridors, and more.
    assert!(declared >= 36, "only {declared} counters declared");
}
