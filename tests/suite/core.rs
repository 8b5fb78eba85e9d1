//! The core over a real database (a SQLite file, or PostgreSQL: see
//! `core_world`): permissions, races, refusals that change nothing,
//! challenges, draws, and the outbox across restarts.

use tavolo::app::{App, Command, DrawAction, Lang, Press, Reply, Request};

use crate::core_world;

use core_world::*;

/// A game of the catalog that is not played here because of `status`
/// (not for a chat, or its text incomplete): the catalog's first such one,
/// never a named one.
fn unplayable_game(status: rulebook::Status) -> &'static str {
    rulebook::planned_slugs()
        .map(|(slug, _)| slug)
        .find(|slug| rulebook::book().entry(slug).is_some_and(|e| e.status() == status))
        .unwrap_or_else(|| panic!("a {status} game in the catalog"))
}

/// A game of the catalog that is not for a chat (its pages say why).
fn rules_only_game() -> &'static str {
    unplayable_game(rulebook::Status::NotChat)
}

fn req(name: &str, command: Command) -> Request {
    Request {
        platform: "test".into(),
        chat: "chat-1".into(),
        user: user(name),
        role: tavolo::app::Role::Member,
        command,
        lang: Lang::En,
        chat_lang: Lang::En,
    }
}

fn draw(action: DrawAction) -> Command {
    Command::Draw { game: None, action }
}

fn mv(text: &str) -> Command {
    Command::Move {
        game: None,
        text: text.into(),
        ply: None,
    }
}

async fn say(app: &App, name: &str, command: Command) -> Reply {
    app.handle(req(name, command)).await
}

/// alice challenges bob to `game`; bob accepts.
async fn started(app: &App, game: &str) -> Reply {
    let r = say(
        app,
        "alice",
        Command::Challenge {
            opponents: vec![user("bob")],
            game: game.into(),
            options: vec![],
        },
    )
    .await;
    assert!(!r.private, "{}", r.text);
    let r = say(app, "bob", Command::Accept(None)).await;
    assert!(r.text.contains("Challenge accepted"), "{}", r.text);
    r
}

/// The whole legal moves `name` may play now in game `id`.
async fn legal(app: &App, name: &str, id: i64) -> Vec<String> {
    app.move_choices(&req(name, Command::Help), Some(id), "", usize::MAX)
        .await
}

/// The first legal move `name` may play now in game `id`.
async fn first_legal(app: &App, name: &str, id: i64) -> String {
    legal(app, name, id)
        .await
        .into_iter()
        .next()
        .unwrap_or_else(|| panic!("{name} has no move in game #{id}"))
}

async fn position(app: &App, id: i64) -> (String, i64) {
    let row = app.store().game(id).await.unwrap().unwrap();
    (row.position.unwrap_or_default(), row.version)
}

#[tokio::test]
async fn a_whole_game_through_the_core() {
    let w = World::new();
    let app = w.app().await;
    let (game, moves) = pick::quick();
    let r = started(&app, game.slug).await;
    assert!(r.image.is_some() && r.board.is_some(), "the start posts a board");
    for (ply, text) in moves.iter().enumerate() {
        let who = ["alice", "bob"][ply % 2];
        let r = say(&app, who, mv(text)).await;
        assert!(!r.private, "{who} {text}: {}", r.text);
    }
    let row = app.store().game(1).await.unwrap().unwrap();
    assert_eq!(row.status.to_string(), "finished", "{}: {moves:?}", game.slug);
    let r = say(&app, "alice", Command::Board(Some(1))).await;
    assert!(r.text.contains("over"), "{}", r.text);
}

#[tokio::test]
async fn only_the_seat_to_move_moves_and_outsiders_are_refused() {
    let w = World::new();
    let app = w.app().await;
    started(&app, pick::plain().slug).await;
    let before = position(&app, 1).await;
    let alices = first_legal(&app, "alice", 1).await;
    let r = say(&app, "bob", mv(&alices)).await;
    assert!(r.private && r.text.contains("not your turn"), "{}", r.text);
    let r = app
        .handle(Request {
            role: tavolo::app::Role::Member,
            command: Command::Move {
                game: Some(1),
                text: alices.clone(),
                ply: None,
            },
            ..req("carol", mv(""))
        })
        .await;
    assert!(
        r.private && r.text.contains("not playing in game #1"),
        "{}",
        r.text
    );
    let r = app
        .handle(Request {
            role: tavolo::app::Role::Member,
            command: Command::Resign(Some(1)),
            ..req("carol", mv(""))
        })
        .await;
    assert!(r.private && r.text.contains("Only a player"), "{}", r.text);
    let r = app
        .handle(Request {
            role: tavolo::app::Role::Member,
            command: Command::Draw {
                game: Some(1),
                action: DrawAction::Offer,
            },
            ..req("carol", mv(""))
        })
        .await;
    assert!(r.private && r.text.contains("Only a player"), "{}", r.text);
    assert_eq!(position(&app, 1).await, before, "refusals change nothing");
}

#[tokio::test]
async fn only_the_challenged_accepts() {
    let w = World::new();
    let app = w.app().await;
    say(
        &app,
        "alice",
        Command::Challenge {
            opponents: vec![user("bob")],
            game: pick::plain().slug.into(),
            options: vec![],
        },
    )
    .await;
    let r = app
        .handle(Request {
            role: tavolo::app::Role::Member,
            command: Command::Accept(Some(1)),
            ..req("carol", mv(""))
        })
        .await;
    assert!(r.private && r.text.contains("not offered to you"), "{}", r.text);
    let r = say(&app, "alice", Command::Accept(Some(1))).await;
    assert!(r.private && r.text.contains("already in game #1"), "{}", r.text);
    let r = app
        .handle(Request {
            role: tavolo::app::Role::Member,
            command: Command::Decline(Some(1)),
            ..req("carol", mv(""))
        })
        .await;
    assert!(
        r.private && r.text.contains("Only a player invited"),
        "{}",
        r.text
    );
    let r = say(&app, "bob", Command::Accept(Some(1))).await;
    assert!(r.text.contains("Challenge accepted"), "{}", r.text);
}

