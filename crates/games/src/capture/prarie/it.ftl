# Parole di Prärie (la partita e l'incontro con handicap).

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
prarie-seat-bison = Bisonte
prarie-seat-indian = Indiano

prarie-notation = una mossa va dalla casella di un pezzo a un'altra, come f7 f6 o d2 d5; il Capo cattura così: e3xe4
prarie-off-board = { $square } non è sul tavoliere: le caselle vanno da a1 a k7
prarie-no-pass = si passa solo quando nessun tuo pezzo può muovere
prarie-not-legal = mossa non legale qui
prarie-clear-first = { $seat } deve prima lasciare vuote { $n ->
    [one] ancora 1 casella
   *[other] ancora { $n } caselle
} della traversa 7, come xa7
prarie-clear-over = le caselle della traversa 7 si lasciano vuote solo prima della prima mossa dei Bisonti
prarie-say-where = di' dove va il pezzo in { $square }, come { $square } …
prarie-same-square = una mossa deve lasciare la sua casella
prarie-bison-forward = il Bisonte in { $square } si muove solo di una casella in avanti, verso la traversa 1
prarie-occupied = { $square } non è vuota
prarie-chief-one = il Capo si muove di una casella, in qualunque direzione
prarie-river = il Capo e i Cani non attraversano mai i fiumi: restano fra la traversa 2 e la 6
prarie-dog-lines = un Cane si muove lungo una traversa, una colonna o una diagonale, come la regina degli scacchi
prarie-in-the-way = { $square } è d'intralcio: i pezzi non saltano mai
prarie-dog-no-capture = i Cani non catturano mai: solo il Capo prende un Bisonte
prarie-empty = non c'è nessun pezzo in { $square }
prarie-not-yours = il pezzo in { $square } non è { $seat-di }
prarie-across = un Bisonte ha attraversato il fiume fino a { $square }
prarie-all-taken = tutti i Bisonti sono stati catturati
prarie-blocked = nessun Bisonte può muovere
prarie-series-score = il giocatore dei Bisonti ha vinto { $bisons ->
    [one] 1 partita
   *[other] { $bisons } partite
}, quello degli Indiani { $indians }
prarie-game-won = partita { $game } vinta { $seat-da }: { $reason }
prarie-takes = il Capo prende il Bisonte in { $square }
prarie-panel-bisons = { $n ->
    [one] 1 Bisonte
   *[other] { $n } Bisonti
}
prarie-panel-indians = { $n ->
    [one] 1 preso
   *[other] { $n } presi
}
prarie-panel-bisons-series = { $n ->
    [one] 1 Bisonte
   *[other] { $n } Bisonti
} · { $wins ->
    [one] 1 partita vinta
   *[other] { $wins } partite vinte
}
prarie-panel-indians-series = { $n ->
    [one] 1 preso
   *[other] { $n } presi
} · { $wins ->
    [one] 1 partita vinta
   *[other] { $wins } partite vinte
}
prarie-caption-start = muove per primo { $seat }: vince un Bisonte che passa il fiume opposto
prarie-caption-played = { $seat } ha giocato { $move }; muove { $next }
prarie-caption-clear = { $seat } lascia vuote { $n ->
    [one] ancora 1 casella
   *[other] ancora { $n } caselle
} della traversa 7
prarie-caption-moves-left = { $seat-a } { $n ->
    [one] resta 1 mossa
   *[other] restano { $n } mosse
} in questo primo turno
prarie-caption-game = Partita { $game } di { $games }, { $bisons ->
    [one] 1 Bisonte
   *[other] { $bisons } Bisonti
}, { $first ->
    [one] 1 mossa iniziale
   *[other] { $first } mosse iniziali
}: { $now }
option-prarie-games = partite della serie, da 2 a 11; vince l'incontro chi ne vince più della metà
    .name = partite
option-prarie-bonus = di-fila: il primo turno dei Bisonti ha 1 mossa in più per ogni vittoria di fila degli Indiani (una vittoria dei Bisonti azzera); totale: per ogni vittoria degli Indiani nella serie
    .name = premio
    .values = di-fila totale
