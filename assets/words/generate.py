#!/usr/bin/env python3
"""Makes the word lists and letter sets of assets/words/ (see README.md there).

Needs Debian's hunspell, hunspell-tools, hunspell-en-us and hunspell-it, and
PyPI's spacy-lookups-data 1.0.5 (its lemma tables; only the data files are
read, spaCy itself is not needed):

    apt-get install -y hunspell hunspell-tools hunspell-en-us hunspell-it
    pip install --no-deps spacy-lookups-data==1.0.5
    python3 assets/words/generate.py

The output is sorted, so with the same package versions a second run writes
the same bytes. The versions read are written in each list's first lines.
"""

import collections
import gzip
import json
import os
import re
import subprocess
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
HUNSPELL = "/usr/share/hunspell"
MIN_LEN, MAX_LEN = 2, 8
PLAIN = re.compile(r"[a-z]+")
# A lemma is a label, not a tile word: lower-case letters, accents allowed.
LEMMA = re.compile(r"[a-zàâäçèéêëìíîïòóôöùúûü]+")
TILES = 100

LANGS = {
    # slug: (hunspell dictionary, Debian package, spaCy lookup prefix)
    "en": ("en_US", "hunspell-en-us", "en"),
    "it": ("it_IT", "hunspell-it", "it"),
}


def package_version(name):
    return subprocess.run(
        ["dpkg-query", "-W", "-f=${Version}", name],
        check=True, capture_output=True, text=True,
    ).stdout


def lookups_dir():
    import spacy_lookups_data

    return os.path.join(os.path.dirname(spacy_lookups_data.__file__), "data")


def lookups_version():
    from importlib.metadata import version

    return version("spacy-lookups-data")


def load_table(prefix, name):
    path = os.path.join(lookups_dir(), f"{prefix}_{name}.json.gz")
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return json.load(f)


def fold(word):
    """Drops accents: città -> citta, perché -> perche (the tiles are plain)."""
    decomposed = unicodedata.normalize("NFD", word)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def expanded_forms(dic):
    """Every form hunspell's dictionary accepts, its affixes expanded."""
    out = subprocess.run(
        ["unmunch", f"{HUNSPELL}/{dic}.dic", f"{HUNSPELL}/{dic}.aff"],
        check=True, capture_output=True,
    ).stdout.decode("utf-8")
    forms = set()
    for line in out.splitlines():
        word = line.strip()
        # Capitals: proper nouns and abbreviations. Digits, apostrophes,
        # dots and hyphens fail the plain-letter test after folding.
        if not word or word != word.lower():
            continue
        plain = fold(word)
        if MIN_LEN <= len(plain) <= MAX_LEN and PLAIN.fullmatch(plain):
            forms.add(word)
    return forms


def hunspell_stems(dic, words):
    """hunspell -s: word -> the set of stems it prints for it."""
    text = "\n".join(sorted(words)) + "\n"
    out = subprocess.run(
        ["hunspell", "-d", f"{HUNSPELL}/{dic}", "-i", "UTF-8", "-s"],
        input=text.encode("utf-8"), check=True, capture_output=True,
    ).stdout.decode("utf-8")
    stems = collections.defaultdict(set)
    for line in out.splitlines():
        parts = line.split()
        if len(parts) == 2:
            stems[parts[0]].add(parts[1])
    return stems


def pick_stem(word, stems):
    """The word itself if it is one of its stems, else the first in order."""
    if word in stems or not stems:
        return word
    return min(stems)


def english_lemmas(forms):
    lookup = load_table("en", "lemma_lookup")
    stems = hunspell_stems("en_US", forms)
    lemmas = {}
    for word in forms:
        lemma = lookup.get(word)
        if lemma is None or not LEMMA.fullmatch(lemma):
            lemma = pick_stem(word, stems.get(word, set()))
        lemmas[word] = lemma
    return lemmas


# Morph-it's tables by part of speech, in the order used when the main
# table is silent and the word is not a lemma itself.
ITALIAN_POS = ["noun", "adj", "verb", "aux", "adv", "adp", "det", "pron"]


def italian_lemmas(forms):
    main = load_table("it", "lemma_lookup")
    by_pos = [load_table("it", f"lemma_lookup_{pos}") for pos in ITALIAN_POS]
    stems = hunspell_stems("it_IT", forms)
    lemmas = {}
    for word in forms:
        lemma = main.get(word)
        if lemma is None:
            readings = [table[word] for table in by_pos if word in table]
            if word in readings:
                lemma = word
            elif readings:
                lemma = readings[0]
        if lemma is None or not LEMMA.fullmatch(lemma):
            lemma = pick_stem(word, stems.get(word, set()))
        lemmas[word] = lemma
    return lemmas


