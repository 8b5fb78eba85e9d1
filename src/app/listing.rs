//! Looking around: the board, one's games, the games here, the playable
//! games, help.

use crate::app::refusal::refusal;
use crate::app::refuse_as;
use games::{Seat, Speak, Status};

use super::speech::Speech;
use super::texts::{Lang, t};
use super::{App, AppError, GameRef, Reply, Request, Result, texts};
use crate::store::{GameStatus, StoreError};

/// How long a finished game stays in `/mygames`, in seconds: a week.
const RECENTLY_FINISHED: i64 = 7 * 24 * 60 * 60;
/// The most finished games `/mygames` shows.
const MAX_RECENTLY_FINISHED: i64 = 5;

impl App {
    /// The current board of a game.
    /// `flip`: turned to the asker's side (if they play in it) and shown to
    /// them alone; otherwise the game's own orientation, for everyone.
    pub(super) async fn board(&self, request: &Request, wanted: GameRef, flip: bool) -> Result<Reply> {
        let me = self.player(request).await?;
        let row = match self
            .pick_game(request, me, wanted, &[GameStatus::Active], "board")
            .await
        {
            Ok(row) => row,
            // No game in play here at all: the user's last finished one.
            // Several in play are asked about, as `/move` asks.
            Err(e) => {
                let playing = self
                    .store
                    .games_of_player_in(me, &request.platform, &request.chat)
                    .await?
                    .iter()
                    .any(|g| g.status == GameStatus::Active);
                match (
                    wanted,
                    playing,
                    self.store
                        .last_finished_game(me, &request.platform, &request.chat)
                        .await?,
                ) {
                    (None, false, Some(row)) => row,
                    _ => return Err(e),
                }
            }
        };
        let (lang, public) = (request.lang, request.chat_lang);
        if row.status == GameStatus::Open {
            return refuse_as(refusal!("not-started", id = row.id));
        }
        if !matches!(row.status, GameStatus::Active | GameStatus::Finished) {
            return refuse_as(refusal!(
                "never-played",
                id = row.id,
                status = super::status_name(row.status, lang)
            ));
        }
        let seats = self.store.seats(row.id).await?;
        let moves = self.store.moves(row.id).await?;
        let game = self.replayed(&row, &moves)?;
        if !flip {
            return self
                .board_reply(
                    &row,
                    &seats,
                    game.as_ref(),
                    super::play::public_viewer(game.as_ref()),
                    public,
                )
                .await;
        }
        let viewer = seats
            .iter()
            .find(|s| s.player_id == Some(me))
            .map(|s| Seat(s.seat as u8));
        let reply = self
            .board_reply(&row, &seats, game.as_ref(), viewer, lang)
            .await?;
        // A seat's view of a game of hidden information is for its eyes
        // only, even where the platform cannot answer one user alone.
        if game.info().hidden && viewer.is_some() && row.status == GameStatus::Active {
            return Ok(reply.secret());
        }
        Ok(reply.only_for_asker())
    }

    /// A game's record in its community's format (PDN for draughts, PGN
    /// for chess, SGF for Go), or else Tavolo's JSON record as a file, with
    /// the players' names.
    pub(super) async fn game_record(&self, request: &Request, wanted: GameRef) -> Result<Reply> {
        let me = self.player(request).await?;
        let row = match self
            .pick_game(request, me, wanted, &[GameStatus::Active], "record")
            .await
        {
            Ok(row) => row,
            Err(e) => match (
                wanted,
                self.store
                    .last_finished_game(me, &request.platform, &request.chat)
                    .await?,
            ) {
                (None, Some(row)) => row,
                _ => return Err(e),
            },
        };
        let info = games::registry::find(&row.slug).map(|e| e.info());
        if super::secrets::kept(&row) {
            return refuse_as(refusal!("record-after-the-end", id = row.id));
        }
        match self.record_of(&row, request.lang).await? {
            Ok(record) if record.format == games::RecordFormat::Json => {
                let file = record_file_name(row.id, &record);
                let game = info.map_or(row.slug.as_str(), |i| texts::game_name(i, request.chat_lang));
                let mut reply = Reply::text(t!(
                    request.chat_lang,
                    "record-file",
                    id = row.id,
                    game = game,
                    file = file.as_str()
                ));
                reply.file = Some((file, record.text.into_bytes()));
                Ok(reply)
            }
            Ok(record) => Ok(Reply {
                text: t!(
                    request.chat_lang,
                    "record-of",
                    id = row.id,
                    format = record.format.name()
                ),
                pre: Some(record.text.trim_end().to_string()),
                ..Reply::default()
            }),
            Err(e) => {
                // The record's own words are for the log, not the chat.
                tracing::warn!("tavolo: record of game {}: {e}", row.id);
                refuse_as(refusal!("record-failed", id = row.id))
            }
        }
    }

