//! Channel tournaments in the core: round robin (FIDE Berger tables, single
//! or double), Swiss (FIDE Dutch system) and single elimination, with FIDE
//! tie-breaks, standings and crosstable pictures, and TRF-16 export.
//!
//! The algorithms are the pure `tournament` crate, working on its
//! `tournament::model::Field`; this module keeps a tournament in the store,
//! turns it into a field, drives its rounds through durable jobs and the
//! outbox, and speaks to users. One file per use case: `create`, `join`
//! (join, leave, bye), `start`, `cancel`, `pair` (pairing a round), `rounds` (results,
//! closing a round, flags and no-shows), `show` (standings, crosstable, pairings,
//! list, export), with what they share in `shared`; the two entry points
//! from the rest of the core (a command, a job) are here. Also the command
//! parser (`command`), the cells of the table pictures (`table_png`) and the
//! dry run (`simulate`).

mod cancel;
pub mod command;
mod create;
mod join;
mod pair;
mod rounds;
mod shared;
mod show;
mod simulate;
mod start;
mod table_png;

pub use command::{Format, TournamentCommand};
pub use show::Tables;
pub use simulate::{Simulation, simulate};

use crate::app::texts::{lang_of, t};
use crate::app::{App, AppError, Reply, Request, Result};
use crate::store::{Store, Tx};
use shared::{DEADLINE_JOB, START_JOB};

impl App {
    /// Answers a tournament command.
    pub(in crate::app) async fn tournament(
        &self,
        request: &Request,
        command: TournamentCommand,
    ) -> Result<Reply> {
        match command {
            TournamentCommand::Create {
                game,
                format,
                rounds,
                round_minutes,
                rated,
                start_in_minutes,
                options,
            } => {
                self.create_tournament(
                    request,
                    &game,
                    format,
                    rounds,
                    round_minutes,
                    rated,
                    start_in_minutes,
                    &options,
                )
                .await
            }
            TournamentCommand::Join(id) => self.join_tournament(request, id).await,
            TournamentCommand::Leave(id) => self.leave_tournament(request, id).await,
            TournamentCommand::Start(id) => self.start_tournament(request, id).await,
            TournamentCommand::Standings(id) => self.standings_reply(request, id, false).await,
            TournamentCommand::Crosstable(id) => self.standings_reply(request, id, true).await,
            TournamentCommand::Pairings { tournament, round } => {
                self.pairings_reply(request, tournament, round).await
            }
            TournamentCommand::Bye(id) => self.request_bye(request, id).await,
            TournamentCommand::Export(id) => self.export_reply(request, id).await,
            TournamentCommand::List => self.list_tournaments(request).await,
            TournamentCommand::Cancel(id) => self.cancel_tournament(request, id).await,
        }
    }

    /// Runs a tournament job: the automatic start, or a round's deadline.
    pub(in crate::app) async fn tournament_job(&self, tx: &mut Tx, kind: &str, payload: &str) -> Result<()> {
        let value: serde_json::Value = serde_json::from_str(payload).unwrap_or_default();
        let Some(id) = value["tournament"].as_i64() else {
            return Ok(());
        };
        let Some(t) = Store::tournament_in(tx, id).await? else {
            return Ok(());
        };
        match kind {
            START_JOB if t.status == "registration" => match self.begin(tx, id, lang_of(&t.lang)).await {
                Ok(_) => Ok(()),
                Err(refused @ (AppError::User(_) | AppError::Refused(_) | AppError::Engine(..))) => {
                    let why = refused.refusal_text(lang_of(&t.lang)).unwrap_or_default();
                    Store::update_tournament(tx, id, "cancelled", t.rounds, 0, None).await?;
                    self.announce(
                        tx,
                        &t,
                        &format!("tournament:{id}:cancelled"),
                        t!(lang_of(&t.lang), "tn-cancelled", id = id, why = why),
                        Vec::new(),
                    )
                    .await
                }
                Err(e) => Err(e),
            },
            // Rounds paired before games had clocks still end by their
            // round's deadline job; new rounds schedule none.
            DEADLINE_JOB if t.status == "running" && value["round"].as_i64() == Some(t.current_round) => {
                self.round_deadline(tx, &t).await
            }
            _ => Ok(()),
        }
    }
}
