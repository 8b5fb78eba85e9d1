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
}

/// What each tie-break column means, one item per column in `order`
/// (`BH = Buchholz (opponents' points)`), in `lang`.
pub fn legend(order: &[TieBreak], lang: Lang) -> Vec<String> {
    order
        .iter()
        .map(|&tb| {
            let name = match tb {
                TieBreak::Buchholz => t!(lang, "tn-tb-buchholz"),
                TieBreak::BuchholzCut1 => t!(lang, "tn-tb-buchholz-cut1"),
                TieBreak::SonnebornBerger => t!(lang, "tn-tb-sonneborn-berger"),
                TieBreak::Wins => t!(lang, "tn-tb-wins"),
                TieBreak::DirectEncounter => t!(lang, "tn-tb-direct-encounter"),
            };
            format!("{} = {name}", tb.short())
        })
        .collect()
}

/// Rank, name, points and tie-breaks.
pub fn standings_table(field: &Field, s: &[Standing], order: &[TieBreak], words: &Columns) -> Table {
    let mut header: Vec<String> = vec!["#".into(), words.player.clone(), words.points.clone()];
    header.extend(order.iter().map(|t| t.short().to_string()));
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
    if round_robin {
        header.extend((1..=s.len()).map(|k| k.to_string()));
    } else {
        header.extend((1..=rounds).map(|r| format!("R{r}")));
    }
    header.push(words.points.clone());
    header.extend(order.iter().map(|t| t.short().to_string()));
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
                            Code::PairingBye | Code::FullBye => "bye".into(),
                            Code::HalfBye => "½ bye".into(),
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
