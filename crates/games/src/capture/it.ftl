# cattura: Konane, Nim

## Nim

nim-notation = una mossa è riga:quantità, ad esempio 4:3 prende tre fiammiferi dalla riga 4
nim-no-such-row = le righe vanno da 1 a { $rows }
nim-row-empty = la riga { $row } è vuota
nim-take-one = prendi almeno un fiammifero
nim-too-many = la riga { $row } ha solo { $left ->
    [one] 1 fiammifero
   *[other] { $left } fiammiferi
}
nim-other-took-last = l'avversario ha preso l'ultimo fiammifero
nim-took-last = ha preso l'ultimo fiammifero
nim-left = { $n ->
    [one] Resta 1 fiammifero
   *[other] Restano { $n } fiammiferi
}
nim-rows-option = righe '{ $text }': servono da 1 a 9 numeri tra 1 e 20, come 1-3-5-7
