//! Several Tavolo processes on one database (see `core_world`: each
//! [`World::process`] is a core with its own pool and its own name): a due
//! job runs once, a dead process's jobs are run by another after their
//! lease, one process at a time delivers the outbox, and racing requests
//! through two processes apply once, the loser refused in its language.

use tavolo::app::{App, Command, JOB_LEASE, Lang, OUTBOX_LEASE, REMINDER_AFTER, Reply, UserRef};

use crate::core_world;

use core_world::*;

/// `name` says `command` in the test chat, in Italian.
async fn say_it(app: &App, name: &str, command: Command) -> Reply {
    app.handle(req_in(name, command, Lang::It)).await
}

/// `first` challenges `second` (a name, or the bot) to nim in Italian,
/// with no clock; the challenge's reply.
async fn challenge(app: &App, first: &str, second: UserRef) -> Reply {
    let challenge = Command::Challenge {
        opponents: vec![second],
        game: "nim".into(),
        options: vec![("time".into(), "none".into())],
    };
    say_it(app, first, challenge).await
}

/// Game `id` of nim started between `first` and `second`.
async fn started(app: &App, id: i64, first: &str, second: &str) {
    let r = challenge(app, first, user(second)).await;
    assert!(r.text.contains(&format!("#{id}")), "{}", r.text);
    let r = say_it(app, second, Command::Accept(Some(id))).await;
    assert!(r.text.contains("Sfida accettata"), "{}", r.text);
}

/// A move in game `id`.
fn mv_in(id: i64, text: &str) -> Command {
    Command::Move {
        game: Some(id),
        text: text.into(),
        ply: None,
    }
}

/// Game #1 of nim: zoe against the bot at level 1, zoe has moved, the
/// bot's turn is a due job.
async fn bot_to_move(app: &App) {
    let r = challenge(app, "zoe", UserRef::bot(1)).await;
    assert!(!r.private, "{}", r.text);
    let r = say_it(app, "zoe", mv_in(1, "4:1")).await;
    assert!(!r.private, "{}", r.text);
}

async fn version(app: &App, id: i64) -> i64 {
    app.store().game(id).await.unwrap().unwrap().version
}

/// The bot's notices queued so far.
async fn bot_notices(app: &App) -> usize {
    app.store()
        .count("SELECT COUNT(*) FROM outbox WHERE idempotency_key LIKE '%:bot:%'")
        .await
        .unwrap() as usize
}

/// What the core says when the store failed, in Italian.
const STORE_FAILED_IT: &str = "Qualcosa è andato storto";

#[tokio::test]
async fn a_due_job_run_by_two_processes_at_once_runs_once() {
    let w = World::new();
    let (one, two) = (w.process("one").await, w.process("two").await);
    // A bot's turn, and three people's turns left for over an hour.
    bot_to_move(&one).await;
    for (id, (a, b)) in [(2, ("p1", "q1")), (3, ("p2", "q2")), (4, ("p3", "q3"))] {
        started(&one, id, a, b).await;
    }
    let before = version(&one, 1).await;
    w.clock.advance(REMINDER_AFTER + 1);
    let due = one
        .store()
        .due_jobs(T0 + REMINDER_AFTER + 1, 1000)
        .await
        .unwrap()
        .len();
    assert!(due >= 4, "{due} due jobs");
    let (a, b) = tokio::join!(one.run_due_jobs(), two.run_due_jobs());
    let (a, b) = (a.unwrap(), b.unwrap());
    assert_eq!(a + b, due, "each due job ran in one process ({a} + {b})");
    assert_eq!(version(&one, 1).await, before + 1, "the bot moved once");
    assert_eq!(bot_notices(&one).await, 1);
    let reminders = one
        .store()
        .count("SELECT COUNT(*) FROM outbox WHERE reminds IS NOT NULL")
        .await
        .unwrap();
    assert_eq!(reminders, 3, "one reminder per waiting player");
    assert_eq!(
        one.store()
            .count("SELECT COUNT(*) FROM jobs WHERE attempts > 1")
            .await
            .unwrap(),
        0,
        "no job finished twice"
    );
}

