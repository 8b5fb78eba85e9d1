//! Monte Carlo tree search (UCT) over any [`Rules`], with chance nodes, a
//! solver for positions whose result is proven, and per-game [`Hooks`].
//!
//! # The search
//!
//! One iteration starts from the root position, walks down the tree, adds
//! one node and plays a playout from it; the result (one value per seat in
//! `-1..=1`) is added to every node on the way.
//!
//! - **Decision nodes** pick the child with the best UCT score for the seat
//!   to move: its mean result for that seat plus
//!   `exploration · √(ln N / n)`. Unvisited moves come first, in the order
//!   [`Hooks::order`] gives ([`Hooks::order_root`] at the root, which may
//!   read the position more slowly, once). With more than two seats each
//!   seat maximises
//!   its own value (max^n).
//! - **Chance nodes** sample a throw by its weight, so each subtree is
//!   visited in proportion to its probability and the node's mean is the
//!   expected value.
//! - **The solver.** When a node is first expanded, every move is tried one
//!   ply deep: a move that ends the game becomes a child whose value is
//!   exact, so a seat that can win at once is proven to win (and the search
//!   takes that win: "a win in one is never missed"). Exact values climb up
//!   the tree: a node is proven when one child gives its seat a win, or
//!   when every move is proven (the best of them), or at a chance node when
//!   every throw is proven (their expectation). A proven child's exact value
//!   replaces its mean, and a proven root ends the search.
//! - **Priors and RAVE** (off unless a game's hooks turn them on): a
//!   game may give its moves virtual results ([`Hooks::priors`]); such a
//!   node makes every child at once on its [`EXPAND_AFTER`]th visit and
//!   selects among them with the virtual results counted in. RAVE blends
//!   each move's all-moves-as-first mean into its mean ([`Hooks::rave`]).
//! - **The answer** is the most visited root move among those not proven
//!   to lose (the "robust child"), ties going to the better mean.
//!
//! - **A kept tree** ([`search_kept`]): a search of a game of perfect
//!   information may start from the tree of an earlier search in the same
//!   game, followed down the moves played since ([`KeptTree::follow`]: the
//!   subtree under them re-rooted, the rest dropped). Its statistics carry
//!   over; the root's moves are made again those [`Hooks::order_root`]
//!   keeps (the kept node was expanded with [`Hooks::order`]).
//!
//! Given the same seed and iteration count (and the same kept tree), the
//! search is deterministic; a time cap, when it ends the search first, is
//! the only source of variation.

use std::time::{Duration, Instant};

use games::playout::SplitMix64;
use games::{Rules, Seat, SeatResult, Status};

use crate::hooks::Hooks;

/// Most seats a game may have (the architecture allows up to 6).
pub const MAX_SEATS: usize = 8;

/// How a search runs.
#[derive(Clone, Debug)]
pub struct Config {
    /// Iterations to run (at least one is always run).
    pub iterations: u32,
    /// Stop early when this much time has passed (checked every few
    /// iterations). `None`: run every iteration, deterministically.
    pub time_cap: Option<Duration>,
    /// The UCT exploration constant, for results in `-1..=1`.
    pub exploration: f64,
    /// The seed of the search's random choices.
    pub seed: u64,
    /// Most tree nodes kept (memory bound); past it the tree stops growing
    /// and iterations play out from its leaves.
    pub max_nodes: usize,
    /// Try every move one ply deep when a node is expanded (the solver's
    /// source of exact values). Off, a node is proven only when the search
    /// happens to reach the end of the game through it.
    pub lookahead: bool,
}

impl Config {
    /// `iterations` iterations with seed `seed` and the default settings.
    pub fn new(iterations: u32, seed: u64) -> Config {
        Config {
            iterations,
            time_cap: None,
            exploration: 1.0,
            seed,
            max_nodes: 4_000_000,
            lookahead: true,
        }
    }
}

/// One root move as the search saw it.
#[derive(Clone, Debug)]
pub struct MoveStats<M> {
    pub mv: M,
    pub visits: u32,
    /// Mean result for the seat to move at the root, in `-1..=1` (its exact
    /// value when proven).
    pub value: f64,
    /// The move's result is proven.
    pub proven: bool,
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct Report<M> {
    /// The move to play.
    pub best: M,
    /// Every root move the search expanded, in expansion order.
    pub moves: Vec<MoveStats<M>>,
    /// Iterations run (none when the seat has a single legal move).
    pub iterations: u32,
    /// Visits of the root carried over from a kept tree (0: a fresh
    /// search).
    pub kept: u32,
    /// Nodes in the tree at the end.
    pub nodes: usize,
    pub elapsed: Duration,
    /// The root's result for the seat to move, when proven (an exact
    /// expectation over dice that is neither is not reported).
    pub proven: Option<SeatResult>,
}

/// Why the search gives no move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum SearchError {
    /// A throw is due, not a seat's move.
    Chance,
    /// The game is over.
    Over,
    /// The game has hidden information and the hooks cannot sample what
    /// the seat to move may not see ([`Hooks::determinizes`]).
    Hidden,
}

impl std::fmt::Display for SearchError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            SearchError::Chance => "a throw is due, not a move",
            SearchError::Over => "the game is over",
            SearchError::Hidden => "the search cannot play this game of hidden information",
        })
    }
}

impl std::error::Error for SearchError {}

/// Iterations per determinization for a game of hidden information, and
/// the most determinizations searched.
const PER_WORLD: u32 = 100;
const MAX_WORLDS: u32 = 100;

/// Values per seat.
type Values = [f64; MAX_SEATS];

/// A node whose game gives priors makes its children on this visit (the
/// first ones are valued by playouts from the node itself), which keeps
/// the tree about this many times smaller than one child per move at
/// every leaf.
pub const EXPAND_AFTER: u32 = 4;

/// No RAVE key.
const NO_KEY: u16 = u16::MAX;

const NONE: u32 = u32::MAX;

/// What a node is, once its position has been looked at.
enum Body<M> {
    /// Created, position not looked at yet.
    Fresh,
    /// A seat to move: moves not yet tried (last = next to try) and the
    /// children made so far.
    Decision {
        seat: Seat,
        untried: Vec<M>,
        children: Vec<u32>,
    },
    /// A throw is due: the outcomes with their weights, and one child slot
    /// per outcome (`NONE` until sampled).
    Chance {
        outcomes: Vec<(M, u32)>,
        total: u64,
        children: Vec<u32>,
    },
    /// The game is over.
    Over,
}

struct Node<M> {
    /// The move or throw from the parent (`None` at the root).
    mv: Option<M>,
    parent: u32,
    /// The seat that chose `mv` (`None` at the root and after a throw).
    chooser: Option<Seat>,
    visits: u32,
    /// Sum of results for `chooser`.
    total: f64,
    body: Body<M>,
    /// The exact values, once proven.
    proven: Option<Box<[f64]>>,
    /// Virtual visits and their sum of results for `chooser` (priors).
    prior_visits: f32,
    prior_total: f32,
    /// RAVE: the move's key, and the all-moves-as-first visits and sum
    /// of results for `chooser`.
    key: u16,
    amaf_visits: u32,
    amaf_total: f32,
}

