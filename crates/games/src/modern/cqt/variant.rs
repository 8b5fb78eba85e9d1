//! The Circle's targets (gap 1): the annotated game's reading by default,
//! the rule table's as the option `literal-circle`.

use super::Symbol;

/// Which enemy symbols a Circle may take.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum CircleTargets {
    /// A Square or a Triangle: the sample game's `C2xQ8xQ9` takes squares,
    /// and each kind then falls to exactly two powers.
    #[default]
    SquareOrTriangle,
    /// The text's table, "un Cerchio o un Triangolo".
    CircleOrTriangle,
}

impl CircleTargets {
    /// Whether a Circle may take `symbol`.
    pub fn takes(self, symbol: Symbol) -> bool {
        match self {
            CircleTargets::SquareOrTriangle => symbol != Symbol::Circle,
            CircleTargets::CircleOrTriangle => symbol != Symbol::Square,
        }
    }
}