#[tokio::test]
async fn an_illegal_move_changes_nothing() {
    let w = World::new();
    let app = w.app().await;
    started(&app, pick::plain().slug).await;
    let before = position(&app, 1).await;
    for (text, says) in [("zz99", "not a move"), ("", "move")] {
        let r = say(&app, "alice", mv(text)).await;
        assert!(r.private, "{text}: {}", r.text);
        assert!(r.text.to_lowercase().contains(says), "{text}: {}", r.text);
    }
    assert_eq!(position(&app, 1).await, before);
    assert_eq!(app.store().moves(1).await.unwrap().len(), 0);
}

#[tokio::test]
async fn two_racing_moves_apply_exactly_one() {
    let w = World::new();
    let app = w.app().await;
    let game = pick::plain_games()
        .find(|info| {
            games::registry::start(info.slug, &Default::default()).is_ok_and(|g| g.legal().len() >= 3)
        })
        .expect("a game with three first moves");
    started(&app, game.slug).await;
    let three = legal(&app, "alice", 1).await;
    // Two cores on one database (two processes), and two requests on one core.
    let other = w.app().await;
    let (a, b, c) = tokio::join!(
        app.handle(req("alice", mv(&three[0]))),
        other.handle(req("alice", mv(&three[1]))),
        app.handle(req("alice", mv(&three[2]))),
    );
    let accepted = [&a, &b, &c].iter().filter(|r| !r.private).count();
    assert_eq!(accepted, 1, "{} | {} | {}", a.text, b.text, c.text);
    assert_eq!(app.store().moves(1).await.unwrap().len(), 1);
    assert_eq!(position(&app, 1).await.1, 1);
}

#[tokio::test]
async fn several_games_here_need_a_game_number() {
    let w = World::new();
    let app = w.app().await;
    let (first, second) = (pick::plain(), pick::another_plain());
    started(&app, first.slug).await;
    started(&app, second.slug).await;
    let text = first_legal(&app, "alice", 2).await;
    let r = say(&app, "alice", mv(&text)).await;
    assert!(
        r.private
            && r.text.contains(&format!("#1 {}", first.name_en))
            && r.text.contains(&format!("#2 {}", second.name_en)),
        "{}",
        r.text
    );
    let r = say(
        &app,
        "alice",
        Command::Move {
            game: Some(2),
            text,
            ply: None,
        },
    )
    .await;
    assert!(!r.private, "{}", r.text);
}

#[tokio::test]
async fn draws_are_offered_and_answered_by_the_players() {
    let w = World::new();
    let app = w.app().await;
    started(&app, pick::plain().slug).await;
    let r = say(&app, "alice", draw(DrawAction::Accept)).await;
    assert!(r.private, "nothing to accept yet: {}", r.text);
    say(&app, "alice", draw(DrawAction::Offer)).await;
    let r = say(&app, "bob", draw(DrawAction::Decline)).await;
    assert!(r.text.contains("declines"), "{}", r.text);
    say(&app, "bob", draw(DrawAction::Offer)).await;
    let r = say(&app, "alice", draw(DrawAction::Accept)).await;
    assert!(r.text.contains("Draw agreed"), "{}", r.text);
    let row = app.store().game(1).await.unwrap().unwrap();
    assert_eq!(row.status.to_string(), "finished");
}

#[tokio::test]
async fn resigning_ends_the_game_for_the_other_player() {
    let w = World::new();
    let app = w.app().await;
    started(&app, pick::plain().slug).await;
    let alices = first_legal(&app, "alice", 1).await;
    let r = say(&app, "bob", Command::Resign(None)).await;
    assert!(r.text.contains("bob resigned"), "{}", r.text);
    let row = app.store().game(1).await.unwrap().unwrap();
    assert!(row.result.unwrap().contains("\"winner\":0"));
    let r = say(&app, "alice", mv(&alices)).await;
    assert!(r.private, "no moves after the end: {}", r.text);
}

#[tokio::test]
async fn open_challenges_fill_and_can_be_cancelled() {
    let w = World::new();
    let app = w.app().await;
    let r = say(
        &app,
        "alice",
        Command::Challenge {
            opponents: vec![],
            game: pick::alias().0.into(),
            options: vec![],
        },
    )
    .await;
    assert!(r.text.contains("Open challenge #1"), "{}", r.text);
    let r = say(&app, "bob", Command::Cancel(Some(1))).await;
    assert!(r.private && r.text.contains("Only the challenger"), "{}", r.text);
    let r = say(&app, "carol", Command::Accept(None)).await;
    assert!(r.text.contains("Challenge accepted"), "{}", r.text);
    let r = say(
        &app,
        "alice",
        Command::Challenge {
            opponents: vec![],
            game: pick::plain().slug.into(),
            options: vec![],
        },
    )
    .await;
    assert!(r.text.contains("#2"), "{}", r.text);
    let r = say(&app, "alice", Command::Cancel(None)).await;
    assert!(r.text.contains("cancelled"), "{}", r.text);
}

#[tokio::test]
async fn unknown_games_and_bad_options_are_explained() {
    let w = World::new();
    let app = w.app().await;
    let r = say(
        &app,
        "alice",
        Command::Challenge {
            opponents: vec![user("bob")],
            game: pick::slip().0,
            options: vec![],
        },
    )
    .await;
    assert!(r.private && r.text.contains(pick::slip().1.name_en), "{}", r.text);
    let (game, option, beyond) = pick::with_number_option();
    let r = say(
        &app,
        "alice",
        Command::Challenge {
            opponents: vec![user("bob")],
            game: game.slug.into(),
            options: vec![(option.name.into(), beyond.clone())],
        },
    )
    .await;
    assert!(
        r.private && r.text.contains(option.name) && r.text.contains(&beyond),
        "{}",
        r.text
    );
    // The engine's refusal of an option, in the asker's language.
    let r = app
        .handle(Request {
            lang: Lang::It,
            ..req(
                "alice",
                Command::Challenge {
                    opponents: vec![user("bob")],
                    game: pick::plain().slug.into(),
                    options: vec![("no-such-knob".into(), "red".into())],
                },
            )
        })
        .await;
    assert!(
        r.private && r.text.contains("opzione sconosciuta 'no-such-knob'"),
        "{}",
        r.text
    );
    let r = say(
        &app,
        "alice",
        Command::Challenge {
            opponents: vec![user("alice")],
            game: pick::plain().slug.into(),
            options: vec![],
        },
    )
    .await;
    assert!(r.private, "{}", r.text);
}

