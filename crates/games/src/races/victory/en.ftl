# Words of Victory.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
victory-seat-yellow = Yellow
victory-seat-green = Green
victory-seat-white = White
victory-seat-black = Black
victory-seat-orange = Orange
victory-seat-violet = Violet

# Word moves: shown on buttons and in replies; .typed lists what players may type,
# .played says what a player did, after their name.
victory-word-more = more
    .typed = more
    .played = throws more dice:

option-victory-seats = cars, 2 to 6
    .name = seats
option-victory-laps = laps to win, 1 to 5 (2 by default)
    .name = laps
option-victory-faces = the six faces of each die: r red, b blue, x a cross (rrbbxx by default)
    .name = faces
    .values = rrbbxx rrrbbx rrbbbx

victory-colour-red = red
victory-colour-blue = blue

victory-notation = a move lists its steps, each a colour (R red, B blue) and the point reached, as R:14 B:16; or the point reached alone; or stay
victory-notation-more = now choose more 1 or more 2 (one or two more dice)
victory-throw-due = the dice are being thrown
victory-more-one-or-two = you may throw one or two more dice: more 1 or more 2
victory-choose-first = you threw { $dice }: first choose more 1 or more 2
victory-already-more = the dice are thrown; move your car (points within reach: { $points }) or stay
victory-not-reachable = point { $point } is out of reach; points within reach: { $points }
victory-too-many-faces = you threw { $n } { $colour } faces only; points within reach: { $points }
victory-no-line = no { $colour } line runs from { $from } forwards to { $to }; points within reach: { $points }
victory-blocked = a car stands on point { $point }: no overtaking; points within reach: { $points }

victory-end-finish = finished { $laps ->
    [one] the lap
   *[other] { $laps } laps
} first
victory-end-last = the last car in the race
victory-end-cap = the { $plies }-ply limit was reached

victory-panel = lap { $laps } of { $of }
victory-panel-out = out of the race

victory-moved = { $seat } threw { $dice } and drove to { $to }
victory-stayed = { $seat } threw { $dice } and stayed
victory-lost-turn = { $seat } threw { $dice }: three crosses, the turn is lost
victory-went-out = { $seat } threw { $dice }: four crosses or more, out of the race

victory-caption-first = { $seat } throws three dice
victory-caption-choose = { $seat } threw { $dice }: more 1 or more 2?
victory-caption-second = { $seat } throws { $n ->
    [one] one more die
   *[other] { $n } more dice
}
victory-caption-move = { $seat } moves: { $red } red, { $blue } blue
