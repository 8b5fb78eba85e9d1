# Square Off (variante orientale e solitario): messaggi, nomi dei posti, mosse a parola.

squareoff-seat-red = Rosso
squareoff-seat-black = Nero
squareoff-seat-player = Giocatore

# Mosse a parola: sui pulsanti e nelle risposte; .typed elenca cosa si può scrivere,
# .played dice cosa ha fatto un giocatore, dopo il suo nome.
squareoff-word-gap = vuoto
    .typed = vuoto buco
    .played = ha lasciato vuota la casella seguente

squareoff-end-loop = le tessere formano una sola linea chiusa, in { $slides ->
    [one] 1 spostamento
   *[other] { $slides } spostamenti
}
squareoff-end-slides = nessuna linea chiusa dopo { $slides } spostamenti
squareoff-end-letters = lettere { $first } a { $second }

squareoff-expected = uno spostamento è la casella di una tessera nella riga o colonna del vuoto, come c3
squareoff-expected-pick = scegli una delle lettere ancora nelle fessure, come C
squareoff-letter-gone = la lettera { $letter } non è più nella sua fessura
squareoff-is-gap = { $cell } è il vuoto: indica una tessera nella sua riga o colonna
squareoff-not-in-line = { $cell } non è nella riga né nella colonna del vuoto ({ $gap })

squareoff-panel = { $letters ->
    [one] 1 lettera
   *[other] { $letters } lettere
}: { $won }
squareoff-panel-none = ancora nessuna lettera
squareoff-panel-solo = { $slides ->
    [one] 1 spostamento
   *[other] { $slides } spostamenti
}

squareoff-caption-deal = le tessere vengono disposte a caso
squareoff-caption-pick = { $seat } sceglie una lettera
squareoff-caption-throw = lettera { $letter }: { $seat } lancia il dado
squareoff-caption-slide = { $seat } sposta: un percorso da { $letter } a { $die } ({ $slides ->
    [one] 1 spostamento
   *[other] { $slides } spostamenti
} in questo round)
squareoff-caption-solo = sposta le tessere fino a formare una sola linea chiusa che passi per tutte le 24
