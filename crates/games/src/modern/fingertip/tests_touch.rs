//! Touch Domino: one test per rule of the catalog entry (`rule_…`) and
//! per gap (`gap_N_…`), on deals drawn tile by tile and on positions read
//! back; the secrets (what each seat sees, the resample, the public texts
//! of draws); random games within the ply bound.

use std::collections::BTreeMap;

use super::*;
use crate::Options;
use crate::hidden::fingertip_touch::FingertipTouch;
use crate::options::OptionValue;
use crate::playout::SplitMix64;
use crate::status::SeatResult;

fn with(seats: i64) -> FingertipTouch {
    let mut o = BTreeMap::new();
    o.insert("seats".to_string(), OptionValue::Int(seats));
    FingertipTouch::new(&Options::validate(&variant::OPTIONS, &o).unwrap()).unwrap()
}

fn tile(text: &str) -> Tile {
    Tile::read(text).unwrap_or_else(|| panic!("{text} is no tile"))
}

/// The state after the opening deal of `hands` (4 tiles each), drawn
/// round robin by the throws.
fn dealt(rules: &FingertipTouch, hands: &[[&str; 4]]) -> TState {
    let mut state = rules.initial();
    for k in 0..4 {
        for (s, hand) in hands.iter().enumerate() {
            assert_eq!(rules.status(&state), Status::Chance);
            rules.play(&mut state, &format!("{}:{}", hand[k], s + 1)).unwrap();
        }
    }
    state
}