impl<M> Node<M> {
    fn new(mv: Option<M>, parent: u32, chooser: Option<Seat>) -> Node<M> {
        Node {
            mv,
            parent,
            chooser,
            visits: 0,
            total: 0.0,
            body: Body::Fresh,
            proven: None,
            prior_visits: 0.0,
            prior_total: 0.0,
            key: NO_KEY,
            amaf_visits: 0,
            amaf_total: 0.0,
        }
    }
}

/// Runs a search from `state` for the seat to move.
///
/// With hidden information the search never looks at `state` itself: it
/// searches states drawn by [`Hooks::determinize`] from what the seat
/// observes (one per 100 iterations, at most 100), each with its share of
/// the iterations, and plays the move
/// with the best value averaged over them (perfect information Monte
/// Carlo).
///
/// # Errors
/// [`SearchError`]: no seat is to move, or hidden information the hooks
/// cannot sample.
pub fn search<R, H>(
    rules: &R,
    state: &R::State,
    hooks: &H,
    config: &Config,
) -> Result<Report<R::Move>, SearchError>
where
    R: Rules,
    H: Hooks<R> + ?Sized,
{
    search_kept(rules, state, hooks, config, None).map(|(report, _)| report)
}

/// A [`search_kept`]'s report and the tree it ends with.
pub type Searched<M> = (Report<M>, Option<KeptTree<M>>);

/// [`search`] starting from `kept`, the tree of an earlier search followed
/// down to `state` ([`KeptTree::follow`]; it must have been searched with
/// the same rules and hooks), and giving back the tree it ends with, its
/// root at `state`. A game of hidden information keeps no tree: `kept` is
/// ignored and none is given back. Without `kept`, the same search as
/// [`search`].
///
/// # Errors
/// As [`search`].
pub fn search_kept<R, H>(
    rules: &R,
    state: &R::State,
    hooks: &H,
    config: &Config,
    kept: Option<KeptTree<R::Move>>,
) -> Result<Searched<R::Move>, SearchError>
where
    R: Rules,
    H: Hooks<R> + ?Sized,
{
    let seat = match rules.status(state) {
        Status::Chance => return Err(SearchError::Chance),
        Status::Over(_) => return Err(SearchError::Over),
        Status::ToMove(seat) => seat,
    };
    if !R::info().hidden {
        let legal = rules.legal_vec(state);
        if let [only] = legal.as_slice() {
            // Nothing to think about.
            return Ok((
                Report {
                    best: only.clone(),
                    moves: vec![MoveStats {
                        mv: only.clone(),
                        visits: 0,
                        value: 0.0,
                        proven: false,
                    }],
                    iterations: 0,
                    kept: 0,
                    nodes: 1,
                    elapsed: Duration::ZERO,
                    proven: None,
                },
                // Still the tree of this position: the next search follows
                // the lone move.
                kept,
            ));
        }
        let mut tree = Tree::new(rules, hooks, config);
        let mut carried = 0;
        if let Some(kept) = kept.filter(|k| !k.nodes.is_empty()) {
            carried = kept.nodes[0].visits;
            tree.nodes = kept.nodes;
            tree.refresh_root(state);
        }
        tree.run(state);
        let report = Report {
            kept: carried,
            ..tree.report()
        };
        return Ok((report, Some(KeptTree { nodes: tree.nodes })));
    }
    if !hooks.determinizes() {
        return Err(SearchError::Hidden);
    }
    let worlds = (config.iterations / PER_WORLD).clamp(1, MAX_WORLDS);
    let mut rng = SplitMix64(config.seed ^ 0x0B5E_4FED_0000_0001);
    // Per move: its stats, Σ value × weight and Σ weight over the worlds,
    // and its support: Σ visits (an exact value weighs much in the mean,
    // but is no more evidence of a good move than its visits: a move lost
    // at once in every world is proven, and rarely visited).
    let mut merged: Vec<(MoveStats<R::Move>, f64, f64, f64)> = Vec::new();
    let (mut iterations, mut nodes, mut elapsed) = (0, 0, Duration::ZERO);
    for world in 0..worlds {
        let sample = hooks.determinize(rules, state, seat, &mut rng);
        let share = Config {
            iterations: config.iterations.max(1) / worlds,
            time_cap: config.time_cap.map(|cap| cap / worlds),
            seed: config.seed.wrapping_add(u64::from(world)),
            ..config.clone()
        };
        let mut tree = Tree::new(rules, hooks, &share);
        tree.run(&sample);
        let report = tree.report();
        iterations += report.iterations;
        nodes += report.nodes;
        elapsed += report.elapsed;
        for m in report.moves {
            // An exact value in this world weighs as much as the world's
            // whole search; an estimate as much as its visits.
            let weight = if m.proven {
                f64::from(share.iterations.max(1))
            } else {
                f64::from(m.visits)
            };
            let at = match merged.iter().position(|(x, _, _, _)| x.mv == m.mv) {
                Some(i) => i,
                None => {
                    merged.push((
                        MoveStats {
                            visits: 0,
                            value: 0.0,
                            proven: false,
                            ..m.clone()
                        },
                        0.0,
                        0.0,
                        0.0,
                    ));
                    merged.len() - 1
                }
            };
            let entry = &mut merged[at];
            entry.0.visits += m.visits;
            entry.1 += m.value * weight;
            entry.2 += weight;
            entry.3 += f64::from(m.visits);
        }
    }
    // The best expected value over the worlds, among moves with enough
    // evidence (a tenth of the best-supported move's visits).
    let most = merged.iter().map(|(_, _, _, v)| *v).fold(0.0, f64::max);
    let mut best = 0;
    let mut best_value = f64::NEG_INFINITY;
    let mut moves = Vec::with_capacity(merged.len());
    for (i, (mut stats, sum, weight, support)) in merged.into_iter().enumerate() {
        stats.value = if weight > 0.0 { sum / weight } else { 0.0 };
        if support >= most / 10.0 && weight > 0.0 && stats.value > best_value {
            best_value = stats.value;
            best = i;
        }
        moves.push(stats);
    }
    Ok((
        Report {
            best: moves[best].mv.clone(),
            moves,
            iterations,
            kept: 0,
            nodes,
            elapsed,
            proven: None,
        },
        None,
    ))
}

struct Tree<'a, R: Rules, H: ?Sized> {
    rules: &'a R,
    hooks: &'a H,
    config: &'a Config,
    seats: usize,
    nodes: Vec<Node<R::Move>>,
    rng: SplitMix64,
    iterations: u32,
    elapsed: Duration,
    /// The exploration constant (the game's, from the configured one).
    exploration: f64,
    /// The game gives priors.
    priors: bool,
    /// RAVE's `k`, when on.
    rave: Option<f64>,
    /// Scratch buffers.
    moves: Vec<R::Move>,
    outcomes: Vec<(R::Move, u32)>,
    prior_values: Vec<(f32, f32)>,
    /// RAVE: the (seat, key) of each move the playout played, and per key
    /// the seats (bits) that played it below the node being backed up.
    played: Vec<(Seat, usize)>,
    amaf_seats: Vec<u8>,
}

