# Parole di Schachjagd.

schachjagd-seat-green = Verde
schachjagd-seat-yellow = Giallo
schachjagd-seat-red = Rosso
schachjagd-seat-blue = Blu

schachjagd-word-home = meta
    .typed = meta traguardo
    .played = porta oltre il traguardo il segnalino
schachjagd-word-block = blocca
    .typed = blocca ostacolo
    .played = mette l'ostacolo su
schachjagd-word-pawn = pedone
    .typed = pedone
    .played = lancia un pedone
schachjagd-word-knight = cavallo
    .typed = cavallo
    .played = lancia un cavallo
schachjagd-word-bishop = alfiere
    .typed = alfiere
    .played = lancia un alfiere
schachjagd-word-rook = torre
    .typed = torre
    .played = lancia una torre
schachjagd-word-queen = donna
    .typed = donna regina
    .played = lancia una donna
schachjagd-word-king = re
    .typed = re
    .played = lancia un re

option-schachjagd-seats = giocatori, da 2 a 4
    .name = giocatori
option-schachjagd-backward = torre, alfiere, donna, cavallo e re possono anche tornare indietro lungo la pista (sì di norma, come dice la recensione; no: nessuna mossa finisce più indietro)
    .name = indietro

schachjagd-piece-pawn = pedone
schachjagd-piece-knight = cavallo
schachjagd-piece-bishop = alfiere
schachjagd-piece-rook = torre
schachjagd-piece-queen = donna
schachjagd-piece-king = re

schachjagd-notation = una mossa è un segnalino e una casella (2 i5), meta e un segnalino (meta 2: oltre il traguardo), blocca e due caselle (blocca i5 j5, col re), oppure passo
schachjagd-die-due = si sta lanciando il dado
schachjagd-cannot-pass = non puoi passare finché c'è una mossa: { $moves }
schachjagd-block-king-only = l'ostacolo si sposta solo col re; il dado mostra: { $piece }
schachjagd-no-square = { $square } non è una casella della pista
schachjagd-block-where = l'ostacolo copre due caselle vuote vicine tra le frecce (colonne da i a l, righe da 4 a 7), non dove si trova ora, per esempio blocca { $example }
schachjagd-no-such-token = non c'è il segnalino { $n }: ogni giocatore ha i segnalini 1, 2 e 3
schachjagd-not-yours = nessun tuo segnalino sta su { $square }
schachjagd-token-home = il segnalino { $n } è già oltre il traguardo
schachjagd-token-stuck = il segnalino { $n } non può muovere come { $piece }
schachjagd-cannot-reach = il segnalino { $n } non può andare lì come { $piece }; può giocare { $moves }

schachjagd-end-home = tre segnalini oltre il traguardo
schachjagd-end-cap = raggiunto il limite di { $plies } semimosse

schachjagd-went = { $seat } muove il segnalino { $n } come { $piece } su { $square }
schachjagd-went-home = { $seat } porta il segnalino { $n } come { $piece } oltre il traguardo
schachjagd-sent-back = il segnalino di { $seat } torna alla partenza
schachjagd-blocked = { $seat } mette l'ostacolo su { $squares }
schachjagd-passed = { $seat } non può muovere come { $piece }

schachjagd-panel = { $home } su 3 in meta

schachjagd-caption-throw = { $seat } lancia il dado
schachjagd-caption-again = { $seat } ha lanciato il re: lancia ancora
schachjagd-caption-move = { $seat } muove un segnalino come { $piece }
schachjagd-caption-king = { $seat } ha lanciato il re: un passo di re o l'ostacolo, poi lancia ancora
