//! Gomoku (Tavolando §5.3; catalog `tavolando-3-8.md`, "20. Gomoku").
//!
//! A 15×15 grid of lines; Black and White take turns placing one stone on an
//! empty intersection. Black's first stone goes on the centre. The first
//! player to make five in a row wins.
//!
//! Catalog resolutions: a row runs horizontally, vertically or along either
//! diagonal (G1); five *or more* wins (freestyle, G2), and the option
//! `exactly-five` makes an overline of six or more not win; a full board
//! with no winner is a draw (G3). Black is seat 0 and moves first.
//!
//! Notation: the point, files `a`–`o` left to right (no letter skipped),
//! ranks `1`–`15` bottom to top: `h8`, `j10`, `o15`. The catalog's
//! `place h8` is accepted too. Black's forced first move is `h8`. Picker
//! steps: the column, then the row (`h`, then `8`).
//!
//! Position text: the 15 ranks from 15 down to 1, each 15 characters `x`
//! (Black), `o` (White) or `.` (empty) from file a to o, joined by `/`; then
//! a space and the seat to move counted from 1 (`1` Black, `2` White). The
//! start is fifteen `...............` ranks and ` 1`. `from_position` reads
//! it back: Black has as many stones as White, or one more with White to
//! move; a finished game's winning rows must all run through one stone of
//! the last mover (the side to move has none). The last stone is not in the
//! text, so a read position marks none in the picture.
//!
//! The win test is incremental: only lines through the last stone are
//! counted.

use crate::notation::{MoveError, normalize};
use crate::options::{OptionError, OptionKind, OptionSpec, Options};
use crate::view::{Board, Mark, SeatPanel, View};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "gomoku",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

static INFO: GameInfo = GameInfo {
    slug: "gomoku",
    name_en: "Gomoku",
    name_it: "Gomoku",
    aliases: &["gobang", "five in a row", "cinque in fila", "kakugo"],
    family: crate::Family::Alignment,
    summary: "15×15, freestyle five in a row",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["Black", "White"],
    chance: false,
    hidden: false,
    options: &[OptionSpec {
        name: "exactly-five",
        kind: OptionKind::Bool,
        default: "false",
        help: "option-exactly-five",
    }],
    // One stone per ply on 225 points.
    max_plies: 225,
    source: "catalog tavolando-3-8.md, 20. Gomoku (Tavolando §5.3)",
    words: &WORDS,
};

/// Points per side.
const SIZE: usize = 15;
/// Points on the board.
const POINTS: usize = SIZE * SIZE;
/// The centre, h8: Black's forced first stone.
const CENTRE: u8 = (7 * SIZE + 7) as u8;
/// Line directions as (file step, rank step): across, up, and both diagonals.
const DIRECTIONS: [(i8, i8); 4] = [(1, 0), (0, 1), (1, 1), (1, -1)];

/// Gomoku with its overline rule.
#[derive(Clone, Debug)]
pub struct Gomoku {
    exactly_five: bool,
}

/// A Gomoku position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct GomokuState {
    /// Per point (`rank * 15 + file`, 0-based): 0 empty, 1 Black, 2 White.
    board: [u8; POINTS],
    to_move: Seat,
    stones: u8,
    last: Option<u8>,
    /// The winning line, if the last stone made one.
    win: Option<Line>,
}

impl GomokuState {
    /// Per point (`rank * 15 + file`, 0-based): 0 empty, 1 Black, 2 White
    /// (read access for search hooks, `tavolo-ai`).
    pub fn board(&self) -> &[u8; POINTS] {
        &self.board
    }
}

/// A winning run of stones: its first point, its direction (an index into
/// `DIRECTIONS`) and its length.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Line {
    start: u8,
    direction: u8,
    len: u8,
}

/// Place a stone on a point (`rank * 15 + file`, 0-based).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Place(pub u8);

/// The name of point `p`: `h8`.
fn point_name(p: u8) -> String {
    let p = usize::from(p);
    format!("{}{}", char::from(b'a' + (p % SIZE) as u8), p / SIZE + 1)
}

