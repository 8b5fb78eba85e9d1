# Parole di Bao la Kiswahili.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
bao-seat-south = Sud
bao-seat-north = Nord

bao-capture-facing = di fronte a una buca interna piena
bao-end-front-empty = la fila interna { $seat-di } è vuota
bao-end-own-front-empty = { $seat } ha svuotato la propria fila interna
bao-expected = una mossa indica una buca { $seat-di }, { $front } (fila interna) o { $back } (fila esterna) dalla sua sinistra, poi L o R per la direzione dei semi, e + per proseguire la semina oltre la nyumba: per esempio { $example }
bao-front-first = senza cattura ha la precedenza la fila interna: { $pit } è nella fila esterna
bao-house-last = la nyumba può iniziare un turno solo quando ogni altra buca interna è vuota
bao-kutakatia = kutakatia: { $pit } è l'unica buca che l'avversario potrebbe catturare, quindi non si può svuotare
bao-mtaji-single = nella mtaji non si gioca una buca con un solo seme ({ $pit })
bao-must-capture = la cattura è obbligatoria e la buca { $pit } non cattura
bao-namua-front = nella namua un turno parte dalla fila interna, non da { $pit }
bao-panel = { $phase }
bao-panel-no-house = { $phase }, senza nyumba
bao-safari = safari: svuotata la nyumba { $pit }
bao-single-seed-no-house = la nyumba non c'è più: un turno senza cattura non può partire da { $pit }, che ha un solo seme
bao-stop-house = la nyumba chiude un turno senza cattura
bao-stop-house-kept = la cattura si ferma alla nyumba, che il giocatore conserva
bao-tax = tassa della nyumba: due semi tolti da { $pit }
bao-to-move = Tocca { $seat-a } ({ $phase })
bao-to-move-kutakatia = Tocca { $seat-a } ({ $phase }); kutakatia su { $pit }
