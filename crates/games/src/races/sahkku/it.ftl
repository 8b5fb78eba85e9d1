# Parole di Sahkku.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
sahkku-seat-white = Bianco
sahkku-seat-black = Nero

sahkku-all-blank = tutti e tre i dadi sono bianchi
sahkku-no-die = nessun dado si può usare
sahkku-frozen-by-piece = i pezzi in attesa { $seat-di } sono congelati da un pezzo { $other-di } su { $point }, e nessuno è attivo
sahkku-frozen-by-king = i pezzi in attesa { $seat-di } sono congelati dal re su { $point }, e nessuno è attivo
sahkku-nothing = { $seat } non ha nulla da muovere
sahkku-starts = inizia { $seat } (sorteggiato)
sahkku-passes = { $seat } passa: { $reason }
sahkku-captures = { $seat } elimina { $n ->
    [one] { $n } pezzo { $other-di }
   *[other] { $n } pezzi { $other-di }
} su { $point }
sahkku-takes-king = { $seat } prende il re
sahkku-frozen = i pezzi in attesa { $seat-di } sono congelati
sahkku-activated = { $seat } ha tre X: attivazione riuscita
sahkku-activation-fails = l'attivazione { $seat-di } fallisce: { $aside } X in tre tiri, ne servono tre
sahkku-activating = attivazione { $seat-di }, tiro { $throws }: { $aside } X messe da parte
sahkku-who-starts = Si sorteggia chi inizia
sahkku-idle-pass = { $reason }: passa
sahkku-activate-or-throw = { $seat }: attiva (tre X in tre tiri) o tira
sahkku-activate = { $seat }: attiva (tre X in tre tiri)
sahkku-ritual-starts = { $seat } tira per attivare: servono tre X in tre tiri
sahkku-ritual = { $seat } sta attivando: { $aside } X messe da parte dopo { $throws } tiri su tre
sahkku-choose-option = { $seat } ha fatto tre X: scegli a, b o c
sahkku-threw = { $seat } ha tirato { $faces } = { $total }
sahkku-threw-pass = { $seat } ha tirato { $faces } = { $total }: nessun dado si può usare, passa
sahkku-not-your-king = non controlli il re
sahkku-king-straight = il re (su { $point }) si muove in linea retta lungo le file o di traverso
sahkku-king-no-die = non resta un dado da { $die } per muovere il re su { $point }
sahkku-inactive-there = su { $point } ci sono pezzi non attivi { $seat-di }: lì non si può fermare nulla
sahkku-one-move-each = un pezzo usa tutti i suoi dadi in una sola mossa; su { $point } non ne resta nessuno da muovere
sahkku-not-active-yet = il pezzo su { $point } non è ancora attivo: prima attivalo
sahkku-no-active-piece = non hai pezzi attivi su { $point }
sahkku-no-sum = nessun dado, da solo o sommato, fa { $steps } (dadi rimasti: { $dice })
sahkku-all-captured = tutti i pezzi { $seat-di } sono stati eliminati
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
sahkku-notation = un passo per pezzo mosso, <punto>+<passi>, e K><punto> per il re: A15+3 A14+1
sahkku-panel = { $active } attivi, { $waiting } in attesa, { $out } fuori
sahkku-panel-frozen = { $active } attivi, { $waiting } congelati, { $out } fuori

# Word moves: shown on buttons and in replies, typed back, and what a player did.
sahkku-word-white-first = bianco-inizia
    .typed = bianco-inizia bianco
    .played = inizia il Bianco
sahkku-word-black-first = nero-inizia
    .typed = nero-inizia nero
    .played = inizia il Nero
sahkku-word-activate = attiva
    .typed = attiva attivo
    .played = sceglie di attivare
sahkku-word-throw = tira
    .typed = tira tiro lancia
    .played = sceglie di tirare
