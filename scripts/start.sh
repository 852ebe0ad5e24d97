#!/usr/bin/env bash
# Sets up and starts the whole product on one URL: the reference server with its embedded
# PostgreSQL (PGlite, data in apps/server/.data) and demo data, serving the built site.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
printf '\033[1m==> %s\033[0m\n' "Building the site"
# The demo's Grand Opening is two months ahead, so its banner shows (issue #50); a deployment
# sets its own day (YYYY-MM-DD), and the banner hides itself once that day is over.
export VITE_GRAND_OPENING_DATE="${VITE_GRAND_OPENING_DATE:-$(date -u -d '+60 days' +%F)}"
pnpm --filter @academy/site run build >/dev/null
export SITE_DIR="$PWD/apps/site/dist"
export PORT="${PORT:-3000}"
# The demo on this machine: the mail outbox, the stand-in's listings and test-mode enrolment
# (apps/server README, "Development routes"). Off unless set: a deployment never gets them.
export DEV_ROUTES="${DEV_ROUTES:-true}"
exec pnpm --silent --filter @academy/server start
