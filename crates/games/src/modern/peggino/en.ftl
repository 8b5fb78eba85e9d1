# Peggino and Peggino solo: messages, seat names, options' help.

peggino-seat-blue = Blue
peggino-seat-yellow = Yellow
peggino-seat-player = Player

option-peggino-leftovers = where the two reserve tiles not discarded go: top (back on your own end of the deck) or bottom (under the deck, on your opponent's end)
    .name = leftovers
    .values = top bottom
option-peggino-area = what counts for area: all (every cell your colour tops) or solid (cells without a hole only)
    .name = area
    .values = all solid

peggino-end-deck = the deck ran out; area { $blue } to { $yellow }
peggino-end-pegs = the last peg is in; area { $blue } to { $yellow }
peggino-end-full = no hole is left for a peg; area { $blue } to { $yellow }
peggino-end-covered = the board is covered with { $pegs } pegs
peggino-end-stuck = nothing more fits and the board is not covered ({ $pegs } pegs)

peggino-expected = a peg is a cell (d4); a tile is its slot 1–3 or D, its top-left cell and its turn (2 c3 90); x and a slot discards it and ends the turn (x3)
peggino-expected-solo = a peg is a cell (d4); a tile is its name, its top-left cell and its turn (3c a7 0)
peggino-expected-draw = a tile of the deck is being drawn
peggino-peg-done = this turn's peg is already in: lay tiles, or discard to end the turn
peggino-pegged = { $cell } already has a peg
peggino-covered = { $cell } is under a tile
peggino-no-pegs = no peg is left to put in
peggino-peg-first = put in a peg first
peggino-tile-used = that tile is already on the board
peggino-empty-slot = that slot holds no tile
peggino-overhang = the tile would hang over the edge of the board
peggino-hole-empty = a hole of the tile would have no peg in it
peggino-solid-on-peg = the tile's solid part would sit on a peg
peggino-discard-which = say which reserve tile to discard (x1, x2 or x3)
peggino-setup-seven = Blue puts in all seven set-up pegs
peggino-no-pass = the solitaire has no pass: resign to give up

peggino-panel = area { $area }
peggino-panel-solo = { $pegs ->
    [one] 1 peg used
   *[other] { $pegs } pegs used
}, { $tiles ->
    [one] 1 tile left
   *[other] { $tiles } tiles left
}

peggino-caption-setup = { $seat } puts in pegs ({ $n } more at most)
peggino-caption-peg = { $seat } puts in this turn's peg; { $pegs } pegs and { $deck } tiles in the deck left
peggino-caption-tiles = { $seat } lays tiles (1–3 or D), then discards one (x1–x3); { $pegs } pegs and { $deck } tiles in the deck left
peggino-caption-tiles-last = { $seat } plays the last turn: tiles (1–3 or D), then a discard ends the game
peggino-caption-draw = a tile is drawn from the deck ({ $deck } left)
peggino-caption-solo = cover the board: a peg into a cell, or a tile (name, top-left cell, turn); { $pegs } pegs left
