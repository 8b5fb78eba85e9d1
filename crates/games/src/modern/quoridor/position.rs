//! The position text (its shape is in the module doc): written, and read
//! back with every check a hand-written position needs.

use super::board::{Geo, wall_clash};
use super::notation::{Parsed, id_name, read_one, square_name};
use super::state::QState;
use super::{DIE_TOP, Engine, PLY_CAP, Relocation, wall_id};
use crate::PositionError;

impl Engine {
    fn holder_text(holder: u8) -> String {
        match holder {
            0 => "-".to_string(),
            h => (h - 1).to_string(),
        }
    }

    pub(super) fn position_text(&self, state: &QState) -> String {
        let pawns: Vec<String> = (0..self.pawn_count)
            .map(|p| square_name(usize::from(state.pawns[p])))
            .collect();
        let left: Vec<String> = (0..self.seats).map(|s| state.left[s].to_string()).collect();
        let walls = self.wall_list(state);
        let mut text = format!(
            "{} {} {} {}:{}",
            pawns.join(","),
            left.join(","),
            if walls.is_empty() {
                "-".to_string()
            } else {
                walls.join(",")
            },
            state.to_move,
            state.ply
        );
        let holder = Engine::holder_text(state.holder);
        match self.v.relocation {
            Relocation::Never => {}
            Relocation::OwnOnce => {
                let used: Vec<String> = (0..self.seats)
                    .filter(|&s| state.used & (1 << s) != 0)
                    .map(|s| s.to_string())
                    .collect();
                let used = if used.is_empty() {
                    "-".to_string()
                } else {
                    used.join(",")
                };
                text.push_str(&format!(" moved:{used}"));
            }
            Relocation::Coin => text.push_str(&format!(" coin:{holder}")),
            Relocation::Die => text.push_str(&format!(" die:{holder}:{}:{}", state.face, state.done)),
        }
        if self.v.wall_jump {
            text.push_str(&format!(" marker:{holder}"));
        }
        text
    }

    /// The walls on the board, in board order (anchor, then h before v),
    /// with their placer (movable wall) or mark (moved once).
    fn wall_list(&self, state: &QState) -> Vec<String> {
        state
            .wall_ids()
            .map(|id| {
                let mut w = id_name(id);
                match self.v.relocation {
                    Relocation::OwnOnce => w.push_str(&format!("@{}", state.placer(id))),
                    Relocation::Coin | Relocation::Die if state.marked(id) => w.push('*'),
                    _ => {}
                }
                w
            })
            .collect()
    }

    /// Reads the fifth word of the variants that have one.
    fn read_extra(&self, state: &mut QState, word: Option<&&str>) -> Result<(), PositionError> {
        let seats = self.seats;
        let holder = |t: &str| -> Option<u8> {
            match t {
                "-" => Some(0),
                _ => t
                    .parse::<u8>()
                    .ok()
                    .filter(|&s| usize::from(s) < seats)
                    .map(|s| s + 1),
            }
        };
        let bad = |w: &str| PositionError::new(format!("{w}: not this rule set's fifth word"));
        let expected = self.v.relocation != Relocation::Never || self.v.wall_jump;
        let word = match (word, expected) {
            (None, false) => return Ok(()),
            (None, true) => {
                return Err(PositionError::new(
                    "a fifth word is missing (moved:, coin:, die: or marker:)",
                ));
            }
            (Some(w), false) => return Err(bad(w)),
            (Some(w), true) => *w,
        };
        let (key, value) = word.split_once(':').ok_or_else(|| bad(word))?;
        match (key, self.v.relocation, self.v.wall_jump) {
            ("moved", Relocation::OwnOnce, _) => {
                if value != "-" {
                    for s in value.split(',') {
                        let s = holder(s).filter(|&h| h > 0).ok_or_else(|| bad(word))? - 1;
                        state.used |= 1 << s;
                    }
                }
            }
            ("coin", Relocation::Coin, _) | ("marker", _, true) => {
                state.holder = holder(value).ok_or_else(|| bad(word))?;
            }
            ("die", Relocation::Die, _) => {
                let parts: Vec<&str> = value.split(':').collect();
                let [h, face, done] = parts.as_slice() else {
                    return Err(bad(word));
                };
                state.holder = holder(h).ok_or_else(|| bad(word))?;
                state.face = face
                    .parse()
                    .ok()
                    .filter(|f| (1..=DIE_TOP).contains(f))
                    .ok_or_else(|| bad(word))?;
                state.done = done
                    .parse()
                    .ok()
                    .filter(|&d| d < state.face)
                    .ok_or_else(|| bad(word))?;
                if state.done > 0 && state.holder != state.to_move + 1 {
                    return Err(PositionError::new("a die turn under way is the holder's"));
                }
            }
            _ => return Err(bad(word)),
        }
        Ok(())
    }

