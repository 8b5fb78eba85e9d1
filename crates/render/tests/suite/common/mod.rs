//! Views shared by the tests, the benchmark and the `look` example: one
//! hand-made view per board kind (with every kind of mark), and positions of
//! the registered games reached by seeded random play.

#![allow(dead_code)]

use std::collections::BTreeMap;

use games::playout::SplitMix64;
use games::view::{
    Board, Dice, GraphPoint, Highlight, Mark, Piece, PitKind, PitMark, SeatPanel, TrackSquare, View,
};
use games::{DynGame, Message, Outcome, Seat, Status};

fn panels(view: &mut View, roles: [&str; 2], scores: [Option<&str>; 2], in_hand: [Option<u32>; 2]) {
    view.seats = (0..2)
        .map(|i| {
            SeatPanel::new(Seat(i as u8), roles[i].to_string())
                .score(scores[i].map(Message::plain))
                .in_hand(in_hand[i])
        })
        .collect();
}

fn ghost(view: &mut View, cell: &str, owner: Option<Seat>, kind: &str) {
    view.highlights.push(Highlight {
        cell: cell.to_string(),
        mark: Mark::Captured,
        ghost: Some(Piece {
            cell: cell.to_string(),
            owner,
            kind: kind.to_string(),
        }),
    });
}

/// Checkered squares: men, a king, a stack of three, a capture by a jump.
pub fn squares_checkered() -> View {
    let mut v = View::new(Board::squares(8, 8).checkered(true));
    for c in ["a1", "c1", "e1", "g1", "b2", "d2", "h2", "a3", "e3"] {
        v.piece(c, Some(Seat(0)), "man");
    }
    for c in ["b8", "d8", "f8", "h8", "a7", "c7", "g7", "f6", "h6"] {
        v.piece(c, Some(Seat(1)), "man");
    }
    v.piece("d6", Some(Seat(0)), "king");
    for owner in [1, 0, 0] {
        v.piece("c5", Some(Seat(owner)), "man");
    }
    v.mark("f4", Mark::From);
    v.mark("d6", Mark::To);
    v.arrows.push(("f4".into(), "d6".into()));
    ghost(&mut v, "e5", Some(Seat(1)), "man");
    v.seat_colours = vec!["white".into(), "black".into()];
    panels(
        &mut v,
        ["White", "Black"],
        [Some("3 captured"), Some("1 captured")],
        [None, None],
    );
    v.to_move = Some(Seat(1));
    v.caption = Some(Message::plain("Black to move; White crowned on d6"));
    v
}

/// Plain squares (Konane): stones everywhere but the holes, a double jump.
pub fn squares_plain() -> View {
    let mut v = View::new(Board::squares(6, 6));
    let holes = ["c3", "d3", "c4", "a5", "b5", "c5", "d5", "e2"];
    for f in 0..6u8 {
        for r in 1..=6u8 {
            let name = format!("{}{}", char::from(b'a' + f), r);
            if holes.contains(&name.as_str()) || name == "e5" {
                continue;
            }
            let owner = Seat((u8::from(f % 2 == 0) + r) % 2);
            v.piece(name, Some(owner), "stone");
        }
    }
    v.piece("e5", Some(Seat(0)), "stone");
    v.mark("a5", Mark::From);
    v.arrows.push(("a5".into(), "c5".into()));
    v.arrows.push(("c5".into(), "e5".into()));
    ghost(&mut v, "b5", Some(Seat(1)), "stone");
    ghost(&mut v, "d5", Some(Seat(1)), "stone");
    v.mark("e5", Mark::To);
    v.seat_colours = vec!["black".into(), "white".into()];
    panels(
        &mut v,
        ["Black", "White"],
        [Some("15 stones"), Some("13 stones")],
        [None, None],
    );
    v.to_move = Some(Seat(1));
    v.caption = Some(Message::plain("White to capture"));
    v
}

