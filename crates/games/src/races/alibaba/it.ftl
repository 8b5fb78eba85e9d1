# Parole di Ali Baba.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
alibaba-seat-red = Rosso
alibaba-seat-blue = Blu
alibaba-seat-green = Verde
alibaba-seat-yellow = Giallo

alibaba-across = { $figure ->
    [L] la tua Dama è già dall'altra parte
    [T] il tuo Ladro è già dall'altra parte
   *[O] la tua Guardia è già dall'altra parte
}
alibaba-no-prey = uno 0 permette solo di catturare una preda sulla propria traversa, e { $figure ->
    [L] la tua Dama non ne ha
    [T] il tuo Ladro non ne ha
   *[O] la tua Guardia non ne ha
}
alibaba-needs-exactly = { $figure ->
    [L] la tua Dama
    [T] il tuo Ladro
   *[O] la tua Guardia
} deve fare esattamente { $n } per raggiungere l'altra sponda
alibaba-to-roll = Tocca { $seat-a } tirare il dado
alibaba-no-prey-pass = nessuna figura ha una preda sulla sua traversa: passa
alibaba-none-can-move = nessuna figura può muovere di { $n }: passa
alibaba-take-prey = cattura una preda con una figura dove si trova
alibaba-move-a-figure = muovi una figura di { $n }
alibaba-rolled = { $seat } ha tirato { $roll }: { $what }
alibaba-all-across = tutte e tre le figure hanno attraversato il ponte
alibaba-cap = raggiunto il limite di { $plies } mosse
alibaba-roll-first = prima il dado: tocca { $seat-a } tirare
alibaba-rolls = un tiro è 0, 1, 2 o 3
alibaba-notation = una mossa è una figura: L (Dama), T (Ladro), O (Guardia), oppure passa
alibaba-cannot-pass = non puoi passare quando una figura può muovere
alibaba-cannot-move = ora quella figura non può muovere
alibaba-panel = { $n ->
    [one] { $n } dall'altra parte
   *[other] { $n } dall'altra parte
}
option-alibaba-seats = numero di giocatori, da 2 a 4
    .name = giocatori
