//! How a game ended, whatever ended it: the rules, a resignation, an agreed
//! draw, a tournament round's deadline. One typed value, stored with the
//! game (`games.result`, JSON) and read back wherever the end is shown: the
//! final board and its picture, the reply, `/board`, the game lists, the
//! PDN record, ratings and tournaments.
//!
//! Words are not stored: a resignation is stored as the seat that resigned,
//! and the sentence is written in the reader's language when shown. Rows
//! stored before endings were typed keep the sentence they were written
//! with ([`How::Written`]).

use games::{GameInfo, Message, Outcome, Seat, Speak};
use serde::{Deserialize, Serialize};

use super::speech::Speech;
use super::texts::{Lang, t};

/// How a finished game ended.
#[derive(Clone, PartialEq, Debug, Serialize, Deserialize)]
pub struct Ending {
    /// The single winner's seat, or none (a draw, or a shared result).
    pub winner: Option<i64>,
    /// Final scores per seat, where the game keeps score.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub scores: Option<Vec<i64>>,
    /// Final ranks per seat (1 = best).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ranks: Option<Vec<i64>>,
    /// Each seat's team where seats play in partnerships.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub teams: Option<Vec<i64>>,
    /// What ended it.
    #[serde(default)]
    pub how: How,
    /// The engine's reason for [`How::Rules`], worded when shown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub said: Option<Message>,
    /// For [`How::Written`], and [`How::Rules`] rows stored before reasons
    /// were messages, the English sentence stored then. Empty otherwise.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub reason: String,
    /// A win by forfeit (nobody played): tournaments score it as such.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub forfeit: bool,
    /// Not rated (a forfeit, or a game that was never really played).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unrated: bool,
}

/// What ended a game.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum How {
    /// The rules: the engine's outcome.
    Rules,
    /// A player resigned.
    Resigned { seat: i64 },
    /// Both players agreed a draw.
    DrawAgreed,
    /// A tournament round's deadline passed with `seat` to move; `played`:
    /// whether that seat had made a move of its own (out of time) or not
    /// (did not show up, a forfeit).
    RoundDeadline { seat: i64, played: bool },
    /// `seat`'s clock ran out.
    OutOfTime { seat: i64 },
    /// A game without a clock nobody moved in for [`crate::app::ABANDONED_AFTER`]:
    /// closed, unrated.
    Abandoned,
    /// The game's tournament was cancelled while it was in play: nobody
    /// won, and it is neither rated nor scored.
    TournamentCancelled,
    /// Stored before endings were typed: the reason is a written sentence.
    #[default]
    #[serde(other)]
    Written,
}

impl Ending {
    /// The end the rules reached.
    pub fn of_outcome(outcome: &Outcome) -> Ending {
        Ending {
            winner: outcome.winner.map(|s| i64::from(s.0)),
            scores: outcome
                .scores
                .as_ref()
                .map(|v| v.iter().map(|&s| i64::from(s)).collect()),
            ranks: outcome
                .ranks
                .as_ref()
                .map(|v| v.iter().map(|&r| i64::from(r)).collect()),
            teams: outcome
                .teams
                .as_ref()
                .map(|v| v.iter().map(|&t| i64::from(t)).collect()),
            how: How::Rules,
            said: Some(outcome.reason.clone()),
            reason: String::new(),
            forfeit: false,
            unrated: false,
        }
    }

    /// `seat` resigned a game of `seats` seats: with two, the other wins;
    /// with more, the resigner is last and the others share first place.
    pub fn resigned(seat: i64, seats: i64) -> Ending {
        Ending {
            winner: (seats == 2).then(|| 1 - seat),
            ranks: (seats > 2).then(|| (0..seats).map(|s| if s == seat { 2 } else { 1 }).collect()),
            how: How::Resigned { seat },
            ..Ending::blank()
        }
    }

