# Le parole delle pagine web (src/web/); i testi della partita e del
# torneo (stato, risultato, abbinamenti) sono quelli del bot.
web-lang-name = Italiano
web-lang-other = In English
web-players = Giocatori
web-clock = restano { $time }
web-board-alt = La scacchiera di { $game } #{ $id } dopo { $ply } di { $total } mosse
web-at-start = Posizione iniziale, { $total ->
        [one] una mossa in tutto
       *[other] { $total } mosse in tutto
    }.
web-at-move = Dopo la mossa { $ply } di { $total }: { $move }
web-first = Prima posizione
web-previous = Mossa precedente
web-next = Mossa successiva
web-last = Ultima posizione
web-keys = Le frecce ← → scorrono le mosse; Home e Fine saltano agli estremi.
web-moves = Mosse ({ $n })
web-no-moves = Ancora nessuna mossa.
web-record = Scarica la registrazione ({ $file })
web-live = La partita è in corso: la pagina si aggiorna da sola ogni 30 secondi.
web-footer = Tavolo · una pagina di sola lettura; la partita si gioca nella sua chat.
web-standings = Classifica
web-crosstable = Tabellone
web-pairings = Abbinamenti
web-round = Turno { $round }
web-no-players = Ancora nessun iscritto.
web-no-rounds = Ancora nessun turno abbinato.
web-tournament = Torneo #{ $id }: { $game } ({ $status })
