# Words of Hawalis (both rule sets).

# Seat names (the core finds them as <key>-seat-<seat's English name>).
hawalis-seat-south = South
hawalis-seat-north = North

hawalis-capture-facing = facing the empty inner pit that ended the sowing
hawalis-end-move-cap = { $moves } moves were played: more seeds on the board wins
hawalis-end-no-seeds = { $seat } has no seeds left
hawalis-expected = a move names one of { $seat }'s pits: { $inner } (inner row) or { $outer } (outer row), counted from his left, e.g. { $example }
hawalis-panel = { $left } left, { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    } captured
hawalis-single-into-empty = a single seed may move only into an empty pit; the pit after { $pit } is not
hawalis-single-last = pit { $pit } holds a single seed: it may be played only when no pit holds two or more
hawalis-single-never = pit { $pit } holds a single seed, which may never be played
option-hawalis-direction = which way seeds travel round a player's two rows
    .name = direction
    .values = clockwise anticlockwise
