//! Playing: moves (with throws, forced passes and optional single-move
//! autoplay), resignation, draws, and the board that answers them.

use crate::app::refusal::refusal;
use crate::app::refuse_as;
use games::notation::normalize;
use games::{DynGame, MoveError, Seat, Speak, Status};

use super::automatic::{self, Automatic};
use super::ending::{Ending, How};
use super::move_words;
use super::speech::Speech;
use super::texts::{Lang, game_name, t};
use super::{
    App, AppError, BoardRef, Choice, DrawAction, GameRef, Press, Reply, Request, Result, Settings, clip,
    refuse, role,
};
use crate::store::{Conn, GameRow, GameStatus, SeatRow, Store, StoreError, Tx};

/// A move to record: its text, the seat that made it (none for a throw),
/// and whether the core played it automatically.
pub(super) type Recorded = (String, Option<i64>, bool);

/// The seats resigned while the others played on, with the version each
/// resigned at.
pub(super) fn resigned_of(seats: &[SeatRow]) -> Vec<(i64, i64)> {
    seats
        .iter()
        .filter_map(|s| s.resigned_at.map(|at| (s.seat, at)))
        .collect()
}

/// The moves of `recorded` as [`automatic::told`] reads them.
pub(super) fn automatic_of(recorded: &[Recorded]) -> Vec<Automatic<'_>> {
    recorded
        .iter()
        .map(|(text, seat, _)| Automatic { text, seat: *seat })
        .collect()
}

/// A game held for a change by one of its players: its lock, a write
/// transaction, and the game and its seats as they are inside it. The
/// transaction ends (rolled back unless committed) before the lock is let go.
/// Take it apart naming every field, the lock first and to a name
/// (`Held { _lock: _held, mut tx, row, seats }`): `..` or `_` would let the
/// lock go at once, and names drop in reverse order, so the lock goes last.
pub(super) struct Held {
    pub(super) tx: Tx,
    pub(super) row: GameRow,
    pub(super) seats: Vec<SeatRow>,
    pub(super) _lock: tokio::sync::OwnedMutexGuard<()>,
}

impl App {
    /// The user's game here (`wanted`, or their only active one) held for
    /// a change; `verb` names the command in a refusal.
    pub(super) async fn hold(&self, request: &Request, me: i64, wanted: GameRef, verb: &str) -> Result<Held> {
        let row = self
            .pick_game(request, me, wanted, &[GameStatus::Active], verb)
            .await?;
        let lock = self.lock_of(row.id).lock_owned().await;
        let mut tx = self.store.write().await?;
        let row = Store::game_in(&mut tx, row.id)
            .await?
            .ok_or_else(|| super::missing(row.id))?;
        let seats = Store::seats_in(&mut tx, row.id).await?;
        Ok(Held {
            tx,
            row,
            seats,
            _lock: lock,
        })
    }

