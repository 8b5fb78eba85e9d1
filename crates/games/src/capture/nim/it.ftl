# Parole di Nim.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
nim-seat-first = Primo
nim-seat-second = Secondo

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
option-nim-rows = fiammiferi in ogni fila, dall'alto in basso, per esempio 1-3-5-7 o 1-2-3-4-5-6-7 (da 1 a 9 file da 1 a 20)
    .name = file
option-misere = chi prende l'ultimo fiammifero perde (no: vince)
    .name = ultimo-perde
