//! The settings of several processes (`DISCORD_SHARDS`, the Telegram
//! webhook's, the lease lengths) refused at start, before any connection, with a message that
//! names the variable: `tavolo run` as an operator starts it.

use std::process::Command;

/// Runs `tavolo run` in an empty directory (no `.env`) with only `vars`
/// set; returns whether it succeeded and what it wrote on stderr.
fn run_with(vars: &[(&str, &str)]) -> (bool, String) {
    let dir = tempfile::tempdir().unwrap();
    let mut command = Command::new(env!("CARGO_BIN_EXE_tavolo"));
    command.arg("run").current_dir(dir.path()).env_clear();
    if let Some(path) = std::env::var_os("PATH") {
        command.env("PATH", path);
    }
    for (name, value) in vars {
        command.env(name, value);
    }
    let out = command.output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    )
}

#[test]
fn a_bad_shard_range_stops_the_start_naming_discord_shards() {
    let (ok, stderr) = run_with(&[("DISCORD_TOKEN", "x"), ("DISCORD_SHARDS", "4-2/8")]);
    assert!(!ok);
    assert!(
        stderr.contains("DISCORD_SHARDS '4-2/8'") && stderr.contains("0-3/8"),
        "{stderr}"
    );
}

#[test]
fn a_webhook_without_https_or_secret_stops_the_start_naming_the_variable() {
    let url = ("TELEGRAM_WEBHOOK_URL", "http://bot.example.org/tg");
    let (ok, stderr) = run_with(&[("TELEGRAM_TOKEN", "1:x"), url, ("TELEGRAM_WEBHOOK_SECRET", "s")]);
    assert!(!ok);
    assert!(stderr.contains("TELEGRAM_WEBHOOK_URL"), "{stderr}");
    let url = ("TELEGRAM_WEBHOOK_URL", "https://bot.example.org/tg");
    let (ok, stderr) = run_with(&[("TELEGRAM_TOKEN", "1:x"), url]);
    assert!(!ok);
    assert!(stderr.contains("TELEGRAM_WEBHOOK_SECRET is needed"), "{stderr}");
}

#[test]
fn a_bad_lease_length_stops_the_start_naming_the_variable_in_either_mode() {
    // Local mode (no token), before the database is opened.
    let (ok, stderr) = run_with(&[("TAVOLO_JOB_LEASE", "1")]);
    assert!(!ok);
    assert!(
        stderr.contains("TAVOLO_JOB_LEASE '1'") && stderr.contains("e.g. 120"),
        "{stderr}"
    );
    let (ok, stderr) = run_with(&[("DISCORD_TOKEN", "x"), ("TAVOLO_OUTBOX_LEASE", "soon")]);
    assert!(!ok);
    assert!(stderr.contains("TAVOLO_OUTBOX_LEASE 'soon'"), "{stderr}");
}
