//! Per-game hooks where they pay, found by the game's rules type. A
//! knowledge file registers its hooks beside them ([`register!`]: the hooks,
//! then the rules types they serve), and its name goes in its family's
//! `mod.rs` ([`family!`]): nothing else names it. A game without a
//! registration is searched with [`Plain`]. The folders mirror the families
//! of the games crate (`mancala/`, `races/`, `alignment/`, …): a game's
//! knowledge goes in its family's folder. A test fails where a registered
//! game has hooks written for it that no registration reaches.

use std::any::{Any, TypeId};

use games::Rules;

use crate::hooks::{Hooks, Plain};

pub(crate) mod alignment;
mod capture;
mod hidden;
mod mancala;
mod modern;
mod races;

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

/// One `register!` line: a value of hooks and the rules types it serves.
pub(crate) struct Group {
    pub(crate) registrations: &'static [Registration],
    /// Every registered game the hooks' type has hooks written for, found
    /// by the test probe (see `tests`): some may lack a registration.
    #[cfg(test)]
    pub(crate) written_for: fn() -> Vec<TypeId>,
}

/// `hooks` for rules `R`, boxed so a registration can hold any game's.
pub(crate) fn erase<R: Rules>(hooks: impl Hooks<R> + 'static) -> Box<dyn Any> {
    Box::new(Box::new(hooks) as Box<dyn Hooks<R>>)
}

/// Registers a knowledge file's hooks, one group per value of hooks:
/// `register! { GomokuKnowledge::default() => [Gomoku] }` makes the file's
/// `REGISTRATIONS`, which its family gathers ([`family!`]).
macro_rules! register {
    ($($hooks:expr => [$($rules:ty),+ $(,)?]),+ $(,)?) => {
        pub(super) const REGISTRATIONS: &[$crate::knowledge::Group] = &[$(
            $crate::knowledge::Group {
                registrations: &[$(
                    $crate::knowledge::Registration::new::<$rules>(|| {
                        $crate::knowledge::erase::<$rules>($hooks)
                    })
                ),+],
                #[cfg(test)]
                written_for: || $crate::knowledge::tests::written_for!($hooks),
            }
        ),+];
    };
}
pub(crate) use register;

/// A family's folder: its knowledge files, by name, whose registrations it
/// gathers as the family's `REGISTRATIONS`.
macro_rules! family {
    ($($file:ident),+ $(,)?) => {
        $(pub(crate) mod $file;)+

        /// The family's registrations: every knowledge file's.
        pub(super) const REGISTRATIONS: &[&[$crate::knowledge::Group]] = &[$($file::REGISTRATIONS),+];
    };
}
pub(crate) use family;

/// Every family's registrations.
const FAMILIES: &[&[&[Group]]] = &[
    alignment::REGISTRATIONS,
    capture::REGISTRATIONS,
    hidden::REGISTRATIONS,
    mancala::REGISTRATIONS,
    modern::REGISTRATIONS,
    races::REGISTRATIONS,
];

fn groups() -> impl Iterator<Item = &'static Group> {
    FAMILIES
        .iter()
        .flat_map(|family| family.iter())
        .flat_map(|file| file.iter())
}

fn registrations() -> impl Iterator<Item = &'static Registration> {
    groups().flat_map(|group| group.registrations.iter())
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

#[cfg(test)]
pub(crate) mod tests {
    use std::collections::{HashMap, HashSet};
    use std::marker::PhantomData;

    use super::*;

    /// Whether `K` implements `Hooks<R>`, asked where both types are
    /// concrete: the method of [`Written`] applies only where the bound
    /// holds, else the one of [`NotWritten`] (one reference further)
    /// answers. In generic code it would always answer no.
    pub(crate) struct Probe<K, R>(PhantomData<(K, R)>);

    pub(crate) trait Written {
        fn written(&self) -> bool {
            true
        }
    }
    impl<K: Hooks<R>, R: Rules> Written for Probe<K, R> {}

    pub(crate) trait NotWritten {
        fn written(&self) -> bool {
            false
        }
    }
    impl<K, R> NotWritten for &Probe<K, R> {}

    /// The probe of `K` (the type of `_hooks`) for `R`.
    pub(crate) fn probe<K, R>(_hooks: &K) -> Probe<K, R> {
        Probe(PhantomData)
    }

