//! Tavolo: the store, the core and the platform adapters of the chat bot.
//! The rules live in the `games` crate and the pictures in `render`.

pub mod app;
pub mod games_table;
pub mod i18n;
pub mod logs;
pub mod platform;
pub mod store;
pub mod web;
