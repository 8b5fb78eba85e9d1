# Words of Look (every rule set).

# Seat names (the core finds them as <key>-seat-<seat's English name>).
look-seat-first = First
look-seat-second = Second
look-seat-third = Third
look-seat-fourth = Fourth
look-seat-fifth = Fifth
look-seat-sixth = Sixth

# Word moves: shown on buttons and in replies; .typed lists what players may type,
# .played says what a player did, after their name.
look-word-claim-yes = claim-yes
    .typed = claim-yes claimyes yes
    .played = said it can be done
look-word-claim-no = claim-no
    .typed = claim-no claimno no
    .played = said it can't be done
look-word-dispute = dispute
    .typed = dispute
    .played = disputed the claim
look-word-accept = accept
    .typed = accept
    .played = let the claim stand
look-word-green = green
    .typed = green
    .played = laid a green token
look-word-red = red
    .typed = red
    .played = laid a red token
look-word-yellow = yellow
    .typed = yellow
    .played = laid a yellow token
look-word-blue = blue
    .typed = blue
    .played = laid a blue token
look-word-green-red = green-red
    .typed = green-red
    .played = drew the green–red tile
look-word-green-yellow = green-yellow
    .typed = green-yellow
    .played = drew the green–yellow tile
look-word-green-blue = green-blue
    .typed = green-blue
    .played = drew the green–blue tile
look-word-red-yellow = red-yellow
    .typed = red-yellow
    .played = drew the red–yellow tile
look-word-red-blue = red-blue
    .typed = red-blue
    .played = drew the red–blue tile
look-word-yellow-blue = yellow-blue
    .typed = yellow-blue
    .played = drew the yellow–blue tile

option-look-seats = players, 2 to 6
    .name = seats
option-look-points = points that win the race: 3 or 5
    .name = points
    .values = 3 5
look-notation = a move is the two neighbouring cells a tile covers, like a1 a2 or b2 c2
look-notation-puzzle = a move is claim-yes (it can be done), claim-no (it can't), dispute or accept
look-not-now = that is not your move now; legal: { $legal }
look-no-claims = claims belong to the puzzle; place a tile instead; legal: { $legal }
look-no-tiles = in the puzzle nobody places tiles; legal: { $legal }
look-not-adjacent = { $cells } are not two neighbouring cells; legal: { $legal }
look-covered = { $cell } is already covered; legal: { $legal }
look-same-colour = { $cells } are both { $colour ->
        [green] green
        [red] red
        [yellow] yellow
       *[blue] blue
    }: no tile has two circles of one colour; legal: { $legal }
look-tile-used = the { $a ->
        [green] green
        [red] red
        [yellow] yellow
       *[blue] blue
    }–{ $b ->
        [green] green
        [red] red
        [yellow] yellow
       *[blue] blue
    } tile is already down; legal: { $legal }
look-not-drawn = those cells take the { $a ->
        [green] green
        [red] red
        [yellow] yellow
       *[blue] blue
    }–{ $b ->
        [green] green
        [red] red
        [yellow] yellow
       *[blue] blue
    } tile, but you drew { $drawn-a ->
        [green] green
        [red] red
        [yellow] yellow
       *[blue] blue
    }–{ $drawn-b ->
        [green] green
        [red] red
        [yellow] yellow
       *[blue] blue
    }; legal: { $legal }
look-not-legal = not a legal move here; legal: { $legal }
look-blocked = { $seat } cannot place any tile
look-stuck = { $seat } cannot place the tile drawn, { $a ->
        [green] green
        [red] red
        [yellow] yellow
       *[blue] blue
    }–{ $b ->
        [green] green
        [red] red
        [yellow] yellow
       *[blue] blue
    }
look-last-tile = { $seat } placed the sixth and last tile
look-race-won = { $seat } leads, with { $n } points reached
look-round-cap = { $n } rounds were played; { $seat } leads
look-none = none
look-tile = { $a ->
        [green] green
        [red] red
        [yellow] yellow
       *[blue] blue
    }–{ $b ->
        [green] green
        [red] red
        [yellow] yellow
       *[blue] blue
    }
look-list = { $head }, { $tail }
look-dealing = the tokens are being laid
look-drew = { $seat } drew { $a ->
        [green] green
        [red] red
        [yellow] yellow
       *[blue] blue
    }–{ $b ->
        [green] green
        [red] red
        [yellow] yellow
       *[blue] blue
    } and must place it
look-to-move = { $seat } to place a tile; left: { $left }
look-panel = { $n } points{ $mark }
look-panel-out = , sits this round out
look-panel-disputed = , disputes
look-panel-yes = , says it can be done
look-panel-no = , says it can't
look-panel-none = {""}
look-puzzle-dealing = round { $round }: the tokens are being laid
look-puzzle-claim = round { $round }: { $seat }, can the six tiles cover this layout?
look-puzzle-answer-yes = round { $round }: { $declarer } says it can be done; { $seat } may dispute
look-puzzle-answer-no = round { $round }: { $declarer } says it can't be done; { $seat } may dispute
look-verdict-yes = round { $round }: it could be done ({ $covering }); { $seat } was { $right ->
    [1] right
   *[other] wrong
}{ $disputes ->
    [0] , nobody disputed
   *[other] {""}
}
look-verdict-no = round { $round }: it could not be done; { $seat } was { $right ->
    [1] right
   *[other] wrong
}{ $disputes ->
    [0] , nobody disputed
   *[other] {""}
}
