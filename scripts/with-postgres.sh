#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: a fresh cluster in a temporary folder,
# on a free local port, removed afterwards. DATABASE_URL is exported to the command.
# Usage: scripts/with-postgres.sh <command...>
set -euo pipefail
# shellcheck source=lib/postgres.sh
source "$(dirname "$0")/lib/postgres.sh"
postgres_bin >/dev/null || exit 1

port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
dir=$(mktemp -d /tmp/academy-pg-XXXXXX)
cleanup() {
  postgres_stop "$dir"
  rm -rf "$dir"
}
trap cleanup EXIT

postgres_start "$dir" "$port"
echo "with-postgres: PostgreSQL $POSTGRES_VERSION at $DATABASE_URL"
"$@"
