# Parole del Latrunculi.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
latrunculi-seat-white = Bianco
latrunculi-seat-black = Nero

option-latrunculi-board = il tavoliere, colonne × righe: 8x8, 8x9, 7x7 o 7x8
    .name = tavoliere
    .values = 8x8 8x9 7x7 7x8
option-latrunculi-pieces = pezzi a testa: da 16 a 24 sui tavolieri a 8 colonne, da 14 a 21 su quelli a 7
    .name = pezzi
option-latrunculi-removal = turno (togliere un pezzo bloccato occupa il turno) o libera (se ne tolgono quanti si vuole, poi si muove)
    .name = rimozione
    .values = turno libera
option-latrunculi-blocked-hold = si: anche i pezzi bloccati stringono i pezzi nemici
    .name = bloccati-stringono
latrunculi-pieces-range = su { $board } ciascuno ha da { $least } a { $most } pezzi, non { $pieces }

latrunculi-one-left = { $seat } è rimasto con un solo pezzo
latrunculi-quiet = { $turns } turni senza rimozioni; i pezzi liberi: Bianco { $white }, Nero { $black }

latrunculi-notation-place = si posa un pezzo su una casa libera: indicala, come { $example }
latrunculi-notation-move = una mossa indica il pezzo e ogni casa su cui atterra, come { $example } o d4-d6-f6 per i salti; xe5 toglie il pezzo nemico bloccato in e5
latrunculi-off-board = { $square } non è su questo tavoliere: le case vanno da a1 a { $last }
latrunculi-occupied = { $square } non è libera
latrunculi-not-legal = mossa non consentita qui
latrunculi-still-placing = si stanno ancora posando i pezzi: indica una casa libera
latrunculi-no-pass = puoi muovere, quindi non puoi passare
latrunculi-remove-which = il pezzo in { $square } non è un pezzo nemico bloccato
latrunculi-stuck = il pezzo in { $square } non ha dove andare
latrunculi-empty = in { $square } non c'è nessun pezzo
latrunculi-not-yours = il pezzo in { $square } non è tuo
latrunculi-piece-blocked = il pezzo in { $square } è bloccato e non può muoversi
latrunculi-not-line = da { $from } a { $to } non è né un passo né un salto lungo riga o colonna
latrunculi-step-alone = un passo sulla casa vicina è una mossa intera; solo i salti si concatenano
latrunculi-jump-over = per saltare in { $square } serve un pezzo sulla casa scavalcata
latrunculi-revisit = la serie di salti è già passata da { $square }
latrunculi-suicide = { $square } è fra due pezzi { $seat-di }: ci si può fermare solo se la mossa blocca un pezzo nemico
latrunculi-removes = toglie il pezzo bloccato in { $square }
latrunculi-blocks = blocca { $squares }
latrunculi-frees = libera { $squares }
latrunculi-pieces = { $n ->
    [one] 1 pezzo
   *[other] { $n } pezzi
}
latrunculi-pieces-blocked = { $n ->
    [one] 1 pezzo
   *[other] { $n } pezzi
}, { $blocked ->
    [one] 1 bloccato
   *[other] { $blocked } bloccati
}
latrunculi-caption-place = posa { $seat } (ne restano { $n })
latrunculi-caption-to-move = muove { $seat }
latrunculi-caption-placed-all = tutti i pezzi sono sul tavoliere: muove per primo { $seat }
latrunculi-caption-removed = { $seat } ha tolto il pezzo bloccato in { $square }; muove { $next }
latrunculi-caption-removed-again = { $seat } ha tolto il pezzo bloccato in { $square } e può toglierne altri, poi muove
latrunculi-caption-passed = { $seat } non poteva muovere e ha passato; muove { $next }
latrunculi-caption-played = { $seat } ha giocato { $move }; muove { $next }
