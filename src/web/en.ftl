# The web pages' own words (src/web/); the game's and tournament's texts
# (status, result, pairings) are the core's.
web-lang-name = English
web-lang-other = In italiano
web-players = Players
web-clock = { $time } left
web-board-alt = The board of { $game } #{ $id } after { $ply } of { $total } moves
web-at-start = Start position, { $total ->
        [one] one move in all
       *[other] { $total } moves in all
    }.
web-at-move = After move { $ply } of { $total }: { $move }
web-first = First position
web-previous = Previous move
web-next = Next move
web-last = Latest position
web-keys = Arrow keys ← → step through the moves; Home and End jump to the ends.
web-moves = Moves ({ $n })
web-no-moves = No moves yet.
web-record = Download the record ({ $file })
web-live = The game is in progress: this page refreshes itself every 30 seconds.
web-footer = Tavolo · a read-only page; the game is played in its chat.
web-standings = Standings
web-crosstable = Crosstable
web-pairings = Pairings
web-round = Round { $round }
web-no-players = Nobody has joined yet.
web-no-rounds = No round paired yet.
web-tournament = Tournament #{ $id }: { $game } ({ $status })
