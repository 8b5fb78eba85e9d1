# cattura: Breakthru, Knight Chase, Konane, Nim, Prärie, tafl

## Nim

nim-notation = una mossa è riga:quantità, ad esempio 4:3 prende tre fiammiferi dalla riga 4
nim-no-such-row = le righe vanno da 1 a { $rows }
nim-row-empty = la riga { $row } è vuota
nim-take-one = prendi almeno un fiammifero
nim-too-many = la riga { $row } ha solo { $left ->
    [one] 1 fiammifero
   *[other] { $left } fiammiferi
}
nim-other-took-last = l'avversario ha preso l'ultimo fiammifero
nim-took-last = ha preso l'ultimo fiammifero
nim-left = { $n ->
    [one] Resta 1 fiammifero
   *[other] Restano { $n } fiammiferi
}
nim-rows-option = righe '{ $text }': servono da 1 a 9 numeri tra 1 e 20, come 1-3-5-7

## Konane

konane-notation = una mossa è una rimozione d'apertura come xd4, o una cattura dalla casella di partenza a quella (o quelle) d'arrivo, come e5-e3 o e5-e3-e1
konane-off-board = { $square } non è una casella di questo tavoliere: le caselle vanno da a1 a { $last }
konane-empty = la casella { $square } è vuota
konane-not-yours = in { $square } non c'è un tuo pezzo
konane-black-opens = { $seat } apre togliendo un suo pezzo dal centro ({ $centre }), da una casella accanto al centro ({ $bordering }) o da un angolo ({ $corners })
konane-take-from-centre = dopo una rimozione di { $black } accanto al centro, { $white } deve togliere dal centro: { $squares }
konane-next-to-hole = { $seat } toglie un pezzo accanto alla casella vuota { $hole }: { $squares }
konane-no-capture = il pezzo in { $square } non può catturare
konane-diagonal = si cattura lungo righe e colonne, mai in diagonale
konane-jump-length = un salto arriva due caselle più in là, subito oltre il pezzo avversario catturato
konane-straight = un salto multiplo non può cambiare direzione
konane-nothing-to-jump = in { $square } non c'è un pezzo avversario da saltare
konane-not-empty = la casella { $square } non è vuota
konane-not-legal = cattura non consentita qui
konane-opening-removals = la partita si apre con le rimozioni: { $seat } toglie un suo pezzo, come { $example }
konane-removals-over = si tolgono pezzi solo in apertura; ora ogni mossa è una cattura, come e5-e3
konane-cannot-capture = { $seat } non può catturare
konane-size-even = il Konane vuole un tavoliere di lato pari: 6, 8, 10, 12, 14, 16 o 18, non { $size }
konane-stones = { $n ->
    [one] 1 pezzo
   *[other] { $n } pezzi
}
konane-black-removes = { $seat } toglie un suo pezzo: dal centro, accanto al centro o da un angolo
konane-white-removes = { $seat } toglie un suo pezzo accanto alla casella vuota { $hole }
konane-to-capture = Tocca a { $seat } catturare

## Options: one line of help each, for challenge pickers
option-nim-rows = fiammiferi in ogni fila, dall'alto in basso, per esempio 1-3-5-7 o 1-2-3-4-5-6-7 (da 1 a 9 file da 1 a 20)
option-misere = chi prende l'ultimo fiammifero perde (false: vince)
option-konane-size = il lato della scacchiera quadrata, un numero pari da 6 a 18

## Tafl

tafl-notation = una mossa va dalla casella di un pezzo a una casella vuota lungo la sua riga o colonna, come { $example }
tafl-off-board = { $square } non è su questo tavoliere: le caselle vanno da a1 a { $last }
tafl-empty = in { $square } non c'è nessun pezzo
tafl-not-yours = il pezzo in { $square } non è tuo
tafl-stuck = di' dove va il pezzo in { $square }, come { $square }-…; potrebbe non avere mosse
tafl-same-square = una mossa deve lasciare la sua casella
tafl-straight = i pezzi si muovono lungo righe e colonne, mai in diagonale
tafl-blocked = { $square } è d'intralcio: i pezzi non saltano
tafl-one-step = ogni pezzo si muove di una sola casella
tafl-throne = solo il re può fermarsi sul trono, { $square }
tafl-corner = solo il re può entrare in un angolo, { $square }
tafl-repeats = questa mossa ripeterebbe la stessa posizione per la terza volta
tafl-not-legal = mossa non legale qui
tafl-king-captured = il re è stato catturato
tafl-king-escaped = il re ha raggiunto un angolo
tafl-no-move = { $seat } non può muovere
tafl-only-repetitions = ogni mossa rimasta a { $seat } ripeterebbe una posizione per la terza volta
tafl-ply-cap = sono state giocate { $plies } semimosse
tafl-takes = cattura { $squares }
tafl-takes-king = cattura il re in { $square }
tafl-pieces = { $n ->
    [one] 1 pezzo
   *[other] { $n } pezzi
}
tafl-caption-start = muove per primo { $seat }; il re fugge in un angolo
tafl-caption-played = { $seat } ha giocato { $move }
tafl-caption-took = { $seat } ha giocato { $move } e catturato { $squares }

