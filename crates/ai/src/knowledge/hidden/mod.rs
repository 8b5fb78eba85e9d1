//! Knowledge for the games of hidden information (`games::hidden`): each
//! hands the search states its seat cannot tell from the truth.

crate::knowledge::family! {
    domemo,
    evade,
    mimikri,
    ting_tong,
    worterklauer,
}
