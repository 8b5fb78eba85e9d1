//! The Quoridor rule sets: each one's differences from the shared rules
//! (seats, starting squares, goals, walls), as data. Choices are the
//! catalog's resolutions.

use super::{Goal, QuoridorRules, Relocation, RuleSet, Variant};
use crate::options::{OptionKind, OptionSpec};
use crate::{Family, GameInfo};

macro_rules! rule_set {
    ($marker:ident, $game:ident, $variant:ident, $knobs:expr) => {
        #[doc = concat!("The `", stringify!($variant), "` rule set.")]
        pub struct $marker;

        impl RuleSet for $marker {
            fn variant() -> &'static Variant {
                &$variant
            }
            const KNOBS: crate::Knobs = $knobs;
        }

        #[doc = concat!("Quoridor played by the `", stringify!($variant), "` rule set.")]
        pub type $game = QuoridorRules<$marker>;
    };
}

// With the hooks (shortest-way race). Measured with the arena (release,
// seed 1, 2026-11-26): level 1 won 6 of 6 against random in quoridor, 6 of
// 6 in quoridor-fewer-walls, 8 of 8 in quoridor-4p (the bot in each of the
// four seats in turn, random in the others); `iter:300` with the hooks beat
// `plain:300` 6 of 6. Level 3 is not measured yet: the default bar.
rule_set!(QuoridorSet, Quoridor, QUORIDOR, knobs(Walk::Plain, 20, 0.9));
rule_set!(
    Quoridor4pSet,
    Quoridor4p,
    QUORIDOR_4P,
    knobs(Walk::Plain, 20, 0.9)
);
rule_set!(
    FewerWallsSet,
    QuoridorFewerWalls,
    FEWER_WALLS,
    knobs(Walk::Plain, 20, 0.9)
);
// The proposals, same hooks. Measured with the arena (release, seed 2024,
// 2026-11-26, `cargo run --release -p tavolo-ai --example arena -- SLUG
// iter:300 random 10 2024`): level 1 won 10 of 10 in each, 5 of 5 in
// either seat. Level 3 is not measured: the default bar.
rule_set!(
    MovableWallSet,
    QuoridorMovableWall,
    MOVABLE_WALL,
    knobs(Walk::Plain, 10, 0.8)
);
rule_set!(CoinSet, QuoridorCoin, COIN, knobs(Walk::Wide, 10, 0.8));
rule_set!(DieSet, QuoridorDie, DIE, knobs(Walk::Wide, 10, 0.8));
rule_set!(
    MovingGoalSet,
    QuoridorMovingGoal,
    MOVING_GOAL,
    knobs(Walk::Plain, 10, 0.8)
);
rule_set!(
    WallJumpSet,
    QuoridorWallJump,
    WALL_JUMP,
    knobs(Walk::Plain, 10, 0.8)
);

/// How random games of a rule set go, for the shared suites.
enum Walk {
    /// Random walls and pawn walks reach the 400-ply cap or a repetition
    /// long before a pawn is one step from home, so the bot's win-in-one
    /// scan meets none (the bot's own tests set one up by hand).
    Plain,
    /// With the coin or the die every wall not yet moved may go to every
    /// free place, each with its path check: thousands of moves a ply, so
    /// few random games, and no scan of every move.
    Wide,
}

/// What the shared suites must know about a rule set, with the bot's
/// level 1 bar (`games`, `score`) against random.
const fn knobs(walk: Walk, games: u32, score: f64) -> crate::Knobs {
    use crate::knobs::{Bar, Load, Strength};
    let wide = matches!(walk, Walk::Wide);
    crate::Knobs {
        load: if wide { Load::Wide } else { Load::Light },
        // The text forgets the positions seen before.
        fresh_counters: &["quoridor-repetition"],
        slow_scan: wide,
        no_win_among_others: !wide,
        strength: Some(Strength::new(Bar::new(games, score), Bar::new(4, 0.75))),
        ..crate::Knobs::NONE
    }
}

/// Two pawns, South from e1 to rank 9 and North from e9 to rank 1.
const TWO_STARTS: &[&str] = &["e1", "e9"];
const TWO_GOALS: &[Goal] = &[Goal::Top, Goal::Bottom];

