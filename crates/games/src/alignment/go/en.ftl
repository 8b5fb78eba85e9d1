# Words of Go (every board size).

# Seat names (the core finds them as <key>-seat-<seat's English name>).
go-seat-black = Black
go-seat-white = White

# Word moves: shown on buttons and in replies; .typed lists what players may type,
# .played says what a player did, after their name.
go-word-accept = accept
    .typed = accept
    .played = accepted the count
go-word-dispute = dispute
    .typed = dispute
    .played = disputed the count

option-go-counting = territory (Japanese: territory + prisoners, komi 6.5) or area (Chinese: stones + territory, komi 7.5)
    .name = counting
    .values = territory area
option-go-komi = points given to White, a multiple of 0.5 (auto: 6.5 territory, 7.5 area, 0.5 with a handicap)
    .name = komi
option-go-handicap = Black's handicap stones on the star points, 2–9 (0 or 1: none); White then plays first
    .name = handicap
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
