# Quello che il core dice, in italiano, in sintassi Fluent (src/i18n.rs).
# Gli stessi id di en.ftl, con gli stessi segnaposto { $nome }.

## Partite e posti
no-game = Non c'è nessuna partita #{ $id }.
other-chat = La partita #{ $id } si gioca in un'altra chat.
not-being-played = La partita #{ $id } non è in corso (è { $status }).
status-open = una sfida aperta
status-active = in corso
status-finished = finita
status-declined = rifiutata
status-cancelled = annullata
status-expired = scaduta
open-seat = posto libero
none-here = Non hai nessuna partita qui per /{ $what }.
several-here = Hai diverse partite qui: { $list }. Di' quale, per esempio /{ $what } #{ $first } …
reserved-account = Quell'account è riservato al bot di Tavolo.
store-failed = Qualcosa è andato storto da parte nostra; non è cambiato nulla. Riprova.

## Giocare
not-your-game = Non stai giocando nella partita #{ $id }.
board-out-of-date = Quella tavola non è più aggiornata: la partita #{ $id } è andata avanti. Usa la tavola più recente (/tavola #{ $id }).
picture-not-saved = Non è stato possibile salvare l'immagine ({ $cause }); quello che hai fatto resta valido.
not-your-turn = Nella partita #{ $id } non tocca a te: muove { $name } ({ $role }).
dice-due-retry = Tocca ai dadi; riprova tra un attimo.
game-over-short = La partita #{ $id } è finita.
played = { $name } { $did }{ $told }
board-not-this-game = Quella tavola non corrisponde alla partita #{ $id } com'è ora. Usa la tavola più recente (/tavola #{ $id }).
picker-next = Dopo { $text }, scegli il passo successivo: { $options }.
to-move-choose = { $name } sceglie: { $choices }.
throw = Lancio: { $throw }.
opening-throw = Lancio d'apertura: { $throw }.
secret-draws = { $count ->
    [one] Un'estrazione fatta in segreto
   *[other] { $count } estrazioni fatte in segreto
    }.
open-draws = Estratti allo scoperto: { $draws }.
played-automatically = { $role } { $did } (automatica).
move-words-turn-over = Il tuo turno finisce prima di { $word }: non è stata giocata nessuna mossa.
resign-players-only = Solo chi gioca la partita #{ $id } può abbandonarla.
resign-already = Hai già abbandonato la partita #{ $id }; gli altri continuano a giocare.
resigned-plays-on = { $name } ha abbandonato la partita #{ $id }: { $role } finirà ultimo, e da ora Tavolo gioca quel posto mentre gli altri continuano.
reason-resigned = { $name } ha abbandonato
resigned = { $name } ha abbandonato la partita #{ $id }. { $seed }
draw-players-only = Solo chi gioca la partita #{ $id } può offrire o rispondere a una patta.
draw-two-players = La patta si offre solo nelle partite a due.
draw-bot = Il bot non accetta patte: continua a giocare, oppure /abbandona.
reason-draw-agreed = patta concordata
reason-out-of-time = { $name } ha esaurito il tempo alla scadenza del turno
reason-no-show = { $name } non ha giocato prima della scadenza del turno
reason-tournament-cancelled = il torneo è stato annullato
resigned-winner = { $name } ha abbandonato la partita #{ $id }: { $who }. { $seed }
gave-up-solution = Un modo di finire da qui, in { $count ->
    [one] una mossa
   *[other] { $count } mosse
}: { $moves }
gave-up-solution-more = { $moves } … e altre { $more }
gave-up-no-solution = Da questa posizione non si è trovato un modo di finire.
draw-agreed = Patta concordata nella partita #{ $id }. { $seed }
draw-already-offered = Hai già offerto la patta; l'avversario può rispondere con /patta accetta o /patta rifiuta.
draw-offered = { $name } offre la patta nella partita #{ $id }: /patta accetta o /patta rifiuta.
draw-none-to-accept = Il tuo avversario non ti ha offerto nessuna patta da accettare.
draw-declined = { $name } rifiuta la patta nella partita #{ $id }.
draw-lapsed = La patta offerta da { $name } nella partita #{ $id } decade con questa mossa: si continua.
draw-none-to-decline = Il tuo avversario non ti ha offerto nessuna patta da rifiutare.
takeback-players-only = Solo chi gioca la partita #{ $id } può chiedere di ritirare una mossa o rispondere.
takeback-two-players = Le mosse si ritirano solo nelle partite a due.
takeback-tournament = La partita #{ $id } è di un torneo: lì le mosse non si ritirano.
takeback-clock = La partita #{ $id } ha un orologio a riserva di tempo: lì le mosse non si ritirano (si restituirebbe tempo).
takeback-rated = La partita #{ $id } vale per la classifica: le mosse si ritirano nelle partite amichevoli (sfida con valida=no) e contro il bot.
takeback-nothing = Non hai ancora nessuna mossa da ritirare.
takeback-throw-seen = Dopo la tua ultima mossa sono stati tirati i dadi: non si può più ritirare.
takeback-already-offered = Hai già chiesto di ritirare; l'avversario può rispondere con /ritira accetta o /ritira rifiuta.
takeback-offered = { $name } chiede di ritirare { $moves } nella partita #{ $id }: /ritira accetta o /ritira rifiuta.
takeback-none-to-accept = Il tuo avversario non ha chiesto di ritirare nessuna mossa.
takeback-none-to-decline = Il tuo avversario non ha chiesto di ritirare nessuna mossa.
takeback-declined = { $name } non concede di ritirare nella partita #{ $id }: si continua.
takeback-accepted = { $name } concede di ritirare nella partita #{ $id }.
takeback-bot = Il bot concede a { $name } di ritirare nella partita #{ $id }.
takeback-done = Ritirate: { $moves }.
takeback-lapsed = La richiesta di ritirare nella partita #{ $id } decade con questa mossa.
still-your-turn = { $name }, tocca ancora a te in { $game } #{ $id } ({ $role }).
reminder-digest = { $name }, tocca ancora a te in { $n ->
        [one] { $n } partita
       *[other] { $n } partite
    }:
