//! Two Telegram processes on one database: the polling lease and the
//! webhook (also run on PostgreSQL by `.ci/run`).

use super::*;

/// Two processes' cores on one database (PostgreSQL when
/// `TAVOLO_TEST_POSTGRES` names a server, else SQLite); the tests tell
/// their bots apart by their tokens at the fake.
async fn two_cores() -> (core_world::World, Arc<App>, Arc<App>) {
    let world = core_world::World::new();
    let one = Arc::new(world.process("telegram-one").await);
    let two = Arc::new(world.process("telegram-two").await);
    assert_ne!(one.instance(), two.instance());
    (world, one, two)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn one_process_polls_and_another_takes_over_once_a_crashed_holders_lease_runs_out() {
    let fake = FakeTelegram::start().await;
    let (world, one, two) = two_cores().await;
    let first = telegram::start(one, "1:ONE", test_settings(&fake));
    fake.polled("1:ONE", 0).await;
    let second = telegram::start(two, "1:TWO", test_settings(&fake));
    let polls = fake.polls("1:ONE");
    fake.push(accept_update(7001));
    assert!(answered(&fake, 7001).await > 0);
    // The second process tried for the lease every 50 ms meanwhile.
    fake.polled("1:ONE", polls + 1).await;
    assert_eq!(fake.polls("1:TWO"), 0, "only the lease's holder polls");

    // The holder dies without giving the lease up: the other waits it out.
    first.abort();
    world.clock.advance(61);
    fake.polled("1:TWO", 0).await;
    fake.push(accept_update(7002));
    let answers = answered(&fake, 7002).await;
    assert_eq!(answers, answers_to(&fake, 7001), "answered once, as before");
    tokio::time::timeout(Duration::from_secs(20), second.stop())
        .await
        .expect("the bot stops");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn webhook_processes_answer_an_update_sent_twice_once_and_refuse_a_wrong_secret() {
    let fake = FakeTelegram::start().await;
    let (_world, one, two) = two_cores().await;
    let url = url::Url::parse("https://tavolo.test/tg/hook").unwrap();
    let hook = telegram::Webhook::new(url.clone(), "right-secret", "127.0.0.1:0".parse().unwrap()).unwrap();
    let first = telegram::start_webhook(one, "1:ONE", test_settings(&fake), &hook)
        .await
        .unwrap();
    let second = telegram::start_webhook(two, "1:TWO", test_settings(&fake), &hook)
        .await
        .unwrap();
    let hooks = fake
        .wait_for(0, |c| c.iter().filter(|c| c.method == "setWebhook").count() == 2)
        .await;
    for set in hooks.iter().filter(|c| c.method == "setWebhook") {
        assert_eq!(set.params["url"], url.as_str(), "{set:?}");
        assert_eq!(set.params["secret_token"], "right-secret", "{set:?}");
    }
    assert!(!hooks.iter().any(|c| c.method == "deleteWebhook"));
    let (at_one, at_two) = (first.webhook_addr().unwrap(), second.webhook_addr().unwrap());

    let mut accept = accept_update(7101);
    accept["update_id"] = json!(501);
    for wrong in [Some("wrong-secret"), None] {
        assert_eq!(post_update(at_one, "/tg/hook", wrong, &accept).await, 401);
    }
    assert_eq!(
        post_update(at_one, "/tg/hook", Some("right-secret"), &accept).await,
        200
    );
    let once = answered(&fake, 7101).await;
    assert!(once > 0, "the refused posts recorded nothing");
    // Telegram sends it again, and the balancer picks the other process.
    assert_eq!(
        post_update(at_two, "/tg/hook", Some("right-secret"), &accept).await,
        200
    );
    // Updates of one chat are handled in order: once the next is answered,
    // the repeat has been seen.
    let mut next = accept_update(7102);
    next["update_id"] = json!(502);
    assert_eq!(
        post_update(at_two, "/tg/hook", Some("right-secret"), &next).await,
        200
    );
    assert_eq!(answered(&fake, 7102).await, once);
    assert_eq!(answers_to(&fake, 7101), once, "the repeat was not answered");
    for running in [first, second] {
        tokio::time::timeout(Duration::from_secs(20), running.stop())
            .await
            .expect("the bot stops");
    }
}
