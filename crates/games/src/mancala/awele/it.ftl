# Parole di Awele.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
awele-seat-south = Sud
awele-seat-north = Nord

awele-capture-two-three = 2 o 3 nella fila avversaria
awele-end-cannot-feed = { $seat } non poteva sfamare { $other }
awele-end-ply-cap = raggiunto il limite di { $plies } mosse
awele-end-repetition = la posizione si è ripetuta
awele-grand-slam = un grand slam non cattura nulla
awele-to-move-feed = Tocca { $seat-a }, che deve sfamare { $other }
