# dama: tutti i regolamenti (dama inglese, italiana, polacca, russa, turca,
# alquerque). Caselle, mosse ed elenchi di mosse sono notazione.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
draughts-seat-white = Bianco
draughts-seat-black = Nero

## Come si scrive una mossa
draughts-expected-numbered = una mossa è un percorso di caselle 1–{ $squares } (o a1–{ $last }): 11-15 per un passo, 11x18x25 per una presa; una presa si può scrivere anche con partenza e arrivo, 11x25
draughts-expected-coordinates = una mossa è un percorso di caselle a1–{ $last }: c3-d4 per un passo, c3xe5xg3 (o c3:e5:g3) per una presa; una presa si può scrivere anche con partenza e arrivo, c3xg3
draughts-no-square = la casella { $square } non esiste: le caselle vanno da { $first } a { $last }
draughts-light-square = { $square } è una casella chiara: i pezzi stanno solo su quelle scure

## Perché una mossa è rifiutata
draughts-moves = { $more ->
    [0] { $moves }
    [one] { $moves } e un'altra
   *[other] { $moves } e altre { $more }
}
draughts-man = pedina
draughts-king = dama
draughts-no-piece = non c'è nessun pezzo su { $square }
draughts-not-yours = il pezzo su { $square } non è tuo
draughts-capture-compulsory = la presa è obbligatoria: { $moves }
draughts-capture-goes-on = la presa deve continuare: la { $piece } deve fermarsi dove può prendere ancora: { $moves }
draughts-man-takes-king = una pedina non può prendere una dama
draughts-occupied = la casella { $square } è occupata
draughts-cannot-capture = la { $piece } su { $square } non può prendere, e la presa è obbligatoria: { $moves }
draughts-cannot-move = la { $piece } su { $square } non può muovere
draughts-wrong-way = la { $piece } su { $square } non può andare lì; le sue mosse: { $moves }
draughts-capture-not-possible = quella presa qui non è possibile; le prese: { $moves }
draughts-take-most = devi prendere il maggior numero di pezzi, { $most } (questa ne prende { $taken }): { $moves }
draughts-italian-precedence = regola di precedenza: { $rule }: { $moves }
draughts-rule-most-pieces = si prende il maggior numero di pezzi
draughts-rule-king-captures = se dama e pedina prendono altrettanti pezzi, deve prendere la dama
draughts-rule-most-kings = si prende il maggior numero di dame
draughts-rule-king-first = si sceglie la presa che incontra prima una dama
draughts-captures = le prese: { $moves }

## Come finisce una partita
draughts-seat-cannot-move = { $seat } non può muovere
draughts-seat-no-pieces = { $seat } non ha più pezzi
draughts-repetition = la stessa posizione per la { $times ->
    [2] seconda
    [3] terza
   *[other] { $times }ª
} volta
draughts-no-progress = { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
} per parte senza progressi
draughts-material = { $material } per { $moves ->
    [one] { $moves } mossa
   *[other] { $moves } mosse
} per parte
draughts-three-kings = tre dame contro una dama sola
draughts-three-pieces = tre pezzi, tra cui una dama, contro una dama sola
draughts-two-pieces = due pezzi o meno, tra cui una dama, contro una dama sola
draughts-kings-balanced = dame da entrambe le parti e materiale invariato
draughts-ply-limit = il limite di { $plies ->
    [one] { $plies } semimossa
   *[other] { $plies } semimosse
}

## Il disegno
draughts-to-move = Muove { $seat }
draughts-to-move-capture = Muove { $seat } e deve prendere
draughts-pieces = { $pieces ->
    [one] { $pieces } pedina
   *[other] { $pieces } pedine
}
draughts-men-kings = { $men ->
    [one] { $men } pedina
   *[other] { $men } pedine
}, { $kings ->
    [one] { $kings } dama
   *[other] { $kings } dame
}

## Un regolamento difettoso (non dovrebbe mai capitare)
draughts-bad-start = la posizione iniziale del regolamento non si legge: { $position }
