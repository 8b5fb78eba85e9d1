# Parole di Senet (ogni regolamento).

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
senet-seat-white = Bianco
senet-seat-black = Nero

senet-points = { $a }-{ $b } punti
# Parole sulle caselle del senet (brevi: stanno dentro una casella).
senet-label-in = fra { $n }
senet-label-goal = meta { $seat }
senet-label-to-30 = { $n } al 30
senet-label-leaves = esce
senet-label-off = fuori { $n }
senet-label-safe = sicura
senet-label-start = partenza
senet-label-stop = sosta
senet-label-again = rilancia
senet-label-water = acqua
senet-notation = una mossa è la casella di una tua pedina (14), passa
senet-notation-enter = una mossa è la casella di una tua pedina (14), entra, passa
senet-notation-stay = una mossa è la casella di una tua pedina (14), resta, passa
senet-notation-enter-stay = una mossa è la casella di una tua pedina (14), entra, resta, passa
senet-throws = un lancio è il numero di caselle da percorrere: 1, 2, 3, 4, 5 o 6
senet-safe = la pedina sulla casella { $square } è su una casella sicura
senet-protected = la pedina sulla casella { $square } è protetta da una vicina del suo colore
senet-immune = la pedina sulla casella { $square } ha raggiunto la sua meta ed è intoccabile
senet-at-goal = la pedina sulla casella { $square } ha raggiunto la sua meta e vi resta
senet-waits-for = la pedina sulla casella { $square } aspetta lì un lancio di { $throw }
senet-leaves-next-turn = la pedina sulla casella { $square } esce all'inizio del tuo prossimo turno
senet-stop-on-26 = la pedina sulla casella { $square } deve fermarsi sulla 26 prima di proseguire
senet-not-past-1 = la pedina sulla casella { $square } non può andare oltre la casella 1
senet-needs-exactly = la pedina sulla casella { $square } deve fare esattamente { $throw } per uscire
senet-bounce-back = la pedina sulla casella { $square } rimbalzerebbe dove si trova
senet-first-row-held = nessuna pedina può uscire finché ne hai una sulle caselle da 1 a 10
senet-own-piece = sulla casella { $square } c'è già una tua pedina
senet-no-backward = la pedina sulla casella { $square } non può tornare indietro
senet-not-back-past-1 = la pedina sulla casella { $square } non può tornare indietro oltre la casella 1
senet-no-entering = con queste regole tutte le pedine partono sul tavoliere
senet-none-in-hand = non hai pedine fuori dal tavoliere
senet-enters-on = una pedina entra solo con un lancio di { $throws }
senet-none-can-move = nessuna pedina può muovere di { $throw }: passa
senet-must-move-back = nessuna pedina può avanzare: una deve tornare indietro di { $throw }
senet-move-26-or-stay = muovi di { $throw } la pedina sulla 26, oppure resta
senet-move-a-piece = muovi una pedina di { $throw }
senet-threw = { $seat } ha lanciato { $throw }: { $what }
senet-threw-again = { $seat } ha lanciato { $throw }: { $what }, poi rilancia
senet-stay-when = puoi restare solo quando la pedina sulla 26 è l'unica che può muovere
senet-no-stay = queste regole non permettono di restare
senet-no-piece = non hai pedine sulla casella { $square }
senet-goes-back = con questo lancio la pedina sulla casella { $square } torna alla { $to }: gioca { $square }
senet-goes-to = con questo lancio la pedina sulla casella { $square } va in { $to }: gioca { $moves }
