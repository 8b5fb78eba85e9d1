# Words of Latrunculi.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
latrunculi-seat-white = White
latrunculi-seat-black = Black

option-latrunculi-board = the board, files × ranks: 8x8, 8x9, 7x7 or 7x8
    .name = board
    .values = 8x8 8x9 7x7 7x8
option-latrunculi-pieces = pieces each: 16 to 24 on the 8-file boards, 14 to 21 on the 7-file ones
    .name = pieces
option-latrunculi-removal = turn (removing one blocked piece is the whole turn) or any (remove any number, then move)
    .name = removal
    .values = turn any
option-latrunculi-blocked-hold = true: blocked pieces still hold enemy pieces between them
    .name = blocked-hold
latrunculi-pieces-range = on { $board } each side has { $least } to { $most } pieces, not { $pieces }

latrunculi-one-left = { $seat } has a single piece left
latrunculi-quiet = { $turns } turns without a removal; the free pieces: White { $white }, Black { $black }

latrunculi-notation-place = a piece is placed on an empty square: name it, like { $example }
latrunculi-notation-move = a move names the piece and each square it lands on, like { $example } or d4-d6-f6 for jumps; xe5 removes the blocked enemy piece on e5
latrunculi-off-board = { $square } is not on this board: squares run from a1 to { $last }
latrunculi-occupied = { $square } is not empty
latrunculi-not-legal = not a legal move here
latrunculi-still-placing = the pieces are still being placed: name one empty square
latrunculi-no-pass = you can move, so you may not pass
latrunculi-remove-which = the piece on { $square } is not a blocked enemy piece
latrunculi-stuck = the piece on { $square } has nowhere to go
latrunculi-empty = there is no piece on { $square }
latrunculi-not-yours = the piece on { $square } is not yours
latrunculi-piece-blocked = the piece on { $square } is blocked and may not move
latrunculi-not-line = { $from } to { $to } is neither a step nor a jump along a rank or file
latrunculi-step-alone = a step to the next square is a whole move; only jumps follow one another
latrunculi-jump-over = a jump to { $square } needs a piece on the square it passes over
latrunculi-revisit = the chain has already been on { $square }
latrunculi-suicide = { $square } lies between two pieces of { $seat }: a piece may stop there only if its move blocks an enemy piece
latrunculi-removes = removes the blocked piece on { $square }
latrunculi-blocks = blocks { $squares }
latrunculi-frees = frees { $squares }
latrunculi-pieces = { $n ->
    [one] 1 piece
   *[other] { $n } pieces
}
latrunculi-pieces-blocked = { $n ->
    [one] 1 piece
   *[other] { $n } pieces
}, { $blocked } blocked
latrunculi-caption-place = { $seat } to place ({ $n } left)
latrunculi-caption-to-move = { $seat } to move
latrunculi-caption-placed-all = every piece is down: { $seat } moves first
latrunculi-caption-removed = { $seat } removed the blocked piece on { $square }; { $next } to move
latrunculi-caption-removed-again = { $seat } removed the blocked piece on { $square } and may remove more, then moves
latrunculi-caption-passed = { $seat } could not move and passed; { $next } to move
latrunculi-caption-played = { $seat } played { $move }; { $next } to move
