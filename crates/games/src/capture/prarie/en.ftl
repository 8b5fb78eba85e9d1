# Words of Prärie (the game and the handicap match).

# Seat names (the core finds them as <key>-seat-<seat's English name>).
prarie-seat-bison = Bison
prarie-seat-indian = Indian

prarie-notation = a move goes from a piece's square to another, like f7 f6 or d2 d5; the Chief captures like e3xe4
prarie-off-board = { $square } is not on the board: squares run from a1 to k7
prarie-no-pass = you may pass only when none of your pieces can move
prarie-not-legal = not a legal move here
prarie-clear-first = { $seat } first leaves { $n ->
    [one] 1 more square
   *[other] { $n } more squares
} of rank 7 empty, like xa7
prarie-clear-over = the squares of rank 7 are left empty only before the Bisons' first move
prarie-say-where = say where the piece on { $square } goes, like { $square } …
prarie-same-square = a move must leave its square
prarie-bison-forward = the Bison on { $square } moves only one square straight forward, towards rank 1
prarie-occupied = { $square } is not empty
prarie-chief-one = the Chief moves one square, in any direction
prarie-river = the Chief and the Dogs never cross a river: they stay on ranks 2 to 6
prarie-dog-lines = a Dog moves along a rank, a file or a diagonal, like a chess queen
prarie-in-the-way = { $square } is in the way: pieces never jump
prarie-dog-no-capture = Dogs never capture: only the Chief takes a Bison
prarie-empty = there is no piece on { $square }
prarie-not-yours = the piece on { $square } is not { $seat }'s
prarie-across = a Bison crossed the river to { $square }
prarie-all-taken = every Bison was captured
prarie-blocked = no Bison can move
prarie-series-score = the Bison player won { $bisons ->
    [one] 1 game
   *[other] { $bisons } games
}, the Indian player { $indians ->
    [one] 1
   *[other] { $indians }
}
prarie-game-won = game { $game } won by { $seat }: { $reason }
prarie-takes = the Chief takes the Bison on { $square }
prarie-panel-bisons = { $n ->
    [one] 1 Bison
   *[other] { $n } Bisons
}
prarie-panel-indians = { $n } taken
prarie-panel-bisons-series = { $n ->
    [one] 1 Bison
   *[other] { $n } Bisons
} · { $wins ->
    [one] 1 game won
   *[other] { $wins } games won
}
prarie-panel-indians-series = { $n } taken · { $wins ->
    [one] 1 game won
   *[other] { $wins } games won
}
prarie-caption-start = { $seat } moves first: a Bison across the far river wins
prarie-caption-played = { $seat } played { $move }; { $next } to move
prarie-caption-clear = { $seat } leaves { $n ->
    [one] 1 more square
   *[other] { $n } more squares
} of rank 7 empty
prarie-caption-moves-left = { $seat } has { $n ->
    [one] 1 move
   *[other] { $n } moves
} left in this first turn
prarie-caption-game = Game { $game } of { $games }, { $bisons ->
    [one] 1 Bison
   *[other] { $bisons } Bisons
}, { $first ->
    [one] 1 first move
   *[other] { $first } first moves
}: { $now }
option-prarie-games = games in the series, 2 to 11; whoever wins more than half of them wins the match
    .name = games
option-prarie-bonus = streak: the Bisons' first turn has 1 move more for each Indian win in a row (a Bison win resets it); total: for each Indian win of the series
    .name = bonus
    .values = streak total
