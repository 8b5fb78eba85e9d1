# Words of Fanorona (both rule sets).

# Seat names (the core finds them as <key>-seat-<seat's English name>).
fanorona-seat-white = White
fanorona-seat-black = Black

option-fanorona-vela = the colour of the vela side, the winner of the previous game: black or white (the other side moves first and captures)
    .name = vela
    .values = black white
fanorona-notation = a move is the points your piece visits joined by -, like e2-e3 or f4-e3A-e4W (A approach, W withdrawal, written when a step could capture both ways)
fanorona-off-board = { $point } is not on the board: points run from a1 to i5
fanorona-no-pass = you may pass only on the vela side with no step to make
fanorona-empty = there is no piece on { $point }
fanorona-not-yours = the piece on { $point } is not yours
fanorona-no-line = no line joins { $from } and { $to }: a piece steps to a neighbouring point along a line
fanorona-occupied = { $point } is not empty
fanorona-vela-steps = { $seat } plays vela: one step that captures nothing
fanorona-must-capture = capturing is compulsory: the pieces on { $pieces } can capture
fanorona-paika-one-step = a move that captures nothing is a single step
fanorona-vela-single = during vela a capture takes one piece and cannot go on
fanorona-revisit = the piece has already been on { $point } this turn
fanorona-same-direction = a chain never goes twice in a row in the same direction
fanorona-chain-captures = the step to { $point } captures nothing: every step after the first must capture
fanorona-no-withdrawal = the step to { $point } cannot capture by withdrawal
fanorona-no-approach = the step to { $point } cannot capture by approach
fanorona-not-legal = not a legal move here
fanorona-wiped-out = { $seat } has no pieces left
fanorona-blocked = { $seat } cannot move
fanorona-quiet = { $turns } turns without a capture
fanorona-repetition = the same position came up for the third time
fanorona-took = { $n ->
    [one] captured 1 piece
   *[other] captured { $n } pieces
}
fanorona-pieces = { $n ->
    [one] 1 piece
   *[other] { $n } pieces
}
fanorona-vela-caption = VELA: { $seat } has sacrificed { $n }/{ $of }
