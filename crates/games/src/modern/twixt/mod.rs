//! TwixT (Alex Randolph, 1962; catalog `randolph-1-15.md`, §2).
//!
//! A board of 24×24 holes without its four corners (572 holes). Red joins
//! the top and bottom rows, Black the left and right columns, each with one
//! chain of his own pegs joined by his own links. A turn places one peg on
//! a free hole outside the opponent's border lines (Red may not use columns
//! A and X, Black rows 1 and 24), and may remove own links and add links
//! between own pegs. A link joins two own pegs a knight's move apart and
//! may not cross any other link, of either colour (gap 3): two links cross
//! when their segments meet at a point that is not a shared end.
//!
//! Seats: the first seat places Red's first peg; the second then answers
//! `keep` (he stays Black and places a black peg, so he moves twice in a
//! row) or `swap` (the pie rule: he becomes Red, the red peg is his where it
//! stands, and the first seat, now Black, places a black peg). Seats are
//! called First and Second since their colours may change; the picture
//! colours them.
//!
//! Catalog resolutions: only links may be removed, never pegs (gap 1);
//! adding links is optional and may join any two own pegs (gap 2); a win is
//! one connected set of own pegs and links touching both own border lines,
//! checked after each turn; a player to move without a legal hole draws;
//! the 50-piece limits of the box are not enforced (gap 4). The first seat
//! is Red (gap 5: who sits first is the table's choice).
//!
//! Notation (`<hole>[*] [-<a><b>]... [+<a><b>]...`): holes are a column
//! letter `A`–`X` and a row `1`–`24`, rows counted from the top. `F12`
//! places a peg on F12 with every legal link from it to own pegs; `F12*`
//! places it without links; `-E10G11` first removes an own link, `+D5E7`
//! then adds one. Removals happen before the peg is placed (so its links
//! are found once they are gone), additions after. `keep` and `swap` answer
//! the pie rule. Listed moves (pickers, the bot) are the plain placements
//! `F12`, `F12*` where it differs from `F12`, and `keep`/`swap`; moves with
//! removals or additions are typed. Picker steps: the column (`F`), the row
//! (`12`), then `*` for no links.
//!
//! Position text: `red:<holes>;black:<holes>;links:<links>;turn:<seat>;red-seat:<seat>;pie:<open|closed>`,
//! holes and links comma-separated in our notation (a link as its two
//! holes, `F12G14`), seats counted from 1. The start is
//! `red:;black:;links:;turn:1;red-seat:1;pie:open`. A read position marks
//! no last peg.

mod board;
mod position;
mod view;

pub use board::hole_name;
use board::*;

use crate::notation::{MoveError, normalize};
use crate::options::{OptionError, Options};
use crate::view::{Board, Link, Mark, SeatPanel, View};
use crate::{GameInfo, Message, Outcome, PositionError, Rules, Seat, Status};

/// This game's words: messages, seat names, word moves, options' help.
pub static WORDS: crate::Words = crate::Words {
    key: "twixt",
    en: include_str!("en.ftl"),
    it: include_str!("it.ftl"),
    shared: &[],
};

static INFO: GameInfo = GameInfo {
    slug: "twixt",
    name_en: "TwixT",
    name_it: "TwixT",
    aliases: &["twix-t", "twixt 24"],
    family: crate::Family::Modern,
    summary: "24×24 pegs and links, join your two sides, pie rule",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["First", "Second"],
    chance: false,
    hidden: false,
    options: &[],
    // One peg per turn on at most 572 holes, plus the pie answer.
    max_plies: HOLES as u32 + 1,
    source: "catalog randolph-1-15.md, §2 TwixT (seed 000, lines 364–442)",
    words: &WORDS,
};

