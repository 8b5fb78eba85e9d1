# capture: Konane, Nim, tafl

## Nim

nim-notation = a move is row:count, e.g. 4:3 takes three matches from row 4
nim-no-such-row = the rows are numbered 1 to { $rows }
nim-row-empty = row { $row } is empty
nim-take-one = take at least one match
nim-too-many = row { $row } has only { $left ->
    [one] 1 match
   *[other] { $left } matches
}
nim-other-took-last = the other player took the last match
nim-took-last = took the last match
nim-left = { $n ->
    [one] 1 match left
   *[other] { $n } matches left
}
nim-rows-option = rows '{ $text }': give 1 to 9 counts from 1 to 20, like 1-3-5-7

## Konane

konane-notation = a move is an opening removal like xd4, or a capture from a square to its landing square(s), like e5-e3 or e5-e3-e1
konane-off-board = { $square } is not a square of this board: squares run from a1 to { $last }
konane-empty = { $square } is empty
konane-not-yours = { $square } is not your piece
konane-black-opens = { $seat } opens by removing a stone from the centre ({ $centre }), a square bordering it ({ $bordering }) or a corner ({ $corners })
konane-take-from-centre = after { $black }'s removal next to the centre { $white } must take from the centre: { $squares }
konane-next-to-hole = { $seat } removes a stone next to the hole at { $hole }: { $squares }
konane-no-capture = the stone on { $square } has no capture
konane-diagonal = captures go along ranks and files, never diagonally
konane-jump-length = a jump lands two squares away, just beyond the enemy stone it captures
konane-straight = a multi-jump may not change direction
konane-nothing-to-jump = there is no enemy stone on { $square } to jump
konane-not-empty = { $square } is not empty
konane-not-legal = not a legal capture here
konane-opening-removals = the game opens with removals: { $seat } removes one of their own stones, like { $example }
konane-removals-over = stones are removed only in the opening; now every move is a capture, like e5-e3
konane-cannot-capture = { $seat } cannot capture
konane-size-even = konane needs an even board side: 6, 8, 10, 12, 14, 16 or 18, not { $size }
konane-stones = { $n ->
    [one] 1 stone
   *[other] { $n } stones
}
konane-black-removes = { $seat } removes a stone: from the centre, next to it, or a corner
konane-white-removes = { $seat } removes a stone next to the hole at { $hole }
konane-to-capture = { $seat } to capture

## Options: one line of help each, for challenge pickers
option-nim-rows = matches in each row, top to bottom, e.g. 1-3-5-7 or 1-2-3-4-5-6-7 (1 to 9 rows of 1 to 20)
option-misere = whoever takes the last match loses (false: wins)
option-konane-size = the side of the square board, an even number from 6 to 18

## Tafl

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
