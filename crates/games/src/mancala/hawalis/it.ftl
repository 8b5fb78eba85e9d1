# Parole di Hawalis (entrambi i regolamenti).

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
hawalis-seat-south = Sud
hawalis-seat-north = Nord

hawalis-capture-facing = di fronte alla buca interna vuota dove è finita la semina
hawalis-end-move-cap = sono state giocate { $moves } mosse: vince chi ha più semi sul tavoliere
hawalis-end-no-seeds = { $seat-a } non restano semi
hawalis-expected = una mossa indica una buca { $seat-di }: { $inner } (fila interna) o { $outer } (fila esterna), contando dalla sua sinistra, per esempio { $example }
hawalis-panel = { $left } in gioco, { $seeds ->
        [one] 1 seme catturato
       *[other] { $seeds } semi catturati
    }
hawalis-single-into-empty = un seme isolato può andare solo in una buca vuota, e la buca dopo { $pit } non lo è
hawalis-single-last = la buca { $pit } ha un solo seme: si può giocare solo quando nessuna buca ne ha due o più
hawalis-single-never = la buca { $pit } ha un solo seme, che non si può mai giocare
option-hawalis-direction = in che verso i semi girano intorno alle due file di un giocatore
    .name = verso
    .values = orario antiorario
