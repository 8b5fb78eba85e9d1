//! A dry run: a whole tournament played through the real core on a scratch
//! database, with random results, forfeits (no-shows adjudicated at the
//! round's deadline) and half-point byes on request; the result is the
//! tournament's TRF-16, so organisers can preview and pairings be audited.

use std::sync::Arc;

use super::{Format, TournamentCommand};
use crate::app::{App, Command, DrawAction, FixedSeeds, ManualClock, Request, Role, UserRef};
use crate::store::Store;

/// What to simulate.
#[derive(Clone, Debug)]
pub struct Simulation {
    pub format: Format,
    pub game: String,
    pub players: usize,
    /// Swiss rounds.
    pub rounds: Option<u32>,
    pub seed: u64,
    /// Chance that a game is not played (the player to move forfeits).
    pub forfeits: f64,
    /// Chance that a player asks for a half-point bye in a round.
    pub byes: f64,
}

/// splitmix64: a small seeded generator (no dependency for a dry run).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn chance(&mut self, p: f64) -> bool {
        ((self.next() >> 11) as f64 / (1u64 << 53) as f64) < p
    }
}

const START: i64 = 1_800_000_000;

fn request(name: &str, command: Command) -> Request {
    Request {
        platform: "simulation".into(),
        chat: "dry-run".into(),
        user: UserRef {
            id: name.into(),
            name: name.into(),
        },
        role: Role::Manager,
        command,
        lang: crate::app::Lang::En,
        chat_lang: crate::app::Lang::En,
    }
}

/// Plays the simulation; returns the TRF-16 text.
///
/// # Errors
/// The core refused a step (the message says which) or the store failed.
pub async fn simulate(sim: &Simulation) -> Result<String, String> {
    // A scratch file (the core reads beside its write transaction, which
    // an in-memory database of one connection cannot do).
    let dir = std::env::temp_dir().join(format!("tavolo-simulation-{}-{}", std::process::id(), sim.seed));
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let result = run(sim, &dir).await;
    let _ = std::fs::remove_dir_all(&dir);
    result
}

async fn run(sim: &Simulation, dir: &std::path::Path) -> Result<String, String> {
    let url = format!("sqlite://{}", dir.join("scratch.sqlite").display());
    let store = Store::open(&url).await.map_err(|e| e.to_string())?;
    let clock = Arc::new(ManualClock::at(START));
    let app = App::with(store, clock.clone(), Arc::new(FixedSeeds([7; 32])));
    let mut rng = Rng(sim.seed);
    let names: Vec<String> = (1..=sim.players).map(|i| format!("player{i:03}")).collect();
    let say = |name: &str, command: Command| app.handle(request(name, command));
    let created = say(
        &names[0],
        Command::Tournament(TournamentCommand::Create {
            game: sim.game.clone(),
            format: sim.format,
            rounds: sim.rounds,
            round_minutes: Some(60),
            rated: true,
            start_in_minutes: None,
            options: Vec::new(),
        }),
    )
    .await;
    if created.private {
        return Err(created.text);
    }
    for name in &names {
        let r = say(name, Command::Tournament(TournamentCommand::Join(None))).await;
        if r.private {
            return Err(r.text);
        }
    }
    let r = say(&names[0], Command::Tournament(TournamentCommand::Start(None))).await;
    if r.private {
        return Err(r.text);
    }
    let id = app
        .store
        .tournaments_in_chat("simulation", "dry-run")
        .await
        .map_err(|e| e.to_string())?
        .first()
        .map(|t| t.id)
        .ok_or("no tournament")?;
    for _ in 0..200 {
        let t = app
            .store
            .tournament(id)
            .await
            .map_err(|e| e.to_string())?
            .ok_or("gone")?;
        if t.status != "running" {
            break;
        }
        let round = t.current_round;
        // Half-point byes asked for the next round.
        if sim.format == Format::Swiss && round + 1 < t.rounds {
            for name in &names {
                if rng.chance(sim.byes) {
                    let _ = say(name, Command::Tournament(TournamentCommand::Bye(None))).await;
                }
            }
        }
        let entries = app.store.entries(id).await.map_err(|e| e.to_string())?;
        for e in entries
            .iter()
            .filter(|e| e.round == round && e.colour == "w" && e.result.is_none())
        {
            let (Some(game), Some(black)) = (e.game_id, e.opponent_id) else {
                continue;
            };
            if rng.chance(sim.forfeits) {
                continue;
            }
            let white = app
                .store
                .display_name(e.player_id, "simulation")
                .await
                .map_err(|e| e.to_string())?;
            let black = app
                .store
                .display_name(black, "simulation")
                .await
                .map_err(|e| e.to_string())?;
            match rng.next() % 10 {
                0..=3 => say(&black, Command::Resign(Some(game))).await,
                4..=7 => say(&white, Command::Resign(Some(game))).await,
                _ => {
                    say(
                        &white,
                        Command::Draw {
                            game: Some(game),
                            action: DrawAction::Offer,
                        },
                    )
                    .await;
                    say(
                        &black,
                        Command::Draw {
                            game: Some(game),
                            action: DrawAction::Accept,
                        },
                    )
                    .await
                }
            };
        }
        // The deadline adjudicates what was not played.
        let after = app
            .store
            .tournament(id)
            .await
            .map_err(|e| e.to_string())?
            .ok_or("gone")?;
        if after.current_round == round && after.status == "running" {
            clock.advance(after.round_seconds + 1);
            while app.run_due_jobs().await.map_err(|e| format!("{e:?}"))? > 0 {}
        }
    }
    app.tournament_trf(id).await.map_err(|e| format!("{e:?}"))
}
