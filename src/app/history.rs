//! Looking back: a player's finished games in this chat (`/history`) and
//! any game of this chat with its move list (`/game #id`).
//!
//! Both answer about this chat only: a game played elsewhere (a private
//! chat with the bot, another channel) is never named here.

use games::{DynGame, Seat};

use super::refusal::refusal;
use super::speech::Speech;
use super::texts::{Lang, t};
use super::{
    App, AppError, BoardRef, Choice, GameRef, Press, Reply, Request, Result, UserRef, clip, refuse_as, texts,
};
use crate::store::{GameRow, GameStatus, MoveRow, SeatRow, StoreError};

/// Finished games on one page of `/history`.
pub const PAGE: i64 = 10;
/// Moves `/game` lists at most; a longer game shows its latest ones and
/// says where the whole record is.
pub const MOVES_SHOWN: usize = 60;

impl App {
    /// `/history [@user] [game] [page]`: the finished games of the asker
    /// (or `user`) in this chat, newest first, one page at a time.
    pub(super) async fn history(
        &self,
        request: &Request,
        user: Option<&UserRef>,
        game: Option<&str>,
        page: i64,
    ) -> Result<Reply> {
        let lang = request.chat_lang;
        let (player, name) = match user {
            Some(u) => match self.store.find_player(&request.platform, &u.id).await? {
                Some(p) => (p, self.store.display_name(p, &request.platform).await?),
                None => return Ok(Reply::text(t!(lang, "history-none", name = clip(&u.name, 64)))),
            },
            None => (self.player(request).await?, clip(&request.user.name, 64)),
        };
        let slug = game
            .map(|g| super::rating::slug_of(g, request.lang))
            .transpose()?;
        let page = page.max(1);
        let (rows, total) = self
            .store
            .finished_games_in(
                player,
                &request.platform,
                &request.chat,
                slug,
                ((page - 1) * PAGE, PAGE),
            )
            .await?;
        let pages = (total + PAGE - 1) / PAGE;
        if total == 0 {
            return Ok(Reply::text(t!(lang, "history-none", name = name)));
        }
        if rows.is_empty() {
            return refuse_as(refusal!("history-no-page", page = page, pages = pages));
        }
        let mut lines = vec![t!(
            lang,
            "history-head",
            name = name,
            n = total,
            page = page,
            pages = pages
        )];
        for row in &rows {
            lines.push(self.history_line(row, player, lang).await?);
        }
        if page < pages {
            let mut next = format!("/{} ", super::command_text::command_in("history", lang));
            if let Some(u) = user {
                next.push_str(&format!("@{} ", clip(&u.name, 64)));
            }
            if let Some(slug) = slug {
                next.push_str(slug);
                next.push(' ');
            }
            next.push_str(&(page + 1).to_string());
            lines.push(t!(lang, "history-next", command = next));
        }
        Ok(Reply::text(lines.join("\n")))
    }

    /// "#12 Awele — won against bob: bob resigned (2026-11-29)".
    async fn history_line(&self, row: &GameRow, player: i64, lang: Lang) -> Result<String> {
        let seats = self.store.seats(row.id).await?;
        let names = self.seat_names(row, &seats, lang).await?;
        let mine = seats.iter().position(|s| s.player_id == Some(player));
        let opponents: Vec<&str> = names
            .iter()
            .enumerate()
            .filter(|(i, _)| Some(*i) != mine)
            .map(|(_, n)| n.as_str())
            .collect();
        let game = super::game_names::display_name(&row.slug, lang);
        let ending = super::play::stored_ending(row);
        let result = match (&ending, mine) {
            (Some(e), Some(seat)) => result_word(e, seat, lang),
            _ => t!(lang, "history-over"),
        };
        let reason = match (&ending, games::registry::find(&row.slug)) {
            (Some(e), Some(entry)) => e.reason_in(entry.info(), lang, &names),
            _ => String::new(),
        };
        Ok(t!(
            lang,
            "history-line",
            id = row.id,
            game = game,
            result = result,
            opponents = opponents.join(", "),
            reason = reason,
            date = super::listing::iso_date(row.updated_at)
        ))
    }

