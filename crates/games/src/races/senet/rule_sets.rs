//! The six Senet reconstructions, each a [`Variant`] declared as data.

use super::{Capture, Exit, RuleSet, Senet, Start, Variant, Water};
use crate::GameInfo;

const SEATS: &[&str] = &["White", "Black"];

/// Timothy Kendall's rules (catalog §8).
pub struct Kendall;
/// R. C. Bell's rules (catalog §9).
pub struct Bell;
/// John Tait's rules (catalog §10).
pub struct Tait;
/// The book's rules, five pieces (catalog §11).
pub struct Tavolando;
/// The book's rules with seven pieces (catalog §12).
pub struct Tavolando7;
/// The book's rules, the all-dark throw worth 6 (catalog §13).
pub struct TavolandoSix;

pub type SenetKendall = Senet<Kendall>;
pub type SenetBell = Senet<Bell>;
pub type SenetTait = Senet<Tait>;
pub type SenetTavolando = Senet<Tavolando>;
pub type SenetTavolando7 = Senet<Tavolando7>;
pub type SenetTavolandoSix = Senet<TavolandoSix>;

const fn info(
    slug: &'static str,
    name_en: &'static str,
    name_it: &'static str,
    aliases: &'static [&'static str],
    summary: &'static str,
    source: &'static str,
) -> GameInfo {
    GameInfo {
        slug,
        name_en,
        name_it,
        aliases,
        family: crate::Family::Race,
        summary,
        min_seats: 2,
        max_seats: 2,
        seat_names: SEATS,
        chance: true,
        hidden: false,
        options: &[],
        max_plies: super::MAX_PLIES,
        source,
        words: &super::WORDS,
    }
}

static KENDALL: Variant = Variant {
    info: info(
        "senet-kendall",
        "Senet (Kendall)",
        "Senet (Kendall)",
        &["senet kendall"],
        "Kendall's reconstruction",
        "catalog tavolando-3-8.md, 8. Senet — Kendall's rules (Tavolando §4.2)",
    ),
    pieces: 7,
    start: Start::Alternate { squares: 14 },
    top: 5,
    extra_throws: &[1, 4, 5],
    entry: &[],
    capture: Capture::Swap,
    safe: &[],
    pairs_protect: false,
    stop_on_26: true,
    lucky_26: false,
    water: Water::To15ElseBelow,
    exit: Exit::Bounce,
    backward: false,
    may_stay_on_26: false,
    first_row_holds: false,
    reversed: false,
};

static BELL: Variant = Variant {
    info: info(
        "senet-bell",
        "Senet (Bell)",
        "Senet (Bell)",
        &["senet bell"],
        "R. C. Bell's reconstruction",
        "catalog tavolando-3-8.md, 9. Senet — Bell's rules (Tavolando §4.2)",
    ),
    pieces: 5,
    start: Start::OffBoard,
    top: 5,
    extra_throws: &[],
    entry: &[1, 2, 3, 4, 5],
    capture: Capture::SendOff,
    safe: &[26, 27, 28, 29, 30],
    pairs_protect: false,
    stop_on_26: false,
    lucky_26: false,
    water: Water::None,
    exit: Exit::Goals,
    backward: false,
    may_stay_on_26: false,
    first_row_holds: false,
    reversed: true,
};

static TAIT: Variant = Variant {
    info: info(
        "senet-tait",
        "Senet (Tait)",
        "Senet (Tait)",
        &["senet tait"],
        "John Tait's reconstruction",
        "catalog tavolando-3-8.md, 10. Senet — John Tait's rules (Tavolando §4.2)",
    ),
    pieces: 5,
    start: Start::OffBoard,
    top: 6,
    extra_throws: &[],
    entry: &[4, 6],
    capture: Capture::SendOff,
    safe: &[15],
    pairs_protect: false,
    stop_on_26: false,
    lucky_26: true,
    water: Water::Off,
    exit: Exit::Exact,
    backward: false,
    may_stay_on_26: false,
    first_row_holds: false,
    reversed: false,
};

