//! A tournament's life in a channel: created by a manager, joined, started
//! (by hand or by a durable job at a set time), paired round by round with
//! its games created in the channel and announced with mentions, closed
//! when its games end or at the round's deadline (a durable job), and
//! finished with the final standings. Everything the tournament says
//! unprompted goes through the outbox in the transaction of the change.
//!
//! Deadline rules (Tavolo's; the texts are silent): a game still running
//! at the deadline is lost by the player to move, as if their clock ran
//! out; if that player never moved in it, it is a forfeit (unrated) and a
//! no-show, and a player with two no-shows is withdrawn.

use std::future::Future;
use std::pin::Pin;

use games::{Seat, Status};
use tournament::model::{Code, Colour, Entry, Field, Player, RoundPairing};
use tournament::standings::{self, Standing};
use tournament::{berger, knockout, swiss_dutch, tiebreaks, trf};

use super::{Format, TournamentCommand, table_png};
use crate::app::ending::Ending;
use crate::app::texts::{game_name, lang_of, t, tr};
use crate::app::{App, AppError, Lang, Notice, Reply, Request, Result, Role, Settings, clip, refuse};
use crate::store::games::NewGame;
use crate::store::tournament::{EntrantRow, EntryRow, NewTournament, TournamentRow};
use crate::store::{GameRow, GameStatus, Store, StoreError, Tx};

/// Job kinds.
pub(crate) const START_JOB: &str = "tournament-start";
pub(crate) const DEADLINE_JOB: &str = "tournament-deadline";

/// Default time for a round.
const DEFAULT_ROUND_MINUTES: u32 = 24 * 60;
/// Default Swiss rounds.
const DEFAULT_SWISS_ROUNDS: u32 = 5;
/// No-shows before a player is withdrawn.
const NO_SHOWS_TO_WITHDRAW: i64 = 2;
/// Most players in one tournament.
const MAX_PLAYERS: usize = 200;

/// A tournament loaded with its players as a pairing field.
struct Loaded {
    row: TournamentRow,
    format: Format,
    /// Entrants in pairing-number order (rating, then entry order).
    entrants: Vec<EntrantRow>,
    entries: Vec<EntryRow>,
    field: Field,
}

impl Loaded {
    fn index_of(&self, player: i64) -> Option<usize> {
        self.entrants.iter().position(|e| e.player_id == player)
    }

    fn round_robin(&self) -> bool {
        matches!(self.format, Format::RoundRobin | Format::DoubleRoundRobin)
    }

    fn tiebreaks(&self) -> &'static [tiebreaks::TieBreak] {
        if self.round_robin() {
            &tiebreaks::ROUND_ROBIN
        } else {
            &tiebreaks::SWISS
        }
    }

    /// Completed rounds (the current one counts once all its games ended).
    fn completed(&self) -> usize {
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
            for i in 0..field.players.len() {
                let p = &field.players[i];
                let played = p.entries.iter().filter(|e| e.code.played()).count();
                if p.withdrawn && played * 2 < games {
                    for j in 0..field.players.len() {
                        for e in field.players[j].entries.iter_mut() {
                            if e.opponent == Some(i) || j == i {
                                *e = Entry::without_game(Code::ZeroBye);
                            }
                        }
                    }
                }
            }
        }
        field
    }

    fn standings(&self) -> Vec<Standing> {
        standings::standings(
            &self.standings_field(),
            self.completed(),
            self.tiebreaks(),
            self.round_robin(),
        )
    }
}

fn parse_format(text: &str) -> Format {
    text.parse().unwrap_or(Format::Swiss)
}

