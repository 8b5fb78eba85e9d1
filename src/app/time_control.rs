//! Time controls as a challenge names them (`time=3d`, `time=1d+12h`,
//! `time=3d+1d/7d`, `time=10m+5s`, `time=none`) and the clocks they give,
//! computed from the stored moves' times: nothing about a clock is stored
//! but the control and when the game started, so a clock survives any
//! restart and cannot drift from the moves.
//!
//! Two kinds:
//! - **per move**: each turn has the same time (`3d`: three days a move),
//!   the correspondence habit;
//! - **a bank** with an increment after each move and an optional cap
//!   (`3d+1d/7d`: three days, a day more per move, never more than seven;
//!   `10m+5s`: ten minutes and five seconds a move, a live game).
//!
//! A single value of a day or more is per move; under a day it is a bank
//! without increment (`10m`: the whole game in ten minutes).

use std::fmt;

use serde::{Deserialize, Serialize};

use super::texts::{Lang, t};

/// Seconds in a minute, hour, day.
const MINUTE: i64 = 60;
const HOUR: i64 = 60 * MINUTE;
const DAY: i64 = 24 * HOUR;

/// The longest time a control may name (a year): longer is a typo.
const LONGEST: i64 = 365 * DAY;

/// A game's time control.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum TimeControl {
    /// The same time for every turn, in seconds.
    PerMove { seconds: i64 },
    /// A bank of `initial` seconds, `increment` more after each move,
    /// never more than `cap`.
    Bank {
        initial: i64,
        increment: i64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cap: Option<i64>,
    },
}

/// The control a new game gets when its challenge names none.
pub const DEFAULT: TimeControl = TimeControl::PerMove { seconds: 3 * DAY };

/// Why a `time=` value was refused (a message id of the core's texts).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct BadTime;

impl TimeControl {
    /// The control a `time=` value names; `Ok(None)` for `none` (no clock).
    ///
    /// # Errors
    /// Anything else than the forms of the module's documentation.
    pub fn parse(text: &str) -> Result<Option<TimeControl>, BadTime> {
        let text = text.trim().to_lowercase();
        if matches!(text.as_str(), "none" | "off" | "no" | "nessuno" | "0") {
            return Ok(None);
        }
        let (main, cap) = match text.split_once('/') {
            Some((main, cap)) => (main, Some(duration(cap)?)),
            None => (text.as_str(), None),
        };
        let control = match main.split_once('+') {
            Some((initial, increment)) => TimeControl::Bank {
                initial: duration(initial)?,
                increment: duration_or_zero(increment)?,
                cap,
            },
            None if cap.is_some() => return Err(BadTime),
            None => {
                let seconds = duration(main)?;
                if seconds >= DAY {
                    TimeControl::PerMove { seconds }
                } else {
                    TimeControl::Bank {
                        initial: seconds,
                        increment: 0,
                        cap: None,
                    }
                }
            }
        };
        if let TimeControl::Bank {
            initial,
            cap: Some(cap),
            ..
        } = control
            && cap < initial
        {
            return Err(BadTime);
        }
        Ok(Some(control))
    }

    /// Whether this is a correspondence control (a day or more per move or
    /// in the bank): vacations pause it, live games they do not.
    pub fn is_correspondence(self) -> bool {
        match self {
            TimeControl::PerMove { seconds } => seconds >= DAY,
            TimeControl::Bank { initial, .. } => initial >= DAY,
        }
    }

    /// The time each seat starts with.
    pub fn initial(self) -> i64 {
        match self {
            TimeControl::PerMove { seconds } => seconds,
            TimeControl::Bank { initial, .. } => initial,
        }
    }

