//! The neutral picture of a position, for the renderer.
//!
//! A game describes *what* to draw (a board of some kind, cells named as in
//! the game's notation, pieces with style keys, highlights, dice, per-seat
//! panels); the renderer decides *how*, knowing board kinds but never games.

use crate::{Message, Outcome, Seat};

/// Everything the renderer needs for one picture. Made by [`View::new`],
/// then filled in.
#[derive(Clone, PartialEq, Debug)]
#[non_exhaustive]
pub struct View {
    pub board: Board,
    /// Pieces on cells. Several entries on one cell form a stack, bottom first.
    pub pieces: Vec<Piece>,
    /// Numbers or notation written on cells (seed counts of pits).
    pub cell_labels: Vec<(String, String)>,
    /// Words written on cells (a senet square's "safe"), worded for the
    /// reader and drawn like labels.
    pub cell_words: Vec<(String, Message)>,
    /// Cells to mark, with why.
    pub highlights: Vec<Highlight>,
    /// Arrows, from cell to cell (the last move).
    pub arrows: Vec<(String, String)>,
    /// The routes pieces travel (race tracks), drawn faintly under the
    /// pieces with their direction.
    pub routes: Vec<Route>,
    /// Cells drawn in a special way (a throne, corners, goal rows).
    pub specials: Vec<Special>,
    /// Bars joining two cells, under the pieces (links between pegs).
    pub links: Vec<Link>,
    /// Walls in the grooves of a [`Squares`] board with grooves.
    pub walls: Vec<Wall>,
    /// Groups of cells shaded and bordered as one area (territories), on
    /// square and intersection boards, under the pieces, each with its
    /// name (if any) in a corner.
    pub regions: Vec<Region>,
    /// How a cell holding several pieces is drawn.
    pub stacking: Stacking,
    /// One panel per seat: name, score, pieces in hand.
    pub seats: Vec<SeatPanel>,
    /// The seat to move; `None` at chance or when the game is over.
    pub to_move: Option<Seat>,
    /// The last throw, if the game uses dice.
    pub dice: Option<Dice>,
    /// One line under the board ("South wins: 25 seeds").
    pub caption: Option<Message>,
    /// What the last move did, in words, when the move's text does not say
    /// it all (a mancala sowing: its laps, where the last seed fell, what
    /// was captured and why). The core adds it to the reply; empty when
    /// there is nothing to tell.
    pub last_move: Vec<Message>,
    /// The colour of each seat's pieces as a style key ("white", "black",
    /// "blue", "red"), by seat index, so the picture matches the seat names.
    /// Empty (or missing entries): the renderer picks by the seat's role if
    /// it names a colour, else by the theme's order.
    pub seat_colours: Vec<String>,
    /// At a chance node, the seat whose throw is due, if the game says.
    /// `dice` then shows the previous throw.
    pub to_throw: Option<Seat>,
    /// How the game ended, once it is over. [`crate::DynGame::view`] fills it
    /// from the status, so games need not.
    pub outcome: Option<Outcome>,
    /// The seat whose side of the board is drawn at the bottom (rank 1, or
    /// y = 0), when it is not seat 0: in English draughts Black moves first
    /// (seat 0) from the top of the diagram. A player's picture is turned
    /// when the bottom side is not theirs; spectators see it as described.
    pub bottom: Option<Seat>,
}

/// Board kinds. Cells are named in the game's own notation.
///
/// Each kind is a struct built by its constructor and setters, so a new
/// option of one kind touches no game that does not use it:
///
/// ```
/// use games::view::{Board, View};
/// let board = Board::squares(10, 10).checkered(true).a1_light(true);
/// assert!(board.checkered && board.a1_light && !board.grooves);
/// let view = View::new(board);
/// assert!(matches!(view.board, Board::Squares(ref s) if s.files == 10));
/// let go = Board::intersections(19, 19).star_points(["d4", "q16"]);
/// assert_eq!(go.star_points.len(), 2);
/// ```
#[derive(Clone, PartialEq, Debug)]
pub enum Board {
    /// A grid of squares (chess, draughts, tafl, Quoridor).
    Squares(Squares),
    /// Lines crossing, pieces on the crossings (Go, Gomoku).
    Intersections(Intersections),
    /// Named points joined by lines (morris boards, alquerque).
    Graph(Graph),
    /// Mancala: rows of pits, stores at the ends.
    Pits(Pits),
    /// Squares laid out on a grid with holes (Ur, Senet).
    Track(Track),
    /// Rows of identical tokens (Nim).
    TokenRows(TokenRows),
    /// A tables board (backgammon, plakoto).
    Points(Points),
    /// A grid of holes for pegs, joined by links (TwixT).
    Holes(Holes),
    /// Hexagonal cells in rows (a hex-hex or rhombus board).
    Hexes(Hexes),
}

impl Board {
    /// A plain grid of `files` × `ranks` squares.
    pub fn squares(files: u8, ranks: u8) -> Squares {
        Squares {
            files,
            ranks,
            checkered: false,
            a1_light: false,
            grooves: false,
            rivers: Vec::new(),
            absent: Vec::new(),
        }
    }

    /// `files` × `ranks` crossing lines, no star points, `a1` names.
    pub fn intersections(files: u8, ranks: u8) -> Intersections {
        Intersections {
            files,
            ranks,
            star_points: Vec::new(),
            rank_letters: false,
            skip_i: false,
            coordinates_around: false,
        }
    }

    /// Named points joined by lines.
    pub fn graph(points: Vec<GraphPoint>, lines: Vec<(String, String)>) -> Graph {
        Graph {
            points,
            lines,
            painted: Vec::new(),
        }
    }

