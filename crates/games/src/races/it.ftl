# races: i giochi di percorso e di dadi (backgammon, plakoto, sahkku, senet,
# il gioco reale di Ur, duodecim scripta, ali baba).

## Backgammon e plakoto

backgammon-notation = una giocata è da/a per ogni pedina, con i numeri delle tue punte, es. 24/18 13/11, bar/20, 6/off; oppure passa
backgammon-throws = un lancio è di due dadi, es. roll 6-1
backgammon-opening-throws = il lancio d'apertura è un dado a testa, prima quello di { $seat }, con valori diversi, es. roll 6-1
backgammon-throw-due = i dadi non sono ancora stati lanciati: tocca a { $seat } lanciare
backgammon-roll-or-double = ora tira, oppure raddoppia per offrire il raddoppio
backgammon-chooses-first = prima sceglie { $seat }: tira, oppure raddoppia per offrire il raddoppio
backgammon-take-or-drop = rispondi al raddoppio: accetta o rifiuta
backgammon-answer-first = prima { $seat } deve rispondere al raddoppio: accetta o rifiuta
backgammon-pass-only = passare è la tua unica mossa
backgammon-cannot-pass = non puoi passare: hai una giocata valida, es. { $example }
race-already-thrown = i dadi sono già stati lanciati ({ $dice }); { $notation }
backgammon-play-first = prima gioca il tuo lancio ({ $dice })
backgammon-then-pass = { $reason }; gioca passa
backgammon-no-entry = nessuna giocata valida con { $dice }: la pedina sulla barra non può rientrare (la punta { $point } è bloccata)
backgammon-no-entry-two = nessuna giocata valida con { $dice }: la pedina sulla barra non può rientrare (le punte { $point } e { $other } sono bloccate)
plakoto-no-play-pinned = nessuna giocata valida con { $dice }: ogni mossa è bloccata e una pedina inchiodata ti impedisce di portare fuori
backgammon-no-play = nessuna giocata valida con { $dice }: ogni mossa delle tue pedine è bloccata
backgammon-both-dice = devi giocare entrambi i dadi quando puoi
backgammon-all-four = devi giocare tutti e quattro i { $die } quando puoi
backgammon-as-many = devi giocare quanti più { $die } puoi ({ $n } qui)
backgammon-larger-die = si può giocare un solo dado, e allora deve essere il più alto ({ $die })
backgammon-not-legal = questa giocata qui non è valida
backgammon-for-example = { $why }, es. { $example }
plakoto-pinned-checker = la tua pedina su { $point } è inchiodata e non può muovere
backgammon-no-checker = non hai pedine su { $point }
backgammon-bar-first = hai una pedina sulla barra: falla rientrare prima
backgammon-blocked = la punta { $point } è bloccata: la tiene l'avversario
plakoto-closed = la punta { $point } è chiusa: la tiene l'avversario o vi inchioda una tua pedina
plakoto-bear-off-pinned = non puoi portare fuori finché una tua pedina è inchiodata
backgammon-bear-off-home = non puoi portare fuori finché tutte le tue pedine non sono nel tuo campo interno (punte 1-6)
backgammon-higher-point = un { $die } porta fuori da { $point } solo se non hai pedine su punte più alte
backgammon-needs-more = { $from }/{ $to } richiede più dei dadi che ti restano ({ $dice })
backgammon-does-not-fit = { $from }/{ $to } è di { $pips ->
    [one] { $pips } pip
   *[other] { $pips } pip
}: non corrisponde ai tuoi dadi ({ $dice })
backgammon-too-many-moves = sono più mosse di pedine che dadi ({ $dice })

