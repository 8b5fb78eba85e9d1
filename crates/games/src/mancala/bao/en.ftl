# Words of Bao la Kiswahili.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
bao-seat-south = South
bao-seat-north = North

bao-capture-facing = facing a full front pit
bao-end-front-empty = { $seat }'s front row is empty
bao-end-own-front-empty = { $seat } emptied his own front row
bao-expected = a move names one of { $seat }'s pits, { $front } (front row) or { $back } (back row) from his left, then L or R for the way the seeds go, and + to sow on through the house: e.g. { $example }
bao-front-first = without a capture the front row comes first: { $pit } is in the back row
bao-house-last = the house may start a turn only when every other front pit is empty
bao-kutakatia = kutakatia: { $pit } is the only pit the opponent could capture, so it may not be emptied
bao-mtaji-single = in mtaji a pit of one seed may not be played ({ $pit })
bao-must-capture = capturing is compulsory, and pit { $pit } does not capture
bao-namua-front = in namua a turn starts in the front row, not at { $pit }
bao-panel = { $phase }
bao-panel-no-house = { $phase }, no house
bao-safari = safari: emptied the house { $pit }
bao-single-seed-no-house = the house is gone: a turn without capture may not start from { $pit }, a single seed
bao-stop-house = the house ends a turn without capture
bao-stop-house-kept = the capture stops at the house, which he keeps
bao-tax = taxed the house: two seeds out of { $pit }
bao-to-move = { $seat } to move ({ $phase })
bao-to-move-kutakatia = { $seat } to move ({ $phase }); kutakatia guards { $pit }
