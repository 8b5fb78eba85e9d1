# What the core says, in English (the fallback), in Fluent syntax (see
# src/i18n.rs): variables are { $name }, a value goes on over indented lines,
# plurals select on { $n -> [one] … *[other] … }. it.ftl has the same ids with
# the same variables (a test checks it).

## Games and seats
no-game = There is no game #{ $id }.
other-chat = Game #{ $id } is played in another chat.
not-being-played = Game #{ $id } is not being played (it is { $status }).
status-open = open
status-active = active
status-finished = finished
status-declined = declined
status-cancelled = cancelled
status-expired = expired
open-seat = open seat
none-here = You have no game here to { $what }.
several-here = You have several games here: { $list }. Say which, e.g. /{ $what } #{ $first } …
reserved-account = That account is reserved for Tavolo's bot.
store-failed = Something went wrong on our side; nothing was changed. Please try again.

## Playing
not-your-game = You are not playing in game #{ $id }.
board-out-of-date = That board is out of date: game #{ $id } has moved on. Use its newest board (/board #{ $id }).
picture-not-saved = The picture could not be saved ({ $cause }); what you did still stands.
not-your-turn = It is not your turn in game #{ $id }: { $name } ({ $role }) is to move.
dice-due-retry = The dice are due; please try again.
game-over-short = Game #{ $id } is over.
played = { $name } { $did }{ $told }
board-not-this-game = That board does not match game #{ $id } as it stands. Use its newest board (/board #{ $id }).
picker-next = After { $text }, pick the next step: { $options }.
to-move-choose = { $name } chooses: { $choices }.
throw = Throw: { $throw }.
opening-throw = Opening throw: { $throw }.
secret-draws = { $count ->
    [one] One draw was made in secret
   *[other] { $count } draws were made in secret
    }.
open-draws = Drawn in the open: { $draws }.
played-automatically = { $role } { $did } (automatic).
move-words-turn-over = Your turn ends before { $word }: nothing was played.
resign-players-only = Only a player of game #{ $id } can resign it.
resign-already = You have already resigned game #{ $id }; the others play on.
resigned-plays-on = { $name } resigned game #{ $id }: { $role } will finish last, and Tavolo plays that seat from now on while the others play on.
reason-resigned = { $name } resigned
resigned = { $name } resigned game #{ $id }. { $seed }
draw-players-only = Only a player of game #{ $id } can offer or answer a draw.
draw-two-players = Draw offers are for two-player games.
draw-bot = The bot does not agree draws: play on, or /resign.
reason-draw-agreed = draw agreed
reason-out-of-time = { $name } ran out of time at the round's deadline
reason-no-show = { $name } did not play before the round's deadline
reason-tournament-cancelled = the tournament was cancelled
resigned-winner = { $name } resigned game #{ $id }: { $who }. { $seed }
gave-up-solution = A way to finish from here, in { $count ->
    [one] one move
   *[other] { $count } moves
}: { $moves }
gave-up-solution-more = { $moves } … and { $more } more
gave-up-no-solution = No way to finish was found from this position.
draw-agreed = Draw agreed in game #{ $id }. { $seed }
draw-already-offered = You have already offered a draw; your opponent may /draw accept or /draw decline.
draw-offered = { $name } offers a draw in game #{ $id }: /draw accept or /draw decline.
draw-none-to-accept = There is no draw offer from your opponent to accept.
draw-declined = { $name } declines the draw in game #{ $id }.
draw-lapsed = { $name }'s draw offer in game #{ $id } lapses with this move: the game goes on.
draw-none-to-decline = There is no draw offer from your opponent to decline.
takeback-players-only = Only a player of game #{ $id } can ask for a takeback or answer one.
takeback-two-players = Takebacks are for games of two players.
takeback-tournament = Game #{ $id } is a tournament game: no takebacks there.
takeback-clock = Game #{ $id } has a clock with a time bank: no takebacks there (a takeback would give time back).
takeback-rated = Game #{ $id } is rated: takebacks are for casual games (challenge with rated=off) and games against the bot.
takeback-nothing = You have no move to take back yet.
takeback-throw-seen = The dice were thrown after your last move: it cannot be taken back.
takeback-already-offered = You have already asked for a takeback; your opponent may /takeback accept or /takeback decline.
takeback-offered = { $name } asks to take back { $moves } in game #{ $id }: /takeback accept or /takeback decline.
takeback-none-to-accept = There is no takeback from your opponent to accept.
takeback-none-to-decline = There is no takeback from your opponent to decline.
takeback-declined = { $name } declines the takeback in game #{ $id }: the game goes on.
takeback-accepted = { $name } accepts the takeback in game #{ $id }.
takeback-bot = The bot lets { $name } take back in game #{ $id }.
takeback-done = Taken back: { $moves }.
takeback-lapsed = The takeback asked for in game #{ $id } lapses with this move.
still-your-turn = { $name }, it is still your turn in { $game } #{ $id } ({ $role }).
reminder-digest = { $name }, it is still your turn in { $n ->
        [one] { $n } game
       *[other] { $n } games
    }:
