# Parole di Ting Tong.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
ting-tong-seat-red = Rosso
ting-tong-seat-blue = Blu
ting-tong-seat-green = Verde
ting-tong-seat-yellow = Giallo

# Mosse a parole: mostrate sui pulsanti e nelle risposte; .typed elenca ciò che si può scrivere,
# .played dice cosa ha fatto chi l'ha giocata, dopo il suo nome.
ting-tong-word-lift = alza
    .typed = alza solleva
    .played = alza la campanella
ting-tong-word-stop = basta
    .typed = basta mi fermo
    .played = smette di alzare

option-ting-tong-seats = giocatori, da 2 a 4
    .name = giocatori

ting-tong-notation = una mossa alza una campanella, come alza 7 (campanelle da 1 a 12); dopo aver trovato il numero che serve puoi anche dire basta
ting-tong-no-stop = puoi dire basta solo dopo aver trovato il numero che serve: alza una campanella, come alza 7
ting-tong-dealing = si stanno nascondendo i gettoni sotto le campanelle: aspetta la fine della distribuzione
ting-tong-no-such-bell = non esiste la campanella { $n }: le campanelle vanno da 1 a 12
ting-tong-rounds-played = giocate sei manche: vince chi ha più gettoni
ting-tong-capped = fatte { $lifts } alzate: vince chi ha più gettoni
ting-tong-panel = { $tokens ->
    [one] 1 gettone
   *[other] { $tokens } gettoni
}
ting-tong-caption-deal = manche { $round } di { $rounds }: si nascondono i gettoni sotto le campanelle
ting-tong-caption = manche { $round } di { $rounds }: { $what }; serve { $next ->
    [1] l'1
    [8] l'8
   *[other] il { $next }
}
ting-tong-caption-turn = { $seat } alza una campanella
ting-tong-caption-again = { $seat } ha preso { $taken ->
    [1] l'1
    [8] l'8
   *[other] il { $taken }
} e può alzarne un'altra o dire basta
ting-tong-caption-missed = { $lifter } ha alzato la campanella { $bell } a vuoto; tocca a { $seat }
ting-tong-caption-stopped = { $stopper } si ferma; tocca a { $seat }
ting-tong-glimpse-right = campanella { $bell }: { $token ->
    [1] l'1
    [8] l'8
   *[other] il { $token }
}, proprio quello che serve! { $seat } lo prende
ting-tong-glimpse-wrong = campanella { $bell }: { $token ->
    [1] l'1
    [8] l'8
   *[other] il { $token }
}, ma serve { $next ->
    [1] l'1
    [8] l'8
   *[other] il { $next }
}; { $seat } la rimette giù
ting-tong-glimpse-empty = campanella { $bell }: sotto non c'è niente; { $seat } la rimette giù
