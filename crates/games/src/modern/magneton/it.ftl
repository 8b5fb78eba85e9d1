# Parole di The Magneton Game.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
magneton-seat-black = Nero
magneton-seat-white = Bianco

magneton-notation = nella prima fase una mossa è una casa vuota, come d4; quando tutte le 24 pedine sono in gioco, la casa di una pedina, un trattino e la casa dove scivola, come d4-d7, oppure passa se non puoi muovere
magneton-taken = { $square } non è vuota
magneton-placing-now = si stanno ancora piazzando le pedine: { $seat } ne mette una su una casa vuota, come d4
magneton-no-piece = in { $square } non c'è una pedina { $seat-di }
magneton-where-to = indica dove va la pedina in { $square }: { $legal }
magneton-occupied = { $square } non è vuota: una pedina va solo su una casa libera; mosse valide da { $from }: { $legal }
magneton-not-a-slide = la pedina in { $square } scivola lungo una traversa, una colonna o una diagonale, solo su case libere; mosse valide da { $square }: { $legal }
magneton-not-magnetic = la pedina in { $square } si muove solo lungo le sue linee magnetiche (accanto a una pedina avversaria isolata, o via da una pedina amica isolata fino al bordo); mosse valide da { $square }: { $legal }
magneton-stuck = nessuna mossa valida parte da { $square }
magneton-line = { $seat } ha quattro in fila con una pedina spostata dal magnetismo
magneton-both-stuck = nessuno dei due giocatori può muovere
magneton-repetition = la stessa posizione è tornata per la terza volta con lo stesso giocatore al tratto
magneton-move-cap = { $n } turni di movimento senza vincitore
magneton-to-place = { $seat } piazza una pedina
magneton-to-slide = { $seat } muove una pedina (turno { $n } di { $cap })
option-magneton-magnetic-moves = una pedina si muove solo lungo le sue linee magnetiche, come nelle altre regole dell'autore: accanto a una pedina avversaria isolata su una linea, o via da una pedina amica isolata fino al bordo; se disattivata scivola come una regina
    .name = mosse-magnetiche
