#!/usr/bin/env bash
# Makes app/fonts/geist-latin.woff2 (13 KB instead of 70 KB) from the Geist variable font of the
# `geist` npm package: it is on every page's critical path, so it must arrive in the first TCP
# congestion window (about 14 KB) of its connection.
# - weight axis limited to 400-700, the weights the site uses (content/font-coverage.test.ts checks);
# - characters the site uses: ASCII plus typographic punctuation, arrows, ©, °, ·, ×, é.
#   Other characters fall back to the system font; add their ranges here when content needs them.
# Needs Debian's fonttools and python3-brotli (apt-get install fonttools python3-brotli).
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
fonttools varLib.instancer node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2 \
  wght=400:700 --quiet --output "$work/geist-400-700.ttf"
pyftsubset "$work/geist-400-700.ttf" \
  --unicodes="U+0020-007E,U+00A0,U+00A9,U+00B0,U+00B7,U+00D7,U+00E9,U+2013-2014,U+2018-201D,U+2022,U+2026,U+2190-2193,U+2212" \
  --layout-features='kern,liga,calt,ss01,cv11,tnum,case' \
  --flavor=woff2 \
  --output-file=app/fonts/geist-latin.woff2
ls -l app/fonts/geist-latin.woff2