/// Intersections (Gomoku): stones, the last one marked, five in a row.
pub fn intersections() -> View {
    let mut v = View::new(
        Board::intersections(15, 15).star_points(["d4", "d12", "h8", "l4", "l12"].map(String::from).to_vec()),
    );
    let black = ["h8", "i9", "j10", "k11", "g7", "h10", "f8"];
    let white = ["i8", "h9", "j8", "g9", "k9", "l12", "e5"];
    for c in black {
        v.piece(c, Some(Seat(0)), "stone");
    }
    for c in white {
        v.piece(c, Some(Seat(1)), "stone");
    }
    v.piece("l12", Some(Seat(0)), "stone");
    v.mark("g7", Mark::To);
    for c in ["g7", "h8", "i9", "j10", "k11"] {
        v.mark(c, Mark::Line);
    }
    v.seat_colours = vec!["black".into(), "white".into()];
    panels(
        &mut v,
        ["Black", "White"],
        [Some("8 stones"), Some("7 stones")],
        [None, None],
    );
    v.outcome = Some(Outcome::win(Seat(0), Message::plain("five in a row")));
    v.caption = Some(Message::plain("Black wins: five in a row"));
    v
}

/// The 24 points of a nine men's morris board.
pub const MORRIS: [&str; 24] = [
    "a1", "d1", "g1", "b2", "d2", "f2", "c3", "d3", "e3", "a4", "b4", "c4", "e4", "f4", "g4", "c5", "d5",
    "e5", "b6", "d6", "f6", "a7", "d7", "g7",
];

/// A graph (morris): points, lines, a move that closed a mill and took a
/// piece.
pub fn graph() -> View {
    let points = MORRIS
        .iter()
        .map(|n| {
            let b = n.as_bytes();
            GraphPoint::new(
                n.to_string(),
                f32::from(b[0] - b'a') / 6.0,
                f32::from(b[1] - b'1') / 6.0,
            )
        })
        .collect();
    let mills: [[&str; 3]; 16] = [
        ["a1", "d1", "g1"],
        ["b2", "d2", "f2"],
        ["c3", "d3", "e3"],
        ["a4", "b4", "c4"],
        ["e4", "f4", "g4"],
        ["c5", "d5", "e5"],
        ["b6", "d6", "f6"],
        ["a7", "d7", "g7"],
        ["a1", "a4", "a7"],
        ["b2", "b4", "b6"],
        ["c3", "c4", "c5"],
        ["d1", "d2", "d3"],
        ["d5", "d6", "d7"],
        ["e3", "e4", "e5"],
        ["f2", "f4", "f6"],
        ["g1", "g4", "g7"],
    ];
    let lines = mills
        .iter()
        .flat_map(|[a, b, c]| [(a.to_string(), b.to_string()), (b.to_string(), c.to_string())])
        .collect();
    let mut v = View::new(Board::graph(points, lines));
    for c in ["a1", "a4", "a7", "d2", "f4"] {
        v.piece(c, Some(Seat(0)), "man");
    }
    for c in ["g1", "g4", "d6", "b6"] {
        v.piece(c, Some(Seat(1)), "man");
    }
    v.mark("d7", Mark::From);
    v.mark("a7", Mark::To);
    v.arrows.push(("d7".into(), "a7".into()));
    ghost(&mut v, "c3", Some(Seat(1)), "man");
    for c in ["a1", "a4", "a7"] {
        v.mark(c, Mark::Line);
    }
    v.seat_colours = vec!["white".into(), "black".into()];
    panels(
        &mut v,
        ["White", "Black"],
        [Some("3 captured"), Some("2 captured")],
        [Some(1), Some(2)],
    );
    v.to_move = Some(Seat(1));
    v.caption = Some(Message::plain(
        "Moving: Black to move; 0 plies without a removal (draw at 100)",
    ));
    v
}

