//! Boards: each kind lays out its cells ([`Plan`]) and draws its base (wood,
//! lines, squares, coordinates); the layers common to every kind (marks,
//! pieces and stacks, ghosts, lines, arrows, labels) are drawn here from the
//! plan's cells, so a new kind (hex cells, a spiral track) only adds a
//! module with a `plan` and a `draw_base`.

mod graph;
mod hexes;
mod holes;
mod intersections;
mod line_tile;
mod pits;
mod points;
mod regions;
mod squares;
mod tokens;
mod track;

use std::collections::HashMap;

use games::view::{Board, Highlight, Mark, Piece, Stacking, View};

use crate::canvas::{Canvas, Pt, Rgb, Sprite};
use crate::text::{self, Align};
use crate::theme::{Kind, PieceMark, PiecePaint, Theme};

/// Most cells, pieces, highlights, arrows and labels drawn; the rest are
/// skipped (a view this large is not a real game).
pub(crate) const MAX_ITEMS: usize = 4096;
/// Most pieces drawn in one stack.
const MAX_STACK_DRAWN: usize = 6;

/// The space a board may use, in pixels.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Room {
    pub w: f32,
    pub h: f32,
}

/// What a cell looks like, for marks and pieces.
#[derive(Clone, Copy, PartialEq, Debug)]
pub(crate) enum Shape {
    /// A square cell of half side `half`: marks tint it.
    Square { half: f32 },
    /// A hexagonal cell, a point up, of circumradius `r`: marks tint it.
    Hex { r: f32 },
    /// A point where lines cross: marks go on the piece.
    Point,
    /// A round pit of radius `r` holding scattered seeds.
    Pit { r: f32 },
    /// A store of half sizes `hw` × `hh` holding scattered seeds.
    Store { hw: f32, hh: f32 },
    /// A row of tokens, a band of half sizes `hw` × `hh`.
    Row { hw: f32, hh: f32 },
    /// A point of a tables board: pieces lie in a line from the cell's
    /// centre, `step` apart, towards `dir` (+1 down, −1 up), over `len`.
    Spike { dir: f32, step: f32, len: f32 },
}

/// A cell: its name in the game's notation, centre and shape.
#[derive(Clone, Debug)]
pub(crate) struct Cell {
    pub name: String,
    pub at: Pt,
    pub shape: Shape,
    /// Where the cell's label is written (centre) and at what size.
    pub label_at: Pt,
    pub label_size: f32,
}

/// Per-kind geometry kept for drawing the base.
#[derive(Clone, Debug)]
pub(crate) enum Geometry {
    Squares(squares::Geo),
    Intersections(intersections::Geo),
    Graph(graph::Geo),
    Pits(pits::Geo),
    Track(track::Geo),
    TokenRows(tokens::Geo),
    Points(points::Geo),
    Holes(holes::Geo),
    Hexes(hexes::Geo),
}

/// A laid-out board: size, cells and geometry, all relative to `origin`.
pub(crate) struct Plan {
    pub kind: Kind,
    pub width: f32,
    pub height: f32,
    pub origin: Pt,
    pub cells: Vec<Cell>,
    index: HashMap<String, usize>,
    /// Radius of a piece.
    pub piece_r: f32,
    /// Whether last-move arrows are drawn (not across pits).
    pub arrows: bool,
    /// Whether the board is drawn turned half a circle (a tile's line
    /// ends, named by compass side, turn with it).
    pub turned: bool,
    pub geo: Geometry,
}

impl Plan {
    fn new(kind: Kind, width: f32, height: f32, cells: Vec<Cell>, piece_r: f32, geo: Geometry) -> Plan {
        let mut index = HashMap::with_capacity(cells.len());
        for (i, c) in cells.iter().enumerate() {
            index.entry(c.name.clone()).or_insert(i);
        }
        Plan {
            kind,
            width: finite(width).max(1.0),
            height: finite(height).max(1.0),
            origin: (0.0, 0.0),
            cells,
            index,
            piece_r: finite(piece_r).max(1.0),
            arrows: !matches!(kind, Kind::Pits | Kind::TokenRows),
            turned: false,
            geo,
        }
    }

    /// The cell called `name`, if the board has one.
    pub fn cell(&self, name: &str) -> Option<&Cell> {
        self.index.get(name).map(|&i| &self.cells[i])
    }

    /// A board-relative point in picture pixels.
    pub fn abs(&self, p: Pt) -> Pt {
        (self.origin.0 + p.0, self.origin.1 + p.1)
    }
}

fn finite(v: f32) -> f32 {
    if v.is_finite() { v } else { 0.0 }
}

/// Lays out `board` in `room`, turned half a circle when `flip` (kinds that
/// allow it: not pits, whose rows the game orders, nor token rows).
pub(crate) fn plan(board: &Board, flip: bool, room: Room) -> Plan {
    let mut plan = plan_of(board, flip, room);
    plan.turned = flip && !matches!(board, Board::Pits(_) | Board::TokenRows(_) | Board::Points(_));
    plan
}

fn plan_of(board: &Board, flip: bool, room: Room) -> Plan {
    match board {
        Board::Squares(b) => squares::plan(b, flip, room),
        Board::Intersections(b) => intersections::plan(b, flip, room),
        Board::Graph(b) => graph::plan(&b.points, &b.lines, &b.painted, flip, room),
        Board::Pits(b) => pits::plan(&b.rows, &b.stores, room),
        Board::Track(b) => track::plan(b.columns, b.rows, &b.squares, b.checkered, flip, room),
        Board::TokenRows(b) => tokens::plan(&b.rows, room),
        // The game draws a tables board from the viewer's side already.
        Board::Points(b) => points::plan(b, room),
        Board::Holes(b) => holes::plan(b, flip, room),
        Board::Hexes(b) => hexes::plan(b, flip, room),
    }
}

/// What the renderer needs to know about seats to paint pieces.
pub(crate) struct Colours {
    keys: Vec<String>,
    /// Whether some seat's colour was named (by the view or its role).
    named: bool,
}

impl Colours {
    /// Each seat's colour key: the view's, else the role if it names a
    /// colour the theme knows, else the theme's order.
    pub fn new(view: &View, theme: &Theme) -> Colours {
        let seats = view
            .seats
            .iter()
            .map(|s| s.seat.index() + 1)
            .chain(view.pieces.iter().filter_map(|p| p.owner.map(|o| o.index() + 1)))
            .chain(view.seat_colours.iter().enumerate().map(|(i, _)| i + 1))
            .chain(
                (view.links.iter().map(|l| l.owner))
                    .chain(view.walls.iter().map(|w| w.owner))
                    .chain(view.specials.iter().map(|s| s.owner))
                    .take(MAX_ITEMS)
                    .filter_map(|o| o.map(|o| o.index() + 1)),
            )
            .max()
            .unwrap_or(0)
            .min(MAX_SEATS);
        let mut named = false;
        let keys = (0..seats)
            .map(|i| {
                if let Some(key) = view.seat_colours.get(i).filter(|k| !k.is_empty()) {
                    named = true;
                    return key.to_ascii_lowercase();
                }
                let role = view
                    .seats
                    .iter()
                    .find(|s| s.seat.index() == i)
                    .map(|s| s.role.trim().to_ascii_lowercase());
                match role {
                    Some(role) if theme.knows_colour(&role) => {
                        named = true;
                        role
                    }
                    _ => theme.seat_colour(i).to_string(),
                }
            })
            .collect();
        Colours { keys, named }
    }

    /// The colour key a piece is drawn in: its own (`~paint:KEY`), else
    /// its owner's.
    pub fn piece<'a>(&'a self, piece: &'a Piece) -> &'a str {
        Style::of(&piece.kind)
            .paint
            .unwrap_or_else(|| self.of(piece.owner))
    }

    /// The colour key of a piece's owner ("none" for no owner).
    pub fn of(&self, owner: Option<games::Seat>) -> &str {
        match owner {
            Some(seat) => self.keys.get(seat.index()).map_or("none", String::as_str),
            None => "none",
        }
    }

    /// Whether seats have colours worth showing in their panels: named
    /// ones, or pieces with owners.
    pub fn meaningful(&self, view: &View) -> bool {
        self.named
            || view.pieces.iter().any(|p| p.owner.is_some())
            || matches!(&view.board, Board::Pits(p) if p.marks.iter().any(|m| m.owner.is_some()))
            || view
                .highlights
                .iter()
                .any(|h| h.ghost.as_ref().is_some_and(|g| g.owner.is_some()))
    }
}

/// Most seats shown (Corona seats seven).
pub(crate) const MAX_SEATS: usize = 7;

