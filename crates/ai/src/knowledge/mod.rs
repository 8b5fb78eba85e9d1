//! Per-game hooks where they pay, found by the game's rules type. Each
//! knowledge file registers its hooks beside them, one line per rules type
//! ([`register!`]); its family's `mod.rs` gathers the files' registrations
//! (a file left out is dead code, which the build refuses), and a game
//! without a registration is searched with [`Plain`]. The folders mirror
//! the families of the games crate (`mancala/`, `races/`, `alignment/`,
//! …): a game's knowledge goes in its family's folder. A test fails where
//! a registered game has hooks written for it that no registration
//! reaches.

use std::any::{Any, TypeId};

use games::Rules;

use crate::hooks::{Hooks, Plain};

mod alignment;
mod capture;
mod mancala;
mod modern;
mod races;

pub use alignment::{GoKnowledge, GomokuKnowledge};
pub use capture::{BreakthruKnowledge, KonoKnowledge, MingMangKnowledge, PrarieKnowledge, TaflKnowledge};
pub use mancala::{AweleKnowledge, MancalaKnowledge};
pub use modern::{LoaKnowledge, QuoridorKnowledge, TwixtKnowledge};
pub use races::{DuodecimKnowledge, PipKnowledge, SahkkuKnowledge, SenetKnowledge, UrKnowledge};

/// One rules type's hooks: the type and how to make them.
pub(crate) struct Registration {
    rules: fn() -> TypeId,
    make: fn() -> Box<dyn Any>,
}

impl Registration {
    /// The registration of `make` (a `Box<dyn Hooks<R>>` seen as `Any`,
    /// see [`erase`]) for rules `R`.
    pub(crate) const fn new<R: Rules>(make: fn() -> Box<dyn Any>) -> Registration {
        Registration {
            rules: TypeId::of::<R>,
            make,
        }
    }
}

/// `hooks` for rules `R`, boxed so a registration can hold any game's.
pub(crate) fn erase<R: Rules>(hooks: impl Hooks<R> + 'static) -> Box<dyn Any> {
    Box::new(Box::new(hooks) as Box<dyn Hooks<R>>)
}

/// Registers a knowledge file's hooks, one line per rules type:
/// `register! { Gomoku => GomokuKnowledge::default() }` makes the file's
/// `REGISTRATIONS`, which its family's `mod.rs` lists.
macro_rules! register {
    ($($rules:ty => $hooks:expr),* $(,)?) => {
        pub(super) const REGISTRATIONS: &[$crate::knowledge::Registration] = &[$(
            $crate::knowledge::Registration::new::<$rules>(|| $crate::knowledge::erase::<$rules>($hooks))
        ),*];
    };
}
pub(crate) use register;

/// Every family's registrations.
const FAMILIES: &[&[&[Registration]]] = &[
    alignment::REGISTRATIONS,
    capture::REGISTRATIONS,
    mancala::REGISTRATIONS,
    modern::REGISTRATIONS,
    races::REGISTRATIONS,
];

fn registrations() -> impl Iterator<Item = &'static Registration> {
    FAMILIES
        .iter()
        .flat_map(|family| family.iter())
        .flat_map(|file| file.iter())
}

/// The registration of rules `R`, if it has one.
fn registration_of<R: Rules>() -> Option<&'static Registration> {
    let wanted = TypeId::of::<R>();
    registrations().find(|r| (r.rules)() == wanted)
}

/// The hooks the bot uses for `R`: the game's own where it registered
/// some, otherwise [`Plain`].
pub fn hooks_for<R: Rules>() -> Box<dyn Hooks<R>> {
    registration_of::<R>()
        .and_then(|r| (r.make)().downcast::<Box<dyn Hooks<R>>>().ok())
        .map_or_else(|| Box::new(Plain) as Box<dyn Hooks<R>>, |hooks| *hooks)
}

/// The values of a two-seat race or material count: the first seat's
/// `lead`, squashed by `scale` into `-1..1`, and its opposite for the
/// second seat. Always an estimate (true).
fn two_seat_lead(values: &mut [f64], lead: f64, scale: f64) -> bool {
    let v = (lead / scale).tanh();
    values[0] = v;
    values[1] = -v;
    true
}

