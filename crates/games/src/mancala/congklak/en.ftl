# Words of Congklak.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
congklak-seat-south = South
congklak-seat-north = North

congklak-burnt = hole { $pit } is burnt this round: it may not be sown
congklak-burnt-across = a burnt hole cannot be taken: { $pit }
congklak-capture-across = an empty hole of his own after a lap
congklak-end-poor = { $why }; { $seat } cannot fill three holes
congklak-expected = a move names one of { $seat }'s holes by its number, 1 (next to his store) to 7, e.g. 4
congklak-panel = { $stored } in store, { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    } in all
congklak-round-cap = round { $round } reached { $moves } moves
congklak-round-over = the round is over: the holes are refilled
congklak-stop-burnt = a burnt hole ends the turn
congklak-stop-store = his own store: he moves again
congklak-stuck = { $seat } could not move in round { $round }
