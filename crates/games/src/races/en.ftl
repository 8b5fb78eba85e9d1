# What the race games' shared code says; each game's own words are in its folder.

race-already-thrown = the dice were already thrown ({ $dice }); { $notation }
race-cap-off = the { $plies }-ply limit was reached with { $a }-{ $b } pieces borne off
race-cap-points = the { $plies }-ply limit was reached with { $a }-{ $b } points
race-to-throw = { $seat } to throw
race-throw-due = the dice are being thrown
race-not-possible = that play is not possible with this throw
race-cannot-pass-die = you cannot pass when a die can be used
race-bore-off-all = bore off all { $n } pieces
race-panel-off = { $n } off
race-panel-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
race-throw-first = throw first: { $seat }'s throw is due
race-cannot-pass = you cannot pass when a move exists
race-cannot-enter = entering is not possible now
