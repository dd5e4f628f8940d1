#!/usr/bin/env bash
# Smoke test of the built desktop bundle, headless (QT_QPA_PLATFORM=offscreen).
#
#   packaging/smoke_test.sh [--build] [BUNDLE_DIR]   (default: dist/vptrainer)
#
# --build builds the bundle first (packaging/build.sh, a few minutes). Checks the
# command line (--version, tables, analyze with the exact Jacks or Better 9/6 return,
# numba's cache and threading layer) and opens and closes the main window; see
# packaging/smoke_test.py. Ends with a PASS or FAIL line; exit status 0 on success.
# Not part of ./dev test: building takes minutes.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

if [ "${1:-}" = "--build" ]; then
    shift
    "$ROOT/packaging/build.sh"
fi
# Any Python 3 runs the checks (standard library only); the bundle brings its own.
PY=python3
[ -x "$ROOT/.venv/bin/python" ] && PY="$ROOT/.venv/bin/python"
exec "$PY" "$ROOT/packaging/smoke_test.py" "$@"
