//! Universe's options: how many play, which side regions three use, and
//! the winner's bonus.

use crate::options::{OptionKind, OptionSpec, Options};

/// Seats, 2 to 4.
pub const SEATS: &str = "seats";
/// The two side regions in use with three seats.
pub const SIDES: &str = "sides";
/// The winner lays bonus pieces and scores them.
pub const BONUS: &str = "bonus";

/// Which two side regions three seats play on.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Sides {
    LeftBottom,
    LeftTop,
    RightBottom,
    RightTop,
    LeftRight,
    BottomTop,
}

impl Sides {
    /// The choices, as the option names them.
    pub const NAMES: [&'static str; 6] = [
        "left-bottom",
        "left-top",
        "right-bottom",
        "right-top",
        "left-right",
        "bottom-top",
    ];
    const ALL: [Sides; 6] = [
        Sides::LeftBottom,
        Sides::LeftTop,
        Sides::RightBottom,
        Sides::RightTop,
        Sides::LeftRight,
        Sides::BottomTop,
    ];

    /// The regions in use: left, right, bottom, top.
    pub fn regions(self) -> [bool; 4] {
        match self {
            Sides::LeftBottom => [true, false, true, false],
            Sides::LeftTop => [true, false, false, true],
            Sides::RightBottom => [false, true, true, false],
            Sides::RightTop => [false, true, false, true],
            Sides::LeftRight => [true, true, false, false],
            Sides::BottomTop => [false, false, true, true],
        }
    }
}

pub(super) static OPTIONS: [OptionSpec; 3] = [
    OptionSpec {
        name: SEATS,
        kind: OptionKind::Int { min: 2, max: 4 },
        default: "4",
        help: "option-universe-seats",
    },
    OptionSpec {
        name: SIDES,
        kind: OptionKind::Choice(&Sides::NAMES),
        default: "left-bottom",
        help: "option-universe-sides",
    },
    OptionSpec {
        name: BONUS,
        kind: OptionKind::Bool,
        default: "true",
        help: "option-universe-bonus",
    },
];

/// The seats chosen.
pub(super) fn seats(options: &Options) -> u8 {
    options.int(SEATS).clamp(2, 4) as u8
}

/// The side regions chosen for three seats.
pub(super) fn sides(options: &Options) -> Sides {
    let name = options.choice(SIDES);
    Sides::NAMES
        .iter()
        .position(|n| *n == name)
        .map_or(Sides::LeftBottom, |i| Sides::ALL[i])
}
