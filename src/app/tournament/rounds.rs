//! The rest of a round: a tournament game's result recorded when the game
//! ends, the round closed once all its results are in (the next one
//! paired, or the tournament finished with its final standings), and the
//! flag that falls in a tournament game judged.
//!
//! Rules (Tavolo's; the texts are silent): a round's time is its games'
//! clocks (see `pair`). A player whose flag falls loses the game; if they
//! never moved in it, it is a forfeit (unrated) and a no-show, and a
//! player with two no-shows is withdrawn. Rounds paired before games had
//! clocks end by a deadline job with the same rules.

use games::Status;
use tournament::model::Code;

use super::Format;
use super::shared::standings_text;
use crate::app::ending::{Ending, How};
use crate::app::texts::{lang_of, t};
use crate::app::{App, Result};
use crate::store::tournament::{EntryRow, TournamentRow};
use crate::store::{GameRow, GameStatus, Store, Tx};

/// No-shows before a player is withdrawn.
const NO_SHOWS_TO_WITHDRAW: i64 = 2;

impl App {
    /// Called in the transaction that ends any game: rates it, and records
    /// a tournament game's result (closing its round when it was the last).
    pub(in crate::app) async fn game_over(&self, tx: &mut Tx, row: &GameRow, ending: &Ending) -> Result<()> {
        self.rate_game(tx, row, ending).await?;
        // A game its cancelled tournament stopped has no result to record.
        if ending.how == How::TournamentCancelled {
            return Ok(());
        }
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
    pub(super) async fn close_round_if_done(&self, tx: &mut Tx, id: i64) -> Result<()> {
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
    pub(super) async fn finish_tournament(&self, tx: &mut Tx, id: i64, early: Option<String>) -> Result<()> {
        let l = self.load(tx, id).await?;
        Store::update_tournament(tx, id, "finished", l.row.rounds, l.row.current_round, None).await?;
        let l = self.load(tx, id).await?;
        let lang = lang_of(&l.row.lang);
        let (first, table) = if l.format == Format::Knockout {
            let last: Vec<&EntryRow> = l
                .entries
                .iter()
                .filter(|e| e.round == l.row.current_round && e.colour != "b" && e.board > 0)
                .collect();
            let champion = last.first().and_then(|e| self.knockout_winner(&l, e));
            (First::of_knockout(champion), String::new())
        } else {
            let s = l.standings();
            (
                First::of_standings(&s, l.tiebreaks()),
                standings_text(&l, &s, 20, lang),
            )
        };
        let mut mentions = Vec::new();
        for &w in first.players() {
            if let Some(m) = Store::platform_user_id_in(tx, l.entrants[w].player_id, &l.row.platform).await? {
                mentions.push(m);
            }
        }
        let name = |w: usize| l.field.players[w].name.clone();
        let who = match first {
            First::Nobody => t!(lang, "tn-over", id = id),
            First::Alone(w) => t!(lang, "tn-winner", name = name(w), id = id),
            First::OnTieBreak { winner, level, by } => t!(
                lang,
                "tn-winner-tiebreak",
                name = name(winner),
                id = id,
                others = level.iter().map(|&p| name(p)).collect::<Vec<_>>().join(", "),
                tiebreak = super::table_png::tiebreak_name(by, lang)
            ),
            First::Shared(ref players) => t!(
                lang,
                "tn-winners-shared",
                names = players.iter().map(|&p| name(p)).collect::<Vec<_>>().join(", "),
                id = id
            ),
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

    /// Adjudicates the games of the current round still running at its
    /// deadline (see the module's rules).
    pub(super) async fn round_deadline(&self, tx: &mut Tx, t: &TournamentRow) -> Result<()> {
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
            if !moved && let Some(p) = seats.get(seat.index()).and_then(|s| s.player_id) {
                self.count_no_show(tx, t, p).await?;
            }
            let ending = Ending::round_deadline(i64::from(seat.0), moved);
            self.finish(tx, &row, &ending).await?;
        }
        Ok(())
    }

    /// The ending of a tournament game whose flag fell on `seat`, if that
    /// seat never moved in it: a no-show, forfeited and unrated, counted
    /// against the player. `None` for any other game or flag.
    pub(in crate::app) async fn tournament_no_show(
        &self,
        tx: &mut Tx,
        row: &GameRow,
        seat: i64,
        player: Option<i64>,
    ) -> Result<Option<Ending>> {
        let Some((id, _)) = Store::tournament_of_game(tx, row.id).await? else {
            return Ok(None);
        };
        let moves = Store::moves_in(tx, row.id).await?;
        if moves.iter().any(|m| m.seat == Some(seat) && !m.auto) {
            return Ok(None);
        }
        let Some(t) = Store::tournament_in(tx, id).await? else {
            return Ok(None);
        };
        if let Some(p) = player {
            self.count_no_show(tx, &t, p).await?;
        }
        Ok(Some(Ending::round_deadline(seat, false)))
    }

    /// One more no-show of `player`: the second withdraws them.
    async fn count_no_show(&self, tx: &mut Tx, t: &TournamentRow, player: i64) -> Result<()> {
        let mut list = Store::entrants_in(tx, t.id).await?;
        let Some(e) = list.iter_mut().find(|e| e.player_id == player) else {
            return Ok(());
        };
        e.forfeits += 1;
        if e.forfeits >= NO_SHOWS_TO_WITHDRAW && e.withdrawn_after.is_none() {
            e.withdrawn_after = Some(t.current_round);
            let name = Store::display_name_in(tx, player, &t.platform).await?;
            self.announce(
                tx,
                t,
                &format!("tournament:{}:withdrawn:{player}", t.id),
                t!(lang_of(&t.lang), "tn-withdrawn-no-shows", name = name, id = t.id),
                Vec::new(),
            )
            .await?;
        }
        Store::update_entrant(tx, t.id, e).await?;
        Ok(())
    }
}

/// Who came first in a tournament, as the final announcement says it.
#[derive(Clone, PartialEq, Debug)]
enum First {
    /// No one (a knockout without a final result).
    Nobody,
    /// One player, ahead on points (or the knockout's champion).
    Alone(usize),
    /// One player, level on points with `level`, ahead by the tie-break
    /// `by`.
    OnTieBreak {
        winner: usize,
        level: Vec<usize>,
        by: tournament::tiebreaks::TieBreak,
    },
    /// Several players level on points and every tie-break.
    Shared(Vec<usize>),
}

impl First {
    fn of_knockout(champion: Option<usize>) -> First {
        champion.map_or(First::Nobody, First::Alone)
    }

    fn of_standings(
        s: &[tournament::standings::Standing],
        order: &[tournament::tiebreaks::TieBreak],
    ) -> First {
        let Some(top) = s.first() else {
            return First::Nobody;
        };
        let shared: Vec<usize> = s
            .iter()
            .filter(|l| l.rank == top.rank)
            .map(|l| l.player)
            .collect();
        if shared.len() > 1 {
            return First::Shared(shared);
        }
        let level: Vec<usize> = s[1..]
            .iter()
            .filter(|l| l.points == top.points)
            .map(|l| l.player)
            .collect();
        let Some(second) = s.get(1).filter(|l| l.points == top.points) else {
            return First::Alone(top.player);
        };
        // The first tie-break that parts the leader from the next player.
        match order
            .iter()
            .zip(top.tiebreaks.iter().zip(&second.tiebreaks))
            .find(|(_, (a, b))| a != b)
        {
            Some((&by, _)) => First::OnTieBreak {
                winner: top.player,
                level,
                by,
            },
            None => First::Alone(top.player),
        }
    }

    /// The players named first.
    fn players(&self) -> &[usize] {
        match self {
            First::Nobody => &[],
            First::Alone(w) | First::OnTieBreak { winner: w, .. } => std::slice::from_ref(w),
            First::Shared(players) => players,
        }
    }
}

#[cfg(test)]
mod first_tests {
    use super::First;
    use tournament::standings::Standing;
    use tournament::tiebreaks::TieBreak;

    fn line(rank: usize, player: usize, points: f64, tiebreaks: &[f64]) -> Standing {
        Standing {
            rank,
            player,
            points,
            tiebreaks: tiebreaks.to_vec(),
        }
    }

    /// Issue 37, point 6: a tie for first is said as one, or the tie-break
    /// that decided it is named.
    #[test]
    fn a_tie_for_first_is_shared_or_decided_by_a_named_tiebreak() {
        let order = [
            TieBreak::SonnebornBerger,
            TieBreak::DirectEncounter,
            TieBreak::Wins,
        ];
        let tied = [
            line(1, 0, 2.0, &[2.0, 0.5, 2.0]),
            line(1, 2, 2.0, &[2.0, 0.5, 2.0]),
            line(3, 1, 0.0, &[0.0; 3]),
        ];
        assert_eq!(First::of_standings(&tied, &order), First::Shared(vec![0, 2]));
        let parted = [
            line(1, 0, 2.0, &[3.0, 0.5, 2.0]),
            line(2, 2, 2.0, &[2.0, 0.5, 2.0]),
            line(3, 1, 0.0, &[0.0; 3]),
        ];
        assert_eq!(
            First::of_standings(&parted, &order),
            First::OnTieBreak {
                winner: 0,
                level: vec![2],
                by: TieBreak::SonnebornBerger
            }
        );
        let ahead = [
            line(1, 0, 3.0, &[3.0, 0.0, 3.0]),
            line(2, 2, 2.0, &[2.0, 0.0, 2.0]),
        ];
        assert_eq!(First::of_standings(&ahead, &order), First::Alone(0));
    }
}
