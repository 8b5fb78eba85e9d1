//! Backgammon notation: writing plays as checker paths, reading them back in
//! their customary forms, and saying why a text is refused.

use super::board::{BAR, Board, OFF, StepError};
use super::plays::{self, Listed, Play, dice_list};
use super::{BgMove, BgState, Engine, Phase, Variant, dice};
use crate::notation::{MoveError, clip};
use crate::{Message, Rules, Seat, Status};

/// What a play looks like.
fn notation() -> Message {
    Message::new("backgammon-notation")
}
/// Longest text read as a move.
const MAX_TEXT: usize = 200;

/// The name of point `p` in the mover's numbering.
pub fn point_name(p: usize) -> String {
    match p {
        BAR => "bar".to_string(),
        OFF => "off".to_string(),
        p => p.to_string(),
    }
}

/// One side's checkers for the position text: `6x5,8x3`, pinned marked
/// `p`, the bar and the borne-off tray by name; `-` for none.
pub fn side_text(board: &Board, seat: Seat) -> String {
    let side = &board.counts[seat.index()];
    let mut parts = Vec::new();
    for (p, &n) in side.iter().enumerate().take(25).skip(1) {
        if n > 0 {
            let pin = if board.is_pinned(seat, p) { "p" } else { "" };
            parts.push(format!("{p}x{n}{pin}"));
        }
    }
    for p in [BAR, OFF] {
        if side[p] > 0 {
            parts.push(format!("{}x{}", point_name(p), side[p]));
        }
    }
    if parts.is_empty() {
        "-".to_string()
    } else {
        parts.join(",")
    }
}

/// A checker's path: its start, then each point reached with whether it hit.
type Path = Vec<(u8, bool)>;

/// The play as checker paths, in canonical order (highest start first).
fn paths(variant: Variant, seat: Seat, board: &Board, play: &Play) -> Vec<Path> {
    let mut b = *board;
    let mut paths: Vec<Path> = Vec::new();
    for s in play.steps() {
        let hit = b.apply(variant, seat, usize::from(s.from), usize::from(s.to));
        let open = paths
            .iter_mut()
            .rev()
            .find(|p| p.last().is_some_and(|l| l.0 == s.from) && s.from != OFF as u8);
        match open {
            Some(path) => path.push((s.to, hit)),
            None => paths.push(vec![(s.from, false), (s.to, hit)]),
        }
    }
    // Highest start first; from one point, the longest move first.
    paths.sort_by(|a, b| {
        let key = |p: &Path| (p[0].0, std::cmp::Reverse(p.last().map_or(0, |l| l.0)));
        key(b).cmp(&key(a))
    });
    paths
}

/// The picker steps of one path: its start, then `/to` with the points
/// where it hit on the way.
fn path_steps(path: &Path, first: bool) -> [String; 2] {
    let start = format!(
        "{}{}",
        if first { "" } else { " " },
        point_name(usize::from(path[0].0))
    );
    let mut rest = String::new();
    let last = path.len() - 1;
    for (i, &(p, hit)) in path.iter().enumerate().skip(1) {
        if i == last || hit {
            rest.push('/');
            rest.push_str(&point_name(usize::from(p)));
            if hit {
                rest.push('*');
            }
        }
    }
    [start, rest]
}

/// A segment of a typed play: its points (start, named points on the way,
/// end) and how many checkers make it.
#[derive(Clone, Debug, PartialEq)]
struct Segment {
    points: Vec<u8>,
    count: u8,
}

/// What a text is, before legality.
enum Reading {
    Pass,
    Roll,
    Double,
    Take,
    Drop,
    Throw((u8, u8)),
    Segments(Vec<Segment>),
}

fn read_point(text: &str) -> Option<u8> {
    let t = text.trim_end_matches('*');
    match t {
        "bar" | "b" | "25" => Some(BAR as u8),
        "off" | "o" | "0" => Some(OFF as u8),
        _ => t.parse::<u8>().ok().filter(|p| (1..=24).contains(p)),
    }
}

