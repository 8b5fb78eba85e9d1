//! The Telegram adapter end to end: the real teloxide bot (throttled, long
//! polling) against a fake Bot API on 127.0.0.1 (`telegram_fake`), over a
//! real database. Nothing here reaches Telegram.

use crate::core_world;
use crate::telegram_fake;

use std::sync::Arc;
use std::time::Duration;

use serde_json::{Value, json};
use tavolo::app::{App, FixedSeeds, ManualClock, REMINDER_AFTER};
use tavolo::platform::telegram::{self, Running, Settings};
use tavolo::store::Store;
use telegram_fake::{BOT_USERNAME, Call, FakeTelegram, bot_user, chat, post_update};
use teloxide::adaptors::throttle::Limits;

const GROUP: i64 = -1001;
const T0: i64 = 1_800_000_000;

#[derive(Clone, Copy)]
struct Person {
    id: i64,
    name: &'static str,
    lang: &'static str,
}

const ALICE: Person = Person {
    id: 101,
    name: "alice",
    lang: "en",
};
const BOB: Person = Person {
    id: 102,
    name: "bob",
    lang: "en",
};
const CAROL: Person = Person {
    id: 103,
    name: "carol",
    lang: "it",
};

fn person(name: &str) -> Person {
    match name {
        "alice" => ALICE,
        "bob" => BOB,
        "carol" => CAROL,
        other => panic!("no test user {other}"),
    }
}

impl Person {
    fn json(&self) -> Value {
        json!({"id": self.id, "is_bot": false, "first_name": self.name,
               "username": format!("{}_tg", self.name), "language_code": self.lang})
    }
}

/// Settings for a bot against `fake`: limits out of the way, short polls,
/// the outbox and the poll lease looked at often.
fn test_settings(fake: &FakeTelegram) -> Settings {
    Settings {
        api_url: Some(fake.url.clone()),
        limits: Limits {
            messages_per_sec_chat: 200,
            messages_per_min_chat: 10_000,
            messages_per_min_channel_or_supergroup: 10_000,
            messages_per_sec_overall: 1_000,
        },
        poll_timeout: Duration::from_secs(1),
        notice_every: Duration::from_millis(50),
        lease_retry: Duration::from_millis(50),
        ..Settings::default()
    }
}

/// A bot, its fake Telegram and its database.
struct Tavolo {
    fake: FakeTelegram,
    _dir: tempfile::TempDir,
    db: String,
    clock: Arc<ManualClock>,
    app: Arc<App>,
    running: Option<Running>,
}

impl Tavolo {
    async fn start() -> Tavolo {
        let dir = tempfile::tempdir().unwrap();
        let db = format!("sqlite://{}", dir.path().join("tavolo.sqlite").display());
        let fake = FakeTelegram::start().await;
        let clock = Arc::new(ManualClock::at(T0));
        let app = Self::app(&db, &clock).await;
        let mut tavolo = Tavolo {
            fake,
            _dir: dir,
            db,
            clock,
            app,
            running: None,
        };
        tavolo.run();
        tavolo
    }

    async fn app(db: &str, clock: &Arc<ManualClock>) -> Arc<App> {
        let store = Store::open(db).await.unwrap();
        // A glimpse stays a second: its deletion is seen without a long wait.
        Arc::new(App::with(store, clock.clone(), Arc::new(FixedSeeds([5; 32]))).with_glimpse_seconds(1))
    }

    fn run(&mut self) {
        let settings = test_settings(&self.fake);
        self.running = Some(telegram::start(self.app.clone(), "123:TEST", settings));
    }

    /// Stops the bot and starts a new one, with a new core, on the same
    /// database and the same fake Telegram.
    async fn restart(&mut self) {
        self.stop_bot().await;
        self.app = Self::app(&self.db, &self.clock).await;
        self.run();
    }

    async fn stop(mut self) {
        self.stop_bot().await;
    }

    async fn stop_bot(&mut self) {
        if let Some(running) = self.running.take() {
            tokio::time::timeout(Duration::from_secs(20), running.stop())
                .await
                .expect("the bot stops");
        }
    }

    /// A message from `who` in `chat` (mentioning `mentions` by text
    /// mention, replying to message `reply_to`), remembered by the fake.
    fn message(
        &self,
        who: Person,
        chat_id: i64,
        text: &str,
        mentions: &[Person],
        reply_to: Option<i64>,
    ) -> Value {
        let id = self.fake.message_id();
        let mut entities = Vec::new();
        if text.starts_with('/') {
            let len = text
                .split_whitespace()
                .next()
                .unwrap_or("")
                .encode_utf16()
                .count();
            entities.push(json!({"type": "bot_command", "offset": 0, "length": len}));
        }
        for m in mentions {
            if let Some(at) = text.find(&format!(" {}", m.name)) {
                let offset = text[..at + 1].encode_utf16().count();
                entities.push(json!({"type": "text_mention", "offset": offset,
                                     "length": m.name.encode_utf16().count(), "user": m.json()}));
            }
        }
        let mut message = json!({"message_id": id, "date": T0, "chat": chat(chat_id),
                                 "from": who.json(), "text": text});
        if !entities.is_empty() {
            message["entities"] = json!(entities);
        }
        if let Some(r) = reply_to {
            message["reply_to_message"] = self.fake.message(r);
        }
        self.fake.remember(&message);
        message
    }

    /// `who` sends `message`; returns its id and the bot's answer.
    async fn send(&self, message: Value) -> (i64, Answer) {
        self.send_until(message, |_| true).await
    }

    /// Sends `message` and waits for a message the bot sends that `wanted`
    /// accepts (when one answer is several messages, the last one).
    async fn send_until(&self, message: Value, wanted: impl Fn(&Call) -> bool) -> (i64, Answer) {
        let id = message["message_id"].as_i64().unwrap();
        let since = self.fake.calls_len();
        self.fake.push(json!({"message": message}));
        let calls = self
            .fake
            .wait_for(since, |c| c.iter().any(|c| c.is_send() && wanted(c)))
            .await;
        (id, Answer { to: id, calls })
    }