/// Holes per side.
pub const SIZE: usize = 24;
/// Holes on the board (the four corners are missing).
const HOLES: usize = SIZE * SIZE - 4;
/// A knight's move as (column step, row step); `d` and `(d + 4) % 8` are
/// opposite. Public for the bot's knowledge, which walks the same links.
pub const KNIGHT: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// Peg colours on the board ([`TwixtState::pegs`]).
const EMPTY: u8 = 0;
/// Red's pegs on the board.
pub const RED: u8 = 1;
/// Black's pegs on the board.
pub const BLACK: u8 = 2;

/// A hole: `row * 24 + column`, row 0 at the top (row 1).
type Hole = u16;

/// TwixT.
#[derive(Clone, Debug, Default)]
pub struct Twixt;

/// How a game of TwixT ended.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum End {
    /// The seat joined its two border lines.
    Connected(Seat),
    /// The seat to move had no legal hole.
    NoHole(Seat),
}

/// A TwixT position.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct TwixtState {
    /// Per hole (`row * 24 + column`): 0 empty or a corner, 1 Red, 2 Black.
    pegs: Vec<u8>,
    /// Per hole, the knight directions in which a link leaves it.
    link_dirs: Vec<u8>,
    /// Every link, in [`link_key`] order, as played.
    links: Vec<(Hole, Hole)>,
    to_move: Seat,
    /// The seat playing Red.
    red: Seat,
    /// The second seat has still to answer the pie rule.
    pie_open: bool,
    /// Pegs placed.
    pegs_placed: u16,
    /// The last peg placed.
    last: Option<Hole>,
    end: Option<End>,
}

impl TwixtState {
    /// The colour `seat` plays: 1 Red, 2 Black.
    pub fn colour_of(&self, seat: Seat) -> u8 {
        if seat == self.red { RED } else { BLACK }
    }

    /// Per hole (`row * 24 + column`, row 0 on top): 0 empty, 1 Red, 2
    /// Black (read access for search hooks).
    pub fn pegs(&self) -> &[u8] {
        &self.pegs
    }

    /// Every link of either colour as its two holes (read access for
    /// search hooks; a link's colour is its pegs').
    pub fn links(&self) -> &[(u16, u16)] {
        &self.links
    }
}

/// One turn, or the answer to the pie rule.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TwixtMove {
    /// Stay Black after Red's first peg.
    Keep,
    /// Take Red and its first peg.
    Swap,
    /// Remove own links, place a peg (with every legal link from it to own
    /// pegs when `auto`), add own links.
    Place {
        hole: Hole,
        auto: bool,
        removals: Vec<(Hole, Hole)>,
        additions: Vec<(Hole, Hole)>,
    },
}

impl TwixtMove {
    fn plain(hole: Hole, auto: bool) -> TwixtMove {
        TwixtMove::Place {
            hole,
            auto,
            removals: Vec::new(),
            additions: Vec::new(),
        }
    }
}

/// Why a turn is not legal.
enum Refusal {
    Occupied(Hole),
    Border(Hole),
    NoSuchLink((Hole, Hole)),
    NotYourLink((Hole, Hole)),
    NotKnight((Hole, Hole)),
    NotYourPegs((Hole, Hole)),
    Exists((Hole, Hole)),
    Crossed((Hole, Hole), (Hole, Hole)),
    Repeated((Hole, Hole)),
}

impl Twixt {
    /// Whether `colour` may put a peg on `h` (free, outside the opponent's
    /// border lines).
    fn may_place(state: &TwixtState, colour: u8, h: Hole) -> bool {
        if state.pegs[usize::from(h)] != EMPTY {
            return false;
        }
        let last = SIZE as i8 - 1;
        match colour {
            RED => col(h) != 0 && col(h) != last,
            _ => row(h) != 0 && row(h) != last,
        }
    }

