//! The options of a table: players, how the layout is made, how the game
//! ends.

use crate::options::{OptionKind, OptionSpec, Options};

use super::state::{CAP_ROUNDS, MAX_SEATS};

/// The options Corona declares.
pub static OPTIONS: [OptionSpec; 4] = [
    OptionSpec {
        name: "seats",
        kind: OptionKind::Int {
            min: 2,
            max: MAX_SEATS as i64,
        },
        default: "3",
        help: "option-corona-seats",
    },
    OptionSpec {
        name: "end",
        kind: OptionKind::Choice(&["rounds", "broke", "doubled"]),
        default: "rounds",
        help: "option-corona-end",
    },
    OptionSpec {
        name: "rounds",
        kind: OptionKind::Int {
            min: 0,
            max: CAP_ROUNDS as i64,
        },
        default: "0",
        help: "option-corona-rounds",
    },
    OptionSpec {
        name: "layout",
        kind: OptionKind::Choice(&["setter", "random"]),
        default: "setter",
        help: "option-corona-layout",
    },
];

/// How the game ends, agreed beforehand (the text's first, third and
/// fourth ways; an agreed time is the players' business).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum End {
    /// After a number of rounds.
    Rounds(u16),
    /// When a player has no counters left.
    Broke,
    /// When a player holds twice the counters they started with.
    Doubled,
}

/// The table `options` describe: seats, the end, whether every layout is
/// thrown.
pub fn read(options: &Options) -> (u8, End, bool) {
    let seats = options.int("seats").clamp(2, MAX_SEATS as i64) as u8;
    let end = match options.choice("end") {
        "broke" => End::Broke,
        "doubled" => End::Doubled,
        _ => {
            let given = options.int("rounds").clamp(0, i64::from(CAP_ROUNDS)) as u16;
            End::Rounds(if given == 0 { 2 * u16::from(seats) } else { given })
        }
    };
    (seats, end, options.choice("layout") == "random")
}