    async fn say(&self, who: Person, text: &str) -> Answer {
        self.send(self.message(who, GROUP, text, &[], None)).await.1
    }

    async fn reply(&self, who: Person, to: i64, text: &str) -> Answer {
        self.send(self.message(who, GROUP, text, &[], Some(to))).await.1
    }

    /// `who` presses the button with `data` under message `on`.
    async fn press(&self, who: Person, on: i64, data: &str) -> Answer {
        let since = self.fake.calls_len();
        let query = json!({"id": format!("q{}", self.fake.message_id()), "from": who.json(),
                           "chat_instance": "ci", "data": data, "message": self.fake.message(on)});
        self.fake.push(json!({"callback_query": query}));
        let calls = self
            .fake
            .wait_for(since, |c| c.iter().any(|c| c.method == "answerCallbackQuery"))
            .await;
        Answer { to: on, calls }
    }
}

/// What the bot did after one update.
#[derive(Debug)]
struct Answer {
    /// The message answered (or pressed on).
    to: i64,
    calls: Vec<Call>,
}

impl Answer {
    fn sends(&self) -> Vec<&Call> {
        self.calls.iter().filter(|c| c.is_send()).collect()
    }

    /// The public messages (quoting nothing).
    fn public(&self) -> Vec<&Call> {
        self.sends()
            .into_iter()
            .filter(|c| c.quotes().is_none())
            .collect()
    }

    /// The private answers: quoting the message they answer.
    fn private(&self) -> Vec<&Call> {
        self.sends()
            .into_iter()
            .filter(|c| c.quotes() == Some(self.to))
            .collect()
    }

