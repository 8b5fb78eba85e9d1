# Parole di Konane.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
konane-seat-black = Nero
konane-seat-white = Bianco

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
konane-to-capture = Tocca { $seat-a } catturare
option-konane-size = il lato della scacchiera quadrata, un numero pari da 6 a 18
    .name = misura
