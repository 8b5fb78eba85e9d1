# Words of Pah Tum.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
pahtum-seat-first = First
pahtum-seat-second = Second

# Word moves: shown on buttons and in replies; .typed lists what may be typed,
# .played says what the player did, after their name.
pahtum-word-swap = swap
    .typed = swap
    .played = swapped colours

pahtum-white = White
pahtum-black = Black
pahtum-notation = a move is a free square, a file letter and a rank number up to { $last }, like d4 (place d4 also works); right after White's first piece Black may answer swap
pahtum-off-board = { $square } is off the board, whose last square is { $last }
pahtum-blocked = { $square } is blocked
pahtum-occupied-white = { $square } already holds a White piece
pahtum-occupied-black = { $square } already holds a Black piece
pahtum-not-now = { $square } cannot be played now
pahtum-throwing = the blocks are still being thrown; the first piece comes after them
pahtum-swap-closed = only Black may swap, and only right after White's first piece
pahtum-no-swap = this game is played without the colour swap
pahtum-more-points = { $points ->
    [one] 1 point
   *[other] { $points } points
} to { $other }
pahtum-equal = both scored { $points ->
    [one] 1 point
   *[other] { $points } points
}
pahtum-blocks-odd = the number of blocks must be odd (5, 7, 9, 11 or 13), not { $n }
pahtum-symmetric-even = a symmetric layout needs an odd board size, not { $size }
pahtum-swapped = { $seat } swapped colours: { $seat } now plays White with the piece on the board, and { $other } plays Black and moves next
pahtum-panel = { $colour }: { $points ->
    [one] 1 point
   *[other] { $points } points
}
pahtum-throwing-caption = blocks thrown: { $n } of { $total }
pahtum-pie = { $seat } plays Black: place a piece, or swap to take White and its piece
pahtum-to-move = { $seat } to move with { $colour } (last piece { $square })
pahtum-opens = { $seat } opens with { $colour }
option-pahtum-size = the board's side, 5 to 9 squares (7 by default)
    .name = size
option-pahtum-blocks = how many blocks are thrown before play: 5, 7, 9, 11 or 13
    .name = blocks
option-pahtum-symmetric = lay the blocks symmetric about the centre (odd sizes only)
    .name = symmetric
option-pahtum-swap = Black may swap colours right after White's first piece
    .name = swap
