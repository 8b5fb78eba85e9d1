//! Themes: what every board kind, style key and seat colour is painted with.
//!
//! A theme is data, built once ([`Theme::get`]); a colour-blind-safe
//! palette is a theme, not a code path. Pieces are looked up by
//! (board kind, style key, colour key), the most specific rule winning, so a
//! theme can say "seeds in pits are cream" or "red pieces anywhere carry a
//! dot" without the renderer knowing any game.
//!
//! Both themes keep the sides apart by more than hue: one side is light with
//! a dark rim, the other dark, and hues that could be confused (red against
//! green or blue) carry a mark.

use std::fmt;
use std::str::FromStr;
use std::sync::LazyLock;

use games::view::Board;

use crate::canvas::Rgb;

/// Board kinds, as themes and layouts know them.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Kind {
    Squares,
    Intersections,
    Graph,
    Pits,
    Track,
    TokenRows,
    Points,
    Holes,
    Hexes,
}

impl Kind {
    /// The kind of `board`.
    pub fn of(board: &Board) -> Kind {
        match board {
            Board::Squares(_) => Kind::Squares,
            Board::Intersections(_) => Kind::Intersections,
            Board::Graph(_) => Kind::Graph,
            Board::Pits(_) => Kind::Pits,
            Board::Track(_) => Kind::Track,
            Board::TokenRows(_) => Kind::TokenRows,
            Board::Points(_) => Kind::Points,
            Board::Holes(_) => Kind::Holes,
            Board::Hexes(_) => Kind::Hexes,
        }
    }
}

/// The themes, by key.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum ThemeKey {
    /// Wood and paper, the usual look.
    #[default]
    Classic,
    /// Black, white and the Okabe–Ito colours: high contrast, safe for
    /// colour-blind players.
    Contrast,
}

impl ThemeKey {
    /// Every theme.
    pub const ALL: [ThemeKey; 2] = [ThemeKey::Classic, ThemeKey::Contrast];

    /// The theme's key as users type it.
    pub fn key(self) -> &'static str {
        match self {
            ThemeKey::Classic => "classic",
            ThemeKey::Contrast => "contrast",
        }
    }
}

impl fmt::Display for ThemeKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl FromStr for ThemeKey {
    type Err = String;

    /// Reads a theme key ("classic", "contrast"; also "default",
    /// "high-contrast", "colour-blind").
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s.trim().to_ascii_lowercase().as_str() {
            "classic" | "default" => Ok(ThemeKey::Classic),
            "contrast" | "high-contrast" | "colour-blind" | "color-blind" => Ok(ThemeKey::Contrast),
            _ => Err(format!(
                "no theme is called '{}'; themes: classic, contrast",
                s.chars().take(40).collect::<String>()
            )),
        }
    }
}

/// A mark drawn on a piece, so sides differ by shape as well as colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum PieceMark {
    /// No mark.
    Plain,
    /// A dot in the middle.
    Dot,
    /// A ring inside the rim.
    Ring,
    /// A diagonal cross.
    Cross,
}

/// How a piece is painted.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PiecePaint {
    pub fill: Rgb,
    pub rim: Rgb,
    pub mark: PieceMark,
    pub mark_colour: Rgb,
}

/// How a board kind is painted.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct BoardPaint {
    /// The board itself (wood).
    pub surface: Rgb,
    /// Light squares; also track squares.
    pub light: Rgb,
    /// Dark squares; also pits.
    pub dark: Rgb,
    /// Lines, grid and edges.
    pub line: Rgb,
    /// The frame around the board.
    pub frame: Rgb,
}

/// Special cells (a track's rosettes, safe squares, water): a fill, a
/// motif colour and the motif drawn.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct SpecialPaint {
    pub fill: Rgb,
    pub motif: Rgb,
    pub shape: Motif,
}

/// What is drawn on a special cell.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Motif {
    /// An eight-petalled rosette (Ur).
    Rosette,
    /// A ring: a safe or protected square.
    Ring,
    /// Wavy lines: water, a trap.
    Waves,
    /// A five-pointed star: a lucky square.
    Star,
    /// An arrow pointing off the board: an exit.
    Exit,
    /// A square frame inside the cell: a throne, a centre square.
    Frame,
    /// Diagonal hatching: a corner or refuge square.
    Hatch,
    /// Colour only.
    Plain,
}

