# Words of Byte.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
byte-seat-black = Black
byte-seat-white = White

byte-notation = a move is a stack's square and where it goes, like d4-c5, with the level of the checker you take when it is not the bottom one, like e3:2-d4; or pass when you have no move
byte-no-pass = you may pass only when you have no legal move
byte-empty = no stack stands on { $square }
byte-level = the stack on { $square } has { $n ->
    [one] 1 checker
   *[other] { $n } checkers
}
byte-not-yours = the checker at level { $level } on { $square } is not { $seat }'s
byte-where = say where it goes; legal from { $square }: { $legal }
byte-not-next = { $to } is not one diagonal step from { $from }; legal from { $from }: { $legal }
byte-whole = only a whole stack moves to an empty square; legal from here: { $legal }
byte-has-neighbour = the stack on { $square } has a neighbour, so it may only merge; legal from here: { $legal }
byte-closer = a stack must move closer to its nearest stack ({ $stacks }, { $n ->
    [one] 1 step
   *[other] { $n } steps
} away); legal from here: { $legal }
byte-climb = the checker at level { $level } must land higher than it stands, and that stack has { $n ->
    [one] 1 checker
   *[other] { $n } checkers
}; legal from here: { $legal }
byte-too-tall = the stack would be { $n } high: 8 at most; legal from here: { $legal }
byte-not-legal = not a legal move here; legal from here: { $legal }
byte-majority = { $seat } set aside two of the three towers
byte-ply-cap = { $n } plies were played without a winner
byte-panel = towers won: { $n }
byte-opens = { $seat } opens
byte-to-move = { $seat } to move (last move { $move })
byte-passed = { $seat } had no move and passed; { $next } to move
byte-tower-off = the stack on { $square } reached eight and left the board: its top checker scores for { $seat }
