//! The rules in action: what a word, a swap or an add does and why it may
//! be refused, the moves listed, the turn's steps, the end.

use super::WMove;
use super::board::{
    CELLS, Cells, Counts, Dir, Run, SIZE, Tile, Word, at, cell_at, is_vowel, locate, name, neighbours,
    run_through, total,
};
use super::lexicon::{Lang, Lexicon};
use super::state::{End, FIRST_DRAW, IDLE_TURNS, Phase, SECOND_DRAW, Steal, WState};
use super::trie::{ROOT, Trie};
use crate::playout::SplitMix64;
use crate::{Message, Outcome, Seat};

/// The rules as the options set them.
#[derive(Clone, Copy, Debug)]
pub struct Engine {
    pub lang: Lang,
    /// Every steal waits for the opponent's answer (the catalog's
    /// fallback); off: only claimed steals do.
    pub veto: bool,
    /// The second player rolls on their first turn too (only the game's
    /// first turn skips the die).
    pub second_rolls: bool,
}

/// A word an action changed: its run after the action, its letters
/// before and after, whether the word list makes it a steal, and whether
/// it holds tiles of the opponent's colour (a steal would flip them).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Change {
    pub run: Run,
    pub old: Word,
    pub new: Word,
    pub auto: bool,
    pub theirs: bool,
}

/// What an action does, once checked.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Effect {
    /// Tiles laid: (cell, letter); a swap's new letter too.
    pub lay: Vec<(usize, u8)>,
    /// The letter a swap takes off the board.
    pub out: Option<u8>,
    /// Existing words the action changed.
    pub changes: Vec<Change>,
    /// New words the action made (the word laid, cross words).
    pub made: Vec<Word>,
}

/// Along one direction, what lies beside an empty square.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Side {
    /// Nothing: a tile there makes no word this way.
    Free,
    /// Tiles on both sides, a word on one of them: a tile would join two
    /// words.
    Join,
    /// A word of 2 or more letters ends next to it: a tile lengthens it.
    Hook(Run),
    /// Single letters only: a tile makes a new short word.
    Cross,
}

/// What lies beside the empty `cell` along `dir`, and the run a tile
/// there would make.
fn side(board: &Cells, dir: Dir, cell: usize) -> (Side, Run) {
    let (line, pos) = locate(dir, cell);
    let (b, a) = neighbours(board, dir, line, pos);
    let made = Run {
        dir,
        line: line as u8,
        start: (pos - b) as u8,
        len: (b + a + 1) as u8,
    };
    let kind = if b == 0 && a == 0 {
        Side::Free
    } else if (b >= 2 && a >= 1) || (a >= 2 && b >= 1) {
        Side::Join
    } else if b >= 2 {
        Side::Hook(Run {
            dir,
            line: line as u8,
            start: (pos - b) as u8,
            len: b as u8,
        })
    } else if a >= 2 {
        Side::Hook(Run {
            dir,
            line: line as u8,
            start: (pos + 1) as u8,
            len: a as u8,
        })
    } else {
        Side::Cross
    };
    (kind, made)
}

fn lower(word: &Word) -> String {
    word.lower()
}

