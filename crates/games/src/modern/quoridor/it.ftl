# Parole di Quoridor (ogni regolamento).

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
quoridor-seat-south = Sud
quoridor-seat-east = Est
quoridor-seat-north = Nord
quoridor-seat-west = Ovest
quoridor-seat-red = Rosso
quoridor-seat-yellow = Giallo

quoridor-notation = una mossa è una casa per il tuo pedone, come { $step }, oppure una barriera: la sua casa d'appoggio, da a1 a h8, poi h (orizzontale) o v (verticale), come { $wall }
quoridor-off-board = { $square } non è sulla tavola: le case vanno da a1 a i9
quoridor-anchor = { $wall } uscirebbe dalla tavola: la casa d'appoggio di una barriera va da a1 a h8
quoridor-stay = il tuo pedone è già lì
quoridor-occupied = in { $square } c'è un altro pedone
quoridor-pawn-cannot = il tuo pedone non può raggiungere { $square } in questo turno
quoridor-pawn-moves = { $why }; da { $from } il tuo pedone può andare in { $moves }
quoridor-no-walls = non ti restano barriere: muovi il pedone
quoridor-wall-there = c'è già una barriera in { $wall }
quoridor-wall-overlaps = { $wall } si sovrapporrebbe alla barriera { $other }
quoridor-wall-crosses = { $wall } incrocerebbe a metà la barriera { $other }
quoridor-wall-shuts = { $wall } chiuderebbe { $seat-a } ogni strada verso il lato d'arrivo
quoridor-no-pass = puoi passare solo se il tuo pedone non può muovere e non puoi posare barriere
quoridor-caption-pass = { $seat } non poteva muovere e ha passato; tocca a { $next }
quoridor-not-legal = mossa non consentita qui
quoridor-reached-goal = { $seat } ha raggiunto il lato opposto
quoridor-repetition = la stessa posizione si è presentata per la terza volta
quoridor-ply-cap = { $plies ->
    [one] è stata giocata 1 mossa
   *[other] sono state giocate { $plies } mosse
}
quoridor-jumps = salta il pedone in { $square }
quoridor-walls-left = { $n ->
    [one] resta 1 barriera
   *[other] restano { $n } barriere
}
quoridor-caption-start = muove per primo { $seat }; ogni pedone corre verso il lato opposto
quoridor-caption-step = { $seat } è andato in { $square }; tocca a { $next }
quoridor-caption-wall = { $seat } ha messo la barriera { $wall }; tocca a { $next }
quoridor-notation-pairs = una mossa è uno dei tuoi pedoni, 1 o 2, e la sua casa, come { $step }, oppure una barriera: la sua casa d'appoggio, da a1 a h8, poi h (orizzontale) o v (verticale), come { $wall }
quoridor-notation-shift = una mossa è una casa per il tuo pedone, come { $step }; una barriera: la sua casa d'appoggio, da a1 a h8, poi h (orizzontale) o v (verticale), come { $wall }; oppure una barriera spostata: move, la barriera e il nuovo posto, come move c3h e5v
quoridor-notation-leap = una mossa è una casa per il tuo pedone, come { $step }, seguita da ^ per scavalcare una barriera con il segnalino, come e5^; oppure una barriera: la sua casa d'appoggio, da a1 a h8, poi h (orizzontale) o v (verticale), come { $wall }
quoridor-pawns-met = i due pedoni { $seat-di } si sono riuniti
quoridor-pair-moves = { $why }; il tuo pedone 1 può andare in { $one }, il tuo pedone 2 in { $two } (scrivi 1:b1 o 2:b1)
quoridor-moved-already = hai già spostato la tua unica barriera
quoridor-coin-away = la moneta è { $seat-di }: ora solo { $seat } può spostare una barriera
quoridor-die-away = il dado è { $seat-di }: ora solo { $seat } può spostare barriere
quoridor-no-such-wall = in { $wall } non c'è nessuna barriera
quoridor-not-your-wall = { $wall } è una barriera dell'avversario: puoi spostare solo una delle tue
quoridor-wall-marked = { $wall } è già stata spostata una volta e resta dov'è
quoridor-same-place = una barriera spostata deve andare in un altro posto
quoridor-die-turn = { $n ->
    [one] stai spostando barriere con il dado: spostane ancora 1 (move c3h e5v) o scrivi end
   *[other] stai spostando barriere con il dado: spostane ancora fino a { $n } (move c3h e5v) o scrivi end
}
quoridor-no-end = end chiude un turno di barriere spostate con il dado, e non ce n'è uno in corso
quoridor-marker-away = il segnalino di salto è { $seat-di }: ora solo { $seat } può scavalcare una barriera
quoridor-leap-next = { $square } non è accanto al tuo pedone: il segnalino fa scavalcare una barriera, di una casa
quoridor-leap-no-wall = tra il tuo pedone e { $square } non c'è una barriera: vai lì senza ^
quoridor-leap-shut = da { $square } il tuo pedone non avrebbe strade verso il lato d'arrivo se non scavalcando barriere: il segnalino non può portarlo in una sacca chiusa
quoridor-leaps = scavalca una barriera con il segnalino di salto
quoridor-panel = { $walls } · { $extra }
quoridor-panel-may-move = spostamento da fare
quoridor-panel-moved = spostamento fatto
quoridor-panel-coin = ha la moneta
quoridor-panel-coin-between = moneta in mezzo
quoridor-panel-die = ha il dado: { $face }
quoridor-panel-die-between = dado in mezzo: { $face }
quoridor-panel-marker = ha il segnalino di salto
quoridor-panel-marker-between = segnalino di salto in mezzo
quoridor-caption-start-pairs = muove per primo { $seat }; ognuno deve riunire i suoi due pedoni
quoridor-caption-shift = { $seat } ha spostato la barriera { $from } in { $to }; tocca a { $next }
quoridor-caption-shift-more = { $n ->
    [one] { $seat } ha spostato la barriera { $from } in { $to } e può spostarne ancora 1 o chiudere con end
   *[other] { $seat } ha spostato la barriera { $from } in { $to } e può spostarne ancora fino a { $n } o chiudere con end
}
quoridor-caption-leap = { $seat } ha scavalcato una barriera fino a { $square } con il segnalino di salto; tocca a { $next }
quoridor-caption-end = { $seat } ha finito di spostare barriere; tocca a { $next }
option-quoridor-movable = quale barriera ciascuno può spostare una volta: propria (una delle sue) o qualsiasi (una qualsiasi)
    .name = spostabile
    .values = propria qualsiasi
option-quoridor-walls = barriere per ciascun giocatore, 9 o 8
    .name = barriere

# Word moves: shown on buttons and in replies, typed back, and what a player did.
quoridor-word-move = sposta
    .typed = sposta sposto
    .played = sposta un muro
quoridor-word-end = termina
    .typed = termina termino
    .played = termina il turno
