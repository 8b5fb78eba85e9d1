//! `tavolo`: the chat bot, its local mode, and the engine protocol.

use std::collections::BTreeMap;
use std::io::{self, BufRead, Write};
use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};
use games::Speak;
use tavolo::app::speech::Speech;
use tavolo::app::texts::Lang;

/// Abstract board games in Discord and Telegram chats.
#[derive(Parser)]
#[command(name = "tavolo", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Subcommand)]
enum Command {
    /// Run the bot: on Telegram when `TELEGRAM_TOKEN` is set, otherwise
    /// local mode, which reads `name: /command` lines from stdin.
    Run,
    /// Answer engine-protocol requests: one JSON line in, one JSON line out.
    Engine,
    /// List the games Tavolo can play.
    Games {
        /// Print the README's games table (Markdown) instead.
        #[arg(long)]
        markdown: bool,
    },
    /// List the commands players type, as `/help` does (in English).
    Commands {
        /// Print the README's commands table (Markdown) instead.
        #[arg(long)]
        markdown: bool,
    },
    /// Draw a game's board as a PNG after some moves.
    Render(RenderArgs),
    /// Tournament tools.
    #[command(subcommand)]
    Tournament(TournamentTool),
    /// Write a game's record in its format (PDN for draughts, PGN for
    /// chess, SGF for Go, Tavolo's JSON record for the others): `tavolo
    /// record italian-draughts --moves 21-17 10-14`; or replay a JSON
    /// record and print its final position and result: `tavolo record
    /// --read tavolo-game-12.json`.
    #[command(alias = "pdn", alias = "pgn", alias = "sgf")]
    Record {
        /// The game (slug or name).
        #[arg(required_unless_present = "read")]
        game: Option<String>,
        /// The moves from the start.
        #[arg(long, num_args = 1.., value_name = "MOVE")]
        moves: Vec<String>,
        /// A game option as NAME=VALUE; repeat for several.
        #[arg(long = "option", value_name = "NAME=VALUE")]
        options: Vec<String>,
        /// Write Tavolo's JSON record even for a game with PDN, PGN or SGF.
        #[arg(long)]
        json: bool,
        /// Replay the record in FILE (`-`: stdin): Tavolo's JSON record, or
        /// the PDN or PGN it writes; check its moves, throws and result, and
        /// print the final position and the result.
        #[arg(long, value_name = "FILE", conflicts_with_all = ["game", "moves", "options", "json"])]
        read: Option<PathBuf>,
    },
    /// Check that every throw of a finished game came from its revealed
    /// seed: reads the record `/verify` prints (JSON) from FILE, or stdin
    /// when FILE is `-`.
    VerifyDice {
        /// The record file.
        file: PathBuf,
    },
}

#[derive(Subcommand)]
enum TournamentTool {
    /// Play a whole tournament through the real core on a scratch database
    /// with random results, and write its TRF-16.
    Simulate(SimulateArgs),
}

/// `tavolo tournament simulate --format swiss --players N --rounds R
/// --seed S [--forfeits p] [--byes p] -o out.trf`
#[derive(Args)]
struct SimulateArgs {
    /// swiss, round-robin, double-round-robin or knockout.
    #[arg(long, default_value = "swiss")]
    format: String,
    /// The game (any two-player game; results are drawn at random).
    #[arg(long, default_value = "awele")]
    game: String,
    #[arg(long)]
    players: usize,
    /// Rounds of a Swiss.
    #[arg(long)]
    rounds: Option<u32>,
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Chance that a game is not played (a forfeit at the deadline).
    #[arg(long, default_value_t = 0.0)]
    forfeits: f64,
    /// Chance that a player asks for a half-point bye in a round.
    #[arg(long, default_value_t = 0.0)]
    byes: f64,
    /// Where to write the TRF.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: PathBuf,
}

/// `tavolo render <game> [--moves …] [--seat n] [--option name=value …]
/// [--seed n] -o board.png`
#[derive(Args)]
struct RenderArgs {
    /// The game: its slug or name (`tavolo games` lists them).
    game: String,
    /// Moves played from the start, in the game's notation. At a chance node
    /// a throw may be given; any other move lets the seed throw first.
    #[arg(long, num_args = 1.., value_name = "MOVE")]
    moves: Vec<String>,
    /// The seat the picture is for (0, 1, …); seat 1 sees the board turned.
    #[arg(long)]
    seat: Option<u8>,
    /// A game option as NAME=VALUE; repeat for several.
    #[arg(long = "option", value_name = "NAME=VALUE")]
    options: Vec<String>,
    /// The seed that throws at chance nodes (a decimal number or 64 hex
    /// digits).
    #[arg(long, default_value = "0")]
    seed: String,
    /// The colour theme: classic, or contrast (colour-blind safe).
    #[arg(long, default_value = "classic")]
    theme: String,
    /// A player's display name, by seat order; repeat for each seat.
    #[arg(long = "name", value_name = "NAME")]
    names: Vec<String>,
    /// The language of the words on the picture: en or it.
    #[arg(long, default_value = "en")]
    lang: String,
    /// Where to write the PNG.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: PathBuf,
}

