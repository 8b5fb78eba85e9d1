# Parole del Ming Mang.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
ming-mang-seat-black = Nero
ming-mang-seat-white = Bianco

option-ming-mang-size = il lato del tavoliere: 8 (14 pezzi a testa) o 17 (32 pezzi a testa)
    .name = misura
ming-mang-size = il Ming Mang si gioca su 8×8 o 17×17, non su { $size }×{ $size }

ming-mang-no-pieces = { $seat } non ha più pezzi
ming-mang-blocked = { $seat } non ha mosse possibili
ming-mang-repetition = la stessa posizione si è presentata per la terza volta
ming-mang-quiet = { $plies } mosse senza catture
ming-mang-ply-cap = la partita è arrivata a { $plies } mosse

ming-mang-notation = una mossa sposta un tuo pezzo in orizzontale o in verticale su case libere, come { $example }
ming-mang-off-board = { $square } non è su questo tavoliere: le case vanno da a1 a { $last }
ming-mang-empty = in { $square } non c'è nessun pezzo
ming-mang-not-yours = il pezzo in { $square } non è tuo
ming-mang-stuck = il pezzo in { $square } non ha case libere accanto
ming-mang-same-square = indica due case diverse
ming-mang-straight = un pezzo si muove in orizzontale o in verticale, mai in diagonale
ming-mang-occupied = { $square } non è libera
ming-mang-jump = un pezzo non può scavalcare altri pezzi
ming-mang-turned = converte { $squares }
ming-mang-pieces = { $n ->
    [one] 1 pezzo
   *[other] { $n } pezzi
}
