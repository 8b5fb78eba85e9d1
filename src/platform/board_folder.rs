//! Local mode's boards folder. The console has no message history to hold
//! pictures, so it writes them as files; one file per move grew without
//! bound (2.2 GB after 10,000 games). The folder now holds the latest board
//! of each game (`game-<id>.png`, overwritten at every move) and the latest
//! other picture (`picture.png`, a rules page's set-up), the files sent with
//! replies (a tournament's TRF, under its own name), and at most
//! [`KEEP`] board files: the boards of games not shown for longest go first.
//!
//! Several local-mode processes may share one folder (and one database):
//! each write goes through a temporary file of its own, and a file another
//! process removed first is no fault.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::SystemTime;

/// The most board files the folder keeps.
pub const KEEP: usize = 100;

/// Where local mode writes its pictures, and how many it keeps.
#[derive(Clone, Debug)]
pub struct BoardFolder {
    dir: PathBuf,
    keep: usize,
}

impl BoardFolder {
    /// The folder `dir`, keeping at most `keep` board files (at least one).
    pub fn new(dir: &Path, keep: usize) -> BoardFolder {
        BoardFolder {
            dir: dir.to_path_buf(),
            keep: keep.max(1),
        }
    }

    /// Writes the board of game `game_id`, replacing the one shown before,
    /// and drops the oldest boards beyond the limit.
    ///
    /// # Errors
    /// The folder or the file could not be written.
    pub fn save_board(&self, game_id: i64, png: &[u8]) -> std::io::Result<PathBuf> {
        let path = self.write(&format!("game-{game_id}.png"), png)?;
        self.prune(&path);
        Ok(path)
    }

    /// Writes the board of game `game_id` as seat `seat` sees it (a
    /// private answer: `/board flip`, a player's own view of a game of
    /// hidden information), beside the table's, replacing that seat's last.
    ///
    /// # Errors
    /// The folder or the file could not be written.
    pub fn save_seat_view(&self, game_id: i64, seat: u8, png: &[u8]) -> std::io::Result<PathBuf> {
        let path = self.write(&format!("game-{game_id}-seat-{seat}.png"), png)?;
        self.prune(&path);
        Ok(path)
    }

    /// Writes a secret shown for a moment (a glimpse), and deletes it after
    /// `seconds` on a task of its own while the process runs; the path.
    ///
    /// # Errors
    /// The folder or the file could not be written.
    pub fn save_glimpse(&self, png: &[u8], seconds: u32) -> std::io::Result<PathBuf> {
        let path = self.write("glimpse.png", png)?;
        let gone = path.clone();
        tokio::spawn(async move {
            tokio::time::sleep(std::time::Duration::from_secs(seconds.into())).await;
            let _ = std::fs::remove_file(gone);
        });
        Ok(path)
    }

    /// Writes a picture that is not a game's board (it replaces the last one).
    ///
    /// # Errors
    /// The folder or the file could not be written.
    pub fn save_picture(&self, png: &[u8]) -> std::io::Result<PathBuf> {
        self.write("picture.png", png)
    }

