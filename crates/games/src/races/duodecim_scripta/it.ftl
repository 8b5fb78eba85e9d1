# Parole di Duodecim Scripta.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
duodecim-seat-white = Bianco
duodecim-seat-brown = Marrone

duodecim-no-piece = non hai pedine su { $square }
duodecim-enter-first = una pedina colpita deve prima rientrare
duodecim-stay-on-a = finché non sono entrate tutte le 15 pedine, le pedine restano sulle caselle A (da 1 a 6)
duodecim-not-home = si porta fuori solo quando tutte le tue pedine sono tra 25 e 30
duodecim-closed = { $square } è chiusa da due o più pedine avversarie
duodecim-no-die-left = non resta un dado da { $die } da giocare
duodecim-no-die-pass = nessun dado si può usare: passa
duodecim-only-some = { $n ->
    [one] si può usare solo { $n } dado
   *[other] si possono usare solo { $n } dadi
}
duodecim-all-three = gioca tutti e tre i dadi
duodecim-threw = { $seat } ha lanciato { $dice }: { $what }
duodecim-no-die-big-enough = nessun dado è abbastanza alto per portare fuori da { $square }
duodecim-must-use = devi usare { $n ->
    [one] { $n } dado
   *[other] { $n } dadi
} quando puoi
duodecim-throws = un lancio è di tre dadi, dal più alto: 6-4-1
duodecim-notation = un turno è un passo da/a per dado, nei numeri del tuo percorso, compresi in e off: in/5 13/18 25/off
