//! The bot finishes a game of Go: two bots play 9×9 to the end, pass when
//! the board is settled, and end by an agreed count (both accept) or, after
//! a dispute, by two passes; never by the ply limit. On set positions: it
//! passes on a settled board (9×9 and 19×19) whether it wins or loses,
//! plays on while a region is open, captures the dead stones before it
//! passes after a dispute, accepts a right count that it loses, and
//! disputes a count that kills a living chain or spares a dead one (the
//! last in the Go knowledge's own tests).

use std::collections::BTreeMap;

use ai::{Budget, Config, best_move_in, hooks_for, search};
use games::alignment::go::{Go, Go9, GoMove, GoState};
use games::{Options, Rules, Status};

fn rules<const N: usize>() -> Go<N> {
    Go::<N>::new(&Options::defaults(Go::<N>::info().options)).unwrap()
}

/// A position from rows written top down (`x` Black, `o` White), the seat
/// to move or answer (`b`, `w`) and the phase (`play0`, `count+`, …).
fn position<const N: usize>(rows: &[&str], to_move: char, phase: &str) -> GoState {
    let text = format!("{} {to_move} 0:0 {phase} 40 -", rows.join("/"));
    rules::<N>()
        .from_position(&text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// The bot's move (and how many root moves it weighed) after `iterations`.
fn think<const N: usize>(state: &GoState, iterations: u32) -> (String, usize) {
    let go = rules::<N>();
    let hooks = hooks_for::<Go<N>>();
    let report = search(&go, state, hooks.as_ref(), &Config::new(iterations, 3)).unwrap();
    (go.format_move(state, &report.best), report.moves.len())
}

/// Black walls off columns a–e, White f–j; a dead white stone on b2 and a
/// dead black one on h8. Counted: Black 36 points of territory and a
/// prisoner, White 27 and a prisoner and 6.5 komi: Black wins by 2.5.
const SETTLED: [&str; 9] = [
    "....xo...",
    "....xo.x.",
    "....xo...",
    "....xo...",
    "....xo...",
    "....xo...",
    "....xo...",
    ".o..xo...",
    "....xo...",
];

#[test]
fn the_bot_passes_on_a_settled_board_winning_or_losing() {
    for (seat, phase) in [('b', "play0"), ('w', "play0"), ('b', "play1"), ('w', "play1")] {
        let state = position::<9>(&SETTLED, seat, phase);
        let (best, weighed) = think::<9>(&state, 300);
        assert_eq!(
            (best.as_str(), weighed),
            ("pass", 1),
            "{seat} {phase}: no stone gains, in its own area, in the opponent's or on a dead stone"
        );
    }
}

#[test]
fn the_bot_passes_on_a_settled_19x19_board() {
    // Strips two or three points wide, walled: Black's a–b, j–k, r–t;
    // White's e–f, n–o; a dead white stone on a16.
    let mut rows = vec!["..xo..ox..xo..ox..."; 19];
    rows[3] = "o.xo..ox..xo..ox...";
    let state = position::<19>(&rows, 'w', "play1");
    assert_eq!(think::<19>(&state, 100), ("pass".to_string(), 1));
}

#[test]
fn the_bot_plays_on_while_a_region_is_open() {
    // Columns d–f belong to nobody yet, and decide the game.
    let rows = ["..x...o.."; 9];
    let state = position::<9>(&rows, 'b', "play1");
    let (best, weighed) = think::<9>(&state, 300);
    assert_ne!(best, "pass");
    assert!(weighed > 20, "the open points are candidates: {weighed}");
    for own in ["a1", "b5", "h5", "j9"] {
        assert_ne!(best, own, "settled points are no candidates");
    }
    // Before the opponent passed, a pass is no candidate while stones are.
    let state = position::<9>(&rows, 'w', "play0");
    let go = rules::<9>();
    let hooks = hooks_for::<Go9>();
    let report = search(&go, &state, hooks.as_ref(), &Config::new(300, 3)).unwrap();
    assert!(report.moves.iter().all(|m| m.mv != GoMove::Pass), "{report:?}");
}

#[test]
fn after_a_dispute_the_bot_captures_the_dead_stones_before_it_passes() {
    // Every stone left counts alive at the next two passes: Black must take
    // the white stone on b2 off, or its area touches White and is nobody's.
    let state = position::<9>(&SETTLED, 'b', "replay1");
    let (best, _) = think::<9>(&state, 300);
    assert!(["a2", "b1", "b3", "c2"].contains(&best.as_str()), "{best}");
    let state = position::<9>(&SETTLED, 'w', "replay0");
    let (best, _) = think::<9>(&state, 300);
    assert!(["g8", "h9", "h7", "j8"].contains(&best.as_str()), "{best}");
}

#[test]
fn the_bot_accepts_a_right_count_that_it_loses() {
    // White loses this count by 2.5 and accepts it, answering first or
    // after Black accepted; Black, winning, accepts too.
    for (seat, phase) in [('w', "count"), ('w', "count+"), ('b', "count"), ('b', "count+")] {
        let state = position::<9>(&SETTLED, seat, phase);
        let dead: Vec<String> = (0..81)
            .filter(|&p| state.dead()[p])
            .map(Go9::point_name)
            .collect();
        assert_eq!(dead, ["b2", "h8"]);
        assert_eq!(
            think::<9>(&state, 300),
            ("accept".to_string(), 1),
            "{seat} {phase}"
        );
    }
}

#[test]
fn two_bots_finish_a_9x9_game_with_a_count() {
    let mut game = games::registry::start("go-9x9", &BTreeMap::new()).unwrap();
    let mut seed = 1;
    while let Status::ToMove(_) = game.status() {
        let thought = best_move_in(game.as_ref(), Budget::iterations(30), seed).unwrap();
        game.play(&thought.best).unwrap();
        seed += 1;
        assert!(game.ply() < 250, "not over after 250 plies: {:?}", game.history());
    }
    let history = game.history().join(" ");
    let Status::Over(outcome) = game.status() else {
        unreachable!()
    };
    eprintln!("{history}\n{}", outcome.reason);
    assert!(
        ["go-result-agreed", "go-result-all-alive"].contains(&outcome.reason.id()),
        "{history}: {}",
        outcome.reason
    );
    assert!(history.contains("pass pass"), "{history}");
}

/// The bot against GNU Go 3.8 (`apt-get install gnugo`), over GTP, on
/// 9×9, territory counting, komi 6.5, colours alternating, the game played
/// and scored by our rules. GNU Go answers a count by comparing its own
/// `final_status_list dead` with our estimate: the same stones, it accepts;
/// otherwise it disputes. After a dispute every stone left on the board
/// counts alive at the next two passes, so GNU Go then plays its KGS
/// clean-up moves (`kgs-genmove_cleanup`: it captures what it thinks dead
/// before passing). A GNU Go move our positional superko refuses is
/// replaced by a pass (counted). Each game prints a line as it ends, with
/// GNU Go's own `final_score` at the first two passes for reference, and
/// the bot's iterations and seconds per move.
///
/// Settings from the environment (defaults in brackets):
///
/// - `GO_GNUGO_GAMES` (40) games, from game `GO_GNUGO_FIRST` (0; colours
///   and seeds follow the index, to share a match between processes);
/// - `GO_GNUGO_LEVEL` (1): GNU Go's level;
/// - `GO_BOT_SECONDS` (10, level 3's cap): the bot's time cap a move, with
///   level 3's 100 000 iterations;
/// - `GO_BOT_ITERATIONS` (unset): exactly this many iterations a move and
///   no time cap instead, so a match on a loaded machine plays as on an
///   idle one (`iterations_in_ten_seconds_of_one_core` says how many level
///   3's 10 s buy on one idle core; level 3 stops at 100 000 in any case);
/// - `GO_BOT_KEEP` (1): the bot's search starts from its last tree under
///   the moves played since, as the core's bot turns do; 0: afresh;
/// - `GO_BOT` (`new`): the bot's Go knowledge: `new` (the default
///   [`ai::go::GoKnowledge`]), `old` (before issue 45), `no-patterns`
///   (no 3×3 patterns in the playouts nor in the priors), `no-rave`,
///   `no-priors`, `no-atari` (no capture/escape rule in the playouts);
/// - over the variant's settings: `GO_BOT_EXPLORATION` (the exploration
///   constant), `GO_BOT_RAVE` (RAVE's `k`; not a number: off),
///   `GO_BOT_SETTLED` (the root's settled-point threshold),
///   `GO_BOT_EVEN` (the priors' even visits), `GO_BOT_FRESH` (0: a
///   leaf valued again repeats its playout), `GO_BOT_GUARD` (0: no
///   stone in the mover's settled area, even beside its chains of two
///   liberties), `GO_BOT_MARGIN` (the margin's share of a leaf's value),
///   `GO_BOT_POLICY_READING` (0: the root read by random playouts).
///
/// The issue's full measurement at level 3's strength whatever the load
/// (hours; 100 000 iterations is level 3's cap, which the criterion bench's
/// 10 560 iterations a second on 9×9 at load 5 already reach within 10 s):
///
/// ```sh
/// GO_BOT_ITERATIONS=100000 cargo test --release -p tavolo-ai --test go -- --ignored --nocapture gnugo
/// ```
///
/// By the clock instead (on an otherwise idle machine):
///
/// ```sh
/// cargo test --release -p tavolo-ai --test go -- --ignored --nocapture gnugo
/// GO_GNUGO_GAMES=20 GO_GNUGO_LEVEL=10 cargo test --release -p tavolo-ai --test go -- --ignored --nocapture gnugo
/// for bot in no-patterns no-rave; do GO_BOT=$bot GO_GNUGO_GAMES=20 cargo test --release -p tavolo-ai --test go -- --ignored --nocapture gnugo; done
/// ```
///
/// **Level 3 (`GO_BOT_ITERATIONS=100000`) against GNU Go level 1**,
/// 2026-11-30, one match at a time, `nice -n 19`, load 6 to 8 on the 2
/// cores; GNU Go's score at the first two passes (the same winner as our
/// count in every game):
///
/// | commit | settings | games | won | lost | margins (bot's view) | iterations a move | s a move |
/// |---|---|---:|---:|---:|---|---:|---:|
/// | 0382299 | defaults | 0–5 | 5 | 1 | +1.5 +3.5 +0.5 +3.5 +0.5, −73.5 | 96 153 | 8.3 |
/// | d11c61c | defaults | 0–13 | 12 | 2 | +0.5 +2.5 +1.5 +2.5 +2.5 +3.5 +2.5 +2.5 +1.5 −27.5 −6.5 +2.5 +0.5 +3.5 | 94 610 | 7.4 |
/// | 40f830f | defaults | 14–39 | 17 | 9 | −0.5 +5.5 −0.5 +2.5 +1.5 +9.5 +3.5 +7.5 −1.5 +1.5 +2.5 +3.5 −0.5 +3.5 +0.5 +4.5 +1.5 −0.5 −0.5 −12.5 +1.5 +0.5 +0.5 −28.5 −1.5 +3.5 | 86 328 | 4.6 |
///
/// At d11c61c (the changes below) all 14 games differ; won 6 of 7 as
/// Black and 6 of 7 as White, 12 of 14 (86%). The seconds a move are by
/// the clock at load 5 to 8 with builds beside; at level 3's 10 s cap on
/// an idle core the 100 000 iterations fit
/// (`iterations_in_ten_seconds_of_one_core`).
///
/// Games 14 on at 40f830f, in batches of two (`GO_GNUGO_FIRST=14
/// GO_GNUGO_GAMES=2`, then 16, …), load 4 to 10 on the 2 cores (builds
/// beside): the same Go knowledge and test as d11c61c; the one change to
/// the search (fc8ddc0) stops a root its reading leaves with one candidate
/// (a settled board's pass) after one iteration, hence fewer than 100 000
/// iterations a move on average. Games 14–39: won 7 of 13 as Black and 10
/// of 13 as White; lost 9, by 0.5, 0.5, 1.5, 0.5, 0.5, 0.5, 12.5, 28.5, 1.5
/// points. Every game ended in an agreed count, no GNU Go move refused by
/// superko.
///
/// The issue's 40 games, all played (0–13 at d11c61c, 14–39 at
/// 40f830f): 29 won, 11 lost (72.5%); 13 of 20 as Black, 16 of 20 as
/// White; 7 of the 11 losses by 1.5 points or less.
///
/// At 0382299 the Go playouts drew from a seed per position and ignored
/// the search's seed, and GNU Go plays the same moves to the same
/// position: games 4 and 5 repeated games 2 and 3 move for move, so the
/// 6 games were 4 different ones (3 won, 1 lost). The lost one (game 1)
/// went by a life-and-death fight: at ply 41 the bot (White) played d3
/// instead of connecting at g4, lost four stones and then its right side.
/// Its first stone, d8 against tengen, was a sign of the next fault: the
/// root dropped every point the random reading leaned the opponent's way
/// by 0.15, and after one stone the whole board is the opponent's region.
///
/// **Level 3 (`GO_BOT_ITERATIONS=100000`) against GNU Go level 10**,
/// 2026-11-30, in batches of two (`GO_GNUGO_LEVEL=10 GO_GNUGO_FIRST=0
/// GO_GNUGO_GAMES=2`, then 2, …), one match at a time, `nice -n 19`; the
/// test binary built at 40f830f (the commits since change only this
/// comment); margins by GNU Go's score at the first two passes:
///
/// | commit | settings | games | won | lost | margins (bot's view) | iterations a move | s a move |
/// |---|---|---:|---:|---:|---|---:|---:|
/// | 7116ae0 | `GO_GNUGO_LEVEL=10` | 0–19 | 17 | 3 | +1.5 +3.5 +0.5 +1.5 +5.5 +3.5 +2.5 −21.5 +1.5 −73.5 +4.5 +4.5 +4.5 +4.5 −38.5 +2.5 +1.5 +4.5 +4.5 +3.5 | 87 012 | 4.27 |
///
/// Load 2 to 9 on the 2 cores (`uptime`, other builds beside). Every game ended
/// in an agreed count, no GNU Go move refused by superko; won 9 of 10 as Black
/// and 8 of 10 as White.
///
/// All 20 games played: 17 won, 3 lost (85%); the wins by 0.5 to 5.5
/// points, the losses by 21.5 (game 7), 73.5 (game 9) and 38.5 (game 14).
/// The seconds a move fell from about 5.5 to 3 as the load fell from
/// about 9 to 2; the iterations a move are set, so the load changed the
/// time, not the size of the search.
///
/// **Changes checked at 20 000 iterations a move** (10 games each, games
/// 0–9, `GO_BOT_ITERATIONS=20000 GO_GNUGO_GAMES=10`, level 1; margins
/// by GNU Go's score, the bot's view):
///
/// | binary (commit) | settings | won | lost | margins | iterations a move | s a move |
/// |---|---|---:|---:|---|---:|---:|
/// | 67a8c2d | `GO_BOT_FRESH=0 GO_BOT_SETTLED=0.15`: as 0382299 but open regions | 3 | 7 | +3.5 −72.5 +0.5 −69.5 −40.5 +3.5 −83.5 −72.5 −7.5 −69.5 | 19 145 | 3.2 |
/// | d11c61c | `GO_BOT_POLICY_READING=0`: fresh playouts, guard, margin 0.1 | 6 | 4 | −0.5 −0.5 +0.5 −0.5 +0.5 +2.5 +2.5 −18.5 +5.5 +1.5 | 18 745 | 1.7 |
/// | d11c61c | defaults (the above and the own chains read by the policy) | 7 | 3 | +3.5 −19.5 +4.5 +2.5 −1.5 +8.5 +0.5 +4.5 −1.5 +8.5 | 19 004 | 1.8 |
///
/// The first row lost its large games by passing too early: with White
/// ahead (W+4.5 by GNU Go's estimate at ply 43 of game 1; W+10 at ply 55
/// of game 3) the root kept no stone, since the random reading called
/// every region settled, and the bot passed while a cut was open in its
/// own area (`the_bot_mends_a_cut_in_its_area_rather_than_pass`); GNU Go
/// cut, and the bot, seeing every move lose, answered at random. Games 7
/// and 9 repeat 1 and 3 (one playout seed per position). The changes:
/// a point of the mover's area beside its chain of two liberties stays a
/// candidate (the guard); a new playout each time a leaf is valued, seeded
/// by the search (before, a node's first four visits repeated one
/// playout, and every seed played the same game); a tenth of a leaf's
/// value from the margin, so that the search still ranks moves in a won or
/// lost game; the mover's own chains read alive or dead by the policy's
/// playouts. With them no game was lost by more than 19.5. 10 games
/// tell 3 from 7 wins but not 6 from 7: the last change is kept for its
/// reason (a living group read dead hands its area over), not its figure.
///
/// **Ablations at level 3's iterations**, 2026-12-01 (test binary of
/// 5bb6b28, `GO_BOT_ITERATIONS=100000 GO_GNUGO_GAMES=10`, games 0–9 and
/// `GO_GNUGO_FIRST=10`; four matches at once on the 2 cores, load 5 to
/// 6, so the seconds a move are by a busy clock); margins by GNU Go's
/// score, the bot's view:
///
/// | `GO_BOT` | games | won | lost | margins | iterations a move | s a move |
/// |---|---:|---:|---:|---|---:|---:|
/// | `no-patterns` | 0–9 | 2 | 8 | +0.5 −7.5 −87.5 −73.5 +3.5 −25.5 −5.5 −19.5 −82.5 −31.5 | 82 748 | 6.15 |
/// | `no-patterns` | 10–19 | 5 | 5 | −87.5 +3.5 −87.5 +6.5 +6.5 −5.5 +10.5 −73.5 +3.5 −37.5 | 89 263 | 6.47 |
/// | `no-rave` | 0–9 | 6 | 4 | −0.5 +3.5 −0.5 −36.5 +3.5 +3.5 +0.5 +7.5 −81.5 +0.5 | 84 469 | 6.41 |
/// | `no-rave` | 10–19 | 5 | 5 | +1.5 +0.5 −19.5 +12.5 −0.5 −5.5 −25.5 −73.5 +2.5 +2.5 | 87 227 | 6.09 |
///
/// Against the defaults on the same games 0–19 (16 won: 12 of 0–13 at
/// d11c61c, 4 of 14–19 at 40f830f, tables above): without the 3×3
/// patterns level 3 won **7 of 20** (35%), without RAVE **11 of 20**
/// (55%). The patterns matter most; RAVE is worth less at 100 000
/// iterations, where the tree's own statistics are many, than at the
/// low budgets of levels 1 and 2. Every game ended in a count (one, game
/// 8 without patterns, by a dispute and an all-alive count), no GNU Go
/// move refused by superko.
///
/// Short matches after issue 45, 2026-11-29, commit b74e125 — **not the
/// issue's measurement**: 1 s a move instead of 10, 10 games a run, two
/// runs at a time on the 2 cores shared with other builds (load 5 to 13),
/// `GO_BOT_SECONDS=1 GO_GNUGO_LEVEL=1 GO_GNUGO_GAMES=10` (and `GO_GNUGO_FIRST=10`):
///
/// | `GO_BOT` | games | won | lost | iterations a move | s a move |
/// |---|---:|---:|---:|---:|---:|
/// | `new` | 0–9 | 3 | 7 | 6 514 | 0.95 |
/// | `new` | 10–19 | 0 | 10 | 2 128 | 0.99 |
/// | `no-patterns` | 0–9 | 1 | 9 | 4 255 | 1.01 |
/// | `no-rave` | 0–9 | 1 | 9 | 5 234 | 0.97 |
/// | `old` | 0–9 | 1 | 9 | 883 | 0.97 |
/// | `old` | 10–19 | 0 | 10 | 205 | 0.99 |
///
/// The direction: the new knowledge won 3 of 20, the old 1 of 20, each
/// ablation 1 of 10, at 1 s a move and a few thousand iterations; most
/// losses were large (the bot, once lost, gives up the board: it plays
/// for the win, not the margin). Whether level 3 reaches the issue's 50%
/// at 10 s a move on an idle machine (40 000 to 100 000 iterations) is
/// for the full run.
///
/// Level 3's iterations in 10 s, measured 2026-11-29 (commit 05d7934,
/// `iterations_in_ten_seconds_of_one_core`, release, CPU time): 20 600
/// iterations a second on 9×9 from the empty board and after 20 plies,
/// so 206 000 in 10 s: level 3 stops at its 100 000 first (about 4.9 s of
/// one core), and `GO_BOT_ITERATIONS=100000` is level 3.
///
/// The tree kept between moves (commit 976de5c) and `GO_BOT_ITERATIONS`
/// are not measured in a match yet: on 2026-11-29 the machine ran at load 12 to 17
/// and the release build alone took over an hour, so no match was played
/// with them.
///
/// Before issue 45 (`GO_BOT=old`, the test then called
/// `level_3_against_gnugo_level_1_on_9x9`):
///
/// Measured (commit 859b541, the root reading of `knowledge/alignment/go.rs`;
/// 2 cores shared with three other builds, load about 8, so 6 500 to 20 000
/// iterations a move within the 10 s cap): 13 of the 20 games finished by
/// the deadline, **level 3 won 2, lost 11** (games 0–12: the bot Black in
/// the even ones). Every game ended by an agreed count, none by a dispute
/// or the ply limit; the bot passed once the board was settled by its
/// reading and accepted the counts it lost. By GNU Go's own score at the
/// first two passes (the same winner as our count each time), the wins
/// were B+2.5 (game 2) and W+9.5 (game 11), the losses by 3.5, 9.5, 14.5,
/// 25.5, 40.5, 72.5, 73.5, 82.5, 84.5, 86.5 and 87.5. Before this reading the
/// bot lost six games of six over two runs, kept playing stones into
/// settled areas after GNU Go passed, and two of those games ended by a
/// dispute and an all-alive count.
///
/// The last seven games (13–19, `GO_GNUGO_FIRST=13 GO_GNUGO_GAMES=7`, the
/// same code at commit a831465, 2026-11-26, the machine even busier: 1 700
/// to 4 500 iterations a move) were all lost, every one by an agreed count
/// (by 41.5 to 87.5 at GNU Go's score). **All 20 games: level 3 won 2,
/// lost 18.**
#[test]
#[ignore = "minutes a game: level 3 thinks up to 10 s a move"]
fn against_gnugo_on_9x9() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::{ChildStdin, ChildStdout, Command, Stdio};

    use std::time::Duration;

    use ai::Level;
    use ai::go::{GoKnowledge, Policy};
    use games::alignment::go::Go9;
    use games::{Seat, Typed};

    struct Gtp {
        input: ChildStdin,
        output: BufReader<ChildStdout>,
    }
    impl Gtp {
        fn ask(&mut self, command: &str) -> String {
            writeln!(self.input, "{command}").unwrap();
            self.input.flush().unwrap();
            let mut answer = String::new();
            loop {
                let mut line = String::new();
                assert!(self.output.read_line(&mut line).unwrap() > 0, "GNU Go quit");
                if line.trim().is_empty() {
                    if answer.is_empty() {
                        continue;
                    }
                    break;
                }
                answer.push_str(&line);
            }
            assert!(answer.starts_with('='), "{command}: {answer}");
            answer[1..].trim().to_string()
        }
    }

    fn env<T: std::str::FromStr>(name: &str, default: T) -> T {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    }
    let games: u32 = env("GO_GNUGO_GAMES", 40);
    let first: u32 = env("GO_GNUGO_FIRST", 0);
    let level: u32 = env("GO_GNUGO_LEVEL", 1);
    let seconds: f64 = env("GO_BOT_SECONDS", 10.0);
    // A fixed count instead of a time cap: the same search whatever the
    // machine's load.
    let fixed: Option<u32> = std::env::var("GO_BOT_ITERATIONS")
        .ok()
        .and_then(|v| v.parse().ok());
    let keep: bool = env("GO_BOT_KEEP", 1u8) == 1;
    let variant: String = env("GO_BOT", "new".to_string());
    let mut knowledge = GoKnowledge::default();
    let policy = knowledge.policy.unwrap_or_default();
    match variant.as_str() {
        "new" => {}
        "old" => knowledge = GoKnowledge::before_issue_45(),
        "no-patterns" => {
            knowledge.policy = Some(Policy {
                patterns: false,
                ..policy
            });
            if let Some(priors) = &mut knowledge.priors {
                priors.pattern = 0.0;
            }
        }
        "no-atari" => {
            knowledge.policy = Some(Policy {
                atari: false,
                ..policy
            })
        }
        "no-rave" => knowledge.rave = None,
        "no-priors" => knowledge.priors = None,
        other => panic!("GO_BOT={other}: new, old, no-patterns, no-atari, no-rave or no-priors"),
    }
    // Search settings over the variant's, to compare them in a match.
    if let Some(c) = std::env::var("GO_BOT_EXPLORATION")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        knowledge.exploration = Some(c);
    }
    if let Ok(k) = std::env::var("GO_BOT_RAVE") {
        knowledge.rave = k.parse().ok();
    }
    if let Some(t) = std::env::var("GO_BOT_SETTLED").ok().and_then(|v| v.parse().ok()) {
        knowledge.settled = t;
    }
    if let Some(fresh) = std::env::var("GO_BOT_FRESH")
        .ok()
        .and_then(|v| v.parse::<u8>().ok())
    {
        knowledge.fresh = fresh == 1;
    }
    if let Some(guard) = std::env::var("GO_BOT_GUARD")
        .ok()
        .and_then(|v| v.parse::<u8>().ok())
    {
        knowledge.guard = guard == 1;
    }
    if let Some(margin) = std::env::var("GO_BOT_MARGIN").ok().and_then(|v| v.parse().ok()) {
        knowledge.margin = margin;
    }
    if let Some(reading) = std::env::var("GO_BOT_POLICY_READING")
        .ok()
        .and_then(|v| v.parse::<u8>().ok())
    {
        knowledge.policy_reading = reading == 1;
    }
    if let Some(even) = std::env::var("GO_BOT_EVEN").ok().and_then(|v| v.parse().ok())
        && let Some(priors) = &mut knowledge.priors
    {
        priors.even = even;
    }
    let iterations = fixed.unwrap_or(Level::THREE.budget().iterations);
    let cap = match fixed {
        Some(_) => None,
        None => Some(Duration::from_secs_f64(seconds)),
    };
    println!(
        "GO_BOT={variant} ({iterations} iterations, cap {cap:?} a move, tree kept: {keep}) vs GNU Go level \
         {level}, 9×9, games {first}..{}: {knowledge:?}",
        first + games
    );
    let (mut all_iterations, mut all_searches, mut all_time) = (0u64, 0u64, Duration::ZERO);
    let (mut wins, mut losses, mut draws, mut replaced) = (0, 0, 0, 0);
    for index in first..first + games {
        let bot = if index % 2 == 0 { Seat::FIRST } else { Seat::SECOND };
        let mut child = Command::new("/usr/games/gnugo")
            .args([
                "--mode",
                "gtp",
                "--level",
                &level.to_string(),
                "--boardsize",
                "9",
                "--komi",
                "6.5",
            ])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("GNU Go (apt-get install gnugo)");
        let mut gtp = Gtp {
            input: child.stdin.take().unwrap(),
            output: BufReader::new(child.stdout.take().unwrap()),
        };
        gtp.ask("clear_board");
        let mut game = games::registry::start("go-9x9", &BTreeMap::new()).unwrap();
        let colour = |seat: Seat| if seat == Seat::FIRST { "black" } else { "white" };
        let mut gnugo_score = String::from("-");
        let (mut game_iterations, mut searches, mut thinking) = (0u64, 0u64, Duration::ZERO);
        let mut disputed = false;
        // The tree of the bot's last search, under its move, as the core
        // keeps it: (the tree, its root's ply, its root's position).
        let mut kept: Option<(ai::KeptTree<GoMove>, usize, GoState)> = None;
        while let Status::ToMove(seat) = game.status() {
            let counting = game.legal().iter().any(|m| m == "accept");
            if counting && gnugo_score == "-" {
                gnugo_score = gtp.ask("final_score");
            }
            let text = if seat == bot {
                let seed = u64::from(index) * 1000 + game.ply() as u64;
                let typed = game.as_any().downcast_ref::<Typed<Go9>>().unwrap();
                let (rules, state) = typed.typed();
                let config = Config {
                    time_cap: cap,
                    ..Config::new(iterations, seed)
                };
                let tree = kept.take().and_then(|(tree, ply, mut at)| {
                    let since: Vec<GoMove> = game.history()[ply..]
                        .iter()
                        .map(|text| {
                            let mv = rules.parse_move(&at, text).unwrap();
                            rules.apply(&mut at, &mv);
                            mv
                        })
                        .collect();
                    tree.follow(&since)
                });
                let (report, tree) = ai::search_kept(rules, state, &knowledge, &config, tree).unwrap();
                if keep && let Some(tree) = tree.and_then(|t| t.follow(std::slice::from_ref(&report.best))) {
                    let mut at = state.clone();
                    rules.apply(&mut at, &report.best);
                    kept = Some((tree, game.ply() + 1, at));
                }
                game_iterations += u64::from(report.iterations);
                thinking += report.elapsed;
                searches += 1;
                rules.format_move(state, &report.best)
            } else if counting {
                let typed = game.as_any().downcast_ref::<Typed<Go9>>().unwrap();
                let (_, state) = typed.typed();
                let ours: Vec<String> = (0..81)
                    .filter(|&p| state.dead().get(p).copied().unwrap_or(false))
                    .map(Go9::point_name)
                    .collect();
                let mut theirs: Vec<String> = gtp
                    .ask("final_status_list dead")
                    .split_whitespace()
                    .map(str::to_lowercase)
                    .collect();
                let mut ours = ours;
                ours.sort();
                theirs.sort();
                if ours == theirs { "accept" } else { "dispute" }.to_string()
            } else {
                // After a dispute, GNU Go's KGS clean-up mode: it captures
                // the stones it thinks dead before it passes.
                let command = if disputed {
                    "kgs-genmove_cleanup"
                } else {
                    "genmove"
                };
                let answer = gtp.ask(&format!("{command} {}", colour(seat))).to_lowercase();
                if answer == "resign" {
                    break;
                }
                if game.play(&answer).is_ok() {
                    continue;
                }
                // Our superko refuses it: GNU Go passes instead.
                replaced += 1;
                gtp.ask("undo");
                gtp.ask(&format!("play {} pass", colour(seat)));
                "pass".to_string()
            };
            game.play(&text).unwrap();
            disputed |= text == "dispute";
            if seat == bot && text != "accept" && text != "dispute" {
                gtp.ask(&format!("play {} {}", colour(seat), text));
            }
        }
        let winner = match game.status() {
            Status::Over(outcome) => outcome.winner,
            // GNU Go resigned.
            _ => Some(bot),
        };
        match winner {
            Some(w) if w == bot => wins += 1,
            Some(_) => losses += 1,
            None => draws += 1,
        }
        let reason = match game.status() {
            Status::Over(outcome) => outcome.reason.id().to_string(),
            _ => "gnugo-resigned".to_string(),
        };
        all_iterations += game_iterations;
        all_searches += searches;
        all_time += thinking;
        println!(
            "game {index}: bot {} , winner {:?}, {reason}, {} plies, GNU Go's score at two passes {gnugo_score}, \
             {} iterations and {:.2} s a move; running: {wins}W {draws}D {losses}L\n  {}",
            colour(bot),
            winner.map(colour),
            game.ply(),
            game_iterations / searches.max(1),
            thinking.as_secs_f64() / searches.max(1) as f64,
            game.history().join(" ")
        );
        drop(gtp);
        let _ = child.kill();
        let _ = child.wait();
    }
    println!(
        "GO_BOT={variant} ({iterations} iterations, cap {cap:?} a move) vs GNU Go level {level}, 9×9: {wins}W {draws}D {losses}L of {games} \
         ({replaced} GNU Go moves refused by superko); {} iterations and {:.2} s a move",
        all_iterations / all_searches.max(1),
        all_time.as_secs_f64() / all_searches.max(1) as f64
    );
}

