//! Pictures stay readable on a phone: on every registered game whose board
//! is a grid of squares (19×19 Alea Evangelii the largest), neighbouring
//! cells are at least 40 px apart in the 900 px wide picture, and a
//! seat's hand of tiles is drawn whole.

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

/// A seat's whole hand is drawn at the start of every game (Pankai's twelve
/// pentominoes shrink to fit rather than lose the last two).
#[test]
fn every_tile_in_a_hand_is_drawn_at_the_start() {
    let mut checked = 0;
    for entry in GAMES {
        let Ok(game) = entry.start(&BTreeMap::new()) else {
            continue;
        };
        let view = game.view(None);
        let written = render::words_written(&view, &Frame::new(entry.info().name_en));
        for panel in &view.seats {
            let faces: Vec<&str> = panel.hand.iter().filter_map(|t| t.face.as_deref()).collect();
            // Past the panel's most tiles, leaving some out is the rule.
            if faces.is_empty() || faces.len() > 24 {
                continue;
            }
            let mut left: Vec<&str> = written.iter().map(String::as_str).collect();
            for face in &faces {
                let at = left.iter().position(|w| *w == face.trim());
                assert!(
                    at.is_some(),
                    "{}: '{face}' of {faces:?} not drawn",
                    entry.info().slug
                );
                left.remove(at.unwrap_or_default());
            }
            checked += 1;
        }
    }
    assert!(checked >= 2, "hands were checked: {checked}");
}
