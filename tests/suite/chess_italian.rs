//! Chess moves typed in an Italian chat, through the core.

use tavolo::app::{Lang, Request};

use crate::core_world;

use core_world::*;

/// An Italian chat writes chess with Italian piece letters: `Re2` is the
/// king's move there (in English, `R` is a rook, and no rook reaches e2).
#[tokio::test]
async fn an_italian_chat_moves_chess_pieces_by_their_italian_letters() {
    let w = World::new();
    let app = w.app().await;
    started_en(&app, "vinciperdi").await;
    let italian = |name: &str, text: &str| Request {
        chat_lang: Lang::It,
        lang: Lang::It,
        ..req_in(name, mv(text), Lang::En)
    };
    let r = app.handle(italian("alice", "e3")).await;
    assert!(!r.private, "{}", r.text);
    let r = app.handle(italian("bob", "Cc6")).await;
    assert!(!r.private && r.text.contains("Nc6"), "{}", r.text);
    let r = say_en(&app, "alice", mv("Re2")).await;
    assert!(r.private, "in English R is a rook: {}", r.text);
    let r = app.handle(italian("alice", "Re2")).await;
    assert!(!r.private && r.text.contains("Ke2"), "{}", r.text);
}
