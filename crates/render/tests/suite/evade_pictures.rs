//! Evade's series pictures (ignored): a match to 50 at the start of its
//! first game, in the middle (a game just ended, the next being set up; a
//! Fugitive's freeze paid for) and at its end, in English and Italian,
//! written to `/tmp/evade-*.png` to be looked at:
//! `cargo test --release -p tavolo-render --test suite evade_pictures -- --ignored`.
//! The words come from the game's own files with a plain substitution (the
//! core's speech is in the root package).

use std::collections::BTreeMap;

use games::hidden::evade::Evade;
use games::{Message, OptionValue, Options, Rules, Speak, Speaker};
use render::Frame;

/// Words a message from an `.ftl` text: the first line of its id, each
/// `{ $arg }` replaced, a part worded in turn; plural selections keep
/// their default line.
struct Ftl(String, Vec<String>);

impl Speak for Ftl {
    fn say(&self, message: &Message) -> String {
        let mut lines = self.0.lines();
        let Some(line) = lines.find(|l| l.starts_with(&format!("{} = ", message.id()))) else {
            return message.to_string();
        };
        let mut text = line.split_once(" = ").map_or("", |(_, t)| t).to_string();
        if text.ends_with("->") {
            text = text
                .trim_end_matches(|c| c != '{')
                .trim_end_matches('{')
                .to_string();
            let default = lines
                .take_while(|l| !l.starts_with('}'))
                .find(|l| l.trim_start().starts_with("*["))
                .map_or(String::new(), |l| {
                    l.trim_start()[l.trim_start().find(']').unwrap() + 2..].to_string()
                });
            text.push_str(&default);
        }
        for (name, arg) in message.args() {
            let value = match arg {
                games::message::Arg::Count(n) => n.to_string(),
                games::message::Arg::Code(t) => t.clone(),
                games::message::Arg::Seat(s) => self.1.get(usize::from(*s)).cloned().unwrap_or_default(),
                games::message::Arg::Part(p) => self.say(p),
            };
            text = text.replace(&format!("{{ ${name} }}"), &value);
        }
        text
    }
}

fn write(rules: &Evade, state: &<Evade as Rules>::State, name: &str, lang: &'static str) {
    let (words, names) = if lang == "it" {
        (
            [
                include_str!("../../../games/src/hidden/evade/it.ftl"),
                include_str!("../../../games/src/messages/it.ftl"),
            ]
            .concat(),
            ["Giallo", "Blu"],
        )
    } else {
        (
            [
                include_str!("../../../games/src/hidden/evade/en.ftl"),
                include_str!("../../../games/src/messages/en.ftl"),
            ]
            .concat(),
            ["Yellow", "Blue"],
        )
    };
    let seats: Vec<String> = names.iter().map(|n| n.to_string()).collect();
    let words_of_notes = Ftl(words.clone(), seats.clone());
    let frame = Frame::new(name)
        .with_names(names)
        .with_speaker(Speaker::new(Ftl(words, seats)));
    let view = rules.view(state, None);
    // The words under the picture, to read along with it.
    for note in &view.last_move {
        println!("{name} {lang}: {}", words_of_notes.say(note));
    }
    let png = render::render_png(&view, &frame).unwrap();
    std::fs::write(format!("/tmp/evade-{name}-{lang}.png"), png).unwrap();
}

#[test]
#[ignore = "writes pictures to /tmp to look at"]
fn write_pictures() {
    let given = BTreeMap::from([
        ("match".to_string(), OptionValue::Int(50)),
        ("penalty".to_string(), OptionValue::Bool(true)),
    ]);
    let rules = Evade::new(&Options::validate(Evade::info().options, &given).unwrap()).unwrap();
    let mut s = rules.initial();
    for m in ["yellow-first", "fugitives b1 e1", "fugitives b6 e6", "c1-c2"] {
        rules.play(&mut s, m).unwrap();
    }
    let start = s;
    let states = [
        ("start", start),
        (
            "between",
            rules
                .from_position("pppppp/6/6/6/6/PPPPPP b y 0 match:20,10/50 game:4 last:y-escaped:f1,c6:b6,e6")
                .unwrap(),
        ),
        ("penalty", {
            let mut s = rules
                .from_position(
                    "gfg1fg/6/3g2/2F3/6/GG1GFG y y 4 match:20,10/50 game:4 last:y-escaped:f1,c6:b6,e6",
                )
                .unwrap();
            rules.play(&mut s, "c3-d4").unwrap();
            s
        }),
        ("end", {
            let mut s = rules
                .from_position(
                    "gf1gfg/2F3/6/g5/6/GG1GGF y y 0 match:40,30/50 game:8 last:b-escaped:a1,b1:a1,b1",
                )
                .unwrap();
            rules.play(&mut s, "c5-c6").unwrap();
            s
        }),
    ];
    for (name, state) in &states {
        for lang in ["en", "it"] {
            write(&rules, state, name, lang);
        }
    }
}
