//! Ratings: Glicko-2 per game (through the `skillratings` crate), each game
//! its own rating period, as online servers do. A rating is provisional
//! until [`PROVISIONAL_GAMES`] rated games. Only two-seat games between
//! people are rated: bot games, casual games (`rated=off`), games in which
//! a hint was asked and forfeits are not. Leaderboards are global, or
//! limited to the players with a rated game in the asking chat.

use crate::app::refusal::refusal;
use crate::app::refuse_as;
use skillratings::Outcomes;
use skillratings::glicko2::{Glicko2Config, Glicko2Rating, glicko2, glicko2_rating_period};

use super::ending::Ending;
use super::texts::{self, t};
use super::{App, Lang, Reply, Request, Result, Settings, UserRef, clip, refuse};
use crate::store::rating::{RatedResult, RatingRow};
use crate::store::{GameRow, Store, Tx};

/// Rated games before a rating stops being provisional.
pub const PROVISIONAL_GAMES: i64 = 10;

/// A new player's Glicko-2 figures (the paper's defaults).
pub const START: Glicko2Rating = Glicko2Rating {
    rating: 1500.0,
    deviation: 350.0,
    volatility: 0.06,
};

/// The system constant τ.
const TAU: f64 = 0.5;

fn config() -> Glicko2Config {
    Glicko2Config {
        tau: TAU,
        ..Glicko2Config::default()
    }
}

/// A score (1, 0.5, 0) as the crate's outcome.
fn outcome(score: f64) -> Outcomes {
    if score > 0.75 {
        Outcomes::WIN
    } else if score < 0.25 {
        Outcomes::LOSS
    } else {
        Outcomes::DRAW
    }
}

/// One rating period of a player against several opponents (Glickman's
/// "Example of the Glicko-2 system" is such a period).
pub fn rating_period(player: Glicko2Rating, results: &[(Glicko2Rating, f64)]) -> Glicko2Rating {
    let results: Vec<(Glicko2Rating, Outcomes)> = results.iter().map(|(o, s)| (*o, outcome(*s))).collect();
    glicko2_rating_period(&player, &results, &config())
}

/// Both players' ratings after one game; `score` is the first player's.
pub fn after_game(a: Glicko2Rating, b: Glicko2Rating, score: f64) -> (Glicko2Rating, Glicko2Rating) {
    glicko2(&a, &b, &outcome(score), &config())
}

fn figures(row: Option<&RatingRow>) -> Glicko2Rating {
    row.map_or(START, |r| Glicko2Rating {
        rating: r.rating,
        deviation: r.deviation,
        volatility: r.volatility,
    })
}

/// A rating as shown: `1623` or `1500?` while provisional.
pub fn shown(rating: f64, games: i64) -> String {
    let mark = if games < PROVISIONAL_GAMES { "?" } else { "" };
    format!("{:.0}{mark}", rating)
}

/// A rating change as shown: `+12`, `-3`.
fn delta(before: f64, after: f64) -> String {
    let d = (after - before).round();
    if d >= 0.0 {
        format!("+{d:.0}")
    } else {
        format!("{d:.0}")
    }
}

