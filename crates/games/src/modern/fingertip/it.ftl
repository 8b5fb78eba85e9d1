# Parole di Fingertip.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
fingertip-seat-south = Sud
fingertip-seat-west = Ovest
fingertip-seat-north = Nord
fingertip-seat-east = Est

option-fingertip-seats = giocatori, da 2 a 4

fingertip-notation = una mossa è una tessera della tua mano con le sue due lettere, poi l'estremità, L (sinistra) o R (destra; valgono anche S e D), come { $example }; la tessera d'apertura è solo le sue lettere. Lettere: R gomma, M metallo, L pelle, C panno, J iuta, W legno, S carta vetrata
fingertip-no-pass = puoi passare solo quando nessuna tua tessera si attacca; mosse valide: { $legal }
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
