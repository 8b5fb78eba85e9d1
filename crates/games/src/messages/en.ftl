# What every game says: the refusals of a move, and the contract's own
# messages. Each game's words are in its folder (alignment/go/en.ftl…),
# named by its GameInfo.

move-not-a-move = '{ $text }' is not a move: { $expected }
move-illegal = '{ $text }' is illegal here: { $reason }
move-ambiguous = { $more ->
    [0] '{ $text }' could be several moves: { $options }
   *[other] '{ $text }' could be several moves: { $options } and { $more } more
}
move-game-over = the game is over ({ $reason })

option-unknown-none = unknown option '{ $name }': this game has no options
option-unknown = unknown option '{ $name }'; options: { $options }
option-bool = option '{ $name }' is true or false, not '{ $text }'
option-number = option '{ $name }' is a whole number from { $min } to { $max }, not '{ $text }'
option-too-long = option '{ $name }' is at most { $max } characters
option-one-of = option '{ $name }' is one of { $options }, not '{ $text }'

caption-won = { $seat } wins: { $reason }
caption-draw = Draw: { $reason }
caption-team-won = { $seats } win: { $reason }
seats-one = { $seat }
seats-and = { $rest } and { $seat }
seats-comma = { $rest }, { $seat }

engine-no-throw = chance is due but no throw is possible