#[tokio::test]
async fn dice_are_thrown_from_the_committed_seed_and_recorded() {
    let w = World::new();
    let app = w.app().await;
    let r = say(
        &app,
        "alice",
        Command::Challenge {
            opponents: vec![user("bob")],
            game: pick::with_dice().slug.into(),
            options: vec![],
        },
    )
    .await;
    assert!(
        r.text.contains(&games::chance::seed_commitment(&[7; 32])),
        "{}",
        r.text
    );
    say(&app, "bob", Command::Accept(None)).await;
    let moves = app.store().moves(1).await.unwrap();
    assert!(!moves.is_empty(), "the first throw is made at the start");
    assert!(
        moves.iter().all(|m| m.auto),
        "throws and forced passes are automatic"
    );
    // Every throw is the one the seed gives at its ply.
    let mut game = games::registry::start(pick::with_dice().slug, &Default::default()).unwrap();
    for m in &moves {
        if game.status() == games::Status::Chance {
            assert_eq!(game.throw_from_seed(&[7; 32]).unwrap(), m.text);
        } else {
            game.play(&m.text).unwrap();
        }
    }
}

#[tokio::test]
async fn verify_keeps_the_seed_secret_until_the_end_then_checks_every_throw() {
    let w = World::new();
    let app = w.app().await;
    started(&app, pick::with_dice().slug).await;
    let r = say(&app, "bob", Command::Verify(Some(1))).await;
    assert!(r.private && r.text.contains("stays secret"), "{}", r.text);
    assert!(r.text.contains(&games::chance::seed_commitment(&[7; 32])));
    assert!(
        !r.text.contains(&games::chance::hex(&[7; 32])),
        "the seed is not shown"
    );
    say(&app, "alice", Command::Resign(Some(1))).await;
    let r = say(&app, "bob", Command::Verify(None)).await;
    assert!(r.text.contains("throws match the revealed seed"), "{}", r.text);
    let (name, json) = r.file.clone().expect("the record comes as a file");
    assert_eq!(name, "tavolo-game-1-throws.json");
    assert!(
        r.text.contains("tavolo verify-dice tavolo-game-1-throws.json"),
        "{}",
        r.text
    );
    let record: games::dice_record::DiceRecord = serde_json::from_slice(&json).unwrap();
    assert_eq!(record.seed, games::chance::hex(&[7; 32]));
    assert!(games::dice_record::verify(&record).unwrap().throws >= 1);
    // A game without dice, and a game of another chat.
    started(&app, pick::plain().slug).await;
    say(&app, "alice", Command::Resign(Some(2))).await;
    let r = say(&app, "bob", Command::Verify(Some(2))).await;
    assert!(r.private && r.text.contains("has no dice"), "{}", r.text);
    let mut elsewhere = req("bob", Command::Verify(Some(1)));
    elsewhere.chat = "chat-2".into();
    let r = app.handle(elsewhere).await;
    assert!(r.private && r.text.contains("another chat"), "{}", r.text);
}

#[tokio::test]
async fn challenges_expire_and_the_notice_is_delivered_once_across_restarts() {
    let w = World::new();
    let app = w.app().await;
    say(
        &app,
        "alice",
        Command::Challenge {
            opponents: vec![user("bob")],
            game: pick::plain().slug.into(),
            options: vec![],
        },
    )
    .await;
    w.clock.advance(tavolo::app::CHALLENGE_TTL + 1);
    assert_eq!(app.run_due_jobs().await.unwrap(), 1);
    drop(app);

    // Restart before delivery: the notice is still pending, once.
    let app = w.app().await;
    assert_eq!(
        app.run_due_jobs().await.unwrap(),
        0,
        "jobs done are not run again"
    );
    let pending = app.pending_notices("test").await.unwrap();
    assert_eq!(pending.len(), 1);
    assert_eq!(pending[0].idempotency_key, "game:1:expired");
    assert!(pending[0].notice.text.contains("expired"));
    app.mark_delivered(pending[0].id).await.unwrap();
    drop(app);

    // Restart after delivery: nothing is delivered again.
    let app = w.app().await;
    assert!(app.pending_notices("test").await.unwrap().is_empty());
    let r = say(&app, "bob", Command::Accept(Some(1))).await;
    assert!(r.private && r.text.contains("expired"), "{}", r.text);
}

#[tokio::test]
async fn a_game_speaks_its_chats_language_and_refusals_the_users() {
    let w = World::new();
    let app = w.app().await;
    let italian_chat = |name: &str, command: Command| Request {
        chat_lang: Lang::It,
        ..req(name, command)
    };
    let r = app
        .handle(italian_chat(
            "alice",
            Command::Challenge {
                opponents: vec![user("bob")],
                game: pick::plain().slug.into(),
                options: vec![],
            },
        ))
        .await;
    assert!(
        r.text.contains(&format!(
            "alice sfida bob a una partita di {}",
            pick::plain().name_it
        )),
        "{}",
        r.text
    );
    let r = app.handle(italian_chat("bob", Command::Accept(None))).await;
    assert!(r.text.contains("Sfida accettata"), "{}", r.text);
    // A user whose own language is Italian is refused in Italian, even in
    // an English chat; an English user in English.
    let alices = first_legal(&app, "alice", 1).await;
    let r = app
        .handle(Request {
            lang: Lang::It,
            ..req("bob", mv(&alices))
        })
        .await;
    assert!(r.private && r.text.contains("non tocca a te"), "{}", r.text);
    let r = say(&app, "bob", mv(&alices)).await;
    assert!(r.private && r.text.contains("not your turn"), "{}", r.text);
    // The reminder, sent later with nobody asking, speaks the game's language.
    w.clock.advance(tavolo::app::REMINDER_AFTER + 1);
    app.run_due_jobs().await.unwrap();
    let pending = app.pending_notices("test").await.unwrap();
    assert!(
        pending[0].notice.text.contains("tocca ancora a te"),
        "{pending:?}"
    );
}

