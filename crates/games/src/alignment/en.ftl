# alignment: Gomoku, La Tela, Go

## Gomoku

gomoku-notation = a move is a point: a file a–o and a rank 1–15, like h8 or j10
gomoku-first-on-centre = the first stone must go on the centre, { $point }
gomoku-occupied = { $point } is occupied
gomoku-not-now = { $point } cannot be played now
gomoku-five-in-a-row = five in a row
gomoku-overline = { $n } in a row
gomoku-board-full = the board is full
gomoku-stones = { $n ->
    [one] 1 stone
   *[other] { $n } stones
}
gomoku-opens = { $seat } opens on the centre, { $point }
gomoku-to-move = { $seat } to move (last stone { $point })

## La Tela (Nine Men's Morris)

tela-notation = a placement is a point like d3, a move is d3-e3; after a mill add the piece removed: d3xf4, d3-e3xf4
tela-not-a-point = { $written } is not a point of the board; the points are { $points }
tela-nothing-to-place = { $seat } has no pieces left to place: move one along a line, like d3-e3
tela-still-placing = { $seat } still has { $n ->
    [one] 1 piece
   *[other] { $n } pieces
} to place, and pieces move only once all are placed: place one on a free point, like d3
tela-not-yours = the piece on { $point } is { $seat }'s, not yours
tela-no-piece = there is no piece on { $point }
tela-same-point = a piece must move to another point
tela-occupied = { $point } is occupied by { $seat }
tela-not-neighbours = { $from } and { $to } are not neighbours on a line; only a player with exactly 3 pieces may fly to any free point, and { $seat } has { $n }
tela-no-mill = { $move } forms no mill, so no piece may be removed
tela-must-remove = { $move } forms a mill and must remove a piece: { $options }
tela-own-piece = { $point } is your own piece
tela-nothing-to-remove = there is no piece on { $point } to remove
tela-in-a-mill = the piece on { $point } is in a mill of { $seat }'s, and pieces outside mills must be removed first: { $options }
tela-two-mills = { $move } forms two mills at once, which still remove only one piece: { $options }
tela-one-removal = a mill removes only one piece: { $options }
tela-not-legal = not a legal move here
tela-reduced = { $seat } is reduced to 2 pieces
tela-blocked = { $seat } cannot move
tela-repetition = the same position arose three times
tela-quiet = { $n ->
    [one] 1 ply
   *[other] { $n } plies
} without a removal
tela-captured = { $n } captured
tela-placing = Placing: { $seat } to place ({ $n } in hand)
tela-moving = Moving: { $seat } to move; { $n ->
    [one] 1 ply
   *[other] { $n } plies
} without a removal (draw at { $limit })
tela-flying = Moving: { $seat } flies with 3 pieces; { $n ->
    [one] 1 ply
   *[other] { $n } plies
} without a removal (draw at { $limit })

## Options: one line of help each, for challenge pickers
option-exactly-five = only exactly five in a row wins; six or more (an overline) does not
option-go-counting = territory (Japanese: territory + prisoners, komi 6.5) or area (Chinese: stones + territory, komi 7.5)
option-go-komi = points given to White, a multiple of 0.5 (auto: 6.5 territory, 7.5 area, 0.5 with a handicap)
option-go-handicap = Black's handicap stones on the star points, 2–9 (0 or 1: none); White then plays first

## Go

go-notation = a move is a point, a column a–{ $last } (there is no i) and a row 1–{ $size }, like d4, or pass
go-occupied = { $point } is occupied
go-suicide = a stone on { $point } would have no liberty and capture nothing (suicide)
go-superko = a stone on { $point } would repeat an earlier position (ko)
go-not-now = that cannot be played now
go-not-counting = accept and dispute answer the count, after two passes in a row
go-counting-now = play has stopped: accept the count, or dispute it to play on
go-bad-komi = komi { $komi } is not a number of points from 0 to 100 in steps of 0.5
go-points = { $whole }{ $half ->
    [1] .5
   *[0] {""}
}
go-prisoners = { $n ->
    [one] 1 prisoner
   *[other] { $n } prisoners
}
go-score-territory = { $seat } { $total } (territory { $territory } + prisoners { $prisoners }{ $komi ->
    [1] { " " }+ komi { $komivalue })
   *[0] )
}
go-score-area = { $seat } { $total } (stones { $stones } + territory { $territory }{ $komi ->
    [1] { " " }+ komi { $komivalue })
   *[0] )
}
go-leads = { $seat } leads by { $margin }
go-even = the score is even
go-count = Count (dead stones crossed out): { $lead }. { $seat }: accept or dispute
go-count-accepted = Count accepted by one side: { $lead }. { $seat }: accept or dispute
go-result-agreed = count agreed, { $black }; { $white } ({ $lead })
go-result-all-alive = two passes after a dispute, every stone counted alive, { $black }; { $white } ({ $lead })
go-result-ply-limit = the move limit, every stone counted alive, { $black }; { $white } ({ $lead })
go-opens = { $seat } to move
go-to-move = { $seat } to move (last stone { $point })
go-passed = the other player passed; { $seat } to move (a pass now ends play)
go-resumed = the count was disputed: { $seat } plays on; the next two passes count every stone alive
go-captured = { $n ->
    [one] captured 1 stone
   *[other] captured { $n } stones
}
