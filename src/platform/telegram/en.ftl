# Tavolo on Telegram, English (the fallback), in Fluent (src/i18n.rs).
# Only what the adapter says itself; every other reply is the core's.

# A board out of date: its button pressed, or a reply to it.
# A button whose data this bot cannot read.
broken-button = This button no longer works; /board shows the current board.
# A deep link or button about a game that does not exist here.
no-such-game = There is no game #{ $game }.
# The private chat's confirmation after a deep link acted in a group.
done-there = Done: the game goes on in its chat.
# Under a challenge: the deep link to accept it from a private chat.
accept-privately = Or accept from a private chat with me: { $link }
# A mention's words: the seat to move on a board, or someone invited.
mention-to-move = your move
mention-invited = for you

# The command menu: `menu-NAME` describes /NAME (at most 256 characters).
menu-challenge = Challenge someone: reply to their message, mention them, or name @them
menu-accept = Accept a challenge
menu-decline = Decline a challenge
menu-cancel = Withdraw your challenge
menu-move = Play a move, e.g. /move c (or reply to the board)
menu-resign = Resign a game
menu-dispute = Dispute a Go count: play resumes (/accept accepts it)
menu-draw = Offer, accept or decline a draw
menu-board = Show a board
menu-record = A game's record: PDN for draughts, PGN for chess, SGF for Go
menu-bot = Seat Tavolo's bot in your open challenge (level 1-3), or /challenge bot awele
menu-verify = Check a finished game's dice against its revealed seed
menu-mygames = Your games
menu-turns = Your games where it is your move, in every chat, with the time left
menu-vacation = Stop your correspondence clocks for some days (/vacation 3d), or come back (/vacation off)
menu-notify = How you hear about your turns: /notify each, digest (one private message a day) or off
menu-here = The games in this chat
menu-games = Every game, by family
menu-rules = A game's rules
menu-help = How to play here
menu-tournament = Tournaments here: create, join, standings, pairings, export
menu-rating = A player's rating card: /rating awele @bob
menu-leaderboard = The best ratings in a game: /leaderboard awele, or everywhere: /leaderboard awele global
menu-start = Start (a link may carry a challenge to accept)

# A board photo Telegram did not take: the reply goes as text.
picture-not-sent = (The board picture could not be sent: { $cause }. What you did still stands; /board shows it again.)
