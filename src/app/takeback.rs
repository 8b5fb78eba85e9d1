//! Takebacks: `/takeback` asks to take back the asker's last move (with
//! every move after it), and the opponent accepts or declines; the bot
//! accepts at once. Only where nothing is at stake and nothing is hidden
//! by chance:
//!
//! - games of two seats that are not rated (casual, against the bot, or
//!   after a hint) and in no tournament;
//! - no clock with a time bank: the banks are computed from the moves'
//!   times, and a takeback would hand time back; with a time per move
//!   (correspondence's default) the turn played again starts at the
//!   takeback;
//! - never across a throw: the asker has seen the dice thrown after the
//!   move, and could play it again knowing them.
//!
//! The moves are deleted and the game returns to the version it had before
//! them, in one transaction under the game's lock; the game's takeback
//! count rises so that no position kept in memory for that version is used
//! again, and the jobs of the old turn (reminder, flag, bot turn) are
//! retired before the new turn schedules its own.
//!
//! Known limit: boards and their buttons are stamped with the ply they
//! show, so a button of a board from before a takeback, pressed once the
//! game is back at that ply, plays its move if it is legal and its
//! presser's turn there (it is still checked like any move).

use super::play::{Held, public_viewer};
use super::refusal::{Refusal, refusal};
use super::texts::t;
use super::{App, DrawAction, GameRef, Reply, Request, Result, Settings, clip, refuse_as, start_game};
use crate::store::{GameRow, GameStatus, MoveRow, SeatRow, Store, StoreError, Tx};

/// The jobs of a turn, retired by a takeback.
const TURN_JOBS: [&str; 4] = [
    super::bot::BOT_TURN,
    super::reminders::REMIND_TURN,
    super::clocks::FLAG,
    super::clocks::ABANDON,
];

/// The first ply a takeback by `seat` removes: its last move chosen by the
/// player (automatic moves and passes after it go with it). Refused when
/// the seat has not moved, or when a throw lies among the moves to remove.
pub(super) fn first_taken_back(moves: &[MoveRow], seat: i64) -> std::result::Result<usize, &'static str> {
    let Some(from) = moves.iter().rposition(|m| m.seat == Some(seat) && !m.auto) else {
        return Err("takeback-nothing");
    };
    // A throw is stored without a seat.
    if moves[from..].iter().any(|m| m.seat.is_none()) {
        return Err("takeback-throw-seen");
    }
    Ok(from)
}

impl App {
    /// `/takeback [offer|accept|decline]`.
    pub(super) async fn takeback(
        &self,
        request: &Request,
        wanted: GameRef,
        action: DrawAction,
    ) -> Result<Reply> {
        let me = self.player(request).await?;
        let Held {
            mut tx,
            row,
            seats,
            _lock: _held,
        } = self.hold(request, me, wanted, "takeback").await?;
        let public = request.chat_lang;
        let Some(my_seat) = seats
            .iter()
            .find(|s| s.player_id == Some(me) && s.resigned_at.is_none())
            .map(|s| s.seat)
        else {
            return refuse_as(refusal!("takeback-players-only", id = row.id));
        };
        if row.status != GameStatus::Active {
            return refuse_as(refusal!("game-over-short", id = row.id));
        }
        if seats.len() != 2 {
            return refuse_as(refusal!("takeback-two-players"));
        }
        if Store::tournament_of_game(&mut tx, row.id).await?.is_some() {
            return refuse_as(refusal!("takeback-tournament", id = row.id));
        }
        let settings: Settings = serde_json::from_str(&row.settings).unwrap_or_default();
        if matches!(settings.time, Some(super::time_control::TimeControl::Bank { .. })) {
            return refuse_as(refusal!("takeback-clock", id = row.id));
        }
        let bots = Store::bot_seats_in(&mut tx, row.id).await?;
        let against_bot = bots.get((1 - my_seat) as usize).copied().flatten().is_some();
        if !(settings.casual || settings.hinted || against_bot) {
            return refuse_as(refusal!("takeback-rated", id = row.id));
        }
        // An offer made at another version lapsed with the move that
        // followed it.
        let standing = Store::takeback_offer(&mut tx, row.id)
            .await?
            .filter(|&(_, version)| version == row.version)
            .map(|(seat, _)| seat);
        let name = clip(&request.user.name, 64);
        match action {
            DrawAction::Offer | DrawAction::Accept if standing.is_some_and(|s| s != my_seat) => {
                let asker = standing.unwrap_or(my_seat);
                let text = t!(public, "takeback-accepted", name = name.clone(), id = row.id);
                self.take_back(tx, &row, &seats, asker, text, request).await
            }
            DrawAction::Offer if standing == Some(my_seat) => refuse_as(refusal!("takeback-already-offered")),
            DrawAction::Offer => {
                let moves = Store::moves_in(&mut tx, row.id).await?;
                let from = first_taken_back(&moves, my_seat)
                    .map_err(|id| super::AppError::Refused(Refusal::new(id, Vec::new())))?;
                let taken = self.taken_words(&row, &moves[from..], public);
                if against_bot {
                    let text = t!(public, "takeback-bot", name = name, id = row.id);
                    return self.take_back(tx, &row, &seats, my_seat, text, request).await;
                }
                Store::offer_takeback(&mut tx, row.id, my_seat, row.version).await?;
                tx.commit().await?;
                Ok(Reply::text(t!(
                    public,
                    "takeback-offered",
                    name = name,
                    id = row.id,
                    moves = taken
                )))
            }
            DrawAction::Accept => refuse_as(refusal!("takeback-none-to-accept")),
            DrawAction::Decline if standing.is_some_and(|s| s != my_seat) => {
                Store::clear_takeback_offer(&mut tx, row.id).await?;
                tx.commit().await?;
                Ok(Reply::text(t!(
                    public,
                    "takeback-declined",
                    name = name,
                    id = row.id
                )))
            }
            DrawAction::Decline => refuse_as(refusal!("takeback-none-to-decline")),
        }
    }

