//! Go's SGF records read back by an SGF parser of its own (the `sgf-parse`
//! crate) and replayed on a fresh game: the game the record's root
//! describes (size, komi, rules, handicap) must end on the board, the
//! prisoners and the result of the game that wrote it.
//!
//! The replay knows only SGF: it starts a game from `SZ`, `KM`, `RU` and
//! `HA` (checking `AB` against our handicap points), plays each node's
//! `B`/`W` (a point or a pass) and, when our game waits for an answer to a
//! count and the record plays on, disputes first (the record leaves the
//! answers out, see `alignment::go::sgf`).

use std::collections::{BTreeMap, BTreeSet};

use games::alignment::go::{Go, Go9, Go13, Go15, Go19, half_points};
use games::registry::{self, Entry};
use games::{DynGame, OptionValue, RecordFormat, RecordTags, Rules, Seat, Status, Typed};
use sgf_parse::SgfProp;
use sgf_parse::go::{Move, Prop};

const FILES: &[u8] = b"abcdefghjklmnopqrst";

fn entry(slug: &str) -> &'static Entry {
    registry::find(slug).expect("registered")
}

fn options(pairs: &[(&str, OptionValue)]) -> BTreeMap<String, OptionValue> {
    pairs.iter().map(|(k, v)| (k.to_string(), v.clone())).collect()
}

fn text(value: &str) -> OptionValue {
    OptionValue::Text(value.to_string())
}

/// Plays `moves` from the start; the game.
fn played(slug: &str, given: &BTreeMap<String, OptionValue>, moves: &[String]) -> Box<dyn DynGame> {
    let mut game = entry(slug).start(given).expect("options");
    for m in moves {
        game.play(m).unwrap_or_else(|e| panic!("{slug}: {m}: {e}"));
    }
    game
}

/// Black's lead in half points of a finished game, from its own count.
fn lead(game: &dyn DynGame) -> i32 {
    fn of<const N: usize>(game: &dyn DynGame) -> Option<i32> {
        let typed = game.as_any().downcast_ref::<Typed<Go<N>>>()?;
        let (rules, state) = typed.typed();
        let total = rules.score(state).total2;
        Some(total[0] - total[1])
    }
    of::<9>(game)
        .or_else(|| of::<13>(game))
        .or_else(|| of::<15>(game))
        .or_else(|| of::<19>(game))
        .expect("a Go game")
}

/// The board, prisoners of a position text (its first and third fields).
fn board_and_prisoners(position: &str) -> (String, String) {
    let fields: Vec<&str> = position.split_whitespace().collect();
    (fields[0].to_string(), fields[2].to_string())
}

fn slug_of_size(n: usize) -> &'static str {
    match n {
        9 => Go9::info().slug,
        13 => Go13::info().slug,
        15 => Go15::info().slug,
        19 => Go19::info().slug,
        _ => panic!("no Go on {n}×{n}"),
    }
}

/// What the replay of a record found.
struct Replay {
    game: Box<dyn DynGame>,
    result: Option<String>,
    root: BTreeMap<String, String>,
}