    /// The one board posted: a photo whose PNG decodes.
    fn board(&self) -> &Call {
        let photos: Vec<&Call> = self
            .public()
            .into_iter()
            .filter(|c| c.method == "sendPhoto")
            .collect();
        assert_eq!(photos.len(), 1, "one board expected: {:#?}", self.calls);
        let png = photos[0].photo().expect("the photo is uploaded");
        let decoder = png::Decoder::new(std::io::Cursor::new(png));
        let mut reader = decoder.read_info().expect("the board is a PNG");
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut pixels).expect("the PNG decodes");
        assert!(
            info.width >= 300 && info.height >= 300,
            "{}×{}",
            info.width,
            info.height
        );
        photos[0]
    }

    fn board_id(&self) -> i64 {
        self.board().message_id.unwrap()
    }

    /// The callback answer: its alert text, if any.
    fn alert(&self) -> Option<String> {
        let answers: Vec<&Call> = self
            .calls
            .iter()
            .filter(|c| c.method == "answerCallbackQuery")
            .collect();
        assert_eq!(answers.len(), 1, "one answer per press: {:#?}", self.calls);
        let p = &answers[0].params;
        (p["show_alert"] == json!(true)).then(|| p["text"].as_str().unwrap_or_default().to_string())
    }

    fn text(&self) -> String {
        self.sends()
            .iter()
            .map(|c| c.text())
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// The callback data of the button labelled `label`.
fn data(call: &Call, label: &str) -> String {
    call.buttons()
        .into_iter()
        .find(|(l, _)| l == label)
        .unwrap_or_else(|| panic!("no button {label}: {:?}", call.buttons()))
        .1
}

/// A game of nim, accepted: returns the board message id.
async fn nim_accepted(t: &Tavolo) -> i64 {
    let challenge = t
        .send(t.message(ALICE, GROUP, "/challenge bob nim", &[BOB], None))
        .await
        .1;
    assert!(
        challenge.text().contains("alice challenges bob to Nim"),
        "{challenge:#?}"
    );
    let accepted = t.say(BOB, "/accept").await;
    assert!(accepted.board().text().contains("Challenge accepted"));
    accepted.board_id()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_game_by_commands_replies_to_the_board_and_buttons() {
    let t = Tavolo::start().await;
    // Menus in both languages.
    // For groups and private chats, by default, in English and in Italian.
    let menus = t
        .fake
        .wait_for(0, |c| {
            c.iter().filter(|c| c.method == "setMyCommands").count() == 6
        })
        .await;
    let menus: Vec<&Call> = menus.iter().filter(|c| c.method == "setMyCommands").collect();
    let it = menus
        .iter()
        .find(|c| c.params["language_code"] == "it")
        .expect("an Italian menu");
    assert!(
        it.params["commands"].to_string().contains("Gioca una mossa"),
        "{it:?}"
    );
    assert!(
        it.params["commands"].to_string().contains(r#""command":"mossa""#),
        "Italian words in the Italian menu: {it:?}"
    );
    assert!(menus.iter().any(|c| c.params["language_code"] == "en"));

    // Alice challenges Bob by replying to his message.
    let hello = t.message(BOB, GROUP, "anyone for a game?", &[], None);
    let hello = hello["message_id"].as_i64().unwrap();
    let (_, challenge) = t
        .send(t.message(ALICE, GROUP, "/challenge nim", &[], Some(hello)))
        .await;
    let post = challenge.public()[0];
    assert!(post.text().contains("alice challenges bob to Nim"), "{post:?}");
    assert!(
        post.text()
            .contains(&format!("https://t.me/{BOT_USERNAME}?start=accept-1"))
    );
    assert!(
        post.text().contains("tg://user?id=102"),
        "bob is mentioned: {}",
        post.text()
    );
    assert_eq!(data(post, "Accept"), "a:1");
    assert_eq!(data(post, "Decline"), "d:1");
    let challenge_id = post.message_id.unwrap();

    // Bob accepts with the button: the board arrives, Alice is mentioned.
    let accepted = t.press(BOB, challenge_id, "a:1").await;
    assert_eq!(accepted.alert(), None);
    let board = accepted.board();
    assert!(board.text().contains("alice (First) to move"), "{}", board.text());
    assert!(board.text().contains("tg://user?id=101"));
    assert_eq!(data(board, "4"), "m:1:0:4");

    // Alice moves by command, Bob by replying to the board.
    let moved = t.say(ALICE, "/move 1:1").await;
    assert!(moved.board().text().contains("alice played 1:1"));
    let replied = t.reply(BOB, moved.board_id(), "2:3").await;
    assert!(replied.board().text().contains("bob played 2:3"));

    // Alice presses row 3, then how many: a picker, then the move.
    let picker = t.press(ALICE, replied.board_id(), "m:1:2:3").await;
    assert_eq!(picker.alert(), None, "{picker:#?}");
    let choices = picker.sends()[0];
    assert_eq!(data(choices, "3:5"), "m:1:2:3:5");
    let moved = t.press(ALICE, choices.message_id.unwrap(), "m:1:2:3:5").await;
    assert!(moved.board().text().contains("alice played 3:5"));

    let picker = t.press(BOB, moved.board_id(), "m:1:3:4").await;
    let choices = picker.sends()[0];
    let last = t
        .press(BOB, choices.message_id.unwrap(), &data(choices, "4:7"))
        .await;
    let end = last.board();
    assert!(
        end.text().contains("bob played 4:7") && end.text().contains("is over"),
        "{}",
        end.text()
    );
    // A finished game has no move buttons: it steps back through its moves.
    let labels: Vec<String> = end.buttons().into_iter().map(|(l, _)| l).collect();
    assert_eq!(labels, ["Rematch", "⏮", "◀"], "{:?}", end.buttons());
    assert_eq!(data(end, "◀"), "s:1:3");

    // Stepping edits the board message in place: no new message.
    let since = t.fake.calls_len();
    let back = t.press(ALICE, end.message_id.unwrap(), "s:1:3").await;
    assert_eq!(back.alert(), None);
    let calls = t
        .fake
        .wait_for(since, |c| c.iter().any(|c| c.method == "editMessageMedia"))
        .await;
    let edit = calls.iter().find(|c| c.method == "editMessageMedia").unwrap();
    let edited = &edit.params["message_id"];
    let edited = edited
        .as_i64()
        .or_else(|| edited.as_str().and_then(|s| s.parse().ok()));
    assert_eq!(edited, end.message_id, "the pressed board is edited");
    assert!(
        edit.text()
            .contains("Game #1 after 3 of 4 plies: the last was 3:5."),
        "{edit:?}"
    );
    let labels: Vec<String> = edit.buttons().into_iter().map(|(l, _)| l).collect();
    assert_eq!(labels, ["⏮", "◀", "▶"]);
    assert!(!edit.files.is_empty(), "a new picture");
    assert!(back.sends().is_empty(), "nothing posted anew: {back:#?}");

    // The whole game as an animated GIF, sent as a file Telegram animates.
    let since = t.fake.calls_len();
    t.say(ALICE, "/replay").await;
    let calls = t
        .fake
        .wait_for(since, |c| c.iter().any(|c| c.method == "sendDocument"))
        .await;
    let sent = calls.iter().find(|c| c.method == "sendDocument").unwrap();
    let (_, gif) = &sent.files[0];
    assert!(gif.starts_with(b"GIF89a"), "a GIF: {sent:?}");

    let shown = t.say(ALICE, "/board").await;
    assert!(
        shown.board().text().contains("alice (First) wins"),
        "{}",
        shown.text()
    );
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_old_board_answers_out_of_date_to_buttons_and_replies() {
    let t = Tavolo::start().await;
    let first = nim_accepted(&t).await;
    let moved = t.say(ALICE, "/move 1:1").await;
    assert!(moved.board().text().contains("alice played"));

    // Bob presses a button of the first board: ply 0 is gone.
    let stale = t.press(BOB, first, "m:1:0:2:1").await;
    let alert = stale.alert().expect("an alert");
    assert!(alert.contains("out of date"), "{alert}");
    assert!(stale.sends().is_empty(), "nothing is posted: {stale:#?}");
    // Replying to it is refused too, privately.
    let stale = t.reply(BOB, first, "2:1").await;
    assert!(stale.private()[0].text().contains("out of date"), "{stale:#?}");
    // The current board still plays.
    let fresh = t.press(BOB, moved.board_id(), "m:1:1:2").await;
    assert_eq!(fresh.alert(), None);
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_non_player_pressing_a_button_gets_an_alert_and_nothing_moves() {
    let t = Tavolo::start().await;
    let board = nim_accepted(&t).await;
    let pressed = t.press(CAROL, board, "m:1:0:1:1").await;
    let alert = pressed.alert().expect("an alert");
    // Carol's Telegram speaks Italian, and so does Tavolo to her.
    assert!(alert.contains("Non stai giocando nella partita #1"), "{alert}");
    assert!(pressed.sends().is_empty());
    // Not her turn either for Bob.
    let pressed = t.press(BOB, board, "m:1:0:1:1").await;
    assert!(pressed.alert().expect("an alert").contains("not your turn"));
    // Carol cannot take Bob's invitation, nor read a forged button.
    t.send(t.message(ALICE, GROUP, "/challenge bob nim", &[BOB], None))
        .await;
    let post = t.fake.calls().into_iter().rev().find(Call::is_send).unwrap();
    let pressed = t.press(CAROL, post.message_id.unwrap(), "a:2").await;
    assert!(
        pressed
            .alert()
            .expect("an alert")
            .contains("non era offerta a te")
    );
    let forged = t.press(CAROL, board, "m:1:0").await;
    let alert = forged.alert().expect("an alert");
    assert!(alert.contains("non funziona più"), "in Carol's Italian: {alert}");
    // The game is where it was: Alice's move still plays at ply 0.
    let moved = t.press(ALICE, board, "m:1:0:1:1").await;
    assert!(moved.board().text().contains("alice played 1:1"));
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_429_delays_the_board_and_never_drops_it() {
    let t = Tavolo::start().await;
    nim_accepted(&t).await;
    t.fake.fail_next(
        "sendPhoto",
        429,
        r#"{"ok":false,"error_code":429,"description":"Too Many Requests: retry after 1","parameters":{"retry_after":1}}"#,
    );
    let started = std::time::Instant::now();
    let moved = t.say(ALICE, "/move 1:1").await;
    let photos: Vec<&Call> = moved.calls.iter().filter(|c| c.method == "sendPhoto").collect();
    assert_eq!(photos.len(), 2, "refused once, then sent: {moved:#?}");
    assert!(photos[0].failed && !photos[1].failed);
    assert!(
        started.elapsed() >= Duration::from_millis(900),
        "it waited retry_after"
    );
    // The board that arrived is recorded: replying to it plays.
    let replied = t.reply(BOB, moved.board_id(), "2:1").await;
    assert!(replied.board().text().contains("bob played 2:1"));
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_board_photo_telegram_refuses_leaves_the_move_and_says_why() {
    let t = Tavolo::start().await;
    nim_accepted(&t).await;
    t.fake.fail_next(
        "sendPhoto",
        400,
        r#"{"ok":false,"error_code":400,"description":"Bad Request: PHOTO_INVALID_DIMENSIONS"}"#,
    );
    let moved = t.say(ALICE, "/move 1:1").await;
    // The move stands, and its text went alone, saying why.
    assert_eq!(t.app.game_place(1).await.unwrap().unwrap().ply, 1);
    let sends = moved.public();
    assert_eq!(sends.len(), 1, "{moved:#?}");
    assert_eq!(sends[0].method, "sendMessage");
    let text = sends[0].text();
    assert!(text.contains("alice played 1:1"), "{text}");
    assert!(text.contains("could not be sent"), "{text}");
    assert!(text.contains("PHOTO_INVALID_DIMENSIONS"), "{text}");
    // The bot goes on: the next move posts its board as ever.
    let next = t.say(BOB, "/move 2:1").await;
    assert!(next.board().text().contains("bob played 2:1"));
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn malformed_updates_never_stop_the_bot() {
    let t = Tavolo::start().await;
    let board = nim_accepted(&t).await;
    let since = t.fake.calls_len();
    let odd = [
        json!({"message": {"message_id": 9001}}),
        json!({"message": {"message_id": "x", "chat": 3, "text": 5}}),
        json!({"something_new": {"a": 1}}),
        json!({"message": {"message_id": 9002, "date": T0, "chat": chat(GROUP), "text": "/move 1:1"}}),
        json!({"message": {"message_id": 9003, "date": T0, "chat": chat(GROUP), "from": ALICE.json(),
                            "photo": [{"file_id": "f", "file_unique_id": "u", "width": 1, "height": 1}]}}),
        json!({"message": {"message_id": 9004, "date": T0, "chat": chat(GROUP), "from": bot_user(),
                            "text": "/move 1:1"}}),
        json!({"edited_message": {"message_id": 9005, "date": T0, "chat": chat(GROUP), "from": ALICE.json(),
                                   "text": "/move 1:1"}}),
        json!({"callback_query": {"id": "q-a", "from": ALICE.json(), "chat_instance": "c"}}),
        json!({"callback_query": {"id": "q-b", "from": ALICE.json(), "chat_instance": "c",
                                   "data": "m:1:0:1:1"}}),
        json!({"callback_query": {"id": "q-c", "from": ALICE.json(), "chat_instance": "c",
                                   "data": "m:99999999999999999999:0:x", "message": t.fake.message(board)}}),
        json!({"callback_query": {"id": "q-d", "from": ALICE.json(), "chat_instance": "c",
                                   "data": "m:77:0:c", "message": t.fake.message(board)}}),
    ];
    for update in odd {
        t.fake.push(update);
    }
    let last = t.fake.push(
        json!({"message": {"message_id": 9006, "date": T0, "chat": chat(GROUP),
        "from": ALICE.json(), "text": format!("/move {}", "9".repeat(5000))}}),
    );
    t.fake.consumed(last).await;
    // Garbage among the batch of getUpdates answers, once.
    t.fake.fail_next("getUpdates", 200, "this is not json");
    t.fake.quiet().await;
    let calls = t
        .fake
        .wait_for(since, |c| {
            c.iter().filter(|c| c.method == "answerCallbackQuery").count() == 4
        })
        .await;
    for answer in calls.iter().filter(|c| c.method == "answerCallbackQuery") {
        assert_eq!(answer.params["show_alert"], json!(true), "{answer:?}");
    }
    // The long command is refused; no move was played by any of it.
    let sends: Vec<&Call> = calls.iter().filter(|c| c.is_send()).collect();
    assert_eq!(sends.len(), 1, "{sends:#?}");
    assert!(sends[0].text().contains("too long"), "{:?}", sends[0].text());
    assert_eq!(t.app.game_place(1).await.unwrap().unwrap().ply, 0);
    // And the bot still plays.
    let moved = t.say(ALICE, "/move 1:1").await;
    assert!(moved.board().text().contains("alice played 1:1"));
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_mid_game_keeps_buttons_and_replies_working() {
    let mut t = Tavolo::start().await;
    nim_accepted(&t).await;
    let moved = t.say(ALICE, "/move 1:1").await;
    let board = moved.board_id();
    t.restart().await;
    // A button of the board posted before the restart.
    let picker = t.press(BOB, board, "m:1:1:2").await;
    assert_eq!(picker.alert(), None, "{picker:#?}");
    let choices = picker.sends()[0];
    let moved = t
        .press(BOB, choices.message_id.unwrap(), &data(choices, "2:3"))
        .await;
    assert!(moved.board().text().contains("bob played 2:3"));
    t.restart().await;
    // A reply to the board posted before the restart.
    let replied = t.reply(ALICE, moved.board_id(), "3:5").await;
    assert!(replied.board().text().contains("alice played 3:5"));
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenged_friend_accepts_from_a_private_chat_by_deep_link() {
    let t = Tavolo::start().await;
    // Alice names Bob by his @handle: the bot has never seen him.
    let challenge = t.say(ALICE, "/challenge @bob_tg nim").await;
    let post = challenge.public()[0];
    assert!(
        post.text().contains("challenges @bob_tg to Nim"),
        "{}",
        post.text()
    );
    assert!(post.text().contains("start=accept-1"));
    // Carol's deep link is refused, in her private chat.
    let (_, refused) = t
        .send(t.message(CAROL, CAROL.id, "/start accept-1", &[], None))
        .await;
    assert!(
        refused.private()[0].text().contains("non era offerta a te"),
        "{refused:#?}"
    );
    assert_eq!(refused.private()[0].chat(), CAROL.id);
    // Bob follows the link: the board goes to the group, a word to him.
    let done = |c: &Call| c.chat() == BOB.id && c.text().contains("Done");
    let (_, accepted) = t
        .send_until(t.message(BOB, BOB.id, "/start accept-1", &[], None), done)
        .await;
    let board = accepted.board();
    assert_eq!(board.chat(), GROUP);
    assert!(board.text().contains("bob (Second)"), "{}", board.text());
    assert!(
        accepted
            .sends()
            .iter()
            .any(|c| c.chat() == BOB.id && c.text().contains("Done")),
        "{accepted:#?}"
    );
    // Plain /start is the help; an unknown game is said so.
    let help = t.send(t.message(BOB, BOB.id, "/start", &[], None)).await.1;
    assert!(help.text().contains("/challenge"), "{help:#?}");
    let none = t
        .send(t.message(BOB, BOB.id, "/start accept-42", &[], None))
        .await
        .1;
    assert!(none.text().contains("no game #42"), "{none:#?}");
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn reminders_from_the_outbox_arrive_once_with_the_board() {
    let t = Tavolo::start().await;
    nim_accepted(&t).await;
    let since = t.fake.calls_len();
    t.clock.advance(REMINDER_AFTER + 1);
    let calls = t.fake.wait_for(since, |c| c.iter().any(Call::is_send)).await;
    let reminders: Vec<&Call> = calls.iter().filter(|c| c.is_send()).collect();
    assert_eq!(reminders.len(), 1, "{calls:#?}");
    assert_eq!(reminders[0].method, "sendPhoto");
    assert!(
        reminders[0].text().contains("it is still your turn"),
        "{}",
        reminders[0].text()
    );
    assert!(reminders[0].text().contains("tg://user?id=101"));
    let keyboard = reminders[0].params["reply_markup"].to_string();
    assert!(keyboard.contains("m:1:"), "with move buttons: {keyboard}");
    assert!(
        t.app
            .pending_notices(telegram::PLATFORM)
            .await
            .unwrap()
            .is_empty()
    );
    // The reminder's board takes replies like any board.
    let replied = t.reply(ALICE, reminders[0].message_id.unwrap(), "1:1").await;
    assert!(replied.board().text().contains("alice played 1:1"));
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_notice_of_a_game_started_in_italian_mentions_in_italian() {
    let t = Tavolo::start().await;
    t.send(t.message(CAROL, GROUP, "/challenge bob nim", &[BOB], None))
        .await;
    t.say(BOB, "/accept").await;
    let since = t.fake.calls_len();
    t.clock.advance(REMINDER_AFTER + 1);
    let calls = t.fake.wait_for(since, |c| c.iter().any(Call::is_send)).await;
    let reminder = calls.iter().find(|c| c.is_send()).expect("a reminder");
    assert!(reminder.text().contains("tocca a te"), "{}", reminder.text());
    assert!(!reminder.text().contains("your move"), "{}", reminder.text());
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rules_and_menus_follow_the_users_language() {
    let t = Tavolo::start().await;
    let footer = |wanted: &'static str| move |c: &Call| c.text().contains(wanted);
    let it = t
        .send_until(
            t.message(CAROL, GROUP, "/rules nim", &[], None),
            footer("/regole nim"),
        )
        .await
        .1;
    assert!(it.text().contains("/regole nim"), "{}", it.text());
    let en = t
        .send_until(
            t.message(ALICE, GROUP, "/rules nim", &[], None),
            footer("/rules nim"),
        )
        .await
        .1;
    assert!(en.text().contains("/rules nim"), "{}", en.text());
    let unknown = t
        .send(t.message(ALICE, ALICE.id, "/frobnicate", &[], None))
        .await
        .1;
    assert!(unknown.private()[0].text().contains("Unknown command"));
    t.stop().await;
}

/// Issue 37: every word of the command table, English and Italian and
/// every alias, is answered in a group and in a private chat, and never as
/// an unknown command. Before, a group heard only the words of an enum of
/// the adapter's own: `/classifica` and `/holiday` went unanswered there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_command_word_is_answered_in_a_group_and_each_command_in_private() {
    let t = Tavolo::start().await;
    // Every word in groups (where a filter decides what is a command for
    // the bot); in private chats, where every `/word` is, one per command.
    let mut lines: Vec<String> = Vec::new();
    let mut firsts: Vec<String> = Vec::new();
    for command in tavolo::app::commands::COMMANDS {
        lines.extend(command.words().map(|w| format!("/{w}")));
        firsts.push(format!("/{}", command.name));
        firsts.extend(command.it.first().map(|w| format!("/{w}")));
        for sub in command.subcommands {
            lines.extend(sub.words().map(|w| format!("/{} {w}", command.name)));
        }
    }
    assert!(lines.iter().any(|l| l == "/classifica") && lines.iter().any(|l| l == "/holiday"));
    // After each line a probe the bot surely answers, quoting it: a chat's
    // updates are handled in order, each answered whole before the next,
    // so what the bot sends between two probes' answers answers the line
    // between them. The lines are spread over several groups and private
    // chats, which the bot answers side by side (each answer waits a
    // while in the throttle).
    let probe = format!("/frobnicate@{BOT_USERNAME}");
    const SPREAD: usize = 6;
    const NAMES: [&str; SPREAD] = ["ann", "ben", "cid", "dan", "eve", "fay"];
    let mut chats: Vec<(i64, Person, Vec<&String>)> = Vec::new();
    for (j, name) in NAMES.into_iter().enumerate() {
        let who = Person {
            id: 201 + j as i64,
            name,
            lang: "en",
        };
        let share: Vec<&String> = lines.iter().skip(j).step_by(SPREAD).collect();
        chats.push((GROUP - 1 - j as i64, who, share));
        let private: Vec<&String> = firsts.iter().skip(j).step_by(SPREAD).collect();
        chats.push((who.id, who, private));
    }
    let since = t.fake.calls_len();
    let mut probes: Vec<i64> = Vec::new();
    for (chat, who, share) in &chats {
        for line in share {
            t.fake
                .push(json!({"message": t.message(*who, *chat, line, &[], None)}));
            let probed = t.message(*who, *chat, &probe, &[], None);
            probes.push(probed["message_id"].as_i64().unwrap());
            t.fake.push(json!({"message": probed}));
        }
    }
    // One wait for them all: each wait ends with a quiet moment.
    t.fake
        .wait_for_within(Duration::from_secs(120), since, |c| {
            probes
                .iter()
                .all(|id| c.iter().any(|c| c.is_send() && c.quotes() == Some(*id)))
        })
        .await;
    let calls = t.fake.calls();
    let is_probed = |c: &&Call| c.quotes().is_some_and(|q| probes.contains(&q));
    for (chat, _, share) in &chats {
        let sent: Vec<&Call> = calls[since..]
            .iter()
            .filter(|c| c.is_send() && c.chat() == *chat)
            .collect();
        // The answers between one probe's answer and the next's.
        let mut answers = sent.split(is_probed);
        for line in share {
            let answer = answers.next().unwrap_or_default();
            assert!(!answer.is_empty(), "{line} in chat {chat}: no answer");
            for call in answer {
                let text = call.text();
                assert!(
                    !text.contains("Unknown command") && !text.contains("takes create"),
                    "{line} in chat {chat}: {text}"
                );
            }
        }
        // The checks can fail: each probe was answered as unknown.
        let probed: Vec<&&Call> = sent.iter().filter(|c| is_probed(c)).collect();
        assert_eq!(probed.len(), share.len());
        assert!(probed.iter().all(|c| c.text().contains("Unknown command")));
    }
    let unknown = t.say(ALICE, "/tournament frobnicate").await;
    assert!(unknown.text().contains("takes create"), "{unknown:#?}");
    t.stop().await;
}

/// The shared transcripts, with Telegram's private answers being quotes of
/// the command they refuse.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_shared_transcripts_replay_on_telegram() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/transcripts");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    // Side by side, each with its own bot and fake: most of a step is
    // waiting for the throttle's tick and a quiet moment.
    futures_util::future::join_all(files.into_iter().map(replay_on_telegram)).await;
}

/// Replays one transcript on a bot of its own.
async fn replay_on_telegram(file: std::path::PathBuf) {
    let t = Tavolo::start().await;
    // alice administers the group: she may create tournaments.
    t.fake.make_admin(ALICE.id);
    let script = std::fs::read_to_string(&file).unwrap();
    let mut last: Option<Answer> = None;
    let mut lang = "en";
    // Public messages with buttons, oldest first: what a press presses on.
    let mut posted: Vec<Call> = Vec::new();
    for (n, line) in script.lines().enumerate() {
        let line = line.trim();
        let at = format!("{}:{}", file.display(), n + 1);
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(wanted) = line.strip_prefix("= ") {
            let answer = last.as_ref().expect("an answer");
            if wanted == "[picture]" {
                answer.board();
                continue;
            }
            if wanted == "[record file]" {
                let documents: Vec<String> = answer
                    .calls
                    .iter()
                    .filter(|c| c.method == "sendDocument")
                    .flat_map(|c| {
                        c.files
                            .iter()
                            .map(|(_, bytes)| String::from_utf8_lossy(bytes).to_string())
                    })
                    .collect();
                assert!(
                    documents.iter().any(|d| games::record::json::read(d).is_ok()),
                    "{at}: a document that reads back as a record, in {documents:?}"
                );
                continue;
            }
            let public: Vec<String> = answer.public().iter().map(|c| c.text()).collect();
            assert!(
                public.iter().any(|t| t.contains(wanted)),
                "{at}: public '{wanted}' in {answer:#?}"
            );
        } else if let Some(wanted) = line.strip_prefix("! ") {
            let answer = last.as_ref().expect("an answer");
            // A refusal quotes the command it answers, or is the alert
            // of a press.
            let mut private: Vec<String> = answer.private().iter().map(|c| c.text()).collect();
            private.extend(
                answer
                    .calls
                    .iter()
                    .filter(|c| c.method == "answerCallbackQuery")
                    .filter_map(|c| c.params["text"].as_str().map(str::to_string)),
            );
            assert!(
                private.iter().any(|t| t.contains(wanted)),
                "{at}: private '{wanted}' in {answer:#?}"
            );
            assert!(answer.public().is_empty(), "{at}: a refusal posts nothing else");
        } else if let Some(given) = line.strip_prefix("lang:") {
            lang = if given.trim() == "it" { "it" } else { "en" };
        } else {
            let (name, command) = line.split_once(':').expect("name: /command");
            // Everyone's client speaks the transcript's language.
            let who = Person {
                lang,
                ..person(name.trim())
            };
            let command = command.trim();
            let answer = if let Some(pressed) = command.strip_prefix("press ") {
                let (label, first) = match pressed.strip_suffix(" on the first board") {
                    Some(label) => (label, true),
                    None => (pressed, false),
                };
                let mut with = posted
                    .iter()
                    .filter(|c| c.buttons().iter().any(|(l, _)| l == label));
                let on = if first { with.next() } else { with.next_back() };
                let on = on.unwrap_or_else(|| panic!("{at}: no button {label}"));
                t.press(who, on.message_id.unwrap(), &data(on, label)).await
            } else {
                let named: Vec<Person> = command
                    .split_whitespace()
                    .skip(1)
                    .filter(|w| ["alice", "bob", "carol"].contains(w))
                    .map(person)
                    .collect();
                t.send(t.message(who, GROUP, command, &named, None)).await.1
            };
            posted.extend(
                answer
                    .public()
                    .into_iter()
                    .filter(|c| !c.buttons().is_empty())
                    .cloned(),
            );
            last = Some(answer);
        }
    }
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_clock_warning_and_a_flag_fall_arrive_in_the_chat() {
    let t = Tavolo::start().await;
    nim_accepted(&t).await;
    let since = t.fake.calls_len();
    // Half of the 3 days gone: one notice with the time left and the board.
    t.clock.advance(36 * 60 * 60 + 1);
    let calls = t
        .fake
        .wait_for(since, |c| {
            c.iter().any(|c| c.is_send() && c.text().contains("left to move"))
        })
        .await;
    let warnings: Vec<&Call> = calls.iter().filter(|c| c.is_send()).collect();
    assert_eq!(warnings.len(), 1, "{calls:#?}");
    assert_eq!(warnings[0].method, "sendPhoto");
    assert!(
        warnings[0].text().contains("1 day 12 hours left to move"),
        "{}",
        warnings[0].text()
    );
    let since = t.fake.calls_len();
    t.clock.advance(36 * 60 * 60);
    let calls = t
        .fake
        .wait_for(since, |c| {
            c.iter()
                .any(|c| c.is_send() && c.text().contains("ran out of time"))
        })
        .await;
    let flag = calls
        .iter()
        .find(|c| c.is_send() && c.text().contains("ran out of time"))
        .unwrap();
    assert_eq!(flag.method, "sendPhoto", "with the final board");
    assert!(flag.text().contains("game #1"), "{}", flag.text());
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_daily_digest_arrives_in_the_private_chat() {
    let t = Tavolo::start().await;
    nim_accepted(&t).await;
    let set = t.say(ALICE, "/notify digest").await;
    assert!(
        set.private()
            .iter()
            .any(|c| c.text().contains("one private message a day")),
        "{set:#?}"
    );
    let since = t.fake.calls_len();
    t.clock.advance(24 * 60 * 60 + 1);
    let calls = t
        .fake
        .wait_for(since, |c| {
            c.iter().any(|c| c.is_send() && c.text().contains("daily digest"))
        })
        .await;
    let digest = calls
        .iter()
        .find(|c| c.is_send() && c.text().contains("daily digest"))
        .unwrap();
    // A private chat's id is the user's.
    assert_eq!(digest.chat(), ALICE.id, "{digest:#?}");
    assert!(digest.text().contains("#1 Nim against bob"), "{}", digest.text());
    assert!(
        calls
            .iter()
            .all(|c| !(c.is_send() && c.text().contains("still your turn"))),
        "{calls:#?}"
    );
    t.stop().await;
}

// ---- several processes on one database ----

/// `/accept` typed by alice in the group with nothing to accept, as an
/// update: its answer is a refusal quoting message `id`.
fn accept_update(id: i64) -> Value {
    json!({"message": {"message_id": id, "date": T0, "chat": chat(GROUP), "from": ALICE.json(),
        "text": "/accept", "entities": [{"type": "bot_command", "offset": 0, "length": 7}]}})
}

/// The messages the bot sent in answer to message `id`.
fn answers_to(fake: &FakeTelegram, id: i64) -> usize {
    fake.calls()
        .iter()
        .filter(|c| c.is_send() && c.quotes() == Some(id))
        .count()
}

/// Waits until message `id` is answered.
async fn answered(fake: &FakeTelegram, id: i64) -> usize {
    fake.wait_for(0, |calls| {
        calls.iter().any(|c| c.is_send() && c.quotes() == Some(id))
    })
    .await;
    answers_to(fake, id)
}

mod against_the_bot;
mod hidden_to_the_end;
mod linked;
mod processes;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_game_over_message_and_game_link_to_the_game_s_web_page() {
    let mut t = Tavolo::start().await;
    let base = crate::web::pages_of(&t.db).await;
    t.stop_bot().await;
    let store = Store::open(&t.db).await.unwrap();
    t.app = Arc::new(
        App::with(store, t.clock.clone(), Arc::new(FixedSeeds([5; 32]))).with_pages(Some(base.clone())),
    );
    t.run();
    nim_accepted(&t).await;
    t.say(ALICE, "/move 4:1").await;
    let over = t.say(BOB, "/resign").await;
    let prefix = format!("Web page: {base}/g/1/");
    assert!(over.text().contains(&prefix), "{over:#?}");
    // carol's Telegram speaks Italian.
    let shown = t.say(CAROL, "/game #1").await.text();
    let at = shown
        .find(&format!("Pagina web: {base}/g/1/"))
        .unwrap_or_else(|| panic!("{shown}"));
    let link = shown[at + "Pagina web: ".len()..]
        .split(|c: char| c.is_whitespace() || c == '<')
        .next()
        .unwrap()
        .to_string();
    let page = crate::web::get(&link).await;
    assert_eq!(page.status, 200);
    assert!(page.text().contains("<h1>Nim #1</h1>"), "{}", page.text());
    t.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_players_own_view_comes_in_the_private_chat_and_its_buttons_play_in_the_group() {
    let t = Tavolo::start().await;
    t.send(t.message(ALICE, GROUP, "/challenge bob domemo", &[BOB], None))
        .await;
    let accepted = t.say(BOB, "/accept").await;
    let table = accepted.board();
    assert!(
        table.text().contains("draws were made in secret"),
        "{}",
        table.text()
    );
    let view = data(table, "My view");
    let table_id = table.message_id.unwrap();

    // The button sends alice to her private chat with the bot; nothing
    // secret is posted in the group.
    let pressed = t.press(ALICE, table_id, &view).await;
    let answer = pressed
        .calls
        .iter()
        .find(|c| c.method == "answerCallbackQuery")
        .unwrap();
    let url = answer.params["url"].as_str().unwrap_or_default();
    assert!(url.ends_with("?start=view-1"), "{answer:#?}");
    assert!(pressed.sends().is_empty(), "{pressed:#?}");
    // Typed in the group, the view is withheld there, with the same link.
    let typed = t.say(BOB, "/view").await;
    assert!(
        typed.sends().iter().all(|c| c.method == "sendMessage"),
        "{typed:#?}"
    );
    assert!(typed.text().contains("start=view-1"), "{}", typed.text());

    // Following the link: her own picture and her guesses, in private.
    let photo_here = |c: &Call| c.method == "sendPhoto" && c.chat() == ALICE.id;
    let (_, mine) = t
        .send_until(t.message(ALICE, ALICE.id, "/start view-1", &[], None), photo_here)
        .await;
    let private = mine.sends().into_iter().find(|c| photo_here(c)).unwrap();
    let labels: Vec<String> = private.buttons().into_iter().map(|(l, _)| l).collect();
    assert_eq!(labels, ["1", "2", "3", "4", "5", "6", "7"]);
    assert_ne!(
        private.photo(),
        table.photo(),
        "she sees bob's tiles, the table does not"
    );

    // A guess pressed there is played in the group, and "done" said to her.
    let since = t.fake.calls_len();
    t.press(ALICE, private.message_id.unwrap(), &data(private, "4"))
        .await;
    let calls = t
        .fake
        .wait_for(since, |c| {
            c.iter().any(|c| c.method == "sendPhoto" && c.chat() == GROUP)
                && c.iter()
                    .any(|c| c.chat() == ALICE.id && c.text().contains("Done"))
        })
        .await;
    let board = calls
        .iter()
        .find(|c| c.method == "sendPhoto" && c.chat() == GROUP)
        .unwrap();
    assert!(board.text().contains("alice played 4"), "{}", board.text());
    t.stop().await;
}

/// Every hidden game: each player's own view reaches their private chat by
/// the board's deep link, and nothing of it the group.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_hidden_game_sends_each_player_their_own_view_in_private() {
    let mut played = 0;
    for info in crate::core_world::pick::hidden_games() {
        let slug = info.slug;
        let t = Tavolo::start().await;
        t.send(t.message(ALICE, GROUP, &format!("/challenge bob {slug}"), &[BOB], None))
            .await;
        let table = t.say(BOB, "/accept").await.board().clone();
        let mut views = Vec::new();
        for who in [ALICE, BOB] {
            let photo_here = |c: &Call| c.method == "sendPhoto" && c.chat() == who.id;
            let (_, mine) = t
                .send_until(t.message(who, who.id, "/start view-1", &[], None), photo_here)
                .await;
            assert!(
                mine.sends().iter().all(|c| c.chat() == who.id),
                "{slug}: nothing in the group: {mine:#?}"
            );
            let private = mine.sends().into_iter().find(|c| photo_here(c)).unwrap().clone();
            assert_ne!(private.photo(), table.photo(), "{slug}: not the table's picture");
            views.push(private.photo().map(<[u8]>::to_vec));
        }
        assert_ne!(views[0], views[1], "{slug}: two seats, two views");
        t.stop().await;
        played += 1;
    }
    assert!(played >= 7, "the hidden games: {played}");
}

/// Ting Tong: a lifted bell is shown to the group in a message of its
/// own, deleted after its seconds; the board stays covered.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_glimpse_is_shown_to_the_group_and_then_deleted() {
    let t = Tavolo::start().await;
    t.send(t.message(ALICE, GROUP, "/challenge bob ting-tong", &[BOB], None))
        .await;
    let accepted = t.say(BOB, "/accept").await;
    let table = accepted.board();
    // Whoever holds the first seat lifts bell 1; the glimpse follows the
    // new board.
    let glimpsed = |c: &Call| c.method == "sendPhoto" && c.chat() == GROUP && c.text().contains("look now");
    let mut shown = None;
    for who in [ALICE, BOB] {
        let (_, lifted) = t
            .send_until(t.message(who, GROUP, "/move lift 1", &[], None), |c| {
                glimpsed(c) || c.quotes().is_some()
            })
            .await;
        if let Some(call) = lifted.calls.iter().find(|c| glimpsed(c)) {
            shown = Some(call.clone());
            break;
        }
    }
    let shown = shown.expect("a glimpse in the group");
    assert_ne!(shown.photo(), table.photo(), "the glimpse is not the board");
    let id = shown.message_id.expect("its id");
    t.fake
        .wait_for(0, |c| {
            c.iter().any(|c| {
                c.method == "deleteMessage"
                    && !c.failed
                    && c.chat() == GROUP
                    && number_of(&c.params["message_id"]) == id
            })
        })
        .await;
}

/// Evade: a peek typed in the group is shown to the peeker in their
/// private chat, deleted after its seconds; the group sees only the peek.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_peek_is_shown_in_the_private_chat_and_then_deleted() {
    let t = Tavolo::start().await;
    t.send(t.message(ALICE, GROUP, "/challenge bob evade", &[BOB], None))
        .await;
    t.say(BOB, "/accept").await;
    t.say(ALICE, "/move fugitives a1 b1").await;
    t.say(BOB, "/move fugitives a6 b6").await;
    let mut shown = None;
    for (who, square) in [(ALICE, "c1"), (BOB, "c6")] {
        let private = |c: &Call| c.method == "sendPhoto" && c.chat() == who.id;
        let (_, peeked) = t
            .send_until(
                t.message(who, GROUP, &format!("/move peek {square}"), &[], None),
                |c| private(c) || c.quotes().is_some(),
            )
            .await;
        if let Some(call) = peeked.calls.iter().find(|c| private(c)) {
            assert!(call.text().contains("for your eyes only"), "{}", call.text());
            assert!(
                peeked
                    .calls
                    .iter()
                    .all(|c| !(c.chat() == GROUP && c.text().contains("eyes only"))),
                "{peeked:#?}"
            );
            shown = Some(call.clone());
            break;
        }
    }
    let shown = shown.expect("a glimpse in the private chat");
    let (chat, id) = (shown.chat(), shown.message_id.expect("its id"));
    t.fake
        .wait_for(0, |c| {
            c.iter().any(|c| {
                c.method == "deleteMessage"
                    && !c.failed
                    && c.chat() == chat
                    && number_of(&c.params["message_id"]) == id
            })
        })
        .await;
}

fn number_of(v: &serde_json::Value) -> i64 {
    v.as_i64()
        .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
        .unwrap_or_default()
}