    /// Plays a move for the requesting user.
    pub(super) async fn play_move(
        &self,
        request: &Request,
        wanted: GameRef,
        text: &str,
        seen_at: Option<i64>,
    ) -> Result<Reply> {
        let me = self.player(request).await?;
        let Held {
            mut tx,
            row,
            seats,
            _lock: _held,
        } = self.hold(request, me, wanted, "move").await?;
        let lang = request.lang;
        if row.status != GameStatus::Active {
            return refuse(not_played(&row, lang));
        }
        // A seat resigned while the others play on is the core's to play.
        let mine: Vec<i64> = seats
            .iter()
            .filter(|s| s.player_id == Some(me) && s.resigned_at.is_none())
            .map(|s| s.seat)
            .collect();
        if mine.is_empty() {
            return refuse_as(refusal!("not-your-game", id = row.id));
        }
        let mut game = self.live(&mut tx, &row).await?;
        // A move chosen on an older board (a stale button, `/move c @12`)
        // is refused: the position it was chosen in is gone. Boards and
        // their buttons are stamped with the game's ply, compared here
        // with the same count.
        if let Some(seen) = seen_at {
            let now_at = game.ply() as i64;
            if seen < now_at {
                return refuse_as(refusal!("board-out-of-date", id = row.id));
            }
            if seen > now_at {
                return refuse_as(refusal!("board-not-this-game", id = row.id));
            }
        }
        let seat = match game.status() {
            Status::ToMove(seat) if mine.contains(&i64::from(seat.0)) => seat,
            Status::ToMove(seat) => {
                // Let go of the write lock before reading through the pool:
                // a read waiting for a connection held by a writer waiting
                // for this lock would stall both.
                tx.rollback().await?;
                let names = self.seat_names(&row, &seats, lang).await?;
                let name = names.get(seat.index()).cloned().unwrap_or_default();
                return refuse_as(refusal!(
                    "not-your-turn",
                    id = row.id,
                    name = name,
                    role = role(game.as_ref(), seat, lang)
                ));
            }
            Status::Chance => return refuse_as(refusal!("dice-due-retry")),
            Status::Over(_) => return refuse_as(refusal!("game-over-short", id = row.id)),
        };
        // A move that comes after the flag fell loses the race to it.
        if self
            .time_left(&mut tx, &row, &seats, seat)
            .await?
            .is_some_and(|left| left <= 0)
        {
            let silence = game.time_out_move();
            self.time_out(&mut tx, &row, &seats, game.as_ref(), seat).await?;
            tx.commit().await?;
            return refuse_as(match silence {
                Some(answer) => refusal!("flag-too-late-silence", id = row.id, answer = answer),
                None => refusal!("flag-too-late", id = row.id),
            });
        }
        let mut text = clip(text, super::MAX_TEXT);
        if let Some(word) = move_words::canonical(game.info(), &text, &game.legal(), request.lang) {
            text = word;
        }
        // An Italian chat writes chess with Italian piece letters (`Cf3`,
        // `Re2` the king), each move of a series too.
        if request.chat_lang == Lang::It && game.info().family == games::Family::Chess {
            text = text
                .split_whitespace()
                .map(|word| games::chess::from_italian(word).unwrap_or_else(|| word.to_string()))
                .collect::<Vec<_>>()
                .join(" ");
        }
        // A text of several words that is not one move may be several moves
        // of the same turn (a progressive chess series: `e5 Qh4`): played
        // in order, all or none.
        let mut series: Vec<String> = Vec::new();
        let first = match game.play(&text) {
            Err(MoveError::NotAMove { .. }) if text.split_whitespace().nth(1).is_some() => {
                let mut trial = game.clone_box();
                for word in text.split_whitespace() {
                    if trial.status() != Status::ToMove(seat) {
                        return refuse_as(refusal!("move-words-turn-over", word = clip(word, 40)));
                    }
                    match trial.play(word) {
                        Ok(played) => series.push(played),
                        Err(e) => return Err(AppError::Engine(game.info(), e.message())),
                    }
                }
                game = trial;
                Ok(series.remove(0))
            }
            other => other,
        };
        let played = match first {
            Ok(played) => played,
            Err(MoveError::Ambiguous { text, options }) => {
                let choices = picker_after(game.as_ref(), &text, row.id, game.ply() as i64, lang);
                if choices.is_empty() {
                    let refusal = MoveError::Ambiguous {
                        text: text.clone(),
                        options,
                    };
                    return Err(AppError::Engine(game.info(), refusal.message()));
                }
                // A step of a move, not a mistake: the next steps to pick.
                let labels: Vec<&str> = choices.iter().map(|c| c.label.as_str()).collect();
                let mut reply = Reply::text(t!(
                    lang,
                    "picker-next",
                    text = clip(&text, 40),
                    options = labels.join(", ")
                ))
                .only_for_asker();
                reply.choices = choices;
                return Ok(reply);
            }
            Err(e) => return Err(AppError::Engine(game.info(), e.message())),
        };
        // What the move uncovered for a moment, before the game moves on
        // by itself (a new round dealt would cover it again).
        let glimpse = game.glimpse();
        let told = told(game.as_ref(), request.chat_lang);
        let settings: Settings = serde_json::from_str(&row.settings).unwrap_or_default();
        let mut recorded: Vec<Recorded> = vec![(played.clone(), Some(i64::from(seat.0)), false)];
        recorded.extend(series.iter().map(|m| (m.clone(), Some(i64::from(seat.0)), false)));
        let typed = recorded.len();
        self.advance(&mut game, &row.seed, settings, &mut recorded);
        let version = self.record(&mut tx, &row, game.as_ref(), &recorded).await?;
        if let Status::ToMove(_) = game.status() {
            self.notify_turn(&mut tx, &row, game.as_ref(), version).await?;
        }
        // A takeback asked for before this move lapses with it.
        let takeback_lapsed = Store::takeback_offer(&mut tx, row.id)
            .await?
            .is_some_and(|(_, at)| at == row.version);
        if takeback_lapsed {
            Store::clear_takeback_offer(&mut tx, row.id).await?;
        }
        tx.commit().await?;
        self.remember(row.id, row.takebacks, version, game.as_ref());

        let row = GameRow { version, ..row };
        let public = request.chat_lang;
        let mut reply = self
            .board_reply(&row, &seats, game.as_ref(), public_viewer(game.as_ref()), public)
            .await?;
        // A secret move is told as the table may read it.
        let before = version as usize - recorded.len();
        let all_played = super::secrets::plies_shown(game.as_ref(), before, typed).unwrap_or_else(|| {
            recorded[..typed]
                .iter()
                .map(|(m, _, _)| m.as_str())
                .collect::<Vec<_>>()
                .join(" ")
        });
        let mut lines = vec![t!(
            public,
            "played",
            name = clip(&request.user.name, 64),
            did = move_words::did(game.info(), &all_played, public),
            told = told
        )];
        // Any move clears a standing draw offer: say so, not silently.
        if let Some(offerer) = row.draw_offer {
            let names = self.seat_names(&row, &seats, public).await?;
            lines.push(t!(
                public,
                "draw-lapsed",
                name = names.get(offerer as usize).cloned().unwrap_or_default(),
                id = row.id
            ));
        }
        if takeback_lapsed {
            lines.push(t!(public, "takeback-lapsed", id = row.id));
        }
        lines.extend(automatic::told(
            game.as_ref(),
            &automatic_of(&recorded[typed..]),
            public,
            false,
        ));
        lines.push(reply.text);
        reply.text = lines.join(" ");
        reply.fleeting = glimpse.and_then(|g| self.fleeting(&row, game.as_ref(), g, Some(seat), public));
        Ok(reply)
    }

