"""``vptrainer install-desktop-entry``: the menu entry and icons, for pip users too."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from vptrainer.cli import main


def run(args: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    return main(args, out=out), out.getvalue()


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    return tmp_path / "share"


def test_install_and_uninstall(data: Path, tmp_path: Path) -> None:
    program = tmp_path / "my apps" / "vptrainer"
    program.parent.mkdir()
    program.write_text("#!/bin/sh\n")
    program.chmod(0o755)
    code, text = run(["install-desktop-entry", "--exec", f'"{program}"'])
    assert code == 0 and "installed" in text
    entry = (data / "applications" / "vptrainer.desktop").read_text()
    assert f'Exec="{program}" gui %f' in entry and f"TryExec={program}" in entry
    assert "Icon=vptrainer" in entry and "StartupWMClass=vptrainer" in entry
    for size in (16, 48, 512):
        png = data / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "vptrainer.png"
        assert png.read_bytes().startswith(b"\x89PNG")
    assert (data / "icons/hicolor/scalable/apps/vptrainer.svg").read_text().lstrip().startswith("<")
    code, text = run(["install-desktop-entry", "--uninstall"])
    assert code == 0 and "10 files" in text
    assert not any(p.is_file() for p in data.rglob("*"))


def test_a_program_that_cannot_run_is_refused(data: Path, tmp_path: Path) -> None:
    code, _ = run(["install-desktop-entry", "--exec", str(tmp_path / "missing")])
    assert code == 2
    odd = tmp_path / "a$b"
    odd.write_text("")
    odd.chmod(0o755)
    code, _ = run(["install-desktop-entry", "--exec", str(odd)])
    assert code == 2
    assert not (data / "applications" / "vptrainer.desktop").exists()
