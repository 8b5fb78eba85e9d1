//! Knowledge for the modern abstracts (`games::modern`).

crate::knowledge::family! {
    lines_of_action,
    quoridor,
    twixt,
}
