#!/usr/bin/env bash
# CI: the contract check against the stand-in HTTP server (test mode, for its captcha aid) on a free
# port, with the demo accounts whose roles together make every read call; the server is stopped after.
set -euo pipefail
cd "$(dirname "$0")/../.."
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")
log=$(mktemp /tmp/contract-stand-in.XXXXXX)
node --import tsx src/mocks/http-server.ts --mode test --port "$port" >"$log" 2>&1 &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -f "$log"' EXIT
for _ in $(seq 1 600); do
  node -e "fetch('http://127.0.0.1:$port/esp/').then(() => process.exit(0), () => process.exit(1))" && break
  kill -0 "$server" 2>/dev/null || { cat "$log" >&2; exit 1; }
  sleep 0.2
done
npm run --silent contract:check -- --base "http://127.0.0.1:$port/esp" \
  --account syqy --account wbdw --account sgdw --account zzdw --account jydw --account admin