    pub(super) fn read_position(&self, text: &str) -> Result<QState, PositionError> {
        let (n, pawn_count) = (self.seats, self.pawn_count);
        let shape = || {
            PositionError::new(format!(
                "a Quoridor position is four words: the {pawn_count} pawns' squares joined by ',', the walls each seat has left joined by ',', the walls on the board (like c3h,e7v, or -), and the seat to move, ':' and the plies played, like e1,e9 10,10 - 0:0 (some rule sets add a fifth word)"
            ))
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        if words.len() < 4 || words.len() > 5 {
            return Err(shape());
        }
        let (pawns, left, walls, turn) = (words[0], words[1], words[2], words[3]);
        let mut state = self.initial();
        let pawns: Vec<&str> = pawns.split(',').collect();
        let left: Vec<&str> = left.split(',').collect();
        if pawns.len() != pawn_count || left.len() != n {
            return Err(shape());
        }
        for (p, word) in pawns.iter().enumerate() {
            state.pawns[p] = match read_one(word) {
                Ok(Parsed::Square(c)) => c as u8,
                _ => return Err(PositionError::new(format!("{word}: a square a1–i9 expected"))),
            };
            if (0..p).any(|t| state.pawns[t] == state.pawns[p]) {
                return Err(PositionError::new(format!("two pawns on {word}")));
            }
        }
        for (s, word) in left.iter().enumerate() {
            state.left[s] = match word.parse::<u8>() {
                Ok(k) if k <= self.walls => k,
                _ => {
                    return Err(PositionError::new(format!(
                        "{word}: each seat has 0 to {} walls left",
                        self.walls
                    )));
                }
            };
        }
        let (seat, ply) = turn.split_once(':').ok_or_else(shape)?;
        state.to_move = match seat.parse::<u8>() {
            Ok(s) if usize::from(s) < n => s,
            _ => return Err(shape()),
        };
        state.ply = match ply.parse::<u32>() {
            Ok(p) if p <= PLY_CAP => p,
            _ => {
                return Err(PositionError::new(format!(
                    "{ply}: plies 0 to {PLY_CAP} expected"
                )));
            }
        };
        let mut placed = [0u32; 4];
        if walls != "-" {
            for w in walls.split(',') {
                let mut name = w;
                let mut by = 0usize;
                let mut mark = false;
                if self.v.relocation == Relocation::OwnOnce {
                    let (wall, seat) = w.split_once('@').ok_or_else(|| {
                        PositionError::new(format!("{w}: a wall and its placer like c3h@0 expected"))
                    })?;
                    by = match seat.parse::<usize>() {
                        Ok(s) if s < n => s,
                        _ => {
                            return Err(PositionError::new(format!(
                                "{w}: a wall and its placer like c3h@0 expected"
                            )));
                        }
                    };
                    name = wall;
                } else if matches!(self.v.relocation, Relocation::Coin | Relocation::Die)
                    && let Some(wall) = w.strip_suffix('*')
                {
                    name = wall;
                    mark = true;
                }
                let (a, vertical) = match read_one(name) {
                    Ok(Parsed::Wall(a, v)) => (a, v),
                    _ => return Err(PositionError::new(format!("{w}: a wall like c3h expected"))),
                };
                if let Some(why) = wall_clash(state.h, state.v, a, vertical) {
                    return Err(PositionError::new(format!("{w} cannot stand there: {why}")));
                }
                state.flip(wall_id(a, vertical), true, by == 1, mark);
                placed[by] += 1;
            }
        }
        let total: u32 = placed.iter().sum();
        if self.v.relocation == Relocation::OwnOnce {
            for (s, &on_board) in placed.iter().enumerate().take(n) {
                let used = u32::from(self.walls - state.left[s]);
                if on_board != used {
                    return Err(PositionError::new(format!(
                        "seat {s} has {on_board} walls on the board, but has used {used}"
                    )));
                }
            }
        } else {
            let used: u32 = (0..n).map(|s| u32::from(self.walls - state.left[s])).sum();
            if total != used {
                return Err(PositionError::new(format!(
                    "{total} walls on the board, but the seats have used {used}"
                )));
            }
        }
        self.read_extra(&mut state, words.get(4))?;
        let geo = Geo::new(state.h, state.v);
        for s in 0..n {
            if self.reach(&state, &geo, s, None).is_none() {
                return Err(PositionError::new(format!(
                    "the walls shut seat {s}'s pawn off from its goal"
                )));
            }
        }
        let winners: Vec<usize> = (0..n).filter(|&s| self.home(&state, s)).collect();
        match winners.as_slice() {
            [] => {}
            [w] => {
                let w = *w;
                if (w + 1) % n != usize::from(state.to_move) || state.done > 0 {
                    return Err(PositionError::new(
                        "the seat that won must have made the last move",
                    ));
                }
                state.winner = Some(w as u8);
            }
            _ => return Err(PositionError::new("two seats have won")),
        }
        state.seen = vec![self.key(&state)];
        Ok(state)
    }
}
