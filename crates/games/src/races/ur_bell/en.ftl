# Words of the royal game of Ur.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
ur-seat-blue = Blue
ur-seat-red = Red

ur-notation = a move is enter, the square of a piece of yours (d1, a2 …), or pass
ur-throws = a throw is the number of coloured tips up: 0, 1, 2 or 3
ur-one-moves-nothing = a throw of 1 moves nothing: pass
ur-beyond-exit = the piece on { $square } cannot move by { $by }: it would go beyond the exit (bearing off needs exactly { $exact })
ur-own-piece = the piece on { $square } cannot move by { $by }: it would land on your own piece on { $to }
ur-safe-centre = the piece on { $square } cannot move by { $by }: the piece on the safe centre star d2 cannot be captured
ur-move-entered = you must move the piece you just entered ({ $square })
ur-enter-on-3 = enter only on a throw of 3
ur-none-to-enter = you have no piece left to enter
ur-entry-taken = your own piece is on your entry square { $square }
ur-no-move-entered-back = no move: pass, the piece just entered goes back
ur-no-move = no move: pass
ur-entered-stuck = the piece just entered cannot move: pass, it goes back
ur-no-move-possible = no move possible: pass
ur-move-entered-by = move the piece just entered on { $square } { $by ->
    [one] { $by } square
   *[other] { $by } squares
}
ur-enter-or-move-5 = enter a piece or move one 5 squares
ur-move-a-piece = move a piece { $by ->
    [one] { $by } square
   *[other] { $by } squares
}
ur-threw = { $seat } threw { $throw }: { $what }
ur-off-track = { $square } is not on { $seat }'s track
ur-no-piece = no piece of yours on { $square }
ur-goes-to = with this throw the piece on { $square } goes to { $to }: play { $square }
ur-panel = { $off } off, tribute { $tribute }
option-safe-centre-rosette = a piece on the centre star d2 cannot be captured (Finkel's rule; not in Bell's text)
    .name = safe-centre-rosette