/// Reads a point name (already normalised) on the 15×15 board.
fn read_point(text: &str) -> Option<u8> {
    let mut chars = text.chars();
    let file = chars.next()?;
    if !('a'..='o').contains(&file) {
        return None;
    }
    let digits = chars.as_str();
    if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let rank: usize = digits.parse().ok()?;
    if !(1..=SIZE).contains(&rank) || digits.starts_with('0') {
        return None;
    }
    Some(((rank - 1) * SIZE + (file as usize - 'a' as usize)) as u8)
}

/// The point `steps` steps from `p` along `(df, dr)`, if on the board.
fn step(p: u8, (df, dr): (i8, i8), steps: i8) -> Option<u8> {
    let f = (usize::from(p) % SIZE) as i16 + i16::from(df) * i16::from(steps);
    let r = (usize::from(p) / SIZE) as i16 + i16::from(dr) * i16::from(steps);
    let n = SIZE as i16;
    ((0..n).contains(&f) && (0..n).contains(&r)).then(|| (r * n + f) as u8)
}

impl Gomoku {
    /// Same-coloured stones in a row from `p` (excluded) along `d`.
    fn run(board: &[u8; POINTS], p: u8, d: (i8, i8), colour: u8) -> u8 {
        let mut count = 0;
        let mut at = p;
        while let Some(next) = step(at, d, 1) {
            if board[usize::from(next)] != colour {
                break;
            }
            count += 1;
            at = next;
        }
        count
    }

    /// The winning line through `p`, just played, if any.
    fn line_through(&self, board: &[u8; POINTS], p: u8) -> Option<Line> {
        let colour = board[usize::from(p)];
        DIRECTIONS.iter().enumerate().find_map(|(i, &(df, dr))| {
            let ahead = Gomoku::run(board, p, (df, dr), colour);
            let behind = Gomoku::run(board, p, (-df, -dr), colour);
            let len = 1 + ahead + behind;
            let wins = if self.exactly_five { len == 5 } else { len >= 5 };
            wins.then(|| Line {
                start: step(p, (-df, -dr), behind as i8).unwrap_or(p),
                direction: i as u8,
                len,
            })
        })
    }

    /// The points of a winning line.
    fn line_points(line: Line) -> Vec<u8> {
        let d = DIRECTIONS[usize::from(line.direction)];
        (0..line.len as i8)
            .filter_map(|k| step(line.start, d, k))
            .collect()
    }

    fn over(&self, state: &GomokuState) -> Option<Outcome> {
        if let Some(line) = state.win {
            let winner = if state.board[usize::from(line.start)] == 1 {
                Seat::FIRST
            } else {
                Seat::SECOND
            };
            let reason = match line.len {
                5 => Message::new("gomoku-five-in-a-row"),
                n => Message::new("gomoku-overline").count("n", n),
            };
            return Some(Outcome::win(winner, reason));
        }
        (usize::from(state.stones) == POINTS).then(|| Outcome::draw(Message::new("gomoku-board-full")))
    }

    /// Every winning run of `colour` on `board`, once each.
    fn winning_runs(&self, board: &[u8; POINTS], colour: u8) -> Vec<Line> {
        let mut runs = Vec::new();
        for p in 0..POINTS as u8 {
            if board[usize::from(p)] != colour {
                continue;
            }
            for (i, &(df, dr)) in DIRECTIONS.iter().enumerate() {
                // A run is counted from its first stone only.
                if step(p, (-df, -dr), 1).is_some_and(|b| board[usize::from(b)] == colour) {
                    continue;
                }
                let len = 1 + Gomoku::run(board, p, (df, dr), colour);
                if if self.exactly_five { len == 5 } else { len >= 5 } {
                    runs.push(Line {
                        start: p,
                        direction: i as u8,
                        len,
                    });
                }
            }
        }
        runs
    }

