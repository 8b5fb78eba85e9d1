# modern: TwixT, Lines of Action, Quoridor

## Quoridor

quoridor-notation = una mossa è una casa per la tua pedina, come { $step }, oppure un muro: la sua casa d'appoggio, da a1 a h8, poi h (orizzontale) o v (verticale), come { $wall }
quoridor-off-board = { $square } non è sulla scacchiera: le case vanno da a1 a i9
quoridor-anchor = { $wall } uscirebbe dalla scacchiera: la casa d'appoggio di un muro va da a1 a h8
quoridor-stay = la tua pedina è già lì
quoridor-occupied = su { $square } c'è un'altra pedina
quoridor-pawn-cannot = la tua pedina non può raggiungere { $square } in questo turno
quoridor-pawn-moves = { $why }; da { $from } la tua pedina può andare in { $moves }
quoridor-no-walls = non ti restano muri: muovi la pedina
quoridor-wall-there = c'è già un muro in { $wall }
quoridor-wall-overlaps = { $wall } si sovrapporrebbe al muro { $other }
quoridor-wall-crosses = { $wall } incrocerebbe a metà il muro { $other }
quoridor-wall-shuts = { $wall } chiuderebbe a { $seat } ogni strada verso il lato d'arrivo
quoridor-not-legal = mossa non consentita qui
quoridor-reached-goal = { $seat } ha raggiunto il lato opposto
quoridor-repetition = la stessa posizione si è presentata per la terza volta
quoridor-ply-cap = { $plies ->
    [one] è stata giocata 1 mossa
   *[other] sono state giocate { $plies } mosse
}
quoridor-jumps = salta la pedina in { $square }
quoridor-walls-left = { $n ->
    [one] resta 1 muro
   *[other] restano { $n } muri
}
quoridor-caption-start = muove per primo { $seat }; ogni pedina corre verso il lato opposto
quoridor-caption-step = { $seat } è andato in { $square }; tocca a { $next }
quoridor-caption-wall = { $seat } ha messo il muro { $wall }; tocca a { $next }
option-quoridor-walls = muri per ciascun giocatore, 9 o 8
