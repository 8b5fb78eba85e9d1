# Words of Wörterklauer.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
worterklauer-seat-green = Green
worterklauer-seat-orange = Orange

# Word moves: shown on buttons and in replies; .typed lists what players may type,
# .played says what a player did, after their name.
worterklauer-word-word = word
    .typed = word
    .played = laid the word
worterklauer-word-swap = swap
    .typed = swap
    .played = swapped
worterklauer-word-add = add
    .typed = add
    .played = added
worterklauer-word-accept = accept
    .typed = accept yes
    .played = let the steal stand
worterklauer-word-reject = reject
    .typed = reject no
    .played = refused the steal
worterklauer-word-draw = draw
    .typed = draw
    .played = drew

option-worterklauer-lang = the language of the words and tiles: it (Italian) or en (English)
    .name = lang
    .values = it en
option-worterklauer-veto = the opponent answers every steal (accept or reject); off: only steals claimed with !
    .name = veto
option-worterklauer-second-rolls = the second player rolls the die on their first turn too (only the game's first turn skips it)
    .name = second-rolls

worterklauer-notation = a move is word H c4 MORO (across, or V for down, from the first letter), swap f4 E, add b4 A, each with ! at the end to claim a steal, or done; to answer a steal, accept or reject
worterklauer-answer-first = a steal waits for your opponent's answer first
worterklauer-nothing-to-answer = no steal waits for an answer
worterklauer-not-a-word = { $word } is not in the word list
worterklauer-off-board = { $word } from { $cell } does not fit on the board
worterklauer-first-word = the first word lies across rank 4 or 5 and covers files d and e
worterklauer-runs-on = the letter on { $cell } would make the word longer
worterklauer-mismatch = { $cell } holds { $letter }
worterklauer-takes-in-a-word = the word would take in a word already laid the same way: change that one with swap or add
worterklauer-nothing-new = every letter of that word is on the board already
worterklauer-must-cross = a new word must share a letter with a word on the board
worterklauer-joins = a tile on { $cell } would join two words
worterklauer-use-add = a single tile on { $cell } that lengthens a word is an add
worterklauer-changed-twice = { $word } was laid or changed this turn already
worterklauer-swap-empty = { $cell } is empty: swap changes a letter on the board
worterklauer-same-letter = that letter is there already
worterklauer-no-word-here = the letter on { $cell } is in no word
worterklauer-add-occupied = { $cell } is taken: add puts a tile on an empty square
worterklauer-add-no-word = no word ends next to { $cell }: add lengthens a word at one end
worterklauer-nothing-to-claim = the change steals nothing the word list denies: play it without !
worterklauer-no-tiles = your hand and the pool do not hold those letters (your own view shows your hand)
worterklauer-behind = { $seat } ended the turn without more letters: { $mine } to { $theirs }
worterklauer-idle = { $turns } turns without a new tile since the bag ran out
worterklauer-panel = { $letters ->
    [one] 1 letter
   *[other] { $letters } letters
}
worterklauer-caption-draw = { $seat } draws tiles; { $bag } in the bag
worterklauer-caption-act = { $seat } plays, with { $mine } and needs { $need } or more at the end of the turn · pool: { $pool } · bag: { $bag }
worterklauer-caption-steal = { $seat }: accept or reject { $mover }'s steal { $old } → { $new }
worterklauer-caption-claim = { $seat }: accept or reject { $mover }'s claim that { $old } → { $new } changes the meaning
