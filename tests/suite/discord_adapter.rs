//! The Discord adapter against a local fake Discord (`discord_fake`): the
//! real serenity + poise client connects, registers its commands, and
//! answers scripted interactions. Checked: a whole game by two users through
//! commands and buttons, deferred answers and private refusals,
//! autocomplete, stale buttons, outsiders pressing buttons, unknown and
//! malformed interactions, a restart mid-game, and outbox notices delivered
//! as channel messages.

use crate::discord_fake;

use std::time::Duration;

use discord_fake::{APP_ID, Answer, CHANNEL, FakeDiscord, GUILD, Harness, user_id};
use serde_json::{Value, json};

const STRING: u8 = 3;
const INTEGER: u8 = 4;
const USER: u8 = 6;

fn id_of(name: &str) -> Value {
    json!(user_id(name).to_string())
}

/// `user` runs `/game sub options…` and gets an answer.
async fn game(fake: &FakeDiscord, user: &str, sub: &str, options: &[(&str, u8, Value)]) -> Answer {
    let token = fake.command(user, &["game", sub], options).await;
    fake.answer(&token).await
}

/// `user` presses the button labelled `label` on the message of `on`.
async fn press(fake: &FakeDiscord, user: &str, on: &Answer, label: &str) -> Answer {
    let message = on.message_id.as_deref().expect("a posted message");
    let token = fake.press(user, message, &on.button(label)).await;
    fake.answer(&token).await
}

/// alice challenges bob to `slug` and bob accepts with the button: the
/// table's first board.
async fn started(fake: &FakeDiscord, slug: &str) -> Answer {
    let challenge = game(
        fake,
        "alice",
        "challenge",
        &[("game", STRING, json!(slug)), ("opponent", USER, id_of("bob"))],
    )
    .await;
    assert!(!challenge.ephemeral, "{challenge:?}");
    press(fake, "bob", &challenge, "Accept").await
}

/// Each `(user, move)` in turn until one is played for the channel (the
/// others are refused privately: not their turn); that one's token.
async fn played_by_whoever_may(fake: &FakeDiscord, tries: &[(&str, &str)]) -> String {
    for (user, text) in tries {
        let token = fake
            .command(user, &["game", "move"], &[("move", STRING, json!(text))])
            .await;
        if !fake.answer(&token).await.ephemeral {
            return token;
        }
    }
    panic!("nobody could play any of {tries:?}")
}

