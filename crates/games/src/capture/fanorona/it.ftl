# Parole del Fanorona (entrambe le regole).

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
fanorona-seat-white = Bianco
fanorona-seat-black = Nero

option-fanorona-vela = il colore di chi fa vela, il vincitore della partita precedente: nero o bianco; l'altro muove per primo e cattura
    .name = vincitore
    .values = nero bianco
fanorona-notation = una mossa è la serie dei punti toccati dal pezzo, uniti da -, come e2-e3 o f4-e3A-e4W (A avvicinamento, W allontanamento, scritti quando un passo potrebbe catturare in entrambi i modi)
fanorona-off-board = { $point } non è sulla tavola: i punti vanno da a1 a i5
fanorona-no-pass = si passa solo facendo vela, senza passi possibili
fanorona-empty = non c'è un pezzo in { $point }
fanorona-not-yours = il pezzo in { $point } non è tuo
fanorona-no-line = nessuna linea unisce { $from } e { $to }: un pezzo si sposta su un punto vicino lungo una linea
fanorona-occupied = { $point } non è vuoto
fanorona-vela-steps = { $seat } fa vela: un solo passo che non catturi nulla
fanorona-must-capture = catturare è obbligatorio: possono catturare i pezzi in { $pieces }
fanorona-paika-one-step = una mossa che non cattura è un solo passo
fanorona-vela-single = durante la vela una cattura prende un solo pezzo e non prosegue
fanorona-revisit = il pezzo è già passato da { $point } in questo turno
fanorona-same-direction = una catena non va due volte di seguito nella stessa direzione
fanorona-chain-captures = il passo in { $point } non cattura nulla: ogni passo dopo il primo deve catturare
fanorona-no-withdrawal = il passo in { $point } non può catturare per allontanamento
fanorona-no-approach = il passo in { $point } non può catturare per avvicinamento
fanorona-not-legal = non è una mossa valida qui
fanorona-wiped-out = { $seat } non ha più pezzi
fanorona-blocked = { $seat } non può muovere
fanorona-quiet = { $turns } turni senza catture
fanorona-repetition = la stessa posizione si è presentata per la terza volta
fanorona-took = { $n ->
    [one] ha catturato 1 pezzo
   *[other] ha catturato { $n } pezzi
}
fanorona-pieces = { $n ->
    [one] 1 pezzo
   *[other] { $n } pezzi
}
fanorona-vela-caption = VELA: { $seat } ha sacrificato { $n }/{ $of }