reminder-digest-line = #{ $id } { $game } contro { $opponents } ({ $role })
reminder-digest-line-clock = #{ $id } { $game } contro { $opponents } ({ $role }), tempo per muovere: { $time }
reminder-digest-more = { $n ->
        [one] Un'altra partita aspetta la tua mossa: arriverà nel prossimo promemoria (/partite elenca tutte le tue partite).
       *[other] Altre { $n } partite aspettano la tua mossa: arriveranno nei prossimi promemoria (/partite elenca tutte le tue partite).
    }
to-move = Muove { $name } ({ $role }) nella partita #{ $id }.
dice-due = Tocca ai dadi nella partita #{ $id }.
wins = vince { $name } ({ $role })
# La vittoria di una squadra: i compagni, ciascuno col suo ruolo.
team-wins = vincono { $names }
list-and = { $rest } e { $last }
lost = persa
draw = patta
no-result = nessun risultato
game-over = La partita #{ $id } è finita: { $who }: { $reason }. { $seed }
seed-revealed = Seme dei dadi rivelato: { $seed } (il suo SHA-256 era { $hash }).

## Sfide
rules-unknown-game = Nessun gioco si chiama '{ $name }'. /giochi li elenca tutti.
game-name-ask = Nessun gioco si chiama esattamente '{ $name }'. Forse intendevi { $choices }?
rules-versions = Altre versioni: { $versions }.
not-playable-yet = A { $game } non si può ancora giocare qui; le regole: /regole { $slug }.
not-for-chat = { $game } non è un gioco da chat; perché: /regole { $slug } perché.
text-incomplete = { $game } non si può giocare: il testo di partenza è incompleto; cosa manca: /regole { $slug } perché.
challenge-yourself = Non puoi sfidare te stesso: indica gli avversari, o lancia una sfida aperta.
bot-levels = Il livello del bot è 1, 2 o 3.
bot-cannot-play = Il bot non sa ancora giocare a questo gioco ({ $game }).
bot-cap-player = Hai già { $max } partite in corso contro il bot: finiscine o abbandonane una prima di iniziarne un'altra.
bot-cap-chat = In questa chat ci sono già { $max } partite in corso con il bot: aspetta che una di esse finisca.
too-many-opponents = { $game } si gioca in { $seats }; hai indicato { $named ->
        [one] { $named } avversario
       *[other] { $named } avversari
    }.
