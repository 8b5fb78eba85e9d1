# Parole di TwixT.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
twixt-seat-first = Primo
twixt-seat-second = Secondo

# Mosse a parole: mostrate sui pulsanti e nelle risposte; .typed elenca ciò che si può scrivere,
# .played dice cosa ha fatto chi l'ha giocata, dopo il suo nome.
twixt-word-keep = tieni
    .typed = tieni tengo
    .played = tiene i colori
twixt-word-swap = scambia
    .typed = scambia scambio
    .played = scambia i colori

twixt-red = Rosso
twixt-black = Nero
twixt-notation = un turno è un foro, una colonna A–X e una riga 1–24 contata dall'alto, come F12 (con tutti i collegamenti ai tuoi pioli) o F12* (senza collegamenti); si possono togliere (-E10G11) e aggiungere (+D5E7) collegamenti propri; dopo il primo piolo rosso, tieni o scambia
twixt-occupied = in { $hole } c'è già un piolo
twixt-border = { $hole } è oltre la linea di confine del { $colour }
twixt-no-such-link = non c'è un collegamento { $link }
twixt-not-your-link = il collegamento { $link } non è tuo
twixt-not-knight = { $link } non unisce due fori a salto di cavallo
twixt-not-your-pegs = { $link } non unisce due tuoi pioli
twixt-link-exists = il collegamento { $link } c'è già
twixt-crossed = il collegamento { $link } incrocerebbe { $other }
twixt-repeated = il collegamento { $link } è indicato due volte
twixt-pie-first = prima rispondi al primo piolo rosso: tieni (resti Nero) o scambia (prendi il Rosso e il suo piolo)
twixt-pie-closed = tieni e scambia rispondono solo al primo piolo rosso
twixt-swapped = { $seat } ha scambiato: ora { $seat } gioca il Rosso, con il piolo in { $hole }, e { $other } gioca il Nero e muove
twixt-kept = { $seat } resta Nero: { $other } resta Rosso
twixt-connected = il { $colour } ha unito i suoi due lati
twixt-no-hole = { $seat } non ha più fori dove giocare
twixt-panel = { $colour }: { $pegs ->
    [one] 1 piolo
   *[other] { $pegs } pioli
}, { $links ->
    [one] 1 collegamento
   *[other] { $links } collegamenti
}
twixt-opens = Apre { $seat } con il { $colour }
twixt-to-move = Muove { $seat } con il { $colour } (ultimo piolo in { $hole })
twixt-pie = { $seat } sceglie: tieni per restare Nero, o scambia per prendere il Rosso e il suo piolo
