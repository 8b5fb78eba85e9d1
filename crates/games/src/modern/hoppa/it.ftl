# Parole di Hoppa.

# Nomi dei posti (il nucleo li cerca come <chiave>-seat-<nome inglese del posto>).
hoppa-seat-red = Rosso
hoppa-seat-yellow = Giallo

hoppa-notation = una mossa è una casella vuota dove posare un disco, come d4; un disco singolo spostato su una casella vicina, come c3>d4; o il disco in cima a una colonna che salta sulla casella vuota oltre, come b2xd4
hoppa-where = di' dove va il disco in { $cell }; mosse valide da lì: { $legal }
hoppa-occupied = { $cell } è occupata: un disco si posa su una casella vuota
hoppa-empty = in { $cell } non c'è alcun disco
hoppa-not-yours = il pezzo in { $cell } non è di { $seat }
hoppa-not-line = { $to } non è in linea retta da { $from } entro tre caselle; mosse valide da { $from }: { $legal }
hoppa-onto-empty = un disco si sposta solo su una casella occupata; mosse valide da qui: { $legal }
hoppa-lone = si sposta su una casella vicina solo un disco singolo, e in { $cell } c'è una colonna: ne esce solo saltando; mosse valide da qui: { $legal }
hoppa-too-tall = la colonna in { $cell } è già alta tre; mosse valide da qui: { $legal }
hoppa-superko = la mossa riporterebbe una posizione già vista; mosse valide da qui: { $legal }
hoppa-jump-short = un salto passa sopra uno o due pezzi e atterra oltre; mosse valide da qui: { $legal }
hoppa-lone-jump = salta solo una colonna, e in { $cell } c'è un disco singolo; mosse valide da qui: { $legal }
hoppa-land-taken = un salto atterra su una casella vuota, e { $cell } è occupata; mosse valide da qui: { $legal }
hoppa-gap = { $cell } è vuota: un salto non passa mai sopra un vuoto; mosse valide da qui: { $legal }
hoppa-own = il pezzo in { $cell } è tuo: non si saltano mai i propri; mosse valide da qui: { $legal }
hoppa-long-two = una colonna di due salta sopra un solo pezzo; mosse valide da qui: { $legal }
hoppa-two-over-three = una colonna di due non può saltare la colonna di tre in { $cell }; mosse valide da qui: { $legal }
hoppa-refused = mossa non valida qui; mosse valide da qui: { $legal }
hoppa-stuck = { $seat } non ha mosse valide
hoppa-ply-cap = si sono giocate { $n } semimosse senza una fine
hoppa-panel = { $n ->
    [one] 1 disco attivo
   *[other] { $n } dischi attivi
}
hoppa-opens = apre { $seat }
hoppa-to-move = muove { $seat } (ultima mossa { $move })
option-hoppa-lift = lo spostamento può anche sollevare il tuo disco attivo dalla cima di una tua colonna
    .name = solleva
