# Parole dello Shax.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
shax-seat-white = Bianco
shax-seat-black = Nero

# Mosse a parole: mostrate sui pulsanti e nelle risposte; .typed elenca ciò che si può scrivere,
# .played dice cosa ha fatto chi l'ha giocata, dopo il suo nome.
shax-word-pass = passo
    .typed = passo passa
    .played = non ha mosse e chiede una via d'uscita

shax-notation = un piazzamento è un punto come c4, una rimozione sul tavoliere pieno è xb6, una mossa è b4-b2, e una mossa che fa jare aggiunge il pezzo che prende: b4-b2xf6
shax-not-a-point = { $written } non è un punto del tavoliere; i punti sono { $points }
shax-own-piece = in { $point } c'è un tuo pezzo
shax-nothing-to-remove = in { $point } non c'è un pezzo avversario da togliere
shax-remove-now = il tavoliere è pieno: ora { $seat } toglie un pezzo qualsiasi di { $other }, come xb6
shax-not-blocked = { $seat } ha una mossa, quindi non può chiedere una via
shax-blocked-pass = { $seat } non ha mosse: rispondi passo, e l'avversario deve aprirti una via
shax-still-placing = { $seat } ha ancora pezzi da posare, e i pezzi si muovono solo a tavoliere pieno: posane uno su un punto libero, come c4
shax-occupied = il punto { $point } è occupato
shax-no-removal-placing = un tris fatto posando non prende nulla; scrivi solo il punto
shax-nothing-to-place = { $seat } ha posato tutti i pezzi: muovine uno lungo una linea, come b4-b2
shax-no-piece = non hai pezzi in { $point }
shax-not-neighbours = { $from } e { $to } non sono vicini su una linea, e nello Shax i pezzi non volano
shax-oodan = una mossa che apre una via non prende nulla, anche se fa jare: scrivi solo { $move }
shax-must-open = { $seat } deve aprire una via a { $other }, che non ha mosse: { $options }
shax-must-remove = { $move } fa jare e prende un pezzo: { $options }
shax-one-removal = un jare prende un solo pezzo: { $options }
shax-no-jare = { $move } non fa jare, quindi non prende nulla
shax-not-legal = mossa non valida qui
shax-reduced = { $seat } è rimasto con 2 pezzi
shax-no-opening = nessuno può aprire una via a { $seat }
shax-quiet = { $n } semimosse di fila senza prese
shax-passed = { $seat } non ha mosse e chiede a { $other } di aprirgli una via
shax-panel = ha preso { $n }
shax-panel-jare = ha preso { $n } · primo jare
shax-placing = Posa { $seat } ({ $n } in mano)
shax-removing = { $seat } toglie un pezzo qualsiasi di { $other }
shax-opening = { $seat } deve aprire una via a { $other }
shax-blocked = { $seat } non ha mosse: passo per chiedere una via
shax-moving = Muove { $seat } ({ $n } di { $limit } semimosse senza prese)