    /// Resigns a game for the requesting user.
    pub(super) async fn resign(&self, request: &Request, wanted: GameRef) -> Result<Reply> {
        let me = self.player(request).await?;
        let Held {
            mut tx,
            row,
            seats,
            _lock: _held,
        } = self.hold(request, me, wanted, "resign").await?;
        let (lang, public) = (request.lang, request.chat_lang);
        let mine: Vec<&SeatRow> = seats.iter().filter(|s| s.player_id == Some(me)).collect();
        if mine.is_empty() {
            return refuse_as(refusal!("resign-players-only", id = row.id));
        }
        if row.status != GameStatus::Active {
            return refuse(not_played(&row, lang));
        }
        let Some(my_seat) = mine.iter().find(|s| s.resigned_at.is_none()).map(|s| s.seat) else {
            return refuse_as(refusal!("resign-already", id = row.id));
        };
        let name = clip(&request.user.name, 64);
        let resigned = resigned_of(&seats);
        let count = seats.len() as i64;
        // Partners win or lose as one: a resignation concedes for the team.
        let teams = self.live(&mut tx, &row).await?.teams();
        if teams.is_none() && count > 2 && count - resigned.len() as i64 > 2 {
            // The others play on; the core plays this seat from now on.
            Store::resign_seat(&mut tx, row.id, my_seat, row.version).await?;
            let game = self.live(&mut tx, &row).await?;
            if matches!(game.status(), Status::ToMove(seat) if i64::from(seat.0) == my_seat) {
                self.notify_turn(&mut tx, &row, game.as_ref(), row.version)
                    .await?;
            }
            tx.commit().await?;
            return Ok(Reply::text(t!(
                public,
                "resigned-plays-on",
                name = name,
                id = row.id,
                role = role(game.as_ref(), Seat(my_seat as u8), public)
            )));
        }
        let ending = match &teams {
            Some(teams) => Ending::team_conceded(my_seat, teams, How::Resigned { seat: my_seat }),
            None if count > 2 => Ending::last_resignation(my_seat, count, &resigned),
            None => Ending::resigned(my_seat, count),
        };
        self.finish(&mut tx, &row, &ending).await?;
        let moves = Store::moves_in(&mut tx, row.id).await?;
        let game = self.replayed(&row, &moves)?;
        tx.commit().await?;
        let names = self.seat_names(&row, &seats, public).await?;
        let outcome = ending.outcome_in(game.info(), public, &names);
        let who = match ending.winner {
            Some(w) => Some(winner_words(game.as_ref(), &names, Seat(w as u8), public)),
            None => team_winner_words(game.as_ref(), &names, &outcome, public),
        };
        let text = match who {
            Some(who) => t!(
                public,
                "resigned-winner",
                name = name,
                id = row.id,
                who = who,
                seed = seed_reveal(&row, public)
            ),
            None => t!(
                public,
                "resigned",
                name = name,
                id = row.id,
                seed = seed_reveal(&row, public)
            ),
        };
        let text = match count {
            1 => format!(
                "{text}\n{}",
                super::solution::solution_words(game.as_ref(), public)
            ),
            _ => text,
        };
        self.final_board(&row, &seats, game.as_ref(), text, public).await
    }

    /// The closing post of a game ended without a move (a resignation, an
    /// agreed draw): `text`, with the final board, its picture saying how
    /// it ended and nobody to move.
    async fn final_board(
        &self,
        row: &GameRow,
        seats: &[SeatRow],
        game: &dyn DynGame,
        text: String,
        public: Lang,
    ) -> Result<Reply> {
        let Some(row) = self.store.game(row.id).await? else {
            return Ok(Reply::text(text));
        };
        let mut reply = self
            .board_reply(&row, seats, game, public_viewer(game), public)
            .await?;
        reply.text = text;
        self.add_game_link(&mut reply, row.id, public).await?;
        reply.choices.clear();
        Ok(reply)
    }

    /// Offers, accepts or declines a draw.
    pub(super) async fn draw(&self, request: &Request, wanted: GameRef, action: DrawAction) -> Result<Reply> {
        let me = self.player(request).await?;
        let Held {
            mut tx,
            row,
            seats,
            _lock: _held,
        } = self.hold(request, me, wanted, "draw").await?;
        let (lang, public) = (request.lang, request.chat_lang);
        let Some(my_seat) = seats.iter().find(|s| s.player_id == Some(me)).map(|s| s.seat) else {
            return refuse_as(refusal!("draw-players-only", id = row.id));
        };
        if row.status != GameStatus::Active {
            return refuse(not_played(&row, lang));
        }
        if seats.len() != 2 {
            return refuse_as(refusal!("draw-two-players"));
        }
        let bots = Store::bot_seats_in(&mut tx, row.id).await?;
        if bots.get((1 - my_seat) as usize).copied().flatten().is_some() {
            return refuse_as(refusal!("draw-bot"));
        }
        let name = clip(&request.user.name, 64);
        let offered_by_other = row.draw_offer.is_some_and(|s| s != my_seat);
        let now = self.now();
        let text = match action {
            DrawAction::Offer | DrawAction::Accept if offered_by_other => {
                self.finish(&mut tx, &row, &Ending::draw_agreed()).await?;
                let text = t!(
                    public,
                    "draw-agreed",
                    id = row.id,
                    seed = seed_reveal(&row, public)
                );
                let moves = Store::moves_in(&mut tx, row.id).await?;
                let game = self.replayed(&row, &moves)?;
                tx.commit().await?;
                return self.final_board(&row, &seats, game.as_ref(), text, public).await;
            }
            DrawAction::Offer if row.draw_offer == Some(my_seat) => {
                return refuse_as(refusal!("draw-already-offered"));
            }
            DrawAction::Offer => {
                Store::update_game(
                    &mut tx,
                    row.id,
                    row.version,
                    row.version,
                    row.status,
                    row.position.as_deref(),
                    None,
                    Some(my_seat),
                    now,
                )
                .await?;
                t!(public, "draw-offered", name = name, id = row.id)
            }
            DrawAction::Accept => return refuse_as(refusal!("draw-none-to-accept")),
            DrawAction::Decline if offered_by_other => {
                Store::update_game(
                    &mut tx,
                    row.id,
                    row.version,
                    row.version,
                    row.status,
                    row.position.as_deref(),
                    None,
                    None,
                    now,
                )
                .await?;
                t!(public, "draw-declined", name = name, id = row.id)
            }
            DrawAction::Decline => return refuse_as(refusal!("draw-none-to-decline")),
        };
        tx.commit().await?;
        Ok(Reply::text(text))
    }

