//! Per-game hooks where they pay, and the choice of hooks for a rules type.
//! A game without an entry here is searched with [`Plain`]. The folders
//! mirror the families of the games crate (`mancala/`, `races/`,
//! `alignment/`, …): a game's knowledge goes in its family's folder.

use std::any::Any;

use games::Rules;

use crate::hooks::{Hooks, Plain};

mod alignment;
mod capture;
mod mancala;
mod modern;
mod races;

pub use alignment::{GoKnowledge, GomokuKnowledge};
pub use capture::{BreakthruKnowledge, PrarieKnowledge, TaflKnowledge};
pub use mancala::{AweleKnowledge, MancalaKnowledge};
pub use modern::{LoaKnowledge, QuoridorKnowledge, TwixtKnowledge};
pub use races::{DuodecimKnowledge, PipKnowledge, SahkkuKnowledge, SenetKnowledge, UrKnowledge};

/// The hooks the bot uses for `R`: the game's own where it has some,
/// otherwise [`Plain`].
pub fn hooks_for<R: Rules>() -> Box<dyn Hooks<R>> {
    use games::capture::tafl;
    use games::mancala::{bao, congklak, hawalis, layli, oh_wah_ree as owr, tchuka_ruma, togyzkumalak};
    use games::races::senet;
    None.or_else(|| typed::<R, games::mancala::awele::Awele>(AweleKnowledge::default()))
        .or_else(|| typed::<R, games::alignment::gomoku::Gomoku>(GomokuKnowledge::default()))
        .or_else(|| typed::<R, games::alignment::go::Go9>(GoKnowledge::default()))
        .or_else(|| typed::<R, games::alignment::go::Go13>(GoKnowledge::default()))
        .or_else(|| typed::<R, games::alignment::go::Go15>(GoKnowledge::default()))
        .or_else(|| typed::<R, games::alignment::go::Go19>(GoKnowledge::default()))
        .or_else(|| typed::<R, games::races::ur_bell::UrBell>(UrKnowledge::default()))
        .or_else(|| typed::<R, games::races::duodecim_scripta::DuodecimScripta>(DuodecimKnowledge::default()))
        .or_else(|| typed::<R, games::races::sahkku::Sahkku>(SahkkuKnowledge::default()))
        .or_else(|| typed::<R, games::races::backgammon::Backgammon>(PipKnowledge::default()))
        .or_else(|| typed::<R, games::races::backgammon::Plakoto>(PipKnowledge::default()))
        .or_else(|| typed::<R, senet::SenetKendall>(SenetKnowledge::default()))
        .or_else(|| typed::<R, senet::SenetBell>(SenetKnowledge::default()))
        .or_else(|| typed::<R, senet::SenetTait>(SenetKnowledge::default()))
        .or_else(|| typed::<R, senet::SenetTavolando>(SenetKnowledge::default()))
        .or_else(|| typed::<R, senet::SenetTavolando7>(SenetKnowledge::default()))
        .or_else(|| typed::<R, senet::SenetTavolandoSix>(SenetKnowledge::default()))
        // Not Arabian Oh-Wah-Ree: its nests score and its pits do not, and
        // plain search beat these hooks there 25 to 14 (300 iterations).
        .or_else(|| typed::<R, bao::BaoLaKiswahili>(MancalaKnowledge::default()))
        .or_else(|| typed::<R, congklak::Congklak>(MancalaKnowledge::default()))
        .or_else(|| typed::<R, hawalis::Hawalis>(MancalaKnowledge::default()))
        .or_else(|| typed::<R, hawalis::HawalisStrict>(MancalaKnowledge::default()))
        .or_else(|| typed::<R, layli::LayliGoobalay>(MancalaKnowledge::default()))
        .or_else(|| typed::<R, layli::LayliGoobalayMatch>(MancalaKnowledge::default()))
        .or_else(|| typed::<R, owr::OhWahRee>(MancalaKnowledge::default()))
        .or_else(|| typed::<R, owr::OhWahReeCoastal>(MancalaKnowledge::default()))
        .or_else(|| typed::<R, owr::OhWahReeDogGone>(MancalaKnowledge::default()))
        .or_else(|| typed::<R, owr::OhWahReeGrand>(MancalaKnowledge::default()))
        .or_else(|| typed::<R, owr::OhWahReeOriental>(MancalaKnowledge::default()))
        .or_else(|| typed::<R, owr::OhWahReePendulum>(MancalaKnowledge::default()))
        .or_else(|| typed::<R, tchuka_ruma::TchukaRuma>(MancalaKnowledge::default()))
        .or_else(|| typed::<R, tafl::Hnefatafl>(TaflKnowledge::default()))
        .or_else(|| typed::<R, tafl::Tablut>(TaflKnowledge::default()))
        .or_else(|| typed::<R, tafl::Tawlbwrdd>(TaflKnowledge::default()))
        // 19×19: each playout ply lists some 300 moves, so playouts are
        // shorter, to keep an iteration's cost near the smaller boards'.
        .or_else(|| typed::<R, tafl::AleaEvangelii>(TaflKnowledge::short()))
        .or_else(|| typed::<R, tafl::ArdRi>(TaflKnowledge::default()))
        .or_else(|| typed::<R, togyzkumalak::Togyzkumalak>(MancalaKnowledge::default()))
        .or_else(|| typed::<R, games::capture::breakthru::Breakthru>(BreakthruKnowledge))
        .or_else(|| typed::<R, games::capture::prarie::PrarieGame>(PrarieKnowledge))
        .or_else(|| typed::<R, games::capture::prarie::PrarieHandicap>(PrarieKnowledge))
        .or_else(|| typed::<R, games::modern::quoridor::Quoridor>(QuoridorKnowledge::default()))
        .or_else(|| typed::<R, games::modern::quoridor::Quoridor4p>(QuoridorKnowledge::default()))
        .or_else(|| typed::<R, games::modern::quoridor::QuoridorFewerWalls>(QuoridorKnowledge::default()))
        .or_else(|| typed::<R, games::modern::quoridor::QuoridorMovableWall>(QuoridorKnowledge::default()))
        .or_else(|| typed::<R, games::modern::quoridor::QuoridorCoin>(QuoridorKnowledge::default()))
        .or_else(|| typed::<R, games::modern::quoridor::QuoridorDie>(QuoridorKnowledge::default()))
        .or_else(|| typed::<R, games::modern::quoridor::QuoridorMovingGoal>(QuoridorKnowledge::default()))
        .or_else(|| typed::<R, games::modern::quoridor::QuoridorWallJump>(QuoridorKnowledge::default()))
        .or_else(|| typed::<R, games::modern::lines_of_action::LinesOfAction>(LoaKnowledge::default()))
        .or_else(|| typed::<R, games::modern::twixt::Twixt>(TwixtKnowledge::default()))
        .unwrap_or_else(|| Box::new(Plain))
}

/// The values of a two-seat race or material count: the first seat's
/// `lead`, squashed by `scale` into `-1..1`, and its opposite for the
/// second seat. Always an estimate (true).
fn two_seat_lead(values: &mut [f64], lead: f64, scale: f64) -> bool {
    let v = (lead / scale).tanh();
    values[0] = v;
    values[1] = -v;
    true
}

/// `hooks` (written for game `G`) as hooks for `R`, if `R` is `G`.
fn typed<R: Rules, G: Rules>(hooks: impl Hooks<G> + 'static) -> Option<Box<dyn Hooks<R>>> {
    let boxed: Box<dyn Any> = Box::new(Box::new(hooks) as Box<dyn Hooks<G>>);
    boxed.downcast::<Box<dyn Hooks<R>>>().ok().map(|hooks| *hooks)
}