    /// Rows of pits (top row first), no stores, no special pits.
    pub fn pits(rows: Vec<Vec<String>>) -> Pits {
        Pits {
            rows,
            stores: (None, None),
            marks: Vec::new(),
        }
    }

    /// A track of `squares` on a grid of `columns` × `rows`.
    pub fn track(columns: u8, rows: u8, squares: Vec<TrackSquare>) -> Track {
        Track {
            columns,
            rows,
            squares,
            checkered: false,
        }
    }

    /// Rows of tokens: each row's name and count, top row first.
    pub fn token_rows(rows: Vec<(String, u32)>) -> TokenRows {
        TokenRows { rows }
    }

    /// A tables board of `points` (see [`Points::points`]), no bar, no
    /// trays, no cube.
    pub fn points(points: Vec<String>) -> Points {
        Points {
            points,
            labels: Vec::new(),
            bar: None,
            trays: None,
            cube: None,
        }
    }

    /// A grid of `files` × `ranks` holes, every one drilled, no edge lines.
    pub fn holes(files: u8, ranks: u8) -> Holes {
        Holes {
            files,
            ranks,
            corners: true,
            edge_lines: None,
            ranks_down: false,
            capital_files: false,
            coordinates_around: false,
        }
    }

    /// Hexagonal cells placed by their axial coordinates (see [`Hexes`]),
    /// no coordinates written round them.
    pub fn hexes(cells: Vec<HexCell>) -> Hexes {
        Hexes {
            cells,
            rim: Vec::new(),
        }
    }
}

/// Hexagonal cells, a point up, in horizontal rows: any layout (a hexagon
/// of hexagons, a rhombus, a triangle) is the list of its cells.
///
/// A cell's place is axial: `r` counts rows upwards, `q` counts cells along
/// a row to the right, and row `r + 1` is shifted half a cell to the right,
/// so (`q`, `r + 1`) touches (`q`, `r`) above on its right and (`q − 1`,
/// `r + 1`) above on its left. The six neighbours of (`q`, `r`) are
/// (`q ± 1`, `r`), (`q`, `r ± 1`), (`q + 1`, `r − 1`) and (`q − 1`, `r + 1`).
///
/// ```
/// use games::view::{Board, HexCell};
/// let board = Board::hexes(vec![HexCell::new("a1", 0, 0), HexCell::new("b1", -1, 1)])
///     .rim(vec![HexCell::new("a", -1, 0)]);
/// assert_eq!((board.cells.len(), board.rim.len()), (2, 1));
/// ```
#[derive(Clone, PartialEq, Debug)]
#[non_exhaustive]
pub struct Hexes {
    /// The cells, named in the game's notation.
    pub cells: Vec<HexCell>,
    /// Coordinates written round the board: each text at an axial place
    /// off the board, usually beside the cell at a row's or line's end.
    pub rim: Vec<HexCell>,
}

impl Hexes {
    /// The coordinates written round the board.
    pub fn rim(mut self, labels: Vec<HexCell>) -> Self {
        self.rim = labels;
        self
    }

    /// Writes a coordinate beyond one end of every straight line of cells
    /// running along `axis`, whatever the board's shape: the line's end
    /// cell (its lowest or highest along the axis, as `end` says) is given
    /// to `label`, whose text goes one step past it, off the board. A place
    /// already holding a cell or a rim text is skipped. Lines that a gap
    /// splits count as one (their end is the whole line's end).
    ///
    /// ```
    /// use games::view::{Board, HexAxis, HexCell, LineEnd};
    /// // A triangle of three rows, apex on top: row r has r + 1 cells.
    /// let cells = (0..3i16)
    ///     .flat_map(|r| (0..=r).map(move |k| HexCell::new(format!("{r}{k}"), k, -r)))
    ///     .collect();
    /// let board = Board::hexes(cells)
    ///     .line_labels(HexAxis::Row, LineEnd::Low, |c| Some(c.name[..1].to_string()));
    /// // Row 0's label sits one step left of its only cell.
    /// assert!(board.rim.contains(&HexCell::new("0", -1, 0)));
    /// assert_eq!(board.rim.len(), 3);
    /// ```
    pub fn line_labels(
        mut self,
        axis: HexAxis,
        end: LineEnd,
        label: impl Fn(&HexCell) -> Option<String>,
    ) -> Self {
        // (which line, where along it) of a cell, and the step along it.
        let key = |c: &HexCell| match axis {
            HexAxis::Row => c.r,
            HexAxis::RisingRight => c.q,
            HexAxis::RisingLeft => c.q + c.r,
        };
        let along = |c: &HexCell| match axis {
            HexAxis::Row => c.q,
            HexAxis::RisingRight | HexAxis::RisingLeft => c.r,
        };
        let step: (i16, i16) = match axis {
            HexAxis::Row => (1, 0),
            HexAxis::RisingRight => (0, 1),
            HexAxis::RisingLeft => (-1, 1),
        };
        let step = match end {
            LineEnd::Low => (-step.0, -step.1),
            LineEnd::High => step,
        };
        let mut ends: Vec<&HexCell> = Vec::new();
        for cell in &self.cells {
            match ends.iter_mut().find(|e| key(e) == key(cell)) {
                Some(e) => {
                    let beyond = match end {
                        LineEnd::Low => along(cell) < along(e),
                        LineEnd::High => along(cell) > along(e),
                    };
                    if beyond {
                        *e = cell;
                    }
                }
                None => ends.push(cell),
            }
        }
        ends.sort_by_key(|c| key(c));
        let mut rim = Vec::new();
        for e in ends {
            let (q, r) = (e.q + step.0, e.r + step.1);
            let taken = |c: &HexCell| c.q == q && c.r == r;
            if self.cells.iter().any(taken) || self.rim.iter().chain(&rim).any(taken) {
                continue;
            }
            if let Some(text) = label(e) {
                rim.push(HexCell::new(text, q, r));
            }
        }
        self.rim.extend(rim);
        self
    }
}

