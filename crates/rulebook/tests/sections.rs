//! Pages, sections, chat messages, languages and status lines.

use rulebook::{DISCORD_LIMIT, Lang, SectionError, SectionKey, TELEGRAM_LIMIT};

#[test]
fn a_page_has_its_sections_in_order() {
    for entry in rulebook::book().entries() {
        for lang in Lang::ALL {
            let page = entry.page(lang);
            let keys: Vec<SectionKey> = page.sections.iter().map(|s| s.key).collect();
            assert!(keys.windows(2).all(|w| w[0] < w[1]), "{}: {keys:?}", page.file);
            assert_eq!(keys.first(), Some(&SectionKey::Overview));
        }
    }
    let page = rulebook::page("awele", Lang::It).unwrap();
    assert_eq!(page.lang, Lang::It);
    assert_eq!(page.sections[1].title, "Preparazione");
}

#[test]
fn sections_are_found_by_key_or_title_in_either_language() {
    let by =
        |game: &str, lang: Lang, which: &str| rulebook::section(game, lang, which).map(|s| (s.key, s.title));
    assert_eq!(by("awele", Lang::En, "setup"), Ok((SectionKey::Setup, "Set-up")));
    assert_eq!(
        by("awele", Lang::En, "Preparazione"),
        Ok((SectionKey::Setup, "Set-up"))
    );
    assert_eq!(
        by("oware", Lang::It, "set up"),
        Ok((SectionKey::Setup, "Preparazione"))
    );
    assert_eq!(
        by("nim", Lang::It, "playing here"),
        Ok((SectionKey::Here, "Come si gioca qui"))
    );
    assert_eq!(
        by("nim", Lang::En, "COME SI GIOCA QUI"),
        Ok((SectionKey::Here, "Playing here"))
    );
    assert_eq!(
        by("gomoku", Lang::En, "fine e punteggio"),
        Ok((SectionKey::End, "End and scoring"))
    );
    assert_eq!(
        by("konane", Lang::En, "varianti"),
        Ok((SectionKey::Variants, "Variants and options"))
    );
    assert!(matches!(
        rulebook::section("nim", Lang::En, "captures"),
        Err(SectionError::NotOnPage {
            key: SectionKey::Captures,
            ..
        })
    ));
    assert!(matches!(
        rulebook::section("nim", Lang::En, "history"),
        Err(SectionError::UnknownSection { .. })
    ));
    assert!(matches!(
        rulebook::section("chequers", Lang::En, "setup"),
        Err(SectionError::Game(_))
    ));
}

/// Every section of every page fits the platforms' limits once split, and
/// the split loses nothing.
#[test]
fn messages_fit_the_platform_limits() {
    for entry in rulebook::book().entries() {
        for lang in Lang::ALL {
            for section in &entry.page(lang).sections {
                for limit in [DISCORD_LIMIT, TELEGRAM_LIMIT, 300] {
                    let messages = rulebook::messages(section, limit);
                    assert!(!messages.is_empty());
                    for m in &messages {
                        assert!(m.encode_utf16().count() <= limit, "{}", entry.slug());
                        assert_eq!(m.matches('`').count() % 2, 0, "a code span was cut: {m}");
                    }
                    let joined: String = messages.concat().split_whitespace().collect();
                    let whole: String = format!("**{}**{}", section.title, section.text())
                        .split_whitespace()
                        .collect();
                    assert_eq!(joined, whole);
                }
            }
        }
    }
}

fn page_with(play: &str) -> rulebook::Rulebook {
    let text = format!(
        "---\nslug: shax\nlang: en\nname: Shax\nfamily: alignment\nplayers: 2\nstatus: planned\n---\n\n\
         ## Overview\n\nx\n\n## Set-up\n\nx\n\n## Play\n\n{play}\n\n## End and scoring\n\nx\n\n## Notes\n\nx\n"
    );
    rulebook::Rulebook::from_files(&[("shax.en.md", text.leak())])
}

#[test]
fn splitting_cuts_between_paragraphs_first() {
    let play = ["First paragraph.", "- item one", "- item two", "Last paragraph."].join("\n");
    let play = play
        .replace("paragraph.\n-", "paragraph.\n\n-")
        .replace("two\nLast", "two\n\nLast");
    let book = page_with(&play);
    let section = book.section("shax", Lang::En, "play").unwrap();
    assert_eq!(
        rulebook::messages(section, 2000),
        ["**Play**\nFirst paragraph.\n\n- item one\n- item two\n\nLast paragraph."]
    );
    assert_eq!(
        rulebook::messages(section, 37),
        [
            "**Play**\nFirst paragraph.",
            "- item one\n- item two",
            "Last paragraph."
        ]
    );
    assert_eq!(
        rulebook::messages(section, 20),
        [
            "**Play**",
            "First paragraph.",
            "- item one",
            "- item two",
            "Last paragraph."
        ]
    );
}

#[test]
fn a_long_paragraph_is_cut_between_sentences_and_never_inside_code() {
    let play = "One two three. `/move d3-e3xf4` is a move with a removal. Four five six seven.";
    let book = page_with(play);
    let section = book.section("shax", Lang::En, "play").unwrap();
    for limit in 16..60 {
        for m in rulebook::messages(section, limit) {
            assert!(m.chars().count() <= limit, "{limit}: {m}");
            assert_eq!(m.matches('`').count() % 2, 0, "{limit}: {m}");
        }
    }
    assert_eq!(
        rulebook::messages(section, 50),
        [
            "**Play**",
            "One two three.",
            "`/move d3-e3xf4` is a move with a removal.",
            "Four five six seven."
        ]
    );
    // A code span longer than the limit is the one thing that must be cut.
    assert!(
        rulebook::messages(section, 5)
            .iter()
            .all(|m| m.chars().count() <= 5)
    );
}

#[test]
fn the_language_falls_back_to_english() {
    let book = page_with("Moves.");
    let page = book.page("shax", Lang::It).unwrap();
    assert_eq!(page.lang, Lang::En);
    let section = book.section("shax", Lang::It, "svolgimento").unwrap();
    assert_eq!(section.title, "Play");
}

#[test]
fn status_lines_say_what_is_playable() {
    let book = page_with("Moves.");
    let shax = book.lookup("shax").unwrap();
    assert_eq!(
        shax.page(Lang::En).status_line(),
        Some("Not yet playable in Tavolo")
    );
    assert_eq!(
        rulebook::not_yet_playable(Lang::It),
        "Non ancora giocabile su Tavolo"
    );
    assert_eq!(
        rulebook::lookup("nim").unwrap().page(Lang::En).status_line(),
        None
    );
    let text = "---\nslug: tasto\nlang: it\nname: Tasto\nfamily: rules-only\nplayers: 2-6\nstatus: not-chat\n---\n\n\
                ## Panoramica\n\nx\n\n## Preparazione\n\nx\n\n## Svolgimento\n\nx\n\n## Fine e punteggio\n\nx\n\n\
                ## Note\n\nx\n\n## Perché non qui\n\nSi gioca al tatto, a occhi chiusi.\n";
    let book = rulebook::Rulebook::from_files(&[("tasto.it.md", text)]);
    let tasto = book.lookup("tasto").unwrap();
    assert_eq!(tasto.players().to_string(), "2-6");
    assert_eq!(
        tasto.page(Lang::It).status_line(),
        Some("Si gioca al tatto, a occhi chiusi.")
    );
}
