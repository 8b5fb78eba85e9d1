# mancala