fn main() -> io::Result<()> {
    tavolo::logs::init();
    match Cli::parse().command.unwrap_or(Command::Run) {
        Command::Run => run(),
        Command::Engine => engine(io::stdin().lock(), io::stdout().lock()),
        Command::Games { markdown: true } => {
            print!("{}", tavolo::games_table::markdown());
            Ok(())
        }
        Command::Games { markdown: false } => {
            print!("{}", tavolo::games_table::plain());
            Ok(())
        }
        Command::Commands { markdown: true } => {
            print!("{}", tavolo::app::commands::markdown());
            Ok(())
        }
        Command::Commands { markdown: false } => {
            println!("{}", tavolo::app::commands::help(Lang::En));
            Ok(())
        }
        Command::Record { read: Some(file), .. } => match read_record(&file) {
            Ok(text) => {
                print!("{text}");
                Ok(())
            }
            Err(message) => {
                eprintln!("tavolo record: {}: {message}", file.display());
                std::process::exit(2);
            }
        },
        Command::Record {
            game,
            moves,
            options,
            json,
            read: None,
        } => match write_record(game.as_deref().unwrap_or_default(), &moves, &options, json) {
            Ok(text) => {
                print!("{text}");
                Ok(())
            }
            Err(message) => {
                eprintln!("tavolo record: {message}");
                std::process::exit(2);
            }
        },
        Command::VerifyDice { file } => verify_dice(&file),
        Command::Tournament(TournamentTool::Simulate(args)) => {
            if let Err(message) = simulate(&args) {
                eprintln!("tavolo tournament simulate: {message}");
                std::process::exit(2);
            }
            Ok(())
        }
        Command::Render(args) => {
            if let Err(message) = render_board(&args) {
                eprintln!("tavolo render: {message}");
                std::process::exit(2);
            }
            Ok(())
        }
    }
}

/// `tavolo verify-dice`: exit 0 when the record verifies, 1 when a throw or
/// the seed does not match, 2 when the record cannot be read.
fn verify_dice(file: &std::path::Path) -> io::Result<()> {
    let text = if file.as_os_str() == "-" {
        io::read_to_string(io::stdin())
    } else {
        std::fs::read_to_string(file)
    };
    let record = match text.map_err(|e| e.to_string()).and_then(|t| {
        serde_json::from_str::<games::dice_record::DiceRecord>(&t)
            .map_err(|e| format!("not a game record: {e}"))
    }) {
        Ok(record) => record,
        Err(why) => {
            eprintln!("tavolo verify-dice: {}: {why}", file.display());
            std::process::exit(2);
        }
    };
    match games::dice_record::verify(&record) {
        Ok(v) => {
            println!(
                "ok: {} throws in {} plies of {} match the seed {} (SHA-256 {})",
                v.throws, v.plies, record.game, record.seed, record.seed_sha256
            );
            Ok(())
        }
        Err(games::dice_record::VerifyError::BadRecord(why)) => {
            eprintln!("tavolo verify-dice: {why}");
            std::process::exit(2);
        }
        Err(e) => {
            println!("FAILED: {e}");
            std::process::exit(1);
        }
    }
}

/// Runs a dry-run tournament and writes its TRF.
fn simulate(args: &SimulateArgs) -> Result<(), String> {
    let format: tavolo::app::tournament::Format = args
        .format
        .parse()
        .map_err(|e: tavolo::app::command_error::CommandError| e.text(tavolo::app::Lang::En))?;
    if !(0.0..=1.0).contains(&args.forfeits) || !(0.0..=1.0).contains(&args.byes) {
        return Err("--forfeits and --byes are chances between 0 and 1".into());
    }
    if !(2..=200).contains(&args.players) {
        return Err("--players is between 2 and 200".into());
    }
    let sim = tavolo::app::tournament::Simulation {
        format,
        game: args.game.clone(),
        players: args.players,
        rounds: args.rounds,
        seed: args.seed,
        forfeits: args.forfeits,
        byes: args.byes,
    };
    let runtime = tokio::runtime::Runtime::new().map_err(|e| e.to_string())?;
    let trf = runtime.block_on(tavolo::app::tournament::simulate(&sim))?;
    std::fs::write(&args.output, trf).map_err(|e| format!("cannot write {}: {e}", args.output.display()))
}