fn at(rules: &FingertipTouch, text: &str) -> TState {
    rules
        .from_position(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn legal_texts(rules: &FingertipTouch, state: &TState) -> Vec<String> {
    let mut v: Vec<String> = rules
        .legal_vec(state)
        .iter()
        .map(|m| rules.format_move(state, m))
        .collect();
    v.sort();
    v
}

#[test]
fn rule_setup_every_tile_in_the_bag_then_4_drawn_each_by_chance() {
    for seats in 2..=4 {
        let rules = with(seats);
        let mut state = rules.initial();
        assert_eq!(state.bag_len(), 28);
        let mut throws = Vec::new();
        rules.chance_outcomes(&state, &mut throws);
        assert_eq!(throws.len(), 28);
        assert!(throws.iter().all(|(_, w)| *w == 1), "every tile equally likely");
        let mut rng = SplitMix64(seats as u64);
        while rules.status(&state) == Status::Chance {
            let mut throws = Vec::new();
            rules.chance_outcomes(&state, &mut throws);
            let (mv, _) = throws[rng.below(throws.len())];
            rules.apply(&mut state, &mv);
        }
        for s in 0..seats as u8 {
            assert_eq!(state.hand_len(s), 4, "{seats} seats, seat {s}");
        }
        assert_eq!(state.bag_len(), 28 - 4 * seats as u32);
    }
}

#[test]
fn rule_the_double_jute_holder_starts_by_laying_it() {
    let rules = with(3);
    let state = dealt(
        &rules,
        &[
            ["RR", "MM", "LL", "CC"],
            ["WW", "JJ", "RM", "SS"],
            ["RJ", "JS", "JW", "CJ"],
        ],
    );
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
    assert_eq!(legal_texts(&rules, &state), ["JJ"]);
}

#[test]
fn gap_3_without_the_double_jute_most_jute_halves_then_most_soft_halves() {
    let rules = with(3);
    // Jute halves: South 1, West 2, North 2; soft halves: West 4 (RL,
    // LJ, CJ: R L L J C J… counted), North fewer.
    let state = dealt(
        &rules,
        &[
            ["RJ", "MM", "WW", "SS"],
            ["LJ", "CJ", "RL", "MW"],
            ["JW", "JS", "MS", "WS"],
        ],
    );
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
    // The opener lays any tile of the hand.
    assert_eq!(legal_texts(&rules, &state), ["CJ", "LJ", "MW", "RL"]);
    // More jute halves beat more soft ones.
    let state = dealt(
        &rules,
        &[
            ["RR", "LL", "CC", "RL"],
            ["JW", "MM", "WW", "SS"],
            ["MJ", "JS", "MS", "WS"],
        ],
    );
    assert_eq!(rules.status(&state), Status::ToMove(Seat(2)));
    // A full tie goes to the first seat from South.
    let rules = with(2);
    let state = dealt(&rules, &[["RR", "MM", "WW", "SS"], ["LL", "MW", "MS", "WS"]]);
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
}

#[test]
fn gap_5_the_opener_goes_on_after_the_opening_tile() {
    let rules = with(2);
    let mut state = dealt(&rules, &[["JJ", "JW", "JS", "MM"], ["RR", "LL", "CC", "RM"]]);
    rules.play(&mut state, "JJ").unwrap();
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    assert_eq!(
        legal_texts(&rules, &state),
        ["JS L", "JS R", "JW L", "JW R", "pass"]
    );
}

#[test]
fn rule_lay_as_many_matching_tiles_as_you_can_or_wish() {
    let rules = with(2);
    let mut state = dealt(&rules, &[["JJ", "JW", "JS", "MM"], ["RR", "LL", "CC", "RM"]]);
    rules.play(&mut state, "JJ").unwrap();
    rules.play(&mut state, "JW R").unwrap();
    // Touching halves match: JS only at the left end (J); WW is no tile here.
    assert_eq!(legal_texts(&rules, &state), ["JS L", "pass"]);
    assert!(rules.play(&mut state, "MM L").is_err());
    // Stopping by choice ends the turn: refill to 4, then West.
    rules.play(&mut state, "pass").unwrap();
    assert_eq!(rules.status(&state), Status::Chance);
}

#[test]
fn rule_drawing_when_stuck_a_tile_that_does_not_fit_joins_the_hand() {
    let rules = with(2);
    let mut state = at(&rules, "JJ RR,MM,LL/WW,SS,CC 1");
    assert_eq!(legal_texts(&rules, &state), ["draw"]);
    assert!(rules.play(&mut state, "pass").is_err());
    rules.play(&mut state, "draw").unwrap();
    assert_eq!(rules.status(&state), Status::Chance);
    rules.play(&mut state, "RM:1").unwrap();
    // It does not fit: it stays, the turn is over, 4 tiles already.
    assert_eq!(state.hand_len(0), 4);
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
}

#[test]
fn gap_2_a_drawn_tile_that_fits_is_laid_at_once_and_play_goes_on() {
    let rules = with(2);
    let mut state = at(&rules, "JJ RR,MM,WS/WW,SS,CC 1");
    rules.play(&mut state, "draw").unwrap();
    rules.play(&mut state, "JW:1").unwrap();
    assert_eq!(rules.status(&state), Status::ToMove(Seat(0)));
    // Only the drawn tile, at either end.
    assert_eq!(legal_texts(&rules, &state), ["JW L", "JW R"]);
    rules.play(&mut state, "JW R").unwrap();
    // And then on: WS fits the wood end.
    assert_eq!(legal_texts(&rules, &state), ["WS R", "pass"]);
}

#[test]
fn gap_1_at_the_end_of_your_turn_you_refill_your_own_hand_to_4() {
    let rules = with(2);
    let mut state = at(&rules, "JJ JW,JS,MM/RR,LL,CC 1");
    rules.play(&mut state, "JW R").unwrap();
    rules.play(&mut state, "JS L").unwrap();
    // Nothing else fits: the turn is over, South draws back to 4.
    assert_eq!(rules.status(&state), Status::Chance);
    assert_eq!(rules.engine().receiver(&state), 0);
    rules.play(&mut state, "RR:1").unwrap_err();
    for t in ["WW:1", "SS:1", "RL:1"] {
        assert_eq!(rules.status(&state), Status::Chance);
        rules.play(&mut state, t).unwrap();
    }
    assert_eq!(state.hand_len(0), 4);
    // West's hand stays at 3 until its own turn ends.
    assert_eq!(state.hand_len(1), 3);
    assert_eq!(rules.status(&state), Status::ToMove(Seat(1)));
}

#[test]
fn rule_the_first_to_lay_their_last_tile_wins() {
    let rules = with(2);
    let mut state = at(&rules, "JJ JW/RR,LL,CC 1");
    rules.play(&mut state, "JW R").unwrap();
    let Status::Over(o) = rules.status(&state) else {
        panic!("over")
    };
    assert_eq!(o.winner, Some(Seat(0)));
}

/// A blocked ending: the line runs from rubber to rubber through all
/// seven rubber tiles, the bag is empty, and the hands share the 18 other
/// tiles, `south` of them to South; South is to lay the last rubber tile.
fn before_block(rules: &FingertipTouch, south: usize) -> TState {
    let line = "RM.ML.LR.RR.RC.CJ.JR.RW.WS";
    let mut in_line: Vec<Tile> = line.split('.').map(tile).collect();
    in_line.push(tile("RS"));
    let rest: Vec<String> = Tile::all()
        .filter(|t| !in_line.contains(t))
        .map(Tile::text)
        .collect();
    assert_eq!(rest.len(), 18);
    let text = format!(
        "{line} RS,{}/{} 1",
        rest[..south - 1].join(","),
        rest[south - 1..].join(",")
    );
    at(rules, &text)
}

#[test]
fn gap_4_the_bag_empty_and_nobody_able_ends_it_the_fewest_tiles_win() {
    let rules = with(2);
    let mut state = before_block(&rules, 8);
    assert_eq!(state.bag_len(), 0);
    rules.play(&mut state, "RS R").unwrap();
    let Status::Over(o) = rules.status(&state) else {
        panic!("blocked: over")
    };
    assert_eq!(o.winner, Some(Seat(0)), "7 tiles against 10");
    assert_eq!(o.ranks, Some(vec![1, 2]));
    assert!(rules.position_text(&state).ends_with(" over"));
}

#[test]
fn gap_4_a_tie_for_the_fewest_is_shared() {
    let rules = with(2);
    let mut state = before_block(&rules, 10);
    rules.play(&mut state, "RS R").unwrap();
    let Status::Over(o) = rules.status(&state) else {
        panic!("blocked: over")
    };
    assert_eq!(o.winner, None, "9 tiles each");
    assert_eq!(o.result_for(Seat(0)), SeatResult::Draw);
    assert_eq!(o.ranks, Some(vec![1, 1]));
}

#[test]
fn rule_hands_are_hidden_a_seat_sees_its_own_counts_of_the_rest() {
    let rules = with(2);
    let state = dealt(&rules, &[["JJ", "JW", "JS", "MM"], ["RR", "LL", "CC", "RM"]]);
    let south = rules.observation(&state, Some(Seat(0)));
    let west = rules.observation(&state, Some(Seat(1)));
    let table = rules.observation(&state, None);
    assert_eq!(south, "- MM,JJ,JW,JS/#4 1 bag #20");
    assert_eq!(west, "- #4/RR,RM,LL,CC 1 bag #20");
    assert_eq!(table, "- #4/#4 1 bag #20");
    // The pictures: South's own tiles on the board, West's as backs.
    let view = rules.view(&state, Some(Seat(0)));
    assert!(view.seats[0].hand.is_empty());
    assert_eq!(view.seats[1].hand.len(), 4);
    assert!(view.seats[1].hand.iter().all(|t| t.face.is_none()));
    let spectator = rules.view(&state, None);
    assert!(spectator.seats.iter().all(|p| p.hand.len() == 4));
    // Once laid a tile is seen by all.
    let mut state = state;
    rules.play(&mut state, "JJ").unwrap();
    assert!(rules.observation(&state, None).starts_with("JJ #3/#4 1+"));
}

#[test]
fn the_public_text_of_a_draw_hides_the_tile() {
    let rules = with(2);
    let state = rules.initial();
    let mv = rules.parse_move(&state, "JW:1").unwrap();
    assert_eq!(rules.format_move(&state, &mv), "JW:1");
    assert_eq!(rules.public_move_text(&state, &mv), "?:1");
    let mut state = at(&rules, "JJ RR,MM,LL/WW,SS,CC 2");
    let draw = rules.parse_move(&state, "draw").unwrap();
    assert_eq!(rules.public_move_text(&state, &draw), "draw");
    rules.apply(&mut state, &draw);
    let mv = rules.parse_move(&state, "RM:2").unwrap();
    assert_eq!(rules.public_move_text(&state, &mv), "?:2");
}

#[test]
fn resample_keeps_what_each_viewer_sees_and_changes_the_rest() {
    for seats in 2..=4 {
        let rules = with(seats);
        let mut rng = SplitMix64(seats as u64 * 7);
        let mut state = rules.initial();
        let mut changed = 0;
        while !matches!(rules.status(&state), Status::Over(_)) {
            for viewer in std::iter::once(None).chain((0..seats as u8).map(|s| Some(Seat(s)))) {
                let other = rules.resample(&state, viewer, &mut rng).unwrap();
                assert_eq!(
                    rules.observation(&state, viewer),
                    rules.observation(&other, viewer)
                );
                assert_eq!(rules.status(&state), rules.status(&other));
                if let Some(Seat(s)) = viewer {
                    assert_eq!(state.hands[usize::from(s)], other.hands[usize::from(s)]);
                    if rules.status(&state) == Status::ToMove(Seat(s)) {
                        assert_eq!(legal_texts(&rules, &state), legal_texts(&rules, &other));
                    }
                }
                changed += usize::from(other != state);
            }
            random_step(&rules, &mut state, &mut rng);
        }
        assert!(changed > 0);
    }
}

fn random_step(rules: &FingertipTouch, state: &mut TState, rng: &mut SplitMix64) {
    if rules.status(state) == Status::Chance {
        let mut throws = Vec::new();
        rules.chance_outcomes(state, &mut throws);
        let (mv, _) = throws[rng.below(throws.len())];
        rules.apply(state, &mv);
    } else {
        let legal = rules.legal_vec(state);
        let mv = legal[rng.below(legal.len())];
        rules.apply(state, &mv);
    }
}

#[test]
fn random_games_end_within_the_ply_bound_and_positions_read_back() {
    for seats in 2..=4 {
        let rules = with(seats);
        for seed in 0..60 {
            let mut rng = SplitMix64(seed);
            let mut state = rules.initial();
            let mut plies = 0;
            while !matches!(rules.status(&state), Status::Over(_)) {
                let text = rules.position_text(&state);
                let back = at(&rules, &text);
                assert_eq!(rules.position_text(&back), text);
                assert_eq!(rules.status(&back), rules.status(&state), "{text}");
                random_step(&rules, &mut state, &mut rng);
                plies += 1;
                assert!(plies <= rules.max_plies(), "seed {seed}");
            }
            let total: u32 = (0..seats as u8).map(|s| state.hand_len(s)).sum::<u32>()
                + state.chain.len() as u32
                + state.bag_len();
            assert_eq!(total, 28);
        }
    }
}

#[test]
fn notation_the_catalogs_examples_play_draw_pass() {
    let rules = with(2);
    let mut state = at(&rules, "JJ JW,MM,LL/WW,SS,CC 1");
    // `/play JW L`: the catalog's form, and the customary ones.
    for text in ["JW L", "wj l", "jute wood left", "iuta legno sinistra", "JW S"] {
        assert_eq!(
            rules.format_move(&state, &rules.parse_move(&state, text).unwrap()),
            "JW L",
            "{text}"
        );
    }
    rules.play(&mut state, "JW L").unwrap();
    // Nothing else fits: the turn is over by itself, South refills.
    assert_eq!(rules.status(&state), Status::Chance);
    let mut state = at(&rules, "JJ JW,JS,LL/WW,SS,CC 1");
    rules.play(&mut state, "JW L").unwrap();
    assert_eq!(legal_texts(&rules, &state), ["JS R", "pass"]);
    let err = rules.parse_move(&state, "LL R").unwrap_err();
    assert!(format!("{err:?}").contains("fingertip-not-here"), "{err:?}");
    let state = at(&rules, "JJ RR,MM,LL/WW,SS,CC 1");
    assert!(rules.parse_move(&state, "draw").is_ok());
    let err = rules.parse_move(&state, "pass").unwrap_err();
    assert!(format!("{err:?}").contains("fingertip-no-pass"), "{err:?}");
}

/// The table reads refusals: a tile the player holds that does not fit
/// and a tile they do not hold are refused in the same words, else typing
/// one would tell the hand.
#[test]
fn a_typed_tile_is_refused_in_the_same_words_held_or_not() {
    let rules = with(2);
    let state = at(&rules, "JJ JW,JS,LL/WW,SS,CC 1");
    let words = |text: &str| {
        let err = rules.parse_move(&state, text).unwrap_err();
        format!("{:?}", err.message()).replace(&text[..2], "<tile>")
    };
    assert_eq!(words("LL R"), words("CC R"), "held and not fitting / not held");
    assert!(words("CC R").contains("fingertip-not-here"), "{}", words("CC R"));
}

#[test]
fn positions_that_break_the_rules_are_refused() {
    let rules = with(2);
    for bad in [
        "JJ JJ/RR 1",
        "JJ RR,MM/LL 3",
        "- RR,MM,LL,CC/WW,SS,JS,JW 1",
        "JJ RR/LL 1=RR",
        "JJ RR deal",
        "JJ RR/LL over",
    ] {
        assert!(rules.from_position(bad).is_err(), "{bad}");
    }
}

/// The rules pages' `/move` examples, with their `after:` moves, play
/// (the rulebook's check does the same through the registry).
#[test]
fn the_rules_pages_examples_play() {
    let rules = with(2);
    for page in [
        include_str!("../../../../../assets/rules/fingertip-touch.en.md"),
        include_str!("../../../../../assets/rules/fingertip-touch.it.md"),
    ] {
        let mut checked = 0;
        for line in page.lines().filter(|l| l.contains("`/move ")) {
            let mut rest = line;
            while let Some(at) = rest.find("`/move ") {
                let before = &rest[..at];
                let after = before
                    .rfind("`after: ")
                    .map(|a| before[a + 8..].trim_end().trim_end_matches('`').to_string())
                    .filter(|_| before.trim_end().ends_with('`'))
                    .unwrap_or_default();
                let text = &rest[at + 7..];
                let end = text.find('`').unwrap();
                let mut state = rules.initial();
                for mv in after.split_whitespace() {
                    rules
                        .play(&mut state, mv)
                        .unwrap_or_else(|e| panic!("{mv}: {e:?}"));
                }
                rules
                    .play(&mut state, &text[..end])
                    .unwrap_or_else(|e| panic!("{}: {e:?}", &text[..end]));
                checked += 1;
                rest = &text[end..];
            }
        }
        assert!(checked >= 4, "{checked}");
    }
}