def by_tile_word(lemmas):
    """Folded word -> lemma. Where two spellings fold to one word (papa and
    papà), the one without accents wins, then the first in order."""
    chosen = {}
    for word in sorted(lemmas, key=lambda w: (fold(w), w != fold(w), w)):
        chosen.setdefault(fold(word), lemmas[word])
    return chosen


def letter_set(words):
    """100 tiles in proportion to the letters of the list's words (each word
    once), every letter at least once; see README.md."""
    counts = collections.Counter()
    for word in words:
        counts.update(word)
    total = sum(counts.values())
    letters = [chr(c) for c in range(ord("a"), ord("z") + 1)]
    quota = {c: TILES * counts[c] / total for c in letters}
    tiles = {c: max(1, int(quota[c])) for c in letters}
    while sum(tiles.values()) < TILES:
        c = max(letters, key=lambda c: (quota[c] - tiles[c], -ord(c)))
        tiles[c] += 1
    while sum(tiles.values()) > TILES:
        c = max(
            (c for c in letters if tiles[c] > 1),
            key=lambda c: (tiles[c] - quota[c], -ord(c)),
        )
        tiles[c] -= 1
    return tiles, counts, total


def write_list(lang, dic, package, chosen):
    groups = collections.defaultdict(list)
    for word, lemma in chosen.items():
        groups[lemma].append(word)
    path = os.path.join(HERE, f"{lang}.txt")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(
            f"# {lang}: {len(chosen)} words of {MIN_LEN} to {MAX_LEN} plain letters"
            f" under {len(groups)} lemmas; made by generate.py\n"
            f"# from Debian's {package} {package_version(package)} ({dic}),"
            f" hunspell {package_version('hunspell')},"
            f" spacy-lookups-data {lookups_version()}\n"
        )
        for lemma in sorted(groups):
            f.write(f"{lemma}: {' '.join(sorted(groups[lemma]))}\n")


def write_letters(lang, chosen):
    tiles, counts, total = letter_set(chosen)
    path = os.path.join(HERE, f"letters.{lang}.txt")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(
            f"# {lang}: {TILES} tiles, invented (the original distribution is unknown);\n"
            f"# letter, tiles, share of the {total} letters of the list's words\n"
        )
        for c in sorted(tiles):
            f.write(f"{c.upper()} {tiles[c]} {100 * counts[c] / total:.2f}%\n")


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def debian_stanza(package, files):
    """The stanza of a Debian copyright file that covers `files`."""
    text = read(f"/usr/share/doc/{package}/copyright")
    for stanza in text.split("\n\n"):
        if stanza.startswith(f"Files: {files}"):
            return stanza + "\n"
    raise SystemExit(f"no stanza for {files} in {package}'s copyright")


def write_licences():
    from importlib.metadata import distribution

    spacy_mit = distribution("spacy-lookups-data").read_text("LICENSE")
    parts = {
        "en": [
            ("Word list: Debian's hunspell-en-us (SCOWL), its copyright file",
             read("/usr/share/doc/hunspell-en-us/copyright")),
            ("Lemmas: spacy-lookups-data's en_lemma_lookup (from WordNet), its licence",
             read(os.path.join(lookups_dir(), "en_license.txt"))),
        ],
        "it": [
            ("Word list: Debian's hunspell-it (LibreOffice's Italian dictionary),"
             " its copyright stanza; the full GPL-3 is GPL-3.txt beside this file",
             debian_stanza("hunspell-it", "dictionaries/it_IT/*")),
            ("The header of it_IT.dic",
             "".join(line[2:] + "\n" for line in
                     read(f"{HUNSPELL}/it_IT.dic").splitlines() if line.startswith("/"))),
            ("Lemmas: spacy-lookups-data's it_lemma_lookup* (from Morph-it!), its licence",
             read(os.path.join(lookups_dir(), "it_license.txt"))),
        ],
    }
    for lang, sections in parts.items():
        sections.append(("spacy-lookups-data's own licence", spacy_mit))
        with open(os.path.join(HERE, f"{lang}.LICENSE"), "w", encoding="utf-8",
                  newline="\n") as f:
            for title, text in sections:
                f.write(f"==== {title}\n\n{text.rstrip()}\n\n")
    with open(os.path.join(HERE, "GPL-3.txt"), "w", encoding="utf-8", newline="\n") as f:
        f.write(read("/usr/share/common-licenses/GPL-3"))


def main():
    write_licences()
    for lang, (dic, package, _) in LANGS.items():
        forms = expanded_forms(dic)
        lemmas = english_lemmas(forms) if lang == "en" else italian_lemmas(forms)
        chosen = by_tile_word(lemmas)
        write_list(lang, dic, package, chosen)
        write_letters(lang, chosen)
        print(f"{lang}: {len(chosen)} words")


if __name__ == "__main__":
    main()
