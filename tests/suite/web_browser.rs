//! The web pages in a real browser, end to end: the real binary in local
//! mode (its web server on a free port) plays a short game of Nim and
//! starts a tournament from a script on stdin; headless Chromium opens the
//! game's page through the link `/game` gives, steps to move 3 with the
//! keyboard (Home, then → three times: the page's own script, allowed by
//! its Content-Security-Policy), and the DOM, the picture and a
//! screenshot's size are checked; then the tournament's page and its
//! standings. Chromium is driven over the DevTools protocol (a WebSocket,
//! the dev-dependency the fake Discord uses).
//!
//! Without Chromium (Debian's `chromium` package) the test says it is
//! skipped and passes. With `TAVOLO_SCREENSHOTS=<dir>` it keeps its
//! screenshots there (`web-game.png`, `web-game-400.png`,
//! `web-tournament.png`).

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

/// The browser's program, if one is installed.
fn chromium() -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    ["chromium", "chromium-browser", "google-chrome"]
        .iter()
        .flat_map(|name| std::env::split_paths(&path).map(move |dir| dir.join(name)))
        .find(|p| p.is_file())
}

/// A child process killed when dropped (a failed test leaves none).
struct Running(Child);

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Lines a child writes, read on a thread of their own.
fn lines_of(out: impl std::io::Read + Send + 'static) -> mpsc::Receiver<String> {
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(out).lines().map_while(Result::ok) {
            if send.send(line).is_err() {
                break;
            }
        }
    });
    receive
}

/// The first line `lines` gives that contains `wanted` (waiting at most
/// 60 seconds); what came before is in `seen`.
fn wait_for(lines: &mpsc::Receiver<String>, wanted: &str, seen: &mut String) -> String {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        match lines.recv_timeout(left) {
            Ok(line) if line.contains(wanted) => return line,
            Ok(line) => {
                seen.push_str(&line);
                seen.push('\n');
            }
            Err(e) => panic!("no line with '{wanted}' ({e}); so far:\n{seen}"),
        }
    }
}

/// The link in a line (`Web page: http://…`).
fn link(line: &str) -> String {
    let at = line.find("http://").unwrap_or_else(|| panic!("no link: {line}"));
    line[at..].split_whitespace().next().unwrap().to_string()
}

/// The bot in local mode over a scratch database, serving its pages on a
/// free port: the process, its stdin, its stdout's lines, the pages' base.
fn local_bot(dir: &Path) -> (Running, ChildStdin, mpsc::Receiver<String>, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tavolo"))
        .arg("run")
        .current_dir(dir)
        .env(
            "DATABASE_URL",
            format!("sqlite://{}", dir.join("tavolo.sqlite").display()),
        )
        .env("TAVOLO_BOARDS", dir.join("boards"))
        .env("TAVOLO_SEED", "424242")
        .env("TAVOLO_WEB", "127.0.0.1:0")
        .env_remove("TAVOLO_PUBLIC_URL")
        .env_remove("TAVOLO_LANG")
        .env_remove("DISCORD_TOKEN")
        .env_remove("TELEGRAM_TOKEN")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let stdin = child.stdin.take().unwrap();
    let out = lines_of(child.stdout.take().unwrap());
    let err = lines_of(child.stderr.take().unwrap());
    let started = wait_for(&err, "Web pages on ", &mut String::new());
    (Running(child), stdin, out, link(&started))
}

/// A DevTools-protocol session with one page of the browser.
struct DevTools {
    socket: tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
    next: u64,
    session: Option<String>,
}

impl DevTools {
    /// Opens a page in the browser listening at `browser` (its WebSocket).
    async fn open(browser: &str) -> DevTools {
        let (socket, _) = tokio_tungstenite::connect_async(browser).await.unwrap();
        let mut tools = DevTools {
            socket,
            next: 0,
            session: None,
        };
        let target = tools
            .call("Target.createTarget", json!({"url": "about:blank"}))
            .await;
        let attached = tools
            .call(
                "Target.attachToTarget",
                json!({"targetId": target["targetId"], "flatten": true}),
            )
            .await;
        tools.session = Some(attached["sessionId"].as_str().unwrap().to_string());
        tools
    }

