# Words of Castile.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
castile-seat-white = White
castile-seat-black = Black

# Word moves.
castile-word-place = place
    .typed = place
    .played = placed
castile-word-end = end
    .typed = end stop
    .played = ended the capture chain

castile-notation = a move is two pegs placed, like place Lb2 Td5 (L low, T tall), a peg's point and where it goes, like b2-b3 or a jump series c1-c3-e3, or end to stop a capture chain
castile-placing = the pegs are still being placed: put two of yours on empty points, like place Lb2 Td5
castile-not-placing = every peg is placed: move one of yours, like b2-b3
castile-same-point = the two pegs go on two different points
castile-taken = { $square } is taken
castile-no-tall = you have { $n ->
    [0] no tall peg
    [one] only 1 tall peg
   *[other] only { $n } tall pegs
} left to place
castile-no-low = you have { $n ->
    [0] no low peg
    [one] only 1 low peg
   *[other] only { $n } low pegs
} left to place
castile-chain = only the peg on { $square } may go on, and only with a capture: { $legal }
castile-no-chain = there is no capture chain to end
castile-no-pass = you have moves, so you may not pass
castile-must-pass = you have no move: pass
castile-no-peg = { $square } holds none of { $seat }'s pegs
castile-stuck-peg = the peg on { $square } cannot move
castile-choose = say where the peg on { $square } goes: { $legal }
castile-occupied = { $to } is taken: a peg stops only on an empty point; legal from { $square }: { $legal }
castile-low-steps = a low peg only steps to a neighbouring empty point; legal from { $square }: { $legal }
castile-no-series = no step or jump series takes the tall peg on { $square } to { $to }; legal from { $square }: { $legal }
castile-bad-series = that is no jump series of the peg on { $from }; legal from { $from }: { $legal }
castile-flags = three flags on the board
castile-stuck = neither player can move
castile-quiet = { $n } movement plies were played without a capture or a flag change
castile-long = the game reached { $n } plies
castile-panel = { $flags ->
    [one] 1 flag
   *[other] { $flags } flags
}, { $pegs ->
    [one] 1 peg
   *[other] { $pegs } pegs
}
castile-place-caption = { $seat } places two pegs
castile-to-move = { $seat } to move{ $captured ->
    [0] {""}
    [one] {" "}(1 peg captured)
   *[other] {" "}({ $captured } pegs captured)
}
castile-chain-caption = { $seat } may capture again with the peg on { $square }, or end
option-castile-straight = a tall peg's jump series keeps one direction, instead of turning between jumps
    .name = straight
