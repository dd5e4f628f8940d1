"""Smoke test of the built desktop bundle (run through packaging/smoke_test.sh).

    python3 packaging/smoke_test.py [BUNDLE_DIR]    (default: dist/vptrainer)

Runs the frozen app headless (``QT_QPA_PLATFORM=offscreen``) with fresh settings,
data and cache folders, and checks that:

1. ``vptrainer --version`` prints the version of the source tree and of each package
   it runs on (numba, NumPy, Qt, pyqtgraph: their metadata is in the bundle);
2. ``vptrainer tables`` finds the built-in pay tables (importlib.resources);
3. ``vptrainer analyze jacks-or-better-9-6 --json`` gives the exact return
   1653526326983/1661102543100 from the analysis the bundle keeps (its arrays, proven
   to belong to the table: no kernel runs, numba is not even imported);
4. with kept analyses off (``VPTRAINER_KEEP_ANALYSES=0``), so that the kernels run,
   the same return twice: the first run compiles nothing (the bundle ships its
   kernels compiled for the build machine's CPU, and copies them to
   ``$XDG_CACHE_HOME/vptrainer/numba``, a folder private to the user), the second
   loads them from there; numba's threading layer is ``omp``;
5. as if on another CPU (``NUMBA_CPU_NAME=generic``, a fresh cache), the shipped
   kernels do not fit and are compiled (said on stderr), and the return is the same;
6. ``vptrainer evaluate --enumerate 5 --threads 2`` counts 2,598,960 hands on the
   omp layer;
7. ``vptrainer strategy make jacks-or-better-9-6 --rules 30`` (a long level) reads
   the long levels' candidates the bundle ships, on a fresh cache, and searches
   nothing (no search lock is taken in the user cache);
8. the desktop app opens its main window, shows the default table's return and
   closes cleanly (exit status 0), timed from launch: on a fresh cache and again,
   compiling no kernel either time.

Prints one line per check and a final ``PASS`` or ``FAIL`` line; exits 0 or 1.
Standard library only: it needs no virtual environment.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
JOB_96_RETURN = "1653526326983/1661102543100"
#: Kept analyses off: the kernels run (the bundle keeps the analysis of Jacks or Better
#: 9/6, which a fresh process reads without numba).
KERNELS_RUN = {"VPTRAINER_KEEP_ANALYSES": "0"}
DIAG = "vptrainer-bundle-diag "
TIMEOUT_S = 300


class Failed(Exception):
    """A check failed."""


class Smoke:
    def __init__(self, bundle: Path, scratch: Path) -> None:
        self.exe = bundle / "vptrainer"
        self.env = dict(os.environ)
        for name in (
            "VPTRAINER_STARTUP_PROBE",
            "VPTRAINER_STARTUP_PROBE_QUIT",
            "NUMBA_CACHE_DIR",
            "NUMBA_THREADING_LAYER",
            "NUMBA_DISABLE_JIT",
            "NUMBA_CPU_NAME",
            "NUMBA_CPU_FEATURES",
            "VPTRAINER_KEEP_ANALYSES",
            "VPTRAINER_DISK_CACHE",
        ):
            self.env.pop(name, None)
        self.env.update(
            QT_QPA_PLATFORM="offscreen",
            XDG_CONFIG_HOME=str(scratch / "config"),
            XDG_DATA_HOME=str(scratch / "data"),
            XDG_CACHE_HOME=str(scratch / "cache"),
            VPTRAINER_BUNDLE_DIAG="1",
        )
        self.cache_dir = scratch / "cache" / "vptrainer" / "numba"
        self.scratch = scratch
        self.gui_env = self.env
        self.timings: dict[str, float] = {}

    def run(self, *args: str, env: dict[str, str] | None = None) -> tuple[str, dict, float]:
        """Run the bundle; returns stdout, the diagnostic report and the wall time.

        The report has ``cache_hits`` and ``cache_misses`` (0 when numba was not imported:
        a kept analysis needs no kernel) and the run's stderr as ``stderr``."""
        started = time.perf_counter()
        proc = subprocess.run(
            [str(self.exe), *args],
            env=env or self.env,
            capture_output=True,
            text=True,
            timeout=TIMEOUT_S,
            check=False,
        )
        elapsed = time.perf_counter() - started
        if proc.returncode != 0:
            raise Failed(f"`vptrainer {' '.join(args)}` exited {proc.returncode}:\n{proc.stderr}")
        diag = [line[len(DIAG) :] for line in proc.stderr.splitlines() if line.startswith(DIAG)]
        if not diag:
            raise Failed(
                f"`vptrainer {' '.join(args)}` printed no diagnostic (runtime hook "
                f"missing?):\n{proc.stderr}"
            )
        report = json.loads(diag[-1])
        report.setdefault("cache_hits", 0)
        report.setdefault("cache_misses", 0)
        report["stderr"] = proc.stderr
        return proc.stdout, report, elapsed

    def check_version(self) -> str:
        text = (ROOT / "vptrainer" / "__init__.py").read_text(encoding="utf-8")
        match = re.search(r'__version__ = "([^"]+)"', text)
        want = f"vptrainer {match.group(1) if match else '?'} ("
        out, diag, _ = self.run("--version")
        if not out.startswith(want) or "not installed" in out:
            raise Failed(
                f"--version printed {out.strip()!r}, expected {want!r} and the version of "
                "each package it runs on (is the package's metadata in the bundle?)"
            )
        if not diag.get("frozen"):
            raise Failed("the app does not run frozen (sys.frozen is not set)")
        return out.strip()

    def check_tables(self) -> str:
        out, _, _ = self.run("tables")
        ids = [line.split()[0] for line in out.splitlines() if line.strip()]
        if "jacks-or-better-9-6" not in ids or len(ids) < 20:
            raise Failed(f"`tables` listed {len(ids)} tables:\n{out}")
        return f"{len(ids)} built-in tables"

    def fresh_cache(self, label: str, **extra: str) -> dict[str, str]:
        """The environment with an empty cache folder of its own."""
        return dict(self.env, XDG_CACHE_HOME=str(self.scratch / f"cache-{label}"), **extra)

    def _analyze(self, env: dict[str, str] | None = None) -> tuple[dict, float]:
        """The analysis with the kernels run (kept analyses off)."""
        env = dict(env or self.env, **KERNELS_RUN)
        out, diag, elapsed = self.run("analyze", "jacks-or-better-9-6", "--json", env=env)
        result = json.loads(out)
        if result.get("return_exact") != JOB_96_RETURN:
            raise Failed(f"return {result.get('return_exact')}, expected {JOB_96_RETURN}")
        if diag.get("threading_layer") != "omp":
            raise Failed(
                f"numba threading layer {diag.get('threading_layer')!r}, expected "
                "'omp' (is libgomp and numba.np.ufunc.omppool in the bundle?)"
            )
        cache_dir = Path(env["XDG_CACHE_HOME"]) / "vptrainer" / "numba"
        if Path(diag.get("cache_dir") or "/nonexistent") != cache_dir:
            raise Failed(f"numba cache dir {diag.get('cache_dir')!r}, expected {cache_dir}")
        return diag, elapsed

    def check_analyze_kept(self) -> str:
        env = self.fresh_cache("kept")
        out, diag, elapsed = self.run("analyze", "jacks-or-better-9-6", "--json", env=env)
        result = json.loads(out)
        if result.get("return_exact") != JOB_96_RETURN:
            raise Failed(f"return {result.get('return_exact')}, expected {JOB_96_RETURN}")
        if diag.get("numba") != "not imported":
            raise Failed(
                "the kept analysis of Jacks or Better 9/6 was not used (numba was loaded: "
                f"{diag['cache_hits']} kernels loaded, {diag['cache_misses']} compiled); "
                "is arrays_cache in the bundle, made by this build?"
            )
        self.timings["analyze_kept_s"] = elapsed
        return f"{JOB_96_RETURN} in {elapsed:.2f} s (the kept analysis: no kernel, no numba)"

    def check_long_level_shipped(self) -> str:
        """A long level of Jacks or Better 9/6 (30 of its basic strategy's 33 rules) on a
        fresh cache: read from the candidates the bundle ships, not searched (a search
        takes the lock beside them in the user cache)."""
        env = self.fresh_cache("levels")
        out, _, elapsed = self.run(
            "strategy", "make", "jacks-or-better-9-6", "--rules", "30", "--json", env=env
        )
        chart = json.loads(out)
        arrays = Path(env["XDG_CACHE_HOME"]) / "vptrainer" / "arrays"
        if sorted(arrays.glob("long-levels-*.lock")):
            raise Failed(
                "the long levels of Jacks or Better 9/6 were searched, not read from the "
                "bundle (is arrays_cache made by this build, VPTRAINER_BUNDLE_LEVELS not "
                "'none'?)"
            )
        if not 0 < chart.get("rule_count", 0) <= 30:
            raise Failed(f"a chart of {chart.get('rule_count')} rules for at most 30")
        self.timings["long_level_shipped_s"] = elapsed
        worst = chart["return_worst_exact"].split("/")
        percent = 100 * int(worst[0]) / int(worst[1])
        return (
            f"{chart['rule_count']} rules, {percent:.4f}% in {elapsed:.2f} s "
            "(its candidates read from the bundle, not searched)"
        )

    def check_analyze_cold(self) -> str:
        diag, elapsed = self._analyze()
        self.timings["analyze_cold_s"] = elapsed
        if diag["cache_misses"] or not diag["cache_hits"]:
            raise Failed(
                f"the first run compiled {diag['cache_misses']} kernels "
                f"({diag['cache_hits']} from the cache): the shipped kernels were not used; "
                f"cache paths {diag.get('cache_paths')}"
            )
        seeded = sorted(self.cache_dir.glob("kernels-*"))
        if not seeded:
            raise Failed(f"the shipped kernels were not copied to {self.cache_dir}")
        for folder in (self.cache_dir.parent, self.cache_dir):
            if folder.stat().st_mode & 0o077:
                raise Failed(f"{folder} is not private to the user: {oct(folder.stat().st_mode)}")
        return (
            f"{JOB_96_RETURN} in {elapsed:.2f} s (first run: {diag['cache_hits']} shipped "
            f"kernels loaded, none compiled, copied to {seeded[0].name})"
        )

    def check_analyze_other_cpu(self) -> str:
        env = self.fresh_cache("other-cpu", NUMBA_CPU_NAME="generic")
        diag, elapsed = self._analyze(env)
        if not diag["cache_misses"]:
            raise Failed("on another CPU the shipped kernels were used instead of compiled")
        if "compiling vptrainer's engine for this computer" not in diag["stderr"]:
            raise Failed(f"the compile was not said on stderr:\n{diag['stderr']}")
        return (
            f"{JOB_96_RETURN} in {elapsed:.2f} s (another CPU: {diag['cache_misses']} kernels "
            "compiled)"
        )

    def check_analyze_warm(self) -> str:
        diag, elapsed = self._analyze()
        self.timings["analyze_warm_s"] = elapsed
        if diag["cache_misses"] or not diag["cache_hits"]:
            raise Failed(
                f"the second run compiled again: {diag['cache_hits']} kernels from "
                f"the cache, {diag['cache_misses']} compiled; sources at "
                f"{diag.get('kernel_sources')}"
            )
        return (
            f"{JOB_96_RETURN} in {elapsed:.2f} s (warm: {diag['cache_hits']} kernels "
            f"loaded from the cache, none compiled; threading layer omp)"
        )

    def check_evaluate(self) -> str:
        out, diag, _ = self.run("evaluate", "--enumerate", "5", "--threads", "2", "--json")
        total = json.loads(out).get("total")
        if total != 2598960:
            raise Failed(f"enumerate 5 counted {total} hands, expected 2598960")
        if diag.get("threading_layer") != "omp":
            raise Failed(f"threading layer {diag.get('threading_layer')!r}, expected 'omp'")
        return "2,598,960 hands on 2 threads, threading layer omp"

    def _gui(self, label: str) -> str:
        probe = self.scratch / f"probe-{label}.txt"
        base = self.fresh_cache("gui") if label == "first" else self.gui_env
        self.gui_env = base
        env = dict(base, VPTRAINER_STARTUP_PROBE=str(probe), VPTRAINER_STARTUP_PROBE_QUIT="1")
        launched = time.time()
        _, diag, _ = self.run(env=env)
        events = {}
        for line in probe.read_text(encoding="utf-8").splitlines() if probe.exists() else []:
            name, stamp, *rest = line.split()
            events[name] = (float(stamp) - launched, rest)
        if "window_exposed" not in events or "first_result" not in events:
            raise Failed(f"the app closed without showing its window and a result: {events}")
        shown = events["first_result"][1]
        if shown != [JOB_96_RETURN]:
            raise Failed(f"the window showed return {shown}, expected {JOB_96_RETURN}")
        window_s, result_s = events["window_exposed"][0], events["first_result"][0]
        self.timings[f"gui_{label}_window_s"] = window_s
        self.timings[f"gui_{label}_first_result_s"] = result_s
        if diag["cache_misses"]:
            raise Failed(f"the app compiled {diag['cache_misses']} kernels ({label} start)")
        return (
            f"window on screen after {window_s:.2f} s, return shown after {result_s:.2f} s, "
            f"closed with status 0 ({label} start, no kernel compiled; threading layer "
            f"{diag.get('threading_layer')})"
        )

    def check_gui_first(self) -> str:
        return self._gui("first")

    def check_gui_warm(self) -> str:
        return self._gui("warm")


