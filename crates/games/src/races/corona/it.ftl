# Parole di Corona.

corona-seat-first = Primo
corona-seat-second = Secondo
corona-seat-third = Terzo
corona-seat-fourth = Quarto
corona-seat-fifth = Quinto
corona-seat-sixth = Sesto
corona-seat-seventh = Settimo

corona-word-base = posa
    .typed = posa base basi
    .played = ha messo una base su
corona-word-random = caso
    .typed = caso casuale
    .played = ha chiesto basi a caso
corona-word-bid = offro
    .typed = offro offerta dichiaro
    .played = offre
corona-word-sealed = segreta
    .typed = segreta
    .played = ha fatto la sua offerta segreta

option-corona-seats = giocatori, da 2 a 7
    .name = giocatori
option-corona-end = come finisce la partita: mani (dopo un certo numero di mani), al-verde (quando un giocatore resta senza gettoni) o raddoppio (quando un giocatore ha raddoppiato i suoi gettoni)
    .name = fine
    .values = mani al-verde raddoppio
option-corona-rounds = mani da giocare se la partita finisce dopo un numero di mani; 0 per due a giocatore
    .name = mani
option-corona-layout = chi dispone le basi: a-turno (un giocatore, a turno) o a-caso (tirate a sorte a ogni mano)
    .name = disposizione
    .values = a-turno a-caso

corona-notation-set = disponi una base su una casella da 1 a 12, come basi 7 (sei in una riga, come 2 7 7 11 4 1), oppure chiedile a caso
corona-notation-bid = offri un punteggio da 1 a { $most }, come offro 13, oppure passa
corona-notation-plan = muovi una pedina con la sua lettera (B blu, R rossa, G verde, W bianca, Y gialla, K nera) e la casella di una base non ancora mossa, come B2; puoi mandare tutto il piano insieme, come B2 Y7 K7 G11 W4 R1
corona-no-such-space = la casella { $space } non esiste: le caselle vanno da 1 a 12
corona-bid-range = un'offerta di { $n } non è possibile: si offre da 1 a { $most }
corona-pawn-moved = la pedina { $pawn } si è già mossa
corona-no-base-there = sulla casella { $space } non aspetta nessuna base: le basi ancora ferme sono su { $spaces }

corona-end-rounds = { $rounds ->
    [one] giocata 1 mano
   *[other] giocate { $rounds } mani
}
corona-end-broke = { $seat } è rimasto senza gettoni
corona-end-doubled = { $seat } ha raddoppiato i suoi gettoni
corona-end-cap = giocate { $rounds } mani, il massimo di una partita

corona-panel = { $counters ->
    [one] 1 gettone
   *[other] { $counters } gettoni
}
corona-panel-bid = { $counters ->
    [one] 1 gettone
   *[other] { $counters } gettoni
}, { $bid }
corona-bid-sealed = offerta segreta
corona-bid-waiting = deve offrire
corona-bid-of = offre { $n }
corona-bid-pass = passa
corona-bid-barred = resta fuori
corona-bid-declarer = dichiarante, offre { $n }

corona-caption-set = { $seat } dispone le basi: ne mancano { $left }
corona-caption-place = le basi vengono gettate sull'anello: ne mancano { $left }
corona-caption-roll = si lanciano i dadi: ne mancano { $left }
corona-caption-bid = { $seat } fa un'offerta segreta, da 1 a { $most }, o passa
corona-caption-plan = { $seat } ha offerto { $bid } e muove le pedine: { $score ->
    [one] 1 punto
   *[other] { $score } punti
} finora

corona-step = { $pawn } da { $from } a { $to }: { $points ->
    [0] nessun punto
    [one] 1 punto
   *[other] { $points } punti
}
corona-settled-void = nessuno ha offerto: la mano è nulla
corona-settled-made = { $seat } ha fatto { $score } punti su un'offerta di { $bid } (il massimo era { $best }): ogni altro giocatore gli dà un gettone
corona-settled-failed = { $seat } ha fatto { $score } punti su un'offerta di { $bid } (il massimo era { $best }) e dà un gettone a ogni altro giocatore
