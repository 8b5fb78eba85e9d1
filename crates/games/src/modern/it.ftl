# modern: TwixT, Lines of Action, Quoridor

## Quoridor

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
quoridor-wall-shuts = { $wall } chiuderebbe a { $seat } ogni strada verso il lato d'arrivo
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
option-quoridor-walls = barriere per ciascun giocatore, 9 o 8
