//! Knight Chase's rules, one test per rule and gap of the catalog entry
//! (`randolph-1-15.md` §6), and an independent brute force that every
//! position of random games is checked against.
//!
//! No engine of Knight Chase is published (the catalog knows only rules
//! pages and a Tabletop Simulator mod; nothing on pip or crates.io), so the
//! independent check is the brute force below, written apart from the
//! engine from the catalog's words: every (square, square) pair of the
//! board tried for the knight and the disc, a knight's move told by the
//! product of its file and rank distances.

use std::collections::BTreeSet;

use super::*;
use crate::playout::SplitMix64;

fn rules() -> KnightChase {
    KnightChase
}

fn legal_texts(state: &KcState) -> BTreeSet<String> {
    let r = rules();
    r.legal_vec(state)
        .iter()
        .map(|m| r.format_move(state, m))
        .collect()
}

fn at(text: &str) -> KcState {
    rules()
        .from_position(text)
        .unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn sq(f: usize, r: usize) -> String {
    format!("{}{}", (b'a' + f as u8) as char, r + 1)
}

/// The brute force: the position text's grid, every pair of squares.
fn brute_force(text: &str) -> BTreeSet<String> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut g = [['.'; 8]; 8];
    for (i, rank) in words[0].split('/').enumerate() {
        for (f, c) in rank.chars().enumerate() {
            g[f][7 - i] = c;
        }
    }
    let white_to_move = words[1] == "w";
    let supply: u32 = words[2].parse().unwrap();
    let left: u32 = words[3].parse().unwrap();
    let find = |c: char, g: &[[char; 8]; 8]| (0..64).map(|i| (i % 8, i / 8)).find(|&(f, r)| g[f][r] == c);
    let knight_move = |a: (usize, usize), b: (usize, usize)| a.0.abs_diff(b.0) * a.1.abs_diff(b.1) == 2;
    let mut out = BTreeSet::new();
    let Some(black) = find('b', &g) else { return out };
    let white = find('w', &g).unwrap();
    if supply == 0 && left == 0 {
        return out;
    }
    let (me, mine, theirs) = if white_to_move {
        (white, 'w', 'b')
    } else {
        (black, 'b', 'w')
    };
    // Destinations of a knight on a grid: empty squares, and for White
    // Black's square.
    let dests = |g: &[[char; 8]; 8], from: (usize, usize), hunter: bool| -> Vec<(usize, usize)> {
        (0..64)
            .map(|i| (i % 8, i / 8))
            .filter(|&t| knight_move(from, t) && (g[t.0][t.1] == '.' || (hunter && g[t.0][t.1] == 'b')))
            .collect()
    };
    if dests(&g, me, white_to_move).is_empty() {
        return out;
    }
    for to in dests(&g, me, white_to_move) {
        if g[to.0][to.1] == 'b' || supply == 0 {
            out.insert(sq(to.0, to.1));
            continue;
        }
        let mut h = g;
        h[me.0][me.1] = 'o';
        h[to.0][to.1] = mine;
        let other = find(theirs, &h).unwrap();
        let their = dests(&h, other, !white_to_move);
        for (f, file) in h.iter().enumerate() {
            for (r, &c) in file.iter().enumerate() {
                if c == '.' && !(their.len() == 1 && their[0] == (f, r)) {
                    out.insert(format!("{} {}", sq(to.0, to.1), sq(f, r)));
                }
            }
        }
    }
    out
}

#[test]
fn legal_moves_match_an_independent_brute_force_along_random_games() {
    let r = rules();
    let mut checked = 0;
    let mut ends = BTreeSet::new();
    for seed in 0..40 {
        let mut rng = SplitMix64(seed);
        let mut state = r.initial();
        loop {
            let text = r.position_text(&state);
            assert_eq!(legal_texts(&state), brute_force(&text), "at {text}");
            checked += 1;
            let legal = r.legal_vec(&state);
            if legal.is_empty() {
                break;
            }
            r.apply(&mut state, &legal[rng.below(legal.len())]);
        }
        if let Status::Over(o) = r.status(&state) {
            ends.insert(o.reason.id().to_string());
        }
    }
    assert!(checked > 400, "{checked}");
    // Random games reach every kind of end.
    assert_eq!(ends.len(), 3, "{ends:?}");
}

