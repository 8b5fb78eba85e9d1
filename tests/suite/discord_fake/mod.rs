//! A local Discord for the adapter's tests: the HTTP API (a small HTTP/1.1
//! server) and the gateway (a WebSocket server) on 127.0.0.1, with the real
//! serenity + poise client of `tavolo::platform::discord` pointed at them.
//! The gateway says HELLO, answers IDENTIFY with READY, acknowledges
//! heartbeats and sends the events a test scripts; the API answers what the
//! bot asks at start and records everything it sends: interaction
//! callbacks, follow-ups, edits and deletions of the original response,
//! channel messages with their attachments, command registration.
//!
//! Several bots may connect at once, each as some shards of the same
//! application (`tavolo run` processes started by `tests/suite/processes.rs`
//! reach it through `DISCORD_API_URL`): as on Discord, a server's events go
//! to the connection of shard `(server id >> 22) % shards`, events outside
//! servers to shard 0. Channel messages sent with `enforce_nonce` and a
//! nonce seen within the last minutes return the earlier message and create
//! none, as Discord documents; attempts and creations are counted per
//! nonce.
//!
//! Nothing here reaches the internet; every wait has a deadline.

#![allow(dead_code)]

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{Notify, mpsc};
use tokio_tungstenite::tungstenite::Message as Ws;

use tavolo::app::{App, ManualClock};
use tavolo::platform::discord::{self, Bot, Config};
use tavolo::store::Store;

pub const APP_ID: u64 = 3001;
pub const BOT_ID: u64 = 3002;
pub const GUILD: u64 = 4001;
pub const CHANNEL: u64 = 5001;
/// How long any wait lasts before the test fails.
pub const DEADLINE: Duration = Duration::from_secs(20);
/// A start time for the manual clock.
pub const T0: i64 = 1_800_000_000;

/// The users of the tests: name, id.
pub const USERS: &[(&str, u64)] = &[("alice", 1001), ("bob", 1002), ("carol", 1003)];

pub fn user_id(name: &str) -> u64 {
    USERS
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, id)| *id)
        .unwrap_or_else(|| panic!("no test user {name}"))
}

pub fn user_json(name: &str) -> Value {
    json!({
        "id": user_id(name).to_string(),
        "username": name,
        "discriminator": "0",
        "global_name": null,
        "avatar": null,
    })
}

/// One request the bot made.
#[derive(Clone, Debug)]
pub struct Sent {
    pub method: String,
    pub path: String,
    /// The JSON body (of a multipart body: its `payload_json`).
    pub json: Value,
    /// Attached files: name and bytes.
    pub files: Vec<(String, Vec<u8>)>,
    /// The id the fake gave the message this request created or edited.
    pub message_id: Option<String>,
}

impl Sent {
    fn segments(&self) -> Vec<&str> {
        self.path.trim_start_matches("/api/v10/").split('/').collect()
    }

    /// The interaction token this request answers, if any.
    pub fn token(&self) -> Option<String> {
        match self.segments().as_slice() {
            ["interactions", _, token, "callback"] => Some(token.to_string()),
            ["webhooks", _, token, ..] => Some(token.to_string()),
            _ => None,
        }
    }

    /// The callback type of an interaction callback.
    pub fn callback(&self) -> Option<u64> {
        (self.path.ends_with("/callback")).then(|| self.json["type"].as_u64().unwrap_or(0))
    }

    pub fn is_followup(&self) -> bool {
        self.method == "POST" && matches!(self.segments().as_slice(), ["webhooks", _, _])
    }

    pub fn is_original(&self, method: &str) -> bool {
        self.method == method && self.path.ends_with("/messages/@original")
    }

    /// The id of the message this request deletes (a follow-up or a
    /// channel message; not the original response).
    pub fn deleted(&self) -> Option<String> {
        match self.segments().as_slice() {
            ["webhooks", _, _, "messages", id] | ["channels", _, "messages", id]
                if self.method == "DELETE" && *id != "@original" =>
            {
                Some(id.to_string())
            }
            _ => None,
        }
    }

    /// The channel of a channel message.
    pub fn channel_message(&self) -> Option<String> {
        match self.segments().as_slice() {
            ["channels", channel, "messages"] if self.method == "POST" => Some(channel.to_string()),
            _ => None,
        }
    }
}

/// The message fields of a request body (callbacks nest them in `data`).
fn message_fields(sent: &Sent) -> Value {
    if sent.callback().is_some() {
        sent.json["data"].clone()
    } else {
        sent.json.clone()
    }
}

/// What the user saw of one interaction.
#[derive(Clone, Debug, Default)]
pub struct Answer {
    /// The first callback was a deferral ("thinking…").
    pub deferred: bool,
    /// Only the user sees the answer.
    pub ephemeral: bool,
    pub content: String,
    pub files: Vec<(String, Vec<u8>)>,
    /// The buttons' `custom_id`s, in order.
    pub custom_ids: Vec<String>,
    /// The buttons' labels, in order.
    pub labels: Vec<String>,
    /// The user ids the answer may ping.
    pub pinged: Vec<String>,
    /// The id of the message the answer is (public answers).
    pub message_id: Option<String>,
    /// Messages sent after the answer.
    pub followups: Vec<Value>,
    /// Autocomplete choices: (label, value).
    pub choices: Vec<(String, String)>,
    /// The answer replaced the pressed message (a step through a game).
    pub updated: bool,
}

impl Answer {
    fn fill(&mut self, sent: &Sent) {
        let fields = message_fields(sent);
        self.content = fields["content"].as_str().unwrap_or("").to_string();
        self.ephemeral = fields["flags"].as_u64().unwrap_or(0) & 64 != 0;
        self.files = sent.files.clone();
        self.message_id = sent.message_id.clone();
        self.pinged = fields["allowed_mentions"]["users"]
            .as_array()
            .map(|users| {
                users
                    .iter()
                    .map(|u| u.as_str().map(str::to_string).unwrap_or_else(|| u.to_string()))
                    .collect()
            })
            .unwrap_or_default();
        for row in fields["components"].as_array().into_iter().flatten() {
            for button in row["components"].as_array().into_iter().flatten() {
                self.custom_ids
                    .push(button["custom_id"].as_str().unwrap_or("").to_string());
                self.labels
                    .push(button["label"].as_str().unwrap_or("").to_string());
            }
        }
    }