    /// `seat` conceded (resigned, or its clock ran out, as `how` says) for
    /// its whole team (`teams`: each seat's team): its team ranks second,
    /// the others first.
    pub fn team_conceded(seat: i64, teams: &[u8], how: How) -> Ending {
        let mine = usize::try_from(seat).ok().and_then(|s| teams.get(s)).copied();
        Ending {
            ranks: Some(
                teams
                    .iter()
                    .map(|&t| if Some(t) == mine { 2 } else { 1 })
                    .collect(),
            ),
            teams: Some(teams.iter().map(|&t| i64::from(t)).collect()),
            how,
            ..Ending::blank()
        }
    }

    /// `seat` resigned a game of more than two seats in which only one
    /// other seat still played: that seat wins, the resigners follow, the
    /// latest first. `resigned` lists the seats that resigned before, with
    /// the version they resigned at.
    pub fn last_resignation(seat: i64, seats: i64, resigned: &[(i64, i64)]) -> Ending {
        let mut order: Vec<(i64, i64)> = resigned.to_vec();
        order.push((seat, i64::MAX));
        let ending = Ending {
            how: How::Resigned { seat },
            ..Ending::blank()
        };
        ending.with_resigned_last(seats, &order)
    }

    /// The same end with the seats that resigned while the others played
    /// on (seat and version, any order) ranked last, the latest resigner
    /// first among them; the seats still playing keep the order the end
    /// gave them (ranks, else the winner first, else all equal).
    #[must_use]
    pub fn with_resigned_last(mut self, seats: i64, resigned: &[(i64, i64)]) -> Ending {
        if resigned.is_empty() {
            return self;
        }
        let given = |seat: i64| -> i64 {
            match (&self.ranks, self.winner) {
                (Some(ranks), _) => ranks.get(seat as usize).copied().unwrap_or(1),
                (None, Some(w)) => 1 + i64::from(w != seat),
                (None, None) => 1,
            }
        };
        let out = |seat: i64| resigned.iter().any(|(s, _)| *s == seat);
        let mut levels: Vec<i64> = (0..seats).filter(|&s| !out(s)).map(given).collect();
        levels.sort_unstable();
        levels.dedup();
        let mut ranks = vec![0; seats as usize];
        for seat in (0..seats).filter(|&s| !out(s)) {
            ranks[seat as usize] = 1 + levels.iter().position(|&l| l == given(seat)).unwrap_or(0) as i64;
        }
        let mut gone = resigned.to_vec();
        gone.sort_by_key(|&(_, at)| std::cmp::Reverse(at));
        for (i, (seat, _)) in gone.iter().enumerate() {
            if let Some(rank) = ranks.get_mut(*seat as usize) {
                *rank = levels.len() as i64 + 1 + i as i64;
            }
        }
        let firsts: Vec<i64> = (0..seats).filter(|&s| ranks[s as usize] == 1).collect();
        self.winner = (firsts.len() == 1).then(|| firsts[0]);
        self.ranks = Some(ranks);
        self
    }

    /// `seat` ran out of time in a game of `seats` seats: with two, the
    /// other wins if it still could (`other_can_win`), else it is a draw;
    /// with more (the last seat but one still playing), as a last
    /// resignation (`resigned`: the seats out before, with versions).
    pub fn out_of_time(seat: i64, seats: i64, resigned: &[(i64, i64)], other_can_win: bool) -> Ending {
        let ending = if seats > 2 {
            Ending::last_resignation(seat, seats, resigned)
        } else if other_can_win {
            Ending::resigned(seat, seats)
        } else {
            Ending::blank()
        };
        Ending {
            how: How::OutOfTime { seat },
            ..ending
        }
    }

    /// A game without a clock left without a move too long.
    pub fn abandoned() -> Ending {
        Ending {
            how: How::Abandoned,
            unrated: true,
            ..Ending::blank()
        }
    }

    /// A draw both players agreed.
    pub fn draw_agreed() -> Ending {
        Ending {
            how: How::DrawAgreed,
            ..Ending::blank()
        }
    }

    /// A two-seat game adjudicated at a tournament round's deadline against
    /// `seat`, the seat to move.
    pub fn round_deadline(seat: i64, played: bool) -> Ending {
        Ending {
            winner: Some(1 - seat),
            how: How::RoundDeadline { seat, played },
            forfeit: !played,
            unrated: !played,
            ..Ending::blank()
        }
    }

