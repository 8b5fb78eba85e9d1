# The mancala engine's words, shared by every mancala game (sowing stories, refusals,
# captions, scores, the ends of games); each game's own words are in its folder.

mancala-cannot-pass = { $seat } cannot pass now
mancala-cannot-stop = { $seat } cannot stop now
mancala-caption-draw-score = Draw, { $first }–{ $second }: { $reason }
mancala-caption-lost = Lost: { $reason }
mancala-caption-played = { $now }. { $seat } played { $move }.
mancala-caption-played-alone = { $now }. Played { $move }.
mancala-caption-shared = Shared result: { $reason }
mancala-caption-toss = A coin toss decides who begins
mancala-caption-won-score = { $seat } wins, { $first }–{ $second }: { $reason }
mancala-capture = a capture
mancala-capture-across = the last seed in an empty pit of his own takes the pit across
mancala-empty-pit = pit { $pit } is empty
mancala-end-last-round = { $why }; round { $round } was the last
mancala-end-majority = captured a majority of the seeds
mancala-end-move-cap = { $moves } moves were played
mancala-end-move-cap-seeds = { $moves } moves were played: more seeds wins
mancala-end-no-move = { $seat } could not move
mancala-end-no-seeds = { $seat } had no seeds to sow
mancala-endless = the sowing from { $pit } would never end
mancala-expected-row = a move names one of { $seat }'s pits, { $first } to { $last } from { $seat }'s left (or 1 to { $pits }), e.g. { $first } or 3
mancala-laps = { $laps ->
        [one] 1 lap
       *[other] { $laps } laps
    }: { $path }
mancala-last-seed = last seed in { $pit }, making { $seeds }
mancala-last-seed-store = last seed in { $seat }'s store
mancala-moves-from-pit = from pit { $pit } the moves are: { $moves }
mancala-must-feed = { $other } has no seeds and { $seat } must feed him, but pit { $pit } does not reach him; feeding moves: { $moves }
mancala-not-your-pit = that is { $owner }'s pit { $pit }: { $seat } sows from his own pits
mancala-not-your-row = that is { $owner }'s pit { $pit }: { $seat } sows from his own row
mancala-pit-not-now = pit { $pit } cannot be played now; legal moves: { $moves }
mancala-round-to-move = Round { $round }: { $seat } to move
mancala-seat-took = { $seat } took { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    } ({ $pits }): { $why }
mancala-seeds = { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    }
mancala-sown-at = { $seeds ->
        [one] 1 seed sown
       *[other] { $seeds } seeds sown
    } from { $pit }
mancala-sown-from = { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    } from { $pit }
mancala-stop-nothing = nothing to sow
mancala-to-move = { $seat } to move
mancala-took = took { $seeds ->
        [one] 1 seed
       *[other] { $seeds } seeds
    } ({ $pits }): { $why }
mancala-toss-pending = a coin toss decides who begins; it is thrown for you
