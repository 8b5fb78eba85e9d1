//! The position text (see the module's header) and its reading back.

use super::Engine;
use super::board::{CELLS, GAP, LETTERS, SIDE, UNDEALT, by_symbol, is_loop, path, symbol};
use super::state::{Letter, Phase, ROUND_SLIDES, SOLO_SLIDES, SState, left_to_deal};
use crate::PositionError;

fn area_text(area: &[u8; CELLS]) -> String {
    (0..SIDE)
        .rev()
        .map(|rank| {
            (0..SIDE)
                .map(|file| symbol(area[rank * SIDE + file]))
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("/")
}

fn read_area(text: &str) -> Result<[u8; CELLS], PositionError> {
    let ranks: Vec<&str> = text.split('/').collect();
    if ranks.len() != SIDE {
        return Err(PositionError::shape(format!(
            "an area is 5 ranks joined by /, not '{text}'"
        )));
    }
    let mut area = [UNDEALT; CELLS];
    for (i, rank) in ranks.iter().enumerate() {
        let cells: Vec<char> = rank.chars().collect();
        if cells.len() != SIDE {
            return Err(PositionError::shape(format!("a rank is 5 cells, not '{rank}'")));
        }
        for (file, &c) in cells.iter().enumerate() {
            area[(SIDE - 1 - i) * SIDE + file] = by_symbol(c).ok_or_else(|| {
                PositionError::piece(format!("'{c}' is no tile (- | L J r 7, . the gap, ? not laid)"))
            })?;
        }
    }
    Ok(area)
}

impl Engine {
    pub(super) fn position_text(&self, s: &SState) -> String {
        if self.solo {
            let phase = match s.phase {
                Phase::Deal => "deal",
                Phase::Over => "over",
                _ => "slide",
            };
            return format!("{} {phase} {}", area_text(&s.areas[0]), s.slides);
        }
        let letters: String = s
            .letters
            .iter()
            .map(|l| match l {
                Letter::Free => '.',
                Letter::Won(seat) => char::from(b'0' + seat),
                Letter::Void => 'x',
            })
            .collect();
        let phase = match s.phase {
            Phase::Deal => "deal".to_string(),
            Phase::Pick { seat } => format!("pick:{seat}"),
            Phase::Throw { picker, letter } => format!("throw:{picker}:{}", LETTERS[usize::from(letter)]),
            Phase::Slide {
                seat,
                picker,
                letter,
                die,
            } => format!("slide:{seat}:{picker}:{}:{die}", LETTERS[usize::from(letter)]),
            Phase::Over => "over".to_string(),
        };
        format!(
            "{} {} {letters} {phase} {}",
            area_text(&s.areas[0]),
            area_text(&s.areas[1]),
            s.slides
        )
    }

    pub(super) fn read_position(&self, text: &str) -> Result<SState, PositionError> {
        let parts: Vec<&str> = text.split_whitespace().collect();
        let want = if self.solo { 3 } else { 5 };
        if parts.len() != want {
            return Err(PositionError::shape(format!(
                "{want} words expected, not {}",
                parts.len()
            )));
        }
        let mut s = SState::new();
        let areas = if self.solo { 1 } else { 2 };
        for (a, part) in parts.iter().take(areas).enumerate() {
            s.areas[a] = read_area(part)?;
        }
        // The deal lays the cells in order, the first area first, with
        // the box's tiles: a laid cell after one not laid, or a tile too
        // many, is no position.
        let mut dealt_all = true;
        for a in 0..areas {
            let area = &s.areas[a];
            let laid = area.iter().take_while(|&&c| c != UNDEALT).count();
            if area[laid..].iter().any(|&c| c != UNDEALT) || (laid > 0 && !dealt_all) {
                return Err(PositionError::unreachable(
                    "the tiles are laid cell by cell from a1",
                ));
            }
            let counts = count(area);
            let (left, gap) = left_to_deal(area, self.mix());
            if counts.iter().zip(self.mix()).any(|(n, m)| n > m)
                || area.iter().filter(|&&c| c == GAP).count() > 1
            {
                return Err(PositionError::count(
                    "more tiles of a kind than the box holds, or two gaps",
                ));
            }
            let complete = left.iter().all(|&n| n == 0) && gap == 0;
            dealt_all &= complete;
        }
        let slides: u16 = parts[want - 1]
            .parse()
            .map_err(|_| PositionError::counter(format!("'{}' is no count of slides", parts[want - 1])))?;
        let phase_word = parts[want - 2];
        if self.solo {
            s.phase = match phase_word {
                "deal" if !dealt_all => Phase::Deal,
                "slide" if dealt_all && !is_loop(&s.areas[0]) && slides < SOLO_SLIDES => Phase::Slide {
                    seat: 0,
                    picker: 0,
                    letter: 0,
                    die: 1,
                },
                "over" if dealt_all && (is_loop(&s.areas[0]) || slides >= SOLO_SLIDES) => Phase::Over,
                _ => {
                    return Err(PositionError::turn(format!(
                        "'{phase_word}' does not fit the area"
                    )));
                }
            };
            if slides > SOLO_SLIDES || (!dealt_all && slides > 0) {
                return Err(PositionError::counter("too many slides"));
            }
            s.slides = slides;
            return Ok(s);
        }
        let letters: Vec<char> = parts[2].chars().collect();
        if letters.len() != 5 {
            return Err(PositionError::shape(
                "the letters are five marks: . free, 0 or 1 taken, x void",
            ));
        }
        for (i, c) in letters.iter().enumerate() {
            s.letters[i] = match c {
                '.' => Letter::Free,
                '0' => Letter::Won(0),
                '1' => Letter::Won(1),
                'x' => Letter::Void,
                _ => return Err(PositionError::piece(format!("'{c}' is no letter's mark"))),
            };
        }
        let seat = |t: &str| match t {
            "0" => Ok(0u8),
            "1" => Ok(1u8),
            _ => Err(PositionError::turn(format!("'{t}' is no seat"))),
        };
        let letter = |t: &str| {
            let l = LETTERS
                .iter()
                .position(|&l| t.len() == 1 && t.starts_with(l))
                .ok_or_else(|| PositionError::turn(format!("'{t}' is no letter")))? as u8;
            if s.letters[usize::from(l)] != Letter::Free {
                return Err(PositionError::unreachable(
                    "the round's letter is still in its slot",
                ));
            }
            Ok(l)
        };
        let fields: Vec<&str> = phase_word.split(':').collect();
        s.phase = match fields.as_slice() {
            ["deal"] if !dealt_all => Phase::Deal,
            ["pick", p] if dealt_all => Phase::Pick { seat: seat(p)? },
            ["throw", p, l] if dealt_all => Phase::Throw {
                picker: seat(p)?,
                letter: letter(l)?,
            },
            ["slide", m, p, l, d] if dealt_all => {
                let die = match *d {
                    "1" | "2" | "3" | "4" | "5" | "6" => d.as_bytes()[0] - b'0',
                    _ => return Err(PositionError::turn(format!("'{d}' is no face of the die"))),
                };
                Phase::Slide {
                    seat: seat(m)?,
                    picker: seat(p)?,
                    letter: letter(l)?,
                    die,
                }
            }
            ["over"] if dealt_all => Phase::Over,
            _ => return Err(PositionError::turn(format!("'{phase_word}' is no phase here"))),
        };
        let (t0, t1) = (s.taken(0), s.taken(1));
        let over = t0 >= 3 || t1 >= 3 || s.free().next().is_none();
        if (s.phase == Phase::Over) != over || t0 > 3 || t1 > 3 || (t0 == 3 && t1 == 3) {
            return Err(PositionError::unreachable(
                "the letters taken do not fit the phase",
            ));
        }
        let playing = matches!(s.phase, Phase::Slide { .. });
        if slides >= ROUND_SLIDES || (!playing && slides > 0) {
            return Err(PositionError::counter(
                "the slides of a round run from 0 to 199, 0 out of a round",
            ));
        }
        if let Phase::Slide {
            seat,
            picker,
            letter,
            die,
        } = s.phase
        {
            // The first slide is the picker's opponent's, then they
            // alternate; the one who just slid has no path (else the round
            // would be over).
            let due = if slides.is_multiple_of(2) {
                1 - picker
            } else {
                picker
            };
            if seat != due {
                return Err(PositionError::turn(
                    "the slides alternate from the picker's opponent",
                ));
            }
            let last = 1 - seat;
            if slides > 0 && path(&s.areas[usize::from(last)], last, letter, die).is_some() {
                return Err(PositionError::unreachable(
                    "the last slide made a path: the round is over",
                ));
            }
        }
        s.slides = slides;
        Ok(s)
    }
}

fn count(area: &[u8; CELLS]) -> [u8; 6] {
    let mut out = [0; 6];
    for &c in area {
        if c < GAP {
            out[usize::from(c)] += 1;
        }
    }
    out
}
