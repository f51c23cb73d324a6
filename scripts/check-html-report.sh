#!/usr/bin/env bash
# check-html-report.sh: builds the `report game` page for an example record and, if Chromium is
# installed, renders it in a headless browser and saves a screenshot, to look at by eye.
# Not run by CI (it needs a browser); run it after changing the page's layout.
#
#   scripts/check-html-report.sh [RECORD] [OUT_DIR]
#
# RECORD defaults to examples/several-mistakes.txt, OUT_DIR to target/html-report. Writes
# OUT_DIR/game.html and OUT_DIR/game.png (1200 px wide, 2000 px tall).
# Environment: CHROMIUM (the browser to use; else chromium, chromium-browser or google-chrome).
set -euo pipefail

root="$(cd -P "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${2:-$root/target/html-report}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

if [[ $# -ge 1 ]]; then
  "$root/yahtzee" report game "$1" --html "$out/game.html"
else
  # From the root, so the page's title names examples/several-mistakes.txt, not this machine's
  # folders (the screenshot goes in the README).
  (cd "$root" && ./yahtzee report game examples/several-mistakes.txt --html "$out/game.html")
fi

browser="${CHROMIUM:-}"
if [[ -z "$browser" ]]; then
  for candidate in chromium chromium-browser google-chrome; do
    if command -v "$candidate" >/dev/null 2>&1; then
      browser="$candidate"
      break
    fi
  done
fi
if [[ -z "$browser" ]]; then
  echo "check-html-report: no chromium found, screenshot skipped (apt-get install chromium, or set CHROMIUM);" \
       "open $out/game.html in a browser instead"
  exit 0
fi

profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
# No network, no first-run work: the page must render from itself alone.
"$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --disable-background-networking \
  --disable-component-update --disable-sync --no-first-run --user-data-dir="$profile" \
  --window-size=1200,2000 --screenshot="$out/game.png" "file://$out/game.html" 2>/dev/null
echo "screenshot     $out/game.png"