    /// The attached pictures decode as PNGs; their sizes.
    pub fn pngs(&self) -> Vec<(u32, u32)> {
        self.files
            .iter()
            .map(|(name, bytes)| {
                assert!(name.ends_with(".png"), "{name}");
                let picture = image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
                    .unwrap_or_else(|e| panic!("{name} is not a PNG: {e}"));
                (picture.width(), picture.height())
            })
            .collect()
    }

    /// The custom_id of the button labelled `label`.
    pub fn button(&self, label: &str) -> String {
        let i = self
            .labels
            .iter()
            .position(|l| l == label)
            .unwrap_or_else(|| panic!("no button {label:?} in {:?}", self.labels));
        self.custom_ids[i].clone()
    }
}

/// One gateway connection that identified (or resumed).
struct Connection {
    id: u64,
    /// `[shard id, shard count]` as the bot identified; `[0, 0]` before.
    shard: [u64; 2],
    sender: mpsc::UnboundedSender<String>,
    open: bool,
    closed_at: Option<std::time::Instant>,
    /// The session (READY's `session_id`) and its last sequence number.
    session: String,
    seq: u64,
}

/// What became of the channel messages sent with one nonce.
#[derive(Clone, Debug)]
pub struct NonceUse {
    /// Requests that carried it.
    pub attempts: usize,
    /// Messages they created (more than one only after the window).
    pub created: usize,
    /// The message the newest creation returned, and when.
    message: Value,
    at: std::time::Instant,
}

/// A gateway session: its shard, its last sequence number when its
/// connection closed, and the events sent in it (sequence number, frame,
/// interaction token), which a RESUME replays as Discord does.
#[derive(Default)]
struct Session {
    shard: [u64; 2],
    seq: u64,
    log: Vec<(u64, String, Option<String>)>,
}

/// How long Discord remembers an enforced nonce ("the past few minutes").
pub const NONCE_WINDOW: Duration = Duration::from_secs(5 * 60);

/// The fake's state, shared by its servers and the test.
#[derive(Default)]
struct State {
    sent: Mutex<Vec<Sent>>,
    /// The same requests by the interaction token they answer.
    by_token: Mutex<HashMap<String, Vec<Sent>>>,
    /// Keep attachments' bytes (off: many games, pictures not looked at).
    drop_files: std::sync::atomic::AtomicBool,
    /// Requests with files still to refuse (as Discord refuses an upload
    /// that is too large), unrecorded.
    refuse_files: AtomicUsize,
    changed: Notify,
    next_id: AtomicU64,
    /// Messages by id, as the API returns them.
    messages: Mutex<HashMap<String, Value>>,
    /// The original response's message id, by interaction token.
    originals: Mutex<HashMap<String, String>>,
    /// The pressed message's id, by the press's interaction token.
    pressed: Mutex<HashMap<String, String>>,
    /// The gateway connections, oldest first.
    gateway: Mutex<Vec<Connection>>,
    /// The connection each interaction was sent to, by token.
    dispatched: Mutex<HashMap<String, u64>>,
    /// Enforced nonces of channel messages.
    nonces: Mutex<HashMap<String, NonceUse>>,
    nonce_window: Mutex<Duration>,
    /// Each session READY opened, for RESUME.
    sessions: Mutex<HashMap<String, Session>>,
    /// The gateway's heartbeat interval in milliseconds (0: one second).
    heartbeat_ms: AtomicU64,
    next_connection: AtomicU64,
    identifies: Mutex<Vec<Value>>,
    heartbeats: AtomicUsize,
    connections: AtomicUsize,
    gateway_url: Mutex<String>,
    /// The server's locale in interactions (`en-US` unless set).
    guild_locale: Mutex<Option<String>>,
}

impl State {
    fn id(&self) -> String {
        (900_000_000 + self.next_id.fetch_add(1, Ordering::SeqCst)).to_string()
    }

    fn record(&self, mut sent: Sent) {
        if self.drop_files.load(Ordering::Relaxed) {
            for (_, bytes) in &mut sent.files {
                *bytes = Vec::new();
            }
        }
        if let Some(token) = sent.token() {
            self.by_token
                .lock()
                .unwrap()
                .entry(token)
                .or_default()
                .push(sent.clone());
        }
        self.sent.lock().unwrap().push(sent);
        self.changed.notify_waiters();
    }

    /// The open connection that receives events of `guild` (shard 0 for
    /// none), the newest if several claim its shard; with the frame sent.
    fn send_to_shard(&self, guild: Option<u64>, event: &str, data: &Value) -> Option<u64> {
        let mut connections = self.gateway.lock().unwrap();
        let target = connections.iter_mut().rev().find(|c| {
            let [id, count] = c.shard;
            c.open && count > 0 && guild.map_or(0, |g| (g >> 22) % count) == id
        })?;
        target.seq += 1;
        let frame = json!({"op": 0, "t": event, "s": target.seq, "d": data}).to_string();
        if let Some(session) = self.sessions.lock().unwrap().get_mut(&target.session) {
            let token = data["token"].as_str().map(str::to_string);
            session.log.push((target.seq, frame.clone(), token));
        }
        match target.sender.send(frame) {
            Ok(()) => Some(target.id),
            Err(_) => {
                target.open = false;
                None
            }
        }
    }