/// Splits `24/18*/13(2)` into points and a count.
fn read_segment(token: &str) -> Option<Segment> {
    let (body, count) = match token.strip_suffix(')') {
        Some(rest) => {
            let (body, n) = rest.rsplit_once('(')?;
            let n: u8 = n.parse().ok().filter(|n| (1..=4).contains(n))?;
            (body, n)
        }
        None => (token, 1),
    };
    let points: Vec<u8> = body.split('/').map(read_point).collect::<Option<_>>()?;
    if points.len() < 2 {
        return None;
    }
    // A path runs downwards (off is 0, the bar 25) and off ends it.
    if points.windows(2).any(|w| w[1] >= w[0]) {
        return None;
    }
    Some(Segment { points, count })
}

/// Reads `text`; at a chance node (`chance`) a throw is tried before a
/// play, elsewhere after (so `6-1` is a throw there and a play here).
fn read(text: &str, chance: bool) -> Option<Reading> {
    if text.len() > MAX_TEXT {
        return None;
    }
    let lower: String = text
        .trim()
        .chars()
        .map(|c| match c {
            '–' | '—' | '−' | '-' => '/',
            ',' | ';' => ' ',
            c => c,
        })
        .flat_map(char::to_lowercase)
        .collect();
    match lower.trim() {
        "pass" | "passo" => return Some(Reading::Pass),
        "roll" | "tira" => return Some(Reading::Roll),
        "double" | "raddoppia" => return Some(Reading::Double),
        "take" | "accept" | "accetta" => return Some(Reading::Take),
        "drop" | "refuse" | "rifiuta" => return Some(Reading::Drop),
        _ => {}
    }
    let throw = dice::read_throw(&lower).map(Reading::Throw);
    let play = || {
        let segments: Option<Vec<Segment>> = lower.split_whitespace().map(read_segment).collect();
        segments.filter(|s| !s.is_empty()).map(Reading::Segments)
    };
    if chance || lower.starts_with("roll") {
        throw.or_else(play)
    } else {
        play().or(throw)
    }
}

/// The outcome of trying a typed play step by step.
#[derive(Default)]
struct Tried {
    /// Positions reached by using all segments: key, dice used, largest die.
    results: Vec<(u128, usize, u8)>,
    /// The refusal met after the most segments, preferring a rule's
    /// refusal to a distance that does not fit: (segments done, priority,
    /// why).
    failure: Option<(usize, u8, Message)>,
}

struct Trial<'a> {
    variant: Variant,
    seat: Seat,
    start: &'a Board,
    /// Whether implicit points on the way may hit.
    hits_on_the_way: bool,
    tried: Tried,
    dice: (u8, u8),
    /// Segments in the typed play.
    total: usize,
}