/// `--option NAME=VALUE` arguments as a game's options.
fn option_args(args: &[String]) -> Result<BTreeMap<String, games::OptionValue>, String> {
    let mut options = BTreeMap::new();
    for option in args {
        let Some((name, value)) = option.split_once('=') else {
            return Err(format!("option '{option}' is not NAME=VALUE"));
        };
        options.insert(
            name.trim().to_string(),
            games::OptionValue::Text(value.trim().to_string()),
        );
    }
    Ok(options)
}

/// The record of `moves` of `game`, in the game's format (or in Tavolo's
/// JSON record, `json`).
fn write_record(game: &str, moves: &[String], options: &[String], json: bool) -> Result<String, String> {
    let entry = games::registry::find(game).ok_or_else(|| {
        let close = games::registry::closest(game, 3).join(", ");
        format!("no game '{game}' (closest: {close})")
    })?;
    let given = option_args(options)?;
    let tags = games::RecordTags::default();
    let record = if json {
        entry.json_record(&given, moves, &tags)
    } else {
        entry.record(&given, moves, &tags)
    };
    record.map(|record| record.text).map_err(|e| e.to_string())
}

/// `tavolo record --read`: the final position and the result of the record
/// in `file` (Tavolo's JSON record, or the PDN or PGN it writes), once
/// replayed and checked.
fn read_record(file: &std::path::Path) -> Result<String, String> {
    let text = if file.as_os_str() == "-" {
        io::read_to_string(io::stdin())
    } else {
        std::fs::read_to_string(file)
    }
    .map_err(|e| format!("cannot read it: {e}"))?;
    let replay = games::record::movetext::read_any(&text).map_err(|e| {
        // The game's own words, in English, where the record names a game.
        let named = serde_json::from_str::<serde_json::Value>(&text)
            .ok()
            .and_then(|v| {
                v.get("game")
                    .and_then(|g| g.as_str())
                    .and_then(games::registry::find)
            });
        match named {
            Some(entry) => e.explain(&Speech::new(entry.info(), Lang::En).shared()),
            None => e.to_string(),
        }
    })?;
    let info = replay.game.info();
    let english = Speech::new(info, Lang::En).shared();
    let plies = if info.chance { "moves and throws" } else { "moves" };
    let mut out = format!(
        "game: {} ({}), {} {plies}\nposition: {}\nresult: {}\n",
        info.slug,
        info.name_en,
        replay.game.ply(),
        replay.game.position(),
        replay.result().describe(&replay.record.seats, &english)
    );
    if replay.throws_checked > 0 {
        out.push_str(&format!(
            "throws: {} recomputed from the revealed seed, all as recorded\n",
            replay.throws_checked
        ));
    }
    Ok(out)
}

/// Plays the moves of `args` and writes the picture.
fn render_board(args: &RenderArgs) -> Result<(), String> {
    let options = option_args(&args.options)?;
    let seed = games::chance::parse_seed(&args.seed).map_err(|e| format!("--seed: {e}"))?;
    let theme: render::ThemeKey = args.theme.parse().map_err(|e| format!("--theme: {e}"))?;
    let lang = Lang::parse(&args.lang).ok_or_else(|| format!("--lang: en or it, not '{}'", args.lang))?;
    let mut game = games::registry::start(&args.game, &options).map_err(|e| e.to_string())?;
    let seat = match args.seat {
        Some(s) if s >= game.seats() => {
            return Err(format!(
                "--seat {s}: {} has seats 0 to {}",
                game.info().slug,
                game.seats() - 1
            ));
        }
        other => other.map(games::Seat),
    };
    let mut played = 0;
    for argument in &args.moves {
        let words: Vec<&str> = argument.split_whitespace().collect();
        play_words(&mut game, &words, &seed, &mut played)?;
    }
    let frame = render::Frame::new(tavolo::app::texts::game_name(game.info(), lang))
        .with_names(args.names.iter().cloned())
        .for_seat(seat)
        .with_theme(theme)
        .with_words(tavolo::app::texts::picture_words(lang))
        .with_speaker(Speech::new(game.info(), lang).shared());
    let mut view = game.view(seat);
    for panel in &mut view.seats {
        panel.role = tavolo::app::speech::seat_name(game.info(), panel.seat, lang);
    }
    let png = render::render_png(&view, &frame).map_err(|e| e.to_string())?;
    std::fs::write(&args.output, png).map_err(|e| format!("cannot write {}: {e}", args.output.display()))
}

