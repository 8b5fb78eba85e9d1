//! What a tournament shows on request: standings and crosstable (text and
//! picture), a round's pairings, the chat's tournaments, and the TRF-16
//! export.

use crate::app::refusal::refusal;
use crate::app::refuse_as;
use tournament::model::Colour;
use tournament::trf;

use super::Format;
use super::shared::{Loaded, format_name, parse_format, slug_name, standings_text};
use super::table_png;
use crate::app::texts::{t, tr};
use crate::app::{App, AppError, Lang, Reply, Request, Result};

impl App {
    pub(super) async fn standings_reply(
        &self,
        request: &Request,
        id: Option<i64>,
        cross: bool,
    ) -> Result<Reply> {
        let t = self.pick_tournament(request, id).await?;
        let mut tx = self.store.write().await?;
        let l = self.load(&mut tx, t.id).await?;
        tx.rollback().await?;
        let lang = request.chat_lang;
        if l.entrants.is_empty() {
            return Ok(Reply::text(t!(lang, "tn-no-players", id = t.id)));
        }
        let s = l.standings();
        let title = t!(
            lang,
            "tn-title",
            id = t.id,
            game = slug_name(&t.slug, lang),
            format = format_name(lang, l.format),
            round = l.completed()
        );
        let words = table_png::Columns {
            player: t!(lang, "tn-col-player"),
            points: t!(lang, "tn-col-points"),
            bye: t!(lang, "tn-col-bye"),
            lang,
        };
        let (header, rows) = if cross {
            table_png::crosstable(&l.field, &s, l.tiebreaks(), l.round_robin(), &words)
        } else {
            table_png::standings_table(&l.field, &s, l.tiebreaks(), &words)
        };
        let legend = table_png::legend(l.tiebreaks(), lang);
        let mut reply = if cross {
            // The crosstable itself, in columns, for readers without the
            // picture.
            let mut reply = Reply::text(format!("{title}\n{}", legend.join(", ")));
            reply.pre = Some(table_png::aligned(&header, &rows));
            reply
        } else {
            Reply::text(format!(
                "{title}\n{}\n{}",
                standings_text(&l, &s, 50, lang),
                legend.join(", ")
            ))
        };
        reply.image = render::render_table(&title, &header, &rows, &legend).ok();
        self.add_tournament_link(&mut reply, t.id, lang).await?;
        Ok(reply)
    }

    pub(super) async fn pairings_reply(
        &self,
        request: &Request,
        id: Option<i64>,
        round: Option<u32>,
    ) -> Result<Reply> {
        let t = self.pick_tournament(request, id).await?;
        let round = round.map_or(t.current_round, i64::from);
        if round < 1 || round > t.current_round {
            return refuse_as(refusal!("tn-rounds-paired", id = t.id, last = t.current_round));
        }
        let lang = request.chat_lang;
        let mut lines = vec![t!(lang, "tn-round-header", id = t.id, round = round)];
        lines.extend(self.round_lines(&t, round, lang).await?);
        let mut reply = Reply::text(lines.join("\n"));
        self.add_tournament_link(&mut reply, t.id, lang).await?;
        Ok(reply)
    }

    /// The boards of one round, a line each: who plays whom, the result or
    /// "playing", the game; then the byes.
    pub(in crate::app) async fn round_lines(
        &self,
        t: &crate::store::tournament::TournamentRow,
        round: i64,
        lang: Lang,
    ) -> Result<Vec<String>> {
        let entries = self.store.entries(t.id).await?;
        let mut lines = Vec::new();
        for e in entries.iter().filter(|e| e.round == round) {
            let name = self.store.display_name(e.player_id, &t.platform).await?;
            let result = e.result.clone().unwrap_or_else(|| t!(lang, "tn-playing"));
            match (e.colour.as_str(), e.opponent_id) {
                ("w", Some(o)) => {
                    let other = self.store.display_name(o, &t.platform).await?;
                    let game = e.game_id.map_or(String::new(), |g| {
                        format!(" {}", t!(lang, "tn-in-game", game = g))
                    });
                    lines.push(t!(
                        lang,
                        "tn-board-line",
                        board = e.board,
                        white = name,
                        black = other,
                        result = result,
                        game = game
                    ));
                }
                ("-", _) => lines.push(t!(
                    lang,
                    "tn-bye-line",
                    name = name,
                    what = bye_text(lang, &result)
                )),
                _ => {}
            }
        }
        Ok(lines)
    }