#[tokio::test]
async fn a_turn_reminder_speaks_only_if_nobody_moved() {
    let w = World::new();
    let app = w.app().await;
    started(&app, pick::plain().slug).await;
    let alices = first_legal(&app, "alice", 1).await;
    say(&app, "alice", mv(&alices)).await;
    w.clock.advance(tavolo::app::REMINDER_AFTER + 1);
    app.run_due_jobs().await.unwrap();
    let pending = app.pending_notices("test").await.unwrap();
    // The reminder for alice's first turn is stale (she moved); bob's is due.
    assert_eq!(pending.len(), 1, "{pending:?}");
    assert!(
        pending[0].notice.text.starts_with("bob"),
        "{}",
        pending[0].notice.text
    );
    assert_eq!(pending[0].notice.mentions, ["bob"]);
}

#[tokio::test]
async fn rules_answer_in_both_languages_with_forgiving_names() {
    let w = World::new();
    let app = w.app().await;
    let rules = |game: &str, section: Option<&str>, lang: &str| Command::Rules {
        game: Some(game.into()),
        section: section.map(str::to_string),
        lang: Some(lang.into()),
    };
    // The names the catalog asks to resolve (`mulino`, `tafl`…), in either
    // language; a playable game shows its set-up.
    // A word several games share (`tafl`) is asked about, as every command
    // asks (issue 37, point 4).
    for (alias, slug) in rulebook::CATALOG_ALIASES {
        let r = say(&app, "anna", rules(alias, None, "it")).await;
        if r.text.contains("Forse intendevi") {
            assert!(r.text.contains(&format!("({slug})")), "{alias}: {}", r.text);
            continue;
        }
        assert!(
            r.text.contains(&format!("`{slug}`")) && r.text.contains("Panoramica"),
            "{alias}: {}",
            r.text
        );
        if games::registry::find(slug).is_some() {
            assert!(r.image.is_some(), "{alias}: a playable game shows its set-up");
            assert!(r.text.contains("giocabile"), "{alias}: {}", r.text);
        }
    }
    let (slip, game) = pick::slip();
    let r = say(&app, "anna", rules(game.name_en, Some("end"), "en")).await;
    assert!(r.text.starts_with("**End and scoring**"), "{}", r.text);
    let r = say(&app, "anna", rules(game.name_it, Some("preparazione"), "it")).await;
    assert!(
        r.text.contains("**Preparazione**"),
        "an Italian name and section title: {}",
        r.text
    );
    // A slip is asked about, as every command reads names (issue 37).
    let r = say(&app, "anna", rules(&slip, None, "it")).await;
    assert!(
        r.private
            && r.text
                .contains(&format!("Forse intendevi {} ({})", game.name_it, game.slug)),
        "{}",
        r.text
    );
    let r = say(&app, "anna", rules(rules_only_game(), Some("why"), "en")).await;
    assert!(!r.private, "not-chat games explain why: {}", r.text);
    let r = say(&app, "anna", rules("zzzzzz", None, "en")).await;
    assert!(r.private && r.text.contains("Did you mean"), "{}", r.text);
    for part in std::iter::once(&r.text).chain(&r.more) {
        assert!(part.chars().count() <= 2000);
    }
}

#[tokio::test]
async fn games_are_listed_by_family_and_filtered() {
    let w = World::new();
    let app = w.app().await;
    let r = say(
        &app,
        "anna",
        Command::Games {
            family: None,
            players: None,
            lang: None,
        },
    )
    .await;
    let all: String = std::iter::once(r.text.clone())
        .chain(r.more.clone())
        .collect::<Vec<_>>()
        .join("\n");
    for (slug, _) in rulebook::catalog_slugs() {
        assert!(all.contains(&format!("`{slug}`")), "{slug} missing");
    }
    assert!(
        std::iter::once(&r.text)
            .chain(&r.more)
            .all(|m| m.chars().count() <= 2000)
    );
    // A family's games, and none of another family.
    let one = pick::plain();
    let other = games::registry::GAMES
        .iter()
        .map(|g| g.info())
        .find(|info| info.family != one.family)
        .expect("two families");
    let r = say(
        &app,
        "anna",
        Command::Games {
            family: Some(one.family.as_str().into()),
            players: None,
            lang: None,
        },
    )
    .await;
    let listed: String = std::iter::once(r.text.clone()).chain(r.more.clone()).collect();
    assert!(
        listed.contains(&format!("`{}`", one.slug)) && !listed.contains(&format!("`{}`", other.slug)),
        "{listed}"
    );
    let four = games::registry::GAMES
        .iter()
        .map(|g| g.info())
        .find(|info| info.min_seats <= 4 && info.max_seats >= 4)
        .expect("a game for four");
    let two = games::registry::GAMES
        .iter()
        .map(|g| g.info())
        .find(|info| info.max_seats < 4)
        .expect("a game for fewer than four");
    let r = say(
        &app,
        "anna",
        Command::Games {
            family: None,
            players: Some(4),
            lang: None,
        },
    )
    .await;
    let listed: String = std::iter::once(r.text.clone()).chain(r.more.clone()).collect();
    assert!(
        listed.contains(&format!("`{}`", four.slug)) && !listed.contains(&format!("`{}`", two.slug)),
        "{listed}"
    );
    let r = say(
        &app,
        "anna",
        Command::Games {
            family: Some("bogus".into()),
            players: None,
            lang: None,
        },
    )
    .await;
    assert!(r.private && r.text.contains("families"), "{}", r.text);
}

