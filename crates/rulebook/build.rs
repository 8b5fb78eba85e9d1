//! Embeds the rules pages: lists `assets/rules/*.md` (all but FORMAT.md and
//! README.md) and writes `pages.rs`, a table of file names and
//! `include_str!`s, so the bot needs no files at run time.

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::PathBuf;

/// Markdown files in the pages folder that are not pages.
const NOT_PAGES: [&str; 2] = ["FORMAT.md", "README.md"];

fn main() {
    let manifest = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let dir = manifest.join("../../assets/rules");
    // A directory is watched as a whole: adding or removing a page reruns
    // this script; each included file is tracked by the compiler too.
    println!("cargo:rerun-if-changed={}", dir.display());

    let mut names: Vec<(String, PathBuf)> = match fs::read_dir(&dir) {
        Ok(entries) => entries
            .filter_map(Result::ok)
            .filter_map(|e| {
                let name = e.file_name().into_string().ok()?;
                let is_page = name.ends_with(".md") && !NOT_PAGES.contains(&name.as_str());
                is_page.then(|| (name, e.path()))
            })
            .collect(),
        Err(_) => Vec::new(),
    };
    names.sort();

    let mut out = String::from("/// The embedded pages: file name and text, in file-name order.\n");
    out.push_str("pub(crate) static FILES: &[(&str, &str)] = &[\n");
    for (name, path) in &names {
        let path = path.canonicalize().unwrap_or_else(|_| path.clone());
        let path = path.to_str().expect("the pages' paths are UTF-8");
        writeln!(out, "    ({name:?}, include_str!({path:?})),").expect("writing to a String");
    }
    out.push_str("];\n");

    let target = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR")).join("pages.rs");
    fs::write(&target, out).expect("OUT_DIR is writable");
}