    /// Plays what the core plays by itself: throws at chance nodes, forced
    /// passes, and (with autoplay) a seat's single legal move.
    pub(super) fn advance(
        &self,
        game: &mut Box<dyn DynGame>,
        seed: &[u8],
        settings: Settings,
        recorded: &mut Vec<Recorded>,
    ) {
        let mut seed32 = [0u8; 32];
        let n = seed.len().min(32);
        seed32[..n].copy_from_slice(&seed[..n]);
        let limit = game.max_plies() as usize;
        while game.ply() < limit {
            match game.status() {
                Status::Chance => match game.throw_from_seed(&seed32) {
                    Some(text) => recorded.push((text, None, true)),
                    None => break,
                },
                Status::ToMove(seat) => {
                    let legal = game.legal();
                    let forced = legal.len() == 1 && (legal[0] == "pass" || settings.autoplay);
                    if !forced {
                        break;
                    }
                    match game.play(&legal[0]) {
                        Ok(text) => recorded.push((text, Some(i64::from(seat.0)), true)),
                        Err(_) => break,
                    }
                }
                Status::Over(_) => break,
            }
        }
    }

    /// Writes recorded moves and the game's new state; returns the version.
    pub(super) async fn record(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        game: &dyn DynGame,
        recorded: &[Recorded],
    ) -> Result<i64> {
        let now = self.now();
        for (i, (text, seat, auto)) in recorded.iter().enumerate() {
            Store::add_move(tx, row.id, row.version + i as i64, text, *seat, *auto, now).await?;
        }
        let version = row.version + recorded.len() as i64;
        let ending = match game.status().outcome() {
            Some(outcome) => {
                let seats = Store::seats_in(tx, row.id).await?;
                Some(Ending::of_outcome(outcome).with_resigned_last(seats.len() as i64, &resigned_of(&seats)))
            }
            None => None,
        };
        let status = if ending.is_some() {
            GameStatus::Finished
        } else {
            GameStatus::Active
        };
        let result = ending.as_ref().map(Ending::to_json);
        let position = game.position();
        let done = Store::update_game(
            tx,
            row.id,
            row.version,
            version,
            status,
            Some(&position),
            result.as_deref(),
            None,
            now,
        )
        .await?;
        if !done {
            return Err(AppError::Store(StoreError::Protocol(
                "the game changed under us".into(),
            )));
        }
        if let Some(ending) = &ending {
            self.game_over(tx, row, ending).await?;
        }
        Ok(version)
    }

    /// Ends a game without a move (a resignation, an agreed draw, a
    /// deadline).
    pub(super) async fn finish(&self, tx: &mut Tx, row: &GameRow, ending: &Ending) -> Result<()> {
        Store::update_game(
            tx,
            row.id,
            row.version,
            row.version,
            GameStatus::Finished,
            row.position.as_deref(),
            Some(&ending.to_json()),
            None,
            self.now(),
        )
        .await?;
        self.game_over(tx, row, ending).await?;
        Ok(())
    }

    /// Schedules the "your turn" reminder for the seat to move: a durable job
    /// that speaks only if nobody moved in the meantime; for the bot, its
    /// `bot-turn` job, due at once.
    pub(super) async fn notify_turn(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        game: &dyn DynGame,
        version: i64,
    ) -> Result<()> {
        if let Status::ToMove(seat) = game.status() {
            let payload = serde_json::json!({ "version": version }).to_string();
            let bots = Store::automatic_seats_in(tx, row.id).await?;
            if bots.get(seat.index()).copied().flatten().is_some() {
                // The bot plays at once, through a durable job.
                Store::schedule(tx, super::bot::BOT_TURN, Some(row.id), self.now(), &payload).await?;
                return Ok(());
            }
            Store::schedule(
                tx,
                super::reminders::REMIND_TURN,
                Some(row.id),
                self.now() + super::REMINDER_AFTER,
                &payload,
            )
            .await?;
            self.start_clock(tx, row, seat, version).await?;
        }
        Ok(())
    }