    /// The winning line of a read position: the last mover's runs must
    /// share a stone (the one that made them all at once), and the line is
    /// the one the game would have found through it.
    fn read_win(&self, board: &[u8; POINTS], to_move: Seat) -> Result<Option<Line>, PositionError> {
        let name = |s: Seat| INFO.seat_names[s.index()];
        if !self.winning_runs(board, to_move.0 + 1).is_empty() {
            return Err(PositionError::new(format!(
                "{} has a winning row but is to move: the game would be over",
                name(to_move)
            )));
        }
        let last = to_move.other();
        let runs = self.winning_runs(board, last.0 + 1);
        let Some(first) = runs.first() else {
            return Ok(None);
        };
        let shared = Gomoku::line_points(*first)
            .into_iter()
            .find(|p| runs.iter().all(|&r| Gomoku::line_points(r).contains(p)));
        match shared {
            Some(p) => Ok(self.line_through(board, p)),
            None => Err(PositionError::new(format!(
                "{} has winning rows that no single stone made: the game would have ended before",
                name(last)
            ))),
        }
    }

    /// The board of a position text: 15 ranks from 15 down, `x`, `o`, `.`.
    fn read_board(text: &str) -> Result<[u8; POINTS], PositionError> {
        let ranks: Vec<&str> = text.split('/').collect();
        if ranks.len() != SIZE {
            return Err(PositionError::new(format!(
                "the board is {SIZE} ranks joined by '/', not {}",
                ranks.len()
            )));
        }
        let mut board = [0u8; POINTS];
        for (i, rank) in ranks.iter().enumerate() {
            let r = SIZE - 1 - i;
            if rank.chars().count() != SIZE {
                return Err(PositionError::new(format!(
                    "rank {} has {} points, not {SIZE}",
                    r + 1,
                    rank.chars().count()
                )));
            }
            for (f, c) in rank.chars().enumerate() {
                board[r * SIZE + f] = match c {
                    'x' => 1,
                    'o' => 2,
                    '.' => 0,
                    _ => {
                        return Err(PositionError::new(format!(
                            "rank {} holds '{c}': x (Black), o (White) or . expected",
                            r + 1
                        )));
                    }
                };
            }
        }
        Ok(board)
    }

    /// `text` normalised, without a leading `place`.
    fn strip_command(text: &str) -> String {
        let text = normalize(text);
        text.strip_prefix("place").unwrap_or(&text).to_string()
    }
}

impl Rules for Gomoku {
    type State = GomokuState;
    type Move = Place;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Measured: level 1 won 40 of 40, level 3 10 of 10.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(40, 0.9),
            crate::knobs::Bar::new(10, 0.95),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(options: &Options) -> Result<Self, OptionError> {
        Ok(Gomoku {
            exactly_five: options.bool("exactly-five"),
        })
    }

    fn initial(&self) -> GomokuState {
        GomokuState {
            board: [0; POINTS],
            to_move: Seat::FIRST,
            stones: 0,
            last: None,
            win: None,
        }
    }

    fn status(&self, state: &GomokuState) -> Status {
        match self.over(state) {
            Some(outcome) => Status::Over(outcome),
            None => Status::ToMove(state.to_move),
        }
    }

    fn legal_moves(&self, state: &GomokuState, out: &mut Vec<Place>) {
        if state.win.is_some() {
            return;
        }
        if state.stones == 0 {
            out.push(Place(CENTRE));
            return;
        }
        out.extend(
            state
                .board
                .iter()
                .enumerate()
                .filter(|(_, c)| **c == 0)
                .map(|(p, _)| Place(p as u8)),
        );
    }

    fn apply(&self, state: &mut GomokuState, mv: &Place) {
        state.board[usize::from(mv.0)] = state.to_move.0 + 1;
        state.stones += 1;
        state.last = Some(mv.0);
        state.win = self.line_through(&state.board, mv.0);
        state.to_move = state.to_move.other();
    }

    fn format_move(&self, _state: &GomokuState, mv: &Place) -> String {
        point_name(mv.0)
    }

    /// The column, then the row: at most 15 choices a step, where the
    /// whole point would offer up to 224.
    fn move_steps(&self, _state: &GomokuState, mv: &Place) -> Vec<String> {
        let p = usize::from(mv.0);
        vec![
            char::from(b'a' + (p % SIZE) as u8).to_string(),
            (p / SIZE + 1).to_string(),
        ]
    }

    fn move_aliases(&self, _state: &GomokuState, mv: &Place) -> Vec<String> {
        vec![format!("place {}", point_name(mv.0))]
    }