/// The special cells every theme knows: style key, fill, motif colour and
/// motif; `contrast` picks the high-contrast fills.
fn specials(contrast: bool) -> Vec<(&'static str, SpecialPaint)> {
    let table: [(&str, u32, u32, u32, Motif); 11] = [
        ("rosette", 0xF3CF7A, 0xF0E442, 0x6B3E1E, Motif::Rosette),
        ("safe", 0xCDE7B0, 0xA6E3A1, 0x2F5D1E, Motif::Ring),
        ("water", 0x9CC9E8, 0x56B4E9, 0x1D4E89, Motif::Waves),
        ("lucky", 0xF3CF7A, 0xF0E442, 0x7A4A00, Motif::Star),
        ("exit", 0xE8D0E8, 0xCC79A7, 0x5A2A5A, Motif::Exit),
        ("start", 0xF2D9B8, 0xE69F00, 0x6B3E1E, Motif::Ring),
        ("goal", 0xD8CFF0, 0xB8A8F0, 0x3A2A7A, Motif::Plain),
        ("zone", 0xE6DCC4, 0xDDDDDD, 0x4F463A, Motif::Plain),
        ("throne", 0xC79A5B, 0xB0B0B0, 0x3B2814, Motif::Frame),
        ("corner", 0xC79A5B, 0xB0B0B0, 0x3B2814, Motif::Hatch),
        ("blocked", 0x8E2F2A, 0x3A3A3A, 0x4A1210, Motif::Hatch),
    ];
    table
        .into_iter()
        .map(|(key, fill, high, motif, shape)| {
            let motif_ink = if contrast { 0x000000 } else { motif };
            (
                key,
                SpecialPaint {
                    fill: rgb(if contrast { high } else { fill }),
                    motif: rgb(motif_ink),
                    shape,
                },
            )
        })
        .collect()
}

/// Colours of the last-move and other marks.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct MarkPaint {
    /// Tint and outline where the last move started.
    pub from: Rgb,
    /// Tint and outline where it arrived.
    pub to: Rgb,
    /// Winning or scoring lines.
    pub line: Rgb,
    /// Captured pieces' crosses.
    pub captured: Rgb,
    /// Cells that may be chosen.
    pub choice: Rgb,
    /// Arrows of the last move, and their edge.
    pub arrow: Rgb,
    pub arrow_edge: Rgb,
}

/// Colours of the dice.
#[derive(Clone, Copy, PartialEq, Debug)]
pub struct DicePaint {
    pub body: Rgb,
    pub edge: Rgb,
    pub mark: Rgb,
}

/// One line of a theme's piece table: `None` matches anything.
struct PieceRule {
    kind: Option<Kind>,
    style: Option<&'static str>,
    colour: Option<&'static str>,
    paint: PiecePaint,
}

/// A theme.
pub struct Theme {
    pub background: Rgb,
    /// Text.
    pub ink: Rgb,
    /// Secondary text (coordinates, roles).
    pub ink_soft: Rgb,
    /// Seat panels.
    pub panel: Rgb,
    pub panel_edge: Rgb,
    /// The seat to move: panel edge and badge, with its text colour.
    pub turn: Rgb,
    pub turn_ink: Rgb,
    /// The result banner.
    pub result: Rgb,
    pub marks: MarkPaint,
    pub dice: DicePaint,
    boards: Vec<(Kind, BoardPaint)>,
    specials: Vec<(&'static str, SpecialPaint)>,
    pieces: Vec<PieceRule>,
    /// Colours given to seats whose view names none, by seat index.
    seat_order: [&'static str; 6],
}

static THEMES: LazyLock<[Theme; 2]> = LazyLock::new(|| [classic(), contrast()]);

impl Theme {
    /// The theme called `key`, built on first use.
    pub fn get(key: ThemeKey) -> &'static Theme {
        match key {
            ThemeKey::Classic => &THEMES[0],
            ThemeKey::Contrast => &THEMES[1],
        }
    }

    /// The paint of board kind `kind`.
    pub fn board(&self, kind: Kind) -> BoardPaint {
        self.boards
            .iter()
            .find(|(k, _)| *k == kind)
            .map(|(_, p)| *p)
            .unwrap_or(BoardPaint {
                surface: self.panel,
                light: self.panel,
                dark: self.panel_edge,
                line: self.ink,
                frame: self.ink,
            })
    }

    /// The paint of a special cell, if the theme knows its style key.
    pub fn special(&self, key: &str) -> Option<SpecialPaint> {
        self.specials.iter().find(|(k, _)| *k == key).map(|(_, p)| *p)
    }

    /// The paint of a piece of style `style` and colour key `colour` on a
    /// board of kind `kind`: the most specific matching rule.
    pub fn piece(&self, kind: Kind, style: &str, colour: &str) -> PiecePaint {
        let mut best: Option<(u8, PiecePaint)> = None;
        for rule in &self.pieces {
            let matches = rule.kind.is_none_or(|k| k == kind)
                && rule.style.is_none_or(|s| s == style)
                && rule.colour.is_none_or(|c| c == colour);
            if !matches {
                continue;
            }
            // Colour counts most, then style, then kind.
            let score = u8::from(rule.colour.is_some()) * 4
                + u8::from(rule.style.is_some()) * 2
                + u8::from(rule.kind.is_some());
            if best.is_none_or(|(b, _)| score > b) {
                best = Some((score, rule.paint));
            }
        }
        best.map(|(_, p)| p).unwrap_or(PiecePaint {
            fill: self.panel,
            rim: self.ink,
            mark: PieceMark::Plain,
            mark_colour: self.ink,
        })
    }

    /// Whether the theme has pieces of colour key `colour`.
    pub fn knows_colour(&self, colour: &str) -> bool {
        self.pieces.iter().any(|r| r.colour == Some(colour))
    }

    /// The colour key of seat `index` when the view names none.
    pub fn seat_colour(&self, index: usize) -> &'static str {
        self.seat_order[index % self.seat_order.len()]
    }
}

