//! The store on both engines: every test runs on a SQLite file, and once
//! more on a fresh PostgreSQL database of its own when
//! `TAVOLO_TEST_POSTGRES` names a server (`postgres://user@host:port/db`).

use std::sync::Arc;
use std::sync::atomic::{AtomicU32, Ordering};

use super::games::NewGame;
use super::rating::{RatedResult, RatingRow};
use super::tournament::{EntryRow, NewTournament};
use super::{GameStatus, Store};

/// A database to test on, removed (SQLite) or left to the throwaway
/// cluster (PostgreSQL) afterwards.
struct Scratch {
    _dir: tempfile::TempDir,
    url: String,
}

impl Scratch {
    async fn open(&self) -> Store {
        Store::open(&self.url).await.unwrap()
    }
}

/// A SQLite file, and a new PostgreSQL database if a server is named.
async fn scratches() -> Vec<Scratch> {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("tavolo.sqlite").display());
    let mut all = vec![Scratch { _dir: dir, url }];
    if let Some(server) = std::env::var("TAVOLO_TEST_POSTGRES")
        .ok()
        .filter(|s| !s.is_empty())
    {
        static NEXT: AtomicU32 = AtomicU32::new(0);
        let name = format!(
            "tavolo_store_{}_{}_{}",
            std::process::id(),
            NEXT.fetch_add(1, Ordering::Relaxed),
            std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .unwrap()
                .subsec_nanos()
        );
        let mut url = url::Url::parse(&server).unwrap();
        url.set_path(&name);
        let url = url.to_string();
        use sqlx::migrate::MigrateDatabase;
        sqlx::Postgres::create_database(&url).await.unwrap();
        all.push(Scratch {
            _dir: tempfile::tempdir().unwrap(),
            url,
        });
    }
    all
}

const NOW: i64 = 1_800_000_000;

/// A game of two seats between two new players; returns (game, players).
async fn new_game(store: &Store) -> (i64, [i64; 2]) {
    let mut tx = store.write().await.unwrap();
    let alice = Store::player_for(&mut tx, "test", "alice", "Alice", NOW)
        .await
        .unwrap();
    let bob = Store::player_for(&mut tx, "test", "bob", "Bob", NOW)
        .await
        .unwrap();
    let id = Store::create_game(
        &mut tx,
        NewGame {
            platform: "test",
            chat_id: "chat",
            slug: "nim",
            options: "{}",
            settings: "{}",
            seed: &[1, 2, 255, 0],
            seed_hash: "hash",
            lang: "it",
            created_by: alice,
            now: NOW,
            expires_at: Some(NOW + 60),
            seats: &[(Some(alice), true), (Some(bob), false)],
        },
    )
    .await
    .unwrap();
    tx.commit().await.unwrap();
    (id, [alice, bob])
}

