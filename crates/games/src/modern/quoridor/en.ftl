# Words of Quoridor (every rule set).

# Seat names (the core finds them as <key>-seat-<seat's English name>).
quoridor-seat-south = South
quoridor-seat-east = East
quoridor-seat-north = North
quoridor-seat-west = West
quoridor-seat-red = Red
quoridor-seat-yellow = Yellow

quoridor-notation = a move is a square for your pawn, like { $step }, or a wall: its anchor square, a1 to h8, then h (horizontal) or v (vertical), like { $wall }
quoridor-off-board = { $square } is not on the board: squares run from a1 to i9
quoridor-anchor = { $wall } would stick out of the board: a wall's anchor square runs from a1 to h8
quoridor-stay = your pawn is already there
quoridor-occupied = another pawn stands on { $square }
quoridor-pawn-cannot = your pawn cannot reach { $square } this turn
quoridor-pawn-moves = { $why }; from { $from } your pawn may go to { $moves }
quoridor-no-walls = you have no walls left: move your pawn
quoridor-wall-there = a wall already stands at { $wall }
quoridor-wall-overlaps = { $wall } would overlap the wall { $other }
quoridor-wall-crosses = { $wall } would cross the wall { $other } at its middle
quoridor-wall-shuts = { $wall } would shut { $seat } off from the goal side
quoridor-no-pass = you may pass only when your pawn cannot move and you cannot place a wall
quoridor-caption-pass = { $seat } could not move and passed; { $next } to move
quoridor-not-legal = not a legal move here
quoridor-reached-goal = { $seat } reached the far side
quoridor-repetition = the same position came up for the third time
quoridor-ply-cap = { $plies } plies were played
quoridor-jumps = jumps over the pawn on { $square }
quoridor-walls-left = { $n ->
    [one] 1 wall left
   *[other] { $n } walls left
}
quoridor-caption-start = { $seat } moves first; each pawn races to the far side
quoridor-caption-step = { $seat } moved to { $square }; { $next } to move
quoridor-caption-wall = { $seat } placed the wall { $wall }; { $next } to move
quoridor-notation-pairs = a move is one of your pawns, 1 or 2, and its square, like { $step }, or a wall: its anchor square, a1 to h8, then h (horizontal) or v (vertical), like { $wall }
quoridor-notation-shift = a move is a square for your pawn, like { $step }; a wall: its anchor square, a1 to h8, then h (horizontal) or v (vertical), like { $wall }; or a wall moved: move, the wall, and its new place, like move c3h e5v
quoridor-notation-leap = a move is a square for your pawn, like { $step }, with ^ after it to cross a wall with the marker, like e5^; or a wall: its anchor square, a1 to h8, then h (horizontal) or v (vertical), like { $wall }
quoridor-pawns-met = { $seat }'s two pawns met
quoridor-pair-moves = { $why }; your pawn 1 may go to { $one }, your pawn 2 to { $two } (write 1:b1 or 2:b1)
quoridor-moved-already = you have already moved your one wall
quoridor-coin-away = { $seat } holds the coin: only { $seat } may move a wall now
quoridor-die-away = { $seat } holds the die: only { $seat } may move walls now
quoridor-no-such-wall = no wall stands at { $wall }
quoridor-not-your-wall = { $wall } is your opponent's wall: you may move only one of yours
quoridor-wall-marked = { $wall } has been moved once already and stays
quoridor-same-place = a moved wall must go to another place
quoridor-die-turn = { $n ->
    [one] you are moving walls with the die: move 1 more (move c3h e5v) or write end
   *[other] you are moving walls with the die: move up to { $n } more (move c3h e5v) or write end
}
quoridor-no-end = end closes a turn of moving walls with the die, and none is under way
quoridor-marker-away = { $seat } holds the jump marker: only { $seat } may cross a wall now
quoridor-leap-next = { $square } is not next to your pawn: the marker crosses one wall, one square
quoridor-leap-no-wall = no wall stands between your pawn and { $square }: step there without ^
quoridor-leap-shut = from { $square } your pawn would have no way to its goal side but across walls: the marker may not take it into a closed pocket
quoridor-leaps = crosses a wall with the jump marker
quoridor-panel = { $walls } · { $extra }
quoridor-panel-may-move = wall move to come
quoridor-panel-moved = wall move used
quoridor-panel-coin = holds the coin
quoridor-panel-coin-between = coin in the middle
quoridor-panel-die = holds the die: { $face }
quoridor-panel-die-between = die in the middle: { $face }
quoridor-panel-marker = holds the jump marker
quoridor-panel-marker-between = jump marker in the middle
quoridor-caption-start-pairs = { $seat } moves first; each player brings his two pawns together
quoridor-caption-shift = { $seat } moved the wall { $from } to { $to }; { $next } to move
quoridor-caption-shift-more = { $n ->
    [one] { $seat } moved the wall { $from } to { $to } and may move 1 more or end
   *[other] { $seat } moved the wall { $from } to { $to } and may move up to { $n } more or end
}
quoridor-caption-leap = { $seat } crossed a wall to { $square } with the jump marker; { $next } to move
quoridor-caption-end = { $seat } ended the turn of walls moved; { $next } to move
option-quoridor-movable = whose wall each player may move once: own (one of his own) or any (anyone's)
    .name = movable
    .values = own any
option-quoridor-walls = walls each player gets, 9 or 8
    .name = walls

# Word moves: shown on buttons and in replies, typed back, and what a player did.
quoridor-word-move = move
    .typed = move
    .played = moved a wall
quoridor-word-end = end
    .typed = end
    .played = ended the turn