const fn rgb(hex: u32) -> Rgb {
    Rgb((hex >> 16) as u8, (hex >> 8) as u8, hex as u8)
}

fn paint(fill: u32, rim: u32, mark: PieceMark, mark_colour: u32) -> PiecePaint {
    PiecePaint {
        fill: rgb(fill),
        rim: rgb(rim),
        mark,
        mark_colour: rgb(mark_colour),
    }
}

fn colour_rule(colour: &'static str, paint: PiecePaint) -> PieceRule {
    PieceRule {
        kind: None,
        style: None,
        colour: Some(colour),
        paint,
    }
}

fn classic() -> Theme {
    use PieceMark::*;
    let wood = BoardPaint {
        surface: rgb(0xE4C48F),
        light: rgb(0xF0DDB8),
        dark: rgb(0xB58863),
        line: rgb(0x3B2814),
        frame: rgb(0x6B4A2B),
    };
    Theme {
        background: rgb(0xF4EFE6),
        ink: rgb(0x1A1A1A),
        ink_soft: rgb(0x4F463A),
        panel: rgb(0xFFFFFF),
        panel_edge: rgb(0xC9BBA3),
        turn: rgb(0x1565C0),
        turn_ink: rgb(0xFFFFFF),
        result: rgb(0xFFE08A),
        marks: MarkPaint {
            from: rgb(0xC9E265),
            to: rgb(0x9BC700),
            line: rgb(0xE4572E),
            captured: rgb(0xC1121F),
            choice: rgb(0x1565C0),
            arrow: rgb(0x1565C0),
            arrow_edge: rgb(0xFFFFFF),
        },
        dice: DicePaint {
            body: rgb(0xF7F3EA),
            edge: rgb(0x2B2B2B),
            mark: rgb(0x1A1A1A),
        },
        boards: vec![
            (Kind::Squares, wood),
            (
                Kind::Intersections,
                BoardPaint {
                    surface: rgb(0xE2B867),
                    line: rgb(0x2A1C0E),
                    ..wood
                },
            ),
            (Kind::Graph, wood),
            (
                Kind::Pits,
                BoardPaint {
                    surface: rgb(0xB8834C),
                    dark: rgb(0x6E4420),
                    line: rgb(0x3D2410),
                    ..wood
                },
            ),
            (
                Kind::Track,
                BoardPaint {
                    surface: rgb(0x4A3426),
                    light: rgb(0xF2E6CC),
                    line: rgb(0x2A1C12),
                    frame: rgb(0x2A1C12),
                    ..wood
                },
            ),
            (
                Kind::TokenRows,
                BoardPaint {
                    surface: rgb(0xE9DEC8),
                    ..wood
                },
            ),
            (
                Kind::Holes,
                BoardPaint {
                    surface: rgb(0xEBD5A8),
                    dark: rgb(0x5A3E22),
                    ..wood
                },
            ),
            (
                Kind::Hexes,
                BoardPaint {
                    light: rgb(0xF0DDB4),
                    dark: rgb(0x9C6B3C),
                    line: rgb(0x4A3018),
                    frame: rgb(0x3D2410),
                    ..wood
                },
            ),
            (
                Kind::Points,
                BoardPaint {
                    surface: rgb(0x2E6B4A),
                    light: rgb(0xE8D6AE),
                    dark: rgb(0xA8442E),
                    line: rgb(0x1E2A22),
                    frame: rgb(0x5A3A22),
                },
            ),
        ],
        specials: specials(false),
        pieces: vec![
            colour_rule("white", paint(0xFAF8F2, 0x1A1A1A, Plain, 0x1A1A1A)),
            colour_rule("black", paint(0x1E1E1E, 0x050505, Plain, 0xF0F0F0)),
            colour_rule("blue", paint(0x8FD0FF, 0x0A2F52, Plain, 0x0A2F52)),
            colour_rule("red", paint(0x9E1B22, 0x2E0609, Dot, 0xFFE1D6)),
            colour_rule("green", paint(0x1E7A3A, 0x06230F, Ring, 0xE6FFE9)),
            colour_rule("yellow", paint(0xF6D548, 0x4A3A00, Cross, 0x4A3A00)),
            colour_rule("brown", paint(0x7A4A26, 0x2A160A, Ring, 0xF2DCC0)),
            colour_rule("orange", paint(0xE8731A, 0x4A1F00, Plain, 0x2A1000)),
            colour_rule("violet", paint(0x8E44AD, 0x2A0A3A, Plain, 0xF3E6FA)),
            // A deep blue for lines and swatches (the blue pieces are light).
            colour_rule("navy", paint(0x1F4FA8, 0x0A1A3A, Plain, 0xE6EEFF)),
            // Materials told apart by colour (metal, leather, light wood).
            colour_rule("silver", paint(0xB9C0C8, 0x3A4048, Plain, 0x1A1A1A)),
            colour_rule("tan", paint(0xC4935E, 0x4A2E10, Plain, 0x1A1A1A)),
            colour_rule("beige", paint(0xEAD6A8, 0x5A4222, Plain, 0x1A1A1A)),
            colour_rule("none", paint(0xD9A441, 0x4A300A, Plain, 0x4A300A)),
            PieceRule {
                kind: None,
                style: Some("seed"),
                colour: Some("none"),
                paint: paint(0xF8EED6, 0x2E1C0C, Plain, 0x2E1C0C),
            },
        ],
        seat_order: ["white", "black", "red", "blue", "green", "yellow"],
    }
}