## Breakthru

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
breakthru-choose = prima { $seat } sceglie chi muove per primo: white (bianco) o black (nero)
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
breakthru-caption-choose = { $seat } sceglie chi muove per primo: white (bianco) o black (nero)
breakthru-caption-place-black = { $seat } colloca { $n ->
    [one] l'ultimo pezzo
   *[other] { $n } pezzi
} nella zona centrale
breakthru-caption-place-white = { $seat } colloca { $n ->
    [one] l'ultimo pezzo
   *[other] { $n } pezzi
} fuori dalla zona centrale
option-breakthru-setup = default: lo schieramento rapido; free: Nero, poi Bianco, collocano i pezzi secondo le zone del 3M
option-breakthru-first = chosen: decide il Nero chi muove per primo; white o black: muove sempre per primo quel colore

## Knight Chase

knight-chase-notation = una mossa è la nuova casella del cavallo e quella del disco che scegli, come g3 d5; finiti i dischi, o per catturare, la sola casella, come f7
knight-chase-off-board = { $square } non è sulla scacchiera: le caselle vanno da a1 a h8
knight-chase-not-a-jump = il cavallo in { $from } non può raggiungere { $square }: si muove come il cavallo degli scacchi
knight-chase-disc-there = in { $square } c'è un disco: un cavallo non si ferma mai su un disco
knight-chase-black-never-captures = il cavallo nero non può mai andare sul cavallo bianco
knight-chase-capture-alone = una cattura chiude la partita: scrivi solo la casella del cavallo
knight-chase-no-discs = i dischi sono finiti: scrivi solo la casella del cavallo, come { $square }
knight-chase-disc-needed = di' dove metti il disco dopo { $square }, come { $square } d5
knight-chase-disc-taken = { $square } non è libera per un disco
knight-chase-only-move = { $square } è l'unica mossa dell'altro cavallo: il tuo disco non può coprirla
knight-chase-not-legal = mossa non legale qui
knight-chase-captured = il cavallo bianco ha preso quello nero
knight-chase-time = il Bianco non ha preso il cavallo nero nelle { $moves } mosse dopo l'ultimo disco
knight-chase-blocked = il cavallo di { $seat } non può muovere
knight-chase-takes = prende il cavallo nero in { $square }
knight-chase-discs-left = { $n ->
    [one] resta 1 disco
   *[other] restano { $n } dischi
}
knight-chase-moves-left = { $n ->
    [one] resta 1 mossa per catturare
   *[other] restano { $n } mosse per catturare
}
knight-chase-caption-start = muove per primo { $seat }; il Bianco dà la caccia al cavallo nero
knight-chase-caption-played = { $seat } ha giocato { $move }; { $n ->
    [one] resta 1 disco
   *[other] restano { $n } dischi
}
knight-chase-caption-last = { $seat } ha giocato { $move }; al Bianco { $n ->
    [one] resta 1 mossa
   *[other] restano { $n } mosse
}

## Prärie

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
prarie-not-yours = il pezzo in { $square } non è di { $seat }
prarie-across = un Bisonte ha attraversato il fiume fino a { $square }
prarie-all-taken = tutti i Bisonti sono stati catturati
prarie-blocked = nessun Bisonte può muovere
prarie-series-score = il giocatore dei Bisonti ha vinto { $bisons ->
    [one] 1 partita
   *[other] { $bisons } partite
}, quello degli Indiani { $indians }
prarie-game-won = partita { $game } vinta da { $seat }: { $reason }
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
prarie-caption-moves-left = a { $seat } { $n ->
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
option-prarie-bonus = streak: il primo turno dei Bisonti ha 1 mossa in più per ogni vittoria di fila degli Indiani (una vittoria dei Bisonti azzera); total: per ogni vittoria degli Indiani nella serie
