//! A game's page: players, seats and clocks, where the game stands or how
//! it ended, the board at the ply asked (its picture from the chat's
//! renderer), ⏮ ◀ ▶ ⏭ as links and the arrow keys, the numbered moves
//! (each a link to its position) and the record to download. First and
//! last are written `|◀` and `▶|`: the ⏮ and ⏭ signs are missing from
//! many fonts (a blank box in Debian's Chromium).

use crate::app::{App, AppError, GamePage, Lang};

use super::html::{escape, page};
use super::lang::tr;

/// A game in progress, seen at its latest position, reloads this often.
const LIVE_REFRESH_SECONDS: u32 = 30;

/// The page of game `id` (its token already checked) at `ply` (its latest
/// position when none), or `None` for a game without a page.
pub async fn html(
    app: &App,
    id: i64,
    token: &str,
    ply: Option<usize>,
    query: Option<&str>,
    lang: Lang,
) -> Result<Option<String>, AppError> {
    let Some(game) = app.game_page(id, lang).await? else {
        return Ok(None);
    };
    Ok(Some(render(&game, token, ply, super::lang::asked(query), lang)))
}

/// A link to this page at `ply` (the latest position when none), keeping
/// a language the reader chose.
fn link(ply: Option<usize>, asked: Option<Lang>) -> String {
    let mut parts = Vec::new();
    if let Some(ply) = ply {
        parts.push(format!("ply={ply}"));
    }
    if let Some(lang) = asked {
        parts.push(format!("lang={}", lang.as_str()));
    }
    format!("?{}", parts.join("&amp;"))
}

/// A move as the list and the caption write it: a throw in brackets.
fn move_text(game: &GamePage, index: usize) -> String {
    let m = &game.moves[index];
    if m.throw {
        format!("<span class=\"throw\">[{}]</span>", escape(&m.text))
    } else {
        escape(&m.text)
    }
}

fn render(game: &GamePage, token: &str, asked_ply: Option<usize>, asked: Option<Lang>, lang: Lang) -> String {
    let total = game.moves.len();
    let ply = asked_ply.unwrap_or(total).min(total);
    let latest = ply == total;
    let title = format!("{} #{}", game.game, game.id);
    let mut body = String::new();

    // The title and the language switch.
    let other = match lang {
        Lang::En => Lang::It,
        Lang::It => Lang::En,
    };
    body.push_str(&format!(
        "<header><h1>{}</h1><a class=\"lang\" id=\"lang\" hreflang=\"{o}\" lang=\"{o}\" href=\"{}\">{}</a></header>",
        escape(&title),
        link(asked_ply, Some(other)),
        escape(&tr(lang, "web-lang-other", &[])),
        o = other.as_str(),
    ));
    body.push_str(&format!(
        "<p class=\"status\" id=\"status\">{}</p>",
        escape(&game.status)
    ));

    // Players.
    body.push_str(&format!(
        "<h2>{}</h2><ul class=\"seats\">",
        escape(&tr(lang, "web-players", &[]))
    ));
    for seat in &game.seats {
        let clock = seat.clock.as_ref().map_or(String::new(), |left| {
            format!(
                "<span class=\"clock\">{}</span>",
                escape(&tr(lang, "web-clock", &[("time", left.clone())]))
            )
        });
        body.push_str(&format!(
            "<li><span class=\"role\">{}</span><span class=\"name\">{}</span>{clock}</li>",
            escape(&seat.role),
            escape(&seat.name)
        ));
    }
    body.push_str("</ul>");

    // The board at `ply`.
    let alt = tr(
        lang,
        "web-board-alt",
        &[
            ("game", game.game.clone()),
            ("id", game.id.to_string()),
            ("ply", ply.to_string()),
            ("total", total.to_string()),
        ],
    );
    let caption = if ply == 0 {
        escape(&tr(lang, "web-at-start", &[("total", total.to_string())]))
    } else {
        // The move is markup already (escaped, a throw marked).
        escape(&tr(
            lang,
            "web-at-move",
            &[
                ("ply", ply.to_string()),
                ("total", total.to_string()),
                ("move", "\u{1}".into()),
            ],
        ))
        .replace('\u{1}', &move_text(game, ply - 1))
    };
    body.push_str(&format!(
        "<figure id=\"board\" data-ply=\"{ply}\" data-total=\"{total}\">\
         <img src=\"{token}/board.png?ply={ply}&amp;lang={l}\" alt=\"{}\">\
         <figcaption id=\"at\">{caption}</figcaption></figure>",
        escape(&alt),
        l = lang.as_str(),
    ));

    // ⏮ ◀ ▶ ⏭: links where they lead elsewhere, dimmed where not.
    let steps = [
        ("first", "|◀", "web-first", ply > 0, Some(0)),
        (
            "previous",
            "◀",
            "web-previous",
            ply > 0,
            Some(ply.saturating_sub(1)),
        ),
        ("next", "▶", "web-next", ply < total, Some(ply + 1)),
        // The last: the latest position, live in a game in progress.
        (
            "last",
            "▶|",
            "web-last",
            ply < total,
            if game.finished { Some(total) } else { None },
        ),
    ];
    body.push_str("<nav class=\"steps\">");
    for (id, symbol, label, on, to) in steps {
        let label = escape(&tr(lang, label, &[]));
        if on {
            body.push_str(&format!(
                "<a id=\"{id}\" href=\"{}\" title=\"{label}\" aria-label=\"{label}\">{symbol}</a>",
                link(to, asked)
            ));
        } else {
            body.push_str(&format!(
                "<span title=\"{label}\" aria-label=\"{label}\" aria-disabled=\"true\">{symbol}</span>"
            ));
        }
    }
    body.push_str("</nav>");
    if total > 0 {
        body.push_str(&format!(
            "<p class=\"hint\">{}</p>",
            escape(&tr(lang, "web-keys", &[]))
        ));
    }
    if !game.finished && latest {
        body.push_str(&format!(
            "<p class=\"hint\">{}</p>",
            escape(&tr(lang, "web-live", &[]))
        ));
    }

    // The moves, each a link to the position after it.
    body.push_str(&format!(
        "<h2>{}</h2>",
        escape(&tr(lang, "web-moves", &[("n", total.to_string())]))
    ));
    if total == 0 {
        body.push_str(&format!("<p>{}</p>", escape(&tr(lang, "web-no-moves", &[]))));
    } else {
        body.push_str("<ol class=\"moves\" id=\"moves\">");
        for i in 0..total {
            let current = if i + 1 == ply {
                " aria-current=\"step\""
            } else {
                ""
            };
            body.push_str(&format!(
                "<li><a href=\"{}\"{current}><span class=\"num\">{}.</span>{}</a></li>",
                link(Some(i + 1), asked),
                i + 1,
                move_text(game, i)
            ));
        }
        body.push_str("</ol>");
    }

    // The record.
    if let Some(file) = &game.record_file {
        body.push_str(&format!(
            "<p class=\"record\"><a id=\"record\" href=\"{token}/record\" download=\"{f}\">{}</a></p>",
            escape(&tr(lang, "web-record", &[("file", file.clone())])),
            f = escape(file),
        ));
    }
    body.push_str(&format!(
        "<footer>{}</footer>",
        escape(&tr(lang, "web-footer", &[]))
    ));

    let refresh = if !game.finished && latest {
        format!("<meta http-equiv=\"refresh\" content=\"{LIVE_REFRESH_SECONDS}\">")
    } else {
        String::new()
    };
    page(lang, &format!("{title} · Tavolo"), &refresh, &body, total > 0)
}