    /// A link crossing `link`, if any. A link that crosses it has an end
    /// within two holes of its box: only those holes' links are tried.
    fn crossing(state: &TwixtState, link: (Hole, Hole)) -> Option<(Hole, Hole)> {
        let (a, b) = link;
        let (c0, c1) = (col(a).min(col(b)) - 2, col(a).max(col(b)) + 2);
        let (r0, r1) = (row(a).min(row(b)) - 2, row(a).max(row(b)) + 2);
        for r in r0..=r1 {
            for c in c0..=c1 {
                let Some(h) = hole_at(c, r) else { continue };
                let dirs = state.link_dirs[usize::from(h)];
                if dirs == 0 {
                    continue;
                }
                for (d, &(dc, dr)) in KNIGHT.iter().enumerate() {
                    if dirs & (1 << d) != 0
                        && let Some(t) = hole_at(c + dc, r + dr)
                        && crosses((h, t), link)
                    {
                        return Some(link_key(h, t));
                    }
                }
            }
        }
        None
    }

    /// Whether any link crosses `link` ([`Twixt::crossing`] is `Some`),
    /// by the table of the steps that cross a link of its direction: the
    /// fast test for listing moves.
    fn crossed(state: &TwixtState, (a, b): (Hole, Hole)) -> bool {
        let Some(k) = knight_dir(a, b) else {
            return Twixt::crossing(state, (a, b)).is_some();
        };
        let (c, r) = (col(a), row(a));
        crossing_steps()[k].iter().any(|&(dc, dr, d)| {
            hole_at(c + dc, r + dr).is_some_and(|h| state.link_dirs[usize::from(h)] & (1 << d) != 0)
        })
    }

    /// The links a peg of `colour` on `h` would make with every own peg a
    /// knight's move away, none crossing another.
    fn new_links(state: &TwixtState, colour: u8, h: Hole) -> Vec<(Hole, Hole)> {
        let mut out = Vec::new();
        for &(dc, dr) in &KNIGHT {
            let Some(t) = hole_at(col(h) + dc, row(h) + dr) else {
                continue;
            };
            if state.pegs[usize::from(t)] == colour {
                let link = link_key(h, t);
                if !Twixt::crossed(state, link) {
                    out.push(link);
                }
            }
        }
        out
    }

    /// Whether a peg of `colour` on `h` would make at least one link.
    fn would_link(state: &TwixtState, colour: u8, h: Hole) -> bool {
        KNIGHT.iter().any(|&(dc, dr)| {
            hole_at(col(h) + dc, row(h) + dr).is_some_and(|t| {
                state.pegs[usize::from(t)] == colour && !Twixt::crossed(state, link_key(h, t))
            })
        })
    }

    fn add_link(state: &mut TwixtState, (a, b): (Hole, Hole)) {
        if let Some(d) = knight_dir(a, b) {
            state.link_dirs[usize::from(a)] |= 1 << d;
            state.link_dirs[usize::from(b)] |= 1 << ((d + 4) % 8);
        }
        state.links.push((a, b));
    }

    fn remove_link(state: &mut TwixtState, (a, b): (Hole, Hole)) {
        if let Some(d) = knight_dir(a, b) {
            state.link_dirs[usize::from(a)] &= !(1 << d);
            state.link_dirs[usize::from(b)] &= !(1 << ((d + 4) % 8));
        }
        state.links.retain(|&l| l != (a, b));
    }

