# modern: TwixT, Lines of Action, Quoridor

## Lines of Action

loa-notation = a move is a piece's square and where it lands, like b1-b3, or e4xg6 for a capture
loa-no-piece = { $square } holds none of { $seat }'s pieces
loa-not-a-line = { $from } and { $to } are not on one rank, file or diagonal; legal from { $from }: { $legal }
loa-wrong-distance = along that line the piece on { $from } moves exactly { $n ->
    [one] 1 square
   *[other] { $n } squares
}, one per piece on the line; legal from { $from }: { $legal }
loa-own-piece = { $square } holds one of your own pieces; legal from here: { $legal }
loa-blocked = the way from { $from } to { $to } jumps an enemy piece; legal from { $from }: { $legal }
loa-connected = all its pieces are joined in one group
loa-both-connected = the move joined both sides' groups, and the mover wins
loa-no-move = { $seat } has no legal move
loa-repetition = the same position came back with the same player to move
loa-move-cap = { $n } plies were played without a winner
loa-panel = { $n ->
    [one] 1 piece
   *[other] { $n } pieces
} in { $groups ->
    [one] 1 group
   *[other] { $groups } groups
}
loa-opens = { $seat } opens
loa-to-move = { $seat } to move (last move { $move })
option-loa-threefold = a position drawn only when it comes back a third time, not a second

## TwixT

twixt-red = Red
twixt-black = Black
twixt-notation = a turn is a hole, a column A–X and a row 1–24 counted from the top, like F12 (with every link to your pegs) or F12* (no link); own links may be removed (-E10G11) and added (+D5E7); after Red's first peg, keep or swap
twixt-occupied = { $hole } already holds a peg
twixt-border = { $hole } lies behind { $colour }'s border line
twixt-no-such-link = there is no link { $link }
twixt-not-your-link = the link { $link } is not yours
twixt-not-knight = { $link } does not join two holes a knight's move apart
twixt-not-your-pegs = { $link } does not join two of your pegs
twixt-link-exists = the link { $link } is already there
twixt-crossed = the link { $link } would cross { $other }
twixt-repeated = the link { $link } is named twice
twixt-pie-first = first answer Red's opening peg: keep (stay Black) or swap (take Red and its peg)
twixt-pie-closed = keep and swap answer only Red's first peg
twixt-connected = { $colour } joined its two sides
twixt-no-hole = { $seat } has no hole left to play
twixt-panel = { $colour }: { $pegs ->
    [one] 1 peg
   *[other] { $pegs } pegs
}, { $links ->
    [one] 1 link
   *[other] { $links } links
}
twixt-opens = { $seat } opens with { $colour }
twixt-to-move = { $seat } to move with { $colour } (last peg { $hole })
twixt-pie = { $seat } chooses: keep Black, or swap and take Red's peg
