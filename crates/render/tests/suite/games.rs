//! The registered games and the renderer agree: every cell a game's view
//! names (pieces, marks, arrows, labels, special cells, links, walls) is a
//! cell the renderer lays out for its board, so nothing a game shows is
//! silently skipped; and every game renders at its start, middle and end
//! for every seat.

use crate::common;

use games::Seat;
use render::Frame;

#[test]
fn every_cell_a_game_names_is_on_its_board() {
    for (slug, stage, game) in common::game_positions(11) {
        for seat in (0..game.seats()).map(Seat) {
            let view = game.view(Some(seat));
            let frame = Frame::new(slug).for_seat(Some(seat));
            let cells: std::collections::HashSet<String> =
                render::spots(&view, &frame).into_iter().map(|s| s.cell).collect();
            let named = view
                .pieces
                .iter()
                .map(|p| &p.cell)
                .chain(view.highlights.iter().map(|h| &h.cell))
                .chain(view.arrows.iter().flat_map(|(a, b)| [a, b]))
                .chain(view.cell_labels.iter().map(|(c, _)| c))
                .chain(view.specials.iter().map(|s| &s.cell))
                .chain(view.links.iter().flat_map(|l| [&l.from, &l.to]))
                .chain(view.walls.iter().map(|w| &w.cell));
            for cell in named {
                assert!(
                    cells.contains(cell),
                    "{slug} {stage} seat {seat}: '{cell}' is not on the board"
                );
            }
            let image = render::render(&view, &frame);
            assert!(image.width() <= render::MAX_SIDE && image.height() <= render::MAX_SIDE);
        }
    }
}

/// Each player sees their own side at the bottom, also when the first seat
/// plays from the top (English draughts: Black, seat 0, starts on 1–12);
/// spectators see the board as the game describes it.
#[test]
fn each_player_sees_their_own_side_at_the_bottom() {
    let game = games::registry::start("english-draughts", &Default::default()).unwrap();
    let a1_below_h8 = |seat: Option<Seat>| {
        let spots = render::spots(&game.view(seat), &Frame::new("x").for_seat(seat));
        let y = |cell: &str| spots.iter().find(|s| s.cell == cell).map(|s| s.y).unwrap();
        y("a1") > y("h8")
    };
    assert!(a1_below_h8(None), "spectators: White (21–32) at the bottom");
    assert!(
        a1_below_h8(Some(Seat(1))),
        "White sees White's side at the bottom"
    );
    assert!(
        !a1_below_h8(Some(Seat(0))),
        "Black sees Black's side at the bottom"
    );
    // A game without a named bottom seat keeps the usual rule.
    let italian = games::registry::start("italian-draughts", &Default::default()).unwrap();
    let spots = render::spots(
        &italian.view(Some(Seat(1))),
        &Frame::new("x").for_seat(Some(Seat(1))),
    );
    let y = |cell: &str| spots.iter().find(|s| s.cell == cell).map(|s| s.y).unwrap();
    assert!(y("a1") < y("h8"), "the second seat sees the board turned");
}

#[test]
fn a_track_squares_name_stays_legible_under_a_piece() {
    // Ali Baba's figures start on the near bank, whose name ("bank") is
    // written in the square's corner where a figure covers most of it. The
    // name must read the same with the figure there as without it.
    let game = games::registry::start("alibaba", &Default::default()).unwrap();
    let with = game.view(None);
    let mut without = with.clone();
    without.pieces.retain(|p| p.cell != "bank");
    assert!(
        without.pieces.len() < with.pieces.len(),
        "a figure stands on the bank"
    );
    let frame = Frame::new("Ali Baba");
    let spot = render::spots(&with, &frame)
        .into_iter()
        .find(|s| s.cell == "bank")
        .unwrap();
    // Pieces are 0.37 of a square across the radius; the name starts 0.4 of
    // a square left of the centre, 0.31 above it, at 0.2 of a square high.
    // The box compared is the name's left part, where the figure used to
    // cover it, clear of the bank's ring motif (which the name's tab hides).
    let cell = spot.piece_radius / 0.37;
    let (a, b) = (render::render(&with, &frame), render::render(&without, &frame));
    let mut differing = 0;
    for dx in 0..=(cell * 0.23) as i32 {
        for dy in 0..=(cell * 0.07) as i32 {
            let x = (spot.x - cell * 0.38) as i32 + dx;
            let y = (spot.y - cell * 0.36) as i32 + dy;
            if a.get_pixel(x as u32, y as u32) != b.get_pixel(x as u32, y as u32) {
                differing += 1;
            }
        }
    }
    assert_eq!(differing, 0, "pixels of the name changed under the figure");
}
