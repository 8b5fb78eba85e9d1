# Square Off (Oriental variant and solitaire): messages, seat names, word moves.

squareoff-seat-red = Red
squareoff-seat-black = Black
squareoff-seat-player = Player

# Word moves: shown on buttons and in replies; .typed lists what players may type,
# .played says what a player did, after their name.
squareoff-word-gap = gap
    .typed = gap
    .played = left the gap on the next cell

squareoff-end-loop = the tiles make one closed loop, in { $slides ->
    [one] 1 slide
   *[other] { $slides } slides
}
squareoff-end-slides = no loop after { $slides } slides
squareoff-end-letters = letters { $first } to { $second }

squareoff-expected = a slide is the cell of a tile in the gap's row or column, like c3
squareoff-expected-pick = pick one of the letters still in their slots, like C
squareoff-letter-gone = the letter { $letter } is no longer in its slot
squareoff-is-gap = { $cell } is the gap: name a tile in its row or column
squareoff-not-in-line = { $cell } is not in the row or column of the gap ({ $gap })

squareoff-panel = { $letters ->
    [one] 1 letter
   *[other] { $letters } letters
}: { $won }
squareoff-panel-none = no letters yet
squareoff-panel-solo = { $slides ->
    [one] 1 slide
   *[other] { $slides } slides
}

squareoff-caption-deal = the tiles are being laid at random
squareoff-caption-pick = { $seat } picks a letter
squareoff-caption-throw = letter { $letter }: { $seat } throws the die
squareoff-caption-slide = { $seat } slides: a path from { $letter } to { $die } ({ $slides ->
    [one] 1 slide
   *[other] { $slides } slides
} this round)
squareoff-caption-solo = slide the tiles into one closed loop through all 24