solitaire-started = Solitario iniziato.
bot-against-bot = Bot contro bot.
game-on-against-bot = Si gioca contro il bot.
open-challenge = Sfida aperta #{ $id }: { $game } per { $seats } giocatori. Chiunque può fare /accetta #{ $id }.
challenges = { $name } sfida { $opponents } a una partita di { $game } (#{ $id }). { $invited }: /accetta #{ $id } o /rifiuta #{ $id }.
challenge-options = Opzioni: { $options }.
dice-committed = Il seme dei dadi è scelto e sigillato prima del primo lancio; la sua impronta SHA-256 è { $hash }.
secrets-committed = Il seme che distribuisce i segreti di questa partita è scelto e sigillato prima della prima estrazione: SHA-256 { $hash }. Sarà rivelato alla fine, e /verifica controlla ogni estrazione.
challenge-unrated-seats = Non vale per la classifica: le classifiche sono per partite a due, e questa ha { $seats } posti.
challenge-expires = La sfida scade tra 24 ore.
try-seats = Chiedi più posti: giocatori={ $n }.
button-accept = Accetta
button-decline = Rifiuta
already-in = Sei già nella partita #{ $id }; si aspettano gli altri.
no-free-seat = La partita #{ $id } non era offerta a te e non ha posti liberi.
challenge-accepted = Sfida accettata.
joined = { $name } è entrato nella partita #{ $id }; se ne aspettano ancora { $waiting }.
decline-invited-only = Solo chi è stato invitato alla partita #{ $id } può rifiutarla.
declined = { $name } ha rifiutato la partita #{ $id }.
cancel-challenger-only = Solo chi ha lanciato la sfida può annullare la partita #{ $id }.
cancelled = Sfida #{ $id } annullata.
expired = La sfida #{ $id } ({ $game }) è scaduta: nessuno l'ha accettata in tempo.
no-challenge-here = Qui non c'è nessuna sfida per il tuo /{ $what }.
no-challenge-for-bot = Qui non c'è nessuna sfida aperta a cui il bot possa unirsi: sfidalo con /sfida bot <gioco>.
several-challenges = Qui ci sono diverse sfide: { $list }. Di' quale: /{ $what } #{ $first }
challenge-expired = La sfida #{ $id } è scaduta.
not-open = La partita #{ $id } non è una sfida aperta (è { $status }).
started = { $headline } Partita #{ $id }: { $game } — { $lineup }.
    { $status }

## Il bot
bot-played = { $name } ({ $role }) { $did } nella partita #{ $id }{ $told }
invite-bot-players-only = Solo chi partecipa alla sfida #{ $id } può invitare il bot.
challenge-full = La sfida #{ $id } non ha posti liberi.
bot-joins = Arriva il bot.
bot-name = Bot di Tavolo livello { $level }
bot-joined = Il bot di Tavolo (livello { $level }) è entrato nella partita #{ $id }.

## Guardarsi intorno
not-started = La partita #{ $id } non è ancora cominciata.
never-played = La partita #{ $id } non è mai stata giocata (è { $status }).
over-because = La partita #{ $id } è finita: { $reason }.
record-of = La registrazione della partita #{ $id } ({ $format }):
record-file = La registrazione della partita #{ $id } ({ $game }) è il file allegato { $file }: la registrazione JSON di Tavolo, che tavolo record --read { $file } ripercorre.
record-failed = La partita #{ $id } non si può registrare: le sue mosse non si rileggono nel formato della registrazione.
record-after-the-end = La partita #{ $id } ha segreti fino alla fine: la sua registrazione arriva allora, con il seme della distribuzione (/verifica lo controlla).
no-games-yours = Non hai partite. Comincia con /sfida @qualcuno awele.
your-games = Le tue partite:
here-mark = (qui)
no-games-here = Nessuna partita qui. Comincia con /sfida @qualcuno awele.
games-here = Partite qui:
describe-challenge = sfida: { $players }
describe-your-turn = { $players }, tocca a te
describe-to-move = { $players }, muove { $name }
describe-dice = { $players }, tocca ai dadi
describe-over = { $players }, finita: { $reason }
help-intro = Tavolo fa giocare qui ai giochi astratti da tavolo. I comandi:
help-more = Impostazioni della sfida: tempo=3d (il normale: 3 giorni a mossa), tempo=1d+12h, tempo=10m+5s o tempo=none sceglie l'orologio; /sfida bot <gioco> [livello=1|2|3] gioca contro il bot di Tavolo, /sfida bot bot <gioco> lo fa giocare contro se stesso mentre guardi.
    Un comando scritto come testo (su Telegram, in modalità locale) può usare una qualsiasi delle sue parole, italiana o inglese; le altre parole sono tra parentesi. In modalità locale, premi 2 (o premi <etichetta>) preme un pulsante dell'ultima risposta.
about-challenge = Sfida qualcuno (senza nessuno: una sfida aperta)
about-accept = Accetta una sfida, o prendi posto in una aperta; nel Go, accetta il conteggio
about-decline = Rifiuta una sfida
about-cancel = Ritira la tua sfida
about-bot = Fai sedere il bot di Tavolo nella tua sfida aperta (livello 1-3)
about-move = Gioca una mossa (o rispondi con la mossa alla tavola)
about-resign = Abbandona una partita
about-draw = Proponi, accetta o rifiuta la patta
about-takeback = Chiedi di ritirare la tua ultima mossa, o rispondi alla richiesta
about-dispute = Contesta il conteggio del Go: si riprende a giocare
about-board = Mostra una tavola (gira: dalla tua parte, solo a te)
about-record = Registrazione di una partita: PDN per la dama, PGN per gli scacchi, SGF per il Go, JSON per il resto
about-view = La tua vista di una partita, solo a te (quello che vede solo il tuo posto)
about-verify = Controlla i dadi di una partita finita con il seme rivelato
about-mygames = Le tue partite
about-history = Le partite finite in questa chat: tue o di un giocatore, di un gioco o di tutti, dalla più recente
about-rematch = Rigioca una partita finita, con i posti girati (due giocatori si scambiano i colori)
about-replay = Una partita di questa chat come immagine animata, un fotogramma per mossa
about-game = Una partita di questa chat: giocatori, orologi, risultato e mosse
about-hint = Contro il bot, al tuo turno: la mossa del bot di livello 2 per te, solo a te (poi non in classifica)
about-analyse = Dopo una partita: la mossa migliore per il bot a una semimossa e la sua stima, solo a te
about-turns = Le partite dove tocca a te, ovunque, con il tempo che resta
about-vacation = Ferma per un po' i tuoi orologi per corrispondenza (14 giorni ogni 365), o torna
about-notify = Come ricevi gli avvisi dei tuoi turni: ogni, riepilogo (un messaggio al giorno) o nessuna
about-here = Le partite di questa chat
about-games = Tutti i giochi, per famiglia
about-rules = Le regole di un gioco, o una loro sezione
about-help = Come si gioca qui
about-rating = Il punteggio di un giocatore
about-leaderboard = I punteggi migliori in un gioco, qui o ovunque
about-tournament = I tornei di questa chat (da solo: l'elenco)
about-tournament-create = Crea un torneo (i gestori della chat)
about-tournament-join = Iscriviti a un torneo
about-tournament-leave = Esci prima dell'inizio, o ritirati
about-tournament-start = Avvia un torneo (il suo organizzatore o un gestore)
about-tournament-standings = La classifica, con gli spareggi
about-tournament-crosstable = Il tabellone, come figura
about-tournament-pairings = Gli abbinamenti e i risultati di un turno
about-tournament-bye = Chiedi un riposo da mezzo punto nel prossimo turno (svizzero)
about-tournament-export = Il torneo come file FIDE TRF-16
about-tournament-list = I tornei di questa chat
about-tournament-cancel = Annulla un torneo (il suo organizzatore o un gestore)

## Gli argomenti di un comando, come li mostra l'aiuto
## Looking back (src/app/history.rs)
history-none = { $name } non ha partite finite in questa chat.
history-head = Le partite finite di { $name } qui ({ $n }), pagina { $page } di { $pages }:
history-line = #{ $id } { $game }, { $date }: { $result } contro { $opponents }. { $reason }
history-next = Altre: { $command }
history-no-page = Non c'è una pagina { $page }: lo storico ne ha { $pages }.
history-won = vinta
history-lost = persa
history-drew = patta
history-rank = { $rank }° posto
history-over = finita
game-head = Partita #{ $id }: { $game }
game-seat = { $role }: { $name }
game-seat-clock = { $role }: { $name } (restano { $left })
game-moves = Mosse ({ $n }):
game-moves-cut = Qui mancano le prime { $skipped }; { $command } le ha tutte.
game-moves-cut-page = Qui mancano le prime { $skipped }; la pagina web della partita, qui sotto, le ha tutte.
page-link = Pagina web: { $url }
game-no-moves = Ancora nessuna mossa.
rematch-of = La rivincita della partita #{ $id }, con i posti girati:
rematch-none = Non hai qui partite finite da rigiocare; indicane una: /rivincita #12.
rematch-not-over = La partita #{ $id } non è ancora finita.
rematch-not-yours = Non hai giocato nella partita #{ $id }: la rivincita la chiedono i suoi giocatori.
rematch-empty-seat = La partita #{ $id } aveva un posto libero: sfida di nuovo con /sfida.
button-rematch = Rivincita
button-my-view = La mia vista
view-title = { $title } · vista di { $name }
glimpse-title = { $title } · per { $seconds } secondi
glimpse-table = Partita #{ $id }: guardate ora, tutti. Sparisce fra { $seconds } secondi; la tavola mantiene il segreto.
glimpse-yours = Partita #{ $id }: solo per te, per { $seconds } secondi. Ricordalo: non viene mostrato di nuovo.
replay-of = La partita #{ $id } in { $positions } posizioni.
replay-of-some = La partita #{ $id }: { $shown } delle sue { $positions } posizioni, a intervalli regolari, perché il file si possa mandare qui.
replay-no-moves = La partita #{ $id } non ha ancora mosse: non c'è niente da rivedere.
replay-too-large = La replica della partita #{ $id } è troppo grande da mandare qui anche con pochi fotogrammi.
board-at = La partita #{ $id } dopo { $ply ->
    [one] { $ply } semimossa
   *[other] { $ply } semimosse
} su { $total }: { $last }
board-at-start = la posizione iniziale.
board-at-last = l'ultima è stata { $last }.
board-at-caption = Semimossa { $ply } di { $total }
board-ply-range = La partita #{ $id } non ha la semimossa { $ply }: vanno da 0 (l'inizio) a { $total }.

## Hints and a second opinion (src/app/hints.rs)
hint = Suggerimento per la partita #{ $id } ({ $role }): { $mv }{ $told } Da ora la partita #{ $id } non vale per la classifica.
hint-moved-on = La partita #{ $id } è andata avanti mentre il bot pensava: chiedi di nuovo al tuo turno.
hint-tournament = La partita #{ $id } è di un torneo: lì niente suggerimenti.
hint-people = La partita #{ $id } è tra persone: i suggerimenti sono solo per le partite contro il bot.
hint-no-move = Ora nella partita #{ $id } non c'è nessuna mossa da scegliere.
think-failed = Il bot non è riuscito a pensare alla partita #{ $id }; riprova più tardi.
analyse-which = Non hai partite finite qui; indicane una: /analisi #12 semimossa=10.
analyse-finished-only = La partita #{ $id } non è finita: le posizioni si analizzano dopo la partita.
analyse-head = Partita #{ $id } dopo { $ply ->
    [one] { $ply } semimossa
   *[other] { $ply } semimosse
} su { $total }:
analyse-chance = lì si devono tirare i dadi, quindi non c'è una mossa da scegliere; prova la semimossa seguente.
analyse-over = lì la partita è finita, quindi non c'è una mossa da scegliere.
analyse-best = muove { $role }; il bot giocherebbe { $mv }{ $told } { $estimate }
analyse-proven-win = Vittoria certa per { $role }.
analyse-proven-loss = Sconfitta certa per { $role }.
analyse-proven-draw = Patta certa.
analyse-estimate = Probabilità di { $role }: circa { $percent }%.
analyse-only-move = È l'unica mossa legale.

