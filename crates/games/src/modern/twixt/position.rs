//! The position text, written and read back.

use super::*;

impl Twixt {
    pub(super) fn write_position(&self, state: &TwixtState) -> String {
        let holes = |colour: u8| {
            (0..(SIZE * SIZE) as Hole)
                .filter(|&h| state.pegs[usize::from(h)] == colour)
                .map(hole_name)
                .collect::<Vec<_>>()
                .join(",")
        };
        let mut links = state.links.clone();
        links.sort_by_key(|l| (row(l.0), col(l.0), row(l.1), col(l.1)));
        let links: Vec<String> = links.into_iter().map(link_name).collect();
        format!(
            "red:{};black:{};links:{};turn:{};red-seat:{};pie:{}",
            holes(RED),
            holes(BLACK),
            links.join(","),
            state.to_move.0 + 1,
            state.red.0 + 1,
            if state.pie_open || state.pegs_placed == 0 {
                "open"
            } else {
                "closed"
            }
        )
    }

    pub(super) fn read_position(&self, text: &str) -> Result<TwixtState, PositionError> {
        let fields: Vec<&str> = text.trim().split(';').collect();
        let names = ["red", "black", "links", "turn", "red-seat", "pie"];
        if fields.len() != names.len() {
            return Err(PositionError::new(
                "a TwixT position is red:…;black:…;links:…;turn:N;red-seat:N;pie:open|closed",
            ));
        }
        let mut values = Vec::new();
        for (field, name) in fields.iter().zip(names) {
            match field.split_once(':') {
                Some((n, v)) if n == name => values.push(v),
                _ => {
                    return Err(PositionError::new(format!(
                        "field '{name}:' expected, not '{field}'"
                    )));
                }
            }
        }
        let mut state = self.initial();
        for (colour, value, name) in [(RED, values[0], "red"), (BLACK, values[1], "black")] {
            for h in Twixt::read_holes(value, name)? {
                if state.pegs[usize::from(h)] != EMPTY {
                    return Err(PositionError::new(format!("{} holds two pegs", hole_name(h))));
                }
                let forbidden = if colour == RED {
                    col(h) == 0 || col(h) == SIZE as i8 - 1
                } else {
                    row(h) == 0 || row(h) == SIZE as i8 - 1
                };
                if forbidden {
                    return Err(PositionError::new(format!(
                        "a {name} peg on {} is in the other colour's border",
                        hole_name(h)
                    )));
                }
                state.pegs[usize::from(h)] = colour;
                state.pegs_placed += 1;
            }
        }
        if !values[2].is_empty() {
            for l in values[2].split(',') {
                let lower = l.to_ascii_lowercase();
                let link = read_hole(&lower)
                    .and_then(|(a, rest)| read_hole(rest).filter(|(_, r)| r.is_empty()).map(|(b, _)| (a, b)));
                let Some((a, b)) = link else {
                    return Err(PositionError::new(format!("'{l}' is not a link like F12G14")));
                };
                let link = link_key(a, b);
                let colour = state.pegs[usize::from(a)];
                if knight_dir(a, b).is_none() || colour == EMPTY || state.pegs[usize::from(b)] != colour {
                    return Err(PositionError::new(format!(
                        "{l} does not join two pegs of one colour a knight's move apart"
                    )));
                }
                if state.links.contains(&link) {
                    return Err(PositionError::new(format!("{l} is listed twice")));
                }
                if let Some(other) = Twixt::crossing(&state, link) {
                    return Err(PositionError::new(format!("{l} crosses {}", link_name(other))));
                }
                Twixt::add_link(&mut state, link);
            }
        }
        state.to_move = Twixt::read_seat(values[3], "turn")?;
        state.red = Twixt::read_seat(values[4], "red-seat")?;
        let pie = match values[5] {
            "open" => true,
            "closed" => false,
            other => return Err(PositionError::new(format!("pie: open or closed, not '{other}'"))),
        };
        let reds = state.pegs.iter().filter(|&&p| p == RED).count();
        let blacks = state.pegs.iter().filter(|&&p| p == BLACK).count();
        match (pie, state.pegs_placed) {
            (true, 0) => {
                if state.to_move != Seat::FIRST || state.red != Seat::FIRST {
                    return Err(PositionError::new(
                        "at the start the first seat is Red and to move",
                    ));
                }
            }
            (true, 1) => {
                if reds != 1 || state.to_move != Seat::SECOND || state.red != Seat::FIRST {
                    return Err(PositionError::new(
                        "with the pie rule open, Red's first peg is alone and the second seat answers",
                    ));
                }
                state.pie_open = true;
            }
            (true, _) => {
                return Err(PositionError::new(
                    "the pie rule is answered once a second peg stands",
                ));
            }
            (false, 0) => return Err(PositionError::new("the pie rule is open until Red's first peg")),
            (false, _) => {
                // Red places first, so Red has as many pegs as Black or one
                // more, whoever answered the pie rule; Black is to move
                // when the counts are equal.
                let black_to_move = reds == blacks + 1;
                if !(reds == blacks || black_to_move) {
                    return Err(PositionError::new(format!(
                        "Red has {reds} pegs and Black {blacks}: Red places first, so as many or one more"
                    )));
                }
                if (state.colour_of(state.to_move) == BLACK) != black_to_move {
                    return Err(PositionError::new(
                        "the colour to move does not follow from the peg counts",
                    ));
                }
            }
        }
        if !state.pie_open && state.pegs_placed > 0 {
            let mover = state.to_move.other();
            if Twixt::connected(&state, state.colour_of(state.to_move)) {
                return Err(PositionError::new("the side to move has already won"));
            }
            state.end = Twixt::end_after(&state, mover);
        }
        Ok(state)
    }
}

impl Twixt {
    pub(super) fn read_holes(text: &str, what: &str) -> Result<Vec<Hole>, PositionError> {
        if text.is_empty() {
            return Ok(Vec::new());
        }
        text.split(',')
            .map(|h| match read_hole(&h.to_ascii_lowercase()) {
                Some((hole, "")) => Ok(hole),
                _ => Err(PositionError::new(format!(
                    "{what}: '{h}' is not a hole (A1 to X24, no corners)"
                ))),
            })
            .collect()
    }

    pub(super) fn read_seat(text: &str, what: &str) -> Result<Seat, PositionError> {
        match text {
            "1" => Ok(Seat::FIRST),
            "2" => Ok(Seat::SECOND),
            _ => Err(PositionError::new(format!(
                "{what}: 1 or 2 expected, not '{text}'"
            ))),
        }
    }
}