plakoto-both-mothers = entrambe le madri sono inchiodate: patta
backgammon-cap-equal = raggiunto il limite di mosse con lo stesso conteggio dei pip: patta
backgammon-bore-off = { $seat } ha portato fuori tutte le 15 pedine: { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}
backgammon-gammon = { $seat } ha portato fuori tutte le 15 pedine: gammon, { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}
backgammon-backgammon = { $seat } ha portato fuori tutte le 15 pedine: backgammon, { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}
backgammon-dropped = { $loser } ha rifiutato il raddoppio: { $points ->
    [one] { $points } punto
   *[other] { $points } punti
} a { $seat }
plakoto-mother = { $seat } ha inchiodato la madre di { $loser }: { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}
backgammon-cap-fewer-pips = raggiunto il limite di mosse; { $seat } aveva meno pip: { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}
backgammon-match = incontro ai { $length } punti: { $a }-{ $b } (ultima partita: { $how })

backgammon-opening = Lancio d'apertura: un dado a testa, inizia chi fa di più
backgammon-opening-throws-first = { $white } ha fatto { $w }, { $black } { $b }: inizia { $seat } e lancia
backgammon-to-decide = Tocca a { $seat }: lancia o raddoppia a { $cube }
backgammon-doubles = { $seat } raddoppia a { $cube }: { $other } accetta o rifiuta
backgammon-opening-starts = { $white } ha fatto { $w }, { $black } { $b }: inizia { $seat } con { $dice }
backgammon-threw = { $seat } ha lanciato { $dice }
backgammon-no-play-caption = { $start }: { $reason }: passa
backgammon-crawford = { $now } (partita Crawford: niente raddoppio)
backgammon-last-game-won = La partita { $game } è andata a { $winner } ({ $how }); punteggio { $a }-{ $b }. { $now }
backgammon-last-game-drawn = La partita { $game } è finita patta ({ $how }); punteggio { $a }-{ $b }. { $now }
backgammon-panel = { $pips ->
    [one] { $pips } pip
   *[other] { $pips } pip
}, { $off } fuori
backgammon-panel-match = { $pips ->
    [one] { $pips } pip
   *[other] { $pips } pip
}, { $off } fuori, { $points } su { $length } punti

## Comuni ai giochi di percorso

race-cap-off = raggiunto il limite di { $plies } mosse con { $a }-{ $b } pedine uscite
race-cap-points = raggiunto il limite di { $plies } mosse con { $a }-{ $b } punti

## Senet

senet-points = { $a }-{ $b } punti

# Parole sulle caselle del senet (brevi: stanno dentro una casella).
senet-label-in = fra { $n }
senet-label-goal = meta { $seat }
senet-label-to-30 = { $n } al 30
senet-label-leaves = esce
senet-label-off = fuori { $n }
senet-label-safe = sicura
senet-label-start = partenza
senet-label-stop = sosta
senet-label-again = rilancia
senet-label-water = acqua

race-to-throw = Tocca a { $seat } lanciare
race-throw-due = si stanno lanciando i dadi

## Sahkku

