# Parole di Robin Hood.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
robinhood-seat-red = Rosso
robinhood-seat-blue = Blu
robinhood-seat-green = Verde
robinhood-seat-yellow = Giallo

# Mosse a parole: mostrate sui pulsanti e nelle risposte; .typed elenca ciò che si può scrivere,
# .played dice cosa ha fatto chi l'ha giocata, dopo il suo nome.
robinhood-word-go = avanti
    .typed = avanti vai
    .played = prosegue lungo il sentiero
robinhood-word-wait = aspetta
    .typed = aspetta
    .played = aspetta in fondo al percorso
robinhood-word-path = sentiero
    .typed = sentiero
    .played = prende il sentiero
robinhood-word-place = piazza
    .typed = piazza
    .played = piazza la mappa
robinhood-word-flip = gira
    .typed = gira
    .played = gira la mappa
robinhood-word-advance = sposta
    .typed = sposta
    .played = porta avanti la mappa

option-robinhood-seats = giocatori, da 2 a 4
    .name = giocatori

robinhood-notation = una mossa è avanti, aspetta, sentiero 2 (un sentiero della mappa seguente), o dopo un sei piazza 3b, gira 3 o sposta 3
robinhood-die-due = si sta lanciando il dado
robinhood-refused = { $why }; ora si può: { $legal }
robinhood-no-such-map = la mappa { $n } non esiste: le mappe vanno da 1 a 4
robinhood-no-such-path = il sentiero { $n } non esiste: ogni mappa ha i sentieri da 1 a 4
robinhood-side-needed = di' anche il lato da mettere in su, a o b, come in piazza 3b
robinhood-first-map = prima di tutto si piazza la prima mappa
robinhood-choose-start = prima { $seat } mette il suo Robin davanti a un sentiero della prima mappa
robinhood-on-path = il Robin è sul sentiero { $path } e gli { $left ->
    [one] manca 1 casella
   *[other] mancano { $left } caselle
}: non lo può lasciare
robinhood-no-next-map = oltre la fine di questo sentiero non c'è ancora una mappa: il Robin aspetta
robinhood-at-gate = il Robin è in fondo al suo sentiero, al varco { $gate }: prende un sentiero della mappa seguente che parte da lì
robinhood-wrong-gate = il sentiero { $path } della mappa seguente parte dal varco { $from }, e il Robin è al varco { $gate }
robinhood-can-move = il Robin può proseguire, quindi non aspetta
robinhood-six-only = solo con un sei si piazza, si gira o si sposta una mappa
robinhood-map-laid = la mappa { $map } è già sul tavolo
robinhood-map-boxed = la mappa { $map } è ancora nella scatola
robinhood-map-reached = un Robin è già arrivato alla mappa { $map }, quindi non si può girare
robinhood-map-not-passed = non tutti i Robin hanno già superato la mappa { $map }

robinhood-end-out = { $seat } è uscito dalla foresta
robinhood-end-cap = raggiunto il limite di { $plies } mosse

robinhood-left = { $seat } esce dalla foresta
robinhood-moved = { $seat } avanza di { $die } alla casella { $space } di { $len } del sentiero { $path } della mappa { $map }
robinhood-waited = { $seat } aspetta: oltre non c'è una mappa
robinhood-chose = { $seat } si mette davanti al sentiero { $path }
robinhood-placed = { $seat } piazza la mappa { $map }
robinhood-flipped = { $seat } gira la mappa { $map }
robinhood-advanced = { $seat } porta la mappa { $map } in fondo al percorso

robinhood-panel = mappa { $map } di { $maps }, ancora { $left }
robinhood-panel-waiting = non ancora sul tavolo
robinhood-panel-out = fuori dalla foresta

robinhood-caption = { $what } · nella scatola: { $box }
robinhood-caption-throw = { $seat } lancia il dado
robinhood-caption-first-map = { $seat } piazza la prima mappa: da piazza 1a a piazza 4b
robinhood-caption-start = { $seat } sceglie un sentiero della prima mappa: da sentiero 1 a sentiero 4
robinhood-caption-move = { $seat } ha fatto { $die }: { $walk }
robinhood-caption-six = { $seat } ha fatto sei: { $walk }, oppure piazza, gira o sposta una mappa; poi rilancia
robinhood-caption-go = avanti
robinhood-caption-wait = aspetta
robinhood-caption-paths = sentiero { $paths }