#[tokio::test]
async fn a_game_its_seats_and_moves_read_back_as_written_on_both_engines() {
    for scratch in scratches().await {
        let store = scratch.open().await;
        let (id, [alice, bob]) = new_game(&store).await;
        let row = store.game(id).await.unwrap().unwrap();
        assert_eq!(row.status, GameStatus::Open, "{}", store.engine());
        assert_eq!(row.seed, [1, 2, 255, 0]);
        assert_eq!(row.lang, "it");
        assert_eq!(row.expires_at, Some(NOW + 60));
        let seats = store.seats(id).await.unwrap();
        assert_eq!(seats.len(), 2);
        assert_eq!((seats[0].player_id, seats[0].accepted), (Some(alice), true));
        assert_eq!((seats[1].player_id, seats[1].accepted), (Some(bob), false));

        let mut tx = store.write().await.unwrap();
        Store::add_move(&mut tx, id, 0, "a", Some(0), false, NOW + 1)
            .await
            .unwrap();
        Store::add_move(&mut tx, id, 1, "pass", Some(1), true, NOW + 2)
            .await
            .unwrap();
        assert!(
            Store::add_move(&mut tx, id, 1, "b", Some(1), false, NOW + 3)
                .await
                .is_err(),
            "a second move at one ply is refused"
        );
        tx.rollback().await.unwrap();
        assert!(store.moves(id).await.unwrap().is_empty(), "rolled back");

        let mut tx = store.write().await.unwrap();
        Store::add_move(&mut tx, id, 0, "a", Some(0), false, NOW + 1)
            .await
            .unwrap();
        Store::add_move(&mut tx, id, 1, "pass", Some(1), true, NOW + 2)
            .await
            .unwrap();
        let updated = Store::update_game(
            &mut tx,
            id,
            0,
            2,
            GameStatus::Active,
            Some("p"),
            None,
            Some(1),
            NOW + 2,
        )
        .await
        .unwrap();
        assert!(updated);
        let stale = Store::update_game(
            &mut tx,
            id,
            0,
            3,
            GameStatus::Active,
            Some("q"),
            None,
            None,
            NOW + 3,
        )
        .await
        .unwrap();
        assert!(!stale, "a stale version changes nothing");
        tx.commit().await.unwrap();
        let moves = store.moves(id).await.unwrap();
        let read: Vec<_> = moves
            .iter()
            .map(|m| (m.ply, m.text.as_str(), m.seat, m.auto, m.at))
            .collect();
        assert_eq!(
            read,
            [
                (0, "a", Some(0), false, NOW + 1),
                (1, "pass", Some(1), true, NOW + 2)
            ]
        );
        let row = store.game(id).await.unwrap().unwrap();
        assert_eq!(
            (row.version, row.status, row.position.as_deref(), row.draw_offer),
            (2, GameStatus::Active, Some("p"), Some(1))
        );
        assert_eq!(store.games_of_player(bob).await.unwrap().len(), 1);
        assert_eq!(store.display_name(bob, "test").await.unwrap(), "Bob");

        // A board message is recorded once per message, the latest wins.
        store
            .record_board_message("test", "chat", "m1", id, 0)
            .await
            .unwrap();
        store
            .record_board_message("test", "chat", "m1", id, 2)
            .await
            .unwrap();
        assert_eq!(
            store.board_message("test", "chat", "m1").await.unwrap(),
            Some((id, 2))
        );
    }
}

#[tokio::test]
async fn a_notice_is_queued_once_per_key_and_a_job_runs_when_due_on_both_engines() {
    for scratch in scratches().await {
        let store = scratch.open().await;
        let (id, [alice, _]) = new_game(&store).await;
        let mut tx = store.write().await.unwrap();
        Store::enqueue(&mut tx, "k1", "test", "chat", Some(id), "{}", NOW)
            .await
            .unwrap();
        Store::enqueue(&mut tx, "k1", "test", "chat", Some(id), "{\"again\":1}", NOW)
            .await
            .unwrap();
        Store::enqueue_reminder(&mut tx, "k2", ("test", "chat"), alice, "{}", NOW)
            .await
            .unwrap();
        Store::schedule(&mut tx, "remind-turn", Some(id), NOW + 10, "{}")
            .await
            .unwrap();
        tx.commit().await.unwrap();

        let pending = store.pending("test", 10).await.unwrap();
        assert_eq!(pending.len(), 2, "{}", store.engine());
        assert_eq!(
            (pending[0].idempotency_key.as_str(), pending[0].payload.as_str()),
            ("k1", "{}")
        );
        store.mark_sent(pending[0].id, NOW + 1).await.unwrap();
        assert_eq!(store.pending("test", 10).await.unwrap().len(), 1);
        let mut tx = store.write().await.unwrap();
        assert_eq!(
            Store::reminded_since(&mut tx, "test", "chat", NOW).await.unwrap(),
            [alice]
        );
        assert_eq!(Store::prune_delivered(&mut tx, NOW + 2).await.unwrap(), 1);
        tx.commit().await.unwrap();

        assert!(store.due_jobs(NOW + 9, 10).await.unwrap().is_empty());
        assert!(
            store
                .claim_jobs("me", NOW + 9, NOW + 19, 10)
                .await
                .unwrap()
                .is_empty()
        );
        let due = store.claim_jobs("me", NOW + 10, NOW + 20, 10).await.unwrap();
        assert_eq!(due.len(), 1);
        let mut tx = store.write().await.unwrap();
        Store::finish_job(&mut tx, due[0].id, "me", NOW + 10)
            .await
            .unwrap();
        tx.commit().await.unwrap();
        assert!(store.due_jobs(NOW + 20, 10).await.unwrap().is_empty());
        assert_eq!(store.count("SELECT COUNT(*) FROM jobs").await.unwrap(), 1);
    }
}