/// Waits until the follow-up `shown` is deleted.
async fn deleted_later(fake: &FakeDiscord, shown: &discord_fake::Sent) {
    let id = shown.message_id.clone().expect("the follow-up's id");
    fake.wait_for("the glimpse deleted", |s| {
        s.deleted().as_deref() == Some(id.as_str())
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn connects_without_privileged_intents_and_registers_localised_commands() {
    let mut h = Harness::with(Duration::from_secs(10), Some(GUILD)).await;
    let identify = &h.fake.identifies()[0];
    assert_eq!(identify["token"], "Bot test-token");
    let intents = identify["intents"].as_u64().unwrap();
    let privileged = (1 << 1) | (1 << 8) | (1 << 15);
    assert_eq!(intents & privileged, 0, "no privileged intents: {intents:b}");

    let sent = h.fake.sent();
    assert!(sent.iter().any(|s| s.path == "/api/v10/gateway"));
    assert!(sent.iter().any(|s| s.path == "/api/v10/oauth2/applications/@me"));
    let registration = sent
        .iter()
        .find(|s| s.method == "PUT")
        .expect("commands registered");
    assert_eq!(
        registration.path,
        format!("/api/v10/applications/{APP_ID}/guilds/{GUILD}/commands"),
        "a development server gets the commands at once"
    );
    let commands = registration.json.as_array().unwrap();
    let names: Vec<&str> = commands.iter().map(|c| c["name"].as_str().unwrap()).collect();
    assert_eq!(
        names,
        [
            "game",
            "rules",
            "games",
            "help",
            "tournament",
            "rating",
            "leaderboard",
            "link",
            "unlink"
        ]
    );
    let game = &commands[0];
    assert_eq!(game["name_localizations"]["it"], "partita");
    let subs: Vec<&str> = game["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        subs,
        [
            "challenge",
            "accept",
            "decline",
            "cancel",
            "move",
            "resign",
            "draw",
            "takeback",
            "dispute",
            "board",
            "record",
            "view",
            "verify",
            "bot",
            "mine",
            "history",
            "show",
            "replay",
            "rematch",
            "hint",
            "analyse",
            "turns",
            "vacation",
            "notify",
            "here"
        ]
    );
    let play = &game["options"][4];
    assert_eq!(play["name_localizations"]["it"], "mossa");
    assert_eq!(play["options"][0]["name"], "move");
    assert_eq!(play["options"][0]["autocomplete"], true);
    assert!(
        play["description_localizations"]["it"]
            .as_str()
            .unwrap()
            .contains("mossa")
    );

    // Heartbeats are answered and the connection stays up.
    let deadline = tokio::time::Instant::now() + Duration::from_secs(10);
    while h.fake.heartbeats() == 0 {
        assert!(tokio::time::Instant::now() < deadline, "no heartbeat");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let help = h.fake.command("carol", &["help"], &[]).await;
    // Commands are named as Discord shows them.
    let help = h.fake.answer(&help).await.content;
    assert!(help.contains("/game challenge [@"), "{help}");
    let h_it = h.fake.command_in("carol", &["help"], &[], "it", false).await;
    let help_it = h.fake.answer(&h_it).await.content;
    assert!(help_it.contains("/partita sfida [@"), "{help_it}");
    assert_eq!(h.fake.connections(), 1);
    h.stop_bot().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_by_two_users_through_commands_and_buttons() {
    let mut h = Harness::new().await;
    let fake = h.fake.clone();
    let registration = fake.wait_for("registration", |s| s.method == "PUT").await;
    assert_eq!(
        registration.path,
        format!("/api/v10/applications/{APP_ID}/commands"),
        "production registers globally"
    );

    let challenge = game(
        &fake,
        "alice",
        "challenge",
        &[("game", STRING, json!("nim")), ("opponent", USER, id_of("bob"))],
    )
    .await;
    assert!(!challenge.deferred && !challenge.ephemeral);
    assert!(
        challenge.content.contains("alice challenges bob to Nim"),
        "{}",
        challenge.content
    );
    assert!(challenge.content.starts_with("<@1002>"), "bob is mentioned");
    assert_eq!(challenge.pinged, ["1002"]);
    assert_eq!(challenge.custom_ids, ["tavolo:a:1", "tavolo:d:1"]);

    let started = press(&fake, "bob", &challenge, "Accept").await;
    assert!(!started.ephemeral);
    assert!(
        started.content.contains("Challenge accepted"),
        "{}",
        started.content
    );
    assert!(
        started.content.starts_with("<@1001>"),
        "alice is to move: {}",
        started.content
    );
    assert_eq!(started.pinged, ["1001"]);
    let pngs = started.pngs();
    assert_eq!(pngs.len(), 1, "the board is attached");
    assert!(pngs[0].0 > 100 && pngs[0].1 > 100);
    assert_eq!(started.labels, ["1", "2", "3", "4"], "a row picker");
    assert_eq!(started.custom_ids[3], "tavolo:m:1:0:4");

    // A row first, then how many: the picker is private, and its buttons
    // belong to the same board.
    let picker = press(&fake, "alice", &started, "4").await;
    assert!(picker.ephemeral, "{picker:?}");
    assert!(picker.files.is_empty());
    assert_eq!(picker.labels, ["4:1", "4:2", "4:3", "4:4", "4:5", "4:6", "4:7"]);
    assert_eq!(picker.custom_ids[6], "tavolo:m:1:0:4:7");
    let moved = press(&fake, "alice", &picker, "4:7").await;
    assert!(!moved.ephemeral);
    assert!(moved.content.contains("alice played 4:7"), "{}", moved.content);
    assert!(moved.content.starts_with("<@1002>"), "bob to move");
    assert_eq!(moved.pngs().len(), 1, "a new board message per move");
    assert_ne!(moved.message_id, started.message_id);
    assert!(moved.custom_ids.iter().all(|id| id.starts_with("tavolo:m:1:1:")));

    // Typed moves work as well, and are checked by the core.
    let refused = game(&fake, "bob", "move", &[("move", STRING, json!("3:9"))]).await;
    assert!(refused.ephemeral, "{refused:?}");
    assert!(refused.content.contains("only 5"), "{}", refused.content);
    let wrong_turn = game(&fake, "alice", "move", &[("move", STRING, json!("1:1"))]).await;
    assert!(wrong_turn.ephemeral && wrong_turn.content.contains("not your turn"));
    let moved = game(
        &fake,
        "bob",
        "move",
        &[("move", STRING, json!("3:5")), ("number", INTEGER, json!(1))],
    )
    .await;
    assert!(moved.content.contains("bob played 3:5"), "{}", moved.content);
    let moved = game(&fake, "alice", "move", &[("move", STRING, json!("2:3"))]).await;
    assert!(moved.content.contains("alice played 2:3"), "{}", moved.content);
    let last = game(&fake, "bob", "move", &[("move", STRING, json!("1:1"))]).await;
    assert!(last.content.contains("is over"), "{}", last.content);
    assert_eq!(
        last.labels,
        ["Rematch", "⏮", "◀"],
        "no move buttons on a finished game: a rematch, and steps back"
    );
    assert!(last.pinged.is_empty());
    assert_eq!(last.pngs().len(), 1);

    let board = game(&fake, "alice", "board", &[]).await;
    assert!(board.content.contains("Game #1 is over"), "{}", board.content);
    assert_eq!(board.pngs().len(), 1);
    h.stop_bot().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_answers_are_deferred_and_refusals_stay_private() {
    // A zero budget: every answer is deferred first.
    let mut h = Harness::with(Duration::ZERO, None).await;
    let fake = h.fake.clone();
    let challenge = game(
        &fake,
        "alice",
        "challenge",
        &[("game", STRING, json!("nim")), ("opponent", USER, id_of("bob"))],
    )
    .await;
    assert!(challenge.deferred && !challenge.ephemeral, "{challenge:?}");
    assert!(challenge.content.contains("alice challenges bob"));
    assert_eq!(challenge.custom_ids.len(), 2);

    let outsider = press(&fake, "carol", &challenge, "Decline").await;
    assert!(outsider.deferred && outsider.ephemeral, "{outsider:?}");
    assert!(
        outsider.content.contains("Only a player invited"),
        "{}",
        outsider.content
    );
    let token_sent = fake
        .sent()
        .into_iter()
        .filter(|s| s.is_original("DELETE"))
        .count();
    assert_eq!(token_sent, 1, "the public 'thinking…' message was removed");

    let started = press(&fake, "bob", &challenge, "Accept").await;
    assert!(started.deferred && !started.ephemeral);
    assert_eq!(started.pngs().len(), 1, "the board comes with the edit");

    // Public messages are in the server's language, whatever the user's.
    fake.set_guild_locale("it");
    let token = fake
        .command_in(
            "alice",
            &["rules"],
            &[("game", STRING, json!("nim"))],
            "en-GB",
            false,
        )
        .await;
    let rules = fake.answer(&token).await;
    assert!(rules.deferred && !rules.ephemeral);
    let all = std::iter::once(rules.content.clone())
        .chain(
            rules
                .followups
                .iter()
                .map(|f| f["content"].as_str().unwrap_or("").to_string()),
        )
        .collect::<Vec<_>>()
        .join("\n");
    assert!(all.contains("Panoramica"), "in Italian: {all}");
    // Command names are those alice's Discord shows her, in English.
    assert!(all.contains("/rules nim"), "{all}");
    assert_eq!(rules.pngs().len(), 1, "the set-up picture");
    h.stop_bot().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_offers_the_catalog_options_and_legal_moves() {
    let mut h = Harness::new().await;
    let fake = h.fake.clone();
    let games = fake
        .autocomplete(
            "alice",
            &["game", "challenge"],
            &[("game", STRING, json!("awe"))],
            "en-US",
        )
        .await;
    assert_eq!(games.first().map(|c| c.1.as_str()), Some("awele"), "{games:?}");
    let every = fake
        .autocomplete(
            "alice",
            &["game", "challenge"],
            &[("game", STRING, json!(""))],
            "en-US",
        )
        .await;
    assert!(
        every.len() == 25 && every.iter().any(|c| c.1 == "awele"),
        "at most Discord's 25 choices: {every:?}"
    );
    let italian = fake
        .autocomplete("alice", &["rules"], &[("game", STRING, json!("mul"))], "it")
        .await;
    assert!(!italian.is_empty(), "rules cover unplayable games too");
    let options = fake
        .autocomplete(
            "alice",
            &["game", "challenge"],
            &[("options", STRING, json!("mis")), ("game", STRING, json!("nim"))],
            "en-US",
        )
        .await;
    assert!(
        options.iter().any(|c| c.1 == "misere=true"),
        "nim's options: {options:?}"
    );
    // The options' names and words, the core's settings and every help
    // line come from the core, in the user's language.
    let italian = fake
        .autocomplete(
            "alice",
            &["game", "challenge"],
            &[("options", STRING, json!("")), ("game", STRING, json!("nim"))],
            "it",
        )
        .await;
    let labels: Vec<&str> = italian.iter().map(|c| c.0.as_str()).collect();
    assert!(
        labels
            .iter()
            .any(|l| l.starts_with("ultimo-perde=si — chi prende l'ultimo")),
        "{labels:?}"
    );
    assert!(
        labels.contains(&"automatico=si — gioca per me la mia unica mossa legale"),
        "{labels:?}"
    );
    assert!(italian.iter().any(|c| c.1 == "valida=no"), "{labels:?}");

    started(&fake, "nim").await;
    let moves = fake
        .autocomplete(
            "alice",
            &["game", "move"],
            &[("move", STRING, json!(""))],
            "en-US",
        )
        .await;
    assert_eq!(moves.len(), 16, "1+3+5+7 ways to take: {moves:?}");
    let row4 = fake
        .autocomplete(
            "alice",
            &["game", "move"],
            &[("move", STRING, json!("4"))],
            "en-US",
        )
        .await;
    let values: Vec<&str> = row4.iter().map(|c| c.1.as_str()).collect();
    assert_eq!(values, ["4:1", "4:2", "4:3", "4:4", "4:5", "4:6", "4:7"]);
    let not_yours = fake
        .autocomplete("bob", &["game", "move"], &[("move", STRING, json!(""))], "en-US")
        .await;
    assert!(not_yours.is_empty(), "bob is not to move");
    let stranger = fake
        .autocomplete(
            "carol",
            &["game", "move"],
            &[("move", STRING, json!(""))],
            "en-US",
        )
        .await;
    assert!(stranger.is_empty());
    h.stop_bot().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_old_board_answers_out_of_date_and_outsiders_cannot_press() {
    let mut h = Harness::new().await;
    let fake = h.fake.clone();
    let first = started(&fake, "nim").await;

    let outsider = press(&fake, "carol", &first, "4").await;
    assert!(outsider.ephemeral, "{outsider:?}");
    assert!(
        outsider.content.contains("not playing in game #1"),
        "{}",
        outsider.content
    );
    let early = press(&fake, "bob", &first, "4").await;
    assert!(
        early.ephemeral && early.content.contains("not your turn"),
        "{early:?}"
    );

    let moved = game(&fake, "alice", "move", &[("move", STRING, json!("1:1"))]).await;
    assert!(moved.content.contains("alice played 1:1"));
    let stale = press(&fake, "bob", &first, "4").await;
    assert!(stale.ephemeral, "{stale:?}");
    assert!(stale.content.contains("out of date"), "{}", stale.content);
    assert!(!stale.deferred, "answered at once");
    let fresh = press(&fake, "bob", &moved, "4").await;
    assert!(
        fresh.ephemeral && fresh.labels.len() == 7,
        "the newest board works: {fresh:?}"
    );
    h.stop_bot().await;
}

/// Issue 37: every command of the command table, subcommands too, is a
/// slash command Discord's users can run, in English and in Italian, and
/// it is answered, never as an unknown command (`/game dispute` was not
/// one).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_command_of_the_table_is_a_slash_command_that_answers() {
    use tavolo::app::commands::{COMMANDS, CommandDef, GAME_GROUP, Slash};
    let mut h = Harness::new().await;
    let fake = h.fake.clone();
    // The required options, each given a value that reads.
    let options = |def: &CommandDef| -> Vec<(&'static str, u8, Value)> {
        def.slash_args()
            .into_iter()
            .filter(|(_, required)| *required)
            .map(|(name, _)| match name {
                "game" => (name, STRING, json!("nim")),
                "move" => (name, STRING, json!("c")),
                // poise sends choices as their index.
                "format" => (name, INTEGER, json!(0)),
                other => panic!("no test value for the option {other}"),
            })
            .collect()
    };
    let mut paths: Vec<(Vec<&str>, &CommandDef)> = Vec::new();
    for command in COMMANDS {
        let name = command.slash_name(tavolo::app::Lang::En);
        match command.slash {
            Slash::Game | Slash::GameAs(..) => paths.push((vec![GAME_GROUP.0, name], command)),
            Slash::Top if command.subcommands.is_empty() => paths.push((vec![name], command)),
            Slash::Top => {
                for sub in command.subcommands {
                    paths.push((vec![name, sub.slash_name(tavolo::app::Lang::En)], sub));
                }
            }
        }
    }
    assert!(paths.iter().any(|(p, _)| p == &["game", "dispute"]));
    for locale in ["en-US", "it"] {
        for (path, def) in &paths {
            let token = fake.command_in("alice", path, &options(def), locale, false).await;
            let answer = fake.answer(&token).await;
            for refused in [
                "don't know this command",
                "Non conosco questo comando",
                "went wrong",
                "andato storto",
            ] {
                assert!(
                    !answer.content.contains(refused),
                    "/{} in {locale}: {answer:?}",
                    path.join(" ")
                );
            }
            assert!(!answer.content.is_empty(), "/{}: {answer:?}", path.join(" "));
        }
    }
    h.stop_bot().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn unknown_and_malformed_interactions_are_logged_and_survived() {
    let mut h = Harness::new().await;
    let fake = h.fake.clone();

    let unknown = fake.command("alice", &["frobnicate"], &[]).await;
    let answer = fake.answer(&unknown).await;
    assert!(
        answer.ephemeral && answer.content.contains("don't know this command"),
        "{answer:?}"
    );

    let help = fake.command("alice", &["help"], &[]).await;
    let help = fake.answer(&help).await;
    let foreign = fake
        .press("alice", help.message_id.as_deref().unwrap(), "vote:yes")
        .await;
    let answer = fake.answer(&foreign).await;
    assert!(answer.ephemeral && answer.content.contains("don't recognise this button"));
    // The adapter's private texts are in the user's language.
    let foreign = fake
        .press_in("alice", help.message_id.as_deref().unwrap(), "vote:yes", "it")
        .await;
    let answer = fake.answer(&foreign).await;
    assert!(
        answer.content.contains("Non riconosco questo pulsante"),
        "{answer:?}"
    );
    let forged = fake
        .press(
            "alice",
            help.message_id.as_deref().unwrap(),
            "tavolo:1:0:/move #2 c",
        )
        .await;
    assert!(fake.answer(&forged).await.ephemeral);
    let gone = fake
        .press(
            "alice",
            help.message_id.as_deref().unwrap(),
            "tavolo:77:3:/move #77 c",
        )
        .await;
    let answer = fake.answer(&gone).await;
    assert!(
        answer.ephemeral && answer.content.contains("no game #77"),
        "{answer:?}"
    );

    // Not an interaction serenity can read, an interaction kind Tavolo does
    // not use, and an option of the wrong type: logged, nothing breaks.
    fake.dispatch("INTERACTION_CREATE", json!({"type": 2, "id": "12"}))
        .await;
    fake.dispatch_raw("{not json").await;
    let (modal, _) = fake.interaction("alice", 5, json!({"custom_id": "m", "components": []}), "en-US");
    fake.dispatch("INTERACTION_CREATE", modal).await;
    let (mut odd, _) = fake.interaction("alice", 99, json!({}), "en-US");
    odd["data"] = json!({"anything": true});
    fake.dispatch("INTERACTION_CREATE", odd).await;
    let wrong_type = fake
        .command(
            "alice",
            &["game", "accept"],
            &[("number", STRING, json!("seven"))],
        )
        .await;
    let answer = fake.answer(&wrong_type).await;
    assert!(answer.ephemeral, "{answer:?}");

    let after = fake.command("bob", &["help"], &[]).await;
    assert!(
        fake.answer(&after).await.content.contains("/game challenge"),
        "still answering"
    );
    assert_eq!(fake.connections(), 1, "never reconnected");
    h.stop_bot().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_discord_refuses_leaves_the_move_and_says_why() {
    let h = Harness::new().await;
    let fake = &h.fake;
    started(fake, "nim").await;
    fake.refuse_files(1);
    let moved = game(fake, "alice", "move", &[("move", STRING, json!("1:1"))]).await;
    // The move stands; its answer went without the picture, saying why.
    assert!(moved.content.contains("alice played 1:1"), "{moved:?}");
    assert!(moved.content.contains("could not be sent"), "{moved:?}");
    assert!(moved.pngs().is_empty(), "{moved:?}");
    // The bot goes on: the next move posts its board as ever.
    let next = game(fake, "bob", "move", &[("move", STRING, json!("2:1"))]).await;
    assert!(next.content.contains("bob played 2:1"), "{next:?}");
    assert_eq!(next.pngs().len(), 1, "{next:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn buttons_keep_working_after_a_restart() {
    let mut h = Harness::new().await;
    let fake = h.fake.clone();
    let first = started(&fake, "nim").await;

    h.stop_bot().await;
    h.start_bot().await;
    assert_eq!(fake.connections(), 2);

    let picker = press(&fake, "alice", &first, "4").await;
    assert_eq!(picker.labels.len(), 7, "{picker:?}");
    let moved = press(&fake, "alice", &picker, "4:7").await;
    assert!(moved.content.contains("alice played 4:7"), "{}", moved.content);
    let stale = press(&fake, "bob", &first, "3").await;
    assert!(stale.content.contains("out of date"), "{stale:?}");
    let board = game(&fake, "bob", "board", &[]).await;
    assert!(
        board.content.contains("bob (Second) to move"),
        "{}",
        board.content
    );
    h.stop_bot().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finished_games_board_steps_through_its_moves_in_place() {
    let mut h = Harness::new().await;
    let fake = h.fake.clone();
    started(&fake, "nim").await;
    game(&fake, "alice", "move", &[("move", STRING, json!("4:7"))]).await;
    game(&fake, "bob", "move", &[("move", STRING, json!("3:5"))]).await;
    game(&fake, "alice", "resign", &[]).await;
    let board = game(&fake, "bob", "board", &[]).await;
    assert_eq!(board.labels, ["Rematch", "⏮", "◀"], "{board:?}");
    assert_eq!(board.pngs().len(), 1);

    // ◀: the same message now shows ply 1, with every step.
    let back = press(&fake, "carol", &board, "◀").await;
    assert!(back.updated, "edited in place: {back:?}");
    assert_eq!(back.message_id, board.message_id);
    assert!(
        back.content
            .contains("Game #1 after 1 of 2 plies: the last was 4:7."),
        "{}",
        back.content
    );
    assert_eq!(back.labels, ["◀", "▶"]);
    assert_ne!(back.files, board.files, "a new picture");
    // ◀ again, then ⏭: the start, and back to the end with the result.
    let start = press(&fake, "carol", &back, "◀").await;
    assert!(
        start
            .content
            .contains("after 0 of 2 plies: the starting position."),
        "{}",
        start.content
    );
    assert_eq!(start.labels, ["▶", "⏭"]);
    let end = press(&fake, "carol", &start, "⏭").await;
    assert!(end.updated && end.content.contains("wins"), "{}", end.content);
    assert_eq!(end.labels, ["Rematch", "⏮", "◀"]);

    // The whole game as an animated GIF, attached.
    let replay = game(&fake, "carol", "replay", &[("number", INTEGER, json!(1))]).await;
    assert!(replay.content.contains("Game #1 in 3 positions."), "{replay:?}");
    let (name, gif) = &replay.files[0];
    assert_eq!(name, "game-1-replay.gif");
    assert!(gif.starts_with(b"GIF89a"), "a GIF");
    h.stop_bot().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn notices_are_delivered_as_channel_messages_by_the_background_task() {
    let mut h = Harness::new().await;
    let fake = h.fake.clone();
    started(&fake, "nim").await;
    assert!(fake.channel_messages().is_empty());

    // Two hours pass without a move: the reminder comes as a channel message.
    h.clock.advance(2 * 60 * 60);
    let notice = fake
        .wait_for("a reminder", |s| s.channel_message().is_some())
        .await;
    assert_eq!(notice.channel_message().unwrap(), CHANNEL.to_string());
    let content = notice.json["content"].as_str().unwrap();
    assert!(content.starts_with("<@1001>"), "{content}");
    assert!(content.contains("still your turn"), "{content}");
    assert_eq!(notice.json["allowed_mentions"]["users"], json!(["1001"]));
    assert_eq!(notice.json["nonce"].as_str().unwrap().len(), 25);
    assert_eq!(notice.json["enforce_nonce"], true);
    assert_eq!(notice.files.len(), 1);
    image::load_from_memory(&notice.files[0].1).expect("the board decodes");

    // Delivered once: later rounds send nothing more.
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(fake.channel_messages().len(), 1);
    assert!(
        fake.sent()
            .iter()
            .filter(|s| s.path.contains("/webhooks/"))
            .all(|s| !s.json.to_string().contains("still your turn")),
        "never through an interaction token"
    );
    h.stop_bot().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_is_challenged_with_a_slash_command_and_answers_in_the_channel() {
    let mut h = Harness::new().await;
    let fake = h.fake.clone();
    let started = game(
        &fake,
        "alice",
        "bot",
        &[("game", STRING, json!("nim")), ("level", INTEGER, json!(1))],
    )
    .await;
    assert!(!started.ephemeral, "{started:?}");
    assert!(started.content.contains("level 1"), "{}", started.content);
    // Alice moves first; the bot's answer comes as a channel message with
    // its board, posted by the scheduler.
    let moved = press(&fake, "alice", &started, &started.labels[0]).await;
    assert!(!moved.ephemeral, "{}", moved.content);
    let reply = fake
        .wait_for("the bot's move", |s| s.channel_message().is_some())
        .await;
    let content = reply.json["content"].as_str().unwrap();
    assert!(content.contains("Tavolo bot"), "{content}");
    assert_eq!(reply.files.len(), 1, "the bot's move comes with the board");
    let buttons = reply.json["components"].to_string();
    assert!(
        buttons.contains("tavolo:m:1:"),
        "and with alice's move buttons: {buttons}"
    );

    // With no game, the bot takes the free seat of an open challenge.
    let open = game(&fake, "bob", "challenge", &[("game", STRING, json!("awele"))]).await;
    assert!(open.content.contains("Open challenge #2"), "{}", open.content);
    let seated = game(&fake, "bob", "bot", &[("number", INTEGER, json!(2))]).await;
    assert!(!seated.ephemeral, "{}", seated.content);
    assert!(seated.content.contains("Tavolo bot"), "{}", seated.content);
    h.stop_bot().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn public_answers_speak_the_servers_language_and_refusals_the_users() {
    let mut h = Harness::new().await;
    let fake = h.fake.clone();
    fake.set_guild_locale("it");
    // An English-speaking member in an Italian server: the challenge is
    // posted in Italian, with Italian buttons.
    let token = fake
        .command_in(
            "alice",
            &["game", "challenge"],
            &[("game", STRING, json!("nim")), ("opponent", USER, id_of("bob"))],
            "en-US",
            false,
        )
        .await;
    let challenge = fake.answer(&token).await;
    assert!(
        challenge.content.contains("sfida bob a una partita di Nim"),
        "{}",
        challenge.content
    );
    assert_eq!(challenge.labels, ["Accetta", "Rifiuta"]);
    // Her own mistake is explained privately in her English.
    let token = fake
        .command_in(
            "alice",
            &["game", "move"],
            &[("move", STRING, json!("1:1"))],
            "en-US",
            false,
        )
        .await;
    let refused = fake.answer(&token).await;
    assert!(refused.ephemeral);
    assert!(
        refused.content.contains("no game here to move"),
        "{}",
        refused.content
    );
    // An Italian member's refusal is in Italian.
    let token = fake
        .command_in(
            "carol",
            &["game", "accept"],
            &[("number", INTEGER, json!(1))],
            "it",
            false,
        )
        .await;
    let refused = fake.answer(&token).await;
    assert!(refused.ephemeral);
    assert!(
        refused.content.contains("non era offerta a te"),
        "{}",
        refused.content
    );
    h.stop_bot().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clock_warning_and_a_flag_fall_arrive_as_channel_messages() {
    let mut h = Harness::new().await;
    let fake = h.fake.clone();
    // Nim with the default clock: 3 days a move.
    started(&fake, "nim").await;
    // Half the time gone: one notice (the hourly reminder and the warning
    // due together say it once), with the time left and the board.
    h.clock.advance(36 * 60 * 60 + 1);
    let warning = fake
        .wait_for("a warning", |s| {
            s.channel_message().is_some() && s.json["content"].as_str().unwrap_or("").contains("left to move")
        })
        .await;
    let content = warning.json["content"].as_str().unwrap();
    assert!(
        content.starts_with("<@1001>") && content.contains("1 day 12 hours left to move"),
        "{content}"
    );
    assert_eq!(warning.files.len(), 1);
    // The time runs out: the flag falls by itself and the channel is told.
    h.clock.advance(36 * 60 * 60);
    let flag = fake
        .wait_for("the flag", |s| {
            s.channel_message().is_some()
                && s.json["content"]
                    .as_str()
                    .unwrap_or("")
                    .contains("ran out of time")
        })
        .await;
    let content = flag.json["content"].as_str().unwrap();
    assert!(content.contains("game #1"), "{content}");
    assert_eq!(flag.files.len(), 1, "the final board");
    h.stop_bot().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_daily_digest_arrives_as_a_direct_message() {
    let mut h = Harness::new().await;
    let fake = h.fake.clone();
    started(&fake, "nim").await;
    // alice asks for a digest (the second choice) instead of reminders.
    let set = game(&fake, "alice", "notify", &[("mode", INTEGER, json!(1))]).await;
    assert!(set.ephemeral, "{set:?}");
    h.clock.advance(24 * 60 * 60 + 1);
    let dm = discord_fake::dm_channel(&user_id("alice").to_string());
    let digest = fake
        .wait_for("the digest", |s| {
            s.channel_message().as_deref() == Some(dm.as_str())
        })
        .await;
    let content = digest.json["content"].as_str().unwrap();
    assert!(
        content.contains("Your daily digest") && content.contains("#1 Nim against bob"),
        "{content}"
    );
    // No per-game reminder went to the channel meanwhile.
    assert!(
        fake.channel_messages().iter().all(|m| !m.json["content"]
            .as_str()
            .unwrap_or("")
            .contains("still your turn")),
        "{:?}",
        fake.channel_messages()
    );
    h.stop_bot().await;
}

/// `DISCORD_SHARDS=1/2`: the bot identifies as shard 1 of 2, answers the
/// commands of its servers, and leaves registering the commands to the
/// process that runs shard 0.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_on_shard_one_of_two_identifies_so_and_leaves_registration_to_shard_zero() {
    use std::sync::Arc;
    use tavolo::platform::discord::{self, Config, Shards};

    let fake = FakeDiscord::start().await;
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("tavolo.sqlite").display());
    let store = tavolo::store::Store::open(&url).await.unwrap();
    let app = Arc::new(tavolo::app::App::new(store));
    let config = Config {
        api_base: Some(fake.api_base.clone()),
        guild: Some(GUILD),
        outbox_every: Duration::from_millis(100),
        shards: Some(Shards::parse("1/2").unwrap()),
        ..Config::new("test-token")
    };
    let bot = discord::start(app, config).await.unwrap();
    let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
    while fake.heartbeats() == 0 {
        assert!(tokio::time::Instant::now() < deadline, "no heartbeat");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let identifies = fake.identifies();
    assert_eq!(identifies.len(), 1, "{identifies:?}");
    assert_eq!(identifies[0]["shard"], json!([1, 2]));
    // An answer proves the bot is set up: registering would have come first.
    // The fake sends a server's events to shard (server id >> 22) % 2, as
    // Discord does: this server is shard 1's.
    let place = discord_fake::Place {
        guild: (1 << 22) | GUILD,
        channel: CHANNEL,
    };
    let help = fake.command_at(user_id("carol"), place, &["help"], &[]).await;
    assert!(fake.answer(&help).await.content.contains("/game"));
    let registrations: Vec<_> = fake
        .sent()
        .into_iter()
        .filter(|s| s.method == "PUT" && s.path.ends_with("/commands"))
        .collect();
    assert!(registrations.is_empty(), "{registrations:?}");
    tokio::time::timeout(Duration::from_secs(20), bot.shutdown())
        .await
        .expect("the bot stops");
}

mod against_the_bot;
mod hidden_to_the_end;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_over_message_and_show_link_to_the_game_s_web_page() {
    let mut h = Harness::new().await;
    let base = crate::web::pages_of(&h.database_url()).await;
    h.stop_bot().await;
    h.pages = Some(base.clone());
    h.start_bot().await;
    let fake = h.fake.clone();
    started(&fake, "nim").await;
    game(&fake, "alice", "move", &[("move", STRING, json!("4:7"))]).await;
    let over = game(&fake, "bob", "resign", &[]).await;
    let prefix = format!("Web page: {base}/g/1/");
    assert!(over.content.contains(&prefix), "{}", over.content);
    let shown = game(&fake, "carol", "show", &[("number", INTEGER, json!(1))]).await;
    let at = shown
        .content
        .find(&prefix)
        .unwrap_or_else(|| panic!("{}", shown.content));
    let link = shown.content[at + "Web page: ".len()..]
        .split_whitespace()
        .next()
        .unwrap()
        .to_string();
    let page = crate::web::get(&link).await;
    assert_eq!(page.status, 200);
    assert!(page.text().contains("<h1>Nim #1</h1>"), "{}", page.text());
    h.stop_bot().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_players_own_view_is_ephemeral_and_its_buttons_play_in_the_channel() {
    let h = Harness::new().await;
    let fake = &h.fake;
    let table = started(fake, "domemo").await;
    assert!(!table.ephemeral, "{table:?}");
    assert!(
        table.content.contains("draws were made in secret"),
        "{}",
        table.content
    );
    assert_eq!(
        table.labels,
        ["My view", "1", "2", "3", "4", "5", "6", "7"],
        "the guesses tell nothing: the table gets them"
    );
    assert_eq!(table.pngs().len(), 1);

    // Alice's view: for her eyes, with her guesses.
    let mine = press(fake, "alice", &table, "My view").await;
    assert!(mine.ephemeral, "{mine:?}");
    assert_eq!(mine.pngs().len(), 1, "her own picture");
    assert_ne!(
        mine.files, table.files,
        "she sees bob's tiles, the table does not"
    );
    assert_eq!(mine.labels, ["1", "2", "3", "4", "5", "6", "7"]);
    // Bob's, by the command's own name: no moves, it is not his turn.
    let his = game(fake, "bob", "view", &[]).await;
    assert!(his.ephemeral && his.labels.is_empty(), "{his:?}");
    assert_eq!(his.pngs().len(), 1);

    // A guess pressed on her view is played for the whole channel.
    let played = press(fake, "alice", &mine, "4").await;
    assert!(!played.ephemeral, "{played:?}");
    assert!(played.content.contains("alice played 4"), "{}", played.content);
    assert_eq!(played.pngs().len(), 1);
    assert_eq!(played.labels[0], "My view");
}

/// Ting Tong: a lifted bell is shown to the channel in a follow-up of the
/// move's answer, deleted after its seconds; the board stays covered.
#[tokio::test]
async fn a_glimpse_is_shown_to_the_channel_and_then_deleted() {
    let h = Harness::new().await;
    let fake = &h.fake;
    let table = started(fake, "ting-tong").await;
    assert!(!table.ephemeral, "{table:?}");
    // Whoever holds the first seat lifts bell 1.
    let token = played_by_whoever_may(fake, &[("alice", "lift 1"), ("bob", "lift 1")]).await;
    let lifted = fake.answer(&token).await;
    assert!(!lifted.ephemeral, "{lifted:?}");
    let shown = fake
        .wait_for("the glimpse", |s| {
            s.is_followup() && s.token().as_deref() == Some(token.as_str())
        })
        .await;
    assert!(
        shown.json["content"].as_str().unwrap_or("").contains("look now"),
        "{:?}",
        shown.json
    );
    assert_eq!(
        shown.json["flags"].as_u64().unwrap_or(0) & 64,
        0,
        "for the whole channel"
    );
    assert_eq!(shown.files.len(), 1, "its picture");
    assert_ne!(shown.files, lifted.files, "the board keeps the bell covered");
    deleted_later(fake, &shown).await;
}

/// Evade: a peek is shown to the peeker in an ephemeral follow-up,
/// deleted after its seconds; the channel sees only that they peeked.
#[tokio::test]
async fn a_peek_is_an_ephemeral_glimpse_then_deleted() {
    let h = Harness::new().await;
    let fake = &h.fake;
    started(fake, "evade").await;
    game(
        fake,
        "alice",
        "move",
        &[("move", STRING, json!("fugitives a1 b1"))],
    )
    .await;
    game(fake, "bob", "move", &[("move", STRING, json!("fugitives a6 b6"))]).await;
    let token = played_by_whoever_may(fake, &[("alice", "peek c1"), ("bob", "peek c6")]).await;
    let peeked = fake.answer(&token).await;
    assert!(!peeked.ephemeral, "the channel sees the peek: {peeked:?}");
    let shown = fake
        .wait_for("the glimpse", |s| {
            s.is_followup() && s.token().as_deref() == Some(token.as_str())
        })
        .await;
    assert_eq!(shown.json["flags"].as_u64().unwrap_or(0) & 64, 64, "ephemeral");
    assert!(
        shown.json["content"]
            .as_str()
            .unwrap_or("")
            .contains("for your eyes only"),
        "{:?}",
        shown.json
    );
    deleted_later(fake, &shown).await;
}

/// Evade's set-up: a player chooses their Fugitives on their own view, one
/// ephemeral step after another; the channel learns only that they chose.
#[tokio::test]
async fn fugitives_are_chosen_on_ephemeral_steps_and_told_without_squares() {
    let h = Harness::new().await;
    let fake = &h.fake;
    let table = started(fake, "evade").await;
    assert_eq!(
        table.labels,
        ["My view"],
        "a secret choice is not on the table's board"
    );
    let mut on = press(fake, "alice", &table, "My view").await;
    assert!(on.ephemeral, "{on:?}");
    for label in ["fugitives", "a1", "b1"] {
        let step = on
            .labels
            .iter()
            .find(|l| l.trim().ends_with(label))
            .unwrap_or_else(|| panic!("no {label} among {:?}", on.labels))
            .clone();
        let next = press(fake, "alice", &on, &step).await;
        if label != "b1" {
            assert!(next.ephemeral, "the steps are hers alone: {next:?}");
        }
        on = next;
    }
    assert!(!on.ephemeral, "the choice is played for the channel: {on:?}");
    assert!(on.content.contains("chose their Fugitives"), "{}", on.content);
    assert!(
        !on.content.contains("a1") && !on.content.contains("b1"),
        "{}",
        on.content
    );
}

/// Every hidden game: each player's "My view" is an ephemeral picture of
/// their own, never the table's.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_hidden_game_shows_each_player_their_own_view_alone() {
    let mut played = 0;
    for info in crate::core_world::pick::hidden_games() {
        let h = Harness::new().await;
        let fake = &h.fake;
        let table = started(fake, info.slug).await;
        assert!(!table.ephemeral, "{}: {table:?}", info.slug);
        assert_eq!(table.labels[0], "My view", "{}", info.slug);
        let mut views = Vec::new();
        for name in ["alice", "bob"] {
            let mine = press(fake, name, &table, "My view").await;
            assert!(mine.ephemeral, "{} {name}: {mine:?}", info.slug);
            assert_eq!(mine.pngs().len(), 1, "{} {name}: a picture", info.slug);
            assert_ne!(mine.files, table.files, "{} {name}", info.slug);
            views.push(mine.files);
        }
        assert_ne!(views[0], views[1], "{}: two seats, two views", info.slug);
        played += 1;
    }
    assert!(played >= 7, "the hidden games: {played}");
}