/// Draws the board of `view` as planned.
pub(crate) fn draw(canvas: &mut Canvas, view: &View, plan: &Plan, theme: &Theme) {
    let colours = Colours::new(view, theme);
    match &plan.geo {
        Geometry::Squares(g) => squares::draw_base(canvas, plan, g, theme),
        Geometry::Intersections(g) => intersections::draw_base(canvas, plan, g, theme),
        Geometry::Graph(g) => graph::draw_base(canvas, plan, g, theme),
        Geometry::Pits(g) => pits::draw_base(canvas, plan, g, view, &colours, theme),
        Geometry::Track(g) => track::draw_base(canvas, plan, g, theme),
        Geometry::TokenRows(g) => tokens::draw_base(canvas, plan, g, view, theme),
        Geometry::Points(g) => points::draw_base(canvas, plan, g, theme),
        Geometry::Holes(g) => holes::draw_base(canvas, plan, g, &colours, theme),
        Geometry::Hexes(g) => hexes::draw_base(canvas, plan, g, theme),
    }
    regions::draw(canvas, view, plan, &colours, theme);
    specials(canvas, view, plan, &colours, theme);
    if let Geometry::Squares(g) = &plan.geo {
        walls(canvas, view, plan, g, &colours, theme);
    }
    regions(canvas, view, plan, theme);
    for route in view.routes.iter().take(MAX_SEATS) {
        let ink = match route.owner {
            Some(_) => theme.piece(plan.kind, "man", colours.of(route.owner)).rim,
            None => theme.ink_soft,
        };
        draw_route(canvas, plan, &route.cells, ink);
    }
    let highlights: Vec<&Highlight> = view.highlights.iter().take(MAX_ITEMS).collect();
    for h in &highlights {
        match h.mark {
            Mark::From | Mark::To => under_mark(canvas, plan, h, theme),
            Mark::Sown => sown_mark(canvas, plan, h, theme),
            _ => {}
        }
    }
    // Pieces grouped by cell, in the order the view lists them; tiles'
    // lines turned with a turned board.
    let turned: Vec<Piece> = if plan.turned {
        view.pieces
            .iter()
            .take(MAX_ITEMS)
            .map(line_tile::turn_tile)
            .collect()
    } else {
        Vec::new()
    };
    let pieces: &[Piece] = if plan.turned { &turned } else { &view.pieces };
    let mut stacks: Vec<(&Cell, Vec<&Piece>)> = Vec::new();
    let mut at: HashMap<&str, usize> = HashMap::new();
    for piece in pieces.iter().take(MAX_ITEMS) {
        let Some(cell) = plan.cell(&piece.cell) else {
            continue;
        };
        let i = *at.entry(piece.cell.as_str()).or_insert_with(|| {
            stacks.push((cell, Vec::new()));
            stacks.len() - 1
        });
        stacks[i].1.push(piece);
    }
    links(canvas, view, plan, &colours, theme);
    for (cell, pieces) in &stacks {
        draw_pieces(canvas, plan, cell, pieces, view.stacking, &colours, theme);
    }
    let occupied: std::collections::HashSet<&str> = at.keys().copied().collect();
    if let Geometry::Track(g) = &plan.geo {
        track::relabel_occupied(canvas, plan, g, &occupied, theme);
    }
    lines(canvas, plan, &highlights, theme);
    outline(canvas, plan, &highlights, theme);
    for h in &highlights {
        if matches!(h.mark, Mark::To | Mark::From) {
            over_mark(canvas, plan, h, &stacks, &colours, theme);
        }
    }
    if plan.arrows {
        for (from, to) in view.arrows.iter().take(MAX_ITEMS) {
            if let (Some(a), Some(b)) = (plan.cell(from), plan.cell(to))
                && from != to
            {
                arrow(canvas, plan.abs(a.at), plan.abs(b.at), plan.piece_r, theme);
            }
        }
    }
    // Ghosts last, so their crosses read over arrows and lines.
    for h in &highlights {
        if h.mark == Mark::Captured {
            ghost(
                canvas,
                plan,
                h,
                occupied.contains(h.cell.as_str()),
                &colours,
                theme,
            );
        }
    }
    for h in &highlights {
        if h.mark == Mark::Choice
            && let Some(cell) = plan.cell(&h.cell)
        {
            let r = (plan.piece_r * 0.3).max(5.0);
            canvas.disc(
                plan.abs(cell.at),
                r,
                Some(theme.marks.choice),
                Some((theme.background, 2.0)),
                0.9,
            );
        }
    }
    labels(canvas, view, plan, theme);
}

/// Special cells on square cells: the style's fill (or a wash of the
/// owner's colour, or the colour a `paint:KEY` style names) and its motif; on a point, an owned special is a small
/// square in the owner's colour (territory).
fn specials(canvas: &mut Canvas, view: &View, plan: &Plan, colours: &Colours, theme: &Theme) {
    for sp in view.specials.iter().take(MAX_ITEMS) {
        let Some(cell) = plan.cell(&sp.cell) else {
            continue;
        };
        if cell.shape == Shape::Point && sp.owner.is_some() {
            let paint = theme.piece(plan.kind, "stone", colours.of(sp.owner));
            let (x, y) = plan.abs(cell.at);
            let h = (plan.piece_r * 0.3).max(4.0);
            canvas.rect(x - h - 2.0, y - h - 2.0, x + h + 2.0, y + h + 2.0, paint.rim, 1.0);
            canvas.rect(x - h, y - h, x + h, y + h, paint.fill, 1.0);
            continue;
        }
        let half = match cell.shape {
            Shape::Square { half } => half,
            // The motif fits inside the hexagon's inscribed square.
            Shape::Hex { r } => r * 0.7,
            _ => continue,
        };
        let (x, y) = plan.abs(cell.at);
        let paint = theme.special(&sp.style);
        let light = theme.board(plan.kind).light;
        // `paint:KEY`: the whole cell in the colour of the key.
        let painted = sp
            .style
            .strip_prefix("paint:")
            .map(|key| theme.piece(plan.kind, "man", key).fill);
        let fill = match (sp.owner, paint, painted) {
            (_, _, Some(fill)) => fill,
            (Some(_), _, None) => light.mix(theme.piece(plan.kind, "man", colours.of(sp.owner)).fill, 0.6),
            (None, Some(p), None) => p.fill,
            (None, None, None) => light.mix(theme.ink_soft, 0.25),
        };
        match cell.shape {
            Shape::Hex { r } => canvas.polygon(&hexes::corners((x, y), r), fill, 1.0),
            _ => canvas.rect(x - half, y - half, x + half, y + half, fill, 1.0),
        }
        if let Some(p) = paint {
            track::motif(canvas, (x, y), half, p.shape, p.motif);
        }
    }
}

/// The distance between neighbouring square cells: the smallest gap
/// between two cell centres along a row or a column.
fn square_pitch(plan: &Plan) -> Option<f32> {
    let gap = |along: fn(&Cell) -> f32| -> Option<f32> {
        let mut vs: Vec<f32> = plan
            .cells
            .iter()
            .filter(|c| matches!(c.shape, Shape::Square { .. }))
            .map(along)
            .filter(|v| v.is_finite())
            .collect();
        vs.sort_by(f32::total_cmp);
        vs.windows(2)
            .map(|w| w[1] - w[0])
            .filter(|&d| d > 1.0)
            .min_by(f32::total_cmp)
    };
    match (gap(|c| c.at.0), gap(|c| c.at.1)) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// The view's regions on boards of square cells: on a track a thick line
/// wherever a cell of a region meets a cell of another region or no cell;
/// on any, the region's name in the top-left corner of its top-left cell.
fn regions(canvas: &mut Canvas, view: &View, plan: &Plan, theme: &Theme) {
    if view.regions.is_empty() {
        return;
    }
    let Some(pitch) = square_pitch(plan) else {
        return;
    };
    let key = |p: Pt| ((p.0 / pitch).round() as i64, (p.1 / pitch).round() as i64);
    let mut region_at: HashMap<(i64, i64), usize> = HashMap::new();
    // Each region's cells: centre and half side.
    let mut members: Vec<Vec<(Pt, f32)>> = Vec::new();
    for (i, region) in view.regions.iter().take(MAX_ITEMS).enumerate() {
        let mut at = Vec::new();
        for name in region.cells.iter().take(MAX_ITEMS) {
            if let Some(cell) = plan.cell(name)
                && let Shape::Square { half } = cell.shape
            {
                region_at.insert(key(cell.at), i);
                at.push((cell.at, half));
            }
        }
        members.push(at);
    }
    let w = (pitch * 0.08).clamp(3.0, 8.0);
    let half = pitch / 2.0;
    // Square and intersection boards have their borders from the regions
    // module (with the shading); here only the other boards of square
    // cells (tracks) get theirs.
    let borders = !matches!(plan.geo, Geometry::Squares(_) | Geometry::Intersections(_));
    for (i, at) in members.iter().enumerate() {
        for &(c, h) in at.iter().filter(|_| borders) {
            let (kx, ky) = key(c);
            for (dx, dy) in [(1i64, 0i64), (-1, 0), (0, 1), (0, -1)] {
                if region_at.get(&(kx + dx, ky + dy)) == Some(&i) {
                    continue;
                }
                // Along the cell's side, inside it, so the line shows on
                // boards whose cells stand apart on a dark body.
                let (x, y) = plan.abs(c);
                let off = h - w / 2.0;
                let (fx, fy) = (dx as f32 * off, dy as f32 * off);
                let (ex, ey) = (dy.abs() as f32 * h, dx.abs() as f32 * h);
                canvas.line(
                    (x + fx - ex, y + fy - ey),
                    (x + fx + ex, y + fy + ey),
                    w,
                    theme.ink,
                    1.0,
                );
            }
        }
        let Some(&(first, _)) = at
            .iter()
            .min_by(|a, b| a.0.1.total_cmp(&b.0.1).then(a.0.0.total_cmp(&b.0.0)))
        else {
            continue;
        };
        let name = view.regions[i].name.trim();
        let size = (pitch * 0.22).max(10.0);
        let label = text::fit(name, size, pitch * 0.6);
        if label.is_empty() {
            continue;
        }
        let (x, y) = plan.abs(first);
        let (lx, ly) = (x - half + w + size * 0.3, y - half + w + size * 0.6);
        let tw = text::width(&label, size);
        canvas.round_rect(
            lx - size * 0.2,
            ly - size * 0.6,
            lx + tw + size * 0.2,
            ly + size * 0.6,
            size * 0.25,
            Some(theme.panel),
            None,
            0.85,
        );
        text::draw_at(canvas, &label, lx, ly, size, Align::Left, theme.ink);
    }
}

/// Walls in the grooves of a squares board: bars in their owner's colour
/// (dark wood when nobody's), outlined so a light colour shows.
fn walls(canvas: &mut Canvas, view: &View, plan: &Plan, g: &squares::Geo, colours: &Colours, theme: &Theme) {
    for wall in view.walls.iter().take(MAX_ITEMS) {
        let Some((a, b, w)) = squares::wall_bar(plan, g, wall) else {
            continue;
        };
        let paint = match wall.owner {
            Some(_) => theme.piece(plan.kind, "man", colours.of(wall.owner)),
            None => theme.piece(plan.kind, "wall", "none"),
        };
        let ink = match wall.owner {
            Some(_) => paint.fill,
            None => theme.board(plan.kind).frame.mix(Rgb(0, 0, 0), 0.3),
        };
        // A light halo, then the rim: a dark wall still shows in a dark groove.
        canvas.line(a, b, w + 7.0, theme.board(plan.kind).light, 1.0);
        canvas.line(a, b, w + 3.0, paint.rim, 1.0);
        canvas.line(a, b, w, ink, 1.0);
        if wall.marked {
            // A marked wall: a light dot with a dark rim at its middle.
            let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
            let r = (w * 0.55).max(3.0);
            canvas.disc(
                mid,
                r,
                Some(theme.board(plan.kind).light),
                Some((Rgb(0, 0, 0), 2.0)),
                1.0,
            );
        }
    }
}

/// Links between cells: thick bars in the owner's colour under the pieces.
fn links(canvas: &mut Canvas, view: &View, plan: &Plan, colours: &Colours, theme: &Theme) {
    let w = (plan.piece_r * 0.6).max(3.0);
    for link in view.links.iter().take(MAX_ITEMS) {
        let (Some(a), Some(b)) = (plan.cell(&link.from), plan.cell(&link.to)) else {
            continue;
        };
        let paint = theme.piece(plan.kind, "man", colours.of(link.owner));
        let (a, b) = (plan.abs(a.at), plan.abs(b.at));
        canvas.line(a, b, w + 4.0, paint.rim, 1.0);
        canvas.line(a, b, w, paint.fill, 1.0);
    }
}

/// A route: a faint line through its cells' centres with a chevron on each
/// leg pointing the way pieces travel.
fn draw_route(canvas: &mut Canvas, plan: &Plan, cells: &[String], ink: Rgb) {
    let points: Vec<Pt> = cells
        .iter()
        .take(MAX_ITEMS)
        .filter_map(|name| plan.cell(name).map(|c| plan.abs(c.at)))
        .collect();
    let w = (plan.piece_r * 0.1).clamp(2.0, 6.0);
    for pair in points.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        canvas.line(a, b, w, ink, 0.5);
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len = dx.hypot(dy);
        if !(len.is_finite() && len > 1.0) {
            continue;
        }
        let (ux, uy) = (dx / len, dy / len);
        let size = (plan.piece_r * 0.6).clamp(8.0, 26.0).min(len * 0.35);
        // The chevron sits between the two cells, where pieces rarely hide it.
        let m = (a.0 + dx * 0.5, a.1 + dy * 0.5);
        let tip = (m.0 + ux * size * 0.5, m.1 + uy * size * 0.5);
        let back = (tip.0 - ux * size, tip.1 - uy * size);
        let left = (back.0 - uy * size * 0.7, back.1 + ux * size * 0.7);
        let right = (back.0 + uy * size * 0.7, back.1 - ux * size * 0.7);
        canvas.line(left, tip, w * 1.8, ink, 0.9);
        canvas.line(right, tip, w * 1.8, ink, 0.9);
    }
}

