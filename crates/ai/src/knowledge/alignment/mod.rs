//! Knowledge for the alignment games (`games::alignment`).

crate::knowledge::family! {
    go,
    gomoku,
    hepta,
    spots,
}