/// A result code from the store.
fn code_of(text: Option<&str>) -> Code {
    text.and_then(|t| t.chars().next())
        .and_then(Code::from_trf)
        .unwrap_or(Code::Pending)
}

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
        }
    }

    #[allow(clippy::too_many_arguments)]
    async fn create_tournament(
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
            return refuse(t!(request.lang, "tn-managers-create"));
        }
        let Some(entry) = games::registry::find(game) else {
            return refuse(t!(
                request.lang,
                "tn-unknown-game",
                name = clip(game, 40),
                suggestions = games::registry::closest(game, 3).join(", ")
            ));
        };
        let info = entry.info();
        let engine_options = options
            .iter()
            .map(|(k, v)| (clip(k, 40), games::OptionValue::Text(clip(v, 60))))
            .collect();
        let probe = entry
            .start(&engine_options)
            .map_err(|e| AppError::User(e.to_string()))?;
        if probe.seats() != 2 {
            return refuse(t!(
                request.lang,
                "tn-two-seats",
                game = game_name(info, request.lang),
                seats = probe.seats()
            ));
        }
        if rounds.is_some() && format != Format::Swiss {
            return refuse(t!(request.lang, "tn-rounds-swiss-only"));
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

    /// The tournament a command is about: the given one (in this chat), or
    /// the chat's latest one not finished (else the latest).
    async fn pick_tournament(&self, request: &Request, id: Option<i64>) -> Result<TournamentRow> {
        if let Some(id) = id {
            return match self.store.tournament(id).await? {
                Some(t) if t.platform == request.platform && t.chat_id == request.chat => Ok(t),
                Some(_) => refuse(t!(request.lang, "tn-other-chat", id = id)),
                None => refuse(t!(request.lang, "tn-none", id = id)),
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
            ([], None) => refuse(t!(request.lang, "tn-none-here")),
            (several, _) => {
                let list: Vec<String> = several.iter().map(|t| format!("#{} {}", t.id, t.slug)).collect();
                refuse(t!(
                    request.lang,
                    "tn-several",
                    list = list.join(", "),
                    first = several[0].id
                ))
            }
        }
    }

    /// Loads a tournament as a field.
    async fn load(&self, tx: &mut Tx, id: i64) -> Result<Loaded> {
        let row = Store::tournament_in(tx, id)
            .await?
            .ok_or_else(|| AppError::User(t!(Lang::En, "tn-none", id = id)))?;
        let mut entrants = Store::entrants_in(tx, id).await?;
        entrants.sort_by(|a, b| b.rating.total_cmp(&a.rating).then(a.seq.cmp(&b.seq)));
        let entries = Store::entries_in(tx, id).await?;
        let mut field = Field::default();
        for e in &entrants {
            let mut p = Player::new(
                self.store.display_name(e.player_id, &row.platform).await?,
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

    async fn join_tournament(&self, request: &Request, id: Option<i64>) -> Result<Reply> {
        let t = self.pick_tournament(request, id).await?;
        let me = self.player(request).await?;
        let mut tx = self.store.write().await?;
        let l = self.load(&mut tx, t.id).await?;
        if l.index_of(me).is_some() {
            return refuse(t!(request.lang, "tn-already-in", id = t.id));
        }
        if l.entrants.len() >= MAX_PLAYERS {
            return refuse(t!(request.lang, "tn-full", id = t.id, max = MAX_PLAYERS));
        }
        let joined_round = match l.row.status.as_str() {
            "registration" => 1,
            // Late entry in a Swiss until half the rounds are paired.
            "running" if l.format == Format::Swiss && l.row.current_round * 2 < l.row.rounds => {
                l.row.current_round + 1
            }
            "running" if l.format == Format::Swiss => {
                return refuse(t!(request.lang, "tn-no-late-swiss", id = t.id));
            }
            "running" => return refuse(t!(request.lang, "tn-no-late", id = t.id)),
            other => return refuse(status_text(request.lang, t.id, other)),
        };
        let rating = Store::rating_in(&mut tx, me, &l.row.slug)
            .await?
            .map_or(crate::app::rating::START.rating, |r| r.rating);
        Store::add_entrant(&mut tx, t.id, me, rating, joined_round).await?;
        // Rounds missed by a late entrant count as absences.
        for r in 1..joined_round {
            Store::set_entry(
                &mut tx,
                t.id,
                &EntryRow {
                    round: r,
                    player_id: me,
                    opponent_id: None,
                    colour: "-".into(),
                    result: Some("Z".into()),
                    board: 0,
                    game_id: None,
                },
            )
            .await?;
        }
        tx.commit().await?;
        let lang = request.chat_lang;
        let late = if joined_round > 1 {
            format!(" {}", t!(lang, "tn-from-round", round = joined_round))
        } else {
            String::new()
        };
        Ok(Reply::text(t!(
            lang,
            "tn-joined",
            name = clip(&request.user.name, 64),
            id = t.id,
            late = late,
            n = l.entrants.len() + 1
        )))
    }

    async fn leave_tournament(&self, request: &Request, id: Option<i64>) -> Result<Reply> {
        let t = self.pick_tournament(request, id).await?;
        let me = self.player(request).await?;
        let mut tx = self.store.write().await?;
        let l = self.load(&mut tx, t.id).await?;
        let Some(i) = l.index_of(me) else {
            return refuse(t!(request.lang, "tn-not-in", id = t.id));
        };
        let name = clip(&request.user.name, 64);
        match l.row.status.as_str() {
            "registration" => {
                Store::remove_entrant(&mut tx, t.id, me).await?;
                tx.commit().await?;
                Ok(Reply::text(t!(
                    request.chat_lang,
                    "tn-left",
                    name = name,
                    id = t.id
                )))
            }
            "running" => {
                if l.entrants[i].withdrawn_after.is_some() {
                    return refuse(t!(request.lang, "tn-already-withdrawn", id = t.id));
                }
                let mut entrant = l.entrants[i].clone();
                entrant.withdrawn_after = Some(l.row.current_round);
                Store::update_entrant(&mut tx, t.id, &entrant).await?;
                tx.commit().await?;
                Ok(Reply::text(t!(
                    request.chat_lang,
                    "tn-withdrew",
                    name = name,
                    id = t.id
                )))
            }
            other => refuse(status_text(request.lang, t.id, other)),
        }
    }

    async fn request_bye(&self, request: &Request, id: Option<i64>) -> Result<Reply> {
        let t = self.pick_tournament(request, id).await?;
        let me = self.player(request).await?;
        let mut tx = self.store.write().await?;
        let l = self.load(&mut tx, t.id).await?;
        let Some(i) = l.index_of(me) else {
            return refuse(t!(request.lang, "tn-not-in", id = t.id));
        };
        if l.format != Format::Swiss {
            return refuse(t!(request.lang, "tn-byes-swiss-only"));
        }
        let next = l.row.current_round + 1;
        if l.row.status == "finished" || next > l.row.rounds {
            return refuse(t!(request.lang, "tn-no-round-left", id = t.id));
        }
        if next == l.row.rounds {
            return refuse(t!(request.lang, "tn-no-bye-last-round"));
        }
        let mut entrant = l.entrants[i].clone();
        let mut byes: Vec<i64> = serde_json::from_str(&entrant.byes).unwrap_or_default();
        if byes.contains(&next) {
            return refuse(t!(request.lang, "tn-bye-already", round = next));
        }
        byes.push(next);
        entrant.byes = serde_json::to_string(&byes).unwrap_or_else(|_| "[]".into());
        Store::update_entrant(&mut tx, t.id, &entrant).await?;
        tx.commit().await?;
        Ok(Reply::text(t!(
            request.chat_lang,
            "tn-bye-taken",
            name = clip(&request.user.name, 64),
            round = next,
            id = t.id
        )))
    }

    async fn start_tournament(&self, request: &Request, id: Option<i64>) -> Result<Reply> {
        let t = self.pick_tournament(request, id).await?;
        let me = self.player(request).await?;
        if request.role != Role::Manager && t.created_by != me {
            return refuse(t!(request.lang, "tn-start-who"));
        }
        let mut tx = self.store.write().await?;
        let text = self.begin(&mut tx, t.id, request.lang).await?;
        tx.commit().await?;
        Ok(Reply::text(text))
    }

    /// Starts a tournament in registration: fixes ratings and rounds and
    /// pairs round 1 (its announcement goes to the outbox). Refusals are in
    /// `lang`, the answer in the tournament's language.
    async fn begin(&self, tx: &mut Tx, id: i64, lang: Lang) -> Result<String> {
        let l = self.load(tx, id).await?;
        if l.row.status != "registration" {
            let status = tr(lang, &format!("tn-status-{}", l.row.status), &[]);
            return refuse(t!(lang, "tn-not-waiting", id = id, status = status));
        }
        let n = l.entrants.len();
        let least = if l.format == Format::Swiss { 3 } else { 2 };
        if n < least {
            return refuse(t!(lang, "tn-too-few", id = id, least = least, n = n));
        }
        // Ratings are taken as they are now: they fix the pairing numbers.
        for e in &l.entrants {
            let mut e = e.clone();
            e.rating = Store::rating_in(tx, e.player_id, &l.row.slug)
                .await?
                .map_or(crate::app::rating::START.rating, |r| r.rating);
            Store::update_entrant(tx, id, &e).await?;
        }
        let rounds = match l.format {
            Format::Swiss => l.row.rounds,
            Format::RoundRobin => berger::rounds(n) as i64,
            Format::DoubleRoundRobin => 2 * berger::rounds(n) as i64,
            Format::Knockout => knockout::rounds(n) as i64,
        };
        if l.format == Format::Swiss && rounds >= n as i64 {
            return refuse(t!(lang, "tn-swiss-too-few", rounds = rounds, id = id, n = n));
        }
        Store::update_tournament(tx, id, "running", rounds, 0, None).await?;
        Box::pin(self.pair_round(tx, id)).await?;
        Ok(t!(
            lang_of(&l.row.lang),
            "tn-starts",
            id = id,
            n = n,
            rounds = rounds
        ))
    }

    /// Pairs the next round, creates its games and announces it.
    fn pair_round<'a>(
        &'a self,
        tx: &'a mut Tx,
        id: i64,
    ) -> Pin<Box<dyn Future<Output = Result<()>> + Send + 'a>> {
        Box::pin(async move {
            let l = self.load(tx, id).await?;
            let round = l.row.current_round + 1;
            let r0 = (round - 1) as usize;
            let n = l.entrants.len();
            let byes_asked = |e: &EntrantRow| {
                serde_json::from_str::<Vec<i64>>(&e.byes)
                    .unwrap_or_default()
                    .contains(&round)
            };
            let present = |i: usize| {
                let e = &l.entrants[i];
                e.withdrawn_after.is_none() && e.joined_round <= round && !byes_asked(e)
            };
            let available: Vec<usize> = (0..n).filter(|&i| present(i)).collect();
            // Boards of (white, black) players; a `None` black is a bye
            // (knockout), a withdrawn opponent a forfeit (round robin).
            let mut boards: Vec<(usize, Option<usize>)> = Vec::new();
            let mut pab = None;
            match l.format {
                Format::RoundRobin | Format::DoubleRoundRobin => {
                    for (w, b) in berger::double_round(n, round as usize) {
                        boards.push((w - 1, Some(b - 1)));
                    }
                    pab = berger::bye(n, ((round as usize - 1) % berger::rounds(n)) + 1).map(|p| p - 1);
                }
                Format::Swiss => {
                    let options = swiss_dutch::Options {
                        initial: Colour::White,
                        total_rounds: l.row.rounds as usize,
                    };
                    let mut field = l.field.clone();
                    for p in field.players.iter_mut() {
                        p.entries.truncate(r0);
                    }
                    match swiss_dutch::pair(&field, &available, &options) {
                        Ok(RoundPairing { boards: b, bye }) => {
                            boards = b.into_iter().map(|(w, b)| (w, Some(b))).collect();
                            pab = bye;
                        }
                        Err(why) => {
                            // No legal pairing is left: the tournament ends here.
                            eprintln!("tavolo: tournament {id}: round {round} cannot be paired: {why}");
                            let why = t!(lang_of(&l.row.lang), "tn-cannot-pair", round = round);
                            return self.finish_tournament(tx, id, Some(why)).await;
                        }
                    }
                }
                Format::Knockout => {
                    let matches = if round == 1 {
                        knockout::first_round(n)
                    } else {
                        let mut winners = Vec::new();
                        let mut previous: Vec<&EntryRow> = l
                            .entries
                            .iter()
                            .filter(|e| e.round == round - 1 && e.colour != "b" && e.board > 0)
                            .collect();
                        previous.sort_by_key(|e| e.board);
                        for e in previous {
                            if let Some(w) = self.knockout_winner(&l, e) {
                                winners.push(w);
                            }
                        }
                        knockout::next_round(&winners)
                    };
                    for (a, b) in matches {
                        match (a, b) {
                            (Some(a), Some(b)) => {
                                // The one who had Black more often gets White; else the higher seed.
                                let blacks = |i: usize| {
                                    l.field.players[i]
                                        .entries
                                        .iter()
                                        .filter(|e| e.colour == Colour::Black)
                                        .count()
                                };
                                if blacks(b) > blacks(a) {
                                    boards.push((b, Some(a)));
                                } else {
                                    boards.push((a, Some(b)));
                                }
                            }
                            (Some(a), None) | (None, Some(a)) => boards.push((a, None)),
                            (None, None) => {}
                        }
                    }
                }
            }
            let row = &l.row;
            let lang = lang_of(&row.lang);
            let now = self.now();
            let mut lines = Vec::new();
            let mut mentions = Vec::new();
            let game_name = slug_name(&row.slug, lang);
            let settings = Settings {
                casual: !row.rated,
                ..Settings::default()
            };
            let settings_json = serde_json::to_string(&settings).unwrap_or_else(|_| "{}".into());
            let mut paired = vec![false; n];
            for (board, (w, b)) in boards.iter().enumerate() {
                let board = board as i64 + 1;
                let wid = l.entrants[*w].player_id;
                let wname = &l.field.players[*w].name;
                paired[*w] = true;
                let Some(b) = *b else {
                    // A knockout bye: through to the next round.
                    self.write_entry(tx, id, round, wid, None, "-", Some("U"), board, None)
                        .await?;
                    lines.push(t!(lang, "tn-board-bye-through", board = board, name = wname));
                    continue;
                };
                paired[b] = true;
                let bid = l.entrants[b].player_id;
                let bname = &l.field.players[b].name;
                let gone = |i: usize| l.entrants[i].withdrawn_after.is_some();
                if gone(*w) || gone(b) {
                    // A withdrawn player's scheduled game is forfeited.
                    let (wc, bc) = match (gone(*w), gone(b)) {
                        (true, true) => ("-", "-"),
                        (true, false) => ("-", "+"),
                        _ => ("+", "-"),
                    };
                    self.write_entry(tx, id, round, wid, Some(bid), "w", Some(wc), board, None)
                        .await?;
                    self.write_entry(tx, id, round, bid, Some(wid), "b", Some(bc), board, None)
                        .await?;
                    lines.push(t!(
                        lang,
                        "tn-board-forfeit",
                        board = board,
                        white = wname,
                        black = bname,
                        result = format!("{wc}/{bc}")
                    ));
                    continue;
                }
                let seed = self.seeds.seed();
                let seed_hash = games::chance::seed_commitment(&seed);
                let game_id = Store::create_game(
                    tx,
                    NewGame {
                        platform: &row.platform,
                        chat_id: &row.chat_id,
                        slug: &row.slug,
                        options: &row.options,
                        settings: &settings_json,
                        seed: &seed,
                        seed_hash: &seed_hash,
                        lang: lang.as_str(),
                        created_by: row.created_by,
                        now,
                        expires_at: None,
                        seats: &[(Some(wid), true), (Some(bid), true)],
                    },
                )
                .await?;
                self.write_entry(tx, id, round, wid, Some(bid), "w", None, board, Some(game_id))
                    .await?;
                self.write_entry(tx, id, round, bid, Some(wid), "b", None, board, Some(game_id))
                    .await?;
                let game_row = Store::game_in(tx, game_id)
                    .await?
                    .ok_or_else(|| AppError::Store(StoreError::RowNotFound))?;
                self.start(tx, &game_row).await?;
                let first = games::registry::find(&row.slug)
                    .and_then(|e| e.start(&Default::default()).ok())
                    .map_or_else(
                        || t!(lang, "tn-first"),
                        |g| crate::app::role(g.as_ref(), Seat(0), lang),
                    );
                lines.push(t!(
                    lang,
                    "tn-board-game",
                    board = board,
                    white = wname,
                    first = first,
                    black = bname,
                    game = game_id
                ));
                for p in [wid, bid] {
                    if let Some(m) = self.platform_id(p, &row.platform).await? {
                        mentions.push(m);
                    }
                }
            }
            for (i, _) in paired.iter().enumerate().filter(|(_, done)| !**done) {
                let e = &l.entrants[i];
                let name = &l.field.players[i].name;
                let (code, note) = if Some(i) == pab {
                    ("U", t!(lang, "tn-pab", name = name))
                } else if byes_asked(e) && e.withdrawn_after.is_none() {
                    ("H", t!(lang, "tn-half-bye-asked", name = name))
                } else if l.format == Format::Knockout
                    && e.withdrawn_after.is_none()
                    && e.joined_round <= round
                {
                    // Knocked out: no entry for later rounds.
                    continue;
                } else {
                    ("Z", String::new())
                };
                self.write_entry(tx, id, round, e.player_id, None, "-", Some(code), 0, None)
                    .await?;
                if !note.is_empty() {
                    lines.push(note);
                }
            }
            let ends = now + row.round_seconds;
            Store::update_tournament(tx, id, "running", row.rounds, round, Some(ends)).await?;
            let payload = serde_json::json!({ "tournament": id, "round": round }).to_string();
            Store::schedule(tx, DEADLINE_JOB, None, ends, &payload).await?;
            let text = t!(
                lang,
                "tn-round-announce",
                id = id,
                game = game_name,
                format = format_name(lang, l.format),
                round = round,
                rounds = row.rounds,
                time = duration(lang, row.round_seconds),
                boards = lines.join("\n")
            );
            self.announce(tx, row, &format!("tournament:{id}:round:{round}"), text, mentions)
                .await?;
            // A round of only forfeits and byes is over at once.
            Box::pin(self.close_round_if_done(tx, id)).await
        })
    }

    #[allow(clippy::too_many_arguments)]
    async fn write_entry(
        &self,
        tx: &mut Tx,
        id: i64,
        round: i64,
        player: i64,
        opponent: Option<i64>,
        colour: &str,
        result: Option<&str>,
        board: i64,
        game_id: Option<i64>,
    ) -> Result<()> {
        Store::set_entry(
            tx,
            id,
            &EntryRow {
                round,
                player_id: player,
                opponent_id: opponent,
                colour: colour.into(),
                result: result.map(str::to_string),
                board,
                game_id,
            },
        )
        .await?;
        Ok(())
    }

    /// The winner of a knockout match (the white side's entry `e`): a win
    /// or a forfeit win; a draw goes to Black; a double forfeit to the
    /// higher seed.
    fn knockout_winner(&self, l: &Loaded, e: &EntryRow) -> Option<usize> {
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
    async fn announce(
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
        };
        let payload = serde_json::to_string(&notice).unwrap_or_default();
        Store::enqueue(tx, key, &row.platform, &row.chat_id, None, &payload, self.now()).await?;
        Ok(())
    }

    /// Called in the transaction that ends any game: rates it, and records
    /// a tournament game's result (closing its round when it was the last).
    pub(in crate::app) async fn game_over(&self, tx: &mut Tx, row: &GameRow, ending: &Ending) -> Result<()> {
        self.rate_game(tx, row, ending).await?;
        let Some((id, round)) = Store::tournament_of_game(tx, row.id).await? else {
            return Ok(());
        };
        let entries = Store::entries_in(tx, id).await?;
        let mine: Vec<&EntryRow> = entries
            .iter()
            .filter(|e| e.game_id == Some(row.id) && e.round == round)
            .collect();
        if mine.iter().any(|e| e.result.is_some()) {
            return Ok(());
        }
        let forfeit = ending.forfeit;
        let white_code = match ending.winner {
            Some(0) if forfeit => Code::ForfeitWin,
            Some(_) if forfeit => Code::ForfeitLoss,
            Some(0) => Code::Win,
            Some(_) => Code::Loss,
            None => Code::Draw,
        };
        for e in mine {
            let code = if e.colour == "w" {
                white_code
            } else {
                white_code.mirrored()
            };
            let mut e = e.clone();
            e.result = Some(code.trf().to_string());
            Store::set_entry(tx, id, &e).await?;
        }
        Box::pin(self.close_round_if_done(tx, id)).await
    }

    /// Closes the current round if all its results are in: pairs the next
    /// one, or finishes the tournament.
    async fn close_round_if_done(&self, tx: &mut Tx, id: i64) -> Result<()> {
        let l = self.load(tx, id).await?;
        if l.row.status != "running" {
            return Ok(());
        }
        let round = l.row.current_round;
        if l.entries.iter().any(|e| e.round == round && e.result.is_none()) {
            return Ok(());
        }
        let knockout_done = l.format == Format::Knockout
            && l.entries
                .iter()
                .filter(|e| e.round == round && e.colour != "b" && e.board > 0)
                .count()
                <= 1;
        if round >= l.row.rounds || knockout_done {
            return self.finish_tournament(tx, id, None).await;
        }
        let lang = lang_of(&l.row.lang);
        let table = standings_text(&l, &l.standings(), 10, lang);
        self.announce(
            tx,
            &l.row,
            &format!("tournament:{id}:standings:{round}"),
            t!(lang, "tn-round-complete", id = id, round = round, table = table),
            Vec::new(),
        )
        .await?;
        self.pair_round(tx, id).await
    }

    /// Ends a tournament and announces the final standings and the winner.
    async fn finish_tournament(&self, tx: &mut Tx, id: i64, early: Option<String>) -> Result<()> {
        let l = self.load(tx, id).await?;
        Store::update_tournament(tx, id, "finished", l.row.rounds, l.row.current_round, None).await?;
        let l = self.load(tx, id).await?;
        let lang = lang_of(&l.row.lang);
        let (winner, table) = if l.format == Format::Knockout {
            let last: Vec<&EntryRow> = l
                .entries
                .iter()
                .filter(|e| e.round == l.row.current_round && e.colour != "b" && e.board > 0)
                .collect();
            let champion = last.first().and_then(|e| self.knockout_winner(&l, e));
            (champion, String::new())
        } else {
            let s = l.standings();
            (s.first().map(|s| s.player), standings_text(&l, &s, 20, lang))
        };
        let mut mentions = Vec::new();
        let who = match winner {
            Some(w) => {
                if let Some(m) = self.platform_id(l.entrants[w].player_id, &l.row.platform).await? {
                    mentions.push(m);
                }
                t!(lang, "tn-winner", name = l.field.players[w].name, id = id)
            }
            None => t!(lang, "tn-over", id = id),
        };
        let why = early.map_or(String::new(), |w| {
            format!(" {}", t!(lang, "tn-ended-early", why = w))
        });
        self.announce(
            tx,
            &l.row,
            &format!("tournament:{id}:final"),
            t!(lang, "tn-final", who = who, why = why, table = table),
            mentions,
        )
        .await
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
                Err(AppError::User(why)) => {
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
            DEADLINE_JOB if t.status == "running" && value["round"].as_i64() == Some(t.current_round) => {
                self.round_deadline(tx, &t).await
            }
            _ => Ok(()),
        }
    }

    /// Adjudicates the games of the current round still running at its
    /// deadline (see the module's rules).
    async fn round_deadline(&self, tx: &mut Tx, t: &TournamentRow) -> Result<()> {
        let entries = Store::entries_in(tx, t.id).await?;
        let games: Vec<i64> = entries
            .iter()
            .filter(|e| e.round == t.current_round && e.result.is_none() && e.colour == "w")
            .filter_map(|e| e.game_id)
            .collect();
        for game_id in games {
            let Some(row) = Store::game_in(tx, game_id).await? else {
                continue;
            };
            if row.status != GameStatus::Active {
                continue;
            }
            let moves = Store::moves_in(tx, game_id).await?;
            let game = self.replayed(&row, &moves)?;
            let Status::ToMove(seat) = game.status() else {
                continue;
            };
            let moved = moves.iter().any(|m| m.seat == Some(i64::from(seat.0)) && !m.auto);
            let seats = Store::seats_in(tx, game_id).await?;
            let loser = seats.get(seat.index()).and_then(|s| s.player_id);
            let ending = Ending::round_deadline(i64::from(seat.0), moved);
            if !moved && let Some(p) = loser {
                let mut list = Store::entrants_in(tx, t.id).await?;
                if let Some(e) = list.iter_mut().find(|e| e.player_id == p) {
                    e.forfeits += 1;
                    if e.forfeits >= NO_SHOWS_TO_WITHDRAW && e.withdrawn_after.is_none() {
                        e.withdrawn_after = Some(t.current_round);
                        let name = self.store.display_name(p, &t.platform).await?;
                        self.announce(
                            tx,
                            t,
                            &format!("tournament:{}:withdrawn:{p}", t.id),
                            t!(lang_of(&t.lang), "tn-withdrawn-no-shows", name = name, id = t.id),
                            Vec::new(),
                        )
                        .await?;
                    }
                    Store::update_entrant(tx, t.id, e).await?;
                }
            }
            self.finish(tx, &row, &ending).await?;
        }
        Ok(())
    }

    async fn standings_reply(&self, request: &Request, id: Option<i64>, cross: bool) -> Result<Reply> {
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
        };
        let (header, rows) = if cross {
            table_png::crosstable(&l.field, &s, l.tiebreaks(), l.round_robin(), &words)
        } else {
            table_png::standings_table(&l.field, &s, l.tiebreaks(), &words)
        };
        let mut reply = Reply::text(format!("{title}\n{}", standings_text(&l, &s, 50, lang)));
        reply.image = render::render_table(&title, &header, &rows).ok();
        Ok(reply)
    }

    async fn pairings_reply(&self, request: &Request, id: Option<i64>, round: Option<u32>) -> Result<Reply> {
        let t = self.pick_tournament(request, id).await?;
        let round = round.map_or(t.current_round, i64::from);
        if round < 1 || round > t.current_round {
            return refuse(t!(
                request.lang,
                "tn-rounds-paired",
                id = t.id,
                last = t.current_round
            ));
        }
        let lang = request.chat_lang;
        let entries = self.store.entries(t.id).await?;
        let mut lines = vec![t!(lang, "tn-round-header", id = t.id, round = round)];
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
        Ok(Reply::text(lines.join("\n")))
    }

    async fn export_reply(&self, request: &Request, id: Option<i64>) -> Result<Reply> {
        let t = self.pick_tournament(request, id).await?;
        let mut tx = self.store.write().await?;
        let l = self.load(&mut tx, t.id).await?;
        tx.rollback().await?;
        Ok(Reply::text(self.trf_of(&l)))
    }

    fn trf_of(&self, l: &Loaded) -> String {
        let header = trf::Header {
            name: format!("Tavolo tournament #{} ({})", l.row.id, l.row.slug),
            rounds: l.row.rounds as usize,
            initial: Colour::White,
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

    async fn list_tournaments(&self, request: &Request) -> Result<Reply> {
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

fn bye_text(lang: Lang, code: &str) -> String {
    match code {
        "U" => t!(lang, "tn-bye-U"),
        "H" => t!(lang, "tn-bye-H"),
        "F" => t!(lang, "tn-bye-F"),
        "+" => t!(lang, "tn-bye-plus"),
        _ => t!(lang, "tn-bye-none"),
    }
}

/// "Tournament #3 is running." (or finished, cancelled…).
fn status_text(lang: Lang, id: i64, status: &str) -> String {
    let status = tr(lang, &format!("tn-status-{status}"), &[]);
    t!(lang, "tn-status", id = id, status = status)
}

/// A format's name in `lang`.
fn format_name(lang: Lang, format: Format) -> String {
    match format {
        Format::RoundRobin => t!(lang, "tn-format-round-robin"),
        Format::DoubleRoundRobin => t!(lang, "tn-format-double-round-robin"),
        Format::Swiss => t!(lang, "tn-format-swiss"),
        Format::Knockout => t!(lang, "tn-format-knockout"),
    }
}

/// The name of the game `slug` in `lang` (the slug if unknown).
fn slug_name(slug: &str, lang: Lang) -> String {
    games::registry::find(slug).map_or(slug.to_string(), |e| game_name(e.info(), lang).to_string())
}

/// The standings as text lines: rank, name, points, tie-breaks.
fn standings_text(l: &Loaded, s: &[Standing], max: usize, lang: Lang) -> String {
    let names: Vec<&str> = l.tiebreaks().iter().map(|t| t.short()).collect();
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
fn duration(lang: Lang, seconds: i64) -> String {
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