/// Plays the words of one `--moves` argument: at each point the longest run
/// of words that plays as one move or throw (`roll 5-6`, `24/18 13/11`, `2
/// ccw`), so a move with spaces needs no quoting trick, and `3 enter` is a
/// throw and a move.
fn play_words(
    game: &mut Box<dyn games::DynGame>,
    words: &[&str],
    seed: &games::chance::Seed,
    played: &mut usize,
) -> Result<(), String> {
    let mut at = 0;
    while at < words.len() {
        let run = (at + 1..=words.len()).rev().find_map(|end| {
            let mut trial = game.clone_box();
            let text = words[at..end].join(" ");
            games::protocol::play(trial.as_mut(), &text, seed).ok()?;
            Some((end, trial))
        });
        *played += 1;
        match run {
            Some((end, trial)) => {
                *game = trial;
                at = end;
            }
            None => {
                let text = words[at];
                let before = game.ply();
                let english = Speech::new(game.info(), Lang::En);
                let error = games::protocol::play(game.as_mut(), text, seed)
                    .err()
                    .map(|refusal| english.say(&refusal))
                    .unwrap_or_default();
                // A refused move may follow a throw the seed made for it.
                let thrown = match game.history().get(before) {
                    Some(throw) if game.ply() > before => format!(" (after the seed threw {throw})"),
                    _ => String::new(),
                };
                return Err(format!("move {played} ('{text}'){thrown}: {error}"));
            }
        }
    }
    Ok(())
}

/// The engine protocol loop: every input line gets exactly one answer line.
/// Lines that are not UTF-8 are answered as malformed, not fatal.
fn engine(input: impl BufRead, mut output: impl Write) -> io::Result<()> {
    use tavolo::platform::lines::Line;
    let mut input = input;
    let refuse = |error: String| serde_json::json!({"ok": false, "error": error, "at": null}).to_string();
    // A line past the protocol's limit is refused as it is read, not held.
    while let Some(line) = tavolo::platform::lines::next_line(&mut input, games::protocol::MAX_LINE)? {
        let answer = match line {
            Line::Text(text) if text.trim().is_empty() => continue,
            Line::Text(text) => {
                games::protocol::answer_with(&text, Some(&Bot), &|info| Speech::new(info, Lang::En).shared())
            }
            Line::TooLong => refuse(format!("request longer than {} bytes", games::protocol::MAX_LINE)),
            Line::NotUtf8 => refuse("request is not UTF-8".into()),
        };
        writeln!(output, "{answer}")?;
        output.flush()?;
    }
    Ok(())
}

/// The engine protocol's `search`, answered by the bot (`tavolo-ai`).
struct Bot;

impl games::protocol::Searcher for Bot {
    fn best(
        &self,
        game: &dyn games::DynGame,
        search: &games::protocol::Search,
    ) -> Result<Option<String>, String> {
        use games::protocol::Effort;
        let mut budget = match search.effort {
            Effort::Level(n) => ai::Level::new(n)
                .ok_or_else(|| format!("search level {n}: the levels are 1, 2 and 3"))?
                .budget(),
            Effort::Iterations(n) => ai::Budget::iterations(u32::try_from(n).unwrap_or(u32::MAX)),
        };
        // The request's cap (or the engine's), under the level's own.
        let cap = search.time_cap();
        budget.time_cap = Some(budget.time_cap.map_or(cap, |own| own.min(cap)));
        match ai::best_move_in(game, budget, search.seed) {
            Ok(thought) => Ok(Some(thought.best)),
            Err(ai::BotError::Search(ai::SearchError::Chance | ai::SearchError::Over)) => Ok(None),
            Err(e) => Err(format!("search: {e}")),
        }
    }
}