    /// The standings and the crosstable of tournament `id` as tables in
    /// `lang`, as `/tournament standings` and `crosstable` draw them (the
    /// web page); `None` when it has no players yet.
    pub(in crate::app) async fn tournament_tables(&self, id: i64, lang: Lang) -> Result<Option<Tables>> {
        let mut tx = self.store.write().await?;
        let l = self.load(&mut tx, id).await?;
        tx.rollback().await?;
        if l.entrants.is_empty() {
            return Ok(None);
        }
        let s = l.standings();
        let words = table_png::Columns {
            player: t!(lang, "tn-col-player"),
            points: t!(lang, "tn-col-points"),
            bye: t!(lang, "tn-col-bye"),
            lang,
        };
        Ok(Some(Tables {
            title: t!(
                lang,
                "tn-title",
                id = id,
                game = slug_name(&l.row.slug, lang),
                format = format_name(lang, l.format),
                round = l.completed()
            ),
            standings: table_png::standings_table(&l.field, &s, l.tiebreaks(), &words),
            crosstable: table_png::crosstable(&l.field, &s, l.tiebreaks(), l.round_robin(), &words),
            legend: table_png::legend(l.tiebreaks(), lang),
        }))
    }

    pub(super) async fn export_reply(&self, request: &Request, id: Option<i64>) -> Result<Reply> {
        let t = self.pick_tournament(request, id).await?;
        let mut tx = self.store.write().await?;
        let l = self.load(&mut tx, t.id).await?;
        tx.rollback().await?;
        let mut reply = Reply::text(t!(request.chat_lang, "tn-export", id = t.id));
        reply.file = Some((
            format!("tavolo-tournament-{}.trf", t.id),
            self.trf_of(&l).into_bytes(),
        ));
        Ok(reply)
    }

    fn trf_of(&self, l: &Loaded) -> String {
        let header = trf::Header {
            name: format!("Tavolo tournament #{} ({})", l.row.id, l.row.slug),
            rounds: l.row.rounds as usize,
            initial: Colour::White,
            system: match l.format {
                Format::Swiss => trf::System::Swiss,
                Format::RoundRobin => trf::System::RoundRobin,
                Format::DoubleRoundRobin => trf::System::DoubleRoundRobin,
                Format::Knockout => trf::System::Knockout,
            },
        };
        trf::write(&header, &l.field, &l.standings())
    }

    /// A tournament's TRF-16 text (for the simulation and tests).
    ///
    /// # Errors
    /// No such tournament, or the store failed.
    pub async fn tournament_trf(&self, id: i64) -> std::result::Result<String, AppError> {
        let mut tx = self.store.write().await?;
        let l = self.load(&mut tx, id).await?;
        tx.rollback().await?;
        Ok(self.trf_of(&l))
    }

    pub(super) async fn list_tournaments(&self, request: &Request) -> Result<Reply> {
        let all = self
            .store
            .tournaments_in_chat(&request.platform, &request.chat)
            .await?;
        let lang = request.chat_lang;
        if all.is_empty() {
            return Ok(Reply::text(t!(lang, "tn-list-empty")));
        }
        let mut lines = vec![t!(lang, "tn-list-header")];
        for row in all {
            let players = self.store.entrants(row.id).await?.len();
            lines.push(t!(
                lang,
                "tn-list-line",
                id = row.id,
                game = slug_name(&row.slug, lang),
                format = format_name(lang, parse_format(&row.format)),
                status = tr(lang, &format!("tn-status-{}", row.status), &[]),
                n = players,
                round = row.current_round,
                rounds = row.rounds
            ));
        }
        Ok(Reply::text(lines.join("\n")))
    }
}

/// A tournament's standings and crosstable: a header row and rows each.
#[derive(Clone, Debug)]
pub struct Tables {
    /// "Tournament #2: Awele, Swiss, after round 3".
    pub title: String,
    pub standings: (Vec<String>, Vec<Vec<String>>),
    pub crosstable: (Vec<String>, Vec<Vec<String>>),
    /// What each tie-break column means.
    pub legend: Vec<String>,
}

fn bye_text(lang: Lang, code: &str) -> String {
    match code {
        "U" => t!(lang, "tn-bye-U"),
        "H" => t!(lang, "tn-bye-H"),
        "F" => t!(lang, "tn-bye-F"),
        "+" => t!(lang, "tn-bye-plus"),
        _ => t!(lang, "tn-bye-none"),
    }
}