    /// `/game #id`: a game of this chat, finished or not: its players,
    /// where it stands (clocks, result) and its moves, numbered.
    pub(super) async fn show_game(&self, request: &Request, wanted: GameRef) -> Result<Reply> {
        let me = self.player(request).await?;
        let statuses = [GameStatus::Active];
        let row = match self.pick_game(request, me, wanted, &statuses, "game").await {
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
        let lang = request.chat_lang;
        if !matches!(row.status, GameStatus::Active | GameStatus::Finished) {
            return refuse_as(refusal!("not-started", id = row.id));
        }
        let seats = self.store.seats(row.id).await?;
        let moves = self.store.moves(row.id).await?;
        let game = self.replayed(&row, &moves)?;
        let names = self.seat_names(&row, &seats, lang).await?;
        let mut lines = vec![t!(
            lang,
            "game-head",
            id = row.id,
            game = texts::game_name(game.info(), lang)
        )];
        lines.push(self.seat_line(&row, &seats, game.as_ref(), &names, lang).await?);
        lines.push(self.describe(&row, None, lang).await?);
        let link = {
            let mut conn = self.store.reader().await?;
            self.game_link_line(&mut conn, row.id, lang).await?
        };
        let shown = super::secrets::moves_shown(&row, game.as_ref(), &moves);
        lines.push(move_list(row.id, &shown, link.is_some(), lang));
        lines.extend(link);
        Ok(Reply::text(lines.join("\n")))
    }

    /// "White: alice (2d 4h left) · Black: bob (1d left)".
    async fn seat_line(
        &self,
        row: &GameRow,
        seats: &[SeatRow],
        game: &dyn DynGame,
        names: &[String],
        lang: Lang,
    ) -> Result<String> {
        let clocks = {
            let mut conn = self.store.reader().await?;
            self.clock_words(&mut conn, row, seats, game, lang).await?
        };
        let parts: Vec<String> = names
            .iter()
            .enumerate()
            .map(|(i, name)| {
                let role = super::role(game, Seat(i as u8), lang);
                match clocks.get(i).cloned().flatten() {
                    Some(left) => t!(
                        lang,
                        "game-seat-clock",
                        role = role,
                        name = name.as_str(),
                        left = left
                    ),
                    None => t!(lang, "game-seat", role = role, name = name.as_str()),
                }
            })
            .collect();
        Ok(parts.join(" · "))
    }
}

impl App {
    /// `/board #id ply=N` and the step buttons: the game as it stood after
    /// `ply` plies, without clocks or move buttons; a finished game's
    /// picture steps on with ⏮ ◀ ▶ ⏭.
    pub(super) async fn board_at(&self, request: &Request, wanted: GameRef, ply: i64) -> Result<Reply> {
        let me = self.player(request).await?;
        let row = match self
            .pick_game(request, me, wanted, &[GameStatus::Active], "board")
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
        if !matches!(row.status, GameStatus::Active | GameStatus::Finished) {
            return refuse_as(refusal!("not-started", id = row.id));
        }
        let moves = self.store.moves(row.id).await?;
        let total = moves.len() as i64;
        if !(0..=total).contains(&ply) {
            return refuse_as(refusal!("board-ply-range", id = row.id, ply = ply, total = total));
        }
        let seats = self.store.seats(row.id).await?;
        let lang = request.chat_lang;
        let finished = row.status == GameStatus::Finished;
        if ply == total {
            // The last position is the game's own board (with its result).
            let game = self.replayed(&row, &moves)?;
            let viewer = super::play::public_viewer(game.as_ref());
            let mut reply = self
                .board_reply(&row, &seats, game.as_ref(), viewer, lang)
                .await?;
            reply.replace = true;
            return Ok(reply);
        }
        let names = self.seat_names(&row, &seats, lang).await?;
        let image = position_png(&row, &moves, ply as usize, names, lang)?;
        let moves = if super::secrets::kept(&row) {
            super::secrets::moves_shown(&row, self.replayed(&row, &moves)?.as_ref(), &moves)
        } else {
            moves
        };
        let last = match ply {
            0 => t!(lang, "board-at-start"),
            _ => t!(
                lang,
                "board-at-last",
                last = moves[ply as usize - 1].text.as_str()
            ),
        };
        Ok(Reply {
            text: t!(
                lang,
                "board-at",
                id = row.id,
                ply = ply,
                total = total,
                last = last
            ),
            image,
            board: Some(BoardRef {
                game_id: row.id,
                ply,
                facing: None,
            }),
            choices: if finished {
                step_choices(row.id, ply, total)
            } else {
                Vec::new()
            },
            replace: true,
            ..Reply::default()
        })
    }
}

/// The picture of the game of `row` after `ply` of its `moves`, captioned
/// with where it stands in them, without clocks or result (`/board #id
/// ply=N` and the game's web page); `None` when the renderer failed.
pub(super) fn position_png(
    row: &GameRow,
    moves: &[MoveRow],
    ply: usize,
    names: Vec<String>,
    lang: Lang,
) -> Result<Option<Vec<u8>>> {
    let mut game = super::start_game(&row.slug, &row.options)?;
    for m in moves.iter().take(ply) {
        game.play(&m.text).map_err(|e| {
            AppError::Store(StoreError::Protocol(format!(
                "game {} ply {} does not replay: {e}",
                row.id, m.ply
            )))
        })?;
    }
    let mut view = game.view(super::play::public_viewer(game.as_ref()));
    for panel in &mut view.seats {
        panel.role = super::role(game.as_ref(), panel.seat, lang);
    }
    view.caption = Some(games::Message::plain(t!(
        lang,
        "board-at-caption",
        ply = ply,
        total = moves.len()
    )));
    let frame = render::Frame::new(format!("{} #{}", texts::game_name(game.info(), lang), row.id))
        .with_words(texts::picture_words(lang))
        .with_speaker(Speech::new(game.info(), lang).shared())
        .with_names(names);
    Ok(render::render_png(&view, &frame).ok())
}

/// ⏮ ◀ ▶ ⏭ through a finished game of `total` plies shown at `ply`: the
/// steps that lead elsewhere, each place once (a button's data is its
/// target, and Discord refuses two buttons with the same).
pub(super) fn step_choices(game: i64, ply: i64, total: i64) -> Vec<Choice> {
    // ⏮ and ⏭ only where they go farther than ◀ and ▶.
    [
        ("⏮", 0, ply > 1),
        ("◀", ply - 1, ply > 0),
        ("▶", ply + 1, ply < total),
        ("⏭", total, ply + 1 < total),
    ]
    .into_iter()
    .filter(|&(_, _, shown)| shown)
    .map(|(label, to, _)| Choice {
        label: label.to_string(),
        press: Press::Step { game, ply: to },
    })
    .collect()
}

/// The asker's result in one word: won, lost, drew, or their rank.
fn result_word(ending: &super::ending::Ending, seat: usize, lang: Lang) -> String {
    // Partners won or lost as one.
    if let (Some(teams), Some(ranks)) = (&ending.teams, &ending.ranks) {
        let mine = teams.get(seat);
        let won = ranks
            .iter()
            .zip(teams)
            .all(|(&r, t)| (r == 1) == (Some(t) == mine));
        return if won {
            t!(lang, "history-won")
        } else {
            t!(lang, "history-lost")
        };
    }
    if let Some(winner) = ending.winner {
        return if usize::try_from(winner) == Ok(seat) {
            t!(lang, "history-won")
        } else {
            t!(lang, "history-lost")
        };
    }
    match ending.ranks.as_ref().and_then(|r| r.get(seat)) {
        Some(&rank)
            if ending
                .ranks
                .as_ref()
                .is_some_and(|r| r.iter().any(|&x| x != rank)) =>
        {
            t!(lang, "history-rank", rank = rank)
        }
        _ => t!(lang, "history-drew"),
    }
}

/// The moves numbered from 1, throws of the dice in brackets; the latest
/// [`MOVES_SHOWN`] of a longer game, with where to find the rest: the
/// game's web page (its link below the list) when there is one, else
/// `/record`.
fn move_list(id: i64, moves: &[MoveRow], page: bool, lang: Lang) -> String {
    if moves.is_empty() {
        return t!(lang, "game-no-moves");
    }
    let skipped = moves.len().saturating_sub(MOVES_SHOWN);
    let listed: Vec<String> = moves
        .iter()
        .enumerate()
        .skip(skipped)
        .map(|(i, m)| match m.seat {
            Some(_) => format!("{}. {}", i + 1, m.text),
            None => format!("{}. [{}]", i + 1, m.text),
        })
        .collect();
    let mut text = t!(lang, "game-moves", n = moves.len());
    if skipped > 0 {
        text.push('\n');
        text.push_str(&if page {
            t!(lang, "game-moves-cut-page", skipped = skipped)
        } else {
            t!(
                lang,
                "game-moves-cut",
                skipped = skipped,
                command = format!("/{} #{id}", super::command_text::command_in("record", lang))
            )
        });
    }
    text.push('\n');
    text.push_str(&listed.join("  "));
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn moves(n: usize) -> Vec<MoveRow> {
        (0..n)
            .map(|i| MoveRow {
                ply: i as i64,
                text: format!("m{}", i + 1),
                // Every third a throw of the dice.
                seat: (i % 3 != 0).then_some(0),
                auto: false,
                at: 0,
            })
            .collect()
    }

    #[test]
    fn step_buttons_lead_elsewhere_each_place_once() {
        let steps = |ply, total| -> Vec<(String, i64)> {
            step_choices(9, ply, total)
                .into_iter()
                .map(|c| match c.press {
                    Press::Step { game: 9, ply } => (c.label, ply),
                    other => panic!("{other:?}"),
                })
                .collect()
        };
        let s = |l: &str, p| (l.to_string(), p);
        assert_eq!(steps(10, 10), [s("⏮", 0), s("◀", 9)]);
        assert_eq!(steps(5, 10), [s("⏮", 0), s("◀", 4), s("▶", 6), s("⏭", 10)]);
        assert_eq!(steps(0, 10), [s("▶", 1), s("⏭", 10)]);
        assert_eq!(steps(1, 2), [s("◀", 0), s("▶", 2)]);
        assert_eq!(steps(0, 1), [s("▶", 1)]);
        assert!(steps(0, 0).is_empty());
    }

    #[test]
    fn moves_are_numbered_from_one_throws_in_brackets() {
        let text = move_list(7, &moves(4), false, Lang::En);
        assert!(text.starts_with("Moves (4):"), "{text}");
        assert!(text.ends_with("1. [m1]  2. m2  3. m3  4. [m4]"), "{text}");
    }

    #[test]
    fn a_long_game_shows_its_latest_moves_and_where_the_rest_are() {
        let text = move_list(7, &moves(MOVES_SHOWN + 5), false, Lang::En);
        assert!(
            text.contains("The first 5 are left out here; /record #7 has them all."),
            "{text}"
        );
        assert!(!text.contains(" 5. "), "{text}");
        assert!(
            text.contains("6. m6") && text.contains(&format!("{}. ", MOVES_SHOWN + 5)),
            "{text}"
        );
        let text = move_list(7, &moves(MOVES_SHOWN + 5), false, Lang::It);
        assert!(text.contains("/registrazione #7"), "{text}");
        // With a web page, the page (linked below the list) has them.
        let text = move_list(7, &moves(MOVES_SHOWN + 5), true, Lang::En);
        assert!(
            text.contains("The first 5 are left out here; the game's web page below has them all."),
            "{text}"
        );
        let text = move_list(7, &moves(MOVES_SHOWN + 5), true, Lang::It);
        assert!(text.contains("la pagina web della partita"), "{text}");
    }
}
