# Parole di Lines of Action.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
loa-seat-black = Nero
loa-seat-white = Bianco

loa-notation = una mossa è la casa di un pezzo e quella d'arrivo, come b1-b3, o e4xg6 per una cattura
loa-no-piece = in { $square } non c'è un pezzo { $seat-di }
loa-not-a-line = { $from } e { $to } non sono sulla stessa traversa, colonna o diagonale; mosse legali da { $from }: { $legal }
loa-wrong-distance = lungo quella linea il pezzo in { $from } si muove di { $n ->
    [one] 1 casa
   *[other] { $n } case
} esatte, una per ogni pezzo sulla linea; mosse legali da { $from }: { $legal }
loa-own-piece = in { $square } c'è già un tuo pezzo; mosse legali da qui: { $legal }
loa-blocked = da { $from } a { $to } si salterebbe un pezzo avversario; mosse legali da { $from }: { $legal }
loa-connected = tutti i suoi pezzi formano un solo gruppo
loa-both-connected = la mossa ha unito i gruppi di entrambi, e vince chi l'ha fatta
loa-no-move = { $seat } non ha mosse legali
loa-repetition = la stessa posizione è tornata con lo stesso giocatore al tratto
loa-move-cap = { $n } semimosse giocate senza vincitore
loa-panel = { $n ->
    [one] 1 pezzo
   *[other] { $n } pezzi
} in { $groups ->
    [one] 1 gruppo
   *[other] { $groups } gruppi
}
loa-opens = Apre { $seat }
loa-to-move = Muove { $seat } (ultima mossa { $move })
option-loa-threefold = patta solo quando una posizione torna per la terza volta, non la seconda
    .name = tre-volte
