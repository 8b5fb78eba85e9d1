pub mod console;
pub mod discord;
