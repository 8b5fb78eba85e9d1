//! Games of hidden information: each seat sees only part of the position
//! (Domemo: everybody's tiles but one's own).

pub mod domemo;
pub mod worterklauer;

/// Fingertip's Touch Domino: its rules type, whose engine it shares with
/// Colour Domino in `modern/fingertip/` (one folder for the game).
#[path = "../modern/fingertip/touch.rs"]
pub mod fingertip_touch;