impl<'a, R, H> Tree<'a, R, H>
where
    R: Rules,
    H: Hooks<R> + ?Sized,
{
    fn new(rules: &'a R, hooks: &'a H, config: &'a Config) -> Self {
        Tree {
            rules,
            hooks,
            config,
            seats: usize::from(rules.seats()).clamp(1, MAX_SEATS),
            nodes: vec![Node::new(None, NONE, None)],
            rng: SplitMix64(config.seed ^ 0x7A70_1000_5EA2_C400),
            iterations: 0,
            elapsed: Duration::ZERO,
            exploration: hooks.exploration(config.exploration),
            priors: hooks.uses_priors(),
            rave: hooks.rave(),
            moves: Vec::new(),
            outcomes: Vec::new(),
            prior_values: Vec::new(),
            played: Vec::new(),
            amaf_seats: Vec::new(),
        }
    }

    /// A new node for `mv`, with its RAVE key when RAVE is on.
    fn node(&self, mv: R::Move, parent: u32, chooser: Option<Seat>) -> Node<R::Move> {
        let key = match self.rave {
            Some(_) => self
                .hooks
                .amaf_key(self.rules, &mv)
                .and_then(|k| u16::try_from(k).ok())
                .unwrap_or(NO_KEY),
            None => NO_KEY,
        };
        Node {
            key,
            ..Node::new(Some(mv), parent, chooser)
        }
    }

    /// Makes every untried move of the decision node `node` (position
    /// `state`) a child at once, with the hooks' priors.
    fn expand_with_priors(&mut self, node: u32, state: &R::State) {
        let index = node as usize;
        let Body::Decision { seat, untried, .. } = &mut self.nodes[index].body else {
            return;
        };
        let seat = *seat;
        // `untried` is in reverse order (last = next).
        let mut moves: Vec<R::Move> = std::mem::take(untried);
        moves.reverse();
        let mut priors = std::mem::take(&mut self.prior_values);
        priors.clear();
        self.hooks.priors(self.rules, state, &moves, &mut priors);
        let mut made = Vec::with_capacity(moves.len());
        for (i, mv) in moves.into_iter().enumerate() {
            let mut child = self.node(mv, node, Some(seat));
            if let Some(&(n, mean)) = priors.get(i) {
                child.prior_visits = n.max(0.0);
                child.prior_total = n.max(0.0) * mean.clamp(-1.0, 1.0);
            }
            made.push(self.nodes.len() as u32);
            self.nodes.push(child);
        }
        self.prior_values = priors;
        if let Body::Decision { children, .. } = &mut self.nodes[index].body {
            children.extend(made);
        }
    }

    fn run(&mut self, root: &R::State) {
        let start = Instant::now();
        self.hooks.begin_search(self.config.seed);
        let wanted = self.config.iterations.max(1);
        while self.iterations < wanted && self.nodes[0].proven.is_none() {
            let mut state = root.clone();
            self.iterate(&mut state);
            self.iterations += 1;
            // The root's reading left one candidate (a solitaire's solver,
            // a settled board's pass): nothing to weigh, however long the
            // budget.
            if let Body::Decision {
                untried, children, ..
            } = &self.nodes[0].body
                && untried.len() + children.len() == 1
            {
                break;
            }
            // Checked after every iteration: one playout of a long game
            // (TwixT's 500 plies of 500 placements) may take a good part
            // of the cap by itself.
            if let Some(cap) = self.config.time_cap
                && start.elapsed() >= cap
            {
                break;
            }
        }
        self.elapsed = start.elapsed();
    }

    /// One iteration: select, expand, play out, back up.
    fn iterate(&mut self, state: &mut R::State) {
        let mut node = 0u32;
        let values = loop {
            let index = node as usize;
            if let Some(exact) = &self.nodes[index].proven {
                break to_values(exact);
            }
            if matches!(self.nodes[index].body, Body::Fresh) {
                self.expand(node, state);
                if let Some(exact) = &self.nodes[index].proven {
                    let values = to_values(exact);
                    self.prove_upwards(self.nodes[index].parent);
                    break values;
                }
                if node != 0 && self.nodes[index].visits == 0 {
                    // A new leaf: estimate it by a playout.
                    break self.playout(state);
                }
            }
            match self.descend(node, state) {
                Some(child) => node = child,
                // The tree is full: play out from here.
                None => break self.playout(state),
            }
        };
        self.back_up(node, &values);
    }

    /// Looks at the position of a fresh node: its status, its moves (with
    /// the one-ply lookahead) or its throws.
    fn expand(&mut self, node: u32, state: &R::State) {
        let index = node as usize;
        match self.rules.status(state) {
            Status::Over(outcome) => {
                self.nodes[index].body = Body::Over;
                self.nodes[index].proven = Some(self.returns(&outcome));
            }
            Status::Chance => {
                let mut outcomes = Vec::new();
                self.rules.chance_outcomes(state, &mut outcomes);
                outcomes.retain(|(_, w)| *w > 0);
                let total = outcomes.iter().map(|(_, w)| u64::from(*w)).sum();
                let children = vec![NONE; outcomes.len()];
                self.nodes[index].body = Body::Chance {
                    outcomes,
                    total,
                    children,
                };
            }
            Status::ToMove(seat) => {
                let mut moves = std::mem::take(&mut self.moves);
                moves.clear();
                self.rules.legal_moves(state, &mut moves);
                if node == 0 {
                    self.hooks.order_root(self.rules, state, &mut moves);
                } else {
                    self.hooks.order(self.rules, state, &mut moves);
                }
                if moves.is_empty() {
                    // A hook may drop moves but must keep one; it did not.
                    self.rules.legal_moves(state, &mut moves);
                }
                let mut children = Vec::new();
                self.look_ahead(node, seat, state, &mut moves, &mut children);
                let untried: Vec<R::Move> = moves.drain(..).rev().collect();
                self.moves = moves;
                self.nodes[index].body = Body::Decision {
                    seat,
                    untried,
                    children,
                };
                self.try_prove(node);
            }
        }
    }

    /// The solver's one-ply lookahead (when on and the tree has room):
    /// the moves of `moves` that end the game become exact children of
    /// `node`, pushed to `children`; the others stay in `moves`, in order.
    fn look_ahead(
        &mut self,
        node: u32,
        seat: Seat,
        state: &R::State,
        moves: &mut Vec<R::Move>,
        children: &mut Vec<u32>,
    ) {
        if !self.config.lookahead || self.nodes.len() + moves.len() >= self.config.max_nodes {
            return;
        }
        let mut keep = Vec::with_capacity(moves.len());
        for mv in moves.drain(..) {
            let mut next = state.clone();
            self.rules.apply(&mut next, &mv);
            if let Status::Over(outcome) = self.rules.status(&next) {
                let child = self.nodes.len() as u32;
                let mut leaf = self.node(mv, node, Some(seat));
                leaf.body = Body::Over;
                leaf.proven = Some(self.returns(&outcome));
                self.nodes.push(leaf);
                children.push(child);
            } else {
                keep.push(mv);
            }
        }
        *moves = keep;
    }

    /// Makes a kept root's moves the root's: it was expanded as an inner
    /// node, by [`Hooks::order`], so its children for moves that
    /// [`Hooks::order_root`] drops go (with their subtrees), and the moves
    /// it keeps that have no child yet are untried (or exact children, by
    /// the lookahead). The root's proof is made again from its children.
    fn refresh_root(&mut self, state: &R::State) {
        let Body::Decision { seat, children, .. } = &mut self.nodes[0].body else {
            // Never looked at: the first iteration expands it as a root.
            return;
        };
        let seat = *seat;
        let old = std::mem::take(children);
        let mut moves = std::mem::take(&mut self.moves);
        moves.clear();
        self.rules.legal_moves(state, &mut moves);
        self.hooks.order_root(self.rules, state, &mut moves);
        if moves.is_empty() {
            self.rules.legal_moves(state, &mut moves);
        }
        let mut children = Vec::with_capacity(moves.len());
        for &child in &old {
            let mv = self.nodes[child as usize].mv.as_ref();
            if let Some(i) = moves.iter().position(|m| Some(m) == mv) {
                moves.remove(i);
                children.push(child);
            }
        }
        let dropped = children.len() < old.len();
        self.look_ahead(0, seat, state, &mut moves, &mut children);
        let untried: Vec<R::Move> = moves.drain(..).rev().collect();
        self.moves = moves;
        self.nodes[0].body = Body::Decision {
            seat,
            untried,
            children,
        };
        self.nodes[0].proven = None;
        self.try_prove(0);
        if dropped {
            self.nodes = compact(std::mem::take(&mut self.nodes), 0);
        }
    }

    /// The child to walk to from an expanded node (made if needed), with the
    /// move applied to `state`; `None` when the tree is full there.
    fn descend(&mut self, node: u32, state: &mut R::State) -> Option<u32> {
        enum Step<M> {
            Try(M, Seat),
            Select(Seat),
            Throw(usize, M, u32),
        }
        let index = node as usize;
        let full = self.nodes.len() >= self.config.max_nodes;
        if self.priors
            && let Body::Decision { untried, .. } = &self.nodes[index].body
            && !untried.is_empty()
        {
            // Every child at once, with priors, after a few visits (the
            // root at once); until then, and when they do not fit, play
            // out from here.
            let room = self.nodes.len() + untried.len() <= self.config.max_nodes;
            if !room || (node != 0 && self.nodes[index].visits < EXPAND_AFTER) {
                return None;
            }
            self.expand_with_priors(node, state);
        }
        let step = match &mut self.nodes[index].body {
            Body::Decision { seat, untried, .. } => match untried.pop() {
                Some(mv) if !full => Step::Try(mv, *seat),
                Some(mv) => {
                    untried.push(mv);
                    Step::Select(*seat)
                }
                None => Step::Select(*seat),
            },
            Body::Chance {
                outcomes, children, ..
            } => {
                let pick = sample(outcomes, &mut self.rng)?;
                Step::Throw(pick, outcomes[pick].0.clone(), children[pick])
            }
            Body::Fresh | Body::Over => return None,
        };
        match step {
            Step::Try(mv, seat) => {
                self.rules.apply(state, &mv);
                let child = self.nodes.len() as u32;
                let made = self.node(mv, node, Some(seat));
                self.nodes.push(made);
                if let Body::Decision { children, .. } = &mut self.nodes[index].body {
                    children.push(child);
                }
                Some(child)
            }
            Step::Select(seat) => {
                let Body::Decision { children, .. } = &self.nodes[index].body else {
                    return None;
                };
                let child = self.select(children, seat, self.nodes[index].visits)?;
                let mv = self.nodes[child as usize].mv.as_ref()?;
                self.rules.apply(state, mv);
                Some(child)
            }
            Step::Throw(pick, mv, existing) => {
                self.rules.apply(state, &mv);
                if existing != NONE {
                    return Some(existing);
                }
                if full {
                    return None;
                }
                let child = self.nodes.len() as u32;
                self.nodes.push(Node::new(Some(mv), node, None));
                if let Body::Chance { children, .. } = &mut self.nodes[index].body {
                    children[pick] = child;
                }
                Some(child)
            }
        }
    }

    /// UCT among `children` for `seat`; proven children count with their
    /// exact value.
    fn select(&self, children: &[u32], seat: Seat, parent_visits: u32) -> Option<u32> {
        let log_n = f64::from(parent_visits.max(1)).ln();
        let c = self.exploration;
        let mut best = None;
        let mut best_score = f64::NEG_INFINITY;
        for &child in children {
            let n = &self.nodes[child as usize];
            // Real visits and the priors' virtual ones.
            let visits = f64::from(n.visits) + f64::from(n.prior_visits);
            let score = if visits <= 0.0 {
                f64::INFINITY
            } else {
                let mean = match &n.proven {
                    Some(exact) => exact[seat.index()],
                    None => {
                        let mean = (n.total + f64::from(n.prior_total)) / visits;
                        match self.rave {
                            Some(k) if n.amaf_visits > 0 => {
                                let beta = (k / (3.0 * visits + k)).sqrt();
                                let amaf = f64::from(n.amaf_total) / f64::from(n.amaf_visits);
                                (1.0 - beta) * mean + beta * amaf
                            }
                            _ => mean,
                        }
                    }
                };
                mean + c * (log_n / visits).sqrt()
            };
            if score > best_score {
                best_score = score;
                best = Some(child);
            }
        }
        best
    }

    /// Plays on from `state` by the hooks' policy; the result per seat.
    fn playout(&mut self, state: &mut R::State) -> Values {
        let limit = self.rules.max_plies();
        let stop_at = self.hooks.playout_plies();
        let mut moves = std::mem::take(&mut self.moves);
        let mut outcomes = std::mem::take(&mut self.outcomes);
        let mut values = [0.0; MAX_SEATS];
        let mut ply = 0u32;
        loop {
            if stop_at.is_some_and(|d| ply >= d) || ply >= limit {
                let mut estimate = [0.0; MAX_SEATS];
                let valued = if self.rave.is_some() {
                    self.hooks.evaluate_played(
                        self.rules,
                        state,
                        &mut estimate[..self.seats],
                        &mut self.played,
                    )
                } else {
                    self.hooks
                        .evaluate(self.rules, state, &mut estimate[..self.seats])
                };
                if valued {
                    values = estimate;
                }
                break;
            }
            match self.rules.status(state) {
                Status::Over(outcome) => {
                    let exact = self.returns(&outcome);
                    values[..self.seats].copy_from_slice(&exact);
                    break;
                }
                Status::ToMove(seat) => {
                    moves.clear();
                    self.rules.legal_moves(state, &mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    let i = self
                        .hooks
                        .playout_move(self.rules, state, &moves, &mut self.rng)
                        .min(moves.len() - 1);
                    if self.rave.is_some()
                        && let Some(key) = self.hooks.amaf_key(self.rules, &moves[i])
                    {
                        self.played.push((seat, key));
                    }
                    self.rules.apply(state, &moves[i]);
                }
                Status::Chance => {
                    outcomes.clear();
                    self.rules.chance_outcomes(state, &mut outcomes);
                    let Some(i) = sample(&outcomes, &mut self.rng) else {
                        break;
                    };
                    self.rules.apply(state, &outcomes[i].0);
                }
            }
            ply += 1;
        }
        self.moves = moves;
        self.outcomes = outcomes;
        values
    }

    /// Adds `values` to `leaf` and its ancestors, and with RAVE to the
    /// all-moves-as-first statistics of their children.
    fn back_up(&mut self, leaf: u32, values: &Values) {
        if self.rave.is_some() {
            self.back_up_amaf(leaf, values);
        }
        let mut node = leaf;
        while node != NONE {
            let n = &mut self.nodes[node as usize];
            n.visits += 1;
            if let Some(seat) = n.chooser {
                n.total += values[seat.index()];
            }
            node = n.parent;
        }
    }

    /// RAVE: walking up from `leaf`, every child of a node on the way
    /// whose move its seat played later in this iteration (below the node
    /// in the tree, or in the playout) gets the iteration's result.
    fn back_up_amaf(&mut self, leaf: u32, values: &Values) {
        let mut seats = std::mem::take(&mut self.amaf_seats);
        let mut played = std::mem::take(&mut self.played);
        let mark = |seats: &mut Vec<u8>, seat: Seat, key: usize| {
            if key >= seats.len() {
                seats.resize(key + 1, 0);
            }
            seats[key] |= 1 << (seat.index() % 8);
        };
        for &(seat, key) in &played {
            mark(&mut seats, seat, key);
        }
        let mut node = leaf;
        while node != NONE {
            let index = node as usize;
            if let Body::Decision { children, .. } = &self.nodes[index].body {
                for i in 0..children.len() {
                    let child = match &self.nodes[index].body {
                        Body::Decision { children, .. } => children[i] as usize,
                        _ => unreachable!(),
                    };
                    let c = &mut self.nodes[child];
                    let (Some(seat), key) = (c.chooser, usize::from(c.key)) else {
                        continue;
                    };
                    if c.key != NO_KEY && seats.get(key).is_some_and(|s| s & (1 << (seat.index() % 8)) != 0) {
                        c.amaf_visits += 1;
                        c.amaf_total += values[seat.index()] as f32;
                    }
                }
            }
            let n = &self.nodes[index];
            if let Some(seat) = n.chooser
                && n.key != NO_KEY
            {
                mark(&mut seats, seat, usize::from(n.key));
            }
            node = n.parent;
        }
        seats.iter_mut().for_each(|s| *s = 0);
        played.clear();
        self.amaf_seats = seats;
        self.played = played;
    }

    /// Tries to prove `node` and then its ancestors, stopping at the first
    /// that stays unproven.
    fn prove_upwards(&mut self, mut node: u32) {
        while node != NONE && self.try_prove(node) {
            node = self.nodes[node as usize].parent;
        }
    }

    /// Proves `node` if its children allow; true if it is proven.
    fn try_prove(&mut self, node: u32) -> bool {
        let index = node as usize;
        if self.nodes[index].proven.is_some() {
            return true;
        }
        let exact: Option<Box<[f64]>> = match &self.nodes[index].body {
            Body::Decision {
                seat,
                untried,
                children,
            } => {
                let s = seat.index();
                let mut best: Option<&[f64]> = None;
                let mut all = untried.is_empty();
                for &child in children {
                    match &self.nodes[child as usize].proven {
                        Some(v) if v[s] >= 1.0 => {
                            best = Some(v);
                            all = true;
                            break;
                        }
                        Some(v) => {
                            if best.is_none_or(|b| v[s] > b[s]) {
                                best = Some(v);
                            }
                        }
                        None => all = false,
                    }
                }
                match best {
                    Some(v) if all => Some(v.into()),
                    _ => None,
                }
            }
            Body::Chance {
                outcomes,
                total,
                children,
            } => {
                let mut sum = vec![0.0; self.seats];
                let mut all = true;
                for (i, &child) in children.iter().enumerate() {
                    match self.nodes.get(child as usize).and_then(|n| n.proven.as_ref()) {
                        Some(v) => {
                            let p = f64::from(outcomes[i].1) / *total as f64;
                            for (acc, x) in sum.iter_mut().zip(v.iter()) {
                                *acc += p * x;
                            }
                        }
                        None => {
                            all = false;
                            break;
                        }
                    }
                }
                all.then(|| sum.into_boxed_slice())
            }
            Body::Fresh | Body::Over => None,
        };
        let proven = exact.is_some();
        if proven {
            self.nodes[index].proven = exact;
        }
        proven
    }

    /// An outcome as values per seat.
    fn returns(&self, outcome: &games::Outcome) -> Box<[f64]> {
        outcome.returns(self.seats as u8).into_boxed_slice()
    }

    fn report(&self) -> Report<R::Move> {
        let root = &self.nodes[0];
        let (seat, children) = match &root.body {
            Body::Decision { seat, children, .. } => (*seat, children.as_slice()),
            _ => unreachable!("the root is a decision node after one iteration"),
        };
        let s = seat.index();
        let mut moves = Vec::with_capacity(children.len());
        for &child in children {
            let n = &self.nodes[child as usize];
            let value = match &n.proven {
                Some(v) => v[s],
                None if n.visits > 0 => n.total / f64::from(n.visits),
                None => 0.0,
            };
            moves.push(MoveStats {
                mv: n.mv.clone().expect("children have moves"),
                visits: n.visits,
                value,
                proven: n.proven.is_some(),
            });
        }
        // Untried root moves (a budget smaller than the branching factor)
        // still count as candidates, after every tried one.
        if let Body::Decision { untried, .. } = &root.body {
            for mv in untried.iter().rev() {
                moves.push(MoveStats {
                    mv: mv.clone(),
                    visits: 0,
                    value: 0.0,
                    proven: false,
                });
            }
        }
        let proven = root.proven.as_ref().and_then(|v| result_of(v, s));
        let best = choose(&moves, root.proven.as_deref().map(|v| v[s]));
        Report {
            best: moves[best].mv.clone(),
            moves,
            iterations: self.iterations,
            kept: 0,
            nodes: self.nodes.len(),
            elapsed: self.elapsed,
            proven,
        }
    }
}

/// A search's tree kept for the next search in the same game
/// ([`search_kept`]). Its root is the position it was searched from.
pub struct KeptTree<M> {
    nodes: Vec<Node<M>>,
}

impl<M: Clone + PartialEq> KeptTree<M> {
    /// Nodes held.
    pub fn nodes(&self) -> usize {
        self.nodes.len()
    }

    /// The root's visits.
    pub fn visits(&self) -> u32 {
        self.nodes.first().map_or(0, |n| n.visits)
    }

    /// The subtree under `moves` (moves and throws, played in turn from
    /// the root), re-rooted there, everything else dropped; `None` when
    /// the tree never made a node for one of them.
    pub fn follow(self, moves: &[M]) -> Option<KeptTree<M>> {
        if moves.is_empty() {
            return Some(self);
        }
        let mut at = 0u32;
        for mv in moves {
            let node = self.nodes.get(at as usize)?;
            let found = match &node.body {
                Body::Decision { children, .. } => children
                    .iter()
                    .copied()
                    .find(|&c| self.nodes[c as usize].mv.as_ref() == Some(mv)),
                Body::Chance {
                    outcomes, children, ..
                } => outcomes
                    .iter()
                    .position(|(m, _)| m == mv)
                    .map(|i| children[i])
                    .filter(|&c| c != NONE),
                Body::Fresh | Body::Over => None,
            };
            at = found?;
        }
        Some(KeptTree {
            nodes: compact(self.nodes, at),
        })
    }
}

/// The subtree of `nodes` under `root`, renumbered breadth first from 0
/// (the root loses its move: it is where the next search starts).
fn compact<M>(mut nodes: Vec<Node<M>>, root: u32) -> Vec<Node<M>> {
    let children_of = |body: &Body<M>| -> Vec<u32> {
        match body {
            Body::Decision { children, .. } | Body::Chance { children, .. } => {
                children.iter().copied().filter(|&c| c != NONE).collect()
            }
            Body::Fresh | Body::Over => Vec::new(),
        }
    };
    let mut order = vec![root];
    let mut new_index = vec![NONE; nodes.len()];
    new_index[root as usize] = 0;
    let mut i = 0;
    while i < order.len() {
        for c in children_of(&nodes[order[i] as usize].body) {
            new_index[c as usize] = order.len() as u32;
            order.push(c);
        }
        i += 1;
    }
    let mut out = Vec::with_capacity(order.len());
    for &old in &order {
        let mut node = std::mem::replace(&mut nodes[old as usize], Node::new(None, NONE, None));
        node.parent = if old == root {
            NONE
        } else {
            new_index[node.parent as usize]
        };
        match &mut node.body {
            Body::Decision { children, .. } | Body::Chance { children, .. } => {
                for c in children.iter_mut().filter(|c| **c != NONE) {
                    *c = new_index[*c as usize];
                }
            }
            Body::Fresh | Body::Over => {}
        }
        out.push(node);
    }
    let top = &mut out[0];
    top.mv = None;
    top.chooser = None;
    top.key = NO_KEY;
    out
}

/// The index of the move to play: the proven best when the root is proven,
/// else the most visited move not proven lost (ties to the better value),
/// unless a proven move is known to be better than its estimate.
fn choose<M>(moves: &[MoveStats<M>], root_exact: Option<f64>) -> usize {
    if let Some(exact) = root_exact
        && exact > -1.0
        && let Some(i) = moves.iter().position(|m| m.proven && m.value >= exact)
    {
        return i;
    }
    let lost = |m: &MoveStats<M>| m.proven && m.value <= -1.0;
    let all_lost = moves.iter().all(lost);
    let mut best = 0;
    for (i, m) in moves.iter().enumerate() {
        let b = &moves[best];
        if !all_lost && lost(m) {
            continue;
        }
        if (!all_lost && lost(b)) || m.visits > b.visits || (m.visits == b.visits && m.value > b.value) {
            best = i;
        }
    }
    // An exact value beats an estimate that is worse.
    let estimate = &moves[best];
    if !estimate.proven
        && let Some(i) = moves
            .iter()
            .enumerate()
            .filter(|(_, m)| m.proven && m.value > estimate.value)
            .max_by(|a, b| a.1.value.total_cmp(&b.1.value))
            .map(|(i, _)| i)
    {
        return i;
    }
    best
}

/// The result a proven value means for `seat`; `None` for an expectation
/// over dice that is none of win, draw or loss.
fn result_of(values: &[f64], seat: usize) -> Option<SeatResult> {
    match values[seat] {
        v if v >= 1.0 => Some(SeatResult::Win),
        v if v <= -1.0 => Some(SeatResult::Loss),
        v if v.abs() < 1e-9 => Some(SeatResult::Draw),
        _ => None,
    }
}

fn to_values(exact: &[f64]) -> Values {
    let mut values = [0.0; MAX_SEATS];
    let n = exact.len().min(MAX_SEATS);
    values[..n].copy_from_slice(&exact[..n]);
    values
}

/// An outcome index drawn by weight; `None` if every weight is zero.
pub(crate) fn sample<M>(outcomes: &[(M, u32)], rng: &mut SplitMix64) -> Option<usize> {
    let total: u64 = outcomes.iter().map(|(_, w)| u64::from(*w)).sum();
    if total == 0 {
        return None;
    }
    let mut r = ((u128::from(rng.next_u64()) * u128::from(total)) >> 64) as u64;
    for (i, (_, w)) in outcomes.iter().enumerate() {
        if r < u64::from(*w) {
            return Some(i);
        }
        r -= u64::from(*w);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hooks::Plain;
    use games::Options;
    use games::alignment::gomoku::Gomoku;
    use games::capture::nim::Nim;
    use games::mancala::awele::{Awele, Sow};
    use games::races::ur_bell::UrBell;

    fn rules<R: Rules>() -> R {
        R::new(&Options::defaults(R::info().options)).unwrap()
    }

    fn after<R: Rules>(rules: &R, moves: &[&str]) -> R::State {
        let mut state = rules.initial();
        for m in moves {
            rules.play(&mut state, m).unwrap();
        }
        state
    }

    fn best<R: Rules>(rules: &R, state: &R::State, iterations: u32, seed: u64) -> (String, Report<R::Move>) {
        let report = search(rules, state, &Plain, &Config::new(iterations, seed)).unwrap();
        (rules.format_move(state, &report.best), report)
    }

    #[test]
    fn a_win_in_one_is_taken_after_a_single_iteration() {
        let g: Gomoku = rules();
        let state = after(&g, &["h8", "a1", "h9", "a2", "h10", "a3", "h11", "b5"]);
        let (mv, report) = best(&g, &state, 1, 0);
        assert!(mv == "h12" || mv == "h7", "{mv}");
        assert_eq!(report.proven, Some(SeatResult::Win));
        assert_eq!(report.iterations, 1, "a proven root ends the search");
    }

    #[test]
    fn a_loss_in_one_is_blocked() {
        let g: Gomoku = rules();
        let state = after(&g, &["h8", "h7", "h9", "a1", "h10", "a2", "h11"]);
        for seed in 0..3 {
            let (mv, _) = best(&g, &state, 1_000, seed);
            assert_eq!(mv, "h12", "seed {seed}");
        }
    }

    #[test]
    fn the_same_seed_and_iterations_give_the_same_search() {
        let g: Gomoku = rules();
        let state = after(&g, &["h8", "h9", "j9"]);
        let (a, ra) = best(&g, &state, 800, 42);
        let (b, rb) = best(&g, &state, 800, 42);
        assert_eq!(a, b);
        let visits = |r: &Report<_>| r.moves.iter().map(|m| m.visits).collect::<Vec<_>>();
        assert_eq!(visits(&ra), visits(&rb));
        assert_eq!(ra.nodes, rb.nodes);
    }

    #[test]
    fn small_nim_is_solved_exactly() {
        let given = [("rows".to_string(), games::OptionValue::Text("1-2-3".into()))];
        let options = Options::validate(Nim::info().options, &given.into_iter().collect()).unwrap();
        let n = Nim::new(&options).unwrap();
        let state = n.initial();
        // Misère nim with a row above 1 is won as in normal play: the seat
        // to move loses when the rows' nim-sum is 0 (1 ^ 2 ^ 3 = 0).
        let report = search(&n, &state, &Plain, &Config::new(100_000, 0)).unwrap();
        assert_eq!(report.proven, Some(SeatResult::Loss), "{report:?}");
        let mut next = state.clone();
        n.apply(&mut next, &report.best);
        let reply = search(&n, &next, &Plain, &Config::new(100_000, 0)).unwrap();
        assert_eq!(reply.proven, Some(SeatResult::Win));
        // The winning reply leaves a position lost for the opponent: nim-sum
        // 0 with a row above 1, or an odd number of single matches.
        let mut won = next.clone();
        n.apply(&mut won, &reply.best);
        let text = n.position_text(&won);
        let rows: Vec<u32> = text
            .split(' ')
            .next()
            .unwrap()
            .split('-')
            .map(|r| r.parse().unwrap())
            .collect();
        let lost_for_mover = if rows.iter().any(|&r| r > 1) {
            rows.iter().fold(0, |x, r| x ^ r) == 0
        } else {
            rows.iter().sum::<u32>() % 2 == 1
        };
        assert!(lost_for_mover, "{text}");
    }

    #[test]
    fn chance_nodes_are_sampled_and_searched() {
        let u: UrBell = rules();
        assert!(matches!(
            search(&u, &u.initial(), &Plain, &Config::new(10, 0)),
            Err(SearchError::Chance)
        ));
        // Random plies up to a seat with a choice.
        let mut state = u.initial();
        let mut rng = SplitMix64(1);
        let legal = loop {
            let legal = match u.status(&state) {
                Status::Chance => {
                    let mut outcomes = Vec::new();
                    u.chance_outcomes(&state, &mut outcomes);
                    outcomes.into_iter().map(|(m, _)| m).collect()
                }
                _ => u.legal_vec(&state),
            };
            if u.status(&state).seat().is_some() && legal.len() > 1 {
                break legal;
            }
            u.apply(&mut state, &legal[rng.below(legal.len())]);
        };
        assert!(legal.len() > 1, "{}", u.position_text(&state));
        let (_, report) = best(&u, &state, 2_000, 5);
        assert!(legal.contains(&report.best));
        assert!(report.nodes > 100, "the tree grows through chance nodes");
        let single = after(&u, &["3"]);
        let (mv, report) = best(&u, &single, 2_000, 5);
        assert_eq!(
            (mv.as_str(), report.iterations),
            ("enter", 0),
            "a single move needs no search"
        );
    }

    #[test]
    fn a_full_tree_still_searches() {
        let g: Gomoku = rules();
        let state = after(&g, &["h8", "h7", "h9", "a1", "h10", "a2", "h11"]);
        let config = Config {
            max_nodes: 400,
            ..Config::new(3_000, 1)
        };
        let report = search(&g, &state, &Plain, &config).unwrap();
        assert!(report.nodes <= 400 + 225, "{}", report.nodes);
        assert_eq!(report.iterations, 3_000);
    }

    /// Gomoku hooks for the tests of priors and RAVE: `favourite` gets a
    /// strong prior when priors are on; RAVE keys are the points.
    struct Knobs {
        favourite: Option<u8>,
        rave: Option<f64>,
        keys: bool,
    }

    impl Hooks<Gomoku> for Knobs {
        fn uses_priors(&self) -> bool {
            self.favourite.is_some()
        }
        fn priors(
            &self,
            _rules: &Gomoku,
            _state: &<Gomoku as Rules>::State,
            moves: &[<Gomoku as Rules>::Move],
            out: &mut Vec<(f32, f32)>,
        ) {
            for mv in moves {
                let favoured = Some(mv.0) == self.favourite;
                out.push(if favoured { (500.0, 1.0) } else { (5.0, 0.0) });
            }
        }
        fn rave(&self) -> Option<f64> {
            self.rave
        }
        fn amaf_key(&self, _rules: &Gomoku, mv: &<Gomoku as Rules>::Move) -> Option<usize> {
            self.keys.then_some(usize::from(mv.0))
        }
    }

    #[test]
    fn priors_lead_the_selection_and_every_child_is_made_at_once() {
        let g: Gomoku = rules();
        let state = after(&g, &["h8", "h9", "j9"]);
        let legal = g.legal_vec(&state).len();
        // a1, a corner far from the fight: the plain search hardly visits it.
        let corner = 0u8;
        let hooks = Knobs {
            favourite: Some(corner),
            rave: None,
            keys: false,
        };
        let report = search(&g, &state, &hooks, &Config::new(300, 1)).unwrap();
        assert_eq!(report.moves.len(), legal, "every root move is a child");
        // The virtual results count in the selection: not every move needs
        // a visit of its own first.
        assert!(report.moves.iter().any(|m| m.visits == 0), "{report:?}");
        let most = report.moves.iter().max_by_key(|m| m.visits).unwrap();
        assert_eq!(most.mv.0, corner, "{report:?}");
        let plain = search(&g, &state, &Plain, &Config::new(300, 1)).unwrap();
        let corner_visits = plain
            .moves
            .iter()
            .find(|m| m.mv.0 == corner)
            .map_or(0, |m| m.visits);
        assert!(corner_visits <= 1, "{corner_visits}");
    }

    /// The all-moves-as-first counts of the root's children after a search.
    fn amaf_counts(hooks: &Knobs, iterations: u32) -> Vec<(u32, u32)> {
        let g: Gomoku = rules();
        let state = after(&g, &["h8", "h9", "j9"]);
        let config = Config::new(iterations, 5);
        let mut tree = Tree::new(&g, hooks, &config);
        tree.run(&state);
        let Body::Decision { children, .. } = &tree.nodes[0].body else {
            unreachable!()
        };
        children
            .iter()
            .map(|&c| (tree.nodes[c as usize].visits, tree.nodes[c as usize].amaf_visits))
            .collect()
    }

    #[test]
    fn rave_counts_a_move_played_later_as_if_played_first() {
        let on = Knobs {
            favourite: None,
            rave: Some(100.0),
            keys: true,
        };
        let counts = amaf_counts(&on, 150);
        // Every iteration through a child counts for its move, and the
        // moves played later in the tree and in the playout count too.
        assert!(counts.iter().all(|&(visits, amaf)| amaf >= visits), "{counts:?}");
        assert!(
            counts.iter().any(|&(visits, amaf)| amaf > visits + 5),
            "{counts:?}"
        );
        // Off, or without keys, nothing is counted and the search is the
        // plain one.
        for hooks in [Knobs { rave: None, ..on }, Knobs { keys: false, ..on }] {
            let counts = amaf_counts(&hooks, 150);
            assert!(counts.iter().all(|&(_, amaf)| amaf == 0), "{counts:?}");
        }
        let g: Gomoku = rules();
        let state = after(&g, &["h8", "h9", "j9"]);
        let off = Knobs { rave: None, ..on };
        let a = search(&g, &state, &off, &Config::new(400, 2)).unwrap();
        let b = search(&g, &state, &Plain, &Config::new(400, 2)).unwrap();
        let visits = |r: &Report<_>| r.moves.iter().map(|m| (m.mv, m.visits)).collect::<Vec<_>>();
        assert_eq!(visits(&a), visits(&b));
    }

    /// The child of `node` in `tree` for `mv`, and its visits.
    fn child_of<M: PartialEq>(nodes: &[Node<M>], node: u32, mv: &M) -> (u32, u32) {
        let Body::Decision { children, .. } = &nodes[node as usize].body else {
            unreachable!()
        };
        let c = *children
            .iter()
            .find(|&&c| nodes[c as usize].mv.as_ref() == Some(mv))
            .unwrap();
        (c, nodes[c as usize].visits)
    }

    #[test]
    fn a_followed_tree_keeps_the_visits_of_the_chosen_child() {
        // Awele: six moves at most, so the replies get visits of their own.
        let g: Awele = rules();
        let state = g.initial();
        let (report, tree) = search_kept(&g, &state, &Plain, &Config::new(3_000, 4), None).unwrap();
        assert_eq!(report.kept, 0);
        let tree = tree.unwrap();
        assert_eq!(tree.visits(), 3_000);
        // The chosen move, then the reply the tree looked at most.
        let (chosen, chosen_visits) = child_of(&tree.nodes, 0, &report.best);
        let Body::Decision { children, .. } = &tree.nodes[chosen as usize].body else {
            unreachable!()
        };
        let reply = children
            .iter()
            .map(|&c| &tree.nodes[c as usize])
            .max_by_key(|n| n.visits)
            .unwrap();
        let (reply_move, reply_visits) = (reply.mv.unwrap(), reply.visits);
        assert!(reply_visits > 10, "{reply_visits}");
        let all = tree.nodes();
        let under = tree.follow(std::slice::from_ref(&report.best)).unwrap();
        assert_eq!(under.visits(), chosen_visits);
        assert!(under.nodes() < all, "the other moves' subtrees are dropped");
        let under = under.follow(std::slice::from_ref(&reply_move)).unwrap();
        assert_eq!(under.visits(), reply_visits);
        // Every node of the subtree is its root's or its descendant.
        for (i, n) in under.nodes.iter().enumerate().skip(1) {
            assert!((n.parent as usize) < i, "breadth first: parent before child");
        }
        assert!(under.nodes[0].mv.is_none() && under.nodes[0].parent == NONE);
        // The next search starts with them and adds its own iterations.
        let mut next = state.clone();
        g.apply(&mut next, &report.best);
        g.apply(&mut next, &reply_move);
        let before: Vec<(Sow, u32)> = {
            let Body::Decision { children, .. } = &under.nodes[0].body else {
                unreachable!()
            };
            children
                .iter()
                .map(|&c| {
                    (
                        under.nodes[c as usize].mv.unwrap(),
                        under.nodes[c as usize].visits,
                    )
                })
                .collect()
        };
        let (again, tree) = search_kept(&g, &next, &Plain, &Config::new(500, 5), Some(under)).unwrap();
        assert_eq!((again.kept, again.iterations), (reply_visits, 500));
        assert_eq!(tree.unwrap().visits(), reply_visits + 500);
        for (mv, visits) in before {
            let now = again.moves.iter().find(|m| m.mv == mv).unwrap();
            assert!(now.visits >= visits, "{mv:?}: {} < {visits}", now.visits);
        }
        // A move the tree never made a node for leads nowhere.
        let (_, tree) = search_kept(&g, &state, &Plain, &Config::new(3, 4), None).unwrap();
        let unseen = g
            .legal_vec(&state)
            .into_iter()
            .find(|mv| {
                !tree
                    .as_ref()
                    .unwrap()
                    .nodes
                    .iter()
                    .any(|n| n.mv.as_ref() == Some(mv))
            })
            .unwrap();
        assert!(tree.unwrap().follow(&[unseen]).is_none());
    }

    #[test]
    fn a_kept_search_is_deterministic_and_without_a_tree_the_plain_one() {
        let g: Gomoku = rules();
        let state = after(&g, &["h8", "h9", "j9"]);
        let run = || {
            let (first, tree) = search_kept(&g, &state, &Plain, &Config::new(1_500, 8), None).unwrap();
            let mut next = state.clone();
            g.apply(&mut next, &first.best);
            let reply = g.legal_vec(&next)[0];
            g.apply(&mut next, &reply);
            let kept = tree.unwrap().follow(&[first.best, reply]);
            let (second, _) = search_kept(&g, &next, &Plain, &Config::new(700, 9), kept).unwrap();
            let visits = second.moves.iter().map(|m| (m.mv, m.visits)).collect::<Vec<_>>();
            (second.best, second.kept, second.nodes, visits)
        };
        assert_eq!(run(), run());
        let (plain, _) = best(&g, &state, 900, 3);
        let (kept, tree) = search_kept(&g, &state, &Plain, &Config::new(900, 3), None).unwrap();
        assert_eq!(plain, g.format_move(&state, &kept.best));
        assert_eq!(tree.unwrap().nodes(), kept.nodes);
    }

    /// Awele hooks whose root keeps only its first two moves, and whose
    /// inner nodes keep every move.
    struct TwoAtRoot;

    impl Hooks<Awele> for TwoAtRoot {
        fn order_root(&self, _rules: &Awele, _state: &<Awele as Rules>::State, moves: &mut Vec<Sow>) {
            moves.truncate(2);
        }
    }

    /// Awele hooks whose root keeps only its first move.
    struct OneAtRoot;

    impl Hooks<Awele> for OneAtRoot {
        fn order_root(&self, _rules: &Awele, _state: &<Awele as Rules>::State, moves: &mut Vec<Sow>) {
            moves.truncate(1);
        }
    }

    #[test]
    fn a_root_left_with_one_candidate_stops_after_one_iteration() {
        let g: Awele = rules();
        let state = g.initial();
        let mut first = g.legal_vec(&state);
        first.truncate(1);
        let (report, _) = search_kept(&g, &state, &OneAtRoot, &Config::new(3_000, 1), None).unwrap();
        assert_eq!((report.best, report.iterations), (first[0], 1));
        // Two candidates are weighed for the whole budget.
        let (report, _) = search_kept(&g, &state, &TwoAtRoot, &Config::new(3_000, 1), None).unwrap();
        assert_eq!(report.iterations, 3_000);
    }

    #[test]
    fn a_kept_root_weighs_only_the_moves_the_root_keeps() {
        let g: Awele = rules();
        let state = g.initial();
        let (first, tree) = search_kept(&g, &state, &TwoAtRoot, &Config::new(3_000, 1), None).unwrap();
        let mut next = state.clone();
        g.apply(&mut next, &first.best);
        // The reply the inner node looked at most, wherever it is.
        let tree = tree.unwrap().follow(std::slice::from_ref(&first.best)).unwrap();
        let Body::Decision { children, .. } = &tree.nodes[0].body else {
            unreachable!()
        };
        let reply = children
            .iter()
            .max_by_key(|&&c| tree.nodes[c as usize].visits)
            .unwrap();
        let reply = tree.nodes[*reply as usize].mv.unwrap();
        g.apply(&mut next, &reply);
        let kept = tree.follow(std::slice::from_ref(&reply)).unwrap();
        let Body::Decision { children, .. } = &kept.nodes[0].body else {
            unreachable!()
        };
        let (inner, nodes) = (children.len(), kept.nodes());
        let mut allowed = g.legal_vec(&next);
        TwoAtRoot.order_root(&g, &next, &mut allowed);
        assert!(inner > allowed.len(), "the inner node tried every move: {inner}");
        let (report, tree) = search_kept(&g, &next, &TwoAtRoot, &Config::new(1, 2), Some(kept)).unwrap();
        assert!(report.kept > 0);
        let weighed: Vec<Sow> = report.moves.iter().map(|m| m.mv).collect();
        assert_eq!(weighed, allowed, "{report:?}");
        // The dropped moves' subtrees went with them.
        assert!(tree.unwrap().nodes() < nodes, "{nodes}");
    }

    #[test]
    fn the_robust_child_skips_proven_losses_and_prefers_exact_draws() {
        let m = |visits, value, proven| MoveStats {
            mv: (),
            visits,
            value,
            proven,
        };
        assert_eq!(choose(&[m(90, -1.0, true), m(10, 0.2, false)], None), 1);
        assert_eq!(choose(&[m(90, -0.6, false), m(10, 0.0, true)], None), 1);
        assert_eq!(choose(&[m(90, 0.3, false), m(10, 0.0, true)], None), 0);
        assert_eq!(choose(&[m(5, -1.0, true), m(9, -1.0, true)], Some(-1.0)), 1);
        assert_eq!(choose(&[m(5, 0.1, false), m(1, 1.0, true)], Some(1.0)), 1);
    }
}
