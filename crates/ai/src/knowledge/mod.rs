//! Per-game hooks where they pay, and the choice of hooks for a rules type.
//! A game without an entry here is searched with [`Plain`].

use std::any::Any;

use games::Rules;

use crate::hooks::{Hooks, Plain};

mod awele;
mod duodecim_scripta;
mod gomoku;
mod ur_bell;

pub use awele::AweleKnowledge;
pub use duodecim_scripta::DuodecimKnowledge;
pub use gomoku::GomokuKnowledge;
pub use ur_bell::UrKnowledge;

/// The hooks the bot uses for `R`: the game's own where it has some,
/// otherwise [`Plain`].
pub fn hooks_for<R: Rules>() -> Box<dyn Hooks<R>> {
    None.or_else(|| typed::<R, games::awele::Awele>(AweleKnowledge::default()))
        .or_else(|| typed::<R, games::gomoku::Gomoku>(GomokuKnowledge::default()))
        .or_else(|| typed::<R, games::ur_bell::UrBell>(UrKnowledge::default()))
        .or_else(|| typed::<R, games::duodecim_scripta::DuodecimScripta>(DuodecimKnowledge::default()))
        .unwrap_or_else(|| Box::new(Plain))
}

/// `hooks` (written for game `G`) as hooks for `R`, if `R` is `G`.
fn typed<R: Rules, G: Rules>(hooks: impl Hooks<G> + 'static) -> Option<Box<dyn Hooks<R>>> {
    let boxed: Box<dyn Any> = Box::new(Box::new(hooks) as Box<dyn Hooks<G>>);
    boxed.downcast::<Box<dyn Hooks<R>>>().ok().map(|hooks| *hooks)
}
