//! Modern abstracts of the catalog: connection, walls and race-to-a-side
//! games invented since the 1950s (TwixT, Lines of Action, Quoridor,
//! Archimedes, Byte, CQT, Magneton, Hoppa, Gyges, Look, Turnier, Peggino,
//! Castile, Fingertip, Square Off).

pub mod archimedes;
pub mod byte;
pub mod castile;
pub mod cqt;
pub mod fingertip;
pub mod gyges;
pub mod hoppa;
pub mod lines_of_action;
pub mod look;
pub mod magneton;
pub mod peggino;
pub mod quoridor;
pub mod square_off;
pub mod turnier;
pub mod twixt;
