# Words of The Magneton Game.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
magneton-seat-black = Black
magneton-seat-white = White

magneton-notation = while placing, a move is an empty square, like d4; once all 24 pieces are in, a piece's square, a dash and where it slides, like d4-d7, or pass when you cannot slide
magneton-taken = { $square } is not empty
magneton-placing-now = pieces are still being placed: { $seat } puts one on an empty square, like d4
magneton-no-piece = { $square } holds none of { $seat }'s pieces
magneton-where-to = say where the piece on { $square } slides, like { $square }-d7
magneton-occupied = { $square } is not empty: a piece slides only to an empty square
magneton-not-a-slide = the piece on { $square } slides along a rank, file or diagonal over empty squares only
magneton-line = { $seat } has four in a row with a piece the magnetism moved
magneton-both-stuck = neither player can slide
magneton-repetition = the same position came a third time with the same player to move
magneton-move-cap = { $n } turns of sliding without a winner
magneton-to-place = { $seat } places a piece
magneton-to-slide = { $seat } slides a piece (turn { $n } of { $cap })
