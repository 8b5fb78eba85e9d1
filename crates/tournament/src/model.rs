//! A tournament as the pairing engines, tie-breaks and TRF see it: players
//! by pairing number (index + 1) and, per round, what each player did, in
//! TRF-16's terms (opponent, colour, result code).

use std::fmt;

/// The colour (first move) a player had in a round.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Colour {
    White,
    Black,
    /// No game: a bye or an absence.
    None,
}

impl Colour {
    /// The other colour.
    pub fn other(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
            Colour::None => Colour::None,
        }
    }

    /// TRF-16 letter.
    pub fn trf(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
            Colour::None => '-',
        }
    }

    /// From a TRF-16 letter.
    pub fn from_trf(c: char) -> Option<Colour> {
        match c {
            'w' | 'W' => Some(Colour::White),
            'b' | 'B' => Some(Colour::Black),
            '-' | ' ' => Some(Colour::None),
            _ => None,
        }
    }
}

/// What a round brought a player, as TRF-16 codes it.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Code {
    Win,
    Draw,
    Loss,
    /// Won because the opponent did not play.
    ForfeitWin,
    /// Lost by not playing.
    ForfeitLoss,
    /// A half-point bye the player asked for.
    HalfBye,
    /// A full-point bye (not allocated by pairing).
    FullBye,
    /// The pairing-allocated bye (odd number of players).
    PairingBye,
    /// Not paired: absent, not yet entered, or withdrawn.
    ZeroBye,
    /// Paired, game not finished yet.
    Pending,
}

impl Code {
    /// Points the round gives.
    pub fn points(self) -> f64 {
        match self {
            Code::Win | Code::ForfeitWin | Code::FullBye | Code::PairingBye => 1.0,
            Code::Draw | Code::HalfBye => 0.5,
            Code::Loss | Code::ForfeitLoss | Code::ZeroBye | Code::Pending => 0.0,
        }
    }

    /// A game was actually played over the board.
    pub fn played(self) -> bool {
        matches!(self, Code::Win | Code::Draw | Code::Loss | Code::Pending)
    }

    /// TRF-16 character.
    pub fn trf(self) -> char {
        match self {
            Code::Win => '1',
            Code::Draw => '=',
            Code::Loss => '0',
            Code::ForfeitWin => '+',
            Code::ForfeitLoss => '-',
            Code::HalfBye => 'H',
            Code::FullBye => 'F',
            Code::PairingBye => 'U',
            Code::ZeroBye => 'Z',
            Code::Pending => ' ',
        }
    }

    /// From a TRF-16 character (`W`, `D`, `L` — games too short to rate —
    /// read as played results).
    pub fn from_trf(c: char) -> Option<Code> {
        Some(match c {
            '1' | 'W' => Code::Win,
            '=' | 'D' => Code::Draw,
            '0' | 'L' => Code::Loss,
            '+' => Code::ForfeitWin,
            '-' => Code::ForfeitLoss,
            'H' => Code::HalfBye,
            'F' => Code::FullBye,
            'U' => Code::PairingBye,
            'Z' => Code::ZeroBye,
            ' ' => Code::Pending,
            _ => return None,
        })
    }

    /// The opponent's code for the same game.
    pub fn mirrored(self) -> Code {
        match self {
            Code::Win => Code::Loss,
            Code::Loss => Code::Win,
            Code::ForfeitWin => Code::ForfeitLoss,
            Code::ForfeitLoss => Code::ForfeitWin,
            other => other,
        }
    }
}

/// One round of one player.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Entry {
    /// The opponent's index (none for byes and absences).
    pub opponent: Option<usize>,
    pub colour: Colour,
    pub code: Code,
}

impl Entry {
    /// A round without a game.
    pub fn without_game(code: Code) -> Entry {
        Entry {
            opponent: None,
            colour: Colour::None,
            code,
        }
    }
}

/// A player in the field.
#[derive(Clone, Debug, PartialEq)]
pub struct Player {
    pub name: String,
    pub rating: f64,
    /// One entry per round played so far (rounds before a late entry are
    /// [`Code::ZeroBye`]).
    pub entries: Vec<Entry>,
    /// Withdrawn: paired no more.
    pub withdrawn: bool,
}

impl Player {
    /// A new player with no rounds.
    pub fn new(name: impl Into<String>, rating: f64) -> Player {
        Player {
            name: name.into(),
            rating,
            entries: Vec::new(),
            withdrawn: false,
        }
    }

    /// Points after all recorded rounds.
    pub fn score(&self) -> f64 {
        self.entries.iter().map(|e| e.code.points()).sum()
    }

    /// Points after the first `rounds` rounds.
    pub fn score_after(&self, rounds: usize) -> f64 {
        self.entries.iter().take(rounds).map(|e| e.code.points()).sum()
    }
}

/// Every player with their rounds: index `i` is pairing number `i + 1`.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Field {
    pub players: Vec<Player>,
}

impl Field {
    /// Rounds recorded (the longest entry list).
    pub fn rounds(&self) -> usize {
        self.players.iter().map(|p| p.entries.len()).max().unwrap_or(0)
    }

    /// Records a game of a round between `white` and `black` with white's code.
    pub fn set_game(&mut self, round: usize, white: usize, black: usize, white_code: Code) {
        self.set(
            round,
            white,
            Entry {
                opponent: Some(black),
                colour: Colour::White,
                code: white_code,
            },
        );
        self.set(
            round,
            black,
            Entry {
                opponent: Some(white),
                colour: Colour::Black,
                code: white_code.mirrored(),
            },
        );
    }

    /// Sets one player's entry for a round (0-based), padding earlier
    /// rounds as absences.
    pub fn set(&mut self, round: usize, player: usize, entry: Entry) {
        let entries = &mut self.players[player].entries;
        while entries.len() <= round {
            entries.push(Entry::without_game(Code::ZeroBye));
        }
        entries[round] = entry;
    }
}

/// One round's pairings: boards (white, black) in board order, and the
/// player who gets the pairing-allocated bye.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundPairing {
    pub boards: Vec<(usize, usize)>,
    pub bye: Option<usize>,
}

impl fmt::Display for RoundPairing {
    /// Pairing numbers: `1-4 3-2 bye 5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut parts: Vec<String> = self
            .boards
            .iter()
            .map(|(w, b)| format!("{}-{}", w + 1, b + 1))
            .collect();
        if let Some(b) = self.bye {
            parts.push(format!("bye {}", b + 1));
        }
        f.write_str(&parts.join(" "))
    }
}
