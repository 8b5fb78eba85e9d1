//! Knowledge for the modern abstracts (`games::modern`).

crate::knowledge::family! {
    archimedes,
    lines_of_action,
    look,
    quoridor,
    square_off,
    twixt,
}