/// Pits (Awele): seeds as dots, a pit of more than a dozen, stores with
/// counts, a sowing that captured two pits.
pub fn pits() -> View {
    let top: Vec<String> = "fedcba".chars().map(String::from).collect();
    let bottom: Vec<String> = "ABCDEF".chars().map(String::from).collect();
    let mut v = View::new(Board::pits(vec![top, bottom]).stores(Some("N".into()), Some("S".into())));
    let counts = [
        ("A", 1),
        ("B", 2),
        ("C", 3),
        ("D", 7),
        ("E", 0),
        ("F", 15),
        ("a", 4),
        ("b", 0),
        ("c", 0),
        ("d", 9),
        ("e", 12),
        ("f", 5),
    ];
    for (cell, n) in counts {
        for _ in 0..n.min(12) {
            v.piece(cell, None, "seed");
        }
        v.cell_labels.push((cell.to_string(), n.to_string()));
    }
    v.cell_labels.push(("S".into(), "13".into()));
    v.cell_labels.push(("N".into(), "7".into()));
    v.mark("E", Mark::From);
    v.mark("c", Mark::To);
    ghost(&mut v, "c", None, "seed");
    ghost(&mut v, "b", None, "seed");
    panels(
        &mut v,
        ["South", "North"],
        [Some("13 seeds"), Some("7 seeds")],
        [None, None],
    );
    v.to_move = Some(Seat(1));
    v.caption = Some(Message::plain("North to move"));
    v
}

/// Four rows of pits (Bao-like): the middle rows' labels in a band, a
/// house, a tuzdyk, a claimed pit, a burnt hole, owners' rims, stores with
/// hands, and a sowing that passed through several pits.
pub fn pits_four_rows() -> View {
    let row = |prefix: char, rev: bool| -> Vec<String> {
        let mut r: Vec<String> = (1..=8).map(|i| format!("{prefix}{i}")).collect();
        if rev {
            r.reverse();
        }
        r
    };
    let rows = vec![row('b', true), row('a', true), row('A', false), row('B', false)];
    let mark = |cell: &str, kind: PitKind, owner: u8| PitMark::new(cell, kind).owner(Some(Seat(owner)));
    let mut v = View::new(
        Board::pits(rows.clone())
            .stores(Some("N".into()), Some("S".into()))
            .marks(vec![
                mark("A5", PitKind::Square, 0),
                mark("a5", PitKind::Square, 1),
                mark("a2", PitKind::Cross, 0),
                mark("A7", PitKind::Dot, 1),
                mark("B3", PitKind::Hatched, 0),
                mark("b1", PitKind::Rim, 0),
                mark("b2", PitKind::Rim, 1),
            ]),
    );
    for (i, cell) in rows.iter().flatten().enumerate() {
        let n = [0, 1, 2, 3, 5, 7, 13, 4][i % 8];
        for _ in 0..n.min(12) {
            v.piece(cell.clone(), None, "seed");
        }
        v.cell_labels.push((cell.clone(), n.to_string()));
    }
    v.cell_labels.push(("S".into(), "21".into()));
    v.cell_labels.push(("N".into(), "0".into()));
    v.mark("A6", Mark::From);
    v.mark("B2", Mark::To);
    for c in ["A7", "A8", "B8", "B7", "B6", "B5", "B4", "B3"] {
        v.mark(c, Mark::Sown);
    }
    ghost(&mut v, "a3", None, "seed");
    panels(
        &mut v,
        ["South", "North"],
        [Some("namua"), Some("mtaji, no house")],
        [Some(21), Some(0)],
    );
    v.seat_colours = vec!["white".into(), "black".into()];
    v.to_move = Some(Seat(1));
    v.caption = Some(Message::plain(
        "North to move (mtaji). South played A6R: 8 laps …",
    ));
    v
}

/// A track (Ur): rosettes, pieces of both sides, a capture, the throw.
pub fn track() -> View {
    let mut squares = Vec::new();
    for row in 0..3u8 {
        for col in 0..8u8 {
            if row != 1 && (col == 4 || col == 5) {
                continue;
            }
            let name = format!("{}{}", char::from(b'a' + col), row + 1);
            let special =
                matches!(name.as_str(), "a1" | "a3" | "d2" | "g1" | "g3").then(|| "rosette".to_string());
            squares.push(TrackSquare::new(name, col, row).special(special));
        }
    }
    let mut v = View::new(Board::track(8, 3, squares));
    for c in ["c2", "h1", "b1"] {
        v.piece(c, Some(Seat(0)), "man");
    }
    for c in ["d3", "f2"] {
        v.piece(c, Some(Seat(1)), "man");
    }
    v.mark("a2", Mark::From);
    v.mark("c2", Mark::To);
    v.arrows.push(("a2".into(), "c2".into()));
    ghost(&mut v, "c2", Some(Seat(1)), "man");
    v.dice = Some(Dice {
        kind: "tetrahedra".into(),
        faces: vec![1, 1, 0],
        value: "2".into(),
    });
    v.seat_colours = vec!["blue".into(), "red".into()];
    panels(
        &mut v,
        ["Blue", "Red"],
        [Some("1 off, tribute 0"), Some("0 off, tribute 2")],
        [Some(3), Some(5)],
    );
    v.to_throw = Some(Seat(1));
    v.caption = Some(Message::plain("Red to throw"));
    v
}

