//! What the web pages (`src/web/`) show, read by the core as the chat's
//! commands read it: a game's players, clocks, result, moves, pictures and
//! record; a tournament's tables and rounds. And the pages' links in chat
//! answers, when the web server runs.
//!
//! These read any game or tournament by id: the web layer checks the
//! link's token before it asks.

use games::DynGame;

use super::texts::{Lang, t, tr};
use super::tournament::Tables;
use super::{App, AppError, Reply, Result, texts};
use crate::store::{Conn, GameRow, GameStatus, PageKind, Store};

/// A seat on a game's page.
#[derive(Clone, Debug)]
pub struct PageSeat {
    /// "South", "White".
    pub role: String,
    pub name: String,
    /// The time left, in words, while the game runs with a clock.
    pub clock: Option<String>,
}

/// A move or a throw on a game's page.
#[derive(Clone, Debug)]
pub struct PageMove {
    /// In the game's notation.
    pub text: String,
    /// A throw of the dice (no seat played it).
    pub throw: bool,
}

/// What a game's page shows.
#[derive(Clone, Debug)]
pub struct GamePage {
    pub id: i64,
    /// The game's name in the reader's language.
    pub game: String,
    pub seats: Vec<PageSeat>,
    /// Who is to move, or how it ended (as the chat says it).
    pub status: String,
    pub finished: bool,
    pub moves: Vec<PageMove>,
    /// The name its record downloads as (`tavolo-game-12.json`); none when
    /// the record cannot be written.
    pub record_file: Option<String>,
}

/// What a tournament's page shows.
#[derive(Clone, Debug)]
pub struct TournamentPage {
    pub id: i64,
    /// "Awele"
    pub game: String,
    /// "running", "finished"… in the reader's language.
    pub status: String,
    /// None before anybody joined.
    pub tables: Option<Tables>,
    /// Each paired round, first to last, its boards a line each.
    pub rounds: Vec<(i64, Vec<String>)>,
}

impl App {
    /// The core with its answers linking to the web pages under `base`
    /// (`http://127.0.0.1:8080`, or `TAVOLO_PUBLIC_URL`); none: no links.
    pub fn with_pages(mut self, base: Option<String>) -> App {
        self.pages = base.map(|b| b.trim_end_matches('/').to_string());
        self
    }

    /// A game of any chat, active or finished, as its page shows it in
    /// `lang`; `None` for no such game (or a challenge not yet begun).
    ///
    /// # Errors
    /// The store failed, or the stored game does not replay.
    pub async fn game_page(&self, id: i64, lang: Lang) -> std::result::Result<Option<GamePage>, AppError> {
        let Some(row) = self.page_game(id).await? else {
            return Ok(None);
        };
        let seats = self.store.seats(row.id).await?;
        let moves = self.store.moves(row.id).await?;
        let game = self.replayed(&row, &moves)?;
        let names = self.seat_names(&row, &seats, lang).await?;
        let (clocks, status) = {
            let mut conn = self.store.reader().await?;
            let clocks = self
                .clock_words(&mut conn, &row, &seats, game.as_ref(), lang)
                .await?;
            let status = match super::play::stored_ending(&row) {
                Some(ending) => super::play::over_line(&row, game.as_ref(), &names, &ending, lang),
                None => {
                    self.status_line(&mut conn, &row, &seats, game.as_ref(), lang)
                        .await?
                        .0
                }
            };
            (clocks, status)
        };
        let record_file = match self.record_of(&row, lang).await? {
            Ok(_) if super::secrets::kept(&row) => None,
            Ok(record) => Some(super::listing::record_file_name(row.id, &record)),
            Err(_) => None,
        };
        let moves = super::secrets::moves_shown(&row, game.as_ref(), &moves);
        Ok(Some(GamePage {
            id: row.id,
            game: texts::game_name(game.info(), lang).to_string(),
            seats: seat_lines(game.as_ref(), names, clocks, lang),
            status,
            finished: row.status == GameStatus::Finished,
            moves: moves
                .iter()
                .map(|m| PageMove {
                    text: m.text.clone(),
                    throw: m.seat.is_none(),
                })
                .collect(),
            record_file,
        }))
    }

    /// The picture of game `id` after `ply` plies (its latest position
    /// when `None` or past its end): the chat's board for the latest, with
    /// clocks and result; `/board #id ply=N`'s for an earlier one. `None`
    /// for no such game or a picture that could not be drawn.
    ///
    /// # Errors
    /// The store failed, or the stored game does not replay.
    pub async fn game_picture(
        &self,
        id: i64,
        ply: Option<usize>,
        lang: Lang,
    ) -> std::result::Result<Option<Vec<u8>>, AppError> {
        let Some(row) = self.page_game(id).await? else {
            return Ok(None);
        };
        let seats = self.store.seats(row.id).await?;
        let moves = self.store.moves(row.id).await?;
        match ply.filter(|&p| p < moves.len()) {
            Some(ply) => {
                let names = self.seat_names(&row, &seats, lang).await?;
                super::history::position_png(&row, &moves, ply, names, lang)
            }
            None => {
                let game = self.replayed(&row, &moves)?;
                let viewer = super::play::public_viewer(game.as_ref());
                Ok(self
                    .board_reply(&row, &seats, game.as_ref(), viewer, lang)
                    .await?
                    .image)
            }
        }
    }

