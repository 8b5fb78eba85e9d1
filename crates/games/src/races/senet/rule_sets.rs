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

impl RuleSet for Kendall {
    fn variant() -> &'static Variant {
        &KENDALL
    }
}
impl RuleSet for Bell {
    fn variant() -> &'static Variant {
        &BELL
    }
}
impl RuleSet for Tait {
    fn variant() -> &'static Variant {
        &TAIT
    }
}
impl RuleSet for Tavolando {
    fn variant() -> &'static Variant {
        &TAVOLANDO
    }
}
impl RuleSet for Tavolando7 {
    fn variant() -> &'static Variant {
        &TAVOLANDO_7
    }
}
impl RuleSet for TavolandoSix {
    fn variant() -> &'static Variant {
        &TAVOLANDO_SIX
    }
}