/// Tints and outlines under pieces: where the last move started and ended.
fn under_mark(canvas: &mut Canvas, plan: &Plan, h: &Highlight, theme: &Theme) {
    let Some(cell) = plan.cell(&h.cell) else {
        return;
    };
    let (x, y) = plan.abs(cell.at);
    let to = h.mark == Mark::To;
    let tint = if to { theme.marks.to } else { theme.marks.from };
    let edge = tint.mix(Rgb(0, 0, 0), 0.35);
    match cell.shape {
        Shape::Square { half } => {
            canvas.rect(
                x - half,
                y - half,
                x + half,
                y + half,
                tint,
                if to { 0.75 } else { 0.55 },
            );
            let w = if to {
                (half * 0.12).max(4.0)
            } else {
                (half * 0.05).max(2.0)
            };
            canvas.round_rect(
                x - half,
                y - half,
                x + half,
                y + half,
                0.0,
                None,
                Some((edge, w)),
                1.0,
            );
        }
        Shape::Hex { r } => {
            let hex = hexes::corners((x, y), r);
            canvas.polygon(&hex, tint, if to { 0.75 } else { 0.55 });
            let w = if to {
                (r * 0.1).max(4.0)
            } else {
                (r * 0.05).max(2.0)
            };
            canvas.polygon_edge(&hex, w, edge, 1.0);
        }
        Shape::Pit { r } => {
            // Light ring with dark edges: reads on any board; the start of
            // the move is dashed.
            let w = (r * 0.13).max(5.0);
            let at = r + w / 2.0 + 3.0;
            if to {
                canvas.ring((x, y), at, w + 4.0, theme.ink, 1.0);
                canvas.ring((x, y), at, w, tint, 1.0);
            } else {
                canvas.dashed_ring((x, y), at, w + 4.0, 12, theme.ink, 1.0);
                canvas.dashed_ring((x, y), at, w, 12, tint, 1.0);
            }
        }
        Shape::Store { hw, hh } | Shape::Row { hw, hh } => {
            // Token rows are drawn with the base: outline only, no tint.
            let w = if to { 7.0 } else { 3.0 };
            if matches!(cell.shape, Shape::Store { .. }) {
                canvas.round_rect(
                    x - hw,
                    y - hh,
                    x + hw,
                    y + hh,
                    hw.min(hh) * 0.4,
                    Some(tint),
                    None,
                    0.35,
                );
            }
            canvas.round_rect(
                x - hw,
                y - hh,
                x + hw,
                y + hh,
                hw.min(hh) * 0.4,
                None,
                Some((edge, w)),
                1.0,
            );
        }
        Shape::Spike { dir, step, len } => {
            // A band along the point, from its edge.
            let half = step * 0.52;
            let (y0, y1) = (y - dir * half, y + dir * (len - half));
            let (top, bottom) = (y0.min(y1), y0.max(y1));
            canvas.rect(x - half, top, x + half, bottom, tint, if to { 0.55 } else { 0.4 });
            let w = if to { 5.0 } else { 2.5 };
            canvas.round_rect(x - half, top, x + half, bottom, 4.0, None, Some((edge, w)), 1.0);
        }
        Shape::Point => {}
    }
}

/// A cell the last move passed through: a thin ring round a pit or store,
/// a light tint on a square.
fn sown_mark(canvas: &mut Canvas, plan: &Plan, h: &Highlight, theme: &Theme) {
    let Some(cell) = plan.cell(&h.cell) else {
        return;
    };
    let (x, y) = plan.abs(cell.at);
    let tint = theme.marks.from;
    match cell.shape {
        Shape::Pit { r } => {
            let w = (r * 0.07).max(3.0);
            let at = r + w / 2.0 + 2.0;
            canvas.ring((x, y), at, w + 2.0, theme.ink, 0.6);
            canvas.ring((x, y), at, w, tint, 1.0);
        }
        Shape::Store { hw, hh } => canvas.round_rect(
            x - hw,
            y - hh,
            x + hw,
            y + hh,
            hw.min(hh) * 0.4,
            None,
            Some((tint.mix(Rgb(0, 0, 0), 0.35), 3.0)),
            1.0,
        ),
        Shape::Square { half } => canvas.rect(x - half, y - half, x + half, y + half, tint, 0.3),
        Shape::Hex { r } => canvas.polygon(&hexes::corners((x, y), r), tint, 0.3),
        Shape::Point | Shape::Row { .. } | Shape::Spike { .. } => {}
    }
}

/// Marks on points, drawn over the piece there: a ring inside the last
/// piece placed, a hollow circle where a piece left.
fn over_mark(
    canvas: &mut Canvas,
    plan: &Plan,
    h: &Highlight,
    stacks: &[(&Cell, Vec<&Piece>)],
    colours: &Colours,
    theme: &Theme,
) {
    let Some(cell) = plan.cell(&h.cell) else {
        return;
    };
    if cell.shape != Shape::Point {
        return;
    }
    let c = plan.abs(cell.at);
    let r = plan.piece_r;
    let top = stacks
        .iter()
        .find(|(s, _)| s.name == cell.name)
        .and_then(|(_, p)| p.last().copied());
    match (h.mark, top) {
        (Mark::To, Some(piece)) => {
            let paint = theme.piece(plan.kind, Style::of(&piece.kind).base, colours.piece(piece));
            let ink = contrast_ink(paint.fill);
            canvas.ring(c, r * 0.42, (r * 0.16).max(3.0), ink, 1.0);
        }
        (Mark::To, None) => {
            let w = (r * 0.18).max(4.0);
            canvas.ring(c, r * 0.7, w + 4.0, theme.ink, 1.0);
            canvas.ring(c, r * 0.7, w, theme.marks.to, 1.0);
        }
        (Mark::From, None) => {
            let w = (r * 0.2).max(5.0);
            canvas.dashed_ring(c, r * 0.7, w + 4.0, 8, theme.ink, 1.0);
            canvas.dashed_ring(c, r * 0.7, w, 8, theme.marks.to, 1.0);
        }
        _ => {}
    }
}

/// Black or white, whichever reads on `fill`.
pub(crate) fn contrast_ink(fill: Rgb) -> Rgb {
    if fill.luminance() > 0.3 {
        Rgb(0, 0, 0)
    } else {
        Rgb(255, 255, 255)
    }
}

