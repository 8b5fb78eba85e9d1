//! The circuit: our reconstruction of the missing track (catalog gap 1).
//!
//! A road three lanes wide round a rectangle, cut across into 16
//! stations, so 48 points: station `s` holds points `3s + 1` (outer
//! lane), `3s + 2` (middle) and `3s + 3` (inner). The finish line lies
//! just behind station 0 (points 1–3) on the bottom straight; cars run
//! anticlockwise (to the right along the bottom).
//!
//! The road is six sections, each two or three stations long. In a
//! section every lane is one straight line of one colour (red or blue,
//! alternating from section to section), and every step from a lane to
//! the next lane one station on is a short straight line of the other
//! colour. So from any point one colour runs straight ahead along the
//! lane (up to three stations) and the other changes lane by one
//! station. Lines are travelled forwards only.

/// The two colours of the lines (and of the dice's coloured faces).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum Colour {
    #[default]
    Red,
    Blue,
}

impl Colour {
    /// The other colour.
    pub fn other(self) -> Colour {
        match self {
            Colour::Red => Colour::Blue,
            Colour::Blue => Colour::Red,
        }
    }

    /// Its index: red 0, blue 1.
    pub fn index(self) -> usize {
        self as usize
    }

    /// Its letter in move texts (the same in Italian: rosso, blu).
    pub fn letter(self) -> char {
        match self {
            Colour::Red => 'R',
            Colour::Blue => 'B',
        }
    }

    /// The renderer's colour key.
    pub fn key(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Blue => "navy",
        }
    }
}

/// Stations round the circuit.
pub const STATIONS: u8 = 16;
/// Lanes across the road: outer, middle, inner.
pub const LANES: u8 = 3;
/// Points on the circuit.
pub const POINTS: usize = (STATIONS * LANES) as usize;

/// The sections: first station, stations spanned, the lanes' colour.
const SECTIONS: [(u8, u8, Colour); 6] = [
    (14, 2, Colour::Red),
    (0, 3, Colour::Blue),
    (3, 3, Colour::Red),
    (6, 3, Colour::Blue),
    (9, 2, Colour::Red),
    (11, 3, Colour::Blue),
];

/// The stations at the rectangle's corners, anticlockwise from the
/// bottom left, and the side lengths (in stations) after each.
const CORNERS: [u8; 4] = [14, 3, 6, 11];

/// A straight line of one colour through points, in the order cars go.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Line {
    pub colour: Colour,
    pub points: Vec<u8>,
}

/// The circuit's lines, and for each point and colour the runs ahead of
/// it along each line of that colour through it.
#[derive(Clone, Debug)]
pub struct Circuit {
    pub lines: Vec<Line>,
    /// `runs[point][colour]`: the points after `point` on each line of
    /// that colour, nearest first.
    runs: Vec<[Vec<Vec<u8>>; 2]>,
}

/// The point in `lane` at `station` (0-based index; its number is one
/// more).
pub fn point(station: u8, lane: u8) -> u8 {
    (station % STATIONS) * LANES + lane
}

/// The station of point `p`.
pub fn station(p: u8) -> u8 {
    p / LANES
}

/// The lane of point `p`: 0 outer, 1 middle, 2 inner.
pub fn lane(p: u8) -> u8 {
    p % LANES
}

/// Stations from `from` on to `to`, going forwards (0 to 15).
pub fn ahead(from: u8, to: u8) -> u8 {
    (station(to) + STATIONS - station(from)) % STATIONS
}

/// Whether going forwards from station of `from` to that of `to` crosses
/// the finish line (behind station 0).
pub fn crosses(from: u8, to: u8) -> bool {
    station(from) + ahead(from, to) >= STATIONS
}

impl Circuit {
    /// The circuit every table plays on.
    pub fn standard() -> Circuit {
        let mut lines = Vec::new();
        for &(first, span, colour) in &SECTIONS {
            for lane in 0..LANES {
                lines.push(Line {
                    colour,
                    points: (0..=span).map(|k| point(first + k, lane)).collect(),
                });
            }
            for k in 0..span {
                for (a, b) in [(0, 1), (1, 0), (1, 2), (2, 1)] {
                    lines.push(Line {
                        colour: colour.other(),
                        points: vec![point(first + k, a), point(first + k + 1, b)],
                    });
                }
            }
        }
        let mut runs: Vec<[Vec<Vec<u8>>; 2]> = vec![[Vec::new(), Vec::new()]; POINTS];
        for line in &lines {
            for (i, &p) in line.points.iter().enumerate() {
                if i + 1 < line.points.len() {
                    runs[usize::from(p)][line.colour.index()].push(line.points[i + 1..].to_vec());
                }
            }
        }
        Circuit { lines, runs }
    }

    /// The runs ahead of `p` along lines of `colour`.
    pub fn runs(&self, p: u8, colour: Colour) -> &[Vec<u8>] {
        &self.runs[usize::from(p)][colour.index()]
    }

    /// Where point `p` is drawn, in the unit square (0,0 bottom left).
    pub fn place(p: u8) -> (f32, f32) {
        place_at(f32::from(station(p)), f32::from(lane(p)))
    }

    /// The two ends of the finish line, across the road.
    pub fn finish_line() -> ((f32, f32), (f32, f32)) {
        let s = f32::from(STATIONS) - 0.5;
        (place_at(s, -0.6), place_at(s, 2.6))
    }
}

/// Width and height of the outer lane's rectangle, and the gap between
/// lanes, in the unit square.
const WIDTH: f32 = 1.0;
const HEIGHT: f32 = 0.74;
const GAP: f32 = 0.1;

/// The place of a (fractional) station in a (fractional) lane.
fn place_at(station: f32, lane: f32) -> (f32, f32) {
    let inset = GAP * lane;
    let (x0, x1, y0, y1) = (inset, WIDTH - inset, inset, HEIGHT - inset);
    let corners = [(x0, y0), (x1, y0), (x1, y1), (x0, y1)];
    let n = f32::from(STATIONS);
    let offset = (station - f32::from(CORNERS[0]) + n).rem_euclid(n);
    for side in 0..4 {
        let start = (f32::from(CORNERS[side]) - f32::from(CORNERS[0]) + n).rem_euclid(n);
        let end = if side == 3 {
            n
        } else {
            (f32::from(CORNERS[side + 1]) - f32::from(CORNERS[0]) + n).rem_euclid(n)
        };
        if offset <= end {
            let t = (offset - start) / (end - start);
            let (a, b) = (corners[side], corners[(side + 1) % 4]);
            return (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
        }
    }
    corners[0]
}
