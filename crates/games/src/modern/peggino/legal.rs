//! Moves listed, a move applied, the deck's draws, and the end.

use super::board::{ALL, CELLS};
use super::state::{End, PEGS, PState, Phase, RESERVE, SETUP_PEGS};
use super::tiles::{Lay, TILES, lays};
use super::{Engine, From, PMove};
use crate::{Message, Outcome, Seat, Status};

/// What lies on top of the holder's end of the deck.
enum Top {
    Tile(u8),
    /// A tile nobody has seen yet: chance reveals it.
    Unseen,
    Empty,
}

impl Engine {
    /// Who acts, or how the game ended.
    pub(super) fn status(&self, s: &PState) -> Status {
        match s.phase {
            Phase::Over(end) => Status::Over(self.outcome(s, end)),
            Phase::Peg { seat } | Phase::Tiles { seat } if self.needs_draw(s, seat) => Status::Chance,
            _ => Status::ToMove(s.seat().unwrap_or(Seat(0))),
        }
    }

    /// Whether the holder's end of the deck hides its next tile.
    fn needs_draw(&self, s: &PState, seat: u8) -> bool {
        s.ends[usize::from(seat)].is_empty() && s.unseen != 0
    }

    fn outcome(&self, s: &PState, end: End) -> Outcome {
        let pegs = i32::from(s.pegs_used());
        match end {
            End::Covered => Outcome {
                winner: Some(Seat(0)),
                scores: Some(vec![pegs]),
                ranks: Some(vec![1]),
                teams: None,
                reason: Message::new("peggino-end-covered").count("pegs", pegs),
            },
            End::Stuck => {
                let mut o = Outcome::solitaire_lost(Message::new("peggino-end-stuck").count("pegs", pegs));
                o.scores = Some(vec![pegs]);
                o
            }
            End::Deck | End::Pegs | End::Full => {
                let areas = s.areas(self.solid_only);
                let why = match end {
                    End::Deck => Message::new("peggino-end-deck"),
                    End::Pegs => Message::new("peggino-end-pegs"),
                    _ => Message::new("peggino-end-full"),
                };
                let reason = why.count("blue", areas[0]).count("yellow", areas[1]);
                let o = match areas[0].cmp(&areas[1]) {
                    std::cmp::Ordering::Greater => Outcome::win(Seat(0), reason),
                    std::cmp::Ordering::Less => Outcome::win(Seat(1), reason),
                    std::cmp::Ordering::Equal => Outcome::draw(reason),
                };
                o.with_scores(areas.to_vec())
            }
        }
    }

    /// The tile on top of `seat`'s end of the deck, if it is known.
    pub(super) fn deck_top(&self, s: &PState, seat: u8) -> Option<u8> {
        let (mine, other) = (usize::from(seat), usize::from(1 - seat));
        match s.ends[mine].last() {
            Some(&t) => Some(t),
            None if s.unseen == 0 => s.ends[other].first().copied(),
            None => None,
        }
    }

    /// Takes the tile on top of `seat`'s end of the deck.
    fn take_top(&self, s: &mut PState, seat: u8) -> Top {
        let (mine, other) = (usize::from(seat), usize::from(1 - seat));
        if let Some(t) = s.ends[mine].pop() {
            Top::Tile(t)
        } else if s.unseen != 0 {
            Top::Unseen
        } else if !s.ends[other].is_empty() {
            Top::Tile(s.ends[other].remove(0))
        } else {
            Top::Empty
        }
    }

    /// Fills the holder's reserve from the deck until it is full, the deck
    /// hides its next tile (chance then reveals it) or the deck is out;
    /// a deck out makes this turn the last (gap 4).
    fn settle(&self, s: &mut PState) {
        let seat = match s.phase {
            Phase::Peg { seat } | Phase::Tiles { seat } => seat,
            _ => return,
        };
        while let Some(slot) = s.reserve.iter().position(Option::is_none) {
            match self.take_top(s, seat) {
                Top::Tile(t) => s.reserve[slot] = Some(t),
                Top::Unseen => return,
                Top::Empty => break,
            }
        }
        if s.deck_len() == 0 {
            s.last.get_or_insert(End::Deck);
        }
    }

    /// The legal moves of the seat to act.
    pub(super) fn legal(&self, s: &PState, out: &mut Vec<PMove>) {
        if !matches!(self.status(s), Status::ToMove(_)) {
            return;
        }
        match s.phase {
            Phase::Setup { seat, placed } => {
                pegs_into(s.open_holes(), out);
                if seat == 1 && placed < SETUP_PEGS {
                    out.push(PMove::Pass);
                }
            }
            Phase::Peg { .. } => pegs_into(s.open_holes(), out),
            Phase::Tiles { seat } => {
                let face = usize::from(seat);
                for (k, slot) in s.reserve.iter().enumerate() {
                    if let Some(t) = *slot {
                        fitting(s, t, face, From::Reserve(k as u8), out);
                    }
                }
                if let Some(t) = self.deck_top(s, seat) {
                    fitting(s, t, face, From::Deck, out);
                }
                let before = out.len();
                for (k, slot) in s.reserve.iter().enumerate() {
                    if slot.is_some() {
                        out.push(PMove::Discard(k as u8));
                    }
                }
                if out.len() == before {
                    out.push(PMove::Pass);
                }
            }
            Phase::Solo => {
                if s.pegs_used() < PEGS {
                    pegs_into(s.open_holes(), out);
                }
                let unlaid = s.unlaid();
                for t in 0..TILES as u8 {
                    if unlaid & (1 << t) != 0 {
                        fitting(s, t, 0, From::Box(t), out);
                    }
                }
            }
            Phase::Over(_) => {}
        }
    }