impl App {
    /// Rates a finished game if it counts: two people, a rated game, a
    /// decided result that was played (not a forfeit). Runs once per game
    /// in the transaction that ends it.
    pub(super) async fn rate_game(&self, tx: &mut Tx, row: &GameRow, ending: &Ending) -> Result<()> {
        let settings: Settings = serde_json::from_str(&row.settings).unwrap_or_default();
        // Casual, or a hint was asked (`/hint`): never rated.
        if settings.casual || settings.hinted {
            return Ok(());
        }
        if ending.unrated {
            return Ok(());
        }
        let seats = Store::seats_in(tx, row.id).await?;
        let [Some(a), Some(b)] = [seats.first(), seats.get(1)].map(|s| s.and_then(|s| s.player_id)) else {
            return Ok(());
        };
        if seats.len() != 2 || Store::bot_seats_in(tx, row.id).await?.iter().any(Option::is_some) {
            return Ok(());
        }
        if Store::game_rated(tx, row.id).await? {
            return Ok(());
        }
        let score_a = match ending.winner {
            Some(0) => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
        let ra = Store::rating_in(tx, a, &row.slug).await?;
        let rb = Store::rating_in(tx, b, &row.slug).await?;
        let (na, nb) = after_game(figures(ra.as_ref()), figures(rb.as_ref()), score_a);
        let now = self.now();
        for (me, other, old, new, score) in [(a, b, ra, na, score_a), (b, a, rb, nb, 1.0 - score_a)] {
            let before = figures(old.as_ref()).rating;
            let mut row_after = old.unwrap_or(RatingRow {
                player_id: me,
                slug: row.slug.clone(),
                rating: START.rating,
                deviation: START.deviation,
                volatility: START.volatility,
                games: 0,
                wins: 0,
                draws: 0,
                losses: 0,
            });
            row_after.rating = new.rating;
            row_after.deviation = new.deviation;
            row_after.volatility = new.volatility;
            row_after.games += 1;
            match outcome(score) {
                Outcomes::WIN => row_after.wins += 1,
                Outcomes::DRAW => row_after.draws += 1,
                Outcomes::LOSS => row_after.losses += 1,
            }
            Store::record_rating(
                tx,
                RatedResult {
                    player_id: me,
                    slug: &row.slug,
                    game_id: row.id,
                    platform: &row.platform,
                    chat_id: &row.chat_id,
                    opponent_id: other,
                    score,
                    before,
                    after: &row_after,
                    at: now,
                },
            )
            .await?;
        }
        Ok(())
    }

    /// A player's rating card: one game with its latest results, or every
    /// game they are rated in.
    pub(super) async fn rating_card(
        &self,
        request: &Request,
        game: Option<&str>,
        user: Option<&UserRef>,
    ) -> Result<Reply> {
        let (player, name) = match user {
            Some(u) => match self.store.find_player(&request.platform, &u.id).await? {
                Some(p) => (p, self.store.display_name(p, &request.platform).await?),
                None => return refuse_as(refusal!("rt-none-yet", name = clip(&u.name, 64))),
            },
            None => (self.player(request).await?, clip(&request.user.name, 64)),
        };
        let lang = request.chat_lang;
        let Some(game) = game else {
            let all = self.store.ratings_of(player).await?;
            if all.is_empty() {
                return Ok(Reply::text(t!(lang, "rt-none-yet", name = name)));
            }
            let lines: Vec<String> = all
                .iter()
                .map(|r| {
                    t!(
                        lang,
                        "rt-line",
                        game = game_name(&r.slug, lang),
                        rating = shown(r.rating, r.games),
                        range = format!("{:.0}", 2.0 * r.deviation),
                        n = r.games
                    )
                })
                .collect();
            return Ok(Reply::text(t!(
                lang,
                "rt-all",
                name = name,
                lines = lines.join("\n")
            )));
        };
        let slug = slug_of(game, request.lang)?;
        let Some(r) = self.store.rating(player, slug).await? else {
            return Ok(Reply::text(t!(
                lang,
                "rt-none-in",
                name = name,
                game = game_name(slug, lang)
            )));
        };
        let provisional = if r.games < PROVISIONAL_GAMES {
            t!(lang, "rt-provisional-for", n = PROVISIONAL_GAMES - r.games)
        } else {
            String::new()
        };
        let mut lines = vec![t!(
            lang,
            "rt-card",
            name = name,
            game = game_name(slug, lang),
            rating = shown(r.rating, r.games),
            range = format!("{:.0}", 2.0 * r.deviation),
            provisional = provisional,
            n = r.games,
            wins = r.wins,
            draws = r.draws,
            losses = r.losses
        )];
        let history = self.store.rating_history(player, slug, 10).await?;
        if !history.is_empty() {
            lines.push(t!(lang, "rt-latest"));
        }
        for e in history {
            let opponent = self.store.display_name(e.opponent_id, &request.platform).await?;
            let result = match outcome(e.score) {
                Outcomes::WIN => t!(lang, "rt-won"),
                Outcomes::DRAW => t!(lang, "rt-drew"),
                Outcomes::LOSS => t!(lang, "rt-lost"),
            };
            let line = t!(
                lang,
                "rt-history",
                game = e.game_id,
                result = result,
                opponent = opponent,
                before = format!("{:.0}", e.before),
                after = format!("{:.0}", e.after),
                delta = delta(e.before, e.after)
            );
            lines.push(format!("  {line}"));
        }
        Ok(Reply::text(lines.join("\n")))
    }

    /// The best players of a game, here or everywhere.
    pub(super) async fn leaderboard(
        &self,
        request: &Request,
        game: Option<&str>,
        global: bool,
    ) -> Result<Reply> {
        let Some(game) = game else {
            return refuse_as(refusal!("rt-say-game"));
        };
        let slug = slug_of(game, request.lang)?;
        let lang = request.chat_lang;
        let chat = (!global).then_some((request.platform.as_str(), request.chat.as_str()));
        let rows = self.store.leaderboard(slug, chat, 20).await?;
        let scope = if global {
            t!(lang, "rt-everywhere")
        } else {
            t!(lang, "rt-here")
        };
        if rows.is_empty() {
            return Ok(Reply::text(t!(
                lang,
                "rt-nobody",
                game = game_name(slug, lang),
                scope = scope
            )));
        }
        let mut lines = vec![t!(
            lang,
            "rt-board-header",
            game = game_name(slug, lang),
            scope = scope
        )];
        for (i, r) in rows.iter().enumerate() {
            let name = self.store.display_name(r.player_id, &request.platform).await?;
            lines.push(t!(
                lang,
                "rt-board-line",
                rank = format!("{:>2}", i + 1),
                name = name,
                rating = shown(r.rating, r.games),
                n = r.games
            ));
        }
        if rows.iter().any(|r| r.games < PROVISIONAL_GAMES) {
            lines.push(t!(lang, "rt-provisional-note", n = PROVISIONAL_GAMES));
        }
        Ok(Reply::text(lines.join("\n")))
    }
}

/// The slug of a game named by the user.
pub(super) fn slug_of(name: &str, lang: Lang) -> Result<&'static str> {
    match super::game_names::name_game(name) {
        super::game_names::Named::Game(entry) => Ok(entry.info().slug),
        super::game_names::Named::NotPlayable(page) => refuse_as(super::game_names::unplayable(page, lang)),
        super::game_names::Named::Ask(slugs) => {
            let playable: Vec<&'static str> = slugs
                .into_iter()
                .filter(|s| games::registry::find(s).is_some())
                .collect();
            refuse(super::game_names::ask(name, &playable, lang, &|_| None).text)
        }
    }
}

