# The load balancer's configuration for scripts/production-like.sh (Debian's nginx).
#   nginx_conf <folder> <port> <stand-in port> <instance port>...   prints nginx.conf
#
# nginx proxies every path, the built site included, to the instances (each with SITE_DIR):
# which paths are routes (200), prerendered pages, 404s with the app, the 301 of page folders,
# the cache policy per file and the choice of .br/.gz copies live in one place, the server's
# src/http/site.ts; nginx serving the files itself would be a second copy of those rules (and
# Debian's nginx has no brotli). A real deployment puts a CDN in front for the static files.

nginx_conf() {
  local dir=$1 port=$2 standin=$3
  shift 3
  local user_line="" servers="" p
  # As root, the workers run as nobody, who must be able to write the temporary folders.
  [ "$(id -u)" = "0" ] && user_line="user nobody nogroup;"
  for p in "$@"; do servers+="    server 127.0.0.1:$p max_fails=1 fail_timeout=2s;"$'\n'; done
  cat <<CONF
$user_line
worker_processes 2;
pid $dir/nginx.pid;
error_log $dir/nginx-error.log warn;
daemon off;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path $dir/nginx-tmp/body;
  proxy_temp_path $dir/nginx-tmp/proxy;
  fastcgi_temp_path $dir/nginx-tmp/fastcgi;
  uwsgi_temp_path $dir/nginx-tmp/uwsgi;
  scgi_temp_path $dir/nginx-tmp/scgi;
  # Largest upload through the server: a 100 MB video or PDF (larger videos go to S3 directly).
  client_max_body_size 110m;

  # No idle connections kept to the instances: a POST nginx sends on a kept connection whose
  # instance has just died fails (it is not retried: it may have been applied), where a new
  # connection to it is refused and goes to the next instance. On loopback a connection per
  # request costs little.
  upstream academy {
    least_conn;
$servers  }
  upstream stripe_standin {
    server 127.0.0.1:$standin;
  }

  server {
    listen 127.0.0.1:$port;
    proxy_http_version 1.1;
    proxy_set_header Host \$http_host;
    # The servers run with TRUST_PROXY=true and take the client's address from here.
    proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto \$scheme;
    # Which instance answered (the benchmark tells the killed instance's requests apart).
    add_header X-Upstream \$upstream_addr always;
    # A refused connection (an instance down or restarting) goes to the next instance; a
    # request already sent is retried only when it is a GET or HEAD (nginx's default).
    proxy_next_upstream error timeout http_502;
    proxy_next_upstream_tries 3;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;

    # Stripe.js's side of the stand-in (Stripe's own domains in production).
    location /api/stripe-standin/ {
      proxy_pass http://stripe_standin;
    }
    location / {
      proxy_pass http://academy;
    }
  }
}
CONF
}
