# Words of Awele.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
awele-seat-south = South
awele-seat-north = North

awele-capture-two-three = 2 or 3 in the opponent's row
awele-end-cannot-feed = { $seat } could not feed { $other }
awele-end-ply-cap = the { $plies }-ply limit was reached
awele-end-repetition = the position repeated
awele-grand-slam = a grand slam captures nothing
awele-to-move-feed = { $seat } to move and must feed { $other }