    /// The chance outcomes: each unseen tile, equally likely.
    pub(super) fn draws(&self, s: &PState, out: &mut Vec<(PMove, u32)>) {
        if self.status(s) == Status::Chance {
            for t in 0..TILES as u8 {
                if s.unseen & (1 << t) != 0 {
                    out.push((PMove::Draw(t), 1));
                }
            }
        }
    }

    /// The tile a move takes, where it comes from.
    pub(super) fn tile_of(&self, s: &PState, from: From) -> Option<u8> {
        match (from, s.phase) {
            (From::Reserve(k), _) => s.reserve.get(usize::from(k)).copied().flatten(),
            (From::Deck, Phase::Tiles { seat }) => self.deck_top(s, seat),
            (From::Box(t), Phase::Solo) => (s.unlaid() & (1 << t) != 0).then_some(t),
            _ => None,
        }
    }

    pub(super) fn apply(&self, s: &mut PState, mv: PMove) {
        match (mv, s.phase) {
            (PMove::Draw(t), Phase::Peg { seat } | Phase::Tiles { seat }) => {
                s.unseen &= !(1 << t);
                s.ends[usize::from(seat)].push(t);
                self.settle(s);
            }
            (PMove::Peg(c), Phase::Setup { seat, placed }) => {
                s.pegs |= 1 << c;
                s.recent = Some(super::state::Recent::Peg(c));
                s.phase = match (seat, placed + 1) {
                    (0, SETUP_PEGS) => Phase::Setup { seat: 1, placed: 0 },
                    (1, SETUP_PEGS) => return self.start_turn(s, 0),
                    (seat, placed) => Phase::Setup { seat, placed },
                };
            }
            (PMove::Pass, Phase::Setup { .. }) => self.start_turn(s, 0),
            (PMove::Peg(c), Phase::Peg { seat }) => {
                s.pegs |= 1 << c;
                s.recent = Some(super::state::Recent::Peg(c));
                if s.pegs_used() >= PEGS {
                    s.last.get_or_insert(End::Pegs);
                }
                s.phase = Phase::Tiles { seat };
            }
            (PMove::Tile { from, lay }, Phase::Tiles { seat }) => {
                let Some(t) = self.tile_of(s, from) else {
                    return;
                };
                match from {
                    From::Reserve(k) => s.reserve[usize::from(k)] = None,
                    _ => {
                        self.take_top(s, seat);
                    }
                }
                s.lay(t, seat, lay);
                self.settle(s);
            }
            (PMove::Discard(_) | PMove::Pass, Phase::Tiles { seat }) => {
                if let PMove::Discard(k) = mv
                    && let Some(t) = s.reserve[usize::from(k)].take()
                {
                    s.discarded.push(t);
                }
                // The leftovers go back on the deck in slot order: on the
                // holder's own end (gap 1), or under the deck, that is on
                // the other end, with the option.
                let end = usize::from(if self.bottom { 1 - seat } else { seat });
                for k in (0..RESERVE).rev() {
                    if let Some(t) = s.reserve[k].take() {
                        s.ends[end].push(t);
                    }
                }
                s.recent = None;
                match s.last {
                    Some(end) => s.phase = Phase::Over(end),
                    None => self.start_turn(s, 1 - seat),
                }
            }
            (PMove::Peg(c), Phase::Solo) => {
                s.pegs |= 1 << c;
                s.recent = Some(super::state::Recent::Peg(c));
                self.solo_end(s);
            }
            (
                PMove::Tile {
                    from: From::Box(t),
                    lay,
                },
                Phase::Solo,
            ) => {
                s.lay(t, 0, lay);
                self.solo_end(s);
            }
            _ => {}
        }
    }

    /// A new turn for `seat`, unless no hole is left for its peg (gap 3).
    fn start_turn(&self, s: &mut PState, seat: u8) {
        if s.open_holes() == 0 {
            s.phase = Phase::Over(End::Full);
            return;
        }
        s.phase = Phase::Peg { seat };
        self.settle(s);
    }

    /// The solitaire ends when the board is covered, or when nothing more
    /// can be done.
    fn solo_end(&self, s: &mut PState) {
        if s.covered() == ALL {
            s.phase = Phase::Over(End::Covered);
            return;
        }
        let mut moves = Vec::new();
        self.legal(s, &mut moves);
        if moves.is_empty() {
            s.phase = Phase::Over(End::Stuck);
        }
    }
}

/// A peg into each of `holes`.
fn pegs_into(holes: u64, out: &mut Vec<PMove>) {
    out.extend(
        (0..CELLS)
            .filter(|&c| holes & (1 << c) != 0)
            .map(|c| PMove::Peg(c as u8)),
    );
}

/// Whether `lay` may be laid: a peg through each of its holes, none under
/// its solid part (the catalog's practical test).
pub(super) fn fits(s: &PState, lay: &Lay) -> bool {
    s.pegs & lay.cover == lay.holes
}

/// Every way to lay tile `t` face `face` up, taken from `from`.
fn fitting(s: &PState, t: u8, face: usize, from: From, out: &mut Vec<PMove>) {
    for lay in lays(t, face) {
        if fits(s, lay) {
            out.push(PMove::Tile { from, lay: *lay });
        }
    }
}