    /// The control in the reader's words ("3 days a move", "10 min + 5 s").
    pub fn words(self, lang: Lang) -> String {
        match self {
            TimeControl::PerMove { seconds } => t!(lang, "time-per-move", time = span_words(seconds, lang)),
            TimeControl::Bank {
                initial,
                increment,
                cap,
            } => {
                let bank = if increment == 0 {
                    t!(lang, "time-bank", time = span_words(initial, lang))
                } else {
                    t!(
                        lang,
                        "time-bank-increment",
                        time = span_words(initial, lang),
                        increment = span_words(increment, lang)
                    )
                };
                match cap {
                    Some(cap) => t!(lang, "time-capped", control = bank, cap = span_words(cap, lang)),
                    None => bank,
                }
            }
        }
    }
}

impl fmt::Display for TimeControl {
    /// The `time=` form, read back by [`TimeControl::parse`].
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            TimeControl::PerMove { seconds } => f.write_str(&short(seconds)),
            TimeControl::Bank {
                initial,
                increment,
                cap,
            } => {
                write!(f, "{}+{}", short(initial), short(increment))?;
                match cap {
                    Some(cap) => write!(f, "/{}", short(cap)),
                    None => Ok(()),
                }
            }
        }
    }
}

/// A span written with its largest exact unit (`3d`, `36h`, `90s`).
fn short(seconds: i64) -> String {
    for (unit, size) in [("d", DAY), ("h", HOUR), ("m", MINUTE)] {
        if seconds >= size && seconds % size == 0 {
            return format!("{}{unit}", seconds / size);
        }
    }
    format!("{seconds}s")
}

/// `3d`, `12h`, `10m`, `30s`, or several (`1d12h`); at least a second and
/// at most a year.
fn duration(text: &str) -> Result<i64, BadTime> {
    let total = duration_or_zero(text)?;
    if total == 0 { Err(BadTime) } else { Ok(total) }
}

/// The span a word names (`3d`, `36h`, `2d12h`), if it names one.
pub fn span(text: &str) -> Option<i64> {
    duration(&text.to_lowercase()).ok().filter(|&s| s <= LONGEST)
}

/// As [`duration`], zero allowed (an increment of `0`).
fn duration_or_zero(text: &str) -> Result<i64, BadTime> {
    let text = text.trim();
    if text == "0" {
        return Ok(0);
    }
    let mut total: i64 = 0;
    let mut number = String::new();
    let mut any = false;
    for c in text.chars() {
        if c.is_ascii_digit() {
            number.push(c);
            continue;
        }
        let size = match c {
            'd' | 'g' => DAY,
            'h' | 'o' => HOUR,
            'm' => MINUTE,
            's' => 1,
            _ => return Err(BadTime),
        };
        let n: i64 = number.parse().map_err(|_| BadTime)?;
        number.clear();
        total = total
            .checked_add(n.checked_mul(size).ok_or(BadTime)?)
            .ok_or(BadTime)?;
        any = true;
        if total > LONGEST {
            return Err(BadTime);
        }
    }
    if !number.is_empty() || !any {
        return Err(BadTime);
    }
    Ok(total)
}

/// A span of time left, in the reader's words, to the two largest units
/// ("2 days 3 hours", "4 min 10 s"); never negative.
pub fn span_words(seconds: i64, lang: Lang) -> String {
    let seconds = seconds.max(0);
    // Rounded to the nearest smaller unit shown: a fresh 3-day clock read
    // a second later is "3 days", not "2 days 23 hours".
    let units = [DAY, HOUR, MINUTE, 1];
    let unit = units
        .iter()
        .position(|&u| seconds >= u)
        .and_then(|k| units.get(k + 1).copied())
        .unwrap_or(1);
    let seconds = (seconds.saturating_add(unit / 2) / unit).saturating_mul(unit);
    let parts = [
        (seconds / DAY, "time-days"),
        (seconds % DAY / HOUR, "time-hours"),
        (seconds % HOUR / MINUTE, "time-minutes"),
        (seconds % MINUTE, "time-seconds"),
    ];
    let first = parts.iter().position(|(n, _)| *n > 0).unwrap_or(3);
    parts[first..]
        .iter()
        .take(2)
        .filter(|(n, _)| *n > 0 || first == 3)
        .map(|(n, id)| super::texts::tr(lang, id, &[("n", n.to_string())]))
        .collect::<Vec<_>>()
        .join(" ")
}