reminder-digest-line = #{ $id } { $game } against { $opponents } ({ $role })
reminder-digest-line-clock = #{ $id } { $game } against { $opponents } ({ $role }), { $time } left
reminder-digest-more = { $n ->
        [one] One more game waits for your move: it comes in the next reminder (/mygames lists all your games).
       *[other] { $n } more games wait for your move: they come in the next reminders (/mygames lists all your games).
    }
to-move = { $name } ({ $role }) to move in game #{ $id }.
dice-due = Dice due in game #{ $id }.
wins = { $name } ({ $role }) wins
# A team's win: the partners, each with their role.
team-wins = { $names } win
list-and = { $rest } and { $last }
lost = lost
draw = draw
no-result = no result
game-over = Game #{ $id } is over: { $who }: { $reason }. { $seed }
seed-revealed = Dice seed revealed: { $seed } (its SHA-256 was { $hash }).

## Challenges
rules-unknown-game = No game is called '{ $name }'. /games lists them all.
game-name-ask = No game is called exactly '{ $name }'. Did you mean { $choices }?
rules-versions = Other versions: { $versions }.
not-playable-yet = { $game } cannot be played here yet; its rules: /rules { $slug }.
not-for-chat = { $game } is not a game for a chat; why: /rules { $slug } why.
text-incomplete = { $game } cannot be played: the source text is incomplete; what is missing: /rules { $slug } why.
challenge-yourself = You cannot challenge yourself; name your opponents, or post an open challenge.
bot-levels = The bot's level is 1, 2 or 3.
bot-cannot-play = The bot cannot play { $game } yet.
bot-cap-player = You already have { $max } unfinished games against the bot: finish or resign one before starting another.
bot-cap-chat = This chat already has { $max } unfinished games with the bot: wait until one of them ends.
too-many-opponents = { $game } is played by { $seats }; you named { $named } opponents.
solitaire-started = Solitaire started.
bot-against-bot = Bot against bot.
game-on-against-bot = Game on against the bot.
open-challenge = Open challenge #{ $id }: { $game } for { $seats } players. Anyone can /accept #{ $id }.
challenges = { $name } challenges { $opponents } to { $game } (game #{ $id }). { $invited }: /accept #{ $id } or /decline #{ $id }.
challenge-options = Options: { $options }.
dice-committed = The game's dice seed is committed: SHA-256 { $hash }.
secrets-committed = The seed that deals this game's secrets is chosen and sealed before the first draw: SHA-256 { $hash }. It is revealed at the end, and /verify checks every draw against it.
challenge-unrated-seats = Not rated: ratings are for two-player games, and this one seats { $seats }.
challenge-expires = The challenge expires in 24 hours.
try-seats = Ask for more seats: seats={ $n }.
button-accept = Accept
button-decline = Decline
already-in = You are already in game #{ $id }; waiting for the others.
no-free-seat = Game #{ $id } was not offered to you and has no free seat.
challenge-accepted = Challenge accepted.
joined = { $name } joined game #{ $id }; waiting for { $waiting } more.
decline-invited-only = Only a player invited to game #{ $id } can decline it.
declined = { $name } declined game #{ $id }.
cancel-challenger-only = Only the challenger can cancel game #{ $id }.
cancelled = Challenge #{ $id } cancelled.
expired = Challenge #{ $id } ({ $game }) expired: nobody accepted in time.
no-challenge-here = There is no challenge here for you to { $what }.
no-challenge-for-bot = There is no open challenge here for the bot to join: challenge it with /challenge bot <game>.
several-challenges = Several challenges here: { $list }. Say which: /{ $what } #{ $first }
challenge-expired = Challenge #{ $id } has expired.
not-open = Game #{ $id } is not an open challenge (it is { $status }).
started = { $headline } Game #{ $id }: { $game } — { $lineup }.
    { $status }

## The bot
bot-played = { $name } ({ $role }) { $did } in game #{ $id }{ $told }
invite-bot-players-only = Only a player of challenge #{ $id } can invite the bot.
challenge-full = Challenge #{ $id } has no free seat.
bot-joins = The bot joins.
bot-name = Tavolo bot level { $level }
bot-joined = Tavolo bot (level { $level }) joined game #{ $id }.

## Looking around
not-started = Game #{ $id } has not started yet.
never-played = Game #{ $id } was never played (it is { $status }).
over-because = Game #{ $id } is over: { $reason }.
record-of = The record of game #{ $id } ({ $format }):
record-file = The record of game #{ $id } ({ $game }) is the attached file { $file }: Tavolo's JSON record, which tavolo record --read { $file } replays.
record-failed = Game #{ $id } cannot be written as a record: its moves do not read back in the record's format.
record-after-the-end = Game #{ $id } keeps secrets until it ends: its record comes then, with the seed of its deal (/verify checks it).
no-games-yours = You have no games. Start one with /challenge @someone awele.
your-games = Your games:
here-mark = (here)
no-games-here = No games here. Start one with /challenge @someone awele.
games-here = Games here:
describe-challenge = challenge: { $players }
describe-your-turn = { $players }, your turn
describe-to-move = { $players }, { $name } to move
describe-dice = { $players }, dice due
describe-over = { $players }, over: { $reason }
help-intro = Tavolo plays abstract board games here. The commands:
help-more = Challenge settings: time=3d (the default: 3 days a move), time=1d+12h, time=10m+5s or time=none sets the clock; /challenge bot <game> [level=1|2|3] plays the bot, /challenge bot bot <game> lets it play itself while you watch.
    A command typed as text (on Telegram, in local mode) may use any of its words, English or Italian; the other words are in parentheses. In local mode, press 2 (or press <label>) presses a button of the last reply.
about-challenge = Challenge someone (no one named: an open challenge)
about-accept = Accept a challenge, or take a seat in an open one; in Go, accept the count
about-decline = Decline a challenge
about-cancel = Withdraw your challenge
about-bot = Seat Tavolo's bot in your open challenge (level 1-3)
about-move = Play a move (or reply to the board with it)
about-resign = Resign a game
about-draw = Offer, accept or decline a draw
about-takeback = Ask to take back your last move, or answer the ask
about-dispute = Dispute a Go count: play resumes
about-board = Show a board (flip: turned to your side, to you alone)
about-record = A game's record: PDN for draughts, PGN for chess, SGF for Go, a JSON file for the others
about-view = Your own view of a game, to you alone (what only your seat sees)
about-verify = Check a finished game's dice against its revealed seed
about-mygames = Your games
about-history = Finished games in this chat: yours or a player's, of one game or all, newest first
about-rematch = Play a finished game again, the seats turned (two players swap colours)
about-replay = A game of this chat as an animated picture, one frame per move
about-game = A game of this chat: its players, clocks, result and moves
about-hint = Against the bot, on your turn: the level-2 bot's move for you, to you alone (then unrated)
about-analyse = After a game: the bot's best move after a ply and its win estimate, to you alone
about-turns = Your games where it is your move, everywhere, with the time left
about-vacation = Stop your correspondence clocks for a while (14 days in any 365), or come back
about-notify = How you hear about your turns: each, digest (one message a day) or off
about-here = The games in this chat
about-games = Every game, by family
about-rules = A game's rules, or one section of them
about-help = How to play here
about-rating = A player's rating card
about-leaderboard = The best ratings in a game, here or everywhere
about-tournament = Tournaments in this chat (alone: the list)
about-tournament-create = Create a tournament (the chat's managers)
about-tournament-join = Join a tournament
about-tournament-leave = Leave before the start, or withdraw
about-tournament-start = Start a tournament (its organiser or a manager)
about-tournament-standings = The standings, with tie-breaks
about-tournament-crosstable = The crosstable, as a picture
about-tournament-pairings = A round's pairings and results
about-tournament-bye = Ask for a half-point bye in the next round (Swiss)
about-tournament-export = The tournament as a FIDE TRF-16 file
about-tournament-list = The tournaments of this chat
about-tournament-cancel = Cancel a tournament (its organiser or a manager)

## Looking back (src/app/history.rs)
history-none = { $name } has no finished games in this chat.
history-head = Finished games of { $name } here ({ $n }), page { $page } of { $pages }:
history-line = #{ $id } { $game }, { $date }: { $result } against { $opponents }. { $reason }
history-next = More: { $command }
history-no-page = There is no page { $page }: the history has { $pages }.
history-won = won
history-lost = lost
history-drew = drew
history-rank = ranked { $rank }
history-over = over
game-head = Game #{ $id }: { $game }
game-seat = { $role }: { $name }
game-seat-clock = { $role }: { $name } ({ $left } left)
game-moves = Moves ({ $n }):
game-moves-cut = The first { $skipped } are left out here; { $command } has them all.
game-moves-cut-page = The first { $skipped } are left out here; the game's web page below has them all.
page-link = Web page: { $url }
game-no-moves = No moves yet.
rematch-of = A rematch of game #{ $id }, the seats turned:
rematch-none = You have no finished game here to play again; name one: /rematch #12.
rematch-not-over = Game #{ $id } is not over yet.
rematch-not-yours = You did not play in game #{ $id }: only its players ask for a rematch.
rematch-empty-seat = Game #{ $id } had a seat nobody took: challenge again with /challenge.
button-rematch = Rematch
button-my-view = My view
view-title = { $title } · { $name }'s view
glimpse-title = { $title } · for { $seconds } seconds
glimpse-table = Game #{ $id }: look now, everyone. This goes away in { $seconds } seconds; the board keeps the secret.
glimpse-yours = Game #{ $id }: for your eyes only, for { $seconds } seconds. Remember it: it is not shown again.
replay-of = Game #{ $id } in { $positions } positions.
replay-of-some = Game #{ $id }: { $shown } of its { $positions } positions, evenly spaced, so that the file can be sent here.
replay-no-moves = Game #{ $id } has no moves yet: there is nothing to replay.
replay-too-large = The replay of game #{ $id } is too large to send here even with few frames.
board-at = Game #{ $id } after { $ply } of { $total } plies: { $last }
board-at-start = the starting position.
board-at-last = the last was { $last }.
board-at-caption = Ply { $ply } of { $total }
board-ply-range = Game #{ $id } has no ply { $ply }: its plies go from 0 (the start) to { $total }.

## Hints and a second opinion (src/app/hints.rs)
hint = Hint for game #{ $id } ({ $role }): { $mv }{ $told } Game #{ $id } is unrated from now on.
hint-moved-on = Game #{ $id } moved on while the bot thought: ask again on your turn.
hint-tournament = Game #{ $id } is a tournament game: no hints there.
hint-people = Game #{ $id } is between people: hints are only for games against the bot.
hint-no-move = There is no move to choose in game #{ $id } now.
think-failed = The bot could not think about game #{ $id }; try again later.
analyse-which = You have no finished game here; name one: /analyse #12 ply=10.
analyse-finished-only = Game #{ $id } is not finished: positions are analysed after the game.
analyse-head = Game #{ $id } after { $ply } of { $total } plies:
analyse-chance = the dice are to be thrown there, so there is no move to choose; try the next ply.
analyse-over = the game is over there, so there is no move to choose.
analyse-best = { $role } to move; the bot would play { $mv }{ $told } { $estimate }
analyse-proven-win = A proven win for { $role }.
analyse-proven-loss = A proven loss for { $role }.
analyse-proven-draw = A proven draw.
analyse-estimate = { $role }'s chances: about { $percent }%.
analyse-only-move = It is the only legal move.

## A command's arguments, as help shows them
arg-number = #id
arg-opponent = @user…
arg-game = game
arg-options = option=value…
arg-level = level
arg-move = move
arg-action = offer|accept|decline
arg-flip = flip
arg-ply = ply=N
arg-days = 3d|off
arg-mode = each|digest|off
arg-family = family
arg-players = players
arg-section = section
arg-player = @user
arg-page = page
arg-global = global
arg-format = swiss|round-robin|double-round-robin|knockout
arg-rounds = rounds=5
arg-round_minutes = round=24h
arg-rated = rated=off
arg-start_in_minutes = start=10m
arg-round = round

## Rules
no-such-section = No section is called '{ $name }'; { $game } has: { $sections }.
section-missing = { $game } has no '{ $key }' section; it has: { $sections }.
not-a-family = '{ $name }' is not a family; families: { $families }.

## Dice
verify-no-dice = Game #{ $id } ({ $game }) has no dice to verify.
verify-not-over = Game #{ $id } is not over: its dice seed stays secret until the end. Its SHA-256, published at the start, is { $hash }.
verify-ok = Game #{ $id } ({ $game }): all { $throws } throws match the revealed seed, whose SHA-256 { $hash } was published at the start.
verify-ok-secrets = Game #{ $id } ({ $game }): all { $throws } draws match the revealed seed, whose SHA-256 { $hash } was published at the start: nothing hidden changed during play.
verify-failed = Game #{ $id } ({ $game }): the dice do NOT verify: { $why }.
verify-yourself = { $verdict }
    To check it yourself, keep the attached record { $file } and run: tavolo verify-dice { $file }
verify-none-finished = You have no finished game here; name one: /verify #12.

## The picture's badges
badge-wins = WINS
badge-draw = DRAW
badge-to-move = TO MOVE
badge-to-throw = TO THROW
picture-throw = throw
picture-last-throw = last throw
badge-in-hand = { $n } in hand

## Tournaments
tn-managers-create = Only the chat's managers (server managers, group admins) can create a tournament.
tn-two-seats = { $game } is played by { $seats }; tournaments are for two-player games for now.
tn-rounds-swiss-only = rounds= is for Swiss tournaments; round robin and knockout have as many rounds as they need.
tn-format-round-robin = round robin
tn-format-double-round-robin = double round robin
tn-format-swiss = Swiss
tn-format-knockout = knockout
tn-rounds = , { $n ->
        [one] { $n } round
       *[other] { $n } rounds
    }
tn-rated = rated
tn-not-rated = not rated
tn-starts-in = It starts by itself in { $time }.
tn-starts-by-hand = The organiser starts it with /tournament start.
tn-created = Tournament #{ $id }: { $game } { $format }{ $rounds }, { $time } per round, { $rated }. Join with /tournament join #{ $id }. { $start }
tn-other-chat = Tournament #{ $id } is held in another chat.
tn-none = There is no tournament #{ $id }.
tn-none-here = There is no tournament in this chat.
tn-several = Several tournaments here: { $list }. Say which, e.g. #{ $first }.
tn-already-in = You are already in tournament #{ $id }.
tn-full = Tournament #{ $id } is full ({ $max } players).
tn-no-late-swiss = Tournament #{ $id } has started; after half the rounds a Swiss takes no late entries.
tn-no-late = Tournament #{ $id } has started; this format takes no late entries.
tn-status = Tournament #{ $id } is { $status }.
tn-status-registration = open for registration
tn-status-running = running
tn-status-finished = finished
tn-status-cancelled = cancelled
tn-from-round = (from round { $round })
tn-joined = { $name } joined tournament #{ $id }{ $late }: { $n ->
        [one] { $n } player
       *[other] { $n } players
    }.
tn-not-in = You are not in tournament #{ $id }.
tn-left = { $name } left tournament #{ $id }.
tn-already-withdrawn = You have already withdrawn from tournament #{ $id }.
tn-withdrew = { $name } withdrew from tournament #{ $id }: they will not be paired again (a game in play still counts; /resign it to end it).
tn-byes-swiss-only = Half-point byes are for Swiss tournaments.
tn-no-round-left = Tournament #{ $id } has no round left to pair.
tn-no-bye-last-round = No half-point byes in the last round.
tn-bye-already = You already asked for a bye in round { $round }.
tn-bye-taken = { $name } takes a half-point bye in round { $round } of tournament #{ $id }.
tn-start-who = Only the organiser or the chat's managers can start the tournament.
tn-cancel-who = Only the organiser or the chat's managers can cancel the tournament.
tn-cancel-over = Tournament #{ $id } is { $status }: there is nothing left to cancel.
tn-cancelled-by = { $name } cancelled tournament #{ $id }. { $games ->
        [0] No game was in play.
        [one] The game in play stops here, without a result and unrated.
       *[other] The { $games } games in play stop here, without a result and unrated.
    }
