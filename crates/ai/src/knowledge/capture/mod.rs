//! Knowledge for the capture and hunt games (`games::capture`).

crate::knowledge::family! {
    breakthru,
    five_field_kono,
    ming_mang,
    prarie,
    tafl,
}
