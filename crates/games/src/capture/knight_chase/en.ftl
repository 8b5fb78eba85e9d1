# Words of Knight Chase.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
knight-chase-seat-black = Black
knight-chase-seat-white = White

knight-chase-notation = a move is the knight's new square and the square of the disc you choose, like g3 d5; once the discs are gone, or to capture, the square alone, like f7
knight-chase-off-board = { $square } is not on the board: squares run from a1 to h8
knight-chase-not-a-jump = the knight on { $from } cannot reach { $square }: it moves like a chess knight
knight-chase-disc-there = { $square } holds a disc: a knight never lands on a disc
knight-chase-black-never-captures = the black knight may never move onto the white one
knight-chase-capture-alone = a capture ends the game: write the knight's square alone
knight-chase-no-discs = the discs are gone: write the knight's square alone, like { $square }
knight-chase-disc-needed = say where your disc goes after { $square }, like { $square } d5
knight-chase-disc-taken = { $square } is not free for a disc
knight-chase-only-move = { $square } is the other knight's only move: your disc may not cover it
knight-chase-not-legal = not a legal move here
knight-chase-captured = the white knight caught the black one
knight-chase-time = White did not catch the black knight in { $moves } moves after the last disc
knight-chase-blocked = { $seat }'s knight cannot move
knight-chase-takes = catches the black knight on { $square }
knight-chase-discs-left = { $n ->
    [one] 1 disc left
   *[other] { $n } discs left
}
knight-chase-moves-left = { $n ->
    [one] 1 move left to catch
   *[other] { $n } moves left to catch
}
knight-chase-caption-start = { $seat } moves first; White hunts the black knight
knight-chase-caption-played = { $seat } played { $move }; { $n ->
    [one] 1 disc left
   *[other] { $n } discs left
}
knight-chase-caption-last = { $seat } played { $move }; White has { $n ->
    [one] 1 move left
   *[other] { $n } moves left
}