/// Token rows (Nim).
pub fn token_rows() -> View {
    let mut v = View::new(Board::token_rows(vec![
        ("1".into(), 1),
        ("2".into(), 3),
        ("3".into(), 2),
        ("4".into(), 7),
    ]));
    v.mark("3", Mark::To);
    panels(&mut v, ["First", "Second"], [None, None], [None, None]);
    v.to_move = Some(Seat(0));
    v.caption = Some(Message::plain("13 matches left"));
    v
}

/// One hand-made view per board kind, by name.
pub fn kinds() -> Vec<(&'static str, View)> {
    vec![
        ("squares-checkered", squares_checkered()),
        ("squares-plain", squares_plain()),
        ("intersections", intersections()),
        ("intersections-lettered", intersections_lettered()),
        ("graph", graph()),
        ("pits", pits()),
        ("pits-four-rows", pits_four_rows()),
        ("track", track()),
        ("token-rows", token_rows()),
        ("points", points()),
        ("holes", holes()),
        ("hexes", hexes()),
        ("hexes-rhombus", hexes_rhombus()),
        ("squares-grooves", squares_grooves()),
        ("squares-stacks-above", squares_stacks_above()),
        ("squares-specials", squares_specials()),
        ("hands", hands()),
    ]
}

/// Hexagonal cells, a hexagon of side 4 (37 cells): rows `a`–`g` from the
/// bottom (lettered on the left), lines `1`–`7` rising to the left,
/// numbered where they leave the board at the bottom; single
/// pieces and stacks seen from above, the last move a jump over a piece
/// whose top changed hands, a special cell.
pub fn hexes() -> View {
    use games::view::{HexCell, Special};
    let mut cells = Vec::new();
    let mut rim = Vec::new();
    for r in 0..7i16 {
        let row = char::from(b'a' + r as u8);
        // Line numbers n: row r holds n from max(1, r − 2) to min(7, r + 4).
        let (lo, hi) = ((r - 2).max(1), (r + 4).min(7));
        for n in lo..=hi {
            cells.push(HexCell::new(format!("{row}{n}"), n - r - 1, r));
        }
        rim.push(HexCell::new(row.to_string(), lo - r - 2, r));
    }
    for n in 1..=7i16 {
        // Below the lowest cell of line n.
        let r = (n - 4).max(0);
        rim.push(HexCell::new(n.to_string(), n - r, r - 1));
    }
    let mut v = View::new(Board::hexes(cells).rim(rim));
    v.stacking = games::view::Stacking::Above;
    let stacks: [(&str, &[u8]); 8] = [
        ("d4", &[0]),
        ("c3", &[1, 0]),
        ("e5", &[0, 1, 1]),
        ("b2", &[1, 1]),
        ("f6", &[1]),
        ("a1", &[0, 0, 1]),
        ("g7", &[0]),
        ("e2", &[1]),
    ];
    for (cell, owners) in stacks {
        for (i, &o) in owners.iter().enumerate() {
            let moved = cell == "e5" && i + 1 == owners.len();
            v.piece(cell, Some(Seat(o)), if moved { "man~moved" } else { "man" });
        }
    }
    v.specials.push(Special::new("a4", "goal").owner(Some(Seat(0))));
    v.mark("c3", Mark::From);
    v.mark("e5", Mark::To);
    v.arrows.push(("c3".into(), "e5".into()));
    v.mark("d4", Mark::Sown);
    v.seat_colours = vec!["red".into(), "yellow".into()];
    panels(
        &mut v,
        ["Red", "Yellow"],
        [Some("4 units"), Some("4 units")],
        [None, None],
    );
    v.to_move = Some(Seat(0));
    v.caption = Some(Message::plain("Yellow jumped c3 over d4 to e5"));
    v
}

