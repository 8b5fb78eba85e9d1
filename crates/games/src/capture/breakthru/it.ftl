# Parole di Breakthru.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
breakthru-seat-black = Nero
breakthru-seat-white = Bianco

# Mosse a parole: mostrate sui pulsanti e nelle risposte; .typed elenca ciò che si può scrivere,
# .played dice cosa ha fatto chi l'ha giocata, dopo il suo nome.
breakthru-word-white = bianco
    .typed = bianco bianchi
    .played = fa muovere per primo il Bianco
breakthru-word-black = nero
    .typed = nero neri
    .played = fa muovere per primo il Nero

breakthru-notation = un turno sono due mosse di due pezzi, ciascuna dalla casella del pezzo a una casella vuota lungo la sua riga o colonna, come d2-d3 j5-i5; oppure una mossa del Re, come f6-f9; oppure una cattura, un passo in diagonale su un pezzo avversario, come e5xd6
breakthru-off-board = { $square } non è su questo tavoliere: le caselle vanno da a1 a k11
breakthru-empty = in { $square } non c'è nessun pezzo
breakthru-not-yours = il pezzo in { $square } non è tuo
breakthru-where = di' dove va il pezzo in { $square }, come { $square }-…
breakthru-same-square = una mossa deve lasciare la sua casella
breakthru-straight = i pezzi si muovono lungo righe e colonne; solo la cattura va in diagonale, di una casella
breakthru-blocked = { $square } è d'intralcio: i pezzi non saltano
breakthru-occupied = { $square } è occupata: lo spostamento da torre non cattura mai; si cattura con un passo in diagonale
breakthru-capture-diagonal = si cattura con un passo su una casella vicina in diagonale dove sta un pezzo avversario
breakthru-second-same = il pezzo ora in { $square } ha appena mosso: la seconda mossa si fa con un altro pezzo
breakthru-second-king = il Re muove da solo: la sua mossa è un turno intero, mai una seconda mossa
breakthru-second-capture = una cattura è un turno intero: non può essere la seconda mossa
breakthru-whole-turn = { $move } è un turno intero: dopo non si muove altro
breakthru-second-due = { $move } è mezzo turno: aggiungi la mossa di un altro pezzo, come { $example }
breakthru-not-legal = mossa non legale qui
breakthru-choose = prima { $seat } sceglie chi muove per primo: bianco o nero
breakthru-chosen = chi muove per primo è già deciso
breakthru-placing = { $seat } colloca un pezzo: indica una casella vuota, come d4
breakthru-place-taken = { $square } è occupata
breakthru-place-zone = { $seat } colloca i pezzi dentro la zona centrale d4–h8
breakthru-place-outside = { $seat } colloca i pezzi fuori dalla zona centrale d4–h8
breakthru-king-captured = il Re è stato catturato
breakthru-king-escaped = il Re ha raggiunto il bordo
breakthru-no-move = { $seat } non ha nulla di legale da fare
breakthru-repetition = la stessa posizione si è ripetuta per la terza volta
breakthru-ply-cap = sono stati giocati { $plies } turni
breakthru-takes = cattura { $squares }
breakthru-takes-king = cattura il Re in { $square }
breakthru-pieces = { $n ->
    [one] 1 pezzo
   *[other] { $n } pezzi
}{ $king ->
    [one] {" "}e il Re
   *[other] {""}
}
breakthru-caption-start = muove per primo { $seat }: il Re fugge verso il bordo, o viene catturato
breakthru-caption-played = { $seat } ha giocato { $move }; tocca a { $next }
breakthru-caption-choose = { $seat } sceglie chi muove per primo: bianco o nero
breakthru-caption-place-black = { $seat } colloca { $n ->
    [one] l'ultimo pezzo
   *[other] { $n } pezzi
} nella zona centrale
breakthru-caption-place-white = { $seat } colloca { $n ->
    [one] l'ultimo pezzo
   *[other] { $n } pezzi
} fuori dalla zona centrale
option-breakthru-setup = rapido: lo schieramento rapido; libero: Nero, poi Bianco, collocano i pezzi secondo le zone del 3M
    .name = schieramento
    .values = rapido libero
option-breakthru-first = scelto: decide il Nero chi muove per primo; bianco o nero: muove sempre per primo quel colore
    .name = primo
    .values = scelto bianco nero