sahkku-all-blank = tutti e tre i dadi sono bianchi
sahkku-no-die = nessun dado si può usare
sahkku-frozen-by-piece = i pezzi in attesa di { $seat } sono congelati da un pezzo di { $other } su { $point }, e nessuno è attivo
sahkku-frozen-by-king = i pezzi in attesa di { $seat } sono congelati dal re su { $point }, e nessuno è attivo
sahkku-nothing = { $seat } non ha nulla da muovere
sahkku-starts = inizia { $seat } (sorteggiato)
sahkku-passes = { $seat } passa: { $reason }
sahkku-captures = { $seat } elimina { $n ->
    [one] { $n } pezzo di { $other }
   *[other] { $n } pezzi di { $other }
} su { $point }
sahkku-takes-king = { $seat } prende il re
sahkku-frozen = i pezzi in attesa di { $seat } sono congelati
sahkku-activated = { $seat } ha tre X: attivazione riuscita
sahkku-activation-fails = l'attivazione di { $seat } fallisce: { $aside } X in tre tiri, ne servono tre
sahkku-activating = attivazione di { $seat }, tiro { $throws }: { $aside } X messe da parte
sahkku-who-starts = Si sorteggia chi inizia
sahkku-idle-pass = { $reason }: passa
sahkku-activate-or-throw = { $seat }: attiva (tre X in tre tiri) o tira
sahkku-activate = { $seat }: attiva (tre X in tre tiri)
sahkku-ritual-starts = { $seat } tira per attivare: servono tre X in tre tiri
sahkku-ritual = { $seat } sta attivando: { $aside } X messe da parte dopo { $throws } tiri su tre
sahkku-choose-option = { $seat } ha fatto tre X: scegli a, b o c
sahkku-threw = { $seat } ha tirato { $faces } = { $total }
sahkku-threw-pass = { $seat } ha tirato { $faces } = { $total }: nessun dado si può usare, passa
race-not-possible = questa giocata non è possibile con questo tiro
sahkku-not-your-king = non controlli il re
sahkku-king-straight = il re (su { $point }) si muove in linea retta lungo le file o di traverso
sahkku-king-no-die = non resta un dado da { $die } per muovere il re su { $point }
sahkku-inactive-there = su { $point } ci sono pezzi non attivi di { $seat }: lì non si può fermare nulla
sahkku-one-move-each = un pezzo usa tutti i suoi dadi in una sola mossa; su { $point } non ne resta nessuno da muovere
sahkku-not-active-yet = il pezzo su { $point } non è ancora attivo: prima attivalo
sahkku-no-active-piece = non hai pezzi attivi su { $point }
sahkku-no-sum = nessun dado, da solo o sommato, fa { $steps } (dadi rimasti: { $dice })
sahkku-all-captured = tutti i pezzi di { $seat } sono stati eliminati
sahkku-none-active = { $seat } non ha più pezzi attivi ({ $waiting } ancora in attesa)
sahkku-cap = raggiunto il limite di { $plies } mosse con { $a }-{ $b } pezzi rimasti
sahkku-no-die-pass = nessun dado si può usare: passa
sahkku-as-many-dice = usa quanti più dadi puoi (i bianchi valgono 0); per esempio: { $example }
sahkku-idle-then-pass = { $reason }: passa
sahkku-activate-first = non hai ancora pezzi attivi: activate (tre X in tre tiri)
sahkku-cannot-activate = ora i tuoi pezzi in attesa non si possono attivare
sahkku-choose-first = prima scegli activate o throw
sahkku-activate-or-throw-now = ora activate o throw
sahkku-options = un'opzione di attivazione: a (i tre pezzi davanti di 1 ciascuno), b (il pezzo davanti di 3), c (davanti 1, il successivo 2) o c2 (davanti 2, il successivo 1)
race-cannot-pass-die = non puoi passare quando un dado si può usare
sahkku-notation = un passo per pezzo mosso, <punto>+<passi>, e K><punto> per il re: A15+3 A14+1
sahkku-panel = { $active } attivi, { $waiting } in attesa, { $out } fuori
sahkku-panel-frozen = { $active } attivi, { $waiting } congelati, { $out } fuori
race-bore-off-all = ha portato fuori tutte le { $n } pedine
race-panel-off = { $n } fuori
race-panel-points = { $n ->
    [one] { $n } punto
   *[other] { $n } punti
}
senet-notation = una mossa è la casella di una tua pedina (14), passa
senet-notation-enter = una mossa è la casella di una tua pedina (14), entra, passa
senet-notation-stay = una mossa è la casella di una tua pedina (14), resta, passa
senet-notation-enter-stay = una mossa è la casella di una tua pedina (14), entra, resta, passa
senet-throws = un lancio è il numero di caselle da percorrere: 1, 2, 3, 4, 5 o 6
senet-safe = la pedina sulla casella { $square } è su una casella sicura
senet-protected = la pedina sulla casella { $square } è protetta da una vicina del suo colore
senet-immune = la pedina sulla casella { $square } ha raggiunto la sua meta ed è intoccabile
senet-at-goal = la pedina sulla casella { $square } ha raggiunto la sua meta e vi resta
senet-waits-for = la pedina sulla casella { $square } aspetta lì un lancio di { $throw }
senet-leaves-next-turn = la pedina sulla casella { $square } esce all'inizio del tuo prossimo turno
senet-stop-on-26 = la pedina sulla casella { $square } deve fermarsi sulla 26 prima di proseguire
senet-not-past-1 = la pedina sulla casella { $square } non può andare oltre la casella 1
senet-needs-exactly = la pedina sulla casella { $square } deve fare esattamente { $throw } per uscire
senet-bounce-back = la pedina sulla casella { $square } rimbalzerebbe dove si trova
senet-first-row-held = nessuna pedina può uscire finché ne hai una sulle caselle da 1 a 10
senet-own-piece = sulla casella { $square } c'è già una tua pedina
senet-no-backward = la pedina sulla casella { $square } non può tornare indietro
senet-not-back-past-1 = la pedina sulla casella { $square } non può tornare indietro oltre la casella 1
senet-no-entering = con queste regole tutte le pedine partono sul tavoliere
senet-none-in-hand = non hai pedine fuori dal tavoliere
senet-enters-on = una pedina entra solo con un lancio di { $throws }
senet-none-can-move = nessuna pedina può muovere di { $throw }: passa
senet-must-move-back = nessuna pedina può avanzare: una deve tornare indietro di { $throw }
senet-move-26-or-stay = muovi di { $throw } la pedina sulla 26, oppure resta
senet-move-a-piece = muovi una pedina di { $throw }
senet-threw = { $seat } ha lanciato { $throw }: { $what }
senet-threw-again = { $seat } ha lanciato { $throw }: { $what }, poi rilancia
race-throw-first = prima il lancio: tocca a { $seat } lanciare
race-cannot-pass = non puoi passare quando c'è una mossa
senet-stay-when = puoi restare solo quando la pedina sulla 26 è l'unica che può muovere
senet-no-stay = queste regole non permettono di restare
race-cannot-enter = ora non si può entrare
senet-no-piece = non hai pedine sulla casella { $square }
senet-goes-back = con questo lancio la pedina sulla casella { $square } torna alla { $to }: gioca { $square }
senet-goes-to = con questo lancio la pedina sulla casella { $square } va in { $to }: gioca { $moves }

