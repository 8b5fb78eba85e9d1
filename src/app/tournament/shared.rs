//! What the tournament use cases share: a tournament loaded from the store
//! as a pairing field ([`Loaded`]), finding the tournament a command is
//! about, queueing a notice to its chat, the winner of a knockout match,
//! and the words every reply uses (format and game names, standings lines,
//! durations, statuses).

use crate::app::refusal::refusal;
use crate::app::refuse_as;
use tournament::model::{Code, Colour, Entry, Field, Player};
use tournament::standings::{self, Standing};
use tournament::tiebreaks;

use super::Format;
use crate::app::texts::{game_name, t, tr};
use crate::app::{App, AppError, Lang, Notice, Request, Result};
use crate::store::tournament::{EntrantRow, EntryRow, TournamentRow};
use crate::store::{Store, Tx};

/// Job kinds.
pub(super) const START_JOB: &str = "tournament-start";
pub(super) const DEADLINE_JOB: &str = "tournament-deadline";

/// A tournament loaded with its players as a pairing field.
pub(super) struct Loaded {
    pub(super) row: TournamentRow,
    pub(super) format: Format,
    /// Entrants in pairing-number order (rating, then entry order).
    pub(super) entrants: Vec<EntrantRow>,
    pub(super) entries: Vec<EntryRow>,
    pub(super) field: Field,
}

impl Loaded {
    pub(super) fn index_of(&self, player: i64) -> Option<usize> {
        self.entrants.iter().position(|e| e.player_id == player)
    }

    pub(super) fn round_robin(&self) -> bool {
        matches!(self.format, Format::RoundRobin | Format::DoubleRoundRobin)
    }

    pub(super) fn tiebreaks(&self) -> &'static [tiebreaks::TieBreak] {
        if self.round_robin() {
            &tiebreaks::ROUND_ROBIN
        } else {
            &tiebreaks::SWISS
        }
    }

    /// Completed rounds (the current one counts once all its games ended).
    pub(super) fn completed(&self) -> usize {
        let current = self.row.current_round as usize;
        let open = self
            .entries
            .iter()
            .any(|e| e.round == self.row.current_round && e.result.is_none());
        if open { current.saturating_sub(1) } else { current }
    }

    /// The field for standings: in a round robin, the results of a player
    /// who withdrew having played fewer than half their games are annulled
    /// (FIDE's 50% rule).
    fn standings_field(&self) -> Field {
        let mut field = self.field.clone();
        if self.round_robin() {
            let games = (self.row.rounds as usize).max(1);
            standings::annul_early_withdrawals(&mut field, games);
        }
        field
    }

    pub(super) fn standings(&self) -> Vec<Standing> {
        standings::standings(
            &self.standings_field(),
            self.completed(),
            self.tiebreaks(),
            self.round_robin(),
        )
    }
}

pub(super) fn parse_format(text: &str) -> Format {
    text.parse().unwrap_or(Format::Swiss)
}

/// A result code from the store.
pub(super) fn code_of(text: Option<&str>) -> Code {
    text.and_then(|t| t.chars().next())
        .and_then(Code::from_trf)
        .unwrap_or(Code::Pending)
}

impl App {
    /// The tournament a command is about: the given one (in this chat), or
    /// the chat's latest one not finished (else the latest).
    pub(super) async fn pick_tournament(&self, request: &Request, id: Option<i64>) -> Result<TournamentRow> {
        if let Some(id) = id {
            return match self.store.tournament(id).await? {
                Some(t) if t.platform == request.platform && t.chat_id == request.chat => Ok(t),
                Some(_) => refuse_as(refusal!("tn-other-chat", id = id)),
                None => refuse_as(refusal!("tn-none", id = id)),
            };
        }
        let all = self
            .store
            .tournaments_in_chat(&request.platform, &request.chat)
            .await?;
        let live: Vec<&TournamentRow> = all
            .iter()
            .filter(|t| t.status == "registration" || t.status == "running")
            .collect();
        match (live.as_slice(), all.first()) {
            ([only], _) => Ok((*only).clone()),
            ([], Some(latest)) => Ok(latest.clone()),
            ([], None) => refuse_as(refusal!("tn-none-here")),
            (several, _) => {
                let list: Vec<String> = several
                    .iter()
                    .map(|t| {
                        format!(
                            "#{} {}",
                            t.id,
                            crate::app::game_names::display_name(&t.slug, request.lang)
                        )
                    })
                    .collect();
                refuse_as(refusal!(
                    "tn-several",
                    list = list.join(", "),
                    first = several[0].id
                ))
            }
        }
    }

