//! Evade: tests come below.
