# Words of Robin Hood.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
robinhood-seat-red = Red
robinhood-seat-blue = Blue
robinhood-seat-green = Green
robinhood-seat-yellow = Yellow

# Word moves: shown on buttons and in replies; .typed lists what players may type,
# .played says what a player did, after their name.
robinhood-word-go = go
    .typed = go
    .played = went on along the path
robinhood-word-wait = wait
    .typed = wait
    .played = waited at the end of the route
robinhood-word-path = path
    .typed = path
    .played = took path
robinhood-word-place = place
    .typed = place
    .played = laid map
robinhood-word-flip = flip
    .typed = flip
    .played = turned over map
robinhood-word-advance = advance
    .typed = advance
    .played = carried forward map

option-robinhood-seats = players, 2 to 4
    .name = seats

robinhood-notation = a move is go, wait, path 2 (a path of the next map), or after a six place 3b, flip 3 or advance 3
robinhood-die-due = the die is being thrown
robinhood-refused = { $why }; legal now: { $legal }
robinhood-no-such-map = there is no map { $n }: the maps are 1 to 4
robinhood-no-such-path = there is no path { $n }: every map has paths 1 to 4
robinhood-side-needed = say the side to lay up too, a or b, as in place 3b
robinhood-first-map = the first map is laid before anything else
robinhood-choose-start = { $seat } first puts the Robin in front of a path of the first map
robinhood-on-path = the Robin is on path { $path } with { $left ->
    [one] 1 space
   *[other] { $left } spaces
} to go: it keeps to it
robinhood-no-next-map = no map lies beyond the end of this path yet: the Robin waits
robinhood-at-gate = the Robin stands at the end of its path, at gate { $gate }: it takes a path of the next map starting there
robinhood-wrong-gate = path { $path } of the next map starts at gate { $from }, and the Robin is at gate { $gate }
robinhood-can-move = the Robin can go on, so it does not wait
robinhood-six-only = only a six lets a player lay, flip or advance a map
robinhood-map-laid = map { $map } is already laid
robinhood-map-boxed = map { $map } is still in the box
robinhood-map-reached = a Robin has already reached map { $map }, so it cannot be turned over
robinhood-map-not-passed = map { $map } has not been left behind by every Robin

robinhood-end-out = { $seat } left the forest
robinhood-end-cap = the { $plies }-ply limit was reached

robinhood-left = { $seat } left the forest
robinhood-moved = { $seat } moved { $die } to space { $space } of { $len } on path { $path } of map { $map }
robinhood-waited = { $seat } waited: no map lies beyond
robinhood-chose = { $seat } stands in front of path { $path }
robinhood-placed = { $seat } laid map { $map }
robinhood-flipped = { $seat } turned over map { $map }
robinhood-advanced = { $seat } carried map { $map } to the end of the route

robinhood-panel = map { $map } of { $maps }, { $left } to go
robinhood-panel-waiting = not placed yet
robinhood-panel-out = out of the forest

robinhood-caption = { $what } · in the box: { $box }
robinhood-caption-throw = { $seat } throws the die
robinhood-caption-first-map = { $seat } lays the first map: place 1a to place 4b
robinhood-caption-start = { $seat } chooses a path of the first map: path 1 to path 4
robinhood-caption-move = { $seat } threw { $die }: { $walk }
robinhood-caption-six = { $seat } threw a six: { $walk }, or place, flip or advance a map; then throws again
robinhood-caption-go = go
robinhood-caption-wait = wait
robinhood-caption-paths = path { $paths }
