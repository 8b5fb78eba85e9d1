# mancala: what the games of the family say (sowing stories, refusals,
# captions, scores, the ends of games).

mancala-cannot-pass = { $seat } cannot pass now
mancala-cannot-stop = { $seat } cannot stop now
mancala-caption-draw-score = Draw, { $first }–{ $second }: { $reason }
mancala-caption-lost = Lost: { $reason }
mancala-caption-played = { $now }. { $seat } played { $move }.
mancala-caption-played-alone = { $now }. Played { $move }.
mancala-caption-shared = Shared result: { $reason }
mancala-caption-toss = A coin toss decides who begins
mancala-caption-won-score = { $seat } wins, { $first }–{ $second }: { $reason }
mancala-capture = a capture
mancala-capture-across = the last seed in an empty pit of his own takes the pit across
mancala-empty-pit = pit { $pit } is empty
mancala-end-last-round = { $why }; round { $round } was the last
mancala-end-majority = captured a majority of the seeds
mancala-end-move-cap = { $moves } moves were played
mancala-end-move-cap-seeds = { $moves } moves were played: more seeds wins
mancala-end-no-move = { $seat } could not move
mancala-end-no-seeds = { $seat } had no seeds to sow
mancala-endless = the sowing from { $pit } would never end
mancala-expected-row = a move names one of { $seat }'s pits, { $first } to { $last } from { $seat }'s left (or 1 to { $pits }), e.g. { $first } or 3
mancala-laps = { $laps ->
        [one] 1 lap
       *[other] { $laps } laps
    }: { $path }
mancala-last-seed = last seed in { $pit }, making { $seeds }
mancala-last-seed-store = last seed in { $seat }'s store
mancala-moves-from-pit = from pit { $pit } the moves are: { $moves }
mancala-must-feed = { $other } has no seeds and { $seat } must feed him, but pit { $pit } does not reach him; feeding moves: { $moves }
mancala-not-your-pit = that is { $owner }'s pit { $pit }: { $seat } sows from his own pits
mancala-not-your-row = that is { $owner }'s pit { $pit }: { $seat } sows from his own row
mancala-pit-not-now = pit { $pit } cannot be played now; legal moves: { $moves }
mancala-round-to-move = Round { $round }: { $seat } to move
mancala-seat-took = { $seat } took { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    } ({ $pits }): { $why }
mancala-seeds = { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    }
mancala-sown-at = { $seeds ->
        [one] 1 seed sown
       *[other] { $seeds } seeds sown
    } from { $pit }
mancala-sown-from = { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    } from { $pit }
mancala-stop-nothing = nothing to sow
mancala-to-move = { $seat } to move
mancala-took = took { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    } ({ $pits }): { $why }
mancala-toss-pending = a coin toss decides who begins; it is thrown for you
awele-capture-two-three = 2 or 3 in the opponent's row
awele-end-cannot-feed = { $seat } could not feed { $other }
awele-end-ply-cap = the { $plies }-ply limit was reached
awele-end-repetition = the position repeated
awele-grand-slam = a grand slam captures nothing
awele-to-move-feed = { $seat } to move and must feed { $other }
bao-capture-facing = facing a full front pit
bao-end-front-empty = { $seat }'s front row is empty
bao-end-own-front-empty = { $seat } emptied his own front row
bao-expected = a move names one of { $seat }'s pits, { $front } (front row) or { $back } (back row) from his left, then L or R for the way the seeds go, and + to sow on through the house: e.g. { $example }
bao-front-first = without a capture the front row comes first: { $pit } is in the back row
bao-house-last = the house may start a turn only when every other front pit is empty
bao-kutakatia = kutakatia: { $pit } is the only pit the opponent could capture, so it may not be emptied
bao-mtaji-single = in mtaji a pit of one seed may not be played ({ $pit })
bao-must-capture = capturing is compulsory, and pit { $pit } does not capture
bao-namua-front = in namua a turn starts in the front row, not at { $pit }
bao-panel = { $phase }
bao-panel-no-house = { $phase }, no house
bao-safari = safari: emptied the house { $pit }
bao-single-seed-no-house = the house is gone: a turn without capture may not start from { $pit }, a single seed
bao-stop-house = the house ends a turn without capture
bao-stop-house-kept = the capture stops at the house, which he keeps
bao-tax = taxed the house: two seeds out of { $pit }
bao-to-move = { $seat } to move ({ $phase })
bao-to-move-kutakatia = { $seat } to move ({ $phase }); kutakatia guards { $pit }
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
hawalis-capture-facing = facing the empty inner pit that ended the sowing
hawalis-end-move-cap = { $moves } moves were played: more seeds on the board wins
hawalis-end-no-seeds = { $seat } has no seeds left
hawalis-expected = a move names one of { $seat }'s pits: { $inner } (inner row) or { $outer } (outer row), counted from his left, e.g. { $example }
hawalis-panel = { $left } left, { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    } captured
hawalis-single-into-empty = a single seed may move only into an empty pit; the pit after { $pit } is not
hawalis-single-last = pit { $pit } holds a single seed: it may be played only when no pit holds two or more
hawalis-single-never = pit { $pit } holds a single seed, which may never be played
layli-end-poor = { $why }; { $seat } was left with fewer than { $seeds } seeds after round { $round }
layli-panel-uurs = { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    } + { $uurs } in uurs
layli-round-cap = the round reached { $moves } moves
layli-round-poorer = a new round: the poorer player deals his seeds, the other as many
layli-round-same = a new round: both deal the same seeds
layli-stop-uur = an uur ends the sowing
layli-uur = pit { $pit } is an uur of { $seat }: no seed may ever be lifted from it
layli-uur-across = the pit across is an uur: no capture
layli-uurs-and = and { $pit }
layli-uurs-made = made uurs of { $pit }
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
tchuka-ruma-end-lost = the last seed fell in an empty hole
tchuka-ruma-end-stuck = no hole can be sown
tchuka-ruma-end-won = all eight seeds are in the Ruma
tchuka-ruma-expected = a move names a hole, 1 (farthest from the Ruma) to 4 (next to it), e.g. 3
tchuka-ruma-panel = { $seeds } of { $all } in the Ruma
tchuka-ruma-stop-lost = an empty hole: the game is lost
tchuka-ruma-stop-ruma = the Ruma: choose the next hole
tchuka-ruma-to-move = Choose a hole to sow
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

## Options: one line of help each, for challenge pickers
option-hawalis-direction = which way seeds travel round a player's two rows
option-oh-wah-ree-seats = players at the table, 2 to 4 (6, 4 or 3 pits each; 4, 5 or 6 seeds a pit)