/// The pieces on one cell: a stack, or seeds scattered in a pit.
fn draw_pieces(
    canvas: &mut Canvas,
    plan: &Plan,
    cell: &Cell,
    pieces: &[&Piece],
    stacking: Stacking,
    colours: &Colours,
    theme: &Theme,
) {
    let c = plan.abs(cell.at);
    match cell.shape {
        Shape::Pit { .. } | Shape::Store { .. } => {
            if let Geometry::Pits(g) = &plan.geo {
                for (piece, p) in pieces.iter().zip(pits::scatter(cell, g, pieces.len())) {
                    piece_at(
                        canvas,
                        plan.kind,
                        plan.abs(p),
                        g.seed_r,
                        piece,
                        colours,
                        theme,
                        1.0,
                    );
                }
            }
        }
        Shape::Spike { dir, step, .. } => {
            let r = plan.piece_r;
            let n = pieces.len();
            let shown = n.min(points::SHOWN);
            for (i, piece) in pieces.iter().take(shown).enumerate() {
                let p = (c.0, c.1 + dir * step * i as f32);
                piece_at(canvas, plan.kind, p, r, piece, colours, theme, 1.0);
                if Style::of(&piece.kind).alert {
                    alert_ring(canvas, p, r, theme);
                }
                if let Some(letter) = letter_of(&piece.kind) {
                    // Checkers lie close: the letter alone, on the piece's fill.
                    let paint = theme.piece(plan.kind, &piece.kind, colours.piece(piece));
                    text::draw_at(
                        canvas,
                        letter,
                        p.0,
                        p.1,
                        r * letter_scale(letter),
                        Align::Centre,
                        contrast_ink(paint.fill),
                    );
                }
            }
            if n > shown {
                let top = pieces[shown - 1];
                let paint = theme.piece(plan.kind, &top.kind, colours.piece(top));
                let p = (c.0, c.1 + dir * step * (shown - 1) as f32);
                text::draw_at(
                    canvas,
                    &n.to_string(),
                    p.0,
                    p.1,
                    (r * 1.0).max(12.0),
                    Align::Centre,
                    contrast_ink(paint.fill),
                );
            }
        }
        _ => {
            let r = plan.piece_r;
            let n = pieces.len();
            if n == 1 {
                let style = Style::of(&pieces[0].kind);
                let pictured = style.base.starts_with("sprite:");
                if style.alert && pictured {
                    // A picture would hide the ring: a warning halo under it.
                    canvas.disc(c, r * 1.15, Some(theme.marks.captured), None, 0.55);
                }
                piece_at(canvas, plan.kind, c, r, pieces[0], colours, theme, 1.0);
                lettered(canvas, plan.kind, c, r, pieces[0], colours, theme);
                if style.alert && !pictured {
                    alert_ring(canvas, c, r, theme);
                }
                return;
            }
            if stacking == Stacking::Above {
                from_above(canvas, plan, cell, pieces, colours, theme);
                return;
            }
            if stacking == Stacking::Tiers {
                tiers(canvas, plan, cell, pieces, colours, theme);
                return;
            }
            // A stack: the lower pieces peek out below the top one; its
            // height is written on top.
            let shown = &pieces[n.saturating_sub(MAX_STACK_DRAWN)..];
            let lift = r * 0.2;
            let base = c.1 + lift * (shown.len() - 1) as f32 / 2.0;
            for (i, piece) in shown.iter().enumerate() {
                let y = base - lift * i as f32;
                piece_at(canvas, plan.kind, (c.0, y), r, piece, colours, theme, 1.0);
            }
            if Style::of(&shown[shown.len() - 1].kind).moved {
                // The last move carried the top of this stack.
                let y = base - lift * (shown.len() - 1) as f32;
                canvas.ring((c.0, y), r * 1.02, (r * 0.12).max(2.0), theme.marks.arrow, 1.0);
            }
            let top = shown[shown.len() - 1];
            let y = base - lift * (shown.len() - 1) as f32;
            if letter_of(&top.kind).is_some() {
                // A lettered piece on top keeps its letter (a pawn's
                // colour, a token's name); the height goes in a badge.
                lettered(canvas, plan.kind, (c.0, y), r, top, colours, theme);
            }
            if Style::of(&top.kind).alert {
                alert_ring(canvas, (c.0, y), r, theme);
            }
            if letter_of(&top.kind).is_some() {
                badge(canvas, (c.0 + r * 0.8, y - r * 0.8), r, n, theme);
                return;
            }
            let bottom = Style::of(&pieces[0].kind).base;
            if Style::of(&top.kind).base != bottom {
                // A piece of another kind stands on the stack (a king on
                // men): the height of the stack under it goes in a badge.
                let under = pieces
                    .iter()
                    .filter(|p| Style::of(&p.kind).base == bottom && p.owner == pieces[0].owner)
                    .count();
                badge(canvas, (c.0 + r * 0.8, y - r * 0.8), r, under, theme);
                return;
            }
            let paint = theme.piece(plan.kind, Style::of(&top.kind).base, colours.piece(top));
            if paint.mark != PieceMark::Plain {
                // The side's mark fills the piece's middle: the height
                // written over it would blur both, so it goes in a badge.
                badge(canvas, (c.0 + r * 0.8, y - r * 0.8), r, n, theme);
                return;
            }
            let size = (r * 0.95).max(12.0);
            text::draw_at(
                canvas,
                &n.to_string(),
                c.0,
                y,
                size,
                Align::Centre,
                contrast_ink(paint.fill),
            );
        }
    }
}

/// A stack seen from above: its top piece with the height in a badge,
/// and a strip along the cell's foot with every piece's colour, bottom
/// first, so the order of a mixed stack reads too.
fn from_above(
    canvas: &mut Canvas,
    plan: &Plan,
    cell: &Cell,
    pieces: &[&Piece],
    colours: &Colours,
    theme: &Theme,
) {
    let (c, r) = (plan.abs(cell.at), plan.piece_r);
    let n = pieces.len();
    let top = pieces[n - 1];
    piece_at(
        canvas,
        plan.kind,
        (c.0, c.1 - r * 0.12),
        r * 0.9,
        top,
        colours,
        theme,
        1.0,
    );
    if Style::of(&top.kind).alert {
        alert_ring(canvas, (c.0, c.1 - r * 0.12), r * 0.9, theme);
    }
    // The strip: at most a dozen segments, the top ones when taller.
    let shown = &pieces[n.saturating_sub(12)..];
    let half = match cell.shape {
        Shape::Square { half } => half,
        // The strip stays inside the hexagon where it narrows to its foot.
        Shape::Hex { r } => r * 0.68,
        _ => r * 1.15,
    };
    let (w, h) = (half * 1.7, (half * 0.24).max(7.0));
    let (x0, y0) = (c.0 - w / 2.0, c.1 + half - h - (half * 0.05).max(2.0));
    let seg = w / shown.len() as f32;
    // A grey tray, so white and black segments both stand out.
    let tray = theme.panel.mix(theme.ink, 0.45);
    canvas.round_rect(
        x0 - 2.0,
        y0 - 2.0,
        x0 + w + 2.0,
        y0 + h + 2.0,
        3.0,
        Some(tray),
        None,
        1.0,
    );
    for (i, piece) in shown.iter().enumerate() {
        let paint = theme.piece(plan.kind, Style::of(&piece.kind).base, colours.piece(piece));
        let x = x0 + seg * i as f32;
        canvas.round_rect(
            x + 1.0,
            y0,
            x + seg - 1.0,
            y0 + h,
            2.0,
            Some(paint.fill),
            Some((paint.rim, 1.5)),
            1.0,
        );
    }
    // The pieces the last move carried (`~moved`): a bar in the last
    // move's arrow colour over their segments, so the moved part of a stack reads.
    let moved: Vec<usize> = (0..shown.len())
        .filter(|&i| Style::of(&shown[i].kind).moved)
        .collect();
    if let (Some(&first), Some(&last)) = (moved.first(), moved.last()) {
        // And a ring round the top piece, which the last move's arrow
        // leaves visible.
        let ring = (r * 0.14).max(2.5);
        canvas.ring(
            (c.0, c.1 - r * 0.12),
            r * 0.9 + ring,
            ring,
            theme.marks.arrow,
            1.0,
        );
        let bar = (h * 0.45).max(3.0);
        canvas.round_rect(
            x0 + seg * first as f32,
            y0 - 2.0 - bar,
            x0 + seg * (last + 1) as f32,
            y0 - 2.0,
            bar / 2.0,
            Some(theme.marks.arrow),
            Some((theme.ink, 1.0)),
            1.0,
        );
    }
    // The height in a badge at the top piece's shoulder, drawn last: the
    // piece's middle keeps its side's mark (a cross, a dot) readable.
    badge(canvas, (c.0 + r * 0.72, c.1 - r * 0.84), r * 0.9, n, theme);
}

/// Most tiers drawn in one pile: the top ones when taller, the height
/// then in a badge.
const MAX_TIERS: usize = 6;

/// A pile seen from the side as flat tiers filling the cell's height,
/// bottom first: each in its piece's colour and carrying its piece's
/// letter or number, the tiers the last move carried outlined in the last
/// move's colour.
fn tiers(canvas: &mut Canvas, plan: &Plan, cell: &Cell, pieces: &[&Piece], colours: &Colours, theme: &Theme) {
    let (c, r) = (plan.abs(cell.at), plan.piece_r);
    let half = match cell.shape {
        Shape::Square { half } => half,
        Shape::Hex { r } => r * 0.7,
        _ => r * 1.15,
    };
    let n = pieces.len();
    let shown = &pieces[n.saturating_sub(MAX_TIERS)..];
    let k = shown.len();
    let t = (half * 1.92 / k as f32).min(r * 1.3);
    let w = half * 1.84;
    let (x0, x1) = (c.0 - w / 2.0, c.0 + w / 2.0);
    let bottom = c.1 + t * k as f32 / 2.0;
    let gap = (t * 0.06).max(1.0);
    let rim = (t * 0.07).clamp(1.0, 2.5);
    for (i, piece) in shown.iter().enumerate() {
        let style = Style::of(&piece.kind);
        let paint = theme.piece(plan.kind, style.base, colours.piece(piece));
        let (y1, y0) = (bottom - t * i as f32, bottom - t * (i + 1) as f32 + gap);
        let round = (t - gap) / 2.0;
        canvas.round_rect(
            x0,
            y0,
            x1,
            y1,
            round,
            Some(paint.fill),
            Some((paint.rim, rim)),
            1.0,
        );
        if let Some(letter) = letter_of(&piece.kind) {
            let size = (t - gap) * 0.88 * letter_scale(letter);
            let mid = (y0 + y1) / 2.0;
            text::draw_at(
                canvas,
                letter,
                c.0,
                mid,
                size,
                Align::Centre,
                contrast_ink(paint.fill),
            );
        }
    }
    let moved: Vec<usize> = (0..k).filter(|&i| Style::of(&shown[i].kind).moved).collect();
    if let (Some(&first), Some(&last)) = (moved.first(), moved.last()) {
        let line = (t * 0.12).clamp(2.0, 4.0);
        let e = line / 2.0;
        canvas.round_rect(
            x0 - e,
            bottom - t * (last + 1) as f32 + gap - e,
            x1 + e,
            bottom - t * first as f32 + e,
            t / 2.0,
            None,
            Some((theme.marks.arrow, line)),
            1.0,
        );
    }
    if n > k {
        badge(canvas, (x1, bottom - t * k as f32), r * 0.9, n, theme);
    }
}

/// A small round badge with a number, centred on `c`, for a stack of
/// pieces of radius `r`.
fn badge(canvas: &mut Canvas, c: Pt, r: f32, n: usize, theme: &Theme) {
    let size = (r * 0.62).max(12.0);
    canvas.disc(c, size * 0.75, Some(theme.panel), Some((theme.ink, 2.0)), 1.0);
    text::draw_at(canvas, &n.to_string(), c.0, c.1, size, Align::Centre, theme.ink);
}

