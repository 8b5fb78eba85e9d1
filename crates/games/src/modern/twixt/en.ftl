# Words of TwixT.

# Seat names (the core finds them as <key>-seat-<seat's English name>).
twixt-seat-first = First
twixt-seat-second = Second

# Word moves: shown on buttons and in replies; .typed lists what players may type,
# .played says what a player did, after their name.
twixt-word-keep = keep
    .typed = keep
    .played = kept the colours
twixt-word-swap = swap
    .typed = swap
    .played = swapped colours

twixt-red = Red
twixt-black = Black
twixt-notation = a turn is a hole, a column A–X and a row 1–24 counted from the top, like F12 (with every link to your pegs) or F12* (no link); own links may be removed (-E10G11) and added (+D5E7); after Red's first peg, keep or swap
twixt-occupied = { $hole } already holds a peg
twixt-border = { $hole } lies behind { $colour }'s border line
twixt-no-such-link = there is no link { $link }
twixt-not-your-link = the link { $link } is not yours
twixt-not-knight = { $link } does not join two holes a knight's move apart
twixt-not-your-pegs = { $link } does not join two of your pegs
twixt-link-exists = the link { $link } is already there
twixt-crossed = the link { $link } would cross { $other }
twixt-repeated = the link { $link } is named twice
twixt-pie-first = first answer Red's opening peg: keep (stay Black) or swap (take Red and its peg)
twixt-pie-closed = keep and swap answer only Red's first peg
twixt-swapped = { $seat } swapped: { $seat } now plays Red, with the peg at { $hole }, and { $other } plays Black and moves next
twixt-kept = { $seat } kept Black: { $other } stays Red
twixt-connected = { $colour } joined its two sides
twixt-no-hole = { $seat } has no hole left to play
twixt-panel = { $colour }: { $pegs ->
    [one] 1 peg
   *[other] { $pegs } pegs
}, { $links ->
    [one] 1 link
   *[other] { $links } links
}
twixt-opens = { $seat } opens with { $colour }
twixt-to-move = { $seat } to move with { $colour } (last peg { $hole })
twixt-pie = { $seat } chooses: keep Black, or swap and take Red's peg