arg-number = #id
arg-opponent = @utente…
arg-game = gioco
arg-options = opzione=valore…
arg-level = livello
arg-move = mossa
arg-action = offri|accetta|rifiuta
arg-flip = gira
arg-ply = semimossa=N
arg-days = 3g|fine
arg-mode = ogni|riepilogo|nessuna
arg-family = famiglia
arg-players = giocatori
arg-section = sezione
arg-player = @utente
arg-page = pagina
arg-global = globale
arg-format = svizzero|girone|doppio|eliminazione
arg-rounds = turni=5
arg-round_minutes = turno=24h
arg-rated = valido=no
arg-start_in_minutes = inizio=10m
arg-round = turno

## Regole
no-such-section = Nessuna sezione si chiama '{ $name }'; { $game } ha: { $sections }.
section-missing = { $game } non ha la sezione '{ $key }'; ha: { $sections }.
not-a-family = '{ $name }' non è una famiglia; le famiglie: { $families }.

## Dadi
verify-no-dice = La partita #{ $id } ({ $game }) non ha dadi da verificare.
verify-not-over = La partita #{ $id } non è finita: il seme dei dadi resta segreto fino alla fine. Il suo SHA-256, pubblicato all'inizio, è { $hash }.
verify-ok = Partita #{ $id } ({ $game }): tutti i { $throws } lanci corrispondono al seme rivelato, il cui SHA-256 { $hash } era stato pubblicato all'inizio.
verify-ok-secrets = Partita #{ $id } ({ $game }): tutte le { $throws } estrazioni corrispondono al seme rivelato, il cui SHA-256 { $hash } era stato pubblicato all'inizio: niente di nascosto è cambiato durante il gioco.
verify-failed = Partita #{ $id } ({ $game }): i dadi NON tornano: { $why }.
verify-yourself = { $verdict }
    Per controllare da te, salva la registrazione allegata { $file } ed esegui: tavolo verify-dice { $file }
