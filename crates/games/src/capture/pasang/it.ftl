# Parole del Pasang.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
pasang-seat-red = Rosso
pasang-seat-green = Verde

option-pasang-ka = come entrambi creano il Ka: scivolamento (per spostamento, una pedina accanto al varco ci scivola dentro) o salto (per salto, una pedina a due colonne di distanza ci salta dentro scavalcandone una)
    .name = nascita
    .values = scivolamento salto

pasang-cleared = non resta nessuna pedina; i punteggi: Rosso { $red }, Verde { $green }
pasang-no-ka = { $seat } non può creare un Ka che catturi e perde; { $winner } somma i punti dello sconfitto: { $total }
pasang-no-capture = { $seat } non ha mosse che catturino e perde; { $winner } somma i punti dello sconfitto: { $total }

pasang-notation-passage = apri il tuo varco: scrivi la lettera di una colonna di cui prendi le cinque pedine nella tua metà, come { $example }
pasang-notation-ka = crea il tuo Ka: il punto della pedina, un trattino, il punto del varco in cui entra e il raggio che cattura (N, S, E oppure W, o O per ovest), come { $example }
pasang-notation-move = muovi il tuo Ka: il suo punto, un trattino, dove si ferma e il raggio che cattura, perpendicolare alla mossa (N, S, E oppure W, o O per ovest), come { $example }
pasang-off-board = { $point } non è un punto di questo tavoliere: colonne da a a k, righe da 1 a 11, e niente f6
pasang-passage-first = prima apri il tuo varco: scrivi la lettera di una colonna, come c
pasang-passage-open = i varchi sono aperti: ora si muovono i Ka
pasang-not-legal = mossa non consentita qui
pasang-quadrant-east = il primo varco è sulla colonna { $first }: il tuo deve stare su una colonna fra g e k
pasang-quadrant-west = il primo varco è sulla colonna { $first }: il tuo deve stare su una colonna fra a ed e
pasang-quadrant-middle = il primo varco è sulla colonna { $first }: il tuo può stare su qualunque colonna tranne la f
pasang-ka-into = il Ka nasce in un punto vuoto del tuo varco, colonna { $file }, nella tua metà
pasang-ka-slide = in questa partita il Ka nasce per spostamento: scivola dentro la pedina accanto a { $point } sulla stessa riga
pasang-ka-jump = in questa partita il Ka nasce per salto: la pedina a due punti da { $point } sulla stessa riga ci salta dentro scavalcandone un'altra
pasang-ka-stone = non c'è una pedina per creare il Ka in { $point } (o non c'è nulla da scavalcare)
pasang-your-ka = il tuo Ka è in { $point }
pasang-straight = il Ka si muove lungo una riga o una colonna, di almeno un punto
pasang-centre = il Ka non può uscire dal tavoliere né attraversare il centro mancante f6
pasang-blocked = la strada è chiusa in { $point }: il Ka non salta mai
pasang-ray-across = il raggio catturato è perpendicolare alla mossa del Ka
pasang-no-capture-here = il Ka non cattura nulla in { $point }: ogni mossa deve catturare
pasang-ray-empty = nessuna pedina sul raggio { $dir } da { $point }
pasang-ray-mixed = il raggio { $dir } da { $point } ha pedine dei due colori: non si può prendere
pasang-ray-ka = il raggio { $dir } da { $point } incontra l'altro Ka: non si può prendere
pasang-ray-even = il raggio { $dir } da { $point } ha { $n } pedine: ne serve un numero dispari
pasang-took-white = ha preso { $white ->
    [one] 1 pedina bianca
   *[other] { $white } pedine bianche
}, { $points } punti
pasang-took-black = ha preso { $black ->
    [one] 1 pedina nera
   *[other] { $black } pedine nere
}, { $points ->
    [one] 1 punto
   *[other] { $points } punti
}
pasang-took-both = ha preso { $white } pedine bianche e { $black } nere, { $points } punti
pasang-points = { $n ->
    [one] 1 punto
   *[other] { $n } punti
}
pasang-by-slide = per spostamento, facendo scivolare nel varco una pedina accanto
pasang-by-jump = per salto, facendo saltare nel varco una pedina sopra un'altra
pasang-caption-passage = { $seat } apre un varco: una colonna di cinque pedine nella propria metà
pasang-caption-ka = { $seat } crea il Ka { $method }, e deve catturare
pasang-caption-main = { $seat } muove il Ka e deve catturare; restano { $white } pedine bianche e { $black } nere
