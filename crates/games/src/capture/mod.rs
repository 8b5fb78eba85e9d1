//! Capture and hunt games: take the other side's pieces or run them down
//! (the catalog's "capture and hunt" family).

pub mod breakthru;
pub mod fanorona;
pub mod five_field_kono;
pub mod knight_chase;
pub mod konane;
pub mod latrunculi;
pub mod ming_mang;
pub mod nim;
pub mod pasang;
pub mod prarie;
pub mod seega;
pub mod tafl;
