//! The options of a table: flags or not, who makes the extra capture,
//! whether two different opponents shut a piece in, and partnerships.

use crate::Message;
use crate::options::{OptionError, OptionKind, OptionSpec, Options};

/// How the rule set and its options differ.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Variant {
    /// Flags mark conquests and three flags win (`turnier`); without them
    /// three territories held at once win (`turnier-noflag`).
    pub flags: bool,
    /// Only the piece that captured may make the extra capturing move
    /// (Castile's rule, gap 4); default: any piece.
    pub capturer_only: bool,
    /// A piece shut between the mover's piece and a third seat's is taken
    /// (the Italian text, gap 5); off: only the mover's pieces and the edge
    /// shut a piece in.
    pub third_party: bool,
    /// Territories held at once to win without flags (a team's together
    /// with partners).
    pub to_hold: u8,
    /// Four players in two partnerships (the text's recommendation): Red
    /// and Green against Blue and Yellow, partners sitting opposite.
    pub partners: bool,
}

/// Flags a team plants together to win in partnership play.
pub const TEAM_FLAGS: usize = 4;

/// The options both rule sets declare.
pub static OPTIONS: [OptionSpec; 4] = [
    OptionSpec {
        name: "seats",
        kind: OptionKind::Int { min: 2, max: 4 },
        default: "2",
        help: "option-turnier-seats",
    },
    OptionSpec {
        name: "capturer-only",
        kind: OptionKind::Bool,
        default: "false",
        help: "option-turnier-capturer-only",
    },
    OptionSpec {
        name: "third-party",
        kind: OptionKind::Bool,
        default: "true",
        help: "option-turnier-third-party",
    },
    OptionSpec {
        name: "partners",
        kind: OptionKind::Bool,
        default: "false",
        help: "option-turnier-partners",
    },
];

impl Variant {
    /// The variant `options` choose, with or without flags; partnerships
    /// need four players.
    pub fn of(flags: bool, options: &Options) -> Result<(u8, Variant), OptionError> {
        let seats = options.int("seats").clamp(2, 4) as u8;
        let partners = options.bool("partners");
        if partners && seats != 4 {
            return Err(OptionError(Message::new("turnier-partners-need-four")));
        }
        Ok((
            seats,
            Variant {
                flags,
                capturer_only: options.bool("capturer-only"),
                third_party: options.bool("third-party"),
                to_hold: if partners { 4 } else { 3 },
                partners,
            },
        ))
    }
}
