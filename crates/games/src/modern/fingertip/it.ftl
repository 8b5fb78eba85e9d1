# Parole di Fingertip.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
fingertip-seat-south = Sud
fingertip-seat-west = Ovest
fingertip-seat-north = Nord
fingertip-seat-east = Est

option-fingertip-seats = giocatori, da 2 a 4
    .name = giocatori

fingertip-notation = una mossa è una tessera della tua mano con le sue due lettere, poi l'estremità, L (sinistra) o R (destra; valgono anche S e D), come { $example }; la tessera d'apertura è solo le sue lettere. Lettere: R gomma, M metallo, L pelle, C panno, J iuta, W legno, S carta vetrata
fingertip-no-pass = puoi passare solo quando nessuna tua tessera si attacca; mosse valide: { $legal }
fingertip-legal-in-view = i pulsanti della tua vista (/vista)
fingertip-not-here = { $tile } non si può giocare qui dalla tua mano; mosse valide: { $legal }
fingertip-not-yours = { $tile } non è nella tua mano; mosse valide: { $legal }
fingertip-on-table = { $tile } è già sul tavolo; mosse valide: { $legal }
fingertip-no-fit-side = { $tile } non combacia con { $end } all'estremità { $side }; mosse valide: { $legal }
fingertip-no-fit = { $tile } non combacia con nessuna delle due estremità ({ $ends }); mosse valide: { $legal }
fingertip-emptied = { $seat } ha piazzato l'ultima tessera
fingertip-blocked = nessuno può piazzare una tessera: vince chi ne ha meno
fingertip-panel-tiles = { $tiles ->
    [one] 1 tessera
   *[other] { $tiles } tessere
}
fingertip-caption-deal = si distribuiscono le tessere, scoperte: ne mancano { $left }
fingertip-caption-open = { $seat } ha il doppio iuta JJ e apre con una tessera a scelta
fingertip-caption-turn = { $seat } piazza una tessera che combacia con un'estremità, L o R
fingertip-caption-passed = { $seat } non aveva tessere che si attaccano e ha passato; tocca a { $next }

# Domino tatto.
fingertip-word-draw = pesca
    .typed = pesca pesco
    .played = pesca una tessera dal sacchetto
fingertip-no-draw = si pesca solo quando nessuna tua tessera si attacca e il sacchetto non è vuoto; mosse valide: { $legal }
fingertip-touch-blocked = il sacchetto è vuoto e nessuno può piazzare una tessera: vince chi ne ha meno
fingertip-touch-caption-deal = ognuno pesca 4 tessere dal sacchetto, senza guardare: ne mancano { $left }
fingertip-touch-caption-open = apre { $seat }: con il doppio iuta JJ se ce l'ha, altrimenti con una tessera a scelta; { $bag } nel sacchetto
fingertip-touch-caption-turn = { $seat } piazza tessere che combaciano con un'estremità, L o R, e dopo la prima può passare; { $bag } nel sacchetto
fingertip-touch-caption-passed = { $seat } ha finito; tocca a { $next }; { $bag } nel sacchetto
fingertip-touch-caption-stuck = { $seat } non ha tessere che si attaccano e ne pesca una; { $bag } nel sacchetto
fingertip-touch-caption-drawn = { $seat } ha pescato una tessera che si attacca e la piazza subito; { $bag } nel sacchetto
fingertip-touch-caption-refill = { $seat } ha finito e pesca fino ad avere 4 tessere; { $bag } nel sacchetto
