//! Wörterklauer (Ravensburger, 1975; Il Fogliaccio degli Astratti, catalog
//! `randolph-16-37.md` §25): a word game on an 8×8 board where changing a
//! word into one of another meaning steals it. The game is not written
//! yet: this folder holds only the words it will play with.

pub mod lexicon;
