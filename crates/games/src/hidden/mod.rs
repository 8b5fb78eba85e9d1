//! Games of hidden information: each seat sees only part of the position
//! (Domemo: everybody's tiles but one's own; Ting Tong: what was under a
//! bell lifted for a moment; Evade: which pieces are the Fugitives;
//! Mimikri: which chess piece each cube is; Wörterklauer: the letters in
//! the hand of the seat whose turn it is).

pub mod domemo;
pub mod evade;
pub mod mimikri;
pub mod ting_tong;
pub mod worterklauer;

/// Fingertip's Touch Domino: its rules type, whose engine it shares with
/// Colour Domino in `modern/fingertip/` (one folder for the game).
#[path = "../modern/fingertip/touch.rs"]
pub mod fingertip_touch;
