//! Reading input lines with a bound: a line is judged while it is read, so
//! a line of hundreds of megabytes is skipped, not held in memory, and a
//! line that is not UTF-8 is answered like any bad line.

use std::io::{self, BufRead};

use tokio::io::{AsyncBufRead, AsyncBufReadExt};

/// One line of input, as read.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Line {
    /// A line of text, without its line end.
    Text(String),
    /// Longer than the bound: its bytes were skipped.
    TooLong,
    /// Not UTF-8.
    NotUtf8,
}

impl Line {
    fn of(bytes: Vec<u8>, too_long: bool) -> Line {
        if too_long {
            return Line::TooLong;
        }
        match String::from_utf8(bytes) {
            Ok(mut text) => {
                if text.ends_with('\r') {
                    text.pop();
                }
                Line::Text(text)
            }
            Err(_) => Line::NotUtf8,
        }
    }
}

/// The next line of `input` (none at its end), keeping at most `max`
/// bytes of it.
///
/// # Errors
/// Reading failed.
pub fn next_line(input: &mut impl BufRead, max: usize) -> io::Result<Option<Line>> {
    let mut line = Partial::default();
    loop {
        let buffer = input.fill_buf()?;
        let (used, done) = line.take(buffer, max);
        input.consume(used);
        if done {
            return Ok(line.finish());
        }
    }
}

/// [`next_line`] for async input.
///
/// # Errors
/// Reading failed.
pub async fn next_line_async(
    input: &mut (impl AsyncBufRead + Unpin),
    max: usize,
) -> io::Result<Option<Line>> {
    let mut line = Partial::default();
    loop {
        let buffer = input.fill_buf().await?;
        let (used, done) = line.take(buffer, max);
        input.consume(used);
        if done {
            return Ok(line.finish());
        }
    }
}

/// A line being read.
#[derive(Default)]
struct Partial {
    bytes: Vec<u8>,
    too_long: bool,
    read_any: bool,
}

impl Partial {
    /// Takes what `buffer` holds of the line (an empty buffer is the end of
    /// the input): how many bytes were used, and whether the line is whole.
    fn take(&mut self, buffer: &[u8], max: usize) -> (usize, bool) {
        if buffer.is_empty() {
            return (0, true);
        }
        self.read_any = true;
        let (chunk, used, done) = match buffer.iter().position(|&b| b == b'\n') {
            Some(i) => (&buffer[..i], i + 1, true),
            None => (buffer, buffer.len(), false),
        };
        if !self.too_long {
            if self.bytes.len() + chunk.len() > max {
                self.too_long = true;
                self.bytes = Vec::new();
            } else {
                self.bytes.extend_from_slice(chunk);
            }
        }
        (used, done)
    }

    /// The line read; none at the end of the input.
    fn finish(self) -> Option<Line> {
        self.read_any.then(|| Line::of(self.bytes, self.too_long))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all(input: &[u8], max: usize) -> Vec<Line> {
        // A tiny buffer, so lines cross buffer boundaries.
        let mut reader = io::BufReader::with_capacity(4, input);
        let mut out = Vec::new();
        while let Some(line) = next_line(&mut reader, max).unwrap() {
            out.push(line);
        }
        out
    }

    #[test]
    fn lines_are_split_bounded_and_checked() {
        let text = |s: &str| Line::Text(s.to_string());
        assert_eq!(
            all(b"ab\r\nlong line here\n\xff\xfe\nlast", 8),
            [text("ab"), Line::TooLong, Line::NotUtf8, text("last")]
        );
        assert_eq!(all(b"", 8), []);
        assert_eq!(all(b"\n", 8), [text("")]);
    }

    #[tokio::test]
    async fn the_async_reader_reads_the_same() {
        let input: &[u8] = b"one\nfar too long a line\n\xc3\n";
        let mut reader = tokio::io::BufReader::with_capacity(3, input);
        let mut out = Vec::new();
        while let Some(line) = next_line_async(&mut reader, 6).await.unwrap() {
            out.push(line);
        }
        assert_eq!(out, [Line::Text("one".into()), Line::TooLong, Line::NotUtf8]);
    }
}
