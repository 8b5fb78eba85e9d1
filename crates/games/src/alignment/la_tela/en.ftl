# Words of La Tela.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
tela-seat-white = White
tela-seat-black = Black

tela-notation = a placement is a point like d3, a move is d3-e3; after a mill add the piece removed: d3xf4, d3-e3xf4
tela-not-a-point = { $written } is not a point of the board; the points are { $points }
tela-nothing-to-place = { $seat } has no pieces left to place: move one along a line, like d3-e3
tela-still-placing = { $seat } still has { $n ->
    [one] 1 piece
   *[other] { $n } pieces
} to place, and pieces move only once all are placed: place one on a free point, like d3
tela-not-yours = the piece on { $point } is { $seat }'s, not yours
tela-no-piece = there is no piece on { $point }
tela-same-point = a piece must move to another point
tela-occupied = { $point } is occupied by { $seat }
tela-not-neighbours = { $from } and { $to } are not neighbours on a line; only a player with exactly 3 pieces may fly to any free point, and { $seat } has { $n }
tela-no-mill = { $move } forms no mill, so no piece may be removed
tela-must-remove = { $move } forms a mill and must remove a piece: { $options }
tela-own-piece = { $point } is your own piece
tela-nothing-to-remove = there is no piece on { $point } to remove
tela-in-a-mill = the piece on { $point } is in a mill of { $seat }'s, and pieces outside mills must be removed first: { $options }
tela-two-mills = { $move } forms two mills at once, which still remove only one piece: { $options }
tela-one-removal = a mill removes only one piece: { $options }
tela-not-legal = not a legal move here
tela-reduced = { $seat } is reduced to 2 pieces
tela-blocked = { $seat } cannot move
tela-repetition = the same position arose three times
tela-quiet = { $n ->
    [one] 1 ply
   *[other] { $n } plies
} without a removal
tela-captured = { $n } captured
tela-placing = Placing: { $seat } to place ({ $n } in hand)
tela-moving = Moving: { $seat } to move; { $n ->
    [one] 1 ply
   *[other] { $n } plies
} without a removal (draw at { $limit })
tela-flying = Moving: { $seat } flies with 3 pieces; { $n ->
    [one] 1 ply
   *[other] { $n } plies
} without a removal (draw at { $limit })
