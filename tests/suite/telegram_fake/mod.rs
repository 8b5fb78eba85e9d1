//! A fake Telegram Bot API on 127.0.0.1 for the adapter's tests: it serves
//! `getMe`, `deleteWebhook` and `getUpdates` (updates scripted by the test),
//! records every other call with its parameters and uploaded files, answers
//! sends with messages it remembers, and fails the calls a test asks it to.
//! It counts the `getUpdates` calls by bot token, so that a test running
//! several processes under different tokens sees which one polls; and it
//! posts updates to a bot's webhook as Telegram would ([`post_update`]).

#![allow(dead_code)]

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use axum::Router;
use axum::body::Bytes;
use axum::extract::{FromRequest, Multipart, Path, Request, State};
use axum::routing::post;
use serde_json::{Value, json};

pub const BOT_ID: i64 = 900;
pub const BOT_USERNAME: &str = "tavolo_test_bot";
/// Dates of messages: non-zero (a zero date means "inaccessible").
const DATE: i64 = 1_800_000_000;

/// One recorded call.
#[derive(Clone, Debug)]
pub struct Call {
    pub method: String,
    /// JSON parameters; multipart text fields as strings (JSON-valued
    /// fields such as `reply_markup` parsed).
    pub params: Value,
    /// Uploaded files: field name and bytes.
    pub files: Vec<(String, Vec<u8>)>,
    /// Whether the fake answered with an error.
    pub failed: bool,
    /// The id of the message a send created.
    pub message_id: Option<i64>,
}

impl Call {
    /// A message the bot sent (text or photo) that the fake accepted.
    pub fn is_send(&self) -> bool {
        !self.failed && matches!(self.method.as_str(), "sendMessage" | "sendPhoto")
    }

    /// The text or caption.
    pub fn text(&self) -> String {
        let p = &self.params;
        p["text"]
            .as_str()
            .or(p["caption"].as_str())
            .or(p["media"]["caption"].as_str())
            .unwrap_or_default()
            .to_string()
    }

    pub fn chat(&self) -> i64 {
        number(&self.params["chat_id"])
    }

    /// The message this one quotes (a private answer), if any.
    pub fn quotes(&self) -> Option<i64> {
        let r = &self.params["reply_parameters"];
        (!r.is_null()).then(|| number(&r["message_id"]))
    }

    /// The inline buttons: (label, callback data or url).
    pub fn buttons(&self) -> Vec<(String, String)> {
        let rows = self.params["reply_markup"]["inline_keyboard"]
            .as_array()
            .cloned()
            .unwrap_or_default();
        rows.iter()
            .flat_map(|row| row.as_array().cloned().unwrap_or_default())
            .map(|b| {
                let data = b["callback_data"]
                    .as_str()
                    .or(b["url"].as_str())
                    .unwrap_or_default();
                (
                    b["text"].as_str().unwrap_or_default().to_string(),
                    data.to_string(),
                )
            })
            .collect()
    }

    /// The uploaded photo's bytes.
    pub fn photo(&self) -> Option<&[u8]> {
        self.files
            .iter()
            .find(|(n, _)| n == "photo")
            .map(|(_, b)| b.as_slice())
    }
}

fn number(v: &Value) -> i64 {
    v.as_i64()
        .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
        .unwrap_or(0)
}

#[derive(Default)]
struct Inner {
    /// Every update pushed, by id.
    updates: Vec<Value>,
    next_update: i64,
    next_message: i64,
    calls: Vec<Call>,
    /// Scripted answers (errors) for the next calls of a method.
    fail_next: HashMap<String, VecDeque<(u16, String)>>,
    /// Messages by id (sent by the bot or pushed by the test).
    messages: HashMap<i64, Value>,
    /// The highest `offset` the bot asked for.
    offset: i64,
    /// `getUpdates` calls by the token they came with.
    polls: HashMap<String, usize>,
    /// Users `getChatMember` calls a group's administrators.
    admins: Vec<i64>,
}

#[derive(Default)]
struct Shared {
    inner: Mutex<Inner>,
    pushed: tokio::sync::Notify,
}

/// The fake server; it stops when dropped.
pub struct FakeTelegram {
    pub url: url::Url,
    shared: Arc<Shared>,
    server: tokio::task::JoinHandle<()>,
}

impl Drop for FakeTelegram {
    fn drop(&mut self) {
        self.server.abort();
    }
}

