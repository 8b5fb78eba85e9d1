# Le parole del motore dei mancala, comuni a tutti i mancala (racconto della semina, rifiuti,
# didascalie, punteggi, fine delle partite); le parole di ogni gioco sono nella sua cartella.

mancala-cannot-pass = ora { $seat } non può passare
mancala-cannot-stop = ora { $seat } non può fermarsi
mancala-caption-draw-score = Patta, { $first }–{ $second }: { $reason }
mancala-caption-lost = Partita persa: { $reason }
mancala-caption-played = { $now }. { $seat } ha giocato { $move }.
mancala-caption-played-alone = { $now }. Giocata: { $move }.
mancala-caption-shared = Pari merito: { $reason }
mancala-caption-toss = Il lancio di una moneta decide chi comincia
mancala-caption-won-score = Vince { $seat }, { $first }–{ $second }: { $reason }
mancala-capture = una cattura
mancala-capture-across = l'ultimo seme in una propria buca vuota prende la buca di fronte
mancala-empty-pit = la buca { $pit } è vuota
mancala-end-last-round = { $why }; la manche { $round } era l'ultima
mancala-end-majority = catturata la maggioranza dei semi
mancala-end-move-cap = sono state giocate { $moves } mosse
mancala-end-move-cap-seeds = sono state giocate { $moves } mosse: vince chi ha più semi
mancala-end-no-move = { $seat } non poteva muovere
mancala-end-no-seeds = { $seat } non aveva semi da seminare
mancala-endless = la semina da { $pit } non finirebbe mai
mancala-expected-row = una mossa indica una buca { $seat-di }, da { $first } a { $last } partendo dalla sua sinistra (o da 1 a { $pits }), per esempio { $first } o 3
mancala-laps = { $laps ->
        [one] 1 giro
       *[other] { $laps } giri
    }: { $path }
mancala-last-seed = ultimo seme in { $pit }, che ora ne ha { $seeds }
mancala-last-seed-store = ultimo seme nel granaio { $seat-di }
mancala-moves-from-pit = dalla buca { $pit } le mosse sono: { $moves }
mancala-must-feed = { $other } non ha semi e { $seat } deve sfamarlo, ma la buca { $pit } non gli porta semi; mosse che lo sfamano: { $moves }
mancala-not-your-pit = la buca { $pit } è di { $owner }: { $seat } semina dalle proprie buche
mancala-not-your-row = la buca { $pit } è di { $owner }: { $seat } semina dalla propria fila
mancala-pit-not-now = ora la buca { $pit } non si può giocare; mosse valide: { $moves }
mancala-round-to-move = Manche { $round }: tocca { $seat-a }
mancala-seat-took = { $seat } cattura { $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    } ({ $pits }): { $why }
mancala-seeds = { $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    }
mancala-sown-at = { $seeds ->
        [one] 1 seme seminato
       *[other] { $seeds } semi seminati
    } da { $pit }
mancala-sown-from = { $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    } da { $pit }
mancala-stop-nothing = niente da seminare
mancala-to-move = Tocca { $seat-a }
mancala-took = { $seeds ->
        [one] catturato 1 seme
       *[other] catturati { $seeds } semi
    } ({ $pits }): { $why }
mancala-toss-pending = chi comincia lo decide il lancio di una moneta, fatto per te