def main() -> int:
    bundle = Path(sys.argv[1] if len(sys.argv) > 1 else ROOT / "dist" / "vptrainer").resolve()
    if not (bundle / "vptrainer").is_file():
        print(f"FAIL: no bundle at {bundle} (build it with packaging/build.sh)")
        return 1
    print(f"smoke test of {bundle}")
    with tempfile.TemporaryDirectory(prefix="vptrainer-smoke-") as tmp:
        smoke = Smoke(bundle, Path(tmp))
        checks = [
            ("--version", smoke.check_version),
            ("tables", smoke.check_tables),
            ("analyze (the kept analysis, no kernel)", smoke.check_analyze_kept),
            ("analyze (first run, shipped kernels)", smoke.check_analyze_cold),
            ("analyze (second run)", smoke.check_analyze_warm),
            ("analyze on another CPU (compiles)", smoke.check_analyze_other_cpu),
            ("evaluate --enumerate 5", smoke.check_evaluate),
            ("a long level read from the bundle", smoke.check_long_level_shipped),
            ("main window opens and closes (first start, fresh cache)", smoke.check_gui_first),
            ("main window opens and closes (second start)", smoke.check_gui_warm),
        ]
        for name, check in checks:
            try:
                detail = check()
            except (Failed, subprocess.TimeoutExpired, OSError, ValueError, KeyError) as exc:
                print(f"  not ok  {name}: {exc}")
                print(f"FAIL: vptrainer bundle smoke test ({name})")
                return 1
            print(f"  ok      {name}: {detail}")
    size = subprocess.run(
        ["du", "-sh", str(bundle)], capture_output=True, text=True, check=False
    ).stdout.split()
    print(f"PASS: vptrainer bundle smoke test ({size[0] if size else '?'} in {bundle})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
