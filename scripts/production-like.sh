#!/usr/bin/env bash
# The production shape on this machine, loopback only: Debian's PostgreSQL (a throwaway
# cluster), an S3-compatible server (s3rver), the Stripe stand-in as its own service, INSTANCES
# server instances (3) with NODE_ENV=production, and Debian's nginx in front as the load
# balancer on PRODUCTION_PORT (8080), serving the built site and delivering the stand-in's
# webhooks as Stripe would. An instance that dies is restarted (as systemd or Kubernetes would).
#
#   scripts/production-like.sh                 runs until Ctrl-C or SIGTERM, then stops it all
#   scripts/production-like.sh <command...>    runs the command against it, then stops it all
#
# The command gets PRODUCTION_URL (nginx), DATABASE_URL, PRODUCTION_INSTANCE_PORTS and
# PRODUCTION_RUN_DIR (logs, and <name>.pid of each process: server-1 ... server-N).
# Ports: nginx PRODUCTION_PORT, instances the next INSTANCES ports, the stand-in +20, s3rver +21,
# PostgreSQL +22. PRODUCTION_KEEP_LOGS=1 keeps the logs' folder. Needs nginx (apt-get install -y nginx-light) and PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
# shellcheck source=lib/postgres.sh
source scripts/lib/postgres.sh
# shellcheck source=lib/nginx-conf.sh
source scripts/lib/nginx-conf.sh

port=${PRODUCTION_PORT:-8080}
instances=${INSTANCES:-3}
site_dir=${SITE_DIR:-$root/apps/site/dist}
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] ||
  { echo "production-like: nginx is not installed (apt-get install -y nginx-light)" >&2; exit 1; }
postgres_bin >/dev/null || exit 1
PATH="$PATH:/usr/sbin"
say() { printf '\033[1m==> %s\033[0m\n' "$*"; }
if [ ! -f "$site_dir/index.html" ]; then
  say "Building the site into $site_dir"
  NODE_ENV=production pnpm --filter @academy/site run build >/dev/null
fi

run=$(mktemp -d /tmp/academy-production-XXXXXX)
chmod 755 "$run"
mkdir -p "$run/nginx-tmp" && chmod 1777 "$run/nginx-tmp"
server_supervisors=()
other_supervisors=()
idle_pid=
command_pid=

