# Words of Schachjagd.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
schachjagd-seat-green = Green
schachjagd-seat-yellow = Yellow
schachjagd-seat-red = Red
schachjagd-seat-blue = Blue

# Word moves and throws: shown on buttons and in replies; .typed lists what
# players may type, .played says what a player did, after their name.
schachjagd-word-home = home
    .typed = home
    .played = brought home token
schachjagd-word-block = block
    .typed = block
    .played = put the obstacle on
schachjagd-word-pawn = pawn
    .typed = pawn
    .played = threw a pawn
schachjagd-word-knight = knight
    .typed = knight
    .played = threw a knight
schachjagd-word-bishop = bishop
    .typed = bishop
    .played = threw a bishop
schachjagd-word-rook = rook
    .typed = rook
    .played = threw a rook
schachjagd-word-queen = queen
    .typed = queen
    .played = threw a queen
schachjagd-word-king = king
    .typed = king
    .played = threw a king

option-schachjagd-seats = players, 2 to 4
    .name = seats
option-schachjagd-backward = rook, bishop, queen, knight and king may also move back along the course (true by default, as the review reads; false: no move ends farther back)
    .name = backward

schachjagd-piece-pawn = pawn
schachjagd-piece-knight = knight
schachjagd-piece-bishop = bishop
schachjagd-piece-rook = rook
schachjagd-piece-queen = queen
schachjagd-piece-king = king

schachjagd-notation = a move is a token and a square (2 i5), home and a token (home 2: over the finish line), block and two squares (block i5 j5, on a king), or pass
schachjagd-die-due = the die is being thrown
schachjagd-cannot-pass = you cannot pass while a move exists: { $moves }
schachjagd-block-king-only = the obstacle moves only on a king; the die shows a { $piece }
schachjagd-no-square = { $square } is not a square of the track
schachjagd-block-where = the obstacle covers two empty squares side by side between the arrows (files i to l, ranks 4 to 7), not where it lies now, for example block { $example }
schachjagd-no-such-token = there is no token { $n }: each player has tokens 1, 2 and 3
schachjagd-not-yours = none of your tokens stands on { $square }
schachjagd-token-home = token { $n } is already over the finish line
schachjagd-token-stuck = token { $n } cannot move as a { $piece }
schachjagd-cannot-reach = token { $n } cannot go there as a { $piece }; it can play { $moves }

schachjagd-end-home = three tokens over the finish line
schachjagd-end-cap = the { $plies }-ply limit was reached

schachjagd-went = { $seat } moved token { $n } as a { $piece } to { $square }
schachjagd-went-home = { $seat } moved token { $n } as a { $piece } over the finish line
schachjagd-sent-back = { $seat }'s token goes back to the start
schachjagd-blocked = { $seat } put the obstacle on { $squares }
schachjagd-passed = { $seat } could not move as a { $piece }

schachjagd-panel = { $home } of 3 home

schachjagd-caption-throw = { $seat } throws the die
schachjagd-caption-again = { $seat } threw a king: one more throw
schachjagd-caption-move = { $seat } moves a token as a { $piece }
schachjagd-caption-king = { $seat } threw a king: one king step, or the obstacle, then one more throw
