pub mod console;
pub mod discord;
pub mod telegram;