    /// The moves a takeback removes, in the game's own words.
    fn taken_words(&self, row: &GameRow, taken: &[MoveRow], lang: super::texts::Lang) -> String {
        let entry = games::registry::find(&row.slug);
        taken
            .iter()
            .map(|m| match entry {
                Some(entry) => super::move_words::shown(entry.info(), &m.text, lang),
                None => m.text.clone(),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Takes back `asker`'s last move and every move after it, answers
    /// with the board as it is again and `text` before it.
    async fn take_back(
        &self,
        mut tx: Tx,
        row: &GameRow,
        seats: &[SeatRow],
        asker: i64,
        text: String,
        request: &Request,
    ) -> Result<Reply> {
        let public = request.chat_lang;
        let moves = Store::moves_in(&mut tx, row.id).await?;
        let from = first_taken_back(&moves, asker)
            .map_err(|id| super::AppError::Refused(Refusal::new(id, Vec::new())))?;
        let taken = self.taken_words(row, &moves[from..], public);
        let mut game = start_game(&row.slug, &row.options)?;
        for m in &moves[..from] {
            game.play(&m.text).map_err(|e| {
                super::AppError::Store(StoreError::Protocol(format!(
                    "game {} ply {} does not replay: {e}",
                    row.id, m.ply
                )))
            })?;
        }
        let version = from as i64;
        let now = self.now();
        if !Store::take_back(&mut tx, row.id, row.version, version, &game.position(), now).await? {
            return Err(super::AppError::Store(StoreError::Protocol(
                "the game changed under us".into(),
            )));
        }
        Store::retire_game_jobs(&mut tx, row.id, &TURN_JOBS, now).await?;
        let row = GameRow {
            version,
            takebacks: row.takebacks + 1,
            draw_offer: None,
            ..row.clone()
        };
        self.notify_turn(&mut tx, &row, game.as_ref(), version).await?;
        tx.commit().await?;
        self.remember(row.id, row.takebacks, version, game.as_ref());

        let mut reply = self
            .board_reply(&row, seats, game.as_ref(), public_viewer(game.as_ref()), public)
            .await?;
        reply.text = [
            text,
            t!(public, "takeback-done", moves = taken, id = row.id),
            reply.text,
        ]
        .into_iter()
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join(" ");
        Ok(reply)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(ply: i64, seat: Option<i64>, auto: bool) -> MoveRow {
        MoveRow {
            ply,
            text: format!("m{ply}"),
            seat,
            auto,
            at: 0,
        }
    }

    #[test]
    fn a_takeback_starts_at_the_askers_last_chosen_move() {
        let moves = [
            row(0, Some(0), false),
            row(1, Some(1), false),
            row(2, Some(0), false),
        ];
        assert_eq!(first_taken_back(&moves, 0), Ok(2), "its own last move");
        assert_eq!(
            first_taken_back(&moves, 1),
            Ok(1),
            "with the opponent's reply after it"
        );
        let passes = [
            row(0, Some(0), false),
            row(1, Some(1), false),
            row(2, Some(0), true),
        ];
        assert_eq!(
            first_taken_back(&passes, 0),
            Ok(0),
            "a forced pass is not a move chosen"
        );
        assert_eq!(first_taken_back(&moves[..1], 1), Err("takeback-nothing"));
    }

    #[test]
    fn a_takeback_never_crosses_a_throw() {
        let moves = [
            row(0, None, true),
            row(1, Some(0), false),
            row(2, None, true),
            row(3, Some(1), false),
        ];
        assert_eq!(
            first_taken_back(&moves, 1),
            Ok(3),
            "the throw before the move stays"
        );
        assert_eq!(first_taken_back(&moves, 0), Err("takeback-throw-seen"));
    }
}
