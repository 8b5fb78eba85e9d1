//! Rendering never panics, whatever the view: cells the board lacks,
//! absurd sizes, NaN coordinates, empty boards, huge texts, odd seats.

use games::view::{
    Board, Dice, GraphPoint, Highlight, Link, Mark, Piece, PitKind, PitMark, SeatPanel, Special, Stacking,
    Tile, TrackSquare, View, Wall,
};
use games::{Outcome, Seat};
use proptest::prelude::*;
use render::{Frame, MAX_SIDE, ThemeKey};

/// Cell names: mostly plausible ones, some junk.
fn name() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => (0u8..30, 0u8..30).prop_map(|(f, r)| format!("{}{}", char::from(b'a' + f % 26), r)),
        1 => "[A-Za-z]{1,2}",
        1 => any::<String>().prop_map(|s| s.chars().take(12).collect()),
    ]
}

fn text(max: usize) -> impl Strategy<Value = String> {
    prop_oneof![
        3 => "[ -~]{0,40}",
        1 => any::<String>().prop_map(move |s| s.chars().take(max).collect()),
        1 => Just("W".repeat(max)),
    ]
}

fn coordinate() -> impl Strategy<Value = f32> {
    prop_oneof![8 => 0.0f32..=1.0, 1 => any::<f32>(), 1 => Just(f32::NAN)]
}

fn board() -> impl Strategy<Value = Board> {
    prop_oneof![
        (any::<u8>(), any::<u8>(), any::<bool>(), any::<bool>()).prop_map(
            |(files, ranks, checkered, a1_light)| {
                Board::squares(files, ranks)
                    .checkered(checkered)
                    .a1_light(a1_light)
                    .into()
            }
        ),
        (
            any::<u8>(),
            any::<u8>(),
            prop::collection::vec(name(), 0..6),
            any::<bool>()
        )
            .prop_map(|(files, ranks, star_points, rank_letters)| {
                Board::intersections(files, ranks)
                    .star_points(star_points)
                    .rank_letters(rank_letters)
                    .into()
            }),
        (
            prop::collection::vec((name(), coordinate(), coordinate()), 0..40),
            prop::collection::vec((name(), name()), 0..40)
        )
            .prop_map(|(points, lines)| Board::graph(
                points
                    .into_iter()
                    .map(|(name, x, y)| GraphPoint::new(name, x, y))
                    .collect(),
                lines
            )
            .into()),
        (
            prop::collection::vec(prop::collection::vec(name(), 0..20), 0..6),
            prop::option::of(name()),
            prop::option::of(name()),
            prop::collection::vec((name(), 0..5u8, prop::option::of(0..8u8)), 0..12)
        )
            .prop_map(|(rows, a, b, marks)| Board::pits(rows)
                .stores(a, b)
                .marks(
                    marks
                        .into_iter()
                        .map(|(cell, kind, owner)| PitMark::new(
                            cell,
                            [
                                PitKind::Rim,
                                PitKind::Square,
                                PitKind::Cross,
                                PitKind::Dot,
                                PitKind::Hatched
                            ][usize::from(kind)]
                        )
                        .owner(owner.map(Seat)))
                        .collect()
                )
                .into()),
        (
            any::<u8>(),
            any::<u8>(),
            prop::collection::vec(
                (name(), any::<u8>(), any::<u8>(), prop::option::of(text(12))),
                0..40
            )
        )
            .prop_map(|(columns, rows, squares)| Board::track(
                columns,
                rows,
                squares
                    .into_iter()
                    .map(
                        |(name, column, row, special)| TrackSquare::new(name, column % 12, row % 5)
                            .special(special)
                    )
                    .collect()
            )
            .into()),
        prop::collection::vec((name(), any::<u32>()), 0..20).prop_map(|rows| Board::token_rows(rows).into()),
        (
            any::<u8>(),
            any::<u8>(),
            any::<bool>(),
            prop::option::of((prop::option::of(seat()), prop::option::of(seat())))
        )
            .prop_map(|(files, ranks, corners, edges)| {
                let holes = Board::holes(files, ranks).corners(corners);
                match edges {
                    Some((rows, columns)) => holes.edge_lines(rows, columns).into(),
                    None => holes.into(),
                }
            }),
        (any::<u8>(), any::<u8>())
            .prop_map(|(files, ranks)| Board::squares(files, ranks).grooves(true).into()),
        (
            prop::collection::vec((name(), any::<i16>(), any::<i16>()), 0..60),
            prop::collection::vec((name(), -9i16..9, -9i16..9), 0..20)
        )
            .prop_map(|(cells, rim)| {
                let hex = |v: Vec<(String, i16, i16)>| {
                    v.into_iter()
                        .map(|(n, q, r)| games::view::HexCell::new(n, q % 12, r % 12))
                        .collect()
                };
                Board::hexes(hex(cells)).rim(hex(rim)).into()
            }),
    ]
}

fn seat() -> impl Strategy<Value = Seat> {
    prop_oneof![4 => (0u8..2).prop_map(Seat), 1 => any::<u8>().prop_map(Seat)]
}

fn piece() -> impl Strategy<Value = Piece> {
    (
        name(),
        prop::option::of(seat()),
        prop_oneof![
            Just("man".to_string()),
            Just("king".to_string()),
            Just("stone".to_string()),
            Just("seed".to_string()),
            text(10)
        ],
    )
        .prop_map(|(cell, owner, kind)| Piece { cell, owner, kind })
}

