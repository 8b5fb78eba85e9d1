//! Clocks of games in play: each person's turn schedules its flag (a
//! durable `clock-flag` job due when the seat's time runs out) and at most
//! two warnings (turn reminders due at half and a sixth of the time left).
//!
//! The clocks themselves are computed from the stored moves' times
//! ([`super::time_control`]). A flag job and a move on the same game run
//! under the game's lock and check its version in one transaction: a move
//! made in time makes the flag job stale; a move arriving after the flag
//! fell is refused and ends the game on time instead. Exactly one of the
//! two happens.

use games::{DynGame, Seat, Status};

use super::ending::{Ending, How};
use super::play::{Recorded, resigned_of, seed_reveal, team_winner_words, winner_words};
use super::texts::{lang_of, t};
use super::time_control::{Clocks, TimeControl, Timed};
use super::{App, BoardRef, Notice, Result, Settings, role};
use crate::store::{Conn, GameRow, GameStatus, MoveRow, SeatRow, Store, Tx};

/// The job kind of a flag due to fall.
pub(super) const FLAG: &str = "clock-flag";
/// The job kind that closes a game without a clock nobody moved in.
pub(super) const ABANDON: &str = "abandon";

/// The control and clocks of a game after `moves`, if it has a clock and
/// has started: a correspondence clock stands still during its seat's
/// vacations.
pub(super) async fn clocks_of(
    conn: &mut Conn,
    row: &GameRow,
    seats: &[SeatRow],
    moves: &[MoveRow],
) -> Result<Option<(TimeControl, Clocks)>> {
    let settings: Settings = serde_json::from_str(&row.settings).unwrap_or_default();
    let (Some(control), Some(started)) = (settings.time, row.started_at) else {
        return Ok(None);
    };
    let timed: Vec<Timed> = moves
        .iter()
        .map(|m| Timed {
            seat: m.seat,
            at: m.at,
        })
        .collect();
    let mut pauses = Vec::new();
    if control.is_correspondence() {
        for seat in seats {
            pauses.push(match seat.player_id {
                Some(player) => Store::vacations_in(conn, player).await?,
                None => Vec::new(),
            });
        }
    }
    let clocks = Clocks::paused(control, seats.len(), started, &timed, pauses);
    Ok(Some((control, clocks)))
}

/// The payload of a flag job: the version whose turn it times.
fn version_of(payload: &str) -> Option<i64> {
    serde_json::from_str::<serde_json::Value>(payload)
        .ok()
        .and_then(|v| v["version"].as_i64())
}

impl App {
    /// Starts the clock of `seat`'s turn at `version`: its flag, and its
    /// warnings as turn reminders. Nothing for a game without a clock.
    pub(super) async fn start_clock(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        seat: Seat,
        version: i64,
    ) -> Result<()> {
        let moves = Store::moves_in(tx, row.id).await?;
        let seats = Store::seats_in(tx, row.id).await?;
        let payload = serde_json::json!({ "version": version }).to_string();
        let Some((_, clocks)) = clocks_of(tx, row, &seats, &moves).await? else {
            // No clock: closed as abandoned if nobody moves for a month.
            let at = self.now() + super::ABANDONED_AFTER;
            Store::schedule(tx, ABANDON, Some(row.id), at, &payload).await?;
            return Ok(());
        };
        Store::schedule(tx, FLAG, Some(row.id), clocks.deadline(seat.index()), &payload).await?;
        // The hourly reminder comes anyway; warnings due before it would
        // say the same twice.
        let after = self.now() + super::REMINDER_AFTER;
        for at in clocks.warnings(seat.index(), after) {
            Store::schedule(tx, super::reminders::REMIND_TURN, Some(row.id), at, &payload).await?;
        }
        Ok(())
    }

    /// Runs a due flag job: if the turn it timed is still on and the seat's
    /// time is out, the seat loses on time; if the time moved later (it
    /// cannot today, but a pause could), the flag is scheduled again.
    pub(super) async fn flag_job(&self, tx: &mut Tx, game_id: i64, payload: &str) -> Result<()> {
        let Some(row) = Store::game_in(tx, game_id).await? else {
            return Ok(());
        };
        if row.status != GameStatus::Active || version_of(payload) != Some(row.version) {
            return Ok(());
        }
        let moves = Store::moves_in(tx, game_id).await?;
        let game = self.replayed(&row, &moves)?;
        let Status::ToMove(seat) = game.status() else {
            return Ok(());
        };
        let seats = Store::seats_in(tx, game_id).await?;
        let Some((_, clocks)) = clocks_of(tx, &row, &seats, &moves).await? else {
            return Ok(());
        };
        let deadline = clocks.deadline(seat.index());
        if deadline > self.now() {
            Store::schedule(tx, FLAG, Some(game_id), deadline, payload).await?;
            return Ok(());
        }
        self.time_out(tx, &row, &seats, game.as_ref(), seat).await
    }

    /// Runs a due abandonment job: a game still at the version it was
    /// scheduled at is closed, unrated, and the chat told.
    pub(super) async fn abandon_job(&self, tx: &mut Tx, game_id: i64, payload: &str) -> Result<()> {
        let Some(row) = Store::game_in(tx, game_id).await? else {
            return Ok(());
        };
        if row.status != GameStatus::Active || version_of(payload) != Some(row.version) {
            return Ok(());
        }
        self.finish(tx, &row, &Ending::abandoned()).await?;
        let lang = lang_of(&row.lang);
        let notice = Notice {
            text: t!(
                lang,
                "abandoned",
                id = row.id,
                days = super::ABANDONED_AFTER / 86_400
            ),
            board: None,
            mentions: Vec::new(),
            lang: lang.as_str().to_string(),
            glimpse: None,
        };
        self.enqueue_in_chat(tx, &row, &format!("game:{}:abandoned", row.id), &notice)
            .await?;
        Ok(())
    }

