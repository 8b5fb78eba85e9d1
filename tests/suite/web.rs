//! The web pages over a real server on an ephemeral port: a game's page in
//! English and Italian, its board at a ply, its record; a tournament's
//! standings; the same 404 for a wrong token, id or path; 405 for any
//! method but GET and HEAD; the security headers on every answer; names
//! escaped; a token per game; the links in chat answers.

use std::sync::Arc;

use tavolo::app::tournament::{Format, TournamentCommand};
use tavolo::app::{App, Command, Lang, Reply, Request, Role};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::core_world::*;

/// A core serving its pages on a free port, and the pages' base.
async fn served(world: &World) -> (Arc<App>, String) {
    let config = tavolo::web::Config {
        listen: "127.0.0.1:0".into(),
        public: None,
    };
    let bound = config.bind().await.unwrap();
    let base = bound.base.clone();
    let app = Arc::new(world.app().await.with_pages(Some(base.clone())));
    tokio::spawn(tavolo::web::serve(bound, app.clone()));
    (app, base)
}

/// The pages of the database at `url`, served on a free port by a core of
/// their own (a platform test's bot links to them): the base of the links.
pub async fn pages_of(url: &str) -> String {
    let config = tavolo::web::Config {
        listen: "127.0.0.1:0".into(),
        public: None,
    };
    let bound = config.bind().await.unwrap();
    let base = bound.base.clone();
    let store = tavolo::store::Store::open(url).await.unwrap();
    let app = Arc::new(App::new(store));
    tokio::spawn(tavolo::web::serve(bound, app));
    base
}

/// An answer: status, headers (names lower-cased), body.
pub struct Answer {
    pub status: u16,
    headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Answer {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).to_string()
    }
}

/// `method` `url` (under `base`) with `extra` header lines, over a
/// connection of its own.
async fn fetch(method: &str, url: &str, extra: &[(&str, &str)]) -> Answer {
    let rest = url.strip_prefix("http://").unwrap();
    let (host, path) = rest.split_at(rest.find('/').unwrap());
    let mut stream = tokio::net::TcpStream::connect(host).await.unwrap();
    let mut request = format!("{method} {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n");
    for (name, value) in extra {
        request.push_str(&format!("{name}: {value}\r\n"));
    }
    request.push_str("Content-Length: 0\r\n\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut raw = Vec::new();
    stream.read_to_end(&mut raw).await.unwrap();
    let split = raw.windows(4).position(|w| w == b"\r\n\r\n").unwrap();
    let head = String::from_utf8_lossy(&raw[..split]).to_string();
    let mut lines = head.lines();
    let status = lines.next().unwrap().split(' ').nth(1).unwrap().parse().unwrap();
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_lowercase(), v.trim().to_string()))
        .collect();
    Answer {
        status,
        headers,
        body: raw[split + 4..].to_vec(),
    }
}

pub async fn get(url: &str) -> Answer {
    fetch("GET", url, &[]).await
}

/// The page link in a chat answer.
fn link_in(reply: &Reply) -> String {
    let at = reply
        .text
        .find("http://")
        .unwrap_or_else(|| panic!("no link in: {}", reply.text));
    reply.text[at..].split_whitespace().next().unwrap().to_string()
}

/// `name`'s `command` in the test chat, in `lang`.
async fn say(app: &App, name: &str, command: Command, lang: Lang) -> Reply {
    app.handle(Request {
        role: Role::Manager,
        ..req_in(name, command, lang)
    })
    .await
}

/// alice and `opponent` play Nim: four moves, then `opponent` resigns.
/// Returns the resignation's answer.
async fn nim_played(app: &App, opponent: &str) -> Reply {
    let challenge = Command::Challenge {
        opponents: vec![user(opponent)],
        game: "nim".into(),
        options: vec![],
    };
    let r = say(app, "alice", challenge, Lang::En).await;
    assert!(!r.private, "{}", r.text);
    let r = say(app, opponent, Command::Accept(None), Lang::En).await;
    assert!(r.text.contains("Challenge accepted"), "{}", r.text);
    for (who, m) in [
        ("alice", "4:1"),
        (opponent, "3:1"),
        ("alice", "2:1"),
        (opponent, "4:2"),
    ] {
        let r = say(app, who, mv(m), Lang::En).await;
        assert!(!r.private, "{m}: {}", r.text);
    }
    say(app, opponent, Command::Resign(None), Lang::En).await
}

fn show(id: i64) -> Command {
    Command::ShowGame(Some(id))
}