/// The book's rules with `pieces` pieces and top throw `top`.
const fn book(info: GameInfo, pieces: u8, top: u8) -> Variant {
    Variant {
        info,
        pieces,
        start: Start::Alternate { squares: 2 * pieces },
        top,
        extra_throws: if top == 5 { &[1, 4, 5] } else { &[1, 4, 6] },
        entry: &[],
        capture: Capture::Swap,
        safe: &[15, 26, 28, 29, 30],
        pairs_protect: true,
        stop_on_26: false,
        lucky_26: false,
        water: Water::To15Else1,
        exit: Exit::PassOver,
        backward: true,
        may_stay_on_26: true,
        first_row_holds: true,
        reversed: false,
    }
}

static TAVOLANDO: Variant = book(
    info(
        "senet-tavolando",
        "Senet (Tavolando rules)",
        "Senet (regole di Tavolando)",
        &["senet"],
        "the book's recommended rules, 5 pieces",
        "catalog tavolando-3-8.md, 11. Senet — the book's recommended rules (Tavolando §4.2)",
    ),
    5,
    5,
);

static TAVOLANDO_7: Variant = book(
    info(
        "senet-tavolando-7",
        "Senet (Tavolando rules, 7 pieces)",
        "Senet (regole di Tavolando, 7 pedine)",
        &["senet 7"],
        "the book's rules with 7 pieces",
        "catalog tavolando-3-8.md, 12. Senet (book rules) with 7 pieces (Tavolando §4.2)",
    ),
    7,
    5,
);

static TAVOLANDO_SIX: Variant = book(
    info(
        "senet-tavolando-six",
        "Senet (Tavolando rules, all-dark 6)",
        "Senet (regole di Tavolando, 4 nere = 6)",
        &["senet six"],
        "the book's rules, the all-dark throw counting 6",
        "catalog tavolando-3-8.md, 13. Senet (book rules), all-dark throw = 6 (Tavolando §4.2)",
    ),
    5,
    6,
);

/// What the shared suites must know about a rule set: whether random games
/// never offer a win beside other moves (the last piece leaves alone in
/// Kendall's and Tait's rules, or at the start of its owner's turn with no
/// move at all in the book's), and the bot's bars. On the race hooks
/// (short playouts, then the progress along the track), level 1 over 200
/// games scored 0.82 (Bell) to 0.95 (Kendall); level 3: Tait 8 of 10, Bell
/// 9 of 10, Tavolando 7 9 of 10, the other three 10 of 10.
const fn knobs(no_win_among_others: bool, level_1: Bar, level_3: Bar) -> crate::Knobs {
    crate::Knobs {
        no_win_among_others,
        strength: Some(Strength::new(level_1, level_3)),
        ..crate::Knobs::NONE
    }
}

use crate::knobs::{Bar, Strength};

impl RuleSet for Kendall {
    fn variant() -> &'static Variant {
        &KENDALL
    }
    const KNOBS: crate::Knobs = knobs(true, Bar::new(200, 0.88), Bar::new(10, 0.8));
}
impl RuleSet for Bell {
    fn variant() -> &'static Variant {
        &BELL
    }
    const KNOBS: crate::Knobs = knobs(false, Bar::new(200, 0.75), Bar::new(10, 0.8));
}
impl RuleSet for Tait {
    fn variant() -> &'static Variant {
        &TAIT
    }
    const KNOBS: crate::Knobs = knobs(true, Bar::new(200, 0.75), Bar::new(10, 0.7));
}
impl RuleSet for Tavolando {
    fn variant() -> &'static Variant {
        &TAVOLANDO
    }
    const KNOBS: crate::Knobs = knobs(true, Bar::new(200, 0.87), Bar::new(10, 0.8));
}
impl RuleSet for Tavolando7 {
    fn variant() -> &'static Variant {
        &TAVOLANDO_7
    }
    const KNOBS: crate::Knobs = knobs(true, Bar::new(200, 0.87), Bar::new(10, 0.75));
}
impl RuleSet for TavolandoSix {
    fn variant() -> &'static Variant {
        &TAVOLANDO_SIX
    }
    const KNOBS: crate::Knobs = knobs(true, Bar::new(200, 0.86), Bar::new(10, 0.8));
}
