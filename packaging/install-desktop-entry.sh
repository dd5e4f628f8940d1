#!/usr/bin/env bash
# Add vptrainer to the desktop's application menu, for the current user only.
#
#   install-desktop-entry.sh [--exec PATH]   install (or update) the entry and the icons
#   install-desktop-entry.sh --uninstall     remove them
#
# Run it from the bundle (dist/vptrainer/install-desktop-entry.sh, which points the
# entry at that folder's vptrainer) or from packaging/ in a clone (which points it at
# dist/vptrainer/vptrainer if built, else at the vptrainer command on PATH). --exec
# names the program explicitly. Writes, under ${XDG_DATA_HOME:-~/.local/share}:
#   applications/vptrainer.desktop
#   icons/hicolor/<size>x<size>/apps/vptrainer.png  (16 … 512) and scalable/apps/vptrainer.svg
set -euo pipefail
HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
SIZES=(16 24 32 48 64 128 256 512)

usage() { sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 2; }

uninstall() {
    rm -f "$DATA/applications/vptrainer.desktop" "$DATA/icons/hicolor/scalable/apps/vptrainer.svg"
    for s in "${SIZES[@]}"; do rm -f "$DATA/icons/hicolor/${s}x${s}/apps/vptrainer.png"; done
    refresh
    echo "removed the vptrainer desktop entry and icons from $DATA"
}

refresh() {
    if command -v update-desktop-database >/dev/null; then
        update-desktop-database -q "$DATA/applications" 2>/dev/null || true
    fi
    if command -v gtk-update-icon-cache >/dev/null && [ -f "$DATA/icons/hicolor/index.theme" ]; then
        gtk-update-icon-cache -q -t "$DATA/icons/hicolor" 2>/dev/null || true
    fi
}

exe=""
case "${1:-}" in
    --uninstall) uninstall; exit 0 ;;
    --exec) [ $# -eq 2 ] || usage; exe=$2 ;;
    "") ;;
    *) usage ;;
esac

# Where the program, the entry's template and the icons are: in a bundle or in a clone.
if [ -x "$HERE/vptrainer" ] && [ -d "$HERE/_internal" ]; then
    default_exe="$HERE/vptrainer"
    resources="$HERE/_internal/vptrainer/resources"
elif [ -d "$HERE/../resources" ]; then
    resources="$(cd "$HERE/../resources" && pwd)"
    if [ -x "$HERE/../dist/vptrainer/vptrainer" ]; then
        default_exe="$(cd "$HERE/../dist/vptrainer" && pwd)/vptrainer"
    else
        default_exe="$(command -v vptrainer || true)"
    fi
else
    echo "install-desktop-entry: cannot find vptrainer's icons beside $HERE" >&2
    exit 1
fi
exe=${exe:-$default_exe}
if [ -z "$exe" ]; then
    echo "install-desktop-entry: no vptrainer program found; build the bundle (packaging/build.sh)" \
         "or pass --exec PATH" >&2
    exit 1
fi
case $exe in
    /*) ;;
    */*) exe="$(cd "$(dirname "$exe")" && pwd)/$(basename "$exe")" ;;
esac
if [ ! -x "$exe" ]; then
    echo "install-desktop-entry: $exe is not an executable program" >&2
    exit 1
fi
case $exe in
    *[\"\`\$\\]*) echo "install-desktop-entry: cannot put $exe in a desktop entry" >&2; exit 1 ;;
    *[[:space:]]*) exec_field="\"$exe\"" ;;
    *) exec_field=$exe ;;
esac

mkdir -p "$DATA/applications" "$DATA/icons/hicolor/scalable/apps"
for s in "${SIZES[@]}"; do
    mkdir -p "$DATA/icons/hicolor/${s}x${s}/apps"
    install -m 644 "$resources/icons/vptrainer-$s.png" "$DATA/icons/hicolor/${s}x${s}/apps/vptrainer.png"
done
install -m 644 "$resources/vptrainer.svg" "$DATA/icons/hicolor/scalable/apps/vptrainer.svg"
template="$HERE/vptrainer.desktop"
[ -f "$template" ] || template="$resources/vptrainer.desktop"
sed -e "s|^Exec=vptrainer |Exec=$exec_field |" -e "s|^TryExec=.*|TryExec=$exe|" \
    "$template" > "$DATA/applications/vptrainer.desktop.tmp"
mv "$DATA/applications/vptrainer.desktop.tmp" "$DATA/applications/vptrainer.desktop"
refresh
echo "installed $DATA/applications/vptrainer.desktop (Exec=$exec_field gui %f) and the icons in $DATA/icons/hicolor"
