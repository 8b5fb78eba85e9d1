//! Race and dice games: pieces run along a track, moved by thrown dice or
//! sticks (the catalog's "race and dice" family).

pub mod alibaba;
pub mod backgammon;
pub mod corona;
pub mod duodecim_scripta;
mod fields;
pub mod kanguruh;
pub mod robinhood;
pub mod sahkku;
pub mod schachjagd;
pub mod senet;
mod turns;
pub mod ur_bell;
pub mod victory;

/// The words of the races' shared code (throws, turns, panels), which
/// every race game lists among its shared words.
pub static WORDS: crate::Words = crate::Words {
    key: "race",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};