    /// Game `id`'s record as `/record` gives it (players named in the
    /// game's language): its file name and text.
    ///
    /// # Errors
    /// The store failed.
    pub async fn game_record_file(&self, id: i64) -> std::result::Result<Option<(String, String)>, AppError> {
        let Some(row) = self.page_game(id).await? else {
            return Ok(None);
        };
        if super::secrets::kept(&row) {
            return Ok(None);
        }
        match self.record_of(&row, texts::lang_of(&row.lang)).await? {
            Ok(record) => Ok(Some((
                super::listing::record_file_name(row.id, &record),
                record.text,
            ))),
            Err(e) => {
                tracing::warn!("tavolo: record of game {}: {e}", row.id);
                Ok(None)
            }
        }
    }

    /// A tournament of any chat as its page shows it in `lang`.
    ///
    /// # Errors
    /// The store failed.
    pub async fn tournament_page(
        &self,
        id: i64,
        lang: Lang,
    ) -> std::result::Result<Option<TournamentPage>, AppError> {
        let Some(t) = self.store.tournament(id).await? else {
            return Ok(None);
        };
        let tables = self.tournament_tables(id, lang).await?;
        let mut rounds = Vec::new();
        for round in 1..=t.current_round {
            rounds.push((round, self.round_lines(&t, round, lang).await?));
        }
        Ok(Some(TournamentPage {
            id,
            game: super::game_names::display_name(&t.slug, lang),
            status: tr(lang, &format!("tn-status-{}", t.status), &[]),
            tables,
            rounds,
        }))
    }

    /// A game with a page: begun (active or finished).
    async fn page_game(&self, id: i64) -> Result<Option<GameRow>> {
        Ok(self
            .store
            .game(id)
            .await?
            .filter(|row| matches!(row.status, GameStatus::Active | GameStatus::Finished)))
    }

    /// The address of the page of `id`, when the web server runs; read on
    /// `conn` (a transaction's own, inside one).
    pub(super) async fn page_url(&self, conn: &mut Conn, kind: PageKind, id: i64) -> Result<Option<String>> {
        let Some(base) = &self.pages else {
            return Ok(None);
        };
        let letter = match kind {
            PageKind::Game => 'g',
            PageKind::Tournament => 't',
        };
        Ok(Store::page_token_in(conn, kind, id)
            .await?
            .map(|token| format!("{base}/{letter}/{id}/{token}")))
    }

    /// "Web page: …" for game `id`, when the web server runs.
    pub(super) async fn game_link_line(
        &self,
        conn: &mut Conn,
        id: i64,
        lang: Lang,
    ) -> Result<Option<String>> {
        Ok(self
            .page_url(conn, PageKind::Game, id)
            .await?
            .map(|url| t!(lang, "page-link", url = url)))
    }

    /// Adds game `id`'s link to `reply`'s text, when the web server runs.
    pub(super) async fn add_game_link(&self, reply: &mut Reply, id: i64, lang: Lang) -> Result<()> {
        if self.pages.is_none() {
            return Ok(());
        }
        let mut conn = self.store.reader().await?;
        if let Some(line) = self.game_link_line(&mut conn, id, lang).await? {
            reply.text.push('\n');
            reply.text.push_str(&line);
        }
        Ok(())
    }

    /// Adds tournament `id`'s link to `reply`'s text, when the web server
    /// runs.
    pub(super) async fn add_tournament_link(&self, reply: &mut Reply, id: i64, lang: Lang) -> Result<()> {
        if self.pages.is_none() {
            return Ok(());
        }
        let mut conn = self.store.reader().await?;
        if let Some(url) = self.page_url(&mut conn, PageKind::Tournament, id).await? {
            reply.text.push('\n');
            reply.text.push_str(&t!(lang, "page-link", url = url));
        }
        Ok(())
    }
}

/// Each seat's role, name and time left.
fn seat_lines(
    game: &dyn DynGame,
    names: Vec<String>,
    clocks: Vec<Option<String>>,
    lang: Lang,
) -> Vec<PageSeat> {
    names
        .into_iter()
        .enumerate()
        .map(|(i, name)| PageSeat {
            role: super::role(game, games::Seat(i as u8), lang),
            name,
            clock: clocks.get(i).cloned().flatten(),
        })
        .collect()
}
