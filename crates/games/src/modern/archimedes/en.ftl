# Words of Archimedes.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
archimedes-seat-black = Black
archimedes-seat-white = White

archimedes-notation = a move is a ship's square and where it sails, like d2-f4; a rebuilt ship sails from your own port, like a1-c3
archimedes-no-ship = { $square } holds none of { $seat }'s ships
archimedes-fleet-full = no ship of yours is sunk, so none can be rebuilt at your port
archimedes-port-taken = your port { $square } is taken, so no ship can be rebuilt now
archimedes-own-port = a ship may never enter its own port { $square }; legal from here: { $legal }
archimedes-not-a-line = { $from } and { $to } are not on one rank, file or diagonal; legal from { $from }: { $legal }
archimedes-occupied = { $square } is taken: a ship sails only to an empty square; legal from here: { $legal }
archimedes-blocked = the ship on { $square } is in the way from { $from } to { $to }; legal from { $from }: { $legal }
archimedes-choose = say where the ship on { $square } sails: { $legal }
archimedes-stuck = no legal move starts at { $square }
archimedes-held = a ship held the enemy port for a whole turn
archimedes-entered = a ship entered the enemy port
archimedes-no-move = { $seat } has no legal move
archimedes-repetition = the same position came back a third time with the same player to move
archimedes-quiet = { $n } plies were played without a sinking
archimedes-panel = { $n ->
    [one] 1 ship
   *[other] { $n } ships
} afloat, { $sunk } sunk
archimedes-opens = { $seat } opens
archimedes-to-move = { $seat } to move (last move { $move }{ $sunk ->
    [0] {""}
    [one] , 1 ship sunk
   *[other] , { $sunk } ships sunk
})
archimedes-port-threat = { $seat } must sink the ship on { $square } now, or lose
option-archimedes-immediate = a ship wins as soon as it enters the enemy port, instead of when it is still there on its owner's next turn
    .name = immediate