#[tokio::test]
async fn a_game_s_page_in_english_and_italian_with_its_moves_board_and_record() {
    let world = World::new();
    let (app, base) = served(&world).await;
    let over = nim_played(&app, "bob").await;
    // The final board message links to the page, as `/game` does.
    let page = link_in(&over);
    assert!(page.starts_with(&format!("{base}/g/1/")), "{}", over.text);
    let shown = say(&app, "carol", show(1), Lang::En).await;
    assert!(
        shown.text.contains(&format!("Web page: {page}")),
        "{}",
        shown.text
    );

    let en = get(&page).await;
    assert_eq!(en.status, 200);
    assert_eq!(en.header("content-type"), Some("text/html; charset=utf-8"));
    let html = en.text();
    for expected in [
        "<html lang=\"en\">",
        "<h1>Nim #1</h1>",
        "<span class=\"name\">alice</span>",
        "<span class=\"name\">bob</span>",
        "Game #1 is over: alice (First) wins: bob resigned.",
        "<span class=\"num\">1.</span>4:1",
        "<span class=\"num\">4.</span>4:2",
        "After move 4 of 4: 4:2",
        "Download the record (tavolo-game-1.json)",
        "hreflang=\"it\"",
        "In italiano",
    ] {
        assert!(html.contains(expected), "{expected} in {html}");
    }
    // At ply 2: the second move is the current one; the steps go to 0, 1,
    // 3 and the end.
    let at2 = get(&format!("{page}?ply=2")).await.text();
    assert!(at2.contains("data-ply=\"2\""), "{at2}");
    assert!(at2.contains("href=\"?ply=2\" aria-current=\"step\""), "{at2}");
    for step in [
        "id=\"first\" href=\"?ply=0\"",
        "id=\"previous\" href=\"?ply=1\"",
        "id=\"next\" href=\"?ply=3\"",
        "id=\"last\" href=\"?ply=4\"",
    ] {
        assert!(at2.contains(step), "{step} in {at2}");
    }
    assert!(at2.contains("/board.png?ply=2&amp;lang=en"), "{at2}");

    // Italian by the browser's preference, or by the switch.
    let it = fetch("GET", &page, &[("Accept-Language", "it-IT,it;q=0.9,en;q=0.5")]).await;
    let html = it.text();
    for expected in [
        "<html lang=\"it\">",
        "Giocatori",
        "Dopo la mossa 4 di 4: 4:2",
        "Scarica la registrazione (tavolo-game-1.json)",
        "In English",
    ] {
        assert!(html.contains(expected), "{expected} in {html}");
    }
    let switched = get(&format!("{page}?ply=1&lang=it")).await.text();
    assert!(switched.contains("Dopo la mossa 1 di 4: 4:1"), "{switched}");
    // The steps keep the language chosen.
    assert!(switched.contains("href=\"?ply=2&amp;lang=it\""), "{switched}");

    // The board at a ply, drawn as the chat's: a PNG.
    for ply in ["0", "2", "4"] {
        let png = get(&format!("{page}/board.png?ply={ply}")).await;
        assert_eq!(png.status, 200, "ply {ply}");
        assert_eq!(png.header("content-type"), Some("image/png"));
        assert!(png.body.starts_with(b"\x89PNG\r\n\x1a\n"), "ply {ply}");
    }

    // The record: `/record`'s text, downloaded under its name.
    let record = get(&format!("{page}/record")).await;
    assert_eq!(record.status, 200);
    assert_eq!(
        record.header("content-disposition"),
        Some("attachment; filename=\"tavolo-game-1.json\"")
    );
    let chat = say(&app, "alice", Command::Record(Some(1)), Lang::En).await;
    let (name, bytes) = chat.file.expect("a JSON record file");
    assert_eq!(name, "tavolo-game-1.json");
    assert_eq!(record.body, bytes);
    assert!(record.text().contains("\"4:2\""), "{}", record.text());
}

#[tokio::test]
async fn a_wrong_token_id_or_path_is_the_same_404_and_only_get_is_allowed() {
    let world = World::new();
    let (app, base) = served(&world).await;
    nim_played(&app, "bob").await;
    let page = link_in(&say(&app, "alice", show(1), Lang::En).await);
    let token = page.rsplit('/').next().unwrap().to_string();
    assert_eq!(get(&page).await.status, 200);

    let mut wrong_token = token.clone();
    let last = wrong_token.pop().unwrap();
    wrong_token.push(if last == '0' { '1' } else { '0' });
    let not_found = get(&format!("{base}/g/1/{wrong_token}")).await;
    assert_eq!(not_found.status, 404);
    for url in [
        format!("{base}/g/2/{token}"),
        format!("{base}/g/1/{token}x"),
        format!("{base}/t/1/{token}"),
        format!("{base}/g/1/{wrong_token}/record"),
        format!("{base}/g/1/{wrong_token}/board.png?ply=1"),
        format!("{base}/g/1/{token}/other"),
        format!("{base}/g/1"),
        format!("{base}/"),
        format!("{base}/index.html"),
    ] {
        let answer = get(&url).await;
        assert_eq!(answer.status, 404, "{url}");
        assert_eq!(answer.body, not_found.body, "{url}");
        assert_eq!(answer.header("x-frame-options"), Some("DENY"), "{url}");
    }
    for method in ["POST", "PUT", "DELETE", "PATCH"] {
        let answer = fetch(method, &page, &[]).await;
        assert_eq!(answer.status, 405, "{method}");
        assert_eq!(answer.header("allow"), Some("GET, HEAD"), "{method}");
    }
    let head = fetch("HEAD", &page, &[]).await;
    assert_eq!(head.status, 200);
    assert!(head.body.is_empty());

    // Every answer carries the headers.
    for answer in [get(&page).await, not_found, fetch("POST", &page, &[]).await, head] {
        let csp = answer.header("content-security-policy").unwrap_or_default();
        assert!(
            csp.starts_with("default-src 'none'; img-src 'self'; style-src 'sha256-")
                && csp.contains("script-src 'sha256-")
                && !csp.contains("unsafe"),
            "{csp}"
        );
        assert_eq!(answer.header("x-content-type-options"), Some("nosniff"));
        assert_eq!(answer.header("referrer-policy"), Some("no-referrer"));
        assert_eq!(answer.header("x-frame-options"), Some("DENY"));
    }
}

