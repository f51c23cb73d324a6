#!/usr/bin/env bash
# Load on `yahtzee serve`: starts the server on a free loopback port, runs wrk against
# POST /api/v1/advise (Verhoeff's proficiency-test position) with 32 connections for a bounded
# time, and prints p50, p99, answers per second and errors; the server's resident memory (RSS)
# is sampled every 10 s of the run. Usage: benchmarks/serve-load.sh [SECONDS, default 20]
# (300 for the 5-minute soak). Needs wrk (Debian: apt-get install -y wrk). Loopback only.
set -euo pipefail
seconds="${1:-20}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
command -v wrk >/dev/null || { echo "serve-load.sh: wrk is not installed (Debian: apt-get install -y wrk)" >&2; exit 1; }
./yahtzee --version >/dev/null   # builds the jar (and its class-data archive) outside the timing
work="$(mktemp -d)"
server=""
cleanup() {
  [[ -n "$server" ]] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
java -XX:+UseSerialGC -jar analyzer-cli/target/yahtzee.jar serve --port 0 --rules free-choice \
  >"$work/out" 2>"$work/err" &
server=$!
for _ in $(seq 600); do grep -q '^serving' "$work/out" && break; sleep 0.1; done
url="$(grep -o 'http://[^ ]*' "$work/out")" || { cat "$work/err" >&2; exit 1; }
cat >"$work/advise.lua" <<'LUA'
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"rules":"free-choice","dice":"12344","rollsLeft":2,"top":4,'
  .. '"card":"ones=3,threes=9,fours=12,sixes=24,full-house=25,small-straight=30"}'
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("p50 %.3f ms  p99 %.3f ms  max %.1f ms\n",
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
  io.write(string.format("requests %d in %.1f s: %.0f per second\n",
    summary.requests, summary.duration / 1e6, summary.requests / (summary.duration / 1e6)))
  io.write(string.format("errors: connect %d, read %d, write %d, timeout %d, status not 2xx %d\n",
    e.connect, e.read, e.write, e.timeout, e.status))
end
LUA
echo "# $(date -u +%FT%TZ)  commit $(git rev-parse --short HEAD)  $(java -version 2>&1 | head -1)"
echo "# $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
# Warm-up: the JIT compiles the path of an answer (not counted).
wrk -t2 -c32 -d5s -s "$work/advise.lua" "${url}api/v1/advise" >/dev/null
rss() { awk '/VmRSS/ {printf "%d MB", $2 / 1024}' "/proc/$server/status"; }
echo "rss after warm-up: $(rss)"
( for ((t = 10; t <= seconds; t += 10)); do sleep 10; echo "rss at ${t} s: $(rss)"; done ) &
sampler=$!
wrk -t2 -c32 -d"${seconds}s" --latency -s "$work/advise.lua" "${url}api/v1/advise" | sed -n '/^p50/,$p'
wait "$sampler" 2>/dev/null || true
echo "# load average after $(cut -d' ' -f1-3 /proc/loadavg)"
