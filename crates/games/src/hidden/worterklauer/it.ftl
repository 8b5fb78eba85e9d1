# Parole di Wörterklauer.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
worterklauer-seat-green = Verde
worterklauer-seat-orange = Arancione

# Mosse a parole: mostrate sui pulsanti e nelle risposte; .typed elenca ciò che si può scrivere,
# .played dice cosa ha fatto chi l'ha giocata, dopo il suo nome.
worterklauer-word-word = parola
    .typed = parola
    .played = ha messo la parola
worterklauer-word-swap = cambia
    .typed = cambia scambia
    .played = ha cambiato
worterklauer-word-add = aggiungi
    .typed = aggiungi
    .played = ha aggiunto
worterklauer-word-accept = accetto
    .typed = accetto accetta si
    .played = lascia valere il furto
worterklauer-word-reject = rifiuto
    .typed = rifiuto rifiuta no
    .played = respinge il furto
worterklauer-word-draw = pesca
    .typed = pesca
    .played = ha pescato

option-worterklauer-lang = la lingua delle parole e delle tessere: it (italiano) o en (inglese)
    .name = lingua
    .values = it en
option-worterklauer-veto = l'avversario risponde a ogni furto (accetto o rifiuto); se spento, solo ai furti rivendicati con !
    .name = rifiuto
option-worterklauer-second-rolls = anche il secondo giocatore tira il dado al suo primo turno (lo salta solo il primo turno della partita)
    .name = tira-il-secondo

worterklauer-notation = una mossa è parola O c4 MORO (orizzontale, o V per verticale, dalla prima lettera), cambia f4 E, aggiungi b4 A, ciascuna con ! in fondo per rivendicare un furto, oppure fatto; a un furto si risponde accetto o rifiuto
worterklauer-answer-first = prima un furto aspetta la risposta dell'avversario
worterklauer-nothing-to-answer = nessun furto aspetta una risposta
worterklauer-not-a-word = { $word } non è nell'elenco delle parole
worterklauer-off-board = { $word } da { $cell } non entra nel tavoliere
worterklauer-first-word = la prima parola va in orizzontale sulla riga 4 o 5 e copre le colonne d ed e
worterklauer-runs-on = la lettera in { $cell } allungherebbe la parola
worterklauer-mismatch = in { $cell } c'è { $letter }
worterklauer-takes-in-a-word = la parola ne conterrebbe una già posata nello stesso verso: quella si modifica con cambia o aggiungi
worterklauer-nothing-new = tutte le lettere di quella parola sono già sul tavoliere
worterklauer-must-cross = una parola nuova deve avere una lettera in comune con una parola del tavoliere
worterklauer-joins = una tessera in { $cell } unirebbe due parole
worterklauer-use-add = una sola tessera in { $cell } che allunga una parola si posa con aggiungi
worterklauer-changed-twice = { $word } è già stata posata o modificata in questo turno
worterklauer-swap-empty = { $cell } è vuota: cambia sostituisce una lettera del tavoliere
worterklauer-same-letter = quella lettera c'è già
worterklauer-no-word-here = la lettera in { $cell } non fa parte di nessuna parola
worterklauer-add-occupied = { $cell } è occupata: aggiungi posa una tessera su una casella vuota
worterklauer-add-no-word = accanto a { $cell } non finisce nessuna parola: aggiungi allunga una parola a un capo
worterklauer-nothing-to-claim = il cambio non ruba niente che l'elenco neghi: giocalo senza !
worterklauer-no-tiles = la tua mano e la riserva non hanno quelle lettere (la tua vista personale mostra la tua mano)
worterklauer-behind = { $seat } ha chiuso il turno senza più lettere: { $mine } a { $theirs }
worterklauer-idle = { $turns } turni senza una tessera nuova da quando il sacchetto è vuoto
worterklauer-panel = { $letters ->
    [one] 1 lettera
   *[other] { $letters } lettere
}
worterklauer-caption-draw = { $seat } pesca; nel sacchetto { $bag }
worterklauer-caption-act = gioca { $seat }, con { $mine } e a fine turno gliene servono almeno { $need } · riserva: { $pool } · sacchetto: { $bag }
worterklauer-caption-steal = { $seat }: accetto o rifiuto il furto di { $mover }, { $old } → { $new }
worterklauer-caption-claim = { $seat }: accetto o rifiuto? { $mover } sostiene che { $old } → { $new } cambia significato
