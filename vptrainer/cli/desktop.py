"""``vptrainer install-desktop-entry``: the app in the desktop's menu, for pip users too.

Writes, for the current user, under ``$XDG_DATA_HOME`` (``~/.local/share``):
``applications/vptrainer.desktop`` (from the package's template, with ``Exec`` and
``TryExec`` pointing at this vptrainer) and the icons in ``icons/hicolor``, read from the
installed package; ``--uninstall`` removes them.
"""

from __future__ import annotations

import argparse
import os
import shlex
import shutil
import subprocess
import sys
from importlib import resources
from pathlib import Path
from typing import IO

from vptrainer.cli.common import EXIT_OK
from vptrainer.core.errors import VPError

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def data_home() -> Path:
    """Where desktop entries and icons of the current user go."""
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def _targets(data: Path) -> dict[str, Path]:
    out = {"desktop": data / "applications" / "vptrainer.desktop"}
    out["svg"] = data / "icons" / "hicolor" / "scalable" / "apps" / "vptrainer.svg"
    for s in SIZES:
        out[f"png{s}"] = data / "icons" / "hicolor" / f"{s}x{s}" / "apps" / "vptrainer.png"
    return out


def this_program() -> list[str]:
    """The command that runs this vptrainer: its installed script, or Python with
    ``-m vptrainer`` when it was started that way."""
    argv0 = Path(sys.argv[0])
    if argv0.name in ("vptrainer", "vptrainer.exe") and argv0.exists():
        return [str(argv0.resolve())]
    found = shutil.which("vptrainer")
    if found:
        return [str(Path(found).resolve())]
    return [str(Path(sys.executable).resolve()), "-m", "vptrainer"]


def desktop_entry(command: list[str]) -> str:
    """The package's desktop entry with ``Exec`` and ``TryExec`` set to ``command``."""
    for part in command:
        if any(ch in part for ch in '"`$\\\n'):
            raise VPError(f"cannot put {part[:80]!r} in a desktop entry (a quote, $ or \\ in it)")
    template = resources.files("vptrainer.resources").joinpath("vptrainer.desktop").read_text()
    exec_field = " ".join(f'"{p}"' if any(c.isspace() for c in p) else p for p in command)
    lines = []
    for line in template.splitlines():
        if line.startswith("Exec="):
            line = f"Exec={exec_field} gui %f"
        elif line.startswith("TryExec="):
            line = f"TryExec={command[0]}"
        lines.append(line)
    return "\n".join(lines) + "\n"


def cmd_desktop_entry(args: argparse.Namespace, out: IO[str]) -> int:
    """Install (or with ``--uninstall`` remove) the desktop entry and the icons."""
    from vptrainer.core.storage.fileio import atomic_write_bytes, atomic_write_text

    data = data_home()
    targets = _targets(data)
    if args.uninstall:
        removed = 0
        for path in targets.values():
            if path.is_file() or path.is_symlink():
                path.unlink()
                removed += 1
        _refresh(data)
        out.write(f"removed the vptrainer desktop entry and icons from {data} ({removed} files)\n")
        return EXIT_OK
    command = shlex.split(args.exec) if args.exec else this_program()
    if not command:
        raise VPError("--exec: give the program to run")
    program = Path(command[0])
    if not (program.is_file() and os.access(program, os.X_OK)):
        raise VPError(f"--exec: {command[0][:200]} is not an executable program")
    command[0] = str(program.resolve())
    text = desktop_entry(command)
    icons = resources.files("vptrainer.resources")
    try:
        for path in targets.values():
            path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(targets["desktop"], text)
        atomic_write_bytes(targets["svg"], icons.joinpath("vptrainer.svg").read_bytes())
        for s in SIZES:
            png = icons.joinpath("icons", f"vptrainer-{s}.png").read_bytes()
            atomic_write_bytes(targets[f"png{s}"], png)
    except OSError as exc:
        raise VPError(f"cannot write the desktop entry under {data}: {exc.strerror}") from None
    _refresh(data)
    out.write(
        f"installed {targets['desktop']} (Exec={text.split('Exec=')[1].splitlines()[0]}) "
        f"and the icons in {data / 'icons' / 'hicolor'}\n"
    )
    return EXIT_OK


def _refresh(data: Path) -> None:
    """Tell the desktop the menu and icons changed, where the tools exist."""
    for tool, *rest in (
        ("update-desktop-database", "-q", str(data / "applications")),
        ("gtk-update-icon-cache", "-q", "-t", str(data / "icons" / "hicolor")),
    ):
        if shutil.which(tool) and (
            tool != "gtk-update-icon-cache" or (data / "icons" / "hicolor" / "index.theme").exists()
        ):
            subprocess.run([tool, *rest], check=False, capture_output=True, timeout=30)
