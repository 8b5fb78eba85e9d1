//! Local mode acts on its own: a flag falls while nobody types (issue 37,
//! point 13). Before, the scheduler ran only after an input line, so a
//! player out of time lost only when the next line was typed.

use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt, BufReader};

use crate::core_world;

use core_world::*;

/// Reads `output` until it holds `wanted`, for at most `patience`.
async fn read_until(
    output: &mut (impl AsyncReadExt + Unpin),
    seen: &mut String,
    wanted: &str,
    patience: Duration,
) {
    let deadline = tokio::time::Instant::now() + patience;
    let mut buffer = [0u8; 4096];
    while !seen.contains(wanted) {
        let read = tokio::time::timeout_at(deadline, output.read(&mut buffer))
            .await
            .unwrap_or_else(|_| panic!("no {wanted:?} within {patience:?}; the console wrote:\n{seen}"))
            .unwrap();
        assert!(read > 0, "the console ended; it wrote:\n{seen}");
        seen.push_str(&String::from_utf8_lossy(&buffer[..read]));
    }
}

#[tokio::test]
async fn a_flag_falls_in_local_mode_while_nobody_types() {
    let w = World::new();
    let app = w.app().await;
    let (mut typing, input) = tokio::io::duplex(1 << 12);
    let (output, mut shown) = tokio::io::duplex(1 << 20);
    let boards = tempfile::tempdir().unwrap();
    let folder = boards.path().to_path_buf();
    let console = tokio::spawn(async move {
        tavolo::platform::console::run(&app, BufReader::new(input), output, &folder).await
    });
    let game = pick::plain().slug;
    typing
        .write_all(format!("alice: /challenge bob {game} time=10m\nbob: /accept\n").as_bytes())
        .await
        .unwrap();
    let mut seen = String::new();
    read_until(
        &mut shown,
        &mut seen,
        "Challenge accepted",
        Duration::from_secs(30),
    )
    .await;
    // Ten minutes pass on the clock and nobody types.
    w.clock.advance(11 * 60);
    read_until(
        &mut shown,
        &mut seen,
        "ran out of time in game #1",
        Duration::from_secs(10),
    )
    .await;
    assert!(seen.contains("alice ran out of time"), "{seen}");
    drop(typing);
    console.await.unwrap().unwrap();
    drop(boards);
}
