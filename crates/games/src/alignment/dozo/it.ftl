# Parole di Dozo.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
dozo-seat-first = Primo
dozo-seat-second = Secondo
dozo-seat-third = Terzo

dozo-colour-red = rosso
dozo-colour-green = verde
dozo-colour-blue = blu
dozo-colour-yellow = giallo

dozo-notation = una mossa è un colore (rosso, verde, blu, giallo) e poi una casella vuota, la lettera della fila da A a G e il posto nella fila, come rosso D3
dozo-no-colour = di' anche il colore prima della casella (rosso, verde, blu, giallo), come rosso { $cell }
dozo-taken = su { $cell } c'è già un disco { $colour }; caselle vuote: { $empty }
dozo-none-left = non resta nessun disco { $colour }: scegli un altro colore
dozo-over = la partita è finita
dozo-triangle = un triangolo { $colour }
dozo-full = tutti i 28 dischi posati senza un triangolo
dozo-to-move = { $seat } posa un disco · restano: rosso { $red }, verde { $green }, blu { $blue }, giallo { $yellow }
option-dozo-seats = quanti giocatori: 2 o 3
    .name = giocatori

# Mosse a parola: il colore con cui comincia una mossa, mostrato nella lingua di chi legge.
dozo-word-r = rosso
    .typed = rosso r
    .played = ha posato un disco rosso in
dozo-word-g = verde
    .typed = verde v
    .played = ha posato un disco verde in
dozo-word-b = blu
    .typed = blu b
    .played = ha posato un disco blu in
dozo-word-y = giallo
    .typed = giallo g
    .played = ha posato un disco giallo in
