//! A secret shown for a moment. Memory games show a hidden fact once and
//! then cover it again: a lifted bell in Ting Tong shows its token to the
//! whole table, a peek in Evade shows one piece to its owner. The lasting
//! pictures ([`crate::Rules::view`]) never show it; the core sends the
//! glimpse as a message of its own and deletes it after a few seconds
//! (chat history and screenshots can defeat that: an honour system, as
//! the boxed games are).

use crate::{Seat, View};

/// What one audience is shown for a moment after the last move.
#[derive(Clone, Debug, PartialEq)]
pub struct Glimpse {
    /// Who sees it: one seat, or `None` for the whole table.
    pub to: Option<Seat>,
    /// The picture shown, the secret uncovered in it.
    pub view: View,
}
