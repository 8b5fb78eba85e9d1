# modern: TwixT, Lines of Action, Quoridor

## Lines of Action

loa-notation = a move is a piece's square and where it lands, like b1-b3, or e4xg6 for a capture
loa-no-piece = { $square } holds none of { $seat }'s pieces
loa-not-a-line = { $from } and { $to } are not on one rank, file or diagonal; legal from { $from }: { $legal }
loa-wrong-distance = along that line the piece on { $from } moves exactly { $n ->
    [one] 1 square
   *[other] { $n } squares
}, one per piece on the line; legal from { $from }: { $legal }
loa-own-piece = { $square } holds one of your own pieces; legal from here: { $legal }
loa-blocked = the way from { $from } to { $to } jumps an enemy piece; legal from { $from }: { $legal }
loa-connected = all its pieces are joined in one group
loa-both-connected = the move joined both sides' groups, and the mover wins
loa-no-move = { $seat } has no legal move
loa-repetition = the same position came back with the same player to move
loa-move-cap = { $n } plies were played without a winner
loa-panel = { $n ->
    [one] 1 piece
   *[other] { $n } pieces
} in { $groups ->
    [one] 1 group
   *[other] { $groups } groups
}
loa-opens = { $seat } opens
loa-to-move = { $seat } to move (last move { $move })
option-loa-threefold = a position drawn only when it comes back a third time, not a second

## TwixT

twixt-red = Red
twixt-black = Black
twixt-notation = a turn is a hole, a column A–X and a row 1–24 counted from the top, like F12 (with every link to your pegs) or F12* (no link); own links may be removed (-E10G11) and added (+D5E7); after Red's first peg, keep or swap
twixt-occupied = { $hole } already holds a peg
twixt-border = { $hole } lies behind { $colour }'s border line
twixt-no-such-link = there is no link { $link }
twixt-not-your-link = the link { $link } is not yours
twixt-not-knight = { $link } does not join two holes a knight's move apart
twixt-not-your-pegs = { $link } does not join two of your pegs
twixt-link-exists = the link { $link } is already there
twixt-crossed = the link { $link } would cross { $other }
twixt-repeated = the link { $link } is named twice
twixt-pie-first = first answer Red's opening peg: keep (stay Black) or swap (take Red and its peg)
twixt-pie-closed = keep and swap answer only Red's first peg
twixt-connected = { $colour } joined its two sides
twixt-no-hole = { $seat } has no hole left to play
twixt-panel = { $colour }: { $pegs ->
    [one] 1 peg
   *[other] { $pegs } pegs
}, { $links ->
    [one] 1 link
   *[other] { $links } links
}
twixt-opens = { $seat } opens with { $colour }
twixt-to-move = { $seat } to move with { $colour } (last peg { $hole })
twixt-pie = { $seat } chooses: keep Black, or swap and take Red's peg
twixt-swapped = { $seat } swapped: { $seat } now plays Red, with the peg at { $hole }, and { $other } plays Black and moves next
twixt-kept = { $seat } kept Black: { $other } stays Red
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
option-quoridor-walls = walls each player gets, 9 or 8
