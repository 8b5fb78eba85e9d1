# Parole di Caccia al cavallo.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
knight-chase-seat-black = Nero
knight-chase-seat-white = Bianco

knight-chase-notation = una mossa è la nuova casella del cavallo e quella del disco che scegli, come g3 d5; finiti i dischi, o per catturare, la sola casella, come f7
knight-chase-off-board = { $square } non è sulla scacchiera: le caselle vanno da a1 a h8
knight-chase-not-a-jump = il cavallo in { $from } non può raggiungere { $square }: si muove come il cavallo degli scacchi
knight-chase-disc-there = in { $square } c'è un disco: un cavallo non si ferma mai su un disco
knight-chase-black-never-captures = il cavallo nero non può mai andare sul cavallo bianco
knight-chase-capture-alone = una cattura chiude la partita: scrivi solo la casella del cavallo
knight-chase-no-discs = i dischi sono finiti: scrivi solo la casella del cavallo, come { $square }
knight-chase-disc-needed = di' dove metti il disco dopo { $square }, come { $square } d5
knight-chase-disc-taken = { $square } non è libera per un disco
knight-chase-only-move = { $square } è l'unica mossa dell'altro cavallo: il tuo disco non può coprirla
knight-chase-not-legal = mossa non legale qui
knight-chase-captured = il cavallo bianco ha preso quello nero
knight-chase-time = il Bianco non ha preso il cavallo nero nelle { $moves } mosse dopo l'ultimo disco
knight-chase-blocked = il cavallo { $seat-di } non può muovere
knight-chase-takes = prende il cavallo nero in { $square }
knight-chase-discs-left = { $n ->
    [one] resta 1 disco
   *[other] restano { $n } dischi
}
knight-chase-moves-left = { $n ->
    [one] resta 1 mossa per catturare
   *[other] restano { $n } mosse per catturare
}
knight-chase-caption-start = muove per primo { $seat }; il Bianco dà la caccia al cavallo nero
knight-chase-caption-played = { $seat } ha giocato { $move }; { $n ->
    [one] resta 1 disco
   *[other] restano { $n } dischi
}
knight-chase-caption-last = { $seat } ha giocato { $move }; al Bianco { $n ->
    [one] resta 1 mossa
   *[other] restano { $n } mosse
}
