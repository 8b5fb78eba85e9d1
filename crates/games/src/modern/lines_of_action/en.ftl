# Words of Lines of Action.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
loa-seat-black = Black
loa-seat-white = White

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
    .name = threefold
