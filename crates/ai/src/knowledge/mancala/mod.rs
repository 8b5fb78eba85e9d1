//! Knowledge for the mancala family (`games::mancala`): Awele's own, and
//! the seed count shared by the rule sets of the sowing engine.

crate::knowledge::family! {
    awele,
    engine,
}
