# Tavolo su Telegram, in italiano. Stesso formato di en.ftl.

broken-button = Questo pulsante non funziona più; /board mostra la tavola attuale.
no-such-game = Non c'è nessuna partita #{ $game }.
done-there = Fatto: la partita continua nella sua chat.
accept-privately = Oppure accetta da una chat privata con me: { $link }
mention-to-move = tocca a te
mention-invited = per te

menu-challenge = Sfida qualcuno: rispondi a un suo messaggio, menzionalo o scrivi @nome
menu-accept = Accetta una sfida
menu-decline = Rifiuta una sfida
menu-cancel = Ritira la tua sfida
menu-move = Gioca una mossa, es. /move c (o rispondi alla tavola)
menu-resign = Abbandona una partita
menu-dispute = Contesta il conteggio del Go: si riprende a giocare (/accetta lo accetta)
menu-draw = Offri, accetta o rifiuta la patta
menu-board = Mostra una tavola
menu-record = La registrazione di una partita: PDN per la dama, PGN per gli scacchi, SGF per il go
menu-bot = Fai sedere il bot nella tua sfida aperta (livello 1-3), o /challenge bot awele
menu-verify = Controlla i dadi di una partita finita con il seme rivelato
menu-mygames = Le tue partite
menu-turns = Le partite in cui tocca a te, in ogni chat, con il tempo che resta
menu-vacation = Ferma i tuoi orologi per corrispondenza per qualche giorno (/vacanza 3g), o rientra (/vacanza fine)
menu-notify = Come ricevi gli avvisi dei tuoi turni: /notifiche ogni, riepilogo (un messaggio privato al giorno) o nessuna
menu-here = Le partite in questa chat
menu-games = Tutti i giochi, per famiglia
menu-rules = Le regole di un gioco
menu-help = Come si gioca qui
menu-tournament = Tornei qui: crea, iscriviti, classifica, abbinamenti, esporta
menu-rating = La scheda del punteggio di un giocatore: /rating awele @bob
menu-leaderboard = I punteggi migliori in un gioco: /leaderboard awele, o ovunque: /leaderboard awele globale
menu-start = Inizia (un link può portare una sfida da accettare)

# Una foto della tavola che Telegram non ha accettato: la risposta va come testo.
picture-not-sent = (Non è stato possibile inviare l'immagine della tavola: { $cause }. Quello che hai fatto resta valido; /tavola la mostra di nuovo.)
