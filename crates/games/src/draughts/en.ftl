# draughts: every rule set (English, Italian, Polish, Russian, Turkish
# draughts, Alquerque). Squares, moves and lists of moves are notation.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
draughts-seat-white = White
draughts-seat-black = Black

## What moves look like
draughts-expected-numbered = a move is a path of squares 1–{ $squares } (or a1–{ $last }): 11-15 for a step, 11x18x25 for a capture; a capture may also be given by its start and end, 11x25
draughts-expected-coordinates = a move is a path of squares a1–{ $last }: c3-d4 for a step, c3xe5xg3 (or c3:e5:g3) for a capture; a capture may also be given by its start and end, c3xg3
draughts-no-square = there is no square { $square }: squares run from { $first } to { $last }
draughts-light-square = { $square } is a light square: pieces stand only on the dark ones

## Why a move is refused
draughts-moves = { $more ->
    [0] { $moves }
   *[other] { $moves } and { $more } more
}
draughts-man = man
draughts-king = king
draughts-no-piece = there is no piece on { $square }
draughts-not-yours = the piece on { $square } is not yours
draughts-capture-compulsory = capturing is compulsory: { $moves }
draughts-capture-goes-on = the capture must go on: the { $piece } has to land where it can capture again: { $moves }
draughts-man-takes-king = a man may not capture a king
draughts-occupied = { $square } is occupied
draughts-cannot-capture = the { $piece } on { $square } cannot capture, and capturing is compulsory: { $moves }
draughts-cannot-move = the { $piece } on { $square } cannot move
draughts-wrong-way = the { $piece } on { $square } cannot go that way; its moves: { $moves }
draughts-capture-not-possible = that capture is not possible here; the captures: { $moves }
draughts-take-most = you must take the most pieces, { $most } (this takes { $taken }): { $moves }
draughts-italian-precedence = Italian precedence: { $rule }: { $moves }
draughts-rule-most-pieces = take the most pieces
draughts-rule-king-captures = when a king and a man can take as many, the king must capture
draughts-rule-most-kings = take the most kings
draughts-rule-king-first = take the capture that meets a king first
draughts-captures = the captures: { $moves }

## How a game ends
draughts-seat-cannot-move = { $seat } cannot move
draughts-seat-no-pieces = { $seat } has no pieces left
draughts-repetition = the same position for the { $times ->
    [2] second
    [3] third
   *[other] { $times }th
} time
draughts-no-progress = { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} each without progress
draughts-material = { $material } for { $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
} each
draughts-three-kings = three kings against a lone king
draughts-three-pieces = three pieces with a king against a lone king
draughts-two-pieces = two pieces or fewer with a king against a lone king
draughts-kings-balanced = kings on both sides with the balance unchanged
draughts-ply-limit = the limit of { $plies ->
    [one] { $plies } ply
   *[other] { $plies } plies
}

## The picture
draughts-to-move = { $seat } to move
draughts-to-move-capture = { $seat } to move and must capture
draughts-pieces = { $pieces ->
    [one] { $pieces } piece
   *[other] { $pieces } pieces
}
draughts-men-kings = { $men ->
    [one] { $men } man
   *[other] { $men } men
}, { $kings ->
    [one] { $kings } king
   *[other] { $kings } kings
}

## A broken rule set (never expected)
draughts-bad-start = the rule set's start position cannot be read: { $position }
