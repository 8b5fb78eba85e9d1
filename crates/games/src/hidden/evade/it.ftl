# Parole di Evade.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
evade-seat-yellow = Giallo
evade-seat-blue = Blu

# Mosse a parole: mostrate sui pulsanti e nelle risposte; .typed elenca ciò che si può scrivere,
# .played dice cosa ha fatto chi l'ha giocata, dopo il suo nome.
evade-word-fugitives = fuggitivi
    .typed = fuggitivi
    .played = ha scelto i suoi Fuggitivi
evade-word-peek = sbircia
    .typed = sbircia sbircio guarda controlla
    .played = ha sbirciato il suo pezzo in
evade-word-yellow-first = giallo-inizia
    .typed = giallo-inizia
    .played = ha sorteggiato chi comincia
evade-word-blue-first = blu-inizia
    .typed = blu-inizia
    .played = ha sorteggiato chi comincia

option-evade-peeking = se si può sbirciare uno dei propri pezzi (in quel turno niente congelamenti)
    .name = sbirciare
option-evade-match = gioca una serie di partite fino a questo punteggio, da 10 a 200 (di solito 50): una partita vinta vale 10 punti, una patta 5 a testa; 0, il valore predefinito, è una partita sola
    .name = serie
option-evade-penalty = in una serie, congelare con un proprio Fuggitivo costa 10 punti invece della partita, e il gioco continua
    .name = penalita
evade-match-range = una serie si gioca a un punteggio da { $min } a { $max } (di solito 50), oppure serie=0 per una partita sola: { $given } non va bene
evade-penalty-needs-match = la penalità vale solo in una serie: aggiungi un punteggio come serie=50 (da 10 a 200), oppure togli penalita

evade-wait-toss = prima si sorteggia chi comincia, poi ciascuno sceglie i suoi Fuggitivi
evade-notation = una mossa sposta un tuo pezzo libero su una casella vicina, come c1-c2; sbircia c3 guarda prima il tuo pezzo in c3
evade-choose-notation = scegli i tuoi due Fuggitivi fra i tuoi sei pezzi, come fuggitivi b1 e1
evade-choose-two = scegli due pezzi diversi
evade-choose-own = scegli fra i tuoi sei pezzi, sulla tua prima traversa
evade-chosen-already = i Fuggitivi si scelgono prima di cominciare; ora muovi un pezzo, come c1-c2
evade-no-pass = puoi passare solo se nessun tuo pezzo può muovere
evade-no-peeking = in questa partita non si sbircia
evade-one-peek = una sola sbirciata per turno: ora muovi un pezzo, senza congelare
evade-no-peek-stuck = nessun tuo pezzo può muovere: passa
evade-peek-own = puoi sbirciare solo uno dei tuoi pezzi
evade-peek-notation = per sbirciare indica uno dei tuoi pezzi, come sbircia c3
evade-not-yours = in { $square } non c'è un tuo pezzo libero
evade-frozen = il tuo pezzo in { $square } è congelato per sempre
evade-king-step = un pezzo si sposta di una casella in qualsiasi direzione, come il re degli scacchi
evade-onto-own = un pezzo non può andare su un altro tuo pezzo
evade-onto-frozen = un pezzo non può andare su una pila congelata
evade-no-freeze-after-peek = in questo turno hai sbirciato e non puoi congelare: vai su una casella vuota

evade-escaped = { $seat } ha portato un Fuggitivo sulla traversa opposta
evade-fugitive-froze = { $seat } ha congelato un pezzo con un Fuggitivo
evade-all-frozen = tutti e dodici i pezzi sono congelati
evade-stuck = nessuno dei due può muovere
evade-quiet = { $turns } mosse di fila senza congelamenti
evade-panel = { $free ->
    [one] 1 libero
   *[other] { $free } liberi
}, { $frozen ->
    [one] 1 congelato
   *[other] { $frozen } congelati
}
evade-panel-series = { $points } punti · { $free ->
    [one] 1 libero
   *[other] { $free } liberi
}, { $frozen ->
    [one] 1 congelato
   *[other] { $frozen } congelati
}
evade-caption-series = Serie a { $target } — Giallo { $yellow } · Blu { $blue }, partita { $game }: { $now }
evade-match-over = { $yellow } a { $blue } in una serie a { $target } punti, dopo { $games } partite; l'ultima: { $how }
evade-penalty = { $seat } ha congelato con un Fuggitivo in { $square }: perde { $points } punti, e ora tutti sanno che quel pezzo è un Fuggitivo
evade-game-ended = la partita { $game } è finita: { $how }; i Fuggitivi del Giallo erano in { $yellow1 } e { $yellow2 }, quelli del Blu in { $blue1 } e { $blue2 }
evade-game-begins = comincia la partita { $game } della serie: ciascuno sceglie in segreto due nuovi Fuggitivi, prima il Giallo; poi muove per primo { $seat }
evade-froze = i pezzi in { $square } restano congelati per sempre
evade-passed = { $seat } non poteva muovere e ha passato
evade-caption-toss = si sorteggia chi muove per primo
evade-caption-choose = { $seat } sceglie in segreto due Fuggitivi
evade-caption-turn = muove { $seat }
evade-caption-peeked = { $seat } ha sbirciato in { $square }: ora una mossa, senza congelare
evade-glimpse-fugitive = il tuo pezzo in { $square } è un Fuggitivo
evade-glimpse-guard = il tuo pezzo in { $square } è una Guardia
