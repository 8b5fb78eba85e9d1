# Words of Seega (every rule set).

# Seat names (the core finds them as <key>-seat-<seat's English name>).
seega-seat-white = White
seega-seat-black = Black

option-seega-size = the board's side: 5 (12 pieces each), 7 (24) or 9 (40)
    .name = size
seega-size-odd = Seega is played on 5×5, 7×7 or 9×9, not { $size }×{ $size }

seega-all-taken = { $seat } took every enemy piece
seega-quiet = { $turns } turns without a capture; the count: White { $white }, Black { $black }
seega-shut = { $seat } could not move and nobody could open a move; the count: White { $white }, Black { $black }

seega-notation-place = pieces are placed two at a time: name two empty squares other than the centre, { $centre }, like { $example }
seega-notation-move = a move takes a piece one square along its rank or file to an empty square, like { $example }
seega-notation-remove = a move takes a piece one square along its rank or file to an empty square, like { $example }; a blocked player writes x and an enemy piece next to one of his, then the step into its square, like xd3 c3-d3
seega-off-board = { $square } is not on this board: squares run from a1 to { $last }
seega-centre = the centre, { $square }, stays empty while the pieces are placed
seega-occupied = { $square } is not empty
seega-still-placing = the pieces are still being placed: name two empty squares other than { $centre }
seega-two-squares = name a second square too: two pieces are placed each turn, like { $square } and another empty square
seega-same-square = name two different squares
seega-not-legal = not a legal move here
seega-no-pass = you can move, so you may not pass
seega-not-blocked = you can move: a piece is removed only by a player who cannot
seega-remove-which = { $square } is not an enemy piece next to one of yours
seega-remove-into = after removing { $square }, one of your pieces next to it must step into { $square }
seega-blocked-remove = you cannot move: remove an enemy piece next to one of yours and step into its square, like xd3 c3-d3
seega-blocked = you cannot move: pass, and { $seat } must then open a move for you
seega-stuck = the piece on { $square } has no empty square next to it
seega-one-step = a piece moves one square along its rank or file
seega-must-open = { $seat } cannot move: your move must leave { $seat } a move
seega-empty = there is no piece on { $square }
seega-not-yours = the piece on { $square } is not yours
seega-removes = removes the piece on { $square }
seega-takes = takes { $squares }
seega-pieces = { $n ->
    [one] 1 piece
   *[other] { $n } pieces
}
seega-caption-start = { $seat } places first: two pieces a turn, never on { $centre }
seega-caption-to-move = { $seat } to move
seega-caption-pass = { $seat } could not move and passed: { $next } must open a move for { $seat }
seega-caption-placed-all = every piece is down: { $seat }, who placed the last pair, moves first
seega-caption-placed = { $seat } placed two pieces, { $move }; { $next } to place
seega-caption-removed = { $seat } could not move, removed the piece on { $square } and played { $move }; { $next } to move
seega-caption-played = { $seat } played { $move }; { $next } to move
