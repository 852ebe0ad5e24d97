#!/bin/sh
# Regenerates the demo lesson clips committed in assets/demo (needs ffmpeg with libx264; CI
# machines have none, which is why the output is committed). H.264 baseline in MP4 with the
# index at the front: every browser plays it, Debian's Chromium included, and a player can
# start before the whole file is read. 160x90, 15 fps, no audio, a few seconds long, so an
# end-to-end test can play a lesson to its end quickly.
set -eu
cd "$(dirname "$0")/../assets/demo"
encode() {
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$1" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -crf 32 \
    -movflags +faststart -an -map_metadata -1 -fflags +bitexact "$2"
}
encode "testsrc2=size=160x90:rate=15:duration=3" clip-a.mp4
encode "smptehdbars=size=160x90:rate=15:duration=2" clip-b.mp4