/// Quoridor for two (catalog `quoridor`): 10 walls each, South first.
static QUORIDOR: Variant = Variant {
    info: GameInfo {
        slug: "quoridor",
        name_en: "Quoridor",
        name_it: "Quoridor",
        aliases: &["pinko pallino"],
        family: Family::Modern,
        summary: "race your pawn across, blocking with walls, 2 players",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["South", "North"],
        chance: false,
        hidden: false,
        options: &[],
        max_plies: super::PLY_CAP,
        source: "catalog tavolando-9-14-and-short-issues.md, quoridor (Fogliaccio 25, seed 004)",
        words: &super::WORDS,
    },
    starts: TWO_STARTS,
    goals: TWO_GOALS,
    walls: 10,
    pairs: false,
    relocation: Relocation::Never,
    wall_jump: false,
};

/// Quoridor for four (catalog `quoridor-4p`): 5 walls each, turns
/// anticlockwise seen from above with South at the bottom: South, East,
/// North, West. The first pawn home wins.
static QUORIDOR_4P: Variant = Variant {
    info: GameInfo {
        slug: "quoridor-4p",
        name_en: "Quoridor for four",
        name_it: "Quoridor a quattro",
        aliases: &["quoridor 4", "quoridor4"],
        family: Family::Modern,
        summary: "four pawns race to the far sides, 5 walls each",
        min_seats: 4,
        max_seats: 4,
        seat_names: &["South", "East", "North", "West"],
        chance: false,
        hidden: false,
        options: &[],
        max_plies: super::PLY_CAP,
        source: "catalog tavolando-9-14-and-short-issues.md, quoridor-4p (Fogliaccio 25, seed 004)",
        words: &super::WORDS,
    },
    starts: &["e1", "i5", "e9", "a5"],
    goals: &[Goal::Top, Goal::Left, Goal::Bottom, Goal::Right],
    walls: 5,
    pairs: false,
    relocation: Relocation::Never,
    wall_jump: false,
};

/// Quoridor with fewer walls (catalog `quoridor-fewer-walls`, the PBeM
/// tournament's proposal): 9 or 8 walls each (option `walls`, 9 by
/// default).
static FEWER_WALLS: Variant = Variant {
    info: GameInfo {
        slug: "quoridor-fewer-walls",
        name_en: "Quoridor with fewer walls",
        name_it: "Quoridor con meno barriere",
        aliases: &["quoridor 9 walls", "quoridor 8 walls"],
        family: Family::Modern,
        summary: "Quoridor with 9 or 8 walls each (a tournament proposal)",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["South", "North"],
        chance: false,
        hidden: false,
        options: &[OptionSpec {
            name: "walls",
            kind: OptionKind::Int { min: 8, max: 9 },
            default: "9",
            help: "option-quoridor-walls",
        }],
        max_plies: super::PLY_CAP,
        source: "catalog tavolando-9-14-and-short-issues.md, quoridor-fewer-walls (Fogliaccio 25, seed 004)",
        words: &super::WORDS,
    },
    starts: TWO_STARTS,
    goals: TWO_GOALS,
    walls: 9,
    pairs: false,
    relocation: Relocation::Never,
    wall_jump: false,
};

/// The source line shared by the Fogliaccio's proposals below.
macro_rules! source {
    ($slug:literal) => {
        concat!(
            "catalog tavolando-9-14-and-short-issues.md, ",
            $slug,
            " (Fogliaccio 25, seed 004)"
        )
    };
}

/// Quoridor with one movable wall (catalog `quoridor-movable-wall`, the
/// author's proposal): 8 walls each; once per game each player may move
/// one of his own walls to another legal place instead of his turn.
static MOVABLE_WALL: Variant = Variant {
    info: GameInfo {
        slug: "quoridor-movable-wall",
        name_en: "Quoridor with a movable wall",
        name_it: "Quoridor con barriera mobile",
        aliases: &["quoridor movable wall"],
        family: Family::Modern,
        summary: "Quoridor, 8 walls, each player may move one wall once",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["South", "North"],
        chance: false,
        hidden: false,
        options: &[OptionSpec {
            name: "movable",
            kind: OptionKind::Choice(&["own", "any"]),
            default: "own",
            help: "option-quoridor-movable",
        }],
        max_plies: super::PLY_CAP,
        source: source!("quoridor-movable-wall"),
        words: &super::WORDS,
    },
    starts: TWO_STARTS,
    goals: TWO_GOALS,
    walls: 8,
    pairs: false,
    relocation: Relocation::OwnOnce,
    wall_jump: false,
};

