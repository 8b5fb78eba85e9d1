// Throwaway: pictures of Mimikri to /tmp (not committed).
use games::hidden::mimikri::{MimikriDecoy, MimikriNo, MimikriRules, RuleSet};
use games::message::{Arg, Speak, Speaker};
use games::{Message, Rules, Seat};
use render::Frame;

struct Ftl(Vec<(String, String)>, [&'static str; 2]);

impl Speak for Ftl {
    fn say(&self, m: &Message) -> String {
        let Some((_, text)) = self.0.iter().find(|(id, _)| id == m.id()) else {
            return m.to_string();
        };
        let mut out = text.clone();
        for (name, arg) in m.args() {
            let v = match arg {
                Arg::Count(n) => n.to_string(),
                Arg::Code(c) => c.clone(),
                Arg::Seat(s) => self.1[usize::from(*s)].to_string(),
                Arg::Part(p) => self.say(p),
            };
            out = out.replace(&format!("{{ ${name} }}"), &v);
        }
        out
    }
}

fn ftl(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut cur: Option<(String, String)> = None;
    for line in text.lines() {
        if let Some((id, rest)) = line.split_once(" = ").filter(|(id, _)| !id.starts_with(' ') && !id.starts_with('#')) {
            if let Some(c) = cur.take() {
                out.push(c);
            }
            cur = Some((id.trim().to_string(), rest.to_string()));
        } else if let Some(c) = cur.as_mut() {
            let l = line.trim();
            if let Some(o) = l.strip_prefix("*[other] ") {
                c.1 = c.1.replace("{ $cubes ->", "").replace("{ $left ->", "") + o;
            } else if l == "}" || l.starts_with('}') {
                c.1.push_str(l.trim_start_matches('}'));
            }
        }
    }
    if let Some(c) = cur {
        out.push(c);
    }
    out
}

fn shoot<S: RuleSet>(tag: &str, moves: &str) {
    let rules = MimikriRules::<S>::make();
    let state = rules.from_position(moves).unwrap();
    for (lang, file, names) in [
        ("en", include_str!("../../games/src/hidden/mimikri/en.ftl"), ["White", "Black"]),
        ("it", include_str!("../../games/src/hidden/mimikri/it.ftl"), ["Bianco", "Nero"]),
    ] {
        let speaker = Speaker::new(Ftl(ftl(file), names));
        for (who, seat) in [("table", None), ("w", Some(Seat(0))), ("b", Some(Seat(1)))] {
            if lang == "it" && who != "table" && who != "w" {
                continue;
            }
            let view = rules.view(&state, seat);
            let frame = Frame::new(S::variant().info.name_en)
                .for_seat(seat)
                .with_names(["Ann", "Bob"])
                .with_speaker(speaker.clone());
            let png = render::render_png(&view, &frame).unwrap();
            let path = format!("/tmp/mimikri-{tag}-{who}-{lang}.png");
            std::fs::write(&path, png).unwrap();
            println!("{path}");
        }
    }
}

fn main() {
    let deal = "QPRPPBNP/PPNPBPRP";
    shoot::<games::hidden::mimikri::DecoySet>("decoy-start", deal);
    shoot::<games::hidden::mimikri::DecoySet>("decoy-check", &format!("{deal} e2e4 c7b5 d2d3 b5d4 g2f4 d4c2"));
    shoot::<games::hidden::mimikri::DecoySet>("decoy-refused", &format!("{deal} e2e4 c7b5 d2d3 b5d4 g2f4 d4c2 h2h3"));
    shoot::<games::hidden::mimikri::NoSet>("no-failed", &format!("{deal} e2e4 c7b5 a2a3 b5b4"));
    shoot::<games::hidden::mimikri::DecoySet>("decoy-mate", "PPPPPPPP/QPPPPPPP a2a4 b7b5 a4b5 a7a1");
    let _ = (MimikriDecoy::info(), MimikriNo::info());
}
