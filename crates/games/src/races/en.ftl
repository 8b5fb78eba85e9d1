# races: the race and dice games (backgammon, plakoto, sahkku, senet,
# the royal game of Ur, duodecim scripta, ali baba).

## Backgammon and plakoto

backgammon-notation = a play is each checker's from/to in your own point numbers, e.g. 24/18 13/11, bar/20, 6/off; or pass
backgammon-throws = a throw is two dice, e.g. roll 6-1
backgammon-opening-throws = the opening throw is one die each, { $seat }'s first and different, e.g. roll 6-1
backgammon-throw-due = the dice are not thrown yet: { $seat }'s throw is due
backgammon-roll-or-double = now roll, or double to offer the cube
backgammon-chooses-first = { $seat } first chooses: roll, or double to offer the cube
backgammon-take-or-drop = answer the double: take or drop
backgammon-answer-first = { $seat } must answer the double first: take or drop
backgammon-pass-only = pass is your only move
backgammon-cannot-pass = you cannot pass: you have a legal play, e.g. { $example }
race-already-thrown = the dice were already thrown ({ $dice }); { $notation }
backgammon-play-first = play your throw ({ $dice }) first
backgammon-then-pass = { $reason }; play pass
backgammon-no-entry = no legal play with { $dice }: the checker on the bar cannot enter (point { $point } is blocked)
backgammon-no-entry-two = no legal play with { $dice }: the checker on the bar cannot enter (points { $point } and { $other } are blocked)
plakoto-no-play-pinned = no legal play with { $dice }: every move is blocked and a pinned checker keeps you from bearing off
backgammon-no-play = no legal play with { $dice }: every move of your checkers is blocked
backgammon-both-dice = you must play both dice when you can
backgammon-all-four = you must play all four { $die }s when you can
backgammon-as-many = you must play as many { $die }s as you can ({ $n } here)
backgammon-larger-die = only one die can be played, and then it must be the larger ({ $die })
backgammon-not-legal = that play is not legal here
backgammon-for-example = { $why }, e.g. { $example }
plakoto-pinned-checker = your checker on { $point } is pinned and cannot move
backgammon-no-checker = you have no checker on { $point }
backgammon-bar-first = you have a checker on the bar: enter it first
backgammon-blocked = point { $point } is blocked: your opponent holds it
plakoto-closed = point { $point } is closed: your opponent holds it or pins a checker of yours there
plakoto-bear-off-pinned = you cannot bear off while a checker of yours is pinned
backgammon-bear-off-home = you cannot bear off until all your checkers are in your home board (points 1-6)
backgammon-higher-point = a { $die } bears off from { $point } only when no checker of yours is on a higher point
backgammon-needs-more = { $from }/{ $to } needs more than the dice you have left ({ $dice })
backgammon-does-not-fit = { $from }/{ $to } is { $pips ->
    [one] { $pips } pip
   *[other] { $pips } pips
}: it does not fit your dice ({ $dice })
backgammon-too-many-moves = that is more checker moves than your dice ({ $dice })

plakoto-both-mothers = both mothers are pinned: a draw
backgammon-cap-equal = the ply limit was reached with equal pip counts: a draw
backgammon-bore-off = { $seat } bore off all 15 checkers: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
backgammon-gammon = { $seat } bore off all 15 checkers: gammon, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
backgammon-backgammon = { $seat } bore off all 15 checkers: backgammon, { $points ->
    [one] { $points } point
   *[other] { $points } points
}
backgammon-dropped = { $loser } dropped the double: { $points ->
    [one] { $points } point
   *[other] { $points } points
} to { $seat }
plakoto-mother = { $seat } pinned { $loser }'s mother checker: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
backgammon-cap-fewer-pips = the ply limit was reached; { $seat } had fewer pips: { $points ->
    [one] { $points } point
   *[other] { $points } points
}
backgammon-match = match to { $length }: { $a }-{ $b } (last game: { $how })

backgammon-opening = Opening throw: one die each, the higher starts
backgammon-opening-throws-first = { $white } threw { $w }, { $black } { $b }: { $seat } starts and throws
backgammon-to-decide = { $seat } to roll, or to double to { $cube }
backgammon-doubles = { $seat } doubles to { $cube }: { $other } takes or drops
backgammon-opening-starts = { $white } threw { $w }, { $black } { $b }: { $seat } starts with { $dice }
backgammon-threw = { $seat } threw { $dice }
backgammon-no-play-caption = { $start }: { $reason }: pass
backgammon-crawford = { $now } (Crawford game: no doubling)
backgammon-last-game-won = Game { $game } went to { $winner } ({ $how }); score { $a }-{ $b }. { $now }
backgammon-last-game-drawn = Game { $game } was drawn ({ $how }); score { $a }-{ $b }. { $now }
backgammon-panel = { $pips ->
    [one] { $pips } pip
   *[other] { $pips } pips
}, { $off } off
backgammon-panel-match = { $pips ->
    [one] { $pips } pip
   *[other] { $pips } pips
}, { $off } off, { $points } of { $length } points