    /// Every registered game for which the type of `$hooks` has hooks
    /// written, [`Plain`] (written for every game) apart. A macro, so that
    /// the probe sees the concrete type (see [`Probe`]).
    macro_rules! written_for {
        ($hooks:expr) => {{
            #[allow(unused_imports)]
            use $crate::knowledge::tests::probe_each;
            let hooks = $hooks;
            let plain = (&hooks as &dyn ::std::any::Any).is::<$crate::hooks::Plain>();
            games::for_each_rules!(probe_each, hooks)
                .into_iter()
                .filter(|(_, written)| *written && !plain)
                .map(|(id, _)| id)
                .collect::<Vec<::std::any::TypeId>>()
        }};
    }

    /// `(rules type, written)` for `$hooks` and every game (through
    /// [`games::for_each_rules!`]).
    macro_rules! probe_each {
        ($hooks:ident; $($rules:ty),* $(,)?) => {{
            #[allow(unused_imports)]
            use $crate::knowledge::tests::{NotWritten as _, Written as _};
            [$((
                ::std::any::TypeId::of::<$rules>(),
                (&$crate::knowledge::tests::probe::<_, $rules>(&$hooks)).written(),
            )),*]
        }};
    }
    pub(crate) use probe_each;
    pub(crate) use written_for;

    /// Every registered game's rules type, with its slug.
    fn slugs() -> HashMap<TypeId, &'static str> {
        macro_rules! each {
            ($($rules:ty),* $(,)?) => {
                [$((TypeId::of::<$rules>(), <$rules as Rules>::info().slug)),*]
            };
        }
        games::for_each_rules!(each).into_iter().collect()
    }

    #[test]
    fn every_game_with_hooks_written_for_it_has_a_registration() {
        let slugs = slugs();
        let registered: HashSet<TypeId> = registrations().map(|r| (r.rules)()).collect();
        let mut unreached = Vec::new();
        let mut written = 0;
        for group in groups() {
            for id in (group.written_for)() {
                written += 1;
                if !registered.contains(&id) {
                    unreached.push(format!("{}: hooks written but no registration", slugs[&id]));
                }
            }
        }
        assert!(unreached.is_empty(), "{}", unreached.join("\n"));
        // The probe can say yes, and finds the hooks registered.
        assert!(written >= 50, "{written}");
    }

    /// The probe tells hooks written for a game from hooks that are not.
    #[test]
    fn the_probe_sees_which_games_hooks_serve() {
        use games::alignment::gomoku::Gomoku;
        use games::capture::nim::Nim;
        let gomoku = alignment::REGISTRATIONS
            .iter()
            .flat_map(|file| file.iter())
            .find(|g| {
                g.registrations
                    .iter()
                    .any(|r| (r.rules)() == TypeId::of::<Gomoku>())
            })
            .unwrap();
        let written = (gomoku.written_for)();
        assert_eq!(written, [TypeId::of::<Gomoku>()]);
        assert!(!written.contains(&TypeId::of::<Nim>()));
        assert!(written_for!(Plain).is_empty());
    }

    #[test]
    fn registrations_name_registered_games_once() {
        let games = slugs();
        let mut seen = HashSet::new();
        for r in registrations() {
            let id = (r.rules)();
            assert!(
                games.contains_key(&id),
                "a registration for a game the registry does not have"
            );
            assert!(seen.insert(id), "{}: registered twice", games[&id]);
        }
    }

    /// A file left out of its family's list, or a folder left out of the
    /// families, would not be compiled at all: every one is listed.
    #[test]
    fn every_knowledge_file_is_in_its_family() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/knowledge");
        let root = std::fs::read_to_string(dir.join("mod.rs")).unwrap();
        let mut files = 0;
        for folder in std::fs::read_dir(&dir).unwrap().flatten().map(|e| e.path()) {
            if !folder.is_dir() {
                continue;
            }
            let family = folder.file_name().unwrap().to_str().unwrap();
            assert!(
                root.contains(&format!("mod {family};")),
                "{family} is not a family"
            );
            assert!(
                root.contains(&format!("    {family}::REGISTRATIONS,")),
                "{family} is not gathered"
            );
            let list = std::fs::read_to_string(folder.join("mod.rs")).unwrap();
            let list = &list[list.find("family! {").expect("a family! list")..];
            for file in std::fs::read_dir(&folder).unwrap().flatten().map(|e| e.path()) {
                let stem = file.file_stem().unwrap().to_str().unwrap();
                if stem != "mod" {
                    files += 1;
                    assert!(
                        list.contains(&format!("    {stem},")),
                        "{family}/{stem}.rs is not listed"
                    );
                }
            }
        }
        assert!(files >= 17, "{files}");
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
