//! The forgiving comparison of names: case, accents, spaces, dashes and
//! apostrophes do not count.

/// The comparison key of a name: lower case, accents folded (`à`→`a`,
/// `ō`→`o`, `ß`→`ss`), everything but letters and digits dropped.
///
/// ```
/// assert_eq!(rulebook::fold("Nine Men’s Morris"), "ninemensmorris");
/// assert_eq!(rulebook::fold("Kōnane"), "konane");
/// assert_eq!(rulebook::fold("Go 9×9"), "go9x9");
/// ```
pub fn fold(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for c in name.chars().flat_map(char::to_lowercase) {
        match fold_char(c) {
            Some(s) => out.push_str(s),
            None if c.is_alphanumeric() => out.push(c),
            None => {}
        }
    }
    out
}

/// The plain letters of an accented Latin letter (lower case), or `×`.
fn fold_char(c: char) -> Option<&'static str> {
    Some(match c {
        'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'ā' | 'ă' | 'ą' => "a",
        'æ' => "ae",
        'ç' | 'ć' | 'ĉ' | 'ċ' | 'č' => "c",
        'ď' | 'đ' | 'ð' => "d",
        'è' | 'é' | 'ê' | 'ë' | 'ē' | 'ĕ' | 'ė' | 'ę' | 'ě' => "e",
        'ĝ' | 'ğ' | 'ġ' | 'ģ' => "g",
        'ĥ' | 'ħ' => "h",
        'ì' | 'í' | 'î' | 'ï' | 'ĩ' | 'ī' | 'ĭ' | 'į' | 'ı' => "i",
        'ĵ' => "j",
        'ķ' => "k",
        'ĺ' | 'ļ' | 'ľ' | 'ŀ' | 'ł' => "l",
        'ñ' | 'ń' | 'ņ' | 'ň' => "n",
        'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'ō' | 'ŏ' | 'ő' => "o",
        'œ' => "oe",
        'ŕ' | 'ŗ' | 'ř' => "r",
        'ś' | 'ŝ' | 'ş' | 'š' => "s",
        'ß' => "ss",
        'ţ' | 'ť' | 'ŧ' => "t",
        'þ' => "th",
        'ù' | 'ú' | 'û' | 'ü' | 'ũ' | 'ū' | 'ŭ' | 'ů' | 'ű' | 'ų' => "u",
        'ŵ' => "w",
        'ý' | 'ÿ' | 'ŷ' => "y",
        'ź' | 'ż' | 'ž' => "z",
        '×' => "x",
        _ => return None,
    })
}

/// Levenshtein distance over characters, stopping early: any distance above
/// `cap` is reported as `cap + 1`.
pub(crate) fn distance_within(a: &str, b: &str, cap: usize) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    if a.len().abs_diff(b.len()) > cap {
        return cap + 1;
    }
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.iter().enumerate() {
        let mut previous = row[0];
        row[0] = i + 1;
        let mut best = row[0];
        for (j, cb) in b.iter().enumerate() {
            let substitution = previous + usize::from(ca != cb);
            previous = row[j + 1];
            row[j + 1] = substitution.min(row[j] + 1).min(previous + 1);
            best = best.min(row[j + 1]);
        }
        if best > cap {
            return cap + 1;
        }
    }
    row[b.len()].min(cap + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn folding_drops_case_accents_spaces_dashes_and_apostrophes() {
        assert_eq!(fold("  Dama-Italiana "), "damaitaliana");
        assert_eq!(fold("Mühle"), "muhle");
        assert_eq!(fold("Wörterklauer"), "worterklauer");
        assert_eq!(fold("L'Awélé"), "lawele");
        assert_eq!(fold("Prärie"), "prarie");
    }

    #[test]
    fn distance_counts_edits_up_to_the_cap() {
        assert_eq!(distance_within("kitten", "sitting", 5), 3);
        assert_eq!(distance_within("kitten", "sitting", 1), 2);
        assert_eq!(distance_within("", "abc", 5), 3);
        assert_eq!(distance_within("awele", "awele", 1), 0);
        assert_eq!(distance_within("gomoku", "gomuku", 1), 1);
        assert_eq!(distance_within("a", "abcdef", 1), 2);
    }
}
