# Words of Turnier (both rule sets).

# Seat names (the core finds them as <key>-seat-<seat's English name>).
turnier-seat-red = Red
turnier-seat-blue = Blue
turnier-seat-green = Green
turnier-seat-yellow = Yellow

turnier-notation-place = in the placement phase a move is an empty cell for your piece, like { $example }
turnier-notation-remove = in the removal phase a move is x and an enemy piece's cell, like { $example }
turnier-notation-move = a move is your piece's cell and where it goes, like { $example }-… (a step, or jumps joined by -), a flag like { $example }^, or end
turnier-not-a-cell = { $cell } is not a cell of this board
turnier-occupied = { $cell } is not empty
turnier-remove-enemy = there is no enemy piece on { $cell }
turnier-not-yours = you have no piece on { $cell }
turnier-no-flag-here = you may not plant a flag on { $cell } now: a flag goes on your piece in a territory you hold alone, with no flag in it, right after your move
turnier-must-capture = after a capture, only a move that captures again, a flag or end may follow
turnier-stuck = the piece on { $cell } cannot move
turnier-cannot-reach = the piece on { $cell } cannot go there; it may go to { $moves }
turnier-wrong-phase = that move does not belong to this phase
turnier-three-flags = three flags planted
turnier-three-held = three territories held at once
turnier-last-standing = every other player is out
turnier-quiet = { $turns } movement turns without a capture
turnier-team-flags = the partners planted four flags between them
turnier-team-held = the partners hold four territories at once
turnier-last-team = every player of the other team is out
turnier-partners-need-four = partnerships need four players
option-turnier-partners = four players in two teams: Red and Green against Blue and Yellow (the text's recommendation)
    .name = partners
turnier-ply-cap = { $plies } plies were played
turnier-panel-flags = { $flags ->
    [one] 1 flag
   *[other] { $flags } flags
}, { $pieces ->
    [one] 1 piece
   *[other] { $pieces } pieces
}
turnier-panel-held = { $held ->
    [one] 1 territory
   *[other] { $held } territories
}, { $pieces ->
    [one] 1 piece
   *[other] { $pieces } pieces
}
turnier-panel-out = out, { $pieces ->
    [one] 1 piece
   *[other] { $pieces } pieces
}
turnier-caption-place = placement: { $seat } to place a piece ({ $left } in hand)
turnier-caption-remove = removal: { $seat } to remove { $left ->
    [one] 1 more enemy piece
   *[other] { $left } more enemy pieces
}
turnier-caption-move = { $seat } to move
turnier-caption-chain = { $seat } captured: another capture, a flag, or end
turnier-caption-flag = { $seat } may plant a flag, or end
option-turnier-seats = players, 2 to 4 (each plays for himself)
    .name = seats
option-turnier-capturer-only = only the piece that captured may make the extra capturing move, as in Castile
    .name = capturer-only
option-turnier-third-party = a piece shut between your piece and a third player's piece is captured (the Italian text)
    .name = third-party

# Word moves: shown on buttons and in replies, typed back, and what a player did.
turnier-word-end = end
    .typed = end
    .played = ended the turn
