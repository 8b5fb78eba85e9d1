//! Knowledge for the modern abstracts (`games::modern`).

mod quoridor;

pub use quoridor::QuoridorKnowledge;
