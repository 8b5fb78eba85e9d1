# Parole di Mimikri (il gioco dell'inganno e il gioco del no).

mimikri-seat-white = Bianco
mimikri-seat-black = Nero

mimikri-word-pass = passo
    .typed = passo
    .played = non aveva tentativi e ha passato
mimikri-word-arrange = disponi
    .typed = disponi dispongo
    .played = ha disposto i suoi cubi
mimikri-word-keep = tieni
    .typed = tieni tengo
    .played = ha tenuto i cubi nell'ordine estratto

mimikri-notation = una mossa è la casa di un tuo cubo e la casa dove va, come e2e4 o g1f3; un pedone che arriva all'ultima traversa aggiunge il pezzo che diventa, come e7e8d (d, t, a o c)
mimikri-not-yours = in { $square } non c'è un tuo cubo
mimikri-own-cube = in { $square } c'è già un tuo cubo
mimikri-tried = { $move } è già stata tentata in questo turno e ha avuto risposta: prova altro
mimikri-cannot = il tuo cubo in { $from } non può andare in { $to }: la tua vista (La mia vista) mostra le mosse che puoi tentare
mimikri-arrange-first = prima disponi i tuoi cubi: disponi e le loro otto lettere dalla colonna a alla colonna h, come disponi CAPPTDPP (D T A C P), oppure tieni per l'ordine estratto
mimikri-arrange-not-yours = questi non sono i tuoi otto cubi: nomina ciascuno dei tuoi una volta, dalla colonna a alla h, come disponi CAPPTDPP; la tua vista (La mia vista) li mostra
mimikri-caption-arrange = { $seat } dispone i suoi cubi in segreto
option-mimikri-arrange = se ogni giocatore, dopo l'estrazione, dispone in segreto i suoi otto cubi nell'ordine che preferisce, altrimenti resta l'ordine estratto
    .name = disporre
mimikri-checkmate = { $seat } è sotto scacco matto
mimikri-stalemate = { $seat } non può muovere e non è sotto scacco: stallo
mimikri-repetition = gli stessi cubi sulle stesse case per la terza volta
mimikri-fifty = cinquanta mosse a testa senza catture né mosse di pedone
mimikri-cap = { $turns } turni giocati: la partita è patta
mimikri-king-taken = { $seat } ha catturato il Re
mimikri-panel = { $cubes ->
    [one] 1 cubo
   *[other] { $cubes } cubi
}, { $lost } persi
mimikri-panel-deal = si estraggono i cubi
mimikri-caption-deal = si estraggono i cubi: ne mancano { $left }
mimikri-caption-turn = muove { $seat }
mimikri-caption-check = { $seat } è sotto scacco e muove
mimikri-check = scacco al { $seat }!
mimikri-refused = { $seat } ha tentato { $move }: rifiutata, lascerebbe il suo Re sotto scacco; ritenta
mimikri-failed = { $seat } ha tentato { $move }: illegale; ritenta ({ $left ->
    [one] resta 1 tentativo
   *[other] restano { $left } tentativi
})
mimikri-failed-turn-passes = { $seat } ha tentato { $move }: illegale, ed era il tentativo { $tries }: il turno passa