stop_all() {
  trap - INT TERM EXIT
  touch "$run/stopping"
  say "Stopping"
  for pid in $idle_pid $command_pid; do kill "$pid" 2>/dev/null || true; done
  signal() { [ -f "$run/$2.pid" ] && kill "-$1" "$(cat "$run/$2.pid")" 2>/dev/null || true; }
  local name
  # The servers first (they drain their requests in flight), then what they use.
  for name in $(cd "$run" && ls server-*.pid 2>/dev/null); do signal TERM "${name%.pid}"; done
  [ ${#server_supervisors[@]} -gt 0 ] && wait "${server_supervisors[@]}" 2>/dev/null || true
  signal TERM standin
  signal TERM s3
  signal QUIT nginx
  [ ${#other_supervisors[@]} -gt 0 ] && wait "${other_supervisors[@]}" 2>/dev/null || true
  postgres_stop "$run/postgres"
  if [ -n "${PRODUCTION_KEEP_LOGS:-}" ]; then
    rm -rf "$run/postgres" "$run"/data-*
    echo "production-like: the logs are kept in $run"
  else
    rm -rf "$run"
  fi
}
trap 'stop_all; exit 130' INT
trap 'stop_all; exit 143' TERM
trap stop_all EXIT

# Runs "$@" as <name>, logging to <name>.log; restarts it when it dies, until stop_all. In a
# session of its own: a Ctrl-C reaches this script only, which stops everything in order.
supervise() {
  local name=$1 code
  shift
  while [ ! -e "$run/stopping" ]; do
    setsid "$@" >>"$run/$name.log" 2>&1 &
    echo $! >"$run/$name.pid"
    code=0 && wait $! || code=$?
    [ -e "$run/stopping" ] && break
    echo "production-like: $name exited ($code), restarting" >&2
    sleep 0.5
  done
}
start() {
  supervise "$@" &
  if [[ $1 == server-* ]]; then server_supervisors+=($!); else other_supervisors+=($!); fi
}

# Waits until the URL answers 200 (at most 10 minutes: a ceiling for a hang, not a speed check;
# an instance migrating and seeding on a loaded machine takes minutes).
wait_ok() {
  node -e '
    const until = Date.now() + 600_000;
    const poll = () => fetch(process.argv[1]).then((r) => r.ok, () => false).then((ok) => {
      if (ok) process.exit(0);
      if (Date.now() > until) { console.error(`no answer from ${process.argv[1]}`); process.exit(1); }
      setTimeout(poll, 200);
    });
    poll();' "$1"
}

say "PostgreSQL"
mkdir -p "$run/postgres"
postgres_start "$run/postgres" $((port + 22))

secret() { node -e 'console.log(require("crypto").randomBytes(24).toString("hex"))'; }
public_url="http://127.0.0.1:$port"
s3_port=$((port + 21))
standin_port=$((port + 20))
# What every process shares (a real deployment's secrets and addresses).
export DATABASE_URL PUBLIC_URL=$public_url
export STRIPE_SECRET_KEY="sk_test_production_like_$(secret)"
export STRIPE_PUBLISHABLE_KEY="pk_test_production_like_$(secret)"
export STRIPE_WEBHOOK_SECRET="whsec_production_like_$(secret)"
export AWS_ACCESS_KEY_ID=S3RVER AWS_SECRET_ACCESS_KEY=S3RVER
export LOG_LEVEL=${LOG_LEVEL:-warn}

say "s3rver and the Stripe stand-in"
cd "$root/apps/server"
start s3 env LOCAL_S3_PORT=$s3_port LOCAL_S3_BUCKET=academy-media node --import tsx scripts/local-s3.ts
start standin env STANDIN_PORT=$standin_port \
  STANDIN_WEBHOOK_URL="$public_url/api/payments/webhook" node --import tsx src/stripe-standin/service.ts

say "$instances server instances"
jwt_secret=$(secret)
instance_ports=()
for i in $(seq 1 "$instances"); do
  p=$((port + i))
  instance_ports+=("$p")
  mkdir -p "$run/data-$i"
  start "server-$i" env NODE_ENV=production HOST=127.0.0.1 PORT=$p DATA_DIR="$run/data-$i" \
    SITE_DIR="$site_dir" JWT_SECRET="$jwt_secret" TRUST_PROXY=true RATE_LIMIT_STORE=database \
    STRIPE_API_URL="http://127.0.0.1:$standin_port" PAYMENTS_TEST_MODE=true DEV_ROUTES=true \
    SALES_COURSES=true SALES_CALCULATOR=open \
    S3_BUCKET=academy-media S3_ENDPOINT="http://127.0.0.1:$s3_port" \
    SEED_DEMO_ACCOUNTS="${SEED_DEMO_ACCOUNTS:-true}" SEED_DEMO_MEDIA="${SEED_DEMO_MEDIA:-true}" \
    node --import tsx src/main.ts
done
cd "$root"

say "nginx on $public_url"
nginx_conf "$run" "$port" "$standin_port" "${instance_ports[@]}" >"$run/nginx.conf"
start nginx nginx -p "$run" -c "$run/nginx.conf" -e "$run/nginx-error.log"

ready() {
  wait_ok "$1" && return 0
  tail -n 20 "$run"/*.log >&2
  exit 1
}
for p in "${instance_ports[@]}"; do ready "http://127.0.0.1:$p/api/ready"; done
ready "$public_url/api/ready"

export PRODUCTION_URL=$public_url PRODUCTION_RUN_DIR=$run
export PRODUCTION_INSTANCE_PORTS="${instance_ports[*]}"
cat <<TEXT

  The production shape is running at $public_url/
    nginx $port -> instances ${instance_ports[*]} (NODE_ENV=production)
    PostgreSQL $POSTGRES_VERSION at $DATABASE_URL
    Stripe stand-in at http://127.0.0.1:$standin_port/ (webhooks through nginx)
    s3rver at http://127.0.0.1:$s3_port/ (bucket academy-media)
    logs in $run

TEXT
if [ $# -gt 0 ]; then
  # In the background, so that a SIGTERM to this script is handled at once.
  "$@" &
  command_pid=$!
  status=0 && wait $command_pid || status=$?
  command_pid=
  exit $status
fi
echo "  Ctrl-C stops everything."
while :; do
  sleep 3600 &
  idle_pid=$!
  wait $idle_pid || true
done
