//! Go's pictures: a full 19×19 board renders within the render budget, and
//! (ignored) the pictures of a game at its start, middle and count are
//! written to `/tmp/go-*.png` to be looked at:
//! `cargo test --release -p tavolo-render --test suite go_pictures -- --ignored`.

use games::Rules;
use games::alignment::go::{Go9, Go19};
use games::playout::SplitMix64;
use games::{Options, Seat};
use render::Frame;

/// A 19×19 game of `plies` random stones (no passes), the last ones marked.
fn crowded(plies: usize) -> (Go19, games::alignment::go::GoState) {
    let go = Go19::new(&Options::defaults(Go19::info().options)).unwrap();
    let mut state = go.initial();
    let mut rng = SplitMix64(7);
    for _ in 0..plies {
        let moves: Vec<_> = go
            .legal_vec(&state)
            .into_iter()
            .filter(|m| *m != games::alignment::go::GoMove::Pass)
            .collect();
        if moves.is_empty() {
            break;
        }
        go.apply(&mut state, &moves[rng.below(moves.len())]);
    }
    (go, state)
}

#[test]
fn a_crowded_19x19_board_renders_within_budget() {
    let (go, state) = crowded(300);
    let stones = go.view(&state, None).pieces.len();
    assert!(stones >= 200, "{stones} stones");
    let started = std::time::Instant::now();
    for seat in [None, Some(Seat::FIRST), Some(Seat::SECOND)] {
        let png = render::render_png(&go.view(&state, seat), &Frame::new("go").for_seat(seat)).unwrap();
        assert!(png.len() > 10_000);
    }
    // Three pictures; the budget per picture is a second in a debug build.
    assert!(started.elapsed().as_secs_f64() < 3.0, "{:?}", started.elapsed());
}

#[test]
#[ignore = "writes pictures to /tmp to look at"]
fn write_pictures() {
    let (go, state) = crowded(250);
    let png = render::render_png(
        &go.view(&state, Some(Seat::FIRST)),
        &Frame::new("go").for_seat(Some(Seat::FIRST)),
    )
    .unwrap();
    std::fs::write("/tmp/go-19-middle.png", png).unwrap();
    let png = render::render_png(&go.view(&go.initial(), None), &Frame::new("go")).unwrap();
    std::fs::write("/tmp/go-19-start.png", png).unwrap();
    let nine = Go9::new(&Options::defaults(Go9::info().options)).unwrap();
    let text = "....xo.../....xo.x./....xo.../....xo.../....xo.../....xo.../....xo.../.o..xo.../....xo... b 2:1 play0 40 -";
    let mut state = nine.from_position(text).unwrap();
    nine.play(&mut state, "a5").unwrap();
    for (name, seat) in [("black", Some(Seat::FIRST)), ("white", Some(Seat::SECOND))] {
        let png = render::render_png(&nine.view(&state, seat), &Frame::new("go-9x9").for_seat(seat)).unwrap();
        std::fs::write(format!("/tmp/go-9-play-{name}.png"), png).unwrap();
    }
    nine.play(&mut state, "pass").unwrap();
    nine.play(&mut state, "pass").unwrap();
    let png = render::render_png(
        &nine.view(&state, Some(Seat::SECOND)),
        &Frame::new("go-9x9").for_seat(Some(Seat::SECOND)),
    )
    .unwrap();
    std::fs::write("/tmp/go-9-count.png", png).unwrap();
}
