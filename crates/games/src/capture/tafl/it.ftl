# Parole di tafl (ogni regolamento).

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
tafl-seat-black = Nero
tafl-seat-white = Bianco

tafl-notation = una mossa va dalla casella di un pezzo a una casella vuota lungo la sua riga o colonna, come { $example }
tafl-off-board = { $square } non è su questo tavoliere: le caselle vanno da a1 a { $last }
tafl-empty = in { $square } non c'è nessun pezzo
tafl-not-yours = il pezzo in { $square } non è tuo
tafl-stuck = di' dove va il pezzo in { $square }, come { $square }-…; potrebbe non avere mosse
tafl-same-square = una mossa deve lasciare la sua casella
tafl-straight = i pezzi si muovono lungo righe e colonne, mai in diagonale
tafl-blocked = { $square } è d'intralcio: i pezzi non saltano
tafl-one-step = ogni pezzo si muove di una sola casella
tafl-throne = solo il re può fermarsi sul trono, { $square }
tafl-corner = solo il re può entrare in un angolo, { $square }
tafl-repeats = questa mossa ripeterebbe la stessa posizione per la terza volta
tafl-not-legal = mossa non legale qui
tafl-king-captured = il re è stato catturato
tafl-king-escaped = il re ha raggiunto un angolo
tafl-no-move = { $seat } non può muovere
tafl-only-repetitions = ogni mossa rimasta { $seat-a } ripeterebbe una posizione per la terza volta
tafl-ply-cap = sono state giocate { $plies } semimosse
tafl-takes = cattura { $squares }
tafl-takes-king = cattura il re in { $square }
tafl-pieces = { $n ->
    [one] 1 pezzo
   *[other] { $n } pezzi
}
tafl-caption-start = muove per primo { $seat }; il re fugge in un angolo
tafl-caption-played = { $seat } ha giocato { $move }
tafl-caption-took = { $seat } ha giocato { $move } e catturato { $squares }
