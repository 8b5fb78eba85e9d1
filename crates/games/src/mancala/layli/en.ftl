# Words of Layli Goobalay (the game and the match).

# Seat names (the core finds them as <key>-seat-<seat's English name>).
layli-seat-south = South
layli-seat-north = North

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
