# Words of Corona.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
corona-seat-first = First
corona-seat-second = Second
corona-seat-third = Third
corona-seat-fourth = Fourth
corona-seat-fifth = Fifth
corona-seat-sixth = Sixth
corona-seat-seventh = Seventh

# Word moves: shown on buttons and in replies; .typed lists what players may type,
# .played says what a player did, after their name.
corona-word-base = base
    .typed = base
    .played = laid a base on
corona-word-random = random
    .typed = random
    .played = asked for a random layout
corona-word-bid = bid
    .typed = bid
    .played = bid
corona-word-sealed = sealed
    .typed = sealed
    .played = made a sealed bid

option-corona-seats = players, 2 to 7
    .name = seats
option-corona-end = how the game ends: rounds (after a number of rounds), broke (when a player has no counters left) or doubled (when a player has doubled their counters)
    .name = end
    .values = rounds broke doubled
option-corona-rounds = rounds to play when the game ends after rounds; 0 for two per player
    .name = rounds
option-corona-layout = who lays out the bases: setter (a player, in turn) or random (thrown every round)
    .name = layout
    .values = setter random

corona-notation-set = lay out a base on a space from 1 to 12, like base 7 (six in one line, like 2 7 7 11 4 1), or ask for random
corona-notation-bid = bid a score from 1 to { $most }, like bid 13, or pass
corona-notation-plan = move a pawn by its letter (B blue, R red, G green, W white, Y yellow, K black) and the space of a base not moved yet, like B2; the whole plan may be sent at once, like B2 Y7 K7 G11 W4 R1
corona-no-such-space = there is no space { $space }: the spaces go from 1 to 12
corona-bid-range = a bid of { $n } is not possible: bids go from 1 to { $most }
corona-pawn-moved = the { $pawn } pawn has already moved
corona-no-base-there = no base waits on space { $space }: the bases not moved yet are on { $spaces }

corona-end-rounds = { $rounds ->
    [one] 1 round played
   *[other] { $rounds } rounds played
}
corona-end-broke = { $seat } has no counters left
corona-end-doubled = { $seat } has doubled their counters
corona-end-cap = { $rounds } rounds played, the most a game lasts

corona-panel = { $counters ->
    [one] 1 counter
   *[other] { $counters } counters
}
corona-panel-bid = { $counters ->
    [one] 1 counter
   *[other] { $counters } counters
}, { $bid }
corona-bid-sealed = bid sealed
corona-bid-waiting = to bid
corona-bid-of = bid { $n }
corona-bid-pass = passed
corona-bid-barred = sits out
corona-bid-declarer = declarer, bid { $n }

corona-caption-set = { $seat } lays out the bases: { $left } to go
corona-caption-place = the bases are thrown onto the ring: { $left } to go
corona-caption-roll = the dice are thrown: { $left } to go
corona-caption-bid = { $seat } bids sealed, 1 to { $most }, or passes
corona-caption-plan = { $seat } bid { $bid } and moves the pawns: { $score ->
    [one] 1 point
   *[other] { $score } points
} so far

corona-step = { $pawn } from { $from } to { $to }: { $points ->
    [0] no points
    [one] 1 point
   *[other] { $points } points
}
corona-settled-void = nobody bid: the round is void
corona-settled-made = { $seat } scored { $score } for a bid of { $bid } (the best was { $best }): every other player pays a counter
corona-settled-failed = { $seat } scored { $score } for a bid of { $bid } (the best was { $best }) and pays every other player a counter
