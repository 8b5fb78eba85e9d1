//! The picture: the preset board on its grid, territories bordered and
//! numbered, shaded by their owner, pieces in four colours with flags.

use super::legal::Engine;
use super::state::{End, LastKind, Phase, TState, Why};
use crate::view::{Board, Held, Mark, Piece, Region, SeatPanel, Special, TrackSquare, View};
use crate::{Message, Outcome, Seat};

/// The seats' colours and names.
pub const NAMES: [&str; 4] = ["Red", "Blue", "Green", "Yellow"];

impl Engine {
    /// The outcome of a finished game.
    pub fn outcome(&self, end: End) -> Outcome {
        let reason = |why: Why| match why {
            Why::Flags => Message::new("turnier-three-flags"),
            Why::Control => Message::new("turnier-three-held"),
            Why::LastStanding => Message::new("turnier-last-standing"),
            Why::Quiet => Message::new("turnier-quiet").count("turns", i64::from(super::state::QUIET_TURNS)),
            Why::Cap => Message::new("turnier-ply-cap").count("plies", i64::from(super::state::MAX_PLIES)),
        };
        let team_reason = |why: Why| match why {
            Why::Flags => Message::new("turnier-team-flags"),
            Why::Control => Message::new("turnier-team-held"),
            Why::LastStanding => Message::new("turnier-last-team"),
            other => reason(other),
        };
        match end {
            End::Won(seat, why) => match self.teams() {
                Some(teams) => Outcome::team_win(&teams, teams[usize::from(seat)], team_reason(why)),
                None => Outcome::win(Seat(seat), reason(why)),
            },
            End::Drawn(why) => Outcome::draw(reason(why)),
        }
    }

    /// The seat shading territory `t`: its flag's owner, or without flags
    /// the seat holding it alone.
    fn shade(&self, s: &TState, t: usize) -> Option<u8> {
        if self.v.flags {
            let f = s.flags[t];
            (f != 0).then(|| s.owner(usize::from(f - 1))).flatten()
        } else {
            self.sole_owner(s, t)
        }
    }

    pub fn view(&self, s: &TState) -> View {
        let g = self.board.grid;
        let squares = self
            .board
            .cells()
            .map(|c| {
                let at = g.at(c);
                TrackSquare::new(self.board.name(c), at.file, at.rank)
            })
            .collect();
        let mut view = View::new(Board::track(g.files, g.ranks, squares));
        view.seat_colours = ["red", "blue", "green", "yellow"][..usize::from(self.seats)]
            .iter()
            .map(|c| (*c).to_string())
            .collect();
        for t in 0..usize::from(self.board.territories) {
            let cells: Vec<String> = self.board.members[t]
                .iter()
                .map(|&c| self.board.name(c))
                .collect();
            view.regions.push(Region::new(cells).named((t + 1).to_string()));
            if let Some(owner) = self.shade(s, t) {
                for &c in &self.board.members[t] {
                    view.specials
                        .push(Special::new(self.board.name(c), "zone").owner(Some(Seat(owner))));
                }
            }
        }
        for c in self.board.cells() {
            if let Some(o) = s.owner(c) {
                let flagged = s.flags[self.board.territory(c)] == c as u8 + 1;
                view.piece(
                    self.board.name(c),
                    Some(Seat(o)),
                    if flagged { "man~flag" } else { "man" },
                );
            }
        }
        if let Some(last) = &s.last {
            for &(c, o) in &last.captured {
                view.highlights.push(crate::view::Highlight {
                    cell: self.board.name(usize::from(c)),
                    mark: Mark::Captured,
                    ghost: Some(Piece {
                        cell: self.board.name(usize::from(c)),
                        owner: Some(Seat(o)),
                        kind: "man".into(),
                    }),
                });
            }
            match &last.kind {
                LastKind::Place(c) | LastKind::Flag(c) => {
                    view.mark(self.board.name(usize::from(*c)), Mark::To)
                }
                LastKind::Remove(c, o) => view.highlights.push(crate::view::Highlight {
                    cell: self.board.name(usize::from(*c)),
                    mark: Mark::Captured,
                    ghost: Some(Piece {
                        cell: self.board.name(usize::from(*c)),
                        owner: Some(Seat(*o)),
                        kind: "man".into(),
                    }),
                }),
                LastKind::Go(path) => {
                    if let (Some(&a), Some(&b)) = (path.first(), path.last()) {
                        view.mark(self.board.name(usize::from(a)), Mark::From);
                        view.mark(self.board.name(usize::from(b)), Mark::To);
                    }
                    for pair in path.windows(2) {
                        view.arrows.push((
                            self.board.name(usize::from(pair[0])),
                            self.board.name(usize::from(pair[1])),
                        ));
                    }
                }
                LastKind::End | LastKind::Pass => {}
            }
        }
        for seat in 0..self.seats {
            let pieces = self.board.cells().filter(|&c| s.owner(c) == Some(seat)).count();
            let score = if s.is_out(seat) {
                Message::new("turnier-panel-out").count("pieces", pieces as i64)
            } else if self.v.flags {
                Message::new("turnier-panel-flags")
                    .count("flags", s.flags_of(seat) as i64)
                    .count("pieces", pieces as i64)
            } else {
                Message::new("turnier-panel-held")
                    .count("held", self.held(s, seat) as i64)
                    .count("pieces", pieces as i64)
            };
            let mut panel = SeatPanel::new(Seat(seat), NAMES[usize::from(seat)]).score(Some(score));
            if s.phase == Phase::Place {
                panel = panel.in_hand(Some(u32::from(s.hand[usize::from(seat)])));
            }
            if self.v.flags {
                let left = super::state::FLAGS as usize - s.flags_of(seat);
                panel = panel.held(vec![Held::new("man~flag", left as u32)]);
            }
            view.seats.push(panel);
        }
        match s.end {
            Some(end) => view.caption = Some(self.outcome(end).caption()),
            None => {
                let seat = Seat(s.to_move);
                view.to_move = Some(seat);
                view.caption = Some(match (s.phase, s.more) {
                    (Phase::Place, _) => Message::new("turnier-caption-place")
                        .seat("seat", seat)
                        .count("left", i64::from(s.hand[usize::from(s.to_move)])),
                    (Phase::Remove, _) => Message::new("turnier-caption-remove")
                        .seat("seat", seat)
                        .count("left", i64::from(super::state::REMOVALS - s.removed)),
                    (Phase::Move, None) => Message::new("turnier-caption-move").seat("seat", seat),
                    (Phase::Move, Some(Some(_))) => Message::new("turnier-caption-chain").seat("seat", seat),
                    (Phase::Move, Some(None)) => Message::new("turnier-caption-flag").seat("seat", seat),
                });
            }
        }
        view
    }
}
