# Words of Nim.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
nim-seat-first = First
nim-seat-second = Second

nim-notation = a move is row:count, e.g. 4:3 takes three matches from row 4
nim-no-such-row = the rows are numbered 1 to { $rows }
nim-row-empty = row { $row } is empty
nim-take-one = take at least one match
nim-too-many = row { $row } has only { $left ->
    [one] 1 match
   *[other] { $left } matches
}
nim-other-took-last = the other player took the last match
nim-took-last = took the last match
nim-left = { $n ->
    [one] 1 match left
   *[other] { $n } matches left
}
nim-rows-option = rows '{ $text }': give 1 to 9 counts from 1 to 20, like 1-3-5-7
option-nim-rows = matches in each row, top to bottom, e.g. 1-3-5-7 or 1-2-3-4-5-6-7 (1 to 9 rows of 1 to 20)
    .name = rows
option-misere = whoever takes the last match loses (false: wins)
    .name = misere
