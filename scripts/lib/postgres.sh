# Debian's PostgreSQL as a throwaway cluster in a folder of the caller's, on loopback only.
# Sourced by scripts/with-postgres.sh and scripts/production-like.sh.
#   postgres_start <folder> <port>   creates the cluster, starts it, exports DATABASE_URL
#   postgres_stop <folder>           stops it (immediately: the data is thrown away)

postgres_bin() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    echo "PostgreSQL is not installed (apt-get install -y postgresql)" >&2
    return 1
  fi
  echo "$bin"
}

# initdb refuses to run as root; as root, run the server as the postgres system user.
postgres_as() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

postgres_start() {
  local dir=$1 port=$2 bin
  bin=$(postgres_bin) || return 1
  if [ "$(id -u)" = "0" ]; then
    id postgres >/dev/null 2>&1 || useradd --system --home-dir "$dir" postgres
    chown postgres "$dir"
  fi
  postgres_as "$bin/initdb" -D "$dir/data" -U academy --auth=trust -E UTF8 >"$dir/initdb.log" 2>&1 ||
    { cat "$dir/initdb.log" >&2; return 1; }
  # In a session of its own: a Ctrl-C meant for the caller must not stop the database under
  # it (the caller stops it, after what uses it).
  postgres_as setsid "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w \
    -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off ${POSTGRES_OPTIONS:-}" \
    start >/dev/null
  postgres_as "$bin/createdb" -h 127.0.0.1 -p "$port" -U academy academy
  export DATABASE_URL="postgres://academy@127.0.0.1:$port/academy"
  POSTGRES_VERSION=$("$bin/postgres" --version | awk '{print $3}')
}

postgres_stop() {
  local dir=$1 bin
  bin=$(postgres_bin) || return 0
  postgres_as "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
}