/// Hexagonal cells in a rhombus (5 × 5, a Hex board): files `a`–`e` along
/// the rows, ranks `1`–`5` upwards, written on all four sides; stones, the
/// last one marked, one crossed out.
pub fn hexes_rhombus() -> View {
    use games::view::HexCell;
    let mut cells = Vec::new();
    let mut rim = Vec::new();
    for r in 0..5i16 {
        for q in 0..5i16 {
            cells.push(HexCell::new(
                format!("{}{}", char::from(b'a' + q as u8), r + 1),
                q,
                r,
            ));
        }
        rim.push(HexCell::new((r + 1).to_string(), -1, r));
        rim.push(HexCell::new((r + 1).to_string(), 5, r));
    }
    for q in 0..5i16 {
        let file = char::from(b'a' + q as u8).to_string();
        rim.push(HexCell::new(file.clone(), q, -1));
        rim.push(HexCell::new(file, q, 5));
    }
    let mut v = View::new(Board::hexes(cells).rim(rim));
    for (cell, seat) in [("c3", 0), ("b4", 1), ("d2", 0), ("c4", 1), ("a5", 0)] {
        v.piece(cell, Some(Seat(seat)), "stone");
    }
    v.mark("a5", Mark::To);
    ghost(&mut v, "e1", Some(Seat(1)), "stone");
    panels(&mut v, ["White", "Black"], [None, None], [None, None]);
    v.to_move = Some(Seat(1));
    v
}

/// Holes (TwixT, 24 × 24): no corner holes, the border rows and columns
/// set apart by lines in their owners' colours, pegs joined by links, the
/// last peg marked.
pub fn holes() -> View {
    use games::view::Link;
    let mut v = View::new(
        Board::holes(24, 24)
            .corners(false)
            .edge_lines(Some(Seat(0)), Some(Seat(1))),
    );
    let red = ["l12", "m14", "n16", "k10", "j8", "o18", "p20", "l5"];
    let black = ["j13", "l13", "h12", "n12", "p11", "f11", "r13", "m9"];
    for c in red {
        v.piece(c, Some(Seat(0)), "man");
    }
    for c in black {
        v.piece(c, Some(Seat(1)), "man");
    }
    for (a, b) in [
        ("l12", "m14"),
        ("m14", "n16"),
        ("k10", "l12"),
        ("j8", "k10"),
        ("n16", "o18"),
    ] {
        v.links.push(Link::new(a, b).owner(Some(Seat(0))));
    }
    for (a, b) in [("h12", "j13"), ("n12", "p11"), ("f11", "h12")] {
        v.links.push(Link::new(a, b).owner(Some(Seat(1))));
    }
    v.mark("p20", Mark::To);
    // Red against blue, not black: the sides must differ in grey too.
    v.seat_colours = vec!["red".into(), "blue".into()];
    panels(
        &mut v,
        ["Red", "Blue"],
        [Some("8 pegs, 5 links"), Some("8 pegs, 3 links")],
        [None, None],
    );
    v.to_move = Some(Seat(1));
    v.caption = Some(Message::plain("Red placed p20; Blue to move"));
    v
}

