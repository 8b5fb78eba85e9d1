//! A second model of Hoppa, written apart from the engine: cells are names,
//! neighbours follow the catalog's row-and-index rules literally, straight
//! lines are equal steps between the cells' drawn centres, stacks are
//! strings of `r`/`y` from the bottom, moves are texts, and superko keeps
//! every board of the game. The engine's legal moves, ends and scores are
//! compared with it along seeded random games.

use std::collections::BTreeMap;

const LENS: [usize; 7] = [4, 5, 6, 7, 6, 5, 4];

/// The board: cell name → discs from the bottom.
pub type Boardmap = BTreeMap<String, String>;

pub struct Model {
    pub board: Boardmap,
    /// `'r'` or `'y'`.
    pub to_move: char,
    pub seen: Vec<Boardmap>,
    pub lift: bool,
    /// Whether superko ever took a move away.
    pub superko_used: bool,
}

fn cell(r: usize, i: usize) -> String {
    format!("{}{}", char::from(b'a' + r as u8), i)
}

fn parse(name: &str) -> (usize, usize) {
    let r = usize::from(name.as_bytes()[0] - b'a');
    (r, name[1..].parse().expect("a number"))
}

/// The cell's centre in half cells across and rows up.
fn centre(name: &str) -> (i32, i32) {
    let (r, i) = parse(name);
    (2 * i as i32 - LENS[r] as i32 - 1, r as i32)
}

fn by_centre(p: (i32, i32)) -> Option<String> {
    all().into_iter().find(|c| centre(c) == p)
}

pub fn all() -> Vec<String> {
    let mut out = Vec::new();
    for (r, &n) in LENS.iter().enumerate() {
        for i in 1..=n {
            out.push(cell(r, i));
        }
    }
    out
}

/// The catalog's neighbour rules, word for word.
pub fn neighbours(name: &str) -> Vec<String> {
    let (r, i) = parse(name);
    let mut cand: Vec<(i64, i64)> = vec![(r as i64, i as i64 - 1), (r as i64, i as i64 + 1)];
    let (r, i) = (r as i64, i as i64);
    if r <= 2 {
        cand.extend([(r + 1, i), (r + 1, i + 1)]);
    } else if r <= 5 {
        cand.extend([(r + 1, i - 1), (r + 1, i)]);
    }
    if (1..=3).contains(&r) {
        cand.extend([(r - 1, i - 1), (r - 1, i)]);
    } else if r >= 4 {
        cand.extend([(r - 1, i), (r - 1, i + 1)]);
    }
    cand.into_iter()
        .filter(|&(r, i)| (0..7).contains(&r) && i >= 1 && i <= LENS[r as usize] as i64)
        .map(|(r, i)| cell(r as usize, i as usize))
        .collect()
}

impl Model {
    pub fn new(lift: bool) -> Model {
        let board = Boardmap::new();
        Model {
            seen: vec![board.clone()],
            board,
            to_move: 'r',
            lift,
            superko_used: false,
        }
    }

    fn top(&self, c: &str) -> Option<char> {
        self.board.get(c).and_then(|s| s.chars().last())
    }

    fn height(&self, c: &str) -> usize {
        self.board.get(c).map_or(0, String::len)
    }

    /// Every move by the board, superko aside.
    fn shaped(&self) -> Vec<String> {
        let me = self.to_move;
        let mut out = Vec::new();
        for c in all() {
            let h = self.height(&c);
            if h == 0 {
                out.push(c.clone());
                continue;
            }
            if self.top(&c) != Some(me) {
                continue;
            }
            if h == 1 || self.lift {
                for n in neighbours(&c) {
                    if (1..3).contains(&self.height(&n)) {
                        out.push(format!("{c}>{n}"));
                    }
                }
            }
            if h < 2 {
                continue;
            }
            for n in neighbours(&c) {
                if self.height(&n) == 0 || self.top(&n) == Some(me) {
                    continue;
                }
                let (a, b) = (centre(&c), centre(&n));
                let step = (b.0 - a.0, b.1 - a.1);
                let Some(beyond) = by_centre((b.0 + step.0, b.1 + step.1)) else {
                    continue;
                };
                if self.height(&beyond) == 0 {
                    if h == 3 || self.height(&n) < 3 {
                        out.push(format!("{c}x{beyond}"));
                    }
                } else if h == 3 && self.top(&beyond) != Some(me) {
                    let q = centre(&beyond);
                    if let Some(land) = by_centre((q.0 + step.0, q.1 + step.1))
                        && self.height(&land) == 0
                    {
                        out.push(format!("{c}x{land}"));
                    }
                }
            }
        }
        out
    }

    /// The board after `mv`.
    fn after(&self, mv: &str) -> Boardmap {
        let me = self.to_move.to_string();
        let mut board = self.board.clone();
        if let Some((from, to)) = mv.split_once('>') {
            let mut s = board.remove(from).expect("a disc");
            s.pop();
            if !s.is_empty() {
                board.insert(from.into(), s);
            }
            board.get_mut(to).expect("occupied").push_str(&me);
        } else if let Some((from, land)) = mv.split_once('x') {
            let mut s = board.remove(from).expect("a stack");
            s.pop();
            board.insert(from.into(), s);
            let (a, b) = (centre(from), centre(land));
            let steps = (b.1 - a.1).abs().max((b.0 - a.0).abs() / 2).max(1);
            let step = ((b.0 - a.0) / steps, (b.1 - a.1) / steps);
            for k in 1..steps {
                let over = by_centre((a.0 + step.0 * k, a.1 + step.1 * k)).expect("on board");
                let s = board.get_mut(&over).expect("a unit");
                s.pop();
                s.push_str(&me);
            }
            board.insert(land.into(), me);
        } else {
            board.insert(mv.into(), me);
        }
        board
    }

    /// The legal moves, sorted.
    pub fn legal(&mut self) -> Vec<String> {
        let shaped = self.shaped();
        let n = shaped.len();
        let mut out: Vec<String> = shaped
            .into_iter()
            .filter(|mv| !self.seen.contains(&self.after(mv)))
            .collect();
        self.superko_used |= out.len() < n;
        out.sort();
        out
    }

    pub fn play(&mut self, mv: &str) {
        self.board = self.after(mv);
        self.seen.push(self.board.clone());
        self.to_move = if self.to_move == 'r' { 'y' } else { 'r' };
    }

    /// Active discs of Red and Yellow.
    pub fn active(&self) -> [u32; 2] {
        let mut n = [0; 2];
        for s in self.board.values() {
            match s.chars().last() {
                Some('r') => n[0] += 1,
                Some('y') => n[1] += 1,
                _ => {}
            }
        }
        n
    }
}