#[tokio::test]
async fn the_jobs_of_a_process_that_died_holding_them_run_elsewhere_once_its_lease_ran_out() {
    let w = World::new();
    let (one, two) = (w.process("one").await, w.process("two").await);
    bot_to_move(&one).await;
    let before = version(&one, 1).await;
    // "one" claims the bot's turn for a pass, and dies before finishing it.
    let now = T0;
    let claimed = one
        .store()
        .claim_jobs(one.instance(), now, now + JOB_LEASE, 100)
        .await
        .unwrap();
    assert_eq!(claimed.len(), 1);
    drop(one);
    assert_eq!(
        two.run_due_jobs().await.unwrap(),
        0,
        "claimed by the dead process"
    );
    w.clock.advance(JOB_LEASE);
    assert_eq!(
        two.run_due_jobs().await.unwrap(),
        0,
        "until its lease's last second"
    );
    w.clock.advance(1);
    assert_eq!(two.run_due_jobs().await.unwrap(), 1, "then run by another");
    assert_eq!(version(&two, 1).await, before + 1);
    assert_eq!(bot_notices(&two).await, 1);
    assert_eq!(two.run_due_jobs().await.unwrap(), 0, "and done");
}

/// Whether the process named `one` or `two` holds a claim on a job not
/// done.
async fn holds_a_claim(app: &App) -> bool {
    let sql = match app.instance() {
        "one" => "SELECT COUNT(*) FROM jobs WHERE locked_by = 'one' AND done_at IS NULL",
        _ => "SELECT COUNT(*) FROM jobs WHERE locked_by = 'two' AND done_at IS NULL",
    };
    app.store().count(sql).await.unwrap() > 0
}

/// Polls `pass`, a scheduler pass of `app`, a step at a time until its
/// claim shows in the database, and leaves it there: a process frozen
/// between claiming a job and finishing it.
async fn freeze_once_claimed<F>(pass: &mut std::pin::Pin<Box<F>>, app: &App)
where
    F: std::future::Future<Output = Result<usize, tavolo::app::AppError>>,
{
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(60);
    while !holds_a_claim(app).await {
        assert!(tokio::time::Instant::now() < deadline, "no claim within a minute");
        tokio::select! {
            biased;
            ran = pass.as_mut() => panic!("the pass ended before its claim was seen: {:?}", ran.map_err(|_| ())),
            () = tokio::task::yield_now() => {}
        }
    }
}

#[tokio::test]
async fn a_pass_that_outlived_its_claim_records_nothing_and_the_new_claimer_plays_the_turn() {
    let w = World::new();
    let (one, two) = (w.process("one").await, w.process("two").await);
    bot_to_move(&one).await;
    let before = version(&one, 1).await;
    // one claims the bot's turn and stalls past its lease; two claims it.
    let mut first = Box::pin(one.run_due_jobs());
    freeze_once_claimed(&mut first, &one).await;
    w.clock.advance(JOB_LEASE + 1);
    let mut second = Box::pin(two.run_due_jobs());
    freeze_once_claimed(&mut second, &two).await;
    // one wakes up first and thinks to the end: its finish proves the claim
    // is gone, and its move is rolled back.
    assert_eq!(first.await.unwrap(), 1);
    assert_eq!(version(&one, 1).await, before, "nothing of one's pass stays");
    assert_eq!(bot_notices(&one).await, 0);
    assert_eq!(second.await.unwrap(), 1);
    assert_eq!(version(&two, 1).await, before + 1, "two played the turn, once");
    assert_eq!(bot_notices(&two).await, 1);
    assert_eq!(one.run_due_jobs().await.unwrap(), 0, "and the job is done");
}

/// One delivery pass of `app` the way adapters deliver: the pending
/// notices, each sent only while `app` may deliver, then marked; the keys
/// sent.
async fn deliver(app: &App) -> Vec<String> {
    let mut sent = Vec::new();
    for notice in app.pending_notices("test").await.unwrap() {
        if !app.may_deliver("test").await {
            break;
        }
        sent.push(notice.idempotency_key.clone());
        app.mark_delivered(notice.id).await.unwrap();
    }
    sent
}

