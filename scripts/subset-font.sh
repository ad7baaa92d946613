#!/usr/bin/env bash
# Makes the two self-hosted faces, subset to what the site shows, from their npm packages:
# - app/fonts/geist-latin.woff2 (13 KB instead of 70 KB), the body and UI face, from the Geist variable
#   font of the `geist` package, weight axis limited to 400-700 (the weights the site uses);
# - app/fonts/bricolage-display-latin.woff2 (13 KB instead of 131 KB), the display face of h1 and h2
#   headlines, from Bricolage Grotesque (`@fontsource-variable/bricolage-grotesque`, OFL-1.1), instanced
#   at one weight (semibold, the only weight headlines use), its display optical size and normal width.
# Both are on every page's critical path, so each must arrive in about one TCP congestion window (14 KB).
# Characters: ASCII plus typographic punctuation, arrows, ©, °, ·, ×, é, for both faces (one list).
# Other characters fall back to the system font; add their ranges here when content needs them.
# content/font-coverage.test.ts reads this file: it checks the characters and the weights the site uses.
# Needs Debian's fonttools and python3-brotli (apt-get install fonttools python3-brotli). The `geist` package is
# fetched into a temporary folder (npm pack): it is no dependency of the site (it declares Next.js as a peer).
set -euo pipefail
cd "$(dirname "$0")/.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
npm pack --silent --pack-destination "$work" geist@1.7.2 >/dev/null
tar xzf "$work/geist-1.7.2.tgz" -C "$work"
unicodes="U+0020-007E,U+00A0,U+00A9,U+00B0,U+00B7,U+00D7,U+00E9,U+2013-2014,U+2018-201D,U+2022,U+2026,U+2190-2193,U+2212"

fonttools varLib.instancer "$work/package/dist/fonts/geist-sans/Geist-Variable.woff2" \
  wght=400:700 --quiet --output "$work/geist-400-700.ttf"
pyftsubset "$work/geist-400-700.ttf" \
  --unicodes="$unicodes" \
  --layout-features='kern,liga,calt,ss01,cv11,tnum,case' \
  --flavor=woff2 \
  --output-file=app/fonts/geist-latin.woff2

fonttools varLib.instancer node_modules/@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-standard-normal.woff2 \
  opsz=72 wdth=100 wght=600 --quiet --output "$work/bricolage-600.ttf"
pyftsubset "$work/bricolage-600.ttf" \
  --unicodes="$unicodes" \
  --layout-features='kern,liga,calt,tnum,case' \
  --flavor=woff2 \
  --output-file=app/fonts/bricolage-display-latin.woff2
ls -l app/fonts/*.woff2