/// A direction of straight lines of cells on a [`Hexes`] board.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum HexAxis {
    /// Horizontal rows (`r` fixed), low end on the left.
    Row,
    /// Lines rising to the right (`q` fixed), low end at the bottom.
    RisingRight,
    /// Lines rising to the left (`q + r` fixed), low end at the bottom.
    RisingLeft,
}

/// Which end of a line of cells: the left of a row or the bottom of a
/// rising line (`Low`), or the other (`High`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum LineEnd {
    Low,
    High,
}

/// A named place on a [`Hexes`] board, at axial `q`, `r`.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct HexCell {
    pub name: String,
    pub q: i16,
    pub r: i16,
}

impl HexCell {
    /// `name` at axial `q`, `r`.
    pub fn new(name: impl Into<String>, q: i16, r: i16) -> Self {
        HexCell {
            name: name.into(),
            q,
            r,
        }
    }
}

/// A grid of squares, files a.. left to right, ranks 1.. bottom to top.
#[derive(Clone, PartialEq, Debug)]
#[non_exhaustive]
pub struct Squares {
    pub files: u8,
    pub ranks: u8,
    /// Alternate dark and light squares (a1 dark unless `a1_light`).
    pub checkered: bool,
    /// With `checkered`, a1 is light: the dark squares are those whose
    /// file and rank (from a1) add up to an odd number. Italian draughts
    /// has a light square at each player's bottom-left.
    pub a1_light: bool,
    /// Squares drawn apart, with grooves between them where [`Wall`]s lie
    /// (Quoridor).
    pub grooves: bool,
    /// Ranks with a river drawn above them: a band of water across the
    /// board between rank `n` and rank `n + 1`, setting them apart.
    pub rivers: Vec<u8>,
    /// Squares of the grid that are no part of the board ("a1"): a board
    /// of irregular outline inside its grid (Universe's corners). They are
    /// drawn as the table around the board, and hold nothing.
    pub absent: Vec<String>,
}

impl Squares {
    /// Alternate dark and light squares.
    pub fn checkered(mut self, on: bool) -> Self {
        self.checkered = on;
        self
    }

    /// With `checkered`: a1 is a light square.
    pub fn a1_light(mut self, on: bool) -> Self {
        self.a1_light = on;
        self
    }

    /// Squares apart, with grooves for walls between them.
    pub fn grooves(mut self, on: bool) -> Self {
        self.grooves = on;
        self
    }

    /// A river above each of these ranks (between rank `n` and `n + 1`).
    pub fn rivers(mut self, ranks: impl IntoIterator<Item = u8>) -> Self {
        self.rivers = ranks.into_iter().collect();
        self
    }

    /// These squares of the grid are no part of the board.
    pub fn absent<S: Into<String>>(mut self, cells: impl IntoIterator<Item = S>) -> Self {
        self.absent = cells.into_iter().map(Into::into).collect();
        self
    }
}

/// Lines crossing, pieces on the crossings.
#[derive(Clone, PartialEq, Debug)]
#[non_exhaustive]
pub struct Intersections {
    pub files: u8,
    pub ranks: u8,
    /// Marked points ("h8").
    pub star_points: Vec<String>,
    /// Points named by a capital letter per rank (A at the bottom) and a
    /// number per file (1 at the left): `A1` … `C15`, for boards whose
    /// notation letters the long lines; `false`: `a1`, file letter then
    /// rank number.
    pub rank_letters: bool,
    /// File letters skip `i` (`a`…`h`, `j`…), as Go boards do, so the
    /// letters are not mistaken for `j` or `l`.
    pub skip_i: bool,
    /// Coordinates on all four sides, not only left and below (large
    /// boards read from any edge).
    pub coordinates_around: bool,
}

impl Intersections {
    /// File letters skip `i`.
    pub fn skip_i(mut self, on: bool) -> Self {
        self.skip_i = on;
        self
    }

    /// Coordinates on all four sides.
    pub fn coordinates_around(mut self, on: bool) -> Self {
        self.coordinates_around = on;
        self
    }

    /// The marked points.
    pub fn star_points<S: Into<String>>(mut self, points: impl IntoIterator<Item = S>) -> Self {
        self.star_points = points.into_iter().map(Into::into).collect();
        self
    }

    /// Names points `A1` (rank letter, file number) instead of `a1`.
    pub fn rank_letters(mut self, on: bool) -> Self {
        self.rank_letters = on;
        self
    }
}

/// Named points joined by lines, positions in a unit square (0,0 bottom
/// left, 1,1 top right): morris boards, alquerque, a circuit of coloured
/// lines. A point whose name starts with `~` is an anchor: lines may end
/// there, but it is neither drawn nor named, and holds no piece.
///
/// ```
/// use games::view::{Board, GraphLine, GraphPoint};
/// let board = Board::graph(
///     vec![GraphPoint::new("1", 0.0, 0.0), GraphPoint::new("2", 1.0, 0.0)],
///     Vec::new(),
/// )
/// .painted(vec![GraphLine::new("1", "2").paint("red")]);
/// assert_eq!(board.painted[0].paint.as_deref(), Some("red"));
/// ```
#[derive(Clone, PartialEq, Debug)]
#[non_exhaustive]
pub struct Graph {
    pub points: Vec<GraphPoint>,
    pub lines: Vec<(String, String)>,
    /// Lines drawn in a colour of their own, thicker, over the plain
    /// ones (a track of red and blue lines, a finish line).
    pub painted: Vec<GraphLine>,
}

impl Graph {
    /// The lines drawn in colours of their own.
    pub fn painted(mut self, lines: Vec<GraphLine>) -> Self {
        self.painted = lines;
        self
    }
}