/// Counted by hand: Black's knight on h1 reaches f2 and g3; the chosen
/// disc may go on any of the 61 free squares (64 minus two knights and
/// the disc on h1): 122 moves. White's a8 knight has two moves, so no
/// square is forbidden.
#[test]
fn the_first_turn_has_122_moves() {
    let r = rules();
    let s = r.initial();
    assert_eq!(r.legal_vec(&s).len(), 122);
    assert_eq!(brute_force(&r.position_text(&s)).len(), 122);
}

/// Gap 1: Black starts on h1, White on a8 (opposite corners), Black first.
#[test]
fn gap_1_knights_in_opposite_corners_black_first() {
    let r = rules();
    let s = r.initial();
    assert_eq!(s.knights(), (Some(7), 56));
    assert_eq!(r.status(&s), Status::ToMove(Seat::FIRST));
    assert_eq!(s.supply(), 30);
    assert_eq!(
        r.position_text(&s),
        "w......./......../......../......../......../......../......../.......b b 30 10"
    );
}

/// Turn: a knight's move to a free square, leaping over anything; never
/// onto a disc.
#[test]
fn rule_turn_knight_moves_to_a_free_square_leaping() {
    let r = rules();
    // Discs all round h1 do not stop the leap to g3; a disc on f2 does.
    let s = at("w......./......../......../......../......../......../.....ooo/......ob b 26 10");
    let dests: BTreeSet<String> = legal_texts(&s).iter().map(|m| m[..2].to_string()).collect();
    assert_eq!(dests, ["g3".to_string()].into());
    let e = r.parse_move(&s, "f2 d5").unwrap_err();
    assert!(e.to_string().contains("knight-chase-disc-there"), "{e}");
    let e = r.parse_move(&s, "h3 d5").unwrap_err();
    assert!(e.to_string().contains("knight-chase-not-a-jump"), "{e}");
}

/// Turn: two discs, one on the square left, one on the chosen square.
#[test]
fn rule_turn_two_discs_one_on_the_square_left() {
    let r = rules();
    let mut s = r.initial();
    r.play(&mut s, "g3 d5").unwrap();
    assert_eq!(s.discs(), 2);
    assert_eq!(s.supply(), 28);
    assert_eq!(
        r.position_text(&s),
        "w......./......../......../...o..../......../......b./......../.......o w 28 10"
    );
    // A disc must be chosen while the supply lasts: the knight's square
    // alone is only the start of a move, and the reply lists the options.
    assert!(matches!(r.parse_move(&s, "b6"), Err(MoveError::Ambiguous { .. })));
    assert!(r.legal_vec(&s).iter().all(|m| m.disc.is_some()));
}

/// Gap 2: while the opponent's knight has a single move, the chosen disc
/// may not cover it; the disc on the square left may, and then blocks it.
#[test]
fn gap_2_the_chosen_disc_spares_the_only_move() {
    let r = rules();
    // White on a8 with b6 covered: its only move is c7.
    let s = at("w......./......../.o....../......../......../......../......../ooo....b b 26 10");
    assert!(!legal_texts(&s).iter().any(|m| m.ends_with(" c7")));
    assert!(legal_texts(&s).contains("g3 c6"));
    let e = r.parse_move(&s, "g3 c7").unwrap_err();
    assert!(e.to_string().contains("knight-chase-only-move"), "{e}");
    // White on g7 can only take Black on e6 (e8, f5, h5 covered): when
    // Black leaves e6 the compulsory disc covers it, and White is stuck.
    let mut s = at("....o.../......w./....b.../.....o.o/......../......../......../o....... b 26 10");
    r.play(&mut s, "c5 a2").unwrap();
    assert_eq!(
        r.status(&s),
        Status::Over(Outcome::win(
            Seat::FIRST,
            Message::new("knight-chase-blocked").seat("seat", Seat::SECOND)
        ))
    );
}