## Il gioco reale di Ur

ur-notation = una mossa è entra, la casella di una tua pedina (d1, a2 …), oppure passa
ur-throws = un lancio è il numero di punte colorate rivolte in alto: 0, 1, 2 o 3
ur-one-moves-nothing = un lancio di 1 non muove nulla: passa
ur-beyond-exit = la pedina su { $square } non può muovere di { $by }: andrebbe oltre l'uscita (per uscire serve esattamente { $exact })
ur-own-piece = la pedina su { $square } non può muovere di { $by }: finirebbe su una tua pedina in { $to }
ur-safe-centre = la pedina su { $square } non può muovere di { $by }: la pedina sulla stella centrale d2 è al sicuro e non si cattura
ur-move-entered = devi muovere la pedina appena entrata ({ $square })
ur-enter-on-3 = si entra solo con un lancio di 3
ur-none-to-enter = non hai più pedine da far entrare
ur-entry-taken = sulla tua casella d'ingresso { $square } c'è già una tua pedina
ur-no-move-entered-back = nessuna mossa: passa, la pedina appena entrata torna indietro
ur-no-move = nessuna mossa: passa
ur-entered-stuck = la pedina appena entrata non può muovere: passa, torna indietro
ur-no-move-possible = nessuna mossa possibile: passa
ur-move-entered-by = muovi la pedina appena entrata su { $square } di { $by ->
    [one] { $by } casella
   *[other] { $by } caselle
}
ur-enter-or-move-5 = fai entrare una pedina o muovine una di 5 caselle
ur-move-a-piece = muovi una pedina di { $by ->
    [one] { $by } casella
   *[other] { $by } caselle
}
ur-threw = { $seat } ha lanciato { $throw }: { $what }
ur-off-track = { $square } non è sul percorso di { $seat }
ur-no-piece = non hai pedine su { $square }
ur-goes-to = con questo lancio la pedina su { $square } va in { $to }: gioca { $square }
ur-panel = { $off } fuori, tributo { $tribute }

