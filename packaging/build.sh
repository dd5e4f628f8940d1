#!/usr/bin/env bash
# Build vptrainer's one-folder desktop app with PyInstaller: dist/vptrainer/vptrainer.
#
#   packaging/build.sh            set up .venv like ./dev does, add PyInstaller, build
#
# Works from any directory and from a clean clone. The result is a folder to copy
# anywhere (about 500 MB; Python, Qt, numba and LLVM included, and the numba kernels
# compiled for the build machine's CPU, so the first start compiles nothing); run
# packaging/smoke_test.sh to check it and packaging/install-desktop-entry.sh to add
# it to the desktop's application menu.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT"

log() { printf '[build] %s\n' "$*" >&2; }

# PyInstaller needs binutils (objdump, objcopy) on Linux.
if ! command -v objdump >/dev/null || ! command -v objcopy >/dev/null; then
    sudo=()
    [ "$(id -u)" -ne 0 ] && sudo=(sudo)
    log "installing binutils (PyInstaller needs objdump and objcopy)"
    "${sudo[@]}" apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends binutils >/dev/null
fi

# The system libraries, .venv and vptrainer itself, exactly as ./dev test sets them up.
./dev run true
PY="$ROOT/.venv/bin/python"

# Every translation compiled afresh into resources/translations/vptrainer_<lang>.qm (the
# spec ships them), with each language's completion as lrelease counts it.
log "compiling the translations"
"$PY" -m vptrainer.gui.i18n.compile --all
if ! "$PY" -c 'import PyInstaller' 2>/dev/null; then
    log "installing PyInstaller into .venv (the 'bundle' extra of pyproject.toml)"
    "$PY" -m pip install -q --disable-pip-version-check -e '.[dev,bundle]' \
        >>"$ROOT/.venv/pip-install.log" 2>&1 \
        || { cat "$ROOT/.venv/pip-install.log" >&2; log "pip failed"; exit 1; }
fi

# The icons are committed; make sure they were rendered from the current SVG.
QT_QPA_PLATFORM=offscreen "$PY" packaging/render_icons.py --check \
    || log "warning: the PNG icons differ from resources/vptrainer.svg; run packaging/render_icons.py"

log "building dist/vptrainer with PyInstaller $("$PY" -m PyInstaller --version)"
started=$SECONDS
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$ROOT/dist" --workpath "$ROOT/build/pyinstaller" \
    packaging/vptrainer.spec
cp resources/vptrainer.desktop packaging/install-desktop-entry.sh dist/vptrainer/

# Ship the numba kernels compiled (for this machine's CPU) and the cached arrays, made
# by the bundle itself in scratch cache folders: its first start loads them instead of
# compiling (the app copies the kernels to the user cache; on another CPU it compiles).
log "compiling the numba kernels into the bundle (a minute or two)"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
bundled() {  # the bundle, run on the scratch folders
    XDG_CACHE_HOME="$scratch/cache" XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data" \
        NUMBA_CACHE_DIR="$scratch/numba" QT_QPA_PLATFORM=offscreen dist/vptrainer/vptrainer "$@"
}
bundled compile
# The long levels' candidates of the most played tables, searched by the bundle too (from
# 20 s to a few minutes each, once per build): a chart of 3/4 of the basic strategy's
# rules or more is then read, not searched, on a player's first ask.
# VPTRAINER_BUNDLE_LEVELS: "popular" (the default: these nine took 10.5 minutes on two
# cores), "all" (the 39 built-in tables), "none", or table ids.
levels=${VPTRAINER_BUNDLE_LEVELS:-popular}
case $levels in
    popular) levels="jacks-or-better-9-6 bonus-poker-8-5 bonus-poker-deluxe-8-6 double-bonus-10-7
        double-double-bonus-9-6 triple-double-bonus-9-7 deuces-wild-full-pay deuces-wild-nsud
        joker-poker-kings-full-pay" ;;
    all) levels=$("$PY" -c 'from vptrainer.core.games.builtin import builtin_ids; print(*builtin_ids())') ;;
    none) levels="" ;;
esac
for table in $levels; do
    searched=$SECONDS
    bundled strategy make "$table" --rules 500 --json >/dev/null
    # (its basic strategy kept too) and the 15-rule chart "Grade by chart" starts with
    bundled strategy make "$table" --rules 15 --json >/dev/null
    log "searched the long levels and the 15-rule chart of $table in $((SECONDS - searched)) s"
done
internal=dist/vptrainer/_internal
rm -rf "$internal/numba_cache" "$internal/arrays_cache"
mkdir -p "$internal/numba_cache"
cp -r "$scratch"/numba/kernels-* "$internal/numba_cache/"
cp -r "$scratch/cache/vptrainer/arrays" "$internal/arrays_cache"
rm -f "$internal"/arrays_cache/*.lock  # (the searches' locks)
log "built dist/vptrainer in $((SECONDS - started)) s: $(du -sh dist/vptrainer | cut -f1)"
log "run it: dist/vptrainer/vptrainer   check it: packaging/smoke_test.sh"
