//! Move text: a peg is its cell (`d4`); a tile is where it comes from (a
//! reserve slot `1`–`3` or `D` for the deck's top; in the solitaire the
//! tile's name, `3c`), its top-left cell and its turn in degrees
//! (`2 c3 90`); the end of a turn is `x` and the slot discarded (`x3`),
//! or `pass` with an empty reserve. A draw from the deck (chance) is the
//! tile's name. Also read: `peg d4`/`perno d4`, `tile 2 c3 90`/`tessera 2
//! c3 90`, `end 3`/`fine 3`/`scarta 3`, and the other turn of a tile that
//! looks the same turned half round.

use super::board::{cell_name, read_cell};
use super::legal::fits;
use super::state::{PState, Phase};
use super::tiles::{ROTATIONS, by_name, lays, name, shape};
use super::{Engine, From, PMove};
use crate::notation::{MoveError, normalize};
use crate::{Message, Status};

impl Engine {
    fn source_text(&self, from: From) -> String {
        match from {
            From::Reserve(k) => (k + 1).to_string(),
            From::Deck => "D".to_string(),
            From::Box(t) => name(t),
        }
    }

    pub(super) fn format(&self, mv: PMove) -> String {
        self.steps(mv).concat()
    }

    /// Picker steps: never more than 25 choices each (seven files, seven
    /// ranks, four turns, up to ten tiles of one number of holes).
    pub(super) fn steps(&self, mv: PMove) -> Vec<String> {
        match mv {
            PMove::Peg(c) => {
                let n = cell_name(usize::from(c));
                vec![n[..1].to_string(), n[1..].to_string()]
            }
            PMove::Pass => vec!["pass".to_string()],
            PMove::Discard(k) => vec![format!("x{}", k + 1)],
            PMove::Draw(t) => {
                let n = name(t);
                vec![n[..1].to_string(), n[1..].to_string()]
            }
            PMove::Tile { from, lay } => {
                let cell = cell_name(usize::from(lay.anchor));
                let mut out = match from {
                    From::Box(t) => {
                        let n = name(t);
                        vec![n[..1].to_string(), format!("{} ", &n[1..])]
                    }
                    _ => vec![format!("{} ", self.source_text(from))],
                };
                out.push(cell[..1].to_string());
                out.push(format!("{} ", &cell[1..]));
                out.push(ROTATIONS[usize::from(lay.rot)].to_string());
                out
            }
        }
    }

    pub(super) fn aliases(&self, s: &PState, mv: PMove) -> Vec<String> {
        match mv {
            PMove::Peg(c) => {
                let n = cell_name(usize::from(c));
                vec![format!("peg {n}"), format!("perno {n}")]
            }
            PMove::Discard(k) => ["end", "fine", "scarta", "discard"]
                .iter()
                .map(|w| format!("{w} {}", k + 1))
                .collect(),
            PMove::Pass => vec!["end".into(), "fine".into()],
            PMove::Tile { from, lay } => {
                let cell = cell_name(usize::from(lay.anchor));
                let from_text = self.source_text(from);
                let mut rots = vec![lay.rot];
                // Another turn that lays the tile the same way.
                if let Some(t) = self.tile_of(s, from) {
                    let face = s.seat().map_or(0, |seat| usize::from(seat.0));
                    for r in 0..4u8 {
                        if r != lay.rot && same_lay(t, face, lay.rot, r) {
                            rots.push(r);
                        }
                    }
                }
                let mut out = Vec::new();
                for r in rots {
                    let rot = ROTATIONS[usize::from(r)];
                    for word in ["", "tile ", "tessera "] {
                        let text = format!("{word}{from_text} {cell} {rot}");
                        if text != self.format(mv) {
                            out.push(text);
                        }
                    }
                    if from == From::Deck {
                        out.push(format!("m {cell} {rot}"));
                    }
                }
                out
            }
            PMove::Draw(_) => Vec::new(),
        }
    }

