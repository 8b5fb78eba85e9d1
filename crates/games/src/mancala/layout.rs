//! The shape of a sowing board: which pits there are, who owns them, how
//! they are drawn, which pit faces which, and the circuits seeds travel.

use std::ops::Range;

use super::board::{CELLS, Cell, MAX_PITS, is_store, store};
use crate::Seat;

/// Which way seeds travel along a circuit: `Forward` is the circuit's own
/// order (counter-clockwise in most games), `Back` the other way.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Dir {
    #[default]
    Forward,
    Back,
}

impl Dir {
    /// The other way.
    pub fn reversed(self) -> Dir {
        match self {
            Dir::Forward => Dir::Back,
            Dir::Back => Dir::Forward,
        }
    }
}

/// The cells seeds travel through, in order, closed into a ring.
#[derive(Clone, Debug)]
pub struct Circuit {
    cells: Vec<Cell>,
    /// The place of each cell in `cells`, or `u8::MAX` off the circuit.
    place: [u8; CELLS],
}

impl Circuit {
    /// The ring through `cells` in this order.
    pub fn new(cells: Vec<Cell>) -> Circuit {
        let mut place = [u8::MAX; CELLS];
        for (i, &c) in cells.iter().enumerate() {
            place[usize::from(c)] = i as u8;
        }
        Circuit { cells, place }
    }

    /// Whether seeds pass through `cell`.
    pub fn contains(&self, cell: Cell) -> bool {
        self.place[usize::from(cell)] != u8::MAX
    }

    /// The cell after `cell` going `dir`.
    ///
    /// # Panics
    /// If `cell` is not on the circuit (a bug in the game).
    #[inline]
    pub fn next(&self, cell: Cell, dir: Dir) -> Cell {
        let i = usize::from(self.place[usize::from(cell)]);
        debug_assert!(i < self.cells.len(), "cell {cell} is off the circuit");
        // No division: this runs for every seed sown.
        let last = self.cells.len() - 1;
        let j = match dir {
            Dir::Forward if i == last => 0,
            Dir::Forward => i + 1,
            Dir::Back if i == 0 => last,
            Dir::Back => i - 1,
        };
        self.cells[j]
    }

    /// The cells in order.
    pub fn cells(&self) -> &[Cell] {
        &self.cells
    }
}

/// A board's shape.
#[derive(Clone, Debug)]
pub struct Layout {
    /// Pits, numbered `0..pits`.
    pub pits: u8,
    /// Seats at the table.
    pub seats: u8,
    /// The name of every cell (pits and the stores in use), as the picture
    /// and the position text write it.
    names: Vec<String>,
    /// The seat owning each pit at the start.
    owner: Vec<Seat>,
    /// Rows of pits as seat 0 sees them, top row first, left to right.
    pub rows: Vec<Vec<Cell>>,
    /// The stores drawn at the left and right ends, as seat 0 sees them.
    pub stores: (Option<Seat>, Option<Seat>),
    /// The pit facing each pit across the middle, if any.
    opposite: Vec<Option<Cell>>,
    /// The circuit each seat sows along (one per seat; often all equal).
    circuits: Vec<Circuit>,
}

impl Layout {
    /// A layout of `pits` pits for `seats` seats; owners, rows, stores,
    /// names and circuits are given with the builder methods.
    pub fn new(pits: u8, seats: u8) -> Layout {
        assert!(usize::from(pits) <= MAX_PITS);
        let mut names: Vec<String> = (0..CELLS).map(|c| c.to_string()).collect();
        for s in 0..seats {
            names[usize::from(store(Seat(s)))] = format!("store{s}");
        }
        Layout {
            pits,
            seats,
            names,
            owner: vec![Seat(0); usize::from(pits)],
            rows: Vec::new(),
            stores: (None, None),
            opposite: vec![None; usize::from(pits)],
            circuits: Vec::new(),
        }
    }

    /// Names `cell`.
    pub fn name_cell(&mut self, cell: Cell, name: impl Into<String>) -> &mut Self {
        self.names[usize::from(cell)] = name.into();
        self
    }

    /// Gives the pits `cells` to `seat`.
    pub fn own(&mut self, seat: Seat, cells: impl IntoIterator<Item = Cell>) -> &mut Self {
        for c in cells {
            self.owner[usize::from(c)] = seat;
        }
        self
    }

    /// Makes `a` and `b` face each other.
    pub fn face(&mut self, a: Cell, b: Cell) -> &mut Self {
        self.opposite[usize::from(a)] = Some(b);
        self.opposite[usize::from(b)] = Some(a);
        self
    }

    /// The circuit of every seat.
    pub fn circuit_for_all(&mut self, cells: Vec<Cell>) -> &mut Self {
        let circuit = Circuit::new(cells);
        self.circuits = vec![circuit; usize::from(self.seats)];
        self
    }