/// The letter a piece carries: its style's base, when that is a single
/// capital letter or digit (`L`, or `L~paint:red`: a lettered swatch of a
/// colour; `5`: a numbered tile), or a number of two digits (`10`: a
/// numbered token of a series that goes past 9).
fn letter_of(kind: &str) -> Option<&str> {
    let base = Style::of(kind).base;
    let mut chars = base.chars();
    match (chars.next(), chars.next(), chars.next()) {
        (Some(ch), None, _) if ch.is_ascii_uppercase() || ch.is_ascii_digit() => Some(base),
        (Some(a), Some(b), None) if a.is_ascii_digit() && b.is_ascii_digit() => Some(base),
        _ => None,
    }
}

/// The size of a piece's letter in piece radii: two digits are written
/// smaller, to stay inside the piece.
fn letter_scale(letter: &str) -> f32 {
    if letter.len() > 1 { 0.72 } else { 1.0 }
}

/// A token whose style is a single capital letter carries that letter.
fn lettered(canvas: &mut Canvas, kind: Kind, c: Pt, r: f32, piece: &Piece, colours: &Colours, theme: &Theme) {
    if let Some(letter) = letter_of(&piece.kind) {
        let paint = theme.piece(kind, &piece.kind, colours.piece(piece));
        let ink = contrast_ink(paint.fill);
        canvas.disc(c, r * 0.62, Some(paint.fill), None, 1.0);
        let size = r * 1.1 * letter_scale(letter);
        text::draw_at(canvas, letter, c.0, c.1, size, Align::Centre, ink);
    }
}

/// The warning ring of an `~alert` piece (pinned, threatened): inside the
/// rim, in the colour of captures.
fn alert_ring(canvas: &mut Canvas, c: Pt, r: f32, theme: &Theme) {
    canvas.ring(c, r * 0.62, (r * 0.2).max(3.0), theme.marks.captured, 1.0);
}

/// One piece of radius `r` centred on `c`, with its side's mark and its
/// style's mark (kings carry a crown). Drawn once per look, size and
/// quarter-pixel position, then stamped.
#[allow(clippy::too_many_arguments)]
pub(crate) fn piece_at(
    canvas: &mut Canvas,
    kind: Kind,
    c: Pt,
    r: f32,
    piece: &Piece,
    colours: &Colours,
    theme: &Theme,
    alpha: f32,
) {
    let style = Style::of(&piece.kind);
    let owner_colour = colours.piece(piece);
    let r = if style.small { r * SMALL } else { r };
    if let Some(name) = style.base.strip_prefix("sprite:") {
        // A piece drawn from a named picture (a chess piece), nearly as
        // wide as its cell.
        let faded = if style.dim || style.frozen {
            alpha * 0.42
        } else {
            alpha
        };
        if crate::sprites::draw(canvas, name, owner_colour, c, r * SPRITE_SCALE, faded) {
            return;
        }
    }
    if let Some(ends) = style.base.strip_prefix("tile:") {
        let paint = theme.piece(kind, "man", owner_colour);
        let faded = if style.dim || style.frozen {
            alpha * 0.42
        } else {
            alpha
        };
        line_tile::line_tile(canvas, ends, c, r, paint, faded);
        return;
    }
    if let Some(face) = style
        .base
        .strip_prefix("die:")
        .and_then(|f| f.parse::<u8>().ok())
        .filter(|f| (1..=6).contains(f))
    {
        // A six-sided die seen from above, its body in the piece's colour.
        let paint = theme.piece(kind, "man", owner_colour);
        let faded = if style.dim || style.frozen {
            alpha * 0.42
        } else {
            alpha
        };
        die_face(canvas, face, c, r, paint, faded);
        return;
    }
    if let Some(shape) = style.base.strip_prefix("glyph:").and_then(Glyph::of) {
        // A drawn symbol (a circle, square or triangle written in a cell)
        // rather than a counter: hollow, in its side's colour.
        let paint = theme.piece(kind, "man", owner_colour);
        let faded = if style.dim || style.frozen {
            alpha * 0.42
        } else {
            alpha
        };
        glyph(canvas, shape, c, r, paint, faded);
        return;
    }
    let paint = theme.piece(kind, style.base, if style.ring { "none" } else { owner_colour });
    let look = Look {
        paint,
        king: style.base == "king",
        ring: style.ring.then(|| theme.piece(kind, "man", owner_colour)),
        frost: style.frozen,
        flag: style.flag,
    };
    let alpha = if style.dim || style.frozen {
        alpha * 0.42
    } else {
        alpha
    };
    if !(c.0.is_finite() && c.1.is_finite() && (0.5..=200.0).contains(&r)) {
        paint_piece(canvas, c, r, look, alpha);
        return;
    }
    let (qx, qy) = ((c.0 * 4.0).round() as i64, (c.1 * 4.0).round() as i64);
    let key = SpriteKey {
        look,
        r: (r * 8.0).round() as u32,
        frac: (qx.rem_euclid(4) as u8, qy.rem_euclid(4) as u8),
        alpha: (alpha.clamp(0.0, 1.0) * 255.0).round() as u8,
    };
    // Room for the halo of a held piece.
    let reach = if look.ring.is_some() { r * 1.3 + 4.0 } else { r };
    let half = reach.ceil() as i64 + 3;
    SPRITES.with(|cache| {
        let mut cache = cache.borrow_mut();
        if cache.len() > SPRITE_LIMIT {
            cache.clear();
        }
        let sprite = cache.entry(key).or_insert_with(|| {
            let mut recorder = Canvas::recorder((2 * half + 2) as u32);
            let at = (
                half as f32 + f32::from(key.frac.0) / 4.0,
                half as f32 + f32::from(key.frac.1) / 4.0,
            );
            paint_piece(&mut recorder, at, r, look, alpha);
            recorder.into_sprite()
        });
        canvas.stamp(sprite, qx.div_euclid(4) - half, qy.div_euclid(4) - half);
    });
}

/// The side of a named picture, in piece radii.
const SPRITE_SCALE: f32 = 2.3;

/// A piece's style key read as its base style and modifiers (see
/// [`games::view::Piece::kind`]).
#[derive(Clone, Copy, Debug)]
struct Style<'a> {
    base: &'a str,
    dim: bool,
    frozen: bool,
    ring: bool,
    /// A warning ring, drawn over the piece where it lies.
    alert: bool,
    /// Carried by the last move: marked in the last move's colour.
    moved: bool,
    /// A colour key of its own (`~paint:green`), drawn instead of the
    /// owner's: neutral pieces that differ by colour alone.
    paint: Option<&'a str>,
    /// Carrying a flag: a pennant on the piece.
    flag: bool,
    /// Drawn smaller (a low piece beside tall ones).
    small: bool,
}

/// The size of a `~small` piece, in full pieces' radii.
const SMALL: f32 = 0.6;

impl<'a> Style<'a> {
    fn of(key: &'a str) -> Style<'a> {
        let mut parts = key.split('~');
        let base = parts.next().unwrap_or("");
        let mut style = Style {
            base,
            dim: false,
            frozen: false,
            ring: false,
            alert: false,
            moved: false,
            paint: None,
            flag: false,
            small: false,
        };
        for m in parts {
            if let Some(key) = m.strip_prefix("paint:") {
                style.paint = Some(key);
                continue;
            }
            match m {
                "dim" => style.dim = true,
                "frozen" => style.frozen = true,
                // A piece set apart from its side (a tafl king) is drawn
                // like a held one: neutral, ringed in its owner's colour.
                "ring" | "special" => style.ring = true,
                "alert" => style.alert = true,
                "moved" => style.moved = true,
                "flag" => style.flag = true,
                "small" => style.small = true,
                _ => {}
            }
        }
        style
    }
}

/// Everything that decides how a piece looks.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Look {
    paint: PiecePaint,
    king: bool,
    /// The holder's paint, for a neutral piece ringed in its colour.
    ring: Option<PiecePaint>,
    /// A frost star: the piece may not move now.
    frost: bool,
    /// A pennant: the piece carries a flag.
    flag: bool,
}

/// Pieces drawn so far, by look, size and position within a pixel.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct SpriteKey {
    look: Look,
    r: u32,
    frac: (u8, u8),
    alpha: u8,
}

/// Most piece sprites kept per thread before the cache starts over.
const SPRITE_LIMIT: usize = 512;

thread_local! {
    static SPRITES: std::cell::RefCell<HashMap<SpriteKey, Sprite>> = std::cell::RefCell::new(HashMap::new());
}

/// Ink of the frost star on frozen pieces.
const FROST: Rgb = Rgb(20, 110, 230);

fn paint_piece(canvas: &mut Canvas, c: Pt, r: f32, look: Look, alpha: f32) {
    let Look { paint, king, .. } = look;
    let rim = (r * 0.12).clamp(1.5, 6.0);
    if let Some(holder) = look.ring {
        // A halo round the piece in its holder's colour, outlined so a
        // white holder shows on a light board.
        let w = (r * 0.24).max(3.0);
        canvas.ring(c, r + w * 0.5, w + 3.0, holder.rim, alpha);
        canvas.ring(c, r + w * 0.5, w, holder.fill, alpha);
    }
    canvas.disc(c, r, Some(paint.fill), Some((paint.rim, rim)), alpha);
    match paint.mark {
        PieceMark::Plain => {}
        PieceMark::Dot => canvas.disc(c, r * 0.26, Some(paint.mark_colour), None, alpha),
        PieceMark::Ring => canvas.ring(c, r * 0.6, (r * 0.11).max(1.5), paint.mark_colour, alpha),
        PieceMark::Cross => {
            let d = r * 0.4;
            let w = (r * 0.13).max(1.5);
            canvas.line(
                (c.0 - d, c.1 - d),
                (c.0 + d, c.1 + d),
                w,
                paint.mark_colour,
                alpha,
            );
            canvas.line(
                (c.0 - d, c.1 + d),
                (c.0 + d, c.1 - d),
                w,
                paint.mark_colour,
                alpha,
            );
        }
    }
    if king {
        crown(canvas, c, r, contrast_ink(paint.fill), alpha);
    }
    if look.flag {
        pennant(canvas, c, r, contrast_ink(paint.fill), alpha);
    }
    if look.frost {
        // Drawn at full strength over the faded piece.
        let w = (r * 0.16).max(2.0);
        for k in 0..3 {
            let a = std::f32::consts::PI * k as f32 / 3.0 + std::f32::consts::FRAC_PI_2;
            let (dx, dy) = (a.cos() * r * 0.62, a.sin() * r * 0.62);
            canvas.line((c.0 - dx, c.1 - dy), (c.0 + dx, c.1 + dy), w, FROST, 1.0);
        }
    }
}

