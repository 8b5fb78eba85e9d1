//! Capture and hunt games: take the other side's pieces or run them down
//! (the catalog's "capture and hunt" family).

pub mod konane;
pub mod nim;
pub mod tafl;
