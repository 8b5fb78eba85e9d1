//! Knowledge for the races (`games::races`): short playouts, then the race
//! or the material, since whole random games are long and costly.

crate::knowledge::family! {
    backgammon,
    corona,
    duodecim_scripta,
    kanguruh,
    robinhood,
    sahkku,
    schachjagd,
    senet,
    ur_bell,
    victory,
}
