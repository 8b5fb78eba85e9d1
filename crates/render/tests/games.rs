//! The registered games and the renderer agree: every cell a game's view
//! names (pieces, marks, arrows, labels) is a cell the renderer lays out for
//! its board, so nothing a game shows is silently skipped; and every game
//! renders at its start, middle and end for every seat.

mod common;

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
                .chain(view.cell_labels.iter().map(|(c, _)| c));
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
