"""Compile every numba kernel into the cache ahead of use (``vptrainer compile``).

``./dev`` runs this once when it sets the project up, and ``packaging/build.sh`` runs
it in the bundle it built, so that no user waits for a compile: the app and the
command line then only load compiled kernels. What is run is
:mod:`vptrainer.cli.compile`'s (the command line's ``compile``).

``python -m vptrainer.warmup --check`` only says (by its exit status, without
importing numba) whether the kernels of this source tree are compiled already.
"""

from __future__ import annotations

import argparse
import sys

from vptrainer.cli.compile import COMMANDS, compile_kernels
from vptrainer.core.storage import caches

__all__ = ["COMMANDS", "compile_kernels", "main"]


def main(argv: list[str] | None = None) -> int:
    """``python -m vptrainer.warmup [--check]``."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check",
        action="store_true",
        help="compile nothing: exit 0 when the kernels are compiled already, else 1",
    )
    args = parser.parse_args(argv)
    if args.check:
        return 0 if caches.kernels_complete() else 1
    compile_kernels(lambda line: print(line, file=sys.stderr), quiet_report=False)
    return 0


if __name__ == "__main__":
    sys.exit(main())