    /// Stores a message made of `fields` and returns it as the API does.
    fn store_message(&self, id: &str, channel: &str, fields: &Value) -> Value {
        let message = json!({
            "id": id,
            "channel_id": channel,
            "guild_id": GUILD.to_string(),
            "author": {"id": BOT_ID.to_string(), "username": "tavolo", "discriminator": "0", "global_name": null, "avatar": null, "bot": true},
            "content": fields["content"].as_str().unwrap_or(""),
            "timestamp": "2027-01-01T00:00:00.000000+00:00",
            "edited_timestamp": null,
            "tts": false,
            "mention_everyone": false,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "pinned": false,
            "type": 0,
            "flags": fields["flags"].as_u64().unwrap_or(0),
            "components": fields["components"].as_array().cloned().unwrap_or_default(),
        });
        self.messages
            .lock()
            .unwrap()
            .insert(id.to_string(), message.clone());
        message
    }
}

/// The local Discord.
#[derive(Clone)]
pub struct FakeDiscord {
    state: Arc<State>,
    pub api_base: String,
}

impl FakeDiscord {
    /// Starts both servers on free ports of 127.0.0.1.
    pub async fn start() -> FakeDiscord {
        let state = Arc::new(State::default());
        *state.nonce_window.lock().unwrap() = NONCE_WINDOW;
        let http = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let gateway = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let api_base = format!("http://{}", http.local_addr().unwrap());
        *state.gateway_url.lock().unwrap() = format!("ws://{}", gateway.local_addr().unwrap());
        tokio::spawn(serve_http(http, state.clone()));
        tokio::spawn(serve_gateway(gateway, state.clone()));
        FakeDiscord { state, api_base }
    }

    /// Everything the bot sent so far.
    pub fn sent(&self) -> Vec<Sent> {
        self.state.sent.lock().unwrap().clone()
    }

    /// Waits until something the bot sent matches.
    pub async fn wait_for(&self, what: &str, matches: impl Fn(&Sent) -> bool) -> Sent {
        let deadline = tokio::time::Instant::now() + DEADLINE;
        loop {
            let changed = self.state.changed.notified();
            if let Some(found) = self.sent().into_iter().find(|s| matches(s)) {
                return found;
            }
            if tokio::time::timeout_at(deadline, changed).await.is_err() {
                panic!("timed out waiting for {what}; the bot sent:\n{:#?}", self.sent());
            }
        }
    }

    /// The IDENTIFY payloads received.
    pub fn identifies(&self) -> Vec<Value> {
        self.state.identifies.lock().unwrap().clone()
    }

    pub fn heartbeats(&self) -> usize {
        self.state.heartbeats.load(Ordering::SeqCst)
    }

    pub fn connections(&self) -> usize {
        self.state.connections.load(Ordering::SeqCst)
    }

    /// A message as the API knows it.
    pub fn message(&self, id: &str) -> Value {
        self.state
            .messages
            .lock()
            .unwrap()
            .get(id)
            .cloned()
            .unwrap_or_else(|| panic!("no message {id}"))
    }

    /// Sends a gateway event to the bot (once it is connected): to the
    /// connection of the shard of the event's server.
    pub async fn dispatch(&self, event: &str, data: Value) {
        self.dispatch_to_shard(event, data, DEADLINE).await;
    }