## Duodecim scripta

duodecim-no-piece = non hai pedine su { $square }
duodecim-enter-first = una pedina colpita deve prima rientrare
duodecim-stay-on-a = finché non sono entrate tutte le 15 pedine, le pedine restano sulle caselle A (da 1 a 6)
duodecim-not-home = si porta fuori solo quando tutte le tue pedine sono tra 25 e 30
duodecim-closed = { $square } è chiusa da due o più pedine avversarie
duodecim-no-die-left = non resta un dado da { $die } da giocare
duodecim-no-die-pass = nessun dado si può usare: passa
duodecim-only-some = { $n ->
    [one] si può usare solo { $n } dado
   *[other] si possono usare solo { $n } dadi
}
duodecim-all-three = gioca tutti e tre i dadi
duodecim-threw = { $seat } ha lanciato { $dice }: { $what }
duodecim-no-die-big-enough = nessun dado è abbastanza alto per portare fuori da { $square }
duodecim-must-use = devi usare { $n ->
    [one] { $n } dado
   *[other] { $n } dadi
} quando puoi
duodecim-throws = un lancio è di tre dadi, dal più alto: 6-4-1
duodecim-notation = un turno è un passo da/a per dado, nei numeri del tuo percorso, compresi in e off: in/5 13/18 25/off

## Ali Babà

alibaba-across = { $figure ->
    [L] la tua Dama è già dall'altra parte
    [T] il tuo Ladro è già dall'altra parte
   *[O] la tua Guardia è già dall'altra parte
}
alibaba-no-prey = uno 0 permette solo di catturare una preda sulla propria traversa, e { $figure ->
    [L] la tua Dama non ne ha
    [T] il tuo Ladro non ne ha
   *[O] la tua Guardia non ne ha
}
alibaba-needs-exactly = { $figure ->
    [L] la tua Dama
    [T] il tuo Ladro
   *[O] la tua Guardia
} deve fare esattamente { $n } per raggiungere l'altra sponda
alibaba-to-roll = Tocca a { $seat } tirare il dado
alibaba-no-prey-pass = nessuna figura ha una preda sulla sua traversa: passa
alibaba-none-can-move = nessuna figura può muovere di { $n }: passa
alibaba-take-prey = cattura una preda con una figura dove si trova
alibaba-move-a-figure = muovi una figura di { $n }
alibaba-rolled = { $seat } ha tirato { $roll }: { $what }
alibaba-all-across = tutte e tre le figure hanno attraversato il ponte
alibaba-cap = raggiunto il limite di { $plies } mosse
alibaba-roll-first = prima il dado: tocca a { $seat } tirare
alibaba-rolls = un tiro è 0, 1, 2 o 3
alibaba-notation = una mossa è una figura: L (Dama), T (Ladro), O (Guardia), oppure passa
alibaba-cannot-pass = non puoi passare quando una figura può muovere
alibaba-cannot-move = ora quella figura non può muovere
alibaba-panel = { $n ->
    [one] { $n } dall'altra parte
   *[other] { $n } dall'altra parte
}

## Options: one line of help each, for challenge pickers
option-cube = il cubo del raddoppio: prima di tirare si raddoppia la posta; l'avversario accetta o abbandona
option-match-length-cube = punti per vincere (1: una sola partita); con il cubo vale la regola di Crawford
option-gammons = contano il gammon (2 punti) e il backgammon (3 punti)
option-match-length = punti per vincere (1: una sola partita)
option-greek-scoring = punteggio greco comune: 1 o 2 punti, la madre bloccata 2 (il testo: 1, 2 o 3, la madre 3)
option-alibaba-seats = numero di giocatori, da 2 a 4
option-safe-centre-rosette = un pezzo sulla stella centrale d2 non può essere catturato (regola di Finkel; non è nel testo di Bell)
