//! Random playouts per second, per game: `cargo bench -p tavolo-games`.

use criterion::{Criterion, criterion_group, criterion_main};
use games::playout::{SplitMix64, random_playout};
use games::{Options, Rules};

/// Benchmarks complete random games of `R` from the start.
fn playouts<R: Rules>(c: &mut Criterion) {
    let info = R::info();
    let rules = R::new(&Options::defaults(info.options)).expect("default options");
    let start = rules.initial();
    let mut rng = SplitMix64(0x007A_7010);
    c.bench_function(&format!("playout/{}", info.slug), |b| {
        b.iter(|| {
            let mut state = start.clone();
            random_playout(&rules, &mut state, &mut rng, info.max_plies as usize)
        })
    });
}

criterion_group!(
    benches,
    playouts::<games::races::alibaba::AliBaba>,
    playouts::<games::draughts::AlquerqueBell>,
    playouts::<games::draughts::AlquerquePritchard>,
    playouts::<games::mancala::awele::Awele>,
    playouts::<games::races::backgammon::Backgammon>,
    playouts::<games::races::duodecim_scripta::DuodecimScripta>,
    playouts::<games::mancala::bao::BaoLaKiswahili>,
    playouts::<games::mancala::congklak::Congklak>,
    playouts::<games::mancala::hawalis::Hawalis>,
    playouts::<games::mancala::hawalis::HawalisStrict>,
    playouts::<games::mancala::layli::LayliGoobalay>,
    playouts::<games::mancala::layli::LayliGoobalayMatch>,
    playouts::<games::mancala::oh_wah_ree::OhWahRee>,
    playouts::<games::mancala::oh_wah_ree::OhWahReeArabian>,
    playouts::<games::mancala::oh_wah_ree::OhWahReeCoastal>,
    playouts::<games::mancala::oh_wah_ree::OhWahReeDogGone>,
    playouts::<games::mancala::oh_wah_ree::OhWahReeGrand>,
    playouts::<games::mancala::oh_wah_ree::OhWahReeOriental>,
    playouts::<games::mancala::oh_wah_ree::OhWahReePendulum>,
    playouts::<games::mancala::tchuka_ruma::TchukaRuma>,
    playouts::<games::mancala::togyzkumalak::Togyzkumalak>,
    playouts::<games::draughts::EnglishDraughts>,
    playouts::<games::alignment::gomoku::Gomoku>,
    playouts::<games::draughts::ItalianDraughts>,
    playouts::<games::capture::konane::Konane>,
    playouts::<games::alignment::la_tela::LaTela>,
    playouts::<games::capture::nim::Nim>,
    playouts::<games::races::backgammon::Plakoto>,
    playouts::<games::draughts::PolishDraughts>,
    playouts::<games::draughts::RussianDraughts>,
    playouts::<games::races::sahkku::Sahkku>,
    playouts::<games::races::senet::SenetBell>,
    playouts::<games::races::senet::SenetKendall>,
    playouts::<games::races::senet::SenetTait>,
    playouts::<games::races::senet::SenetTavolando>,
    playouts::<games::races::senet::SenetTavolando7>,
    playouts::<games::races::senet::SenetTavolandoSix>,
    playouts::<games::draughts::TurkishDraughts>,
    playouts::<games::races::ur_bell::UrBell>,
);
criterion_main!(benches);
