"""numba's set-up: cached kernels load without numba's context refresh, exit is quick,
every kernel releases the GIL."""

from __future__ import annotations

import importlib
import json
import os
import subprocess
import sys

import pytest
from numba.core.dispatcher import Dispatcher

from vptrainer.core.storage import caches

CODE = """
import json, sys
from vptrainer.core import _numba
from vptrainer.core.engine.analysis import analyze
from vptrainer.core.games.builtin import load_builtin
result = analyze(load_builtin("jacks-or-better-9-6"))
loaded, compiled = _numba.cache_stats()
print(json.dumps({
    "return": str(result.return_exact),
    "loaded": loaded,
    "compiled": compiled,
    "refreshed": "numba.np.linalg" in sys.modules,
}))
"""


def _run() -> dict[str, object]:
    proc = subprocess.run(
        [sys.executable, "-c", CODE], capture_output=True, text=True, check=True, timeout=600
    )
    found: dict[str, object] = json.loads(proc.stdout.strip().splitlines()[-1])
    return found


@pytest.mark.slow
def test_cached_kernels_load_without_refresh() -> None:
    _run()  # compiles what the cache lacks (a refresh then comes with the compile)
    second = _run()
    assert second["return"] == "1653526326983/1661102543100"
    assert second["compiled"] == 0 and second["loaded"] > 0
    assert second["refreshed"] is False  # numba's implementations were never loaded


def test_every_kernel_releases_the_gil() -> None:
    """The jobs call kernels off the GUI thread; a kernel holding the GIL would still keep
    the event loop silent while it runs (tests/gui/analyze/test_analyze_view.py counts
    the event loop's ticks during a calculation)."""
    kernels = {}
    for path in caches.kernel_sources():
        parts = path.relative_to(caches.PACKAGE.parent).with_suffix("").parts
        name = ".".join(parts).removesuffix(".__init__")
        module = importlib.import_module(name)
        for attr, value in vars(module).items():
            if isinstance(value, Dispatcher) and value.py_func.__module__ == name:
                kernels[f"{name}.{attr}"] = value
    assert "vptrainer.core.engine._kernels.deals.evaluate_deals" in kernels
    assert "vptrainer.core.engine._kernels.sweep.sweep_envelopes" in kernels
    holding = sorted(name for name, k in kernels.items() if not k.targetoptions.get("nogil"))
    assert holding == []


@pytest.mark.parametrize(("given", "used"), [(None, "PASSIVE"), ("ACTIVE", "ACTIVE")])
def test_openmp_threads_sleep_when_idle_unless_the_user_says_otherwise(
    given: str | None, used: str
) -> None:
    env = {k: v for k, v in os.environ.items() if k != "OMP_WAIT_POLICY"}
    if given is not None:
        env["OMP_WAIT_POLICY"] = given
    code = "import os; from vptrainer.core import _numba; print(os.environ['OMP_WAIT_POLICY'])"
    proc = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True, env=env
    )
    assert proc.stdout.split() == [used]
