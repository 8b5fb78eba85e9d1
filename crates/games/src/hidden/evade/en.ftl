# Words of Evade.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
evade-seat-yellow = Yellow
evade-seat-blue = Blue

# Word moves: shown on buttons and in replies; .typed lists what players may type,
# .played says what a player did, after their name.
evade-word-fugitives = fugitives
    .typed = fugitives
    .played = chose their Fugitives
evade-word-peek = peek
    .typed = peek check
    .played = peeked at their piece on
evade-word-yellow-first = yellow-first
    .typed = yellow-first
    .played = drew who moves first
evade-word-blue-first = blue-first
    .typed = blue-first
    .played = drew who moves first

option-evade-peeking = whether a player may peek at one of their own pieces (then no freezing that turn)
    .name = peeking
option-evade-match = play a series of games to this many points, from 10 to 200 (50 is the customary total): a won game scores 10, a drawn one 5 to each; 0, the default, is a single game
    .name = match
option-evade-penalty = in a series, freezing with your own Fugitive costs 10 points instead of the game, and play goes on
    .name = penalty
evade-match-range = a series is played to { $min } to { $max } points (50 is the customary total), or match=0 for a single game: { $given } will not do
evade-penalty-needs-match = the penalty belongs to a series: add a total such as match=50 (from 10 to 200), or leave penalty out

evade-wait-toss = first the draw for who moves first, then each side chooses its Fugitives
evade-notation = a move steps one of your free pieces to a neighbouring square, like c1-c2; peek c3 looks at your own piece on c3 first
evade-choose-notation = choose your two Fugitives among your six pieces, like fugitives b1 e1
evade-choose-two = choose two different pieces
evade-choose-own = choose among your own six pieces, on your first rank
evade-chosen-already = the Fugitives were chosen before play began; now move a piece, like c1-c2
evade-no-pass = you may pass only when none of your pieces can move
evade-no-peeking = this game is played without peeking
evade-one-peek = one peek a turn: now move a piece, without freezing
evade-no-peek-stuck = none of your pieces can move: pass
evade-peek-own = you may peek only at one of your own pieces
evade-peek-notation = a peek names one of your pieces, like peek c3
evade-not-yours = there is no free piece of yours on { $square }
evade-frozen = your piece on { $square } is frozen for good
evade-king-step = a piece steps one square in any direction, like a chess king
evade-onto-own = a piece may not step onto another of your pieces
evade-onto-frozen = a piece may not step onto a frozen stack
evade-no-freeze-after-peek = you peeked this turn, so you may not freeze: step to an empty square

evade-escaped = { $seat } brought a Fugitive to the far rank
evade-fugitive-froze = { $seat } froze a piece with a Fugitive
evade-all-frozen = all twelve pieces are frozen
evade-stuck = neither side can move
evade-quiet = { $turns } moves in a row without a freeze
evade-panel = { $free } free, { $frozen } frozen
evade-panel-series = { $points } points · { $free } free, { $frozen } frozen
evade-caption-series = Match to { $target } — Yellow { $yellow } · Blue { $blue }, game { $game }: { $now }
evade-match-over = { $yellow } to { $blue } in a match to { $target } points, after { $games } games; the last one: { $how }
evade-penalty = { $seat } froze with a Fugitive on { $square }: { $points } points off, and everybody now knows that piece is a Fugitive
evade-game-ended = game { $game } is over: { $how }; Yellow's Fugitives stood on { $yellow1 } and { $yellow2 }, Blue's on { $blue1 } and { $blue2 }
evade-game-begins = game { $game } of the match begins: each side chooses two new Fugitives in secret, Yellow first; then { $seat } moves first
evade-froze = the pieces on { $square } are frozen for good
evade-passed = { $seat } could not move and passed
evade-caption-toss = drawing who moves first
evade-caption-choose = { $seat } chooses two Fugitives in secret
evade-caption-turn = { $seat } to move
evade-caption-peeked = { $seat } peeked at { $square }: now a step, no freezing
evade-glimpse-fugitive = your piece on { $square } is a Fugitive
evade-glimpse-guard = your piece on { $square } is a Guard
