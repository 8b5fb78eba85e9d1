//! The position text (see the module's header) and its reading back.

use super::Engine;
use super::board::{cell_name, cells, read_cell};
use super::state::{End, PEGS, PState, Phase, RESERVE, SETUP_PEGS};
use super::tiles::{ROTATIONS, TILES, by_name, lays, name, shape};
use crate::PositionError;

fn list(items: Vec<String>) -> String {
    if items.is_empty() {
        "-".into()
    } else {
        items.join(",")
    }
}

fn words(text: &str) -> Vec<&str> {
    if text == "-" {
        Vec::new()
    } else {
        text.split(',').collect()
    }
}

impl Engine {
    pub(super) fn position_text(&self, s: &PState) -> String {
        let pegs = list(cells(s.pegs).map(cell_name).collect());
        let laid = list(
            s.laid
                .iter()
                .map(|l| {
                    format!(
                        "{}{}@{}/{}",
                        if l.seat == 0 { 'b' } else { 'y' },
                        name(l.tile),
                        cell_name(usize::from(l.lay.anchor)),
                        ROTATIONS[usize::from(l.lay.rot)]
                    )
                })
                .collect(),
        );
        let over = |end: End| match end {
            End::Deck => "over:deck",
            End::Pegs => "over:pegs",
            End::Full => "over:full",
            End::Covered => "over:covered",
            End::Stuck => "over:stuck",
        };
        if self.solo {
            return match s.phase {
                Phase::Over(end) => format!("{pegs} {laid} {}", over(end)),
                _ => format!("{pegs} {laid}"),
            };
        }
        let tiles = |v: &[u8]| list(v.iter().map(|&t| name(t)).collect());
        let reserve: Vec<String> = s.reserve.iter().map(|r| r.map_or(".".into(), name)).collect();
        let bang = match s.last {
            Some(End::Deck) => "!d",
            Some(_) => "!p",
            None => "",
        };
        let phase = match s.phase {
            Phase::Setup { seat, placed } => format!("s{seat}:{placed}"),
            Phase::Peg { seat } => format!("p{seat}{bang}"),
            Phase::Tiles { seat } => format!("t{seat}{bang}"),
            Phase::Over(end) => over(end).to_string(),
            Phase::Solo => "solo".into(),
        };
        format!(
            "{pegs} {laid} {} {} {} {} {phase}",
            tiles(&s.ends[0]),
            tiles(&s.ends[1]),
            tiles(&s.discarded),
            reserve.join(",")
        )
    }