/// The symbols a piece styled `glyph:NAME` is drawn as.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Glyph {
    Circle,
    Square,
    Triangle,
}

impl Glyph {
    pub(crate) fn of(name: &str) -> Option<Glyph> {
        match name {
            "circle" => Some(Glyph::Circle),
            "square" => Some(Glyph::Square),
            "triangle" => Some(Glyph::Triangle),
            _ => None,
        }
    }
}

/// A hollow symbol of radius about `r` centred on `c`: a thick stroke in the
/// side's fill, edged on both sides with its rim so a white symbol shows on
/// a light cell.
fn glyph(canvas: &mut Canvas, shape: Glyph, c: Pt, r: f32, paint: PiecePaint, alpha: f32) {
    let w = (r * 0.26).max(3.0);
    let edge = (r * 0.06).max(1.0);
    if shape == Glyph::Circle {
        let radius = r * 0.78;
        canvas.ring(c, radius, w + 2.0 * edge, paint.rim, alpha);
        canvas.ring(c, radius, w, paint.fill, alpha);
        return;
    }
    // Corners as offsets from the centre, in units of r.
    let corners: &[(f32, f32)] = match shape {
        Glyph::Square => &[(-0.74, -0.74), (0.74, -0.74), (0.74, 0.74), (-0.74, 0.74)],
        _ => &[(0.0, -0.9), (0.92, 0.7), (-0.92, 0.7)],
    };
    let n = corners.len() as f32;
    let centre = (
        corners.iter().map(|p| p.0).sum::<f32>() / n,
        corners.iter().map(|p| p.1).sum::<f32>() / n,
    );
    // The same shape grown or shrunk by `by` pixels about its centre.
    let at = |by: f32| -> Vec<Pt> {
        corners
            .iter()
            .map(|&(x, y)| {
                let (dx, dy) = (x - centre.0, y - centre.1);
                let len = (dx * dx + dy * dy).sqrt().max(1e-3);
                let k = 1.0 + by / (len * r);
                (c.0 + (centre.0 + dx * k) * r, c.1 + (centre.1 + dy * k) * r)
            })
            .collect()
    };
    canvas.polygon_edge(&at(0.0), w + 2.0 * edge, paint.rim, alpha);
    canvas.polygon_edge(&at(-edge), w, paint.fill, alpha);
}

/// A die showing `face` pips, its side about `2r`, centred on `c`: the
/// body in the paint's fill edged with its rim, the pips in the ink that
/// reads on the fill.
fn die_face(canvas: &mut Canvas, face: u8, c: Pt, r: f32, paint: PiecePaint, alpha: f32) {
    let h = r * 0.92;
    let (l, t) = (c.0 - h, c.1 - h);
    canvas.round_rect(
        l,
        t,
        c.0 + h,
        c.1 + h,
        h * 0.28,
        Some(paint.fill),
        Some((paint.rim, (r * 0.08).max(2.0))),
        alpha,
    );
    let ink = contrast_ink(paint.fill);
    for (px, py) in crate::panels::pips(face) {
        canvas.disc(
            (l + 2.0 * h * px, t + 2.0 * h * py),
            h * 0.17,
            Some(ink),
            None,
            alpha,
        );
    }
}

/// A pennant on a pole across the piece: a flag planted on it.
fn pennant(canvas: &mut Canvas, c: Pt, r: f32, ink: Rgb, alpha: f32) {
    let pole = c.0 - r * 0.3;
    let (top, foot) = (c.1 - r * 0.62, c.1 + r * 0.62);
    canvas.line((pole, top), (pole, foot), (r * 0.12).max(1.5), ink, alpha);
    canvas.polygon(
        &[
            (pole, top),
            (pole + r * 0.78, top + r * 0.28),
            (pole, top + r * 0.56),
        ],
        ink,
        alpha,
    );
}

/// A small crown: a band and three points.
fn crown(canvas: &mut Canvas, c: Pt, r: f32, ink: Rgb, alpha: f32) {
    let (w, h) = (r * 0.9, r * 0.55);
    let (x0, y1) = (c.0 - w / 2.0, c.1 + h / 2.0);
    canvas.rect(x0, y1 - h * 0.3, x0 + w, y1, ink, alpha);
    for i in 0..3 {
        let cx = x0 + w * (0.5 * i as f32);
        let half = w * 0.18;
        let left = (cx - half).max(x0);
        let right = (cx + half).min(x0 + w);
        canvas.polygon(
            &[(left, y1 - h * 0.3), (right, y1 - h * 0.3), (cx, y1 - h)],
            ink,
            alpha,
        );
    }
}

/// A captured piece, ghosted with a cross: on its cell if the cell is
/// empty, else small in the cell's corner.
fn ghost(canvas: &mut Canvas, plan: &Plan, h: &Highlight, occupied: bool, colours: &Colours, theme: &Theme) {
    let Some(cell) = plan.cell(&h.cell) else {
        return;
    };
    let base_r = match (&plan.geo, cell.shape) {
        (Geometry::Pits(g), _) => g.pit_r * 0.5,
        _ => plan.piece_r,
    };
    let c = plan.abs(cell.at);
    let (c, r) = if occupied {
        let off = match cell.shape {
            Shape::Pit { r } => r * 0.72,
            Shape::Square { half } => half * 0.62,
            Shape::Hex { r } => r * 0.55,
            Shape::Store { hw, .. } | Shape::Row { hw, .. } => hw * 0.7,
            Shape::Point | Shape::Spike { .. } => base_r * 0.8,
        };
        ((c.0 + off, c.1 - off), base_r * 0.45)
    } else {
        (c, base_r * 0.85)
    };
    let fallback = Piece {
        cell: h.cell.clone(),
        owner: None,
        kind: String::new(),
    };
    let piece = h.ghost.as_ref().unwrap_or(&fallback);
    if occupied {
        // A small opaque badge, so it reads over the piece it sits on.
        canvas.disc(c, r + 2.0, Some(theme.background), None, 1.0);
        piece_at(canvas, plan.kind, c, r, piece, colours, theme, 0.55);
    } else {
        piece_at(canvas, plan.kind, c, r, piece, colours, theme, 0.4);
    }
    let d = r * 0.75;
    let w = (r * 0.22).max(3.0);
    for (a, b) in [
        ((c.0 - d, c.1 - d), (c.0 + d, c.1 + d)),
        ((c.0 - d, c.1 + d), (c.0 + d, c.1 - d)),
    ] {
        canvas.line(a, b, w + 3.0, theme.background, 0.9);
    }
    for (a, b) in [
        ((c.0 - d, c.1 - d), (c.0 + d, c.1 + d)),
        ((c.0 - d, c.1 + d), (c.0 + d, c.1 - d)),
    ] {
        canvas.line(a, b, w, theme.marks.captured, 1.0);
    }
}

/// Winning or scoring lines: a halo on each cell, joined by a stroke when
/// they lie on one straight line.
fn lines(canvas: &mut Canvas, plan: &Plan, highlights: &[&Highlight], theme: &Theme) {
    let mut points: Vec<Pt> = Vec::new();
    for h in highlights.iter().filter(|h| h.mark == Mark::Line) {
        if let Some(cell) = plan.cell(&h.cell) {
            let p = plan.abs(cell.at);
            if !points.contains(&p) {
                points.push(p);
            }
        }
    }
    if points.is_empty() {
        return;
    }
    let r = match &plan.geo {
        Geometry::Pits(g) => g.pit_r,
        _ => plan.piece_r,
    };
    let w = (r * 0.26).max(5.0);
    if let Some((a, b)) = straight(&points) {
        canvas.line(a, b, w + 4.0, theme.background, 0.8);
        canvas.line(a, b, w, theme.marks.line, 0.9);
    }
    for p in points {
        canvas.ring(p, r + w * 0.5 + 1.0, w * 0.8, theme.marks.line, 1.0);
    }
}

/// A winning shape's corners (`Mark::Outline`): joined in the order listed
/// into a closed outline, with a halo on each corner.
fn outline(canvas: &mut Canvas, plan: &Plan, highlights: &[&Highlight], theme: &Theme) {
    let points: Vec<Pt> = highlights
        .iter()
        .filter(|h| h.mark == Mark::Outline)
        .filter_map(|h| plan.cell(&h.cell).map(|c| plan.abs(c.at)))
        .collect();
    let r = plan.piece_r;
    let w = (r * 0.26).max(5.0);
    if points.len() >= 2 {
        for (i, &a) in points.iter().enumerate() {
            let b = points[(i + 1) % points.len()];
            if points.len() == 2 && i == 1 {
                break;
            }
            canvas.line(a, b, w + 4.0, theme.background, 0.8);
            canvas.line(a, b, w, theme.marks.line, 0.9);
        }
    }
    for p in points {
        canvas.ring(p, r + w * 0.5 + 1.0, w * 0.8, theme.marks.line, 1.0);
    }
}

/// The two ends of `points` if they all lie on one straight line.
fn straight(points: &[Pt]) -> Option<(Pt, Pt)> {
    if points.len() < 2 {
        return None;
    }
    let mut best = (points[0], points[1], 0.0f32);
    for (i, &a) in points.iter().enumerate() {
        for &b in &points[i + 1..] {
            let d = (a.0 - b.0).hypot(a.1 - b.1);
            if d > best.2 {
                best = (a, b, d);
            }
        }
    }
    let (a, b, len) = best;
    if len < 1.0 {
        return None;
    }
    let on_line = points
        .iter()
        .all(|p| ((p.0 - a.0) * (b.1 - a.1) - (p.1 - a.1) * (b.0 - a.0)).abs() / len < 2.0);
    on_line.then_some((a, b))
}