/// Quoridor with the coin (catalog `quoridor-coin`): 10 walls each; the
/// coin's holder (either player while it lies between them) may move any
/// wall not moved before, then hands the coin to the opponent.
static COIN: Variant = Variant {
    info: GameInfo {
        slug: "quoridor-coin",
        name_en: "Quoridor with the coin",
        name_it: "Quoridor con la moneta",
        aliases: &["quoridor coin"],
        family: Family::Modern,
        summary: "Quoridor where a coin passed back and forth lets a wall move",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["South", "North"],
        chance: false,
        hidden: false,
        options: &[],
        max_plies: super::PLY_CAP,
        source: source!("quoridor-coin"),
        words: &super::WORDS,
    },
    starts: TWO_STARTS,
    goals: TWO_GOALS,
    walls: 10,
    pairs: false,
    relocation: Relocation::Coin,
    wall_jump: false,
};

/// Quoridor with the die (catalog `quoridor-die`, the doubling-cube
/// model): the die's holder may move up to its face in walls, then turns
/// it up by one and hands it over. It is never thrown.
static DIE: Variant = Variant {
    info: GameInfo {
        slug: "quoridor-die",
        name_en: "Quoridor with the die",
        name_it: "Quoridor con il dado",
        aliases: &["quoridor die"],
        family: Family::Modern,
        summary: "Quoridor where a die passed back and forth lets walls move",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["South", "North"],
        chance: false,
        hidden: false,
        options: &[],
        max_plies: super::PLY_CAP,
        source: source!("quoridor-die"),
        words: &super::WORDS,
    },
    starts: TWO_STARTS,
    goals: TWO_GOALS,
    walls: 10,
    pairs: false,
    relocation: Relocation::Die,
    wall_jump: false,
};

/// Quoridor with a moving goal (catalog `quoridor-moving-goal`, "meta
/// mobile"): two pawns each from the corners, Red on a1 and i9, Yellow on
/// i1 and a9; the first to bring his two pawns together wins.
static MOVING_GOAL: Variant = Variant {
    info: GameInfo {
        slug: "quoridor-moving-goal",
        name_en: "Quoridor with a moving goal",
        name_it: "Quoridor a meta mobile",
        aliases: &["meta mobile", "quoridor meta mobile"],
        family: Family::Modern,
        summary: "two pawns each from the corners; bring yours together",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["Red", "Yellow"],
        chance: false,
        hidden: false,
        options: &[],
        max_plies: super::PLY_CAP,
        source: source!("quoridor-moving-goal"),
        words: &super::WORDS,
    },
    starts: &["a1", "i9", "i1", "a9"],
    goals: &[],
    walls: 10,
    pairs: true,
    relocation: Relocation::Never,
    wall_jump: false,
};

/// Quoridor with a wall-jump marker (catalog `quoridor-wall-jump`): the
/// marker's holder (either player while it lies between them) may step
/// across a wall, then hands the marker to the opponent.
static WALL_JUMP: Variant = Variant {
    info: GameInfo {
        slug: "quoridor-wall-jump",
        name_en: "Quoridor with a wall jump",
        name_it: "Quoridor con salto di barriera",
        aliases: &["quoridor wall jump"],
        family: Family::Modern,
        summary: "Quoridor where a marker passed back and forth lets a pawn cross a wall",
        min_seats: 2,
        max_seats: 2,
        seat_names: &["South", "North"],
        chance: false,
        hidden: false,
        options: &[],
        max_plies: super::PLY_CAP,
        source: source!("quoridor-wall-jump"),
        words: &super::WORDS,
    },
    starts: TWO_STARTS,
    goals: TWO_GOALS,
    walls: 10,
    pairs: false,
    relocation: Relocation::Never,
    wall_jump: true,
};
