//! The words of a language as a prefix tree, for listing the words that
//! fit a line of the board: the search walks the tree letter by letter,
//! taking a board letter where there is one and a letter of the player's
//! where there is none, so it never looks at a word that cannot fit.

use std::sync::LazyLock;

use super::lexicon::{Lang, Lexicon};

/// One node: its children (`first..first + count` in the node list,
/// sorted by letter), the letter that leads to it, and whether a word
/// ends here.
#[derive(Clone, Copy, Debug)]
struct Node {
    first: u32,
    count: u8,
    letter: u8,
    end: bool,
}

/// A prefix tree of words of letters 0..26.
#[derive(Debug)]
pub struct Trie {
    nodes: Vec<Node>,
}

static ENGLISH: LazyLock<Trie> = LazyLock::new(|| Trie::of(Lexicon::for_lang(Lang::English)));
static ITALIAN: LazyLock<Trie> = LazyLock::new(|| Trie::of(Lexicon::for_lang(Lang::Italian)));

/// The root's index.
pub const ROOT: u32 = 0;

impl Trie {
    /// The tree of a language's words, made on first use.
    pub fn for_lang(lang: Lang) -> &'static Trie {
        match lang {
            Lang::English => &ENGLISH,
            Lang::Italian => &ITALIAN,
        }
    }

    /// The tree of every word of `lexicon`.
    pub fn of(lexicon: &Lexicon) -> Trie {
        let mut words: Vec<Vec<u8>> = lexicon
            .words()
            .map(|w| w.bytes().map(|b| b - b'a').collect())
            .collect();
        words.sort_unstable();
        let refs: Vec<&[u8]> = words.iter().map(Vec::as_slice).collect();
        let mut trie = Trie {
            nodes: vec![Node {
                first: 0,
                count: 0,
                letter: 0,
                end: false,
            }],
        };
        trie.fill(0, &refs, 0);
        trie
    }

    /// Makes the children of `node` from `words` (sorted, sharing the
    /// node's prefix of `depth` letters).
    fn fill(&mut self, node: usize, words: &[&[u8]], depth: usize) {
        let mut i = 0;
        while i < words.len() && words[i].len() == depth {
            self.nodes[node].end = true;
            i += 1;
        }
        let rest = &words[i..];
        let mut groups: Vec<(u8, usize, usize)> = Vec::new();
        let mut k = 0;
        while k < rest.len() {
            let letter = rest[k][depth];
            let from = k;
            while k < rest.len() && rest[k][depth] == letter {
                k += 1;
            }
            groups.push((letter, from, k));
        }
        let first = self.nodes.len();
        for &(letter, _, _) in &groups {
            self.nodes.push(Node {
                first: 0,
                count: 0,
                letter,
                end: false,
            });
        }
        self.nodes[node].first = first as u32;
        self.nodes[node].count = groups.len() as u8;
        for (j, &(_, from, to)) in groups.iter().enumerate() {
            self.fill(first + j, &rest[from..to], depth + 1);
        }
    }

    /// The child of `node` by `letter`.
    pub fn child(&self, node: u32, letter: u8) -> Option<u32> {
        let n = self.nodes[node as usize];
        let children = &self.nodes[n.first as usize..n.first as usize + usize::from(n.count)];
        children
            .iter()
            .position(|c| c.letter == letter)
            .map(|k| n.first + k as u32)
    }

    /// The children of `node`: (letter, child).
    pub fn children(&self, node: u32) -> impl Iterator<Item = (u8, u32)> + '_ {
        let n = self.nodes[node as usize];
        (n.first..n.first + u32::from(n.count)).map(|k| (self.nodes[k as usize].letter, k))
    }

    /// Whether a word ends at `node`.
    pub fn is_end(&self, node: u32) -> bool {
        self.nodes[node as usize].end
    }

    /// Whether `letters` is a word.
    pub fn contains(&self, letters: &[u8]) -> bool {
        letters
            .iter()
            .try_fold(ROOT, |node, &l| self.child(node, l))
            .is_some_and(|node| self.is_end(node))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tree holds exactly the list's words (a second reading of the
    /// list, by the hash map).
    #[test]
    fn the_tree_holds_the_words_of_the_list() {
        let lexicon = Lexicon::for_lang(Lang::Italian);
        let trie = Trie::for_lang(Lang::Italian);
        for word in lexicon.words().take(5_000) {
            let letters: Vec<u8> = word.bytes().map(|b| b - b'a').collect();
            assert!(trie.contains(&letters), "{word}");
        }
        for not in ["mor", "amor", "zzz", "amorex"] {
            let letters: Vec<u8> = not.bytes().map(|b| b - b'a').collect();
            assert_eq!(trie.contains(&letters), lexicon.is_word(not), "{not}");
        }
    }
}
