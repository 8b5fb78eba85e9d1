//! What users ask of tournaments, and how a typed line asks it
//! (`/tournament create swiss awele rounds=5 round=24h`, Italian `/torneo
//! crea …`).

use std::fmt;
use std::str::FromStr;

use crate::app::command_error::CommandError;

/// The tournament formats.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Format {
    RoundRobin,
    DoubleRoundRobin,
    Swiss,
    Knockout,
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Format::RoundRobin => "round-robin",
            Format::DoubleRoundRobin => "double-round-robin",
            Format::Swiss => "swiss",
            Format::Knockout => "knockout",
        })
    }
}

impl FromStr for Format {
    type Err = CommandError;
    fn from_str(s: &str) -> Result<Format, CommandError> {
        Ok(match s.to_lowercase().as_str() {
            "round-robin" | "roundrobin" | "rr" | "berger" | "girone" | "italiana" => Format::RoundRobin,
            "double-round-robin" | "double" | "drr" | "doppio" | "andata-ritorno" => Format::DoubleRoundRobin,
            "swiss" | "svizzero" | "dutch" => Format::Swiss,
            "knockout" | "ko" | "elimination" | "eliminazione" | "cup" => Format::Knockout,
            other => {
                return Err(CommandError::new(
                    "cmd-tn-format",
                    &[("word", &super::super::clip(other, 30))],
                ));
            }
        })
    }
}

/// Everything a user can ask of tournaments. `None` as the tournament
/// means the chat's only (or latest) tournament.
#[derive(Clone, Debug, PartialEq)]
pub enum TournamentCommand {
    /// Create one (server managers and group admins).
    Create {
        game: String,
        format: Format,
        /// Swiss rounds (round robin and knockout derive theirs).
        rounds: Option<u32>,
        /// Time to play a round, in minutes.
        round_minutes: Option<u32>,
        rated: bool,
        /// Start automatically this many minutes from now.
        start_in_minutes: Option<u32>,
        /// Engine options of the games.
        options: Vec<(String, String)>,
    },
    Join(Option<i64>),
    /// Leave before the start; withdraw after it.
    Leave(Option<i64>),
    Start(Option<i64>),
    Standings(Option<i64>),
    Crosstable(Option<i64>),
    Pairings {
        tournament: Option<i64>,
        round: Option<u32>,
    },
    /// Ask for a half-point bye in the next round to be paired (Swiss).
    Bye(Option<i64>),
    /// The tournament as a FIDE TRF-16 file.
    Export(Option<i64>),
    /// The tournaments of this chat.
    List,
    /// Stop one before it finishes (its organiser or a manager).
    Cancel(Option<i64>),
}

/// Parses the words after `/tournament` (or `/torneo`).
///
/// # Errors
/// A short message naming what is accepted.
pub fn parse(words: &[&str]) -> Result<TournamentCommand, CommandError> {
    let Some(verb) = words.first() else {
        return Ok(TournamentCommand::List);
    };
    let rest = &words[1..];
    // `#3`, or a bare `3` (`/tournament join 3`); after `pairings` a bare
    // number is the round, so there only `#3` names the tournament.
    let marked = || -> Result<Option<i64>, CommandError> {
        match rest.iter().find(|w| w.starts_with('#')) {
            Some(w) => w[1..]
                .parse()
                .map(Some)
                .map_err(|_| CommandError::new("cmd-tn-number", &[("word", &super::super::clip(w, 20))])),
            None => Ok(None),
        }
    };
    let id = || -> Result<Option<i64>, CommandError> {
        match marked()? {
            Some(id) => Ok(Some(id)),
            None => Ok(rest.iter().find_map(|w| w.parse::<i64>().ok().filter(|&n| n > 0))),
        }
    };
    // The words of each subcommand are the command table's.
    let named = crate::app::commands::named("tournament")
        .and_then(|t| t.subcommand(verb))
        .map_or("", |c| c.name);
    Ok(match named {
        "create" => create(rest)?,
        "join" => TournamentCommand::Join(id()?),
        "leave" => TournamentCommand::Leave(id()?),
        "start" => TournamentCommand::Start(id()?),
        "standings" => TournamentCommand::Standings(id()?),
        "crosstable" => TournamentCommand::Crosstable(id()?),
        "pairings" => TournamentCommand::Pairings {
            tournament: marked()?,
            round: rest.iter().find_map(|w| w.parse().ok()),
        },
        "bye" => TournamentCommand::Bye(id()?),
        "export" => TournamentCommand::Export(id()?),
        "list" => TournamentCommand::List,
        "cancel" => TournamentCommand::Cancel(id()?),
        _ => {
            return Err(CommandError::new(
                "cmd-tn-verb",
                &[("word", &super::super::clip(&verb.to_lowercase(), 20))],
            ));
        }
    })
}

