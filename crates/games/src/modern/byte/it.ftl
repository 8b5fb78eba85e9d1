# Parole di Byte.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
byte-seat-black = Nero
byte-seat-white = Bianco

byte-notation = una mossa è la casa di una pila e quella d'arrivo, come d4-c5, con il livello della pedina che prendi quando non è quella alla base, come e3:2-d4; oppure passa quando non hai mosse
byte-no-pass = puoi passare solo quando non hai mosse legali
byte-empty = in { $square } non c'è nessuna pila
byte-level = la pila in { $square } ha { $n ->
    [one] 1 pedina
   *[other] { $n } pedine
}
byte-not-yours = la pedina al livello { $level } in { $square } non è { $seat-di }
byte-where = di' dove va; mosse legali da { $square }: { $legal }
byte-not-next = { $to } non è a un passo in diagonale da { $from }; mosse legali da { $from }: { $legal }
byte-whole = su una casa vuota si muove solo una pila intera; mosse legali da qui: { $legal }
byte-has-neighbour = la pila in { $square } ha una pila accanto, quindi può solo unirsi; mosse legali da qui: { $legal }
byte-closer = una pila deve avvicinarsi alla pila più vicina ({ $stacks }, a { $n ->
    [one] 1 passo
   *[other] { $n } passi
}); mosse legali da qui: { $legal }
byte-climb = la pedina al livello { $level } deve arrivare più in alto di dove sta, e quella pila ha { $n ->
    [one] 1 pedina
   *[other] { $n } pedine
}; mosse legali da qui: { $legal }
byte-too-tall = la pila sarebbe alta { $n }: al massimo 8; mosse legali da qui: { $legal }
byte-not-legal = non è una mossa legale qui; mosse legali da qui: { $legal }
byte-majority = { $seat } ha messo da parte due delle tre torri
byte-ply-cap = { $n } semimosse giocate senza vincitore
byte-panel = torri vinte: { $n }
byte-opens = Apre { $seat }
byte-to-move = Muove { $seat } (ultima mossa { $move })
byte-passed = { $seat } non aveva mosse e ha passato; muove { $next }
byte-tower-off = la pila in { $square } è arrivata a otto ed è uscita dal tavoliere: la pedina in cima va a { $seat }
