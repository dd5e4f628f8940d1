"""The core is Qt-free: importing all of it loads no PySide6 and no pyqtgraph."""

from __future__ import annotations

import pkgutil
import subprocess
import sys

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