    /// Writes a file sent with a reply (a tournament's TRF export) under
    /// its name, kept to letters, digits, `-`, `_` and `.` (it replaces a
    /// file of the same name).
    ///
    /// # Errors
    /// The folder or the file could not be written.
    pub fn save_file(&self, name: &str, bytes: &[u8]) -> std::io::Result<PathBuf> {
        let safe: String = name
            .chars()
            .filter(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'))
            .take(64)
            .collect();
        let safe = safe.trim_start_matches('.');
        let safe = if safe.is_empty() { "file.txt" } else { safe };
        self.write(safe, bytes)
    }

    /// Writes through a temporary file and a rename, so whoever opens the
    /// picture (an image viewer reloading it) never reads half of one. The
    /// temporary name is this process's and this write's alone: two
    /// processes writing one game's board must not rename each other's file
    /// away. The time written is set from the clock, finer than the file
    /// system's own stamps (a few milliseconds apart), so pruning sees the
    /// true order.
    fn write(&self, name: &str, png: &[u8]) -> std::io::Result<PathBuf> {
        std::fs::create_dir_all(&self.dir)?;
        let path = self.dir.join(name);
        let partial = self.dir.join(partial_name(name));
        let written = (|| {
            let mut file = std::fs::File::create(&partial)?;
            file.write_all(png)?;
            file.set_modified(SystemTime::now())?;
            drop(file);
            std::fs::rename(&partial, &path)
        })();
        if written.is_err() {
            // A half-written temporary file (a full disk) is not left behind.
            let _ = std::fs::remove_file(&partial);
        }
        written.map(|()| path)
    }

    /// Deletes the least recently written board files beyond the limit,
    /// never `just_written`. Only board files are touched (also the
    /// `game-<id>-ply-<n>.png` of earlier versions), nothing else the user
    /// keeps there. A file that cannot be deleted is left, and logged.
    fn prune(&self, just_written: &Path) {
        let Ok(entries) = std::fs::read_dir(&self.dir) else {
            return;
        };
        let mut boards: Vec<(SystemTime, PathBuf)> = entries
            .filter_map(|entry| entry.ok())
            .filter(|entry| is_board_file(&entry.file_name().to_string_lossy()))
            .filter_map(|entry| {
                let written = entry.metadata().and_then(|m| m.modified()).ok()?;
                Some((written, entry.path()))
            })
            .collect();
        if boards.len() <= self.keep {
            return;
        }
        boards.sort();
        let excess = boards.len() - self.keep;
        for (_, path) in boards.into_iter().filter(|(_, p)| p != just_written).take(excess) {
            match std::fs::remove_file(&path) {
                // Another process sharing the folder pruned it first.
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
                Err(e) => tracing::warn!("tavolo: could not delete old board {}: {e}", path.display()),
                Ok(()) => {}
            }
        }
    }
}

/// Writes of this process so far, to tell its temporary files apart.
static WRITES: AtomicU64 = AtomicU64::new(0);

/// A temporary name for writing `name`, unique to this process and this
/// write (hidden, so no viewer lists it).
fn partial_name(name: &str) -> String {
    let n = WRITES.fetch_add(1, Ordering::Relaxed);
    format!(".{name}.{}-{n}.partial", std::process::id())
}

/// `game-<id>.png`, a seat's `game-<id>-seat-<n>.png`, or
/// `game-<id>-ply-<n>.png` as earlier versions wrote.
fn is_board_file(name: &str) -> bool {
    let Some(stem) = name.strip_prefix("game-").and_then(|n| n.strip_suffix(".png")) else {
        return false;
    };
    let (game, ply) = match stem.split_once("-ply-").or_else(|| stem.split_once("-seat-")) {
        Some((game, ply)) => (game, Some(ply)),
        None => (stem, None),
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    digits(game) && ply.is_none_or(digits)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_sent_file_stays_in_the_folder_under_a_plain_name() {
        let dir = tempfile::tempdir().unwrap();
        let folder = BoardFolder::new(dir.path(), 3);
        let path = folder.save_file("tavolo-tournament-2.trf", b"012 x").unwrap();
        assert_eq!(path, dir.path().join("tavolo-tournament-2.trf"));
        let path = folder.save_file("../../etc/passwd", b"x").unwrap();
        assert_eq!(path, dir.path().join("etcpasswd"));
        assert_eq!(
            folder.save_file("/..", b"x").unwrap(),
            dir.path().join("file.txt")
        );
    }

    #[test]
    fn a_game_has_one_file_whatever_its_moves() {
        let dir = tempfile::tempdir().unwrap();
        let folder = BoardFolder::new(dir.path(), 10);
        for ply in 0..50u8 {
            folder.save_board(7, &[ply]).unwrap();
        }
        assert_eq!(files(dir.path()), ["game-7.png"]);
        assert_eq!(std::fs::read(dir.path().join("game-7.png")).unwrap(), [49]);
    }

    #[test]
    fn the_boards_shown_longest_ago_go_beyond_the_limit() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("notes.txt"), "mine").unwrap();
        std::fs::write(dir.path().join("game-1-ply-4.png"), "old version").unwrap();
        let folder = BoardFolder::new(dir.path(), 3);
        for game in 2..=6 {
            folder.save_board(game, b"png").unwrap();
        }
        // Game 4 is shown again, so game 5 is now the oldest board.
        folder.save_board(4, b"png").unwrap();
        folder.save_picture(b"png").unwrap();
        folder.save_board(7, b"png").unwrap();
        assert_eq!(
            files(dir.path()),
            [
                "game-4.png",
                "game-6.png",
                "game-7.png",
                "notes.txt",
                "picture.png"
            ]
        );
    }

    #[test]
    fn only_board_names_count_as_boards() {
        assert!(is_board_file("game-12.png"));
        assert!(is_board_file("game-12-ply-0.png"));
        assert!(!is_board_file("game-.png"));
        assert!(!is_board_file("game-1-ply-.png"));
        assert!(!is_board_file("game-x.png"));
        assert!(!is_board_file("picture.png"));
        assert!(!is_board_file(".game-1.png.partial"));
        assert!(!is_board_file(&partial_name("game-1.png")));
    }

    #[test]
    fn two_writes_never_share_a_temporary_file() {
        let first = partial_name("game-1.png");
        let second = partial_name("game-1.png");
        assert_ne!(first, second);
        assert!(first.starts_with(".game-1.png.") && first.ends_with(".partial"));
    }

    #[test]
    fn writers_racing_on_one_board_all_succeed() {
        let dir = tempfile::tempdir().unwrap();
        let folder = BoardFolder::new(dir.path(), 2);
        std::thread::scope(|scope| {
            for writer in 0..4u8 {
                let folder = folder.clone();
                scope.spawn(move || {
                    for round in 0..200u8 {
                        folder.save_board(i64::from(round % 3), &[writer, round]).unwrap();
                    }
                });
            }
        });
        let left = files(dir.path());
        assert!(left.iter().all(|name| is_board_file(name)), "{left:?}");
    }

    #[test]
    fn a_folder_that_cannot_be_written_is_an_error_not_a_panic() {
        let dir = tempfile::tempdir().unwrap();
        let blocked = dir.path().join("boards");
        std::fs::write(&blocked, "a file where the folder should be").unwrap();
        let folder = BoardFolder::new(&blocked, 3);
        assert!(folder.save_board(1, b"png").is_err());
        assert!(folder.save_picture(b"png").is_err());
        assert!(folder.save_file("x.trf", b"x").is_err());
    }
}
