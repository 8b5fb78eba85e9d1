# modern: TwixT, Lines of Action, Quoridor

## Quoridor

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
option-quoridor-walls = walls each player gets, 9 or 8