verify-none-finished = Non hai partite finite qui; indicane una: /verifica #12.

## I cartellini della figura
badge-wins = VINCE
badge-draw = PATTA
badge-to-move = MUOVE
badge-to-throw = LANCIA
picture-throw = lancio
picture-last-throw = ultimo lancio
badge-in-hand = { $n } in mano

## Tornei
tn-managers-create = Solo i gestori della chat (gestori del server, amministratori del gruppo) possono creare un torneo.
tn-two-seats = { $game } si gioca in { $seats }; per ora i tornei sono solo per giochi a due.
tn-rounds-swiss-only = rounds= vale per i tornei svizzeri; il girone all'italiana e l'eliminazione diretta hanno tutti i turni che servono.
tn-format-round-robin = girone all'italiana
tn-format-double-round-robin = girone all'italiana di andata e ritorno
tn-format-swiss = svizzero
tn-format-knockout = a eliminazione diretta
tn-rounds = , { $n ->
        [one] { $n } turno
       *[other] { $n } turni
    }
tn-rated = valido per il punteggio
tn-not-rated = amichevole
tn-starts-in = Parte da solo tra { $time }.
tn-starts-by-hand = L'organizzatore lo avvia con /torneo avvia.
tn-created = Torneo #{ $id }: { $game }, { $format }{ $rounds }, { $time } per turno, { $rated }. Iscriviti con /torneo entra #{ $id }. { $start }
tn-other-chat = Il torneo #{ $id } si gioca in un'altra chat.
tn-none = Non esiste il torneo #{ $id }.
tn-none-here = In questa chat non c'è nessun torneo.
tn-several = Qui ci sono più tornei: { $list }. Di' quale, per esempio #{ $first }.
tn-already-in = Fai già parte del torneo #{ $id }.
tn-full = Il torneo #{ $id } è al completo ({ $max } giocatori).
tn-no-late-swiss = Il torneo #{ $id } è iniziato; passata metà dei turni uno svizzero non accetta più iscrizioni.
tn-no-late = Il torneo #{ $id } è iniziato; questa formula non accetta iscrizioni in ritardo.
tn-status = Il torneo #{ $id } è { $status }.
tn-status-registration = aperto alle iscrizioni
tn-status-running = in corso
tn-status-finished = finito
tn-status-cancelled = annullato
tn-from-round = (dal turno { $round })
tn-joined = { $name } entra nel torneo #{ $id }{ $late }: { $n ->
        [one] { $n } giocatore
       *[other] { $n } giocatori
    }.
tn-not-in = Non fai parte del torneo #{ $id }.
tn-left = { $name } ha lasciato il torneo #{ $id }.
tn-already-withdrawn = Ti sei già ritirato dal torneo #{ $id }.
tn-withdrew = { $name } si è ritirato dal torneo #{ $id }: non sarà più abbinato (una partita in corso conta ancora; /abbandona per chiuderla).
tn-byes-swiss-only = I riposi da mezzo punto esistono solo nei tornei svizzeri.
tn-no-round-left = Il torneo #{ $id } non ha più turni da abbinare.
tn-no-bye-last-round = Niente riposi da mezzo punto nell'ultimo turno.
tn-bye-already = Hai già chiesto un riposo per il turno { $round }.
tn-bye-taken = { $name } riposa con mezzo punto nel turno { $round } del torneo #{ $id }.
tn-start-who = Solo l'organizzatore o i gestori della chat possono avviare il torneo.
tn-cancel-who = Solo l'organizzatore o i gestori della chat possono annullare il torneo.
tn-cancel-over = Il torneo #{ $id } è { $status }: non c'è più niente da annullare.
tn-cancelled-by = { $name } ha annullato il torneo #{ $id }. { $games ->
        [0] Nessuna partita era in corso.
        [one] La partita in corso si ferma qui, senza risultato e senza effetto sul punteggio.
       *[other] Le { $games } partite in corso si fermano qui, senza risultato e senza effetto sul punteggio.
    }
