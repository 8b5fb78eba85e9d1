# Tavolo su Telegram, in italiano. Stesso formato di en.ftl.

broken-button = Questo pulsante non funziona più; /board mostra la tavola attuale.
no-such-game = Non c'è nessuna partita #{ $game }.
done-there = Fatto: la partita continua nella sua chat.
accept-privately = Oppure accetta da una chat privata con me: { $link }
mention-to-move = tocca a te
mention-invited = per te

# Una foto della tavola che Telegram non ha accettato: la risposta va come testo.
picture-not-sent = (Non è stato possibile inviare l'immagine della tavola: { $cause }. Quello che hai fatto resta valido; /tavola la mostra di nuovo.)
secret-elsewhere = Quella risposta è solo per te, e qui la vedrebbero tutti: chiedimela in una chat privata: { $link }