    /// Same answers as the default matcher (the point, or `place` and the
    /// point), read directly: matching a text against up to 225 formatted
    /// moves is too slow for random games checked move by move.
    fn parse_move(&self, state: &GomokuState, text: &str) -> Result<Place, MoveError> {
        if let Some(outcome) = self.over(state) {
            return Err(MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", outcome.reason.clone()),
            });
        }
        match read_point(&Gomoku::strip_command(text)) {
            Some(p) if state.board[usize::from(p)] == 0 && (state.stones > 0 || p == CENTRE) => Ok(Place(p)),
            Some(_) => Err(self.diagnose(state, text)),
            // Not a point: perhaps a column alone, the picker's first step,
            // which the default matcher answers with the rows to choose.
            None => crate::match_text(self, state, text),
        }
    }

    fn diagnose(&self, state: &GomokuState, text: &str) -> MoveError {
        let Some(p) = read_point(&Gomoku::strip_command(text)) else {
            return MoveError::not_a_move(text, Message::new("gomoku-notation"));
        };
        let name = point_name(p);
        if state.stones == 0 && p != CENTRE {
            MoveError::illegal(
                text,
                Message::new("gomoku-first-on-centre").code("point", point_name(CENTRE)),
            )
        } else if state.board[usize::from(p)] != 0 {
            MoveError::illegal(text, Message::new("gomoku-occupied").code("point", name))
        } else {
            MoveError::illegal(text, Message::new("gomoku-not-now").code("point", name))
        }
    }

    fn position_text(&self, state: &GomokuState) -> String {
        let ranks: Vec<String> = (0..SIZE)
            .rev()
            .map(|r| {
                state.board[r * SIZE..(r + 1) * SIZE]
                    .iter()
                    .map(|c| match c {
                        1 => 'x',
                        2 => 'o',
                        _ => '.',
                    })
                    .collect()
            })
            .collect();
        format!("{} {}", ranks.join("/"), state.to_move.0 + 1)
    }

    /// The last stone is not part of the text: a read position marks none.
    fn from_position(&self, text: &str) -> Result<GomokuState, PositionError> {
        let shape = || {
            PositionError::new(
                "a Gomoku position is 15 ranks of x, o and . joined by '/', a space and the seat to move (1 Black, 2 White)",
            )
        };
        let (board, seat) = text.trim().split_once(' ').ok_or_else(shape)?;
        let to_move = match seat.trim() {
            "1" => Seat::FIRST,
            "2" => Seat::SECOND,
            _ => return Err(shape()),
        };
        let board = Gomoku::read_board(board)?;
        let count = |c: u8| board.iter().filter(|&&p| p == c).count();
        let (black, white) = (count(1), count(2));
        // Black moves first, so he has as many stones as White or one more.
        let expected = if to_move == Seat::FIRST { white } else { white + 1 };
        if black != expected {
            return Err(PositionError::new(format!(
                "Black has {black} stones and White {white}: with {} to move Black has {expected}",
                INFO.seat_names[to_move.index()]
            )));
        }
        let win = self.read_win(&board, to_move)?;
        Ok(GomokuState {
            board,
            to_move,
            stones: (black + white) as u8,
            last: None,
            win,
        })
    }

    fn view(&self, state: &GomokuState, _seat: Option<Seat>) -> View {
        let star_points = ["d4", "d12", "h8", "l4", "l12"].map(String::from).to_vec();
        let mut view = View::new(Board::intersections(SIZE as u8, SIZE as u8).star_points(star_points));
        for (p, &c) in state.board.iter().enumerate() {
            if c != 0 {
                view.piece(point_name(p as u8), Some(Seat(c - 1)), "stone");
            }
        }
        if let Some(last) = state.last {
            view.mark(point_name(last), Mark::To);
        }
        if let Some(line) = state.win {
            for p in Gomoku::line_points(line) {
                view.mark(point_name(p), Mark::Line);
            }
        }
        let mut counts = [0u32; 2];
        for &c in &state.board {
            if c != 0 {
                counts[usize::from(c - 1)] += 1;
            }
        }
        view.seats = (0..2)
            .map(|s| {
                SeatPanel::new(Seat(s), INFO.seat_names[usize::from(s)].to_string()).score(Some(
                    Message::new("gomoku-stones").count("n", counts[usize::from(s)]),
                ))
            })
            .collect();
        match self.over(state) {
            Some(outcome) => {
                view.caption = Some(outcome.caption());
            }
            None => {
                view.to_move = Some(state.to_move);
                view.caption = Some(match state.last {
                    None => Message::new("gomoku-opens")
                        .seat("seat", state.to_move)
                        .code("point", point_name(CENTRE)),
                    Some(last) => Message::new("gomoku-to-move")
                        .seat("seat", state.to_move)
                        .code("point", point_name(last)),
                });
            }
        }
        view
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::perft::perft;
    use std::collections::BTreeMap;

    fn freestyle() -> Gomoku {
        Gomoku::new(&Options::defaults(INFO.options)).unwrap()
    }

    fn exactly_five() -> Gomoku {
        let mut given = BTreeMap::new();
        given.insert("exactly-five".to_string(), crate::OptionValue::Bool(true));
        Gomoku::new(&Options::validate(INFO.options, &given).unwrap()).unwrap()
    }

    fn play_all(rules: &Gomoku, moves: &[&str]) -> GomokuState {
        let mut state = rules.initial();
        for m in moves {
            rules.play(&mut state, m).unwrap_or_else(|e| panic!("{m}: {e}"));
        }
        state
    }

    fn winner(rules: &Gomoku, state: &GomokuState) -> Option<Option<Seat>> {
        rules.status(state).outcome().map(|o| o.winner)
    }

    /// Black plays `black` in order, White answers with `white` in order
    /// (Black's first stone must be h8).
    fn alternate(rules: &Gomoku, black: &[&str], white: &[&str]) -> GomokuState {
        let mut moves = Vec::new();
        for (i, b) in black.iter().enumerate() {
            moves.push(*b);
            if let Some(w) = white.get(i) {
                moves.push(*w);
            }
        }
        play_all(rules, &moves)
    }

    #[test]
    fn rule_1_first_stone_on_the_centre() {
        let rules = freestyle();
        let mut state = rules.initial();
        assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST), "Black starts");
        assert_eq!(rules.legal_vec(&state), vec![Place(CENTRE)]);
        assert_eq!(
            rules.play(&mut state, "a1"),
            Err(MoveError::illegal(
                "a1",
                Message::new("gomoku-first-on-centre").code("point", "h8")
            ))
        );
        assert_eq!(rules.play(&mut state, "h8"), Ok(Place(CENTRE)));
    }

    #[test]
    fn rule_1_players_alternate_on_any_empty_point() {
        let rules = freestyle();
        let mut state = play_all(&rules, &["h8"]);
        assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
        assert_eq!(rules.legal_vec(&state).len(), 224);
        rules.play(&mut state, "a1").unwrap();
        assert_eq!(rules.status(&state), Status::ToMove(Seat::FIRST));
        assert_eq!(
            rules.play(&mut state, "a1"),
            Err(MoveError::illegal(
                "a1",
                Message::new("gomoku-occupied").code("point", "a1")
            ))
        );
        assert_eq!(rules.legal_vec(&state).len(), 223);
        assert!(rules.position_text(&state).ends_with("/o.............. 1"));
    }

    #[test]
    fn rule_2_five_in_a_row_wins() {
        let rules = freestyle();
        let mut state = alternate(&rules, &["h8", "i8", "j8", "k8"], &["a1", "a2", "a3", "a4"]);
        assert_eq!(winner(&rules, &state), None, "four is not enough");
        rules.play(&mut state, "l8").unwrap();
        assert_eq!(winner(&rules, &state), Some(Some(Seat::FIRST)));
        assert_eq!(
            rules.status(&state).outcome().unwrap().reason,
            Message::new("gomoku-five-in-a-row")
        );
        assert!(rules.legal_vec(&state).is_empty(), "no moves after the end");
        assert_eq!(
            rules.play(&mut state, "a5"),
            Err(MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", Message::new("gomoku-five-in-a-row"))
            })
        );
    }

    #[test]
    fn rule_2_white_wins_with_five_too() {
        let rules = freestyle();
        let state = alternate(
            &rules,
            &["h8", "h9", "h10", "h11", "a15"],
            &["a1", "b2", "c3", "d4", "e5"],
        );
        assert_eq!(winner(&rules, &state), Some(Some(Seat::SECOND)));
    }

    #[test]
    fn gap_g1_rows_run_in_all_four_directions() {
        let rules = freestyle();
        let whites = ["a1", "a3", "a5", "a7"];
        let lines: [[&str; 5]; 4] = [
            ["h8", "i8", "j8", "k8", "g8"],    // across, last stone at one end
            ["h8", "h9", "h10", "h6", "h7"],   // up, last stone inside
            ["h8", "i9", "j10", "k11", "l12"], // rising diagonal
            ["h8", "g9", "f10", "i7", "j6"],   // falling diagonal
        ];
        for line in lines {
            let state = alternate(&rules, &line, &whites);
            assert_eq!(winner(&rules, &state), Some(Some(Seat::FIRST)), "{line:?}");
            let view = rules.view(&state, None);
            let mut marked: Vec<String> = view
                .highlights
                .iter()
                .filter(|h| h.mark == Mark::Line)
                .map(|h| h.cell.clone())
                .collect();
            let mut expected: Vec<String> = line.iter().map(|s| s.to_string()).collect();
            marked.sort();
            expected.sort();
            assert_eq!(marked, expected, "the winning line is drawn");
        }
        // A broken line is no row.
        let state = alternate(&rules, &["h8", "i8", "j8", "k8", "m8"], &whites);
        assert_eq!(winner(&rules, &state), None);
    }

    #[test]
    fn gap_g2_overline_wins_in_freestyle() {
        let rules = freestyle();
        let whites = ["a1", "a3", "a5", "a7", "a9"];
        // h8 i8 j8 . l8 m8, then k8 makes six.
        let state = alternate(&rules, &["h8", "i8", "j8", "l8", "m8", "k8"], &whites);
        let outcome = rules.status(&state).outcome().cloned().unwrap();
        assert_eq!(outcome.winner, Some(Seat::FIRST));
        assert_eq!(outcome.reason, Message::new("gomoku-overline").count("n", 6));
    }

    #[test]
    fn option_exactly_five_overline_does_not_win() {
        let rules = exactly_five();
        let whites = ["a1", "a3", "a5", "a7", "a9"];
        let mut state = alternate(&rules, &["h8", "i8", "j8", "l8", "m8", "k8"], &whites);
        assert_eq!(winner(&rules, &state), None, "six in a row does not win");
        assert_eq!(rules.status(&state), Status::ToMove(Seat::SECOND));
        // The game goes on, and an exact five still wins.
        for m in ["a11", "h1", "a13", "h2", "b1", "h3", "b3", "h4"] {
            rules.play(&mut state, m).unwrap();
        }
        assert_eq!(winner(&rules, &state), None);
        rules.play(&mut state, "b5").unwrap();
        rules.play(&mut state, "h5").unwrap();
        assert_eq!(winner(&rules, &state), Some(Some(Seat::FIRST)));
    }

    #[test]
    fn option_exactly_five_still_wins_with_five() {
        let rules = exactly_five();
        let state = alternate(&rules, &["h8", "i8", "j8", "k8", "l8"], &["a1", "a3", "a5", "a7"]);
        assert_eq!(winner(&rules, &state), Some(Some(Seat::FIRST)));
        // A stone making an overline one way and five the other way wins.
        let state = alternate(
            &rules,
            &["h8", "i8", "j8", "l8", "m8", "k9", "k10", "k11", "k12", "k8"],
            &["a1", "a3", "a5", "a7", "a9", "a11", "a13", "a15", "c1"],
        );
        assert_eq!(winner(&rules, &state), Some(Some(Seat::FIRST)));
        assert_eq!(
            rules.status(&state).outcome().unwrap().reason,
            Message::new("gomoku-five-in-a-row")
        );
    }

    #[test]
    fn gap_g3_full_board_is_a_draw() {
        // Stripes "xxoo" along ranks, shifted by two per rank: no colour has
        // more than two in a row in any direction, Black has 113 points.
        let rules = freestyle();
        let colour = |p: usize| (p % SIZE + 2 * (p / SIZE)) % 4 < 2;
        let mut black: Vec<u8> = (0..POINTS).filter(|&p| colour(p)).map(|p| p as u8).collect();
        let white: Vec<u8> = (0..POINTS).filter(|&p| !colour(p)).map(|p| p as u8).collect();
        assert_eq!((black.len(), white.len()), (113, 112));
        black.retain(|&p| p != CENTRE);
        black.insert(0, CENTRE);
        let mut state = rules.initial();
        for i in 0..POINTS {
            let p = if i % 2 == 0 { black[i / 2] } else { white[i / 2] };
            assert!(rules.status(&state).seat().is_some(), "over early at ply {i}");
            rules.apply(&mut state, &Place(p));
        }
        let outcome = rules.status(&state).outcome().cloned().unwrap();
        assert_eq!(outcome, Outcome::draw(Message::new("gomoku-board-full")));
        assert!(rules.legal_vec(&state).is_empty());
    }

    #[test]
    fn notation_round_trips_and_points_are_named() {
        let rules = freestyle();
        let state = play_all(&rules, &["h8"]);
        for mv in rules.legal_vec(&state) {
            let text = rules.format_move(&state, &mv);
            assert_eq!(rules.parse_move(&state, &text), Ok(mv));
            assert_eq!(rules.move_steps(&state, &mv).concat(), text);
        }
        assert_eq!(point_name(0), "a1");
        assert_eq!(point_name(CENTRE), "h8");
        assert_eq!(point_name((9 * SIZE + 9) as u8), "j10");
        assert_eq!(point_name((POINTS - 1) as u8), "o15");
        assert_eq!(rules.parse_move(&state, " J10 "), Ok(Place((9 * SIZE + 9) as u8)));
        assert_eq!(
            rules.parse_move(&state, "place o15"),
            Ok(Place((POINTS - 1) as u8))
        );
    }

    #[test]
    fn notation_direct_parser_agrees_with_the_default_matcher() {
        let rules = freestyle();
        let texts = [
            "h8", "H8", "place h8", "a1", " o15 ", "p1", "", "h08", "place", "x",
        ];
        let mut state = rules.initial();
        for ply in 0..3 {
            for text in texts {
                assert_eq!(
                    rules.parse_move(&state, text),
                    crate::match_text(&rules, &state, text),
                    "{text:?} at ply {ply}"
                );
            }
            let next = rules.legal_vec(&state)[0];
            rules.apply(&mut state, &next);
        }
        let over = alternate(&rules, &["h8", "i8", "j8", "k8", "l8"], &["a1", "a2", "a3", "a4"]);
        assert_eq!(
            rules.parse_move(&over, "b1"),
            crate::match_text(&rules, &over, "b1")
        );
    }

    #[test]
    fn notation_errors_name_their_kind() {
        let rules = freestyle();
        let mut state = rules.initial();
        // A column alone is the picker's first step: at the start only h8
        // is legal, so column h is the whole move; any other is no move.
        assert_eq!(rules.parse_move(&state, "h"), Ok(Place(CENTRE)));
        for text in [
            "", "p1", "a0", "a16", "h08", "a", "8", "h8h8", "place", "ü", "h-8",
        ] {
            assert_eq!(
                rules.play(&mut state, text),
                Err(MoveError::not_a_move(text, Message::new("gomoku-notation"))),
                "{text:?}"
            );
        }
        assert_eq!(
            rules.play(&mut state, "place a1"),
            Err(MoveError::illegal(
                "place a1",
                Message::new("gomoku-first-on-centre").code("point", "h8")
            ))
        );
        rules.play(&mut state, "place h8").unwrap();
        assert_eq!(
            rules.play(&mut state, "h8"),
            Err(MoveError::illegal(
                "h8",
                Message::new("gomoku-occupied").code("point", "h8")
            ))
        );
        // Reached only by a direct call: an empty point the matcher refused.
        assert_eq!(
            rules.diagnose(&state, "a1"),
            MoveError::illegal("a1", Message::new("gomoku-not-now").code("point", "a1"))
        );
        assert_eq!(
            rules.position_text(&state).matches('x').count(),
            1,
            "refusals change nothing"
        );
    }

    #[test]
    fn a_position_with_stones_out_of_turn_is_refused() {
        let rules = freestyle();
        let state = play_all(&rules, &["h8", "o15", "a1"]);
        let text = rules.position_text(&state);
        let err = rules.from_position(&text.replace(" 2", " 1")).unwrap_err();
        assert_eq!(
            err.message(),
            "Black has 2 stones and White 1: with Black to move Black has 1"
        );
        let back = rules.from_position(&text).unwrap();
        assert_eq!(rules.position_text(&back), text);
    }

    #[test]
    fn position_text_lists_ranks_from_fifteen_down() {
        let rules = freestyle();
        let start = rules.position_text(&rules.initial());
        assert_eq!(start, format!("{} 1", vec!["..............."; 15].join("/")));
        let state = play_all(&rules, &["h8", "o15", "a1"]);
        let text = rules.position_text(&state);
        let ranks: Vec<&str> = text.split(' ').next().unwrap().split('/').collect();
        assert_eq!(ranks[0], "..............o");
        assert_eq!(ranks[7], ".......x.......");
        assert_eq!(ranks[14], "x..............");
        assert!(text.ends_with(" 2"));
    }

    #[test]
    fn view_shows_stones_last_move_and_star_points() {
        let rules = freestyle();
        let state = play_all(&rules, &["h8", "d4"]);
        let view = rules.view(&state, Some(Seat::FIRST));
        assert_eq!(
            view.board,
            Board::Intersections(Board::intersections(15, 15).star_points(["d4", "d12", "h8", "l4", "l12"]))
        );
        assert_eq!(view.pieces.len(), 2);
        assert!(
            view.pieces
                .iter()
                .any(|p| p.cell == "d4" && p.owner == Some(Seat::SECOND))
        );
        assert_eq!(view.highlights.len(), 1);
        assert_eq!(
            (view.highlights[0].cell.as_str(), view.highlights[0].mark),
            ("d4", Mark::To)
        );
        assert_eq!(view.to_move, Some(Seat::FIRST));
        assert_eq!(view.seats.len(), 2);
        assert_eq!(
            view.caption,
            Some(
                Message::new("gomoku-to-move")
                    .seat("seat", Seat::FIRST)
                    .code("point", "d4")
            )
        );
        for panel in &view.seats {
            assert_eq!(panel.score, Some(Message::new("gomoku-stones").count("n", 1)));
        }
        let start = rules.view(&rules.initial(), None);
        assert_eq!(
            start.caption,
            Some(
                Message::new("gomoku-opens")
                    .seat("seat", Seat::FIRST)
                    .code("point", "h8")
            )
        );
        assert_eq!(
            start.seats[1].score,
            Some(Message::new("gomoku-stones").count("n", 0))
        );
        let won = alternate(&rules, &["h8", "i8", "j8", "k8", "l8"], &["a1", "a2", "a3", "a4"]);
        let view = rules.view(&won, None);
        assert_eq!(
            view.caption,
            Some(
                Message::new("caption-won")
                    .seat("seat", Seat::FIRST)
                    .part("reason", Message::new("gomoku-five-in-a-row"))
            )
        );
        assert_eq!(view.to_move, None);
    }

    proptest::proptest! {
        #[test]
        fn notation_never_panics_on_any_text(
            text in proptest::prop_oneof!["(place ?)?[a-q]{0,2}[0-9]{0,3}", "\\PC{0,30}"],
            picks in proptest::collection::vec(0usize..1000, 0..40),
        ) {
            let rules = freestyle();
            let state = crate::playout::state_after_picks(&rules, &picks);
            if let Ok(mv) = rules.parse_move(&state, &text) {
                proptest::prop_assert!(rules.is_legal(&state, &mv));
            }
        }
    }

    #[test]
    fn perft_is_frozen() {
        // By hand: Black's only first move is h8; White then has 224 empty
        // points, Black 223 after that.
        let rules = freestyle();
        let counts: Vec<u64> = (1..=3).map(|d| perft(&rules, &rules.initial(), d)).collect();
        assert_eq!(counts, [1, 224, 224 * 223]);
    }
}
