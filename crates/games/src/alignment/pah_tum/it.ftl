# Parole di Pah Tum.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
pahtum-seat-first = Primo
pahtum-seat-second = Secondo

# Mosse a parole: mostrate sui pulsanti e nelle risposte; .typed elenca ciò che si può scrivere,
# .played dice cosa ha fatto chi l'ha giocata, dopo il suo nome.
pahtum-word-swap = scambia
    .typed = scambia scambio
    .played = scambia i colori

pahtum-white = Bianco
pahtum-black = Nero
pahtum-notation = una mossa è una casella libera, una lettera di colonna e un numero di riga fino a { $last }, come d4 (vale anche place d4); subito dopo il primo pezzo del Bianco il Nero può rispondere scambia
pahtum-off-board = { $square } è fuori dal tavoliere, la cui ultima casella è { $last }
pahtum-blocked = la casella { $square } è bloccata
pahtum-occupied-white = in { $square } c'è già un pezzo bianco
pahtum-occupied-black = in { $square } c'è già un pezzo nero
pahtum-not-now = ora non si può giocare in { $square }
pahtum-throwing = si stanno ancora estraendo i blocchi; il primo pezzo viene dopo
pahtum-swap-closed = può scambiare solo il Nero, e solo subito dopo il primo pezzo del Bianco
pahtum-no-swap = questa partita si gioca senza lo scambio dei colori
pahtum-more-points = { $points ->
    [one] 1 punto
   *[other] { $points } punti
} a { $other }
pahtum-equal = entrambi hanno { $points ->
    [one] 1 punto
   *[other] { $points } punti
}
pahtum-blocks-odd = il numero dei blocchi deve essere dispari (5, 7, 9, 11 o 13), non { $n }
pahtum-symmetric-even = una disposizione simmetrica richiede un lato dispari, non { $size }
pahtum-swapped = { $seat } ha scambiato i colori: ora { $seat } gioca il Bianco con il pezzo già posato, e { $other } gioca il Nero e muove
pahtum-panel = { $colour }: { $points ->
    [one] 1 punto
   *[other] { $points } punti
}
pahtum-throwing-caption = blocchi estratti: { $n } su { $total }
pahtum-pie = { $seat } gioca il Nero: posa un pezzo, oppure scambia per prendere il Bianco e il suo pezzo
pahtum-to-move = Muove { $seat } con il { $colour } (ultimo pezzo in { $square })
pahtum-opens = { $seat } apre con il { $colour }
option-pahtum-size = il lato del tavoliere, da 5 a 9 caselle (7 se non si sceglie)
    .name = misura
option-pahtum-blocks = quanti blocchi si estraggono prima di giocare: 5, 7, 9, 11 o 13
    .name = blocchi
option-pahtum-symmetric = blocchi disposti in simmetria rispetto al centro (solo lati dispari)
    .name = simmetrico
option-pahtum-swap = il Nero può scambiare i colori subito dopo il primo pezzo del Bianco
    .name = scambio
