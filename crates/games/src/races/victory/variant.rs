//! The options of a table: players, laps, and the dice's faces.

use super::state::Faces;
use crate::options::{OptionKind, OptionSpec, Options};

/// The most laps a table may race.
pub const MOST_LAPS: i64 = 5;

/// The dice's faces, as the letters of their six faces (gap 2: the text
/// does not say; even colours and two crosses by default).
const FACES: [&str; 3] = ["rrbbxx", "rrrbbx", "rrbbbx"];

/// Victory's options.
pub static OPTIONS: [OptionSpec; 3] = [
    OptionSpec {
        name: "seats",
        kind: OptionKind::Int { min: 2, max: 6 },
        default: "2",
        help: "option-victory-seats",
    },
    OptionSpec {
        name: "laps",
        kind: OptionKind::Int {
            min: 1,
            max: MOST_LAPS,
        },
        default: "2",
        help: "option-victory-laps",
    },
    OptionSpec {
        name: "faces",
        kind: OptionKind::Choice(&FACES),
        default: "rrbbxx",
        help: "option-victory-faces",
    },
];

/// The seats `options` choose.
pub fn seats(options: &Options) -> u8 {
    options.int("seats").clamp(2, 6) as u8
}

/// The laps `options` choose.
pub fn laps(options: &Options) -> u8 {
    options.int("laps").clamp(1, MOST_LAPS) as u8
}

/// Each die's faces `options` choose.
pub fn faces(options: &Options) -> Faces {
    let word = options.choice("faces");
    let count = |c: char| word.chars().filter(|&x| x == c).count() as u8;
    let f = Faces {
        red: count('r'),
        blue: count('b'),
        cross: count('x'),
    };
    if f.total() == 6 {
        f
    } else {
        Faces {
            red: 2,
            blue: 2,
            cross: 2,
        }
    }
}
