# Words of Senet (every rule set).

# Seat names (the core finds them as <key>-seat-<seat's English name>).
senet-seat-white = White
senet-seat-black = Black

senet-points = { $a }-{ $b } points
# Words on senet squares (short: they are drawn inside a square).
senet-label-in = in { $n }
senet-label-goal = { $seat } goal
senet-label-to-30 = { $n } to 30
senet-label-leaves = leaves
senet-label-off = off { $n }
senet-label-safe = safe
senet-label-start = start
senet-label-stop = stop
senet-label-again = again
senet-label-water = water
senet-notation = a move is the square of a piece of yours (14), pass
senet-notation-enter = a move is the square of a piece of yours (14), enter, pass
senet-notation-stay = a move is the square of a piece of yours (14), stay, pass
senet-notation-enter-stay = a move is the square of a piece of yours (14), enter, stay, pass
senet-throws = a throw is the number of squares it moves: 1, 2, 3, 4, 5 or 6
senet-safe = the piece on { $square } is on a safe square
senet-protected = the piece on { $square } is protected by a neighbour of its colour
senet-immune = the piece on { $square } has reached its goal and is immune
senet-at-goal = the piece on { $square } has reached its goal and stays there
senet-waits-for = the piece on { $square } waits there for a throw of { $throw }
senet-leaves-next-turn = the piece on { $square } leaves at the start of your next turn
senet-stop-on-26 = the piece on { $square } must stop on 26 before going further
senet-not-past-1 = the piece on { $square } cannot go past square 1
senet-needs-exactly = the piece on { $square } needs exactly { $throw } to leave the board
senet-bounce-back = the piece on { $square } would bounce back to where it stands
senet-first-row-held = no piece may leave while one of yours is on squares 1 to 10
senet-own-piece = your own piece is on { $square }
senet-no-backward = the piece on { $square } cannot move backward
senet-not-back-past-1 = the piece on { $square } cannot move back past square 1
senet-no-entering = in this rule set every piece starts on the board
senet-none-in-hand = you have no piece off the board
senet-enters-on = a piece enters only on a throw of { $throws }
senet-none-can-move = no piece can move { $throw }: pass
senet-must-move-back = no piece can move forward: a piece must move back { $throw }
senet-move-26-or-stay = move the piece on 26 by { $throw }, or stay
senet-move-a-piece = move a piece { $throw }
senet-threw = { $seat } threw { $throw }: { $what }
senet-threw-again = { $seat } threw { $throw }: { $what }, then throw again
senet-stay-when = you may stay only when the piece on 26 is the only one able to move
senet-no-stay = this rule set has no stay
senet-no-piece = no piece of yours on { $square }
senet-goes-back = with this throw the piece on { $square } goes back to { $to }: play { $square }
senet-goes-to = with this throw the piece on { $square } goes to { $to }: play { $moves }
