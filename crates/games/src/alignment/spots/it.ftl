# Parole di Spots.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
spots-seat-south = Sud
spots-seat-west = Ovest
spots-seat-north = Nord
spots-seat-east = Est

# Mosse a parole: mostrate sui pulsanti e nelle risposte; .typed elenca ciò che si può scrivere,
# .played dice cosa ha fatto chi l'ha giocata, dopo il suo nome.
spots-word-end = fine
    .typed = fine basta
    .played = ha chiuso il turno

spots-red = rossa
spots-blue = blu
spots-gold = gialla
spots-violet = viola
spots-notation = una mossa è la lettera di una pedina della tua base (R rossa, B blu, G gialla, V viola) e una casella libera della croce, come R d5; dopo un piazzamento che ha fatto punto, fine chiude il turno
spots-drawing = si stanno pescando pedine dal sacchetto; aspetta la pesca
spots-end-not-now = fine chiude il turno solo subito dopo un piazzamento che ha fatto punto
spots-must-place = nella tua base ci sono ancora { $base }: piazzane una
spots-off-board = { $square } è fuori dal tavoliere: colonne da a a h, righe da 1 a 8
spots-corner = { $square } è in un angolo tagliato dalla croce: le caselle vanno da c1 a f8 e da a3 a h6
spots-occupied = in { $square } c'è già una pedina { $colour }
spots-base-empty = la tua base è vuota: passa
spots-not-in-base = nella tua base non c'è una pedina { $colour }; ci sono { $base }
spots-not-now = ora in { $square } non si può mettere una pedina
spots-more-points = { $points ->
    [one] 1 punto
   *[other] { $points } punti
} a { $other }
spots-equal = parità a { $points ->
    [one] 1 punto
   *[other] { $points } punti
}
spots-team-more = la coppia ha fatto { $points ->
    [one] 1 punto
   *[other] { $points } punti
} in tutto, contro { $other }
spots-teams-equal = le due coppie hanno fatto { $points ->
    [one] 1 punto
   *[other] { $points } punti
}
spots-panel = { $points ->
    [one] 1 punto
   *[other] { $points } punti
}
spots-panel-total = { $points ->
    [one] 1 punto
   *[other] { $points } punti
}, con il vicino { $total }
spots-panel-team = { $points ->
    [one] 1 punto
   *[other] { $points } punti
}, coppia { $total }
spots-caption-draw = { $seat } pesca dal sacchetto (restano { $bag } pedine)
spots-caption-place = { $seat } piazza una pedina ({ $bag } pedine nel sacchetto)
spots-caption-bonus = { $seat } ha fatto punto: un'altra pedina, oppure fine ({ $bag } pedine nel sacchetto)
option-spots-seats = quanti giocano, da 2 a 4 (in quattro si gioca a coppie, i compagni uno di fronte all'altro)
    .name = giocatori
option-spots-neighbour = in tre, il totale di ognuno somma i punti del giocatore alla sua sinistra
    .name = vicino
