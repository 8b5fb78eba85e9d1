# Parole di Congklak.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
congklak-seat-south = Sud
congklak-seat-north = Nord

congklak-burnt = la buca { $pit } è bruciata in questa manche: non si può seminare
congklak-burnt-across = una buca bruciata non si può prendere: { $pit }
congklak-capture-across = una propria buca vuota dopo un giro
congklak-end-poor = { $why }; { $seat } non può riempire tre buche
congklak-expected = una mossa indica una buca { $seat-di } col suo numero, da 1 (accanto al suo granaio) a 7, per esempio 4
congklak-panel = { $stored } nel granaio, { $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    } in tutto
congklak-round-cap = la manche { $round } ha raggiunto { $moves } mosse
congklak-round-over = la manche è finita: le buche vengono riempite di nuovo
congklak-stop-burnt = una buca bruciata chiude il turno
congklak-stop-store = il proprio granaio: muove ancora
congklak-stuck = { $seat } non poteva muovere nella manche { $round }
