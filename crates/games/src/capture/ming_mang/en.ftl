# Words of Ming Mang.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
ming-mang-seat-black = Black
ming-mang-seat-white = White

option-ming-mang-size = the board's side: 8 (14 pieces each) or 17 (32 pieces each)
    .name = size
ming-mang-size = Ming Mang is played on 8×8 or 17×17, not { $size }×{ $size }

ming-mang-no-pieces = { $seat } has no pieces left
ming-mang-blocked = { $seat } has no legal move
ming-mang-repetition = the same position came up a third time
ming-mang-quiet = { $plies } plies without a capture
ming-mang-ply-cap = the game reached { $plies } plies

ming-mang-notation = a move takes one of your pieces along its rank or file over empty squares, like { $example }
ming-mang-off-board = { $square } is not on this board: squares run from a1 to { $last }
ming-mang-empty = there is no piece on { $square }
ming-mang-not-yours = the piece on { $square } is not yours
ming-mang-stuck = the piece on { $square } has no empty square next to it
ming-mang-same-square = name two different squares
ming-mang-straight = a piece moves along its rank or file, never diagonally
ming-mang-occupied = { $square } is not empty
ming-mang-jump = a piece cannot jump over other pieces
ming-mang-turned = turns { $squares }
ming-mang-pieces = { $n ->
    [one] 1 piece
   *[other] { $n } pieces
}
