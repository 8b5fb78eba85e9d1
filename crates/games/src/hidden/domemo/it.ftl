# Parole di Domemo.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
domemo-seat-red = Rosso
domemo-seat-blue = Blu
domemo-seat-green = Verde
domemo-seat-yellow = Giallo
domemo-seat-white = Bianco

# Mosse a parole: mostrate sui pulsanti e nelle risposte; .typed elenca ciò che si può scrivere,
# .played dice cosa ha fatto chi l'ha giocata, dopo il suo nome.
domemo-word-stop = basta
    .typed = basta mi fermo
    .played = smette di indovinare

option-domemo-seats = giocatori, da 2 a 5
    .name = giocatori

domemo-notation = una mossa è un numero da 1 a 7 che pensi sia nella tua fila di tessere, come 5; dopo un'ipotesi giusta, in 2 o 3 giocatori, puoi anche dire basta
domemo-no-stop = puoi dire basta solo dopo un'ipotesi giusta: scegli un numero da 1 a 7
domemo-no-stop-many = in 4 o 5 giocatori si fa una sola domanda per turno e non c'è niente da fermare: scegli un numero da 1 a 7
domemo-no-such-number = non esiste la tessera { $n }: le tessere vanno da 1 a 7
domemo-emptied = { $seat } ha finito le sue tessere
domemo-capped = { $guesses } domande fatte: vince chi ha meno tessere
domemo-panel = { $tiles ->
    [one] 1 tessera
   *[other] { $tiles } tessere
}
domemo-panel-wrong = { $tiles ->
    [one] 1 tessera
   *[other] { $tiles } tessere
}, niente { $wrong }
domemo-caption-deal = si distribuiscono le tessere: ne mancano { $left }
domemo-caption-turn = { $seat } indovina un numero della sua fila
domemo-caption-again = { $seat } ha detto { $number }: giusto! Un altro numero, oppure basta
domemo-caption-right = { $guesser } ha detto { $number }: giusto; ora indovina { $seat }
domemo-caption-wrong = { $guesser } ha detto { $number }: sbagliato; ora indovina { $seat }
