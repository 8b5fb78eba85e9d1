//! Local mode: a console "channel" in which one person acts as several named
//! users. Each input line is `name: /command args`; replies and delivered
//! notices are printed, boards are written as PNG files and shown as text.
//! It reads a script from stdin, so tests drive it.

use std::path::Path;

use futures_util::StreamExt;
use tokio::io::{AsyncBufRead, AsyncWrite, AsyncWriteExt};

use super::board_folder::{self, BoardFolder};
use super::lines::{Line, next_line_async};
use crate::app::texts::t;
use crate::app::{App, Lang, Reply, Request, UserRef, command_text};

/// The platform name of local mode.
pub const PLATFORM: &str = "local";
/// The one chat of local mode.
pub const CHAT: &str = "console";
/// The longest input line read, in bytes; longer ones are skipped as read.
pub const MAX_LINE: usize = 16 * 1024;

/// Runs local mode until the input ends. A picture or file that cannot be
/// written (a full disk, a folder removed) is logged and told to the
/// player, and the command's effect stands: only a failing output (no one
/// is reading any more) ends local mode.
///
/// # Errors
/// Writing to the output failed.
pub async fn run(
    app: &App,
    input: impl AsyncBufRead + Unpin,
    mut out: impl AsyncWrite + Unpin,
    boards: &Path,
) -> std::io::Result<()> {
    let boards = &BoardFolder::new(boards, board_folder::KEEP);
    let mut posted = 0u64;
    // Local mode speaks `TAVOLO_LANG` (`en` or `it`), English by default.
    let lang = std::env::var("TAVOLO_LANG")
        .ok()
        .and_then(|code| Lang::parse(&code))
        .unwrap_or(Lang::En);
    let boards = &Pictures { folder: boards, lang };
    deliver(app, &mut out, boards, &mut posted).await?;
    let mut last_buttons: Vec<crate::app::Choice> = Vec::new();
    // The next line is awaited beside a ticker, so a flag falls, a bot
    // moves or a reminder is told while nobody types. The line reader
    // lives in the stream between ticks (a half-read line is never lost).
    let lines = futures_util::stream::unfold(input, |mut input| async move {
        let line = next_line_async(&mut input, MAX_LINE).await;
        Some((line, input))
    });
    let mut lines = std::pin::pin!(lines);
    let mut ticker = tokio::time::interval(JOB_TICK);
    ticker.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        let line = tokio::select! {
            biased;
            line = lines.next() => match line {
                Some(line) => line?,
                None => None,
            },
            _ = ticker.tick() => {
                run_jobs(app, &mut out, boards, &mut posted).await?;
                continue;
            }
        };
        let Some(line) = line else { break };
        let line = match line {
            Line::Text(text) => text,
            Line::TooLong => {
                write(
                    &mut out,
                    &format!("local mode: a line is at most {MAX_LINE} bytes\n"),
                )
                .await?;
                continue;
            }
            Line::NotUtf8 => {
                write(&mut out, "local mode: that line is not UTF-8 text\n").await?;
                continue;
            }
        };
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let Some((name, command)) = line.split_once(':').filter(|(n, _)| is_name(n.trim())) else {
            write(
                &mut out,
                "local mode: write `name: /command`, e.g. `alice: /challenge bob awele`\n",
            )
            .await?;
            continue;
        };
        let name = name.trim();
        let user = UserRef {
            id: name.to_lowercase(),
            name: name.to_string(),
        };
        let resolve = |word: &str| {
            let word = word.trim_start_matches('@');
            is_name(word).then(|| UserRef {
                id: word.to_lowercase(),
                name: word.to_string(),
            })
        };
        // `press 2` or `press G10` (Italian `premi`): a button of the last
        // reply shown, as a platform's button press.
        let parsed = match pressed(command, &last_buttons) {
            Some(Ok(press)) => Ok(press.command()),
            Some(Err(())) => {
                let labels: Vec<String> = last_buttons
                    .iter()
                    .enumerate()
                    .map(|(k, c)| format!("{} [{}]", k + 1, c.label))
                    .collect();
                write(
                    &mut out,
                    &format!(
                        "local mode: no such button; the last reply's buttons: {}\n",
                        if labels.is_empty() {
                            "none".to_string()
                        } else {
                            labels.join(" ")
                        }
                    ),
                )
                .await?;
                continue;
            }
            None => command_text::parse(command, &resolve),
        };
        match parsed {
            Ok(command) => {
                let request = Request {
                    platform: PLATFORM.into(),
                    chat: CHAT.into(),
                    user,
                    role: crate::app::Role::Manager,
                    command,
                    lang,
                    chat_lang: lang,
                };
                let reply = app.handle(request).await;
                show(app, &mut out, boards, name, &reply, &mut posted).await?;
                if !reply.choices.is_empty() {
                    last_buttons = reply.choices;
                }
            }
            Err(refusal) => {
                let message = refusal.text(lang);
                write(&mut out, &format!("[tavolo → {name} only] {message}\n")).await?;
            }
        }
        run_jobs(app, &mut out, boards, &mut posted).await?;
    }
    // Input ended: another process sharing the database delivers at once.
    app.stop_delivering(PLATFORM).await;
    Ok(())
}