/// An arrow from `a` to `b` with a white edge so it reads on any board.
fn arrow(canvas: &mut Canvas, a: Pt, b: Pt, r: f32, theme: &Theme) {
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = dx.hypot(dy);
    if len < 1.0 || !len.is_finite() {
        return;
    }
    let (ux, uy) = (dx / len, dy / len);
    let shaft = (r * 0.32).clamp(5.0, 18.0);
    let head = (r * 0.95).clamp(14.0, 44.0).min(len * 0.6);
    let tip = (b.0 - ux * r * 0.2, b.1 - uy * r * 0.2);
    let base = (tip.0 - ux * head, tip.1 - uy * head);
    let start = (a.0 + ux * r * 0.1, a.1 + uy * r * 0.1);
    let wing = head * 0.62;
    let tri = |grow: f32| {
        [
            (tip.0 + ux * grow, tip.1 + uy * grow),
            (
                base.0 - uy * (wing + grow) - ux * grow,
                base.1 + ux * (wing + grow) - uy * grow,
            ),
            (
                base.0 + uy * (wing + grow) - ux * grow,
                base.1 - ux * (wing + grow) - uy * grow,
            ),
        ]
    };
    let neck = (base.0 + ux * 1.0, base.1 + uy * 1.0);
    canvas.line(start, neck, shaft + 5.0, theme.marks.arrow_edge, 1.0);
    canvas.polygon(&tri(2.5), theme.marks.arrow_edge, 1.0);
    canvas.line(start, neck, shaft, theme.marks.arrow, 1.0);
    canvas.polygon(&tri(0.0), theme.marks.arrow, 1.0);
}

/// The view's cell labels (seed counts and the like), where the plan puts
/// them: on a light pill so they read over anything.
fn labels(canvas: &mut Canvas, view: &View, plan: &Plan, theme: &Theme) {
    if matches!(plan.geo, Geometry::Pits(_)) {
        return; // pits write their own counts
    }
    for (cell, label) in view.cell_labels.iter().take(MAX_ITEMS) {
        let Some(cell) = plan.cell(cell) else {
            continue;
        };
        let label = text::fit(label.trim(), cell.label_size, plan.piece_r * 3.0);
        if label.is_empty() {
            continue;
        }
        let (x, y) = plan.abs(cell.label_at);
        let s = cell.label_size;
        let w = text::width(&label, s);
        canvas.round_rect(
            x - w / 2.0 - s * 0.3,
            y - s * 0.6,
            x + w / 2.0 + s * 0.3,
            y + s * 0.6,
            s * 0.3,
            Some(theme.panel),
            Some((theme.ink, 2.0)),
            1.0,
        );
        text::draw_at(canvas, &label, x, y, s, Align::Centre, theme.ink);
    }
}

/// Coordinates read from cell names: each column's x with its letters, each
/// row's y with its digits.
#[derive(Clone, Debug)]
pub(crate) struct Axes {
    columns: Vec<(f32, String)>,
    rows: Vec<(f32, String)>,
}

/// Coordinates derived from cell names: when every cell in one column has
/// names starting with the same letters, and every cell in one row ends
/// with the same digits, the columns and rows can be labelled at the edge
/// like a chess board.
pub(crate) fn name_axes(cells: &[(String, Pt)]) -> Option<Axes> {
    let split = |name: &str| -> Option<(String, String)> {
        let letters: String = name.chars().take_while(|c| c.is_ascii_alphabetic()).collect();
        let digits: String = name[letters.len()..].to_string();
        (!letters.is_empty() && !digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()))
            .then_some((letters, digits))
    };
    let mut columns: Vec<(f32, String)> = Vec::new();
    let mut rows: Vec<(f32, String)> = Vec::new();
    for (name, p) in cells {
        let (letters, digits) = split(name)?;
        for (list, key, label) in [(&mut columns, p.0, letters), (&mut rows, p.1, digits)] {
            match list.iter().find(|(k, _)| (k - key).abs() < 0.5) {
                Some((_, l)) if *l != label => return None,
                Some(_) => {}
                None => {
                    if list.iter().any(|(_, l)| *l == label) {
                        return None;
                    }
                    list.push((key, label));
                }
            }
        }
    }
    Some(Axes { columns, rows })
}

/// Writes derived coordinates: letters under the board at each column's
/// x, digits left of it at each row's y.
pub(crate) fn draw_axes(
    canvas: &mut Canvas,
    plan: &Plan,
    axes: &Axes,
    letters_y: f32,
    digits_x: f32,
    size: f32,
    theme: &Theme,
) {
    for (x, label) in &axes.columns {
        let p = plan.abs((*x, letters_y));
        text::draw_at(canvas, label, p.0, p.1, size, Align::Centre, theme.ink_soft);
    }
    for (y, label) in &axes.rows {
        let p = plan.abs((digits_x, *y));
        text::draw_at(canvas, label, p.0, p.1, size, Align::Centre, theme.ink_soft);
    }
}

