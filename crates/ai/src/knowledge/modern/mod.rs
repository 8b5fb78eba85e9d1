//! Knowledge for the modern abstracts (`games::modern`).

crate::knowledge::family! {
    archimedes,
    fingertip,
    lines_of_action,
    look,
    quoridor,
    square_off,
    twixt,
}
