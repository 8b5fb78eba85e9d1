# Ciò che dice il codice comune ai giochi di percorso; le parole di ogni gioco sono nella sua cartella.

race-already-thrown = i dadi sono già stati lanciati ({ $dice }); { $notation }
race-cap-off = raggiunto il limite di { $plies } mosse con { $a }-{ $b } pedine uscite
race-cap-points = raggiunto il limite di { $plies } mosse con { $a }-{ $b } punti
race-to-throw = Tocca { $seat-a } lanciare
race-throw-due = si stanno lanciando i dadi
race-not-possible = questa giocata non è possibile con questo tiro
race-cannot-pass-die = non puoi passare quando un dado si può usare
race-bore-off-all = ha portato fuori tutte le { $n } pedine
race-panel-off = { $n } fuori
race-panel-points = { $n ->
    [one] { $n } punto
   *[other] { $n } punti
}
race-throw-first = prima il lancio: tocca { $seat-a } lanciare
race-cannot-pass = non puoi passare quando c'è una mossa
race-cannot-enter = ora non si può entrare
