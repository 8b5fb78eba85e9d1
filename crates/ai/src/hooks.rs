//! What a game may tell the search about itself: move ordering, a playout
//! policy, an evaluation, and (for hidden information) how to sample what a
//! seat cannot see. Every hook has a default, so a game needs none.

use games::playout::SplitMix64;
use games::{Rules, Seat};

/// Per-game knowledge for the search (OpenSpiel's pluggable evaluator). The
/// defaults give plain UCT with uniform random playouts to the end of the
/// game, which is sound for every game of perfect information.
pub trait Hooks<R: Rules>: Send + Sync {
    /// Puts a node's moves in the order the search should try them, best
    /// first: the search expands unvisited moves in this order, so it
    /// matters most with small budgets. It may drop moves it knows are never
    /// better than one it keeps (a far-away stone in gomoku), but must keep
    /// at least one. Default: the rules' order, nothing dropped.
    fn order(&self, _rules: &R, _state: &R::State, _moves: &mut Vec<R::Move>) {}

    /// [`Hooks::order`] for the root of a search, called once per search
    /// (per sampled world with hidden information): the place for a
    /// reading too slow for every node, such as whether a game is settled
    /// and only a pass is worth playing. Same contract: it may drop moves,
    /// and must keep at least one. Default: [`Hooks::order`].
    fn order_root(&self, rules: &R, state: &R::State, moves: &mut Vec<R::Move>) {
        self.order(rules, state, moves);
    }

    /// The move a playout plays at a seat's turn: an index into `moves`,
    /// which is never empty. Default: uniform at random.
    fn playout_move(&self, _rules: &R, _state: &R::State, moves: &[R::Move], rng: &mut SplitMix64) -> usize {
        rng.below(moves.len())
    }

    /// How many plies a playout plays before it stops and asks
    /// [`Hooks::evaluate`]; `None` plays to the end of the game (or to the
    /// rules' ply bound). Default: `None`.
    fn playout_plies(&self) -> Option<u32> {
        None
    }

    /// An estimate of a position where a playout stopped before the end:
    /// one value per seat in `-1.0..=1.0` written to `values` (as many as
    /// seats), like a result (1 a win, 0 a draw, -1 a loss). Returns false
    /// if it has no estimate, which counts as a draw. Default: none.
    fn evaluate(&self, _rules: &R, _state: &R::State, _values: &mut [f64]) -> bool {
        false
    }

    /// Whether the game gives priors ([`Hooks::priors`]). Default: no.
    fn uses_priors(&self) -> bool {
        false
    }

    /// Priors as virtual results ("virtual wins"): for each of `moves`
    /// (a node's moves, in order) push to `out` a number of virtual visits
    /// and their mean value for the seat to move, in `-1.0..=1.0`. They
    /// count with the real results in the selection, never in the choice
    /// of the move to play. With priors a node, once visited a few times
    /// (`mcts::EXPAND_AFTER`), makes every child at once and selects among
    /// them from the start, instead of trying each move once in
    /// [`Hooks::order`]'s order. Called only when [`Hooks::uses_priors`].
    fn priors(&self, _rules: &R, _state: &R::State, moves: &[R::Move], out: &mut Vec<(f32, f32)>) {
        out.extend(moves.iter().map(|_| (0.0, 0.0)));
    }

    /// RAVE (rapid action value estimation): `Some(k)` blends into each
    /// move's mean its all-moves-as-first mean (the results of every
    /// iteration through the node in which the same seat played the same
    /// move later, in the tree or the playout) with weight
    /// `√(k / (3n + k))` after `n` visits, so it matters early and fades
    /// (Gelly and Silver, 2007). Moves are "the same" by
    /// [`Hooks::amaf_key`]; a playout's moves come from
    /// [`Hooks::evaluate_played`] or the generic playout. Default: off.
    fn rave(&self) -> Option<f64> {
        None
    }

    /// A move's key for RAVE: moves with the same key played at other
    /// times count as the same move (Go: the point). Keys are small (they
    /// index a table). `None`: never shared. Default: `None`.
    fn amaf_key(&self, _rules: &R, _mv: &R::Move) -> Option<usize> {
        None
    }

    /// [`Hooks::evaluate`], also pushing to `played` (seat, key) for every
    /// move the estimate played itself (its own playouts), for RAVE.
    /// Called instead of `evaluate` only while RAVE is on. Default:
    /// `evaluate`, nothing played.
    fn evaluate_played(
        &self,
        rules: &R,
        state: &R::State,
        values: &mut [f64],
        _played: &mut Vec<(Seat, usize)>,
    ) -> bool {
        self.evaluate(rules, state, values)
    }

    /// Called as each search (each sampled world's) begins, with its
    /// seed: hooks that draw at random (their own playouts in
    /// [`Hooks::evaluate`]) may start their draws from it, so that
    /// searches with other seeds differ and one seed repeats. Default:
    /// nothing.
    fn begin_search(&self, _seed: u64) {}

    /// The exploration constant to search with, given the configured one.
    /// Default: the configured one.
    fn exploration(&self, configured: f64) -> f64 {
        configured
    }

    /// Whether [`Hooks::determinize`] is implemented. The search refuses a
    /// game with hidden information (`GameInfo::hidden`) whose hooks say no,
    /// rather than peek at what its seat may not see.
    fn determinizes(&self) -> bool {
        false
    }

    /// Hidden information: a state drawn at random among those `seat`
    /// cannot tell from `state` by its observation
    /// ([`Rules::observation`]), and consistent with every move it saw. It
    /// must use nothing of `state` that `seat` may not observe. The search
    /// samples several and searches each as if it were the truth (perfect
    /// information Monte Carlo), adding up the votes for the seat's moves.
    /// Default: the game's own [`Rules::resample`] for `seat` (the leak
    /// test checks it against every view), or `state` itself when the game
    /// hides nothing.
    fn determinize(&self, rules: &R, state: &R::State, seat: Seat, rng: &mut SplitMix64) -> R::State {
        rules
            .resample(state, Some(seat), rng)
            .unwrap_or_else(|| state.clone())
    }
}

/// No knowledge: plain UCT with random playouts.
#[derive(Clone, Copy, Debug, Default)]
pub struct Plain;

impl<R: Rules> Hooks<R> for Plain {}
