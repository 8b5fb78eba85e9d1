//! The games crate's tests over every registered game and against the
//! independent implementations' fixtures, in one test binary (each module
//! was a binary of its own, and each instantiated the engines again):
//! `cargo test -p tavolo-games --test suite positions` runs one module. A
//! new file here is a new module declared below.

mod fixture_json;
mod option_sets;

mod draughts_pages;
mod fuzz;
mod gameslib_byte;
mod gameslib_gyges;
mod go_estimator;
mod go_gnugo;
mod go_openspiel;
mod go_sgf;
mod hidden_leaks;
mod messages;
mod openspiel_backgammon;
mod openspiel_fixtures;
mod openspiel_modern;
mod openspiel_quoridor;
mod pgn_round_trip;
mod positions;
mod properties;
mod pydraughts_fixtures;
mod python_chess_fixtures;
mod records;
