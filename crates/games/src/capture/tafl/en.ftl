# Words of tafl (every rule set).

# Seat names (the core finds them as <key>-seat-<seat's English name>).
tafl-seat-black = Black
tafl-seat-white = White

tafl-notation = a move goes from a piece's square to an empty square along its rank or file, like { $example }
tafl-off-board = { $square } is not on this board: squares run from a1 to { $last }
tafl-empty = there is no piece on { $square }
tafl-not-yours = the piece on { $square } is not yours
tafl-stuck = say where the piece on { $square } goes, like { $square }-…; it may have no move
tafl-same-square = a move must leave its square
tafl-straight = pieces move along ranks and files, never diagonally
tafl-blocked = { $square } is in the way: pieces never jump
tafl-one-step = every piece moves exactly one square
tafl-throne = only the king may stop on the throne, { $square }
tafl-corner = only the king may enter a corner, { $square }
tafl-repeats = this move would make the same position for the third time
tafl-not-legal = not a legal move here
tafl-king-captured = the king was captured
tafl-king-escaped = the king reached a corner
tafl-no-move = { $seat } cannot move
tafl-only-repetitions = every move left to { $seat } would repeat a position for the third time
tafl-ply-cap = { $plies } plies were played
tafl-takes = takes { $squares }
tafl-takes-king = captures the king on { $square }
tafl-pieces = { $n ->
    [one] 1 piece
   *[other] { $n } pieces
}
tafl-caption-start = { $seat } moves first; the king escapes to a corner
tafl-caption-played = { $seat } played { $move }
tafl-caption-took = { $seat } played { $move }, taking { $squares }