/// One stored move, as a clock reads it: who moved (none for a throw) and
/// when.
#[derive(Clone, Copy, Debug)]
pub struct Timed {
    pub seat: Option<i64>,
    pub at: i64,
}

/// The clocks of a game at one moment.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Clocks {
    /// Seconds left per seat at the start of the current turn (the seat to
    /// move) or now (the others).
    pub left: Vec<i64>,
    /// When the current turn started: the last move's time, or the game's
    /// start.
    pub turn_started: i64,
    /// Per seat, the spans (start, end) its clock stands still: its
    /// player's vacations.
    pub pauses: Vec<Vec<(i64, i64)>>,
}

/// Seconds of `pauses` that fall between `from` and `to`.
fn paused_between(pauses: &[(i64, i64)], from: i64, to: i64) -> i64 {
    pauses
        .iter()
        .map(|&(start, end)| (end.min(to) - start.max(from)).max(0))
        .sum()
}

impl Clocks {
    /// The clocks of a game of `seats` seats under `control`, started at
    /// `started`, after `moves` (in order). Time between two moves is
    /// charged to the seat of the later one; throws (no seat) are charged
    /// to nobody.
    pub fn after(control: TimeControl, seats: usize, started: i64, moves: &[Timed]) -> Clocks {
        Clocks::paused(control, seats, started, moves, Vec::new())
    }

    /// [`Clocks::after`] with each seat's clock standing still during its
    /// `pauses` (spans that do not overlap, in order): time of a turn
    /// inside a pause is not charged, and a deadline moves past it.
    pub fn paused(
        control: TimeControl,
        seats: usize,
        started: i64,
        moves: &[Timed],
        mut pauses: Vec<Vec<(i64, i64)>>,
    ) -> Clocks {
        pauses.resize(seats, Vec::new());
        let mut left = vec![control.initial(); seats];
        let mut last = started;
        for m in moves {
            let Some(seat) = m.seat.and_then(|s| usize::try_from(s).ok()) else {
                last = last.max(m.at);
                continue;
            };
            let stood = pauses.get(seat).map_or(0, |p| paused_between(p, last, m.at));
            let spent = (m.at - last).max(0) - stood;
            last = last.max(m.at);
            let Some(clock) = left.get_mut(seat) else {
                continue;
            };
            match control {
                TimeControl::PerMove { seconds } => *clock = seconds,
                TimeControl::Bank { increment, cap, .. } => {
                    *clock = *clock - spent + increment;
                    if let Some(cap) = cap {
                        *clock = (*clock).min(cap);
                    }
                }
            }
        }
        Clocks {
            left,
            turn_started: last,
            pauses,
        }
    }

    /// The end of the pause `seat`'s clock is in at `now`, if it is in one.
    pub fn paused_until(&self, seat: usize, now: i64) -> Option<i64> {
        self.pauses
            .get(seat)?
            .iter()
            .find(|&&(start, end)| start <= now && now < end)
            .map(|&(_, end)| end)
    }

    /// When `seat`'s flag falls if it is to move now: its time left, run
    /// from the turn's start, stopping during its pauses.
    pub fn deadline(&self, seat: usize) -> i64 {
        let mut left = self.left.get(seat).copied().unwrap_or(0);
        let mut at = self.turn_started;
        for &(start, end) in self.pauses.get(seat).map_or(&[][..], Vec::as_slice) {
            if end <= at {
                continue;
            }
            if start > at {
                if at + left <= start {
                    break;
                }
                left -= start - at;
            }
            at = end;
        }
        at + left
    }