    /// Why `text` is refused.
    pub(super) fn diagnose(&self, s: &PState, text: &str) -> MoveError {
        let expected = if self.solo {
            Message::new("peggino-expected-solo")
        } else {
            Message::new("peggino-expected")
        };
        let illegal = |reason: Message| MoveError::illegal(text, reason);
        let wanted = normalize(text);
        let words: Vec<&str> = text.split_whitespace().collect();
        let words: Vec<String> = words
            .iter()
            .map(|w| w.to_lowercase())
            .filter(|w| !matches!(w.as_str(), "peg" | "perno" | "tile" | "tessera"))
            .collect();
        if self.status(s) == Status::Chance {
            return MoveError::not_a_move(text, Message::new("peggino-expected-draw"));
        }
        // A peg.
        if let Some(c) = read_cell(&wanted.replace("peg", "").replace("perno", "")) {
            let c = c as u8;
            return match s.phase {
                Phase::Tiles { .. } => illegal(Message::new("peggino-peg-done")),
                _ if s.pegs & (1 << c) != 0 => MoveError::illegal(
                    text,
                    Message::new("peggino-pegged").code("cell", cell_name(usize::from(c))),
                ),
                _ if s.covered() & (1 << c) != 0 => MoveError::illegal(
                    text,
                    Message::new("peggino-covered").code("cell", cell_name(usize::from(c))),
                ),
                _ => illegal(Message::new("peggino-no-pegs")),
            };
        }
        // A tile: source, cell, turn.
        if words.len() == 3 {
            let from = match words[0].as_str() {
                "1" | "2" | "3" if !self.solo => From::Reserve(words[0].as_bytes()[0] - b'1'),
                "d" | "m" if !self.solo => From::Deck,
                w if self.solo => match by_name(w) {
                    Some(t) => From::Box(t),
                    None => return MoveError::not_a_move(text, expected),
                },
                _ => return MoveError::not_a_move(text, expected),
            };
            let (Some(cell), Some(rot)) = (
                read_cell(&words[1]),
                ROTATIONS.iter().position(|r| r.to_string() == words[2]),
            ) else {
                return MoveError::not_a_move(text, expected);
            };
            if matches!(s.phase, Phase::Peg { .. } | Phase::Setup { .. }) {
                return illegal(Message::new("peggino-peg-first"));
            }
            let Some(t) = self.tile_of(s, from) else {
                return illegal(if self.solo {
                    Message::new("peggino-tile-used")
                } else {
                    Message::new("peggino-empty-slot")
                });
            };
            let face = s.seat().map_or(0, |seat| usize::from(seat.0));
            let grid = shape(t, face, rot as u8);
            let (h, w) = (grid.len(), grid[0].len());
            let (file, rank) = (cell % 7, cell / 7);
            if rank + 1 < h || file + w > 7 {
                return illegal(Message::new("peggino-overhang"));
            }
            let lay = lays(t, face)
                .iter()
                .find(|l| usize::from(l.anchor) == cell && same_lay(t, face, l.rot, rot as u8));
            return match lay {
                Some(l) if !fits(s, l) && l.holes & !s.pegs != 0 => {
                    illegal(Message::new("peggino-hole-empty"))
                }
                Some(l) if !fits(s, l) => illegal(Message::new("peggino-solid-on-peg")),
                _ => MoveError::not_a_move(text, expected),
            };
        }
        // The end of a turn.
        let end = wanted.strip_prefix('x').or_else(|| {
            ["end", "fine", "scarta", "discard"]
                .iter()
                .find_map(|w| wanted.strip_prefix(w))
        });
        if let Some(slot) = end
            && !self.solo
        {
            return match s.phase {
                Phase::Tiles { .. } if slot.is_empty() => illegal(Message::new("peggino-discard-which")),
                Phase::Tiles { .. } => illegal(Message::new("peggino-empty-slot")),
                _ => illegal(Message::new("peggino-peg-first")),
            };
        }
        if wanted == "pass" {
            return illegal(match s.phase {
                Phase::Solo => Message::new("peggino-no-pass"),
                Phase::Setup { .. } => Message::new("peggino-setup-seven"),
                Phase::Peg { .. } => Message::new("peggino-peg-first"),
                _ => Message::new("peggino-discard-which"),
            });
        }
        MoveError::not_a_move(text, expected)
    }
}

/// Whether tile `t` face `face` up covers the same cells with the same
/// holes at turns `a` and `b` (at the same top-left cell).
fn same_lay(t: u8, face: usize, a: u8, b: u8) -> bool {
    shape(t, face, a) == shape(t, face, b)
}