fn contrast() -> Theme {
    use PieceMark::*;
    let plain = BoardPaint {
        surface: rgb(0xE6E6E6),
        light: rgb(0xFFFFFF),
        dark: rgb(0xA0A0A0),
        line: rgb(0x000000),
        frame: rgb(0x000000),
    };
    Theme {
        background: rgb(0xFFFFFF),
        ink: rgb(0x000000),
        ink_soft: rgb(0x303030),
        panel: rgb(0xFFFFFF),
        panel_edge: rgb(0x000000),
        turn: rgb(0x0072B2),
        turn_ink: rgb(0xFFFFFF),
        result: rgb(0xF0E442),
        marks: MarkPaint {
            from: rgb(0xC4E4F7),
            to: rgb(0x56B4E9),
            line: rgb(0xE69F00),
            captured: rgb(0xD55E00),
            choice: rgb(0x009E73),
            arrow: rgb(0x0072B2),
            arrow_edge: rgb(0xFFFFFF),
        },
        dice: DicePaint {
            body: rgb(0xFFFFFF),
            edge: rgb(0x000000),
            mark: rgb(0x000000),
        },
        boards: vec![
            (Kind::Squares, plain),
            (Kind::Intersections, plain),
            (Kind::Graph, plain),
            (
                Kind::Pits,
                BoardPaint {
                    surface: rgb(0xBDBDBD),
                    dark: rgb(0x4D4D4D),
                    ..plain
                },
            ),
            (
                Kind::Track,
                BoardPaint {
                    surface: rgb(0x404040),
                    ..plain
                },
            ),
            (Kind::TokenRows, plain),
            (Kind::Holes, plain),
            (Kind::Hexes, plain),
            (
                Kind::Points,
                BoardPaint {
                    surface: rgb(0xFFFFFF),
                    light: rgb(0xC8C8C8),
                    dark: rgb(0x56B4E9),
                    line: rgb(0x000000),
                    frame: rgb(0x404040),
                },
            ),
        ],
        specials: specials(true),
        pieces: vec![
            colour_rule("white", paint(0xFFFFFF, 0x000000, Plain, 0x000000)),
            colour_rule("black", paint(0x000000, 0x000000, Ring, 0xFFFFFF)),
            colour_rule("blue", paint(0x9AD3F5, 0x000000, Plain, 0x000000)),
            colour_rule("red", paint(0x8A2E00, 0x000000, Dot, 0xFFFFFF)),
            colour_rule("green", paint(0x009E73, 0x000000, Ring, 0xFFFFFF)),
            colour_rule("yellow", paint(0xF0E442, 0x000000, Cross, 0x000000)),
            colour_rule("brown", paint(0x6B3A1A, 0x000000, Ring, 0xFFFFFF)),
            colour_rule("orange", paint(0xD55E00, 0x000000, Plain, 0x000000)),
            colour_rule("violet", paint(0xCC79A7, 0x000000, Plain, 0x000000)),
            colour_rule("navy", paint(0x0072B2, 0x000000, Plain, 0xFFFFFF)),
            colour_rule("silver", paint(0xBFC5CC, 0x000000, Plain, 0x000000)),
            colour_rule("tan", paint(0xC99A66, 0x000000, Plain, 0x000000)),
            colour_rule("beige", paint(0xF2E2BC, 0x000000, Plain, 0x000000)),
            colour_rule("none", paint(0xE69F00, 0x000000, Plain, 0x000000)),
            PieceRule {
                kind: None,
                style: Some("seed"),
                colour: Some("none"),
                paint: paint(0xFFFFFF, 0x000000, Plain, 0x000000),
            },
        ],
        seat_order: ["white", "black", "red", "blue", "green", "yellow"],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_round_trip() {
        for key in ThemeKey::ALL {
            assert_eq!(key.key().parse::<ThemeKey>(), Ok(key));
        }
        assert!("plaid".parse::<ThemeKey>().is_err());
    }

    #[test]
    fn the_most_specific_rule_wins() {
        let theme = Theme::get(ThemeKey::Classic);
        let seed = theme.piece(Kind::Pits, "seed", "none");
        assert_eq!(seed.fill, rgb(0xF8EED6), "style beats nothing");
        let red = theme.piece(Kind::Track, "man", "red");
        assert_eq!(red.mark, PieceMark::Dot);
        let odd = theme.piece(Kind::Track, "man", "plaid");
        assert_eq!(odd.fill, theme.panel, "unknown colours get the fallback");
    }

    /// Violet (a pawn colour of Spots) is known to every theme and told
    /// from red, blue and yellow.
    #[test]
    fn violet_is_known_in_every_theme() {
        for key in ThemeKey::ALL {
            let theme = Theme::get(key);
            assert!(theme.knows_colour("violet"), "{key}");
            let violet = theme.piece(Kind::Track, "V", "violet").fill;
            for other in ["red", "blue", "yellow"] {
                assert_ne!(
                    violet,
                    theme.piece(Kind::Track, "V", other).fill,
                    "{key}: {other}"
                );
            }
        }
    }

    /// Orange (Wörterklauer's second colour) is a seat colour of every
    /// theme, told from green and red.
    #[test]
    fn orange_is_known_in_every_theme() {
        for key in ThemeKey::ALL {
            let theme = Theme::get(key);
            assert!(theme.knows_colour("orange"), "{key}");
            let orange = theme.piece(Kind::Squares, "X", "orange").fill;
            for other in ["green", "red", "yellow"] {
                assert_ne!(
                    orange,
                    theme.piece(Kind::Squares, "X", other).fill,
                    "{key}: {other}"
                );
            }
        }
    }

    /// Neutral pieces painted as materials (`~paint:silver`) get their own
    /// colours in every theme, not the fallback.
    #[test]
    fn material_colours_are_known() {
        for key in ThemeKey::ALL {
            let theme = Theme::get(key);
            for colour in ["silver", "tan", "beige"] {
                assert!(theme.knows_colour(colour), "{key}: {colour}");
                assert_ne!(
                    theme.piece(Kind::Track, "man", colour).fill,
                    theme.panel,
                    "{key}: {colour}"
                );
            }
        }
    }

    #[test]
    fn paired_sides_differ_in_lightness_or_by_a_mark() {
        // The colour-blind rule: each pair of seat colours differs by a
        // clear luminance step or carries different marks.
        let colours = ["white", "black", "blue", "red", "green", "yellow"];
        for key in ThemeKey::ALL {
            let theme = Theme::get(key);
            for (i, a) in colours.iter().enumerate() {
                for b in &colours[i + 1..] {
                    let (pa, pb) = (
                        theme.piece(Kind::Squares, "man", a),
                        theme.piece(Kind::Squares, "man", b),
                    );
                    let step = (pa.fill.luminance() - pb.fill.luminance()).abs();
                    assert!(step > 0.25 || pa.mark != pb.mark, "{key}: {a} and {b}");
                }
            }
        }
    }
}
