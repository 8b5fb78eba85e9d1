# Words of Gyges.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
gyges-seat-south = South
gyges-seat-north = North

option-gyges-text-bounce = at a bounce the ring landed on is pushed on, as the text says, instead of the moving ring going on
    .name = text-bounce

gyges-setup-notation = a set-up is the values of your six rings from file a to f, two of each of 1, 2 and 3, like 321123
gyges-notation = a move is its stops joined by -: the ring's square, each square it bounces from, and where it ends, like b1-b3-d4, or G for the goal, like a5-G; to replace the ring you land on, add = and where it goes, like c1-c3=e5
gyges-setup-done = the set-ups are made: now move a ring of your border row
gyges-setup-set = a set-up uses two rings of each value: two 1s, two 2s and two 3s
gyges-setup-first = { $seat } must first place the six rings on the home row, like 321123
gyges-no-pass = you may pass only when you have no legal move
gyges-empty = no ring stands on { $square }
gyges-not-border = { $seat } may move only a ring on the border row, rank { $rank }
gyges-bounce-empty = a ring bounces only where it lands on a ring, and { $square } is not one; legal from here: { $legal }
gyges-lands-on = the move lands on the ring on { $square }: go on with a bounce (-square) or replace it (=square); legal from here: { $legal }
gyges-replace-nothing = only a ring landed on can be replaced; legal from here: { $legal }
gyges-replace-where = the ring cannot go on { $square }: it must be an empty square not behind { $seat }'s border row
gyges-repeat = that move would bring back the board as it stood before your opponent's last move
gyges-no-route = no route of the right number of steps joins these stops without crossing a ring or passing a square twice; legal from here: { $legal }
gyges-where = say where the ring goes; legal from here: { $legal }
gyges-not-legal = not a legal move here; legal: { $legal }
gyges-goal = { $seat } brought a ring into the goal
gyges-ply-cap = { $n } plies were played without a winner
gyges-set-up = { $seat } places the six rings on the home row
gyges-to-move = { $seat } to move (last move { $move })
gyges-passed = { $seat } had no move and passed; { $next } to move
