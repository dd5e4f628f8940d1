"""The wheel holds every package of the source tree, the built-in pay tables and the icons.

pyproject.toml lists the packages one by one, so a new package that is not listed
would be missing from an installed vptrainer; this test builds the wheel (offline,
without build isolation) from a copy of the source tree and looks inside.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from vptrainer.core.games.builtin import builtin_ids

ROOT = Path(__file__).resolve().parent.parent


def _source_files(folder: Path, pattern: str) -> set[str]:
    return {
        p.relative_to(folder).as_posix()
        for p in folder.rglob(pattern)
        if "__pycache__" not in p.parts
    }


@pytest.fixture(scope="module")
def wheel_names(tmp_path_factory: pytest.TempPathFactory) -> set[str]:
    """The file names inside a wheel built from a copy of the source tree."""
    tree = tmp_path_factory.mktemp("tree")
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    for name in ("vptrainer", "paytables", "resources"):
        shutil.copytree(ROOT / name, tree / name, ignore=ignore)
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, tree / name)
    out = tmp_path_factory.mktemp("wheel")
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation"]
    command += ["--no-index", "--disable-pip-version-check", "-q", "-w", str(out), str(tree)]
    proc = subprocess.run(command, capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr
    (wheel,) = out.glob("vptrainer-*.whl")
    with zipfile.ZipFile(wheel) as zf:
        return set(zf.namelist())


@pytest.mark.slow
def test_every_package_and_module_is_in_the_wheel(wheel_names: set[str]) -> None:
    packages = {
        p.parent.relative_to(ROOT).as_posix() for p in (ROOT / "vptrainer").rglob("__init__.py")
    }
    assert {"vptrainer/gui/analyze", "vptrainer/gui/practice", "vptrainer/core/engine"} <= packages
    for package in sorted(packages):
        assert f"{package}/__init__.py" in wheel_names, f"{package} is not in the wheel"
    modules = {f"vptrainer/{m}" for m in _source_files(ROOT / "vptrainer", "*.py")}
    assert modules <= wheel_names, sorted(modules - wheel_names)


@pytest.mark.slow
def test_pay_tables_and_icons_are_in_the_wheel(wheel_names: set[str]) -> None:
    tables = {f"vptrainer/paytables/{t}" for t in _source_files(ROOT / "paytables", "*.toml")}
    assert "vptrainer/paytables/jacks-or-better-9-6.toml" in tables
    assert tables <= wheel_names, sorted(tables - wheel_names)
    icons = {f"vptrainer/resources/{i}" for i in _source_files(ROOT / "resources", "*.png")}
    icons.add("vptrainer/resources/vptrainer.svg")
    assert "vptrainer/resources/icons/vptrainer-256.png" in icons
    assert icons <= wheel_names, sorted(icons - wheel_names)
    help_texts = {f"vptrainer/resources/{h}" for h in _source_files(ROOT / "resources", "*.md")}
    assert "vptrainer/resources/help/glossary.md" in help_texts
    assert help_texts <= wheel_names, sorted(help_texts - wheel_names)
    assert "vptrainer/paytables/__init__.py" in wheel_names
    assert "vptrainer/resources/__init__.py" in wheel_names


@pytest.mark.slow
def test_the_compiled_translations_and_translated_help_are_in_the_wheel(
    wheel_names: set[str],
) -> None:
    """The .qm files (./dev compiles them before the tests) and the help in every language."""
    compiled = {f"vptrainer/resources/{q}" for q in _source_files(ROOT / "resources", "*.qm")}
    assert "vptrainer/resources/translations/vptrainer_ja.qm" in compiled
    assert compiled <= wheel_names, sorted(compiled - wheel_names)
    assert "vptrainer/resources/help/ja/guide.md" in wheel_names


def test_the_bundle_searches_the_long_levels_of_built_in_tables() -> None:
    """packaging/build.sh searches the long levels of the most played tables as it builds
    the bundle (which ships them): each a built-in table's id, which a typo would not be
    (the build would stop there, after minutes)."""
    text = (ROOT / "packaging" / "build.sh").read_text(encoding="utf-8")
    found = re.search(r'popular\) levels="([^"]+)"', text)
    assert found is not None
    ids = found.group(1).split()
    assert len(ids) >= 5 and set(ids) <= set(builtin_ids())
