//! Hidden information never leaks. For every registered game with hidden
//! information, random games are played; at every ply, for every seat and
//! for a spectator, the game's own resample draws states that viewer cannot
//! tell from the truth, and everything the viewer is shown must be the same
//! in them: its picture, its observation, the engine protocol's answer for
//! it, the glimpse it is shown for a moment, the public move list, the
//! legal moves when it is to move, and (for the table) the words of a
//! refused move. A
//! shown fact that differs between such states is a hidden fact shown.
//!
//! The check can fail: `a_planted_leak_is_caught` wraps a game so the
//! spectator's picture is a seat's, `a_planted_glimpse_leak_is_caught` so
//! the table glimpses a seat's picture, and the check must catch both.

use std::collections::BTreeMap;

use games::chance::Seed;
use games::playout::SplitMix64;
use games::protocol::describe_for;
use games::registry::GAMES;
use games::{DynGame, OptionValue, Seat, Speaker, Status};

/// Random games per game and seat count, and resamples per viewer and ply.
const GAMES_EACH: u64 = 3;
const RESAMPLES: u64 = 2;
/// Plies checked one by one from the start; past them one in
/// `SAMPLE_EVERY` (at an offset that changes with the game's seed).
const CHECK_ALL: u64 = 120;
const SAMPLE_EVERY: u64 = 8;

/// What `viewer` is shown of `game`, as one comparable text.
fn shown(game: &dyn DynGame, viewer: Option<Seat>) -> String {
    let speaker = Speaker::default();
    let legal = match game.status() {
        Status::ToMove(seat) if Some(seat) == viewer => game.legal(),
        _ => Vec::new(),
    };
    // A glimpse for the table is seen by every seat too.
    let glimpse = game
        .glimpse()
        .filter(|g| g.to.is_none() || g.to == viewer)
        .map(|g| g.view);
    format!(
        "view {:?}\nglimpse {glimpse:?}\nobservation {}\nprotocol {}\nrecord {:?}\nlegal {:?}\nseats {}",
        game.view(viewer),
        game.observation(viewer),
        describe_for(game, &speaker, viewer),
        game.public_history(),
        legal,
        game.seats(),
    )
}

/// A refusal is read by the whole table (Telegram quotes it in the group):
/// for the seat to move, a text refused both in the truth and in a state
/// the table cannot tell from it must be refused in the same words.
fn refusals_agree(game: &dyn DynGame, other: &dyn DynGame) -> Result<(), String> {
    if !matches!(game.status(), Status::ToMove(_)) {
        return Ok(());
    }
    let mut probes = game.legal();
    probes.extend(other.legal());
    probes.extend(["zz".to_string(), "0".to_string(), "pass".to_string()]);
    for text in probes {
        let said = |g: &dyn DynGame| {
            g.clone_box()
                .play(&text)
                .err()
                .map(|e| format!("{:?}", e.message()))
        };
        if let (Some(truth), Some(seen)) = (said(game), said(other))
            && truth != seen
        {
            return Err(format!(
                "{} at ply {}: the refusal of {text:?} tells a secret: {truth} / {seen}",
                game.info().slug,
                game.ply()
            ));
        }
    }
    Ok(())
}

/// Checks every viewer of `game` as it stands; returns how many resamples
/// differed from the truth (a resample that never changes anything would
/// make the check one that cannot fail).
fn check_ply(game: &dyn DynGame, salt: u64) -> Result<usize, String> {
    let mut changed = 0;
    let viewers = std::iter::once(None).chain((0..game.seats()).map(|s| Some(Seat(s))));
    for viewer in viewers {
        let truth = shown(game, viewer);
        for k in 0..RESAMPLES {
            let Some(other) = game.resampled(viewer, salt.wrapping_mul(31).wrapping_add(k)) else {
                return Err(format!("{}: hidden, but draws no resample", game.info().slug));
            };
            if other.position() != game.position() {
                changed += 1;
            }
            if viewer.is_none() {
                refusals_agree(game, other.as_ref())?;
            }
            let seen = shown(other.as_ref(), viewer);
            if seen != truth {
                return Err(format!(
                    "{} at ply {}: {viewer:?} is shown a hidden fact\ntruth:\n{truth}\nresampled:\n{seen}",
                    game.info().slug,
                    game.ply()
                ));
            }
        }
    }
    Ok(changed)
}

/// Plays one random game of `game` (throws drawn from `seed`), checking
/// every ply; returns the resamples that changed the truth.
fn check_game(mut game: Box<dyn DynGame>, seed: u64) -> Result<usize, String> {
    let mut rng = SplitMix64(seed);
    let mut changed = 0;
    for ply in 0..=game.max_plies() as u64 {
        // Every ply of a short game; in a long one (Ting Tong's hundreds of
        // lifts) the opening, then a ply in SAMPLE_EVERY, and the end.
        let over = matches!(game.status(), Status::Over(_));
        if ply < CHECK_ALL || ply % SAMPLE_EVERY == seed % SAMPLE_EVERY || over {
            changed += check_ply(game.as_ref(), seed ^ ply)?;
        }
        match game.status() {
            Status::Over(_) => return Ok(changed),
            Status::Chance => {
                let mut throw: Seed = [0u8; 32];
                throw[..8].copy_from_slice(&rng.next_u64().to_be_bytes());
                game.throw_from_seed(&throw)
                    .ok_or("a chance node without throws")?;
            }
            Status::ToMove(_) => {
                let legal = game.legal();
                let pick = legal[rng.below(legal.len())].clone();
                game.play(&pick).map_err(|e| format!("{pick}: {e:?}"))?;
            }
        }
    }
    Err(format!("{}: longer than its max_plies", game.info().slug))
}

