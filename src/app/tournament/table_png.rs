//! The cells of the standings and crosstable pictures (drawn by the
//! renderer's table), and the legend naming their tie-break columns.

use tournament::model::{Code, Colour, Field};
use tournament::standings::{self, Standing};
use tournament::tiebreaks::TieBreak;

use crate::app::Lang;
use crate::app::texts::t;

type Table = (Vec<String>, Vec<Vec<String>>);

/// The column titles a table writes in words, in the reader's language.
pub struct Columns {
    pub player: String,
    pub points: String,
    /// The column of byes in a round robin's grid.
    pub bye: String,
    pub lang: Lang,
}

/// What each tie-break column means, one item per column in `order`
/// (`BH = Buchholz (opponents' points)`), in `lang`.
pub fn legend(order: &[TieBreak], lang: Lang) -> Vec<String> {
    order
        .iter()
        .map(|&tb| format!("{} = {}", short(tb, lang), tiebreak_name(tb, lang)))
        .collect()
}

/// What a tie-break is, in words, in `lang`.
pub fn tiebreak_name(tb: TieBreak, lang: Lang) -> String {
    match tb {
        TieBreak::Buchholz => t!(lang, "tn-tb-buchholz"),
        TieBreak::BuchholzCut1 => t!(lang, "tn-tb-buchholz-cut1"),
        TieBreak::SonnebornBerger => t!(lang, "tn-tb-sonneborn-berger"),
        TieBreak::Wins => t!(lang, "tn-tb-wins"),
        TieBreak::DirectEncounter => t!(lang, "tn-tb-direct-encounter"),
    }
}

/// A tie-break's column title in `lang` (`WIN`, Italian `VIN`).
pub fn short(tb: TieBreak, lang: Lang) -> String {
    match tb {
        TieBreak::Wins => t!(lang, "tn-tb-wins-short"),
        TieBreak::DirectEncounter => t!(lang, "tn-tb-direct-encounter-short"),
        other => other.short().to_string(),
    }
}

/// Rank, name, points and tie-breaks.
pub fn standings_table(field: &Field, s: &[Standing], order: &[TieBreak], words: &Columns) -> Table {
    let mut header: Vec<String> = vec!["#".into(), words.player.clone(), words.points.clone()];
    header.extend(order.iter().map(|&t| short(t, words.lang)));
    let rows = s
        .iter()
        .map(|line| {
            let mut row = vec![
                line.rank.to_string(),
                field.players[line.player].name.clone(),
                standings::points(line.points),
            ];
            row.extend(line.tiebreaks.iter().map(|v| standings::value(*v)));
            row
        })
        .collect();
    (header, rows)
}

/// The result of one round as a crosstable cell: `5w1` (opponent's rank,
/// colour, result) in a Swiss; in a round robin, a grid of results against
/// each opponent by rank.
pub fn crosstable(
    field: &Field,
    s: &[Standing],
    order: &[TieBreak],
    round_robin: bool,
    words: &Columns,
) -> Table {
    let rank_of = |player: usize| s.iter().position(|l| l.player == player).map_or(0, |k| k + 1);
    let result = |code: Code| match code {
        Code::Win => "1",
        Code::Draw => "½",
        Code::Loss => "0",
        Code::ForfeitWin => "+",
        Code::ForfeitLoss => "−",
        Code::HalfBye => "½",
        Code::FullBye | Code::PairingBye => "1",
        Code::ZeroBye => "0",
        Code::Pending => "…",
    };
    let mut header: Vec<String> = vec!["#".into(), words.player.clone()];
    let rounds = field.rounds();
    // A round robin of an odd field gives each player a bye: its own
    // column, so the point it brought shows where it came from.
    let byes = round_robin
        && field.players.iter().any(|p| {
            p.entries
                .iter()
                .any(|e| e.opponent.is_none() && e.code != Code::Pending)
        });
    if round_robin {
        header.extend((1..=s.len()).map(|k| k.to_string()));
        if byes {
            header.push(words.bye.clone());
        }
    } else {
        header.extend((1..=rounds).map(|r| format!("R{r}")));
    }
    header.push(words.points.clone());
    header.extend(order.iter().map(|&t| short(t, words.lang)));
    let rows = s
        .iter()
        .map(|line| {
            let p = &field.players[line.player];
            let mut row = vec![line.rank.to_string(), p.name.clone()];
            if round_robin {
                for other in s {
                    if other.player == line.player {
                        row.push("■".into());
                        continue;
                    }
                    let cells: Vec<&str> = p
                        .entries
                        .iter()
                        .filter(|e| e.opponent == Some(other.player))
                        .map(|e| result(e.code))
                        .collect();
                    row.push(cells.join(" "));
                }
                if byes {
                    let cells: Vec<&str> = p
                        .entries
                        .iter()
                        .filter(|e| e.opponent.is_none() && e.code != Code::Pending)
                        .map(|e| result(e.code))
                        .collect();
                    row.push(cells.join(" "));
                }
            } else {
                for e in &p.entries {
                    row.push(match e.opponent {
                        Some(o) => format!(
                            "{}{}{}",
                            rank_of(o),
                            match e.colour {
                                Colour::White => "w",
                                Colour::Black => "b",
                                Colour::None => "",
                            },
                            result(e.code)
                        ),
                        None => match e.code {
                            Code::PairingBye | Code::FullBye => format!("{} 1", words.bye),
                            Code::HalfBye => format!("{} ½", words.bye),
                            _ => "–".into(),
                        },
                    });
                }
            }
            row.push(standings::points(line.points));
            row.extend(line.tiebreaks.iter().map(|v| standings::value(*v)));
            row
        })
        .collect();
    (header, rows)
}

/// A table as lines of text, each column padded to its widest cell.
pub fn aligned(header: &[String], rows: &[Vec<String>]) -> String {
    let mut widths: Vec<usize> = header.iter().map(|h| h.chars().count()).collect();
    for row in rows {
        for (k, cell) in row.iter().enumerate() {
            if let Some(w) = widths.get_mut(k) {
                *w = (*w).max(cell.chars().count());
            }
        }
    }
    std::iter::once(header)
        .chain(rows.iter().map(Vec::as_slice))
        .map(|cells| {
            cells
                .iter()
                .zip(&widths)
                .map(|(c, &w)| format!("{c:<w$}"))
                .collect::<Vec<_>>()
                .join("  ")
                .trim_end()
                .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}