#[tokio::test]
async fn move_choices_list_the_legal_moves_of_the_seat_to_move_only() {
    let w = World::new();
    let app = w.app().await;
    // A game whose first moves take several steps, more than a picker holds.
    let (game, first) = pick::plain_games()
        .find_map(|info| {
            let game = games::registry::start(info.slug, &Default::default()).ok()?;
            let steps = game.legal_steps();
            (steps.len() > 25 && steps.iter().all(|s| s.len() >= 2)).then_some((info, steps))
        })
        .expect("a game with many first moves of several steps");
    started(&app, game.slug).await;
    let alice = req("alice", Command::Help);
    let all = app.move_choices(&alice, None, "", usize::MAX).await;
    let whole: Vec<String> = first.iter().map(|steps| steps.concat()).collect();
    assert_eq!(all, whole, "every legal move, whole, in the engine's order");
    let stepped = app.move_choices(&alice, None, "", 25).await;
    let mut heads: Vec<String> = Vec::new();
    for steps in &first {
        if !heads.contains(&steps[0]) {
            heads.push(steps[0].clone());
        }
    }
    assert_eq!(
        stepped,
        heads[..heads.len().min(25)],
        "too many: one step at a time"
    );
    let under = app.move_choices(&alice, Some(1), &heads[0], usize::MAX).await;
    assert!(
        !under.is_empty() && under.iter().all(|m| m.starts_with(&heads[0])),
        "what was typed filters: {under:?}"
    );
    assert!(app.move_choices(&alice, Some(2), "", 25).await.is_empty());
    let bob = req("bob", Command::Help);
    assert!(
        app.move_choices(&bob, None, "", 25).await.is_empty(),
        "not bob's turn"
    );
    let carol = req("carol", Command::Help);
    assert!(app.move_choices(&carol, None, "", 25).await.is_empty());
    assert!(
        app.store().find_player("test", "carol").await.unwrap().is_none(),
        "suggestions create nothing"
    );
}

#[tokio::test]
async fn a_press_on_an_older_board_is_refused_by_the_core_even_after_a_restart() {
    let w = World::new();
    let app = w.app().await;
    // A game whose first board offers whole moves on its buttons.
    let game = pick::plain_games()
        .find(|info| {
            games::registry::start(info.slug, &Default::default())
                .is_ok_and(|g| (2..=25).contains(&g.legal().len()))
        })
        .expect("a game with a few first moves");
    let r = started(&app, game.slug).await;
    assert!(r.choices.len() >= 2, "{:?}", r.choices);
    let first = r.choices[0].press.clone();
    assert!(first.token().starts_with("m:1:0:"), "{}", first.token());
    let stale = r.choices[1].press.clone();
    let moved = say(
        &app,
        "alice",
        Press::from_token(&first.token()).unwrap().command(),
    )
    .await;
    assert!(!moved.private, "{}", moved.text);
    // Bob presses a button of the first board, after a restart, in Italian.
    let restarted = w.app().await;
    let mut old = req("bob", stale.command());
    old.lang = Lang::It;
    let refused = restarted.handle(old).await;
    assert!(refused.private, "{}", refused.text);
    assert!(refused.text.contains("non è più aggiornata"), "{}", refused.text);
    assert_eq!(
        restarted.store().moves(1).await.unwrap().len(),
        1,
        "nothing played"
    );
    // The newest board's buttons are for the next ply.
    let now = moved.choices.first().map(|c| c.press.clone()).expect("buttons");
    assert!(matches!(&now, Press::Move { ply: 1, .. }), "{now:?}");
}

#[tokio::test]
async fn a_game_with_a_record_format_exports_it_with_the_players_names_and_others_send_their_json_record() {
    let w = World::new();
    let app = w.app().await;
    let (tagged, bare) = (pick::with_tagged_record(), pick::without_record());
    started(&app, tagged.slug).await;
    let text = first_legal(&app, "alice", 1).await;
    let r = say(&app, "alice", mv(&text)).await;
    assert!(!r.private, "{}", r.text);
    let played = app.store().moves(1).await.unwrap()[0].text.clone();
    let r = say(&app, "bob", Command::Record(None)).await;
    let record = r.pre.clone().unwrap_or_default();
    assert!(record.contains(&played), "{played}: {record}");
    assert!(record.contains("alice") && record.contains("bob"), "{}", record);
    started(&app, bare.slug).await;
    let r = say(&app, "alice", Command::Record(Some(2))).await;
    assert!(
        !r.private
            && r.text.contains(&format!(
                "The record of game #2 ({}) is the attached file tavolo-game-2.json",
                bare.name_en
            )),
        "{}",
        r.text
    );
    assert!(r.pre.is_none());
    let (name, bytes) = r.file.clone().expect("the JSON record as a file");
    assert_eq!(name, "tavolo-game-2.json");
    let replay = games::record::json::read(&String::from_utf8(bytes).unwrap()).unwrap();
    assert_eq!(replay.record.game, bare.slug);
    let players: Vec<Option<&str>> = replay.record.seats.iter().map(|s| s.player.as_deref()).collect();
    assert_eq!(players, [Some("alice"), Some("bob")]);
}

#[tokio::test]
async fn a_public_board_keeps_its_orientation_and_board_flip_turns_it_for_the_asker_alone() {
    let w = World::new();
    let app = w.app().await;
    let facing = |r: &Reply| r.board.map(|b| b.facing);
    let r = started(&app, pick::plain().slug).await;
    assert_eq!(
        facing(&r),
        Some(None),
        "the start board in the game's own orientation"
    );
    // Before: each board faced the player to move, so the board turned
    // half round with every message and its coordinates ran backwards
    // every other post.
    let r = say(&app, "alice", mv(&first_legal(&app, "alice", 1).await)).await;
    assert_eq!(facing(&r), Some(None), "after alice's move: {}", r.text);
    let r = say(&app, "bob", mv(&first_legal(&app, "bob", 1).await)).await;
    assert_eq!(facing(&r), Some(None), "after bob's move: {}", r.text);
    for (who, seat) in [("alice", 0), ("bob", 1)] {
        let r = say(&app, who, Command::Board(Some(1))).await;
        assert_eq!(facing(&r), Some(None), "/board for everyone, {who}");
        assert!(!r.private, "/board is for the chat");
        let r = say(&app, who, Command::BoardFlip(Some(1))).await;
        assert_eq!(facing(&r), Some(Some(seat)), "/board flip faces the asker, {who}");
        assert!(r.private, "/board flip is for the asker alone");
    }
}

