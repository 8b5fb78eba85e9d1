# Parole di La Tela.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
tela-seat-white = Bianco
tela-seat-black = Nero

tela-notation = un piazzamento è un punto come d3, uno spostamento è d3-e3; dopo un filetto aggiungi la pedina catturata: d3xf4, d3-e3xf4
tela-not-a-point = { $written } non è un punto del tavoliere; i punti sono { $points }
tela-nothing-to-place = { $seat } non ha più pedine da piazzare: spostane una lungo una linea, come d3-e3
tela-still-placing = { $seat } ha ancora { $n ->
    [one] 1 pedina
   *[other] { $n } pedine
} da piazzare, e si muove solo dopo averle piazzate tutte: piazzane una su un punto libero, come d3
tela-not-yours = la pedina in { $point } è { $seat-di }, non tua
tela-no-piece = non c'è nessuna pedina in { $point }
tela-same-point = una pedina deve spostarsi su un altro punto
tela-occupied = { $point } è occupato { $seat-da }
tela-not-neighbours = { $from } e { $to } non sono adiacenti su una linea; solo chi ha esattamente 3 pedine può spostarsi su qualsiasi punto libero, e { $seat } ne ha { $n }
tela-no-mill = { $move } non forma un filetto, quindi non si cattura nessuna pedina
tela-must-remove = { $move } forma un filetto e deve catturare una pedina: { $options }
tela-own-piece = { $point } è una tua pedina
tela-nothing-to-remove = non c'è nessuna pedina da catturare in { $point }
tela-in-a-mill = la pedina in { $point } fa parte di un filetto { $seat-di }, e prima vanno catturate quelle fuori dai filetti: { $options }
tela-two-mills = { $move } forma due filetti insieme, ma si cattura comunque una sola pedina: { $options }
tela-one-removal = un filetto cattura una sola pedina: { $options }
tela-not-legal = mossa non consentita qui
tela-reduced = { $seat } è ridotto a 2 pedine
tela-blocked = { $seat } non può muovere
tela-repetition = la stessa posizione si è ripetuta tre volte
tela-quiet = { $n ->
    [one] 1 mossa
   *[other] { $n } mosse
} senza catture
tela-captured = { $n ->
    [one] 1 catturata
   *[other] { $n } catturate
}
tela-placing = Piazzamento: tocca { $seat-a } ({ $n ->
    [one] 1 pedina
   *[other] { $n } pedine
} in mano)
tela-moving = Movimento: tocca { $seat-a }; { $n ->
    [one] 1 mossa
   *[other] { $n } mosse
} senza catture (patta a { $limit })
tela-flying = Movimento: tocca { $seat-a }, che con 3 pedine va su qualsiasi punto libero; { $n ->
    [one] 1 mossa
   *[other] { $n } mosse
} senza catture (patta a { $limit })
