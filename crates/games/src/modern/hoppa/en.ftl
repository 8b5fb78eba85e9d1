# Words of Hoppa.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
hoppa-seat-red = Red
hoppa-seat-yellow = Yellow

hoppa-notation = a move is an empty cell to place a disc, like d4; a lone disc moved onto a neighbour, like c3>d4; or a stack's top disc jumping to the empty cell beyond, like b2xd4
hoppa-where = say where the disc on { $cell } goes; legal from there: { $legal }
hoppa-occupied = { $cell } is taken: a disc is placed on an empty cell
hoppa-empty = no disc stands on { $cell }
hoppa-not-yours = the unit on { $cell } is not { $seat }'s
hoppa-not-line = { $to } is not on a straight line from { $from } within three cells; legal from { $from }: { $legal }
hoppa-onto-empty = a disc moves only onto an occupied cell; legal from here: { $legal }
hoppa-lone = only a lone disc moves onto a neighbour, and { $cell } holds a stack: it leaves only by jumping; legal from here: { $legal }
hoppa-too-tall = the stack on { $cell } is already three high; legal from here: { $legal }
hoppa-superko = the move would bring back an earlier position; legal from here: { $legal }
hoppa-jump-short = a jump passes over one unit or two and lands beyond them; legal from here: { $legal }
hoppa-lone-jump = only a stack jumps, and { $cell } holds a lone disc; legal from here: { $legal }
hoppa-land-taken = a jump lands on an empty cell, and { $cell } is taken; legal from here: { $legal }
hoppa-gap = { $cell } is empty: a jump never crosses a gap; legal from here: { $legal }
hoppa-own = the unit on { $cell } is yours: you never jump your own; legal from here: { $legal }
hoppa-long-two = a stack of two jumps over one unit only; legal from here: { $legal }
hoppa-two-over-three = a stack of two may not jump the stack of three on { $cell }; legal from here: { $legal }
hoppa-refused = not a legal move here; legal from here: { $legal }
hoppa-stuck = { $seat } has no legal move
hoppa-ply-cap = { $n } plies were played without an end
hoppa-panel = { $n ->
    [one] 1 active disc
   *[other] { $n } active discs
}
hoppa-opens = { $seat } opens
hoppa-to-move = { $seat } to move (last move { $move })
option-hoppa-lift = a stacking move may also lift your active disc off the top of your stack
    .name = lift
