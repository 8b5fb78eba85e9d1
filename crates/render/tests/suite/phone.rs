//! Pictures stay readable on a phone: on every registered game whose board
//! is a grid of squares (19×19 Alea Evangelii the largest), neighbouring
//! cells are at least 40 px apart in the 900 px wide picture.

use std::collections::BTreeMap;

use games::registry::GAMES;
use games::view::Board;
use render::{Frame, spots};

#[test]
fn squares_boards_keep_cells_of_40_px_or_more() {
    let mut checked = Vec::new();
    for entry in GAMES {
        let game = entry.start(&BTreeMap::new()).unwrap();
        let view = game.view(None);
        let Board::Squares(board) = &view.board else {
            continue;
        };
        let frame = Frame::new(entry.info().name_en);
        let cells = spots(&view, &frame);
        let at = |name: &str| cells.iter().find(|s| s.cell == name).map(|s| (s.x, s.y));
        // The first cell with a right and an upper neighbour (a board of
        // irregular outline may lack a1).
        let (a1, b1, a2) = cells
            .iter()
            .find_map(|s| {
                let file = s.cell.chars().next()?;
                let rank = &s.cell[1..];
                let right = format!("{}{rank}", char::from(file as u8 + 1));
                let up = format!("{file}{}", rank.parse::<u32>().ok()? + 1);
                Some(((s.x, s.y), at(&right)?, at(&up)?))
            })
            .unwrap_or_else(|| panic!("{}: no cell with neighbours", entry.info().slug));
        let pitch = (b1.0 - a1.0).abs().min((a2.1 - a1.1).abs());
        assert!(
            pitch >= 40.0,
            "{}: {}×{} cells {pitch} px apart",
            entry.info().slug,
            board.files,
            board.ranks
        );
        checked.push((entry.info().slug, board.files));
    }
    assert!(checked.contains(&("alea-evangelii", 19)), "{checked:?}");
}
