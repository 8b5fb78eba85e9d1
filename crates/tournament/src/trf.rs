//! FIDE TRF-16 (Handbook C.04 Annex 2): the tournament report file. Tavolo
//! writes the header records, one `001` player line per player with a
//! 10-column block per round, and the extension records that pairing
//! programs read: `XXR` (rounds), `XXC` (initial colour) and `152` (the
//! colour of board 1's white side in round 1). It also reads such files
//! (the pairing fixtures are TRF).

use std::fmt::Write as _;

use crate::model::{Code, Colour, Entry, Field, Player};
use crate::standings::Standing;

/// What a TRF file says besides the field.
#[derive(Clone, Debug, PartialEq)]
pub struct Header {
    pub name: String,
    pub rounds: usize,
    /// Pairing number 1's colour in round 1.
    pub initial: Colour,
    /// How players were paired (the `092` type record).
    pub system: System,
}

/// The pairing system, as TRF-16's free-text `092` record names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum System {
    Swiss,
    RoundRobin,
    DoubleRoundRobin,
    Knockout,
}

impl System {
    /// The `092` record's text.
    pub fn trf(self) -> &'static str {
        match self {
            System::Swiss => "Individual: Swiss-System",
            System::RoundRobin => "Individual: Round-Robin",
            System::DoubleRoundRobin => "Individual: Double Round-Robin",
            System::Knockout => "Individual: Knockout",
        }
    }

    /// Reads a `092` record's text (unknown texts read as Swiss).
    fn from_trf(text: &str) -> System {
        let text = text.to_lowercase();
        if text.contains("double") && text.contains("robin") {
            System::DoubleRoundRobin
        } else if text.contains("robin") {
            System::RoundRobin
        } else if text.contains("knock") {
            System::Knockout
        } else {
            System::Swiss
        }
    }
}

/// Writes a tournament as TRF-16. `standings` gives each player's rank.
pub fn write(header: &Header, field: &Field, standings: &[Standing]) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "012 {}", header.name);
    let _ = writeln!(out, "062 {}", field.players.len());
    let _ = writeln!(out, "092 {}", header.system.trf());
    let initial = if header.initial == Colour::Black { "B" } else { "W" };
    let _ = writeln!(out, "152 {initial}");
    let _ = writeln!(out, "XXR {}", header.rounds);
    let _ = writeln!(
        out,
        "XXC {}",
        if header.initial == Colour::Black {
            "black1"
        } else {
            "white1"
        }
    );
    for (i, p) in field.players.iter().enumerate() {
        let rank = standings.iter().find(|s| s.player == i).map_or(0, |s| s.rank);
        let name: String = p.name.chars().filter(|c| !c.is_control()).take(33).collect();
        let mut line = format!(
            "001 {:>4}      {:<33} {:>4} {:>3} {:>11} {:>10} {:>4.1} {:>4}",
            i + 1,
            name,
            p.rating.round() as i64,
            "",
            "",
            "",
            p.score(),
            rank
        );
        for e in &p.entries {
            let opponent = e.opponent.map_or("0000".to_string(), |o| format!("{:>4}", o + 1));
            let _ = write!(line, "  {opponent} {} {}", e.colour.trf(), e.code.trf());
        }
        let _ = writeln!(out, "{}", line.trim_end());
    }
    out
}

