//! Archimedes: one test per rule of the catalog entry and per gap, on
//! positions built square by square.

use super::board::{BLACK_PORT, WHITE_PORT, read_square};
use super::*;

fn rules() -> Archimedes {
    Archimedes::default()
}