/// Squares with grooves (four-player Quoridor, 9 × 9): four pawns, goal
/// rows tinted in their seat's colour, walls of every seat lying both ways,
/// the walls left in the panels.
pub fn squares_grooves() -> View {
    use games::view::{Special, Wall};
    let mut v = View::new(Board::squares(9, 9).grooves(true));
    for (cell, seat) in [("e4", 0), ("e7", 1), ("b5", 2), ("g5", 3)] {
        v.piece(cell, Some(Seat(seat)), "man");
    }
    for i in 0..9u8 {
        let file = char::from(b'a' + i);
        let rank = i + 1;
        v.specials
            .push(Special::new(format!("{file}9"), "goal").owner(Some(Seat(0))));
        v.specials
            .push(Special::new(format!("{file}1"), "goal").owner(Some(Seat(1))));
        v.specials
            .push(Special::new(format!("i{rank}"), "goal").owner(Some(Seat(2))));
        v.specials
            .push(Special::new(format!("a{rank}"), "goal").owner(Some(Seat(3))));
    }
    for (wall, seat) in [
        (Wall::horizontal("d4"), 1),
        (Wall::horizontal("e6"), 0),
        (Wall::vertical("e4"), 2),
        (Wall::vertical("b5"), 3),
        (Wall::horizontal("g2"), 0),
        (Wall::vertical("f7"), 1),
        (Wall::horizontal("a6"), 2),
    ] {
        v.walls.push(wall.owner(Some(Seat(seat))));
    }
    v.mark("e3", Mark::From);
    v.mark("e4", Mark::To);
    v.arrows.push(("e3".into(), "e4".into()));
    v.seat_colours = ["red", "blue", "green", "yellow"].map(String::from).to_vec();
    v.seats = ["Red", "Blue", "Green", "Yellow"]
        .iter()
        .zip([7, 8, 8, 9])
        .enumerate()
        .map(|(i, (role, left))| {
            SeatPanel::new(Seat(i as u8), *role).score(Some(Message::plain(format!("{left} walls left"))))
        })
        .collect();
    v.to_move = Some(Seat(1));
    v.caption = Some(Message::plain("Blue to move: a step or a wall"));
    v
}

/// Stacks seen from above (Byte, 8 × 8): mixed stacks up to eight high,
/// each its top piece with its height and the colours from the bottom up.
pub fn squares_stacks_above() -> View {
    let mut v = View::new(Board::squares(8, 8).checkered(true));
    v.stacking = games::view::Stacking::Above;
    let stacks: [(&str, &[u8]); 9] = [
        ("b2", &[0]),
        ("d2", &[0, 1]),
        ("c3", &[1, 0, 0]),
        ("e3", &[0, 0, 1, 1, 0]),
        ("d4", &[1, 1, 0, 1, 0, 0, 1, 0]),
        ("f4", &[1]),
        ("e5", &[0, 1, 1]),
        ("g7", &[1, 1, 1, 1]),
        ("b6", &[0, 0, 0, 0, 1, 1, 0]),
    ];
    for (cell, owners) in stacks {
        for (i, &o) in owners.iter().enumerate() {
            // The last move carried d4's top three from e3.
            let moved = cell == "d4" && i >= owners.len() - 3;
            v.piece(cell, Some(Seat(o)), if moved { "man~moved" } else { "man" });
        }
    }
    v.mark("e3", Mark::From);
    v.mark("d4", Mark::To);
    v.arrows.push(("e3".into(), "d4".into()));
    v.seat_colours = vec!["white".into(), "black".into()];
    panels(
        &mut v,
        ["White", "Black"],
        [Some("1 stack"), Some("0 stacks")],
        [None, None],
    );
    v.to_move = Some(Seat(1));
    v.caption = Some(Message::plain("White moved 3 from e3 to d4: an 8-stack"));
    v
}

