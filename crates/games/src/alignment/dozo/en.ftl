# Words of Dozo.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
dozo-seat-first = First
dozo-seat-second = Second
dozo-seat-third = Third

dozo-colour-red = red
dozo-colour-green = green
dozo-colour-blue = blue
dozo-colour-yellow = yellow

dozo-notation = a move is a colour letter (r red, g green, b blue, y yellow) then an empty cell, a row letter A to G and its place in the row, like r D3
dozo-no-colour = say the colour too: a letter (r red, g green, b blue, y yellow) before the cell, like r { $cell }
dozo-taken = { $cell } already holds a { $colour } disc; empty cells: { $empty }
dozo-none-left = no { $colour } disc is left: choose another colour
dozo-over = the game is over
dozo-triangle = a { $colour } triangle
dozo-full = all 28 discs placed without a triangle
dozo-to-move = { $seat } places a disc · left: red { $red }, green { $green }, blue { $blue }, yellow { $yellow }
option-dozo-seats = how many players: 2 or 3
    .name = seats

# Word moves: the colour a move begins with, shown in the reader's language.
dozo-word-r = r
    .typed = r red
    .played = placed a red disc on
dozo-word-g = g
    .typed = g green
    .played = placed a green disc on
dozo-word-b = b
    .typed = b blue
    .played = placed a blue disc on
dozo-word-y = y
    .typed = y yellow
    .played = placed a yellow disc on
