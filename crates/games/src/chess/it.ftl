# chess: Scacchi vinciperdi, Scacchi progressivi, Scacchi progressivi italiani, Scacchi vinciperdi progressivi

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
chess-seat-white = Bianco
chess-seat-black = Nero

chess-notation = una mossa si scrive in notazione algebrica, come e4, Cf3, exd5, e8=D oppure O-O (o con le case di partenza e di arrivo, come e2e4 o e7e8q)
chess-notation-no-castling = una mossa si scrive in notazione algebrica, come e4, Cf3, exd5 o e8=D (o con le case di partenza e di arrivo, come e2e4 o e7e8q); in questo gioco non si arrocca
chess-must-capture = catturare è obbligatorio: { $captures }
chess-check-too-early = lo scacco si può dare solo con l'ultima mossa di una serie; questa è la mossa { $move } di { $series }
chess-no-castling = in questo gioco non c'è arrocco
chess-cannot-castle = ora non si può arroccare
chess-parry-check = il tuo re è sotto scacco e questa mossa non lo para: { $moves }
chess-en-passant-first = la presa en passant è ammessa solo come prima mossa di una serie
chess-nothing-reaches = nessuno dei tuoi pezzi può andare in { $square } ora
chess-reach-instead = quel pezzo non può andare in { $square }; possono farlo queste mosse: { $moves }
chess-not-legal = mossa non legale qui
chess-no-pieces-left = { $seat } non ha più pezzi
chess-cannot-move-wins = { $seat } non può muovere
chess-checkmate = { $seat } ha subito scacco matto
chess-progressive-checkmate = { $seat } ha subito matto progressivo: ogni parata darebbe scacco troppo presto
chess-stalemate = { $seat } non può muovere e non è sotto scacco: stallo
chess-repetition = la stessa posizione per la terza volta
chess-quiet-series = { $series } serie di fila senza catture né mosse di pedone
chess-fifty-moves = { $moves } mosse per parte senza catture né mosse di pedone
chess-panel-pieces = { $pieces ->
    [one] 1 pezzo
   *[other] { $pieces } pezzi
}
chess-panel-series = serie { $series }: mossa { $move } di { $series }
chess-series-progress = { $seat } ha giocato la mossa { $move } di { $series }
chess-check-ends-series = lo scacco chiude la serie { $seat-di }
chess-king-promotion = il pedone è diventato un re
chess-ply-cap = { $plies } semimosse giocate: la partita è patta
chess-no-exchange = il pedone resta inattivo sull'ultima traversa: la riserva avversaria non ha pezzi con cui scambiarlo
chess-exchange = il pedone è stato scambiato con { $piece } della riserva { $seat-di }
chess-exchange-choice = un pedone che raggiunge l'ultima traversa si scambia con un pezzo della riserva avversaria, che contiene: { $pieces }
chess-pawn-drop-last-rank = un pedone non può essere paracadutato sulla tua ultima traversa
chess-not-in-reserve = la tua riserva non contiene { $piece }
chess-piece-queen = una donna
chess-piece-rook = una torre
chess-piece-bishop = un alfiere
chess-piece-knight = un cavallo
chess-piece-pawn = un pedone
