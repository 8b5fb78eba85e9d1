//! A section cut into chat messages.

use crate::page::Section;

/// Discord's limit on a message, in characters.
pub const DISCORD_LIMIT: usize = 2000;
/// Telegram's limit on a message, in characters.
pub const TELEGRAM_LIMIT: usize = 4096;

/// Length as the platforms count it, erring long: UTF-16 code units
/// (Telegram's unit; never fewer than the characters Discord counts).
fn len(text: &str) -> usize {
    text.encode_utf16().count()
}

/// `section` as chat messages of at most `limit` characters each: its title
/// in bold on the first line, then its paragraphs and list items, cut only
/// between them while they fit. A paragraph longer than `limit` is cut
/// between sentences, else between words, never inside a code span (only a
/// code span longer than `limit` by itself is cut, where it must be).
/// Lengths count UTF-16 code units, which is what Telegram counts and never
/// less than Discord's characters. A `limit` of 0 is taken as 1.
pub fn messages(section: &Section, limit: usize) -> Vec<String> {
    let limit = limit.max(1);
    // Blocks (a paragraph, or a whole list) of units; the title is a block
    // of its own, joined to the first block by a line break only.
    let mut blocks: Vec<Vec<&str>> = Vec::new();
    for unit in &section.units {
        match blocks.last_mut() {
            Some(block) if unit.same_block => block.push(&unit.text),
            _ => blocks.push(vec![&unit.text]),
        }
    }
    let title = format!("**{}**", section.title);

    let mut out = Messages {
        limit,
        done: Vec::new(),
        current: title,
    };
    for (i, block) in blocks.iter().enumerate() {
        let separator = if i == 0 { "\n" } else { "\n\n" };
        let whole = block.join("\n");
        if out.try_append(separator, &whole) {
            continue;
        }
        out.flush();
        if len(&whole) <= limit {
            out.current = whole;
            continue;
        }
        // A block too long for one message: its units, one by one.
        for unit in block {
            if !out.current.is_empty() && out.try_append("\n", unit) {
                continue;
            }
            out.flush();
            if len(unit) <= limit {
                out.current = (*unit).to_string();
            } else {
                let mut parts = cut(unit, limit);
                out.current = parts.pop().unwrap_or_default();
                out.done.extend(parts);
            }
        }
    }
    out.flush();
    out.done
}

/// Messages being filled.
struct Messages {
    limit: usize,
    done: Vec<String>,
    current: String,
}

impl Messages {
    /// Appends `text` after `separator` if the result fits.
    fn try_append(&mut self, separator: &str, text: &str) -> bool {
        let fits = len(&self.current) + len(separator) + len(text) <= self.limit;
        if fits {
            self.current.push_str(separator);
            self.current.push_str(text);
        }
        fits
    }

    /// Closes the current message, if it has anything; an over-long title
    /// is cut like a paragraph.
    fn flush(&mut self) {
        let current = std::mem::take(&mut self.current);
        if current.is_empty() {
            return;
        }
        if len(&current) <= self.limit {
            self.done.push(current);
        } else {
            self.done.extend(cut(&current, self.limit));
        }
    }
}

/// Cuts one paragraph longer than `limit` into parts of at most `limit`.
fn cut(text: &str, limit: usize) -> Vec<String> {
    let mut parts = Vec::new();
    let mut rest = text.trim();
    while len(rest) > limit {
        let end = break_before(rest, limit);
        let (head, tail) = rest.split_at(end);
        parts.push(head.trim_end().to_string());
        rest = tail.trim_start();
    }
    if !rest.is_empty() {
        parts.push(rest.to_string());
    }
    parts
}

/// Where to cut `text` (longer than `limit`) so the head fits: the end of
/// the last sentence that fits, else the last space that fits, both outside
/// code spans; else as much as fits. Always at least one character.
fn break_before(text: &str, limit: usize) -> usize {
    let mut in_code = false;
    let mut used = 0;
    let mut last_sentence = None;
    let mut last_space = None;
    let mut fits = 0;
    let mut previous = '\0';
    for (i, c) in text.char_indices() {
        used += c.len_utf16();
        if used > limit {
            break;
        }
        fits = i + c.len_utf8();
        if c == '`' {
            in_code = !in_code;
        } else if c.is_whitespace() && !in_code && i > 0 {
            last_space = Some(i);
            if matches!(previous, '.' | '!' | '?' | ';' | ':') {
                last_sentence = Some(i);
            }
        }
        previous = c;
    }
    let end = last_sentence.or(last_space).unwrap_or(fits);
    if end == 0 {
        text.chars().next().map_or(text.len(), char::len_utf8)
    } else {
        end
    }
}