/// Special squares (tafl, 19 × 19): the throne and the corners marked, a
/// king set apart from his side (`~special`) off his throne, attackers and defenders, two captures of the last
/// move crossed out.
pub fn squares_specials() -> View {
    use games::view::Special;
    let mut v = View::new(Board::squares(19, 19));
    v.specials.push(Special::new("j10", "throne"));
    for c in ["a1", "a19", "s1", "s19"] {
        v.specials.push(Special::new(c, "corner"));
    }
    let attackers = [
        "f1", "g1", "h1", "j1", "k1", "l1", "m1", "n1", "j2", "f19", "g19", "h19", "j19", "k19", "l19",
        "m19", "n19", "j18", "a6", "a7", "a8", "a9", "a10", "a11", "a12", "a13", "a14", "b10", "s6", "s7",
        "s8", "s9", "s11", "s12", "s13", "s14", "h7", "m13",
    ];
    for c in attackers {
        v.piece(c, Some(Seat(0)), "man");
    }
    let defenders = [
        "j8", "j9", "h10", "k10", "j11", "j12", "g10", "l10", "h9", "k9", "h11", "k11", "j7",
    ];
    for c in defenders {
        v.piece(c, Some(Seat(1)), "man");
    }
    v.piece("l12", Some(Seat(1)), "king~special");
    v.mark("s10", Mark::From);
    v.mark("n10", Mark::To);
    v.arrows.push(("s10".into(), "n10".into()));
    v.piece("n10", Some(Seat(0)), "man");
    ghost(&mut v, "m10", Some(Seat(1)), "man");
    ghost(&mut v, "n11", Some(Seat(1)), "man");
    v.seat_colours = vec!["black".into(), "white".into()];
    panels(
        &mut v,
        ["Attackers", "Defenders"],
        [Some("3 captured"), Some("5 captured")],
        [None, None],
    );
    v.to_move = Some(Seat(1));
    v.caption = Some(Message::plain("Attackers s10-n10 took m10 and n11"));
    v
}

/// Tiles in hand (Domemo, three players): the tiles shown so far in rows
/// by number, each seat's hand in its panel, the reader's own tiles face
/// down and the others' face up; two tiles with a grid of holes (Peggino's).
pub fn hands() -> View {
    use games::view::Tile;
    let mut v = View::new(Board::token_rows(
        (1..=7)
            .map(|n| (n.to_string(), [0, 1, 1, 2, 0, 3, 2][n - 1]))
            .collect(),
    ));
    let hands: [&[&str]; 3] = [
        &["?", "?", "?", "?"],
        &["2", "4", "5", "7", "7"],
        &["3", "6", "6", "7"],
    ];
    v.seats = ["North", "East", "West"]
        .iter()
        .zip(hands)
        .enumerate()
        .map(|(i, (role, hand))| {
            let mut tiles: Vec<Tile> = hand
                .iter()
                .map(|&t| if t == "?" { Tile::down() } else { Tile::up(t) })
                .collect();
            // Tiles with a grid of solid squares and holes on their face.
            if i == 2 {
                tiles.push(Tile::up("1").pattern(vec!["#o#".into(), "oo#".into()]));
                tiles.push(Tile::up("D").pattern(vec!["#o".into(), "##".into(), "o#".into()]));
            }
            SeatPanel::new(Seat(i as u8), *role).hand(tiles)
        })
        .collect();
    v.mark("6", Mark::To);
    v.to_move = Some(Seat(2));
    v.caption = Some(Message::plain("East guessed 6: right, North shows a 6"));
    v
}

/// Intersections with lettered ranks (Sahkku's 3 × 15 lines): stacks with
/// their height, faded waiting pieces, frozen ones with a frost star, a
/// neutral king and a held king ringed in its holder's colour standing on a
/// stack (its height in a badge), a route, long dice.
pub fn intersections_lettered() -> View {
    let mut v = View::new(Board::intersections(15, 3).star_points(["B8"]).rank_letters(true));
    for c in 1..=4 {
        v.piece(format!("A{c}"), Some(Seat(0)), "man~dim");
    }
    for c in 10..=15 {
        v.piece(format!("C{c}"), Some(Seat(1)), "man~frozen");
    }
    v.piece("C9", Some(Seat(0)), "man");
    for _ in 0..3 {
        v.piece("B3", Some(Seat(0)), "man");
    }
    v.piece("B3", Some(Seat(0)), "king~ring");
    for _ in 0..2 {
        v.piece("A12", Some(Seat(1)), "man");
    }
    v.piece("A4", Some(Seat(0)), "man");
    v.piece("B12", None, "king");
    v.routes.push(games::view::Route {
        cells: (1..=15)
            .map(|c| format!("A{c}"))
            .chain((1..=15).rev().map(|c| format!("B{c}")))
            .collect(),
        owner: Some(Seat(0)),
    });
    v.mark("B6", Mark::From);
    v.mark("B3", Mark::To);
    v.arrows.push(("B6".into(), "B3".into()));
    v.dice = Some(Dice {
        kind: "long".into(),
        faces: vec![3, 1, 0],
        value: "4".into(),
    });
    panels(
        &mut v,
        ["White", "Black"],
        [Some("9 in play"), Some("2 in play")],
        [None, None],
    );
    v.seat_colours = vec!["white".into(), "black".into()];
    v.to_move = Some(Seat(1));
    v.caption = Some(Message::plain("White threw III X blank = 4"));
    v
}

