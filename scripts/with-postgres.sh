#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: a fresh cluster in a temporary folder,
# on a free local port, removed afterwards. DATABASE_URL is exported to the command.
# Usage: scripts/with-postgres.sh <command...>
set -euo pipefail

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  echo "with-postgres: PostgreSQL is not installed (apt-get install -y postgresql)" >&2
  exit 1
fi

port=$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')
dir=$(mktemp -d /tmp/academy-pg-XXXXXX)
# initdb refuses to run as root; as root, run the server as the postgres system user.
run_as=()
if [ "$(id -u)" = "0" ]; then
  id postgres >/dev/null 2>&1 || useradd --system --home-dir "$dir" postgres
  chown postgres "$dir"
  run_as=(runuser -u postgres --)
fi

cleanup() {
  "${run_as[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${run_as[@]}" "$pg_bin/initdb" -D "$dir/data" -U academy --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; exit 1; }
"${run_as[@]}" "$pg_bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
  -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off" start >/dev/null
"${run_as[@]}" "$pg_bin/createdb" -h 127.0.0.1 -p "$port" -U academy academy

export DATABASE_URL="postgres://academy@127.0.0.1:$port/academy"
echo "with-postgres: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') at $DATABASE_URL"
"$@"
