# Parole di Oh-Wah-Ree (ogni regolamento).

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
oh-wah-ree-seat-red = Rosso
oh-wah-ree-seat-blue = Blu
oh-wah-ree-seat-green = Verde
oh-wah-ree-seat-yellow = Giallo

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
oh-wah-ree-expected = una mossa indica una buca { $seat-di }, da { $first } a { $last } (numerate da 1 a 12 lungo l'anello), per esempio { $first }
oh-wah-ree-expected-dir = una mossa indica una buca { $seat-di }, da { $first } a { $last } (numerate da 1 a 12 lungo l'anello), e una direzione, cw (orario) o ccw (antiorario), per esempio { $first } ccw
oh-wah-ree-may-stop = { $seat } può seminare ancora o fermarsi (basta)
oh-wah-ree-nest = la buca { $pit } è un nido { $seat-di }: nessuna semina parte da un nido
oh-wah-ree-nest-made = nido creato in { $pit }
oh-wah-ree-no-capture-starve = nessuna cattura: lascerebbe senza semi il giocatore seguente
oh-wah-ree-no-starving = la buca { $pit } catturerebbe tutti i semi { $other-di }, e altre mosse no: { $moves }
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
option-oh-wah-ree-seats = giocatori al tavolo, da 2 a 4 (6, 4 o 3 buche ciascuno; 4, 5 o 6 semi per buca)
    .name = giocatori

# Word moves: shown on buttons and in replies, typed back, and what a player did.
oh-wah-ree-word-red-first = rosso-inizia
    .typed = rosso-inizia rosso
    .played = inizia il Rosso
oh-wah-ree-word-blue-first = blu-inizia
    .typed = blu-inizia blu
    .played = inizia il Blu
oh-wah-ree-word-cw = orario
    .typed = orario
    .played = semina in senso orario
oh-wah-ree-word-ccw = antiorario
    .typed = antiorario
    .played = semina in senso antiorario
