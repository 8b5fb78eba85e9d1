# Parole del Seega (ogni regolamento).

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
seega-seat-white = Bianco
seega-seat-black = Nero

option-seega-size = il lato del tavoliere: 5 (12 pezzi a testa), 7 (24) o 9 (40)
    .name = misura
seega-size-odd = il Seega si gioca su 5×5, 7×7 o 9×9, non su { $size }×{ $size }

seega-all-taken = { $seat } ha catturato tutti i pezzi avversari
seega-quiet = { $turns } turni senza catture; il conteggio: Bianco { $white }, Nero { $black }
seega-shut = { $seat } non poteva muovere e nessuno poteva liberargli una mossa; il conteggio: Bianco { $white }, Nero { $black }

seega-notation-place = i pezzi si piazzano due alla volta: indica due case libere diverse dal centro, { $centre }, come { $example }
seega-notation-move = una mossa sposta un pezzo di una casa in orizzontale o in verticale su una casa libera, come { $example }
seega-notation-remove = una mossa sposta un pezzo di una casa in orizzontale o in verticale su una casa libera, come { $example }; chi è bloccato scrive x e un pezzo nemico accanto a uno dei suoi, poi il passo nella sua casa, come xd3 c3-d3
seega-off-board = { $square } non è su questo tavoliere: le case vanno da a1 a { $last }
seega-centre = il centro, { $square }, resta libero mentre si piazzano i pezzi
seega-occupied = { $square } non è libera
seega-still-placing = si stanno ancora piazzando i pezzi: indica due case libere diverse da { $centre }
seega-two-squares = indica anche una seconda casa: ogni turno si piazzano due pezzi, come { $square } e un'altra casa libera
seega-same-square = indica due case diverse
seega-not-legal = mossa non consentita qui
seega-no-pass = puoi muovere, quindi non puoi passare
seega-not-blocked = puoi muovere: si toglie un pezzo solo quando non si può muovere
seega-remove-which = in { $square } non c'è un pezzo nemico accanto a uno dei tuoi
seega-remove-into = tolto il pezzo in { $square }, uno dei tuoi pezzi accanto deve spostarsi in { $square }
seega-blocked-remove = non puoi muovere: togli un pezzo nemico accanto a uno dei tuoi e sposta un tuo pezzo nella sua casa, come xd3 c3-d3
seega-blocked = non puoi muovere: passa, poi { $seat } dovrà liberarti una mossa
seega-stuck = il pezzo in { $square } non ha case libere accanto
seega-one-step = un pezzo si sposta di una casa in orizzontale o in verticale
seega-must-open = { $seat } non può muovere: la tua mossa deve lasciargli una mossa
seega-empty = in { $square } non c'è nessun pezzo
seega-not-yours = il pezzo in { $square } non è tuo
seega-removes = toglie il pezzo in { $square }
seega-takes = cattura { $squares }
seega-pieces = { $n ->
    [one] 1 pezzo
   *[other] { $n } pezzi
}
seega-caption-start = piazza per primo { $seat }: due pezzi per turno, mai in { $centre }
seega-caption-to-move = muove { $seat }
seega-caption-pass = { $seat } non poteva muovere e ha passato: { $next } deve liberargli una mossa
seega-caption-placed-all = tutti i pezzi sono sul tavoliere: comincia a muovere { $seat }, che ha piazzato l'ultima coppia
seega-caption-placed = { $seat } ha piazzato due pezzi, { $move }; ora piazza { $next }
seega-caption-removed = { $seat } non poteva muovere, ha tolto il pezzo in { $square } e ha giocato { $move }; muove { $next }
seega-caption-played = { $seat } ha giocato { $move }; muove { $next }
