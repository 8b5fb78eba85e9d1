//! Hepta's pictures (ignored): a two-player game at its start, middle and
//! end and the solitaire at level 1 and 7, in English and Italian, written
//! to `/tmp/hepta-*.png` to be looked at:
//! `cargo test --release -p tavolo-render --test suite hepta_pictures -- --ignored`.
//! The words come from the game's own files with a plain substitution (the
//! core's speech is in the root package).

use games::alignment::hepta::{Hepta, HeptaSolo};
use games::{Message, Options, Rules, Speak, Speaker};
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

fn write<R: Rules>(rules: &R, state: &R::State, name: &str, lang: &'static str, names: &[&str]) {
    let words = if lang == "it" {
        [
            include_str!("../../../games/src/alignment/hepta/it.ftl"),
            include_str!("../../../games/src/messages/it.ftl"),
        ]
        .concat()
    } else {
        [
            include_str!("../../../games/src/alignment/hepta/en.ftl"),
            include_str!("../../../games/src/messages/en.ftl"),
        ]
        .concat()
    };
    let frame = Frame::new(name)
        .with_names(names.iter().copied())
        .with_speaker(Speaker::new(Ftl(
            words,
            names.iter().map(|n| n.to_string()).collect(),
        )));
    let png = render::render_png(&rules.view(state, None), &frame).unwrap();
    std::fs::write(format!("/tmp/hepta-{name}-{lang}.png"), png).unwrap();
}

#[test]
#[ignore = "writes pictures to /tmp to look at"]
fn write_pictures() {
    let duel = Hepta::new(&Options::defaults(Hepta::info().options)).unwrap();
    let mut s = duel.initial();
    for m in ["a1", "b4", "c4", "d7"] {
        duel.play(&mut s, m).unwrap();
    }
    for lang in ["en", "it"] {
        let names: &[&str] = if lang == "it" {
            &["Blu", "Giallo"]
        } else {
            &["Blue", "Yellow"]
        };
        write(&duel, &s, "start", lang, names);
    }
    for m in [
        "e2", "f6", "g3", "L", "a7 b7 c7", "c5 c6 d6", "e3 e4 e5", "f4 f5 g5",
    ] {
        duel.play(&mut s, m).unwrap();
    }
    for lang in ["en", "it"] {
        let names: &[&str] = if lang == "it" {
            &["Blu", "Giallo"]
        } else {
            &["Blue", "Yellow"]
        };
        write(&duel, &s, "middle", lang, names);
    }
    while let games::Status::ToMove(_) = duel.status(&s) {
        let legal = duel.legal_vec(&s);
        duel.apply(&mut s, &legal[legal.len() / 2]);
    }
    for lang in ["en", "it"] {
        let names: &[&str] = if lang == "it" {
            &["Blu", "Giallo"]
        } else {
            &["Blue", "Yellow"]
        };
        write(&duel, &s, "end", lang, names);
    }
    for level in [1, 7] {
        let given = [("level".to_string(), games::OptionValue::Int(level))].into();
        let solo = HeptaSolo::new(&Options::validate(HeptaSolo::info().options, &given).unwrap()).unwrap();
        let mut s = solo.initial();
        write(&solo, &s, &format!("solo{level}-start"), "en", &["Player"]);
        let way = solo.solution(&s).unwrap();
        for mv in &way[..6] {
            solo.apply(&mut s, mv);
        }
        write(&solo, &s, &format!("solo{level}-middle"), "it", &["Giocatore"]);
        for mv in &way[6..] {
            solo.apply(&mut s, mv);
        }
        write(&solo, &s, &format!("solo{level}-end"), "en", &["Player"]);
    }
}
