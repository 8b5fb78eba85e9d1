pub mod console;
pub mod telegram;