impl Trial<'_> {
    fn fail(&mut self, depth: usize, priority: u8, why: Message) {
        if self
            .tried
            .failure
            .as_ref()
            .is_none_or(|(d, p, _)| (depth, priority) > (*d, *p))
        {
            self.tried.failure = Some((depth, priority, why));
        }
    }

    fn why(&self, err: StepError, from: usize, d: u8) -> Message {
        match err {
            StepError::NoChecker { pinned: true } => {
                Message::new("plakoto-pinned-checker").code("point", point_name(from))
            }
            StepError::NoChecker { pinned: false } => {
                Message::new("backgammon-no-checker").code("point", point_name(from))
            }
            StepError::BarFirst => Message::new("backgammon-bar-first"),
            StepError::Blocked { to } => match self.variant {
                Variant::Backgammon => Message::new("backgammon-blocked").code("point", to.to_string()),
                Variant::Plakoto => Message::new("plakoto-closed").code("point", to.to_string()),
            },
            StepError::NotHome { pinned: true } => Message::new("plakoto-bear-off-pinned"),
            StepError::NotHome { pinned: false } => Message::new("backgammon-bear-off-home"),
            StepError::HigherPointFirst => Message::new("backgammon-higher-point")
                .count("die", d)
                .code("point", point_name(from)),
        }
    }

    /// Plays the remaining `segments` (each a list of legs) in any order.
    fn segments(&mut self, board: &Board, dice: &mut Vec<u8>, todo: &mut Vec<Vec<u8>>, used: &mut Vec<u8>) {
        if todo.is_empty() {
            let k = plays::key(self.variant, self.seat, self.start, board);
            let largest = used.iter().copied().max().unwrap_or(0);
            self.tried.results.push((k, used.len(), largest));
            return;
        }
        for i in 0..todo.len() {
            if todo[..i].contains(&todo[i]) {
                continue;
            }
            let seg = todo.remove(i);
            self.leg(board, dice, todo, used, &seg, 0, usize::from(seg[0]));
            todo.insert(i, seg);
        }
    }

    /// Moves along `seg` from `at` (reached after `leg` named points).
    #[allow(clippy::too_many_arguments)]
    fn leg(
        &mut self,
        board: &Board,
        dice: &mut Vec<u8>,
        todo: &mut Vec<Vec<u8>>,
        used: &mut Vec<u8>,
        seg: &[u8],
        leg: usize,
        at: usize,
    ) {
        let target = usize::from(seg[leg + 1]);
        if dice.is_empty() {
            let why = Message::new("backgammon-needs-more")
                .code("from", point_name(usize::from(seg[0])))
                .code("to", point_name(usize::from(*seg.last().unwrap_or(&0))))
                .code("dice", format_dice(self.dice));
            self.fail(self.total - todo.len() - 1, 0, why);
            return;
        }
        let done = self.total - todo.len() - 1;
        let mut tried = [false; 7];
        for i in 0..dice.len() {
            let d = dice[i];
            if tried[usize::from(d)] {
                continue;
            }
            tried[usize::from(d)] = true;
            let exact = at.checked_sub(usize::from(d));
            // Stepping past the target (other than off) is not this segment.
            if target != OFF && exact.is_none_or(|to| to < target) {
                self.fail(
                    done,
                    0,
                    Message::new("backgammon-does-not-fit")
                        .code("from", point_name(at))
                        .code("to", point_name(target))
                        .count("pips", (at - target) as i64)
                        .code("dice", format_dice(self.dice)),
                );
                continue;
            }
            let to = match board.step(self.variant, self.seat, at, d) {
                Ok(to) => to,
                Err(e) => {
                    let why = self.why(e, at, d);
                    self.fail(done, 1, why);
                    continue;
                }
            };
            let arrived = to == target;
            if !arrived && to == OFF {
                continue;
            }
            if !arrived
                && !self.hits_on_the_way
                && board.theirs(self.seat, to) == 1
                && !board.is_pinned(self.seat.other(), 25 - to)
            {
                // Unnamed points on the way do not hit unless allowed.
                continue;
            }
            let mut next = *board;
            next.apply(self.variant, self.seat, at, to);
            dice.swap_remove(i);
            used.push(d);
            if !arrived {
                self.leg(&next, dice, todo, used, seg, leg, to);
            } else if leg + 2 < seg.len() {
                self.leg(&next, dice, todo, used, seg, leg + 1, to);
            } else {
                self.segments(&next, dice, todo, used);
            }
            used.pop();
            dice.push(d);
            let last = dice.len() - 1;
            dice.swap(i, last);
        }
    }
}

fn format_dice((a, b): (u8, u8)) -> String {
    format!("{a}-{b}")
}

impl Engine {
    pub(super) fn format_move(&self, state: &BgState, mv: &BgMove) -> String {
        self.move_steps(state, mv).concat()
    }

    pub(super) fn move_steps(&self, state: &BgState, mv: &BgMove) -> Vec<String> {
        match *mv {
            BgMove::Opening(w, b) | BgMove::Throw(w, b) => vec![dice::throw_text(w, b)],
            BgMove::Pass => vec!["pass".into()],
            BgMove::Roll => vec!["roll".into()],
            BgMove::Double => vec!["double".into()],
            BgMove::Take => vec!["take".into()],
            BgMove::Drop => vec!["drop".into()],
            BgMove::Play(play) => paths(self.cfg.variant, state.turn, &state.board, &play)
                .iter()
                .enumerate()
                .flat_map(|(i, p)| path_steps(p, i == 0))
                .collect(),
        }
    }

