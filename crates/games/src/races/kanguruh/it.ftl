# Parole di Känguruh e della sua variante per 2 e 3 giocatori.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
kanguruh-seat-red = Rosso
kanguruh-seat-blue = Blu
kanguruh-seat-green = Verde
kanguruh-seat-yellow = Giallo
kanguruh-seat-white = Bianco
kanguruh-seat-black = Nero

# Mosse a parole: mostrate sui pulsanti e nelle risposte; .typed elenca ciò che si può scrivere,
# .played dice cosa ha fatto chi l'ha giocata, dopo il suo nome.
kanguruh-word-pawn = pedina
    .typed = pedina
    .played = sceglie la pedina

option-kanguruh-seats = giocatori, da 2 a 6
    .name = giocatori
option-kanguruh-2p3p-seats = giocatori, 2 o 3
    .name = giocatori
option-kanguruh-length = caselle del percorso ad anello, da 22 a 40 (30 se non si dice; partenza sulla prima, traguardo sull'ultima)
    .name = lunghezza
option-kanguruh-pawns = quale pedina muove: scegli (a ogni turno scegli una delle tue due) o alterna (si danno il cambio, prima la pedina 1)
    .name = pedine
    .values = scegli alterna

kanguruh-notation = una mossa è tira (un altro dado) o basta (si muove subito)
kanguruh-notation-pawns = una mossa è pedina 1 o pedina 2 (quale pedina muove in questo turno), poi tira (un altro dado) o basta (si muove subito)
kanguruh-card-due = si sta girando la prossima carta
kanguruh-die-due = si sta lanciando un dado
kanguruh-no-such-pawn = la pedina { $n } non esiste: ogni giocatore ha la pedina 1 e la pedina 2
kanguruh-pawn-chosen = la pedina di questo turno è già scelta: { $seat } dice tira o basta
kanguruh-choose-first = prima { $seat } sceglie la pedina da muovere: pedina 1 o pedina 2

kanguruh-end-deck = le carte sono finite
kanguruh-end-race = raggiunti { $points } punti
kanguruh-end-cap = raggiunto il limite di { $plies } mosse

kanguruh-square-start = partenza
kanguruh-square-finish = arrivo

kanguruh-panel = { $points ->
    [one] 1 punto
   *[other] { $points } punti
} ({ $cards ->
    [one] 1 carta
   *[other] { $cards } carte
})
kanguruh-moved = { $carried ->
    [0] la pedina di { $seat } avanza di { $distance } fino al { $to }
    [one] la pedina di { $seat } avanza di { $distance } fino al { $to }, con 1 pedina in groppa
   *[other] la pedina di { $seat } avanza di { $distance } fino al { $to }, con { $carried } pedine in groppa
}
kanguruh-busted = { $seat } ha fatto { $sum } in tutto: sballato, { $pawns ->
    [one] la pedina torna
   *[other] { $pawns } pedine tornano
} alla partenza
kanguruh-took = { $seat } prende la carta { $card }

kanguruh-caption = { $what } · carta scoperta { $card }, { $left } nel mazzo
kanguruh-caption-card = si gira una carta
kanguruh-caption-first = { $seat } lancia il primo dado
kanguruh-caption-again = { $seat } lancia un altro dado
kanguruh-caption-choose = { $seat } sceglie una pedina: pedina 1 o pedina 2
kanguruh-caption-decide = { $seat }: { $dice ->
    [one] 1 dado
   *[other] { $dice } dadi
}, somma { $sum }: basta per avanzare di { $distance }, o tira
kanguruh-caption-rider = { $decide } (in cima alla pedina di { $turn })
