# allineamento: Gomoku, La Tela, Go

## Gomoku

gomoku-notation = una mossa è un'intersezione: una colonna a–o e una riga 1–15, come h8 o j10
gomoku-first-on-centre = la prima pietra va al centro, in { $point }
gomoku-occupied = l'intersezione { $point } è occupata
gomoku-not-now = ora non si può giocare in { $point }
gomoku-five-in-a-row = cinque in fila
gomoku-overline = { $n } in fila
gomoku-board-full = il tavoliere è pieno
gomoku-stones = { $n ->
    [one] 1 pietra
   *[other] { $n } pietre
}
gomoku-opens = { $seat } apre al centro, in { $point }
gomoku-to-move = Muove { $seat } (ultima pietra in { $point })

## La Tela (Mulino)

tela-notation = un piazzamento è un punto come d3, uno spostamento è d3-e3; dopo un filetto aggiungi la pedina catturata: d3xf4, d3-e3xf4
tela-not-a-point = { $written } non è un punto del tavoliere; i punti sono { $points }
tela-nothing-to-place = { $seat } non ha più pedine da piazzare: spostane una lungo una linea, come d3-e3
tela-still-placing = { $seat } ha ancora { $n ->
    [one] 1 pedina
   *[other] { $n } pedine
} da piazzare, e si muove solo dopo averle piazzate tutte: piazzane una su un punto libero, come d3
tela-not-yours = la pedina in { $point } è di { $seat }, non tua
tela-no-piece = non c'è nessuna pedina in { $point }
tela-same-point = una pedina deve spostarsi su un altro punto
tela-occupied = { $point } è occupato da { $seat }
tela-not-neighbours = { $from } e { $to } non sono adiacenti su una linea; solo chi ha esattamente 3 pedine può spostarsi su qualsiasi punto libero, e { $seat } ne ha { $n }
tela-no-mill = { $move } non forma un filetto, quindi non si cattura nessuna pedina
tela-must-remove = { $move } forma un filetto e deve catturare una pedina: { $options }
tela-own-piece = { $point } è una tua pedina
tela-nothing-to-remove = non c'è nessuna pedina da catturare in { $point }
tela-in-a-mill = la pedina in { $point } fa parte di un filetto di { $seat }, e prima vanno catturate quelle fuori dai filetti: { $options }
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
tela-placing = Piazzamento: tocca a { $seat } ({ $n ->
    [one] 1 pedina
   *[other] { $n } pedine
} in mano)
tela-moving = Movimento: tocca a { $seat }; { $n ->
    [one] 1 mossa
   *[other] { $n } mosse
} senza catture (patta a { $limit })
tela-flying = Movimento: tocca a { $seat }, che con 3 pedine va su qualsiasi punto libero; { $n ->
    [one] 1 mossa
   *[other] { $n } mosse
} senza catture (patta a { $limit })

## Options: one line of help each, for challenge pickers
option-exactly-five = vince solo un allineamento di esattamente cinque; sei o più (una sovralinea) non vince
option-go-counting = territory (giapponese: territorio + prigionieri, komi 6,5) o area (cinese: pietre + territorio, komi 7,5)
option-go-komi = punti dati al Bianco, un multiplo di 0,5 (auto: 6,5 a territorio, 7,5 ad area, 0,5 con l'handicap)
option-go-handicap = pietre di handicap del Nero sui punti hoshi, da 2 a 9 (0 o 1: nessuna); poi gioca per primo il Bianco

## Go

go-notation = una mossa è un'intersezione, una colonna a–{ $last } (senza la i) e una riga 1–{ $size }, come d4, oppure passo
go-occupied = l'intersezione { $point } è occupata
go-suicide = una pietra in { $point } resterebbe senza libertà senza catturare nulla (suicidio)
go-superko = una pietra in { $point } ripeterebbe una posizione già vista (ko)
go-not-now = ora non si può giocare
go-not-counting = accetta e contesta rispondono al conteggio, dopo due passaggi di fila
go-counting-now = il gioco è fermo: accetta il conteggio, oppure contestalo per continuare a giocare
go-bad-komi = il komi { $komi } non è un numero di punti da 0 a 100 a passi di 0,5
go-points = { $whole }{ $half ->
    [1] ,5
   *[0] {""}
}
go-prisoners = { $n ->
    [one] 1 prigioniero
   *[other] { $n } prigionieri
}
go-score-territory = { $seat } { $total } (territorio { $territory } + prigionieri { $prisoners }{ $komi ->
    [1] { " " }+ komi { $komivalue })
   *[0] )
}
go-score-area = { $seat } { $total } (pietre { $stones } + territorio { $territory }{ $komi ->
    [1] { " " }+ komi { $komivalue })
   *[0] )
}
go-leads = { $seat } è avanti di { $margin }
go-even = il punteggio è pari
go-count = Conteggio (pietre morte barrate): { $lead }. { $seat }: accetta o contesta
go-count-accepted = Conteggio accettato da una parte: { $lead }. { $seat }: accetta o contesta
go-result-agreed = conteggio accettato, { $black }; { $white } ({ $lead })
go-result-all-alive = due passaggi dopo una contestazione, tutte le pietre contate vive, { $black }; { $white } ({ $lead })
go-result-ply-limit = il limite di mosse, tutte le pietre contate vive, { $black }; { $white } ({ $lead })
go-opens = Muove { $seat }
go-to-move = Muove { $seat } (ultima pietra in { $point })
go-passed = l'altro giocatore ha passato; muove { $seat } (un passaggio ora ferma il gioco)
go-resumed = il conteggio è stato contestato: { $seat } continua a giocare; i prossimi due passaggi contano vive tutte le pietre
go-captured = { $n ->
    [one] catturata 1 pietra
   *[other] catturate { $n } pietre
}