    /// Plays the peg part of a turn on `state` (removals, peg, links,
    /// additions), checking each step; the state is meaningless on error.
    fn place(
        state: &mut TwixtState,
        colour: u8,
        hole: Hole,
        auto: bool,
        removals: &[(Hole, Hole)],
        additions: &[(Hole, Hole)],
    ) -> Result<(), Refusal> {
        for (i, &link) in removals.iter().enumerate() {
            if removals[..i].contains(&link) {
                return Err(Refusal::Repeated(link));
            }
            if !state.links.contains(&link) {
                return Err(Refusal::NoSuchLink(link));
            }
            if state.pegs[usize::from(link.0)] != colour {
                return Err(Refusal::NotYourLink(link));
            }
            Twixt::remove_link(state, link);
        }
        if state.pegs[usize::from(hole)] != EMPTY {
            return Err(Refusal::Occupied(hole));
        }
        if !Twixt::may_place(state, colour, hole) {
            return Err(Refusal::Border(hole));
        }
        let links = if auto {
            Twixt::new_links(state, colour, hole)
        } else {
            Vec::new()
        };
        state.pegs[usize::from(hole)] = colour;
        for link in links {
            // Links from one new peg never cross each other.
            Twixt::add_link(state, link);
        }
        for &link in additions {
            if knight_dir(link.0, link.1).is_none() {
                return Err(Refusal::NotKnight(link));
            }
            if state.pegs[usize::from(link.0)] != colour || state.pegs[usize::from(link.1)] != colour {
                return Err(Refusal::NotYourPegs(link));
            }
            if state.links.contains(&link) {
                return Err(Refusal::Exists(link));
            }
            if let Some(other) = Twixt::crossing(state, link) {
                return Err(Refusal::Crossed(link, other));
            }
            Twixt::add_link(state, link);
        }
        Ok(())
    }

    /// Whether `colour`'s pegs and links join its two border lines.
    fn connected(state: &TwixtState, colour: u8) -> bool {
        let (start, goal) = borders(colour);
        let mut seen = vec![false; SIZE * SIZE];
        let mut stack: Vec<Hole> = (0..(SIZE * SIZE) as Hole)
            .filter(|&h| state.pegs[usize::from(h)] == colour && start(h))
            .collect();
        for &h in &stack {
            seen[usize::from(h)] = true;
        }
        while let Some(h) = stack.pop() {
            if goal(h) {
                return true;
            }
            let dirs = state.link_dirs[usize::from(h)];
            for (d, &(dc, dr)) in KNIGHT.iter().enumerate() {
                if dirs & (1 << d) == 0 {
                    continue;
                }
                if let Some(t) = hole_at(col(h) + dc, row(h) + dr)
                    && !seen[usize::from(t)]
                {
                    seen[usize::from(t)] = true;
                    stack.push(t);
                }
            }
        }
        false
    }

    fn any_hole(state: &TwixtState, colour: u8) -> bool {
        (0..(SIZE * SIZE) as Hole)
            .any(|h| hole_at(col(h), row(h)).is_some() && Twixt::may_place(state, colour, h))
    }

    /// The end after `mover` played, if any.
    fn end_after(state: &TwixtState, mover: Seat) -> Option<End> {
        if Twixt::connected(state, state.colour_of(mover)) {
            return Some(End::Connected(mover));
        }
        let next = state.to_move;
        (!state.pie_open && !Twixt::any_hole(state, state.colour_of(next))).then_some(End::NoHole(next))
    }

    fn outcome(state: &TwixtState, end: End) -> Outcome {
        match end {
            End::Connected(seat) => Outcome::win(
                seat,
                Message::new("twixt-connected").part("colour", Twixt::colour_word(state.colour_of(seat))),
            ),
            End::NoHole(seat) => Outcome::draw(Message::new("twixt-no-hole").seat("seat", seat)),
        }
    }

    fn colour_word(colour: u8) -> Message {
        if colour == RED {
            Message::new("twixt-red")
        } else {
            Message::new("twixt-black")
        }
    }

    /// The move a text means, read without looking at legality: `keep`,
    /// `swap`, or a turn in the catalog's grammar.
    fn read(text: &str) -> Option<TwixtMove> {
        let text = normalize(text);
        match text.as_str() {
            "keep" => return Some(TwixtMove::Keep),
            "swap" => return Some(TwixtMove::Swap),
            _ => {}
        }
        let (hole, mut rest) = read_hole(&text)?;
        let auto = match rest.strip_prefix('*') {
            Some(r) => {
                rest = r;
                false
            }
            None => true,
        };
        let (mut removals, mut additions) = (Vec::new(), Vec::new());
        while !rest.is_empty() {
            let (adding, r) = match rest.as_bytes()[0] {
                b'-' => (false, &rest[1..]),
                b'+' => (true, &rest[1..]),
                _ => return None,
            };
            let (a, r) = read_hole(r)?;
            let (b, r) = read_hole(r)?;
            rest = r;
            let link = link_key(a, b);
            if adding {
                additions.push(link);
            } else {
                removals.push(link);
            }
        }
        Some(TwixtMove::Place {
            hole,
            auto,
            removals,
            additions,
        })
    }

