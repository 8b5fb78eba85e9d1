mod board_folder;
pub mod console;
pub mod discord;
pub mod lines;
pub mod stop_signal;
pub mod telegram;
