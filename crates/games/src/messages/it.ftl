# Ciò che dice ogni gioco: i rifiuti di una mossa e i messaggi comuni a
# tutti. Le parole di ogni gioco sono nella sua cartella (alignment/go/it.ftl…),
# indicate dal suo GameInfo.

move-not-a-move = '{ $text }' non è una mossa: { $expected }
move-illegal = '{ $text }' non è permessa qui: { $reason }
move-ambiguous = { $more ->
    [0] '{ $text }' può indicare più mosse: { $options }
    [one] '{ $text }' può indicare più mosse: { $options } e un'altra
   *[other] '{ $text }' può indicare più mosse: { $options } e altre { $more }
}
move-game-over = la partita è finita ({ $reason })

option-unknown-none = opzione sconosciuta '{ $name }': questo gioco non ha opzioni
option-unknown = opzione sconosciuta '{ $name }'; opzioni: { $options }
option-bool = l'opzione '{ $name }' vale si o no, non '{ $text }'
option-number = l'opzione '{ $name }' è un numero intero da { $min } a { $max }, non '{ $text }'
option-too-long = l'opzione '{ $name }' ha al massimo { $max } caratteri
option-one-of = l'opzione '{ $name }' è una tra { $options }, non '{ $text }'

caption-won = Vince { $seat }: { $reason }
caption-draw = Patta: { $reason }
caption-team-won = Vincono { $seats }: { $reason }
seats-one = { $seat }
seats-and = { $rest } e { $seat }
seats-comma = { $rest }, { $seat }

engine-no-throw = tocca al caso, ma nessun lancio è possibile
