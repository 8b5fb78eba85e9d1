//! Creating a tournament: a manager picks the game, format, rounds and
//! time per round; an automatic start becomes a durable job.

use super::Format;
use super::shared::{START_JOB, duration, format_name};
use crate::app::refusal::refusal;
use crate::app::refuse_as;
use crate::app::texts::{game_name, t};
use crate::app::{App, AppError, Reply, Request, Result, Role, clip};
use crate::store::Store;
use crate::store::tournament::NewTournament;

/// Default time for a round.
const DEFAULT_ROUND_MINUTES: u32 = 24 * 60;
/// Default Swiss rounds.
const DEFAULT_SWISS_ROUNDS: u32 = 5;

impl App {
    #[allow(clippy::too_many_arguments)]
    pub(super) async fn create_tournament(
        &self,
        request: &Request,
        game: &str,
        format: Format,
        rounds: Option<u32>,
        round_minutes: Option<u32>,
        rated: bool,
        start_in_minutes: Option<u32>,
        options: &[(String, String)],
    ) -> Result<Reply> {
        if request.role != Role::Manager {
            return refuse_as(refusal!("tn-managers-create"));
        }
        let entry = match crate::app::game_names::name_game(game) {
            crate::app::game_names::Named::Game(entry) => entry,
            crate::app::game_names::Named::NotPlayable(page) => {
                return refuse_as(crate::app::game_names::unplayable(page, request.lang));
            }
            crate::app::game_names::Named::Ask(slugs) => {
                let playable: Vec<&'static str> = slugs
                    .into_iter()
                    .filter(|s| games::registry::find(s).is_some())
                    .collect();
                return Ok(crate::app::game_names::ask(
                    game,
                    &playable,
                    request.lang,
                    &|_| None,
                ));
            }
        };
        let info = entry.info();
        // Named and valued in either language; kept in the engine's words.
        let options: Vec<(String, String)> = options
            .iter()
            .map(|(k, v)| crate::app::challenge_options::canonical(info, k, v))
            .collect();
        // A wrong name or value is refused in the reader's words, as a
        // challenge's is; what only the game can judge goes to the engine.
        for (name, value) in &options {
            let lang = request.lang;
            if let Some(text) = crate::app::challenge_options::unknown(info, name, lang)
                .or_else(|| crate::app::challenge_options::bad_value(info, name, value, lang))
            {
                return crate::app::refuse(text);
            }
        }
        let engine_options = options
            .iter()
            .map(|(k, v)| (clip(k, 40), games::OptionValue::Text(clip(v, 60))))
            .collect();
        let probe = entry
            .start(&engine_options)
            .map_err(|e| AppError::Engine(info, e.0))?;
        if probe.seats() != 2 {
            return refuse_as(refusal!(
                "tn-two-seats",
                game = game_name(info, request.lang),
                seats = probe.seats()
            ));
        }
        if rounds.is_some() && format != Format::Swiss {
            return refuse_as(refusal!("tn-rounds-swiss-only"));
        }
        let me = self.player(request).await?;
        let now = self.now();
        let options_json = serde_json::to_string(
            &options
                .iter()
                .map(|(k, v)| (clip(k, 40), clip(v, 60)))
                .collect::<std::collections::BTreeMap<_, _>>(),
        )
        .unwrap_or_else(|_| "{}".into());
        let rounds = if format == Format::Swiss {
            i64::from(rounds.unwrap_or(DEFAULT_SWISS_ROUNDS))
        } else {
            0
        };
        let round_seconds = i64::from(round_minutes.unwrap_or(DEFAULT_ROUND_MINUTES)) * 60;
        let starts_at = start_in_minutes.map(|m| now + i64::from(m) * 60);
        let mut tx = self.store.write().await?;
        let id = Store::create_tournament(
            &mut tx,
            NewTournament {
                platform: &request.platform,
                chat_id: &request.chat,
                slug: info.slug,
                options: &options_json,
                format: &format.to_string(),
                rounds,
                round_seconds,
                rated,
                starts_at,
                created_by: me,
                now,
                lang: request.chat_lang.as_str(),
            },
        )
        .await?;
        if let Some(at) = starts_at {
            let payload = serde_json::json!({ "tournament": id }).to_string();
            Store::schedule(&mut tx, START_JOB, None, at, &payload).await?;
        }
        tx.commit().await?;
        let lang = request.chat_lang;
        let rounds_text = if format == Format::Swiss {
            t!(lang, "tn-rounds", n = rounds)
        } else {
            String::new()
        };
        let start_text = match start_in_minutes {
            Some(m) => t!(lang, "tn-starts-in", time = duration(lang, i64::from(m) * 60)),
            None => t!(lang, "tn-starts-by-hand"),
        };
        Ok(Reply::text(t!(
            lang,
            "tn-created",
            id = id,
            game = game_name(info, lang),
            format = format_name(lang, format),
            rounds = rounds_text,
            time = duration(lang, round_seconds),
            rated = if rated {
                t!(lang, "tn-rated")
            } else {
                t!(lang, "tn-not-rated")
            },
            start = start_text,
        )))
    }
}