#[tokio::test]
async fn a_lease_has_one_holder_until_it_runs_out_on_both_engines() {
    for scratch in scratches().await {
        let store = scratch.open().await;
        let engine = store.engine();
        assert!(
            store
                .take_lease("outbox:test", "one", NOW, NOW + 10)
                .await
                .unwrap()
        );
        assert!(
            !store
                .take_lease("outbox:test", "two", NOW + 5, NOW + 15)
                .await
                .unwrap(),
            "{engine}: a lease that has not run out stays with its holder"
        );
        assert!(
            store
                .take_lease("outbox:test", "one", NOW + 5, NOW + 15)
                .await
                .unwrap()
        );
        assert_eq!(
            store.lease("outbox:test").await.unwrap(),
            Some(("one".to_string(), NOW + 15)),
            "{engine}: the holder renews"
        );
        assert!(
            !store
                .take_lease("outbox:test", "two", NOW + 15, NOW + 25)
                .await
                .unwrap()
        );
        assert!(
            store
                .take_lease("outbox:test", "two", NOW + 16, NOW + 26)
                .await
                .unwrap(),
            "{engine}: a lease that ran out is taken over"
        );
        assert!(
            store
                .take_lease("other", "one", NOW + 16, NOW + 26)
                .await
                .unwrap()
        );
        store.release_lease("outbox:test", "one").await.unwrap();
        assert_eq!(store.lease("outbox:test").await.unwrap().unwrap().0, "two");
        store.release_lease("outbox:test", "two").await.unwrap();
        assert!(
            store
                .take_lease("outbox:test", "one", NOW + 17, NOW + 27)
                .await
                .unwrap()
        );
    }
}

#[tokio::test]
async fn many_contenders_for_a_free_lease_leave_one_holder_on_both_engines() {
    for scratch in scratches().await {
        let store = scratch.open().await;
        let mut tasks = Vec::new();
        for i in 0..8 {
            let store = store.clone();
            tasks.push(tokio::spawn(async move {
                store
                    .take_lease("poll", &format!("p{i}"), NOW, NOW + 10)
                    .await
                    .unwrap()
            }));
        }
        let mut held = 0;
        for task in tasks {
            held += usize::from(task.await.unwrap());
        }
        assert_eq!(held, 1, "{}", store.engine());
    }
}

#[tokio::test]
async fn an_update_is_recorded_once_among_holders_and_forgotten_after_a_while_on_both_engines() {
    for scratch in scratches().await {
        let store = scratch.open().await;
        let engine = store.engine();
        assert!(store.first_delivery("telegram", 7, "one", NOW).await.unwrap());
        assert!(
            !store.first_delivery("telegram", 7, "two", NOW + 1).await.unwrap(),
            "{engine}: a repeat is refused, whoever gets it"
        );
        assert!(!store.first_delivery("telegram", 7, "one", NOW + 1).await.unwrap());
        assert!(store.first_delivery("other", 7, "two", NOW + 1).await.unwrap());
        assert!(store.first_delivery("telegram", 8, "two", NOW + 5).await.unwrap());
        assert_eq!(
            store.forget_updates("telegram", NOW + 5).await.unwrap(),
            1,
            "{engine}"
        );
        assert!(!store.first_delivery("telegram", 8, "one", NOW + 6).await.unwrap());
    }
}