## Shared by the races

race-cap-off = the { $plies }-ply limit was reached with { $a }-{ $b } pieces borne off
race-cap-points = the { $plies }-ply limit was reached with { $a }-{ $b } points

## Senet

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

race-to-throw = { $seat } to throw
race-throw-due = the dice are being thrown

## Sahkku

sahkku-all-blank = all three dice are blank
sahkku-no-die = no die can be used
sahkku-frozen-by-piece = { $seat }'s waiting pieces are frozen by the { $other } piece on { $point }, and none is active
sahkku-frozen-by-king = { $seat }'s waiting pieces are frozen by the king on { $point }, and none is active
sahkku-nothing = { $seat } has nothing to move
sahkku-starts = { $seat } starts (thrown)
sahkku-passes = { $seat } passes: { $reason }
sahkku-captures = { $seat } captures { $n ->
    [one] { $n } { $other } piece
   *[other] { $n } { $other } pieces
} on { $point }
sahkku-takes-king = { $seat } takes the king
sahkku-frozen = { $seat }'s waiting pieces are frozen
sahkku-activated = { $seat } has three X: activation succeeds
sahkku-activation-fails = { $seat }'s activation fails: { $aside } X in three throws, three needed
sahkku-activating = { $seat }'s activation, throw { $throws }: { $aside } X set aside
sahkku-who-starts = Who starts is thrown
sahkku-idle-pass = { $reason }: pass
sahkku-activate-or-throw = { $seat }: activate (three X in three throws) or throw
sahkku-activate = { $seat }: activate (three X in three throws)
sahkku-ritual-starts = { $seat } throws to activate: three X are needed in three throws
sahkku-ritual = { $seat } is activating: { $aside } X set aside after { $throws } of three throws
sahkku-choose-option = { $seat } threw three X: choose a, b or c
sahkku-threw = { $seat } threw { $faces } = { $total }
sahkku-threw-pass = { $seat } threw { $faces } = { $total }: no die can be used, pass
race-not-possible = that play is not possible with this throw
sahkku-not-your-king = you do not control the king
sahkku-king-straight = the king (on { $point }) moves in a straight line along or across the lines
sahkku-king-no-die = no die of { $die } left for the king's move to { $point }
sahkku-inactive-there = { $point } holds inactive { $seat } pieces: nothing may land there
sahkku-one-move-each = a piece takes all its dice in one move; none on { $point } is left to move
sahkku-not-active-yet = the piece on { $point } is not active yet: activate first
sahkku-no-active-piece = no active piece of yours on { $point }
sahkku-no-sum = no die or dice left add up to { $steps } (dice left: { $dice })
sahkku-all-captured = every { $seat } piece was captured
sahkku-none-active = { $seat } has no active piece left ({ $waiting } still waiting)
sahkku-cap = the { $plies }-ply limit was reached with { $a }-{ $b } pieces left
sahkku-no-die-pass = no die can be used: pass
sahkku-as-many-dice = use as many dice as possible (blanks count 0); for example: { $example }
sahkku-idle-then-pass = { $reason }: pass
sahkku-activate-first = you have no active piece yet: activate (three X in three throws)
sahkku-cannot-activate = your waiting pieces cannot be activated now
sahkku-choose-first = first choose activate or throw
sahkku-activate-or-throw-now = now activate or throw
sahkku-options = an activation option: a (three front pieces 1 each), b (front piece 3), c (front 1, next 2) or c2 (front 2, next 1)
race-cannot-pass-die = you cannot pass when a die can be used
sahkku-notation = one step per piece moved, <point>+<steps>, and K><point> for the king: A15+3 A14+1
sahkku-panel = { $active } active, { $waiting } waiting, { $out } out
sahkku-panel-frozen = { $active } active, { $waiting } frozen, { $out } out
race-bore-off-all = bore off all { $n } pieces
race-panel-off = { $n } off
race-panel-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
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
race-throw-first = throw first: { $seat }'s throw is due
race-cannot-pass = you cannot pass when a move exists
senet-stay-when = you may stay only when the piece on 26 is the only one able to move
senet-no-stay = this rule set has no stay
race-cannot-enter = entering is not possible now
senet-no-piece = no piece of yours on { $square }
senet-goes-back = with this throw the piece on { $square } goes back to { $to }: play { $square }
senet-goes-to = with this throw the piece on { $square } goes to { $to }: play { $moves }

