//! SGF export: a Go game's moves as a Smart Game Format (FF\[4\]) record.
//!
//! The root node holds `FF[4]`, `GM[1]`, `CA[UTF-8]`, `AP`, `SZ`, `KM`,
//! `RU` (`Japanese` for territory counting, `Chinese` for area counting),
//! with a handicap `HA`, the stones `AB` and `PL[W]`, then the header
//! tags that are known: `PB`/`PW` (Black is seat 0 here), `DT`
//! (`YYYY-MM-DD`, or as much of it as is known), `EV`, `PC`, `RO`, and
//! `RE`. Each stone or pass is a node of its own, `;B[dd]` or `;W[]`
//! (FF\[4\]'s pass; never `tt`).
//!
//! `RE`: when the moves reach the end of the game, its count (`B+3.5`,
//! `W+0.5`, `0` for a tie); otherwise the tags' end (`B+R`, `W+R` for a
//! resignation, `0` for an agreed draw); no `RE` for a game still going.
//! A counted end also marks each side's territory (`TB`, `TW`, the points
//! under the dead stones included) on the last node, as servers do.
//!
//! The counting phase's answers (`accept`, `dispute`) are not moves on the
//! board and SGF has no property for them: they are left out. A disputed
//! count reads as play going on after two passes, which SGF readers take
//! as it is; the result and the territory say how the game was counted.

use std::fmt::Write as _;

use super::board::{BLACK, WHITE};
use super::{Counting, Go, GoMove, Phase, half_points, score};
use crate::record::{RecordError, RecordTags};
use crate::{Rules, Seat};

/// A point `p` (`rank * n + file`, rank 0 at the bottom) in SGF letters:
/// column from the left, row from the top.
fn letters(n: usize, p: usize) -> String {
    let (file, rank) = (p % n, p / n);
    let x = char::from(b'a' + file as u8);
    let y = char::from(b'a' + (n - 1 - rank) as u8);
    format!("{x}{y}")
}

/// SimpleText: one line, with `\` and `]` escaped.
fn simple_text(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' | ']' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' | '\t' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// `YYYY.MM.DD` (PGN's and PDN's shape, `?` for unknown digits) as SGF's
/// `YYYY-MM-DD`, cut at the first unknown part; `None` when not even the
/// year is known.
fn sgf_date(date: &str) -> Option<String> {
    let widths = [4, 2, 2];
    let parts: Vec<&str> = date
        .trim()
        .split(['.', '-', '/'])
        .zip(widths)
        .take_while(|(part, width)| part.len() == *width && part.bytes().all(|b| b.is_ascii_digit()))
        .map(|(part, _)| part)
        .collect();
    (!parts.is_empty()).then(|| parts.join("-"))
}

/// The SGF record of `moves` played from the start of `rules`' game.
pub(super) fn export<const N: usize>(
    rules: &Go<N>,
    moves: &[String],
    tags: &RecordTags,
) -> Result<String, RecordError> {
    let mut state = rules.initial();
    let mut nodes = String::new();
    for (index, text) in moves.iter().enumerate() {
        let seat = state.to_move;
        let mv = rules.parse_move(&state, text).map_err(|e| RecordError::BadMove {
            index,
            error: e.to_string(),
        })?;
        let colour = if seat == Seat::FIRST { 'B' } else { 'W' };
        match mv {
            GoMove::Play(p) => write!(nodes, ";{colour}[{}]", letters(N, usize::from(p))).unwrap(),
            GoMove::Pass => write!(nodes, ";{colour}[]").unwrap(),
            // Not a board move: see the module's note.
            GoMove::Accept | GoMove::Dispute => {}
        }
        rules.apply(&mut state, &mv);
    }
    let result = match state.phase {
        Phase::Over(_) => {
            let sc = rules.score(&state);
            let diff = sc.total2[0] - sc.total2[1];
            // The territory the count gave each side, the points under the
            // dead stones in (an agreed count's; none otherwise).
            let map = score::territory_map(&state.board, state.dead());
            for (id, colour) in [("TB", BLACK), ("TW", WHITE)] {
                let points: Vec<String> = (0..N * N)
                    .filter(|&p| map[p] == colour)
                    .map(|p| format!("[{}]", letters(N, p)))
                    .collect();
                if !points.is_empty() {
                    if nodes.is_empty() {
                        // No move: the marks go on the root node.
                        nodes.push(';');
                    }
                    write!(nodes, "{id}{}", points.concat()).unwrap();
                }
            }
            Some(match diff.signum() {
                0 => "0".to_string(),
                1 => format!("B+{}", half_points(diff)),
                _ => format!("W+{}", half_points(-diff)),
            })
        }
        _ => tags.ended.map(|winner| match winner {
            None => "0".to_string(),
            Some(seat) if seat == Seat::FIRST => "B+R".to_string(),
            Some(_) => "W+R".to_string(),
        }),
    };

    let mut root = format!(
        "(;FF[4]GM[1]CA[UTF-8]AP[Tavolo:{}]SZ[{N}]KM[{}]RU[{}]",
        env!("CARGO_PKG_VERSION"),
        half_points(rules.komi2),
        match rules.counting {
            Counting::Territory => "Japanese",
            Counting::Area => "Chinese",
        }
    );
    let stones = Go::<N>::handicap_points(rules.handicap);
    if !stones.is_empty() {
        write!(root, "HA[{}]AB", stones.len()).unwrap();
        for &p in &stones {
            write!(root, "[{}]", letters(N, p)).unwrap();
        }
        root.push_str("PL[W]");
    }
    let mut info = |id: &str, value: Option<String>| {
        if let Some(value) = value.filter(|v| !v.trim().is_empty()) {
            write!(root, "{id}[{}]", simple_text(value.trim())).unwrap();
        }
    };
    info("PB", tags.black.clone());
    info("PW", tags.white.clone());
    info("DT", tags.date.as_deref().and_then(sgf_date));
    info("EV", tags.event.clone());
    info("PC", tags.site.clone());
    info("RO", tags.round.clone());
    info("RE", result);
    // Nodes on lines of about 80 characters, each line starting a node.
    let mut out = root;
    out.push('\n');
    let mut line = String::new();
    // Node values are points only: no `;` inside them.
    for node in nodes.split(';').skip(1) {
        if !line.is_empty() && line.len() + node.len() + 1 > 80 {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        line.push(';');
        line.push_str(node);
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
    out.push_str(")\n");
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_count_columns_from_the_left_and_rows_from_the_top() {
        // a1 is the lower left corner: column a, last row.
        assert_eq!(letters(19, 0), "as");
        assert_eq!(letters(19, 3 * 19 + 3), "dp");
        assert_eq!(letters(9, 80), "ia");
        assert_eq!(letters(9, 4 * 9 + 4), "ee");
    }

    #[test]
    fn dates_turn_dots_into_dashes_and_stop_at_the_unknown() {
        assert_eq!(sgf_date("2026.11.26").as_deref(), Some("2026-11-26"));
        assert_eq!(sgf_date("2026.11.??").as_deref(), Some("2026-11"));
        assert_eq!(sgf_date("????.??.??"), None);
        assert_eq!(sgf_date("yesterday"), None);
    }

    #[test]
    fn texts_escape_the_closing_bracket_and_the_backslash() {
        assert_eq!(simple_text("a]b\\c\nd"), "a\\]b\\\\c d");
    }
}
