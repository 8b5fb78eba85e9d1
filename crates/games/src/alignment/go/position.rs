//! The position text, written and read back.

use super::*;

impl<const N: usize> Go<N> {
    pub(super) fn write_position(&self, state: &GoState) -> String {
        let ranks: Vec<String> = (0..N)
            .rev()
            .map(|r| {
                (0..N)
                    .map(|f| match state.board.at(r * N + f) {
                        BLACK => 'x',
                        WHITE => 'o',
                        _ => '.',
                    })
                    .collect()
            })
            .collect();
        let seat = if state.to_move == Seat::FIRST { 'b' } else { 'w' };
        let phase = match (state.phase, state.resumed) {
            (Phase::Play { passes }, false) => format!("play{passes}"),
            (Phase::Play { passes }, true) => format!("replay{passes}"),
            (Phase::Counting { accepted: false }, _) => "count".into(),
            (Phase::Counting { accepted: true }, _) => "count+".into(),
            (Phase::Over(End::Agreed), _) => "over".into(),
            (Phase::Over(End::AllAlive), _) => "over-alive".into(),
            (Phase::Over(End::PlyLimit), _) => "over-limit".into(),
        };
        let mut forbidden: Vec<String> = Vec::new();
        if let Phase::Play { .. } = state.phase {
            let chains = state.board.chains();
            for p in 0..N * N {
                if self.refusal(state, &chains, p) == Some(Refusal::Superko) {
                    forbidden.push(Self::point_name(p));
                }
            }
        }
        let forbidden = if forbidden.is_empty() {
            "-".to_string()
        } else {
            forbidden.join(",")
        };
        format!(
            "{} {seat} {}:{} {phase} {} {forbidden}",
            ranks.join("/"),
            state.prisoners[0],
            state.prisoners[1],
            state.ply
        )
    }

    pub(super) fn read_position(&self, text: &str) -> Result<GoState, PositionError> {
        let shape = || {
            PositionError::new(
                "a Go position is: ranks of x, o and . joined by '/', the seat to move (b or w), prisoners like 3:2, the phase (play0, play1, count, count+, replay0, replay1, over, over-alive, over-limit), the plies played, and the superko points or -",
            )
        };
        let fields: Vec<&str> = text.split_whitespace().collect();
        let [board, seat, prisoners, phase, ply, forbidden] = fields[..] else {
            return Err(shape());
        };
        let board = Self::board_from_text(board)?;
        let to_move = match seat {
            "b" => Seat::FIRST,
            "w" => Seat::SECOND,
            _ => return Err(shape()),
        };
        let (pb, pw) = prisoners.split_once(':').ok_or_else(shape)?;
        let read_count = |s: &str| -> Result<u32, PositionError> {
            if s.is_empty() || s.len() > 4 || !s.bytes().all(|b| b.is_ascii_digit()) {
                return Err(shape());
            }
            s.parse().map_err(|_| shape())
        };
        let prisoners = [read_count(pb)?, read_count(pw)?];
        if ply.is_empty() || ply.len() > 5 || !ply.bytes().all(|b| b.is_ascii_digit()) {
            return Err(shape());
        }
        let ply: u32 = ply.parse().map_err(|_| shape())?;
        if ply > self.max_plies() {
            return Err(PositionError::new(format!("{ply} plies is beyond the limit")));
        }
        let (phase, resumed) = match phase {
            "play0" => (Phase::Play { passes: 0 }, false),
            "play1" => (Phase::Play { passes: 1 }, false),
            "replay0" => (Phase::Play { passes: 0 }, true),
            "replay1" => (Phase::Play { passes: 1 }, true),
            "count" => (Phase::Counting { accepted: false }, false),
            "count+" => (Phase::Counting { accepted: true }, false),
            "over" => (Phase::Over(End::Agreed), false),
            "over-alive" => (Phase::Over(End::AllAlive), true),
            "over-limit" => (Phase::Over(End::PlyLimit), false),
            _ => return Err(shape()),
        };
        if matches!(phase, Phase::Play { .. }) && ply >= self.cap() {
            return Err(PositionError::new("play cannot go on at the ply limit"));
        }
        let mut state = GoState {
            board,
            to_move,
            prisoners,
            phase,
            resumed,
            history: Vec::new(),
            bloom: [0; 64],
            forbidden: Vec::new(),
            ply,
            last: None,
            last_captured: Vec::new(),
            estimate: std::sync::OnceLock::new(),
        };
        let hash = state.board.hash;
        state.remember(hash);
        if forbidden != "-" {
            if !matches!(phase, Phase::Play { .. }) {
                return Err(PositionError::new("superko points only in play"));
            }
            for name in forbidden.split(',') {
                let p = Self::read_point(name).ok_or_else(shape)?;
                if state.board.at(p) != EMPTY || state.forbidden.contains(&(p as u16)) {
                    return Err(PositionError::new(format!(
                        "superko point {name} is taken or repeated"
                    )));
                }
                state.forbidden.push(p as u16);
            }
        }
        Ok(state)
    }
}

impl<const N: usize> Go<N> {
    pub(super) fn board_from_text(text: &str) -> Result<Board, PositionError> {
        let ranks: Vec<&str> = text.split('/').collect();
        if ranks.len() != N {
            return Err(PositionError::new(format!(
                "the board is {N} ranks joined by '/', not {}",
                ranks.len()
            )));
        }
        let mut board = Board::new(N);
        for (i, rank) in ranks.iter().enumerate() {
            let r = N - 1 - i;
            if rank.chars().count() != N {
                return Err(PositionError::new(format!("rank {} has not {N} points", r + 1)));
            }
            for (f, c) in rank.chars().enumerate() {
                let colour = match c {
                    'x' => BLACK,
                    'o' => WHITE,
                    '.' => EMPTY,
                    _ => {
                        return Err(PositionError::new(format!(
                            "rank {} holds '{c}': x (Black), o (White) or . expected",
                            r + 1
                        )));
                    }
                };
                board.set(r * N + f, colour);
            }
        }
        for p in 0..N * N {
            if board.at(p) != EMPTY && !board.has_liberty(p) {
                return Err(PositionError::new(format!(
                    "the chain on {} has no liberty",
                    Self::point_name(p)
                )));
            }
        }
        Ok(board)
    }
}
