//! The read-only web pages: one per game and per tournament (`/g/<id>/<token>`, `/t/<id>/<token>`).
pub mod token;