/// Every knowledge type, for the test that finds hooks written for a game
/// and reached by no registration: `knowledge_types!(m!(args))` expands to
/// `m!(args; AweleKnowledge, …)`. A test checks every `impl Hooks` of the
/// folder names a type listed here.
#[cfg(test)]
macro_rules! knowledge_types {
    ($callback:ident ! ($($args:tt)*)) => {
        $callback!($($args)*;
            AweleKnowledge, BreakthruKnowledge, DuodecimKnowledge, GoKnowledge,
            GomokuKnowledge, KonoKnowledge, LoaKnowledge, MancalaKnowledge, MingMangKnowledge, PipKnowledge,
            PrarieKnowledge, QuoridorKnowledge, SahkkuKnowledge, SenetKnowledge,
            TaflKnowledge, TwixtKnowledge, UrKnowledge)
    };
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;
    use std::marker::PhantomData;

    use super::*;

    /// Whether `K` implements `Hooks<R>`, asked of concrete types: the
    /// method of [`Written`] applies only where the bound holds, else the
    /// one of [`NotWritten`] (one reference further) answers.
    struct Probe<K, R>(PhantomData<(K, R)>);

    trait Written {
        fn written(&self) -> bool {
            true
        }
    }
    impl<K: Hooks<R>, R: Rules> Written for Probe<K, R> {}

    trait NotWritten {
        fn written(&self) -> bool {
            false
        }
    }
    impl<K, R> NotWritten for &Probe<K, R> {}

    /// For rules type `R`: each knowledge type with whether it has hooks
    /// for `R`.
    macro_rules! written_for {
        ($rules:ty; $($knowledge:ty),* $(,)?) => {
            vec![$((stringify!($knowledge), (&Probe::<$knowledge, $rules>(PhantomData)).written())),*]
        };
    }

    /// Every registered game: its slug, whether it has a registration, and
    /// the knowledge types with hooks written for it.
    macro_rules! every_game {
        ($($rules:ty),* $(,)?) => {
            vec![$((
                <$rules as Rules>::info().slug,
                TypeId::of::<$rules>(),
                registration_of::<$rules>().is_some(),
                knowledge_types!(written_for!($rules)),
            )),*]
        };
    }

    #[test]
    fn every_game_with_hooks_written_for_it_has_a_registration() {
        let games = games::for_each_rules!(every_game);
        let mut unreached = Vec::new();
        for (slug, _, registered, written) in &games {
            let written: Vec<&str> = written.iter().filter(|(_, w)| *w).map(|(k, _)| *k).collect();
            if !written.is_empty() && !registered {
                unreached.push(format!(
                    "{slug}: hooks written ({}) but no registration",
                    written.join(", ")
                ));
            }
        }
        assert!(unreached.is_empty(), "{}", unreached.join("\n"));
        // Some hooks are found at all (the probe can say yes).
        assert!(games.iter().filter(|g| g.2).count() >= 50);
    }

    #[test]
    fn registrations_name_registered_games_once() {
        let games: HashSet<TypeId> = games::for_each_rules!(every_game)
            .into_iter()
            .map(|g| g.1)
            .collect();
        let mut seen = HashSet::new();
        for r in registrations() {
            let id = (r.rules)();
            assert!(
                games.contains(&id),
                "a registration for a game the registry does not have"
            );
            assert!(seen.insert(id), "a game registered twice");
        }
    }

    /// The probe's list of knowledge types is complete: every `impl …
    /// Hooks<…> for X` of this folder names one of them.
    #[test]
    fn every_knowledge_type_is_probed() {
        macro_rules! names {
            (; $($knowledge:ty),* $(,)?) => {
                [$(stringify!($knowledge)),*]
            };
        }
        let probed = knowledge_types!(names!());
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/knowledge");
        let mut folders = vec![dir];
        let mut found = 0;
        while let Some(folder) = folders.pop() {
            for entry in std::fs::read_dir(folder).unwrap().flatten() {
                let path = entry.path();
                if path.is_dir() {
                    folders.push(path);
                    continue;
                }
                let text = std::fs::read_to_string(&path).unwrap();
                for line in text
                    .lines()
                    .filter(|l| l.starts_with("impl") && l.contains("Hooks<"))
                {
                    let name = line.rsplit(" for ").next().unwrap().trim_end_matches(" {").trim();
                    assert!(probed.contains(&name), "{}: {name} is not probed", path.display());
                    found += 1;
                }
            }
        }
        assert!(found >= probed.len());
    }

    /// The bot's hooks for a registered game are its registration's.
    #[test]
    fn hooks_for_finds_the_registration() {
        use games::alignment::gomoku::Gomoku;
        use games::mancala::oh_wah_ree::OhWahReeArabian;
        assert!(registration_of::<Gomoku>().is_some());
        assert!(registration_of::<games::capture::nim::Nim>().is_none());
        // Registered as plain search on purpose.
        assert!(registration_of::<OhWahReeArabian>().is_some());
        let made = (registration_of::<Gomoku>().unwrap().make)();
        assert!(made.downcast::<Box<dyn Hooks<Gomoku>>>().is_ok());
    }
}
