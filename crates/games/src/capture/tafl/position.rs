//! The position text, written and read back with typed errors.

use super::*;

impl Engine {
    pub(super) fn position_text(&self, state: &TaflState) -> String {
        let ranks: Vec<String> = (0..self.n)
            .rev()
            .map(|r| {
                state.board[r * self.n..(r + 1) * self.n]
                    .iter()
                    .map(|&p| match p {
                        ATTACKER => 'x',
                        DEFENDER => 'o',
                        KING => 'k',
                        _ => '.',
                    })
                    .collect()
            })
            .collect();
        let side = match state.to_move {
            Side::Attackers => 'x',
            Side::Defenders => 'o',
        };
        let mut text = format!("{} {side} {}", ranks.join("/"), state.ply);
        if !state.twice.is_empty() && state.king.is_some_and(|k| !self.is_corner(usize::from(k))) {
            let mut banned = Vec::new();
            self.pseudo_moves(&state.board, state.to_move, |mv| {
                if self.repeats(state, mv) {
                    banned.push(self.format(mv));
                }
                true
            });
            if !banned.is_empty() {
                text.push_str(" banned:");
                text.push_str(&banned.join(","));
            }
        }
        text
    }

    pub(super) fn read_position(&self, text: &str) -> Result<TaflState, PositionError> {
        let n = self.n;
        let shape = || {
            PositionError::shape(format!(
                "a tafl position is {n} ranks of {n} characters (x attacker, o defender, k king, . empty) joined by '/', the side to move (x or o), the plies played, and optionally banned: and the moves that would repeat a position a third time"
            ))
        };
        let mut words = text.split_whitespace();
        let (Some(board_text), Some(side), Some(ply)) = (words.next(), words.next(), words.next()) else {
            return Err(shape());
        };
        let banned = words.next();
        if words.next().is_some() {
            return Err(shape());
        }
        let to_move = match side {
            "x" => Side::Attackers,
            "o" => Side::Defenders,
            _ => return Err(shape()),
        };
        let ply: u32 = ply.parse().map_err(|_| shape())?;
        if ply > self.v.ply_cap {
            return Err(PositionError::counter(format!(
                "ply {ply}: the game ends at {}",
                self.v.ply_cap
            )));
        }
        let ranks: Vec<&str> = board_text.split('/').collect();
        if ranks.len() != n || ranks.iter().any(|r| r.chars().count() != n) {
            return Err(shape());
        }
        let mut board = vec![EMPTY; n * n];
        for (i, rank) in ranks.iter().enumerate() {
            let r = n - 1 - i;
            for (f, c) in rank.chars().enumerate() {
                board[r * n + f] = match c {
                    'x' => ATTACKER,
                    'o' => DEFENDER,
                    'k' => KING,
                    '.' => EMPTY,
                    _ => {
                        return Err(PositionError::piece(format!(
                            "rank {} holds '{c}': x, o, k or . expected",
                            r + 1
                        )));
                    }
                };
            }
        }
        let count = |piece: u8, b: &[u8]| b.iter().filter(|&&p| p == piece).count();
        for (piece, what) in [(ATTACKER, "attackers"), (DEFENDER, "defenders"), (KING, "kings")] {
            let (now, start) = (count(piece, &board), count(piece, &self.start));
            if now > start {
                return Err(PositionError::count(format!(
                    "{now} {what}: the set-up has {start}"
                )));
            }
        }
        for (s, &p) in board.iter().enumerate() {
            if p != EMPTY && p != KING && self.restricted(s) {
                return Err(PositionError::unreachable(format!(
                    "{}: only the king stands on the throne or a corner",
                    self.name(s)
                )));
            }
        }
        let mut state = self.state_of(board, to_move, ply);
        if let Some(banned) = banned {
            let list = banned.strip_prefix("banned:").ok_or_else(shape)?;
            for text in list.split(',') {
                let mv = match self.read(&normalize(text)) {
                    Ok((from, Some(to))) => TaflMove {
                        from: from as u16,
                        to: to as u16,
                    },
                    _ => return Err(shape()),
                };
                let mut ok = false;
                self.pseudo_moves(&state.board, state.to_move, |m| {
                    ok |= m == mv;
                    !ok
                });
                if !ok || self.captures_any(&state, mv) {
                    return Err(PositionError::unreachable(format!(
                        "banned: {text} is not a quiet move of the side to move"
                    )));
                }
                let key = self.quiet_key(&state, mv);
                if !state.twice.contains(&key) {
                    state.twice.push(key);
                }
            }
        }
        Ok(state)
    }
}