#[tokio::test]
async fn a_resignation_names_the_winner_everywhere_the_end_is_shown() {
    let w = World::new();
    let app = w.app().await;
    let game = pick::with_tagged_record();
    started(&app, game.slug).await;
    say(&app, "alice", mv(&first_legal(&app, "alice", 1).await)).await;
    let played = app.store().moves(1).await.unwrap()[0].text.clone();
    let winner = format!("bob ({}) wins", game.seat_names[1]);
    let r = say(&app, "alice", Command::Resign(None)).await;
    assert!(
        r.text.contains("alice resigned game #1") && r.text.contains(&winner),
        "{}",
        r.text
    );
    let r = say(&app, "bob", Command::Board(Some(1))).await;
    assert!(
        r.text.contains("is over") && r.text.contains(&winner) && r.text.contains("alice resigned"),
        "{}",
        r.text
    );
    assert!(!r.text.contains("to move"), "{}", r.text);
    assert!(r.image.is_some());
    assert!(
        r.choices.iter().all(|c| matches!(
            c.press,
            tavolo::app::Press::Step { .. } | tavolo::app::Press::Rematch { .. }
        )),
        "a final board has no move buttons, only a rematch and steps back: {:?}",
        r.choices
    );
    let r = say(&app, "bob", Command::Record(Some(1))).await;
    let pdn = r.pre.clone().unwrap_or_default();
    assert!(pdn.contains("[Result \"0-1\"]"), "{}", pdn);
    assert!(pdn.contains(&format!("{played} 0-1")), "{}", pdn);
    assert!(!pdn.contains("[Date \"????"), "{}", pdn);
    let r = say(&app, "bob", Command::GamesHere).await;
    assert!(
        !r.text.contains("#1 "),
        "a finished game is not listed here: {}",
        r.text
    );
}

#[tokio::test]
async fn an_agreed_draw_is_a_draw_in_the_record_and_in_italian() {
    let w = World::new();
    let app = w.app().await;
    started(&app, pick::with_tagged_record().slug).await;
    say(&app, "alice", mv(&first_legal(&app, "alice", 1).await)).await;
    say(&app, "alice", draw(DrawAction::Offer)).await;
    let r = say(&app, "bob", draw(DrawAction::Accept)).await;
    assert!(r.text.contains("Draw agreed"), "{}", r.text);
    let r = say(&app, "bob", Command::Record(Some(1))).await;
    let pdn = r.pre.clone().unwrap_or_default();
    assert!(pdn.contains("[Result \"1/2-1/2\"]"), "{}", pdn);
    let r = app
        .handle(Request {
            chat_lang: Lang::It,
            lang: Lang::It,
            ..req("bob", Command::Board(Some(1)))
        })
        .await;
    assert!(
        r.text.contains("è finita") && r.text.contains("patta concordata"),
        "the stored ending is told in the reader's language: {}",
        r.text
    );
}

#[tokio::test]
async fn a_challenge_shows_its_options_and_commits_dice_only_where_dice_are_thrown() {
    let w = World::new();
    let app = w.app().await;
    let challenge = |game: &str, options: Vec<(String, String)>| Command::Challenge {
        opponents: vec![user("bob")],
        game: game.into(),
        options,
    };
    let (game, option, value) = pick::with_option();
    let r = say(
        &app,
        "alice",
        challenge(game.slug, vec![(option.name.into(), value.clone())]),
    )
    .await;
    assert!(
        r.text.contains(&format!("Options: {}={value}.", option.name)),
        "{}",
        r.text
    );
    assert!(!r.text.contains("SHA-256"), "no dice, no commitment: {}", r.text);
    let r = say(&app, "carol", challenge(pick::with_dice().slug, vec![])).await;
    assert!(
        r.text.contains("SHA-256") && !r.text.contains("Options"),
        "{}",
        r.text
    );
}

#[tokio::test]
async fn an_option_written_in_italian_is_the_games_own() {
    use games::OptionKind;
    use tavolo::app::challenge_options::{choice_words, option_name};
    let w = World::new();
    let app = w.app().await;
    let (game, option, value) = pick::with_option();
    let name = option_name(option, Lang::It);
    let italian = match option.kind {
        OptionKind::Bool if value == "true" => "si".to_string(),
        OptionKind::Bool => "no".to_string(),
        OptionKind::Choice(words) => {
            let at = words.iter().position(|w| *w == value).unwrap();
            choice_words(option, Lang::It)[at].clone()
        }
        _ => value.clone(),
    };
    assert_ne!(name, option.name, "{}: an Italian name", game.slug);
    let r = app
        .handle(Request {
            lang: Lang::It,
            chat_lang: Lang::It,
            ..req(
                "alice",
                Command::Challenge {
                    opponents: vec![user("bob")],
                    game: game.slug.into(),
                    options: vec![(name.clone(), italian.clone())],
                },
            )
        })
        .await;
    assert!(r.text.contains(&format!("{name}={italian}")), "{}", r.text);
    let row = app.store().game(1).await.unwrap().unwrap();
    assert!(
        row.options.contains(&format!("\"{}\":\"{value}\"", option.name)),
        "kept in the engine's words: {}",
        row.options
    );
}

#[tokio::test]
async fn too_many_opponents_for_a_game_with_a_seats_option_suggests_it() {
    let w = World::new();
    let app = w.app().await;
    let r = say(
        &app,
        "alice",
        Command::Challenge {
            opponents: vec![user("bob"), user("carol")],
            game: pick::with_seats_option().slug.into(),
            options: vec![],
        },
    )
    .await;
    assert!(r.private && r.text.contains("seats=3"), "{}", r.text);
}

