# Words of Ting Tong.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
ting-tong-seat-red = Red
ting-tong-seat-blue = Blue
ting-tong-seat-green = Green
ting-tong-seat-yellow = Yellow

# Word moves: shown on buttons and in replies; .typed lists what players may type,
# .played says what a player did, after their name.
ting-tong-word-lift = lift
    .typed = lift
    .played = lifted bell
ting-tong-word-stop = stop
    .typed = stop
    .played = stopped lifting

option-ting-tong-seats = players, 2 to 4
    .name = seats

ting-tong-notation = a move lifts a bell, like lift 7 (bells 1 to 12); after finding the number needed you may also stop
ting-tong-no-stop = you may stop only after finding the number needed: lift a bell, like lift 7
ting-tong-dealing = the tokens are being hidden under the bells: wait for the deal to end
ting-tong-no-such-bell = there is no bell { $n }: the bells go from 1 to 12
ting-tong-rounds-played = six rounds played: the most tokens win
ting-tong-capped = { $lifts } lifts made: the most tokens win
ting-tong-panel = { $tokens ->
    [one] 1 token
   *[other] { $tokens } tokens
}
ting-tong-caption-deal = round { $round } of { $rounds }: the tokens are being hidden under the bells
ting-tong-caption = round { $round } of { $rounds }: { $what }; the { $next } is needed
ting-tong-caption-turn = { $seat } lifts a bell
ting-tong-caption-again = { $seat } took the { $taken } and may lift again or stop
ting-tong-caption-missed = { $lifter } lifted bell { $bell } and missed; { $seat } lifts
ting-tong-caption-stopped = { $stopper } stopped; { $seat } lifts
ting-tong-glimpse-right = bell { $bell }: the { $token }, the number needed! { $seat } takes it
ting-tong-glimpse-wrong = bell { $bell }: the { $token }, but the { $next } is needed; { $seat } covers it again
ting-tong-glimpse-empty = bell { $bell }: nothing under it; { $seat } covers it again