/// A straight line between two points of a [`Graph`], in a colour key of
/// its own ("red", "blue", "black"…, as a piece's `~paint:`).
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct GraphLine {
    pub from: String,
    pub to: String,
    /// Its colour key; `None`: the board's line colour.
    pub paint: Option<String>,
}

impl GraphLine {
    /// A line from `from` to `to` in the board's line colour.
    pub fn new(from: impl Into<String>, to: impl Into<String>) -> Self {
        GraphLine {
            from: from.into(),
            to: to.into(),
            paint: None,
        }
    }

    /// Its colour key.
    pub fn paint(mut self, key: impl Into<String>) -> Self {
        self.paint = Some(key.into());
        self
    }
}

/// Mancala: rows of pits (top row first), stores at the ends.
#[derive(Clone, PartialEq, Debug)]
#[non_exhaustive]
pub struct Pits {
    /// Pit names, one vector per row, left to right as drawn.
    pub rows: Vec<Vec<String>>,
    /// Store names: left store, right store (either may be absent).
    pub stores: (Option<String>, Option<String>),
    /// Pits drawn in a special way (see [`PitKind`]).
    pub marks: Vec<PitMark>,
}

impl Pits {
    /// The left and right stores' names.
    pub fn stores(mut self, left: Option<String>, right: Option<String>) -> Self {
        self.stores = (left, right);
        self
    }

    /// Pits drawn in a special way.
    pub fn marks(mut self, marks: Vec<PitMark>) -> Self {
        self.marks = marks;
        self
    }
}

/// Squares laid out on a grid with holes (Ur, Senet): each square has a
/// column and row (0,0 bottom left) and may be special.
#[derive(Clone, PartialEq, Debug)]
#[non_exhaustive]
pub struct Track {
    pub columns: u8,
    pub rows: u8,
    pub squares: Vec<TrackSquare>,
    /// Alternate dark and light squares, as on a chessboard: a square is
    /// dark when its column and row (from 0,0) add up to an even number.
    pub checkered: bool,
}

impl Track {
    /// Alternate dark and light squares (a track cut from a chessboard).
    ///
    /// ```
    /// use games::view::{Board, TrackSquare};
    /// let t = Board::track(2, 1, vec![TrackSquare::new("a1", 0, 0)]).checkered(true);
    /// assert!(t.checkered);
    /// ```
    pub fn checkered(mut self, on: bool) -> Self {
        self.checkered = on;
        self
    }
}

/// Rows of identical tokens (Nim): the count in each row, top row first.
#[derive(Clone, PartialEq, Debug)]
#[non_exhaustive]
pub struct TokenRows {
    pub rows: Vec<(String, u32)>,
}

/// A tables board (backgammon, plakoto): two rows of points facing each
/// other, pieces stacked along each point from the board's edge, an
/// optional bar between the halves of each row and optional trays for
/// pieces borne off, at the right.
#[derive(Clone, PartialEq, Debug)]
#[non_exhaustive]
pub struct Points {
    /// Point names counter-clockwise from the bottom right: the bottom row
    /// right to left, then the top row left to right (an even number; half
    /// of them per row).
    pub points: Vec<String>,
    /// What to write at each point (its number as the viewer counts), in
    /// the order of `points`; empty: the names.
    pub labels: Vec<String>,
    /// Names of the bar's bottom and top halves; `None`: no bar.
    pub bar: Option<(String, String)>,
    /// Names of the bottom and top trays; `None`: no trays.
    pub trays: Option<(String, String)>,
    /// The doubling cube, if in play.
    pub cube: Option<Cube>,
}

impl Points {
    /// What to write at each point, in the order of the points.
    pub fn labels(mut self, labels: Vec<String>) -> Self {
        self.labels = labels;
        self
    }

    /// A bar: the names of its bottom and top halves.
    pub fn bar(mut self, bar: Option<(String, String)>) -> Self {
        self.bar = bar;
        self
    }

    /// Trays for pieces borne off: the bottom and top trays' names.
    pub fn trays(mut self, trays: Option<(String, String)>) -> Self {
        self.trays = trays;
        self
    }

    /// The doubling cube.
    pub fn cube(mut self, cube: Option<Cube>) -> Self {
        self.cube = cube;
        self
    }
}

/// A grid of holes, files a.. left to right, ranks 1.. bottom to top, for
/// pegs joined by [`Link`]s (TwixT).
#[derive(Clone, PartialEq, Debug)]
#[non_exhaustive]
pub struct Holes {
    pub files: u8,
    pub ranks: u8,
    /// Whether the four corner holes are drilled (TwixT has none).
    pub corners: bool,
    /// Lines setting the outermost rows and columns apart from the rest:
    /// the seat whose colour the lines along the top and bottom rows take,
    /// then the one for the left and right columns (`None`: plain ink).
    /// `None`: no lines.
    pub edge_lines: Option<(Option<Seat>, Option<Seat>)>,
    /// Rank 1 is the top row and numbers grow downwards (TwixT's rows);
    /// `false`: rank 1 at the bottom. Cells keep their names (`f12`): only
    /// where they are drawn changes.
    pub ranks_down: bool,
    /// File letters written as capitals (`A`–`X`); cells are still named
    /// with small letters.
    pub capital_files: bool,
    /// Coordinates on all four sides, not only left and below.
    pub coordinates_around: bool,
}

impl Holes {
    /// Rank 1 on top, numbers growing downwards.
    pub fn ranks_down(mut self, on: bool) -> Self {
        self.ranks_down = on;
        self
    }

    /// File letters written as capitals.
    pub fn capital_files(mut self, on: bool) -> Self {
        self.capital_files = on;
        self
    }

