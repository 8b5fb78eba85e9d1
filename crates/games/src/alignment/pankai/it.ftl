# Pankai e Universe: messaggi, nomi dei posti, opzioni, mosse a parole.

pankai-seat-red = Rosso
pankai-seat-blue = Blu
pankai-seat-yellow = Giallo
pankai-seat-green = Verde

option-universe-seats = quanti giocano, da 2 a 4: in due sul solo quadrato centrale, in tre sul quadrato e due zone laterali, in quattro su tutto il tavoliere
    .name = giocatori
option-universe-sides = in tre, le due zone laterali in gioco: sinistra-sotto, sinistra-sopra, destra-sotto, destra-sopra, sinistra-destra o sotto-sopra
    .name = lati
    .values = sinistra-sotto sinistra-sopra destra-sotto destra-sopra sinistra-destra sotto-sopra
option-universe-bonus = il vincitore continua a posare pezzi da solo e guadagna 1 punto in più per ciascuno (se spenta ogni vittoria vale 1 punto)
    .name = premio


pankai-end = { $loser } non poteva posare alcun pezzo; il vincitore ne ha posati { $bonus ->
    [one] altro 1
   *[other] altri { $bonus }
} da solo e fa { $points } punti
pankai-end-plain = { $loser } non poteva posare alcun pezzo

pankai-expected = indica un pezzo e le sue cinque caselle, come L a1-a4 b1 oppure X e4 d5 e5 f5 e6
pankai-expected-universe = indica un pezzo e le sue cinque caselle, come L d4-d7 e4 oppure X h8 g9 h9 i9 h10
pankai-expected-universe-bonus = indica un pezzo di bonus e le sue cinque caselle, come L d4-d7 e4, oppure basta
pankai-expected-bonus = indica un pezzo di bonus e le sue cinque caselle, come L a1-a4 b1, oppure basta
pankai-no-stop = basta chiude i pezzi di bonus del vincitore; ora bisogna posare un pezzo
pankai-off-board = { $cell } non è una casella di questo tavoliere
pankai-same-cell = indica cinque caselle diverse
pankai-five-cells = un pentamino copre cinque caselle, non { $n }
pankai-not-pentomino = { $cells } non formano un pentamino: cinque caselle unite per un lato
pankai-wrong-letter = { $cells } formano il pezzo { $piece }, non { $said }
pankai-used = il tuo { $piece } è già sul tavoliere; ti restano { $left }
pankai-not-in-use = { $cell } non è in gioco in questa partita
pankai-covered = { $cell } è già coperta
pankai-pocket = così resterebbe chiusa { $n ->
    [one] una casella vuota
   *[other] una zona di { $n } caselle vuote
} ({ $cells }): ogni zona vuota deve avere almeno cinque caselle

pankai-caption-start = { $seat } posa il primo pezzo
pankai-caption-laid = { $seat } ha posato { $piece }; tocca a { $next }
pankai-caption-bonus = { $seat } ha vinto e posa da solo pezzi di bonus ({ $bonus } finora), oppure si ferma
pankai-out = { $seat } non può posare alcun pezzo ed è fuori

pankai-panel = { $n ->
    [one] 1 pezzo in mano
   *[other] { $n } pezzi in mano
}
pankai-panel-out = fuori, { $n } in mano
pankai-panel-bonus = vincitore, { $bonus } di bonus

# Word moves: shown on buttons and in replies, typed back, and what a player did.
pankai-word-stop = basta
    .typed = basta stop fine
    .played = smette di posare pezzi di bonus
