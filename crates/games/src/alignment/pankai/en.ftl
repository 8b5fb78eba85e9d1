# Pankai and Universe: messages, seat names, options, word moves.

pankai-seat-red = Red
pankai-seat-blue = Blue
pankai-seat-yellow = Yellow
pankai-seat-green = Green

option-universe-seats = how many play, 2 to 4: two on the central square alone, three on it and two side regions, four on the whole board
    .name = seats
option-universe-sides = with three players, the two side regions in use: left-bottom, left-top, right-bottom, right-top, left-right or bottom-top
    .name = sides
    .values = left-bottom left-top right-bottom right-top left-right bottom-top
option-universe-bonus = the winner goes on laying pieces alone and scores 1 more for each (off: every win is 1 point)
    .name = bonus


pankai-end = { $loser } could lay no piece; the winner laid { $bonus ->
    [one] 1 more piece alone
   *[other] { $bonus } more pieces alone
} and scores { $points }
pankai-end-plain = { $loser } could lay no piece

pankai-expected = name a piece and its five cells, like L a1-a4 b1 or X e4 d5 e5 f5 e6
pankai-expected-universe = name a piece and its five cells, like L d4-d7 e4 or X h8 g9 h9 i9 h10
pankai-expected-universe-bonus = name a bonus piece and its five cells, like L d4-d7 e4, or stop
pankai-expected-bonus = name a bonus piece and its five cells, like L a1-a4 b1, or stop
pankai-no-stop = stop ends the winner's bonus pieces; now a piece must be laid
pankai-off-board = { $cell } is not a cell of this board
pankai-same-cell = name five different cells
pankai-five-cells = a pentomino covers five cells, not { $n }
pankai-not-pentomino = { $cells } are not a pentomino: five cells joined by their sides
pankai-wrong-letter = { $cells } make the piece { $piece }, not { $said }
pankai-used = your { $piece } is already on the board; you still have { $left }
pankai-not-in-use = { $cell } is not in use in this game
pankai-covered = { $cell } is already covered
pankai-pocket = that would shut in { $n ->
    [one] an empty cell
   *[other] { $n } empty cells
} ({ $cells }): every empty area must keep at least five cells

pankai-caption-start = { $seat } lays the first piece
pankai-caption-laid = { $seat } laid { $piece }; { $next } to move
pankai-caption-bonus = { $seat } has won and lays bonus pieces alone ({ $bonus } so far), or stops
pankai-out = { $seat } can lay no piece and is out

pankai-panel = { $n ->
    [one] 1 piece left
   *[other] { $n } pieces left
}
pankai-panel-out = out, { $n } left
pankai-panel-bonus = winner, { $bonus } bonus

# Word moves: shown on buttons and in replies, typed back, and what a player did.
pankai-word-stop = stop
    .typed = stop
    .played = stopped laying bonus pieces