    /// Seconds left to `seat`, to move in `row` now, if the game has a
    /// clock (negative once its flag fell).
    pub(super) async fn time_left(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        seats: &[SeatRow],
        seat: Seat,
    ) -> Result<Option<i64>> {
        let moves = Store::moves_in(tx, row.id).await?;
        let clocks = clocks_of(tx, row, seats, &moves).await?;
        Ok(clocks.map(|(_, c)| c.deadline(seat.index()) - self.now()))
    }

    /// `seat` ran out of time: where the game gives silence a meaning (a
    /// claim let stand), its move is played for the seat and play goes on;
    /// else, in a game of more than two seats with two
    /// others still playing, the core plays the seat from now on (as after
    /// a resignation); otherwise the game ends, the seat losing. The chat
    /// is told, with the board.
    pub(super) async fn time_out(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        seats: &[SeatRow],
        game: &dyn DynGame,
        seat: Seat,
    ) -> Result<()> {
        if let Some(answer) = game.time_out_move() {
            return self.silence(tx, row, seats, game, seat, &answer).await;
        }
        let lang = lang_of(&row.lang);
        let names = self.seat_names_in(tx, row, seats, lang).await?;
        let name = names.get(seat.index()).cloned().unwrap_or_default();
        let resigned = resigned_of(seats);
        let count = seats.len() as i64;
        let me = i64::from(seat.0);
        let teams = game.teams();
        let text = if teams.is_none() && count > 2 && count - resigned.len() as i64 > 2 {
            Store::resign_seat(tx, row.id, me, row.version).await?;
            self.notify_turn(tx, row, game, row.version).await?;
            t!(
                lang,
                "flag-plays-on",
                name = name,
                id = row.id,
                role = role(game, seat, lang)
            )
        } else {
            // The other side of a two-seat game wins only if it still
            // could (a bare king cannot): else the flag draws.
            let other = Seat(u8::from(seat.0 == 0));
            let player = seats.get(seat.index()).and_then(|s| s.player_id);
            let ending = match (self.tournament_no_show(tx, row, me, player).await?, &teams) {
                (Some(no_show), _) => no_show,
                // Partners lose as one when one of them runs out of time.
                (None, Some(teams)) => Ending::team_conceded(me, teams, How::OutOfTime { seat: me }),
                (None, None) => Ending::out_of_time(me, count, &resigned, game.can_still_win(other)),
            };
            self.finish(tx, row, &ending).await?;
            let who = match ending.winner_seat() {
                Some(w) => Some(winner_words(game, &names, w, lang)),
                None => team_winner_words(game, &names, &ending.outcome_in(game.info(), lang, &names), lang),
            };
            let over = match who {
                Some(who) => t!(
                    lang,
                    "flag-fell-winner",
                    name = name,
                    id = row.id,
                    who = who,
                    seed = seed_reveal(row, lang)
                ),
                None => t!(
                    lang,
                    "flag-fell-draw",
                    name = name,
                    id = row.id,
                    seed = seed_reveal(row, lang)
                ),
            };
            // The game's end links to its web page.
            match self.game_link_line(tx, row.id, lang).await? {
                Some(link) => format!("{}\n{link}", over.trim_end()),
                None => over,
            }
        };
        let notice = Notice {
            text: text.trim_end().to_string(),
            board: Some(BoardRef {
                game_id: row.id,
                ply: row.version,
                facing: None,
            }),
            mentions: Vec::new(),
            lang: lang.as_str().to_string(),
            glimpse: None,
        };
        self.enqueue_in_chat(tx, row, &format!("game:{}:flag:{}", row.id, row.version), &notice)
            .await?;
        Ok(())
    }

    /// Plays `answer`, the move silence makes, for `seat` whose time ran
    /// out, with the throws that follow it, and tells the chat with the
    /// board. The next seat's flag is scheduled as after any move.
    async fn silence(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        seats: &[SeatRow],
        game: &dyn DynGame,
        seat: Seat,
        answer: &str,
    ) -> Result<()> {
        let mut game = game.clone_box();
        let played = game
            .play(answer)
            .map_err(|e| super::AppError::User(e.to_string()))?;
        let settings: Settings = serde_json::from_str(&row.settings).unwrap_or_default();
        let mut recorded: Vec<Recorded> = vec![(played.clone(), Some(i64::from(seat.0)), false)];
        self.advance(&mut game, &row.seed, settings, &mut recorded);
        let version = self.record(tx, row, game.as_ref(), &recorded).await?;
        self.notify_turn(tx, row, game.as_ref(), version).await?;
        let lang = lang_of(&row.lang);
        let names = self.seat_names_in(tx, row, seats, lang).await?;
        let name = names.get(seat.index()).cloned().unwrap_or_default();
        let head = t!(
            lang,
            "flag-silence",
            name = name,
            id = row.id,
            role = role(game.as_ref(), seat, lang),
            did = super::move_words::did(game.info(), &played, lang),
            told = super::play::told(game.as_ref(), lang)
        );
        let key = format!("game:{}:silence:{}", row.id, row.version);
        self.post_move_notice(
            tx,
            row,
            seats,
            game.as_ref(),
            &recorded,
            version,
            head,
            &key,
            lang,
            None,
        )
        .await?;
        Ok(())
    }
}
