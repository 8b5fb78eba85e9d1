//! The application's tests over the real database, processes and platform
//! fakes, in one test binary: every module below was once a binary of its
//! own, and each linked the whole bot (serenity, teloxide, sqlx) again, which
//! cost CI more than running them. A module's tests keep their names
//! (`core_clocks::…`), so `cargo test --test suite core_clocks` runs one
//! module, and `.ci/run` picks the core's modules by name for PostgreSQL.
//!
//! A new file here is a new module: declare it below, in its group. A test
//! file put directly in `tests/` still builds as a binary of its own; keep
//! it here unless it needs a process to itself.

// Shared worlds the modules build on.
mod against_the_bot;
mod core_world;
mod discord_fake;
mod local_game;
mod processes_world;
mod telegram_fake;

// The core over a real database (also run on PostgreSQL by `.ci/run`).
mod core;
mod core_clocks;
mod core_glimpse;
mod core_hidden;
mod core_hints;
mod core_history;
mod core_link;
mod core_newcomer;
mod core_places;
mod core_processes;
mod core_reminders;
mod core_takeback;
mod core_teams;
mod core_tournament;
mod core_vacation;

// The core in other words: the bot as a player, Italian chats, Go's count.
mod bot;
mod chess_italian;
mod go_count;
mod italian;

// Local mode and the command line as real processes.
mod console_press;
mod engine_cli;
mod local_mode;
mod local_mode_backgammon;
mod local_mode_chess;
mod local_mode_clock;
mod local_mode_crash;
mod local_mode_every_game;
mod local_mode_go;
mod local_mode_hunts;
mod local_mode_mancala;
mod local_mode_modern;
mod local_mode_pictures;
mod local_mode_quoridor;
mod local_mode_records;
mod local_mode_tournament;
mod readme;
mod render_cli;

// The platforms against their local fakes, and several processes.
mod discord_adapter;
mod discord_transcript;
mod multi_process_settings;
mod processes;
mod telegram_bot;

// The web pages: over a real server, and in a real browser.
mod web;
mod web_browser;
