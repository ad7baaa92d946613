#!/usr/bin/env bash
# make-hero-video.sh — renders the homepage hero background loop.
#
# Produces (in public/media/):
#   hero-shapes.webm         VP9, 1280x720, 24 fps, 10 s, no audio
#   hero-shapes.mp4          H.264 High, yuv420p, +faststart, 1280x720, 24 fps, 10 s, no audio
#   hero-shapes-poster.webp  first frame, 1280x720
#   hero-shapes-poster.jpg   first frame, 1280x720 (fallback)
#
# The motion is an original, procedurally generated abstract "animated shapes"
# loop: soft indigo/violet/blue glows with a cyan accent, two thin gradient rings
# and a faint rounded-square outline, drifting on a near-black (#0a0b10) field.
# Every motion term is periodic in T=10 s, so frame 240 == frame 0 and the
# video loops seamlessly.
#
# Requirements: Debian's ffmpeg (apt-get install ffmpeg; built with libvpx,
# libx264 and libwebp). Nothing else. Runs in ~1-2.5 minutes on 2 cores.
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=public/media
mkdir -p "$OUT"
FF=(ffmpeg -hide_banner -loglevel error -y)

W=1280 H=720 FPS=24 T=10
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# ---------------------------------------------------------------------------
# 1. Static sprites (one frame each, RGBA PNG), drawn with geq. Shapes are
#    centred on ((size-1)/2, (size-1)/2), the pivot used by the rotate filter,
#    so a half turn of a 180-degree-symmetric ring lands on exactly itself.
# ---------------------------------------------------------------------------
# blob NAME SIZE SIGMA PEAK R G B : soft gaussian glow, alpha peak PEAK (0-1)
blob() {
  local name=$1 s=$2 sig=$3 peak=$4 r=$5 g=$6 b=$7
  "${FF[@]}" -f lavfi -i "color=c=black:s=${s}x${s}:d=1:r=1,format=rgba" -frames:v 1 \
    -vf "geq=r=${r}:g=${g}:b=${b}:a='255*${peak}*exp(-(pow(X-(${s}-1)/2,2)+pow(Y-(${s}-1)/2,2))/(2*${sig}*${sig}))'" \
    "$TMP/$name.png"
}
blob indigo 1000 170 0.36  79  70 229   # #4f46e5
blob violet  900 150 0.34 124  58 237   # #7c3aed
blob navy   1300 250 0.45  30  58 138   # #1e3a8a
blob cyan    400  55 0.27  34 211 238   # #22d3ee

# ring NAME SIZE RADIUS PEAK : thin ring with two opposite conic highlights
# (violet where dim, cyan at the bright arcs) plus a soft halo. The pattern has
# 180-degree symmetry, so a half turn per loop is seamless.
ring() {
  local name=$1 s=$2 rr=$3 peak=$4
  local th="atan2(Y-(${s}-1)/2,X-(${s}-1)/2)" d="hypot(X-(${s}-1)/2,Y-(${s}-1)/2)-${rr}"
  local f="pow((1+cos(2*${th}))/2,3)"
  "${FF[@]}" -f lavfi -i "color=c=black:s=${s}x${s}:d=1:r=1,format=rgba" -frames:v 1 \
    -vf "geq=r='124-90*${f}':g='58+153*${f}':b=237:a='255*${peak}*(0.06+0.94*${f})*(exp(-pow(${d},2)/(2*1.1*1.1))+0.35*exp(-pow(${d},2)/(2*12*12)))'" \
    "$TMP/$name.png"
}
ring ring1 620 250 0.55
ring ring2 900 390 0.30

# Rounded-square outline (signed-distance field), faint lavender.
QS=520 QB=140 QR=40
Q="hypot(max(abs(X-(${QS}-1)/2)-${QB}+${QR},0),max(abs(Y-(${QS}-1)/2)-${QB}+${QR},0))+min(max(abs(X-(${QS}-1)/2)-${QB}+${QR},abs(Y-(${QS}-1)/2)-${QB}+${QR}),0)-${QR}"
"${FF[@]}" -f lavfi -i "color=c=black:s=${QS}x${QS}:d=1:r=1,format=rgba" -frames:v 1 \
  -vf "geq=r=165:g=160:b=255:a='255*(0.13*exp(-pow(${Q},2)/(2*1.1*1.1))+0.04*exp(-pow(${Q},2)/(2*10*10)))'" \
  "$TMP/square.png"

