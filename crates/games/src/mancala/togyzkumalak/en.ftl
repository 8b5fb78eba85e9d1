# Words of Togyzkumalak.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
togyzkumalak-seat-south = South
togyzkumalak-seat-north = North

togyzkumalak-capture-even = an even count in the opponent's row
togyzkumalak-capture-tuzdyk = a 3 made in the opponent's row, his tuzdyk now
togyzkumalak-declined = the tuzdyk was declined
togyzkumalak-end-kazan = { $seeds } seeds in a kazan
togyzkumalak-expected = a move names one of { $seat }'s holes, 1 to 9 from his left, e.g. 7; add n to decline a tuzdyk (3n)
togyzkumalak-no-tuzdyk = hole { $pit } makes no tuzdyk here: there is none to decline
togyzkumalak-panel-tuzdyk = { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    }, tuzdyk { $pit }
togyzkumalak-to-tuzdyk = seeds falling into a tuzdyk go to its owner
