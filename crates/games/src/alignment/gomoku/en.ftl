# Words of Gomoku.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
gomoku-seat-black = Black
gomoku-seat-white = White

gomoku-notation = a move is a point: a file a–o and a rank 1–15, like h8 or j10
gomoku-first-on-centre = the first stone must go on the centre, { $point }
gomoku-occupied = { $point } is occupied
gomoku-not-now = { $point } cannot be played now
gomoku-five-in-a-row = five in a row
gomoku-overline = { $n } in a row
gomoku-board-full = the board is full
gomoku-stones = { $n ->
    [one] 1 stone
   *[other] { $n } stones
}
gomoku-opens = { $seat } opens on the centre, { $point }
gomoku-to-move = { $seat } to move (last stone { $point })
option-exactly-five = only exactly five in a row wins; six or more (an overline) does not
    .name = exactly-five
