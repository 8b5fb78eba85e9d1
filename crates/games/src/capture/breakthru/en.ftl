# Words of Breakthru.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
breakthru-seat-black = Black
breakthru-seat-white = White

# Word moves: shown on buttons and in replies; .typed lists what players may type,
# .played says what a player did, after their name.
breakthru-word-white = white
    .typed = white
    .played = let White move first
breakthru-word-black = black
    .typed = black
    .played = let Black move first

breakthru-notation = a turn is two moves of two pieces, each from its square to an empty square along its rank or file, like d2-d3 j5-i5; or one move of the King, like f6-f9; or one capture, a diagonal step onto an enemy piece, like e5xd6
breakthru-off-board = { $square } is not on this board: squares run from a1 to k11
breakthru-empty = there is no piece on { $square }
breakthru-not-yours = the piece on { $square } is not yours
breakthru-where = say where the piece on { $square } goes, like { $square }-…
breakthru-same-square = a move must leave its square
breakthru-straight = pieces move along ranks and files; only a capture goes diagonally, one square
breakthru-blocked = { $square } is in the way: pieces never jump
breakthru-occupied = { $square } is occupied: a rook move never captures; a capture steps diagonally
breakthru-capture-diagonal = a capture steps onto a diagonal neighbour that holds an enemy piece
breakthru-second-same = the piece now on { $square } has just moved: the second move is made with another piece
breakthru-second-king = the King moves alone: his move is a whole turn, never a second move
breakthru-second-capture = a capture is a whole turn: it cannot be the second move
breakthru-not-legal = not a legal move here
breakthru-whole-turn = { $move } is a whole turn: nothing follows it
breakthru-second-due = { $move } is half a turn: add a move of another piece, like { $example }
breakthru-choose = { $seat } first chooses who moves first: white or black
breakthru-chosen = who moves first is already decided
breakthru-placing = { $seat } places a piece: name an empty square, like d4
breakthru-place-taken = { $square } is taken
breakthru-place-zone = { $seat } places pieces inside the central zone d4–h8
breakthru-place-outside = { $seat } places pieces outside the central zone d4–h8
breakthru-king-captured = the King was captured
breakthru-king-escaped = the King reached the edge
breakthru-no-move = { $seat } has nothing legal to do
breakthru-repetition = the same position arose for the third time
breakthru-ply-cap = { $plies } turns were played
breakthru-takes = takes { $squares }
breakthru-takes-king = captures the King on { $square }
breakthru-pieces = { $n ->
    [one] 1 piece
   *[other] { $n } pieces
}{ $king ->
    [one] {" "}and the King
   *[other] {""}
}
breakthru-caption-start = { $seat } moves first: the King escapes to the edge, or is captured
breakthru-caption-played = { $seat } played { $move }; { $next } to move
breakthru-caption-choose = { $seat } chooses who moves first: white or black
breakthru-caption-place-black = { $seat } places { $n ->
    [one] the last piece
   *[other] { $n } pieces
} in the central zone
breakthru-caption-place-white = { $seat } places { $n ->
    [one] the last piece
   *[other] { $n } pieces
} outside the central zone
option-breakthru-setup = default: the quick-start layout; free: Black, then White, place their pieces under the 3M zone rules
    .name = setup
    .values = default free
option-breakthru-first = chosen: Black decides who moves first; white or black: that side always does
    .name = first
    .values = chosen white black