fn mark() -> impl Strategy<Value = Mark> {
    prop_oneof![
        Just(Mark::From),
        Just(Mark::To),
        Just(Mark::Captured),
        Just(Mark::Line),
        Just(Mark::Choice),
        Just(Mark::Sown),
        Just(Mark::Outline)
    ]
}

prop_compose! {
    fn view()(
        board in board(),
        pieces in prop::collection::vec(piece(), 0..120),
        cell_labels in prop::collection::vec((name(), text(200)), 0..20),
        highlights in prop::collection::vec((name(), mark(), prop::option::of(piece())), 0..20),
        arrows in prop::collection::vec((name(), name()), 0..8),
        seats in prop::collection::vec((seat(), text(100), prop::option::of(text(100)), prop::option::of(any::<u32>())), 0..8),
        to_move in prop::option::of(seat()),
        to_throw in prop::option::of(seat()),
        dice in prop::option::of((text(12), prop::collection::vec(any::<u8>(), 0..20), text(40))),
        caption in text(600),
        seat_colours in prop::collection::vec(text(10), 0..8),
        outcome in prop::option::of((prop::option::of(seat()), text(60))),
    ) -> View {
        let mut view = View::new(board);
        view.pieces = pieces;
        view.cell_labels = cell_labels;
        view.highlights = highlights.into_iter().map(|(cell, mark, ghost)| Highlight { cell, mark, ghost }).collect();
        view.arrows = arrows;
        view.seats = seats
            .into_iter()
            .map(|(seat, role, score, in_hand)| SeatPanel::new(seat, role).score(score.map(games::Message::plain)).in_hand(in_hand))
            .collect();
        view.to_move = to_move;
        view.to_throw = to_throw;
        view.dice = dice.map(|(kind, faces, value)| Dice { kind, faces, value });
        view.caption = Some(games::Message::plain(caption));
        view.seat_colours = seat_colours;
        view.outcome = outcome.map(|(winner, reason)| match winner {
            Some(w) => Outcome::win(w, games::Message::plain(reason)),
            None => Outcome::draw(games::Message::plain(reason)),
        });
        view
    }
}

prop_compose! {
    /// A view with the newer layers too: special cells, links, walls,
    /// stacks seen from above, tiles in hand.
    fn full_view()(
        view in view(),
        specials in prop::collection::vec((name(), text(10), prop::option::of(seat())), 0..12),
        links in prop::collection::vec((name(), name(), prop::option::of(seat())), 0..12),
        walls in prop::collection::vec((name(), any::<bool>(), any::<u8>(), prop::option::of(seat())), 0..12),
        above in any::<bool>(),
        hands in prop::collection::vec(prop::collection::vec(prop::option::of(text(20)), 0..40), 0..8),
    ) -> View {
        let mut view = view;
        view.specials = specials.into_iter().map(|(c, st, o)| Special::new(c, st).owner(o)).collect();
        view.links = links.into_iter().map(|(a, b, o)| Link::new(a, b).owner(o)).collect();
        view.walls = walls
            .into_iter()
            .map(|(c, v, len, o)| if v { Wall::vertical(c) } else { Wall::horizontal(c) }.length(len).owner(o))
            .collect();
        if above {
            view.stacking = if view.pieces.len() % 2 == 0 { Stacking::Above } else { Stacking::Tiers };
        }
        for (panel, hand) in view.seats.iter_mut().zip(hands) {
            panel.hand = hand.into_iter().map(|f| f.map_or_else(Tile::down, Tile::up)).collect();
        }
        view
    }
}

prop_compose! {
    fn frame()(
        title in text(300),
        names in prop::collection::vec(text(300), 0..8),
        seat in prop::option::of(seat()),
        contrast in any::<bool>(),
    ) -> Frame {
        Frame::new(title)
            .with_names(names)
            .for_seat(seat)
            .with_theme(if contrast { ThemeKey::Contrast } else { ThemeKey::Classic })
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn any_view_renders_within_the_size_limit(view in full_view(), frame in frame()) {
        let image = render::render(&view, &frame);
        prop_assert!(image.width() <= MAX_SIDE && image.height() <= MAX_SIDE);
        prop_assert!(image.width() > 0 && image.height() > 0);
        let _ = render::spots(&view, &frame);
    }
}

#[test]
fn empty_and_absurd_boards_render() {
    let boards: [Board; 13] = [
        Board::squares(0, 0).checkered(true).a1_light(true).into(),
        Board::squares(255, 1).into(),
        Board::intersections(255, 255).rank_letters(true).into(),
        Board::graph(vec![], vec![]).into(),
        Board::pits(vec![]).into(),
        Board::track(0, 0, vec![]).into(),
        Board::token_rows(vec![]).into(),
        Board::token_rows(vec![("1".into(), u32::MAX)]).into(),
        Board::holes(0, 0).corners(false).edge_lines(None, None).into(),
        Board::holes(2, 255).edge_lines(Some(Seat(9)), None).into(),
        Board::squares(1, 1).grooves(true).into(),
        Board::hexes(vec![]).into(),
        Board::hexes(vec![games::view::HexCell::new("far", i16::MAX, i16::MIN)])
            .rim(vec![games::view::HexCell::new("", 0, 0)])
            .into(),
    ];
    for board in boards {
        let view = View::new(board);
        let png = render::render_png(&view, &Frame::default()).expect("encodes");
        assert_eq!(&png[1..4], b"PNG");
    }
}
