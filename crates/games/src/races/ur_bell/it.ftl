# Parole di il gioco reale di Ur.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
ur-seat-blue = Blu
ur-seat-red = Rosso

ur-notation = una mossa è entra, la casella di una tua pedina (d1, a2 …), oppure passa
ur-throws = un lancio è il numero di punte colorate rivolte in alto: 0, 1, 2 o 3
ur-one-moves-nothing = un lancio di 1 non muove nulla: passa
ur-beyond-exit = la pedina su { $square } non può muovere di { $by }: andrebbe oltre l'uscita (per uscire serve esattamente { $exact })
ur-own-piece = la pedina su { $square } non può muovere di { $by }: finirebbe su una tua pedina in { $to }
ur-safe-centre = la pedina su { $square } non può muovere di { $by }: la pedina sulla stella centrale d2 è al sicuro e non si cattura
ur-move-entered = devi muovere la pedina appena entrata ({ $square })
ur-enter-on-3 = si entra solo con un lancio di 3
ur-none-to-enter = non hai più pedine da far entrare
ur-entry-taken = sulla tua casella d'ingresso { $square } c'è già una tua pedina
ur-no-move-entered-back = nessuna mossa: passa, la pedina appena entrata torna indietro
ur-no-move = nessuna mossa: passa
ur-entered-stuck = la pedina appena entrata non può muovere: passa, torna indietro
ur-no-move-possible = nessuna mossa possibile: passa
ur-move-entered-by = muovi la pedina appena entrata su { $square } di { $by ->
    [one] { $by } casella
   *[other] { $by } caselle
}
ur-enter-or-move-5 = fai entrare una pedina o muovine una di 5 caselle
ur-move-a-piece = muovi una pedina di { $by ->
    [one] { $by } casella
   *[other] { $by } caselle
}
ur-threw = { $seat } ha lanciato { $throw }: { $what }
ur-off-track = { $square } non è sul percorso { $seat-di }
ur-no-piece = non hai pedine su { $square }
ur-goes-to = con questo lancio la pedina su { $square } va in { $to }: gioca { $square }
ur-panel = { $off } fuori, tributo { $tribute }
option-safe-centre-rosette = un pezzo sulla stella centrale d2 non può essere catturato (regola di Finkel; non è nel testo di Bell)
    .name = stella-sicura
