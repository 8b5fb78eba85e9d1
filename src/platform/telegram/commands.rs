//! The commands Telegram shows in its menu, in English and Italian. The
//! enum decides which messages are commands for this bot (`/move@tavolo_bot`
//! in a group, `/move` anywhere); their arguments are read by the core's
//! shared parser, `app::command_text`, as on every text platform.

use teloxide::types::BotCommand;
use teloxide::utils::command::BotCommands;

use super::texts::{has, tr};
use crate::app::Lang;

/// Tavolo's commands.
#[derive(BotCommands, Clone, Debug)]
#[command(rename_rule = "lowercase")]
pub enum TelegramCommand {
    /// Challenge someone: reply to their message, mention them, or name @them
    #[command(aliases = ["sfida", "play"], hide_aliases)]
    Challenge(String),
    /// Accept a challenge
    #[command(aliases = ["accetta", "join"], hide_aliases)]
    Accept(String),
    /// Decline a challenge
    #[command(aliases = ["rifiuta"], hide_aliases)]
    Decline(String),
    /// Withdraw your challenge
    #[command(aliases = ["annulla"], hide_aliases)]
    Cancel(String),
    /// Play a move, e.g. /move c (or reply to the board)
    #[command(aliases = ["mossa", "m"], hide_aliases)]
    Move(String),
    /// Resign a game
    #[command(aliases = ["abbandona"], hide_aliases)]
    Resign(String),
    /// Offer, accept or decline a draw
    #[command(aliases = ["patta"], hide_aliases)]
    Draw(String),
    /// Dispute a Go count: play resumes (/accept accepts it)
    #[command(aliases = ["contesta", "contesto"], hide_aliases)]
    Dispute(String),
    /// Show a board
    #[command(aliases = ["tavola"], hide_aliases)]
    Board(String),
    /// A game's record: PDN for draughts, PGN for chess, SGF for Go
    #[command(aliases = ["registrazione", "pdn", "pgn", "sgf"], hide_aliases)]
    Record(String),
    /// Seat Tavolo's bot in your open challenge (level 1-3), or /challenge bot awele
    #[command(aliases = ["invitebot"], hide_aliases)]
    Bot(String),
    /// Check a finished game's dice against its revealed seed
    #[command(aliases = ["verifica"], hide_aliases)]
    Verify(String),
    /// Your games
    #[command(aliases = ["my", "partite"], hide_aliases)]
    MyGames(String),
    /// Your games where it is your move, in every chat, with the time left
    #[command(aliases = ["turni", "tocca"], hide_aliases)]
    Turns(String),
    /// Stop your correspondence clocks for some days (/vacation 3d), or come back (/vacation off)
    #[command(aliases = ["vacanza", "ferie"], hide_aliases)]
    Vacation(String),
    /// How you hear about your turns: /notify each, digest (one private message a day) or off
    #[command(aliases = ["notifiche", "avvisi"], hide_aliases)]
    Notify(String),
    /// The games in this chat
    #[command(aliases = ["gameshere", "qui"], hide_aliases)]
    Here(String),
    /// Every game, by family
    #[command(aliases = ["giochi"], hide_aliases)]
    Games(String),
    /// A game's rules
    #[command(aliases = ["regole"], hide_aliases)]
    Rules(String),
    /// How to play here
    #[command(aliases = ["aiuto"], hide_aliases)]
    Help(String),
    /// Tournaments here: create, join, standings, pairings, export
    #[command(aliases = ["torneo", "t"], hide_aliases)]
    Tournament(String),
    /// A player's rating card: /rating awele @bob
    #[command(aliases = ["punteggio", "elo"], hide_aliases)]
    Rating(String),
    /// The best ratings in a game: /leaderboard awele, or everywhere: /leaderboard awele global
    #[command(aliases = ["top"], hide_aliases)]
    Leaderboard(String),
    /// Start (a link may carry a challenge to accept)
    Start(String),
}

/// The menu for `lang`: the same command names, described in that
/// language by the catalogue's `menu-NAME` (English when it has none; the
/// doc comments above are the English kept by the derive, and a test keeps
/// them equal).
pub fn menu(lang: Lang) -> Vec<BotCommand> {
    TelegramCommand::bot_commands()
        .into_iter()
        .map(|mut command| {
            // The Bot API wants the bare name: `move`, not `/move`.
            command.command = command.command.trim_start_matches('/').to_string();
            let id = format!("menu-{}", command.command);
            if has(Lang::En, &id) {
                command.description = tr(lang, &id, &[]);
            }
            command
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn both_menus_list_the_same_commands_each_described() {
        let en = menu(Lang::En);
        let it = menu(Lang::It);
        assert_eq!(en.len(), 24);
        let derived = TelegramCommand::bot_commands();
        for ((e, i), d) in en.iter().zip(&it).zip(&derived) {
            assert_eq!(e.command, i.command);
            let id = format!("menu-{}", e.command);
            assert!(has(Lang::En, &id) && has(Lang::It, &id), "{id}");
            assert_eq!(e.description, d.description, "{id}: en.ftl says the doc comment");
            assert!(
                !i.description.is_empty() && i.description != e.description,
                "{i:?}"
            );
            // Telegram: 1-32 lower-case letters, digits and underscores.
            let name = &e.command;
            assert!(
                name.len() <= 32 && name.chars().all(|c| c.is_ascii_lowercase() || c == '_'),
                "{name}"
            );
            assert!(e.description.len() <= 256 && i.description.len() <= 256);
        }
    }

    #[test]
    fn aliases_and_bot_names_are_recognised() {
        assert!(matches!(
            TelegramCommand::parse("/mossa c", "tavolo_bot"),
            Ok(TelegramCommand::Move(m)) if m == "c"
        ));
        assert!(TelegramCommand::parse("/move@tavolo_bot c", "tavolo_bot").is_ok());
        assert!(TelegramCommand::parse("/move@other_bot c", "tavolo_bot").is_err());
        assert!(matches!(
            TelegramCommand::parse("/start accept-3", "tavolo_bot"),
            Ok(TelegramCommand::Start(p)) if p == "accept-3"
        ));
    }
}
