#!/usr/bin/env bash
# Load on `yahtzee serve`. Starts the server on a free loopback port (free-choice rules, its
# tables in a cache of this script's own), then for each endpoint named runs wrk with 2 threads
# and 32 keep-alive connections for SECONDS after a 5 s warm-up, and prints p50, p99, answers
# per second and errors; the server's resident memory (RSS) is sampled every 10 s.
#
#   benchmarks/serve-load.sh [SECONDS] [health|advise|value|soak ...]   (default: 20 advise)
#
# health: GET /api/v1/health. advise: POST /api/v1/advise, Verhoeff's proficiency-test position
# (top 4, a 490-byte answer). value: POST /api/v1/value of Verhoeff's card (7 open boxes, an
# exact distribution of about 50 ms). soak: advise as above while two slow-loris clients send
# headers a byte every 0.2 s and two clients post a 1 MB record to grade and never read the
# answer, each pair again as soon as the server drops it; health is timed meanwhile by hey
# (one request at a time, 20 a second).
# YAHTZEE_JAR=FILE measures another build's jar (default: this tree's, built first).
# YAHTZEE_TABLES=DIR keeps the tables between runs (default: a new folder, removed after).
# Needs wrk and hey (Debian: apt-get install -y wrk hey). Loopback only.
set -euo pipefail
seconds=20
[[ "${1:-}" =~ ^[0-9]+$ ]] && { seconds="$1"; shift; }
runs=("$@")
[[ ${#runs[@]} -eq 0 ]] && runs=(advise)
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
for tool in wrk hey; do
  command -v "$tool" >/dev/null || { echo "serve-load.sh: $tool is not installed (Debian: apt-get install -y wrk hey)" >&2; exit 1; }
done
jar="${YAHTZEE_JAR:-}"
if [[ -z "$jar" ]]; then
  ./yahtzee --version >/dev/null # builds the jar outside the timing
  jar=analyzer-cli/target/yahtzee.jar
fi
work="$(mktemp -d)"
tables="${YAHTZEE_TABLES:-$work/tables}"
server=""
abusers=()
cleanup() {
  for pid in "${abusers[@]}"; do kill "$pid" 2>/dev/null || true; done
  [[ -n "$server" ]] && kill "$server" 2>/dev/null && wait "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
YAHTZEE_TABLES="$tables" java -XX:+UseSerialGC -jar "$jar" serve --port 0 --rules free-choice >"$work/out" 2>"$work/err" &
server=$!
for _ in $(seq 1200); do grep -q '^serving' "$work/out" && break; sleep 0.1; done
url="$(grep -o 'http://[^ ]*' "$work/out")" || { cat "$work/err" >&2; exit 1; }
port="${url##*:}"; port="${port%/}"

verhoeff='"card":"ones=3,threes=9,fours=12,sixes=24,full-house=25,small-straight=30"'
# One wrk script per endpoint: its method, body and the summary printed at the end.
script() { # NAME METHOD BODY
  cat >"$work/$1.lua" <<LUA
wrk.method = "$2"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '$3'
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
}
script health GET ""
script advise POST "{\"rules\":\"free-choice\",\"dice\":\"12344\",\"rollsLeft\":2,\"top\":4,$verhoeff}"
script value POST "{\"rules\":\"free-choice\",$verhoeff}"
path() { case "$1" in health) echo api/v1/health ;; value) echo api/v1/value ;; *) echo api/v1/advise ;; esac; }

# A slow-loris client: the headers of a health request, a byte every 0.2 s, again when cut off.
slow_loris() {
  local request=$'GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: '"$(printf 'x%.0s' $(seq 200))"$'\r\n\r\n'
  while true; do
    exec 3<>"/dev/tcp/127.0.0.1/$port" || { sleep 0.2; continue; }
    for ((i = 0; i < ${#request}; i++)); do printf '%s' "${request:i:1}" >&3 2>/dev/null || break; sleep 0.2; done
    exec 3>&- 3<&-
  done
}
# A client that posts a 1 MB record to grade and never reads the answer; a new one every 65 s.
non_reader() {
  head -c $((1024 * 1024 - 1)) /dev/zero | tr '\0' '\n' >"$work/record-$1"
  while true; do
    exec 4<>"/dev/tcp/127.0.0.1/$port" || { sleep 0.2; continue; }
    printf 'POST /api/v1/grade HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: %d\r\n\r\n' \
      $((1024 * 1024 - 1)) >&4 2>/dev/null && cat "$work/record-$1" >&4 2>/dev/null
    sleep 65 # never reads; longer than any bound of the server on an answer
    exec 4>&- 4<&-
  done
}

echo "# $(date -u +%FT%TZ)  commit $(git rev-parse --short HEAD)  jar $jar  $(java -version 2>&1 | head -1)"
echo "# $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg)"
rss() { awk '/VmRSS/ {printf "%d MB", $2 / 1024}' "/proc/$server/status"; }
for run in "${runs[@]}"; do
  name="$run"; [[ "$run" == soak ]] && name=advise
  # Warm-up: the JIT compiles the path of an answer (not counted).
  wrk -t2 -c32 -d5s -s "$work/$name.lua" "${url}$(path "$name")" >/dev/null
  echo "## $run, $seconds s, rss after warm-up: $(rss), load average $(cut -d' ' -f1-3 /proc/loadavg)"
  ( for ((t = 10; t <= seconds; t += 10)); do sleep 10; echo "rss at ${t} s: $(rss)"; done ) &
  sampler=$!
  if [[ "$run" == soak ]]; then
    slow_loris & abusers+=($!)
    slow_loris & abusers+=($!)
    non_reader 1 & abusers+=($!)
    non_reader 2 & abusers+=($!)
    sleep 2 # the slow clients in place before the load starts
    hey -z "${seconds}s" -c 1 -q 20 "${url}api/v1/health" >"$work/hey" &
    hey_pid=$!
  fi
  wrk -t2 -c32 -d"${seconds}s" --latency -s "$work/$name.lua" "${url}$(path "$name")" | sed -n '/^p50/,$p'
  if [[ "$run" == soak ]]; then
    wait "$hey_pid" || true
    echo "health meanwhile (hey, one at a time, 20/s):"
    grep -E 'Requests/sec|Slowest|50% in|99% in|\[[0-9]{3}\]|Error distribution|^\s+\[' "$work/hey" | sed 's/^ */  /'
    for pid in "${abusers[@]}"; do kill "$pid" 2>/dev/null || true; done
    abusers=()
  fi
  wait "$sampler" 2>/dev/null || true
done
echo "# load average after $(cut -d' ' -f1-3 /proc/loadavg)"