    /// [`FakeDiscord::dispatch`], waiting up to `deadline` for a
    /// connection; returns the connection that got it.
    async fn dispatch_to_shard(&self, event: &str, data: Value, deadline: Duration) -> u64 {
        let guild = data["guild_id"].as_str().and_then(|g| g.parse::<u64>().ok());
        let deadline = tokio::time::Instant::now() + deadline;
        loop {
            if let Some(connection) = self.state.send_to_shard(guild, event, &data) {
                return connection;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "no bot connected for the shard of server {guild:?}"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// Sends a raw text frame (malformed events) on the newest connection.
    pub async fn dispatch_raw(&self, frame: &str) {
        let connections = self.state.gateway.lock().unwrap();
        let newest = connections.iter().rev().find(|c| c.open).expect("connected");
        newest.sender.send(frame.to_string()).unwrap();
    }

    /// The `[shard, shards]` of the open gateway connections.
    pub fn connected_shards(&self) -> Vec<[u64; 2]> {
        let connections = self.state.gateway.lock().unwrap();
        connections
            .iter()
            .filter(|c| c.open && c.shard[1] > 0)
            .map(|c| c.shard)
            .collect()
    }

    /// Waits until every shard of `shards` has an open connection.
    pub async fn wait_for_shards(&self, shards: u64, deadline: Duration) {
        let until = tokio::time::Instant::now() + deadline;
        loop {
            let connected = self.connected_shards();
            if (0..shards).all(|id| connected.contains(&[id, shards])) {
                return;
            }
            assert!(
                tokio::time::Instant::now() < until,
                "shards never all connected: {connected:?} of {shards}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// How many interactions [`FakeDiscord::command_at`] sent to each
    /// shard (`[shard, shards]` of the connection that got them).
    pub fn interactions_by_shard(&self) -> std::collections::BTreeMap<[u64; 2], usize> {
        let connections = self.state.gateway.lock().unwrap();
        let shard_of: HashMap<u64, [u64; 2]> = connections.iter().map(|c| (c.id, c.shard)).collect();
        let mut counts = std::collections::BTreeMap::new();
        for connection in self.state.dispatched.lock().unwrap().values() {
            *counts.entry(shard_of[connection]).or_insert(0) += 1;
        }
        counts
    }

    /// How many interactions sent by [`FakeDiscord::command_at`] to the
    /// open connection of `shard` have no answer yet (work in flight there).
    pub fn unanswered_on(&self, shard: [u64; 2]) -> usize {
        let open: Vec<u64> = {
            let connections = self.state.gateway.lock().unwrap();
            connections
                .iter()
                .filter(|c| c.open && c.shard == shard)
                .map(|c| c.id)
                .collect()
        };
        let tokens: Vec<String> = {
            let dispatched = self.state.dispatched.lock().unwrap();
            dispatched
                .iter()
                .filter(|(_, connection)| open.contains(connection))
                .map(|(token, _)| token.clone())
                .collect()
        };
        tokens.iter().filter(|t| self.answer_now(t).is_none()).count()
    }

    /// Waits until `count` connections are open and identified.
    pub async fn wait_for_connections(&self, count: usize, deadline: Duration) {
        let until = tokio::time::Instant::now() + deadline;
        while self.connected_shards().len() < count {
            assert!(
                tokio::time::Instant::now() < until,
                "only {:?} connected of {count}",
                self.connected_shards()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// The heartbeat interval later connections are told (Discord's is
    /// about 41 s; one second by default, so tests see heartbeats soon).
    pub fn set_heartbeat_interval(&self, interval: Duration) {
        self.state
            .heartbeat_ms
            .store(interval.as_millis() as u64, Ordering::Relaxed);
    }

    /// Stops keeping attachments' bytes (a load of games).
    pub fn drop_files(&self) {
        self.state.drop_files.store(true, Ordering::Relaxed);
    }

    /// Refuses the next `n` requests that carry files, as Discord refuses
    /// an upload that is too large (413, code 40005).
    #[allow(dead_code)]
    pub fn refuse_files(&self, n: usize) {
        self.state.refuse_files.store(n, Ordering::SeqCst);
    }

    /// How long an enforced nonce is remembered (Discord: minutes).
    pub fn set_nonce_window(&self, window: Duration) {
        *self.state.nonce_window.lock().unwrap() = window;
    }

    /// What became of every enforced nonce, by nonce.
    pub fn nonce_uses(&self) -> HashMap<String, NonceUse> {
        self.state.nonces.lock().unwrap().clone()
    }

    /// Sets the server's locale of later interactions.
    pub fn set_guild_locale(&self, locale: &str) {
        *self.state.guild_locale.lock().unwrap() = Some(locale.to_string());
    }

    /// The common fields of an interaction by `user` in the test channel.
    pub fn interaction(&self, user: &str, kind: u8, data: Value, locale: &str) -> (Value, String) {
        let place = Place {
            guild: GUILD,
            channel: CHANNEL,
        };
        self.interaction_at(user_json(user), place, kind, data, locale)
    }

    /// The common fields of an interaction by the user `user` (as JSON) in
    /// a channel of a server.
    pub fn interaction_at(
        &self,
        user: Value,
        place: Place,
        kind: u8,
        data: Value,
        locale: &str,
    ) -> (Value, String) {
        let id = self.state.id();
        let token = format!("token-{id}");
        let interaction = json!({
            "id": id,
            "application_id": APP_ID.to_string(),
            "type": kind,
            "token": token,
            "version": 1,
            "channel_id": place.channel.to_string(),
            "guild_id": place.guild.to_string(),
            "member": {
                "user": user,
                "roles": [],
                "joined_at": "2026-01-01T00:00:00+00:00",
                "deaf": false,
                "mute": false,
                "flags": 0,
                "permissions": "2147483647",
            },
            "locale": locale,
            "guild_locale": self.state.guild_locale.lock().unwrap().clone().unwrap_or_else(|| "en-US".into()),
            "app_permissions": "2147483647",
            "entitlements": [],
            "authorizing_integration_owners": {},
            "context": 0,
            "attachment_size_limit": 10_485_760,
            "data": data,
        });
        (interaction, token)
    }

    /// A slash command: `/name sub option:value…`. Options are
    /// `(name, type, value)`; users (type 6) are resolved.
    pub async fn command(&self, user: &str, path: &[&str], options: &[(&str, u8, Value)]) -> String {
        self.command_in(user, path, options, "en-US", false).await
    }

    pub async fn command_in(
        &self,
        user: &str,
        path: &[&str],
        options: &[(&str, u8, Value)],
        locale: &str,
        autocomplete: bool,
    ) -> String {
        let resolve = |id: &str| {
            let who = USERS
                .iter()
                .find(|(_, known)| id == known.to_string())
                .map(|(n, _)| *n)
                .expect("a test user");
            user_json(who)
        };
        let data = command_data(path, options, autocomplete, resolve);
        let kind = if autocomplete { 4 } else { 2 };
        let (interaction, token) = self.interaction(user, kind, data, locale);
        self.dispatch("INTERACTION_CREATE", interaction).await;
        token
    }

    /// A slash command by any user (`member_json`) in a channel of a
    /// server, sent to the shard of that server; user options name any
    /// member by id. Returns the interaction's token.
    pub async fn command_at(
        &self,
        user: u64,
        place: Place,
        path: &[&str],
        options: &[(&str, u8, Value)],
    ) -> String {
        let resolve = |id: &str| member_json(id.parse().unwrap_or(0));
        let data = command_data(path, options, false, resolve);
        let (interaction, token) = self.interaction_at(member_json(user), place, 2, data, "en-US");
        // A shard whose process died waits for the process taking it over.
        let connection = self
            .dispatch_to_shard("INTERACTION_CREATE", interaction, 3 * DEADLINE)
            .await;
        self.state
            .dispatched
            .lock()
            .unwrap()
            .insert(token.clone(), connection);
        token
    }

    /// Autocomplete while `user` types: the focused option comes first.
    pub async fn autocomplete(
        &self,
        user: &str,
        path: &[&str],
        options: &[(&str, u8, Value)],
        locale: &str,
    ) -> Vec<(String, String)> {
        let token = self.command_in(user, path, options, locale, true).await;
        self.answer(&token).await.choices
    }

    /// A press of the button `custom_id` on message `message_id`.
    pub async fn press(&self, user: &str, message_id: &str, custom_id: &str) -> String {
        self.press_in(user, message_id, custom_id, "en-US").await
    }

    /// A press by a user whose Discord speaks `locale`.
    pub async fn press_in(&self, user: &str, message_id: &str, custom_id: &str, locale: &str) -> String {
        let data = json!({"custom_id": custom_id, "component_type": 2});
        let (mut interaction, token) = self.interaction(user, 3, data, locale);
        interaction["message"] = self.message(message_id);
        self.state
            .pressed
            .lock()
            .unwrap()
            .insert(token.clone(), message_id.to_string());
        self.dispatch("INTERACTION_CREATE", interaction).await;
        token
    }

    /// Everything sent for the interaction `token`, in order.
    pub fn for_token(&self, token: &str) -> Vec<Sent> {
        let by_token = self.state.by_token.lock().unwrap();
        by_token
            .get(token)
            .into_iter()
            .flatten()
            .filter(|s| s.method != "GET")
            .cloned()
            .collect()
    }

    /// The answer to interaction `token` (sent by [`FakeDiscord::command_at`]),
    /// or `Lost` once its connection has been closed for `grace` without
    /// one. Panics after `deadline`.
    pub async fn outcome(&self, token: &str, grace: Duration, deadline: Duration) -> Outcome {
        let until = tokio::time::Instant::now() + deadline;
        loop {
            let changed = self.state.changed.notified();
            if let Some(answer) = self.answer_now(token) {
                return Outcome::Answered(answer);
            }
            let connection = self.state.dispatched.lock().unwrap().get(token).copied();
            let closed = connection.and_then(|id| {
                let connections = self.state.gateway.lock().unwrap();
                connections.iter().find(|c| c.id == id).and_then(|c| c.closed_at)
            });
            if closed.is_some_and(|at| at.elapsed() >= grace) {
                return Outcome::Lost;
            }
            let now = tokio::time::Instant::now();
            assert!(now < until, "no answer to {token} within {deadline:?}");
            let _ = tokio::time::timeout_at(until.min(now + Duration::from_millis(200)), changed).await;
        }
    }

    /// The answer to interaction `token`, once there is one.
    pub async fn answer(&self, token: &str) -> Answer {
        let deadline = tokio::time::Instant::now() + DEADLINE;
        loop {
            let changed = self.state.changed.notified();
            if let Some(answer) = self.answer_now(token) {
                // Let follow-ups of the same answer arrive.
                tokio::time::sleep(Duration::from_millis(50)).await;
                return self.answer_now(token).unwrap_or(answer);
            }
            if tokio::time::timeout_at(deadline, changed).await.is_err() {
                panic!(
                    "timed out waiting for the answer to {token}; the bot sent:\n{:#?}",
                    self.sent()
                );
            }
        }
    }

    fn answer_now(&self, token: &str) -> Option<Answer> {
        let sent = self.for_token(token);
        let mut answer = Answer::default();
        let mut rest = sent.iter();
        let first = rest.next()?;
        match first.callback() {
            Some(4) => answer.fill(first),
            Some(7) => {
                answer.fill(first);
                answer.updated = true;
            }
            Some(8) => {
                answer.choices = first.json["data"]["choices"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|c| {
                        (
                            c["name"].as_str().unwrap_or("").to_string(),
                            c["value"]
                                .as_str()
                                .map(str::to_string)
                                .unwrap_or_else(|| c["value"].to_string()),
                        )
                    })
                    .collect();
                return Some(answer);
            }
            Some(5) => {
                answer.deferred = true;
                let mut deleted = false;
                loop {
                    let next = rest.next()?;
                    if next.is_original("PATCH") {
                        answer.fill(next);
                        break;
                    }
                    if next.is_original("DELETE") {
                        deleted = true;
                        continue;
                    }
                    if next.is_followup() && deleted {
                        answer.fill(next);
                        break;
                    }
                }
            }
            other => panic!("unexpected first answer {other:?}: {first:#?}"),
        }
        answer.followups = rest.filter(|s| s.is_followup()).map(|s| s.json.clone()).collect();
        Some(answer)
    }

    /// Channel messages posted so far (not interaction answers).
    pub fn channel_messages(&self) -> Vec<Sent> {
        self.sent()
            .into_iter()
            .filter(|s| s.channel_message().is_some())
            .collect()
    }
}

/// The `data` of a slash command interaction: `/name sub option:value…`;
/// user options (type 6) are resolved by `resolve`.
fn command_data(
    path: &[&str],
    options: &[(&str, u8, Value)],
    autocomplete: bool,
    resolve: impl Fn(&str) -> Value,
) -> Value {
    let mut users = serde_json::Map::new();
    let mut leaf: Vec<Value> = Vec::new();
    for (name, kind, value) in options {
        let mut option = json!({"name": name, "type": kind, "value": value});
        if *kind == 6 {
            let id = value.as_str().unwrap_or("");
            users.insert(id.to_string(), resolve(id));
        }
        if autocomplete && leaf.is_empty() {
            option["focused"] = json!(true);
        }
        leaf.push(option);
    }
    let options = match path {
        [_] => leaf,
        [_, sub] => vec![json!({"name": sub, "type": 1, "options": leaf})],
        _ => panic!("commands have at most one level of subcommands"),
    };
    json!({
        "id": "7001",
        "name": path[0],
        "type": 1,
        "options": options,
        "resolved": {"users": users},
    })
}

/// Any member of a many-user test: `user<id>`.
pub fn member_json(id: u64) -> Value {
    json!({
        "id": id.to_string(),
        "username": format!("user{id}"),
        "discriminator": "0",
        "global_name": null,
        "avatar": null,
    })
}

/// Where an interaction happens: a channel of a server.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Place {
    pub guild: u64,
    pub channel: u64,
}

/// What became of an interaction sent to a bot that may die.
#[derive(Clone, Debug)]
pub enum Outcome {
    Answered(Answer),
    /// The connection it was sent to closed, and no answer came.
    Lost,
}

// ---- the gateway ----

async fn serve_gateway(listener: TcpListener, state: Arc<State>) {
    while let Ok((tcp, _)) = listener.accept().await {
        tokio::spawn(gateway_connection(tcp, state.clone()));
    }
}

async fn gateway_connection(tcp: TcpStream, state: Arc<State>) {
    let Ok(ws) = tokio_tungstenite::accept_async(tcp).await else {
        return;
    };
    state.connections.fetch_add(1, Ordering::SeqCst);
    let connection = state.next_connection.fetch_add(1, Ordering::SeqCst) + 1;
    let (mut to_bot, mut from_bot) = ws.split();
    let (queue, mut queued) = mpsc::unbounded_channel::<String>();
    state.gateway.lock().unwrap().push(Connection {
        id: connection,
        shard: [0, 0],
        sender: queue.clone(),
        open: true,
        closed_at: None,
        session: String::new(),
        seq: 0,
    });
    // Which shard and session this connection is, from the sequence number
    // `seq`; the sequence number of the next frame.
    let set_session = |shard: [u64; 2], session: &str, seq: u64| {
        let mut connections = state.gateway.lock().unwrap();
        if let Some(c) = connections.iter_mut().find(|c| c.id == connection) {
            c.shard = shard;
            c.session = session.to_string();
            c.seq = seq + 1;
        }
        seq + 1
    };
    let interval = match state.heartbeat_ms.load(Ordering::Relaxed) {
        0 => 1000,
        ms => ms,
    };
    let hello = json!({"op": 10, "d": {"heartbeat_interval": interval}}).to_string();
    if to_bot.send(Ws::Text(hello)).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            frame = from_bot.next() => {
                let text = match frame {
                    Some(Ok(Ws::Text(text))) => text,
                    Some(Ok(Ws::Close(_))) | None | Some(Err(_)) => break,
                    Some(Ok(_)) => continue,
                };
                let Ok(payload) = serde_json::from_str::<Value>(&text) else { continue };
                let reply = match payload["op"].as_u64() {
                    Some(1) => {
                        state.heartbeats.fetch_add(1, Ordering::SeqCst);
                        Some(json!({"op": 11}))
                    }
                    Some(2) => {
                        state.identifies.lock().unwrap().push(payload["d"].clone());
                        let shard = match payload["d"]["shard"].as_array().map(Vec::as_slice) {
                            Some([id, count]) => [id.as_u64().unwrap_or(0), count.as_u64().unwrap_or(1)],
                            _ => [0, 1],
                        };
                        let session = format!("session-{connection}");
                        state.sessions.lock().unwrap().insert(
                            session.clone(),
                            Session {
                                shard,
                                ..Session::default()
                            },
                        );
                        let seq = set_session(shard, &session, 0);
                        Some(json!({"op": 0, "t": "READY", "s": seq, "d": {
                            "v": 10,
                            "user": {"id": BOT_ID.to_string(), "username": "tavolo", "discriminator": "0", "global_name": null, "avatar": null, "bot": true},
                            "guilds": [],
                            "session_id": session,
                            "shard": shard,
                            "resume_gateway_url": state.gateway_url.lock().unwrap().clone(),
                            "application": {"id": APP_ID.to_string(), "flags": 0},
                        }}))
                    }
                    Some(6) => {
                        // The events the bot missed again, then RESUMED.
                        let session = payload["d"]["session_id"].as_str().unwrap_or("");
                        let seen = payload["d"]["seq"].as_u64().unwrap_or(0);
                        let (shard, last, missed) = match state.sessions.lock().unwrap().get(session) {
                            Some(s) => (
                                s.shard,
                                s.seq,
                                s.log.iter().filter(|(n, _, _)| *n > seen).cloned().collect(),
                            ),
                            None => ([0, 1], 0, Vec::new()),
                        };
                        let seq = set_session(shard, session, last);
                        for (_, frame, token) in missed {
                            if let Some(token) = token {
                                state.dispatched.lock().unwrap().insert(token, connection);
                            }
                            if to_bot.send(Ws::Text(frame)).await.is_err() {
                                break;
                            }
                        }
                        Some(json!({"op": 0, "t": "RESUMED", "s": seq, "d": {}}))
                    }
                    _ => None,
                };
                if let Some(reply) = reply
                    && to_bot.send(Ws::Text(reply.to_string())).await.is_err()
                {
                    break;
                }
            }
            Some(frame) = queued.recv() => {
                if to_bot.send(Ws::Text(frame)).await.is_err() {
                    break;
                }
            }
        }
    }
    let mut connections = state.gateway.lock().unwrap();
    if let Some(c) = connections.iter_mut().find(|c| c.id == connection) {
        c.open = false;
        c.closed_at = Some(std::time::Instant::now());
        if let Some(session) = state.sessions.lock().unwrap().get_mut(&c.session) {
            session.seq = c.seq;
        }
    }
}

// ---- the HTTP API ----

async fn serve_http(listener: TcpListener, state: Arc<State>) {
    while let Ok((tcp, _)) = listener.accept().await {
        let state = state.clone();
        tokio::spawn(async move {
            let _ = http_connection(tcp, state).await;
        });
    }
}

/// Serves requests on one kept-alive connection.
async fn http_connection(tcp: TcpStream, state: Arc<State>) -> std::io::Result<()> {
    let (read, mut write) = tcp.into_split();
    let mut read = BufReader::new(read);
    loop {
        let mut line = String::new();
        if read.read_line(&mut line).await? == 0 {
            return Ok(());
        }
        let mut words = line.split_whitespace();
        let method = words.next().unwrap_or("").to_string();
        let target = words.next().unwrap_or("").to_string();
        let mut headers = HashMap::new();
        loop {
            let mut header = String::new();
            read.read_line(&mut header).await?;
            let header = header.trim_end();
            if header.is_empty() {
                break;
            }
            if let Some((name, value)) = header.split_once(':') {
                headers.insert(name.trim().to_lowercase(), value.trim().to_string());
            }
        }
        let mut body = Vec::new();
        if let Some(length) = headers
            .get("content-length")
            .and_then(|l| l.parse::<usize>().ok())
        {
            body.resize(length, 0);
            read.read_exact(&mut body).await?;
        } else if headers
            .get("transfer-encoding")
            .is_some_and(|t| t.contains("chunked"))
        {
            loop {
                let mut size = String::new();
                read.read_line(&mut size).await?;
                let size = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
                let mut chunk = vec![0; size + 2];
                read.read_exact(&mut chunk).await?;
                if size == 0 {
                    break;
                }
                body.extend_from_slice(&chunk[..size]);
            }
        }
        let path = target.split('?').next().unwrap_or("").to_string();
        let (status, answer) = route(&state, &method, &path, &headers, &body);
        let text = answer.map(|a| a.to_string()).unwrap_or_default();
        let reason = if status < 300 { "OK" } else { "Error" };
        let response = format!(
            "HTTP/1.1 {status} {reason}\r\ncontent-type: application/json\r\ncontent-length: {}\r\n\r\n{text}",
            text.len()
        );
        write.write_all(response.as_bytes()).await?;
    }
}

/// The direct-message channel the fake opens with a user (a fixed
/// function of the user's id, so tests know where to look).
#[allow(dead_code)]
pub fn dm_channel(user: &str) -> String {
    (user.parse::<u64>().unwrap_or(0) ^ (1 << 40)).to_string()
}

/// Answers one API request and records it.
fn route(
    state: &State,
    method: &str,
    path: &str,
    headers: &HashMap<String, String>,
    body: &[u8],
) -> (u16, Option<Value>) {
    let (json, files) = match headers.get("content-type") {
        Some(t) if t.starts_with("multipart/form-data") => multipart(t, body),
        _ => (serde_json::from_slice(body).unwrap_or(Value::Null), Vec::new()),
    };
    if !files.is_empty()
        && state
            .refuse_files
            .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1))
            .is_ok()
    {
        let refusal = json!({"message": "Request entity too large", "code": 40005});
        return (413, Some(refusal));
    }
    let mut sent = Sent {
        method: method.to_string(),
        path: path.to_string(),
        json,
        files,
        message_id: None,
    };
    let segments: Vec<&str> = path.trim_start_matches("/api/v10/").split('/').collect();
    let answer = match (method, segments.as_slice()) {
        ("GET", ["gateway"]) => (
            200,
            Some(json!({"url": state.gateway_url.lock().unwrap().clone()})),
        ),
        ("GET", ["gateway", "bot"]) => (
            200,
            Some(json!({
                "url": state.gateway_url.lock().unwrap().clone(),
                "shards": 1,
                "session_start_limit": {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 16},
            })),
        ),
        ("GET", ["oauth2", "applications", "@me"]) => (
            200,
            Some(json!({
                "id": APP_ID.to_string(),
                "name": "Tavolo",
                "icon": null,
                "description": "",
                "bot_public": true,
                "bot_require_code_grant": false,
                "owner": {"id": "9", "username": "owner", "discriminator": "0", "global_name": null, "avatar": null},
                "verify_key": "00",
                "team": null,
                "flags": 0,
            })),
        ),
        ("PUT", ["applications", _, "commands"]) | ("PUT", ["applications", _, "guilds", _, "commands"]) => {
            (200, Some(json!([])))
        }
        ("POST", ["interactions", _, token, "callback"]) => {
            let kind = sent.json["type"].as_u64().unwrap_or(0);
            if kind == 4 || kind == 5 {
                let id = state.id();
                state.store_message(&id, &CHANNEL.to_string(), &sent.json["data"]);
                state
                    .originals
                    .lock()
                    .unwrap()
                    .insert(token.to_string(), id.clone());
                sent.message_id = Some(id);
            }
            if kind == 7 {
                // UPDATE_MESSAGE: the pressed message changes in place.
                let pressed = state.pressed.lock().unwrap().get(*token).cloned();
                if let Some(id) = pressed {
                    state.store_message(&id, &CHANNEL.to_string(), &sent.json["data"]);
                    sent.message_id = Some(id);
                }
            }
            (204, None)
        }
        (_, ["webhooks", _, token, "messages", "@original"]) => {
            let original = state.originals.lock().unwrap().get(*token).cloned();
            match (method, original) {
                (_, None) => (404, Some(json!({"message": "Unknown Message", "code": 10008}))),
                ("GET", Some(id)) => (200, state.messages.lock().unwrap().get(&id).cloned()),
                ("PATCH", Some(id)) => {
                    sent.message_id = Some(id.clone());
                    (
                        200,
                        Some(state.store_message(&id, &CHANNEL.to_string(), &sent.json)),
                    )
                }
                ("DELETE", Some(id)) => {
                    state.messages.lock().unwrap().remove(&id);
                    state.originals.lock().unwrap().remove(*token);
                    (204, None)
                }
                _ => (405, None),
            }
        }
        // A follow-up or a channel message deleted (a glimpse's end).
        ("DELETE", ["webhooks", _, _, "messages", id]) | ("DELETE", ["channels", _, "messages", id]) => {
            match state.messages.lock().unwrap().remove(*id) {
                Some(_) => (204, None),
                None => (404, Some(json!({"message": "Unknown Message", "code": 10008}))),
            }
        }
        ("POST", ["webhooks", _, _]) => {
            let id = state.id();
            sent.message_id = Some(id.clone());
            (
                200,
                Some(state.store_message(&id, &CHANNEL.to_string(), &sent.json)),
            )
        }
        ("POST", ["users", "@me", "channels"]) => {
            let user = sent.json["recipient_id"].as_str().unwrap_or("0").to_string();
            (
                200,
                Some(json!({
                    "id": dm_channel(&user),
                    "type": 1,
                    "last_message_id": null,
                    "recipients": [{"id": user, "username": "member", "discriminator": "0", "global_name": null, "avatar": null}],
                })),
            )
        }
        ("POST", ["channels", channel, "messages"]) => {
            let nonce = match &sent.json["nonce"] {
                Value::String(n) => Some(n.clone()),
                Value::Number(n) => Some(n.to_string()),
                _ => None,
            };
            let enforced = sent.json["enforce_nonce"].as_bool() == Some(true);
            match nonce.filter(|_| enforced) {
                Some(nonce) => {
                    let window = *state.nonce_window.lock().unwrap();
                    let mut nonces = state.nonces.lock().unwrap();
                    match nonces.get(&nonce).cloned() {
                        // Seen lately: the earlier message, no new one.
                        Some(used) if used.at.elapsed() < window => {
                            if let Some(u) = nonces.get_mut(&nonce) {
                                u.attempts += 1;
                            }
                            sent.message_id = used.message["id"].as_str().map(str::to_string);
                            (200, Some(used.message))
                        }
                        earlier => {
                            let id = state.id();
                            sent.message_id = Some(id.clone());
                            let message = state.store_message(&id, channel, &sent.json);
                            let (attempts, created) = earlier.map_or((0, 0), |u| (u.attempts, u.created));
                            nonces.insert(
                                nonce,
                                NonceUse {
                                    attempts: attempts + 1,
                                    created: created + 1,
                                    message: message.clone(),
                                    at: std::time::Instant::now(),
                                },
                            );
                            (200, Some(message))
                        }
                    }
                }
                None => {
                    let id = state.id();
                    sent.message_id = Some(id.clone());
                    (200, Some(state.store_message(&id, channel, &sent.json)))
                }
            }
        }
        _ => (
            404,
            Some(json!({"message": "Unknown route in the fake", "code": 0})),
        ),
    };
    state.record(sent);
    answer
}

/// The `payload_json` and the files of a multipart body.
fn multipart(content_type: &str, body: &[u8]) -> (Value, Vec<(String, Vec<u8>)>) {
    let boundary = content_type
        .split("boundary=")
        .nth(1)
        .unwrap_or("")
        .trim_matches('"');
    let delimiter = format!("--{boundary}").into_bytes();
    let mut json = Value::Null;
    let mut files = Vec::new();
    let mut starts = Vec::new();
    let mut at = 0;
    while let Some(i) = find(body, &delimiter, at) {
        starts.push(i);
        at = i + delimiter.len();
    }
    for pair in starts.windows(2) {
        let part = &body[pair[0] + delimiter.len()..pair[1]];
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let part = part.strip_suffix(b"\r\n").unwrap_or(part);
        let Some(split) = find(part, b"\r\n\r\n", 0) else {
            continue;
        };
        let head = String::from_utf8_lossy(&part[..split]).to_string();
        let data = part[split + 4..].to_vec();
        // `Content-Disposition: form-data; name="files[0]"; filename="a.png"`
        let field = |key: &str| {
            head.split(';')
                .map(str::trim)
                .find_map(|p| p.strip_prefix(&format!("{key}=\"")))
                .and_then(|v| v.split('"').next())
                .map(str::to_string)
        };
        match (field("name"), field("filename")) {
            (Some(name), None) if name == "payload_json" => {
                json = serde_json::from_slice(&data).unwrap_or(Value::Null);
            }
            (_, Some(filename)) => files.push((filename, data)),
            _ => {}
        }
    }
    (json, files)
}

fn find(hay: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if from >= hay.len() {
        return None;
    }
    hay[from..]
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|i| i + from)
}

// ---- a bot on a database, started and stopped by the test ----

/// The bot under test: a database that survives restarts, a manual clock,
/// the fake, and the running bot.
pub struct Harness {
    pub fake: FakeDiscord,
    pub clock: Arc<ManualClock>,
    dir: tempfile::TempDir,
    bot: Option<Bot>,
    pub guild: Option<u64>,
    pub defer_after: Duration,
    /// The base of the web pages' links the next bot's answers carry.
    pub pages: Option<String>,
}

impl Harness {
    /// A fake Discord and a bot connected to it that answers at once.
    pub async fn new() -> Harness {
        Harness::with(Duration::from_secs(10), None).await
    }

    pub async fn with(defer_after: Duration, guild: Option<u64>) -> Harness {
        let mut harness = Harness {
            fake: FakeDiscord::start().await,
            clock: Arc::new(ManualClock::at(T0)),
            dir: tempfile::tempdir().unwrap(),
            bot: None,
            guild,
            defer_after,
            pages: None,
        };
        harness.start_bot().await;
        harness
    }

    /// Starts a bot (a new core on the same database) and waits until its
    /// commands are registered.
    pub async fn start_bot(&mut self) {
        let store = Store::open(&self.database_url()).await.unwrap();
        let app = Arc::new(
            App::with(
                store,
                self.clock.clone(),
                Arc::new(tavolo::app::FixedSeeds([7; 32])),
            )
            .with_pages(self.pages.clone())
            // A glimpse stays a second: its deletion is seen without a long wait.
            .with_glimpse_seconds(1),
        );
        let registered_before = self.registrations();
        let config = Config {
            api_base: Some(self.fake.api_base.clone()),
            guild: self.guild,
            defer_after: self.defer_after,
            outbox_every: Duration::from_millis(100),
            ..Config::new("test-token")
        };
        self.bot = Some(discord::start(app, config).await.unwrap());
        let deadline = tokio::time::Instant::now() + DEADLINE;
        while self.registrations() == registered_before {
            assert!(
                tokio::time::Instant::now() < deadline,
                "commands never registered"
            );
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    }

    /// The database the bot runs on, for a test to read games from.
    pub fn database_url(&self) -> String {
        format!("sqlite://{}", self.dir.path().join("tavolo.sqlite").display())
    }

    fn registrations(&self) -> usize {
        self.fake
            .sent()
            .iter()
            .filter(|s| s.method == "PUT" && s.path.ends_with("/commands"))
            .count()
    }

    /// Disconnects the bot.
    pub async fn stop_bot(&mut self) {
        if let Some(bot) = self.bot.take() {
            tokio::time::timeout(DEADLINE, bot.shutdown())
                .await
                .expect("the bot stops");
        }
    }
}
