"""Compile the translation sources into the files the app loads.

Every ``resources/translations/<area>_<lang>.ts`` of a language (area: app, analyze,
bankroll, strategy, practice, core, qt) goes into one ``vptrainer_<lang>.qm`` beside
them, with ``pyside6-lrelease`` (shipped with PySide6). ``./dev`` runs this before the
app, the tests and the bundle's build; a language is compiled again when one of its
``.ts`` files is newer than its ``.qm`` (``--all``: every language).

    python -m vptrainer.gui.i18n.compile [--all] [--check]

prints each compiled language's completion as lrelease counts it (``ja: 100%
(1234 of 1234 finished)``); ``--check`` exits 1 when a language is not complete.
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[3]
TRANSLATIONS = ROOT / "resources" / "translations"
_COUNTS = re.compile(r"Generated (\d+) translation\(s\) \((\d+) finished and (\d+) unfinished\)")
_IGNORED = re.compile(r"Ignored (\d+) untranslated source text\(s\)")


@dataclass(frozen=True)
class Completion:
    """What lrelease said of one language: translations finished, unfinished, and
    source texts with no translation at all (left out of the ``.qm``)."""

    language: str
    finished: int
    unfinished: int
    untranslated: int
    sources: tuple[str, ...]

    @property
    def total(self) -> int:
        return self.finished + self.unfinished + self.untranslated

    @property
    def percent(self) -> float:
        """Finished translations, in percent of every source text (100 with none)."""
        return 100.0 * self.finished / self.total if self.total else 100.0

    def __str__(self) -> str:
        files = ", ".join(self.sources)
        return (
            f"{self.language}: {self.percent:.1f}% ({self.finished} of {self.total} finished, "
            f"{self.unfinished} unfinished, {self.untranslated} untranslated; {files})"
        )


def languages(folder: Path = TRANSLATIONS) -> list[str]:
    """The languages that have at least one ``.ts`` file (``app_pt_BR.ts`` -> ``pt_BR``)."""
    found = set()
    for ts in folder.glob("*_*.ts"):
        stem = ts.stem
        area, _, rest = stem.partition("_")
        if area and rest:
            found.add(rest)
    return sorted(found)


def sources(language: str, folder: Path = TRANSLATIONS) -> list[Path]:
    """A language's ``.ts`` files (every area's)."""
    return sorted(
        ts for ts in folder.glob(f"*_{language}.ts") if ts.stem.partition("_")[2] == language
    )


def qm_path(language: str, folder: Path = TRANSLATIONS) -> Path:
    """The compiled file the app loads for ``language``."""
    return folder / f"vptrainer_{language}.qm"


def is_stale(language: str, folder: Path = TRANSLATIONS) -> bool:
    """Whether ``language``'s ``.qm`` is missing or older than one of its ``.ts`` files."""
    qm = qm_path(language, folder)
    if not qm.exists():
        return True
    built = qm.stat().st_mtime
    return any(ts.stat().st_mtime > built for ts in sources(language, folder))


def lrelease_command() -> list[str]:
    """How to run PySide6's lrelease (the script beside this Python, else the module)."""
    beside = Path(sys.executable).parent / "pyside6-lrelease"
    if beside.exists():
        return [str(beside)]
    return [sys.executable, "-c", "from PySide6.scripts.pyside_tool import lrelease; lrelease()"]


def compile_language(
    language: str, folder: Path = TRANSLATIONS, out: Path | None = None
) -> Completion:
    """Compile every ``.ts`` of ``language`` into one ``.qm`` (``out``, else the app's);
    raises ``RuntimeError`` with lrelease's message when it fails."""
    files = sources(language, folder)
    target = out or qm_path(language, folder)
    command = [*lrelease_command(), *map(str, files), "-qm", str(target)]
    proc = subprocess.run(command, capture_output=True, text=True, check=False)
    output = proc.stdout + proc.stderr
    counts = _COUNTS.search(output)
    if proc.returncode != 0 or counts is None:
        raise RuntimeError(f"lrelease failed for {language}:\n{output.strip()}")
    ignored = _IGNORED.search(output)
    return Completion(
        language,
        finished=int(counts.group(2)),
        unfinished=int(counts.group(3)),
        untranslated=int(ignored.group(1)) if ignored else 0,
        sources=tuple(ts.name for ts in files),
    )


def main(argv: list[str] | None = None) -> int:
    """Compile the stale languages (``--all``: every one); print their completion."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--all", action="store_true", help="compile every language")
    parser.add_argument(
        "--check", action="store_true", help="exit 1 when a language is not 100%% finished"
    )
    args = parser.parse_args(argv)
    incomplete = False
    for language in languages():
        if not args.all and not is_stale(language):
            continue
        try:
            completion = compile_language(language)
        except (RuntimeError, OSError) as exc:
            print(f"translations: {exc}", file=sys.stderr)
            return 1
        print(f"translations: {completion}", file=sys.stderr)
        incomplete |= completion.finished != completion.total
    return 1 if args.check and incomplete else 0


if __name__ == "__main__":
    raise SystemExit(main())