    /// The record of the game of `row` in its format, players named in
    /// `lang` (`/record` and the game's web page): the outer error is the
    /// store's, the inner the record's own.
    pub(super) async fn record_of(
        &self,
        row: &crate::store::GameRow,
        lang: Lang,
    ) -> Result<std::result::Result<games::Record, games::RecordError>> {
        let Some(entry) = games::registry::find(&row.slug) else {
            return Err(AppError::Store(StoreError::Protocol(format!(
                "game {} has the unknown slug '{}'",
                row.id, row.slug
            ))));
        };
        let info = entry.info();
        let seats = self.store.seats(row.id).await?;
        let names = self.seat_names(row, &seats, lang).await?;
        let moves = self.move_texts(row.id).await?;
        let role_name = |role: &str| {
            let seat = info
                .seat_names
                .iter()
                .position(|r| r.eq_ignore_ascii_case(role))?;
            names.get(seat).cloned()
        };
        // A game stopped by its tournament's cancellation has no result:
        // `*`, as a game unfinished.
        let ending =
            super::play::stored_ending(row).filter(|e| e.how != super::ending::How::TournamentCancelled);
        // The seed only once the game is over: it tells the throws to come.
        let revealed = row.status == GameStatus::Finished && row.seed.len() == 32;
        let tags = games::RecordTags {
            event: Some(format!("Tavolo game #{}", row.id)),
            site: Some(format!("Tavolo ({})", row.platform)),
            white: role_name("White"),
            black: role_name("Black"),
            date: Some(pdn_date(row.created_at)),
            ended: ending.as_ref().map(|e| e.winner_seat()),
            // The ending's kind as stored (`resigned`, `out-of-time`, …).
            ended_reason: ending
                .as_ref()
                .and_then(|e| serde_json::to_value(e.how).ok())
                .and_then(|how| how.get("kind").and_then(|k| k.as_str()).map(str::to_string)),
            players: names.iter().cloned().map(Some).collect(),
            seed_sha256: info.chance.then(|| row.seed_hash.clone()),
            seed: (info.chance && revealed).then(|| games::chance::hex(&row.seed)),
            ..Default::default()
        };
        let given = super::stored_options(&row.options)?;
        Ok(entry.record(&given, &moves, &tags))
    }

    /// The user's open and active games.
    pub(super) async fn my_games(&self, request: &Request) -> Result<Reply> {
        let lang = request.lang;
        let me = self.player(request).await?;
        let mut rows = self.store.games_of_player(me).await?;
        // Games that ended lately stay in the list, marked as over.
        rows.extend(
            self.store
                .finished_games_of_player(me, self.now() - RECENTLY_FINISHED, MAX_RECENTLY_FINISHED)
                .await?,
        );
        if rows.is_empty() {
            return Ok(Reply::text(t!(lang, "no-games-yours")));
        }
        let mut lines = vec![t!(lang, "your-games")];
        for row in rows {
            let here = if row.platform == request.platform && row.chat_id == request.chat {
                format!(" {}", t!(lang, "here-mark"))
            } else {
                String::new()
            };
            lines.push(format!(
                "#{} {} — {}{here}",
                row.id,
                super::game_names::display_name(&row.slug, lang),
                self.describe(&row, Some(me), lang).await?
            ));
        }
        Ok(Reply::text(lines.join("\n")))
    }

    /// The games on this platform where it is the user's move, the one
    /// waiting longest first, each with its time left.
    pub(super) async fn turns(&self, request: &Request) -> Result<Reply> {
        let lang = request.lang;
        let me = self.player(request).await?;
        // A linked player's games on the other platform are theirs too.
        let lines = self.turn_lines(me, &request.platform, true, lang).await?;
        if lines.is_empty() {
            return Ok(Reply::text(t!(lang, "turns-none")));
        }
        let mut text = vec![t!(lang, "turns-head", n = lines.len())];
        text.extend(lines);
        Ok(Reply::text(text.join("\n")))
    }