    /// Coordinates on all four sides.
    pub fn coordinates_around(mut self, on: bool) -> Self {
        self.coordinates_around = on;
        self
    }

    /// Whether the corner holes are drilled.
    pub fn corners(mut self, on: bool) -> Self {
        self.corners = on;
        self
    }

    /// Lines inside the outermost rows (in `rows`' colour) and columns (in
    /// `columns`' colour).
    pub fn edge_lines(mut self, rows: Option<Seat>, columns: Option<Seat>) -> Self {
        self.edge_lines = Some((rows, columns));
        self
    }
}

macro_rules! into_board {
    ($($kind:ident),*) => {$(
        impl From<$kind> for Board {
            fn from(kind: $kind) -> Board {
                Board::$kind(kind)
            }
        }
    )*};
}
into_board!(
    Squares,
    Intersections,
    Graph,
    Pits,
    Track,
    TokenRows,
    Points,
    Holes,
    Hexes
);

/// A doubling cube on a [`Board::Points`].
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Cube {
    /// The value written on it.
    pub value: u32,
    /// Where it lies.
    pub at: CubeAt,
    /// A double is being offered (the cube is drawn turned towards the
    /// side that must answer).
    pub offered: bool,
}

/// Where the doubling cube lies.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CubeAt {
    /// In the middle: nobody owns it.
    Middle,
    /// On the bottom side's edge: the bottom side owns it.
    Bottom,
    /// On the top side's edge.
    Top,
}

/// A pit drawn in a special way on a `Board::Pits`.
#[derive(Clone, PartialEq, Debug)]
#[non_exhaustive]
pub struct PitMark {
    pub cell: String,
    pub kind: PitKind,
    /// Whose it is (its colour), if anybody's.
    pub owner: Option<Seat>,
}

impl PitMark {
    /// Pit `cell` drawn as `kind`, nobody's.
    pub fn new(cell: impl Into<String>, kind: PitKind) -> Self {
        PitMark {
            cell: cell.into(),
            kind,
            owner: None,
        }
    }

    /// Whose it is: the mark takes the seat's colour.
    pub fn owner(mut self, owner: Option<Seat>) -> Self {
        self.owner = owner;
        self
    }
}

/// How a pit is drawn specially, named by what is drawn; the game says what
/// it means (in its own view code).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum PitKind {
    /// A rim in the owner's colour (pits that change hands, rings shared
    /// by three or four seats).
    Rim,
    /// Drawn square instead of round (Bao's nyumba while it keeps its
    /// powers); an owner adds a tab of their colour at its corner.
    Square,
    /// A cross in the owner's colour over the pit (a pit claimed for good,
    /// as Togyzkumalak's tuzdyk).
    Cross,
    /// A marker disc in the owner's colour at the pit's edge (a pit whose
    /// seeds count for a seat: Layli Goobalay's uur, Oh-Wah-Ree's nest).
    Dot,
    /// Hatched: a pit out of play (Congklak's burnt hole).
    Hatched,
}

/// A point of a `Board::Graph`.
#[derive(Clone, PartialEq, Debug)]
#[non_exhaustive]
pub struct GraphPoint {
    pub name: String,
    pub x: f32,
    pub y: f32,
}

impl GraphPoint {
    /// Point `name` at `x`, `y` in the unit square (0,0 bottom left).
    pub fn new(name: impl Into<String>, x: f32, y: f32) -> Self {
        GraphPoint {
            name: name.into(),
            x,
            y,
        }
    }
}

/// A square of a `Board::Track`.
#[derive(Clone, PartialEq, Debug)]
#[non_exhaustive]
pub struct TrackSquare {
    /// The square's name; a name starting with `~` is not printed (lanes
    /// that share one printed name).
    pub name: String,
    pub column: u8,
    pub row: u8,
    /// A style key for special squares ("rosette"), or `None`.
    pub special: Option<String>,
    /// A place off the track (where pieces wait before they enter, a
    /// home): drawn, with the places of the kind beside it, as one field
    /// in its special's colour, not as a square of the track.
    pub area: bool,
}

impl TrackSquare {
    /// Square `name` at `column`, `row` (0,0 bottom left), not special.
    pub fn new(name: impl Into<String>, column: u8, row: u8) -> Self {
        TrackSquare {
            name: name.into(),
            column,
            row,
            special: None,
            area: false,
        }
    }

    /// The square's special style key ("rosette"), if any.
    pub fn special(mut self, key: Option<String>) -> Self {
        self.special = key;
        self
    }

    /// Marks the square as a place off the track (see its `area` field).
    pub fn area(mut self) -> Self {
        self.area = true;
        self
    }
}

/// A route along cells, in the order pieces travel it.
#[derive(Clone, PartialEq, Debug)]
pub struct Route {
    /// The cells, first to last.
    pub cells: Vec<String>,
    /// The seat whose route it is (drives its colour); `None` for a route
    /// every seat travels.
    pub owner: Option<Seat>,
}