# Background: #0a0b10 with a faint navy lift toward the top centre and a
# gentle vignette toward the corners.
LIFT="exp(-(pow(X-700,2)/(2*520*520)+pow(Y+60,2)/(2*360*360)))"
VIG="(1-0.35*pow(hypot((X-640)/640,(Y-360)/360)/1.4142,2))"
"${FF[@]}" -f lavfi -i "color=c=black:s=${W}x${H}:d=1:r=1,format=rgb24" -frames:v 1 \
  -vf "geq=r='(10+3*${LIFT})*${VIG}':g='(11+4*${LIFT})*${VIG}':b='(16+10*${LIFT})*${VIG}'" \
  "$TMP/bg.png"

# ---------------------------------------------------------------------------
# 2. Composite (planar RGB), then a faint static luma dither (same
#    pattern every frame, so it costs few bits and cannot break the loop) that
#    keeps the dark gradients from banding once encoded.
#    P = 2*PI*t/T; only integer multiples of P are used => periodic in T.
# ---------------------------------------------------------------------------
P="(2*PI*t/${T})"
FILTER="
[0:v]format=gbrp[bg];
[5:v]rotate=a='${P}/2':c=none:ow=iw:oh=ih[ring1];
[6:v]rotate=a='-${P}/2+2.2':c=none:ow=iw:oh=ih[ring2];
[7:v]rotate=a='0.42+0.22*sin(${P})+0.06*sin(2*${P}+0.7)':c=none:ow=iw:oh=ih[square];
[bg][1:v]overlay=format=gbrp:eval=frame:
   x='round(260-w/2+110*sin(${P}+0.4))':y='round(640-h/2+40*sin(2*${P}))'[a];
[a][2:v]overlay=format=gbrp:eval=frame:
   x='round(820-w/2+80*cos(${P}))':y='round(250-h/2+55*sin(${P}))'[b];
[b][3:v]overlay=format=gbrp:eval=frame:
   x='round(1060-w/2-80*cos(${P}+1.1))':y='round(470-h/2+45*sin(2*${P}+0.3))'[c];
[c][ring2]overlay=format=gbrp:eval=frame:
   x='round(930-w/2+30*sin(${P}+0.5))':y='round(350-h/2+20*cos(${P}+0.5))'[d];
[d][ring1]overlay=format=gbrp:eval=frame:
   x='round(930-w/2+45*sin(${P}))':y='round(350-h/2+28*cos(${P}))'[e];
[e][square]overlay=format=gbrp:eval=frame:
   x='round(250-w/2+30*cos(${P}+2))':y='round(560-h/2+25*sin(${P}+2))'[f];
[f][4:v]overlay=format=gbrp:eval=frame:
   x='round(930-w/2+140*cos(${P}+0.8))':y='round(350-h/2+90*sin(${P}+0.8))',
   format=yuv420p,noise=c0s=2[out]
"

IN=()
for f in bg navy indigo violet cyan ring1 ring2 square; do
  IN+=(-loop 1 -framerate "$FPS" -t "$T" -i "$TMP/$f.png")
done
"${FF[@]}" "${IN[@]}" \
  -filter_complex "$FILTER" -map "[out]" -frames:v $((FPS*T)) -an -c:v ffv1 -level 3 "$TMP/master.mkv"

# ---------------------------------------------------------------------------
# 3. Encodes.
# ---------------------------------------------------------------------------
VP9_CRF=${VP9_CRF:-16}
X264_CRF=${X264_CRF:-23}

# VP9: single-pass constant quality. (Two-pass boosts the keyframe, which makes
# the jump from the last frame back to frame 0 more visible.) -g 240: one
# keyframe per loop, at frame 0.
"${FF[@]}" -i "$TMP/master.mkv" -an -c:v libvpx-vp9 -b:v 0 -crf "$VP9_CRF" \
  -row-mt 1 -threads 2 -deadline good -cpu-used 2 -g 240 -pix_fmt yuv420p \
  "$OUT/hero-shapes.webm"

"${FF[@]}" -i "$TMP/master.mkv" -an -c:v libx264 -preset slow -crf "$X264_CRF" \
  -tune grain -profile:v high -pix_fmt yuv420p -g 240 -movflags +faststart \
  "$OUT/hero-shapes.mp4"

# Posters: the exact first frame of the master. The WebP is on the critical path and sits under a
# dark overlay, so it is encoded light (about 5 KB).
"${FF[@]}" -i "$TMP/master.mkv" -frames:v 1 -c:v libwebp -quality 45 -compression_level 6 \
  "$OUT/hero-shapes-poster.webp"
"${FF[@]}" -i "$TMP/master.mkv" -frames:v 1 -q:v 2 "$OUT/hero-shapes-poster.jpg"

ls -l "$OUT"/hero-shapes*
