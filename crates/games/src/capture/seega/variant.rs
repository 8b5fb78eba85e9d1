//! How a rule set differs from the others, as data.

use crate::GameInfo;

/// A rule set's facts: its `GameInfo`, its board and its rule for a
/// blocked player.
#[derive(Debug)]
pub struct Variant {
    pub info: GameInfo,
    /// The board's side (5, 7 or 9), unless the option `size` says.
    pub size: u8,
    /// A blocked player removes an enemy piece and moves (catalog §24),
    /// instead of passing for the opponent to open him a move.
    pub removal: bool,
}

/// A Seega rule set: its [`Variant`].
pub trait RuleSet: Send + Sync + 'static {
    fn variant() -> &'static Variant;
}
