# Words of the backgammon engine: Backgammon and Plakoto.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
backgammon-seat-white = White
backgammon-seat-black = Black

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
option-cube = the doubling cube: before throwing, double the stake; the opponent takes or drops
    .name = cube
option-match-length-cube = points to win (1: a single game); with the cube, the Crawford rule
    .name = match-length
option-gammons = gammons (2 points) and backgammons (3 points) count
    .name = gammons
option-match-length = points to win (1: a single game)
    .name = match-length
option-greek-scoring = common Greek scoring: 1 or 2 points, a pinned mother 2 (the text: 1, 2 or 3, mother 3)
    .name = greek-scoring

# Word moves: shown on buttons and in replies, typed back, and what a player did.
backgammon-word-bar = bar
    .typed = bar
    .played = entered from the bar
backgammon-word-off = off
    .typed = off
    .played = bore off
