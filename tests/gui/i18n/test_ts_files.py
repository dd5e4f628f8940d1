"""The translation sources: every entry finished and keeping its placeholders, every area in
every language, and lrelease counting each language 100% finished."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from i18n_texts import AREAS, LANGUAGES, area_of, language_of, messages, translations_of, ts_files

from vptrainer.gui.i18n import compile as i18n_compile

_NAMED = re.compile(r"\{([A-Za-z_][A-Za-z0-9_]*)(?:[:!][^{}]*)?\}")
_NUMBERED = re.compile(r"%L?(\d+)")


def _ts_ids() -> list[Path]:
    return ts_files()


@pytest.mark.parametrize("ts", _ts_ids(), ids=lambda p: p.name)
def test_every_entry_is_finished_and_keeps_its_placeholders(ts: Path) -> None:
    """No ``type="unfinished"`` (nor vanished or obsolete) entry, no empty translation, and
    each translation has exactly the source's placeholders (a ``{name}`` that the code
    does not fill would stop ``format`` with a KeyError)."""
    assert language_of(ts) in LANGUAGES, f"{ts.name}: not one of {LANGUAGES}"
    problems = []
    for context, message, translation in messages(ts):
        source = message.findtext("source") or ""
        where = f"{context}: {source[:60]!r}"
        if translation is None:
            problems.append(f"{where}: no translation")
            continue
        kind = translation.get("type")
        if kind is not None:
            problems.append(f"{where}: {kind}")
        texts = translations_of(translation)
        if not texts or any(not t.strip() for t in texts):
            problems.append(f"{where}: empty translation")
            continue
        for text in texts:
            if set(_NAMED.findall(text)) != set(_NAMED.findall(source)):
                problems.append(f"{where}: placeholders {_NAMED.findall(text)} in {text!r}")
            if set(_NUMBERED.findall(text)) != set(_NUMBERED.findall(source)):
                problems.append(f"{where}: %-arguments differ in {text!r}")
        if message.get("numerus") == "yes" and not all("%n" in t or "%Ln" in t for t in texts):
            problems.append(f"{where}: a plural form without %n")
    assert problems == [], f"{ts.name}:\n" + "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_lrelease_counts_every_language_complete(language: str, tmp_path: Path) -> None:
    """lrelease compiles every ``.ts`` of the language, each of its texts finished."""
    if not i18n_compile.sources(language):
        pytest.fail(f"{language}: no .ts file at all")
    completion = i18n_compile.compile_language(language, out=tmp_path / "check.qm")
    assert completion.finished == completion.total, str(completion)


@pytest.mark.i18n_complete
@pytest.mark.parametrize("area", AREAS)
def test_every_area_is_translated_into_every_language(area: str) -> None:
    """Each area of the app (app, analyze, practice, bankroll, strategy, core) has its
    ``<area>_<lang>.ts`` in the five languages."""
    have = {language_of(ts) for ts in ts_files() if area_of(ts) == area}
    missing = [f"{area}_{language}.ts" for language in LANGUAGES if language not in have]
    assert missing == [], f"{area}: missing {', '.join(missing)}"


def test_each_language_has_the_same_source_texts_in_each_area() -> None:
    """An area's five ``.ts`` files hold the same sources (lupdate run on all five)."""
    by_area: dict[str, dict[str, set[tuple[str, str]]]] = {}
    for ts in ts_files():
        if area_of(ts) == "qt":  # Qt's own texts, for the languages Qt lacks
            continue
        keys = {(c, m.findtext("source") or "") for c, m, _t in messages(ts)}
        by_area.setdefault(area_of(ts), {})[language_of(ts)] = keys
    problems = []
    for area, languages in sorted(by_area.items()):
        every = set().union(*languages.values())
        for language, keys in sorted(languages.items()):
            if keys != every:
                lacking = sorted(every - keys)[:5]
                problems.append(f"{area}_{language}.ts lacks {len(every - keys)}: {lacking}")
    assert problems == []
