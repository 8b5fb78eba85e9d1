# Parole di Look (ogni regolamento).

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
look-seat-first = Primo
look-seat-second = Secondo
look-seat-third = Terzo
look-seat-fourth = Quarto
look-seat-fifth = Quinto
look-seat-sixth = Sesto

# Mosse a parola: sui pulsanti e nelle risposte; .typed elenca cosa si può scrivere,
# .played dice cosa ha fatto un giocatore, dopo il suo nome.
look-word-claim-yes = si può fare
    .typed = sipuò sipuo sipuòfare sipuofare si sì
    .played = ha detto che si può fare
look-word-claim-no = non si può
    .typed = nonsipuò nonsipuo nonsipuòfare nonsipuofare
    .played = ha detto che non si può fare
look-word-dispute = contesta
    .typed = contesta contesto
    .played = ha contestato la dichiarazione
look-word-accept = accetta
    .typed = accetta accetto
    .played = ha lasciato valere la dichiarazione
look-word-green = verde
    .typed = verde
    .played = ha posato un gettone verde
look-word-red = rosso
    .typed = rosso
    .played = ha posato un gettone rosso
look-word-yellow = giallo
    .typed = giallo
    .played = ha posato un gettone giallo
look-word-blue = blu
    .typed = blu
    .played = ha posato un gettone blu
look-word-green-red = verde–rosso
    .typed = verde-rosso
    .played = ha pescato la tessera verde–rosso
look-word-green-yellow = verde–giallo
    .typed = verde-giallo
    .played = ha pescato la tessera verde–giallo
look-word-green-blue = verde–blu
    .typed = verde-blu
    .played = ha pescato la tessera verde–blu
look-word-red-yellow = rosso–giallo
    .typed = rosso-giallo
    .played = ha pescato la tessera rosso–giallo
look-word-red-blue = rosso–blu
    .typed = rosso-blu
    .played = ha pescato la tessera rosso–blu
look-word-yellow-blue = giallo–blu
    .typed = giallo-blu
    .played = ha pescato la tessera giallo–blu

option-look-seats = giocatori, da 2 a 6
    .name = giocatori
option-look-points = punti che vincono la gara: 3 o 5
    .name = punti
    .values = 3 5
look-notation = una mossa sono le due caselle vicine che una tessera copre, come a1 a2 o b2 c2
look-notation-puzzle = una mossa è si può fare, non si può, contesta o accetta
look-not-now = non è la tua mossa adesso; legali: { $legal }
look-no-claims = le dichiarazioni sono del rompicapo; qui si posa una tessera; legali: { $legal }
look-no-tiles = nel rompicapo nessuno posa tessere; legali: { $legal }
look-not-adjacent = { $cells } non sono due caselle vicine; legali: { $legal }
look-covered = { $cell } è già coperta; legali: { $legal }
look-same-colour = { $cells } sono entrambe di colore { $colour ->
        [green] verde
        [red] rosso
        [yellow] giallo
       *[blue] blu
    }: nessuna tessera ha due cerchi dello stesso colore; legali: { $legal }
look-tile-used = la tessera { $a ->
        [green] verde
        [red] rosso
        [yellow] giallo
       *[blue] blu
    }–{ $b ->
        [green] verde
        [red] rosso
        [yellow] giallo
       *[blue] blu
    } è già sul tavoliere; legali: { $legal }
look-not-drawn = quelle caselle vogliono la tessera { $a ->
        [green] verde
        [red] rosso
        [yellow] giallo
       *[blue] blu
    }–{ $b ->
        [green] verde
        [red] rosso
        [yellow] giallo
       *[blue] blu
    }, ma hai pescato { $drawn-a ->
        [green] verde
        [red] rosso
        [yellow] giallo
       *[blue] blu
    }–{ $drawn-b ->
        [green] verde
        [red] rosso
        [yellow] giallo
       *[blue] blu
    }; legali: { $legal }
look-not-legal = mossa non legale qui; legali: { $legal }
look-blocked = { $seat } non può posare alcuna tessera
look-stuck = { $seat } non può posare la tessera pescata, { $a ->
        [green] verde
        [red] rosso
        [yellow] giallo
       *[blue] blu
    }–{ $b ->
        [green] verde
        [red] rosso
        [yellow] giallo
       *[blue] blu
    }
look-last-tile = { $seat } ha posato la sesta e ultima tessera
look-race-won = { $seat } è in testa, raggiunti { $n } punti
look-round-cap = si sono giocati { $n } turni; { $seat } è in testa
look-none = nessuna
look-tile = { $a ->
        [green] verde
        [red] rosso
        [yellow] giallo
       *[blue] blu
    }–{ $b ->
        [green] verde
        [red] rosso
        [yellow] giallo
       *[blue] blu
    }
look-list = { $head }, { $tail }
look-dealing = si dispongono i gettoni
look-drew = { $seat } ha pescato { $a ->
        [green] verde
        [red] rosso
        [yellow] giallo
       *[blue] blu
    }–{ $b ->
        [green] verde
        [red] rosso
        [yellow] giallo
       *[blue] blu
    } e deve posarla
look-to-move = { $seat } posa una tessera; restano: { $left }
look-panel = { $n } punti{ $mark }
look-panel-out = , salta questo turno
look-panel-disputed = , contesta
look-panel-yes = , dice che si può fare
look-panel-no = , dice che non si può
look-panel-none = {""}
look-puzzle-dealing = turno { $round }: si dispongono i gettoni
look-puzzle-claim = turno { $round }: { $seat }, le sei tessere possono coprire questa disposizione?
look-puzzle-answer-yes = turno { $round }: { $declarer } dice che si può fare; { $seat } può contestare
look-puzzle-answer-no = turno { $round }: { $declarer } dice che non si può; { $seat } può contestare
look-verdict-yes = turno { $round }: si poteva fare ({ $covering }); { $seat } aveva { $right ->
    [1] ragione
   *[other] torto
}{ $disputes ->
    [0] , nessuno ha contestato
   *[other] {""}
}
look-verdict-no = turno { $round }: non si poteva fare; { $seat } aveva { $right ->
    [1] ragione
   *[other] torto
}{ $disputes ->
    [0] , nessuno ha contestato
   *[other] {""}
}