/// The button `command` presses (`press 2`, `/press G10`, `premi 2`):
/// `None` when it is not a press, `Some(Err)` when no such button was
/// shown last.
fn pressed(command: &str, buttons: &[crate::app::Choice]) -> Option<Result<crate::app::Press, ()>> {
    let command = command.trim();
    let command = command.strip_prefix('/').unwrap_or(command);
    let (verb, which) = command.split_once(char::is_whitespace).unwrap_or((command, ""));
    if !matches!(verb.to_lowercase().as_str(), "press" | "premi") {
        return None;
    }
    let which = which.trim();
    let found = match which.parse::<usize>() {
        Ok(n) if n >= 1 => buttons.get(n - 1),
        _ => buttons.iter().find(|c| c.label.eq_ignore_ascii_case(which)),
    };
    Some(found.map(|c| c.press.clone()).ok_or(()))
}

/// How often local mode runs due jobs while waiting for a line.
const JOB_TICK: std::time::Duration = std::time::Duration::from_secs(1);

/// Most scheduler passes after one input line (a bot-against-bot game
/// takes one pass per move).
const MAX_PASSES: usize = 10_000;

/// Runs due jobs (the bot's turns among them) and delivers their notices,
/// pass after pass until nothing is due: the bot answers before the next
/// line is read.
async fn run_jobs(
    app: &App,
    out: &mut (impl AsyncWrite + Unpin),
    boards: &Pictures<'_>,
    posted: &mut u64,
) -> std::io::Result<()> {
    for _ in 0..MAX_PASSES {
        let ran = app.run_due_jobs().await;
        deliver(app, out, boards, posted).await?;
        match ran {
            Ok(0) => break,
            Ok(_) => {}
            Err(e) => {
                tracing::warn!("tavolo: jobs: {e:?}");
                break;
            }
        }
    }
    Ok(())
}

/// A user name of local mode: letters, digits, `_`, `-`, `.`, up to 32.
fn is_name(text: &str) -> bool {
    !text.is_empty()
        && text.chars().count() <= 32
        && text
            .chars()
            .all(|c| c.is_alphanumeric() || matches!(c, '_' | '-' | '.'))
}

async fn write(out: &mut (impl AsyncWrite + Unpin), text: &str) -> std::io::Result<()> {
    out.write_all(text.as_bytes()).await?;
    out.flush().await
}

/// Prints a reply; writes its board to a file and records it as posted.
async fn show(
    app: &App,
    out: &mut (impl AsyncWrite + Unpin),
    boards: &Pictures<'_>,
    to: &str,
    reply: &Reply,
    posted: &mut u64,
) -> std::io::Result<()> {
    let audience = if reply.private {
        format!("{to} only")
    } else {
        "all".to_string()
    };
    let mut text = format!("[tavolo → {audience}] {}\n", plain(&reply.text));
    if let Some(pre) = &reply.pre {
        text.push_str(pre);
        text.push('\n');
    }
    for more in &reply.more {
        text.push_str(&format!("[tavolo → {audience}] {}\n", plain(more)));
    }
    if let (Some(png), None) = (&reply.image, reply.board) {
        match boards.folder.save_picture(png) {
            Ok(path) => text.push_str(&format!("  picture: {}\n", path.display())),
            Err(e) => text.push_str(&boards.not_saved(&e)),
        }
    }
    if let (Some(png), Some(board)) = (&reply.image, reply.board) {
        let saved = match board.facing {
            // A seat's own view never replaces the table's board.
            Some(seat) if reply.private => boards.folder.save_seat_view(board.game_id, seat, png),
            _ => boards.folder.save_board(board.game_id, png),
        };
        match saved {
            Ok(path) => text.push_str(&format!("  board: {}\n", path.display())),
            Err(e) => text.push_str(&boards.not_saved(&e)),
        }
        // The stored position is the game's latest: a past ply has none.
        if let Some(position) = app.shown_position(board.game_id, board.ply).await {
            text.push_str(&format!("  position: {position}\n"));
        }
        *posted += 1;
        let _ = app
            .record_board_message(PLATFORM, CHAT, &format!("local-{posted}"), board)
            .await;
    }
    if let Some((name, bytes)) = &reply.file {
        match boards.folder.save_file(name, bytes) {
            Ok(path) => text.push_str(&format!("  file: {}\n", path.display())),
            Err(e) => text.push_str(&boards.not_saved(&e)),
        }
    }
    if !reply.choices.is_empty() {
        let buttons: Vec<String> = reply.choices.iter().map(|c| format!("[{}]", c.label)).collect();
        text.push_str(&format!("  buttons: {}\n", buttons.join(" ")));
    }
    if let Some(fleeting) = &reply.fleeting {
        let audience = if fleeting.private {
            format!("{to} only")
        } else {
            "all".to_string()
        };
        text.push_str(&glimpse_lines(boards, &audience, fleeting));
    }
    write(out, &text).await
}

