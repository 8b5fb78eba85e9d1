# Parole di il motore del backgammon: Backgammon e Plakoto.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
backgammon-seat-white = Bianco
backgammon-seat-black = Nero

backgammon-notation = una giocata è da/a per ogni pedina, con i numeri delle tue punte, es. 24/18 13/11, bar/20, 6/off; oppure passa
backgammon-throws = un lancio è di due dadi, es. roll 6-1
backgammon-opening-throws = il lancio d'apertura è un dado a testa, prima quello { $seat-di }, con valori diversi, es. roll 6-1
backgammon-throw-due = i dadi non sono ancora stati lanciati: tocca { $seat-a } lanciare
backgammon-roll-or-double = ora tira, oppure raddoppia per offrire il raddoppio
backgammon-chooses-first = prima sceglie { $seat }: tira, oppure raddoppia per offrire il raddoppio
backgammon-take-or-drop = rispondi al raddoppio: accetta o rifiuta
backgammon-answer-first = prima { $seat } deve rispondere al raddoppio: accetta o rifiuta
backgammon-pass-only = passare è la tua unica mossa
backgammon-cannot-pass = non puoi passare: hai una giocata valida, es. { $example }
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
} { $seat-a }
plakoto-mother = { $seat } ha inchiodato la madre { $loser-di }: { $points ->
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
backgammon-to-decide = Tocca { $seat-a }: lancia o raddoppia a { $cube }
backgammon-doubles = { $seat } raddoppia a { $cube }: { $other } accetta o rifiuta
backgammon-opening-starts = { $white } ha fatto { $w }, { $black } { $b }: inizia { $seat } con { $dice }
backgammon-threw = { $seat } ha lanciato { $dice }
backgammon-no-play-caption = { $start }: { $reason }: passa
backgammon-crawford = { $now } (partita Crawford: niente raddoppio)
backgammon-last-game-won = La partita { $game } è andata { $winner-a } ({ $how }); punteggio { $a }-{ $b }. { $now }
backgammon-last-game-drawn = La partita { $game } è finita patta ({ $how }); punteggio { $a }-{ $b }. { $now }
backgammon-panel = { $pips ->
    [one] { $pips } pip
   *[other] { $pips } pip
}, { $off } fuori
backgammon-panel-match = { $pips ->
    [one] { $pips } pip
   *[other] { $pips } pip
}, { $off } fuori, { $points } su { $length } punti
option-cube = il cubo del raddoppio: prima di tirare si raddoppia la posta; l'avversario accetta o abbandona
    .name = cubo
option-match-length-cube = punti per vincere (1: una sola partita); con il cubo vale la regola di Crawford
    .name = punti
option-gammons = contano il gammon (2 punti) e il backgammon (3 punti)
    .name = gammon
option-match-length = punti per vincere (1: una sola partita)
    .name = punti
option-greek-scoring = punteggio greco comune: 1 o 2 punti, la madre bloccata 2 (il testo: 1, 2 o 3, la madre 3)
    .name = punteggio-greco

# Word moves: shown on buttons and in replies, typed back, and what a player did.
backgammon-word-bar = barra
    .typed = barra
    .played = entra dalla barra
backgammon-word-off = fuori
    .typed = fuori
    .played = porta fuori