/// Capture: White wins by moving onto Black's knight (no disc then).
#[test]
fn rule_capture_white_lands_on_black() {
    let r = rules();
    // White on g7 reaches e6 where Black stands.
    let mut s = at("......../......w./....b.../......../......../......../......../oo...... w 28 10");
    assert!(legal_texts(&s).contains("e6"));
    assert!(!legal_texts(&s).iter().any(|m| m.starts_with("e6 ")));
    let e = r.parse_move(&s, "e6 a5").unwrap_err();
    assert!(e.to_string().contains("knight-chase-capture-alone"), "{e}");
    r.play(&mut s, "e6").unwrap();
    assert_eq!(
        r.status(&s),
        Status::Over(Outcome::win(Seat::SECOND, Message::new("knight-chase-captured")))
    );
    let view = r.view(&s, None);
    assert_eq!(view.last_move_text(), "knight-chase-takes(square=e6)");
    assert!(
        view.highlights
            .iter()
            .any(|h| h.mark == Mark::Captured && h.cell == "e6")
    );
}

/// Black can never move onto White's square.
#[test]
fn rule_black_never_lands_on_white() {
    let r = rules();
    let s = at("......../......w./....b.../......../......../......../......../oooo.... b 26 10");
    assert!(!legal_texts(&s).iter().any(|m| m.starts_with("g7")));
    let e = r.parse_move(&s, "g7 a5").unwrap_err();
    assert!(e.to_string().contains("knight-chase-black-never-captures"), "{e}");
}

/// Ten-move limit (gap 3): the 30th disc falls in Black's 8th turn; White
/// then has ten moves without discs, and Black wins if none captures.
#[test]
fn gap_3_ten_moves_after_the_last_disc() {
    let r = rules();
    // Random turns that never capture until the supply is empty (the
    // first seed whose game lasts that long).
    let mut rng = SplitMix64(5);
    let mut s = r.initial();
    while s.supply() > 0 {
        if r.status(&s).seat().is_none() {
            s = r.initial();
        }
        let legal = r.legal_vec(&s);
        let quiet: Vec<KcMove> = legal
            .iter()
            .copied()
            .filter(|m| Some(m.to) != s.knights().0)
            .collect();
        if quiet.is_empty() {
            s = r.initial();
            continue;
        }
        r.apply(&mut s, &quiet[rng.below(quiet.len())]);
    }
    assert_eq!(s.supply(), 0);
    assert_eq!(s.white_left(), 10);
    assert_eq!(r.status(&s), Status::ToMove(Seat::SECOND));
    assert!(r.legal_vec(&s).iter().all(|m| m.disc.is_none()));
    let mut white_moves = 0;
    while r.status(&s).seat().is_some() {
        let legal = r.legal_vec(&s);
        // Never capture: the test wants the limit.
        let quiet: Vec<KcMove> = legal
            .iter()
            .copied()
            .filter(|m| Some(m.to) != s.knights().0)
            .collect();
        if s.to_move == Seat::SECOND {
            white_moves += 1;
        }
        let pick = if quiet.is_empty() {
            legal[0]
        } else {
            quiet[rng.below(quiet.len())]
        };
        r.apply(&mut s, &pick);
    }
    let reason = r.status(&s).outcome().unwrap().reason.id().to_string();
    if reason == "knight-chase-time" {
        assert_eq!(white_moves, 10);
        assert_eq!(s.white_left(), 0);
    } else {
        assert_eq!(reason, "knight-chase-blocked");
    }
    assert_eq!(r.status(&s).outcome().unwrap().winner, Some(Seat::FIRST));
    // The limit read from a position: White's last move runs out.
    let mut s = at("w......./......../......../......../......../......../......../.......b w 0 1");
    let mv = r.legal_vec(&s)[0];
    r.apply(&mut s, &mv);
    assert_eq!(
        r.status(&s),
        Status::Over(Outcome::win(
            Seat::FIRST,
            Message::new("knight-chase-time").count("moves", 10)
        ))
    );
}

