# Words of Fingertip.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
fingertip-seat-south = South
fingertip-seat-west = West
fingertip-seat-north = North
fingertip-seat-east = East

option-fingertip-seats = players, 2 to 4
    .name = seats

fingertip-notation = a move is a tile of your hand by its two letters, then the end, L (left) or R (right), like { $example }; the opening tile is its letters alone. Letters: R rubber, M metal, L leather, C cloth, J jute, W wood, S sandpaper
fingertip-no-pass = you may pass only when no tile of yours fits; legal: { $legal }
fingertip-legal-in-view = the buttons of your own view (/view)
fingertip-not-here = { $tile } cannot be played from your hand here; legal: { $legal }
fingertip-not-yours = { $tile } is not in your hand; legal: { $legal }
fingertip-on-table = { $tile } is already on the table; legal: { $legal }
fingertip-no-fit-side = { $tile } does not match the { $end } at end { $side }; legal: { $legal }
fingertip-no-fit = { $tile } matches neither open end ({ $ends }); legal: { $legal }
fingertip-emptied = { $seat } laid their last tile
fingertip-blocked = nobody can lay a tile: the fewest tiles left win
fingertip-panel-tiles = { $tiles ->
    [one] 1 tile
   *[other] { $tiles } tiles
}
fingertip-caption-deal = dealing the tiles, face up: { $left } to go
fingertip-caption-open = { $seat } holds the double jute JJ and opens with any tile
fingertip-caption-turn = { $seat } lays a tile that matches an end, L or R
fingertip-caption-passed = { $seat } had no tile that fits and passed; { $next } to play

# Touch Domino.
fingertip-word-draw = draw
    .typed = draw
    .played = drew a tile from the bag
fingertip-no-draw = you draw only when no tile of yours fits and the bag has tiles; legal: { $legal }
fingertip-touch-blocked = the bag is empty and nobody can lay a tile: the fewest tiles left win
fingertip-touch-caption-deal = each player draws 4 tiles from the bag, unseen: { $left } to go
fingertip-touch-caption-open = { $seat } opens: with the double jute JJ if they hold it, else any tile; { $bag } in the bag
fingertip-touch-caption-turn = { $seat } lays tiles that match an end, L or R, and after one may pass; { $bag } in the bag
fingertip-touch-caption-passed = { $seat } is done; { $next } to play; { $bag } in the bag
fingertip-touch-caption-stuck = { $seat } has no tile that fits and draws one; { $bag } in the bag
fingertip-touch-caption-drawn = { $seat } drew a tile that fits and lays it at once; { $bag } in the bag
fingertip-touch-caption-refill = { $seat } is done and draws back up to 4 tiles; { $bag } in the bag
