# Words of Pasang.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
pasang-seat-red = Red
pasang-seat-green = Green

option-pasang-ka = how both players make their Ka: slide (a stone next to the passage slides in) or jump (a stone two files away jumps over one into it)
    .name = ka
    .values = slide jump

pasang-cleared = no stones left; the scores: Red { $red }, Green { $green }
pasang-no-ka = { $seat } cannot make a Ka that captures and loses; { $winner } adds the loser's points: { $total }
pasang-no-capture = { $seat } has no capturing move and loses; { $winner } adds the loser's points: { $total }

pasang-notation-passage = open your passage: write the letter of a file whose five stones in your half you take, like { $example }
pasang-notation-ka = make your Ka: the stone's point, a dash, the passage point it moves into, and the ray it takes (N, S, E or W), like { $example }
pasang-notation-move = move your Ka: its point, a dash, where it stops, and the ray it takes at right angles to the move (N, S, E or W), like { $example }
pasang-off-board = { $point } is not a point of this board: files a to k, ranks 1 to 11, and no f6
pasang-passage-first = open your passage first: write the letter of a file, like c
pasang-passage-open = the passages are open: now the Kas move
pasang-not-legal = not a legal move here
pasang-quadrant-east = the first passage is on file { $first }: yours must be on a file from g to k
pasang-quadrant-west = the first passage is on file { $first }: yours must be on a file from a to e
pasang-quadrant-middle = the first passage is on file { $first }: yours may be on any file but f
pasang-ka-into = the Ka is made in an empty point of your passage, file { $file }, in your half
pasang-ka-slide = in this game the Ka is made by sliding: the stone next to { $point } on its rank slides in
pasang-ka-jump = in this game the Ka is made by jumping: the stone two points from { $point } on its rank jumps over a stone into it
pasang-ka-stone = there is no stone to make the Ka on { $point } (or none to jump over)
pasang-your-ka = your Ka is on { $point }
pasang-straight = the Ka moves along a rank or a file, at least one point
pasang-centre = the Ka cannot leave the board or cross the missing centre f6
pasang-blocked = the way is blocked on { $point }: the Ka never jumps
pasang-ray-across = the ray taken runs at right angles to the Ka's move
pasang-no-capture-here = the Ka captures nothing on { $point }: every move must capture
pasang-ray-empty = no stone on the { $dir } ray from { $point }
pasang-ray-mixed = the { $dir } ray from { $point } holds both colours: it cannot be taken
pasang-ray-ka = the { $dir } ray from { $point } meets the other Ka: it cannot be taken
pasang-ray-even = the { $dir } ray from { $point } holds { $n } stones: an odd number is needed
pasang-took-white = took { $white ->
    [one] 1 white stone
   *[other] { $white } white stones
}, { $points } points
pasang-took-black = took { $black ->
    [one] 1 black stone
   *[other] { $black } black stones
}, { $points ->
    [one] 1 point
   *[other] { $points } points
}
pasang-took-both = took { $white } white and { $black } black stones, { $points } points
pasang-points = { $n ->
    [one] 1 point
   *[other] { $n } points
}
pasang-by-slide = by sliding a stone next to the passage into it
pasang-by-jump = by jumping a stone over another into the passage
pasang-caption-passage = { $seat } opens a passage: a file of five stones in their half
pasang-caption-ka = { $seat } makes the Ka { $method }, and it must capture
pasang-caption-main = { $seat } moves the Ka and must capture; { $white } white and { $black } black stones left
