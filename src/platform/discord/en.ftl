# Tavolo on Discord, English (the fallback). A small subset of Fluent:
# `id = value`, indented `.attribute = value`, `{ $name }` placeholders.
# Commands: the value is the name (as in the code), attributes describe it
# and name and describe its options (`.NAME`, `.NAME-description`).

game = game
    .description = Board games in this channel: challenge, move, resign, boards
game-challenge = challenge
    .description = Challenge a member to a game, or post an open challenge
    .game = game
    .game-description = The game (type to search the catalog)
    .opponent = opponent
    .opponent-description = Who you challenge; leave empty for an open challenge
    .options = options
    .options-description = Game options as name=value, e.g. rows=3 autoplay=true
game-accept = accept
    .description = Accept a challenge, or take a seat in an open one
    .number = number
    .number-description = The game's number (needed when there are several)
game-decline = decline
    .description = Decline a challenge
    .number = number
    .number-description = The game's number (needed when there are several)
game-cancel = cancel
    .description = Withdraw your challenge
    .number = number
    .number-description = The game's number (needed when there are several)
game-move = move
    .description = Play a move in your game here
    .move = move
    .move-description = The move in the game's notation (type to see the legal moves)
    .number = number
    .number-description = The game's number (needed when you play several here)
game-resign = resign
    .description = Resign a game
    .number = number
    .number-description = The game's number (needed when there are several)
game-draw = draw
    .description = Offer a draw, or accept or decline your opponent's offer
    .action = action
    .action-description = Offer, accept or decline
    .number = number
    .number-description = The game's number (needed when there are several)
game-board = board
    .description = Show the board of your game here
    .number = number
    .number-description = The game's number (any game of this channel)
game-pdn = pdn
    .description = A draughts game's record as PDN
    .number = number
    .number-description = The game's number (any game of this channel)
game-verify = verify
    .description = Check a finished game's dice against its revealed seed
    .number = number
    .number-description = The game's number (your last finished game here when empty)
game-bot = bot
    .description = Play Tavolo's bot, or seat it in your open challenge
    .game = game
    .game-description = The game of a new game against the bot (type to search)
    .level = level
    .level-description = From 1 (fast and weak) to 3 (strongest); 2 when empty
    .number = number
    .number-description = Your open challenge to seat the bot in (without a game)
    .options = options
    .options-description = Game options as name=value
game-mine = mine
    .description = List your games
game-here = here
    .description = List the challenges and games in this channel
rules = rules
    .description = A game's rules, or one section of them
    .game = game
    .game-description = The game (type to search)
    .section = section
    .section-description = One section, e.g. setup, moves, end
games = games
    .description = Every game, by family
    .family = family
    .family-description = Only this family
    .players = players
    .players-description = Only games for this many players
help = help
    .description = What Tavolo does and how to play

choice-offer = offer
choice-accept = accept
choice-decline = decline

# Texts the adapter writes itself.
out-of-date = This board is out of date: game #{ $game } has moved on. Use its newest board, or /game board.
no-such-game = There is no game #{ $game }.
unknown-button = I don't recognise this button; it may come from an older version of Tavolo.
unknown-command = I don't know this command; it may have been removed. Try /help.
bad-options = I could not read those options; please check them and try again.
failed = Something went wrong on my side; nothing was changed. Please try again.
