# Words of Spots.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
spots-seat-south = South
spots-seat-west = West
spots-seat-north = North
spots-seat-east = East

# Word moves: shown on buttons and in replies; .typed lists what may be typed,
# .played says what the player did, after their name.
spots-word-end = end
    .typed = end stop
    .played = ended the turn

spots-red = red
spots-blue = blue
spots-gold = gold
spots-violet = violet
spots-notation = a move is the letter of a pawn in your base (R red, B blue, G gold, V violet) and an empty cell of the cross, like R d5; after a placement that scored, end stops the turn
spots-drawing = pawns are being drawn from the bag; wait for the draw
spots-end-not-now = end only stops a turn right after a placement that scored
spots-must-place = your base still holds { $base }: place one of them
spots-off-board = { $square } is off the board: files a to h, ranks 1 to 8
spots-corner = { $square } lies in a corner cut off the cross: the cells are c1 to f8 and a3 to h6
spots-occupied = { $square } already holds a { $colour } pawn
spots-base-empty = your base is empty: pass
spots-not-in-base = your base has no { $colour } pawn; it holds { $base }
spots-not-now = { $square } cannot take a pawn now
spots-more-points = { $points ->
    [one] 1 point
   *[other] { $points } points
} to { $other }
spots-equal = a tie at { $points ->
    [one] 1 point
   *[other] { $points } points
}
spots-team-more = the partners scored { $points ->
    [one] 1 point
   *[other] { $points } points
} together, to { $other }
spots-teams-equal = both teams scored { $points ->
    [one] 1 point
   *[other] { $points } points
}
spots-panel = { $points ->
    [one] 1 point
   *[other] { $points } points
}
spots-panel-total = { $points ->
    [one] 1 point
   *[other] { $points } points
}, with the neighbour { $total }
spots-panel-team = { $points ->
    [one] 1 point
   *[other] { $points } points
}, team { $total }
spots-caption-draw = { $seat } draws from the bag ({ $bag } pawns left)
spots-caption-place = { $seat } to place a pawn ({ $bag } pawns in the bag)
spots-caption-bonus = { $seat } scored: another pawn, or end ({ $bag } pawns in the bag)
option-spots-seats = how many play, 2 to 4 (four play as two teams, partners opposite)
    .name = seats
option-spots-neighbour = with three players, each total adds the points of the player on the left
    .name = neighbour