/// Reads `sgf` with the parser and replays it on a fresh game.
fn replay(sgf: &str) -> Replay {
    let trees = sgf_parse::go::parse(sgf).unwrap_or_else(|e| panic!("{e}\n{sgf}"));
    assert_eq!(trees.len(), 1, "one game tree\n{sgf}");
    let root = &trees[0];
    root.validate().unwrap_or_else(|e| panic!("{e:?}\n{sgf}"));
    let mut props = BTreeMap::new();
    for prop in root.properties() {
        if let Prop::Invalid(id, values) = prop {
            panic!("invalid {id}{values:?}\n{sgf}");
        }
        props.insert(prop.identifier(), prop.to_string());
    }
    let Some(Prop::SZ((n, m))) = root.get_property("SZ") else {
        panic!("no SZ\n{sgf}")
    };
    assert_eq!(n, m, "square");
    let n = usize::from(*n);
    let Some(Prop::KM(komi)) = root.get_property("KM") else {
        panic!("no KM\n{sgf}")
    };
    let counting = match root.get_property("RU") {
        Some(Prop::RU(ru)) if ru.text == "Japanese" => "territory",
        Some(Prop::RU(ru)) if ru.text == "Chinese" => "area",
        other => panic!("rules {other:?}\n{sgf}"),
    };
    let handicap = match root.get_property("HA") {
        Some(Prop::HA(h)) => *h,
        _ => 0,
    };
    let slug = slug_of_size(n);
    let given = options(&[
        ("counting", text(counting)),
        ("komi", text(&komi.to_string())),
        ("handicap", OptionValue::Int(handicap)),
    ]);
    let mut game = entry(slug).start(&given).expect("the record's options");
    let name = |x: u8, y: u8| format!("{}{}", char::from(FILES[usize::from(x)]), n - usize::from(y));
    // The handicap stones: AB must be the stones our game set up.
    let set_up: BTreeSet<String> = game
        .view(None)
        .pieces
        .iter()
        .map(|piece| piece.cell.clone())
        .collect();
    let listed: BTreeSet<String> = match root.get_property("AB") {
        Some(Prop::AB(points)) => points.iter().map(|p| name(p.x, p.y)).collect(),
        _ => BTreeSet::new(),
    };
    assert_eq!(listed, set_up, "AB\n{sgf}");
    assert_eq!(listed.len() as i64, if handicap >= 2 { handicap } else { 0 });
    let mut passes = 0;
    for node in root.main_variation().skip(1) {
        let Some(mv) = node.get_move() else {
            // Only the last node may be a move-less node of marks.
            assert!(node.children().next().is_none(), "a node without a move\n{sgf}");
            continue;
        };
        let (seat, point) = match mv {
            Prop::B(point) => (Seat::FIRST, point),
            Prop::W(point) => (Seat::SECOND, point),
            _ => unreachable!(),
        };
        // Two passes in a row and the record plays on: a dispute.
        if passes == 2 {
            game.play("dispute")
                .unwrap_or_else(|e| panic!("dispute: {e}\n{sgf}"));
            passes = 0;
        }
        passes = if point == &Move::Pass { passes + 1 } else { 0 };
        assert_eq!(game.status(), Status::ToMove(seat), "the colour of {mv}\n{sgf}");
        let text = match point {
            Move::Pass => "pass".to_string(),
            Move::Move(p) => name(p.x, p.y),
        };
        game.play(&text).unwrap_or_else(|e| panic!("{text}: {e}\n{sgf}"));
    }
    let result = match root.get_property("RE") {
        Some(Prop::RE(re)) => Some(re.text.clone()),
        _ => None,
    };
    Replay {
        game,
        result,
        root: props,
    }
}

/// Exports `moves`, replays the record and checks the round trip; the
/// record and the replay.
fn round_trip(
    slug: &str,
    given: &[(&str, OptionValue)],
    moves: &[String],
    tags: &RecordTags,
) -> (String, Replay) {
    let given = options(given);
    let record = entry(slug).record(&given, moves, tags).expect("a record");
    assert_eq!(record.format, RecordFormat::Sgf);
    let original = played(slug, &given, moves);
    let back = replay(&record.text);
    assert_eq!(
        board_and_prisoners(&back.game.position()),
        board_and_prisoners(&original.position()),
        "the replayed position\n{}",
        record.text
    );
    let expected = match original.status() {
        Status::Over(_) => {
            let lead = lead(original.as_ref());
            Some(match lead.signum() {
                0 => "0".to_string(),
                1 => format!("B+{}", half_points(lead)),
                _ => format!("W+{}", half_points(-lead)),
            })
        }
        _ => tags.ended.map(|winner| match winner {
            None => "0".into(),
            Some(Seat::FIRST) => "B+R".into(),
            Some(_) => "W+R".into(),
        }),
    };
    assert_eq!(back.result, expected, "RE\n{}", record.text);
    if let Status::Over(outcome) = original.status() {
        let letter = back.result.as_deref().unwrap().chars().next().unwrap();
        match outcome.winner {
            Some(Seat::FIRST) => assert_eq!(letter, 'B'),
            Some(_) => assert_eq!(letter, 'W'),
            None => assert_eq!(letter, '0'),
        }
    }
    (record.text, back)
}

fn strings(moves: &[&str]) -> Vec<String> {
    moves.iter().map(|m| m.to_string()).collect()
}

