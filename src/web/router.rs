//! The routes, and what every answer carries. The paths are read here by
//! hand, so that anything but a page's exact path (a wrong token, a wrong
//! id, any other path) gets the one 404 below, and any method but GET and
//! HEAD the one 405.

use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::Response;

use crate::app::{App, AppError};
use crate::store::PageKind;

/// The body of every 404, whatever was wrong.
const NOT_FOUND: &str = "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>404</title></head>\
<body><p>Not found. · Pagina non trovata.</p></body></html>\n";

/// The body of every 405.
const NOT_ALLOWED: &str = "Only GET and HEAD. · Solo GET e HEAD.\n";

/// The longest token looked up (every token made is 32 or 64 characters).
const MAX_TOKEN: usize = 64;

/// The pages of `app`, every path through one handler.
pub fn router(app: Arc<App>) -> Router {
    Router::new().fallback(handle).with_state(app)
}

/// What was asked, once the path is read.
enum Route<'a> {
    Game(i64, &'a str),
    Board(i64, &'a str),
    Record(i64, &'a str),
    Tournament(i64, &'a str),
}

/// Reads a page's path: `/g/<id>/<token>`, `/g/<id>/<token>/board.png`,
/// `/g/<id>/<token>/record`, `/t/<id>/<token>`.
fn route(path: &str) -> Option<Route<'_>> {
    let parts: Vec<&str> = path.strip_prefix('/')?.split('/').collect();
    let id = |text: &str| -> Option<i64> {
        // Digits only (no sign, no `+`): one spelling per page.
        (!text.is_empty() && text.len() <= 18 && text.bytes().all(|b| b.is_ascii_digit()))
            .then(|| text.parse().ok())
            .flatten()
    };
    let token = |text: &str| {
        (!text.is_empty() && text.len() <= MAX_TOKEN && text.bytes().all(|b| b.is_ascii_alphanumeric()))
            .then_some(())
    };
    match parts.as_slice() {
        ["g", i, t] => token(t).and(id(i)).map(|i| Route::Game(i, t)),
        ["g", i, t, "board.png"] => token(t).and(id(i)).map(|i| Route::Board(i, t)),
        ["g", i, t, "record"] => token(t).and(id(i)).map(|i| Route::Record(i, t)),
        ["t", i, t] => token(t).and(id(i)).map(|i| Route::Tournament(i, t)),
        _ => None,
    }
}

/// The value of `key` in a query string (`ply=3&lang=it`), if given.
pub fn query_value<'q>(query: Option<&'q str>, key: &str) -> Option<&'q str> {
    query?
        .split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(k, _)| *k == key)
        .map(|(_, v)| v)
}

async fn handle(State(app): State<Arc<App>>, method: Method, uri: Uri, headers: HeaderMap) -> Response {
    let head = method == Method::HEAD;
    let mut response = if method != Method::GET && !head {
        let mut r = plain(
            StatusCode::METHOD_NOT_ALLOWED,
            "text/plain; charset=utf-8",
            NOT_ALLOWED.into(),
        );
        r.headers_mut()
            .insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
        r
    } else {
        match answer(&app, uri.path(), uri.query(), &headers).await {
            Ok(Some(r)) => r,
            Ok(None) => not_found(),
            Err(e) => {
                tracing::warn!("tavolo: web page {}: {e:?}", uri.path());
                plain(
                    StatusCode::INTERNAL_SERVER_ERROR,
                    "text/plain; charset=utf-8",
                    "Something went wrong. · Qualcosa non ha funzionato.\n".into(),
                )
            }
        }
    };
    secure(response.headers_mut());
    if head {
        // The same headers, no body.
        *response.body_mut() = Body::empty();
    }
    response
}