    /// The board as a reply: status line, picture, buttons, mention.
    pub(super) async fn board_reply(
        &self,
        row: &GameRow,
        seats: &[SeatRow],
        game: &dyn DynGame,
        viewer: Option<Seat>,
        lang: Lang,
    ) -> Result<Reply> {
        let (names, (text, mentions), clocks) = {
            let mut conn = self.store.reader().await?;
            let names = self.seat_names_in(&mut conn, row, seats, lang).await?;
            let clocks = self.clock_words(&mut conn, row, seats, game, lang).await?;
            (
                names,
                self.status_line(&mut conn, row, seats, game, lang).await?,
                clocks,
            )
        };
        let mut reply = Reply {
            text,
            mentions,
            ..Reply::default()
        };
        let mut view = game.view(viewer);
        for panel in &mut view.seats {
            panel.role = role(game, panel.seat, lang);
        }
        let ending = stored_ending(row);
        if let Some(ending) = &ending {
            show_ending(&mut view, ending, game.info(), lang, &names);
        }
        let mut title = format!("{} #{}", game_name(game.info(), lang), row.id);
        // A seat's own view of a game with secrets says whose it is.
        if let Some(seat) = viewer.filter(|_| game.info().hidden) {
            let name = names.get(seat.index()).cloned().unwrap_or_default();
            title = t!(lang, "view-title", title = title, name = name);
        }
        let frame = render::Frame::new(title)
            .with_words(super::texts::picture_words(lang))
            .with_speaker(Speech::new(game.info(), lang).shared())
            .with_names(names)
            .with_clocks(clocks)
            .for_seat(viewer);
        reply.image = render::render_png(&view, &frame).ok();
        reply.board = Some(BoardRef {
            game_id: row.id,
            ply: game.ply() as i64,
            facing: viewer.map(|s| s.0),
        });
        if ending.is_some() || matches!(game.status(), Status::Over(_)) {
            // The final board links to the game's web page.
            self.add_game_link(&mut reply, row.id, lang).await?;
            // A finished game steps back through its moves.
            let total = game.ply() as i64;
            reply.choices = vec![Choice {
                label: t!(lang, "button-rematch"),
                press: Press::Rematch { game: row.id },
            }];
            reply
                .choices
                .extend(super::history::step_choices(row.id, total, total));
        } else if let Status::ToMove(seat) = game.status()
            && !self.is_bot_seat(row.id, seat).await?
        {
            let hidden = game.info().hidden;
            // What a seat may play can tell what it holds: the table of a
            // game with secrets gets a button to each player's own view,
            // and the moves are there, unless they tell nothing (a bell to
            // lift, a piece to move in Evade's play).
            if hidden && viewer.is_none() {
                reply.choices = vec![Choice {
                    label: t!(lang, "button-my-view"),
                    press: Press::View { game: row.id },
                }];
            }
            let next = game.step_choices(&[]);
            let shown_here = !hidden
                || viewer == Some(seat)
                || (viewer.is_none() && super::secrets::moves_tell_nothing(game));
            if shown_here && next.next.len() + reply.choices.len() <= 25 {
                reply.choices.extend(next.next.iter().map(|step| Choice {
                    label: move_words::shown(game.info(), step, lang),
                    press: Press::Move {
                        game: row.id,
                        ply: game.ply() as i64,
                        text: step.clone(),
                    },
                }));
            }
        } else if game.info().hidden && viewer.is_none() {
            reply.choices = vec![Choice {
                label: t!(lang, "button-my-view"),
                press: Press::View { game: row.id },
            }];
        }
        Ok(reply)
    }

    /// Who is to move (or how the game ended), and whom to mention, read
    /// on `conn` (a write transaction's own, inside one).
    /// The time left per seat in the reader's words, for the picture's
    /// panels: none for a game without a clock or over.
    pub(super) async fn clock_words(
        &self,
        conn: &mut Conn,
        row: &GameRow,
        seats: &[SeatRow],
        game: &dyn DynGame,
        lang: Lang,
    ) -> Result<Vec<Option<String>>> {
        if row.status != GameStatus::Active {
            return Ok(Vec::new());
        }
        let moves = Store::moves_from_in(conn, row.id, 0).await?;
        let Some((_, clocks)) = super::clocks::clocks_of(conn, row, seats, &moves).await? else {
            return Ok(Vec::new());
        };
        let now = self.now();
        Ok((0..seats.len())
            .map(|seat| {
                let left = match game.status() {
                    Status::ToMove(s) if s.index() == seat => clocks.deadline(seat) - now,
                    _ => clocks.left[seat],
                };
                Some(super::time_control::span_words(left, lang))
            })
            .collect())
    }

    pub(super) async fn status_line(
        &self,
        conn: &mut Conn,
        row: &GameRow,
        seats: &[SeatRow],
        game: &dyn DynGame,
        lang: Lang,
    ) -> Result<(String, Vec<String>)> {
        let names = self.seat_names_in(conn, row, seats, lang).await?;
        let mut mentions = Vec::new();
        if let Some(ending) = stored_ending(row) {
            return Ok((over_line(row, game, &names, &ending, lang), mentions));
        }
        let text = match game.status() {
            Status::ToMove(seat) => {
                let name = names.get(seat.index()).cloned().unwrap_or_default();
                if let Some(player) = seats.get(seat.index()).and_then(|s| s.player_id) {
                    mentions = Store::platform_user_id_in(conn, player, &row.platform)
                        .await?
                        .into_iter()
                        .collect();
                }
                let mut line = t!(
                    lang,
                    "to-move",
                    name = name,
                    role = role(game, seat, lang),
                    id = row.id
                );
                // Only words to choose from (Go's count): say them, and
                // the command for each, not only whose turn it is.
                if let Some(words) = word_choices(game) {
                    let said: Vec<String> = words
                        .iter()
                        .map(|w| {
                            let typed = super::command_text::typed_for_word(game.info(), w, lang);
                            format!("{} ({typed})", move_words::shown(game.info(), w, lang))
                        })
                        .collect();
                    line.push(' ');
                    line.push_str(&t!(
                        lang,
                        "to-move-choose",
                        name = name,
                        choices = said.join(" / ")
                    ));
                }
                let moves = Store::moves_from_in(conn, row.id, 0).await?;
                if let Some((_, clocks)) = super::clocks::clocks_of(conn, row, seats, &moves).await? {
                    let now = self.now();
                    line.push(' ');
                    line.push_str(&match clocks.paused_until(seat.index(), now) {
                        // Opponents see why the clock does not run.
                        Some(back) => t!(
                            lang,
                            "vacation-paused",
                            name = name,
                            time = super::time_control::span_words(back - now, lang)
                        ),
                        None => t!(
                            lang,
                            "clock-left",
                            time = super::time_control::span_words(clocks.deadline(seat.index()) - now, lang)
                        ),
                    });
                }
                line
            }
            Status::Chance => t!(lang, "dice-due", id = row.id),
            Status::Over(outcome) => {
                let ending =
                    Ending::of_outcome(&outcome).with_resigned_last(seats.len() as i64, &resigned_of(seats));
                over_line(row, game, &names, &ending, lang)
            }
        };
        Ok((text, mentions))
    }
}