#[tokio::test]
async fn ratings_and_tournament_entries_are_upserted_on_both_engines() {
    for scratch in scratches().await {
        let store = scratch.open().await;
        let (id, [alice, bob]) = new_game(&store).await;
        let after = RatingRow {
            player_id: alice,
            slug: "nim".into(),
            rating: 1662.3125,
            deviation: 290.25,
            volatility: 0.06,
            games: 1,
            wins: 1,
            draws: 0,
            losses: 0,
        };
        let mut tx = store.write().await.unwrap();
        for _ in 0..2 {
            let result = RatedResult {
                player_id: alice,
                slug: "nim",
                game_id: id,
                platform: "test",
                chat_id: "chat",
                opponent_id: bob,
                score: 1.0,
                before: 1500.0,
                after: &after,
                at: NOW,
            };
            Store::record_rating(&mut tx, result).await.unwrap();
        }
        assert!(Store::game_rated(&mut tx, id).await.unwrap());
        let t = Store::create_tournament(
            &mut tx,
            NewTournament {
                platform: "test",
                chat_id: "chat",
                slug: "nim",
                options: "{}",
                format: "swiss",
                rounds: 3,
                round_seconds: 86_400,
                rated: true,
                starts_at: None,
                created_by: alice,
                now: NOW,
                lang: "en",
            },
        )
        .await
        .unwrap();
        Store::add_entrant(&mut tx, t, alice, 1500.0, 1).await.unwrap();
        Store::add_entrant(&mut tx, t, bob, 1400.0, 1).await.unwrap();
        let mut entry = EntryRow {
            round: 1,
            player_id: alice,
            opponent_id: Some(bob),
            colour: "w".into(),
            result: None,
            board: 1,
            game_id: Some(id),
        };
        Store::set_entry(&mut tx, t, &entry).await.unwrap();
        entry.result = Some("1".into());
        Store::set_entry(&mut tx, t, &entry).await.unwrap();
        tx.commit().await.unwrap();

        assert_eq!(
            store.rating(alice, "nim").await.unwrap(),
            Some(after.clone()),
            "{}",
            store.engine()
        );
        assert_eq!(store.rating_history(alice, "nim", 10).await.unwrap().len(), 1);
        assert_eq!(
            store
                .leaderboard("nim", Some(("test", "chat")), 10)
                .await
                .unwrap(),
            [after]
        );
        let tournament = store.tournament(t).await.unwrap().unwrap();
        assert!(tournament.rated);
        let seqs: Vec<_> = store.entrants(t).await.unwrap().iter().map(|e| e.seq).collect();
        assert_eq!(seqs, [1, 2]);
        assert_eq!(store.entries(t).await.unwrap(), [entry]);
    }
}

/// Writers from two stores on one database (two processes) are
/// serialised: each reads the game's version and writes the next one, with
/// a pause between, and none of them finds the version changed under it.
#[tokio::test]
async fn write_transactions_of_two_stores_on_one_database_never_interleave() {
    for scratch in scratches().await {
        let first = scratch.open().await;
        let second = scratch.open().await;
        let (id, _) = new_game(&first).await;
        let stores = Arc::new([first, second]);
        let mut tasks = Vec::new();
        for i in 0..8 {
            let stores = stores.clone();
            tasks.push(tokio::spawn(async move {
                let store = &stores[i % 2];
                let mut tx = store.write().await.unwrap();
                let version = Store::game_in(&mut tx, id).await.unwrap().unwrap().version;
                tokio::time::sleep(std::time::Duration::from_millis(5)).await;
                let next = version + 1;
                let ok = Store::update_game(
                    &mut tx,
                    id,
                    version,
                    next,
                    GameStatus::Active,
                    None,
                    None,
                    None,
                    NOW,
                )
                .await
                .unwrap();
                tx.commit().await.unwrap();
                ok
            }));
        }
        for task in tasks {
            assert!(
                task.await.unwrap(),
                "{}: a writer saw another's write mid-way",
                stores[0].engine()
            );
        }
        assert_eq!(stores[0].game(id).await.unwrap().unwrap().version, 8);
    }
}

