# capture: Breakthru, Knight Chase, Konane, Nim, Prärie, tafl

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

## Breakthru

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
option-breakthru-first = chosen: Black decides who moves first; white or black: that side always does

## Knight Chase

knight-chase-notation = a move is the knight's new square and the square of the disc you choose, like g3 d5; once the discs are gone, or to capture, the square alone, like f7
knight-chase-off-board = { $square } is not on the board: squares run from a1 to h8
knight-chase-not-a-jump = the knight on { $from } cannot reach { $square }: it moves like a chess knight
knight-chase-disc-there = { $square } holds a disc: a knight never lands on a disc
knight-chase-black-never-captures = the black knight may never move onto the white one
knight-chase-capture-alone = a capture ends the game: write the knight's square alone
knight-chase-no-discs = the discs are gone: write the knight's square alone, like { $square }
knight-chase-disc-needed = say where your disc goes after { $square }, like { $square } d5
knight-chase-disc-taken = { $square } is not free for a disc
knight-chase-only-move = { $square } is the other knight's only move: your disc may not cover it
knight-chase-not-legal = not a legal move here
knight-chase-captured = the white knight caught the black one
knight-chase-time = White did not catch the black knight in { $moves } moves after the last disc
knight-chase-blocked = { $seat }'s knight cannot move
knight-chase-takes = catches the black knight on { $square }
knight-chase-discs-left = { $n ->
    [one] 1 disc left
   *[other] { $n } discs left
}
knight-chase-moves-left = { $n ->
    [one] 1 move left to catch
   *[other] { $n } moves left to catch
}
knight-chase-caption-start = { $seat } moves first; White hunts the black knight
knight-chase-caption-played = { $seat } played { $move }; { $n ->
    [one] 1 disc left
   *[other] { $n } discs left
}
knight-chase-caption-last = { $seat } played { $move }; White has { $n ->
    [one] 1 move left
   *[other] { $n } moves left
}

## Prärie

prarie-notation = a move goes from a piece's square to another, like f7 f6 or d2 d5; the Chief captures like e3xe4
prarie-off-board = { $square } is not on the board: squares run from a1 to k7
prarie-no-pass = you may pass only when none of your pieces can move
prarie-not-legal = not a legal move here
prarie-clear-first = { $seat } first leaves { $n ->
    [one] 1 more square
   *[other] { $n } more squares
} of rank 7 empty, like xa7
prarie-clear-over = the squares of rank 7 are left empty only before the Bisons' first move
prarie-say-where = say where the piece on { $square } goes, like { $square } …
prarie-same-square = a move must leave its square
prarie-bison-forward = the Bison on { $square } moves only one square straight forward, towards rank 1
prarie-occupied = { $square } is not empty
prarie-chief-one = the Chief moves one square, in any direction
prarie-river = the Chief and the Dogs never cross a river: they stay on ranks 2 to 6
prarie-dog-lines = a Dog moves along a rank, a file or a diagonal, like a chess queen
prarie-in-the-way = { $square } is in the way: pieces never jump
prarie-dog-no-capture = Dogs never capture: only the Chief takes a Bison
prarie-empty = there is no piece on { $square }
prarie-not-yours = the piece on { $square } is not { $seat }'s
prarie-across = a Bison crossed the river to { $square }
prarie-all-taken = every Bison was captured
prarie-blocked = no Bison can move
prarie-series-score = the Bison player won { $bisons ->
    [one] 1 game
   *[other] { $bisons } games
}, the Indian player { $indians ->
    [one] 1
   *[other] { $indians }
}
prarie-game-won = game { $game } won by { $seat }: { $reason }
prarie-takes = the Chief takes the Bison on { $square }
prarie-panel-bisons = { $n ->
    [one] 1 Bison
   *[other] { $n } Bisons
}
prarie-panel-indians = { $n } taken
prarie-panel-bisons-series = { $n ->
    [one] 1 Bison
   *[other] { $n } Bisons
} · { $wins ->
    [one] 1 game won
   *[other] { $wins } games won
}
prarie-panel-indians-series = { $n } taken · { $wins ->
    [one] 1 game won
   *[other] { $wins } games won
}
prarie-caption-start = { $seat } moves first: a Bison across the far river wins
prarie-caption-played = { $seat } played { $move }; { $next } to move
prarie-caption-clear = { $seat } leaves { $n ->
    [one] 1 more square
   *[other] { $n } more squares
} of rank 7 empty
prarie-caption-moves-left = { $seat } has { $n ->
    [one] 1 move
   *[other] { $n } moves
} left in this first turn
prarie-caption-game = Game { $game } of { $games }, { $bisons ->
    [one] 1 Bison
   *[other] { $bisons } Bisons
}, { $first ->
    [one] 1 first move
   *[other] { $first } first moves
}: { $now }
option-prarie-games = games in the series, 2 to 11; whoever wins more than half of them wins the match
option-prarie-bonus = streak: the Bisons' first turn has 1 move more for each Indian win in a row (a Bison win resets it); total: for each Indian win of the series
