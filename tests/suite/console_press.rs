//! Local mode presses buttons (issue 37, point 16): `press 3` presses the
//! third button of the last reply, `press b` (Italian `premi`) the one so
//! labelled, as a platform's button press would.

use crate::local_game;

use local_game::Session;

#[test]
fn a_button_is_pressed_by_its_number_or_its_label() {
    let session = Session::new();
    let out = session.run(
        "alice: /challenge bob awele\n\
         bob: /accept\n\
         alice: press 3\n\
         bob: premi b\n\
         alice: press 99\n",
    );
    assert!(out.contains("alice played C"), "{out}");
    assert!(out.contains("bob played b"), "{out}");
    assert!(
        out.contains("local mode: no such button; the last reply's buttons: 1 [A]"),
        "{out}"
    );
}

#[test]
fn help_tells_how_to_press() {
    let out = Session::new().run("alice: /help\n");
    assert!(out.contains("press 2"), "{out}");
    assert!(out.contains("crosstable"), "every tournament form: {out}");
}