/// A piece on a cell.
#[derive(Clone, PartialEq, Debug)]
pub struct Piece {
    pub cell: String,
    /// Who owns it (drives its colour), if anybody.
    pub owner: Option<Seat>,
    /// What it is, as a style key: "man", "king", "stone", "seed"; a single
    /// capital letter or digit ("L", "5", or "L~paint:red" with modifiers)
    /// is a token drawn with that letter or digit on it. The
    /// key may end in modifiers: `~dim` (drawn faded: not yet in play),
    /// `~frozen` (faded and marked with a frost star: may not move now),
    /// `~ring` (a neutral piece held by `owner` for now: drawn in the
    /// neutral colour with a ring of the owner's colour), `~alert` (a ring
    /// in the warning colour inside the piece: pinned, threatened),
    /// `~special` (one piece set apart from its side, as a tafl king: drawn
    /// in the neutral colour ringed with the owner's), `~moved` (carried by
    /// the last move: the moved part of a stack, marked in the last move's
    /// colour), `~paint:KEY` (drawn in the colour key `KEY`, "green",
    /// "red", "silver", "tan", "beige"…, whoever owns it: neutral pieces
    /// told apart by colour alone),
    /// `~flag` (carrying a flag: a pennant drawn on the piece), `~small`
    /// (drawn at about three fifths of the size: a low piece beside tall
    /// ones). A key `die:N` (N from 1 to 6) is a six-sided die showing N
    /// pips, its body in the piece's colour (Corona's coloured dice are
    /// `die:4~paint:blue`). A key `tile:SIDES` is a square tile filling its cell in the
    /// owner's colour, with a thick line from its centre to the middle of
    /// each side named (`n`, `e`, `s`, `w` as the board is described:
    /// `tile:ew` a straight, `tile:ne` a corner), turned with the picture.
    /// A key `sprite:NAME`
    /// is a piece drawn from the renderer's named picture `NAME` in the
    /// owner's colour (`sprite:chess-knight`: the chess set's knight), or as
    /// a plain piece where the renderer has no such picture. A stack whose top
    /// piece has another style than the pieces under it (a king standing on
    /// men) writes the number of those pieces in a badge at its corner.
    pub kind: String,
}

/// Why a cell is marked.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Mark {
    /// Where the last move started.
    From,
    /// Where the last move arrived or placed.
    To,
    /// A piece removed by the last move (drawn ghosted).
    Captured,
    /// Part of a winning or scoring line (a mill, five in a row).
    Line,
    /// A corner of a winning shape that is no straight line (a triangle):
    /// the corners marked are joined in the order listed into a closed
    /// outline.
    Outline,
    /// A cell that may be chosen now.
    Choice,
    /// A cell the last move passed through (a pit a seed was sown into).
    Sown,
}

/// A marked cell.
#[derive(Clone, PartialEq, Debug)]
pub struct Highlight {
    pub cell: String,
    pub mark: Mark,
    /// For `Captured`: what was there, so it can be drawn ghosted.
    pub ghost: Option<Piece>,
}

/// A seat's panel beside the board.
#[derive(Clone, PartialEq, Debug)]
#[non_exhaustive]
pub struct SeatPanel {
    pub seat: Seat,
    /// The seat's role in the game ("South", "White").
    pub role: String,
    /// Score, captures or borne-off count, as shown ("12 seeds").
    pub score: Option<Message>,
    /// Pieces still to enter or place.
    pub in_hand: Option<u32>,
    /// Tiles or cards the seat holds, drawn in a row in its panel, face up
    /// or face down as this picture's reader may see them.
    pub hand: Vec<Tile>,
    /// Pieces the seat holds off the board and may put on it (a reserve,
    /// pieces in hand), drawn in its panel in its colour with their counts.
    pub held: Vec<Held>,
}

/// Pieces of one kind a seat holds off the board.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct Held {
    /// Their style key, as a [`Piece`]'s.
    pub kind: String,
    pub count: u32,
}

impl Held {
    /// `count` pieces of style `kind`.
    pub fn new(kind: impl Into<String>, count: u32) -> Self {
        Held {
            kind: kind.into(),
            count,
        }
    }
}

impl SeatPanel {
    /// The panel of `seat` playing `role`, with nothing more to show.
    pub fn new(seat: Seat, role: impl Into<String>) -> Self {
        SeatPanel {
            seat,
            role: role.into(),
            score: None,
            in_hand: None,
            hand: Vec::new(),
            held: Vec::new(),
        }
    }

    /// The score in neutral form, for tests and logs.
    pub fn score_text(&self) -> Option<String> {
        self.score.as_ref().map(Message::to_string)
    }

    /// The score as shown ("12 seeds").
    pub fn score(mut self, score: Option<Message>) -> Self {
        self.score = score;
        self
    }

    /// Pieces still to enter or place.
    pub fn in_hand(mut self, in_hand: Option<u32>) -> Self {
        self.in_hand = in_hand;
        self
    }

    /// The tiles or cards the seat holds.
    pub fn hand(mut self, hand: Vec<Tile>) -> Self {
        self.hand = hand;
        self
    }

    /// The pieces the seat holds off the board.
    pub fn held(mut self, held: Vec<Held>) -> Self {
        self.held = held;
        self
    }
}

/// A tile or card in a seat's hand.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct Tile {
    /// What its face shows (a number, a word); `None`: it lies face down,
    /// its back shown.
    pub face: Option<String>,
    /// A small grid drawn on a face-up tile under its face text, top row
    /// first: `#` a solid square, `o` a square with a hole, any other
    /// character nothing. Empty: no grid.
    pub pattern: Vec<String>,
}

impl Tile {
    /// A tile face up, showing `face`.
    pub fn up(face: impl Into<String>) -> Self {
        Tile {
            face: Some(face.into()),
            pattern: Vec::new(),
        }
    }

    /// A tile face down.
    pub fn down() -> Self {
        Tile {
            face: None,
            pattern: Vec::new(),
        }
    }

    /// The grid drawn on its face: rows of `#` (solid) and `o` (a hole).
    ///
    /// ```
    /// use games::view::Tile;
    /// let t = Tile::up("2").pattern(vec!["#o#".into(), "oo#".into()]);
    /// assert_eq!(t.pattern.len(), 2);
    /// ```
    pub fn pattern(mut self, rows: Vec<String>) -> Self {
        self.pattern = rows;
        self
    }
}

