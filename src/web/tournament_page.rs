//! A tournament's page: its standings and crosstable as the chat's
//! `/tournament standings` and `crosstable` make them, and the pairings of
//! every round.

use crate::app::{App, AppError, Lang};

use super::html::{escape, page};
use super::lang::tr;

/// The page of tournament `id` (its token already checked).
pub async fn html(app: &App, id: i64, lang: Lang) -> Result<Option<String>, AppError> {
    let Some(t) = app.tournament_page(id, lang).await? else {
        return Ok(None);
    };
    let other = match lang {
        Lang::En => Lang::It,
        Lang::It => Lang::En,
    };
    let title = tr(
        lang,
        "web-tournament",
        &[
            ("id", t.id.to_string()),
            ("game", t.game.clone()),
            ("status", t.status.clone()),
        ],
    );
    let mut body = format!(
        "<header><h1>{}</h1><a class=\"lang\" id=\"lang\" hreflang=\"{o}\" lang=\"{o}\" href=\"?lang={o}\">{}</a></header>",
        escape(&title),
        escape(&tr(lang, "web-lang-other", &[])),
        o = other.as_str(),
    );
    match &t.tables {
        None => body.push_str(&format!("<p>{}</p>", escape(&tr(lang, "web-no-players", &[])))),
        Some(tables) => {
            body.push_str(&format!("<p class=\"status\">{}</p>", escape(&tables.title)));
            body.push_str(&format!("<h2>{}</h2>", escape(&tr(lang, "web-standings", &[]))));
            body.push_str(&table("standings", &tables.standings.0, &tables.standings.1));
            body.push_str(&format!("<h2>{}</h2>", escape(&tr(lang, "web-crosstable", &[]))));
            body.push_str(&table("crosstable", &tables.crosstable.0, &tables.crosstable.1));
            if !tables.legend.is_empty() {
                body.push_str(&format!(
                    "<p class=\"legend\">{}</p>",
                    escape(&tables.legend.join(", "))
                ));
            }
        }
    }
    body.push_str(&format!("<h2>{}</h2>", escape(&tr(lang, "web-pairings", &[]))));
    if t.rounds.is_empty() {
        body.push_str(&format!("<p>{}</p>", escape(&tr(lang, "web-no-rounds", &[]))));
    }
    for (round, lines) in &t.rounds {
        body.push_str(&format!(
            "<h3>{}</h3><ul class=\"round\" id=\"round-{round}\">",
            escape(&tr(lang, "web-round", &[("round", round.to_string())]))
        ));
        for line in lines {
            body.push_str(&format!("<li>{}</li>", escape(line)));
        }
        body.push_str("</ul>");
    }
    body.push_str(&format!(
        "<footer>{}</footer>",
        escape(&tr(lang, "web-footer", &[]))
    ));
    Ok(Some(page(lang, &format!("{title} · Tavolo"), "", &body, false)))
}

/// A table with its header; a column whose cells are all figures (or
/// empty) is aligned right, its title too.
fn table(id: &str, header: &[String], rows: &[Vec<String>]) -> String {
    let figures = |text: &str| {
        text.chars()
            .all(|c| c.is_ascii_digit() || matches!(c, '.' | ',' | '½' | '-' | '+' | '=' | ' '))
    };
    let numeric: Vec<bool> = (0..header.len())
        .map(|k| rows.iter().all(|row| row.get(k).is_none_or(|cell| figures(cell))))
        .collect();
    let class = |k: usize| {
        if numeric.get(k).copied().unwrap_or(false) {
            " class=\"n\""
        } else {
            ""
        }
    };
    let mut out = format!("<div class=\"scroll\"><table id=\"{id}\"><thead><tr>");
    for (k, h) in header.iter().enumerate() {
        out.push_str(&format!("<th scope=\"col\"{}>{}</th>", class(k), escape(h)));
    }
    out.push_str("</tr></thead><tbody>");
    for row in rows {
        out.push_str("<tr>");
        for (k, cell) in row.iter().enumerate() {
            out.push_str(&format!("<td{}>{}</td>", class(k), escape(cell)));
        }
        out.push_str("</tr>");
    }
    out.push_str("</tbody></table></div>");
    out
}
