//! The options of a table: peeking allowed (the rules) or not (the
//! catalog's variant 1: no checks once the game has started); a series of
//! games to a number of points (variant 2), with or without the penalty
//! for a Fugitive's freeze (variant 3).

use super::state::{MAX_TARGET, MIN_TARGET};
use crate::Message;
use crate::options::{OptionError, OptionKind, OptionSpec, Options};

/// The options Evade declares.
pub static OPTIONS: [OptionSpec; 3] = [
    OptionSpec {
        name: "peeking",
        kind: OptionKind::Bool,
        default: "true",
        help: "option-evade-peeking",
    },
    OptionSpec {
        name: "match",
        kind: OptionKind::Int {
            min: 0,
            max: MAX_TARGET as i64,
        },
        default: "0",
        help: "option-evade-match",
    },
    OptionSpec {
        name: "penalty",
        kind: OptionKind::Bool,
        default: "false",
        help: "option-evade-penalty",
    },
];

/// Whether `options` allow peeking.
pub fn peeking(options: &Options) -> bool {
    options.bool("peeking")
}

/// The series' target (0: a single game) and whether a Fugitive's freeze
/// costs points instead of the game.
///
/// # Errors
/// A target from 1 to 9 (a series needs at least one game's 10 points),
/// or the penalty without a series.
pub fn series(options: &Options) -> Result<(u16, bool), OptionError> {
    let target = options.int("match");
    let penalty = options.bool("penalty");
    if target != 0 && !(i64::from(MIN_TARGET)..=i64::from(MAX_TARGET)).contains(&target) {
        return Err(OptionError(
            Message::new("evade-match-range")
                .count("min", MIN_TARGET)
                .count("max", MAX_TARGET)
                .count("given", target),
        ));
    }
    if penalty && target == 0 {
        return Err(OptionError(Message::new("evade-penalty-needs-match")));
    }
    // Both checked just above: the target fits.
    Ok((u16::try_from(target).unwrap_or(0), penalty))
}
