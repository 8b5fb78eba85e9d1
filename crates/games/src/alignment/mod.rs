//! Alignment and territory games: make a row, a mill, or hold ground (the
//! catalog's "alignment and territory" family).

pub mod dozo;
pub mod go;
pub mod gomoku;
pub mod hepta;
pub mod ishi;
pub mod la_tela;
pub mod morris;
pub mod pah_tum;
pub mod pankai;
pub mod shax;
pub mod spots;
