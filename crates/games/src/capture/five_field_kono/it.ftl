# Parole del Five Field Kono.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
kono-seat-white = Bianco
kono-seat-black = Nero

option-kono-spoiling = chi tiene pezzi a casa e non può muovere perde quando gli altri suoi punti di partenza sono occupati (no: vale solo il limite delle 200 mosse, con la patta)
    .name = ostruzione

kono-home = { $seat } ha occupato tutti i punti di partenza avversari
kono-spoiler-shut = { $seat } non può muovere e tutti gli altri suoi punti di partenza sono occupati
kono-nobody-moves = nessuno dei due può muovere
kono-ply-cap = la partita è arrivata a { $plies } mosse

kono-notation = una mossa sposta un tuo pezzo di un punto in diagonale su un punto libero, come { $example }; se non puoi, passa
kono-off-board = { $point } non è sul tavoliere: i punti vanno da a1 a e5
kono-empty = in { $point } non c'è nessun pezzo
kono-not-yours = il pezzo in { $point } non è tuo
kono-stuck = il pezzo in { $point } non ha punti liberi accanto in diagonale
kono-diagonal = un pezzo si sposta di un solo punto in diagonale, mai in orizzontale o in verticale
kono-occupied = { $point } non è libero
kono-not-legal = mossa non consentita qui
kono-no-pass = puoi muovere, quindi non puoi passare
kono-blocked = non puoi muovere: passa
kono-passed = { $seat } non poteva muovere e ha passato
kono-goal-held = { $n ->
    [one] 1 punto d'arrivo su 7
   *[other] { $n } punti d'arrivo su 7
}
