# Words of Domemo.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
domemo-seat-red = Red
domemo-seat-blue = Blue
domemo-seat-green = Green
domemo-seat-yellow = Yellow
domemo-seat-white = White

# Word moves: shown on buttons and in replies; .typed lists what players may type,
# .played says what a player did, after their name.
domemo-word-stop = stop
    .typed = stop
    .played = stopped guessing

option-domemo-seats = players, 2 to 5
    .name = seats

domemo-notation = a move is a number from 1 to 7 that you think is in your own rack, like 5; after a right guess with 2 or 3 players you may also stop
domemo-no-stop = you may stop only after a right guess: guess a number from 1 to 7
domemo-no-stop-many = with 4 or 5 players there is one guess a turn and nothing to stop: guess a number from 1 to 7
domemo-no-such-number = there is no tile { $n }: the tiles go from 1 to 7
domemo-emptied = { $seat } emptied their rack
domemo-capped = { $guesses } guesses made: the fewest tiles left win
domemo-panel = { $tiles ->
    [one] 1 tile
   *[other] { $tiles } tiles
}
domemo-panel-wrong = { $tiles ->
    [one] 1 tile
   *[other] { $tiles } tiles
}, no { $wrong }
domemo-caption-deal = dealing the tiles: { $left } to go
domemo-caption-turn = { $seat } guesses a number in their own rack
domemo-caption-again = { $seat } guessed { $number }: right! Guess again, or stop
domemo-caption-right = { $guesser } guessed { $number }: right; { $seat } guesses next
domemo-caption-wrong = { $guesser } guessed { $number }: wrong; { $seat } guesses next
