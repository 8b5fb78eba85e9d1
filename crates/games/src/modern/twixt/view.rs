//! The picture: the board and its border lines, the pegs and links, whose
//! turn and the last move.

use super::*;

impl Twixt {
    pub(super) fn draw(&self, state: &TwixtState, _seat: Option<Seat>) -> View {
        let black = state.red.other();
        let board = Board::holes(SIZE as u8, SIZE as u8)
            .corners(false)
            .edge_lines(Some(state.red), Some(black))
            .ranks_down(true)
            .capital_files(true)
            .coordinates_around(true);
        let mut view = View::new(board);
        view.seat_colours = (0..2)
            .map(|s| if Seat(s) == state.red { "red" } else { "black" }.to_string())
            .collect();
        let cell = |h: Hole| hole_name(h).to_ascii_lowercase();
        for &(a, b) in &state.links {
            let owner = if state.pegs[usize::from(a)] == RED {
                state.red
            } else {
                black
            };
            view.links.push(Link::new(cell(a), cell(b)).owner(Some(owner)));
        }
        let (mut counts, mut link_counts) = ([0u32; 2], [0u32; 2]);
        for h in 0..(SIZE * SIZE) as Hole {
            let p = state.pegs[usize::from(h)];
            if p != EMPTY {
                let owner = if p == RED { state.red } else { black };
                counts[owner.index()] += 1;
                view.piece(cell(h), Some(owner), "stone");
            }
        }
        for &(a, _) in &state.links {
            let owner = if state.pegs[usize::from(a)] == RED {
                state.red
            } else {
                black
            };
            link_counts[owner.index()] += 1;
        }
        if let Some(h) = state.last {
            view.mark(cell(h), Mark::To);
        }
        // The pie answer just given (one peg on the board, the pie closed):
        // who now plays which colour. Only a swap makes the second seat Red.
        if !state.pie_open && counts.iter().sum::<u32>() == 1 && state.links.is_empty() {
            let hole = state.last.map(hole_name).unwrap_or_default();
            let first = Seat::FIRST;
            view.last_move.push(if state.red == first {
                Message::new("twixt-kept")
                    .seat("seat", first.other())
                    .seat("other", first)
            } else {
                Message::new("twixt-swapped")
                    .seat("seat", state.red)
                    .seat("other", black)
                    .code("hole", hole)
            });
        }
        view.seats = (0..2u8)
            .map(|s| {
                SeatPanel::new(Seat(s), INFO.seat_names[usize::from(s)].to_string()).score(Some(
                    Message::new("twixt-panel")
                        .part("colour", Twixt::colour_word(state.colour_of(Seat(s))))
                        .count("pegs", counts[usize::from(s)])
                        .count("links", link_counts[usize::from(s)]),
                ))
            })
            .collect();
        match state.end {
            Some(end) => {
                if let End::Connected(seat) = end {
                    // The winning chain: every peg of the winner joined to
                    // his first border line.
                    for h in Twixt::chain(state, state.colour_of(seat)) {
                        view.mark(cell(h), Mark::Line);
                    }
                }
                view.caption = Some(Twixt::outcome(state, end).caption());
            }
            None => {
                view.to_move = Some(state.to_move);
                let colour = Twixt::colour_word(state.colour_of(state.to_move));
                view.caption = Some(if state.pie_open {
                    Message::new("twixt-pie").seat("seat", state.to_move)
                } else {
                    match state.last {
                        None => Message::new("twixt-opens")
                            .seat("seat", state.to_move)
                            .part("colour", colour),
                        Some(h) => Message::new("twixt-to-move")
                            .seat("seat", state.to_move)
                            .part("colour", colour)
                            .code("hole", hole_name(h)),
                    }
                });
            }
        }
        view
    }
}
