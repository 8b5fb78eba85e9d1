//! Tests of the Quoridor rule sets.
