# Parole di Ishi.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
ishi-seat-black = Nero
ishi-seat-white = Bianco

ishi-notation = una mossa è una casella, la lettera della fila da a a j e il posto nella fila, come f2 (una pietra posata, o tolta nella fase 2); termina chiude il turno; un turno intero sono le sue caselle e poi termina, come f2 f3 g3 termina
ishi-taken = { $cell } ha già una pietra; mosse legali ora: { $legal }
ishi-empty = su { $cell } non c'è una pietra da togliere; mosse legali ora: { $legal }
ishi-other-colour = { $cell } non è del colore tolto in questo turno; mosse legali ora: { $legal }
ishi-apart = { $cell } non tocca le pietre di questo turno ({ $turn }): le pietre di una mossa stanno unite; mosse legali ora: { $legal }
ishi-turn-full = { $n } pietre completano il turno: chiudilo; mosse legali ora: { $legal }
ishi-no-count = dopo { $cell } il turno non potrebbe arrivare a un numero ammesso ora ({ $counts }); mosse legali ora: { $legal }
ishi-end-nothing = il turno non ha ancora pietre; mosse legali ora: { $legal }
ishi-end-count = { $n ->
    [one] 1 pietra non è un numero ammesso ora ({ $counts }); mosse legali ora: { $legal }
   *[other] { $n } pietre non sono un numero ammesso ora ({ $counts }); mosse legali ora: { $legal }
}
ishi-no-pass = si passa solo senza più pietre da posare; mosse legali ora: { $legal }
ishi-out-of-stones = non hai più pietre: passa; mosse legali ora: { $legal }
ishi-over = la partita è finita; mosse legali ora: { $legal }
ishi-both = ha vinto entrambe le fasi
ishi-split = ciascuno ha vinto una fase
ishi-panel-won = ha vinto la fase 1
ishi-panel-lost = ha perso la fase 1
ishi-place-open = Fase 1, si posa: { $seat } apre con 7 pietre unite
ishi-place = { $n ->
    [one] Fase 1, si posa: { $seat } posa { $counts } (l'avversario ne ha posata 1)
   *[other] Fase 1, si posa: { $seat } posa { $counts } (l'avversario ne ha posate { $n })
}
ishi-remove-open = Fase 2, si toglie: { $seat } apre togliendo { $counts } pietre unite di un colore
ishi-remove = { $n ->
    [one] Fase 2, si toglie: { $seat } toglie { $counts } (l'avversario ne ha tolta 1)
   *[other] Fase 2, si toglie: { $seat } toglie { $counts } (l'avversario ne ha tolte { $n })
}
ishi-so-far = { $head }; finora { $n }: { $cells }
option-ishi-connect = quali mosse di posa devono stare unite: ogni (quelle di ogni mossa) o apertura (solo le prime sette)
    .name = collega
    .values = ogni apertura
option-ishi-reopen = chi ha aperto la partita fa anche la prima presa della fase 2
    .name = riapre

# Mosse a parola: sui pulsanti e nelle risposte, da scrivere, e cosa ha fatto un giocatore.
ishi-word-end = termina
    .typed = termina fine basta
    .played = ha chiuso il turno
ishi-word-pass = passa
    .typed = passa passo
    .played = ha passato, senza pietre