/// A cell drawn in a special way: a style key, named by what the theme
/// draws or by the common word for it ("throne": a framed square; "corner":
/// a hatched square; "blocked": a dark red hatched square no piece may
/// use; "goal", "zone", "safe", "rosette", "water", "lucky",
/// "exit", "start"), tinted with its owner's colour when it has one (a goal
/// row per player), or `paint:KEY`: the cell filled with the colour of the
/// colour key `KEY` ("red", "green"…, as a piece's `~paint:`), whoever
/// owns it (a coloured board, a blocked cell). Drawn on square and hexagonal cells (squares, tracks,
/// hexes); on a point
/// where lines cross, a cell with an owner is a small square in the
/// owner's colour (territory on a Go board); other cells ignore it.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct Special {
    pub cell: String,
    pub style: String,
    /// The seat whose colour tints it, if any.
    pub owner: Option<Seat>,
}

impl Special {
    /// Cell `cell` drawn in style `style`, nobody's.
    pub fn new(cell: impl Into<String>, style: impl Into<String>) -> Self {
        Special {
            cell: cell.into(),
            style: style.into(),
            owner: None,
        }
    }

    /// The seat whose colour tints it.
    pub fn owner(mut self, owner: Option<Seat>) -> Self {
        self.owner = owner;
        self
    }
}

/// A thick bar joining two cells in its owner's colour, drawn under the
/// pieces (TwixT's links between pegs).
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct Link {
    pub from: String,
    pub to: String,
    pub owner: Option<Seat>,
}

impl Link {
    /// A link from `from` to `to`, nobody's.
    pub fn new(from: impl Into<String>, to: impl Into<String>) -> Self {
        Link {
            from: from.into(),
            to: to.into(),
            owner: None,
        }
    }

    /// The seat whose colour it takes.
    pub fn owner(mut self, owner: Option<Seat>) -> Self {
        self.owner = owner;
        self
    }
}

/// A wall lying in the grooves of a [`Squares`] board with grooves.
///
/// A horizontal wall lies in the groove along the top (higher rank) side of
/// `cell` and of the squares to its right, `length` squares long; a
/// vertical one in the groove along the right (higher file) side of `cell`
/// and of the squares above it. Quoridor's `e3h` is
/// `Wall::horizontal("e3")`: over e3 and f3.
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct Wall {
    pub cell: String,
    pub vertical: bool,
    /// In squares; 2 unless set.
    pub length: u8,
    /// The seat who placed it (its colour), if shown.
    pub owner: Option<Seat>,
    /// Drawn with a dot at its middle: a wall marked by the rules (one
    /// moved once in Quoridor with the coin).
    pub marked: bool,
}

impl Wall {
    /// A wall two squares long along the top of `cell` and the square to
    /// its right.
    pub fn horizontal(cell: impl Into<String>) -> Self {
        Wall {
            cell: cell.into(),
            vertical: false,
            length: 2,
            owner: None,
            marked: false,
        }
    }

    /// A wall two squares long along the right of `cell` and the square
    /// above it.
    pub fn vertical(cell: impl Into<String>) -> Self {
        Wall {
            vertical: true,
            ..Wall::horizontal(cell)
        }
    }

    /// Its length, in squares.
    pub fn length(mut self, squares: u8) -> Self {
        self.length = squares;
        self
    }

    /// Whether it is drawn marked (a dot at its middle).
    pub fn marked(mut self, marked: bool) -> Self {
        self.marked = marked;
        self
    }

    /// The seat whose colour it takes.
    pub fn owner(mut self, owner: Option<Seat>) -> Self {
        self.owner = owner;
        self
    }
}

/// Cells drawn as one area (a territory): shaded (in its owner's colour
/// when it has one, else a neutral wash) and bordered where it meets other
/// cells or the edge, with its name, if it has one, in the corner of its
/// top-left cell, and an optional hole for a flag, which holds a flag in
/// the owner's colour when the area has an owner.
///
/// ```
/// use games::view::Region;
/// use games::Seat;
/// let centre = Region::new(vec!["c3".into(), "d3".into(), "c4".into(), "d4".into()])
///     .named("5")
///     .owner(Some(Seat(1)))
///     .hole("c3", "d4");
/// assert_eq!(centre.hole, Some(("c3".to_string(), "d4".to_string())));
/// assert_eq!(centre.name, "5");
/// ```
#[derive(Clone, PartialEq, Eq, Debug)]
#[non_exhaustive]
pub struct Region {
    /// Its name, written in a corner; empty: none.
    pub name: String,
    /// Its cells, named as the board names them.
    pub cells: Vec<String>,
    /// The seat whose colour shades it (and whose flag is in its hole).
    pub owner: Option<Seat>,
    /// A flag hole at the midpoint of two cells (the middle of a square of
    /// four points on an intersections board, where no piece stands).
    pub hole: Option<(String, String)>,
    /// Drawn as a flat piece lying on its cells (a polyomino): filled in
    /// its owner's colour at full strength and outlined thickly, so pieces
    /// side by side are told apart; `false`: a light territory wash.
    pub solid: bool,
}

impl Region {
    /// An area of `cells`, nameless, nobody's, without a hole.
    pub fn new(cells: Vec<String>) -> Self {
        Region {
            name: String::new(),
            cells,
            owner: None,
            hole: None,
            solid: false,
        }
    }

    /// Whether it is drawn as a flat piece (see [`Region::solid`]).
    ///
    /// ```
    /// use games::view::Region;
    /// let piece = Region::new(vec!["a1".into(), "a2".into()]).solid(true);
    /// assert!(piece.solid);
    /// ```
    pub fn solid(mut self, on: bool) -> Self {
        self.solid = on;
        self
    }

    /// The name written in its corner.
    pub fn named(mut self, name: impl Into<String>) -> Self {
        self.name = name.into();
        self
    }

