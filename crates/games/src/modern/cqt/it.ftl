# Parole di CQT.

# Nomi dei posti (il nucleo li trova come <chiave>-seat-<nome inglese del posto>).
cqt-seat-south = Sud
cqt-seat-north = Nord

cqt-notation = nella prima fase una mossa è un simbolo e una casella della tua riga, come C7 (C cerchio, Q quadrato, T triangolo); nella seconda, il tuo simbolo con la sua casella, x e il simbolo avversario colpito, come T1xQ1
cqt-draw-what = indica quale simbolo disegnare, C, Q o T, prima della casella, come C7
cqt-cell-taken = la tua casella { $cell } ha già un simbolo; caselle vuote della tua riga: { $legal }
cqt-drawing-now = le righe non sono ancora piene: { $seat } disegna un simbolo in una casella vuota della sua riga, come C7
cqt-no-symbol = { $seat } non ha simboli nella casella { $cell }; mosse legali ora: { $legal }
cqt-other-symbol = nella tua casella { $cell } c'è { $symbol }, non quel simbolo
cqt-symbol-idle = { $symbol } ora non ha bersagli; mosse legali ora: { $legal }
cqt-which-target = indica quale simbolo avversario colpisce: { $legal }
cqt-empty-target = la casella avversaria { $cell } è vuota
cqt-other-target = nella casella avversaria { $cell } c'è { $symbol }, non quel simbolo
cqt-wrong-chain = il cerchio elimina insieme al bersaglio esattamente i vicini di tipo { $symbol }: { $move }
cqt-triangle-faces = il triangolo colpisce solo il simbolo nella casella di fronte
cqt-square-takes = il quadrato colpisce un cerchio o un quadrato, non un triangolo
cqt-circle-takes = il cerchio colpisce un quadrato o un triangolo, non un cerchio
cqt-circle-takes-literal = in questa partita il cerchio colpisce un cerchio o un triangolo, non un quadrato
cqt-refused = { $reason }; mosse legali con questo simbolo: { $legal }
cqt-no-target = { $seat } non ha simboli con un bersaglio
cqt-panel = { $n ->
    [one] 1 simbolo
   *[other] { $n } simboli
}
cqt-to-draw = { $seat } disegna un simbolo
cqt-to-erase = { $seat } cancella un simbolo
option-cqt-literal-circle = il cerchio colpisce un cerchio o un triangolo, come dice la tabella del testo, invece di un quadrato o un triangolo
    .name = cerchio-letterale