#[tokio::test]
async fn names_are_escaped_and_each_game_has_its_own_token() {
    let world = World::new();
    let (app, base) = served(&world).await;
    let mallory = "<script>alert(1)</script>";
    nim_played(&app, mallory).await;
    nim_played(&app, "bob").await;
    let first = link_in(&say(&app, "alice", show(1), Lang::En).await);
    let second = link_in(&say(&app, "alice", show(2), Lang::En).await);
    let token = |url: &str| url.rsplit('/').next().unwrap().to_string();
    assert_ne!(token(&first), token(&second));
    assert_eq!(token(&first).len(), 32);
    // One game's token opens no other game.
    assert_eq!(get(&format!("{base}/g/2/{}", token(&first))).await.status, 404);

    let html = get(&first).await.text();
    assert!(!html.contains(mallory), "{html}");
    assert!(
        html.contains("<span class=\"name\">&lt;script&gt;alert(1)&lt;/script&gt;</span>"),
        "{html}"
    );
}

#[tokio::test]
async fn a_game_in_progress_shows_its_live_position_and_refreshes() {
    let world = World::new();
    let (app, _) = served(&world).await;
    started_en(&app, "nim").await;
    say(&app, "alice", mv("4:1"), Lang::En).await;
    let page = link_in(&say(&app, "alice", show(1), Lang::En).await);
    let html = get(&page).await.text();
    assert!(html.contains("bob (Second) to move in game #1"), "{html}");
    assert!(html.contains("http-equiv=\"refresh\""), "{html}");
    assert!(html.contains("data-ply=\"1\""), "{html}");
    say(&app, "bob", mv("3:1"), Lang::En).await;
    let html = get(&page).await.text();
    assert!(html.contains("data-ply=\"2\""), "{html}");
    // An earlier position of a live game stays put.
    assert!(!get(&format!("{page}?ply=1")).await.text().contains("http-equiv"));
}

#[tokio::test]
async fn a_tournament_s_page_lists_its_standings_crosstable_and_pairings() {
    let world = World::new();
    let (app, base) = served(&world).await;
    let tn = Command::Tournament;
    let create = tn(TournamentCommand::Create {
        game: "nim".into(),
        format: Format::RoundRobin,
        rounds: None,
        round_minutes: Some(60),
        rated: true,
        start_in_minutes: None,
        options: Vec::new(),
    });
    let r = say(&app, "alice", create, Lang::En).await;
    assert!(!r.private, "{}", r.text);
    for p in ["alice", "bob", "carol", "<b>dave</b>"] {
        say(&app, p, tn(TournamentCommand::Join(None)), Lang::En).await;
    }
    say(&app, "alice", tn(TournamentCommand::Start(None)), Lang::En).await;
    let standings = say(&app, "alice", tn(TournamentCommand::Standings(None)), Lang::En).await;
    let page = link_in(&standings);
    assert!(page.starts_with(&format!("{base}/t/1/")), "{}", standings.text);
    let pairings = say(
        &app,
        "alice",
        tn(TournamentCommand::Pairings {
            tournament: None,
            round: None,
        }),
        Lang::En,
    )
    .await;
    assert!(pairings.text.contains(&page), "{}", pairings.text);

    let answer = get(&page).await;
    assert_eq!(answer.status, 200);
    let html = answer.text();
    for expected in [
        "Tournament #1: Nim (running)",
        "<table id=\"standings\">",
        "<table id=\"crosstable\">",
        "<td>alice</td>",
        "<td>carol</td>",
        "&lt;b&gt;dave&lt;/b&gt;",
        "Round 1",
        "<ul class=\"round\" id=\"round-1\">",
    ] {
        assert!(html.contains(expected), "{expected} in {html}");
    }
    assert!(!html.contains("<b>dave</b>"), "{html}");
    let it = get(&format!("{page}?lang=it")).await.text();
    assert!(it.contains("Classifica") && it.contains("Turno 1"), "{it}");
    // Its token opens no game.
    let token = page.rsplit('/').next().unwrap();
    assert_eq!(get(&format!("{base}/g/1/{token}")).await.status, 404);
}

#[tokio::test]
async fn without_the_web_server_no_answer_links_to_a_page() {
    let world = World::new();
    let app = world.app().await;
    let over = nim_played(&app, "bob").await;
    assert!(!over.text.contains("http"), "{}", over.text);
    let shown = say_en(&app, "alice", show(1)).await;
    assert!(!shown.text.contains("Web page"), "{}", shown.text);
}