/// One game on an `N`×`N` board between two Go knowledges, each with its
/// budget, `first` playing Black; the winner's index (0 `first`).
fn duel<const N: usize>(
    first: (&ai::go::GoKnowledge, Config),
    second: (&ai::go::GoKnowledge, Config),
    seed: u64,
) -> DuelGame {
    let go = rules::<N>();
    let mut state = go.initial();
    let mut ply = 0;
    let mut thinking = [(0u64, 0u32, std::time::Duration::ZERO); 2];
    while let Status::ToMove(seat) = go.status(&state) {
        let (knowledge, config) = if seat == games::Seat::FIRST {
            &first
        } else {
            &second
        };
        let config = Config {
            seed: seed * 1000 + ply,
            ..config.clone()
        };
        let report = search(&go, &state, *knowledge, &config).unwrap();
        let side = &mut thinking[seat.index()];
        side.0 += u64::from(report.iterations);
        side.1 += 1;
        side.2 += report.elapsed;
        go.apply(&mut state, &report.best);
        ply += 1;
    }
    let Status::Over(outcome) = go.status(&state) else {
        unreachable!()
    };
    DuelGame {
        winner: outcome.winner.map(|w| w.index()),
        plies: ply,
        thinking,
    }
}

/// What one duel game came to: the winner's index (0 the first player),
/// its length, and each side's iterations, searches and thinking time.
struct DuelGame {
    winner: Option<usize>,
    plies: u64,
    thinking: [(u64, u32, std::time::Duration); 2],
}