#[test]
fn both_engines_have_the_same_migration_versions() {
    let versions = |m: &sqlx::migrate::Migrator| {
        m.iter()
            .map(|m| (m.version, m.description.clone()))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        versions(&sqlx::migrate!("./migrations/sqlite")),
        versions(&sqlx::migrate!("./migrations/postgres")),
        "a schema change adds one file, with one version, to each of migrations/sqlite and migrations/postgres"
    );
}

/// Schedules `count` jobs due at `NOW`, `NOW + 1`, …; returns their ids.
async fn due_jobs_at_now(store: &Store, count: i64) -> Vec<i64> {
    let mut tx = store.write().await.unwrap();
    for i in 0..count {
        Store::schedule(&mut tx, "test-job", None, NOW + i, &format!("{{\"n\":{i}}}"))
            .await
            .unwrap();
    }
    tx.commit().await.unwrap();
    let ids = store.due_jobs(NOW + count, count + 1).await.unwrap();
    ids.into_iter().map(|j| j.id).collect()
}

/// Finishes job `id` as `me` in a transaction of its own, committed if
/// the finish succeeded; the finish's result.
async fn finish_as(store: &Store, id: i64, me: &str, now: i64) -> Result<(), super::StoreError> {
    let mut tx = store.write().await.unwrap();
    let finished = Store::finish_job(&mut tx, id, me, now).await;
    if finished.is_ok() {
        tx.commit().await.unwrap();
    }
    finished
}

#[tokio::test]
async fn two_claimers_split_the_due_jobs_and_nobody_claims_one_twice_on_both_engines() {
    for scratch in scratches().await {
        let store = scratch.open().await;
        let engine = store.engine();
        let ids = due_jobs_at_now(&store, 6).await;
        let one = store.claim_jobs("one", NOW + 3, NOW + 100, 3).await.unwrap();
        assert_eq!(
            one.iter().map(|j| j.id).collect::<Vec<_>>(),
            ids[..3],
            "{engine}: the oldest due jobs, oldest first"
        );
        let two = store.claim_jobs("two", NOW + 3, NOW + 100, 10).await.unwrap();
        assert_eq!(
            two.iter().map(|j| j.id).collect::<Vec<_>>(),
            ids[3..4],
            "{engine}: only the due job nobody claimed (the others are not due yet)"
        );
        assert!(
            store
                .claim_jobs("one", NOW + 3, NOW + 100, 10)
                .await
                .unwrap()
                .is_empty(),
            "{engine}: not even the claimer gets its claimed jobs again"
        );
        let later = store.claim_jobs("two", NOW + 10, NOW + 100, 10).await.unwrap();
        assert_eq!(
            later.iter().map(|j| j.id).collect::<Vec<_>>(),
            ids[4..],
            "{engine}"
        );
    }
}

#[tokio::test]
async fn two_processes_claiming_at_once_split_the_due_jobs_on_both_engines() {
    for scratch in scratches().await {
        // Two pools: two processes.
        let (first, second) = (scratch.open().await, scratch.open().await);
        let engine = first.engine();
        let ids = due_jobs_at_now(&first, 60).await;
        let mut claimed: Vec<i64> = Vec::new();
        // Claiming in rounds of 7, side by side, until nothing is left.
        loop {
            let (a, b) = tokio::join!(
                first.claim_jobs("one", NOW + 60, NOW + 100, 7),
                second.claim_jobs("two", NOW + 60, NOW + 100, 7)
            );
            let (a, b) = (a.unwrap(), b.unwrap());
            if a.is_empty() && b.is_empty() {
                break;
            }
            claimed.extend(a.iter().chain(&b).map(|j| j.id));
        }
        claimed.sort_unstable();
        assert_eq!(claimed, ids, "{engine}: every due job claimed exactly once");
    }
}