impl FakeTelegram {
    pub async fn start() -> FakeTelegram {
        let shared = Arc::new(Shared::default());
        shared.inner.lock().unwrap().next_message = 1;
        shared.inner.lock().unwrap().next_update = 1;
        let app = Router::new()
            .route("/{*path}", post(answer))
            .with_state(shared.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let addr = listener.local_addr().unwrap();
        let server = tokio::spawn(async move {
            axum::serve(listener, app).await.unwrap();
        });
        FakeTelegram {
            url: url::Url::parse(&format!("http://{addr}/")).unwrap(),
            shared,
            server,
        }
    }

    /// Queues an update (its `update_id` is set here); returns the id.
    pub fn push(&self, mut update: Value) -> i64 {
        let id = {
            let mut inner = self.shared.inner.lock().unwrap();
            let id = inner.next_update;
            inner.next_update += 1;
            if update.get("update_id").is_none() {
                update["update_id"] = json!(id);
            }
            inner.updates.push(update);
            id
        };
        self.shared.pushed.notify_waiters();
        id
    }

    /// A new message id, for messages the test makes users send.
    pub fn message_id(&self) -> i64 {
        let mut inner = self.shared.inner.lock().unwrap();
        let id = inner.next_message;
        inner.next_message += 1;
        id
    }

    /// Remembers a message (so later updates can quote it).
    pub fn remember(&self, message: &Value) {
        let id = number(&message["message_id"]);
        self.shared
            .inner
            .lock()
            .unwrap()
            .messages
            .insert(id, message.clone());
    }

    /// A message the bot sent or a user sent.
    pub fn message(&self, id: i64) -> Value {
        self.shared
            .inner
            .lock()
            .unwrap()
            .messages
            .get(&id)
            .cloned()
            .unwrap_or(Value::Null)
    }

    /// `getChatMember` answers that `user` administers every group.
    pub fn make_admin(&self, user: i64) {
        self.shared.inner.lock().unwrap().admins.push(user);
    }

    /// The next call of `method` is answered with this HTTP status and body.
    pub fn fail_next(&self, method: &str, status: u16, body: &str) {
        let mut inner = self.shared.inner.lock().unwrap();
        inner
            .fail_next
            .entry(method.to_string())
            .or_default()
            .push_back((status, body.to_string()));
    }

    pub fn calls(&self) -> Vec<Call> {
        self.shared.inner.lock().unwrap().calls.clone()
    }

    pub fn calls_len(&self) -> usize {
        self.shared.inner.lock().unwrap().calls.len()
    }

    /// Waits until the calls after `since` satisfy `done`, then until the
    /// bot has been quiet a moment; returns the calls after `since`.
    /// Panics after 20 s.
    pub async fn wait_for(&self, since: usize, done: impl Fn(&[Call]) -> bool) -> Vec<Call> {
        self.wait_for_within(Duration::from_secs(20), since, done).await
    }

    /// [`Self::wait_for`] with a deadline of `patience`, for a batch of
    /// hundreds of answers.
    pub async fn wait_for_within(
        &self,
        patience: Duration,
        since: usize,
        done: impl Fn(&[Call]) -> bool,
    ) -> Vec<Call> {
        let deadline = tokio::time::Instant::now() + patience;
        loop {
            let calls = self.calls();
            if done(&calls[since.min(calls.len())..]) {
                break;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "the bot did not answer; calls since: {:#?}",
                &calls[since.min(calls.len())..]
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        self.quiet().await;
        self.calls()[since..].to_vec()
    }

    /// Waits until no call came for a moment: longer than the throttle's
    /// tick (teloxide's throttle releases queued sends every 250 ms).
    pub async fn quiet(&self) {
        loop {
            let before = self.calls_len();
            tokio::time::sleep(Duration::from_millis(400)).await;
            if self.calls_len() == before {
                return;
            }
        }
    }

    /// How many times the bot with `token` called `getUpdates`.
    pub fn polls(&self, token: &str) -> usize {
        let inner = self.shared.inner.lock().unwrap();
        inner.polls.get(token).copied().unwrap_or(0)
    }

    /// Waits until the bot with `token` has called `getUpdates` more than
    /// `than` times. Panics after 20 s.
    pub async fn polled(&self, token: &str, than: usize) {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        while self.polls(token) <= than {
            assert!(
                tokio::time::Instant::now() < deadline,
                "the bot {token} never polled"
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    /// Waits until the bot asked for updates past `update_id`.
    pub async fn consumed(&self, update_id: i64) {
        let deadline = tokio::time::Instant::now() + Duration::from_secs(20);
        while self.shared.inner.lock().unwrap().offset <= update_id {
            assert!(
                tokio::time::Instant::now() < deadline,
                "update {update_id} never fetched"
            );
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }
}

/// The bot as a Telegram user.
pub fn bot_user() -> Value {
    json!({"id": BOT_ID, "is_bot": true, "first_name": "Tavolo", "username": BOT_USERNAME})
}

/// A chat object for an id: negative ids are groups, others private chats.
pub fn chat(id: i64) -> Value {
    if id < 0 {
        json!({"id": id, "type": "group", "title": "Tavolo test"})
    } else {
        json!({"id": id, "type": "private", "first_name": "user"})
    }
}

fn ok(result: Value) -> (u16, String) {
    (200, json!({"ok": true, "result": result}).to_string())
}

async fn answer(
    State(shared): State<Arc<Shared>>,
    Path(path): Path<String>,
    request: Request,
) -> axum::response::Response {
    // teloxide writes `GetMe`; the Bot API's names are `getMe`.
    let name = path.rsplit('/').next().unwrap_or_default();
    let token = path
        .split('/')
        .next()
        .unwrap_or_default()
        .trim_start_matches("bot")
        .to_string();
    let mut chars = name.chars();
    let method: String = chars
        .next()
        .map(|c| c.to_lowercase().chain(chars).collect())
        .unwrap_or_default();
    let (params, files) = read_params(request).await;
    if method == "getUpdates" {
        *shared.inner.lock().unwrap().polls.entry(token).or_default() += 1;
    }
    let (status, body) = respond(&shared, &method, params, files).await;
    axum::response::Response::builder()
        .status(status)
        .header("content-type", "application/json")
        .body(axum::body::Body::from(body))
        .unwrap()
}

async fn read_params(request: Request) -> (Value, Vec<(String, Vec<u8>)>) {
    let multipart = request
        .headers()
        .get("content-type")
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("multipart/form-data"));
    if !multipart {
        let bytes = Bytes::from_request(request, &()).await.unwrap_or_default();
        let params = serde_json::from_slice(&bytes).unwrap_or_else(|_| json!({}));
        return (params, Vec::new());
    }
    let mut form = Multipart::from_request(request, &())
        .await
        .expect("a multipart body");
    let mut params = serde_json::Map::new();
    let mut files = Vec::new();
    while let Some(field) = form.next_field().await.expect("a multipart field") {
        let name = field.name().unwrap_or_default().to_string();
        let is_file = field.file_name().is_some();
        let bytes = field.bytes().await.expect("field bytes").to_vec();
        if is_file {
            files.push((name, bytes));
            continue;
        }
        let text = String::from_utf8_lossy(&bytes).to_string();
        let value = match name.as_str() {
            "reply_markup" | "reply_parameters" | "caption_entities" | "media" => {
                serde_json::from_str(&text).unwrap_or(Value::String(text))
            }
            _ => Value::String(text),
        };
        params.insert(name, value);
    }
    // A field may name its file by reference: `photo=attach://<part>`.
    for (name, value) in &params {
        if let Some(part) = value.as_str().and_then(|v| v.strip_prefix("attach://"))
            && let Some((_, bytes)) = files.iter().find(|(n, _)| n == part)
        {
            let bytes = bytes.clone();
            files.push((name.clone(), bytes));
        }
    }
    (Value::Object(params), files)
}

async fn respond(
    shared: &Shared,
    method: &str,
    params: Value,
    files: Vec<(String, Vec<u8>)>,
) -> (u16, String) {
    if method == "getUpdates" {
        return updates(shared, &params).await;
    }
    let mut inner = shared.inner.lock().unwrap();
    let failure = inner.fail_next.get_mut(method).and_then(VecDeque::pop_front);
    let mut call = Call {
        method: method.to_string(),
        params: params.clone(),
        files,
        failed: failure.is_some(),
        message_id: None,
    };
    let answer = if let Some(failure) = failure {
        failure
    } else {
        match method {
            "getMe" => ok(json!({
                "id": BOT_ID, "is_bot": true, "first_name": "Tavolo", "username": BOT_USERNAME,
                "can_join_groups": true, "can_read_all_group_messages": false,
                "supports_inline_queries": false, "can_connect_to_business": false,
                "has_main_web_app": false
            })),
            "sendMessage" | "sendPhoto" => {
                let id = inner.next_message;
                inner.next_message += 1;
                call.message_id = Some(id);
                let chat_id = number(&params["chat_id"]);
                let mut message = json!({
                    "message_id": id, "date": DATE, "chat": chat(chat_id), "from": bot_user(),
                });
                if method == "sendPhoto" {
                    message["photo"] = json!([{"file_id": format!("photo-{id}"), "file_unique_id": format!("u{id}"),
                        "width": 900, "height": 900, "file_size": 1000}]);
                    if let Some(caption) = params["caption"].as_str() {
                        message["caption"] = json!(caption);
                    }
                } else {
                    message["text"] = params["text"].clone();
                }
                inner.messages.insert(id, message.clone());
                ok(message)
            }
            // A message taken back (a glimpse's end).
            "deleteMessage" => {
                let id = number(&params["message_id"]);
                match inner.messages.remove(&id) {
                    Some(_) => ok(json!(true)),
                    None => (
                        400,
                        json!({"ok": false, "error_code": 400,
                            "description": "Bad Request: message to delete not found"})
                        .to_string(),
                    ),
                }
            }
            // A board replaced in place: the message keeps its id.
            "editMessageMedia" => {
                let id = number(&params["message_id"]);
                let next = inner.next_message;
                match inner.messages.get_mut(&id) {
                    Some(message) if message["photo"].is_array() => {
                        call.message_id = Some(id);
                        message["photo"] = json!([{"file_id": format!("photo-{id}-{next}"),
                            "file_unique_id": format!("u{id}-{next}"), "width": 900, "height": 900, "file_size": 1000}]);
                        message["caption"] = params["media"]["caption"].clone();
                        message["edit_date"] = json!(DATE + 1);
                        ok(message.clone())
                    }
                    _ => (
                        400,
                        json!({"ok": false, "error_code": 400,
                            "description": "Bad Request: message to edit not found"})
                        .to_string(),
                    ),
                }
            }
            "getChatMember" => {
                let user = number(&params["user_id"]);
                let status = if inner.admins.contains(&user) {
                    "administrator"
                } else {
                    "member"
                };
                let mut member = json!({
                    "status": status,
                    "user": {"id": user, "is_bot": false, "first_name": format!("user{user}")},
                });
                if status == "administrator" {
                    for right in [
                        "can_be_edited",
                        "is_anonymous",
                        "can_manage_chat",
                        "can_delete_messages",
                        "can_manage_video_chats",
                        "can_restrict_members",
                        "can_promote_members",
                        "can_change_info",
                        "can_invite_users",
                        "can_post_stories",
                        "can_edit_stories",
                        "can_delete_stories",
                    ] {
                        member[right] = json!(right == "can_manage_chat" || right == "can_invite_users");
                    }
                }
                ok(member)
            }
            _ => ok(json!(true)),
        }
    };
    if std::env::var_os("TAVOLO_FAKE_TRACE").is_some() {
        eprintln!("fake: {} {} -> {}", call.method, call.params, answer.1);
    }
    inner.calls.push(call);
    answer
}

/// `getUpdates`: the updates from `offset` on, or an empty list after a
/// short wait.
async fn updates(shared: &Shared, params: &Value) -> (u16, String) {
    let offset = params["offset"].as_i64().unwrap_or(0);
    let wait = params["timeout"].as_u64().unwrap_or(0).min(1);
    let deadline = tokio::time::Instant::now() + Duration::from_secs(wait);
    loop {
        let notified = shared.pushed.notified();
        {
            let mut inner = shared.inner.lock().unwrap();
            // As Telegram does: asking from `offset` confirms the updates
            // before it, which are never sent again.
            inner.offset = inner.offset.max(offset);
            let confirmed = inner.offset;
            inner.updates.retain(|u| number(&u["update_id"]) >= confirmed);
            if let Some(failure) = inner
                .fail_next
                .get_mut("getUpdates")
                .and_then(VecDeque::pop_front)
            {
                return failure;
            }
            let ready: Vec<Value> = inner
                .updates
                .iter()
                .filter(|u| number(&u["update_id"]) >= offset)
                .cloned()
                .collect();
            if !ready.is_empty() || tokio::time::Instant::now() >= deadline {
                return ok(Value::Array(ready));
            }
        }
        let _ = tokio::time::timeout_at(deadline, notified).await;
    }
}

/// Posts `update` to a bot's webhook at `addr` and `path` as Telegram does,
/// with `secret` in `X-Telegram-Bot-Api-Secret-Token` when given; returns
/// the HTTP status. Panics after 20 s.
pub async fn post_update(
    addr: std::net::SocketAddr,
    path: &str,
    secret: Option<&str>,
    update: &Value,
) -> u16 {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let exchange = async {
        let mut tcp = tokio::net::TcpStream::connect(addr).await.unwrap();
        let body = update.to_string();
        let secret = secret
            .map(|s| format!("X-Telegram-Bot-Api-Secret-Token: {s}\r\n"))
            .unwrap_or_default();
        let request = format!(
            "POST {path} HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
             {secret}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        );
        tcp.write_all(request.as_bytes()).await.unwrap();
        let mut answer = Vec::new();
        tcp.read_to_end(&mut answer).await.unwrap();
        let answer = String::from_utf8_lossy(&answer);
        // "HTTP/1.1 200 OK"
        answer
            .split_whitespace()
            .nth(1)
            .and_then(|code| code.parse().ok())
            .unwrap_or_else(|| panic!("not an HTTP answer: {answer}"))
    };
    tokio::time::timeout(Duration::from_secs(20), exchange)
        .await
        .expect("the webhook answers")
}
