# Parole di Go (ogni misura del goban).

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
go-seat-black = Nero
go-seat-white = Bianco

# Mosse a parole: mostrate sui pulsanti e nelle risposte; .typed elenca ciò che si può scrivere,
# .played dice cosa ha fatto chi l'ha giocata, dopo il suo nome.
go-word-accept = accetta
    .typed = accetta accetto
    .played = accetta il conteggio
go-word-dispute = contesta
    .typed = contesta contesto
    .played = contesta il conteggio

option-go-counting = territorio (giapponese: territorio + prigionieri, komi 6,5) o area (cinese: pietre + territorio, komi 7,5)
    .name = conteggio
    .values = territorio area
option-go-komi = punti dati al Bianco, un multiplo di 0,5 (auto: 6,5 a territorio, 7,5 ad area, 0,5 con l'handicap)
    .name = compensazione
option-go-handicap = pietre di handicap del Nero sui punti hoshi, da 2 a 9 (0 o 1: nessuna); poi gioca per primo il Bianco
    .name = vantaggio
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
