# Parole di Castile.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
castile-seat-white = Bianco
castile-seat-black = Nero

# Mosse che sono parole.
castile-word-place = piazza
    .typed = piazza
    .played = ha piazzato
castile-word-end = fine
    .typed = fine basta stop
    .played = ha chiuso la serie di catture

castile-notation = una mossa è due pioli piazzati, come piazza Lb2 Td5 (L o B basso, T o A alto), l'incrocio di un piolo e dove va, come b2-b3 o una serie di salti c1-c3-e3, oppure fine per chiudere una serie di catture
castile-placing = si stanno ancora piazzando i pioli: metti due dei tuoi su incroci vuoti, come piazza Lb2 Td5
castile-not-placing = tutti i pioli sono piazzati: muovine uno dei tuoi, come b2-b3
castile-same-point = i due pioli vanno su due incroci diversi
castile-taken = { $square } è occupato
castile-no-tall = { $n ->
    [0] non ti resta nessun piolo alto
    [one] ti resta solo 1 piolo alto
   *[other] ti restano solo { $n } pioli alti
} da piazzare
castile-no-low = { $n ->
    [0] non ti resta nessun piolo basso
    [one] ti resta solo 1 piolo basso
   *[other] ti restano solo { $n } pioli bassi
} da piazzare
castile-chain = può continuare solo il piolo in { $square }, e solo catturando: { $legal }
castile-no-chain = non c'è una serie di catture da chiudere
castile-no-pass = hai mosse, quindi non puoi passare
castile-must-pass = non hai mosse: passa
castile-no-peg = in { $square } non c'è un piolo { $seat-di }
castile-stuck-peg = il piolo in { $square } non può muovere
castile-choose = di' dove va il piolo in { $square }: { $legal }
castile-occupied = { $to } è occupato: un piolo si ferma solo su un incrocio vuoto; mosse legali da { $square }: { $legal }
castile-low-steps = un piolo basso va solo su un incrocio vuoto adiacente; mosse legali da { $square }: { $legal }
castile-no-series = nessun passo o serie di salti porta il piolo alto in { $square } a { $to }; mosse legali da { $square }: { $legal }
castile-bad-series = questa non è una serie di salti del piolo in { $from }; mosse legali da { $from }: { $legal }
castile-flags = tre bandiere sul tavoliere
castile-stuck = nessuno dei due giocatori può muovere
castile-quiet = si sono giocate { $n } mosse di movimento senza catture né cambi di bandiera
castile-long = la partita è arrivata a { $n } semimosse
castile-panel = { $flags ->
    [one] 1 bandiera
   *[other] { $flags } bandiere
}, { $pegs ->
    [one] 1 piolo
   *[other] { $pegs } pioli
}
castile-place-caption = { $seat } piazza due pioli
castile-to-move = tocca a { $seat }{ $captured ->
    [0] {""}
    [one] {" "}(1 piolo catturato)
   *[other] {" "}({ $captured } pioli catturati)
}
castile-chain-caption = { $seat } può catturare ancora con il piolo in { $square }, o chiudere con fine
option-castile-straight = la serie di salti di un piolo alto mantiene una sola direzione, invece di poter girare tra un salto e l'altro
    .name = dritto
