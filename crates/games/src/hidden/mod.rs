//! Games of hidden information: each seat sees only part of the position
//! (Domemo: everybody's tiles but one's own).

pub mod domemo;