impl Engine {
    pub fn lexicon(&self) -> &'static Lexicon {
        Lexicon::for_lang(self.lang)
    }

    pub fn trie(&self) -> &'static Trie {
        Trie::for_lang(self.lang)
    }

    fn is_word(&self, word: &Word) -> bool {
        self.trie().contains(word.as_slice())
    }

    fn not_a_word(word: &Word) -> Message {
        Message::new("worterklauer-not-a-word").code("word", word.upper())
    }

    /// A change of `old` (run `old_run` before) into the run `run` of
    /// `after`, checked: a word, and not changed before this turn.
    fn change(&self, state: &WState, after: &Cells, old_run: Run, run: Run) -> Result<Change, Message> {
        let old = old_run.word(&state.board);
        if old_run.mask() & state.marked != 0 {
            return Err(Message::new("worterklauer-changed-twice").code("word", old.upper()));
        }
        let new = run.word(after);
        if !self.is_word(&new) {
            return Err(Engine::not_a_word(&new));
        }
        let mover = state.turn_seat;
        Ok(Change {
            run,
            old,
            new,
            auto: self.lexicon().steals(&lower(&old), &lower(&new)),
            theirs: run.cells().any(|c| after[c].is_some_and(|t| t.seat != mover)),
        })
    }

    /// Checks an action of the seat whose turn it is, public facts first:
    /// the hand is looked at last, so a refusal tells nothing of it.
    pub fn check(&self, state: &WState, mv: &WMove) -> Result<Effect, Message> {
        if state.phase != Phase::Act {
            return Err(Message::new("worterklauer-answer-first"));
        }
        let (effect, claim) = match *mv {
            WMove::Word {
                dir,
                start,
                word,
                claim,
            } => (self.check_word(state, dir, usize::from(start), &word)?, claim),
            WMove::Swap { cell, letter, claim } => {
                (self.check_swap(state, usize::from(cell), letter)?, claim)
            }
            WMove::Add { cell, letter, claim } => (self.check_add(state, usize::from(cell), letter)?, claim),
            _ => return Err(Message::new("worterklauer-notation")),
        };
        if claim && !effect.changes.iter().any(|c| !c.auto && c.theirs) {
            return Err(Message::new("worterklauer-nothing-to-claim"));
        }
        let mut need: Counts = [0; 26];
        for &(_, l) in &effect.lay {
            need[usize::from(l)] += 1;
        }
        let avail = state.available();
        if need.iter().zip(avail).any(|(n, a)| *n > a) {
            return Err(Message::new("worterklauer-no-tiles"));
        }
        Ok(effect)
    }

    fn check_word(&self, state: &WState, dir: Dir, start: usize, word: &Word) -> Result<Effect, Message> {
        let board = &state.board;
        let (line, pos0) = locate(dir, start);
        let len = usize::from(word.len);
        if len < 2 || pos0 + len > SIZE {
            return Err(Message::new("worterklauer-off-board")
                .code("word", word.upper())
                .code("cell", name(start)));
        }
        let first = state.board_empty();
        if first && !(dir == Dir::Across && (line == 3 || line == 4) && pos0 <= 3 && pos0 + len > 4) {
            return Err(Message::new("worterklauer-first-word"));
        }
        if pos0 > 0 && at(board, dir, line, pos0 - 1).is_some() {
            return Err(Message::new("worterklauer-runs-on").code("cell", name(cell_at(dir, line, pos0 - 1))));
        }
        if pos0 + len < SIZE && at(board, dir, line, pos0 + len).is_some() {
            return Err(
                Message::new("worterklauer-runs-on").code("cell", name(cell_at(dir, line, pos0 + len)))
            );
        }
        let mut lay = Vec::new();
        let mut old = 0;
        for (k, &letter) in word.as_slice().iter().enumerate() {
            let c = cell_at(dir, line, pos0 + k);
            match board[c] {
                Some(t) => {
                    if t.letter != letter {
                        return Err(Message::new("worterklauer-mismatch")
                            .code("cell", name(c))
                            .code("letter", super::board::capital(t.letter).to_string()));
                    }
                    if k > 0 && at(board, dir, line, pos0 + k - 1).is_some() {
                        return Err(Message::new("worterklauer-takes-in-a-word"));
                    }
                    old += 1;
                }
                None => lay.push((c, letter)),
            }
        }
        if lay.is_empty() {
            return Err(Message::new("worterklauer-nothing-new"));
        }
        if !first && old == 0 {
            return Err(Message::new("worterklauer-must-cross"));
        }
        if !self.is_word(word) {
            return Err(Engine::not_a_word(word));
        }
        let mut after = *board;
        for &(c, l) in &lay {
            after[c] = Some(Tile {
                letter: l,
                seat: state.turn_seat,
            });
        }
        let mut effect = Effect {
            made: vec![*word],
            ..Effect::default()
        };
        for &(c, _) in &lay {
            let (kind, run) = side(board, dir.cross(), c);
            match kind {
                Side::Free => {}
                Side::Join => return Err(Message::new("worterklauer-joins").code("cell", name(c))),
                Side::Hook(old_run) => effect.changes.push(self.change(state, &after, old_run, run)?),
                Side::Cross => {
                    let w = run.word(&after);
                    if !self.is_word(&w) {
                        return Err(Engine::not_a_word(&w));
                    }
                    effect.made.push(w);
                }
            }
        }
        if lay.len() == 1 && !effect.changes.is_empty() {
            return Err(Message::new("worterklauer-use-add").code("cell", name(lay[0].0)));
        }
        effect.lay = lay;
        Ok(effect)
    }

    fn check_swap(&self, state: &WState, cell: usize, letter: u8) -> Result<Effect, Message> {
        let board = &state.board;
        let Some(tile) = board[cell] else {
            return Err(Message::new("worterklauer-swap-empty").code("cell", name(cell)));
        };
        if tile.letter == letter {
            return Err(Message::new("worterklauer-same-letter"));
        }
        let mut after = *board;
        after[cell] = Some(Tile {
            letter,
            seat: state.turn_seat,
        });
        let mut effect = Effect {
            lay: vec![(cell, letter)],
            out: Some(tile.letter),
            ..Effect::default()
        };
        for dir in Dir::BOTH {
            let run = run_through(board, dir, cell);
            if run.len >= 2 {
                effect.changes.push(self.change(state, &after, run, run)?);
            }
        }
        if effect.changes.is_empty() {
            return Err(Message::new("worterklauer-no-word-here").code("cell", name(cell)));
        }
        Ok(effect)
    }

    fn check_add(&self, state: &WState, cell: usize, letter: u8) -> Result<Effect, Message> {
        let board = &state.board;
        if board[cell].is_some() {
            return Err(Message::new("worterklauer-add-occupied").code("cell", name(cell)));
        }
        let mut after = *board;
        after[cell] = Some(Tile {
            letter,
            seat: state.turn_seat,
        });
        let mut effect = Effect {
            lay: vec![(cell, letter)],
            ..Effect::default()
        };
        let sides = Dir::BOTH.map(|dir| side(board, dir, cell));
        if sides.iter().any(|(k, _)| *k == Side::Join) {
            return Err(Message::new("worterklauer-joins").code("cell", name(cell)));
        }
        if !sides.iter().any(|(k, _)| matches!(k, Side::Hook(_))) {
            return Err(Message::new("worterklauer-add-no-word").code("cell", name(cell)));
        }
        for (kind, run) in sides {
            match kind {
                Side::Hook(old_run) => effect.changes.push(self.change(state, &after, old_run, run)?),
                Side::Cross => {
                    let w = run.word(&after);
                    if !self.is_word(&w) {
                        return Err(Engine::not_a_word(&w));
                    }
                    effect.made.push(w);
                }
                Side::Free | Side::Join => {}
            }
        }
        Ok(effect)
    }

    /* The moves listed. */

    /// The legal moves of the seat to act.
    pub fn legal(&self, state: &WState, out: &mut Vec<WMove>) {
        match state.phase {
            Phase::Act => {
                self.words(state, out);
                self.swaps_and_adds(state, out);
                out.push(WMove::Done);
            }
            Phase::Answer => {
                out.push(WMove::Accept);
                out.push(WMove::Reject);
            }
            _ => {}
        }
    }

    /// Pushes `mv` if it checks, and its claimed form if that checks too.
    fn push_checked(&self, state: &WState, mv: WMove, out: &mut Vec<WMove>) {
        if let Ok(effect) = self.check(state, &mv) {
            out.push(mv);
            if effect.changes.iter().any(|c| !c.auto && c.theirs) {
                out.push(mv.claimed());
            }
        }
    }

    fn swaps_and_adds(&self, state: &WState, out: &mut Vec<WMove>) {
        let avail = state.available();
        let letters: Vec<u8> = (0..26u8).filter(|&l| avail[usize::from(l)] > 0).collect();
        if letters.is_empty() {
            return;
        }
        let board = &state.board;
        for cell in 0..CELLS {
            match board[cell] {
                Some(tile) => {
                    if state.marked & (1 << cell) != 0 {
                        continue;
                    }
                    for &l in letters.iter().filter(|&&l| l != tile.letter) {
                        let mv = WMove::Swap {
                            cell: cell as u8,
                            letter: l,
                            claim: false,
                        };
                        self.push_checked(state, mv, out);
                    }
                }
                None => {
                    let hooks = Dir::BOTH
                        .iter()
                        .any(|&d| matches!(side(board, d, cell).0, Side::Hook(_)));
                    if !hooks {
                        continue;
                    }
                    for &l in &letters {
                        let mv = WMove::Add {
                            cell: cell as u8,
                            letter: l,
                            claim: false,
                        };
                        self.push_checked(state, mv, out);
                    }
                }
            }
        }
    }

    /// Every word that may be laid: along each line, from each start, the
    /// prefix tree walked with the board's letters and the seat's.
    fn words(&self, state: &WState, out: &mut Vec<WMove>) {
        let mut avail = state.available();
        if total(&avail) == 0 {
            return;
        }
        let first = state.board_empty();
        for dir in Dir::BOTH {
            for line in 0..SIZE {
                if first && !(dir == Dir::Across && (line == 3 || line == 4)) {
                    continue;
                }
                let mut walk = Walk::new(self, state, dir, line, first);
                for start in 0..SIZE {
                    if first && start > 3 {
                        break;
                    }
                    if start > 0 && walk.letters[start - 1].is_some() {
                        continue;
                    }
                    walk.start = start;
                    walk.go(start, ROOT, Word::default(), 0, 0, 0, &mut avail, out);
                }
            }
        }
    }

    /// The words that may be laid from `start` along `dir` (for reading a
    /// typed word that is the beginning of longer ones).
    pub fn words_from(&self, state: &WState, dir: Dir, start: usize) -> Vec<WMove> {
        let mut out = Vec::new();
        if state.phase != Phase::Act {
            return out;
        }
        let mut avail = state.available();
        let first = state.board_empty();
        let (line, pos) = locate(dir, start);
        if pos > 0 && at(&state.board, dir, line, pos - 1).is_some() {
            return out;
        }
        let mut walk = Walk::new(self, state, dir, line, first);
        walk.start = pos;
        walk.go(pos, ROOT, Word::default(), 0, 0, 0, &mut avail, &mut out);
        out
    }

    /* The turn's steps. */

    /// The throws at a chance node: the die, or the next tile from the
    /// bag (each letter weighted by its tiles in the bag).
    pub fn chance(&self, state: &WState, out: &mut Vec<(WMove, u32)>) {
        match state.phase {
            Phase::Roll => out.extend((1..=6).map(|n| (WMove::Roll(n), 1))),
            Phase::Draw { .. } => {
                for l in 0..26u8 {
                    let n = state.bag[usize::from(l)];
                    if n > 0 {
                        out.push((WMove::Draw(l), u32::from(n)));
                    }
                }
            }
            _ => {}
        }
    }

    pub fn apply(&self, state: &mut WState, mv: &WMove) {
        match *mv {
            WMove::Roll(n) => {
                state.die = Some(n);
                let extra = if state.turn == 2 && self.second_rolls {
                    SECOND_DRAW
                } else {
                    0
                };
                self.draw_phase(state, n + extra);
            }
            WMove::Draw(l) => {
                let i = usize::from(l);
                state.bag[i] -= 1;
                state.hand[i] += 1;
                state.drawn += 1;
                let Phase::Draw { left } = state.phase else {
                    return;
                };
                let left = left.saturating_sub(1);
                let bag_vowel = (0..26u8).any(|l| is_vowel(l) && state.bag[usize::from(l)] > 0);
                if left > 0 && state.bag_len() > 0 {
                    state.phase = Phase::Draw { left };
                } else if state.opening && !state.hand_has_vowel() && bag_vowel {
                    state.phase = Phase::Draw { left: 1 };
                } else {
                    state.opening = false;
                    state.phase = Phase::Act;
                }
            }
            WMove::Word { .. } | WMove::Swap { .. } | WMove::Add { .. } => {
                if let Ok(effect) = self.check(state, mv) {
                    self.act(state, &effect, mv.is_claim());
                }
            }
            WMove::Accept => {
                if !state.pending.is_empty() {
                    let steal = state.pending.remove(0);
                    flip(state, steal.run);
                }
                if state.pending.is_empty() {
                    state.phase = Phase::Act;
                }
            }
            WMove::Reject => {
                if !state.pending.is_empty() {
                    state.pending.remove(0);
                }
                if state.pending.is_empty() {
                    state.phase = Phase::Act;
                }
            }
            WMove::Done => self.done(state),
        }
    }

    /// Draws `n` tiles (as many as the bag holds), or goes on to act.
    fn draw_phase(&self, state: &mut WState, n: u8) {
        let left = u32::from(n).min(state.bag_len()) as u8;
        state.phase = if left > 0 {
            Phase::Draw { left }
        } else {
            Phase::Act
        };
    }

    fn act(&self, state: &mut WState, effect: &Effect, claim: bool) {
        let mover = state.turn_seat;
        for &(c, l) in &effect.lay {
            let i = usize::from(l);
            if state.pool[i] > 0 {
                state.pool[i] -= 1;
            } else {
                state.hand[i] -= 1;
                state.from_hand[i] += 1;
            }
            if state.board[c].is_none() {
                state.placed = true;
            }
            state.board[c] = Some(Tile {
                letter: l,
                seat: mover,
            });
            state.marked |= 1 << c;
        }
        if let Some(out) = effect.out {
            state.pool[usize::from(out)] += 1;
        }
        for change in effect.changes.iter().filter(|c| c.theirs) {
            let steal = Steal {
                run: change.run,
                old: change.old,
                new: change.new,
                claimed: !change.auto,
            };
            if change.auto && !self.veto {
                flip(state, change.run);
            } else if change.auto || claim {
                state.pending.push(steal);
            }
        }
        if !state.pending.is_empty() {
            state.phase = Phase::Answer;
        }
    }

    fn done(&self, state: &mut WState) {
        for (p, h) in state.pool.iter_mut().zip(state.hand) {
            *p += h;
        }
        state.hand = [0; 26];
        state.from_hand = [0; 26];
        let me = state.turn_seat;
        let counts = state.counts();
        if counts[usize::from(me)] <= counts[usize::from(1 - me)] {
            state.end = Some(End::Behind(me));
            state.phase = Phase::Over;
            return;
        }
        if state.bag_len() == 0 && !state.placed {
            state.idle += 1;
        } else {
            state.idle = 0;
        }
        if state.idle >= IDLE_TURNS {
            state.end = Some(End::Idle);
            state.phase = Phase::Over;
            return;
        }
        state.turn_seat = 1 - me;
        state.turn += 1;
        state.marked = 0;
        state.placed = false;
        state.drawn = 0;
        state.opening = false;
        if state.turn == 2 && !self.second_rolls {
            self.draw_phase(state, SECOND_DRAW);
        } else if state.bag_len() > 0 {
            state.phase = Phase::Roll;
        } else {
            state.phase = Phase::Act;
        }
    }

    /// How the game ended, if it did.
    pub fn outcome(&self, state: &WState) -> Option<Outcome> {
        let counts = state.counts();
        let scores = vec![counts[0] as i32, counts[1] as i32];
        match state.end? {
            End::Behind(seat) => Some(
                Outcome::win(
                    Seat(1 - seat),
                    Message::new("worterklauer-behind")
                        .seat("seat", Seat(seat))
                        .count("mine", counts[usize::from(seat)])
                        .count("theirs", counts[usize::from(1 - seat)]),
                )
                .with_scores(scores),
            ),
            End::Idle => Some(
                Outcome::draw(Message::new("worterklauer-idle").count("turns", IDLE_TURNS))
                    .with_scores(scores),
            ),
        }
    }

    /* Secrets. */

    /// Whether `viewer` sees the hand: the seat whose turn it is, or
    /// everybody once the game is over.
    pub fn sees_hand(state: &WState, viewer: Option<Seat>) -> bool {
        state.over() || viewer.is_some_and(|v| v.0 == state.turn_seat)
    }

    /// A state `viewer` cannot tell from `state`: the hand dealt anew from
    /// the tiles it cannot see (the bag and the hand), keeping what the
    /// first draw showed (it went on past 7 tiles only for want of a
    /// vowel).
    pub fn resample(&self, state: &WState, viewer: Option<Seat>, rng: &mut SplitMix64) -> WState {
        if Engine::sees_hand(state, viewer) || state.hand_len() == 0 {
            return state.clone();
        }
        let mut unseen: Vec<u8> = Vec::with_capacity(100);
        for l in 0..26u8 {
            let n = state.bag[usize::from(l)] + state.hand[usize::from(l)];
            unseen.extend(std::iter::repeat_n(l, usize::from(n)));
        }
        let size = state.hand_len() as usize;
        let known_vowels: u32 = (0..26u8)
            .filter(|&l| is_vowel(l))
            .map(|l| u32::from(state.from_hand[usize::from(l)]))
            .sum();
        // What the opening draw tells the table about the vowels drawn.
        let drawing = matches!(state.phase, Phase::Draw { .. });
        let rule: Option<(u32, u32)> = if state.turn != 1 {
            None
        } else if drawing && state.opening {
            (state.drawn >= FIRST_DRAW).then_some((0, 0))
        } else if state.drawn > FIRST_DRAW {
            Some((1, 1))
        } else {
            Some((1, u32::MAX))
        };
        for _ in 0..300 {
            for k in 0..size {
                let j = k + rng.below(unseen.len() - k);
                unseen.swap(k, j);
            }
            let mut hand = [0u8; 26];
            for &l in &unseen[..size] {
                hand[usize::from(l)] += 1;
            }
            if let Some((least, most)) = rule {
                let vowels = known_vowels
                    + (0..26u8)
                        .filter(|&l| is_vowel(l))
                        .map(|l| u32::from(hand[usize::from(l)]))
                        .sum::<u32>();
                if vowels < least || vowels > most {
                    continue;
                }
            }
            let mut next = state.clone();
            for (l, bag) in next.bag.iter_mut().enumerate() {
                *bag = state.bag[l] + state.hand[l] - hand[l];
            }
            next.hand = hand;
            return next;
        }
        state.clone()
    }
}