fn game_name(slug: &str, lang: Lang) -> String {
    games::registry::find(slug).map_or_else(
        || slug.to_string(),
        |e| texts::game_name(e.info(), lang).to_string(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(rating: f64, deviation: f64) -> Glicko2Rating {
        Glicko2Rating {
            rating,
            deviation,
            volatility: 0.06,
        }
    }

    /// Glickman, "Example of the Glicko-2 system" (glicko2.pdf): a player
    /// rated 1500 (RD 200, σ 0.06) beats 1400/30, loses to 1550/100 and to
    /// 1700/300 in one period: 1464.06, RD 151.52, σ 0.05999 (τ = 0.5).
    #[test]
    fn glickmans_worked_example() {
        let after = rating_period(
            r(1500.0, 200.0),
            &[
                (r(1400.0, 30.0), 1.0),
                (r(1550.0, 100.0), 0.0),
                (r(1700.0, 300.0), 0.0),
            ],
        );
        assert!((after.rating - 1464.06).abs() < 0.01, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.01, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.00001, "{after:?}");
    }

    #[test]
    fn a_win_moves_both_ratings_by_the_same_amount_from_equal_start() {
        let (a, b) = after_game(START, START, 1.0);
        assert!(a.rating > 1500.0 && b.rating < 1500.0);
        assert!(((a.rating - 1500.0) - (1500.0 - b.rating)).abs() < 1e-9);
        let (c, d) = after_game(START, START, 0.5);
        assert!((c.rating - 1500.0).abs() < 1e-9 && (d.rating - 1500.0).abs() < 1e-9);
        assert!(c.deviation < 350.0, "a game makes the rating surer");
    }

    #[test]
    fn provisional_ratings_are_marked() {
        assert_eq!(shown(1623.4, 3), "1623?");
        assert_eq!(shown(1623.6, PROVISIONAL_GAMES), "1624");
        assert_eq!(delta(1500.0, 1488.2), "-12");
        assert_eq!(delta(1500.0, 1500.2), "+0");
    }
}