/// A tables board (backgammon): 24 points, a tall stack with its count,
/// the bar, a tray, the cube, a checker with a warning ring and a lettered
/// one, the throw.
pub fn points() -> View {
    let mut v = View::new(
        Board::points((1..=24).map(|p| p.to_string()).collect())
            .bar(Some(("white bar".into(), "black bar".into())))
            .trays(Some(("white off".into(), "black off".into())))
            .cube(Some(games::view::Cube {
                value: 2,
                at: games::view::CubeAt::Bottom,
                offered: false,
            })),
    );
    for (cell, n, seat) in [
        ("6", 7, 0),
        ("8", 3, 0),
        ("13", 2, 0),
        ("19", 5, 1),
        ("17", 3, 1),
        ("12", 4, 1),
        ("1", 1, 1),
        ("black bar", 1, 1),
        ("white off", 2, 0),
    ] {
        for _ in 0..n {
            v.piece(cell, Some(Seat(seat)), "man");
        }
    }
    v.piece("22", Some(Seat(1)), "man~alert");
    v.piece("22", Some(Seat(0)), "man");
    v.piece("24", Some(Seat(0)), "M");
    v.mark("13", Mark::From);
    v.mark("1", Mark::To);
    v.arrows.push(("13".into(), "1".into()));
    v.seats = vec![
        SeatPanel::new(Seat(0), "White").score(Some(Message::plain("96 pips, 2 off"))),
        SeatPanel::new(Seat(1), "Black").score(Some(Message::plain("141 pips, 0 off"))),
    ];
    v.dice = Some(Dice {
        kind: "d6".into(),
        faces: vec![6, 6],
        value: "6-6".into(),
    });
    v.to_move = Some(Seat(1));
    v.caption = Some(Message::plain("White threw 6-6"));
    v
}

/// Starts `slug` and plays seeded random moves (throws by weight) until
/// `plies` were played or the game is over.
pub fn random_game(slug: &str, seed: u64, plies: usize) -> Box<dyn DynGame> {
    random_game_with(slug, &BTreeMap::new(), seed, plies)
}

/// [`random_game`] with `given` options.
pub fn random_game_with(
    slug: &str,
    given: &BTreeMap<String, games::OptionValue>,
    seed: u64,
    plies: usize,
) -> Box<dyn DynGame> {
    let mut game = games::registry::start(slug, given).expect("registered game and options");
    let mut rng = SplitMix64(seed);
    let chance_seed = games::chance::parse_seed(&seed.to_string()).expect("seed");
    for _ in 0..plies {
        match game.status() {
            Status::Over(_) => break,
            Status::Chance => {
                game.throw_from_seed(&chance_seed);
            }
            Status::ToMove(_) => {
                let legal = game.legal();
                if legal.is_empty() {
                    break;
                }
                let pick = legal[rng.below(legal.len())].clone();
                game.play(&pick).expect("legal moves play");
            }
        }
    }
    game
}

/// Plies of the seeded random game of `slug` until it ends (at most `cap`).
pub fn game_length(slug: &str, seed: u64, cap: usize) -> usize {
    random_game(slug, seed, cap).ply()
}

/// Start, middle and end of a seeded random game of every registered game:
/// (slug, stage, game).
pub fn game_positions(seed: u64) -> Vec<(&'static str, &'static str, Box<dyn DynGame>)> {
    let mut out = Vec::new();
    for entry in games::registry::GAMES {
        let slug = entry.info().slug;
        let end = game_length(slug, seed, 2000);
        out.push((slug, "start", random_game(slug, seed, 0)));
        out.push((slug, "mid", random_game(slug, seed, end / 2)));
        out.push((slug, "end", random_game(slug, seed, end)));
    }
    out
}