tn-not-waiting = Il torneo #{ $id } è { $status }, non in attesa di partire.
tn-too-few = Il torneo #{ $id } ha bisogno di almeno { $least } giocatori; ne ha { $n }.
tn-swiss-too-few = Uno svizzero di { $rounds } turni ha bisogno di più di { $rounds } giocatori; il torneo #{ $id } ne ha { $n }.
tn-starts = Il torneo #{ $id } comincia: { $n ->
        [one] { $n } giocatore
       *[other] { $n } giocatori
    }, { $rounds } turni. Il primo turno è abbinato.
tn-board-bye-through = { $board }. { $name }: riposo, passa al turno successivo
tn-board-forfeit = { $board }. { $white } – { $black }: { $result } (ritirato, a forfait)
tn-board-game = { $board }. { $white } ({ $first }) – { $black }: partita #{ $game }
tn-first = primo
tn-pab = { $name }: riposo (1 punto)
tn-half-bye-asked = { $name }: riposo da mezzo punto, come richiesto
tn-round-announce = Torneo #{ $id } ({ $game }, { $format }): turno { $round } di { $rounds }. Giocate la vostra partita entro { $time }: l'orologio di ciascuno ha { $clock }.
    { $boards }
tn-round-complete = Torneo #{ $id }: il turno { $round } è concluso.
    { $table }
tn-winner = { $name } vince il torneo #{ $id }!
tn-winner-tiebreak = { $name } vince il torneo #{ $id }: a pari punti con { $others }, davanti per { $tiebreak }!
tn-winners-shared = { $names } finiscono primi a pari merito nel torneo #{ $id }: pari punti e pari spareggi!
tn-col-bye = riposo
tn-tb-wins-short = VIN
tn-tb-direct-encounter-short = SD
tn-over = Il torneo #{ $id } è finito.
tn-ended-early = (si è chiuso in anticipo: { $why })
tn-final = { $who }{ $why }
    Classifica finale:
    { $table }
tn-cancelled = Il torneo #{ $id } non è potuto partire ed è annullato: { $why }
tn-cannot-pair = per il turno { $round } non resta nessun abbinamento possibile
tn-withdrawn-no-shows = { $name } ha saltato due partite ed è ritirato dal torneo #{ $id }.
tn-no-players = Il torneo #{ $id } non ha ancora giocatori.
tn-title = Torneo #{ $id } — { $game }, { $format } — dopo il turno { $round }
tn-rounds-paired = Il torneo #{ $id } ha abbinato finora i turni da 1 a { $last }.
tn-round-header = Torneo #{ $id }, turno { $round }:
tn-playing = in corso
tn-in-game = (partita #{ $game })
tn-board-line = { $board }. { $white } – { $black }: { $result }{ $game }
tn-bye-line = { $name }: { $what }
tn-bye-U = riposo (1 punto)
tn-bye-H = riposo da mezzo punto
tn-bye-F = riposo da un punto
tn-bye-plus = vittoria a forfait
tn-bye-none = non abbinato
tn-list-empty = Qui non ci sono ancora tornei. Un gestore ne crea uno: /torneo crea svizzero awele turni=5
tn-list-header = Tornei qui:
tn-list-line = #{ $id } { $game }, { $format }: { $status }, { $n ->
        [one] { $n } giocatore
       *[other] { $n } giocatori
    }, turno { $round }/{ $rounds }
tn-withdrawn-mark = (ritirato)
tn-col-player = Giocatore
tn-col-points = Punti
tn-export = Il torneo #{ $id } come file FIDE TRF-16 (lo leggono i programmi di abbinamento e gli uffici del punteggio).
tn-tb-buchholz = Buchholz (punti degli avversari)
tn-tb-buchholz-cut1 = Buchholz senza l'avversario più debole
tn-tb-sonneborn-berger = Sonneborn-Berger (punti degli avversari battuti, metà di quelli pareggiati)
tn-tb-wins = turni vinti (conta anche un riposo o una vittoria a tavolino)
tn-tb-direct-encounter = scontro diretto tra i giocatori a pari punti
tn-minute-one = 1 minuto
tn-minutes = { $n ->
        [one] { $n } minuto
       *[other] { $n } minuti
    }
tn-hour-one = 1 ora
tn-hours = { $n ->
        [one] { $n } ora
       *[other] { $n } ore
    }
tn-day-one = 1 giorno
tn-days = { $n ->
        [one] { $n } giorno
       *[other] { $n } giorni
    }

## Punteggi
rt-none-yet = { $name } non ha ancora partite valide per il punteggio.
rt-line = { $game }: { $rating } (±{ $range }), { $n ->
        [one] { $n } partita
       *[other] { $n } partite
    }
rt-all = Punteggi di { $name }:
    { $lines }
rt-none-in = { $name } non ha ancora partite valide di { $game } (chi comincia parte da 1500).
rt-card = { $name }, { $game }: { $rating } (±{ $range }){ $provisional }
    { $n ->
        [one] { $n } partita
       *[other] { $n } partite
    }: { $wins ->
        [one] { $wins } vinta
       *[other] { $wins } vinte
    }, { $draws ->
        [one] { $draws } patta
       *[other] { $draws } patte
    }, { $losses ->
        [one] { $losses } persa
       *[other] { $losses } perse
    }.
rt-provisional-for = , { $n ->
        [one] provvisorio per un'altra partita
       *[other] provvisorio per altre { $n } partite
    }
