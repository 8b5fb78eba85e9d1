//! The bot's knowledge mirrors the games crate: `src/knowledge/<family>/
//! <game>.rs` for `games::<family>::<game>`, so a game's knowledge is found
//! where its rules are.

use std::fs;
use std::path::Path;

#[test]
fn knowledge_files_mirror_the_games_folders() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let knowledge = root.join("src/knowledge");
    let games = root.join("../games/src");
    let folders: Vec<&str> = games::Family::ALL.iter().filter_map(|f| f.folder()).collect();
    for entry in fs::read_dir(&knowledge).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_file() {
            assert_eq!(name, "mod.rs", "knowledge/{name}: put it in its family's folder");
            continue;
        }
        assert!(
            folders.contains(&name.as_str()),
            "knowledge/{name}/ is not a family folder ({folders:?})"
        );
        for file in fs::read_dir(&path).unwrap() {
            let file = file.unwrap().file_name().to_string_lossy().into_owned();
            let Some(stem) = file.strip_suffix(".rs") else {
                continue;
            };
            if stem == "mod" {
                continue;
            }
            let in_games = games.join(&name);
            assert!(
                in_games.join(&file).is_file() || in_games.join(stem).is_dir(),
                "knowledge/{name}/{file} has no games/src/{name}/{file} or {stem}/ beside its rules"
            );
        }
    }
}
