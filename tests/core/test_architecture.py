"""The core is Qt-free: importing all of it loads no PySide6 and no pyqtgraph."""

from __future__ import annotations

import os
import pkgutil
import subprocess
import sys
from pathlib import Path

import pytest

import vptrainer.core


def test_core_imports_no_qt() -> None:
    modules = [m.name for m in pkgutil.walk_packages(vptrainer.core.__path__, "vptrainer.core.")]
    assert "vptrainer.core.engine.analysis" in modules
    code = (
        "import sys, importlib\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('PySide6', 'shiboken6', 'pyqtgraph') or m.startswith('vptrainer.gui'))\n"
        "print(bad)\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert proc.stdout.strip() == "[]"


def test_builtin_tables_ship_inside_the_package() -> None:
    from importlib import resources

    folder = resources.files("vptrainer.paytables")
    assert folder.joinpath("jacks-or-better-9-6.toml").is_file()


def _loads_numba(code: str) -> bool:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    proc = subprocess.run(
        [sys.executable, "-c", code + "\nprint('numba' in sys.modules)"],
        capture_output=True,
        text=True,
        check=True,
        env=env,
    )
    return proc.stdout.strip().splitlines()[-1] == "True"


@pytest.mark.slow
def test_the_window_and_light_commands_load_no_numba() -> None:
    """numba takes tenths of a second to load: the app's modules, the command line and
    the core's types and texts import it only when a kernel is about to run."""
    package = Path(vptrainer.core.__file__).parent.parent  # the GUI is not imported here
    gui = [
        ".".join(p.relative_to(package.parent).with_suffix("").parts).removesuffix(".__init__")
        for p in sorted((package / "gui").rglob("*.py"))
    ]
    assert "vptrainer.gui.main_window" in gui
    cli = [
        ".".join(p.relative_to(package.parent).with_suffix("").parts).removesuffix(".__init__")
        for p in sorted((package / "cli").rglob("*.py"))
    ]
    assert "vptrainer.cli.analyze" in cli
    light_core = [
        "vptrainer.core.engine.analysis",
        "vptrainer.core.engine.holds",
        "vptrainer.core.engine.prepared",
        "vptrainer.core.engine.report",
        "vptrainer.core.engine.suit_classes",
        "vptrainer.core.engine.sweep",
        "vptrainer.core.evaluator",
        "vptrainer.core.features.hold_outcomes",
        "vptrainer.core.features.ultimate_x.hands",
        "vptrainer.core.features.ultimate_x.report",
        "vptrainer.core.games.classify",
        "vptrainer.core.practice.session",
        "vptrainer.core.storage.caches",
        "vptrainer.warmup",
    ]
    code = (
        f"import sys, importlib\nfor m in {[*gui, *cli, *light_core]!r}: importlib.import_module(m)"
    )
    assert not _loads_numba(code)
    for args in (["--version"], ["tables"]):
        code = (
            "import sys, io, contextlib\nfrom vptrainer import cli\n"
            "with contextlib.suppress(SystemExit):\n"
            f"    cli.main({args!r}, out=io.StringIO())"
        )
        assert not _loads_numba(code), args
    assert _loads_numba("import sys\nimport vptrainer.core.engine._kernels.deals")


def test_a_command_imports_only_its_own_module() -> None:
    """Each command's module is imported when it runs: ``tables`` loads none of the others,
    nor the engine, Qt or the bankroll."""
    code = (
        "import io, sys\nfrom vptrainer import cli\n"
        "cli.main(['tables'], out=io.StringIO())\n"
        "print(sorted(m for m in sys.modules if m.startswith('vptrainer.cli')"
        " or m.split('.')[0] in ('PySide6', 'pyqtgraph')"
        " or m.startswith(('vptrainer.core.engine', 'vptrainer.core.bankroll'))))\n"
    )
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert proc.stdout.strip().splitlines()[-1] == str(
        [
            "vptrainer.cli",
            "vptrainer.cli.common",
            "vptrainer.cli.compiling",  # the first run's notice, for every command
            "vptrainer.cli.parser",
            "vptrainer.cli.tables",
            "vptrainer.cli.values",
        ]
    )
