//! Reading a position text back: the ring's head, the owners of the pits
//! (Grand), the nests and the counters.

use super::*;

/// The letter of the coin toss still to come, in place of the seat to move.
pub(super) const TOSS: char = '?';

impl<K: RuleSet> Ring<K> {
    /// The head's shape: the ring, a store per seat, the seat letters (and
    /// `?` where a coin toss decides the first seat).
    pub(super) fn read_head<'a>(&self, text: &'a str) -> Result<Head<'a>, PositionError> {
        let mut movers = SEAT_LETTERS[..usize::from(self.seats)].to_vec();
        if matches!(K::KIND, Kind::Grand | Kind::Oriental) {
            movers.push(TOSS);
        }
        let start = self.initial();
        let example = self.position_text(&start);
        let shape = Shape {
            rows: &[usize::from(PITS)],
            stores: usize::from(self.seats),
            movers: &movers,
            example: &example,
        };
        reading::head(text, &shape)
    }

    /// Grand's owners: one seat letter per pit.
    pub(super) fn read_owners(&self, text: &str) -> Result<[u8; PITS as usize], PositionError> {
        let letters: Vec<char> = text.chars().collect();
        let mut owners = [0u8; PITS as usize];
        if letters.len() != usize::from(PITS) {
            return Err(PositionError::new(
                "the owners are one seat letter per pit, 12 in all",
            ));
        }
        for (o, &c) in owners.iter_mut().zip(&letters) {
            *o = reading::letter(
                &c.to_string(),
                &SEAT_LETTERS[..usize::from(self.seats)],
                "a pit's owner",
            )? as u8;
        }
        Ok(owners)
    }

    /// Arabian's nests: the pit's number and its owner's letter (`3R,5B`).
    pub(super) fn read_nests(&self, text: &str) -> Result<[u8; PITS as usize], PositionError> {
        let mut nests = [0u8; PITS as usize];
        for entry in text.split(',') {
            let split = entry.find(|c: char| !c.is_ascii_digit()).unwrap_or(entry.len());
            let (pit, letter) = entry.split_at(split);
            let pit: u8 = reading::number(pit, 1..=PITS, "a nest's pit")?;
            let owner = reading::letter(letter, &SEAT_LETTERS[..usize::from(self.seats)], "a nest's owner")?;
            nests[usize::from(pit - 1)] = owner as u8 + 1;
        }
        Ok(nests)
    }

    /// The words after the head, in the order written: Grand's owners,
    /// the nests, `preparing`, `may-stop`, the quiet moves.
    pub(super) fn read_tail(&self, head: &mut Head<'_>, x: &mut OwrExtra) -> Result<(), PositionError> {
        let only = |what: &str, kind: Kind| {
            PositionError::new(format!("{what} belongs to {} only", kind_slug(kind)))
        };
        if K::KIND == Kind::Grand {
            x.owners = self.read_owners(head.tail.required("owners")?)?;
        }
        if let Some(nests) = head.tail.value("nests")? {
            if K::KIND != Kind::Arabian {
                return Err(only("'nests'", Kind::Arabian));
            }
            x.nests = self.read_nests(nests)?;
        }
        if head.tail.flag("preparing") {
            if K::KIND != Kind::Pendulum {
                return Err(only("'preparing'", Kind::Pendulum));
            }
            // Red prepares first, then Blue: two preparations, then one.
            x.prep = if head.seat() == Seat(0) { 2 } else { 1 };
        }
        if head.tail.flag("may-stop") {
            if K::KIND != Kind::Arabian {
                return Err(only("'may-stop'", Kind::Arabian));
            }
            x.may_stop = true;
        }
        x.quiet = reading::number(head.tail.required("quiet")?, 0..=QUIET_LIMIT, "the quiet moves")?;
        head.tail
            .end("the owners (Grand), the nests, 'preparing', 'may-stop' and 'quiet N'")
    }
}