/// Queues the turn reminders of the games started so far: the clock
/// passes their time and `app` runs the due jobs.
async fn remind(w: &World, app: &App) {
    w.clock.advance(REMINDER_AFTER + 1);
    app.run_due_jobs().await.unwrap();
}

#[tokio::test]
async fn two_processes_delivering_by_turns_send_each_notice_once_and_the_second_takes_over() {
    let w = World::new();
    let (one, two) = (w.process("one").await, w.process("two").await);
    for (id, (a, b)) in [(1, ("p1", "q1")), (2, ("p2", "q2"))] {
        started(&one, id, a, b).await;
    }
    remind(&w, &one).await;
    let mut sent = Vec::new();
    let first = deliver(&one).await;
    assert!(first.len() >= 2, "{first:?}");
    sent.extend(first);
    assert!(deliver(&two).await.is_empty(), "two does not hold the lease");
    // More notices; the passes alternate, one's first: one keeps its lease.
    for (id, (a, b)) in [(3, ("p3", "q3")), (4, ("p4", "q4"))] {
        started(&one, id, a, b).await;
    }
    remind(&w, &two).await;
    let second = deliver(&one).await;
    assert!(second.len() >= 2, "{second:?}");
    sent.extend(second);
    assert!(deliver(&two).await.is_empty());
    // one renews its lease at the start of a pass, and dies: two takes
    // over once the lease ran out.
    started(&two, 5, "p5", "q5").await;
    remind(&w, &two).await;
    assert!(one.may_deliver("test").await);
    w.clock.advance(OUTBOX_LEASE / 2);
    assert!(deliver(&two).await.is_empty(), "the lease has not run out");
    w.clock.advance(OUTBOX_LEASE);
    let taken_over = deliver(&two).await;
    assert!(!taken_over.is_empty(), "two delivers once one's lease ran out");
    sent.extend(taken_over);
    assert!(deliver(&one).await.is_empty(), "one, back, delivers nothing now");
    let mut unique = sent.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(unique.len(), sent.len(), "no notice sent twice: {sent:?}");
    assert!(two.pending_notices("test").await.unwrap().is_empty(), "none left");
}

#[tokio::test]
async fn a_deliverer_that_lost_the_lease_mid_batch_stops_and_the_new_one_sends_the_rest() {
    let w = World::new();
    let (one, two) = (w.process("one").await, w.process("two").await);
    for (id, (a, b)) in [(1, ("p1", "q1")), (2, ("p2", "q2")), (3, ("p3", "q3"))] {
        started(&one, id, a, b).await;
    }
    remind(&w, &one).await;
    let batch = one.pending_notices("test").await.unwrap();
    assert!(batch.len() >= 3, "{batch:?}");
    assert!(one.may_deliver("test").await);
    one.mark_delivered(batch[0].id).await.unwrap();
    // one stalls past its lease mid-batch; two takes the outbox over.
    w.clock.advance(OUTBOX_LEASE + 1);
    let rest = deliver(&two).await;
    assert_eq!(rest.len(), batch.len() - 1, "{rest:?}");
    assert!(!rest.contains(&batch[0].idempotency_key));
    assert!(!one.may_deliver("test").await, "one stops before its next notice");
}

#[tokio::test]
async fn a_deliverer_stopping_cleanly_hands_the_outbox_over_at_once() {
    let w = World::new();
    let (one, two) = (w.process("one").await, w.process("two").await);
    started(&one, 1, "p1", "q1").await;
    assert!(deliver(&one).await.is_empty(), "one holds the lease");
    remind(&w, &one).await;
    assert!(one.may_deliver("test").await, "one renews, then stops");
    one.stop_delivering("test").await;
    assert_eq!(deliver(&two).await.len(), 1, "two delivers without waiting");
}

