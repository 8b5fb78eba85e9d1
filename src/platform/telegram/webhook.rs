//! Webhook mode, for several processes behind a load balancer: Telegram
//! POSTs each update to `TELEGRAM_WEBHOOK_URL`, the balancer passes it to
//! one process, which serves it on `TELEGRAM_WEBHOOK_LISTEN`. Every request
//! must carry `TELEGRAM_WEBHOOK_SECRET` in `X-Telegram-Bot-Api-Secret-Token`
//! (teloxide's webhook router answers 401 otherwise).
//!
//! Every process calls `setWebhook` at start with the same URL and secret:
//! the call is idempotent, so no process is special, and none deletes the
//! webhook when it stops (the others keep serving). An update Telegram
//! sends again (it got no 200 in time) may reach another process: it is
//! handled once (`App::first_delivery`).

use std::net::SocketAddr;

/// Where Telegram sends updates and where this process takes them.
#[derive(Clone)]
pub struct Webhook {
    url: url::Url,
    secret: String,
    listen: SocketAddr,
}

impl std::fmt::Debug for Webhook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Webhook")
            .field("url", &self.url.as_str())
            .field("secret", &"<redacted>")
            .field("listen", &self.listen)
            .finish()
    }
}

/// Where a process listens when `TELEGRAM_WEBHOOK_LISTEN` is not set.
pub const DEFAULT_LISTEN: &str = "0.0.0.0:8443";

impl Webhook {
    /// A webhook at `url` (what Telegram is given; its path is the path
    /// served), checked by `secret`, served on `listen`.
    ///
    /// # Errors
    /// The secret is not 1 to 256 of `A-Z a-z 0-9 _ -` (Telegram's rule).
    pub fn new(url: url::Url, secret: &str, listen: SocketAddr) -> Result<Webhook, String> {
        let allowed = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-';
        if secret.is_empty() || secret.len() > 256 || !secret.chars().all(allowed) {
            return Err(
                "TELEGRAM_WEBHOOK_SECRET: 1 to 256 characters of A-Z, a-z, 0-9, _ and - \
                 (e.g. the output of `openssl rand -hex 32`)"
                    .into(),
            );
        }
        Ok(Webhook {
            url,
            secret: secret.to_string(),
            listen,
        })
    }

    /// From `TELEGRAM_WEBHOOK_URL` (not set or empty: `None`, long
    /// polling), `TELEGRAM_WEBHOOK_SECRET` (required with it) and
    /// `TELEGRAM_WEBHOOK_LISTEN` (default [`DEFAULT_LISTEN`]).
    ///
    /// # Errors
    /// A setting is malformed, the URL is not `https://`, the secret is
    /// missing, or a webhook setting is given without the URL.
    pub fn from_env() -> Result<Option<Webhook>, String> {
        let var = |name: &str| {
            std::env::var(name)
                .ok()
                .map(|v| v.trim().to_string())
                .filter(|v| !v.is_empty())
        };
        let (url, secret, listen) = (
            var("TELEGRAM_WEBHOOK_URL"),
            var("TELEGRAM_WEBHOOK_SECRET"),
            var("TELEGRAM_WEBHOOK_LISTEN"),
        );
        let Some(url) = url else {
            if secret.is_some() || listen.is_some() {
                return Err("TELEGRAM_WEBHOOK_SECRET and TELEGRAM_WEBHOOK_LISTEN need \
                            TELEGRAM_WEBHOOK_URL (e.g. https://bot.example.org/telegram)"
                    .into());
            }
            return Ok(None);
        };
        Webhook::parse(&url, secret.as_deref(), listen.as_deref()).map(Some)
    }

    /// The settings' texts read as [`Webhook::from_env`] does.
    ///
    /// # Errors
    /// As [`Webhook::from_env`].
    pub fn parse(url: &str, secret: Option<&str>, listen: Option<&str>) -> Result<Webhook, String> {
        let url = url::Url::parse(url)
            .ok()
            .filter(|u| u.scheme() == "https" && u.host().is_some())
            .ok_or_else(|| {
                format!(
                    "TELEGRAM_WEBHOOK_URL '{url}': Telegram needs a public https:// URL \
                     (e.g. https://bot.example.org/telegram)"
                )
            })?;
        let secret = secret.ok_or(
            "TELEGRAM_WEBHOOK_SECRET is needed with TELEGRAM_WEBHOOK_URL: Telegram sends it with \
             every update, so that nobody else can post updates (e.g. the output of \
             `openssl rand -hex 32`)",
        )?;
        let listen = listen.unwrap_or(DEFAULT_LISTEN);
        let listen = listen.parse().map_err(|_| {
            format!("TELEGRAM_WEBHOOK_LISTEN '{listen}': an address and port, e.g. {DEFAULT_LISTEN}")
        })?;
        Webhook::new(url, secret, listen)
    }

    pub fn url(&self) -> &url::Url {
        &self.url
    }

    pub fn listen(&self) -> SocketAddr {
        self.listen
    }

    pub(super) fn secret(&self) -> &str {
        &self.secret
    }
}

#[cfg(test)]
mod tests {
    use super::Webhook;

    #[test]
    fn a_webhook_needs_an_https_url_and_a_proper_secret() {
        let hook = Webhook::parse("https://bot.example.org/tg", Some("s3cret_-X"), None).unwrap();
        assert_eq!(hook.url().path(), "/tg");
        assert_eq!(hook.listen().to_string(), "0.0.0.0:8443");
        let hook = Webhook::parse("https://h/p", Some("x"), Some("127.0.0.1:9000")).unwrap();
        assert_eq!(hook.listen().port(), 9000);
        for (url, secret, listen, named) in [
            (
                "http://bot.example.org/tg",
                Some("x"),
                None,
                "TELEGRAM_WEBHOOK_URL",
            ),
            ("not a url", Some("x"), None, "TELEGRAM_WEBHOOK_URL"),
            ("https://h/p", None, None, "TELEGRAM_WEBHOOK_SECRET"),
            ("https://h/p", Some("with space"), None, "TELEGRAM_WEBHOOK_SECRET"),
            ("https://h/p", Some("x"), Some("8443"), "TELEGRAM_WEBHOOK_LISTEN"),
        ] {
            let error = Webhook::parse(url, secret, listen).expect_err(url);
            assert!(error.contains(named) && error.contains("e.g."), "{error}");
        }
    }

    #[test]
    fn the_webhooks_debug_never_shows_the_secret() {
        let hook = Webhook::parse("https://h/p", Some("hidden-words"), None).unwrap();
        let shown = format!("{hook:?}");
        assert!(!shown.contains("hidden-words"), "{shown}");
    }
}
