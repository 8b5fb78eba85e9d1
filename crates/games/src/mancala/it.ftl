# mancala: ciò che dicono i giochi della famiglia (racconto della semina,
# rifiuti, didascalie, punteggi, fine delle partite).

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
mancala-expected-row = una mossa indica una buca di { $seat }, da { $first } a { $last } partendo dalla sua sinistra (o da 1 a { $pits }), per esempio { $first } o 3
mancala-laps = { $laps ->
        [one] 1 giro
       *[other] { $laps } giri
    }: { $path }
mancala-last-seed = ultimo seme in { $pit }, che ora ne ha { $seeds }
mancala-last-seed-store = ultimo seme nel granaio di { $seat }
mancala-moves-from-pit = dalla buca { $pit } le mosse sono: { $moves }
mancala-must-feed = { $other } non ha semi e { $seat } deve sfamarlo, ma la buca { $pit } non gli porta semi; mosse che lo sfamano: { $moves }
mancala-not-your-pit = la buca { $pit } è di { $owner }: { $seat } semina dalle proprie buche
mancala-not-your-row = la buca { $pit } è di { $owner }: { $seat } semina dalla propria fila
mancala-pit-not-now = ora la buca { $pit } non si può giocare; mosse valide: { $moves }
mancala-round-to-move = Manche { $round }: tocca a { $seat }
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
mancala-to-move = Tocca a { $seat }
mancala-took = { $seeds ->
        [one] catturato 1 seme
       *[other] catturati { $seeds } semi
    } ({ $pits }): { $why }
mancala-toss-pending = chi comincia lo decide il lancio di una moneta, fatto per te
awele-capture-two-three = 2 o 3 nella fila avversaria
awele-end-cannot-feed = { $seat } non poteva sfamare { $other }
awele-end-ply-cap = raggiunto il limite di { $plies } mosse
awele-end-repetition = la posizione si è ripetuta
awele-grand-slam = un grand slam non cattura nulla
awele-to-move-feed = Tocca a { $seat }, che deve sfamare { $other }
bao-capture-facing = di fronte a una buca interna piena
bao-end-front-empty = la fila interna di { $seat } è vuota
bao-end-own-front-empty = { $seat } ha svuotato la propria fila interna
bao-expected = una mossa indica una buca di { $seat }, { $front } (fila interna) o { $back } (fila esterna) dalla sua sinistra, poi L o R per la direzione dei semi, e + per proseguire la semina oltre la nyumba: per esempio { $example }
bao-front-first = senza cattura ha la precedenza la fila interna: { $pit } è nella fila esterna
bao-house-last = la nyumba può iniziare un turno solo quando ogni altra buca interna è vuota
bao-kutakatia = kutakatia: { $pit } è l'unica buca che l'avversario potrebbe catturare, quindi non si può svuotare
bao-mtaji-single = nella mtaji non si gioca una buca con un solo seme ({ $pit })
bao-must-capture = la cattura è obbligatoria e la buca { $pit } non cattura
bao-namua-front = nella namua un turno parte dalla fila interna, non da { $pit }
bao-panel = { $phase }
bao-panel-no-house = { $phase }, senza nyumba
bao-safari = safari: svuotata la nyumba { $pit }
bao-single-seed-no-house = la nyumba non c'è più: un turno senza cattura non può partire da { $pit }, che ha un solo seme
bao-stop-house = la nyumba chiude un turno senza cattura
bao-stop-house-kept = la cattura si ferma alla nyumba, che il giocatore conserva
bao-tax = tassa della nyumba: due semi tolti da { $pit }
bao-to-move = Tocca a { $seat } ({ $phase })
bao-to-move-kutakatia = Tocca a { $seat } ({ $phase }); kutakatia su { $pit }
congklak-burnt = la buca { $pit } è bruciata in questa manche: non si può seminare
congklak-burnt-across = una buca bruciata non si può prendere: { $pit }
congklak-capture-across = una propria buca vuota dopo un giro
congklak-end-poor = { $why }; { $seat } non può riempire tre buche
congklak-expected = una mossa indica una buca di { $seat } col suo numero, da 1 (accanto al suo granaio) a 7, per esempio 4
congklak-panel = { $stored } nel granaio, { $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    } in tutto
congklak-round-cap = la manche { $round } ha raggiunto { $moves } mosse
congklak-round-over = la manche è finita: le buche vengono riempite di nuovo
congklak-stop-burnt = una buca bruciata chiude il turno
congklak-stop-store = il proprio granaio: muove ancora
congklak-stuck = { $seat } non poteva muovere nella manche { $round }
hawalis-capture-facing = di fronte alla buca interna vuota dove è finita la semina
hawalis-end-move-cap = sono state giocate { $moves } mosse: vince chi ha più semi sul tavoliere
hawalis-end-no-seeds = a { $seat } non restano semi
hawalis-expected = una mossa indica una buca di { $seat }: { $inner } (fila interna) o { $outer } (fila esterna), contando dalla sua sinistra, per esempio { $example }
hawalis-panel = { $left } in gioco, { $seeds ->
        [one] 1 seme catturato
       *[other] { $seeds } semi catturati
    }