/// The Go knowledge of issue 45 (the default) at level 3's budget against
/// the bot before it at level 1's, colours alternating, on `GO_DUEL_SIZE`
/// (9, 13 or 19; default 13), `GO_DUEL_GAMES` games (10). The issue asks
/// for at least 8 wins of 10 on 13×13 and on 19×19. `GO_DUEL_SECONDS`
/// replaces level 3's time cap (10 s) for a shorter run; `GO_DUEL_FROM`
/// starts at a later game, to share the games out among processes.
///
/// `GO_DUEL_SIZE=19 cargo test --release -p tavolo-ai --test go -- --ignored --nocapture duel`
///
/// Short runs, 2026-11-29 (commit 07bf486, `GO_DUEL_SECONDS=1`, the
/// machine loaded as for the GNU Go matches): the new knowledge won 6 of
/// 6 on 9×9 and 4 of 4 on 13×13.
///
/// **The issue's 10 games on 13×13**, 2026-11-30 (commit e437f27, level 3
/// at its own caps: 100 000 iterations or 10 s a move; `nice -n 19` beside
/// four builds, load 4 to 14 on the 2 cores, so level 3 mostly stopped at
/// its 10 s, well short of its iterations, while level 1 reached its own
/// small budget): **the new level 3 won 10 of 10** against the old level 1
/// (5 as Black, 5 as White), 7 102 s for the ten games.
///
/// **The issue's 10 games on 19×19**, 2026-12-01 (commit 5bb6b28, both
/// levels at their own caps; five processes of two games each,
/// `GO_DUEL_FROM=0,2,4,6,8 GO_DUEL_GAMES=2`, on the 2 cores with builds
/// beside, load 6 to 7): **the new level 3 won 10 of 10** against the old
/// level 1 (5 as Black, 5 as White), in 2 477 to 2 856 s a process:
///
/// | game | new plays | plies | new: iterations, s a move | old: iterations, s a move |
/// |---:|---|---:|---|---|
/// | 0 | Black | 269 | 19 983, 9.87 | 177, 0.95 |
/// | 1 | White | 258 | 20 788, 9.86 | 171, 0.93 |
/// | 2 | Black | 257 | 19 470, 9.86 | 182, 0.95 |
/// | 3 | White | 233 | 18 210, 9.84 | 163, 0.97 |
/// | 4 | Black | 247 | 18 945, 9.85 | 180, 0.96 |
/// | 5 | White | 210 | 16 493, 9.83 | 155, 0.96 |
/// | 6 | Black | 271 | 18 887, 9.87 | 175, 0.93 |
/// | 7 | White | 257 | 21 268, 9.85 | 177, 0.95 |
/// | 8 | Black | 227 | 19 185, 9.84 | 182, 0.96 |
/// | 9 | White | 254 | 18 433, 9.86 | 152, 0.95 |
///
/// The load cut both: level 3 stopped at its 10 s with about a fifth of its
/// 100 000 iterations, level 1 at its 1 s with about 170 of its 300.
#[test]
#[ignore = "minutes a game"]
fn duel_new_level_3_against_old_level_1() {
    use ai::Level;
    use ai::go::GoKnowledge;
    let size: usize = std::env::var("GO_DUEL_SIZE")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(13);
    let games: u64 = std::env::var("GO_DUEL_GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10);
    let seconds: Option<f64> = std::env::var("GO_DUEL_SECONDS").ok().and_then(|v| v.parse().ok());
    let config = |level: Level| Config {
        time_cap: match (level, seconds) {
            (Level::THREE, Some(s)) => Some(std::time::Duration::from_secs_f64(s)),
            _ => level.budget().time_cap,
        },
        ..Config::new(level.budget().iterations, 0)
    };
    // `GO_DUEL_FROM` starts at a later game, so that several processes can
    // share the games out (each plays exactly what a single run would).
    let from: u64 = std::env::var("GO_DUEL_FROM")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(0);
    let (new, old) = (GoKnowledge::default(), GoKnowledge::before_issue_45());
    let mut wins = 0;
    for game in from..from + games {
        let a = (&new, config(Level::THREE));
        let b = (&old, config(Level::ONE));
        let new_first = game % 2 == 0;
        let (first, second) = if new_first { (a, b) } else { (b, a) };
        let played = match size {
            9 => duel::<9>(first, second, game),
            19 => duel::<19>(first, second, game),
            _ => duel::<13>(first, second, game),
        };
        let new_index = if new_first { 0 } else { 1 };
        let new_won = played.winner == Some(new_index);
        wins += u32::from(new_won);
        let per_move = |(iterations, searches, time): (u64, u32, std::time::Duration)| {
            let searches = searches.max(1);
            (
                iterations / u64::from(searches),
                time.as_secs_f64() / f64::from(searches),
            )
        };
        let (new_iterations, new_seconds) = per_move(played.thinking[new_index]);
        let (old_iterations, old_seconds) = per_move(played.thinking[1 - new_index]);
        println!(
            "{size}×{size} game {game}: new {}, new won: {new_won}, {} plies; new {new_iterations} iterations \
             and {new_seconds:.2} s a move, old {old_iterations} and {old_seconds:.2} s; running {wins} of {}",
            if new_first { "Black" } else { "White" },
            played.plies,
            game + 1 - from
        );
    }
    println!(
        "{size}×{size} games {from}..{}: the new level 3 won {wins} of {games} against the old level 1",
        from + games
    );
}

/// The process's CPU time (user and system) so far, from `/proc/self/stat`
/// (Linux; clock ticks of 10 ms): what a search costs on one core, however
/// busy the machine.
fn cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap();
    // The fields after the command's closing parenthesis; utime and stime
    // are the 14th and 15th of the line.
    let rest = &stat[stat.rfind(')').unwrap() + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = fields[11].parse::<f64>().unwrap() + fields[12].parse::<f64>().unwrap();
    ticks / 100.0
}

/// How many iterations level 3's 10 seconds buy on one idle core, 9×9:
/// the bot's registered Go search, 20 000 iterations from the empty board
/// and from a middle game (20 plies of a quick bot game), timed by the
/// process's CPU time rather than the clock, so the machine's load does
/// not enter. Run alone (`--test-threads=1`), release:
///
/// `cargo test --release -p tavolo-ai --test go -- --ignored --nocapture --test-threads=1 iterations_in_ten`
#[test]
#[ignore = "a minute of CPU; release"]
fn iterations_in_ten_seconds_of_one_core() {
    let go = rules::<9>();
    let hooks = hooks_for::<Go9>();
    let mut middle = go.initial();
    for ply in 0..20 {
        let report = search(&go, &middle, hooks.as_ref(), &Config::new(300, ply)).unwrap();
        go.apply(&mut middle, &report.best);
    }
    for (name, state) in [("empty", go.initial()), ("20 plies", middle)] {
        let iterations = 20_000;
        let before = cpu_seconds();
        let report = search(&go, &state, hooks.as_ref(), &Config::new(iterations, 1)).unwrap();
        let spent = cpu_seconds() - before;
        let rate = f64::from(report.iterations) / spent;
        println!(
            "9×9 {name}: {} iterations in {spent:.2} s of CPU ({:.2} s by the clock): {rate:.0} a second, \
             {:.0} in 10 s",
            report.iterations,
            report.elapsed.as_secs_f64(),
            10.0 * rate
        );
    }
}

/// From a match against GNU Go (2026-11-30, 20 000 iterations, White the
/// bot, ply 43): White leads, but Black's e6 leaves the white stone on d6
/// two liberties, c6 and d7, both inside White's area. The random reading
/// calls that area settled, so before the guard no stone was a candidate:
/// the bot passed, Black cut at c6 and White's left side died (lost by
/// 72.5). The guard keeps the points of the mover's area beside its chains
/// of two liberties.
#[test]
fn the_bot_mends_a_cut_in_its_area_rather_than_pass() {
    use ai::Hooks;
    use ai::go::GoKnowledge;
    let rows = [
        "oxxxxxx..",
        "oooooxx..",
        "o...ooox.",
        "...oxoxx.",
        "..oxxx...",
        "..ox.....",
        "..oxx.x..",
        "..ooox...",
        "....oox..",
    ];
    let state = position::<9>(&rows, 'w', "play0");
    let go = rules::<9>();
    let candidates = |bot: &GoKnowledge| {
        let mut moves = go.legal_vec(&state);
        Hooks::<Go9>::order_root(bot, &go, &state, &mut moves);
        moves
            .iter()
            .map(|m| go.format_move(&state, m))
            .collect::<Vec<_>>()
    };
    assert_eq!(candidates(&GoKnowledge::default()), ["c6", "d7"]);
    let unguarded = GoKnowledge {
        guard: false,
        ..GoKnowledge::default()
    };
    assert_eq!(candidates(&unguarded), ["pass"], "without the guard: the fault");
    assert!(["c6", "d7"].contains(&think::<9>(&state, 300).0.as_str()));
}
