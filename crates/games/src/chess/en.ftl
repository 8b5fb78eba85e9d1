# chess: Vinciperdi, Progressive chess, Italian progressive chess, Progressive Vinciperdi

# Seat names (the core finds them as <key>-seat-<seat's English name>).
chess-seat-white = White
chess-seat-black = Black

chess-notation = a move is in algebraic notation, like e4, Nf3, exd5, e8=Q or O-O (or from and to squares, like e2e4 or e7e8q)
chess-notation-no-castling = a move is in algebraic notation, like e4, Nf3, exd5 or e8=Q (or from and to squares, like e2e4 or e7e8q); nobody castles in this game
chess-must-capture = capturing is compulsory: { $captures }
chess-check-too-early = check may be given only with the last move of a series; this is move { $move } of { $series }
chess-no-castling = there is no castling in this game
chess-cannot-castle = castling is not possible now
chess-parry-check = your king is in check and this move does not parry it: { $moves }
chess-en-passant-first = en passant is allowed only as the first move of a series
chess-nothing-reaches = none of your pieces can go to { $square } now
chess-reach-instead = that piece cannot go to { $square }; these moves can: { $moves }
chess-not-legal = not a legal move here
chess-no-pieces-left = { $seat } has no pieces left
chess-cannot-move-wins = { $seat } cannot move
chess-checkmate = { $seat } is checkmated
chess-progressive-checkmate = { $seat } is progressively checkmated: every parry would give check too early
chess-stalemate = { $seat } cannot move and is not in check: stalemate
chess-repetition = the same position for the third time
chess-quiet-series = { $series } series in a row without a capture or a pawn move
chess-fifty-moves = { $moves } moves each without a capture or a pawn move
chess-panel-pieces = { $pieces ->
    [one] 1 piece
   *[other] { $pieces } pieces
}
chess-panel-series = series { $series }: move { $move } of { $series }
chess-series-progress = { $seat } has played move { $move } of { $series }
chess-check-ends-series = the check ends { $seat }'s series
chess-king-promotion = the pawn became a king
chess-ply-cap = { $plies } plies played: the game is drawn
chess-no-exchange = the pawn stays on the last rank inactive: the opponent's reserve holds no piece to exchange it for
chess-exchange = the pawn was exchanged for { $piece } from { $seat }'s reserve
chess-exchange-choice = a pawn reaching the last rank is exchanged for a piece of the opponent's reserve, which holds: { $pieces }
chess-pawn-drop-last-rank = a pawn may not be dropped on your last rank
chess-not-in-reserve = your reserve does not hold { $piece }
chess-piece-queen = a queen
chess-piece-rook = a rook
chess-piece-bishop = a bishop
chess-piece-knight = a knight
chess-piece-pawn = a pawn