    pub(super) fn read_position(&self, text: &str) -> Result<PState, PositionError> {
        let parts: Vec<&str> = text.split_whitespace().collect();
        let want = if self.solo { 2..=3 } else { 7..=7 };
        if !want.contains(&parts.len()) {
            return Err(PositionError::shape(format!(
                "expected {} words, found {}",
                if self.solo { "2 or 3" } else { "7" },
                parts.len()
            )));
        }
        let mut s = PState::new(self.solo);
        let mut seen: u64 = 0;
        let tile = |w: &str, seen: &mut u64| -> Result<u8, PositionError> {
            let t = by_name(w).ok_or_else(|| PositionError::piece(format!("no tile is named '{w}'")))?;
            if *seen & (1 << t) != 0 {
                return Err(PositionError::count(format!("tile {w} appears twice")));
            }
            *seen |= 1 << t;
            Ok(t)
        };
        for w in words(parts[0]) {
            let c = read_cell(w).ok_or_else(|| PositionError::shape(format!("'{w}' is not a cell")))?;
            s.pegs |= 1 << c;
        }
        if s.pegs_used() > PEGS {
            return Err(PositionError::count("more than 41 pegs"));
        }
        for w in words(parts[1]) {
            let bad = || PositionError::shape(format!("'{w}' is not a laid tile (b3c@c3/90)"));
            let (owner, rest) = w.split_at_checked(1).ok_or_else(bad)?;
            let seat = match owner {
                "b" => 0u8,
                "y" if !self.solo => 1,
                _ => return Err(bad()),
            };
            let (t, rest) = rest.split_once('@').ok_or_else(bad)?;
            let (cell, rot) = rest.split_once('/').ok_or_else(bad)?;
            let t = tile(t, &mut seen)?;
            let cell = read_cell(cell).ok_or_else(bad)?;
            let rot = ROTATIONS
                .iter()
                .position(|r| r.to_string() == rot)
                .ok_or_else(bad)? as u8;
            let face = usize::from(seat);
            let lay = lays(t, face)
                .iter()
                .find(|l| usize::from(l.anchor) == cell && shape(t, face, l.rot) == shape(t, face, rot))
                .ok_or_else(|| PositionError::square("tile", w, crate::grid::SquareError::OffBoard))?;
            // Each tile was fixed on the pegs when it was laid; pegs are
            // never taken out, so every hole of every tile has its peg.
            if lay.holes & !s.pegs != 0 {
                return Err(PositionError::unreachable(format!(
                    "tile {w} has a hole with no peg"
                )));
            }
            s.lay(t, seat, *lay);
        }
        // A solid cell on top never has a peg under it.
        let covered = s.covered();
        for c in cells(s.pegs & covered) {
            let top = s.laid[usize::from(s.top[c]) - 1];
            if top.lay.holes & (1 << c) == 0 {
                return Err(PositionError::unreachable(format!(
                    "a peg under the solid part of a tile at {}",
                    cell_name(c)
                )));
            }
        }
        s.recent = None;
        if self.solo {
            s.phase = match parts.get(2) {
                None => Phase::Solo,
                Some(&"over:covered") if covered == super::board::ALL => Phase::Over(End::Covered),
                Some(&"over:stuck") => Phase::Over(End::Stuck),
                Some(w) => return Err(PositionError::turn(format!("'{w}' is no end of the solitaire"))),
            };
            if s.phase == Phase::Solo && covered == super::board::ALL {
                return Err(PositionError::unreachable(
                    "the board is covered but the game goes on",
                ));
            }
            return Ok(s);
        }
        for (i, word) in parts[2..4].iter().enumerate() {
            for w in words(word) {
                let t = tile(w, &mut seen)?;
                s.ends[i].push(t);
            }
        }
        for w in words(parts[4]) {
            let t = tile(w, &mut seen)?;
            s.discarded.push(t);
        }
        let slots: Vec<&str> = parts[5].split(',').collect();
        if slots.len() != RESERVE {
            return Err(PositionError::shape("the reserve is three slots joined by ','"));
        }
        for (k, w) in slots.iter().enumerate() {
            if *w != "." {
                s.reserve[k] = Some(tile(w, &mut seen)?);
            }
        }
        s.unseen = ((1u64 << TILES) - 1) & !seen;
        let phase = parts[6];
        let (phase, last) = if let Some(p) = phase.strip_suffix("!d") {
            (p, Some(End::Deck))
        } else if let Some(p) = phase.strip_suffix("!p") {
            (p, Some(End::Pegs))
        } else {
            (phase, None)
        };
        let seat_of = |c: &str| match c {
            "0" => Ok(0u8),
            "1" => Ok(1u8),
            _ => Err(PositionError::turn(format!("'{phase}' names no seat"))),
        };
        s.phase = if let Some(rest) = phase.strip_prefix('s') {
            let (seat, placed) = rest
                .split_once(':')
                .ok_or_else(|| PositionError::turn(format!("'{phase}' is no phase")))?;
            let placed: u8 = placed
                .parse()
                .map_err(|_| PositionError::counter(format!("'{placed}' is no count of pegs")))?;
            if placed >= SETUP_PEGS {
                return Err(PositionError::counter(
                    "at most 6 set-up pegs before the next phase",
                ));
            }
            Phase::Setup {
                seat: seat_of(seat)?,
                placed,
            }
        } else if let Some(rest) = phase.strip_prefix('p') {
            Phase::Peg { seat: seat_of(rest)? }
        } else if let Some(rest) = phase.strip_prefix('t') {
            Phase::Tiles { seat: seat_of(rest)? }
        } else {
            match phase {
                "over:deck" => Phase::Over(End::Deck),
                "over:pegs" => Phase::Over(End::Pegs),
                "over:full" => Phase::Over(End::Full),
                _ => return Err(PositionError::turn(format!("'{phase}' is no phase"))),
            }
        };
        s.last = last;
        // What the text cannot hold comes from the phase.
        if matches!(s.phase, Phase::Setup { .. })
            && (s.laid.len() + s.discarded.len() > 0 || s.reserve.iter().any(Option::is_some))
        {
            return Err(PositionError::unreachable("tiles in play during the set-up"));
        }
        Ok(s)
    }
}