    /// A line per game on `platform` (or `everywhere`, those elsewhere
    /// saying where) where it is `me`'s move, the one waiting longest
    /// first, with its time left (read through the pool).
    pub(super) async fn turn_lines(
        &self,
        me: i64,
        platform: &str,
        everywhere: bool,
        lang: Lang,
    ) -> Result<Vec<String>> {
        let now = self.now();
        let mut waiting = Vec::new();
        for row in self.store.games_of_player(me).await? {
            if row.status != GameStatus::Active || (!everywhere && row.platform != platform) {
                continue;
            }
            let moves = self.store.moves(row.id).await?;
            let game = self.replayed(&row, &moves)?;
            let Status::ToMove(seat) = game.status() else {
                continue;
            };
            let seats = self.store.seats(row.id).await?;
            if !seats
                .get(seat.index())
                .is_some_and(|s| s.player_id == Some(me) && s.resigned_at.is_none())
            {
                continue;
            }
            let since = moves
                .last()
                .map_or(row.started_at.unwrap_or(row.created_at), |m| m.at);
            let clocks =
                super::clocks::clocks_of(&mut *self.store.reader().await?, &row, &seats, &moves).await?;
            let left = clocks.map(|(_, clocks)| clocks.deadline(seat.index()) - now);
            let names = self.seat_names(&row, &seats, lang).await?;
            let opponents: Vec<&str> = names
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != seat.index())
                .map(|(_, n)| n.as_str())
                .collect();
            let mut line = match left {
                Some(left) => t!(
                    lang,
                    "turns-line-clock",
                    id = row.id,
                    game = texts::game_name(game.info(), lang),
                    opponents = opponents.join(", "),
                    time = super::time_control::span_words(left, lang)
                ),
                None => t!(
                    lang,
                    "turns-line",
                    id = row.id,
                    game = texts::game_name(game.info(), lang),
                    opponents = opponents.join(", "),
                    since = super::time_control::span_words(now - since, lang)
                ),
            };
            if row.platform != platform {
                line.push_str(&t!(
                    lang,
                    "turns-elsewhere",
                    platform = super::link::platform_name(&row.platform, lang)
                ));
            }
            waiting.push((since, line));
        }
        waiting.sort_by_key(|(since, _)| *since);
        Ok(waiting.into_iter().map(|(_, line)| line).collect())
    }

    /// Open challenges and games in this chat.
    pub(super) async fn games_here(&self, request: &Request) -> Result<Reply> {
        let public = request.chat_lang;
        let rows = self.store.games_in_chat(&request.platform, &request.chat).await?;
        if rows.is_empty() {
            return Ok(Reply::text(t!(public, "no-games-here")));
        }
        let mut lines = vec![t!(public, "games-here")];
        for row in rows {
            lines.push(format!(
                "#{} {} — {}",
                row.id,
                super::game_names::display_name(&row.slug, public),
                self.describe(&row, None, public).await?
            ));
        }
        Ok(Reply::text(lines.join("\n")))
    }

    /// One line about a game: who plays, whose turn.
    pub(super) async fn describe(
        &self,
        row: &crate::store::GameRow,
        me: Option<i64>,
        lang: Lang,
    ) -> Result<String> {
        let seats = self.store.seats(row.id).await?;
        let names = self.seat_names(row, &seats, lang).await?;
        let players = names.join(" vs ");
        if row.status == GameStatus::Open {
            return Ok(t!(lang, "describe-challenge", players = players));
        }
        let moves = self.store.moves(row.id).await?;
        let game = self.replayed(row, &moves)?;
        if let Some(ending) = super::play::stored_ending(row) {
            return Ok(t!(
                lang,
                "describe-over",
                players = players,
                reason = ending.reason_in(game.info(), lang, &names)
            ));
        }
        Ok(match game.status() {
            Status::ToMove(seat) => {
                let player = seats.get(seat.index()).and_then(|s| s.player_id);
                if me.is_some() && player == me {
                    t!(lang, "describe-your-turn", players = players)
                } else {
                    t!(
                        lang,
                        "describe-to-move",
                        players = players,
                        name = names.get(seat.index()).cloned().unwrap_or_default()
                    )
                }
            }
            Status::Chance => t!(lang, "describe-dice", players = players),
            Status::Over(o) => t!(
                lang,
                "describe-over",
                players = players,
                reason = Speech::new(game.info(), lang).say(&o.reason)
            ),
        })
    }
}

/// The name a record is downloaded as: `tavolo-game-12.pdn`.
pub(super) fn record_file_name(id: i64, record: &games::Record) -> String {
    format!("tavolo-game-{id}.{}", record.format.extension())
}

/// A day as people write it (`2026-11-25`), from seconds since 1970 (UTC).
pub(super) fn iso_date(seconds: i64) -> String {
    pdn_date(seconds).replace('.', "-")
}

/// A day as PDN writes it (`2026.11.25`), from seconds since 1970 (UTC).
fn pdn_date(seconds: i64) -> String {
    // Days to a civil date: the proleptic Gregorian calendar counted in
    // 400-year eras from 0000-03-01, so leap days fall at an era's end.
    let days = seconds.div_euclid(86_400) + 719_468;
    let era = days.div_euclid(146_097);
    let day_of_era = days.rem_euclid(146_097);
    let year_of_era = (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * shifted_month + 2) / 5 + 1;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!("{year:04}.{month:02}.{day:02}")
}

/// Short help.
pub(super) fn help(lang: Lang) -> Reply {
    Reply::text(super::commands::help(lang))
}

#[cfg(test)]
mod tests {
    #[test]
    fn pdn_dates_are_civil_dates_in_utc() {
        assert_eq!(super::pdn_date(0), "1970.01.01");
        assert_eq!(super::pdn_date(951_782_400), "2000.02.29");
        assert_eq!(super::pdn_date(1_795_651_199), "2026.11.25");
        assert_eq!(super::pdn_date(1_795_651_200), "2026.11.26");
    }
}
