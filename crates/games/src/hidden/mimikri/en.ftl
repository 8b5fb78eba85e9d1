# Words of Mimikri (the Decoy game and the No game).

# Seat names (the core finds them as <key>-seat-<seat's English name>).
mimikri-seat-white = White
mimikri-seat-black = Black

# Word moves: shown on buttons and in replies; .typed lists what players may type,
# .played says what a player did, after their name.
mimikri-word-pass = pass
    .typed = pass
    .played = had no try at all and passed
mimikri-word-arrange = arrange
    .typed = arrange
    .played = set out their cubes
mimikri-word-keep = keep
    .typed = keep
    .played = kept their cubes in the order drawn

mimikri-notation = a move is the square of one of your cubes and the square it goes to, like e2e4 or g1f3; a pawn reaching the last rank adds the piece it becomes, like e7e8q (q, r, b or n)
mimikri-not-yours = there is no cube of yours on { $square }
mimikri-own-cube = your own cube stands on { $square }
mimikri-tried = { $move } was already tried this turn and answered: try something else
mimikri-cannot = your cube on { $from } cannot go to { $to }: your own view (My view) shows the moves you may try
mimikri-arrange-first = first set out your cubes: arrange and their eight letters from the a-file to the h-file, like arrange NBPPRQPP (Q R B N P), or keep for the order drawn
mimikri-arrange-not-yours = those are not your eight cubes: name each of yours once, a-file to h-file, like arrange NBPPRQPP; your own view (My view) shows them
mimikri-caption-arrange = { $seat } sets out their cubes in secret
option-mimikri-arrange = whether each player, after the draw, sets out their eight cubes in the order they like (in secret), else the order drawn stands
    .name = arrange
mimikri-checkmate = { $seat } is checkmated
mimikri-stalemate = { $seat } cannot move and is not in check: stalemate
mimikri-repetition = the same cubes on the same squares for the third time
mimikri-fifty = fifty moves each without a capture or a pawn move
mimikri-cap = { $turns } turns played: the game is drawn
mimikri-king-taken = { $seat } captured the King
mimikri-panel = { $cubes ->
    [one] 1 cube
   *[other] { $cubes } cubes
}, { $lost } lost
mimikri-panel-deal = drawing the cubes
mimikri-caption-deal = drawing the cubes: { $left } to go
mimikri-caption-turn = { $seat } to move
mimikri-caption-check = { $seat } is in check and moves
mimikri-check = check to { $seat }!
mimikri-refused = { $seat } tried { $move }: refused, it would leave their King in check; they try again
mimikri-failed = { $seat } tried { $move }: illegal; they try again ({ $left ->
    [one] 1 try left
   *[other] { $left } tries left
})
mimikri-failed-turn-passes = { $seat } tried { $move }: illegal, and that was try { $tries }: the turn passes
