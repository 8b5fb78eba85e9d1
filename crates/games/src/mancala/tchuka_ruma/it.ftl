# Parole di Tchuka Ruma.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
tchuka-seat-player = Giocatore

tchuka-ruma-end-lost = l'ultimo seme è caduto in una buca vuota
tchuka-ruma-end-stuck = nessuna buca si può seminare
tchuka-ruma-end-won = tutti e otto i semi sono nella Ruma
tchuka-ruma-expected = una mossa indica una buca, da 1 (la più lontana dalla Ruma) a 4 (quella accanto), per esempio 3
tchuka-ruma-panel = { $seeds } su { $all } nella Ruma
tchuka-ruma-stop-lost = una buca vuota: la partita è persa
tchuka-ruma-stop-ruma = la Ruma: scegli la prossima buca
tchuka-ruma-to-move = Scegli una buca da seminare
