# Words of CQT.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
cqt-seat-south = South
cqt-seat-north = North

cqt-notation = while drawing, a move is a symbol and a cell of your row, like C7 (C circle, Q or S square, T triangle); while erasing, your symbol and its cell, x, and the enemy symbol it strikes, like T1xQ1
cqt-draw-what = say which symbol to draw, C, Q or T, before the cell, like C7
cqt-cell-taken = your cell { $cell } already holds a symbol; empty cells of your row: { $legal }
cqt-drawing-now = the rows are not full yet: { $seat } draws a symbol in an empty cell of their row, like C7
cqt-no-symbol = { $seat } has no symbol in cell { $cell }; legal now: { $legal }
cqt-other-symbol = your cell { $cell } holds { $symbol }, not that symbol
cqt-symbol-idle = { $symbol } has no target now; legal now: { $legal }
cqt-which-target = say which enemy symbol it strikes: { $legal }
cqt-empty-target = the enemy cell { $cell } is empty
cqt-other-target = the enemy cell { $cell } holds { $symbol }, not that symbol
cqt-wrong-chain = the circle takes along exactly its neighbours of kind { $symbol }: { $move }
cqt-triangle-faces = a triangle strikes only the symbol in the cell facing it
cqt-square-takes = a square strikes a circle or a square, not a triangle
cqt-circle-takes = a circle strikes a square or a triangle, not a circle
cqt-circle-takes-literal = in this game the circle strikes a circle or a triangle, not a square
cqt-refused = { $reason }; legal with this symbol: { $legal }
cqt-no-target = { $seat } has no symbol with a target
cqt-panel = { $n ->
    [one] 1 symbol
   *[other] { $n } symbols
}
cqt-to-draw = { $seat } draws a symbol
cqt-to-erase = { $seat } erases a symbol
option-cqt-literal-circle = the circle strikes a circle or a triangle, as the text's table says, instead of a square or a triangle
    .name = literal-circle
