# Words of Duodecim Scripta.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
duodecim-seat-white = White
duodecim-seat-brown = Brown

duodecim-no-piece = no piece of yours on { $square }
duodecim-enter-first = a piece that was hit must enter first
duodecim-stay-on-a = until all 15 pieces have entered, pieces stay on the A squares (1 to 6)
duodecim-not-home = bearing off only once all your pieces are on 25 to 30
duodecim-closed = { $square } is closed by two or more opponent pieces
duodecim-no-die-left = no die of { $die } left to play
duodecim-no-die-pass = no die can be used: pass
duodecim-only-some = { $n ->
    [one] only { $n } of the dice can be used
   *[other] only { $n } of the dice can be used
}
duodecim-all-three = play all three dice
duodecim-threw = { $seat } threw { $dice }: { $what }
duodecim-no-die-big-enough = no die is big enough to bear off from { $square }
duodecim-must-use = you must use { $n ->
    [one] { $n } die
   *[other] { $n } dice
} when you can
duodecim-throws = a throw is three dice, highest first: 6-4-1
duodecim-notation = a turn is one from/to step per die in your track numbers, in and off included: in/5 13/18 25/off
