//! Positions as data: every registered game reads its own position text
//! back (`Rules::from_position`), along random games, and refuses texts that
//! are not positions without panicking.

use std::collections::BTreeMap;

use games::DynGame;
use games::Status;
use games::playout::SplitMix64;
use games::registry::{Entry, GAMES};

/// Random games per registered game.
const GAMES_PER_RULESET: u64 = 4;

/// Games whose position text carries no draw counters or caps (their
/// module docs say so): a read position counts afresh, so where the game
/// read from ends by one of these reasons (the reasons' words), the read
/// game may still be going, and the move that ends it may lead elsewhere
/// once read. Each entry: the slug, the words, and why the text lacks them.
const FRESH_COUNTERS: &[(&str, &[&str], &str)] = &[
    ("alquerque-bell", DRAUGHTS_DRAWS, "PDN FEN has no counters"),
    ("alquerque-pritchard", DRAUGHTS_DRAWS, "PDN FEN has no counters"),
    ("english-draughts", DRAUGHTS_DRAWS, "PDN FEN has no counters"),
    ("italian-draughts", DRAUGHTS_DRAWS, "PDN FEN has no counters"),
    ("polish-draughts", DRAUGHTS_DRAWS, "PDN FEN has no counters"),
    ("russian-draughts", DRAUGHTS_DRAWS, "PDN FEN has no counters"),
    ("turkish-draughts", DRAUGHTS_DRAWS, "PDN FEN has no counters"),
    (
        "la-tela",
        &["the same position arose", "without a removal"],
        "the text is what repetition compares",
    ),
    (
        "bao-la-kiswahili",
        &["moves were played"],
        "the text has no move count",
    ),
    ("hawalis", &["moves were played"], "the text has no move count"),
    (
        "hawalis-strict",
        &["moves were played"],
        "the text has no move count",
    ),
    (
        "togyzkumalak",
        &["moves were played"],
        "the text has no move count",
    ),
    ("congklak", &["reached 400 moves"], "the text has no move count"),
    (
        "layli-goobalay",
        &["reached 300 moves"],
        "the text has no move count",
    ),
    (
        "layli-goobalay-match",
        &["reached 300 moves"],
        "the text has no move count",
    ),
    (
        "lines-of-action",
        &[
            "the same position came back",
            "plies were played without a winner",
        ],
        "the text has no history nor ply count",
    ),
    (
        "awele",
        &["the position repeated", "-ply limit"],
        "the text has no clocks, like a FEN",
    ),
    (
        "quoridor",
        &["quoridor-repetition"],
        "the text forgets the positions seen before",
    ),
    (
        "quoridor-4p",
        &["quoridor-repetition"],
        "the text forgets the positions seen before",
    ),
    (
        "quoridor-fewer-walls",
        &["quoridor-repetition"],
        "the text forgets the positions seen before",
    ),
    (
        "quoridor-movable-wall",
        &["quoridor-repetition"],
        "the text forgets the positions seen before",
    ),
    (
        "quoridor-coin",
        &["quoridor-repetition"],
        "the text forgets the positions seen before",
    ),
    (
        "quoridor-die",
        &["quoridor-repetition"],
        "the text forgets the positions seen before",
    ),
    (
        "quoridor-moving-goal",
        &["quoridor-repetition"],
        "the text forgets the positions seen before",
    ),
    (
        "quoridor-wall-jump",
        &["quoridor-repetition"],
        "the text forgets the positions seen before",
    ),
];

/// The draughts family's draws by repetition, by plies without progress,
/// by plies in some material, and by the ply limit.
const DRAUGHTS_DRAWS: &[&str] = &["the same position", "without progress", "moves each", "plies"];

/// Games whose end gathers the seeds left into the stores: the finished
/// position reads back finished with the same result (winner, scores,
/// ranks), but its reason is the one the gathered board shows, since
/// several ends leave the same board. Each entry: the slug and why.
const GATHERED_ENDS: &[(&str, &str)] = &[
    ("awele", "every end but 25 seeds gathers the rows"),
    ("togyzkumalak", "a stuck player's end gathers the rows"),
    ("oh-wah-ree", "the ends but a majority gather the pits"),
    ("oh-wah-ree-coastal", "the ends but a majority gather the pits"),
    ("oh-wah-ree-dog-gone", "its ends gather the pits"),
    ("oh-wah-ree-oriental", "its ends gather the pits"),
    ("oh-wah-ree-pendulum", "its ends gather the pits"),
];

/// Whether `status` is an end by a counter the text of `slug` lacks.
fn counter_end(slug: &str, status: &Status) -> bool {
    let Status::Over(outcome) = status else {
        return false;
    };
    FRESH_COUNTERS.iter().any(|(game, reasons, _why)| {
        *game == slug && reasons.iter().any(|r| outcome.reason.to_string().contains(r))
    })
}

/// Whether `read` is `played` read back: equal, or for a gathered end the
/// same result whatever the reason.
fn same_status(slug: &str, read: &Status, played: &Status) -> bool {
    match (read, played) {
        (Status::Over(r), Status::Over(p)) if GATHERED_ENDS.iter().any(|(g, _)| *g == slug) => {
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
fn check_round_trip(entry: &Entry, game: &dyn DynGame, next: Option<&str>) {
    let slug = entry.info().slug;
    let text = game.position();
    let at = format!("{slug} at '{text}' after {:?}", game.history());
    let mut read = entry
        .start_at(&BTreeMap::new(), &text)
        .unwrap_or_else(|e| panic!("{at}: its own position refused: {e}"));
    assert_eq!(read.position(), text, "{at}: position text differs once read");
    if counter_end(slug, &game.status()) {
        return;
    }
    assert!(
        same_status(slug, &read.status(), &game.status()),
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
        if counter_end(slug, &ahead.status()) {
            return;
        }
        assert_eq!(
            read.position(),
            ahead.position(),
            "{at}: '{next}' leads elsewhere once read"
        );
        assert!(
            same_status(slug, &read.status(), &ahead.status()),
            "{at}: status after '{next}' differs once read: {:?}, not {:?}",
            read.status(),
            ahead.status()
        );
    }
}

/// Texts that are no position of any game, and damaged copies of a real
/// one: refused or, if a damaged copy happens to be a position, playable
/// for a while without a panic.
fn check_refusals(entry: &Entry, real: &str, rng: &mut SplitMix64) {
    let slug = entry.info().slug;
    for bad in [
        "",
        "   ",
        "not a position",
        "\u{2603}\u{0}\u{7f}",
        "9999999999999999999999",
    ] {
        assert!(
            entry.start_at(&BTreeMap::new(), bad).is_err(),
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
        if let Ok(mut game) = entry.start_at(&BTreeMap::new(), &text) {
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

fn random_game(entry: &Entry, seed: u64) {
    let mut game = entry.start(&BTreeMap::new()).expect("starts with defaults");
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
            check_round_trip(entry, game.as_ref(), pick.as_deref());
        }
        if game.ply() % 50 == 0 {
            check_refusals(entry, &game.position(), &mut rng);
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
        let slug = entry.info().slug;
        let games = if slug == "duodecim-scripta" {
            1
        } else {
            GAMES_PER_RULESET
        };
        for seed in 0..games {
            random_game(entry, seed);
        }
    });
}
