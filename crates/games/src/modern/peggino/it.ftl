# Peggino e Peggino solitario: messaggi, nomi dei posti, aiuto delle opzioni.

peggino-seat-blue = Blu
peggino-seat-yellow = Giallo
peggino-seat-player = Giocatore

option-peggino-leftovers = dove vanno le due tessere della riserva non scartate: sopra (di nuovo sul tuo lato del mazzo) o sotto (sotto il mazzo, dal lato dell'avversario)
    .name = avanzi
    .values = sopra sotto
option-peggino-area = cosa conta per l'area: tutte (ogni casella coperta dal tuo colore) o piene (solo le caselle senza foro)
    .name = superficie
    .values = tutte piene

peggino-end-deck = il mazzo è finito; superficie { $blue } a { $yellow }
peggino-end-pegs = l'ultimo perno è infilato; superficie { $blue } a { $yellow }
peggino-end-full = non resta un foro per un perno; superficie { $blue } a { $yellow }
peggino-end-covered = il tavoliere è coperto con { $pegs } perni
peggino-end-stuck = non entra più nulla e il tavoliere non è coperto ({ $pegs } perni)

peggino-expected = un perno è una casella (d4); una tessera è la sua posizione 1–3 o D, la casella in alto a sinistra e la rotazione (2 c3 90); x e una posizione la scarta e chiude il turno (x3)
peggino-expected-solo = un perno è una casella (d4); una tessera è il suo nome, la casella in alto a sinistra e la rotazione (3c a7 0)
peggino-expected-draw = si sta pescando una tessera dal mazzo
peggino-peg-done = il perno di questo turno è già infilato: posa tessere, o scartane una per chiudere il turno
peggino-pegged = { $cell } ha già un perno
peggino-covered = { $cell } è sotto una tessera
peggino-no-pegs = non resta alcun perno da infilare
peggino-peg-first = prima infila un perno
peggino-tile-used = quella tessera è già sul tavoliere
peggino-empty-slot = in quella posizione non c'è alcuna tessera
peggino-overhang = la tessera sporgerebbe dal tavoliere
peggino-hole-empty = un foro della tessera resterebbe senza perno
peggino-solid-on-peg = la parte piena della tessera poggerebbe su un perno
peggino-discard-which = di' quale tessera della riserva scartare (x1, x2 o x3)
peggino-setup-seven = il Blu infila tutti e sette i perni iniziali
peggino-no-pass = il solitario non si passa: abbandona per arrenderti

peggino-panel = superficie { $area }
peggino-panel-solo = { $pegs ->
    [one] 1 perno usato
   *[other] { $pegs } perni usati
}, { $tiles ->
    [one] 1 tessera rimasta
   *[other] { $tiles } tessere rimaste
}

peggino-caption-setup = { $seat } infila perni (ancora { $n } al massimo)
peggino-caption-peg = { $seat } infila il perno del turno; restano { $pegs } perni e { $deck } tessere nel mazzo
peggino-caption-tiles = { $seat } posa tessere (1–3 o D), poi ne scarta una (x1–x3); restano { $pegs } perni e { $deck } tessere nel mazzo
peggino-caption-tiles-last = { $seat } gioca l'ultimo turno: tessere (1–3 o D), poi uno scarto chiude la partita
peggino-caption-draw = si pesca una tessera dal mazzo (ne restano { $deck })
peggino-caption-solo = copri il tavoliere: un perno in una casella, o una tessera (nome, casella in alto a sinistra, rotazione); restano { $pegs } perni