/// What the move just played did, as the game tells it (a mancala sowing:
/// laps, last seed, captures), after a colon; or just a full stop.
/// The moves to choose from when they are only a few words (Go's count:
/// `accept`, `dispute`), or `None`.
pub(super) fn word_choices(game: &dyn DynGame) -> Option<Vec<String>> {
    let legal = game.legal();
    ((2..=4).contains(&legal.len())
        && legal
            .iter()
            .all(|m| !m.is_empty() && m.chars().all(|c| c.is_ascii_lowercase())))
    .then_some(legal)
}

pub(super) fn told(game: &dyn DynGame, lang: Lang) -> String {
    let story = game.view(None).last_move;
    if story.is_empty() {
        ".".to_string()
    } else {
        let speech = Speech::new(game.info(), lang);
        let clauses: Vec<String> = story.iter().map(|m| speech.say(m)).collect();
        // The engine's own text, bounded (not a user's text to echo); its
        // clauses carry no final stop, the sentence gets one here.
        let mut story: String = clauses.join("; ").chars().take(600).collect();
        if !story.ends_with(['.', '!', '?', '…']) {
            story.push('.');
        }
        format!(": {story}")
    }
}

/// The next picker step after a partial move `text`: each choice completes
/// one more step. A choice that would be a whole move and also the start of
/// longer ones (Quoridor's `d2`: the pawn's step, or the walls `d2h` and
/// `d2v`) is offered as each of them, so pressing it plays what it says.
fn picker_after(game: &dyn DynGame, text: &str, game_id: i64, ply: i64, lang: Lang) -> Vec<Choice> {
    let legal = game.legal_steps();
    let whole: Vec<String> = legal.iter().map(|steps| normalize(&steps.concat())).collect();
    let mut labels: Vec<String> = Vec::new();
    next_steps(&legal, &whole, &normalize(text), &mut labels);
    let mut choices: Vec<Choice> = labels
        .into_iter()
        .map(|label| Choice {
            label: move_words::shown(game.info(), &label, lang),
            press: Press::Move {
                game: game_id,
                ply,
                text: label,
            },
        })
        .collect();
    // Natural order: G2 before G10.
    choices.sort_by_key(|c| natural_key(&c.label));
    choices.truncate(25);
    choices
}

/// Adds to `labels` the texts one step past `prefix` (normalised) among the
/// `legal` moves' steps, in order; one that is a whole move (`whole`, the
/// moves normalised) and goes on gives the move and its own next steps.
fn next_steps(legal: &[Vec<String>], whole: &[String], prefix: &str, labels: &mut Vec<String>) {
    for steps in legal {
        for k in 1..steps.len() {
            if normalize(&steps[..k].concat()) != prefix {
                continue;
            }
            let label = steps[..=k].concat();
            if labels.contains(&label) {
                continue;
            }
            labels.push(label.clone());
            let key = normalize(&label);
            if k + 1 < steps.len() && whole.contains(&key) {
                // Pressed as it is it would play the shorter move: offer
                // the longer ones by their next step too.
                next_steps(legal, whole, &key, labels);
            }
        }
    }
}

/// A text's sorting key with its runs of digits compared as numbers
/// (`G2` before `G10`).
pub(super) fn natural_key(text: &str) -> Vec<(String, u64)> {
    let mut key = Vec::new();
    let mut letters = String::new();
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if c.is_ascii_digit() {
            let mut number = u64::from(c as u8 - b'0');
            while let Some(d) = chars.peek().copied().filter(char::is_ascii_digit) {
                number = number
                    .saturating_mul(10)
                    .saturating_add(u64::from(d as u8 - b'0'));
                chars.next();
            }
            key.push((std::mem::take(&mut letters), number));
        } else {
            letters.push(c);
        }
    }
    key.push((letters, 0));
    key
}

/// Whom a board posted for the whole chat faces: nobody in particular. A
/// game keeps one orientation from start to end (its first seat at the
/// bottom, or what its view chooses: backgammon numbers the points for the
/// player to move), so its coordinates never run backwards every other
/// post; a player who wants their own side asks `/board flip`. A game with
/// hidden information shows the chat a spectator's view too.
pub(super) fn public_viewer(_game: &dyn DynGame) -> Option<Seat> {
    None
}

/// The ending stored with a finished game (by the rules, a resignation, an
/// agreement, a deadline); `None` while it is played.
pub(super) fn stored_ending(row: &GameRow) -> Option<Ending> {
    if row.status != GameStatus::Finished {
        return None;
    }
    row.result.as_deref().and_then(Ending::from_json)
}

