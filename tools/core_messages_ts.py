"""Write ``resources/translations/core_<lang>.ts``: every template of the core's messages.

The core's texts are ``Message("template", ...)`` calls (``vptrainer.core.messages``), which
``pyside6-lupdate`` does not read. This script finds them in the source (every string
literal given first to a call of ``Message``), and writes one ``.ts`` file per language in
the ``core`` context, keeping the translations already there; a new template is added
unfinished, a template no longer in the source is dropped.

    python tools/core_messages_ts.py            # update every core_<lang>.ts
    python tools/core_messages_ts.py --check    # fail when a .ts is out of date or unfinished
    python tools/core_messages_ts.py --fill es=tr.json   # take translations from a JSON map
"""

from __future__ import annotations

import argparse
import ast
import json
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "vptrainer" / "core"
OUT = ROOT / "resources" / "translations"
LANGUAGES = ("pt_BR", "zh_CN", "ja", "hi", "es")
CONTEXT = "core"

sys.path.insert(0, str(ROOT))
from vptrainer.core.messages import is_structural  # noqa: E402


@dataclass(frozen=True)
class Template:
    """One template and the first place it is written."""

    text: str
    file: str
    line: int


def templates(source: Path = SOURCE) -> list[Template]:
    """Every translatable template in the core, in source order, each once."""
    found: dict[str, Template] = {}
    for path in sorted(source.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", None)
            first = node.args[0]
            if name != "Message" or not isinstance(first, ast.Constant):
                continue
            if not isinstance(first.value, str) or is_structural(first.value):
                continue
            where = path.relative_to(ROOT).as_posix()
            found.setdefault(first.value, Template(first.value, where, node.lineno))
    return sorted(found.values(), key=lambda t: (t.file, t.line))


def read_ts(path: Path) -> dict[str, tuple[str, bool]]:
    """The translations of a ``.ts`` file: source -> (translation, finished)."""
    if not path.exists():
        return {}
    kept: dict[str, tuple[str, bool]] = {}
    for message in ET.parse(path).getroot().iter("message"):
        source = message.findtext("source") or ""
        tr = message.find("translation")
        if tr is None:
            continue
        finished = tr.get("type") not in ("unfinished", "obsolete", "vanished")
        kept[source] = (tr.text or "", finished)
    return kept


def write_ts(
    path: Path, language: str, found: list[Template], known: dict[str, tuple[str, bool]]
) -> None:
    """Write the ``.ts`` of ``language`` with ``found``, translated as ``known`` says."""
    ts = ET.Element("TS", version="2.1", language=language)
    context = ET.SubElement(ts, "context")
    ET.SubElement(context, "name").text = CONTEXT
    for t in found:
        message = ET.SubElement(context, "message")
        ET.SubElement(message, "location", filename=f"../../{t.file}", line=str(t.line))
        ET.SubElement(message, "source").text = t.text
        text, finished = known.get(t.text, ("", False))
        tr = ET.SubElement(message, "translation")
        tr.text = text
        if not finished or not text:
            tr.set("type", "unfinished")
    ET.indent(ts)
    body = ET.tostring(ts, encoding="unicode")
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8"
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="fail on a stale or unfinished .ts")
    parser.add_argument("--fill", action="append", default=[], metavar="LANG=JSON")
    args = parser.parse_args(argv)
    found = templates()
    fills = dict(item.split("=", 1) for item in args.fill)
    problems = []
    for language in LANGUAGES:
        path = OUT / f"core_{language}.ts"
        known = read_ts(path)
        if language in fills:
            mapping = json.loads(Path(fills[language]).read_text(encoding="utf-8"))
            known.update({k: (v, True) for k, v in mapping.items() if v})
        if args.check:
            missing = [t.text for t in found if not known.get(t.text, ("", False))[1]]
            stale = set(known) - {t.text for t in found}
            if missing or stale:
                problems.append(f"{path.name}: {len(missing)} unfinished, {len(stale)} stale")
            continue
        write_ts(path, language, found, known)
        done = sum(1 for t in found if known.get(t.text, ("", False))[1])
        print(f"{path.relative_to(ROOT)}: {done}/{len(found)} translated")
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