/// Reads the players and rounds of a TRF-16 file (header records other
/// than `XXR`, `XXC` and `152` are ignored).
///
/// # Errors
/// A player line that does not parse, with its line number.
pub fn read(text: &str) -> Result<(Header, Field), String> {
    let mut header = Header {
        name: String::new(),
        rounds: 0,
        initial: Colour::White,
        system: System::Swiss,
    };
    let mut rows: Vec<(usize, Player)> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let at = |what: &str| format!("line {}: {what}", n + 1);
        if let Some(rest) = line.strip_prefix("012 ") {
            header.name = rest.trim().to_string();
        } else if let Some(rest) = line.strip_prefix("092 ") {
            header.system = System::from_trf(rest.trim());
        } else if let Some(rest) = line.strip_prefix("XXR ") {
            header.rounds = rest.trim().parse().map_err(|_| at("bad XXR"))?;
        } else if let Some(rest) = line.strip_prefix("XXC ") {
            if rest.trim().starts_with("black") {
                header.initial = Colour::Black;
            }
        } else if let Some(rest) = line.strip_prefix("152 ") {
            if rest.trim() == "B" {
                header.initial = Colour::Black;
            }
        } else if let Some(rest) = line.strip_prefix("142 ") {
            if header.rounds == 0 {
                header.rounds = rest.trim().parse().unwrap_or(0);
            }
        } else if line.starts_with("001") {
            let chars: Vec<char> = line.chars().collect();
            let field = |a: usize, b: usize| -> String {
                chars
                    .get(a..b.min(chars.len()))
                    .map_or(String::new(), |s| s.iter().collect())
            };
            let number: usize = field(4, 8).trim().parse().map_err(|_| at("bad pairing number"))?;
            let name = field(14, 47).trim().to_string();
            let rating: f64 = field(48, 52).trim().parse().unwrap_or(0.0);
            let mut player = Player::new(name, rating);
            let mut k = 91;
            while k + 8 <= chars.len() {
                let opp = field(k, k + 4);
                let colour = chars.get(k + 5).copied().unwrap_or(' ');
                let code = chars.get(k + 7).copied().unwrap_or(' ');
                let opponent = match opp.trim() {
                    "" | "0000" | "0" => None,
                    o => Some(o.parse::<usize>().map_err(|_| at("bad opponent"))? - 1),
                };
                let colour = Colour::from_trf(colour).ok_or_else(|| at("bad colour"))?;
                let code = Code::from_trf(code).ok_or_else(|| at("bad result"))?;
                player.entries.push(Entry {
                    opponent,
                    colour,
                    code,
                });
                k += 10;
            }
            rows.push((number, player));
        }
    }
    rows.sort_by_key(|(n, _)| *n);
    Ok((
        header,
        Field {
            players: rows.into_iter().map(|(_, p)| p).collect(),
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_written_file_reads_back() {
        let mut field = Field::default();
        field.players.push(Player::new("Alice", 1712.0));
        field.players.push(Player::new("Bob", 1500.0));
        field.players.push(Player::new("Carol", 1499.6));
        field.set_game(0, 0, 1, Code::Draw);
        field.set(0, 2, Entry::without_game(Code::PairingBye));
        field.set_game(1, 2, 0, Code::ForfeitLoss);
        field.set(1, 1, Entry::without_game(Code::HalfBye));
        let header = Header {
            name: "Test cup".into(),
            rounds: 3,
            initial: Colour::White,
            system: System::Swiss,
        };
        let text = write(&header, &field, &[]);
        assert!(text.contains("XXR 3\n") && text.contains("XXC white1\n") && text.contains("152 W\n"));
        let line = text.lines().find(|l| l.starts_with("001    1")).unwrap();
        assert_eq!(&line[91..], "   2 w =     3 b +");
        let (h, f) = read(&text).unwrap();
        assert_eq!(h, header);
        assert_eq!(f.players.len(), 3);
        assert_eq!(f.players[0].entries, field.players[0].entries);
        assert_eq!(f.players[2].entries, field.players[2].entries);
        assert_eq!(f.players[2].rating, 1500.0);
    }

    #[test]
    fn a_round_robin_is_not_called_swiss() {
        let mut field = Field::default();
        field.players.push(Player::new("Alice", 1500.0));
        field.players.push(Player::new("Bob", 1500.0));
        for system in [System::RoundRobin, System::DoubleRoundRobin, System::Knockout] {
            let header = Header {
                name: "Cup".into(),
                rounds: 1,
                initial: Colour::White,
                system,
            };
            let text = write(&header, &field, &[]);
            assert!(!text.contains("Swiss"), "{text}");
            assert!(text.contains(&format!("092 {}\n", system.trf())));
            assert_eq!(read(&text).unwrap().0.system, system);
        }
    }
}
