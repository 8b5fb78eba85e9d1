# Words of Shax.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
shax-seat-white = White
shax-seat-black = Black

# Word moves: shown on buttons and in replies; .typed lists what may be typed,
# .played says what the player did, after their name.
shax-word-pass = pass
    .typed = pass
    .played = has no move and asks for a way out

shax-notation = a placement is a point like c4, a removal on the full board is xb6, a move is b4-b2, and a move that makes a jare adds the piece it takes: b4-b2xf6
shax-not-a-point = { $written } is not a point of the board; the points are { $points }
shax-own-piece = { $point } is your own piece
shax-nothing-to-remove = there is no opposing piece on { $point } to remove
shax-remove-now = the board is full: { $seat } now removes any piece of { $other }'s, like xb6
shax-not-blocked = { $seat } has a move, so there is no way to ask for
shax-blocked-pass = { $seat } has no move: answer pass, and the opponent must open a way
shax-still-placing = { $seat } still has pieces to place, and pieces move only once the board is full: place one on a free point, like c4
shax-occupied = { $point } is occupied
shax-no-removal-placing = a row of three made while placing takes nothing; write just the point
shax-nothing-to-place = { $seat } has placed every piece: move one along a line, like b4-b2
shax-no-piece = you have no piece on { $point }
shax-not-neighbours = { $from } and { $to } are not neighbours on a line, and pieces never fly in Shax
shax-oodan = an opening move takes nothing, even when it makes a jare: write { $move } alone
shax-must-open = { $seat } must open a way for { $other }, who has no move: { $options }
shax-must-remove = { $move } makes a jare and takes a piece: { $options }
shax-one-removal = a jare takes one piece only: { $options }
shax-no-jare = { $move } makes no jare, so it takes nothing
shax-not-legal = not a legal move here
shax-reduced = { $seat } is down to 2 pieces
shax-no-opening = nobody can open a way for { $seat }
shax-quiet = { $n } plies in a row without a capture
shax-passed = { $seat } has no move and asks { $other } to open a way
shax-panel = took { $n }
shax-panel-jare = took { $n } · first jare
shax-placing = { $seat } to place ({ $n } in hand)
shax-removing = { $seat } removes any piece of { $other }'s
shax-opening = { $seat } must open a way for { $other }
shax-blocked = { $seat } has no move: pass to ask for a way
shax-moving = { $seat } to move ({ $n } of { $limit } plies without a capture)
