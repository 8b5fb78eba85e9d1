# Words of Oh-Wah-Ree (every rule set).

# Seat names (the core finds them as <key>-seat-<seat's English name>).
oh-wah-ree-seat-red = Red
oh-wah-ree-seat-blue = Blue
oh-wah-ree-seat-green = Green
oh-wah-ree-seat-yellow = Yellow

oh-wah-ree-capture-four = the last seed made 4
oh-wah-ree-capture-from-nest = the last seed fell in an opponent's nest
oh-wah-ree-capture-owners-four = a pit of 4 goes to its owner
oh-wah-ree-capture-two-three = 2 or 3 in an opponent's pit
oh-wah-ree-end-by-pits = { $why }; the majority of the pits decides
oh-wah-ree-end-by-seeds = { $why }; 6 pits each, captured seeds decide
oh-wah-ree-end-cannot-feed = { $seat } could not feed { $other } and gave him his seeds
oh-wah-ree-end-collected = every seed was collected
oh-wah-ree-end-no-pit = { $seat } owned no pit with seeds
oh-wah-ree-end-nobody-moves = no player could move
oh-wah-ree-end-quiet = { $moves } moves passed without a capture
oh-wah-ree-end-quiet-nest = { $moves } moves passed without a capture or a nest
oh-wah-ree-end-two-passes = two players in a row could not move
oh-wah-ree-expected = a move names one of { $seat }'s pits, { $first } to { $last } (numbered 1 to 12 round the ring), e.g. { $first }
oh-wah-ree-expected-dir = a move names one of { $seat }'s pits, { $first } to { $last } (numbered 1 to 12 round the ring), and a direction, cw or ccw, e.g. { $first } ccw
oh-wah-ree-may-stop = { $seat } may sow again or stop
oh-wah-ree-nest = pit { $pit } is { $seat }'s nest: no sowing starts from a nest
oh-wah-ree-nest-made = made a nest of { $pit }
oh-wah-ree-no-capture-starve = no capture: it would leave the next player without seeds
oh-wah-ree-no-starving = pit { $pit } would capture every seed { $other } has, and other moves do not: { $moves }
oh-wah-ree-panel-nests = { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    } ({ $nested } in nests)
oh-wah-ree-panel-pits = { $pits ->
        [one] 1 pit
       *[other] { $pits } pits
    }, { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    }
oh-wah-ree-pits-change-hands = the pits taken change hands
oh-wah-ree-prepared = prepared: 3 and 2 seeds into the next two pits
oh-wah-ree-stop-empty = an empty pit ends the turn
oh-wah-ree-stop-empty-opponent = an empty opponent's pit ends the turn
oh-wah-ree-stop-own-nest = his own nest ends the turn
oh-wah-ree-stop-sow-again = he may sow again
oh-wah-ree-stop-store = his own store: he sows again
oh-wah-ree-to-prepare = { $seat } to prepare: one pit's 5 seeds, 3 and 2 into the next pits
option-oh-wah-ree-seats = players at the table, 2 to 4 (6, 4 or 3 pits each; 4, 5 or 6 seeds a pit)
    .name = seats

# Word moves: shown on buttons and in replies, typed back, and what a player did.
oh-wah-ree-word-red-first = red-first
    .typed = red-first
    .played = Red starts
oh-wah-ree-word-blue-first = blue-first
    .typed = blue-first
    .played = Blue starts
oh-wah-ree-word-cw = cw
    .typed = cw clockwise
    .played = sowed clockwise
oh-wah-ree-word-ccw = ccw
    .typed = ccw anticlockwise counterclockwise
    .played = sowed anticlockwise