#[test]
fn sgf_header_names_rules_komi_players_date_and_result() {
    let tags = RecordTags {
        black: Some("Honinbo ] Shusaku".into()),
        white: Some("Gennan".into()),
        date: Some("1846.09.11".into()),
        event: Some("Ear-reddening game".into()),
        ..RecordTags::default()
    };
    let moves = strings(&[
        "e5", "c3", "pass", "g7", "pass", "pass", "dispute", "pass", "pass",
    ]);
    let (sgf, back) = round_trip("go-9x9", &[], &moves, &tags);
    assert!(sgf.starts_with("(;FF[4]GM[1]CA[UTF-8]"), "{sgf}");
    assert!(sgf.contains("SZ[9]KM[6.5]RU[Japanese]"), "{sgf}");
    assert!(
        sgf.contains("PB[Honinbo \\] Shusaku]PW[Gennan]DT[1846-09-11]"),
        "{sgf}"
    );
    assert!(
        sgf.contains(";B[ee];W[cg];B[];W[gc];B[];W[];B[];W[]"),
        "passes are empty moves: {sgf}"
    );
    assert!(!sgf.contains("dispute"), "{sgf}");
    assert_eq!(back.root["PB"], "PB[Honinbo \\] Shusaku]");
    assert_eq!(back.root["DT"], "DT[1846-09-11]");
    assert!(!back.root.contains_key("HA"));
    // Area counting says Chinese, and its komi.
    let (area, _) = round_trip(
        "go",
        &[("counting", text("area"))],
        &moves[..4],
        &RecordTags::default(),
    );
    assert!(area.contains("SZ[19]KM[7.5]RU[Chinese]"), "{area}");
}

#[test]
fn sgf_handicap_stones_are_ab_with_ha_and_white_plays_first() {
    let moves = strings(&["e7", "e5", "e3", "pass", "pass", "accept", "accept"]);
    let (sgf, back) = round_trip(
        "go-9x9",
        &[("handicap", OptionValue::Int(4))],
        &moves,
        &RecordTags::default(),
    );
    assert!(sgf.contains("KM[0.5]"), "{sgf}");
    assert!(sgf.contains("HA[4]AB[gc][cg][cc][gg]PL[W]"), "{sgf}");
    assert!(sgf.contains("\n;W[ec];B[ee];W[eg];B[];W[]"), "{sgf}");
    assert!(back.result.is_some(), "{sgf}");
    // On 19×19, nine stones, the centre last.
    let (big, _) = round_trip(
        "go",
        &[("handicap", OptionValue::Int(9))],
        &strings(&["q3"]),
        &RecordTags::default(),
    );
    assert!(
        big.contains("HA[9]AB[pd][dp][dd][pp][dj][pj][jd][jp][jj]PL[W]"),
        "{big}"
    );
    assert!(!big.contains("RE["), "an unfinished game has no result: {big}");
}

/// Black captures a white stone in the corner and later a chain of two.
const CAPTURES: &[&str] = &[
    "b1", "a1", "a2", "e5", // b1 a2 take a1
    "d2", "d3", "c3", "e3", "e2", "f2", "d4", "e4", "f3", "c4", "b4", "f4", "g4", "g5", "f5",
];

#[test]
fn sgf_game_with_captures_replays_to_the_same_board_and_prisoners() {
    let moves = strings(CAPTURES);
    let game = played("go-9x9", &BTreeMap::new(), &moves);
    let prisoners = board_and_prisoners(&game.position()).1;
    assert_ne!(prisoners, "0:0", "the line captures");
    round_trip("go-9x9", &[], &moves, &RecordTags::default());
}

#[test]
fn sgf_resumed_dispute_is_play_after_two_passes_and_ends_all_alive() {
    // Two passes, Black disputes, play resumes with Black; two passes
    // more end the game with every stone alive.
    let moves = strings(&[
        "e5", "d5", "pass", "pass", "dispute", "a2", "g7", "b1", "pass", "pass",
    ]);
    let (sgf, back) = round_trip("go-9x9", &[], &moves, &RecordTags::default());
    assert!(
        sgf.contains(";B[ee];W[de];B[];W[];B[ah];W[gc];B[bi];W[];B[]TB[ai]"),
        "{sgf}"
    );
    assert!(!sgf.contains("dispute"));
    // The second answer may be the dispute too: the accepting player first.
    let moves = strings(&["e5", "pass", "pass", "accept", "dispute", "d4", "pass", "pass"]);
    let (_, other) = round_trip("go-9x9", &[], &moves, &RecordTags::default());
    assert!(back.result.is_some() && other.result.is_some());
}