/// Runs the bot on every platform whose token is set (Discord and Telegram
/// at once when both are), over one core; local mode when none is.
fn run() -> io::Result<()> {
    let _ = dotenvy::dotenv();
    let discord = tavolo::platform::discord::Config::from_env().map_err(io::Error::other)?;
    let telegram = std::env::var("TELEGRAM_TOKEN")
        .ok()
        .map(|t| t.trim().to_string())
        .filter(|t| !t.is_empty());
    if discord.is_none() && telegram.is_none() {
        return local_mode();
    }
    let webhook = tavolo::platform::telegram::Webhook::from_env().map_err(io::Error::other)?;
    let leases = tavolo::app::LeaseTimes::from_env().map_err(io::Error::other)?;
    let database = std::env::var("DATABASE_URL").unwrap_or_else(|_| "sqlite://tavolo.sqlite".into());
    let url = tavolo::store::shown_url(&database);
    let web = tavolo::web::Config::from_env(false);
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async {
        let store = tavolo::store::Store::open(&database)
            .await
            .map_err(|e| io::Error::other(format!("cannot open the database {url}: {e}")))?;
        let bound = match &web {
            Some(config) => config.bind().await,
            None => None,
        };
        let app = std::sync::Arc::new(
            tavolo::app::App::new(store)
                .with_lease_times(leases)
                .with_pages(bound.as_ref().map(|b| b.base.clone())),
        );
        if let Some(bound) = bound {
            tracing::info!("Web pages on {} (listening on {}).", bound.base, bound.addr);
            tokio::spawn(tavolo::web::serve(bound, app.clone()));
        }
        let on_discord = async {
            let Some(config) = discord else { return Ok(()) };
            tracing::info!("Tavolo on Discord, games in {url}.");
            tavolo::platform::discord::run(app.clone(), config)
                .await
                .map_err(|e| io::Error::other(format!("discord: {e}")))
        };
        let on_telegram = async {
            let Some(token) = &telegram else { return Ok(()) };
            tracing::info!("Tavolo on Telegram, games in {url}. Ctrl-C stops.");
            let settings = tavolo::platform::telegram::Settings::from_env();
            tavolo::platform::telegram::run(app.clone(), token, settings, webhook.as_ref()).await
        };
        let (discord, telegram) = tokio::join!(on_discord, on_telegram);
        discord.and(telegram)
    })
}

/// Local mode: a console channel over the database in `DATABASE_URL`
/// (default `sqlite://tavolo.sqlite`), boards written to `TAVOLO_BOARDS`
/// (default `boards/`). `TAVOLO_SEED` fixes every game's dice seed, for
/// reproducible scripts.
fn local_mode() -> io::Result<()> {
    let _ = dotenvy::dotenv();
    let database = std::env::var("DATABASE_URL").unwrap_or_else(|_| "sqlite://tavolo.sqlite".into());
    let url = tavolo::store::shown_url(&database);
    let boards = std::path::PathBuf::from(std::env::var("TAVOLO_BOARDS").unwrap_or_else(|_| "boards".into()));
    let seeds: std::sync::Arc<dyn tavolo::app::SeedSource> = match std::env::var("TAVOLO_SEED") {
        Ok(text) => match games::chance::parse_seed(&text) {
            Ok(seed) => std::sync::Arc::new(tavolo::app::FixedSeeds(seed)),
            Err(e) => return Err(io::Error::other(format!("TAVOLO_SEED: {e}"))),
        },
        Err(_) => std::sync::Arc::new(tavolo::app::OsSeeds),
    };
    let leases = tavolo::app::LeaseTimes::from_env().map_err(io::Error::other)?;
    let web = tavolo::web::Config::from_env(true);
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().build()?;
    runtime.block_on(async {
        let store = tavolo::store::Store::open(&database)
            .await
            .map_err(|e| io::Error::other(format!("cannot open the database {url}: {e}")))?;
        // Bound before the core is made: its answers link to the pages
        // only when they are served.
        let bound = match &web {
            Some(config) => config.bind().await,
            None => None,
        };
        let app = std::sync::Arc::new(
            tavolo::app::App::with(store, std::sync::Arc::new(tavolo::app::SystemClock), seeds)
                .with_lease_times(leases)
                .with_pages(bound.as_ref().map(|b| b.base.clone())),
        );
        eprintln!("Tavolo local mode on {url}. Type `name: /command`, e.g. `alice: /challenge bob awele`; /help lists commands.");
        if let Some(bound) = bound {
            eprintln!("Web pages on {} (TAVOLO_WEB=off turns them off).", bound.base);
            tokio::spawn(tavolo::web::serve(bound, app.clone()));
        }
        let input = tokio::io::BufReader::new(tokio::io::stdin());
        tavolo::platform::console::run(&app, input, tokio::io::stdout(), &boards).await
    })
}
