# Parole di Archimede.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
archimedes-seat-black = Nero
archimedes-seat-white = Bianco

archimedes-notation = una mossa è la casa di una nave e quella dove arriva, come d2-f4; una nave ricostruita parte dal tuo porto, come a1-c3
archimedes-no-ship = in { $square } non c'è una nave { $seat-di }
archimedes-fleet-full = non hai navi affondate, quindi nessuna si può ricostruire nel tuo porto
archimedes-port-taken = il tuo porto { $square } è occupato, quindi ora nessuna nave si può ricostruire
archimedes-own-port = una nave non può mai entrare nel suo porto { $square }; mosse legali da qui: { $legal }
archimedes-not-a-line = { $from } e { $to } non sono sulla stessa traversa, colonna o diagonale; mosse legali da { $from }: { $legal }
archimedes-occupied = { $square } è occupata: una nave va solo su una casa libera; mosse legali da qui: { $legal }
archimedes-blocked = la nave in { $square } sbarra la strada da { $from } a { $to }; mosse legali da { $from }: { $legal }
archimedes-choose = di' dove va la nave in { $square }: { $legal }
archimedes-stuck = nessuna mossa legale parte da { $square }
archimedes-held = una nave ha tenuto il porto nemico per un turno intero
archimedes-entered = una nave è entrata nel porto nemico
archimedes-no-move = { $seat } non ha mosse legali
archimedes-repetition = la stessa posizione è tornata per la terza volta con lo stesso giocatore al tratto
archimedes-quiet = si sono giocate { $n } semimosse senza affondamenti
archimedes-panel = { $n ->
    [one] 1 nave
   *[other] { $n } navi
} a galla, { $sunk } { $sunk ->
    [one] affondata
   *[other] affondate
}
archimedes-opens = apre { $seat }
archimedes-to-move = tocca a { $seat } (ultima mossa { $move }{ $sunk ->
    [0] {""}
    [one] , 1 nave affondata
   *[other] , { $sunk } navi affondate
})
archimedes-port-threat = { $seat } deve affondare subito la nave in { $square }, o perde
option-archimedes-immediate = una nave vince appena entra nel porto nemico, invece che se c'è ancora al turno successivo del suo giocatore
    .name = immediata
