# Parole di Layli Goobalay (la partita e l'incontro).

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
layli-seat-south = Sud
layli-seat-north = Nord

layli-end-poor = { $why }; { $seat-a } sono rimasti meno di { $seeds } semi dopo la manche { $round }
layli-panel-uurs = { $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    } + { $uurs } negli uur
layli-round-cap = la manche ha raggiunto { $moves } mosse
layli-round-poorer = nuova manche: il giocatore più povero distribuisce i suoi semi, l'altro altrettanti
layli-round-same = nuova manche: entrambi distribuiscono gli stessi semi
layli-stop-uur = un uur chiude la semina
layli-uur = la buca { $pit } è un uur { $seat-di }: non se ne può mai prelevare un seme
layli-uur-across = la buca di fronte è un uur: nessuna cattura
layli-uurs-and = e { $pit }
layli-uurs-made = uur creati: { $pit }