#[tokio::test]
async fn one_forgiving_game_lookup_for_challenges_and_rules() {
    let w = World::new();
    let app = w.app().await;
    let challenge = |game: &str| Command::Challenge {
        opponents: vec![user("bob")],
        game: game.into(),
        options: vec![],
    };
    // A typo starts nothing (issue 37): it asks, with a button for the
    // game it is near.
    let (slip, game) = pick::slip();
    let r = say(&app, "alice", challenge(&slip)).await;
    assert!(
        r.private && r.text.contains(&format!("Did you mean {}", game.name_en)),
        "a typo is asked about: {}",
        r.text
    );
    assert!(
        r.choices.iter().any(|c| c.label == game.name_en),
        "{:?}",
        r.choices
    );
    assert!(app.store().game(1).await.unwrap().is_none());
    // A game of the catalog that is not played here says why, in the
    // reader's language, and points to its pages.
    let not_chat = rules_only_game();
    let r = say(&app, "carol", challenge(not_chat)).await;
    assert!(
        r.private
            && r.text.contains("is not a game for a chat")
            && r.text.contains(&format!("/rules {not_chat} why")),
        "{}",
        r.text
    );
    let r = app
        .handle(Request {
            lang: Lang::It,
            ..req("carol", challenge(not_chat))
        })
        .await;
    assert!(
        r.text.contains("non è un gioco da chat") && r.text.contains(&format!("/regole {not_chat} perché")),
        "{}",
        r.text
    );
    let incomplete = unplayable_game(rulebook::Status::Incomplete);
    let r = say(&app, "carol", challenge(incomplete)).await;
    assert!(
        r.private
            && r.text.contains("source text is incomplete")
            && r.text.contains(&format!("/rules {incomplete}")),
        "{}",
        r.text
    );
    assert!(app.store().game(1).await.unwrap().is_none(), "nothing started");
    let rules = |game: &str, section: Option<&str>, lang: &str| Command::Rules {
        game: Some(game.into()),
        section: section.map(str::to_string),
        lang: Some(lang.into()),
    };
    let (stem, versions) = pick::versions();
    let r = say(&app, "carol", rules(stem, None, "en")).await;
    let told: String = std::iter::once(r.text.clone()).chain(r.more.clone()).collect();
    assert!(
        versions.iter().all(|v| told.contains(v)),
        "/rules {stem} names every version {versions:?}: {told}"
    );
    let (alias, _) = rulebook::CATALOG_ALIASES[0];
    let r = say(&app, "carol", rules(alias, Some("preparazione"), "it")).await;
    assert!(!r.private && r.text.contains("Preparazione"), "{}", r.text);
    let r = say(&app, "carol", rules("frobnicate", None, "it")).await;
    assert!(
        r.private && r.text.contains("Nessun gioco si chiama"),
        "{}",
        r.text
    );
}

#[tokio::test]
async fn the_start_of_a_dice_game_tells_the_opening_throw() {
    let w = World::new();
    let app = w.app().await;
    let r = started(&app, pick::with_dice().slug).await;
    let told = r
        .text
        .split("Opening throw: ")
        .nth(1)
        .unwrap_or_else(|| panic!("{}", r.text));
    // The dice as they fell ("6-1.", "3."), not the notation ("roll 6-1").
    assert!(told.as_bytes()[0].is_ascii_digit(), "{}", r.text);
}

#[tokio::test]
async fn ones_own_games_and_rating_are_answered_privately() {
    let w = World::new();
    let app = w.app().await;
    started(&app, pick::plain().slug).await;
    let r = say(&app, "bob", Command::MyGames).await;
    assert!(r.private && r.text.contains("#1"), "{}", r.text);
    let r = say(
        &app,
        "bob",
        Command::Rating {
            game: None,
            user: None,
        },
    )
    .await;
    assert!(r.private, "{}", r.text);
    let r = say(&app, "bob", Command::GamesHere).await;
    assert!(!r.private, "the chat's games are for the chat: {}", r.text);
}

#[tokio::test]
async fn an_old_challenge_here_is_found_behind_many_games_elsewhere() {
    let w = World::new();
    let app = w.app().await;
    let challenge = |opponent: &str| Command::Challenge {
        opponents: vec![user(opponent)],
        game: pick::plain().slug.into(),
        options: vec![],
    };
    say(&app, "alice", challenge("bob")).await;
    // Before: only bob's 50 newest games were looked at, all in chat-2.
    for _ in 0..51 {
        let r = app
            .handle(Request {
                chat: "chat-2".into(),
                ..req("carol", challenge("bob"))
            })
            .await;
        assert!(!r.private, "{}", r.text);
    }
    let r = say(&app, "bob", Command::Accept(None)).await;
    assert!(
        r.text.contains("Challenge accepted") && r.text.contains("#1"),
        "{}",
        r.text
    );
}

