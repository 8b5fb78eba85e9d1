//! Local mode runs the jobs that fall due while nobody types (issue 37,
//! point 13): a flag falls at its time, not when the next line comes.

mod local_game;

use std::io::{Read, Write};
use std::process::Stdio;
use std::time::{Duration, Instant};

use local_game::Session;

#[test]
fn a_flag_falls_while_nobody_types() {
    let session = Session::new();
    let mut child = session
        .command()
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    stdin
        .write_all(b"alice: /challenge bob nim time=2s\nbob: /accept\n")
        .unwrap();
    stdin.flush().unwrap();
    // Read what local mode prints, with stdin still open, until the flag
    // falls or long after the clock ran out.
    let mut stdout = child.stdout.take().unwrap();
    let (sender, received) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut buf = [0u8; 4096];
        while let Ok(n) = stdout.read(&mut buf) {
            if n == 0 || sender.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    let mut out = Vec::new();
    let started = Instant::now();
    while started.elapsed() < Duration::from_secs(30) {
        if let Ok(chunk) = received.recv_timeout(Duration::from_millis(200)) {
            out.extend(chunk);
        }
        if String::from_utf8_lossy(&out).contains("ran out of time") {
            break;
        }
    }
    drop(stdin);
    let _ = child.wait();
    let out = String::from_utf8_lossy(&out);
    assert!(
        out.contains("alice ran out of time in game #1"),
        "no line typed after the start, yet the flag fell:\n{out}"
    );
}
