//! PGN export read back by an independent PGN reader (`pgn-reader`, the
//! lichess crate) and replayed: every chess rule set's random games come
//! back move for move, with their variant and result tags. Vinciperdi's
//! moves are also replayed on `shakmaty`'s own antichess position, without
//! our move parser, to the same final position.

use std::collections::BTreeMap;
use std::ops::ControlFlow;

use games::{Status, registry};
use pgn_reader::{Outcome, RawTag, Reader, SanPlus, Visitor};
use shakmaty::{Position, variant::Antichess};

/// What the reader saw of one game.
#[derive(Default, Debug)]
struct Read {
    tags: BTreeMap<String, String>,
    moves: Vec<SanPlus>,
    outcome: Option<Outcome>,
}

struct Collect;

impl Visitor for Collect {
    type Tags = BTreeMap<String, String>;
    type Movetext = Read;
    type Output = Read;

    fn begin_tags(&mut self) -> ControlFlow<Read, Self::Tags> {
        ControlFlow::Continue(BTreeMap::new())
    }

    fn tag(&mut self, tags: &mut Self::Tags, name: &[u8], value: RawTag<'_>) -> ControlFlow<Read> {
        tags.insert(
            String::from_utf8_lossy(name).into_owned(),
            value.decode_utf8_lossy().into_owned(),
        );
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Read, Read> {
        ControlFlow::Continue(Read {
            tags,
            ..Read::default()
        })
    }

    fn san(&mut self, read: &mut Read, san: SanPlus) -> ControlFlow<Read> {
        read.moves.push(san);
        ControlFlow::Continue(())
    }

    fn outcome(&mut self, read: &mut Read, outcome: Outcome) -> ControlFlow<Read> {
        read.outcome = Some(outcome);
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, read: Read) -> Read {
        read
    }
}

/// A random game of `slug` (at most `cap` plies), as played texts.
fn random_game(slug: &str, seed: u64, cap: usize) -> (Vec<String>, Status) {
    let mut game = registry::start(slug, &BTreeMap::new()).expect("starts");
    let mut x = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    while let Status::ToMove(_) = game.status() {
        if game.ply() >= cap {
            break;
        }
        let legal = game.legal();
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let pick = legal[(x % legal.len() as u64) as usize].clone();
        game.play(&pick).expect("a legal move plays");
    }
    (game.history().to_vec(), game.status())
}

#[test]
fn every_chess_export_reads_back_and_replays() {
    for (slug, variant) in [
        ("vinciperdi", "Antichess"),
        ("progressive-chess", "Progressive"),
        ("italian-progressive-chess", "Italian progressive"),
        ("progressive-vinciperdi", "Progressive antichess"),
        ("neo-chess", "Neo Chess"),
    ] {
        for seed in 0..4 {
            let (moves, status) = random_game(slug, seed, 150);
            let pgn = games::chess::pgn(slug, &moves).expect("exports");
            let read = Reader::new(pgn.as_bytes())
                .read_game(&mut Collect)
                .expect("reads")
                .expect("one game");
            let at = format!("{slug} seed {seed}:\n{pgn}");
            assert_eq!(
                read.tags.get("Variant").map(String::as_str),
                Some(variant),
                "{at}"
            );
            let texts: Vec<String> = read.moves.iter().map(ToString::to_string).collect();
            assert_eq!(texts, moves, "{at}");
            // The result tag and the movetext's end agree with the game.
            let result = match status {
                Status::Over(o) => match o.winner {
                    Some(games::Seat(0)) => "1-0",
                    Some(_) => "0-1",
                    None => "1/2-1/2",
                },
                _ => "*",
            };
            assert_eq!(read.tags.get("Result").map(String::as_str), Some(result), "{at}");
            assert_eq!(
                read.outcome.map(|o| o.as_str().to_string()).as_deref(),
                Some(result),
                "{at}"
            );
            // Replayed through the registry from the text the reader gives.
            let mut replay = registry::start(slug, &BTreeMap::new()).unwrap();
            for san in &texts {
                replay.play(san).unwrap_or_else(|e| panic!("{at}: {san}: {e}"));
            }
            assert_eq!(replay.history(), moves.as_slice(), "{at}");
            if slug == "vinciperdi" {
                // And on shakmaty's antichess directly, to the same board.
                let mut pos = Antichess::default();
                for san in &read.moves {
                    let mv = san
                        .san
                        .to_move(&pos)
                        .unwrap_or_else(|e| panic!("{at}: {san}: {e}"));
                    pos.play_unchecked(mv);
                }
                let fen = shakmaty::fen::Fen::from_position(&pos, shakmaty::EnPassantMode::Legal).to_string();
                assert_eq!(fen, replay.position(), "{at}");
            }
        }
    }
}
