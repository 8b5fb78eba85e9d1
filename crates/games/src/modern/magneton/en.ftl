# Words of The Magneton Game.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
magneton-seat-black = Black
magneton-seat-white = White

magneton-notation = while placing, a move is an empty square, like d4; once all 24 pieces are in, a piece's square, a dash and where it slides, like d4-d7, or pass when you cannot slide
magneton-taken = { $square } is not empty
magneton-placing-now = pieces are still being placed: { $seat } puts one on an empty square, like d4
magneton-no-piece = { $square } holds none of { $seat }'s pieces
magneton-where-to = say where the piece on { $square } goes: { $legal }
magneton-occupied = { $square } is not empty: a piece moves only to an empty square; legal from { $from }: { $legal }
magneton-not-a-slide = the piece on { $square } slides along a rank, file or diagonal over empty squares only; legal from { $square }: { $legal }
magneton-not-magnetic = the piece on { $square } moves only along its magnetic lines (next to a lone enemy, or away from a lone friend to the edge); legal from { $square }: { $legal }
magneton-stuck = no legal move starts at { $square }
magneton-line = { $seat } has four in a row with a piece the magnetism moved
magneton-both-stuck = neither player can slide
magneton-repetition = the same position came a third time with the same player to move
magneton-move-cap = { $n } turns of sliding without a winner
magneton-to-place = { $seat } places a piece
magneton-to-slide = { $seat } slides a piece (turn { $n } of { $cap })
option-magneton-magnetic-moves = a piece moves only along its magnetic lines, as in the author's other rules: next to a lone enemy on a line, or away from a lone friend to the edge; off: it slides like a queen
    .name = magnetic-moves
