# Words of Konane.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
konane-seat-black = Black
konane-seat-white = White

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
option-konane-size = the side of the square board, an even number from 6 to 18
    .name = size
