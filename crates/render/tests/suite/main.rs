//! The renderer's tests, in one test binary (each of these modules linked
//! the renderer and the games again as a binary of its own): `cargo test -p
//! tavolo-render --test suite golden` runs one module. A new file here is a
//! new module declared below.

mod common;

mod games;
mod go_pictures;
mod golden;
mod hepta_pictures;
mod jpeg;
mod look_pictures;
mod never_panic;
mod phone;
mod regions;
mod spots_pictures;
