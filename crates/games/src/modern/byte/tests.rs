//! Byte: one test per catalog rule and gap.
use super::*;