    /// Tries `segments` from the mover's position with the throw's dice.
    fn try_segments(&self, state: &BgState, dice: (u8, u8), segments: &[Segment]) -> Tried {
        let mut todo: Vec<Vec<u8>> = Vec::new();
        for s in segments {
            for _ in 0..s.count {
                todo.push(s.points.clone());
            }
        }
        let mut last = Tried::default();
        for hits_on_the_way in [false, true] {
            let mut trial = Trial {
                variant: self.cfg.variant,
                seat: state.turn,
                start: &state.board,
                hits_on_the_way,
                tried: Tried::default(),
                dice,
                total: todo.len(),
            };
            if todo.len() <= 4 {
                trial.segments(
                    &state.board,
                    &mut dice_list(dice),
                    &mut todo.clone(),
                    &mut Vec::new(),
                );
            } else {
                trial.fail(
                    0,
                    0,
                    Message::new("backgammon-too-many-moves").code("dice", format_dice(dice)),
                );
            }
            if !trial.tried.results.is_empty() {
                return trial.tried;
            }
            last = trial.tried;
        }
        last
    }

    pub(super) fn parse_move<R: Rules<State = BgState, Move = BgMove>>(
        &self,
        rules: &R,
        state: &BgState,
        text: &str,
    ) -> Result<BgMove, MoveError> {
        if let Status::Over(outcome) = self.status(state) {
            return Err(MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", outcome.reason.clone()),
            });
        }
        let chance = matches!(state.phase, Phase::Opening | Phase::Throw);
        let reading = read(text, chance);
        match (state.phase, reading) {
            (Phase::Opening, Some(Reading::Throw((w, b)))) if w != b => Ok(BgMove::Opening(w, b)),
            (Phase::Throw, Some(Reading::Throw((a, b)))) => Ok(BgMove::Throw(a.max(b), a.min(b))),
            (Phase::Decide, Some(Reading::Roll)) => Ok(BgMove::Roll),
            (Phase::Decide, Some(Reading::Double)) => Ok(BgMove::Double),
            (Phase::Respond, Some(Reading::Take)) => Ok(BgMove::Take),
            (Phase::Respond, Some(Reading::Drop)) => Ok(BgMove::Drop),
            (Phase::Play(a, b), Some(Reading::Pass)) if self.listed(state).is_empty() => {
                let _ = (a, b);
                Ok(BgMove::Pass)
            }
            (Phase::Play(a, b), Some(Reading::Segments(segments))) => {
                let listed = self.listed(state);
                let tried = self.try_segments(state, (a, b), &segments);
                let mut found: Vec<&Listed> = Vec::new();
                for l in &listed {
                    if tried.results.iter().any(|r| r.0 == l.key) && !found.iter().any(|f| f.key == l.key) {
                        found.push(l);
                    }
                }
                match found.len() {
                    1 => Ok(BgMove::Play(found[0].play)),
                    0 => crate::match_text(rules, state, text),
                    _ => {
                        let mut options: Vec<String> = found
                            .iter()
                            .map(|l| self.format_move(state, &BgMove::Play(l.play)))
                            .collect();
                        options.sort();
                        Err(MoveError::Ambiguous {
                            text: clip(text),
                            options,
                        })
                    }
                }
            }
            _ => crate::match_text(rules, state, text),
        }
    }

    /// Why the mover has no play with `dice`.
    pub(super) fn no_play_reason(&self, state: &BgState, (a, b): (u8, u8)) -> Message {
        let seat = state.turn;
        let board = &state.board;
        let d = format_dice((a, b));
        if board.counts[seat.index()][BAR] > 0 {
            let first = (25 - a).to_string();
            return if b == a {
                Message::new("backgammon-no-entry")
                    .code("dice", d)
                    .code("point", first)
            } else {
                Message::new("backgammon-no-entry-two")
                    .code("dice", d)
                    .code("point", first)
                    .code("other", (25 - b).to_string())
            };
        }
        if board.pinned[seat.index()] != 0 && board.all_home_but_pins(seat) {
            return Message::new("plakoto-no-play-pinned").code("dice", d);
        }
        Message::new("backgammon-no-play").code("dice", d)
    }

    pub(super) fn diagnose(&self, state: &BgState, text: &str) -> MoveError {
        if let Status::Over(outcome) = self.status(state) {
            return MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", outcome.reason.clone()),
            };
        }
        let chance = matches!(state.phase, Phase::Opening | Phase::Throw);
        let reading = read(text, chance);
        let who = state.turn;
        match state.phase {
            Phase::Opening | Phase::Throw => match reading {
                Some(Reading::Throw(_)) | None => {
                    if matches!(state.phase, Phase::Opening) {
                        MoveError::not_a_move(
                            text,
                            Message::new("backgammon-opening-throws").seat("seat", Seat::FIRST),
                        )
                    } else {
                        MoveError::not_a_move(text, Message::new("backgammon-throws"))
                    }
                }
                Some(_) => MoveError::illegal(text, Message::new("backgammon-throw-due").seat("seat", who)),
            },
            Phase::Decide => match reading {
                None => MoveError::not_a_move(text, Message::new("backgammon-roll-or-double")),
                Some(_) => {
                    MoveError::illegal(text, Message::new("backgammon-chooses-first").seat("seat", who))
                }
            },
            Phase::Respond => match reading {
                None => MoveError::not_a_move(text, Message::new("backgammon-take-or-drop")),
                Some(_) => MoveError::illegal(
                    text,
                    Message::new("backgammon-answer-first").seat("seat", state.turn.other()),
                ),
            },
            Phase::Play(a, b) => self.diagnose_play(state, (a, b), text, reading),
        }
    }

    fn diagnose_play(
        &self,
        state: &BgState,
        dice: (u8, u8),
        text: &str,
        reading: Option<Reading>,
    ) -> MoveError {
        let listed = self.listed(state);
        let example = |listed: &[Listed]| {
            listed
                .first()
                .map(|l| self.format_move(state, &BgMove::Play(l.play)))
                .unwrap_or_else(|| "pass".to_string())
        };
        let segments = match reading {
            None => return MoveError::not_a_move(text, notation()),
            Some(Reading::Segments(s)) => s,
            Some(Reading::Pass) if listed.is_empty() => {
                return MoveError::illegal(text, Message::new("backgammon-pass-only"));
            }
            Some(Reading::Pass) => {
                return MoveError::illegal(
                    text,
                    Message::new("backgammon-cannot-pass").code("example", example(&listed)),
                );
            }
            Some(Reading::Throw(_)) => {
                return MoveError::illegal(
                    text,
                    Message::new("race-already-thrown")
                        .code("dice", format_dice(dice))
                        .part("notation", notation()),
                );
            }
            Some(_) => {
                return MoveError::illegal(
                    text,
                    Message::new("backgammon-play-first").code("dice", format_dice(dice)),
                );
            }
        };
        if listed.is_empty() {
            return MoveError::illegal(
                text,
                Message::new("backgammon-then-pass").part("reason", self.no_play_reason(state, dice)),
            );
        }
        let tried = self.try_segments(state, dice, &segments);
        let longest = listed[0].play.steps().len();
        let double = dice.0 == dice.1;
        if let Some(&(_, used, largest)) = tried.results.first() {
            let why = if used < longest {
                match (double, longest) {
                    (false, _) => Message::new("backgammon-both-dice"),
                    (true, 4) => Message::new("backgammon-all-four").count("die", dice.0),
                    (true, n) => Message::new("backgammon-as-many")
                        .count("die", dice.0)
                        .count("n", n as i64),
                }
            } else if !double && longest == 1 && largest < dice.0 {
                Message::new("backgammon-larger-die").count("die", dice.0)
            } else {
                Message::new("backgammon-not-legal")
            };
            return MoveError::illegal(
                text,
                Message::new("backgammon-for-example")
                    .part("why", why)
                    .code("example", example(&listed)),
            );
        }
        match tried.failure {
            Some((_, _, why)) => MoveError::illegal(text, why),
            None => MoveError::illegal(
                text,
                Message::new("backgammon-for-example")
                    .part("why", Message::new("backgammon-not-legal"))
                    .code("example", example(&listed)),
            ),
        }
    }
}

impl Board {
    /// Whether every checker of `seat` is home, pinned ones aside.
    pub fn all_home_but_pins(&self, seat: Seat) -> bool {
        self.counts[seat.index()][7..=BAR].iter().all(|&n| n == 0)
    }
}
