//! Modern abstracts of the catalog: connection, walls and race-to-a-side
//! games invented since the 1950s (TwixT, Lines of Action, Quoridor,
//! Archimedes, Byte, CQT).

pub mod archimedes;
pub mod byte;
pub mod cqt;
pub mod lines_of_action;
pub mod look;
pub mod quoridor;
pub mod twixt;
