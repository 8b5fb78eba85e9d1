//! `tavolo`: the chat bot, its local mode, and the engine protocol.

use std::io::{self, BufRead, Write};

use clap::{Parser, Subcommand};

/// Abstract board games in Discord and Telegram chats.
#[derive(Parser)]
#[command(name = "tavolo", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the bot (local mode when no platform token is configured).
    Run,
    /// Answer engine-protocol requests: one JSON line in, one JSON line out.
    Engine,
    /// List the games Tavolo can play.
    Games,
}

fn main() -> io::Result<()> {
    match Cli::parse().command.unwrap_or(Command::Run) {
        Command::Run => {
            println!(
                "Tavolo {}: the chat adapters and local mode are not built yet.",
                env!("CARGO_PKG_VERSION")
            );
            println!(
                "Try `tavolo games` for the playable games, or `tavolo engine` for the engine protocol."
            );
            Ok(())
        }
        Command::Engine => engine(io::stdin().lock(), io::stdout().lock()),
        Command::Games => {
            for entry in games::registry::GAMES {
                let info = entry.info();
                println!("{:<16} {} / {}", info.slug, info.name_en, info.name_it);
            }
            Ok(())
        }
    }
}

/// The engine protocol loop: every input line gets exactly one answer line.
/// Lines that are not UTF-8 are answered as malformed, not fatal.
fn engine(input: impl BufRead, mut output: impl Write) -> io::Result<()> {
    for line in input.split(b'\n') {
        let line = line?;
        let answer = match std::str::from_utf8(&line) {
            Ok(text) if text.trim().is_empty() => continue,
            Ok(text) => games::protocol::answer(text.trim_end_matches('\r')),
            Err(_) => {
                serde_json::json!({"ok": false, "error": "request is not UTF-8", "at": null}).to_string()
            }
        };
        writeln!(output, "{answer}")?;
        output.flush()?;
    }
    Ok(())
}
