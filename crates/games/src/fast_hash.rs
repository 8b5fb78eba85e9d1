//! A fast, non-keyed hasher for sets of small fixed-size keys inside move
//! generators (such as the positions a dice turn reaches).
//!
//! The standard hasher resists flooding by chosen keys, which move
//! generation does not need, and costs about half of a dice turn's listing.
//! This one mixes eight bytes at a time with a multiply (the "Fx" scheme of
//! the Rust compiler), so a 64-byte position costs eight rounds.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

/// A [`HashSet`] with [`FastHasher`].
pub type FastHashSet<T> = HashSet<T, BuildHasherDefault<FastHasher>>;

/// Multiply-and-rotate hashing of 64-bit words.
#[derive(Default, Clone, Copy, Debug)]
pub struct FastHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FastHasher {
    fn add(&mut self, word: u64) {
        self.hash = (self.hash.rotate_left(5) ^ word).wrapping_mul(SEED);
    }
}

impl Hasher for FastHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            let mut word = [0u8; 8];
            word.copy_from_slice(chunk);
            self.add(u64::from_le_bytes(word));
        }
        let tail = chunks.remainder();
        if !tail.is_empty() {
            let mut word = [0u8; 8];
            word[..tail.len()].copy_from_slice(tail);
            // The length keeps "a" and "a\0" apart.
            self.add(u64::from_le_bytes(word) ^ ((tail.len() as u64) << 56));
        }
    }

    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }

    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }

    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }

    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }

    fn finish(&self) -> u64 {
        self.hash
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::{BuildHasher, BuildHasherDefault};

    fn hash<T: std::hash::Hash>(value: &T) -> u64 {
        BuildHasherDefault::<FastHasher>::default().hash_one(value)
    }

    #[test]
    fn equal_keys_hash_equal_and_near_keys_differ() {
        let mut a = [[0u8; 32]; 2];
        assert_eq!(hash(&a), hash(&a.clone()));
        let mut seen = FastHashSet::default();
        // Every one-piece change of a position hashes apart from the others.
        for side in 0..2 {
            for square in 0..32 {
                a[side][square] += 1;
                assert!(seen.insert(hash(&a)), "collision at {side}/{square}");
                a[side][square] -= 1;
            }
        }
        assert_ne!(hash(&[1u8, 0]), hash(&[1u8]));
    }

    #[test]
    fn a_set_keeps_distinct_keys() {
        let mut set = FastHashSet::default();
        for i in 0..1000u32 {
            assert!(set.insert([i as u8, (i >> 8) as u8, 7]));
        }
        assert!(!set.insert([5u8, 0, 7]));
        assert_eq!(set.len(), 1000);
    }
}
