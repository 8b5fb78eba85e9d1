//! (Ignored) a registered game's pictures at its start, early, middle and
//! end, from seeded random play, in English and Italian, written to
//! `/tmp/<slug>-<stage>-<lang>.png` to be looked at:
//! `TAVOLO_LOOK=ishi cargo test -p tavolo-render --test suite look_pictures -- --ignored`.
//! With `TAVOLO_LOOK_AT=<position text>` the picture of that position is
//! written too, as `/tmp/<slug>-at-<lang>.png` (a pile, an end).
//! `TAVOLO_LOOK_OPTIONS=seats=3,sides=left-right` gives options (written
//! into the names: `/tmp/<slug>-seats=3-…-<stage>-<lang>.png`), and
//! `TAVOLO_LOOK_SEED=7` another seed (3 by default).
//! The game's own messages are worded from its catalogues by a plain
//! reader (variables filled in, a plural's `other` form); the core's are
//! left neutral.

use crate::common;

use games::message::Arg;
use games::{Message, Seat, Speak, Speaker};
use render::Frame;

/// The game's messages worded from its Fluent text, roughly.
struct Plain {
    words: &'static str,
}

impl Plain {
    fn entry(&self, id: &str) -> Option<String> {
        let mut lines = self
            .words
            .lines()
            .skip_while(|l| !l.starts_with(&format!("{id} =")));
        let first = lines.next()?;
        let value = first.split_once('=')?.1.trim().to_string();
        if !value.is_empty() && !value.ends_with("->") && !value.ends_with("-> ") {
            return Some(value);
        }
        lines
            .take_while(|l| l.starts_with(' '))
            .find(|l| l.trim_start().starts_with("*["))
            .map(|l| {
                l.trim_start()
                    .split_once(']')
                    .map_or("", |x| x.1)
                    .trim()
                    .to_string()
            })
    }
}

impl Speak for Plain {
    fn say(&self, message: &Message) -> String {
        let Some(mut text) = self.entry(message.id()) else {
            return message.to_string();
        };
        for (name, arg) in message.args() {
            let value = match arg {
                Arg::Count(n) => n.to_string(),
                Arg::Code(t) => t.clone(),
                Arg::Seat(s) => format!("#{s}"),
                Arg::Part(p) => self.say(p),
            };
            text = text.replace(&format!("{{ ${name} }}"), &value);
        }
        text
    }
}

#[test]
#[ignore = "writes pictures to /tmp to look at"]
fn look_pictures() {
    let slug = std::env::var("TAVOLO_LOOK").unwrap_or_else(|_| "ishi".into());
    let info = games::registry::find(&slug).expect("a registered game").info();
    let options = std::env::var("TAVOLO_LOOK_OPTIONS").unwrap_or_default();
    let given: std::collections::BTreeMap<String, games::OptionValue> = options
        .split(',')
        .filter_map(|kv| kv.split_once('='))
        .map(|(k, v)| {
            (
                k.trim().to_string(),
                games::OptionValue::Text(v.trim().to_string()),
            )
        })
        .collect();
    let seed = std::env::var("TAVOLO_LOOK_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3);
    let name = if options.is_empty() {
        slug.clone()
    } else {
        format!("{slug}-{}", options.replace(',', "-"))
    };
    if let Ok(text) = std::env::var("TAVOLO_LOOK_AT") {
        let entry = games::registry::GAMES
            .iter()
            .find(|e| e.info().slug == slug)
            .expect("a registered game");
        let game = entry
            .start_at(&given, &text)
            .unwrap_or_else(|e| panic!("{text}: {e}"));
        for lang in ["en", "it"] {
            let speaker = Speaker::new(Plain {
                words: info.words.text(lang).unwrap(),
            });
            let frame = Frame::new(&slug).with_speaker(speaker);
            let png = render::render_png(&game.view(None), &frame).unwrap();
            std::fs::write(format!("/tmp/{slug}-at-{lang}.png"), png).unwrap();
        }
    }
    let end = common::random_game_with(&slug, &given, seed, 2000).ply();
    for (stage, ply) in [
        ("start", 0),
        ("early", 9),
        ("mid", end / 2),
        ("late", end * 4 / 5),
        ("end", end),
    ] {
        let game = common::random_game_with(&slug, &given, seed, ply);
        for lang in ["en", "it"] {
            let speaker = Speaker::new(Plain {
                words: info.words.text(lang).unwrap(),
            });
            let seat = Some(Seat::FIRST);
            let frame = Frame::new(&slug).for_seat(seat).with_speaker(speaker);
            let png = render::render_png(&game.view(seat), &frame).unwrap();
            std::fs::write(format!("/tmp/{name}-{stage}-{lang}.png"), png).unwrap();
        }
    }
}
