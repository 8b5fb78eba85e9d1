# Parole di Turnier (entrambe le varianti).

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
turnier-seat-red = Rosso
turnier-seat-blue = Blu
turnier-seat-green = Verde
turnier-seat-yellow = Giallo

turnier-notation-place = nella fase di posizionamento una mossa è una casella vuota per il tuo pezzo, come { $example }
turnier-notation-remove = nella fase di rimozione una mossa è x e la casella di un pezzo avversario, come { $example }
turnier-notation-move = una mossa è la casella del tuo pezzo e dove va, come { $example }-… (un passo, o salti uniti da -), una bandiera come { $example }^, oppure fine
turnier-not-a-cell = { $cell } non è una casella di questo tavoliere
turnier-occupied = { $cell } non è vuota
turnier-remove-enemy = su { $cell } non c'è un pezzo avversario
turnier-not-yours = non hai un pezzo su { $cell }
turnier-no-flag-here = ora non puoi mettere una bandiera su { $cell }: la bandiera va su un tuo pezzo in un territorio che occupi da solo e senza bandiere, subito dopo la tua mossa
turnier-must-capture = dopo una cattura puoi solo catturare ancora, mettere una bandiera o chiudere con fine
turnier-stuck = il pezzo su { $cell } non può muoversi
turnier-cannot-reach = il pezzo su { $cell } non può andare lì; può andare in { $moves }
turnier-wrong-phase = questa mossa non appartiene a questa fase
turnier-three-flags = tre bandiere piantate
turnier-three-held = tre territori occupati insieme
turnier-last-standing = tutti gli altri giocatori sono fuori
turnier-quiet = { $turns } turni di movimento senza catture
turnier-team-flags = i compagni hanno piantato quattro bandiere in tutto
turnier-team-held = i compagni occupano quattro territori insieme
turnier-last-team = tutti i giocatori dell'altra squadra sono fuori
turnier-partners-need-four = il gioco a coppie vuole quattro giocatori
option-turnier-partners = quattro giocatori in due squadre: Rosso e Verde contro Blu e Giallo (il consiglio del testo)
    .name = squadre
turnier-ply-cap = si sono giocate { $plies } mosse
turnier-panel-flags = { $flags ->
    [one] 1 bandiera
   *[other] { $flags } bandiere
}, { $pieces ->
    [one] 1 pezzo
   *[other] { $pieces } pezzi
}
turnier-panel-held = { $held ->
    [one] 1 territorio
   *[other] { $held } territori
}, { $pieces ->
    [one] 1 pezzo
   *[other] { $pieces } pezzi
}
turnier-panel-out = fuori, { $pieces ->
    [one] 1 pezzo
   *[other] { $pieces } pezzi
}
turnier-caption-place = posizionamento: tocca a { $seat } mettere un pezzo ({ $left } in mano)
turnier-caption-remove = rimozione: { $seat } deve togliere { $left ->
    [one] ancora 1 pezzo avversario
   *[other] ancora { $left } pezzi avversari
}
turnier-caption-move = tocca a { $seat }
turnier-caption-chain = { $seat } ha catturato: un'altra cattura, una bandiera o fine
turnier-caption-flag = { $seat } può mettere una bandiera, o chiudere con fine
option-turnier-seats = giocatori, da 2 a 4 (ognuno per sé)
    .name = giocatori
option-turnier-capturer-only = solo il pezzo che ha catturato può fare la mossa di cattura in più, come in Castile
    .name = solo-catturante
option-turnier-third-party = un pezzo chiuso tra un tuo pezzo e quello di un terzo giocatore è catturato (il testo italiano)
    .name = terzo

# Mosse a parola: mostrate sui pulsanti e nelle risposte, riscritte dai giocatori, e cosa ha fatto il giocatore.
turnier-word-end = fine
    .typed = fine finisci
    .played = ha chiuso il turno
