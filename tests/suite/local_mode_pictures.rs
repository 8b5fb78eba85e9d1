//! Pictures that cannot be written never stop local mode.
//!
//! - Three local-mode processes share one database and one boards folder
//!   and race moves and boards on the same games, as a user running several
//!   consoles would: every process answers every line and exits normally
//!   (two processes once renamed each other's temporary picture away, and
//!   the loser exited with "No such file or directory").
//! - The boards folder becomes unwritable in the middle of a game: the move
//!   is stored, the reply says the board could not be saved, and the
//!   process goes on.

use crate::local_game;

use std::io::{BufRead, BufReader, Write};
use std::process::Stdio;

use local_game::Session;

/// The games raced on: (id, the player of the first seat, of the second).
const GAMES: [(i64, &str, &str); 3] = [(1, "alice", "bob"), (2, "carol", "dave"), (3, "erin", "frank")];

/// Rounds each process types; a round is a move attempt by both players of
/// every game and a look at one board.
const ROUNDS: usize = 200;

/// The lines one process types: in each round, both players of each game
/// try a pit (the one to move plays it unless it is empty or another
/// process played first), and one board is shown. Pits differ between
/// processes, so their moves race on the same plies.
fn racing_script(process: usize) -> String {
    let mut script = String::new();
    for round in 0..ROUNDS {
        for (id, first, second) in GAMES {
            let pit = char::from(b'a' + ((round + process * 2 + usize::try_from(id).unwrap()) % 6) as u8);
            script.push_str(&format!(
                "{first}: /move #{id} {pit}\n{second}: /move #{id} {pit}\n"
            ));
        }
        let (id, first, _) = GAMES[round % GAMES.len()];
        script.push_str(&format!("{first}: /board #{id}\n"));
    }
    script
}

#[test]
fn three_processes_racing_on_one_boards_folder_all_go_on() {
    let session = Session::new();
    session.start_awele_games(&GAMES);

    let children: Vec<_> = (0..3)
        .map(|process| {
            let mut child = session
                .command()
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .stderr(Stdio::null())
                .spawn()
                .unwrap();
            let mut stdin = child.stdin.take().unwrap();
            let script = racing_script(process);
            // Typed from a thread each, so the three run at the same moment.
            let typist = std::thread::spawn(move || stdin.write_all(script.as_bytes()));
            (child, typist)
        })
        .collect();
    let mut boards_shown = 0;
    for (process, (child, typist)) in children.into_iter().enumerate() {
        let out = child.wait_with_output().unwrap();
        typist.join().unwrap().unwrap();
        let stdout = String::from_utf8(out.stdout).unwrap();
        assert!(
            out.status.success(),
            "process {process} exited with {:?} after:\n{}",
            out.status,
            stdout.lines().rev().take(5).collect::<Vec<_>>().join("\n")
        );
        // Every line typed was answered (a reply or a refusal each).
        let answers = stdout.lines().filter(|l| l.starts_with("[tavolo → ")).count();
        assert!(
            answers >= ROUNDS * (2 * GAMES.len() + 1),
            "process {process} answered {answers} lines"
        );
        assert!(
            !stdout.contains("could not be saved"),
            "process {process}:\n{stdout}"
        );
        boards_shown += stdout.lines().filter(|l| l.starts_with("  board: ")).count();
    }
    assert!(boards_shown >= 3 * ROUNDS, "{boards_shown} boards written");
    // No temporary picture is left behind, and each game has one board.
    let mut left: Vec<String> = std::fs::read_dir(session.boards())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    left.sort();
    assert_eq!(left, ["game-1.png", "game-2.png", "game-3.png"]);
    // The games went on: every game has many moves stored, all legal.
    for (id, _, _) in GAMES {
        let moves = session.stored_moves(id);
        assert!(moves.len() > 10, "game #{id}: {moves:?}");
        let mut game = games::registry::start("awele", &Default::default()).unwrap();
        for text in &moves {
            game.play(text).unwrap();
        }
    }
}

/// Reads the process's output until a line satisfies `wanted`; the lines
/// read. Fails when the output ends first (the process died).
fn read_until(
    lines: &mut impl Iterator<Item = std::io::Result<String>>,
    wanted: impl Fn(&str) -> bool,
) -> Vec<String> {
    let mut read = Vec::new();
    loop {
        let Some(Ok(line)) = lines.next() else {
            panic!("the output ended while waiting; read:\n{}", read.join("\n"));
        };
        let done = wanted(&line);
        read.push(line);
        if done {
            return read;
        }
    }
}

/// Plays a game in `lang` and blocks the boards folder (a file in its
/// place: no user, root included, can write there) before the second move.
fn an_unwritable_boards_folder_leaves_the_move_stored(lang: &str, says: &str) {
    let session = Session::new();
    let mut child = session
        .command()
        .env("TAVOLO_LANG", lang)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut type_line = |text: &str| {
        stdin.write_all(text.as_bytes()).unwrap();
        stdin.write_all(b"\n").unwrap();
        stdin.flush().unwrap();
    };
    type_line("alice: /challenge bob awele");
    type_line("bob: /accept #1");
    type_line("alice: /move #1 c");
    read_until(&mut lines, |l| l.starts_with("  board: "));
    read_until(&mut lines, |l| l.starts_with("  board: "));

    let boards = session.boards();
    std::fs::remove_dir_all(&boards).unwrap();
    std::fs::write(&boards, "not a folder").unwrap();
    type_line("bob: /move #1 c");
    let reply = read_until(&mut lines, |l| l.contains(says));
    assert!(
        reply.iter().any(|l| l.starts_with("[tavolo → all]")),
        "the move's reply was sent: {reply:?}"
    );
    assert!(!reply.iter().any(|l| l.starts_with("  board: ")), "{reply:?}");

    // The process is alive: it answers the next move, and once the folder
    // is back it writes boards again.
    std::fs::remove_file(&boards).unwrap();
    type_line("alice: /move #1 d");
    read_until(&mut lines, |l| l.starts_with("  board: "));
    drop(stdin);
    assert!(child.wait().unwrap().success());
    let stored: Vec<String> = session.stored_moves(1).iter().map(|m| m.to_lowercase()).collect();
    assert_eq!(stored, ["c", "c", "d"]);
}

#[test]
fn an_unwritable_boards_folder_leaves_the_move_stored_and_says_so() {
    an_unwritable_boards_folder_leaves_the_move_stored("en", "The picture could not be saved");
}

#[test]
fn an_unwritable_boards_folder_is_told_in_italian() {
    an_unwritable_boards_folder_leaves_the_move_stored("it", "Non è stato possibile salvare l'immagine");
}