    /// The circuit of `seat` (seats given in order).
    pub fn circuit_for(&mut self, seat: Seat, cells: Vec<Cell>) -> &mut Self {
        let circuit = Circuit::new(cells);
        if self.circuits.len() <= seat.index() {
            self.circuits.resize(seat.index() + 1, circuit.clone());
        }
        self.circuits[seat.index()] = circuit;
        self
    }

    /// The two-seat, four-row board (bao, hawalis): each seat sows its
    /// `inner` row left to right, then its `outer` row back; drawn from seat
    /// 0's side, seat 1's outer row on top, with seat 1's store on the left.
    pub fn four_rows(&mut self, inner: fn(Seat) -> Range<Cell>, outer: fn(Seat) -> Range<Cell>) -> &mut Self {
        for seat in [Seat(0), Seat(1)] {
            let mut circuit: Vec<Cell> = inner(seat).collect();
            circuit.extend(outer(seat).rev());
            self.circuit_for(seat, circuit);
        }
        self.rows = vec![
            outer(Seat(1)).rev().collect(),
            inner(Seat(1)).rev().collect(),
            inner(Seat(0)).collect(),
            outer(Seat(0)).collect(),
        ];
        self.stores = (Some(Seat(1)), Some(Seat(0)));
        self
    }

    /// The name of `cell`.
    pub fn name(&self, cell: Cell) -> &str {
        &self.names[usize::from(cell)]
    }

    /// The cell called `name` (exact match).
    pub fn cell_named(&self, name: &str) -> Option<Cell> {
        (0..self.pits)
            .chain((0..self.seats).map(|s| store(Seat(s))))
            .find(|&c| self.name(c) == name)
    }

    /// The seat owning pit `cell` at the start (a store: its seat).
    pub fn owner(&self, cell: Cell) -> Seat {
        match super::board::store_owner(cell) {
            Some(seat) => seat,
            None => self.owner[usize::from(cell)],
        }
    }

    /// The pits `seat` owns at the start, in pit order.
    pub fn pits_of(&self, seat: Seat) -> impl Iterator<Item = Cell> + '_ {
        (0..self.pits).filter(move |&c| self.owner[usize::from(c)] == seat)
    }

    /// The pit facing `cell`.
    pub fn opposite(&self, cell: Cell) -> Option<Cell> {
        if is_store(cell) {
            return None;
        }
        self.opposite[usize::from(cell)]
    }

    /// The circuit `seat` sows along.
    pub fn circuit(&self, seat: Seat) -> &Circuit {
        &self.circuits[seat.index().min(self.circuits.len() - 1)]
    }

    /// Every pit, in number order.
    pub fn all_pits(&self) -> std::ops::Range<Cell> {
        0..self.pits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_rows_sow_inner_then_outer_and_draw_seat_1_on_top() {
        // Two pits a row: seat 0 has inner 0,1 and outer 2,3; seat 1 has
        // inner 4,5 and outer 6,7.
        let inner = |s: Seat| s.0 * 4..s.0 * 4 + 2;
        let outer = |s: Seat| s.0 * 4 + 2..s.0 * 4 + 4;
        let mut layout = Layout::new(8, 2);
        layout.four_rows(inner, outer);
        assert_eq!(layout.circuit(Seat(0)).cells(), [0, 1, 3, 2]);
        assert_eq!(layout.circuit(Seat(1)).cells(), [4, 5, 7, 6]);
        assert_eq!(layout.rows, [vec![7, 6], vec![5, 4], vec![0, 1], vec![2, 3]]);
        assert_eq!(layout.stores, (Some(Seat(1)), Some(Seat(0))));
    }

    #[test]
    fn circuits_wrap_both_ways_and_skip_cells_off_them() {
        let c = Circuit::new(vec![0, 1, 2, store(Seat(0))]);
        assert_eq!(c.next(2, Dir::Forward), store(Seat(0)));
        assert_eq!(c.next(store(Seat(0)), Dir::Forward), 0);
        assert_eq!(c.next(0, Dir::Back), store(Seat(0)));
        assert!(!c.contains(store(Seat(1))) && c.contains(1));
        assert_eq!(Dir::Forward.reversed(), Dir::Back);
    }

    #[test]
    fn layouts_name_own_and_face_pits() {
        let mut l = Layout::new(4, 2);
        l.own(Seat(1), [2, 3]).face(0, 3).name_cell(0, "A");
        l.circuit_for_all(vec![0, 1, 2, 3]);
        assert_eq!(l.owner(2), Seat(1));
        assert_eq!(l.owner(store(Seat(1))), Seat(1));
        assert_eq!(l.opposite(3), Some(0));
        assert_eq!(l.cell_named("A"), Some(0));
        assert_eq!(l.pits_of(Seat(0)).collect::<Vec<_>>(), [0, 1]);
        assert_eq!(l.name(store(Seat(0))), "store0");
    }
}
