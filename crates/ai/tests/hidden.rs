//! Hidden information, on a toy game (no registered game has any yet): the
//! search refuses a hidden game it cannot determinize, and with a
//! determinizer it decides from what its seat observes, not from the truth.

use ai::{Config, Hooks, Plain, SearchError, search};
use games::playout::SplitMix64;
use games::view::Board;
use games::{GameInfo, Message, MoveError, OptionError, Options, Outcome, Rules, Seat, Status, View};

/// Chance deals a card 0, 1 or 2 that only seat 1 sees; seat 0 then either
/// guesses it (right: seat 0 wins; wrong: seat 1 wins) or plays safe (a
/// draw). Knowing the card, guessing wins; not knowing it, a guess is worth
/// 1/3 − 2/3 < 0 and safe is right.
struct Guess;

#[derive(Clone, Copy, PartialEq, Debug)]
enum Act {
    Deal(u8),
    Guess(u8),
    Safe,
}

#[derive(Clone, Debug)]
struct Table {
    card: Option<u8>,
    end: Option<Act>,
}

static INFO: GameInfo = GameInfo {
    slug: "guess-toy",
    name_en: "Guess",
    name_it: "Indovina",
    aliases: &[],
    family: games::Family::Hidden,
    summary: "a toy of hidden information",
    min_seats: 2,
    max_seats: 2,
    seat_names: &["Guesser", "Dealer"],
    chance: true,
    hidden: true,
    options: &[],
    max_plies: 2,
    source: "a test",
    words: &WORDS,
};

/// A toy is never shown to players: its words are empty.
static WORDS: games::Words = games::Words {
    key: "guess-toy",
    en: "",
    it: "",
    shared: &[],
};

impl Rules for Guess {
    type State = Table;
    type Move = Act;

    fn info() -> &'static GameInfo {
        &INFO
    }

    fn new(_: &Options) -> Result<Self, OptionError> {
        Ok(Guess)
    }

    fn initial(&self) -> Table {
        Table {
            card: None,
            end: None,
        }
    }

    fn status(&self, t: &Table) -> Status {
        match (t.card, t.end) {
            (None, _) => Status::Chance,
            (Some(_), None) => Status::ToMove(Seat(0)),
            (Some(_), Some(Act::Safe)) => Status::Over(Outcome::draw(Message::plain("safe"))),
            (Some(card), Some(act)) if act == Act::Guess(card) => {
                Status::Over(Outcome::win(Seat(0), Message::plain("right")))
            }
            (Some(_), Some(_)) => Status::Over(Outcome::win(Seat(1), Message::plain("wrong"))),
        }
    }

    fn legal_moves(&self, t: &Table, out: &mut Vec<Act>) {
        if t.card.is_some() && t.end.is_none() {
            out.extend([Act::Guess(0), Act::Guess(1), Act::Guess(2), Act::Safe]);
        }
    }

    fn chance_outcomes(&self, t: &Table, out: &mut Vec<(Act, u32)>) {
        if t.card.is_none() {
            out.extend((0..3).map(|c| (Act::Deal(c), 1)));
        }
    }

    fn apply(&self, t: &mut Table, mv: &Act) {
        match *mv {
            Act::Deal(c) => t.card = Some(c),
            other => t.end = Some(other),
        }
    }

    fn format_move(&self, _: &Table, mv: &Act) -> String {
        match mv {
            Act::Deal(c) => format!("deal{c}"),
            Act::Guess(c) => format!("guess{c}"),
            Act::Safe => "safe".into(),
        }
    }

    fn diagnose(&self, _: &Table, text: &str) -> MoveError {
        MoveError::not_a_move(text, Message::plain("guess0, guess1, guess2 or safe"))
    }

    fn position_text(&self, t: &Table) -> String {
        format!("{:?}", t.card)
    }

    fn from_position(&self, text: &str) -> Result<Table, games::PositionError> {
        let card = match text {
            "None" => None,
            _ => {
                let n = text.strip_prefix("Some(").and_then(|t| t.strip_suffix(')'));
                Some(
                    n.and_then(|n| n.parse().ok())
                        .ok_or_else(|| games::PositionError::new("None or Some(n)"))?,
                )
            }
        };
        Ok(Table { card, end: None })
    }

    fn observation(&self, t: &Table, seat: Option<Seat>) -> String {
        if seat == Some(Seat(1)) {
            self.position_text(t)
        } else {
            "a card was dealt".into()
        }
    }

    fn view(&self, _: &Table, _: Option<Seat>) -> View {
        View::new(Board::token_rows(Vec::new()))
    }
}

/// Draws the card the guesser cannot see uniformly: all its observation
/// allows.
struct Honest;

impl Hooks<Guess> for Honest {
    fn determinizes(&self) -> bool {
        true
    }

    fn determinize(&self, _: &Guess, state: &Table, _seat: Seat, rng: &mut SplitMix64) -> Table {
        Table {
            card: Some(rng.below(3) as u8),
            ..state.clone()
        }
    }
}

/// Claims to determinize but hands the search the truth.
struct Peeking;

impl Hooks<Guess> for Peeking {
    fn determinizes(&self) -> bool {
        true
    }
}

fn dealt(card: u8) -> Table {
    let mut t = Guess.initial();
    Guess.apply(&mut t, &Act::Deal(card));
    t
}

#[test]
fn a_hidden_game_without_a_determinizer_is_refused() {
    let result = search(&Guess, &dealt(1), &Plain, &Config::new(100, 0));
    assert_eq!(result.err(), Some(SearchError::Hidden));
}

#[test]
fn the_search_decides_from_what_its_seat_observes() {
    for card in 0..3 {
        let report = search(&Guess, &dealt(card), &Honest, &Config::new(20_000, 5)).unwrap();
        assert_eq!(report.best, Act::Safe, "card {card}: {report:?}");
        assert_eq!(report.proven, None, "nothing is proven under uncertainty");
    }
}

#[test]
fn the_answer_follows_the_determinizer_not_the_truth() {
    // The same search handed the truth guesses right: the only difference
    // above was what the hooks let it see.
    for card in 0..3 {
        let report = search(&Guess, &dealt(card), &Peeking, &Config::new(4_000, 5)).unwrap();
        assert_eq!(report.best, Act::Guess(card));
    }
}