/// A secret shown for a moment: its line, and its picture written to the
/// boards folder and deleted after its seconds.
fn glimpse_lines(boards: &Pictures<'_>, audience: &str, fleeting: &crate::app::Fleeting) -> String {
    let mut text = format!(
        "[tavolo → {audience}, for {} s] {}\n",
        fleeting.seconds,
        plain(&fleeting.text)
    );
    if let Some(png) = &fleeting.image {
        match boards.folder.save_glimpse(png, fleeting.seconds) {
            Ok(path) => text.push_str(&format!("  glimpse: {}\n", path.display())),
            Err(e) => text.push_str(&boards.not_saved(&e)),
        }
    }
    text
}

/// Delivers pending notices: prints them, then marks them delivered. Only
/// the process holding the outbox's lease prints them (see
/// `App::may_deliver`); a notice printed just before the process died is
/// printed again by the next one (at least once).
async fn deliver(
    app: &App,
    out: &mut (impl AsyncWrite + Unpin),
    boards: &Pictures<'_>,
    posted: &mut u64,
) -> std::io::Result<()> {
    let Ok(pending) = app.pending_notices(PLATFORM).await else {
        return Ok(());
    };
    for entry in pending {
        if !app.may_deliver(PLATFORM).await {
            break;
        }
        let mut text = match entry.chat.strip_prefix("user:") {
            Some(user) => format!(
                "[notice {}, privately to {user}] {}\n",
                entry.idempotency_key, entry.notice.text
            ),
            None => format!("[notice {}] {}\n", entry.idempotency_key, entry.notice.text),
        };
        if let Some(board) = entry.notice.board
            && let Ok(Some(png)) = app.board_png(board.game_id).await
        {
            match boards.folder.save_board(board.game_id, &png) {
                Ok(path) => text.push_str(&format!("  board: {}\n", path.display())),
                Err(e) => text.push_str(&boards.not_saved(&e)),
            }
            if let Ok(Some(row)) = app.store().game(board.game_id).await
                && let Some(position) = app.shown_position(row.id, row.version).await
            {
                text.push_str(&format!("  position: {position}\n"));
            }
            *posted += 1;
        }
        if let Some(shown) = entry.notice.glimpse
            && let Ok(Some(fleeting)) = app.glimpse_at(shown).await
        {
            text.push_str(&glimpse_lines(boards, "all", &fleeting));
        }
        write(out, &text).await?;
        if let Err(e) = app.mark_delivered(entry.id).await {
            tracing::warn!("tavolo: could not mark notice {} delivered: {e:?}", entry.id);
        }
    }
    Ok(())
}

/// The boards folder and the language a failure to write it is told in.
struct Pictures<'a> {
    folder: &'a BoardFolder,
    lang: Lang,
}

impl Pictures<'_> {
    /// The line that tells the player a picture or file was not written,
    /// after logging why.
    fn not_saved(&self, e: &std::io::Error) -> String {
        tracing::warn!("tavolo: local: could not write to the boards folder: {e}");
        let cause = e.to_string();
        format!("  {}\n", t!(self.lang, "picture-not-saved", cause = cause))
    }
}

/// The core's rich text as plain console text: its marks dropped.
fn plain(text: &str) -> String {
    text.replace("**", "").replace('`', "")
}

#[cfg(test)]
mod plain_tests {
    #[test]
    fn marks_are_dropped() {
        assert_eq!(super::plain("**Setup** type `c3`"), "Setup type c3");
    }
}