/// The page at `path`, or `None` (a 404) when the path, the id or the
/// token is wrong.
async fn answer(
    app: &App,
    path: &str,
    query: Option<&str>,
    headers: &HeaderMap,
) -> Result<Option<Response>, AppError> {
    let Some(route) = route(path) else {
        return Ok(None);
    };
    let (kind, id, token) = match route {
        Route::Game(id, t) | Route::Board(id, t) | Route::Record(id, t) => (PageKind::Game, id, t),
        Route::Tournament(id, t) => (PageKind::Tournament, id, t),
    };
    let stored = app.store().page_token(kind, id).await?;
    if !stored.is_some_and(|s| super::token::same(token, &s)) {
        return Ok(None);
    }
    let accept = headers.get(header::ACCEPT_LANGUAGE).and_then(|v| v.to_str().ok());
    let lang = super::lang::chosen(query, accept);
    let ply = query_value(query, "ply").and_then(|p| p.parse::<usize>().ok());
    Ok(match route {
        Route::Game(id, token) => super::game_page::html(app, id, token, ply, query, lang)
            .await?
            .map(html),
        Route::Board(id, _) => app.game_picture(id, ply, lang).await?.map(|png| {
            let mut r = plain(StatusCode::OK, "image/png", png);
            r.headers_mut()
                .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
            r
        }),
        Route::Record(id, _) => app.game_record_file(id).await?.map(|(file, text)| {
            let kind = if file.ends_with(".json") {
                "application/json; charset=utf-8"
            } else {
                "text/plain; charset=utf-8"
            };
            let mut r = plain(StatusCode::OK, kind, text.into_bytes());
            // The name is ours (`tavolo-game-12.pgn`): nothing to quote.
            if let Ok(value) = HeaderValue::from_str(&format!("attachment; filename=\"{file}\"")) {
                r.headers_mut().insert(header::CONTENT_DISPOSITION, value);
            }
            r
        }),
        Route::Tournament(id, _) => super::tournament_page::html(app, id, lang).await?.map(html),
    })
}

/// A 200 page.
fn html(body: String) -> Response {
    let mut r = plain(StatusCode::OK, "text/html; charset=utf-8", body.into_bytes());
    r.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    r
}

/// The one 404.
fn not_found() -> Response {
    plain(
        StatusCode::NOT_FOUND,
        "text/html; charset=utf-8",
        NOT_FOUND.into(),
    )
}

fn plain(status: StatusCode, content_type: &'static str, body: Vec<u8>) -> Response {
    let mut r = Response::new(Body::from(body));
    *r.status_mut() = status;
    r.headers_mut()
        .insert(header::CONTENT_TYPE, HeaderValue::from_static(content_type));
    r
}

/// The headers every answer carries.
fn secure(headers: &mut HeaderMap) {
    if let Ok(csp) = HeaderValue::from_str(&super::html::content_security_policy()) {
        headers.insert(header::CONTENT_SECURITY_POLICY, csp);
    }
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(header::REFERRER_POLICY, HeaderValue::from_static("no-referrer"));
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_a_page_s_exact_path_is_a_page() {
        assert!(matches!(route("/g/12/abc123"), Some(Route::Game(12, "abc123"))));
        assert!(matches!(
            route("/g/12/abc/board.png"),
            Some(Route::Board(12, "abc"))
        ));
        assert!(matches!(
            route("/g/12/abc/record"),
            Some(Route::Record(12, "abc"))
        ));
        assert!(matches!(route("/t/3/abc"), Some(Route::Tournament(3, "abc"))));
        for wrong in [
            "/",
            "/g",
            "/g/12",
            "/g/12/",
            "/g/12/abc/",
            "/g/-1/abc",
            "/g/+1/abc",
            "/g/99999999999999999999/abc",
            "/g/12/ab%2Fc",
            "/g/12/abc/other",
            "/x/12/abc",
            "//g/12/abc",
        ] {
            assert!(route(wrong).is_none(), "{wrong}");
        }
        assert!(route(&format!("/g/1/{}", "a".repeat(MAX_TOKEN + 1))).is_none());
    }

    #[test]
    fn a_query_gives_its_values() {
        assert_eq!(query_value(Some("ply=3&lang=it"), "lang"), Some("it"));
        assert_eq!(query_value(Some("ply=3&lang=it"), "ply"), Some("3"));
        assert_eq!(query_value(Some("plyx=3"), "ply"), None);
        assert_eq!(query_value(None, "ply"), None);
    }
}
