# cattura: Konane, Nim, tafl

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