tn-not-waiting = Tournament #{ $id } is { $status }, not waiting to start.
tn-too-few = Tournament #{ $id } needs { $least ->
        [one] at least { $least } player
       *[other] at least { $least } players
    }; it has { $n }.
tn-swiss-too-few = A Swiss of { $rounds } rounds needs more than { $rounds } players; tournament #{ $id } has { $n }.
tn-starts = Tournament #{ $id } starts: { $n ->
        [one] { $n } player
       *[other] { $n } players
    }, { $rounds } rounds. Round 1 is paired.
tn-board-bye-through = { $board }. { $name }: bye, through to the next round
tn-board-forfeit = { $board }. { $white } – { $black }: { $result } (withdrawn, forfeit)
tn-board-game = { $board }. { $white } ({ $first }) – { $black }: game #{ $game }
tn-first = first
tn-pab = { $name }: bye (1 point)
tn-half-bye-asked = { $name }: half-point bye, as asked
tn-round-announce = Tournament #{ $id } ({ $game }, { $format }): round { $round } of { $rounds }. Play your game within { $time }: each player's clock has { $clock }.
    { $boards }
tn-round-complete = Tournament #{ $id }: round { $round } is complete.
    { $table }
tn-winner = { $name } wins tournament #{ $id }!
tn-winner-tiebreak = { $name } wins tournament #{ $id }, level on points with { $others }, ahead on { $tiebreak }!
tn-winners-shared = { $names } share first place in tournament #{ $id }, level on points and on every tie-break!
tn-col-bye = bye
tn-tb-wins-short = WIN
tn-tb-direct-encounter-short = DE
tn-over = Tournament #{ $id } is over.
tn-ended-early = (it ended early: { $why })
tn-final = { $who }{ $why }
    Final standings:
    { $table }