/// The letter naming file or column `i` (a, b, … z).
pub(crate) fn letter(i: usize) -> char {
    char::from(b'a' + (i.min(25)) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A piece `die:N` is a die showing N pips in the piece's colour: more
    /// pips, more ink; the body takes the paint; a number out of 1 to 6
    /// is a plain piece.
    #[test]
    fn a_die_piece_shows_its_pips_in_its_colour() {
        let theme = Theme::get(crate::ThemeKey::default());
        let view = View::new(Board::squares(1, 1));
        let colours = Colours::new(&view, theme);
        let drawn = |key: &str| {
            let mut canvas = Canvas::new(100, 100, Rgb(200, 200, 200));
            let piece = Piece {
                cell: String::new(),
                owner: None,
                kind: key.to_string(),
            };
            piece_at(
                &mut canvas,
                Kind::Squares,
                (50.0, 50.0),
                40.0,
                &piece,
                &colours,
                theme,
                1.0,
            );
            canvas.into_pixels()
        };
        let ink = |pixels: &[u8]| pixels.chunks(3).filter(|p| p.iter().all(|&c| c < 40)).count();
        // The outline's ink is the same on every face: each pip adds its own.
        let [one, two, six] = ["1", "2", "6"].map(|n| ink(&drawn(&format!("die:{n}~paint:white"))));
        let pip = two.saturating_sub(one);
        assert!(pip > 0 && six > one + 4 * pip, "faces 1, 2, 6: {one} {two} {six}");
        let blue = theme.piece(Kind::Squares, "man", "blue").fill;
        let centre = |pixels: &[u8], x: usize, y: usize| {
            let i = (y * 100 + x) * 3;
            Rgb(pixels[i], pixels[i + 1], pixels[i + 2])
        };
        // Face 2's pips are on a diagonal: the middle shows the body.
        assert_eq!(centre(&drawn("die:2~paint:blue"), 50, 50), blue);
        assert_ne!(drawn("die:7~paint:blue"), drawn("die:2~paint:blue"));
    }

    /// A pile drawn as tiers shows every piece's colour, bottom first,
    /// each in a band of its own: red, blue, red up the cell.
    #[test]
    fn a_pile_in_tiers_shows_each_piece_in_order() {
        let theme = Theme::get(crate::theme::ThemeKey::Classic);
        let mut view = View::new(Board::squares(1, 1));
        view.seat_colours = vec!["red".into(), "blue".into()];
        view.stacking = Stacking::Tiers;
        for (owner, kind) in [(0, "1"), (1, "1"), (0, "2")] {
            view.piece("a1", Some(games::Seat(owner)), kind);
        }
        let frame = crate::Frame::new("t");
        let image = crate::render(&view, &frame);
        let spot = crate::spots(&view, &frame)
            .into_iter()
            .find(|s| s.cell == "a1")
            .expect("a1");
        let red = theme.piece(Kind::Squares, "1", "red").fill;
        let blue = theme.piece(Kind::Squares, "1", "blue").fill;
        let x = spot.x as u32 - 25;
        let mut bands: Vec<Rgb> = Vec::new();
        for y in (0..image.height()).rev() {
            let p = image.get_pixel(x, y).0;
            let colour = Rgb(p[0], p[1], p[2]);
            if (colour == red || colour == blue) && bands.last() != Some(&colour) {
                bands.push(colour);
            }
        }
        assert_eq!(bands, [red, blue, red]);
    }

    /// Places off a track (`TrackSquare::area`) make one field in their
    /// special's colour: no seam between two of them, a gap between them
    /// and a square of the track, which keeps its own look.
    #[test]
    fn places_off_the_track_make_one_field_apart_from_the_squares() {
        use games::view::TrackSquare;
        let theme = Theme::get(crate::theme::ThemeKey::Classic);
        let squares = vec![
            TrackSquare::new("0", 0, 0).special(Some("start".into())),
            TrackSquare::new("~a", 1, 0).special(Some("start".into())).area(),
            TrackSquare::new("~b", 2, 0).special(Some("start".into())).area(),
        ];
        let view = View::new(Board::track(3, 1, squares));
        let frame = crate::Frame::new("t");
        let image = crate::render(&view, &frame);
        let spots = crate::spots(&view, &frame);
        let at = |name: &str| {
            let s = spots.iter().find(|s| s.cell == name).expect("a cell");
            (s.x, s.y)
        };
        let pixel = |x: f32, y: f32| {
            let p = image.get_pixel(x as u32, y as u32).0;
            Rgb(p[0], p[1], p[2])
        };
        let fill = theme.special("start").expect("start").fill;
        let ((x0, y), (xa, _), (xb, _)) = (at("0"), at("~a"), at("~b"));
        assert_eq!(pixel((xa + xb) / 2.0, y), fill, "no seam inside the field");
        assert_eq!(pixel(xa, y), fill);
        assert_ne!(pixel((x0 + xa) / 2.0, y), fill, "set apart from the track");
        // The square of the track keeps its motif (the start's ring):
        // some of its pixels differ from the fill.
        let half = (xa - x0) * 0.3;
        let ringed = (0..20).any(|i| pixel(x0 - half + half * i as f32 / 10.0, y) != fill);
        assert!(ringed);
    }

    /// The top of a stack keeps its letter (Corona's pawns: `G` on `R`):
    /// two stacks whose tops differ only by their letter are drawn apart.
    #[test]
    fn a_lettered_piece_on_a_stack_shows_its_letter() {
        let drawn = |top: &str| {
            let mut view = View::new(Board::squares(1, 1));
            view.piece("a1", None, "R~paint:red");
            view.piece("a1", None, top);
            crate::render(&view, &crate::Frame::new("t"))
        };
        assert_ne!(drawn("G~paint:green"), drawn("H~paint:green"));
    }

    /// A letter token keeps its letter under modifiers: a swatch painted
    /// in a colour of its own (`J~paint:red`) still reads as `J`.
    #[test]
    fn a_lettered_token_keeps_its_letter_under_modifiers() {
        assert_eq!(letter_of("J"), Some("J"));
        assert_eq!(letter_of("J~paint:red"), Some("J"));
        assert_eq!(letter_of("man~paint:red"), None);
        assert_eq!(letter_of("j~paint:red"), None);
    }

    #[test]
    fn a_numbered_token_carries_its_digit_or_two() {
        assert_eq!(letter_of("5"), Some("5"));
        assert_eq!(letter_of("7~dim"), Some("7"));
        assert_eq!(letter_of("12"), Some("12"));
        assert_eq!(letter_of("10~paint:tan"), Some("10"));
        assert_eq!(letter_of("123"), None);
        assert_eq!(letter_of("1a"), None);
        assert!(letter_scale("10") < letter_scale("7"));
    }

    /// A special `paint:KEY` fills its cell with that colour key's paint:
    /// a red cell reads red, a blue one blue, a cell without one neither.
    #[test]
    fn a_painted_special_fills_its_cell_in_the_colour_named() {
        use games::view::Special;
        let theme = Theme::get(crate::theme::ThemeKey::Classic);
        let mut view = View::new(Board::squares(3, 1));
        view.specials.push(Special::new("a1", "paint:red"));
        view.specials.push(Special::new("b1", "paint:blue"));
        let frame = crate::Frame::new("t");
        let image = crate::render(&view, &frame);
        let spots = crate::spots(&view, &frame);
        let pixel = |cell: &str| {
            let s = spots.iter().find(|s| s.cell == cell).expect("a cell");
            let p = image.get_pixel(s.x as u32, s.y as u32).0;
            Rgb(p[0], p[1], p[2])
        };
        let red = theme.piece(Kind::Squares, "man", "red").fill;
        let blue = theme.piece(Kind::Squares, "man", "blue").fill;
        assert_eq!(pixel("a1"), red);
        assert_eq!(pixel("b1"), blue);
        assert_ne!(pixel("c1"), red);
        assert_ne!(pixel("c1"), blue);
    }

    /// Squares absent from a grid are no cells: nothing names them, and
    /// where they would lie the picture shows the table around the board,
    /// not a square; the squares there keep the board's surface.
    #[test]
    fn absent_squares_are_no_cells_and_show_the_table() {
        let theme = Theme::get(crate::theme::ThemeKey::Classic);
        let mut view = View::new(Board::squares(3, 3).absent(["a3", "c3"]));
        view.piece("a3", None, "man");
        let frame = crate::Frame::new("t");
        let image = crate::render(&view, &frame);
        let spots = crate::spots(&view, &frame);
        let names: Vec<&str> = spots.iter().map(|s| s.cell.as_str()).collect();
        assert_eq!(names.len(), 7, "{names:?}");
        assert!(!names.contains(&"a3") && !names.contains(&"c3"));
        let at = |cell: &str| {
            let s = spots.iter().find(|s| s.cell == cell).expect("a cell");
            (s.x, s.y)
        };
        let pixel = |(x, y): (f32, f32)| {
            let p = image.get_pixel(x as u32, y as u32).0;
            Rgb(p[0], p[1], p[2])
        };
        // Where a3 would be: a2's file, b3's rank.
        let a3 = (at("a2").0, at("b3").1);
        assert_eq!(pixel(a3), theme.background);
        let surface = theme.board(Kind::Squares).surface;
        assert_eq!(pixel(at("a2")), surface);
        assert_eq!(pixel(at("b3")), surface);
        // Without absent squares, a3 is a square of the board.
        let whole = View::new(Board::squares(3, 3));
        let image = crate::render(&whole, &frame);
        let p = image.get_pixel(a3.0 as u32, a3.1 as u32).0;
        assert_eq!(Rgb(p[0], p[1], p[2]), surface);
    }

    /// A shape's corners marked `Outline` are joined into a closed
    /// outline: the middle of each side is painted in the line colour,
    /// the middle of the shape is not; plain `Line` marks of the same
    /// three cells (no straight line) join nothing.
    #[test]
    fn outline_corners_are_joined_into_a_closed_shape() {
        use games::view::HexCell;
        let theme = Theme::get(crate::theme::ThemeKey::Classic);
        let cells: Vec<HexCell> = (0..4i16)
            .flat_map(|r| (0..=r).map(move |k| HexCell::new(format!("{r}{k}"), k, -r)))
            .collect();
        let corners = ["00", "30", "33"];
        let draw = |mark: Mark| {
            let mut view = View::new(Board::hexes(cells.clone()));
            for c in corners {
                view.mark(c, mark);
            }
            let frame = crate::Frame::new("t");
            (crate::render(&view, &frame), crate::spots(&view, &frame))
        };
        let at = |spots: &[crate::Spot], cell: &str| {
            let s = spots.iter().find(|s| s.cell == cell).expect("a cell");
            (s.x, s.y)
        };
        let line = theme.marks.line;
        let near = |p: Rgb| (0..3).all(|i| [p.0, p.1, p.2][i].abs_diff([line.0, line.1, line.2][i]) < 40);
        let (image, spots) = draw(Mark::Outline);
        let pixel = |x: f32, y: f32| {
            let p = image.get_pixel(x as u32, y as u32).0;
            Rgb(p[0], p[1], p[2])
        };
        for (a, b) in [("00", "30"), ("30", "33"), ("33", "00")] {
            let (a, b) = (at(&spots, a), at(&spots, b));
            assert!(
                near(pixel((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0)),
                "side {a:?} {b:?}"
            );
        }
        let middle = at(&spots, "21");
        assert!(!near(pixel(middle.0, middle.1)), "the inside is left alone");
        let (plain, spots) = draw(Mark::Line);
        let (a, b) = (at(&spots, "00"), at(&spots, "30"));
        let p = plain
            .get_pixel(((a.0 + b.0) / 2.0) as u32, ((a.1 + b.1) / 2.0) as u32)
            .0;
        assert!(
            !near(Rgb(p[0], p[1], p[2])),
            "Line marks off one line are not joined"
        );
    }

    #[test]
    fn a_piece_painted_by_its_style_ignores_its_owner() {
        let theme = Theme::get(crate::theme::ThemeKey::Classic);
        let mut view = View::new(Board::squares(2, 1));
        view.piece("a1", None, "man~paint:green~moved");
        view.piece("b1", Some(games::Seat(1)), "man");
        let colours = Colours::new(&view, theme);
        assert_eq!(colours.piece(&view.pieces[0]), "green");
        assert_eq!(colours.piece(&view.pieces[1]), colours.of(Some(games::Seat(1))));
        assert!(
            Style::of(&view.pieces[0].kind).moved,
            "other modifiers still read"
        );
    }

    #[test]
    fn axes_come_from_consistent_names_only() {
        let cells = vec![
            ("a1".to_string(), (10.0, 90.0)),
            ("b1".to_string(), (20.0, 90.0)),
            ("a2".to_string(), (10.0, 80.0)),
        ];
        let axes = name_axes(&cells).unwrap();
        assert_eq!(axes.columns.len(), 2);
        assert_eq!(axes.rows.len(), 2);
        let odd = vec![("a1".to_string(), (10.0, 90.0)), ("b1".to_string(), (10.0, 80.0))];
        assert!(name_axes(&odd).is_none(), "two letters in one column");
        assert!(name_axes(&[("pit".to_string(), (0.0, 0.0))]).is_none());
    }

    #[test]
    fn glyphs_are_hollow_symbols_in_the_side_colour() {
        let paint = PiecePaint {
            fill: Rgb(200, 0, 0),
            rim: Rgb(0, 0, 0),
            mark: PieceMark::Plain,
            mark_colour: Rgb(0, 0, 0),
        };
        let bg = Rgb(255, 255, 255);
        let px = |canvas: &Canvas, x: usize, y: usize| {
            let i = (y * 100 + x) * 3;
            let p = canvas.pixels();
            Rgb(p[i], p[i + 1], p[i + 2])
        };
        for (name, stroke) in [
            ("circle", (50, 50 - 31)),
            ("square", (50 - 27, 50)),
            ("triangle", (50, 50 + 25)),
        ] {
            let shape = Glyph::of(name).unwrap();
            let mut canvas = Canvas::new(100, 100, bg);
            glyph(&mut canvas, shape, (50.0, 50.0), 40.0, paint, 1.0);
            assert_eq!(px(&canvas, 50, 50), bg, "{name}: hollow");
            assert_eq!(px(&canvas, stroke.0, stroke.1), paint.fill, "{name}: stroke");
            assert_eq!(px(&canvas, 2, 2), bg, "{name}: corner");
        }
        // The three differ: the square fills a corner the circle leaves.
        let draw = |name| {
            let mut canvas = Canvas::new(100, 100, bg);
            glyph(
                &mut canvas,
                Glyph::of(name).unwrap(),
                (50.0, 50.0),
                40.0,
                paint,
                1.0,
            );
            canvas.pixels().to_vec()
        };
        assert_ne!(draw("circle"), draw("square"));
        assert_ne!(draw("square"), draw("triangle"));
        assert_eq!(Glyph::of("hexagon"), None);
    }

    #[test]
    fn straight_finds_the_ends_of_a_line() {
        let pts = [(0.0, 0.0), (20.0, 20.0), (10.0, 10.0)];
        assert_eq!(straight(&pts), Some(((0.0, 0.0), (20.0, 20.0))));
        assert_eq!(straight(&[(0.0, 0.0), (20.0, 0.0), (10.0, 10.0)]), None);
    }

    #[test]
    fn a_river_sets_two_ranks_apart_and_turns_with_the_board() {
        let room = Room { w: 900.0, h: 900.0 };
        let plain = plan(&Board::Squares(Board::squares(11, 7)), false, room);
        let gap = |p: &Plan, a: &str, b: &str| p.cell(a).unwrap().at.1 - p.cell(b).unwrap().at.1;
        let step = gap(&plain, "a1", "a2");
        for flip in [false, true] {
            let river = plan(&Board::Squares(Board::squares(11, 7).rivers([1, 6])), flip, room);
            let sign = if flip { -1.0 } else { 1.0 };
            let cell = sign * gap(&river, "a2", "a3");
            // Ranks 1–2 and 6–7 are a square and a band apart; 2–3 a square.
            assert!(sign * gap(&river, "a1", "a2") > cell * 1.3, "flip {flip}");
            assert!(sign * gap(&river, "a6", "a7") > cell * 1.3, "flip {flip}");
            assert!((sign * gap(&river, "a4", "a5") - cell).abs() < 0.01);
            assert!(cell <= step + 0.01, "the bands take room from the squares");
        }
    }
}
