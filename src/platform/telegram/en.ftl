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

# A board photo Telegram did not take: the reply goes as text.
picture-not-sent = (The board picture could not be sent: { $cause }. What you did still stands; /board shows it again.)
secret-elsewhere = That answer is for your eyes only, and everyone here would see it: ask me in a private chat: { $link }