    /// The canonical form of a read move: removals and additions in order,
    /// and `*` dropped where the peg would make no link anyway.
    fn canonical(state: &TwixtState, mv: TwixtMove) -> TwixtMove {
        match mv {
            TwixtMove::Place {
                hole,
                auto,
                mut removals,
                mut additions,
            } => {
                let key = |l: &(Hole, Hole)| (col(l.0), row(l.0), col(l.1), row(l.1));
                removals.sort_by_key(key);
                additions.sort_by_key(key);
                let mut auto = auto;
                if !auto {
                    let mut after = state.clone();
                    let colour = state.colour_of(state.to_move);
                    for &l in &removals {
                        if after.links.contains(&l) && after.pegs[usize::from(l.0)] == colour {
                            Twixt::remove_link(&mut after, l);
                        }
                    }
                    auto = after.pegs[usize::from(hole)] == EMPTY && !Twixt::would_link(&after, colour, hole);
                }
                TwixtMove::Place {
                    hole,
                    auto,
                    removals,
                    additions,
                }
            }
            other => other,
        }
    }

    /// Why `mv` is not legal now, or `None` if it is.
    fn check(&self, state: &TwixtState, mv: &TwixtMove) -> Result<(), Message> {
        if state.pie_open {
            return match mv {
                TwixtMove::Keep | TwixtMove::Swap => Ok(()),
                TwixtMove::Place { .. } => Err(Message::new("twixt-pie-first")),
            };
        }
        match mv {
            TwixtMove::Keep | TwixtMove::Swap => Err(Message::new("twixt-pie-closed")),
            TwixtMove::Place {
                hole,
                auto,
                removals,
                additions,
            } => {
                let mut after = state.clone();
                let colour = state.colour_of(state.to_move);
                Twixt::place(&mut after, colour, *hole, *auto, removals, additions)
                    .map_err(|r| Twixt::refusal(state, r))
            }
        }
    }

    fn refusal(state: &TwixtState, refusal: Refusal) -> Message {
        match refusal {
            Refusal::Occupied(h) => Message::new("twixt-occupied").code("hole", hole_name(h)),
            Refusal::Border(h) => Message::new("twixt-border").code("hole", hole_name(h)).part(
                "colour",
                Twixt::colour_word(state.colour_of(state.to_move.other())),
            ),
            Refusal::NoSuchLink(l) => Message::new("twixt-no-such-link").code("link", link_name(l)),
            Refusal::NotYourLink(l) => Message::new("twixt-not-your-link").code("link", link_name(l)),
            Refusal::NotKnight(l) => Message::new("twixt-not-knight").code("link", link_name(l)),
            Refusal::NotYourPegs(l) => Message::new("twixt-not-your-pegs").code("link", link_name(l)),
            Refusal::Exists(l) => Message::new("twixt-link-exists").code("link", link_name(l)),
            Refusal::Crossed(l, other) => Message::new("twixt-crossed")
                .code("link", link_name(l))
                .code("other", link_name(other)),
            Refusal::Repeated(l) => Message::new("twixt-repeated").code("link", link_name(l)),
        }
    }
}

impl Rules for Twixt {
    type State = TwixtState;
    type Move = TwixtMove;

