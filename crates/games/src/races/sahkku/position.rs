//! Reading a Sahkku position text back (its shape is in the module doc).

use super::track::{KING_HOME, LAP, PIECES, PLACE, POINTS, Pieces, homeward, name, positions_at, read_point};
use super::{Phase, SahState, Sahkku, ThrowShown, seat_name};
use crate::races::fields;
use crate::{PositionError, Rules, Seat};

const SEATS: &[&str] = &["White", "Black"];
const BOTH: [Seat; 2] = [Seat::FIRST, Seat::SECOND];

fn refuse(message: impl Into<String>) -> PositionError {
    PositionError::new(message)
}

impl Sahkku {
    /// The state written as `text` by `position_text`.
    pub(super) fn read_position(&self, text: &str) -> Result<SahState, PositionError> {
        let example = self.position_text(&self.initial());
        let [white, white_waiting, black, black_waiting, king, turn, phase, ply] = fields::split(
            text,
            [
                "white", "waiting", "black", "waiting", "king", "turn", "phase", "ply",
            ],
            &example,
        )?;
        let mut board = Pieces::initial();
        for (seat, active, waiting) in [
            (Seat::FIRST, white, white_waiting),
            (Seat::SECOND, black, black_waiting),
        ] {
            read_active(&mut board, seat, active)?;
            board.inactive[seat.index()] = fields::number(waiting, "waiting")?;
        }
        (board.king, board.king_owner) = read_king(king)?;
        check_board(&board)?;
        let mut state = self.initial();
        state.board = board;
        state.turn = fields::seat(turn, "turn", SEATS)?;
        state.phase = read_phase(phase)?;
        state.ply = fields::number(ply, "ply")?;
        fields::within_cap(state.ply, super::MAX_PLIES)?;
        check_phase(&state)?;
        if let Phase::Play(faces) = state.phase {
            // The picture shows the throw being played.
            state.last_throw = Some(ThrowShown {
                faces,
                n: 3,
                ritual: None,
            });
        }
        Ok(state)
    }
}

/// `A5*2,B3'*1`: active pieces by point, a prime for the homeward pass.
fn read_active(board: &mut Pieces, seat: Seat, value: &str) -> Result<(), PositionError> {
    let key = seat_name(seat).to_lowercase();
    for item in fields::list(value) {
        let bad = || {
            refuse(format!(
                "{key}:{value}: '{item}' is not 'point*count' (like A5*2, B3'*1)"
            ))
        };
        let (at, n) = item.split_once('*').ok_or_else(bad)?;
        let (point, home) = match at.strip_suffix('\'') {
            Some(p) => (p, true),
            None => (at, false),
        };
        let p = read_point(point).ok_or_else(bad)?;
        let n: u8 = n
            .parse()
            .ok()
            .filter(|n| (1..=PIECES).contains(n))
            .ok_or_else(bad)?;
        let i = positions_at(seat, p)
            .find(|&i| homeward(i) == home)
            .ok_or_else(|| {
                refuse(format!(
                    "{key}:{value}: only the middle line has a homeward pass (')"
                ))
            })?;
        let slot = &mut board.active[seat.index()][i];
        if *slot != 0 {
            return Err(refuse(format!("{key}:{value}: {at} is listed twice")));
        }
        *slot = n;
    }
    Ok(())
}

/// `B8`, or a point and who controls the king: `C4:w`.
fn read_king(value: &str) -> Result<(u8, Option<Seat>), PositionError> {
    let (point, owner) = match value.split_once(':') {
        Some((p, "w")) => (p, Some(Seat::FIRST)),
        Some((p, "b")) => (p, Some(Seat::SECOND)),
        Some(_) => {
            return Err(refuse(format!(
                "king:{value}: the controller is w or b, like C4:w"
            )));
        }
        None => (value, None),
    };
    let p = read_point(point)
        .ok_or_else(|| refuse(format!("king:{value}: '{point}' is not a point A1 to C15")))?;
    Ok((p, owner))
}

/// Piece counts, and the points the rules keep apart: nothing lands on
/// inactive opponents, a landing captures every active opponent and takes
/// the king, and the king stays home until a piece takes it.
fn check_board(board: &Pieces) -> Result<(), PositionError> {
    for seat in BOTH {
        let left = board.left(seat);
        if left > u32::from(PIECES) {
            return Err(refuse(format!(
                "{} has {left} pieces, more than {PIECES}",
                seat_name(seat)
            )));
        }
    }
    for p in 0..POINTS as u8 {
        let [w, b] = BOTH.map(|s| board.active_at(s, p));
        if w > 0 && b > 0 {
            return Err(refuse(format!("active pieces of both sides on {}", name(p))));
        }
        for seat in BOTH {
            let mover_there =
                board.active_at(seat, p) > 0 || (board.king == p && board.king_owner == Some(seat));
            if mover_there && board.inactive_at(seat.other(), p) {
                return Err(refuse(format!(
                    "{} stands on {}'s waiting piece on {}",
                    seat_name(seat),
                    seat_name(seat.other()),
                    name(p)
                )));
            }
        }
    }
    match board.king_owner {
        None if board.king != KING_HOME => Err(refuse(format!(
            "the king left {} without a controller: write it as point:w or point:b",
            name(KING_HOME)
        ))),
        None if board.active_at(Seat::FIRST, board.king) + board.active_at(Seat::SECOND, board.king) > 0 => {
            Err(refuse("a piece on the king's point would have taken it"))
        }
        Some(owner) if board.active_at(owner.other(), board.king) > 0 => Err(refuse(format!(
            "{}'s piece on the king's point would have taken it",
            seat_name(owner.other())
        ))),
        _ => Ok(()),
    }
}