## The royal game of Ur

ur-notation = a move is enter, the square of a piece of yours (d1, a2 …), or pass
ur-throws = a throw is the number of coloured tips up: 0, 1, 2 or 3
ur-one-moves-nothing = a throw of 1 moves nothing: pass
ur-beyond-exit = the piece on { $square } cannot move by { $by }: it would go beyond the exit (bearing off needs exactly { $exact })
ur-own-piece = the piece on { $square } cannot move by { $by }: it would land on your own piece on { $to }
ur-safe-centre = the piece on { $square } cannot move by { $by }: the piece on the safe centre star d2 cannot be captured
ur-move-entered = you must move the piece you just entered ({ $square })
ur-enter-on-3 = enter only on a throw of 3
ur-none-to-enter = you have no piece left to enter
ur-entry-taken = your own piece is on your entry square { $square }
ur-no-move-entered-back = no move: pass, the piece just entered goes back
ur-no-move = no move: pass
ur-entered-stuck = the piece just entered cannot move: pass, it goes back
ur-no-move-possible = no move possible: pass
ur-move-entered-by = move the piece just entered on { $square } { $by ->
    [one] { $by } square
   *[other] { $by } squares
}
ur-enter-or-move-5 = enter a piece or move one 5 squares
ur-move-a-piece = move a piece { $by ->
    [one] { $by } square
   *[other] { $by } squares
}
ur-threw = { $seat } threw { $throw }: { $what }
ur-off-track = { $square } is not on { $seat }'s track
ur-no-piece = no piece of yours on { $square }
ur-goes-to = with this throw the piece on { $square } goes to { $to }: play { $square }
ur-panel = { $off } off, tribute { $tribute }

## Duodecim scripta

duodecim-no-piece = no piece of yours on { $square }
duodecim-enter-first = a piece that was hit must enter first
duodecim-stay-on-a = until all 15 pieces have entered, pieces stay on the A squares (1 to 6)
duodecim-not-home = bearing off only once all your pieces are on 25 to 30
duodecim-closed = { $square } is closed by two or more opponent pieces
duodecim-no-die-left = no die of { $die } left to play
duodecim-no-die-pass = no die can be used: pass
duodecim-only-some = { $n ->
    [one] only { $n } of the dice can be used
   *[other] only { $n } of the dice can be used
}
duodecim-all-three = play all three dice
duodecim-threw = { $seat } threw { $dice }: { $what }
duodecim-no-die-big-enough = no die is big enough to bear off from { $square }
duodecim-must-use = you must use { $n ->
    [one] { $n } die
   *[other] { $n } dice
} when you can
duodecim-throws = a throw is three dice, highest first: 6-4-1
duodecim-notation = a turn is one from/to step per die in your track numbers, in and off included: in/5 13/18 25/off

## Ali Baba

alibaba-across = your { $figure ->
    [L] Lady
    [T] Thief
   *[O] Officer
} is already across
alibaba-no-prey = a 0 only lets a figure take prey on its own plank, and your { $figure ->
    [L] Lady
    [T] Thief
   *[O] Officer
} has none
alibaba-needs-exactly = your { $figure ->
    [L] Lady
    [T] Thief
   *[O] Officer
} needs exactly { $n } to reach the far bank
alibaba-to-roll = { $seat } to roll
alibaba-no-prey-pass = no figure has prey on its plank: pass
alibaba-none-can-move = no figure can move { $n }: pass
alibaba-take-prey = take prey with a figure where it stands
alibaba-move-a-figure = move a figure { $n }
alibaba-rolled = { $seat } rolled { $roll }: { $what }
alibaba-all-across = all three figures are across the bridge
alibaba-cap = the { $plies }-ply limit was reached
alibaba-roll-first = roll first: { $seat }'s roll is due
alibaba-rolls = a roll is 0, 1, 2 or 3
alibaba-notation = a move is a figure: L (Lady), T (Thief), O (Officer), or pass
alibaba-cannot-pass = you cannot pass when a figure can move
alibaba-cannot-move = that figure cannot move now
alibaba-panel = { $n } across

## Options: one line of help each, for challenge pickers
option-cube = the doubling cube: before throwing, double the stake; the opponent takes or drops
option-match-length-cube = points to win (1: a single game); with the cube, the Crawford rule
option-gammons = gammons (2 points) and backgammons (3 points) count
option-match-length = points to win (1: a single game)
option-greek-scoring = common Greek scoring: 1 or 2 points, a pinned mother 2 (the text: 1, 2 or 3, mother 3)
option-alibaba-seats = number of players, 2 to 4
option-safe-centre-rosette = a piece on the centre star d2 cannot be captured (Finkel's rule; not in Bell's text)
