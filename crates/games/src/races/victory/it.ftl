# Parole di Victory.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
victory-seat-yellow = Giallo
victory-seat-green = Verde
victory-seat-white = Bianco
victory-seat-black = Nero
victory-seat-orange = Arancione
victory-seat-violet = Viola

# Mosse a parole: mostrate sui pulsanti e nelle risposte; .typed elenca ciò che si può scrivere,
# .played dice cosa ha fatto chi l'ha giocata, dopo il suo nome.
victory-word-more = ancora
    .typed = ancora
    .played = lancia altri dadi:

option-victory-seats = automobili, da 2 a 6
    .name = giocatori
option-victory-laps = giri per vincere, da 1 a 5 (2 se non si dice)
    .name = giri
option-victory-faces = le sei facce di ogni dado: r rossa, b blu, x una croce (rrbbxx se non si dice)
    .name = facce
    .values = rrbbxx rrrbbx rrbbbx

victory-colour-red = rosse
victory-colour-blue = blu

victory-notation = una mossa elenca i suoi passi, ciascuno un colore (R rosso, B blu) e il punto raggiunto, come R:14 B:16; oppure solo il punto raggiunto; oppure resta
victory-notation-more = ora scegli ancora 1 o ancora 2 (uno o due dadi in più)
victory-throw-due = si stanno lanciando i dadi
victory-more-one-or-two = si possono lanciare uno o due dadi in più: ancora 1 o ancora 2
victory-choose-first = hai lanciato { $dice }: prima scegli ancora 1 o ancora 2
victory-already-more = i dadi sono lanciati; muovi l'automobile (punti raggiungibili: { $points }) o resta
victory-not-reachable = il punto { $point } non è raggiungibile; punti raggiungibili: { $points }
victory-too-many-faces = hai solo { $n } facce { $colour }; punti raggiungibili: { $points }
victory-no-line = nessuna linea { $colour } va da { $from } in avanti fino a { $to }; punti raggiungibili: { $points }
victory-blocked = c'è un'automobile sul punto { $point }: non si sorpassa; punti raggiungibili: { $points }

victory-end-finish = { $laps ->
    [one] ha finito il giro
   *[other] ha finito i { $laps } giri
} per primo
victory-end-last = è l'ultima automobile in gara
victory-end-cap = raggiunto il limite di { $plies } mosse

victory-panel = giro { $laps } di { $of }
victory-panel-out = fuori gara

victory-moved = { $seat } ha lanciato { $dice } ed è andato al { $to }
victory-stayed = { $seat } ha lanciato { $dice } ed è rimasto fermo
victory-lost-turn = { $seat } ha lanciato { $dice }: tre croci, perde il turno
victory-went-out = { $seat } ha lanciato { $dice }: quattro croci o più, fuori gara

victory-caption-first = { $seat } lancia tre dadi
victory-caption-choose = { $seat } ha lanciato { $dice }: ancora 1 o ancora 2?
victory-caption-second = { $seat } lancia { $n ->
    [one] un altro dado
   *[other] altri { $n } dadi
}
victory-caption-move = { $seat } muove: { $red } rosse, { $blue } blu