    const KNOBS: crate::Knobs = crate::Knobs {
        // Random games: up to 573 plies of some 500 placements.
        load: crate::knobs::Load::Long,
        // Some 500 placements in games of some 500 plies: the bot's scan of every
        // move is far too slow unoptimised; see its own win-in-one test.
        slow_scan: true,
        // On its hooks (race of shortest knight ways, 24 holes a node). Measured
        // with the arena (release, seed 2024, 2026-11-26, busy machine): level 1
        // (`iter:300`) won 20 of 20 against random, 10 of 10 in either seat (140 s
        // in all, 1 to 7 s a game). Before the hooks, plain search (`plain:300`,
        // random playouts of some 560 plies) did not finish its first game against
        // random in 4.9 minutes of CPU (38 on the busy machine's clock), so no
        // score: plain level 1 on its 1 s cap plays a handful of iterations a
        // move. `iter:300` against `plain:300` (after the faster listing of moves):
        // 6 of 6, 3 in either seat, about 50 s a game. Level 3 (`iter:100000`): 2
        // of 2, one in either seat, 28 and 14 minutes a game on the busy machine
        // (before the faster listing of moves): few games.
        strength: Some(crate::knobs::Strength::new(
            crate::knobs::Bar::new(20, 0.9),
            crate::knobs::Bar::new(2, 0.75),
        )),
        ..crate::Knobs::NONE
    };

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(_options: &Options) -> Result<Self, OptionError> {
        Ok(Twixt)
    }

    fn initial(&self) -> TwixtState {
        TwixtState {
            pegs: vec![EMPTY; SIZE * SIZE],
            link_dirs: vec![0; SIZE * SIZE],
            links: Vec::new(),
            to_move: Seat::FIRST,
            red: Seat::FIRST,
            pie_open: false,
            pegs_placed: 0,
            last: None,
            end: None,
        }
    }

    fn status(&self, state: &TwixtState) -> Status {
        match state.end {
            Some(end) => Status::Over(Twixt::outcome(state, end)),
            None => Status::ToMove(state.to_move),
        }
    }

    fn legal_moves(&self, state: &TwixtState, out: &mut Vec<TwixtMove>) {
        if state.end.is_some() {
            return;
        }
        if state.pie_open {
            out.push(TwixtMove::Keep);
            out.push(TwixtMove::Swap);
            return;
        }
        let colour = state.colour_of(state.to_move);
        for h in 0..(SIZE * SIZE) as Hole {
            if hole_at(col(h), row(h)).is_none() || !Twixt::may_place(state, colour, h) {
                continue;
            }
            out.push(TwixtMove::plain(h, true));
            if Twixt::would_link(state, colour, h) {
                out.push(TwixtMove::plain(h, false));
            }
        }
    }

    fn is_legal(&self, state: &TwixtState, mv: &TwixtMove) -> bool {
        state.end.is_none() && self.check(state, mv).is_ok() && Twixt::canonical(state, mv.clone()) == *mv
    }

    fn apply(&self, state: &mut TwixtState, mv: &TwixtMove) {
        let mover = state.to_move;
        match mv {
            TwixtMove::Keep => {
                state.pie_open = false;
            }
            TwixtMove::Swap => {
                state.pie_open = false;
                state.red = state.to_move;
                state.to_move = state.to_move.other();
            }
            TwixtMove::Place {
                hole,
                auto,
                removals,
                additions,
            } => {
                let colour = state.colour_of(mover);
                let _ = Twixt::place(state, colour, *hole, *auto, removals, additions);
                state.pegs_placed += 1;
                state.last = Some(*hole);
                if state.pegs_placed == 1 {
                    state.pie_open = true;
                }
                state.to_move = mover.other();
                state.end = Twixt::end_after(state, mover);
            }
        }
    }