/// A finished game's picture says how it ended.
pub(super) fn show_ending(
    view: &mut games::View,
    ending: &Ending,
    info: &'static games::GameInfo,
    lang: Lang,
    names: &[String],
) {
    // Ended outside the moves (or told again in the reader's words): the
    // picture says how, never "to move".
    let outcome = ending.outcome_in(info, lang, names);
    if ending.how != How::Rules {
        view.caption = Some(outcome.reason.clone());
        view.to_move = None;
    }
    // A game stopped by its tournament's cancellation has no result to
    // show (not a draw): the caption alone says why it stopped.
    if ending.how != How::TournamentCancelled {
        view.outcome = Some(outcome);
    }
}

/// "alice (White) wins".
pub(super) fn winner_words(game: &dyn DynGame, names: &[String], seat: Seat, lang: Lang) -> String {
    t!(
        lang,
        "wins",
        name = names.get(seat.index()).cloned().unwrap_or_default(),
        role = role(game, seat, lang)
    )
}

/// "bob (Red) and dave (Yellow) win": the seats of a team's win, or `None`
/// when the outcome names no winning team.
pub(super) fn team_winner_words(
    game: &dyn DynGame,
    names: &[String],
    outcome: &games::Outcome,
    lang: Lang,
) -> Option<String> {
    outcome.teams.as_ref()?;
    let won: Vec<String> = outcome
        .winners(game.seats())
        .into_iter()
        .map(|seat| {
            let name = names.get(seat.index()).cloned().unwrap_or_default();
            format!("{name} ({})", role(game, seat, lang))
        })
        .collect();
    let (last, rest) = won.split_last()?;
    let names = if rest.is_empty() {
        last.clone()
    } else {
        t!(lang, "list-and", rest = rest.join(", "), last = last.clone())
    };
    Some(t!(lang, "team-wins", names = names))
}

/// "Game #N is over: alice (White) wins: bob resigned."
pub(super) fn over_line(
    row: &GameRow,
    game: &dyn DynGame,
    names: &[String],
    ending: &Ending,
    lang: Lang,
) -> String {
    let outcome = ending.outcome_in(game.info(), lang, names);
    let mut who = match outcome.winner {
        _ if ending.how == How::TournamentCancelled => t!(lang, "no-result"),
        Some(w) => winner_words(game, names, w, lang),
        None if let Some(team) = team_winner_words(game, names, &outcome, lang) => team,
        None if outcome.nobody_won(game.seats()) => t!(lang, "lost"),
        None => t!(lang, "draw"),
    };
    // The final score, seat by seat (Awele's 25–23), where the game keeps one.
    if let Some(scores) = outcome.scores.as_ref().filter(|s| s.len() > 1) {
        let figures: Vec<String> = scores.iter().map(i32::to_string).collect();
        who.push_str(&format!(" ({})", figures.join("–")));
    }
    t!(
        lang,
        "game-over",
        id = row.id,
        who = who,
        reason = ending.reason_in(game.info(), lang, names),
        seed = seed_reveal(row, lang)
    )
}

/// The revealed seed of a finished game with chance.
pub(super) fn seed_reveal(row: &GameRow, lang: Lang) -> String {
    if games::registry::find(&row.slug).is_some_and(|e| e.info().chance) {
        t!(
            lang,
            "seed-revealed",
            seed = games::chance::hex(&row.seed),
            hash = row.seed_hash
        )
    } else {
        String::new()
    }
}