rt-latest = Ultime:
rt-won = ha vinto contro
rt-drew = ha pattato con
rt-lost = ha perso contro
rt-history = partita #{ $game }: { $result } { $opponent }, { $before } → { $after } ({ $delta })
rt-say-game = Di' quale gioco: /classifica awele (aggiungi 'global' per tutte le chat).
rt-everywhere = ovunque
rt-here = in questa chat
rt-nobody = Nessuno ha ancora una partita valida di { $game } { $scope }.
rt-board-header = Classifica di { $game } ({ $scope }):
rt-board-line = { $rank }. { $name } { $rating } ({ $n ->
        [one] { $n } partita
       *[other] { $n } partite
    })
rt-provisional-note = ? = provvisorio (meno di { $n } partite valide).

## Comandi scritti rifiutati prima di arrivare a una partita
cmd-too-long = Quel comando è troppo lungo (al massimo { $max } caratteri).
cmd-move-which = Di' quale mossa: /mossa c, /mossa d3-e3xf4.
cmd-draw-action = /patta vuole offri, accetta o rifiuta, non '{ $word }'.
cmd-takeback-action = /ritira vuole offri, accetta o rifiuta, non '{ $word }'.
cmd-empty = Scrivi un comando, per esempio /aiuto.
cmd-unknown = Comando sconosciuto: '/{ $verb }'. Prova /aiuto.
cmd-board-ply = Una semimossa è un numero da 0 (l'inizio), come semimossa=12, non '{ $word }'.
cmd-history-page = Una pagina dello storico è un numero da 1 in su, non '{ $word }'.
cmd-bot-level = Il livello del bot è 1, 2 o 3, non '{ $word }'.
cmd-game-number = '{ $word }' non è un numero di partita come #12.
cmd-challenge-which = Di' a quale gioco: /sfida @bob awele (oppure /sfida awele per una sfida aperta).
cmd-not-a-user = '{ $word }' non è un utente di questa chat.
cmd-level-without-bot = level= è il livello del bot: /sfida bot awele level=2.
cmd-tn-format = '{ $word }' non è una formula: swiss (svizzero), round-robin (girone), double-round-robin (andata e ritorno) o knockout (eliminazione).
cmd-tn-number = '{ $word }' non è un numero di torneo come #3.
cmd-tn-verb = /torneo vuole crea, entra, esci, avvia, classifica, tabellone, abbinamenti, riposo, esporta, elenco o annulla, non '{ $word }'.
cmd-tn-create = Di' la formula e il gioco: /torneo crea svizzero awele turni=5 turno=24h.
cmd-tn-rounds = rounds= è un numero da 1 a 30.
cmd-tn-time = Un tempo si scrive come 30m, 24h o 2d.
cmd-tn-time-range = Un tempo va da 1 minuto a 30 giorni.

## Impostazioni della sfida: una riga di aiuto ciascuna, per i menu
setting-autoplay = gioca per me la mia unica mossa legale
setting-rated = no: la partita non cambia le valutazioni
setting-time = l'orologio: 3d (giorni a mossa), 1d+12h (una riserva e un bonus a mossa), 10m+5s (dal vivo), nessuno

## Mosse che sono parole, come le mostrano pulsanti e risposte
move-played = ha giocato { $mv }
move-word-pass = passa
    .played = passa
move-word-roll = tira
    .played = tira
move-word-double = raddoppia
    .played = raddoppia
move-word-take = accetta
    .played = accetta il raddoppio
move-word-drop = rifiuta
    .played = rifiuta il raddoppio
move-word-enter = entra
    .played = entra
move-word-stay = resta
    .played = resta
move-word-stop = basta
    .played = si ferma
move-word-done = fatto
    .played = chiude il turno

## Una lunga serie di mosse giocate dal nucleo da sé, in una frase
automatic-summary = Poi { $count } turni si sono giocati automaticamente: lanci { $throws }; { $moves }.
automatic-summary-no-throws = Poi { $count } turni si sono giocati automaticamente: { $moves }.
automatic-summary-throws-only = Poi { $count } lanci: { $throws }.

## Orologi
time-per-move = { $time } a mossa
time-bank = { $time } per la partita
time-bank-increment = { $time } + { $increment } a mossa
time-capped = { $control }, al massimo { $cap }
time-days = { $n ->
        [one] { $n } giorno
       *[other] { $n } giorni
    }
time-hours = { $n ->
        [one] { $n } ora
       *[other] { $n } ore
    }
time-minutes = { $n } min
time-seconds = { $n } s
time-refused = tempo={ $value } non è un orologio: scrivi i giorni a mossa (3d), una riserva con un bonus a mossa (1d+12h, 3d+1d/7d al massimo 7 giorni, 10m+5s) oppure nessuno.
reason-flag-fell = { $name } ha finito il tempo
flag-fell-winner = { $name } ha finito il tempo nella partita #{ $id }: { $who }. { $seed }
flag-fell-draw = { $name } ha finito il tempo nella partita #{ $id }: patta. { $seed }
flag-plays-on = { $name } ha finito il tempo nella partita #{ $id }; gli altri continuano e Tavolo gioca al posto di { $role }.
flag-too-late = Troppo tardi: il tuo tempo nella partita #{ $id } è finito prima di questa mossa, e la partita è persa per tempo.
flag-too-late-silence = Troppo tardi: il tuo tempo nella partita #{ $id } è finito prima di questa mossa, e il tuo silenzio ha giocato { $answer }.
flag-silence = { $name } ({ $role }) ha finito il tempo nella partita #{ $id }, dove il silenzio è una risposta: { $name } { $did }{ $told }
clock-left = Tempo per muovere: { $time }.
clock-of-game = Orologio: { $control }.
clock-none = Senza orologio.
turns-none = Non tocca a te in nessuna delle tue partite.
turns-head = Tocca a te in { $n ->
        [one] { $n } partita
       *[other] { $n } partite
    }, prima quella che aspetta da più tempo:
turns-line = #{ $id } { $game } contro { $opponents }, in attesa da { $since }
turns-line-clock = #{ $id } { $game } contro { $opponents }, tempo per muovere: { $time }
reason-abandoned = nessuno ha mosso per troppo tempo; la partita è stata chiusa senza valutazione
abandoned = La partita #{ $id } non ha orologio e nessuno vi ha mosso per { $days } giorni: è chiusa come abbandonata, e nessuna valutazione cambia.

## Vacanze (src/app/vacation.rs)
vacation-on = Sei in vacanza ancora per { $time }: i tuoi orologi per corrispondenza sono fermi. /vacanza fine ti fa rientrare. Vacanza rimasta: { $left } (14 giorni ogni 365).
vacation-off = Non sei in vacanza. Vacanza rimasta: { $left } (14 giorni ogni 365). /vacanza 3g ferma i tuoi orologi per corrispondenza per tre giorni.
vacation-already = Sei già in vacanza ancora per { $time }. /vacanza fine la termina.
vacation-too-long = È più della vacanza che ti resta: { $left } ({ $allowance } ogni 365 giorni).
vacation-started = Buona vacanza: i tuoi orologi per corrispondenza restano fermi per { $time } ({ $games ->
        [one] una partita
       *[other] { $games } partite
    }). Vacanza rimasta: { $left }. /vacanza fine ti fa rientrare prima.
vacation-none = Non sei in vacanza. Vacanza rimasta: { $left }.
vacation-back = Vacanza finita: i tuoi orologi ripartono ({ $games ->
        [one] una partita
       *[other] { $games } partite
    }). Vacanza rimasta: { $left }.
vacation-notice-away = { $name } è in vacanza per { $time }: { $n ->
        [one] il suo orologio è fermo nella partita { $games }
       *[other] i suoi orologi sono fermi nelle partite { $games }
    }.
vacation-notice-back = Vacanza finita per { $name }: { $n ->
        [one] il suo orologio riparte nella partita { $games }
       *[other] i suoi orologi ripartono nelle partite { $games }
    }.
vacation-paused = { $name } è in vacanza: l'orologio resta fermo ancora per { $time }.
cmd-vacation-how = Di' per quanto tempo (/vacanza 3g, /vacanza 36o) oppure /vacanza fine.

## Come un giocatore viene avvisato dei suoi turni (src/app/notify.rs)
notify-mode-each = un promemoria per partita, nella sua chat, e gli avvisi dell'orologio
notify-mode-digest = un messaggio privato al giorno con i tuoi turni
notify-mode-off = niente (i tuoi orologi continuano a correre; /turni elenca i tuoi turni)
notify-show = Per i tuoi turni ricevi: { $mode }. Lo cambiano /notifiche ogni, /notifiche riepilogo oppure /notifiche nessuna.
notify-set-each = Fatto: un promemoria per partita, nella sua chat, e gli avvisi dell'orologio.
notify-set-digest = Fatto: un messaggio privato al giorno elenca le partite in cui tocca a te, al posto del promemoria per ogni partita. Su Telegram, apri una chat privata con il bot perché possa scriverti.
notify-set-off = Fatto: niente promemoria né avvisi dell'orologio. I tuoi orologi continuano a correre; /turni elenca le partite in cui tocca a te.
digest-head = Il tuo riepilogo del giorno: tocca a te in { $n ->
        [one] una partita
       *[other] { $n } partite
    }.
cmd-notify-how = /notifiche accetta ogni, riepilogo oppure nessuna, non '{ $word }'.

link-code = Il tuo codice di collegamento: { $code }. Entro { $minutes } minuti scrivimi /collega { $code } sull'altra piattaforma (Discord o Telegram): i tuoi account diventano un solo giocatore, con un solo punteggio, storico ed elenco dei turni. Il codice vale una volta sola; non mostrarlo a nessuno.
link-unknown = '{ $code }' non è un codice di collegamento, o è scaduto: chiedine uno nuovo con /collega sull'altra piattaforma.
link-same-platform = Quel codice è stato creato su { $platform }: scrivilo sull'altra piattaforma.
link-already = Questi account sono già un solo giocatore.
link-shared-game = Questi due account hanno giocato uno contro l'altro (partita #{ $id }): non possono diventare un solo giocatore.
link-shared-tournament = Questi due account sono nello stesso torneo (#{ $id }): non possono diventare un solo giocatore.
link-done = Collegati: sei un solo giocatore su { $platforms }, con un solo punteggio, storico ed elenco dei turni. /scollega separa di nuovo questo account.
link-platform-local = modalità locale
unlink-nothing = Questo account non è collegato a un'altra piattaforma.
unlink-done = Questo account { $platform } è ora un giocatore a sé; le tue partite e i tuoi punteggi restano al tuo account su { $others }.
about-link = Collega i tuoi account su Discord e Telegram: un giocatore, un punteggio
about-unlink = Separa questo account da quello dell'altra piattaforma
arg-code = codice
turns-elsewhere = {" "}(su { $platform })
