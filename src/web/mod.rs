//! The read-only web pages: one per game (`/g/<id>/<token>`, with its
//! board at any ply and its record) and one per tournament
//! (`/t/<id>/<token>`), served by the bot's own process with axum.
//!
//! Nothing is listed: a page is reached only by the link the chat gives,
//! whose token (`token`) is unguessable; a wrong token, id or path is the
//! same 404. Only GET and HEAD; every answer carries a strict
//! Content-Security-Policy (`html`). One concept per file: the settings and
//! the start (here), the routes and headers (`router`), the game page
//! (`game_page`), the tournament page (`tournament_page`), the tokens
//! (`token`), HTML escaping and the page frame (`html`), the pages' words
//! in English and Italian (`lang`, `en.ftl`, `it.ftl`).

mod game_page;
mod html;
pub mod lang;
mod router;
pub mod token;
mod tournament_page;

use std::net::SocketAddr;
use std::sync::Arc;

use crate::app::App;

pub use router::router;

/// Where local mode serves the pages unless `TAVOLO_WEB` says otherwise.
pub const LOCAL_DEFAULT: &str = "127.0.0.1:8080";

/// The web server's settings: `TAVOLO_WEB` (the address to listen on, or
/// `off`) and `TAVOLO_PUBLIC_URL` (the base of the links, behind a proxy).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Config {
    /// `host:port` to listen on.
    pub listen: String,
    /// The base of the links; `None`: `http://` and the address bound.
    pub public: Option<String>,
}

impl Config {
    /// The settings from the environment: local mode serves the pages on
    /// [`LOCAL_DEFAULT`] unless `TAVOLO_WEB=off`; the platforms only when
    /// `TAVOLO_WEB` is set.
    pub fn from_env(local: bool) -> Option<Config> {
        Config::from_values(
            std::env::var("TAVOLO_WEB").ok().as_deref(),
            std::env::var("TAVOLO_PUBLIC_URL").ok().as_deref(),
            local,
        )
    }

    /// [`Config::from_env`] over given values.
    pub fn from_values(web: Option<&str>, public: Option<&str>, local: bool) -> Option<Config> {
        let listen = match web.map(str::trim) {
            Some("off" | "0" | "false" | "no") => return None,
            Some(address) if !address.is_empty() => address.to_string(),
            _ if local => LOCAL_DEFAULT.to_string(),
            _ => return None,
        };
        let public = public
            .map(|p| p.trim().trim_end_matches('/').to_string())
            .filter(|p| !p.is_empty());
        Some(Config { listen, public })
    }

    /// Listens on the address: the listener and the base of the links; a
    /// failure is logged and gives `None` (the bot runs on without pages).
    pub async fn bind(&self) -> Option<Bound> {
        match tokio::net::TcpListener::bind(&self.listen).await {
            Ok(listener) => {
                let addr = listener.local_addr().ok()?;
                let base = self.public.clone().unwrap_or_else(|| format!("http://{addr}"));
                Some(Bound { listener, addr, base })
            }
            Err(e) => {
                tracing::error!(
                    "tavolo: the web pages are off: cannot listen on {} (TAVOLO_WEB): {e}",
                    self.listen
                );
                None
            }
        }
    }
}

/// A listening web server, not yet serving.
pub struct Bound {
    listener: tokio::net::TcpListener,
    /// The address it listens on.
    pub addr: SocketAddr,
    /// The base of the pages' links.
    pub base: String,
}

/// Serves the pages of `app` until the process ends; a failure is logged.
pub async fn serve(bound: Bound, app: Arc<App>) {
    if let Err(e) = axum::serve(bound.listener, router(app)).await {
        tracing::error!("tavolo: the web server stopped: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn local_mode_serves_by_default_the_platforms_only_when_asked() {
        let local = Config::from_values(None, None, true).unwrap();
        assert_eq!(local.listen, LOCAL_DEFAULT);
        assert_eq!(local.public, None);
        assert_eq!(Config::from_values(Some("off"), None, true), None);
        assert_eq!(Config::from_values(None, None, false), None);
        let set =
            Config::from_values(Some("0.0.0.0:9000"), Some("https://x.example/tavolo/"), false).unwrap();
        assert_eq!(set.listen, "0.0.0.0:9000");
        assert_eq!(set.public.as_deref(), Some("https://x.example/tavolo"));
    }

    #[tokio::test]
    async fn a_bind_failure_is_no_server_not_a_stop() {
        let taken = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let config = Config {
            listen: taken.local_addr().unwrap().to_string(),
            public: None,
        };
        assert!(config.bind().await.is_none());
        let free = Config {
            listen: "127.0.0.1:0".into(),
            public: None,
        };
        let bound = free.bind().await.unwrap();
        assert_eq!(bound.base, format!("http://{}", bound.addr));
    }
}
