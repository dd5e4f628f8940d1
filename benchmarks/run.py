"""Run vptrainer's benchmarks and print the measured figures.

    python benchmarks/run.py [--json] [--only NAME ...] [--list]

Each ``bench_*.py`` module beside this file exposes ``BENCHMARKS``: a dict from a
metric name to a function that measures it and returns a number (seconds unless the
name says otherwise, such as ``hand_ms`` or ``..._hands_per_s``). Targets are in
``benchmarks/README.md``.
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import platform
import sys
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))


def collect() -> dict[str, Callable[[], float]]:
    """All benchmarks of all ``bench_*.py`` modules, in file then definition order."""
    found: dict[str, Callable[[], float]] = {}
    for path in sorted(HERE.glob("bench_*.py")):
        module = importlib.import_module(path.stem)
        found.update(module.BENCHMARKS)
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--only", nargs="+", metavar="NAME", help="run only these metrics")
    parser.add_argument("--list", action="store_true", help="list the metric names")
    args = parser.parse_args()
    benches = collect()
    if args.list:
        print("\n".join(benches))
        return 0
    names = args.only or list(benches)
    unknown = [n for n in names if n not in benches]
    if unknown:
        parser.error(f"unknown benchmark(s): {', '.join(unknown)}; see --list")
    machine = {
        "cores": os.cpu_count(),
        "python": platform.python_version(),
        "processor": platform.processor() or platform.machine(),
        "load_average": [round(x, 2) for x in os.getloadavg()],
    }
    results: dict[str, object] = {"machine": machine}
    if not args.json:
        print(
            f"machine: {machine['cores']} cores, load average {machine['load_average'][0]} "
            f"(others running skew the times), Python {machine['python']}",
            file=sys.stderr,
        )
    for name in names:
        if not args.json:
            print(f"{name} ...", end=" ", flush=True, file=sys.stderr)
        value = benches[name]()
        results[name] = value
        if not args.json:
            print(f"{value:.6g}", file=sys.stderr)
    machine["load_average_after"] = [round(x, 2) for x in os.getloadavg()]
    if args.json:
        print(json.dumps(results, indent=2))
    return 0


if __name__ == "__main__":
    sys.exit(main())