#[tokio::test]
async fn a_claimed_job_is_claimed_again_once_its_lease_ran_out_and_the_late_finish_fails_on_both_engines() {
    for scratch in scratches().await {
        let store = scratch.open().await;
        let engine = store.engine();
        let ids = due_jobs_at_now(&store, 1).await;
        assert_eq!(store.claim_jobs("one", NOW, NOW + 10, 10).await.unwrap().len(), 1);
        assert!(
            store
                .claim_jobs("two", NOW + 10, NOW + 20, 10)
                .await
                .unwrap()
                .is_empty(),
            "{engine}: claimed until its lease's last second"
        );
        // "one" died, or stalled past its lease: "two" takes the job.
        let two = store.claim_jobs("two", NOW + 11, NOW + 21, 10).await.unwrap();
        assert_eq!(two.iter().map(|j| j.id).collect::<Vec<_>>(), ids, "{engine}");
        let late = finish_as(&store, ids[0], "one", NOW + 12).await;
        assert!(
            late.as_ref().is_err_and(super::is_lost_claim),
            "{engine}: the claim is lost: {late:?}"
        );
        finish_as(&store, ids[0], "two", NOW + 12).await.unwrap();
        let again = finish_as(&store, ids[0], "two", NOW + 13).await;
        assert!(
            again.as_ref().is_err_and(super::is_lost_claim),
            "{engine}: a job is finished once: {again:?}"
        );
        assert!(
            store
                .claim_jobs("one", NOW + 100, NOW + 110, 10)
                .await
                .unwrap()
                .is_empty(),
            "{engine}: a finished job is never claimed"
        );
    }
}

#[tokio::test]
async fn a_lost_claim_rolls_back_the_work_of_its_transaction_on_both_engines() {
    for scratch in scratches().await {
        let store = scratch.open().await;
        let engine = store.engine();
        let ids = due_jobs_at_now(&store, 1).await;
        store.claim_jobs("one", NOW, NOW + 10, 10).await.unwrap();
        store.claim_jobs("two", NOW + 11, NOW + 21, 10).await.unwrap();
        // "one"'s work: a notice, then the finish, which fails; the caller
        // returns the error without committing.
        let work = async {
            let mut tx = store.write().await?;
            Store::enqueue(&mut tx, "late", "test", "chat", None, "{}", NOW + 12).await?;
            Store::finish_job(&mut tx, ids[0], "one", NOW + 12).await?;
            tx.commit().await
        };
        assert!(work.await.is_err(), "{engine}");
        assert!(
            store.pending("test", 10).await.unwrap().is_empty(),
            "{engine}: nothing of it stays"
        );
    }
}

#[tokio::test]
async fn postponing_or_giving_back_a_job_frees_its_claim_and_renewing_keeps_it_on_both_engines() {
    for scratch in scratches().await {
        let store = scratch.open().await;
        let engine = store.engine();
        let ids = due_jobs_at_now(&store, 2).await;
        store.claim_jobs("one", NOW + 1, NOW + 10, 10).await.unwrap();
        let mut tx = store.write().await.unwrap();
        Store::postpone_job(&mut tx, ids[0], "one", NOW + 5)
            .await
            .unwrap();
        tx.commit().await.unwrap();
        assert!(store.renew_claim(ids[1], "one", NOW + 30).await.unwrap());
        assert!(
            !store.renew_claim(ids[1], "two", NOW + 40).await.unwrap(),
            "{engine}: not two's"
        );
        let two = store.claim_jobs("two", NOW + 5, NOW + 100, 10).await.unwrap();
        assert_eq!(
            two.iter().map(|j| j.id).collect::<Vec<_>>(),
            ids[..1],
            "{engine}: the postponed job is free when due again; the renewed one is not"
        );
        let mut tx = store.write().await.unwrap();
        let late = Store::postpone_job(&mut tx, ids[0], "one", NOW + 50).await;
        assert!(
            late.as_ref().is_err_and(super::is_lost_claim),
            "{engine}: {late:?}"
        );
        drop(tx);
        assert!(
            store
                .claim_jobs("two", NOW + 20, NOW + 30, 10)
                .await
                .unwrap()
                .is_empty()
        );
        store.give_back_job(ids[1], "one").await.unwrap();
        let given = store.claim_jobs("two", NOW + 20, NOW + 30, 10).await.unwrap();
        assert_eq!(
            given.iter().map(|j| j.id).collect::<Vec<_>>(),
            ids[1..],
            "{engine}: a job given back is claimed at once"
        );
    }
}