    /// The times at which `seat`, to move, is warned: when half its time
    /// is left and when a sixth is, both after `not_before` and at least a
    /// minute before the flag; at most two.
    pub fn warnings(&self, seat: usize, not_before: i64) -> Vec<i64> {
        let left = self.left.get(seat).copied().unwrap_or(0);
        let deadline = self.deadline(seat);
        [left / 2, left / 6]
            .into_iter()
            .map(|remaining| deadline - remaining)
            .filter(|&at| at >= not_before && deadline - at >= MINUTE)
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(text: &str) -> TimeControl {
        TimeControl::parse(text).unwrap().unwrap()
    }

    #[test]
    fn the_forms_of_a_time_control_read_and_write_back() {
        assert_eq!(parsed("3d"), TimeControl::PerMove { seconds: 3 * DAY });
        assert_eq!(
            parsed("1d+12h"),
            TimeControl::Bank {
                initial: DAY,
                increment: 12 * HOUR,
                cap: None
            }
        );
        assert_eq!(
            parsed("3d+1d/7d"),
            TimeControl::Bank {
                initial: 3 * DAY,
                increment: DAY,
                cap: Some(7 * DAY)
            }
        );
        assert_eq!(
            parsed("10m+5s"),
            TimeControl::Bank {
                initial: 600,
                increment: 5,
                cap: None
            }
        );
        // Under a day, a single value is the whole game's bank.
        assert_eq!(
            parsed("10m"),
            TimeControl::Bank {
                initial: 600,
                increment: 0,
                cap: None
            }
        );
        assert_eq!(TimeControl::parse("none"), Ok(None));
        for text in ["3d", "1d+12h", "3d+1d/7d", "10m+5s", "1d12h"] {
            let c = parsed(text);
            assert_eq!(parsed(&c.to_string()), c, "{text}");
        }
        assert_eq!(parsed("2G"), TimeControl::PerMove { seconds: 2 * DAY });
    }

    #[test]
    fn nonsense_and_absurd_times_are_refused() {
        for text in [
            "",
            "3",
            "d",
            "3x",
            "3d+",
            "3d/7d",
            "3d+1d/1d",
            "400d",
            "-3d",
            "0s",
            "99999999999999999999d",
        ] {
            assert_eq!(TimeControl::parse(text), Err(BadTime), "{text}");
        }
    }

    #[test]
    fn a_bank_is_spent_by_its_seat_and_grows_by_the_increment() {
        let control = parsed("3d+1d");
        let moves = [
            // Seat 0 thinks one day, seat 1 two, a throw, seat 0 an hour.
            Timed {
                seat: Some(0),
                at: DAY,
            },
            Timed {
                seat: Some(1),
                at: 3 * DAY,
            },
            Timed {
                seat: None,
                at: 3 * DAY + 5,
            },
            Timed {
                seat: Some(0),
                at: 3 * DAY + HOUR,
            },
        ];
        let clocks = Clocks::after(control, 2, 0, &moves);
        // Seat 0: 3d - 1d + 1d; then less the hour since the throw (the
        // throw's five seconds are nobody's), + 1d.
        assert_eq!(clocks.left[0], 4 * DAY - HOUR + 5);
        assert_eq!(clocks.left[1], 3 * DAY - 2 * DAY + DAY);
        assert_eq!(clocks.turn_started, 3 * DAY + HOUR);
        assert_eq!(clocks.deadline(1), 3 * DAY + HOUR + 2 * DAY);
    }

    #[test]
    fn a_bank_never_grows_past_its_cap() {
        let moves = [Timed {
            seat: Some(0),
            at: HOUR,
        }];
        let clocks = Clocks::after(parsed("1d+1d/36h"), 2, 0, &moves);
        assert_eq!(clocks.left, vec![36 * HOUR, DAY]);
    }

    #[test]
    fn per_move_time_starts_afresh_each_turn() {
        let control = parsed("2d");
        let moves = [Timed {
            seat: Some(0),
            at: 40 * HOUR,
        }];
        let clocks = Clocks::after(control, 2, 0, &moves);
        assert_eq!(clocks.left, vec![2 * DAY, 2 * DAY]);
        assert_eq!(clocks.deadline(1), 40 * HOUR + 2 * DAY);
    }

    #[test]
    fn a_vacation_inside_a_turn_is_not_charged_to_the_bank() {
        // Seat 1 takes four days to answer, two of them on vacation.
        let moves = [
            Timed {
                seat: Some(0),
                at: HOUR,
            },
            Timed {
                seat: Some(1),
                at: HOUR + 4 * DAY,
            },
        ];
        let pauses = vec![Vec::new(), vec![(DAY, 3 * DAY)]];
        let clocks = Clocks::paused(parsed("3d"), 2, 0, &moves, pauses.clone());
        assert_eq!(clocks.left, vec![3 * DAY, 3 * DAY]);
        let bank = Clocks::paused(parsed("5d+1d"), 2, 0, &moves, pauses);
        assert_eq!(bank.left, vec![5 * DAY - HOUR + DAY, 5 * DAY - 2 * DAY + DAY]);
        // Without the vacation the same moves cost two days more.
        let plain = Clocks::after(parsed("5d+1d"), 2, 0, &moves);
        assert_eq!(plain.left[1], 5 * DAY - 4 * DAY + DAY);
    }

    #[test]
    fn a_deadline_moves_past_a_vacation_that_starts_before_it() {
        let control = parsed("3d");
        // Under way at the turn's start: the three days run from its end.
        let now = Clocks::paused(control, 2, DAY, &[], vec![vec![(0, 2 * DAY)]]);
        assert_eq!(now.deadline(0), 2 * DAY + 3 * DAY);
        // Starting a day into the turn, lasting two: two days later.
        let later = Clocks::paused(control, 2, 0, &[], vec![vec![(DAY, 3 * DAY)]]);
        assert_eq!(later.deadline(0), 5 * DAY);
        // Two vacations in the turn both count.
        let two = Clocks::paused(
            control,
            2,
            0,
            &[],
            vec![vec![(DAY, 2 * DAY), (2 * DAY + HOUR, 3 * DAY)]],
        );
        assert_eq!(two.deadline(0), 5 * DAY - HOUR);
        // One after the flag, or the other seat's, changes nothing.
        let after = Clocks::paused(control, 2, 0, &[], vec![vec![(3 * DAY, 4 * DAY)], vec![(0, DAY)]]);
        assert_eq!(after.deadline(0), 3 * DAY);
        assert_eq!(after.deadline(1), 4 * DAY);
    }

    #[test]
    fn warnings_come_at_half_and_a_sixth_left_never_in_the_last_minute() {
        let clocks = Clocks::after(parsed("6h"), 2, 0, &[]);
        // 6h bank: warned with 3h and 1h left.
        assert_eq!(clocks.warnings(0, 0), vec![3 * HOUR, 5 * HOUR]);
        assert_eq!(clocks.warnings(0, 4 * HOUR), vec![5 * HOUR]);
        // 90 s: both warnings would fall in the last minute.
        assert!(Clocks::after(parsed("90s"), 2, 0, &[]).warnings(0, 0).is_empty());
    }

    #[test]
    fn spans_are_written_with_their_two_largest_units_in_each_language() {
        assert_eq!(span_words(2 * DAY + 3 * HOUR + 59, Lang::En), "2 days 3 hours");
        assert_eq!(span_words(DAY + 5, Lang::It), "1 giorno");
        assert_eq!(span_words(250, Lang::En), "4 min 10 s");
        assert_eq!(span_words(-5, Lang::It), "0 s");
        // Issue 37, point 13: a fresh clock read a moment later.
        assert_eq!(span_words(3 * DAY - 1, Lang::En), "3 days");
        assert_eq!(span_words(3 * DAY - 20 * MINUTE, Lang::En), "3 days");
        assert_eq!(span_words(DAY - 20, Lang::It), "1 giorno");
        assert_eq!(parsed("10m+5s").words(Lang::It), "10 min + 5 s a mossa");
        assert_eq!(parsed("3d").words(Lang::En), "3 days a move");
    }
}
