//! Togyz Kumalak's rules, tuzdyk limits and end.

use super::*;
use crate::{MoveError, Rules, Status};

fn rules() -> Togyzkumalak {
    <Togyzkumalak as Rules>::new(&Options::default()).unwrap()
}

/// `"S/N kazans mover"` with tuzdyks as (seat, cell name).
fn pos(text: &str, tuzdyks: &[(u8, &str)]) -> State<Tuzdyks> {
    let r = rules();
    let (board, rest) = text.split_once(' ').unwrap();
    let (stores, mover) = rest.split_once(' ').unwrap();
    let mut b = Board::empty();
    for (p, n) in board.split(['/', '-']).enumerate() {
        b.set(p as Cell, n.parse().unwrap());
    }
    for (s, n) in stores.split('-').enumerate() {
        b.set(store(Seat(s as u8)), n.parse().unwrap());
    }
    assert_eq!(b.total(), 162, "{text}");
    let mut x = Tuzdyks::default();
    for &(s, name) in tuzdyks {
        x.0[usize::from(s)] = r.v.layout.cell_named(name);
    }
    State::new(b, x, Seat(u8::from(mover == "N")))
}

fn play(r: &Togyzkumalak, s: &mut State<Tuzdyks>, moves: &[&str]) {
    for m in moves {
        r.play(s, m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn legal(r: &Togyzkumalak, s: &State<Tuzdyks>) -> Vec<String> {
    r.legal_vec(s).iter().map(|m| r.format_move(s, m)).collect()
}

#[test]
fn setup_nine_by_nine_and_south_first() {
    let r = rules();
    let s = r.initial();
    assert_eq!(r.position_text(&s), "9-9-9-9-9-9-9-9-9/9-9-9-9-9-9-9-9-9 0-0 S");
    assert_eq!(legal(&r, &s), ["1", "2", "3", "4", "5", "6", "7", "8", "9"]);
}

#[test]
fn the_first_seed_goes_back_into_its_hole_a_single_seed_moves_on() {
    let r = rules();
    let mut s = r.initial();
    play(&r, &mut s, &["1"]);
    assert_eq!(
        r.position_text(&s),
        "1-10-10-10-10-10-10-10-10/9-9-9-9-9-9-9-9-9 0-0 N"
    );
    let mut s = pos("1-0-0-0-0-0-0-0-0/9-9-9-9-9-9-9-9-9 40-40 S", &[]);
    play(&r, &mut s, &["1"]);
    assert!(r.position_text(&s).starts_with("0-1-0-0-0-0-0-0-0/"));
}

#[test]
fn an_even_count_in_the_opponents_row_is_captured() {
    let r = rules();
    let mut s = r.initial();
    // 9 from S9: one back, then N1–N8; N8 becomes 10.
    play(&r, &mut s, &["9"]);
    assert_eq!(
        r.position_text(&s),
        "9-9-9-9-9-9-9-9-1/10-10-10-10-10-10-10-0-9 10-0 N"
    );
    // An odd count is left alone.
    let mut s = pos("0-0-0-0-0-0-0-2-0/2-9-9-9-9-9-9-9-9 50-36 S", &[]);
    play(&r, &mut s, &["8"]);
    assert_eq!(r.position_text(&s), "0-0-0-0-0-0-0-1-1/2-9-9-9-9-9-9-9-9 50-36 N");
}

#[test]
fn a_three_made_from_two_may_become_the_movers_tuzdyk() {
    let r = rules();
    let s = pos("0-0-0-0-0-0-0-3-0/2-5-5-5-5-5-5-5-5 60-57 S", &[]);
    assert_eq!(legal(&r, &s), ["8", "8n"]);
    let mut declared = s.clone();
    play(&r, &mut declared, &["8"]);
    assert_eq!(
        r.position_text(&declared),
        "0-0-0-0-0-0-0-1-1/0-5-5-5-5-5-5-5-5 63-57 N tuzdyk S:N1"
    );
    let view = r.view(&declared, None);
    let crate::view::Board::Pits(drawn) = &view.board else {
        panic!("pits");
    };
    let marks = &drawn.marks;
    assert_eq!(marks[0].kind, PitKind::Cross);
    assert_eq!((marks[0].cell.as_str(), marks[0].owner), ("N1", Some(Seat(0))));
    // Gap 2: declined, the hole keeps its three and nothing is taken.
    let mut declined = s;
    play(&r, &mut declined, &["8n"]);
    assert_eq!(
        r.position_text(&declined),
        "0-0-0-0-0-0-0-1-1/3-5-5-5-5-5-5-5-5 60-57 N"
    );
}

#[test]
fn no_tuzdyk_in_the_opponents_hole_nine() {
    let r = rules();
    let mut s = pos("0-0-0-0-0-0-0-0-10/1-1-1-1-1-1-1-1-2 70-72 S", &[]);
    assert_eq!(legal(&r, &s), ["9"]);
    play(&r, &mut s, &["9"]);
    assert_eq!(r.position_text(&s), "0-0-0-0-0-0-0-0-1/2-2-2-2-2-2-2-2-3 70-72 N");
}

#[test]
fn no_tuzdyk_with_the_number_of_the_opponents_tuzdyk() {
    let r = rules();
    let s = pos("0-0-0-0-0-0-0-3-0/2-5-5-5-5-5-5-5-5 60-57 S", &[(1, "S1")]);
    assert_eq!(legal(&r, &s), ["8"]);
    assert_eq!(
        r.parse_move(&s, "8n"),
        Err(MoveError::illegal(
            "8n",
            Message::new("togyzkumalak-no-tuzdyk").code("pit", "8")
        ))
    );
}

#[test]
fn one_tuzdyk_per_player_for_the_whole_game() {
    let r = rules();
    let mut s = pos("0-0-0-0-0-0-0-3-0/2-5-5-5-0-5-5-5-5 65-57 S", &[(0, "N5")]);
    assert_eq!(legal(&r, &s), ["8"]);
    play(&r, &mut s, &["8"]);
    assert!(
        r.position_text(&s).ends_with("N tuzdyk S:N5"),
        "{}",
        r.position_text(&s)
    );
    assert_eq!(s.board.get(9), 3);
}

#[test]
fn gap_3_seeds_into_a_tuzdyk_go_to_its_owner_the_last_one_too() {
    let r = rules();
    // South's tuzdyk is N1: 8 (3) → S8, S9, and the last seed to South.
    let mut s = pos("0-0-0-0-0-0-0-3-0/0-5-5-5-5-5-5-5-5 63-56 S", &[(0, "N1")]);
    play(&r, &mut s, &["8"]);
    assert_eq!(
        r.position_text(&s),
        "0-0-0-0-0-0-0-1-1/0-5-5-5-5-5-5-5-5 64-56 N tuzdyk S:N1"
    );
    assert!(s.last().unwrap().taken.is_empty());
    // North's sowing over N1 feeds South's kazan too.
    let mut s = pos("0-0-0-0-0-0-0-0-0/0-5-5-5-5-5-5-5-14 56-57 N", &[(0, "N1")]);
    play(&r, &mut s, &["9"]);
    assert_eq!(s.board.store_of(Seat(0)), 57);
    assert_eq!(s.board.get(9), 0, "a tuzdyk stays empty");
}

#[test]
fn gap_1_eighty_two_wins_at_once() {
    let r = rules();
    let mut s = pos("0-0-0-0-0-0-0-0-9/9-9-9-9-9-9-9-9-9 72-0 S", &[]);
    play(&r, &mut s, &["9"]);
    let o = r.status(&s).outcome().cloned().unwrap();
    assert_eq!(
        (o.winner, o.reason),
        (
            Some(Seat(0)),
            Message::new("togyzkumalak-end-kazan").count("seeds", 82)
        )
    );
    assert_eq!(o.scores, Some(vec![82, 0]));
}

#[test]
fn gap_1_no_move_ends_each_adding_his_row_and_81_all_draws() {
    let r = rules();
    let mut s = pos("0-0-0-0-0-0-0-1-0/0-0-0-0-0-0-0-0-0 80-81 S", &[]);
    play(&r, &mut s, &["8"]);
    let o = r.status(&s).outcome().cloned().unwrap();
    assert_eq!(
        o.reason,
        Message::new("mancala-end-no-move").seat("seat", Seat(1))
    );
    assert_eq!((o.winner, o.scores), (None, Some(vec![81, 81])));
    assert!(matches!(r.status(&s), Status::Over(_)));
}

#[test]
fn a_tuzdyk_no_move_could_declare_is_refused() {
    let r = rules();
    let start = "9-9-9-9-9-9-9-9-9/9-9-9-9-9-9-9-9-9 0-0 S";
    let with = |tuzdyks: &str| r.from_position(&format!("{start} tuzdyk {tuzdyks}"));
    let err = with("S:N9").unwrap_err();
    assert!(err.message().starts_with("N9 cannot be South's tuzdyk"), "{err}");
    let err = with("S:S3").unwrap_err();
    assert!(err.message().starts_with("S3 cannot be South's tuzdyk"), "{err}");
    // A tuzdyk is always empty: its seeds went to the kazan.
    assert!(with("S:N3").is_err());
    let ok = "9-9-9-9-9-9-9-9-9/9-9-0-9-9-9-9-9-9 9-0 N tuzdyk S:N3";
    let state = r.from_position(ok).unwrap();
    assert_eq!(r.position_text(&state), ok);
    let err = r
        .from_position("9-9-0-9-9-9-9-9-9/9-9-0-9-9-9-9-9-0 9-18 N tuzdyk N:S3,S:N3")
        .unwrap_err();
    assert_eq!(
        err.message(),
        "the tuzdyks are written South's, then North's, each once"
    );
}