/// The defaults, each seat count the game offers through a `seats`
/// option, and each other option alone at another value.
fn option_sets(entry: &games::registry::Entry) -> Vec<BTreeMap<String, OptionValue>> {
    let info = entry.info();
    let mut sets = vec![BTreeMap::new()];
    if info.options.iter().any(|o| o.name == "seats") {
        sets.extend(
            (info.min_seats..=info.max_seats)
                .map(|n| BTreeMap::from([("seats".to_string(), OptionValue::Int(i64::from(n)))])),
        );
    }
    sets.extend(
        crate::option_sets::one_option_each(entry)
            .into_iter()
            .filter(|given| !given.contains_key("seats")),
    );
    sets
}

#[test]
fn every_hidden_game_keeps_its_secrets() {
    let hidden: Vec<&games::registry::Entry> = GAMES.iter().filter(|e| e.info().hidden).collect();
    games::parallel::for_each(&hidden, |entry| {
        let mut changed = 0;
        for options in option_sets(entry) {
            for seed in 0..GAMES_EACH {
                let game = entry.start(&options).expect("starts");
                changed += check_game(game, seed).unwrap_or_else(|leak| panic!("{leak}"));
            }
        }
        assert!(
            changed > 0,
            "{}: its resample never changes a hidden fact",
            entry.info().slug
        );
    });
}

/// A game with a planted defect: the table is shown the first seat's
/// picture, lastingly or for a moment.
struct Leaky(Box<dyn DynGame>, Plant);

#[derive(Clone, Copy)]
enum Plant {
    View,
    Glimpse,
}

fn planted(plant: Plant) -> Result<usize, String> {
    let entry = GAMES
        .iter()
        .find(|e| e.info().hidden)
        .expect("a hidden game is registered");
    let game = entry.start(&BTreeMap::new()).expect("starts");
    check_game(Box::new(Leaky(game, plant)), 1)
}

#[test]
fn a_planted_leak_is_caught() {
    let error = planted(Plant::View).expect_err("the planted leak must be caught");
    assert!(error.contains("None"), "the spectator's view leaked: {error}");
}

#[test]
fn a_planted_glimpse_leak_is_caught() {
    let error = planted(Plant::Glimpse).expect_err("the planted leak must be caught");
    assert!(error.contains("glimpse"), "the table's glimpse leaked: {error}");
}

impl DynGame for Leaky {
    fn info(&self) -> &'static games::GameInfo {
        self.0.info()
    }
    fn options(&self) -> &games::Options {
        self.0.options()
    }
    fn seats(&self) -> u8 {
        self.0.seats()
    }
    fn max_plies(&self) -> u32 {
        self.0.max_plies()
    }
    fn ply(&self) -> usize {
        self.0.ply()
    }
    fn history(&self) -> &[String] {
        self.0.history()
    }
    fn public_history(&self) -> &[String] {
        self.0.public_history()
    }
    fn status(&self) -> Status {
        self.0.status()
    }
    fn legal(&self) -> Vec<String> {
        self.0.legal()
    }
    fn chance(&self) -> Vec<(String, u32)> {
        self.0.chance()
    }
    fn play(&mut self, text: &str) -> Result<String, games::MoveError> {
        self.0.play(text)
    }
    fn throw_from_seed(&mut self, seed: &Seed) -> Option<String> {
        self.0.throw_from_seed(seed)
    }
    fn legal_steps(&self) -> Vec<Vec<String>> {
        self.0.legal_steps()
    }
    fn step_choices(&self, chosen: &[String]) -> games::StepChoices {
        self.0.step_choices(chosen)
    }
    fn position(&self) -> String {
        self.0.position()
    }
    fn observation(&self, seat: Option<Seat>) -> String {
        self.0.observation(seat)
    }
    fn view(&self, seat: Option<Seat>) -> games::View {
        match self.1 {
            // The planted defect: a spectator sees what the first seat sees.
            Plant::View => self.0.view(seat.or(Some(Seat(0)))),
            Plant::Glimpse => self.0.view(seat),
        }
    }
    fn glimpse(&self) -> Option<games::Glimpse> {
        match self.1 {
            Plant::View => self.0.glimpse(),
            // The planted defect: the table glimpses the first seat's view.
            Plant::Glimpse => Some(games::Glimpse {
                to: None,
                view: self.0.view(Some(Seat(0))),
            }),
        }
    }
    fn resampled(&self, seat: Option<Seat>, seed: u64) -> Option<Box<dyn DynGame>> {
        let inner = self.0.resampled(seat, seed)?;
        Some(Box::new(Leaky(inner, self.1)))
    }
    fn clone_box(&self) -> Box<dyn DynGame> {
        Box::new(Leaky(self.0.clone_box(), self.1))
    }
    fn can_still_win(&self, seat: Seat) -> bool {
        self.0.can_still_win(seat)
    }
    fn time_out_move(&self) -> Option<String> {
        self.0.time_out_move()
    }
    fn solution(&self) -> Option<Vec<String>> {
        self.0.solution()
    }
    fn teams(&self) -> Option<Vec<u8>> {
        self.0.teams()
    }
    fn as_any(&self) -> &dyn std::any::Any {
        self
    }
}