/// `create <format> <game…> [rounds=N] [round=30m|24h|2d] [rated=on|off]
/// [start=10m] [option=value…]`
fn create(words: &[&str]) -> Result<TournamentCommand, CommandError> {
    let usage = || CommandError::new("cmd-tn-create", &[]);
    let mut plain: Vec<&str> = words.iter().copied().filter(|w| !w.contains('=')).collect();
    if plain.is_empty() {
        return Err(usage());
    }
    let format: Format = plain.remove(0).parse()?;
    if plain.is_empty() {
        return Err(usage());
    }
    let mut command = TournamentCommand::Create {
        game: plain.join(" "),
        format,
        rounds: None,
        round_minutes: None,
        rated: true,
        start_in_minutes: None,
        options: Vec::new(),
    };
    let TournamentCommand::Create {
        rounds,
        round_minutes,
        rated,
        start_in_minutes,
        options,
        ..
    } = &mut command
    else {
        unreachable!("built just above")
    };
    for (name, value) in words.iter().filter_map(|w| w.split_once('=')) {
        match name.to_lowercase().as_str() {
            "rounds" | "turni" => {
                *rounds = Some(
                    value
                        .parse()
                        .ok()
                        .filter(|n| (1..=30).contains(n))
                        .ok_or_else(|| CommandError::new("cmd-tn-rounds", &[]))?,
                );
            }
            "round" | "turno" | "time" | "tempo" => *round_minutes = Some(minutes(value)?),
            "start" | "inizio" => *start_in_minutes = Some(minutes(value)?),
            "rated" | "valido" => {
                *rated = !matches!(value.to_lowercase().as_str(), "off" | "no" | "false" | "0")
            }
            other => options.push((other.to_string(), value.to_string())),
        }
    }
    Ok(command)
}

/// `30m`, `24h`, `2d` or a number of minutes.
fn minutes(text: &str) -> Result<u32, CommandError> {
    let text = text.trim().to_lowercase();
    let (digits, unit) = match text.char_indices().find(|(_, c)| !c.is_ascii_digit()) {
        Some((i, _)) => text.split_at(i),
        None => (text.as_str(), "m"),
    };
    let n: u32 = digits
        .parse()
        .map_err(|_| CommandError::new("cmd-tn-time", &[]))?;
    let per = match unit {
        "m" | "min" => 1,
        "h" | "o" => 60,
        "d" | "g" => 24 * 60,
        _ => return Err(CommandError::new("cmd-tn-time", &[])),
    };
    n.checked_mul(per)
        .filter(|&m| (1..=60 * 24 * 30).contains(&m))
        .ok_or_else(|| CommandError::new("cmd-tn-time-range", &[]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn create_reads_format_game_and_settings() {
        let c = parse(&[
            "create",
            "swiss",
            "nine",
            "mens",
            "morris",
            "rounds=5",
            "round=2h",
            "rated=off",
            "start=30m",
        ])
        .unwrap();
        assert_eq!(
            c,
            TournamentCommand::Create {
                game: "nine mens morris".into(),
                format: Format::Swiss,
                rounds: Some(5),
                round_minutes: Some(120),
                rated: false,
                start_in_minutes: Some(30),
                options: Vec::new(),
            }
        );
        assert!(parse(&["crea", "girone", "awele"]).is_ok());
        assert!(
            parse(&["create", "ladder", "awele"])
                .unwrap_err()
                .text(crate::app::Lang::En)
                .contains("not a format")
        );
        assert!(parse(&["create", "swiss", "awele", "round=5y"]).is_err());
        assert_eq!(parse(&["join", "#4"]).unwrap(), TournamentCommand::Join(Some(4)));
        assert_eq!(
            parse(&["pairings", "2"]).unwrap(),
            TournamentCommand::Pairings {
                tournament: None,
                round: Some(2)
            }
        );
        assert_eq!(
            parse(&["annulla", "#2"]).unwrap(),
            TournamentCommand::Cancel(Some(2))
        );
        assert!(parse(&["frobnicate"]).is_err());
    }

    /// Issue 37, point 1: with two tournaments open, every command must
    /// be able to name one, typed as `#3` or `3`, in both languages.
    #[test]
    fn a_typed_line_names_its_tournament() {
        use crate::app::command_text;
        use crate::app::request::Command;
        let no_users = |_: &str| None;
        for (line, expected) in [
            ("/tournament join #3", TournamentCommand::Join(Some(3))),
            ("/tournament join 3", TournamentCommand::Join(Some(3))),
            ("/tournament standings #1", TournamentCommand::Standings(Some(1))),
            ("/tournament cancel #3", TournamentCommand::Cancel(Some(3))),
            ("/torneo entra #1", TournamentCommand::Join(Some(1))),
            ("/torneo classifica 2", TournamentCommand::Standings(Some(2))),
            (
                "/tournament pairings #2 3",
                TournamentCommand::Pairings {
                    tournament: Some(2),
                    round: Some(3),
                },
            ),
        ] {
            match command_text::parse(line, &no_users) {
                Ok(Command::Tournament(c)) => assert_eq!(c, expected, "{line}"),
                other => panic!("{line}: {other:?}"),
            }
        }
        assert!(
            command_text::parse("/tournament join #x", &no_users)
                .unwrap_err()
                .text(crate::app::Lang::En)
                .contains("tournament")
        );
    }
}
