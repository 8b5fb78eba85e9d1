# Hepta and Hepta Solitaire: messages, seat names, options.

hepta-seat-blue = Blue
hepta-seat-yellow = Yellow
hepta-seat-player = Player

option-hepta-pieces = trominoes in each set, 1 to 7 (7 in the book; 7 red squares and 14 pieces fill the board)
    .name = pieces
option-hepta-level = the colour to leave bare, 1 to 7: 1 red (easiest), 2 yellow, 3 green, 4 blue, 5 brown, 6 white, 7 black (hardest)
    .name = level
option-hepta-guard = true: a tromino may not cover the colour to leave bare; false: it may, and the puzzle fails at the end
    .name = guard

hepta-end-solved = all fourteen trominoes are down and only the chosen colour is bare
hepta-end-wrong-cells = all fourteen trominoes are down, but cells of other colours are bare
hepta-end-stuck = none of the trominoes left fits
hepta-end-no-piece = { $seat } has no tromino left
hepta-end-no-room = no tromino of { $seat } fits

hepta-expected-red = name an empty cell for a red square, like d4
hepta-red-there = there is already a red square on { $cell }
hepta-expected-choose = choose the set you play: L (corners) or I (straight)
hepta-expected-place = name the three empty cells of your tromino, like c3 c4 d4
hepta-off-board = { $cell } is off the board: files a to g, ranks 1 to 7
hepta-same-cell = name three different cells
hepta-not-tromino = { $cells } do not make a tromino: three cells in a line (I) or three cells of a 2×2 square (L)
hepta-not-yours = that is an { $shape } tromino, and your set is { $mine }
hepta-none-left = no { $shape } tromino is left
hepta-cell-red = { $cell } holds a red square
hepta-cell-covered = { $cell } is already covered
hepta-cell-kept = { $cell } has the colour to leave bare

hepta-colour-red = red
hepta-colour-yellow = yellow
hepta-colour-green = green
hepta-colour-blue = blue
hepta-colour-brown = brown
hepta-colour-white = white
hepta-colour-black = black

hepta-caption-reds = { $seat } lays the red squares: { $left } to go
hepta-caption-choose = { $seat } picks a set: L or I
hepta-caption-play = { $seat } lays an { $shape } tromino
hepta-caption-solo = lay all 14 pieces and leave bare only the { $colour } cells (level { $level })

hepta-panel = { $n ->
    [one] 1 { $shape } tromino left
   *[other] { $n } { $shape } trominoes left
}
hepta-panel-solo = left: { $i } I, { $l } L