/// "Game #N is not being played (it is finished)."
fn not_played(row: &GameRow, lang: Lang) -> String {
    t!(
        lang,
        "not-being-played",
        id = row.id,
        status = super::status_name(row.status, lang)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_story_of_a_move_is_one_sentence_in_the_readers_language() {
        let mut game = games::registry::start("awele", &Default::default()).unwrap();
        game.play("C").unwrap();
        let told = told(game.as_ref(), Lang::It);
        assert!(told.starts_with(": 4 semi da C"), "{told}");
        assert!(told.ends_with('.'), "{told}");
        assert_eq!(super::told(game.as_ref(), Lang::En).matches('.').count(), 1);
    }

    fn finished_row(result: &Ending) -> GameRow {
        GameRow {
            id: 3,
            platform: "test".into(),
            chat_id: "c".into(),
            slug: "awele".into(),
            options: "{}".into(),
            settings: "{}".into(),
            seed: vec![0; 32],
            seed_hash: String::new(),
            status: GameStatus::Finished,
            version: 40,
            created_by: 1,
            created_at: 0,
            expires_at: None,
            position: None,
            result: Some(result.to_json()),
            draw_offer: None,
            lang: "it".into(),
            started_at: None,
            updated_at: 0,
            takebacks: 0,
        }
    }

    #[test]
    fn a_finished_games_line_gives_the_final_score() {
        let game = games::registry::start("awele", &Default::default()).unwrap();
        let outcome = games::Outcome::win(Seat(0), games::Message::plain("more than half the seeds"))
            .with_scores(vec![25, 23]);
        let ending = Ending::of_outcome(&outcome);
        let names = ["alice".to_string(), "bob".to_string()];
        let line = over_line(&finished_row(&ending), game.as_ref(), &names, &ending, Lang::En);
        assert!(line.contains("alice (South) wins (25–23)"), "{line}");
        let resigned = Ending::resigned(0, 2);
        let line = over_line(
            &finished_row(&resigned),
            game.as_ref(),
            &names,
            &resigned,
            Lang::It,
        );
        assert!(
            line.contains("vince bob") && line.contains("alice ha abbandonato"),
            "{line}"
        );
        assert!(!line.contains('–'), "a resignation has no score: {line}");
    }

    /// Quoridor's `d1` is the pawn's step and the start of the walls `d1h`
    /// and `d1v`: after `d` the picker offers all three, and each press
    /// plays what its label says.
    #[test]
    fn a_picker_offers_a_step_and_the_walls_it_starts_apart() {
        let game = games::registry::start("quoridor", &Default::default()).unwrap();
        assert!(game.legal().contains(&"d1".to_string()), "{:?}", game.legal());
        let choices = picker_after(game.as_ref(), "d", 1, 0, Lang::En);
        let texts: Vec<&str> = choices
            .iter()
            .map(|c| match &c.press {
                Press::Move { text, .. } => text.as_str(),
                _ => "",
            })
            .collect();
        for wanted in ["d1", "d1h", "d1v", "d2"] {
            assert!(texts.contains(&wanted), "{wanted} missing from {texts:?}");
        }
        let labels: Vec<&str> = choices.iter().map(|c| c.label.as_str()).collect();
        let mut distinct = labels.clone();
        distinct.sort_unstable();
        distinct.dedup();
        assert_eq!(distinct.len(), labels.len(), "{labels:?}");
        for (text, played) in [("d1", "d1"), ("d1h", "d1h"), ("d1v", "d1v")] {
            let mut trial = game.clone_box();
            assert_eq!(trial.play(text).unwrap(), played);
        }
    }

    /// Where each cell of the board a chat is shown lies against the first
    /// one: left, right, above or below (the picture's size may change with
    /// its captions; its orientation must not).
    fn orientation(game: &dyn DynGame) -> Vec<(String, std::cmp::Ordering, std::cmp::Ordering)> {
        let viewer = public_viewer(game);
        let spots = render::spots(&game.view(viewer), &render::Frame::new("x").for_seat(viewer));
        let Some(first) = spots.first().cloned() else {
            return Vec::new();
        };
        let side = |a: f32, b: f32| {
            if (a - b).abs() < 0.5 {
                std::cmp::Ordering::Equal
            } else {
                a.total_cmp(&b)
            }
        };
        spots
            .into_iter()
            .map(|s| (s.cell, side(s.x, first.x), side(s.y, first.y)))
            .collect()
    }

    /// Every registered game's shared board keeps its orientation at every
    /// ply: coordinates never run backwards every other post (Go's `j…a`,
    /// TwixT's `X…A`). Only a view that puts the player to move at the
    /// bottom itself (the tables games: a point's number depends on who
    /// moves, and the picture shows the numbers that player types) turns.
    #[test]
    fn a_games_shared_board_keeps_one_orientation_at_every_ply() {
        let mut turned = Vec::new();
        for entry in games::registry::GAMES {
            let mut game = entry.start(&Default::default()).unwrap();
            let start = orientation(game.as_ref());
            let bottom = game.view(None).bottom;
            let mover_at_bottom = |g: &dyn DynGame| bottom.is_some() && g.view(None).bottom != bottom;
            for ply in 0..8 {
                let legal = game.legal();
                if legal.is_empty() {
                    break;
                }
                // Varied but fixed choices: the same games every run.
                let pick = legal[(ply * 7 + 3) % legal.len()].clone();
                game.play(&pick).unwrap();
                let now = orientation(game.as_ref());
                let moved: Vec<&String> = now
                    .iter()
                    .filter(|(cell, ..)| {
                        start
                            .first()
                            .is_some_and(|f| now.first().is_some_and(|n| n.0 == f.0))
                            && start.iter().any(|s| s.0 == *cell)
                    })
                    .filter(|c| !start.contains(c))
                    .map(|(cell, ..)| cell)
                    .collect();
                if !moved.is_empty() && !mover_at_bottom(game.as_ref()) {
                    turned.push(format!(
                        "{} at ply {}: {:?}",
                        entry.info().slug,
                        game.ply(),
                        &moved[..moved.len().min(4)]
                    ));
                    break;
                }
            }
        }
        assert!(turned.is_empty(), "{}", turned.join("\n"));
    }

    /// TwixT's notation counts rows from the top and columns A–X from the
    /// left: so does its shared picture at every ply, after a swap too
    /// (before, the second seat saw X…A with 24 on top).
    #[test]
    fn twixt_rows_run_from_the_top_as_its_notation_says() {
        let mut game = games::registry::start("twixt", &Default::default()).unwrap();
        for next in ["F12", "swap", "A5", "J7", "B9"] {
            let viewer = public_viewer(game.as_ref());
            let spots = render::spots(&game.view(viewer), &render::Frame::new("x").for_seat(viewer));
            let at = |cell: &str| spots.iter().find(|s| s.cell == cell).map(|s| (s.x, s.y)).unwrap();
            let (a1, a24, x1) = (at("b1"), at("b24"), at("w1"));
            assert!(a1.1 < a24.1, "row 1 above row 24 at ply {}", game.ply());
            assert!(a1.0 < x1.0, "column A left of X at ply {}", game.ply());
            game.play(next).unwrap();
        }
        let en = told(game.as_ref(), Lang::En);
        assert!(en.is_empty() || en == ".", "{en}");
        let mut swapped = games::registry::start("twixt", &Default::default()).unwrap();
        swapped.play("F12").unwrap();
        swapped.play("swap").unwrap();
        let en = told(swapped.as_ref(), Lang::En);
        assert!(
            en.contains("Second now plays Red") && en.contains("First plays Black"),
            "{en}"
        );
        let it = told(swapped.as_ref(), Lang::It);
        assert!(
            it.contains("Secondo gioca il Rosso") && it.contains("Primo gioca il Nero"),
            "{it}"
        );
    }
}
