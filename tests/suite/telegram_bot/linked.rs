//! One player on Discord and Telegram, in one process: a core serving the
//! fake Telegram and the fake Discord at once. alice asks `/link` on
//! Discord (an ephemeral answer), types the code to the bot in a private
//! Telegram chat, and from then on her Telegram game is in Discord's
//! `/game turns`; in a Telegram group a code is never shown; `/unlink` on
//! Discord separates the accounts again.

use super::*;
use crate::discord_fake::FakeDiscord;
use tavolo::platform::discord;

/// A Discord bot on `app` against a new fake Discord, its commands
/// registered.
async fn discord_on(app: Arc<App>) -> (FakeDiscord, discord::Bot) {
    let fake = FakeDiscord::start().await;
    let config = discord::Config {
        api_base: Some(fake.api_base.clone()),
        outbox_every: Duration::from_millis(100),
        ..discord::Config::new("test-token")
    };
    let bot = discord::start(app, config).await.unwrap();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    while !fake
        .sent()
        .iter()
        .any(|s| s.method == "PUT" && s.path.ends_with("/commands"))
    {
        assert!(
            tokio::time::Instant::now() < deadline,
            "commands never registered"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    (fake, bot)
}

/// The code in a `/link` answer.
fn code_in(text: &str) -> String {
    text.split_whitespace()
        .find(|w| w.len() == 10 && w.as_bytes()[4] == b'-')
        .unwrap_or_else(|| panic!("a code in: {text}"))
        .trim_end_matches('.')
        .to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_code_from_discord_typed_on_telegram_makes_one_player() {
    let t = Tavolo::start().await;
    let (dc, dc_bot) = discord_on(t.app.clone()).await;

    // In a Telegram group the code would be seen by all: withheld.
    let group = t.say(ALICE, "/link").await;
    assert!(
        group.text().contains("That answer is for your eyes only")
            && group.text().contains("https://t.me/")
            && !group.text().contains("link code"),
        "{group:#?}"
    );

    let token = dc.command("alice", &["link"], &[]).await;
    let answer = dc.answer(&token).await;
    assert!(answer.ephemeral, "the code is for alice alone: {answer:?}");
    let code = code_in(&answer.content);

    // Typed on Telegram, in the private chat with the bot.
    let (_, linked) = t
        .send(t.message(ALICE, ALICE.id, &format!("/link {code}"), &[], None))
        .await;
    assert!(
        linked
            .text()
            .contains("Linked: you are one player on Discord, Telegram"),
        "{linked:#?}"
    );

    // alice's Telegram game is alice's on Discord.
    let board = nim_accepted(&t).await;
    assert!(board > 0);
    let token = dc.command("alice", &["game", "turns"], &[]).await;
    let turns = dc.answer(&token).await.content;
    assert!(turns.contains("#1") && turns.contains("(on Telegram)"), "{turns}");

    let token = dc.command("alice", &["unlink"], &[]).await;
    let unlinked = dc.answer(&token).await;
    assert!(unlinked.ephemeral);
    assert_eq!(
        unlinked.content,
        "This Discord account is a new player of its own; your games and ratings stay with your account on Telegram."
    );
    let token = dc.command("alice", &["game", "turns"], &[]).await;
    let turns = dc.answer(&token).await.content;
    assert!(!turns.contains("#1"), "{turns}");

    dc_bot.shutdown().await;
    t.stop().await;
}
