# Words of Känguruh and its variant for 2 and 3 players.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
kanguruh-seat-red = Red
kanguruh-seat-blue = Blue
kanguruh-seat-green = Green
kanguruh-seat-yellow = Yellow
kanguruh-seat-white = White
kanguruh-seat-black = Black

# Word moves: shown on buttons and in replies; .typed lists what players may type,
# .played says what a player did, after their name.
kanguruh-word-pawn = pawn
    .typed = pawn
    .played = chose pawn

option-kanguruh-seats = players, 2 to 6
    .name = seats
option-kanguruh-2p3p-seats = players, 2 or 3
    .name = seats
option-kanguruh-length = squares round the loop, 22 to 40 (30 by default; start on the first, finish on the last)
    .name = length
option-kanguruh-pawns = which pawn moves: choose (you pick one of your two every turn) or cycle (they take turns, the first one first)
    .name = pawns
    .values = choose cycle

kanguruh-notation = a move is roll (one more die) or stop (move now)
kanguruh-notation-pawns = a move is pawn 1 or pawn 2 (which pawn moves this turn), then roll (one more die) or stop (move now)
kanguruh-card-due = the next card is being turned up
kanguruh-die-due = a die is being thrown
kanguruh-no-such-pawn = there is no pawn { $n }: each player has pawn 1 and pawn 2
kanguruh-pawn-chosen = the pawn for this turn is chosen: { $seat } says roll or stop
kanguruh-choose-first = { $seat } first chooses the pawn to move: pawn 1 or pawn 2

kanguruh-end-deck = the cards have run out
kanguruh-end-race = { $points } points reached
kanguruh-end-cap = the { $plies }-ply limit was reached

kanguruh-square-start = start
kanguruh-square-finish = finish

kanguruh-panel = { $points ->
    [one] 1 point
   *[other] { $points } points
} ({ $cards ->
    [one] 1 card
   *[other] { $cards } cards
})
kanguruh-moved = { $carried ->
    [0] { $seat }'s pawn moved { $distance } to { $to }
    [one] { $seat }'s pawn moved { $distance } to { $to }, carrying 1 pawn
   *[other] { $seat }'s pawn moved { $distance } to { $to }, carrying { $carried } pawns
}
kanguruh-busted = { $seat } threw { $sum } in all: bust, { $pawns ->
    [one] the pawn goes
   *[other] { $pawns } pawns go
} back to the start
kanguruh-took = { $seat } took the card { $card }

kanguruh-caption = { $what } · card up { $card }, { $left } in the deck
kanguruh-caption-card = a card is turned up
kanguruh-caption-first = { $seat } throws the first die
kanguruh-caption-again = { $seat } throws one more die
kanguruh-caption-choose = { $seat } chooses a pawn: pawn 1 or pawn 2
kanguruh-caption-decide = { $seat }: { $dice ->
    [one] 1 die
   *[other] { $dice } dice
}, sum { $sum }: stop to move { $distance }, or roll
kanguruh-caption-rider = { $decide } (on top of { $turn }'s pawn)
