# Words of Ali Baba.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
alibaba-seat-red = Red
alibaba-seat-blue = Blue
alibaba-seat-green = Green
alibaba-seat-yellow = Yellow

alibaba-across = your { $figure ->
    [L] Lady
    [T] Thief
   *[O] Officer
} is already across
alibaba-no-prey = a 0 only lets a figure take prey on its own plank, and your { $figure ->
    [L] Lady
    [T] Thief
   *[O] Officer
} has none
alibaba-needs-exactly = your { $figure ->
    [L] Lady
    [T] Thief
   *[O] Officer
} needs exactly { $n } to reach the far bank
alibaba-to-roll = { $seat } to roll
alibaba-no-prey-pass = no figure has prey on its plank: pass
alibaba-none-can-move = no figure can move { $n }: pass
alibaba-take-prey = take prey with a figure where it stands
alibaba-move-a-figure = move a figure { $n }
alibaba-rolled = { $seat } rolled { $roll }: { $what }
alibaba-all-across = all three figures are across the bridge
alibaba-cap = the { $plies }-ply limit was reached
alibaba-roll-first = roll first: { $seat }'s roll is due
alibaba-rolls = a roll is 0, 1, 2 or 3
alibaba-notation = a move is a figure: L (Lady), T (Thief), O (Officer), or pass
alibaba-cannot-pass = you cannot pass when a figure can move
alibaba-cannot-move = that figure cannot move now
alibaba-panel = { $n } across
option-alibaba-seats = number of players, 2 to 4
    .name = seats