tn-cancelled = Tournament #{ $id } could not start and is cancelled: { $why }
tn-cannot-pair = no legal pairing is left for round { $round }
tn-withdrawn-no-shows = { $name } missed two games and is withdrawn from tournament #{ $id }.
tn-no-players = Tournament #{ $id } has no players yet.
tn-title = Tournament #{ $id } — { $game } { $format } — after round { $round }
tn-rounds-paired = Tournament #{ $id } has rounds 1 to { $last } paired so far.
tn-round-header = Tournament #{ $id } round { $round }:
tn-playing = playing
tn-in-game = (game #{ $game })
tn-board-line = { $board }. { $white } – { $black }: { $result }{ $game }
tn-bye-line = { $name }: { $what }
tn-bye-U = bye (1 point)
tn-bye-H = half-point bye
tn-bye-F = full-point bye
tn-bye-plus = forfeit win
tn-bye-none = not paired
tn-list-empty = No tournaments here yet. A manager creates one: /tournament create swiss awele rounds=5
tn-list-header = Tournaments here:
tn-list-line = #{ $id } { $game } { $format }: { $status }, { $n ->
        [one] { $n } player
       *[other] { $n } players
    }, round { $round }/{ $rounds }
tn-withdrawn-mark = (withdrawn)
tn-col-player = Player
tn-col-points = Pts
tn-export = Tournament #{ $id } as a FIDE TRF-16 file (pairing programs and rating officers read it).
tn-tb-buchholz = Buchholz (opponents' points)
tn-tb-buchholz-cut1 = Buchholz without the weakest opponent
tn-tb-sonneborn-berger = Sonneborn-Berger (points of the opponents beaten, half of those drawn)
tn-tb-wins = rounds won (a bye or a forfeit won counts)
tn-tb-direct-encounter = result between the tied players
tn-minute-one = 1 minute
tn-minutes = { $n ->
        [one] { $n } minute
       *[other] { $n } minutes
    }
tn-hour-one = 1 hour
tn-hours = { $n ->
        [one] { $n } hour
       *[other] { $n } hours
    }
tn-day-one = 1 day
tn-days = { $n ->
        [one] { $n } day
       *[other] { $n } days
    }

## Ratings
rt-none-yet = { $name } has no rated games yet.
rt-line = { $game }: { $rating } (±{ $range }), { $n ->
        [one] { $n } game
       *[other] { $n } games
    }
rt-all = Ratings of { $name }:
    { $lines }
rt-none-in = { $name } has no rated { $game } games yet (a new player starts at 1500).
rt-card = { $name } in { $game }: { $rating } (±{ $range }){ $provisional }
    { $n ->
        [one] { $n } game
       *[other] { $n } games
    }: { $wins } won, { $draws } drawn, { $losses } lost.
rt-provisional-for = , provisional for { $n ->
        [one] { $n } more game
       *[other] { $n } more games
    }
rt-latest = Latest:
rt-won = won against
rt-drew = drew with
rt-lost = lost to
rt-history = game #{ $game }: { $result } { $opponent }, { $before } → { $after } ({ $delta })
rt-say-game = Say which game: /leaderboard awele (add 'global' for every chat).
rt-everywhere = everywhere
rt-here = in this chat
rt-nobody = Nobody has a rated { $game } game { $scope } yet.
rt-board-header = { $game } leaderboard ({ $scope }):
rt-board-line = { $rank }. { $name } { $rating } ({ $n ->
        [one] { $n } game
       *[other] { $n } games
    })
rt-provisional-note = ? = provisional (fewer than { $n } rated games).

## Typed commands refused before they reach a game
cmd-too-long = That command is too long (at most { $max } characters).
cmd-move-which = Say which move: /move c, /move d3-e3xf4.
cmd-draw-action = /draw takes offer, accept or decline, not '{ $word }'.
cmd-takeback-action = /takeback takes offer, accept or decline, not '{ $word }'.
cmd-empty = Type a command, e.g. /help.
cmd-unknown = Unknown command '/{ $verb }'; try /help.
cmd-board-ply = A ply is a number from 0 (the start), as in ply=12, not '{ $word }'.
cmd-history-page = A page of the history is a number from 1, not '{ $word }'.
cmd-bot-level = The bot's level is 1, 2 or 3, not '{ $word }'.
cmd-game-number = '{ $word }' is not a game number like #12.
cmd-challenge-which = Say which game: /challenge @bob awele (or /challenge awele for an open challenge).
cmd-not-a-user = '{ $word }' is not a user here.
cmd-level-without-bot = level= is the bot's level: /challenge bot awele level=2.
cmd-tn-format = '{ $word }' is not a format: swiss, round-robin, double-round-robin or knockout.
cmd-tn-number = '{ $word }' is not a tournament number like #3.
cmd-tn-verb = /tournament takes create, join, leave, start, standings, crosstable, pairings, bye, export, list or cancel, not '{ $word }'.
cmd-tn-create = Say a format and a game: /tournament create swiss awele rounds=5 round=24h.
cmd-tn-rounds = rounds= is a number from 1 to 30.
cmd-tn-time = A time is like 30m, 24h or 2d.
cmd-tn-time-range = A time is between 1 minute and 30 days.

## Challenge settings: one line of help each, for pickers
setting-autoplay = play my single legal move for me
setting-rated = off: the game does not change ratings
setting-time = the clock: 3d (days a move), 1d+12h (a bank and a bonus a move), 10m+5s (live), none

## Moves that are words, as buttons and replies show them
move-played = played { $mv }
move-word-pass = pass
    .played = passed
move-word-roll = roll
    .played = rolled
move-word-double = double
    .played = doubled
move-word-take = take
    .played = took the cube
move-word-drop = drop
    .played = dropped the cube
move-word-enter = enter
    .played = entered
move-word-stay = stay
    .played = stayed
move-word-stop = stop
    .played = stopped
move-word-done = done
    .played = finished the turn

## A long run of moves the core played by itself, in one sentence
automatic-summary = Then { $count } turns played themselves: throws { $throws }; { $moves }.
automatic-summary-no-throws = Then { $count } turns played themselves: { $moves }.
automatic-summary-throws-only = Then { $count } throws: { $throws }.

## Clocks
time-per-move = { $time } a move
time-bank = { $time } for the game
time-bank-increment = { $time } + { $increment } a move
time-capped = { $control }, at most { $cap }
time-days = { $n ->
        [one] { $n } day
       *[other] { $n } days
    }
time-hours = { $n ->
        [one] { $n } hour
       *[other] { $n } hours
    }
time-minutes = { $n } min
time-seconds = { $n } s
time-refused = time={ $value } is not a clock: write days a move (3d), a bank with a bonus a move (1d+12h, 3d+1d/7d at most 7 days, 10m+5s), or none.
reason-flag-fell = { $name } ran out of time
flag-fell-winner = { $name } ran out of time in game #{ $id }: { $who }. { $seed }
flag-fell-draw = { $name } ran out of time in game #{ $id }: a draw. { $seed }
flag-plays-on = { $name } ran out of time in game #{ $id }; the others play on and Tavolo plays the { $role } seat.
flag-too-late = Too late: your time in game #{ $id } ran out before this move, and the game is lost on time.
flag-too-late-silence = Too late: your time in game #{ $id } ran out before this move, and your silence played { $answer }.
flag-silence = { $name } ({ $role }) ran out of time in game #{ $id }, where silence is an answer: { $name } { $did }{ $told }
clock-left = { $time } left to move.
clock-of-game = Clock: { $control }.
clock-none = No clock.
turns-none = It is your move in none of your games.
turns-head = Your move in { $n ->
        [one] { $n } game
       *[other] { $n } games
    }, the longest waiting first:
turns-line = #{ $id } { $game } against { $opponents }, waiting for { $since }
turns-line-clock = #{ $id } { $game } against { $opponents }, { $time } left
reason-abandoned = nobody moved for too long; the game was closed unrated
abandoned = Game #{ $id } has no clock and nobody moved in it for { $days } days: it is closed as abandoned, and no rating changes.

## Vacations (src/app/vacation.rs)
vacation-on = You are on vacation for { $time } more: your correspondence clocks stand still. /vacation off brings you back. Vacation left: { $left } (14 days in any 365).
vacation-off = You are not on vacation. Vacation left: { $left } (14 days in any 365). /vacation 3d stops your correspondence clocks for three days.
vacation-already = You are already on vacation for { $time } more. /vacation off ends it.
vacation-too-long = That is more than the vacation you have left: { $left } ({ $allowance } in any 365 days).
vacation-started = Enjoy your vacation: your correspondence clocks stand still for { $time } ({ $games ->
        [one] one game
       *[other] { $games } games
    }). Vacation left: { $left }. /vacation off brings you back early.
vacation-none = You are not on vacation. Vacation left: { $left }.
vacation-back = Welcome back: your clocks run again ({ $games ->
        [one] one game
       *[other] { $games } games
    }). Vacation left: { $left }.
vacation-notice-away = { $name } is on vacation for { $time }: { $n ->
        [one] their clock stands still in { $games }
       *[other] their clocks stand still in { $games }
    }.
vacation-notice-back = { $name } is back from vacation: { $n ->
        [one] their clock runs again in { $games }
       *[other] their clocks run again in { $games }
    }.
vacation-paused = { $name } is on vacation: the clock stands still for { $time } more.
cmd-vacation-how = Say how long (/vacation 3d, /vacation 36h) or /vacation off.

## How a player hears about their turns (src/app/notify.rs)
notify-mode-each = a reminder per game, in its chat, and the clock's warnings
notify-mode-digest = one private message a day listing your turns
notify-mode-off = nothing (your clocks still run; /turns lists your turns)
notify-show = You hear about your turns by: { $mode }. /notify each, /notify digest or /notify off changes it.
notify-set-each = Done: a reminder per game, in its chat, and the clock's warnings.
notify-set-digest = Done: one private message a day lists the games where it is your move, instead of a reminder per game. On Telegram, open a private chat with the bot so it may write to you.
notify-set-off = Done: no reminders and no clock warnings. Your clocks still run; /turns lists the games where it is your move.
digest-head = Your daily digest: it is your move in { $n ->
        [one] one game
       *[other] { $n } games
    }.
cmd-notify-how = /notify takes each, digest or off, not '{ $word }'.

link-code = Your link code: { $code }. Within { $minutes } minutes, type /link { $code } to me on your other platform (Discord or Telegram): your accounts become one player, with one rating, history and list of turns. The code works once; keep it to yourself.
link-unknown = '{ $code }' is not a link code, or it has expired: ask /link on your other platform for a new one.
link-same-platform = That code was made on { $platform }: type it on your other platform.
link-already = These accounts are already one player.
link-shared-game = Those two accounts played each other (game #{ $id }): they cannot become one player.
link-shared-tournament = Those two accounts are in the same tournament (#{ $id }): they cannot become one player.
link-done = Linked: you are one player on { $platforms }, with one rating, history and list of turns. /unlink separates this account again.
link-platform-local = local mode
unlink-nothing = This account is not linked to another platform.
unlink-done = This { $platform } account is a new player of its own; your games and ratings stay with your account on { $others }.
about-link = Link your accounts on Discord and Telegram: one player, one rating
about-unlink = Separate this account from your other platform's
arg-code = code
turns-elsewhere = {" "}(on { $platform })
