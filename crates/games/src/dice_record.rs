//! A finished game's record, and the check that every throw in it came from
//! its seed.
//!
//! When a game with chance ends, the core reveals its seed. With the record
//! (game, options, moves and throws, seed, and the SHA-256 published at the
//! start) anyone can replay the game, recompute each throw with the
//! derivation of [`crate::chance`] and compare it with the one recorded:
//! `tavolo verify-dice record.json` does exactly that, and so does the core's
//! `/verify` command on a stored game.

use std::collections::BTreeMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use crate::chance::{hex, parse_seed, seed_commitment};
use crate::{OptionValue, Status, registry};

/// What a record holds (the JSON the core prints and the command reads).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DiceRecord {
    /// The game's slug.
    pub game: String,
    /// Options as typed when the game was created.
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    /// The revealed seed, 64 hexadecimal digits.
    pub seed: String,
    /// The SHA-256 of the seed published when the game started.
    pub seed_sha256: String,
    /// Every move and throw, in order, as recorded.
    pub moves: Vec<String>,
}

/// A record whose throws all match its seed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Verified {
    /// How many throws were recomputed.
    pub throws: usize,
    /// How many moves and throws were replayed.
    pub plies: usize,
}

/// Why a record does not verify.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum VerifyError {
    /// The record cannot be read or replayed at all.
    BadRecord(String),
    /// The seed does not hash to the published SHA-256.
    Commitment { published: String, computed: String },
    /// A recorded throw differs from the one the seed gives.
    Throw {
        ply: usize,
        recorded: String,
        expected: String,
    },
    /// A recorded move is not legal where it stands.
    Move { ply: usize, text: String, why: String },
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            VerifyError::BadRecord(why) => write!(f, "the record cannot be checked: {why}"),
            VerifyError::Commitment { published, computed } => write!(
                f,
                "the seed's SHA-256 is {computed}, not the published {published}"
            ),
            VerifyError::Throw {
                ply,
                recorded,
                expected,
            } => write!(
                f,
                "ply {ply}: the record says the throw was {recorded}, the seed gives {expected}"
            ),
            VerifyError::Move { ply, text, why } => {
                write!(f, "ply {ply}: the move {text} cannot be replayed: {why}")
            }
        }
    }
}

impl std::error::Error for VerifyError {}

/// Replays `record`, recomputing every throw from its seed.
///
/// # Errors
/// The first thing that does not check out, in the order: the seed and its
/// published SHA-256, then each ply from the start.
pub fn verify(record: &DiceRecord) -> Result<Verified, VerifyError> {
    let seed = parse_seed(&record.seed).map_err(VerifyError::BadRecord)?;
    let computed = seed_commitment(&seed);
    if !computed.eq_ignore_ascii_case(record.seed_sha256.trim()) {
        return Err(VerifyError::Commitment {
            published: record.seed_sha256.clone(),
            computed,
        });
    }
    let options: BTreeMap<String, OptionValue> = record
        .options
        .iter()
        .map(|(k, v)| (k.clone(), OptionValue::Text(v.clone())))
        .collect();
    let mut game =
        registry::start(&record.game, &options).map_err(|e| VerifyError::BadRecord(e.to_string()))?;
    let mut throws = 0;
    for (ply, text) in record.moves.iter().enumerate() {
        if game.status() == Status::Chance {
            let mut recorded_game = game.clone_box();
            let recorded = recorded_game.play(text).map_err(|e| VerifyError::Move {
                ply,
                text: text.clone(),
                why: e.to_string(),
            })?;
            let expected = game
                .throw_from_seed(&seed)
                .ok_or_else(|| VerifyError::BadRecord(format!("ply {ply}: no throw is possible")))?;
            if recorded != expected {
                return Err(VerifyError::Throw {
                    ply,
                    recorded,
                    expected,
                });
            }
            throws += 1;
        } else {
            game.play(text).map_err(|e| VerifyError::Move {
                ply,
                text: text.clone(),
                why: e.to_string(),
            })?;
        }
    }
    Ok(Verified {
        throws,
        plies: record.moves.len(),
    })
}

/// The record of a game from its parts: the seed as stored and the
/// SHA-256 published when the game started (kept as published, so the
/// check compares with what players saw).
pub fn record(
    game: &str,
    options: BTreeMap<String, String>,
    seed: &[u8],
    published_sha256: &str,
    moves: Vec<String>,
) -> DiceRecord {
    DiceRecord {
        game: game.to_string(),
        options,
        seed: hex(seed),
        seed_sha256: published_sha256.to_string(),
        moves,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::playout::SplitMix64;

    const SEED: &str = "00000000000000000000000000000000000000000000000000000000000000a7";

    /// A random ur-bell game thrown from `SEED`.
    fn ur_game() -> DiceRecord {
        let seed = parse_seed(SEED).unwrap();
        let mut game = registry::start("ur-bell", &BTreeMap::new()).unwrap();
        let mut rng = SplitMix64(3);
        while !matches!(game.status(), Status::Over(_)) {
            if game.status() == Status::Chance {
                game.throw_from_seed(&seed).unwrap();
            } else {
                let legal = game.legal();
                game.play(&legal[rng.below(legal.len())]).unwrap();
            }
        }
        let published = seed_commitment(&seed);
        record(
            "ur-bell",
            BTreeMap::new(),
            &seed,
            &published,
            game.history().to_vec(),
        )
    }

    #[test]
    fn a_game_thrown_from_its_seed_verifies() {
        let record = ur_game();
        let verified = verify(&record).unwrap();
        assert!(verified.throws > 10, "{verified:?}");
        assert_eq!(verified.plies, record.moves.len());
    }

    #[test]
    fn a_changed_throw_is_found_at_its_ply() {
        let mut record = ur_game();
        let seed = parse_seed(SEED).unwrap();
        // Replay to the first throw and record a different legal throw there.
        let game = registry::start("ur-bell", &BTreeMap::new()).unwrap();
        assert_eq!(game.status(), Status::Chance);
        let other = game.legal().into_iter().find(|t| *t != record.moves[0]).unwrap();
        record.moves[0] = other.clone();
        match verify(&record) {
            Err(VerifyError::Throw { ply: 0, recorded, .. }) => assert_eq!(recorded, other),
            wrong => panic!("{wrong:?} (seed {})", hex(&seed)),
        }
    }

    #[test]
    fn a_seed_that_does_not_match_its_commitment_is_refused() {
        let mut record = ur_game();
        record.seed_sha256 = seed_commitment(&[1u8; 32]);
        assert!(matches!(verify(&record), Err(VerifyError::Commitment { .. })));
    }

    #[test]
    fn an_illegal_move_in_the_record_is_reported_not_panicked() {
        let mut record = ur_game();
        record.moves.insert(1, "nonsense".into());
        assert!(matches!(verify(&record), Err(VerifyError::Move { ply: 1, .. })));
        record.game = "no-such-game".into();
        assert!(matches!(verify(&record), Err(VerifyError::BadRecord(_))));
    }

    #[test]
    fn the_record_round_trips_through_json() {
        let record = ur_game();
        let json = serde_json::to_string(&record).unwrap();
        assert_eq!(serde_json::from_str::<DiceRecord>(&json).unwrap(), record);
    }
}
