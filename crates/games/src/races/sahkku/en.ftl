# Words of Sahkku.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
sahkku-seat-white = White
sahkku-seat-black = Black

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
sahkku-notation = one step per piece moved, <point>+<steps>, and K><point> for the king: A15+3 A14+1
sahkku-panel = { $active } active, { $waiting } waiting, { $out } out
sahkku-panel-frozen = { $active } active, { $waiting } frozen, { $out } out

# Word moves: shown on buttons and in replies, typed back, and what a player did.
sahkku-word-white-first = white-first
    .typed = white-first
    .played = White starts
sahkku-word-black-first = black-first
    .typed = black-first
    .played = Black starts
sahkku-word-activate = activate
    .typed = activate
    .played = chose to activate
sahkku-word-throw = throw
    .typed = throw
    .played = chose to throw