    /// The seat whose colour shades it and flies in its hole.
    pub fn owner(mut self, owner: Option<Seat>) -> Self {
        self.owner = owner;
        self
    }

    /// A flag hole at the midpoint of cells `a` and `b`.
    pub fn hole(mut self, a: impl Into<String>, b: impl Into<String>) -> Self {
        self.hole = Some((a.into(), b.into()));
        self
    }
}

/// How a cell holding several pieces is drawn.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum Stacking {
    /// Seen from the side: the lower pieces peek out under the top one,
    /// the stack's height written on it.
    #[default]
    Side,
    /// Seen from above (Byte, Gyges): the top piece only, the stack's
    /// height written on it, and the colours of the pieces from the bottom
    /// up in a strip along the cell's foot.
    Above,
    /// Seen from the side as flat tiers, bottom first, each tier in its
    /// piece's colour with its piece's letter or number (Känguruh's pawns
    /// numbered 1 and 2): which piece stands where in a pile reads, not
    /// only its colour.
    Tiers,
}

/// A throw of dice, sticks or tetrahedra.
#[derive(Clone, PartialEq, Debug)]
pub struct Dice {
    /// What kind of dice, as a style key ("tetrahedra", "d6", "sticks",
    /// "long"; "chess": a die whose faces 1 to 6 show a pawn, knight,
    /// bishop, rook, queen and king; "swatches:red,blue": dice whose faces
    /// are colours, face 1 the first colour key, 2 the second…, and 0 a
    /// cross).
    pub kind: String,
    /// Each die's face (for tetrahedra: 1 = marked tip up).
    pub faces: Vec<u8>,
    /// The value of the throw as the game reads it.
    pub value: String,
}

impl View {
    /// The caption in its neutral form ([`Message`]'s `Display`), for
    /// tests and logs; empty without one.
    pub fn caption_text(&self) -> String {
        self.caption.as_ref().map(Message::to_string).unwrap_or_default()
    }

    /// The story of the last move in neutral form, clauses joined by "; ".
    pub fn last_move_text(&self) -> String {
        self.last_move
            .iter()
            .map(Message::to_string)
            .collect::<Vec<_>>()
            .join("; ")
    }

    /// A view of `board` with nothing on it yet.
    pub fn new(board: impl Into<Board>) -> Self {
        View {
            board: board.into(),
            pieces: Vec::new(),
            cell_labels: Vec::new(),
            cell_words: Vec::new(),
            highlights: Vec::new(),
            arrows: Vec::new(),
            routes: Vec::new(),
            specials: Vec::new(),
            links: Vec::new(),
            walls: Vec::new(),
            regions: Vec::new(),
            stacking: Stacking::Side,
            seats: Vec::new(),
            to_move: None,
            dice: None,
            caption: None,
            last_move: Vec::new(),
            seat_colours: Vec::new(),
            to_throw: None,
            outcome: None,
            bottom: None,
        }
    }

    /// Marks `cell`.
    pub fn mark(&mut self, cell: impl Into<String>, mark: Mark) {
        self.highlights.push(Highlight {
            cell: cell.into(),
            mark,
            ghost: None,
        });
    }

    /// Puts a piece on `cell`.
    pub fn piece(&mut self, cell: impl Into<String>, owner: Option<Seat>, kind: &str) {
        self.pieces.push(Piece {
            cell: cell.into(),
            owner,
            kind: kind.to_string(),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A triangle of `rows` rows, apex on top, cells named `r.k`.
    fn triangle(rows: i16) -> Hexes {
        let cells = (0..rows)
            .flat_map(|r| (0..=r).map(move |k| HexCell::new(format!("{r}.{k}"), k, -r)))
            .collect();
        Board::hexes(cells)
    }

    fn at(board: &Hexes, text: &str) -> Vec<(i16, i16)> {
        board
            .rim
            .iter()
            .filter(|c| c.name == text)
            .map(|c| (c.q, c.r))
            .collect()
    }

    #[test]
    fn line_labels_go_one_step_past_each_lines_end() {
        let board = triangle(4)
            .line_labels(HexAxis::Row, LineEnd::Low, |c| Some(format!("row{}", -c.r)))
            .line_labels(HexAxis::RisingRight, LineEnd::Low, |c| Some(format!("n{}", c.q)))
            .line_labels(HexAxis::RisingRight, LineEnd::High, |c| Some(format!("n{}", c.q)));
        // Rows: left of each row's first cell.
        assert_eq!(at(&board, "row0"), vec![(-1, 0)]);
        assert_eq!(at(&board, "row3"), vec![(-1, -3)]);
        // Rising lines: below the base and past the right edge.
        assert_eq!(at(&board, "n2"), vec![(2, -4), (2, -1)]);
        assert_eq!(board.rim.len(), 4 + 4 + 4);
        // Never on a cell.
        for label in &board.rim {
            assert!(
                !board.cells.iter().any(|c| (c.q, c.r) == (label.q, label.r)),
                "{label:?}"
            );
        }
    }

    #[test]
    fn line_labels_skip_taken_places_and_unnamed_lines() {
        // Rising-left lines of the triangle end (high) on its left edge,
        // where the rows' labels already stand, except the apex's.
        let board = triangle(3)
            .line_labels(HexAxis::Row, LineEnd::Low, |c| Some(format!("row{}", -c.r)))
            .line_labels(HexAxis::RisingLeft, LineEnd::High, |c| {
                Some(format!("s{}", c.q + c.r))
            });
        assert_eq!(at(&board, "s0"), vec![(-1, 1)]);
        assert!(at(&board, "s-1").is_empty(), "left of row 1's first cell: taken");
        let none = triangle(3).line_labels(HexAxis::Row, LineEnd::High, |_| None);
        assert!(none.rim.is_empty());
    }
}
