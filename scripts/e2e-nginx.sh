#!/usr/bin/env bash
# Serves the production build (dist/) through the real nginx with deploy/nginx/portal.conf, /esp
# and /print proxied to the standalone stand-in, and runs a command against it (default: the browser tests).
#   scripts/e2e-nginx.sh                      # npx playwright test
#   scripts/e2e-nginx.sh npx tsx scripts/bench/run.ts
# nginx runs as a foreground process on loopback with its own prefix, pid and temp dirs under /tmp;
# no system configuration is touched. The build is copied, so tests may rewrite its config.json.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
web_port=${NGINX_PORT:-4188}
api_port=${STAND_IN_PORT:-8188}

[[ -f dist/index.html ]] || { echo 'dist/ missing: run npm run build first' >&2; exit 1; }
command -v nginx >/dev/null || [[ -x /usr/sbin/nginx ]] || { echo 'nginx missing: apt-get install nginx' >&2; exit 1; }
nginx_bin=$(command -v nginx || echo /usr/sbin/nginx)
brotli_module=/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so
[[ -f $brotli_module ]] || { echo "brotli module missing: apt-get install libnginx-mod-http-brotli-filter" >&2; exit 1; }

# E2E_STACKS=2 starts two independent stacks (nginx, stand-in and build copy each, on the next ports),
# one per Playwright worker: each test resets its stand-in's data, which a shared one would not survive.
stacks=${E2E_STACKS:-1}
work=$(mktemp -d /tmp/tzsb-nginx.XXXXXX)
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  wait 2>/dev/null || true
  [[ -n ${KEEP_NGINX_DIR:-} ]] || rm -rf "$work"
}
trap cleanup EXIT

start_stack() {
  local web=$1 api=$2 dir=$3
  mkdir -p "$dir/conf/tzsb-portal" "$dir/logs" "$dir/temp"
  cp -r dist "$dir/dist"
  chmod -R a+rX "$work"

  # The site file as shipped, with its SITE: lines pointed at this run, and its STAND-IN: lines (the
  # shipped 404 for the stand-in's controls and demo accounts) forwarding them: the tests and the bench
  # drive the stand-in, started below in test mode, through them.
  sed -e "s|^\(\s*\)listen 80;.*|\1listen 127.0.0.1:${web};|" \
    -e "s|^\(\s*\)root /srv/tzsb-portal/dist;.*|\1root ${dir}/dist;|" \
    -e "s|^\(\s*location .*\) { return 404; }\s*# STAND-IN:.*|\1 { proxy_pass http://tzsb_portal_backend; proxy_set_header Host \$host; }|" \
    deploy/nginx/portal.conf >"$dir/conf/portal.conf"
  grep -q "listen 127.0.0.1:${web};" "$dir/conf/portal.conf"
  grep -q "root ${dir}/dist;" "$dir/conf/portal.conf"
  if grep -q "STAND-IN:" "$dir/conf/portal.conf"; then
    echo 'a STAND-IN: line of deploy/nginx/portal.conf was not rewritten (keep each location on one line)' >&2
    exit 1
  fi
  echo "server 127.0.0.1:${api};" >"$dir/conf/tzsb-portal/backend.conf"
  # The stand-in is the print host too (/print).
  echo "server 127.0.0.1:${api};" >"$dir/conf/tzsb-portal/print.conf"
  cat >"$dir/conf/nginx.conf" <<CONF
load_module ${brotli_module};
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
$( [[ $(id -u) == 0 ]] && echo 'user root;' )
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${dir}/logs/access.log;
    sendfile on;
    client_body_temp_path ${dir}/temp/body;
    proxy_temp_path ${dir}/temp/proxy;
    fastcgi_temp_path ${dir}/temp/fastcgi;
    uwsgi_temp_path ${dir}/temp/uwsgi;
    scgi_temp_path ${dir}/temp/scgi;
    include ${dir}/conf/portal.conf;
}
CONF

  # Ports taken by someone else (an earlier run not stopped) would test the wrong servers.
  for port in "$web" "$api"; do
    if (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "port $port is already in use; stop that server first" >&2
      exit 1
    fi
  done

  # node --import tsx: one process (npx/tsx would leave a child behind when stopped).
  node --import tsx src/mocks/http-server.ts --mode test --port "$api" >"$dir/logs/stand-in.log" 2>&1 &
  pids+=($!)
  "$nginx_bin" -p "$dir" -c "$dir/conf/nginx.conf" -g 'daemon off;' 2>>"$dir/logs/error.log" &
  pids+=($!)
}

await_stack() {
  local web=$1 dir=$2
  for _ in $(seq 1 100); do
    if curl -fs -o /dev/null "http://127.0.0.1:${web}/login" &&
      curl -fs -o /dev/null -X POST "http://127.0.0.1:${web}/esp/__stand-in/reset"; then
      break
    fi
    sleep 0.2
  done
  curl -fsS -o /dev/null "http://127.0.0.1:${web}/esp/__stand-in/reset" -X POST || {
    echo 'nginx or the stand-in did not come up:' >&2
    cat "$dir/logs/error.log" "$dir/logs/stand-in.log" >&2
    exit 1
  }
}

urls=() dists=()
for ((i = 0; i < stacks; i++)); do
  start_stack $((web_port + i)) $((api_port + i)) "$work/$i"
  urls+=("http://127.0.0.1:$((web_port + i))") dists+=("$work/$i/dist")
done
for ((i = 0; i < stacks; i++)); do await_stack $((web_port + i)) "$work/$i"; done
echo "[e2e-nginx] ${urls[*]} (nginx $("$nginx_bin" -v 2>&1 | sed 's/.*\///'), build copies under ${work}) -> stand-in :${api_port}$( ((stacks > 1)) && echo "..$((api_port + stacks - 1))")"

# The first stack for the bench and a single worker; all of them, in order, for the Playwright workers.
export E2E_BASE_URLS=$(IFS=,; echo "${urls[*]}") E2E_DIST_DIRS=$(IFS=,; echo "${dists[*]}")
export E2E_BASE_URL="${urls[0]}" E2E_NGINX=1 E2E_DIST_DIR="${dists[0]}"
if (($#)); then "$@"; else npx playwright test; fi
