//! Challenges: to named users or open to anyone, accepted seat by seat;
//! declined, cancelled or expired.

use crate::app::refusal::refusal;
use crate::app::refuse_as;
use std::collections::BTreeMap;

use games::{OptionValue, Status};

use super::texts::{Lang, game_name, lang_of, t};
use super::{App, AppError, CHALLENGE_TTL, Reply, Request, Result, Settings, UserRef, clip, missing, refuse};
use crate::store::games::NewGame;
use crate::store::{GameRow, GameStatus, Store, Tx};

impl App {
    /// Creates a challenge; a game whose seats are all taken starts at once
    /// (a solitaire, or a challenge to yourself is refused).
    pub(super) async fn challenge(
        &self,
        request: &Request,
        opponents: &[UserRef],
        wanted_game: &str,
        options: &[(String, String)],
    ) -> Result<Reply> {
        let lang = request.lang;
        // One reading of game names for every command: only an exact
        // name starts a game; anything else is asked about.
        let entry = match super::game_names::name_game(wanted_game) {
            super::game_names::Named::Game(entry) => entry,
            super::game_names::Named::NotPlayable(page) => {
                return refuse_as(super::game_names::unplayable(page, lang));
            }
            super::game_names::Named::Ask(slugs) => {
                let playable: Vec<&'static str> = slugs
                    .into_iter()
                    .filter(|s| games::registry::find(s).is_some())
                    .collect();
                let press = |slug: &'static str| {
                    Some(super::Press::Challenge {
                        game: slug.to_string(),
                        opponents: opponents.iter().map(|o| (o.id.clone(), o.name.clone())).collect(),
                        options: options.to_vec(),
                    })
                };
                let reply = super::game_names::ask(wanted_game, &playable, lang, &press);
                return Ok(reply);
            }
        };
        let mut settings = Settings {
            time: Some(super::time_control::DEFAULT),
            ..Settings::default()
        };
        let mut engine_options = BTreeMap::new();
        for (name, value) in options {
            // Named and valued in either language.
            let (name, value) = &super::challenge_options::canonical(entry.info(), name, value);
            if let Some(text) = super::challenge_options::unknown(entry.info(), name, lang) {
                return refuse(text);
            }
            if let Some(text) = super::challenge_options::bad_value(entry.info(), name, value, lang) {
                return refuse(text);
            }
            if name == super::challenge_options::TIME {
                settings.time = match super::time_control::TimeControl::parse(value) {
                    Ok(time) => time,
                    Err(_) => return refuse_as(refusal!("time-refused", value = clip(value, 40))),
                };
            } else if name == super::challenge_options::AUTOPLAY {
                settings.autoplay = super::challenge_options::says_yes(value);
            } else if name == super::challenge_options::RATED {
                settings.casual = super::challenge_options::says_no(value);
            } else {
                engine_options.insert(clip(name, 40), OptionValue::Text(clip(value, 60)));
            }
        }
        self.offer(request, opponents, entry, engine_options, settings, options, 0)
            .await
    }

    /// Makes the challenge of `request`'s user to `opponents`: seats the
    /// challenger first and the opponents in order, then turns the seats
    /// left by `rotate` (a rematch's new colours); `given` are the options
    /// as typed, repeated in the challenge's text.
    #[allow(clippy::too_many_arguments)]
    pub(super) async fn offer(
        &self,
        request: &Request,
        opponents: &[UserRef],
        entry: &'static games::registry::Entry,
        engine_options: BTreeMap<String, OptionValue>,
        mut settings: Settings,
        given: &[(String, String)],
        rotate: usize,
    ) -> Result<Reply> {
        let (lang, public) = (request.lang, request.chat_lang);
        let options = given;
        let info = entry.info();
        let game = entry
            .start(&engine_options)
            .map_err(|e| AppError::Engine(entry.info(), e.0))?;
        let seats = usize::from(game.seats());
        if opponents.iter().any(|o| o.id == request.user.id) {
            return refuse_as(refusal!("challenge-yourself"));
        }
        if opponents.iter().any(|o| o.is_bot() && o.bot_level().is_none()) {
            return refuse_as(refusal!("bot-levels"));
        }
        // Only bots named, with seats to spare (Corona for three): the last
        // bot named takes them, so a game against the bot starts at once.
        // A person who wants a seat kept for a friend names the friend.
        let mut filled = opponents.to_vec();
        if let Some(last) = opponents.last().filter(|_| opponents.iter().all(UserRef::is_bot)) {
            while filled.len() + 1 < seats {
                filled.push(last.clone());
            }
        }
        let opponents = &filled[..];
        let bots = opponents.iter().filter(|o| o.is_bot()).count();
        if bots > 0 && !ai::plays(info.slug) {
            return refuse_as(refusal!("bot-cannot-play", game = game_name(info, lang)));
        }
        // Every seat to a bot: the challenger watches them play, with no
        // clock (bots never run out of time).
        let watching = bots == opponents.len() && bots == seats;
        if watching {
            settings.time = None;
        }
        if !watching && opponents.len() + 1 > seats {
            let wanted = opponents.len() + 1;
            let mut text = t!(
                lang,
                "too-many-opponents",
                game = game_name(info, lang),
                seats = seats,
                named = opponents.len()
            );
            // A game that seats more through its `seats` option says how.
            if usize::from(info.max_seats) >= wanted && info.options.iter().any(|o| o.name == "seats") {
                text.push(' ');
                text.push_str(&t!(lang, "try-seats", n = wanted));
            }
            return refuse(text);
        }
        let me = self.player(request).await?;
        let now = self.now();
        let seed = self.seeds.seed();
        let seed_hash = games::chance::seed_commitment(&seed);
        let options_json = serde_json::to_string(
            &engine_options
                .iter()
                .map(|(k, v)| (k.clone(), v.to_string()))
                .collect::<BTreeMap<_, _>>(),
        )
        .unwrap_or_else(|_| "{}".into());
        let settings_json = serde_json::to_string(&settings).unwrap_or_else(|_| "{}".into());

        let mut tx = self.store.write().await?;
        if bots > 0 {
            self.check_bot_caps(&mut tx, request, me).await?;
        }
        let mut seat_rows = if watching {
            Vec::new()
        } else {
            vec![(Some(me), true)]
        };
        for opponent in opponents {
            if let Some(level) = opponent.bot_level() {
                let id = Store::bot_player(&mut tx, level, now).await?;
                seat_rows.push((Some(id), true));
                continue;
            }
            let name = clip(&opponent.name, 64);
            let id = Store::player_for(&mut tx, &request.platform, &opponent.id, &name, now).await?;
            seat_rows.push((Some(id), false));
        }
        seat_rows.resize(seats, (None, false));
        seat_rows.rotate_left(rotate % seats.max(1));
        let id = Store::create_game(
            &mut tx,
            NewGame {
                platform: &request.platform,
                chat_id: &request.chat,
                slug: info.slug,
                options: &options_json,
                settings: &settings_json,
                seed: &seed,
                seed_hash: &seed_hash,
                lang: public.as_str(),
                created_by: me,
                now,
                expires_at: Some(now + CHALLENGE_TTL),
                seats: &seat_rows,
            },
        )
        .await?;
        if seat_rows
            .iter()
            .all(|(player, accepted)| player.is_some() && *accepted)
        {
            let row = Store::game_in(&mut tx, id).await?.ok_or_else(|| missing(id))?;
            let started = self.start(&mut tx, &row).await?;
            tx.commit().await?;
            let headline = match (seats, watching) {
                (1, _) => t!(public, "solitaire-started"),
                (_, true) => t!(public, "bot-against-bot"),
                (_, false) => t!(public, "game-on-against-bot"),
            };
            return self.started_reply(id, started, &headline, public).await;
        }
        Store::schedule(&mut tx, "expire-challenge", Some(id), now + CHALLENGE_TTL, "{}").await?;
        tx.commit().await?;
        let who = if opponents.is_empty() {
            t!(
                public,
                "open-challenge",
                id = id,
                game = game_name(info, public),
                seats = seats
            )
        } else {
            // The bot in the chat's words; people by their names.
            let names: Vec<String> = opponents
                .iter()
                .map(|o| match o.bot_level() {
                    Some(level) => t!(public, "bot-name", level = level),
                    None => clip(&o.name, 64),
                })
                .collect();
            // A bot named beside people has taken its seat already: only
            // the people are asked to answer.
            let invited: Vec<String> = opponents
                .iter()
                .filter(|o| !o.is_bot())
                .map(|o| clip(&o.name, 64))
                .collect();
            t!(
                public,
                "challenges",
                name = clip(&request.user.name, 64),
                opponents = names.join(", "),
                invited = invited.join(", "),
                game = game_name(info, public),
                id = id
            )
        };
        let mut lines = vec![who];
        if !options.is_empty() {
            let given: Vec<String> = options
                .iter()
                .map(|(k, v)| format!("{}={}", clip(k, 40), clip(v, 60)))
                .collect();
            lines.push(t!(public, "challenge-options", options = given.join(" ")));
        }
        match settings.time {
            Some(time) => lines.push(t!(public, "clock-of-game", control = time.words(public))),
            None => lines.push(t!(public, "clock-none")),
        }
        // A commitment only means something where dice will be thrown.
        if info.hidden && info.chance {
            // The deal is thrown from the same seed: committed alike.
            lines.push(t!(public, "secrets-committed", hash = seed_hash));
        } else if info.chance {
            lines.push(t!(public, "dice-committed", hash = seed_hash));
        }
        // Ratings compare two players; say so before more sit down.
        if seats > 2 && !settings.casual {
            lines.push(t!(public, "challenge-unrated-seats", seats = seats));
        }
        lines.push(t!(public, "challenge-expires"));
        let mut reply = Reply::text(lines.join("\n"));
        reply.mentions = opponents
            .iter()
            .filter(|o| !o.is_bot())
            .map(|o| o.id.clone())
            .collect();
        reply.choices = vec![
            super::Choice {
                label: t!(public, "button-accept"),
                press: super::Press::Accept { game: id },
            },
            super::Choice {
                label: t!(public, "button-decline"),
                press: super::Press::Decline { game: id },
            },
        ];
        Ok(reply)
    }

    /// Accepts an invitation, or takes a free seat of an open challenge.
    pub(super) async fn accept(&self, request: &Request, game: super::GameRef) -> Result<Reply> {
        let (lang, public) = (request.lang, request.chat_lang);
        let me = self.player(request).await?;
        let row = self.challenge_for(request, me, game, "accept").await?;
        let lock = self.lock_of(row.id);
        let _guard = lock.lock().await;
        let mut tx = self.store.write().await?;
        let row = self.still_open(&mut tx, row.id, lang).await?;
        let seats = Store::seats_in(&mut tx, row.id).await?;
        if let Some(seat) = seats.iter().find(|s| s.player_id == Some(me)) {
            if seat.accepted {
                return refuse_as(refusal!("already-in", id = row.id));
            }
            Store::set_seat(&mut tx, row.id, seat.seat, me, true).await?;
        } else if let Some(free) = seats.iter().find(|s| s.player_id.is_none()) {
            Store::set_seat(&mut tx, row.id, free.seat, me, true).await?;
        } else {
            return refuse_as(refusal!("no-free-seat", id = row.id));
        }
        let seats = Store::seats_in(&mut tx, row.id).await?;
        if seats.iter().all(|s| s.accepted && s.player_id.is_some()) {
            let started = self.start(&mut tx, &row).await?;
            tx.commit().await?;
            let headline = t!(public, "challenge-accepted");
            return self.started_reply(row.id, started, &headline, public).await;
        }
        tx.commit().await?;
        let waiting = seats
            .iter()
            .filter(|s| !s.accepted || s.player_id.is_none())
            .count();
        Ok(Reply::text(t!(
            public,
            "joined",
            name = clip(&request.user.name, 64),
            id = row.id,
            waiting = waiting
        )))
    }

    /// Refuses an invitation: the challenge ends.
    pub(super) async fn decline(&self, request: &Request, game: super::GameRef) -> Result<Reply> {
        let (lang, public) = (request.lang, request.chat_lang);
        let me = self.player(request).await?;
        let row = self.challenge_for(request, me, game, "decline").await?;
        let lock = self.lock_of(row.id);
        let _guard = lock.lock().await;
        let mut tx = self.store.write().await?;
        let row = self.still_open(&mut tx, row.id, lang).await?;
        let seats = Store::seats_in(&mut tx, row.id).await?;
        let invited = seats.iter().any(|s| s.player_id == Some(me) && !s.accepted);
        if !invited {
            return refuse_as(refusal!("decline-invited-only", id = row.id));
        }
        self.close(&mut tx, &row, GameStatus::Declined).await?;
        tx.commit().await?;
        Ok(Reply::text(t!(
            public,
            "declined",
            name = clip(&request.user.name, 64),
            id = row.id
        )))
    }

    /// Withdraws one's own challenge.
    pub(super) async fn cancel(&self, request: &Request, game: super::GameRef) -> Result<Reply> {
        let (lang, public) = (request.lang, request.chat_lang);
        let me = self.player(request).await?;
        let row = self.challenge_for(request, me, game, "cancel").await?;
        let lock = self.lock_of(row.id);
        let _guard = lock.lock().await;
        let mut tx = self.store.write().await?;
        let row = self.still_open(&mut tx, row.id, lang).await?;
        if row.created_by != me {
            return refuse_as(refusal!("cancel-challenger-only", id = row.id));
        }
        self.close(&mut tx, &row, GameStatus::Cancelled).await?;
        tx.commit().await?;
        Ok(Reply::text(t!(public, "cancelled", id = row.id)))
    }

    /// Expires a challenge still open when its time is up (a job).
    pub(super) async fn expire(&self, tx: &mut Tx, game_id: i64) -> Result<()> {
        let Some(row) = Store::game_in(tx, game_id).await? else {
            return Ok(());
        };
        if row.status != GameStatus::Open {
            return Ok(());
        }
        self.close(tx, &row, GameStatus::Expired).await?;
        let notice = super::Notice {
            text: t!(lang_of(&row.lang), "expired", id = row.id, game = row.slug),
            board: None,
            mentions: Vec::new(),
            lang: row.lang.clone(),
            glimpse: None,
        };
        let key = format!("game:{}:expired", row.id);
        self.enqueue_in_chat(tx, &row, &key, &notice).await?;
        Ok(())
    }

    /// The open challenge a command is about.
    pub(super) async fn challenge_for(
        &self,
        request: &Request,
        me: i64,
        game: super::GameRef,
        what: &str,
    ) -> Result<GameRow> {
        if game.is_none() {
            // An open challenge here is a candidate even if the user has no seat in it.
            let open: Vec<GameRow> = self
                .store
                .games_in_chat(&request.platform, &request.chat)
                .await?
                .into_iter()
                .filter(|g| g.status == GameStatus::Open)
                .collect();
            let mut relevant = Vec::new();
            for g in open {
                let seats = self.store.seats(g.id).await?;
                let mine = seats.iter().any(|s| s.player_id == Some(me));
                let free = seats.iter().any(|s| s.player_id.is_none());
                let useful = match what {
                    "cancel" => g.created_by == me,
                    "bot" => mine && free,
                    "decline" => seats.iter().any(|s| s.player_id == Some(me) && !s.accepted),
                    _ => {
                        (mine && seats.iter().any(|s| s.player_id == Some(me) && !s.accepted))
                            || (!mine && free)
                    }
                };
                if useful {
                    relevant.push(g);
                }
            }
            let lang = request.lang;
            return match relevant.as_slice() {
                [] if what == "bot" => refuse_as(refusal!("no-challenge-for-bot")),
                [] => refuse_as(refusal!(
                    "no-challenge-here",
                    what = super::command_text::command_in(what, lang)
                )),
                [only] => Ok(only.clone()),
                several => {
                    let list: Vec<String> = several
                        .iter()
                        .map(|g| format!("#{} {}", g.id, super::game_names::display_name(&g.slug, lang)))
                        .collect();
                    refuse_as(refusal!(
                        "several-challenges",
                        list = list.join(", "),
                        what = super::command_text::command_in(what, lang),
                        first = several[0].id
                    ))
                }
            };
        }
        self.pick_game(request, me, game, &[GameStatus::Open], what).await
    }

    /// The game `id` if it is still an open challenge (expiring it lazily).
    pub(super) async fn still_open(&self, tx: &mut Tx, id: i64, lang: Lang) -> Result<GameRow> {
        let row = Store::game_in(tx, id).await?.ok_or_else(|| missing(id))?;
        if row.status == GameStatus::Open && row.expires_at.is_some_and(|t| t <= self.now()) {
            self.expire(tx, id).await?;
            return refuse_as(refusal!("challenge-expired", id = id));
        }
        if row.status != GameStatus::Open {
            return refuse_as(refusal!(
                "not-open",
                id = id,
                status = super::status_name(row.status, lang)
            ));
        }
        Ok(row)
    }

    /// Ends a challenge without a game.
    async fn close(&self, tx: &mut Tx, row: &GameRow, status: GameStatus) -> Result<()> {
        Store::update_game(
            tx,
            row.id,
            row.version,
            row.version,
            status,
            None,
            None,
            None,
            self.now(),
        )
        .await?;
        Ok(())
    }

    /// Turns an open challenge into an active game: throws for chance and
    /// forced passes are played at once.
    pub(super) async fn start(&self, tx: &mut Tx, row: &GameRow) -> Result<i64> {
        let mut game = super::start_game(&row.slug, &row.options)?;
        let settings: Settings = serde_json::from_str(&row.settings).unwrap_or_default();
        let mut recorded = Vec::new();
        self.advance(&mut game, &row.seed, settings, &mut recorded);
        // The clocks start now.
        Store::mark_started(tx, row.id, self.now()).await?;
        let row = &GameRow {
            started_at: Some(row.started_at.unwrap_or(self.now())),
            ..row.clone()
        };
        let version = self.record(tx, row, game.as_ref(), &recorded).await?;
        if let Status::ToMove(_) = game.status() {
            self.notify_turn(tx, row, game.as_ref(), version).await?;
        }
        Ok(version)
    }

    pub(super) async fn started_reply(
        &self,
        id: i64,
        _version: i64,
        headline: &str,
        lang: Lang,
    ) -> Result<Reply> {
        let row = self.store.game(id).await?.ok_or_else(|| missing(id))?;
        let seats = self.store.seats(id).await?;
        let names = self.seat_names(&row, &seats, lang).await?;
        let moves = self.store.moves(id).await?;
        let game = self.replayed(&row, &moves)?;
        let mut reply = self
            .board_reply(
                &row,
                &seats,
                game.as_ref(),
                super::play::public_viewer(game.as_ref()),
                lang,
            )
            .await?;
        let lineup: Vec<String> = names
            .iter()
            .enumerate()
            .map(|(i, n)| format!("{n} ({})", super::role(game.as_ref(), games::Seat(i as u8), lang)))
            .collect();
        // What the core played before anyone moved: the opening throw that
        // decided who starts, forced passes.
        let automatic: Vec<super::automatic::Automatic> = moves
            .iter()
            .filter(|m| m.auto)
            .map(|m| super::automatic::Automatic {
                text: &m.text,
                seat: m.seat,
            })
            .collect();
        let mut status = super::automatic::told(game.as_ref(), &automatic, lang, true);
        status.push(reply.text);
        reply.text = t!(
            lang,
            "started",
            headline = headline,
            id = id,
            game = game_name(game.info(), lang),
            lineup = lineup.join(" vs "),
            status = status.join(" ")
        );
        Ok(reply)
    }
}