/// `start`, `choose`, `activating-<throws>-<aside>`, `activated`, `throw`,
/// `play-a-b-c`.
fn read_phase(value: &str) -> Result<Phase, PositionError> {
    let bad = || {
        refuse(format!(
            "phase:{value}: expected start, choose, activating-<throws 0-2>-<X aside 0-2>, activated, throw or play-<three faces 0-3, highest first>"
        ))
    };
    let numbers = |rest: &str| -> Option<Vec<u8>> { rest.split('-').map(|n| n.parse().ok()).collect() };
    match value {
        "start" => Ok(Phase::Start),
        "choose" => Ok(Phase::Choose),
        "activated" => Ok(Phase::Activated),
        "throw" => Ok(Phase::Throw),
        _ => {
            if let Some(rest) = value.strip_prefix("activating-") {
                match numbers(rest).as_deref() {
                    Some(&[0, 0]) => Ok(Phase::Ritual { throws: 0, aside: 0 }),
                    Some(&[throws @ 1..=2, aside @ 0..=2]) => Ok(Phase::Ritual { throws, aside }),
                    _ => Err(bad()),
                }
            } else if let Some(rest) = value.strip_prefix("play-") {
                match numbers(rest).as_deref() {
                    Some(&[a, b, c]) if a <= 3 && b <= a && c <= b => Ok(Phase::Play([a, b, c])),
                    _ => Err(bad()),
                }
            } else {
                Err(bad())
            }
        }
    }
}

/// The phase is one a turn of this seat can be in on this board: the
/// choice only when activating is possible or nothing is active, a normal
/// throw only with an active piece, an activation only while allowed.
fn check_phase(state: &SahState) -> Result<(), PositionError> {
    let (board, seat) = (&state.board, state.turn);
    let who = seat_name(seat);
    let ok = match state.phase {
        Phase::Start => Ok(()),
        Phase::Choose if Sahkku::turn_start(board, seat) != Phase::Choose => Err(format!(
            "{who} cannot activate, so its turn starts with the throw: phase:throw"
        )),
        Phase::Throw | Phase::Play(_) if board.active_count(seat) == 0 => {
            Err(format!("{who} has no active piece to throw for"))
        }
        Phase::Ritual { .. } | Phase::Activated if !Sahkku::can_activate(board, seat) => Err(format!(
            "{who} cannot be activating: no waiting piece, or they are frozen"
        )),
        _ => Ok(()),
    };
    ok.map_err(refuse)?;
    // At most one side can have lost its last active piece.
    let lost = BOTH
        .iter()
        .filter(|s| board.inactive[s.index()] < PIECES && board.active_count(**s) == 0)
        .count();
    if lost > 1 {
        return Err(refuse("both sides have activated and have no active piece left"));
    }
    Ok(())
}

impl Sahkku {
    pub(super) fn write_position(&self, state: &SahState) -> String {
        let b = &state.board;
        let side = |seat: Seat| {
            let mut list: Vec<String> = (0..LAP)
                .filter(|&i| b.active[seat.index()][i] > 0)
                .map(|i| {
                    let p = PLACE[seat.index()][i];
                    format!(
                        "{}{}*{}",
                        name(p),
                        if homeward(i) { "'" } else { "" },
                        b.active[seat.index()][i]
                    )
                })
                .collect();
            if list.is_empty() {
                list.push("-".into());
            }
            format!("{} waiting:{}", list.join(","), b.inactive[seat.index()])
        };
        let king = match b.king_owner {
            Some(s) => format!("{}:{}", name(b.king), if s == Seat::FIRST { 'w' } else { 'b' }),
            None => name(b.king),
        };
        let phase = match state.phase {
            Phase::Start => "start".to_string(),
            Phase::Choose => "choose".into(),
            Phase::Ritual { throws, aside } => format!("activating-{throws}-{aside}"),
            Phase::Activated => "activated".into(),
            Phase::Throw => "throw".into(),
            Phase::Play(d) => format!("play-{}-{}-{}", d[0], d[1], d[2]),
        };
        format!(
            "white:{} black:{} king:{king} turn:{} phase:{phase} ply:{}",
            side(Seat::FIRST),
            side(Seat::SECOND),
            seat_name(state.turn).to_lowercase(),
            state.ply
        )
    }
}
