# Parole di The Magneton Game.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
magneton-seat-black = Nero
magneton-seat-white = Bianco

magneton-notation = nella prima fase una mossa è una casa vuota, come d4; quando tutte le 24 pedine sono in gioco, la casa di una pedina, un trattino e la casa dove scivola, come d4-d7, oppure passo se non puoi muovere
magneton-taken = { $square } non è vuota
magneton-placing-now = si stanno ancora piazzando le pedine: { $seat } ne mette una su una casa vuota, come d4
magneton-no-piece = in { $square } non c'è una pedina { $seat-di }
magneton-where-to = indica dove scivola la pedina in { $square }, come { $square }-d7
magneton-occupied = { $square } non è vuota: una pedina scivola solo su una casa libera
magneton-not-a-slide = la pedina in { $square } scivola lungo una traversa, una colonna o una diagonale, solo su case libere
magneton-line = { $seat } ha quattro in fila con una pedina spostata dal magnetismo
magneton-both-stuck = nessuno dei due giocatori può muovere
magneton-repetition = la stessa posizione è tornata per la terza volta con lo stesso giocatore al tratto
magneton-move-cap = { $n } turni di movimento senza vincitore
magneton-to-place = { $seat } piazza una pedina
magneton-to-slide = { $seat } muove una pedina (turno { $n } di { $cap })