    fn format_move(&self, _state: &TwixtState, mv: &TwixtMove) -> String {
        match mv {
            TwixtMove::Keep => "keep".into(),
            TwixtMove::Swap => "swap".into(),
            TwixtMove::Place {
                hole,
                auto,
                removals,
                additions,
            } => {
                let mut text = hole_name(*hole);
                if !auto {
                    text.push('*');
                }
                for &l in removals {
                    text.push_str(&format!(" -{}", link_name(l)));
                }
                for &l in additions {
                    text.push_str(&format!(" +{}", link_name(l)));
                }
                text
            }
        }
    }

    fn move_steps(&self, state: &TwixtState, mv: &TwixtMove) -> Vec<String> {
        let text = self.format_move(state, mv);
        match mv {
            TwixtMove::Place { hole, .. } => {
                let column = text[..1].to_string();
                let row = (row(*hole) + 1).to_string();
                let rest = text[1 + row.len()..].to_string();
                let mut steps = vec![column, row];
                if !rest.is_empty() {
                    steps.push(rest);
                }
                steps
            }
            _ => vec![text],
        }
    }

    /// Reads the catalog's grammar directly (the default matcher would
    /// format every listed move, and typed turns with removals or additions
    /// are not listed); a bare column goes to the default matcher.
    fn parse_move(&self, state: &TwixtState, text: &str) -> Result<TwixtMove, MoveError> {
        if let Some(end) = state.end {
            return Err(MoveError::NoMoveExpected {
                reason: Message::new("move-game-over").part("reason", Twixt::outcome(state, end).reason),
            });
        }
        match Twixt::read(text) {
            Some(mv) => {
                let mv = Twixt::canonical(state, mv);
                match self.check(state, &mv) {
                    Ok(()) => Ok(mv),
                    Err(reason) => Err(MoveError::illegal(text, reason)),
                }
            }
            None => crate::match_text(self, state, text),
        }
    }

    fn diagnose(&self, state: &TwixtState, text: &str) -> MoveError {
        match Twixt::read(text) {
            Some(mv) => match self.check(state, &Twixt::canonical(state, mv)) {
                Err(reason) => MoveError::illegal(text, reason),
                Ok(()) => MoveError::not_a_move(text, Message::new("twixt-notation")),
            },
            None if state.pie_open => MoveError::not_a_move(text, Message::new("twixt-pie-first")),
            None => MoveError::not_a_move(text, Message::new("twixt-notation")),
        }
    }

    fn position_text(&self, state: &TwixtState) -> String {
        self.write_position(state)
    }

    fn from_position(&self, text: &str) -> Result<TwixtState, PositionError> {
        self.read_position(text)
    }

    fn view(&self, state: &TwixtState, _seat: Option<Seat>) -> View {
        self.draw(state, _seat)
    }
}

impl Twixt {
    /// The pegs of `colour` joined by its links to a peg in its first
    /// border line that also reach the second (the winning chain's set).
    fn chain(state: &TwixtState, colour: u8) -> Vec<Hole> {
        let (start, goal) = borders(colour);
        let mut group = vec![usize::MAX; SIZE * SIZE];
        let mut out = Vec::new();
        for root in 0..(SIZE * SIZE) as Hole {
            if state.pegs[usize::from(root)] != colour
                || !start(root)
                || group[usize::from(root)] != usize::MAX
            {
                continue;
            }
            let mut members = vec![root];
            group[usize::from(root)] = usize::from(root);
            let mut i = 0;
            while i < members.len() {
                let h = members[i];
                i += 1;
                let dirs = state.link_dirs[usize::from(h)];
                for (d, &(dc, dr)) in KNIGHT.iter().enumerate() {
                    if dirs & (1 << d) != 0
                        && let Some(t) = hole_at(col(h) + dc, row(h) + dr)
                        && group[usize::from(t)] == usize::MAX
                    {
                        group[usize::from(t)] = usize::from(root);
                        members.push(t);
                    }
                }
            }
            if members.iter().any(|&h| goal(h)) {
                out.extend(members);
            }
        }
        out
    }
}

#[cfg(test)]
mod tests;
