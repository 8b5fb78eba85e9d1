//! Spots' pictures (ignored): two seats at the start, in the middle and at
//! the end, and four seats in the middle, in English and Italian, written
//! to `/tmp/spots-*.png` to be looked at:
//! `cargo test -p tavolo-render --test suite spots_pictures -- --ignored`.
//! The words come from the game's own files with a plain substitution (the
//! core's speech is in the root package).

use games::alignment::spots::Spots;
use games::playout::SplitMix64;
use games::{Message, OptionValue, Options, Rules, Speak, Speaker, Status};
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

fn write(rules: &Spots, state: &<Spots as Rules>::State, name: &str, lang: &'static str) {
    let (words, names): (String, &[&str]) = if lang == "it" {
        (
            [
                include_str!("../../../games/src/alignment/spots/it.ftl"),
                include_str!("../../../games/src/messages/it.ftl"),
            ]
            .concat(),
            &["Anna", "Bruno", "Carla", "Dario"],
        )
    } else {
        (
            [
                include_str!("../../../games/src/alignment/spots/en.ftl"),
                include_str!("../../../games/src/messages/en.ftl"),
            ]
            .concat(),
            &["Ann", "Bob", "Cleo", "Dan"],
        )
    };
    let names = &names[..usize::from(rules.seats())];
    let frame = Frame::new("Spots")
        .with_names(names.iter().copied())
        .with_speaker(Speaker::new(Ftl(
            words,
            names.iter().map(|n| n.to_string()).collect(),
        )));
    let mut view = rules.view(state, None);
    if let Status::Over(o) = rules.status(state) {
        view.outcome = Some(o);
    }
    let png = render::render_png(&view, &frame).unwrap();
    std::fs::write(format!("/tmp/spots-{name}-{lang}.png"), png).unwrap();
}

/// Plays on from `state`: a scoring placement where there is one, else
/// the first legal move; draws take the first colour left.
fn play_until(rules: &Spots, state: &mut <Spots as Rules>::State, rng: &mut SplitMix64, placed: usize) {
    let mut count = 0;
    while count < placed {
        match rules.status(state) {
            Status::Chance => {
                let mut out = Vec::new();
                rules.chance_outcomes(state, &mut out);
                let mv = out[rng.below(out.len())].0;
                rules.apply(state, &mv);
            }
            Status::ToMove(_) => {
                let legal = rules.legal_vec(state);
                let mv = legal[rng.below(legal.len())];
                rules.apply(state, &mv);
                count += 1;
            }
            Status::Over(_) => return,
        }
    }
}

#[test]
#[ignore = "writes pictures to /tmp to look at"]
fn write_pictures() {
    let duel = Spots::new(&Options::defaults(Spots::info().options)).unwrap();
    let mut s = duel.initial();
    let mut rng = SplitMix64(5);
    play_until(&duel, &mut s, &mut rng, 0);
    while rules_chance(&duel, &s) {
        play_until_draw(&duel, &mut s, &mut rng);
    }
    for lang in ["en", "it"] {
        write(&duel, &s, "start", lang);
    }
    // Into the middle, stopping on a bonus if one comes.
    for _ in 0..60 {
        play_until(&duel, &mut s, &mut rng, 1);
        if s.phase() == games::alignment::spots::Phase::Bonus && rng.below(3) == 0 {
            break;
        }
    }
    for lang in ["en", "it"] {
        write(&duel, &s, "middle", lang);
    }
    play_until(&duel, &mut s, &mut rng, 200);
    for lang in ["en", "it"] {
        write(&duel, &s, "end", lang);
    }
    let given = [("seats".to_string(), OptionValue::Int(4))].into();
    let four = Spots::new(&Options::validate(Spots::info().options, &given).unwrap()).unwrap();
    let mut s = four.initial();
    play_until(&four, &mut s, &mut rng, 20);
    for lang in ["en", "it"] {
        write(&four, &s, "four", lang);
    }
    play_until(&four, &mut s, &mut rng, 200);
    write(&four, &s, "four-end", "en");
}

fn rules_chance(rules: &Spots, s: &<Spots as Rules>::State) -> bool {
    rules.status(s) == Status::Chance
}

fn play_until_draw(rules: &Spots, s: &mut <Spots as Rules>::State, rng: &mut SplitMix64) {
    let mut out = Vec::new();
    rules.chance_outcomes(s, &mut out);
    let mv = out[rng.below(out.len())].0;
    rules.apply(s, &mv);
}