/// Turns every tile of `run` to the colour of the seat whose turn it is.
fn flip(state: &mut WState, run: Run) {
    let mover = state.turn_seat;
    for c in run.cells() {
        if let Some(t) = state.board[c].as_mut() {
            t.seat = mover;
        }
    }
}

/// The walk of the prefix tree along one line.
struct Walk<'a> {
    engine: &'a Engine,
    state: &'a WState,
    dir: Dir,
    line: usize,
    first: bool,
    start: usize,
    letters: [Option<u8>; SIZE],
    /// Per position: the letters a new tile may carry (cross words), and
    /// whether a tile there lengthens a word across.
    allowed: [u32; SIZE],
    hooks: [bool; SIZE],
}

impl<'a> Walk<'a> {
    fn new(engine: &'a Engine, state: &'a WState, dir: Dir, line: usize, first: bool) -> Walk<'a> {
        let board = &state.board;
        let trie = engine.trie();
        let avail = state.available();
        let mut letters = [None; SIZE];
        let mut allowed = [0u32; SIZE];
        let mut hooks = [false; SIZE];
        for pos in 0..SIZE {
            let cell = cell_at(dir, line, pos);
            if let Some(t) = board[cell] {
                letters[pos] = Some(t.letter);
                continue;
            }
            let (kind, run) = side(board, dir.cross(), cell);
            allowed[pos] = match kind {
                Side::Free => (1 << 26) - 1,
                Side::Join => 0,
                Side::Hook(old) if old.mask() & state.marked != 0 => 0,
                Side::Hook(_) | Side::Cross => {
                    hooks[pos] = matches!(kind, Side::Hook(_));
                    let mut mask = 0;
                    let mut word = run.word(board);
                    let k = locate(dir.cross(), cell).1 - usize::from(run.start);
                    for l in (0..26u8).filter(|&l| avail[usize::from(l)] > 0) {
                        word.letters[k] = l;
                        if trie.contains(word.as_slice()) {
                            mask |= 1 << l;
                        }
                    }
                    mask
                }
            };
        }
        Walk {
            engine,
            state,
            dir,
            line,
            first,
            start: 0,
            letters,
            allowed,
            hooks,
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn go(
        &self,
        pos: usize,
        node: u32,
        word: Word,
        new: u8,
        old: u8,
        hooks: u8,
        avail: &mut Counts,
        out: &mut Vec<WMove>,
    ) {
        if pos >= SIZE {
            return;
        }
        let trie = self.engine.trie();
        match self.letters[pos] {
            Some(l) => {
                if pos > self.start && self.letters[pos - 1].is_some() {
                    return;
                }
                if let Some(child) = trie.child(node, l) {
                    let mut w = word;
                    w.push(l);
                    self.step(pos, child, w, new, old + 1, hooks, avail, out);
                }
            }
            None => {
                let allowed = self.allowed[pos];
                for (l, child) in trie.children(node) {
                    let i = usize::from(l);
                    if avail[i] == 0 || allowed & (1 << l) == 0 {
                        continue;
                    }
                    avail[i] -= 1;
                    let mut w = word;
                    w.push(l);
                    let h = hooks + u8::from(self.hooks[pos]);
                    self.step(pos, child, w, new + 1, old, h, avail, out);
                    avail[i] += 1;
                }
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn step(
        &self,
        pos: usize,
        node: u32,
        word: Word,
        new: u8,
        old: u8,
        hooks: u8,
        avail: &mut Counts,
        out: &mut Vec<WMove>,
    ) {
        let trie = self.engine.trie();
        let ends_here = pos + 1 >= SIZE || self.letters[pos + 1].is_none();
        let placed_ok = if self.first {
            self.dir == Dir::Across && (self.line == 3 || self.line == 4) && self.start <= 3 && pos >= 4
        } else {
            old >= 1
        };
        if word.len >= 2
            && ends_here
            && trie.is_end(node)
            && new >= 1
            && placed_ok
            && !(new == 1 && hooks >= 1)
        {
            let mv = WMove::Word {
                dir: self.dir,
                start: cell_at(self.dir, self.line, self.start) as u8,
                word,
                claim: false,
            };
            if hooks == 0 {
                out.push(mv);
            } else {
                self.engine.push_checked(self.state, mv, out);
            }
        }
        self.go(pos + 1, node, word, new, old, hooks, avail, out);
    }
}
