//! `/replay #id`: a game of this chat as an animated GIF, one frame per
//! position with the last move marked, drawn by the same renderer as every
//! board. A long game skips positions evenly (the first and the last always
//! stay) so the file fits the platform's upload limit.

use games::DynGame;

use super::refusal::refusal;
use super::speech::Speech;
use super::texts::{Lang, t};
use super::{App, AppError, GameRef, Reply, Request, Result, refuse_as, texts};
use crate::store::{GameStatus, StoreError};

/// Frames drawn at most, whatever the platform takes.
pub const MAX_FRAMES: usize = 200;

/// The largest file a platform takes from a bot, in bytes, with a margin:
/// Discord 10 MB (without boosts), Telegram 50 MB; the console writes a
/// file and keeps Telegram's.
pub fn upload_limit(platform: &str) -> usize {
    match platform {
        "discord" => 9_500_000,
        _ => 48_000_000,
    }
}

impl App {
    pub(super) async fn replay(&self, request: &Request, wanted: GameRef) -> Result<Reply> {
        let me = self.player(request).await?;
        let row = match self
            .pick_game(request, me, wanted, &[GameStatus::Active], "replay")
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
        if moves.is_empty() {
            return refuse_as(refusal!("replay-no-moves", id = row.id));
        }
        let lang = request.chat_lang;
        let seats = self.store.seats(row.id).await?;
        let names = self.seat_names(&row, &seats, lang).await?;
        let mut game = super::start_game(&row.slug, &row.options)?;
        let total = moves.len();
        let mut views = Vec::with_capacity(total + 1);
        views.push(position(game.as_ref(), 0, total, lang));
        for m in &moves {
            game.play(&m.text).map_err(|e| {
                AppError::Store(StoreError::Protocol(format!(
                    "game {} ply {} does not replay: {e}",
                    row.id, m.ply
                )))
            })?;
            views.push(position(game.as_ref(), game.ply(), total, lang));
        }
        if let (Some(ending), Some(last)) = (super::play::stored_ending(&row), views.last_mut()) {
            super::play::show_ending(last, &ending, game.info(), lang, &names);
        }
        let info = game.info();
        let title = format!("{} #{}", texts::game_name(info, lang), row.id);
        let limit = upload_limit(&request.platform);
        // Drawing and encoding take a while: off the async threads.
        let made = tokio::task::spawn_blocking(move || {
            let frame = render::Frame::new(title)
                .with_words(texts::picture_words(lang))
                .with_speaker(Speech::new(info, lang).shared())
                .with_names(names);
            animate(&views, &frame, limit)
        })
        .await
        .map_err(|e| AppError::User(format!("the replay was not made: {e}")))?;
        let Some((gif, shown)) = made else {
            return refuse_as(refusal!("replay-too-large", id = row.id));
        };
        let text = if shown == total + 1 {
            t!(lang, "replay-of", id = row.id, positions = shown)
        } else {
            t!(
                lang,
                "replay-of-some",
                id = row.id,
                positions = total + 1,
                shown = shown
            )
        };
        Ok(Reply {
            text,
            file: Some((format!("game-{}-replay.gif", row.id), gif)),
            ..Reply::default()
        })
    }
}

/// The position of `game` after `ply` of `total` plies, captioned.
fn position(game: &dyn DynGame, ply: usize, total: usize, lang: Lang) -> games::View {
    let mut view = game.view(super::play::public_viewer(game));
    for panel in &mut view.seats {
        panel.role = super::role(game, panel.seat, lang);
    }
    view.caption = Some(games::Message::plain(t!(
        lang,
        "board-at-caption",
        ply = ply,
        total = total
    )));
    view
}

/// The GIF of `views` and how many positions it shows: every one up to
/// [`MAX_FRAMES`], fewer (evenly skipped, the ends kept) until the file
/// fits `limit`; none when not even the two ends fit.
pub fn animate(views: &[games::View], frame: &render::Frame, limit: usize) -> Option<(Vec<u8>, usize)> {
    let mut wanted = views.len().min(MAX_FRAMES);
    loop {
        let picked = evenly(views.len(), wanted);
        let draw = |k: usize| render::render(&views[picked[k]], frame);
        let gif = render::encode_gif(picked.len(), draw, render::Replay::default()).ok()?;
        if gif.len() <= limit {
            return Some((gif, picked.len()));
        }
        if wanted <= 2 {
            return None;
        }
        wanted = (wanted / 2).max(2);
    }
}

/// `wanted` indices of `0..len` spread evenly, the first and the last
/// among them.
pub fn evenly(len: usize, wanted: usize) -> Vec<usize> {
    if len <= wanted || len < 2 {
        return (0..len).collect();
    }
    let wanted = wanted.max(2);
    (0..wanted).map(|k| k * (len - 1) / (wanted - 1)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The positions of a random Awele game of `plies` plies.
    fn awele(plies: usize) -> Vec<games::View> {
        let mut game = games::registry::start("awele", &Default::default()).unwrap();
        let mut rng = games::playout::SplitMix64(3);
        let mut views = vec![position(game.as_ref(), 0, plies, Lang::En)];
        for ply in 1..=plies {
            let legal = game.legal();
            let Some(mv) = legal.get(rng.below(legal.len().max(1))) else {
                break;
            };
            game.play(&mv.clone()).unwrap();
            views.push(position(game.as_ref(), ply, plies, Lang::En));
        }
        views
    }

    #[test]
    fn a_replay_too_large_for_the_platform_skips_positions_until_it_fits() {
        let views = awele(12);
        let frame = render::Frame::new("Awele #1").with_names(["alice", "bob"]);
        let (whole, shown) = animate(&views, &frame, usize::MAX).unwrap();
        assert_eq!(shown, views.len());
        // Room for about half: fewer positions, and the file fits.
        let limit = whole.len() * 2 / 3;
        let (some, shown) = animate(&views, &frame, limit).unwrap();
        assert!(shown < views.len() && shown >= 2, "{shown}");
        assert!(some.len() <= limit, "{} > {limit}", some.len());
        // Not even the two ends fit: none, never a file too large.
        assert_eq!(animate(&views, &frame, 100), None);
    }

    #[test]
    fn skipped_positions_are_spread_evenly_and_keep_both_ends() {
        assert_eq!(evenly(5, 10), [0, 1, 2, 3, 4]);
        assert_eq!(evenly(11, 3), [0, 5, 10]);
        assert_eq!(evenly(101, 5), [0, 25, 50, 75, 100]);
        assert_eq!(evenly(7, 2), [0, 6]);
        assert_eq!(evenly(1, 2), [0]);
        let picked = evenly(1000, MAX_FRAMES);
        assert_eq!(
            (picked.len(), picked[0], picked[MAX_FRAMES - 1]),
            (MAX_FRAMES, 0, 999)
        );
        assert!(picked.windows(2).all(|w| w[0] < w[1]));
    }
}