/// Gap 3: a blocked knight, whichever, wins for Black when its side is to
/// move.
#[test]
fn gap_3_a_blocked_knight_wins_for_black() {
    let r = rules();
    // Black on h1 with f2 and g3 covered, Black to move: Black wins.
    let s = at("w......./......../......../......../......../......o./.....o../oo.....b b 26 10");
    assert_eq!(
        r.status(&s),
        Status::Over(Outcome::win(
            Seat::FIRST,
            Message::new("knight-chase-blocked").seat("seat", Seat::FIRST)
        ))
    );
    // White on a8 with b6 and c7 covered, White to move: Black wins too.
    let s = at("w......./..o...../.o....../......../......../......../......../.......b w 28 10");
    assert!(matches!(r.status(&s), Status::Over(o) if o.winner == Some(Seat::FIRST)));
}

/// Notation: `g3 d5`, `g3d5`, `g3-d5`; picker steps of at most 8 choices.
#[test]
fn rule_notation_and_picker_steps() {
    let r = rules();
    let s = r.initial();
    for text in ["g3 d5", "G3D5", "g3-d5", " g3  d5 "] {
        let mv = r.parse_move(&s, text).unwrap();
        assert_eq!(r.format_move(&s, &mv), "g3 d5");
    }
    let mv = r.parse_move(&s, "g3 d5").unwrap();
    assert_eq!(r.move_steps(&s, &mv), vec!["g3", " d", "5"]);
    assert!(matches!(
        r.parse_move(&s, "g3"),
        Err(MoveError::Ambiguous { .. } | MoveError::NotAMove { .. })
    ));
    assert!(matches!(r.parse_move(&s, "z9"), Err(MoveError::NotAMove { .. })));
    assert!(matches!(
        r.parse_move(&s, "i3 d5"),
        Err(MoveError::NotAMove { .. })
    ));
    let e = r.parse_move(&s, "g3 h1").unwrap_err();
    assert!(e.to_string().contains("knight-chase-disc-taken"), "{e}");
}

/// Positions read back; impossible counts are refused.
#[test]
fn position_text_reads_back() {
    let r = rules();
    let mut s = r.initial();
    r.play(&mut s, "g3 d5").unwrap();
    let text = r.position_text(&s);
    assert_eq!(r.position_text(&at(&text)), text);
    assert_eq!(legal_texts(&at(&text)), legal_texts(&s));
    for bad in [
        text.replace(" w 28", " b 28"),
        text.replace(" w 28", " w 27"),
        text.replace(" 10", " 9"),
        text.replacen('.', "w", 1),
        text.replacen('.', "q", 1),
        "w".to_string(),
    ] {
        assert!(r.from_position(&bad).is_err(), "{bad}");
    }
}

/// The picture: knights as chess knights, discs, the legal destinations
/// dotted, and the counters in the panels.
#[test]
fn the_picture_shows_knights_discs_and_counters() {
    let r = rules();
    let mut s = r.initial();
    r.play(&mut s, "g3 d5").unwrap();
    let view = r.view(&s, None);
    assert_eq!(view.pieces.iter().filter(|p| p.kind == "stone").count(), 2);
    assert_eq!(
        view.pieces
            .iter()
            .filter(|p| p.kind == "sprite:chess-knight")
            .count(),
        2
    );
    let dots: BTreeSet<&str> = view
        .highlights
        .iter()
        .filter(|h| h.mark == Mark::Choice)
        .map(|h| h.cell.as_str())
        .collect();
    assert_eq!(dots, ["b6", "c7"].into());
    assert_eq!(
        view.seats[1].score_text().unwrap(),
        "knight-chase-discs-left(n=28)"
    );
    assert_eq!(
        view.caption_text(),
        "knight-chase-caption-played(seat=#0, move=g3 d5, n=28)"
    );
    let s = at("w......./......../......../......../......../......../......../.......b w 0 7");
    let view = r.view(&s, None);
    assert_eq!(
        view.seats[1].score_text().unwrap(),
        "knight-chase-moves-left(n=7)"
    );
}
