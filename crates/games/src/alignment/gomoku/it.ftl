# Parole di Gomoku.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
gomoku-seat-black = Nero
gomoku-seat-white = Bianco

gomoku-notation = una mossa è un'intersezione: una colonna a–o e una riga 1–15, come h8 o j10
gomoku-first-on-centre = la prima pietra va al centro, in { $point }
gomoku-occupied = l'intersezione { $point } è occupata
gomoku-not-now = ora non si può giocare in { $point }
gomoku-five-in-a-row = cinque in fila
gomoku-overline = { $n } in fila
gomoku-board-full = il tavoliere è pieno
gomoku-stones = { $n ->
    [one] 1 pietra
   *[other] { $n } pietre
}
gomoku-opens = { $seat } apre al centro, in { $point }
gomoku-to-move = Muove { $seat } (ultima pietra in { $point })
option-exactly-five = vince solo un allineamento di esattamente cinque; sei o più (una sovralinea) non vince
    .name = cinque-esatte