    /// Calls `method` and returns its result (events in between are let go).
    async fn call(&mut self, method: &str, params: Value) -> Value {
        self.next += 1;
        let id = self.next;
        let mut message = json!({"id": id, "method": method, "params": params});
        if let Some(session) = &self.session {
            message["sessionId"] = json!(session);
        }
        self.socket
            .send(Message::Text(message.to_string()))
            .await
            .unwrap();
        let answer = tokio::time::timeout(Duration::from_secs(30), async {
            loop {
                let Some(Ok(Message::Text(text))) = self.socket.next().await else {
                    panic!("the browser hung up during {method}");
                };
                let value: Value = serde_json::from_str(&text).unwrap();
                if value["id"] == json!(id) {
                    return value;
                }
            }
        })
        .await
        .unwrap_or_else(|_| panic!("no answer to {method}"));
        assert!(answer.get("error").is_none(), "{method}: {answer}");
        answer["result"].clone()
    }

    /// The value of a JavaScript expression in the page.
    async fn eval(&mut self, expression: &str) -> Value {
        let result = self
            .call(
                "Runtime.evaluate",
                json!({"expression": expression, "returnByValue": true}),
            )
            .await;
        result["result"]["value"].clone()
    }

    /// Waits (10 s at most) until `expression` is true in the page.
    async fn until(&mut self, expression: &str) {
        let deadline = Instant::now() + Duration::from_secs(10);
        while self.eval(expression).await != json!(true) {
            assert!(Instant::now() < deadline, "never true: {expression}");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    async fn go(&mut self, url: &str) {
        self.call("Page.navigate", json!({"url": url})).await;
        self.until("document.readyState === 'complete' && !!document.querySelector('main')")
            .await;
    }

    /// A key pressed and let go.
    async fn press(&mut self, key: &str, code: u32) {
        for kind in ["keyDown", "keyUp"] {
            self.call(
                "Input.dispatchKeyEvent",
                json!({"type": kind, "key": key, "code": key, "windowsVirtualKeyCode": code}),
            )
            .await;
        }
    }

    /// The whole page as a PNG at `width` CSS pixels.
    async fn screenshot(&mut self, width: u32) -> Vec<u8> {
        self.viewport(width, 800).await;
        let height = self
            .eval("document.documentElement.scrollHeight")
            .await
            .as_u64()
            .unwrap() as u32;
        self.viewport(width, height).await;
        let shot = self
            .call("Page.captureScreenshot", json!({"format": "png"}))
            .await;
        base64_decode(shot["data"].as_str().unwrap())
    }

    async fn viewport(&mut self, width: u32, height: u32) {
        self.call(
            "Emulation.setDeviceMetricsOverride",
            json!({"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600}),
        )
        .await;
    }
}

/// A PNG's width and height, from its header.
fn png_size(png: &[u8]) -> (u32, u32) {
    assert!(png.starts_with(b"\x89PNG\r\n\x1a\n"), "not a PNG");
    let word = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
    (word(16), word(20))
}

fn base64_decode(text: &str) -> Vec<u8> {
    let value = |c: u8| match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => panic!("not base64: {c}"),
    };
    let digits: Vec<u8> = text.bytes().filter(|&c| c != b'=').map(value).collect();
    let mut out = Vec::with_capacity(digits.len() * 3 / 4);
    for chunk in digits.chunks(4) {
        let n = chunk
            .iter()
            .enumerate()
            .fold(0u32, |n, (k, &d)| n | (u32::from(d) << (18 - 6 * k)));
        out.extend_from_slice(&n.to_be_bytes()[1..chunk.len()]);
    }
    out
}

/// Keeps a screenshot where `TAVOLO_SCREENSHOTS` says, if it says.
fn keep(name: &str, png: &[u8]) {
    if let Some(dir) = std::env::var_os("TAVOLO_SCREENSHOTS") {
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(Path::new(&dir).join(name), png).unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_and_a_tournament_read_in_a_real_browser() {
    let Some(browser) = chromium() else {
        println!("skipped: no chromium (install with apt-get install chromium)");
        eprintln!("web_browser: skipped: no chromium (install with apt-get install chromium)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let (_bot, mut stdin, out, base) = local_bot(dir.path());
    let mut seen = String::new();

    // A short game of Nim (four moves, then bob resigns), and a round
    // robin of four players begun.
    let script = "alice: /challenge bob nim\nbob: /accept\n\
                  alice: /move 4:1\nbob: /move 3:1\nalice: /move 2:1\nbob: /move 4:2\n\
                  bob: /resign\nalice: /game #1\n\
                  alice: /tournament create round-robin nim\n\
                  alice: /tournament join\nbob: /tournament join\ncarol: /tournament join\ndave: /tournament join\n\
                  alice: /tournament start\nalice: /tournament standings\n";
    stdin.write_all(script.as_bytes()).unwrap();
    stdin.flush().unwrap();
    let over = wait_for(&out, "bob resigned", &mut seen);
    let game_page = link(&wait_for(&out, "Web page: ", &mut seen));
    assert!(game_page.starts_with(&format!("{base}/g/1/")), "{over}\n{seen}");
    wait_for(&out, "Tournament #1", &mut seen);
    let tournament_page = link(&wait_for(&out, &format!("Web page: {base}/t/1/"), &mut seen));

    let user_data = tempfile::tempdir().unwrap();
    let mut chrome = Command::new(&browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-extensions",
            "--no-first-run",
            "--hide-scrollbars",
            "--remote-debugging-port=0",
            "--lang=en-US",
            "about:blank",
        ])
        .arg(format!("--user-data-dir={}", user_data.path().display()))
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let chrome_err = lines_of(chrome.stderr.take().unwrap());
    let _chrome = Running(chrome);
    let listening = wait_for(&chrome_err, "DevTools listening on ", &mut String::new());
    let socket = listening
        .split("listening on ")
        .nth(1)
        .unwrap()
        .trim()
        .to_string();
    let mut page = DevTools::open(&socket).await;
    page.viewport(800, 900).await;

    // The game's page at its end: four moves, bob resigned.
    page.go(&game_page).await;
    assert_eq!(
        page.eval("document.getElementById('board').dataset.ply").await,
        json!("4")
    );
    let status = page.eval("document.getElementById('status').textContent").await;
    assert_eq!(
        status,
        json!("Game #1 is over: alice (First) wins: bob resigned.")
    );
    // The inline style ran (the policy allows its hash): the column's width.
    assert_eq!(
        page.eval("getComputedStyle(document.querySelector('main')).maxWidth")
            .await,
        json!("736px")
    );

    // Home, then → three times: move 3.
    page.press("Home", 36).await;
    page.until("document.getElementById('board').dataset.ply === '0'")
        .await;
    for ply in 1..=3 {
        page.press("ArrowRight", 39).await;
        page.until(&format!(
            "document.getElementById('board').dataset.ply === '{ply}'"
        ))
        .await;
    }
    assert_eq!(page.eval("location.search").await, json!("?ply=3"));
    assert_eq!(
        page.eval("document.querySelector('#moves a[aria-current]').textContent")
            .await,
        json!("3.2:1")
    );
    assert_eq!(
        page.eval("document.getElementById('at').textContent").await,
        json!("After move 3 of 4: 2:1")
    );
    // The picture of that position is there (an image from the page's own
    // address, as the policy allows).
    page.until("(() => { const i = document.querySelector('#board img'); return i.complete && i.naturalWidth > 100; })()")
        .await;
    assert!(
        page.eval("document.querySelector('#board img').getAttribute('src')")
            .await
            .as_str()
            .unwrap()
            .ends_with("/board.png?ply=3&lang=en")
    );
    let shot = page.screenshot(800).await;
    let (width, height) = png_size(&shot);
    assert!(width == 800 && height > 900, "{width}×{height}");
    keep("web-game.png", &shot);
    // On a phone's width the page fits it: nothing wider than the screen.
    let narrow = page.screenshot(400).await;
    let (width, height) = png_size(&narrow);
    assert!(width == 400 && height > 1000, "{width}×{height}");
    assert_eq!(
        page.eval("document.documentElement.scrollWidth <= 400").await,
        json!(true)
    );
    keep("web-game-400.png", &narrow);
    // ← goes back one move.
    page.press("ArrowLeft", 37).await;
    page.until("document.getElementById('board').dataset.ply === '2'")
        .await;

    // The tournament's page: the four players in its standings.
    page.viewport(800, 900).await;
    page.go(&tournament_page).await;
    let players = page
        .eval("Array.from(document.querySelectorAll('#standings tbody tr td:nth-child(2)')).map(td => td.textContent).sort().join(',')")
        .await;
    assert_eq!(players, json!("alice,bob,carol,dave"));
    assert_eq!(
        page.eval("document.querySelectorAll('#round-1 li').length").await,
        json!(2)
    );
    let shot = page.screenshot(800).await;
    let (width, height) = png_size(&shot);
    assert!(width == 800 && height > 400, "{width}×{height}");
    keep("web-tournament.png", &shot);
    let narrow = page.screenshot(400).await;
    keep("web-tournament-400.png", &narrow);

    drop(stdin);
}