hawalis-single-into-empty = un seme isolato può andare solo in una buca vuota, e la buca dopo { $pit } non lo è
hawalis-single-last = la buca { $pit } ha un solo seme: si può giocare solo quando nessuna buca ne ha due o più
hawalis-single-never = la buca { $pit } ha un solo seme, che non si può mai giocare
layli-end-poor = { $why }; a { $seat } sono rimasti meno di { $seeds } semi dopo la manche { $round }
layli-panel-uurs = { $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    } + { $uurs } negli uur
layli-round-cap = la manche ha raggiunto { $moves } mosse
layli-round-poorer = nuova manche: il giocatore più povero distribuisce i suoi semi, l'altro altrettanti
layli-round-same = nuova manche: entrambi distribuiscono gli stessi semi
layli-stop-uur = un uur chiude la semina
layli-uur = la buca { $pit } è un uur di { $seat }: non se ne può mai prelevare un seme
layli-uur-across = la buca di fronte è un uur: nessuna cattura
layli-uurs-and = e { $pit }
layli-uurs-made = uur creati: { $pit }
oh-wah-ree-capture-four = l'ultimo seme ha fatto 4
oh-wah-ree-capture-from-nest = l'ultimo seme è caduto in un nido avversario
oh-wah-ree-capture-owners-four = una buca di 4 va al suo proprietario
oh-wah-ree-capture-two-three = 2 o 3 in una buca avversaria
oh-wah-ree-end-by-pits = { $why }; decide la maggioranza delle buche
oh-wah-ree-end-by-seeds = { $why }; 6 buche a testa, decidono i semi catturati
oh-wah-ree-end-cannot-feed = { $seat } non poteva sfamare { $other } e gli ha dato i suoi semi
oh-wah-ree-end-collected = tutti i semi sono stati raccolti
oh-wah-ree-end-no-pit = { $seat } non aveva buche con semi
oh-wah-ree-end-nobody-moves = nessun giocatore poteva muovere
oh-wah-ree-end-quiet = { $moves } mosse senza catture
oh-wah-ree-end-quiet-nest = { $moves } mosse senza catture né nidi
oh-wah-ree-end-two-passes = due giocatori di fila non potevano muovere
oh-wah-ree-expected = una mossa indica una buca di { $seat }, da { $first } a { $last } (numerate da 1 a 12 lungo l'anello), per esempio { $first }
oh-wah-ree-expected-dir = una mossa indica una buca di { $seat }, da { $first } a { $last } (numerate da 1 a 12 lungo l'anello), e una direzione, cw (orario) o ccw (antiorario), per esempio { $first } ccw
oh-wah-ree-may-stop = { $seat } può seminare ancora o fermarsi (basta)
oh-wah-ree-nest = la buca { $pit } è un nido di { $seat }: nessuna semina parte da un nido
oh-wah-ree-nest-made = nido creato in { $pit }
oh-wah-ree-no-capture-starve = nessuna cattura: lascerebbe senza semi il giocatore seguente
oh-wah-ree-no-starving = la buca { $pit } catturerebbe tutti i semi di { $other }, e altre mosse no: { $moves }
oh-wah-ree-panel-nests = { $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    } ({ $nested } nei nidi)
oh-wah-ree-panel-pits = { $pits ->
        [one] 1 buca
       *[other] { $pits } buche
    }, { $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    }
oh-wah-ree-pits-change-hands = le buche catturate cambiano proprietario
oh-wah-ree-prepared = preparazione: 3 e 2 semi nelle due buche seguenti
oh-wah-ree-stop-empty = una buca vuota chiude il turno
oh-wah-ree-stop-empty-opponent = una buca avversaria vuota chiude il turno
oh-wah-ree-stop-own-nest = il proprio nido chiude il turno
oh-wah-ree-stop-sow-again = può seminare ancora
oh-wah-ree-stop-store = il proprio granaio: semina ancora
oh-wah-ree-to-prepare = { $seat } deve preparare: dei 5 semi di una buca, 3 e 2 nelle buche seguenti
tchuka-ruma-end-lost = l'ultimo seme è caduto in una buca vuota
tchuka-ruma-end-stuck = nessuna buca si può seminare
tchuka-ruma-end-won = tutti e otto i semi sono nella Ruma
tchuka-ruma-expected = una mossa indica una buca, da 1 (la più lontana dalla Ruma) a 4 (quella accanto), per esempio 3
tchuka-ruma-panel = { $seeds } su { $all } nella Ruma
tchuka-ruma-stop-lost = una buca vuota: la partita è persa
tchuka-ruma-stop-ruma = la Ruma: scegli la prossima buca
tchuka-ruma-to-move = Scegli una buca da seminare
togyzkumalak-capture-even = un numero pari nella fila avversaria
togyzkumalak-capture-tuzdyk = un 3 fatto nella fila avversaria, ora suo tuzdyk
togyzkumalak-declined = il tuzdyk è stato rifiutato
togyzkumalak-end-kazan = { $seeds } semi in un kazan
togyzkumalak-expected = una mossa indica una buca di { $seat }, da 1 a 9 dalla sua sinistra, per esempio 7; aggiungi n per rifiutare un tuzdyk (3n)
togyzkumalak-no-tuzdyk = qui la buca { $pit } non crea un tuzdyk: non c'è nulla da rifiutare
togyzkumalak-panel-tuzdyk = { $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    }, tuzdyk { $pit }
togyzkumalak-to-tuzdyk = i semi che cadono in un tuzdyk vanno al suo proprietario

## Options: one line of help each, for challenge pickers
option-hawalis-direction = in che verso i semi girano intorno alle due file di un giocatore
option-oh-wah-ree-seats = giocatori al tavolo, da 2 a 4 (6, 4 o 3 buche ciascuno; 4, 5 o 6 semi per buca)