#[tokio::test]
async fn a_typed_move_for_an_older_board_is_refused_like_a_stale_button() {
    let w = World::new();
    let app = w.app().await;
    started(&app, pick::plain().slug).await;
    let at = |text: &str, ply: i64| Command::Move {
        game: None,
        text: text.into(),
        ply: Some(ply),
    };
    let r = say(&app, "alice", at(&first_legal(&app, "alice", 1).await, 0)).await;
    assert!(!r.private, "the board of ply 0 is current: {}", r.text);
    let before = position(&app, 1).await;
    let bobs = first_legal(&app, "bob", 1).await;
    let r = say(&app, "bob", at(&bobs, 0)).await;
    assert!(r.private && r.text.contains("out of date"), "{}", r.text);
    assert_eq!(position(&app, 1).await, before, "a refusal changes nothing");
    let r = say(&app, "bob", at(&bobs, 1)).await;
    assert!(!r.private, "{}", r.text);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn more_concurrent_writers_than_connections_never_stall_or_fail() {
    let w = World::new();
    let app = std::sync::Arc::new(w.app().await);
    const GAMES: usize = 12;
    for i in 0..GAMES {
        let chat = format!("room-{i}");
        let ask = |name: &str, command: Command| Request {
            chat: chat.clone(),
            ..req(name, command)
        };
        app.handle(ask(
            "alice",
            Command::Challenge {
                opponents: vec![user("bob")],
                game: pick::plain().slug.into(),
                options: vec![],
            },
        ))
        .await;
        let r = app.handle(ask("bob", Command::Accept(None))).await;
        assert!(r.text.contains("Challenge accepted"), "{}", r.text);
    }
    // Each of bob's moves is refused (alice is to move) inside a write
    // transaction, on its own game: twelve writers, four connections.
    // Before: the refusal read the players' names through the pool while
    // holding the write lock, so it waited for a connection held by a
    // writer waiting for that lock, until the busy timeout failed them.
    let alices = games::registry::start(pick::plain().slug, &Default::default())
        .unwrap()
        .legal()
        .remove(0);
    let tasks: Vec<_> = (0..GAMES)
        .map(|i| {
            let app = app.clone();
            let alices = alices.clone();
            tokio::spawn(async move {
                app.handle(Request {
                    chat: format!("room-{i}"),
                    ..req("bob", mv(&alices))
                })
                .await
            })
        })
        .collect();
    for task in tasks {
        let r = task.await.unwrap();
        assert!(r.text.contains("not your turn"), "{}", r.text);
    }
}

#[tokio::test]
async fn help_shows_a_newcomer_tournaments_and_ratings_in_both_languages() {
    let w = World::new();
    let app = w.app().await;
    let r = say(&app, "ann", Command::Help).await;
    assert!(
        r.text.contains("/tournament create")
            && r.text.contains("/rating")
            && r.text.contains("/leaderboard"),
        "{}",
        r.text
    );
    let r = app
        .handle(Request {
            lang: Lang::It,
            chat_lang: Lang::It,
            ..req("ann", Command::Help)
        })
        .await;
    assert!(
        r.text.contains("/torneo crea (nuovo, create, new) <svizzero|") && r.text.contains("/punteggio"),
        "{}",
        r.text
    );
    // Every command the Italian help names is one the parser reads.
    for word in r.text.split('/').skip(1) {
        let word: String = word.chars().take_while(|c| c.is_ascii_alphabetic()).collect();
        if !word.is_empty() {
            assert!(
                tavolo::app::command_text::command_word(&word).is_some(),
                "/{word} in {}",
                r.text
            );
        }
    }
    // The Italian words it shows are words the parser takes.
    let typed = format!("/torneo crea svizzero {} turni=5 turno=24h", pick::plain().slug);
    let parsed = tavolo::app::command_text::parse(&typed, &|_| None);
    assert!(parsed.is_ok(), "{parsed:?}");
}

/// A game of three: who moves now, and the reply to a move by whoever may.
async fn move_of_whoever_may(app: &App, players: &[&str]) -> Reply {
    for name in players {
        let r = say(app, name, mv("pass")).await;
        if !r.private {
            return r;
        }
        let board = say(app, name, Command::Board(None)).await;
        if let Some(text) = board.choices.first().map(|c| match &c.press {
            tavolo::app::Press::Move { text, .. } => text.clone(),
            other => panic!("{other:?}"),
        }) {
            let r = say(app, name, mv(&text)).await;
            if !r.private {
                return r;
            }
        }
    }
    panic!("nobody could move")
}

#[tokio::test]
async fn a_resignation_among_three_lets_the_others_play_on_and_ranks_the_resigners_last() {
    let w = World::new();
    let app = w.app().await;
    say(
        &app,
        "alice",
        Command::Challenge {
            opponents: vec![user("bob"), user("carol")],
            game: pick::with_seats_option().slug.into(),
            options: vec![("seats".into(), "3".into())],
        },
    )
    .await;
    say(&app, "bob", Command::Accept(None)).await;
    let r = say(&app, "carol", Command::Accept(None)).await;
    assert!(!r.private, "{}", r.text);
    // Bob resigns: the game goes on, his seat played by Tavolo.
    let r = say(&app, "bob", Command::Resign(Some(1))).await;
    assert!(!r.private && r.text.contains("finish last"), "{}", r.text);
    let row = app.store().game(1).await.unwrap().unwrap();
    assert_eq!(row.status, tavolo::store::GameStatus::Active);
    let resigned_at = row.version;
    let again = say(&app, "bob", Command::Resign(Some(1))).await;
    assert!(
        again.private && again.text.contains("already resigned"),
        "{}",
        again.text
    );
    // Alice and carol play on; bob's turns are the core's (its jobs).
    for _ in 0..6 {
        app.run_due_jobs().await.unwrap();
        let row = app.store().game(1).await.unwrap().unwrap();
        if row.status != tavolo::store::GameStatus::Active {
            break;
        }
        let board = say(&app, "bob", Command::Board(Some(1))).await;
        if board.text.contains("bob") && board.text.contains("to move") {
            continue;
        }
        move_of_whoever_may(&app, &["alice", "carol"]).await;
    }
    let moves = app.store().moves(1).await.unwrap();
    let after: Vec<_> = moves.iter().filter(|m| m.ply >= resigned_at).collect();
    assert!(
        after.iter().any(|m| m.seat == Some(1)) && after.iter().any(|m| m.seat == Some(0)),
        "play went on, bob's seat played by the core: {after:?}"
    );
    let bob_refused = say(&app, "bob", mv("pass")).await;
    assert!(bob_refused.private, "a resigned seat is not bob's to play");
    // Carol resigns too: alice is the last one playing and wins; carol,
    // who resigned later, comes before bob.
    let r = say(&app, "carol", Command::Resign(Some(1))).await;
    assert!(r.text.contains("alice") && r.text.contains("wins"), "{}", r.text);
    let row = app.store().game(1).await.unwrap().unwrap();
    let ending = tavolo::app::ending::Ending::from_json(row.result.as_deref().unwrap()).unwrap();
    assert_eq!(ending.ranks, Some(vec![1, 3, 2]));
    assert_eq!(ending.winner, Some(0));
}

/// alice starts `game` alone, in `lang`.
async fn solitaire_in(app: &App, game: &str, lang: Lang) {
    let start = Command::Challenge {
        opponents: vec![],
        game: game.into(),
        options: vec![],
    };
    let r = app.handle(req_in("alice", start, lang)).await;
    assert!(!r.private, "{}", r.text);
}

#[tokio::test]
async fn giving_up_a_solitaire_shows_a_way_to_finish_from_there() {
    let w = World::new();
    let app = w.app().await;
    solitaire_in(&app, "tchuka-ruma", Lang::En).await;
    say(&app, "alice", mv("3")).await;
    let r = say(&app, "alice", Command::Resign(None)).await;
    assert!(
        r.text
            .contains("A way to finish from here, in 5 moves: 4 3 4 2 4"),
        "{}",
        r.text
    );
    assert!(r.image.is_some(), "the board as it was left");
}

#[tokio::test]
async fn giving_up_a_lost_cause_says_no_way_was_found_in_the_readers_language() {
    let w = World::new();
    let app = w.app().await;
    solitaire_in(&app, "tchuka-ruma", Lang::It).await;
    for m in ["3", "4", "4"] {
        app.handle(req_in("alice", mv(m), Lang::It)).await;
    }
    let r = app.handle(req_in("alice", Command::Resign(None), Lang::It)).await;
    assert!(
        r.text.contains("non si è trovato un modo di finire"),
        "{}",
        r.text
    );
}