#[test]
fn sgf_resignation_and_draws_come_from_the_tags_unless_the_moves_end() {
    let moves = strings(&["e5", "d5"]);
    for (ended, expected) in [
        (Some(Some(Seat::FIRST)), Some("B+R")),
        (Some(Some(Seat::SECOND)), Some("W+R")),
        (Some(None), Some("0")),
        (None, None),
    ] {
        let tags = RecordTags {
            ended,
            ..RecordTags::default()
        };
        let (_, back) = round_trip("go-9x9", &[], &moves, &tags);
        assert_eq!(back.result.as_deref(), expected);
    }
    // A whole-point komi and an empty board: a tie, written 0 (counted
    // after a dispute, every stone alive: no estimate to wait for).
    let tie = strings(&["pass", "pass", "dispute", "pass", "pass"]);
    let (sgf, back) = round_trip("go-9x9", &[("komi", text("0"))], &tie, &RecordTags::default());
    assert_eq!(back.result.as_deref(), Some("0"), "{sgf}");
    // The count of the moves wins over a resignation tag.
    let tags = RecordTags {
        ended: Some(Some(Seat::FIRST)),
        ..RecordTags::default()
    };
    let (_, back) = round_trip("go-9x9", &[], &tie, &tags);
    assert_eq!(back.result.as_deref(), Some("W+6.5"));
}

#[test]
fn sgf_refuses_a_move_that_does_not_play_by_its_index() {
    let err = entry("go-9x9")
        .record(&BTreeMap::new(), &strings(&["e5", "e5"]), &RecordTags::default())
        .unwrap_err();
    assert!(
        matches!(err, games::RecordError::BadMove { index: 1, .. }),
        "{err:?}"
    );
}

/// A small deterministic generator (SplitMix64).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % n as u64) as usize
    }
}

/// A random game: random stones, a pass now and then, random answers to
/// the count; cut after `plies` moves or at the end. Passes come often
/// after the first two thirds. `agree`: whether a count may be accepted;
/// otherwise every count is disputed, so that no dead stones are
/// estimated (slow in a debug build).
fn random_game(
    slug: &str,
    given: &BTreeMap<String, OptionValue>,
    seed: u64,
    plies: usize,
    agree: bool,
) -> Vec<String> {
    let mut rng = Rng(seed);
    let mut game = entry(slug).start(given).unwrap();
    while game.history().len() < plies && matches!(game.status(), Status::ToMove(_)) {
        let legal = game.legal();
        let late = game.history().len() > plies * 2 / 3;
        let pick = if legal.iter().any(|m| m == "accept") {
            // Accept twice in three.
            if !agree || rng.below(3) == 0 {
                "dispute"
            } else {
                "accept"
            }
            .to_string()
        } else if rng.below(if late { 2 } else { 15 }) == 0 {
            "pass".to_string()
        } else {
            legal[rng.below(legal.len())].clone()
        };
        game.play(&pick).unwrap();
    }
    game.history().to_vec()
}

/// A batch of random games: slug, options, seed, plies, counts accepted.
type Run = (
    &'static str,
    &'static [(&'static str, &'static str)],
    u64,
    usize,
    bool,
);

#[test]
fn sgf_random_games_on_every_board_read_back_and_replay() {
    // Each: slug, options, seeds, plies. Area counting and handicaps
    // included; passes, disputes and captures come at random.
    let runs: &[Run] = &[
        ("go-9x9", &[], 1, 150, true),
        ("go-9x9", &[("counting", "area")], 2, 150, false),
        ("go-9x9", &[("handicap", "2")], 3, 150, false),
        ("go-13x13", &[("handicap", "5")], 4, 80, false),
        ("go-15x15", &[], 5, 60, false),
        ("go", &[("handicap", "9"), ("counting", "area")], 6, 60, false),
    ];
    let mut captured = 0;
    let mut finished = 0;
    for &(slug, pairs, seed, plies, agree) in runs {
        for k in 0..2 {
            let given: Vec<(&str, OptionValue)> = pairs
                .iter()
                .map(|&(k, v)| match v.parse::<i64>() {
                    Ok(i) => (k, OptionValue::Int(i)),
                    Err(_) => (k, text(v)),
                })
                .collect();
            let moves = random_game(slug, &options(&given), seed * 100 + k, plies, agree);
            let (_, back) = round_trip(slug, &given, &moves, &RecordTags::default());
            captured += usize::from(board_and_prisoners(&back.game.position()).1 != "0:0");
            finished += usize::from(back.result.is_some());
        }
    }
    eprintln!("{captured} with captures, {finished} finished");
    assert!(captured >= 4, "random games capture ({captured})");
    assert!(finished >= 3, "some random games end ({finished})");
}
