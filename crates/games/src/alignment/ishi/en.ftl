# Words of Ishi.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
ishi-seat-black = Black
ishi-seat-white = White

ishi-notation = a move is one cell, a row letter a to j and its place in the row, like f2 (a stone placed, or taken in phase 2); end closes the turn; a whole turn is its cells then end, like f2 f3 g3 end
ishi-taken = { $cell } already holds a stone; legal now: { $legal }
ishi-empty = { $cell } holds no stone to take; legal now: { $legal }
ishi-other-colour = { $cell } is not of the colour taken this turn; legal now: { $legal }
ishi-apart = { $cell } does not touch this turn's stones ({ $turn }): one move's stones hang together; legal now: { $legal }
ishi-turn-full = { $n } stones make this turn complete: end it; legal now: { $legal }
ishi-no-count = after { $cell } the turn could not reach a count allowed now ({ $counts }); legal now: { $legal }
ishi-end-nothing = the turn has no stone yet; legal now: { $legal }
ishi-end-count = { $n ->
    [one] 1 stone is not a count allowed now ({ $counts }); legal now: { $legal }
   *[other] { $n } stones are not a count allowed now ({ $counts }); legal now: { $legal }
}
ishi-no-pass = a player passes only with no stones left to place; legal now: { $legal }
ishi-out-of-stones = you have no stones left: pass; legal now: { $legal }
ishi-over = the game is over; legal now: { $legal }
ishi-both = won both phases
ishi-split = each player won one phase
ishi-panel-won = won phase 1
ishi-panel-lost = lost phase 1
ishi-place-open = Phase 1, placing: { $seat } opens with 7 connected stones
ishi-place = { $n ->
    [one] Phase 1, placing: { $seat } places { $counts } (the opponent placed 1)
   *[other] Phase 1, placing: { $seat } places { $counts } (the opponent placed { $n })
}
ishi-remove-open = Phase 2, removing: { $seat } opens, taking { $counts } connected stones of one colour
ishi-remove = { $n ->
    [one] Phase 2, removing: { $seat } takes { $counts } (the opponent took 1)
   *[other] Phase 2, removing: { $seat } takes { $counts } (the opponent took { $n })
}
ishi-so-far = { $head }; so far { $n }: { $cells }
option-ishi-connect = which placing moves must hang together: each (every move's stones) or opening (only the first seven)
    .name = connect
    .values = each opening
option-ishi-reopen = the player who opened the game also makes the first removal
    .name = reopen

# Word moves: shown on buttons and in replies, typed back, and what a player did.
ishi-word-end = end
    .typed = end stop
    .played = ended the turn
ishi-word-pass = pass
    .typed = pass
    .played = passed, out of stones