    /// Loads a tournament as a field.
    pub(super) async fn load(&self, tx: &mut Tx, id: i64) -> Result<Loaded> {
        let row = Store::tournament_in(tx, id)
            .await?
            .ok_or_else(|| AppError::Refused(refusal!("tn-none", id = id)))?;
        let mut entrants = Store::entrants_in(tx, id).await?;
        entrants.sort_by(|a, b| b.rating.total_cmp(&a.rating).then(a.seq.cmp(&b.seq)));
        let entries = Store::entries_in(tx, id).await?;
        let mut field = Field::default();
        for e in &entrants {
            let mut p = Player::new(
                Store::display_name_in(tx, e.player_id, &row.platform).await?,
                e.rating,
            );
            p.withdrawn = e.withdrawn_after.is_some();
            field.players.push(p);
        }
        let index = |player: i64| entrants.iter().position(|e| e.player_id == player);
        for e in &entries {
            let Some(i) = index(e.player_id) else { continue };
            field.set(
                (e.round - 1) as usize,
                i,
                Entry {
                    opponent: e.opponent_id.and_then(index),
                    colour: Colour::from_trf(e.colour.chars().next().unwrap_or('-')).unwrap_or(Colour::None),
                    code: code_of(e.result.as_deref()),
                },
            );
        }
        // Every player has an entry for every round paired so far.
        for i in 0..field.players.len() {
            for r in 0..row.current_round as usize {
                if field.players[i].entries.len() <= r {
                    field.set(r, i, Entry::without_game(Code::ZeroBye));
                }
            }
        }
        Ok(Loaded {
            format: parse_format(&row.format),
            row,
            entrants,
            entries,
            field,
        })
    }

    /// The winner of a knockout match (the white side's entry `e`): a win
    /// or a forfeit win; a draw goes to Black; a double forfeit to the
    /// higher seed.
    pub(super) fn knockout_winner(&self, l: &Loaded, e: &EntryRow) -> Option<usize> {
        let me = l.index_of(e.player_id)?;
        let Some(opponent) = e.opponent_id.and_then(|o| l.index_of(o)) else {
            return Some(me);
        };
        Some(match code_of(e.result.as_deref()) {
            Code::Win | Code::ForfeitWin => me,
            Code::Loss | Code::Draw => opponent,
            Code::ForfeitLoss => {
                let theirs = l
                    .entries
                    .iter()
                    .find(|x| x.round == e.round && x.player_id == l.entrants[opponent].player_id)
                    .map(|x| code_of(x.result.as_deref()));
                if theirs == Some(Code::ForfeitWin) {
                    opponent
                } else {
                    me.min(opponent)
                }
            }
            _ => me.min(opponent),
        })
    }

    /// Queues a notice to the tournament's chat.
    pub(super) async fn announce(
        &self,
        tx: &mut Tx,
        row: &TournamentRow,
        key: &str,
        text: String,
        mentions: Vec<String>,
    ) -> Result<()> {
        let notice = Notice {
            text,
            board: None,
            mentions,
            lang: row.lang.clone(),
            glimpse: None,
        };
        let payload = serde_json::to_string(&notice).unwrap_or_default();
        Store::enqueue(tx, key, &row.platform, &row.chat_id, None, &payload, self.now()).await?;
        Ok(())
    }
}

/// "Tournament #3 is running." (or finished, cancelled…).
pub(super) fn status_text(lang: Lang, id: i64, status: &str) -> String {
    let status = tr(lang, &format!("tn-status-{status}"), &[]);
    t!(lang, "tn-status", id = id, status = status)
}

/// A format's name in `lang`.
pub(super) fn format_name(lang: Lang, format: Format) -> String {
    match format {
        Format::RoundRobin => t!(lang, "tn-format-round-robin"),
        Format::DoubleRoundRobin => t!(lang, "tn-format-double-round-robin"),
        Format::Swiss => t!(lang, "tn-format-swiss"),
        Format::Knockout => t!(lang, "tn-format-knockout"),
    }
}

/// The name of the game `slug` in `lang` (the slug if unknown).
pub(super) fn slug_name(slug: &str, lang: Lang) -> String {
    games::registry::find(slug).map_or(slug.to_string(), |e| game_name(e.info(), lang).to_string())
}

/// The standings as text lines: rank, name, points, tie-breaks.
pub(super) fn standings_text(l: &Loaded, s: &[Standing], max: usize, lang: Lang) -> String {
    let names: Vec<String> = l
        .tiebreaks()
        .iter()
        .map(|&t| super::table_png::short(t, lang))
        .collect();
    s.iter()
        .take(max)
        .map(|line| {
            let tbs: Vec<String> = names
                .iter()
                .zip(&line.tiebreaks)
                .map(|(n, v)| format!("{n} {}", standings::value(*v)))
                .collect();
            let gone = if l.field.players[line.player].withdrawn {
                format!(" {}", t!(lang, "tn-withdrawn-mark"))
            } else {
                String::new()
            };
            format!(
                "{}. {} {}{gone} — {}",
                line.rank,
                l.field.players[line.player].name,
                standings::points(line.points),
                tbs.join(", ")
            )
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// `30 minutes`, `2 hours`, `1 day` (`30 minuti`, `2 ore`, `1 giorno`).
pub(super) fn duration(lang: Lang, seconds: i64) -> String {
    let minutes = seconds / 60;
    match minutes {
        m if m % (24 * 60) == 0 && m / (24 * 60) == 1 => t!(lang, "tn-day-one"),
        m if m % (24 * 60) == 0 => t!(lang, "tn-days", n = m / (24 * 60)),
        60 => t!(lang, "tn-hour-one"),
        m if m % 60 == 0 => t!(lang, "tn-hours", n = m / 60),
        1 => t!(lang, "tn-minute-one"),
        m => t!(lang, "tn-minutes", n = m),
    }
}
