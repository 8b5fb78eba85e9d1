# Parole di Gyges.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
gyges-seat-south = Sud
gyges-seat-north = Nord

option-gyges-text-bounce = al rimbalzo è spinto via il pezzo su cui si arriva, come dice il testo, invece di proseguire col pezzo mosso
    .name = rimbalzo-testo

gyges-setup-notation = una disposizione è il valore dei tuoi sei pezzi dalla colonna a alla f, due da 1, due da 2 e due da 3, come 321123
gyges-notation = una mossa è la sequenza delle sue fermate unite da -: la casella del pezzo, ogni casella da cui rimbalza e dove finisce, come b1-b3-d4, o G per la meta, come a5-G; per riposizionare il pezzo su cui arrivi aggiungi = e dove va, come c1-c3=e5
gyges-setup-done = le disposizioni sono fatte: ora muovi un pezzo della tua riga di bordo
gyges-setup-set = una disposizione usa due pezzi per valore: due da 1, due da 2 e due da 3
gyges-setup-first = { $seat } deve prima disporre i sei pezzi sulla riga di partenza, come 321123
gyges-no-pass = puoi passare solo quando non hai mosse valide
gyges-empty = nessun pezzo su { $square }
gyges-not-border = { $seat } può muovere solo un pezzo della riga di bordo, la riga { $rank }
gyges-bounce-empty = un pezzo rimbalza solo dove arriva su un altro pezzo, e { $square } è vuota; valide da qui: { $legal }
gyges-lands-on = la mossa arriva sul pezzo in { $square }: prosegui con un rimbalzo (-casella) o riposizionalo (=casella); valide da qui: { $legal }
gyges-replace-nothing = si riposiziona solo il pezzo su cui si arriva; valide da qui: { $legal }
gyges-replace-where = il pezzo non può andare in { $square }: serve una casella libera non dietro alla riga di bordo di { $seat }
gyges-repeat = quella mossa riporterebbe il tavoliere com'era prima dell'ultima mossa dell'avversario
gyges-no-route = nessun percorso del giusto numero di passi unisce queste fermate senza scavalcare pezzi o ripassare da una casella; valide da qui: { $legal }
gyges-where = di' dove va il pezzo; valide da qui: { $legal }
gyges-not-legal = mossa non valida qui; valide: { $legal }
gyges-goal = { $seat } ha portato un pezzo nella meta
gyges-ply-cap = si sono giocate { $n } semimosse senza vincitore
gyges-set-up = { $seat } dispone i sei pezzi sulla riga di partenza
gyges-to-move = tocca a { $seat } (ultima mossa { $move })
gyges-passed = { $seat } non aveva mosse e ha passato; tocca a { $next }