    /// A game stopped because its tournament was cancelled.
    pub fn tournament_cancelled() -> Ending {
        Ending {
            how: How::TournamentCancelled,
            unrated: true,
            ..Ending::blank()
        }
    }

    fn blank() -> Ending {
        Ending {
            winner: None,
            scores: None,
            ranks: None,
            teams: None,
            how: How::Written,
            said: None,
            reason: String::new(),
            forfeit: false,
            unrated: false,
        }
    }

    /// The stored form.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_default()
    }

    /// The stored form read back; `None` for text that is not an ending.
    pub fn from_json(text: &str) -> Option<Ending> {
        serde_json::from_str(text).ok()
    }

    /// Why the game `info` ended, in `lang`, naming seats by `names`.
    pub fn reason_in(&self, info: &'static GameInfo, lang: Lang, names: &[String]) -> String {
        let name = |seat: i64| {
            usize::try_from(seat)
                .ok()
                .and_then(|i| names.get(i).cloned())
                .unwrap_or_default()
        };
        match self.how {
            How::Rules | How::Written => match &self.said {
                Some(said) => Speech::new(info, lang).say(said),
                None => self.reason.clone(),
            },
            How::Resigned { seat } => t!(lang, "reason-resigned", name = name(seat)),
            How::DrawAgreed => t!(lang, "reason-draw-agreed"),
            How::OutOfTime { seat } => t!(lang, "reason-flag-fell", name = name(seat)),
            How::Abandoned => t!(lang, "reason-abandoned"),
            How::RoundDeadline { seat, played: true } => t!(lang, "reason-out-of-time", name = name(seat)),
            How::RoundDeadline { seat, played: false } => t!(lang, "reason-no-show", name = name(seat)),
            How::TournamentCancelled => t!(lang, "reason-tournament-cancelled"),
        }
    }

    /// The ending as the engine's outcome type, for pictures: the winner,
    /// ranks and scores, with the reason in `lang`.
    pub fn outcome_in(&self, info: &'static GameInfo, lang: Lang, names: &[String]) -> Outcome {
        let seat = |s: i64| u8::try_from(s).ok().map(Seat);
        Outcome {
            winner: self.winner.and_then(seat),
            scores: self
                .scores
                .as_ref()
                .map(|v| v.iter().map(|&s| i32::try_from(s).unwrap_or_default()).collect()),
            ranks: self
                .ranks
                .as_ref()
                .map(|v| v.iter().map(|&r| u8::try_from(r).unwrap_or(u8::MAX)).collect()),
            teams: self
                .teams
                .as_ref()
                .map(|v| v.iter().map(|&t| u8::try_from(t).unwrap_or(u8::MAX)).collect()),
            reason: Message::plain(self.reason_in(info, lang, names)),
        }
    }

    /// The winner's seat, if one seat won.
    pub fn winner_seat(&self) -> Option<Seat> {
        self.winner.and_then(|s| u8::try_from(s).ok()).map(Seat)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resigned_seats_rank_last_the_latest_resigner_first() {
        // Four seats; seat 1 resigned at version 3, seat 3 at version 9;
        // the rules then made seat 2 win over seat 0.
        let rules = Ending {
            winner: Some(2),
            ..Ending::blank()
        };
        let ending = rules.with_resigned_last(4, &[(1, 3), (3, 9)]);
        assert_eq!(ending.ranks, Some(vec![2, 4, 1, 3]));
        assert_eq!(ending.winner, Some(2));
        // A resigned seat the bot played to a "win" wins nothing.
        let rules = Ending {
            winner: Some(1),
            ..Ending::blank()
        };
        let ending = rules.with_resigned_last(3, &[(1, 5)]);
        assert_eq!(ending.ranks, Some(vec![1, 2, 1]));
        assert_eq!(ending.winner, None, "the two still playing share first place");
    }

    #[test]
    fn a_flag_fall_gives_the_win_to_the_other_side_only_if_it_could_win() {
        let won = Ending::out_of_time(0, 2, &[], true);
        assert_eq!((won.winner, won.how), (Some(1), How::OutOfTime { seat: 0 }));
        let drawn = Ending::out_of_time(1, 2, &[], false);
        assert_eq!((drawn.winner, drawn.how), (None, How::OutOfTime { seat: 1 }));
        assert!(!drawn.unrated, "a draw on time is rated like any draw");
        // Three seats, one out before: the last but one's flag leaves one
        // winner, the flagged seat ranked above the earlier resigner.
        let last = Ending::out_of_time(0, 3, &[(2, 4)], true);
        assert_eq!((last.winner, last.ranks.clone()), (Some(1), Some(vec![2, 1, 3])));
        let back = Ending::from_json(&last.to_json()).unwrap();
        assert_eq!(back, last);
        assert_eq!(
            back.reason_in(
                games::registry::find("nim").unwrap().info(),
                Lang::It,
                &["ada".into(), "bo".into()]
            ),
            "ada ha finito il tempo"
        );
    }

    #[test]
    fn the_last_resignation_leaves_one_winner() {
        let ending = Ending::last_resignation(0, 3, &[(2, 4)]);
        assert_eq!(ending.winner, Some(1));
        assert_eq!(ending.ranks, Some(vec![2, 1, 3]));
        assert_eq!(ending.how, How::Resigned { seat: 0 });
    }

    fn awele() -> &'static GameInfo {
        games::registry::find("awele").unwrap().info()
    }

    #[test]
    fn the_rules_reason_is_stored_as_a_message_and_worded_for_each_reader() {
        let why = Message::new("move-game-over").part("reason", Message::new("engine-no-throw"));
        let ending = Ending::of_outcome(&Outcome::draw(why));
        let ending = Ending::from_json(&ending.to_json()).unwrap();
        assert_eq!(
            ending.reason_in(awele(), Lang::En, &[]),
            "the game is over (chance is due but no throw is possible)"
        );
        assert!(
            ending
                .reason_in(awele(), Lang::It, &[])
                .starts_with("la partita è finita")
        );
        // Rows stored when reasons were English sentences still read.
        let old = r#"{"winner":null,"how":{"kind":"rules"},"reason":"the position repeated"}"#;
        let ending = Ending::from_json(old).unwrap();
        assert_eq!(ending.reason_in(awele(), Lang::It, &[]), "the position repeated");
    }

    #[test]
    fn an_ending_round_trips_through_its_stored_form() {
        for ending in [
            Ending::resigned(1, 2),
            Ending::resigned(0, 3),
            Ending::draw_agreed(),
            Ending::round_deadline(0, false),
            Ending::tournament_cancelled(),
            Ending::of_outcome(
                &Outcome::win(Seat(1), Message::plain("five in a row")).with_scores(vec![3, 5]),
            ),
        ] {
            assert_eq!(
                Ending::from_json(&ending.to_json()),
                Some(ending.clone()),
                "{ending:?}"
            );
        }
    }

    #[test]
    fn rows_stored_before_endings_were_typed_still_read() {
        let old = r#"{"winner":1,"ranks":[2,1],"reason":"bob resigned"}"#;
        let ending = Ending::from_json(old).unwrap();
        assert_eq!(ending.how, How::Written);
        assert_eq!(ending.winner, Some(1));
        assert_eq!(ending.reason_in(awele(), Lang::It, &[]), "bob resigned");
        let old = r#"{"winner":0,"reason":"did not play before the round's deadline","forfeit":true,"unrated":true}"#;
        let ending = Ending::from_json(old).unwrap();
        assert!(ending.forfeit && ending.unrated);
    }

    #[test]
    fn a_resignation_is_told_in_the_readers_language() {
        let names = ["alice".to_string(), "bob".to_string()];
        let ending = Ending::resigned(1, 2);
        assert_eq!(ending.winner, Some(0));
        assert_eq!(ending.reason_in(awele(), Lang::En, &names), "bob resigned");
        assert_eq!(ending.reason_in(awele(), Lang::It, &names), "bob ha abbandonato");
        assert_eq!(ending.outcome_in(awele(), Lang::En, &names).winner, Some(Seat(0)));
    }
}
