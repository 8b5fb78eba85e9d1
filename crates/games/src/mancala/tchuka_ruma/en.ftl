# Words of Tchuka Ruma.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
tchuka-seat-player = Player

tchuka-ruma-end-lost = the last seed fell in an empty hole
tchuka-ruma-end-stuck = no hole can be sown
tchuka-ruma-end-won = all eight seeds are in the Ruma
tchuka-ruma-expected = a move names a hole, 1 (farthest from the Ruma) to 4 (next to it), e.g. 3
tchuka-ruma-panel = { $seeds } of { $all } in the Ruma
tchuka-ruma-stop-lost = an empty hole: the game is lost
tchuka-ruma-stop-ruma = the Ruma: choose the next hole
tchuka-ruma-to-move = Choose a hole to sow
