# Hepta e Hepta in solitario: messaggi, nomi dei posti, opzioni.

hepta-seat-blue = Blu
hepta-seat-yellow = Giallo
hepta-seat-player = Giocatore

option-hepta-pieces = triomini per serie, da 1 a 7 (7 nel libro; 7 quadratini rossi e 14 pezzi riempiono il tavoliere)
    .name = pezzi
option-hepta-level = il colore da lasciare scoperto, da 1 a 7: 1 rosso (il più facile), 2 giallo, 3 verde, 4 blu, 5 marrone, 6 bianco, 7 nero (il più difficile)
    .name = difficolta
option-hepta-guard = si: un triomino non può coprire il colore da lasciare scoperto; no: può, e il rompicapo fallisce alla fine
    .name = protezione

hepta-end-solved = tutti e quattordici i triomini sono posati e resta scoperto solo il colore scelto
hepta-end-wrong-cells = tutti e quattordici i triomini sono posati, ma restano scoperte caselle di altri colori
hepta-end-stuck = nessuno dei triomini rimasti trova posto
hepta-end-no-piece = { $seat } non ha più triomini
hepta-end-no-room = nessun triomino di { $seat } trova posto

hepta-expected-red = indica una casella vuota per un quadratino rosso, come d4
hepta-red-there = in { $cell } c'è già un quadratino rosso
hepta-expected-choose = scegli la serie con cui giocare: L (ad angolo) o I (diritti)
hepta-expected-place = indica le tre caselle vuote del tuo triomino, come c3 c4 d4
hepta-off-board = { $cell } è fuori dal tavoliere: colonne da a a g, righe da 1 a 7
hepta-same-cell = indica tre caselle diverse
hepta-not-tromino = { $cells } non formano un triomino: tre caselle in fila (I) o tre caselle di un quadrato 2×2 (L)
hepta-not-yours = quello è un triomino { $shape }, e la tua serie è { $mine }
hepta-none-left = non resta alcun triomino { $shape }
hepta-cell-red = in { $cell } c'è un quadratino rosso
hepta-cell-covered = { $cell } è già coperta
hepta-cell-kept = { $cell } ha il colore da lasciare scoperto

hepta-colour-red = rosso
hepta-colour-yellow = giallo
hepta-colour-green = verde
hepta-colour-blue = blu
hepta-colour-brown = marrone
hepta-colour-white = bianco
hepta-colour-black = nero

hepta-caption-reds = { $seat } posa i quadratini rossi: { $left ->
    [one] ne manca 1
   *[other] ne mancano { $left }
}
hepta-caption-choose = { $seat } sceglie una serie: L o I
hepta-caption-play = { $seat } posa un triomino { $shape }
hepta-caption-solo = posa tutti i 14 pezzi lasciando scoperte solo le caselle di colore { $colour } (livello { $level })

hepta-panel = { $n ->
    [one] resta 1 triomino { $shape }
   *[other] restano { $n } triomini { $shape }
}
hepta-panel-solo = restano: { $i } I, { $l } L
