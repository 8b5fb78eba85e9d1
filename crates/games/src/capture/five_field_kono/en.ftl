# Words of Five Field Kono.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
kono-seat-white = White
kono-seat-black = Black

option-kono-spoiling = a player who keeps pieces at home and cannot move loses once his other starting points are filled (false: only the 200-ply limit, a draw, answers him)
    .name = spoiling

kono-home = { $seat } filled every starting point of the other side
kono-spoiler-shut = { $seat } cannot move and every other starting point of { $seat } is filled
kono-nobody-moves = neither side can move
kono-ply-cap = the game reached { $plies } plies

kono-notation = a move takes one of your pieces one point diagonally to an empty point, like { $example }; with no such move, pass
kono-off-board = { $point } is not on the board: points run from a1 to e5
kono-empty = there is no piece on { $point }
kono-not-yours = the piece on { $point } is not yours
kono-stuck = the piece on { $point } has no empty point diagonally next to it
kono-diagonal = a piece moves one point diagonally, never straight and never further
kono-occupied = { $point } is not empty
kono-not-legal = not a legal move here
kono-no-pass = you can move, so you may not pass
kono-blocked = you cannot move: pass
kono-passed = { $seat } could not move and passed
kono-goal-held = { $n ->
    [one] 1 of 7 goal points
   *[other] { $n } of 7 goal points
}
