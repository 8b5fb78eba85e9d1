# modern: TwixT, Lines of Action, Quoridor

## Lines of Action

loa-notation = una mossa è la casa di un pezzo e quella d'arrivo, come b1-b3, o e4xg6 per una cattura
loa-no-piece = in { $square } non c'è un pezzo di { $seat }
loa-not-a-line = { $from } e { $to } non sono sulla stessa traversa, colonna o diagonale; mosse legali da { $from }: { $legal }
loa-wrong-distance = lungo quella linea il pezzo in { $from } si muove di { $n ->
    [one] 1 casa
   *[other] { $n } case
} esatte, una per ogni pezzo sulla linea; mosse legali da { $from }: { $legal }
loa-own-piece = in { $square } c'è già un tuo pezzo; mosse legali da qui: { $legal }
loa-blocked = da { $from } a { $to } si salterebbe un pezzo avversario; mosse legali da { $from }: { $legal }
loa-connected = tutti i suoi pezzi formano un solo gruppo
loa-both-connected = la mossa ha unito i gruppi di entrambi, e vince chi l'ha fatta
loa-no-move = { $seat } non ha mosse legali
loa-repetition = la stessa posizione è tornata con lo stesso giocatore al tratto
loa-move-cap = { $n } semimosse giocate senza vincitore
loa-panel = { $n ->
    [one] 1 pezzo
   *[other] { $n } pezzi
} in { $groups ->
    [one] 1 gruppo
   *[other] { $groups } gruppi
}
loa-opens = Apre { $seat }
loa-to-move = Muove { $seat } (ultima mossa { $move })
option-loa-threefold = patta solo quando una posizione torna per la terza volta, non la seconda

## TwixT

twixt-red = Rosso
twixt-black = Nero
twixt-notation = un turno è un foro, una colonna A–X e una riga 1–24 contata dall'alto, come F12 (con tutti i collegamenti ai tuoi pioli) o F12* (senza collegamenti); si possono togliere (-E10G11) e aggiungere (+D5E7) collegamenti propri; dopo il primo piolo rosso, keep o swap
twixt-occupied = in { $hole } c'è già un piolo
twixt-border = { $hole } è oltre la linea di confine del { $colour }
twixt-no-such-link = non c'è un collegamento { $link }
twixt-not-your-link = il collegamento { $link } non è tuo
twixt-not-knight = { $link } non unisce due fori a salto di cavallo
twixt-not-your-pegs = { $link } non unisce due tuoi pioli
twixt-link-exists = il collegamento { $link } c'è già
twixt-crossed = il collegamento { $link } incrocerebbe { $other }
twixt-repeated = il collegamento { $link } è indicato due volte
twixt-pie-first = prima rispondi al primo piolo rosso: keep (resti Nero) o swap (prendi il Rosso e il suo piolo)
twixt-pie-closed = keep e swap rispondono solo al primo piolo rosso
twixt-connected = il { $colour } ha unito i suoi due lati
twixt-no-hole = { $seat } non ha più fori dove giocare
twixt-panel = { $colour }: { $pegs ->
    [one] 1 piolo
   *[other] { $pegs } pioli
}, { $links ->
    [one] 1 collegamento
   *[other] { $links } collegamenti
}
twixt-opens = Apre { $seat } con il { $colour }
twixt-to-move = Muove { $seat } con il { $colour } (ultimo piolo in { $hole })
twixt-pie = { $seat } sceglie: keep per restare Nero, o swap per prendere il Rosso e il suo piolo
twixt-swapped = { $seat } ha scambiato: ora { $seat } gioca il Rosso, con il piolo in { $hole }, e { $other } gioca il Nero e muove
twixt-kept = { $seat } resta Nero: { $other } resta Rosso
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
quoridor-notation-pairs = una mossa è uno dei tuoi pedoni, 1 o 2, e la sua casa, come { $step }, oppure una barriera: la sua casa d'appoggio, da a1 a h8, poi h (orizzontale) o v (verticale), come { $wall }
quoridor-notation-shift = una mossa è una casa per il tuo pedone, come { $step }; una barriera: la sua casa d'appoggio, da a1 a h8, poi h (orizzontale) o v (verticale), come { $wall }; oppure una barriera spostata: move, la barriera e il nuovo posto, come move c3h e5v
quoridor-notation-leap = una mossa è una casa per il tuo pedone, come { $step }, seguita da ^ per scavalcare una barriera con il segnalino, come e5^; oppure una barriera: la sua casa d'appoggio, da a1 a h8, poi h (orizzontale) o v (verticale), come { $wall }
quoridor-pawns-met = i due pedoni di { $seat } si sono riuniti
quoridor-pair-moves = { $why }; il tuo pedone 1 può andare in { $one }, il tuo pedone 2 in { $two } (scrivi 1:b1 o 2:b1)
quoridor-moved-already = hai già spostato la tua unica barriera
quoridor-coin-away = la moneta è di { $seat }: ora solo { $seat } può spostare una barriera
quoridor-die-away = il dado è di { $seat }: ora solo { $seat } può spostare barriere
quoridor-no-such-wall = in { $wall } non c'è nessuna barriera
quoridor-not-your-wall = { $wall } è una barriera dell'avversario: puoi spostare solo una delle tue
quoridor-wall-marked = { $wall } è già stata spostata una volta e resta dov'è
quoridor-same-place = una barriera spostata deve andare in un altro posto
quoridor-die-turn = { $n ->
    [one] stai spostando barriere con il dado: spostane ancora 1 (move c3h e5v) o scrivi end
   *[other] stai spostando barriere con il dado: spostane ancora fino a { $n } (move c3h e5v) o scrivi end
}
quoridor-no-end = end chiude un turno di barriere spostate con il dado, e non ce n'è uno in corso
quoridor-marker-away = il segnalino di salto è di { $seat }: ora solo { $seat } può scavalcare una barriera
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
option-quoridor-movable = quale barriera ciascuno può spostare una volta: own (una delle sue) o any (una qualsiasi)
option-quoridor-walls = barriere per ciascun giocatore, 9 o 8