#[tokio::test]
async fn racing_moves_through_two_processes_apply_one_and_refuse_the_other_in_italian() {
    let w = World::new();
    let (one, two) = (w.process("one").await, w.process("two").await);
    started(&one, 1, "alice", "bob").await;
    let (a, b) = tokio::join!(
        say_it(&one, "alice", mv_in(1, "4:1")),
        say_it(&two, "alice", mv_in(1, "4:2")),
    );
    let (won, lost) = if a.private { (&b, &a) } else { (&a, &b) };
    assert!(!won.private, "one move applies: {} | {}", a.text, b.text);
    assert!(lost.private, "the other is refused: {} | {}", a.text, b.text);
    assert!(
        lost.text.contains("non tocca a te") && !lost.text.contains(STORE_FAILED_IT),
        "{}",
        lost.text
    );
    assert_eq!(one.store().moves(1).await.unwrap().len(), 1);
    assert_eq!(version(&two, 1).await, 1);
}

#[tokio::test]
async fn a_challenge_accepted_through_two_processes_at_once_starts_once() {
    let w = World::new();
    let (one, two) = (w.process("one").await, w.process("two").await);
    let r = challenge(&one, "alice", user("bob")).await;
    assert!(r.text.contains("#1"), "{}", r.text);
    let (a, b) = tokio::join!(
        say_it(&one, "bob", Command::Accept(Some(1))),
        say_it(&two, "bob", Command::Accept(Some(1))),
    );
    let accepted = [&a, &b]
        .iter()
        .filter(|r| r.text.contains("Sfida accettata"))
        .count();
    assert_eq!(accepted, 1, "{} | {}", a.text, b.text);
    let lost = if a.text.contains("Sfida accettata") {
        &b
    } else {
        &a
    };
    assert!(
        lost.private && lost.text.contains("non è una sfida aperta") && !lost.text.contains(STORE_FAILED_IT),
        "{}",
        lost.text
    );
    let row = one.store().game(1).await.unwrap().unwrap();
    assert_eq!(row.status, tavolo::store::GameStatus::Active);
    assert_eq!(one.store().seats(1).await.unwrap().len(), 2);
}

#[tokio::test]
async fn a_resignation_racing_a_move_through_two_processes_ends_the_game_once() {
    let w = World::new();
    let (one, two) = (w.process("one").await, w.process("two").await);
    started(&one, 1, "alice", "bob").await;
    let (resign, moved) = tokio::join!(
        say_it(&one, "bob", Command::Resign(Some(1))),
        say_it(&two, "alice", mv_in(1, "4:1")),
    );
    assert!(!resign.private, "the resignation stands: {}", resign.text);
    assert!(!resign.text.contains(STORE_FAILED_IT) && !moved.text.contains(STORE_FAILED_IT));
    assert!(
        !moved.private || moved.text.contains("non è in corso"),
        "a move after the end is refused in Italian: {}",
        moved.text
    );
    let moves = one.store().moves(1).await.unwrap().len();
    // The move came first (applied) or after the end (refused, nothing stored).
    assert_eq!(
        moves,
        usize::from(!moved.private),
        "{} | {}",
        resign.text,
        moved.text
    );
    let row = one.store().game(1).await.unwrap().unwrap();
    assert_eq!(row.status, tavolo::store::GameStatus::Finished);
}

#[tokio::test]
async fn a_bot_turn_racing_a_resignation_through_two_processes_records_nothing_after_the_end() {
    let w = World::new();
    let (one, two) = (w.process("one").await, w.process("two").await);
    bot_to_move(&one).await;
    let before = version(&one, 1).await;
    let (ran, resign) = tokio::join!(one.run_due_jobs(), say_it(&two, "zoe", Command::Resign(Some(1))));
    assert_eq!(ran.unwrap(), 1);
    assert!(!resign.private, "{}", resign.text);
    let row = one.store().game(1).await.unwrap().unwrap();
    assert_eq!(row.status, tavolo::store::GameStatus::Finished);
    // The bot moved before the resignation, or its turn went stale.
    let bot_moved = bot_notices(&one).await;
    let moves = one.store().moves(1).await.unwrap().len();
    assert_eq!(moves, 1 + bot_moved, "zoe's move and at most the bot's");
    assert!(row.version >= before);
    assert_eq!(two.run_due_jobs().await.unwrap(), 0, "nothing left to run");
}
