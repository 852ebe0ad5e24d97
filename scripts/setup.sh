#!/usr/bin/env bash
# Installs what this repo needs on a fresh Debian machine that has Node 20 and npm:
# pnpm, the workspace's dependencies and, with --test, the test tools (Debian's Chromium for
# every browser layer, PostgreSQL for the server suite's real-database run).
# Safe to run again: each step is skipped when already done.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION=10.34.9
with_test_tools=false
[ "${1:-}" = "--test" ] && with_test_tools=true

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt 20 ]; then
  echo "Node.js 20.19 or newer is needed (found $(node --version))." >&2
  exit 1
fi

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version)" != "$PNPM_VERSION" ]; then
  say "Installing pnpm $PNPM_VERSION"
  # corepack fails on registry signatures on these machines; npm works.
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null
fi

if $with_test_tools; then
  missing=()
  # The tests' browser (tooling/chromium.ts); the full browser is for Lighthouse.
  command -v chromium-headless-shell >/dev/null 2>&1 || [ -n "${CHROMIUM_PATH:-}" ] ||
    missing+=(chromium-headless-shell)
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
  # The load balancer of the production shape's short run (scripts/production-like.sh).
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
  if [ ${#missing[@]} -gt 0 ]; then
    say "Installing ${missing[*]} from Debian's packages"
    if [ "$(id -u)" = "0" ]; then apt_get=(apt-get); else apt_get=(sudo apt-get); fi
    "${apt_get[@]}" update -qq
    DEBIAN_FRONTEND=noninteractive "${apt_get[@]}" install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
fi

say "Installing dependencies"
CI=true pnpm install --frozen-lockfile --reporter=silent
