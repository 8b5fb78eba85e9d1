//! Pairing a round: the schedule of the format (Berger table, Dutch Swiss
//! or knockout bracket), each board's game created in the channel (or a
//! forfeit against a withdrawn player), byes and absences recorded, the
//! round's deadline scheduled and the round announced with mentions.

use std::future::Future;
use std::pin::Pin;

use games::Seat;
use tournament::model::{Colour, RoundPairing};
use tournament::{berger, knockout, swiss_dutch};

use super::Format;
use super::shared::{duration, format_name, slug_name};
use crate::app::texts::{lang_of, t};
use crate::app::time_control::TimeControl;
use crate::app::{App, AppError, Result, Settings};
use crate::store::games::NewGame;
use crate::store::tournament::{EntrantRow, EntryRow};
use crate::store::{Store, StoreError, Tx};

impl App {
    /// Pairs the next round, creates its games and announces it.
    pub(super) fn pair_round<'a>(
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
                            tracing::warn!("tavolo: tournament {id}: round {round} cannot be paired: {why}");
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
            // The round's time becomes the games' clocks: half of it in
            // each player's bank, so every game ends within the round.
            let clock = round_clock(row.round_seconds);
            let settings = Settings {
                casual: !row.rated,
                time: Some(clock),
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
                    if let Some(m) = Store::platform_user_id_in(tx, p, &row.platform).await? {
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
            // The clocks end the round's games; no deadline job of its own.
            let ends = now + row.round_seconds;
            Store::update_tournament(tx, id, "running", row.rounds, round, Some(ends)).await?;
            let text = t!(
                lang,
                "tn-round-announce",
                id = id,
                game = game_name,
                format = format_name(lang, l.format),
                round = round,
                rounds = row.rounds,
                time = duration(lang, row.round_seconds),
                clock = clock.words(lang),
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
}

/// The clock of a tournament game in a round of `round_seconds`: each
/// player's bank holds half the round, without increment. Whoever is to
/// move when the round's time is up has used more than their half, so
/// their flag has fallen: no game outlives its round.
pub(super) fn round_clock(round_seconds: i64) -> TimeControl {
    TimeControl::Bank {
        initial: (round_seconds / 2).max(60),
        increment: 0,
        cap: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_round_s_time_is_split_between_the_two_clocks() {
        assert_eq!(
            round_clock(7 * 86_400),
            TimeControl::Bank {
                initial: 7 * 43_200,
                increment: 0,
                cap: None
            }
        );
        // A round of a minute still gives each a minute to move.
        assert_eq!(round_clock(60).initial(), 60);
    }
}
