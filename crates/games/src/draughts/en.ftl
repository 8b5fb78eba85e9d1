# draughts
