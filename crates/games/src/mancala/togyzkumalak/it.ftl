# Parole di Togyzkumalak.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
togyzkumalak-seat-south = Sud
togyzkumalak-seat-north = Nord

togyzkumalak-capture-even = un numero pari nella fila avversaria
togyzkumalak-capture-tuzdyk = un 3 fatto nella fila avversaria, ora suo tuzdyk
togyzkumalak-declined = il tuzdyk è stato rifiutato
togyzkumalak-end-kazan = { $seeds } semi in un kazan
togyzkumalak-expected = una mossa indica una buca { $seat-di }, da 1 a 9 dalla sua sinistra, per esempio 7; aggiungi n per rifiutare un tuzdyk (3n)
togyzkumalak-no-tuzdyk = qui la buca { $pit } non crea un tuzdyk: non c'è nulla da rifiutare
togyzkumalak-panel-tuzdyk = { $seeds ->
        [one] 1 seme
       *[other] { $seeds } semi
    }, tuzdyk { $pit }
togyzkumalak-to-tuzdyk = i semi che cadono in un tuzdyk vanno al suo proprietario
