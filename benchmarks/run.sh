#!/usr/bin/env bash
# Runs the JMH benchmarks with the settings recorded in RESULTS.md (each compares the previous
# implementation with the current one), then times whole `yahtzee solve` and `yahtzee advise`
# processes through the launcher. Usage: benchmarks/run.sh [JMH regexp, default: all]
# `benchmarks/run.sh reach-table [RULES] [THREADS]` times the whole reach table instead (every
# target 0..500, a minute or more: ReachSolveTiming, one solve in a fresh JVM, not JMH).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
mvn -B -q -DskipTests -pl benchmarks -am package
echo "# $(date -u +%FT%TZ)  commit $(git rev-parse --short HEAD)  $(java -version 2>&1 | head -1)"
echo "# $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores"
if [[ "${1:-}" == reach-table ]]; then
  exec java -XX:+UseSerialGC -Xmx4g -cp benchmarks/target/benchmarks.jar org.yahtzee.goal.ReachSolveTiming \
    "${2:-free-choice}" "${3:-2}"
fi
java -jar benchmarks/target/benchmarks.jar "${1:-.}" -rf text -rff benchmarks/target/jmh-result.txt
cat benchmarks/target/jmh-result.txt
if [[ -z "${1:-}" ]]; then
  ./yahtzee --version >/dev/null   # builds the CLI jar and its class-data archive, outside the timing
  tables="$(mktemp -d)"
  # One row per run: wall seconds, then CPU seconds (user + sys).
  for i in $(seq 10); do
    YAHTZEE_TABLES="$tables" /usr/bin/time -f "solve process: %e s wall, %U s user + %S s sys" \
      ./yahtzee solve --rules official >/dev/null
  done
  for i in $(seq 10); do
    YAHTZEE_TABLES="$tables" /usr/bin/time -f "advise process (table cached): %e s wall, %U s user + %S s sys" \
      ./yahtzee advise --dice 12344 >/dev/null
  done
  rm -rf "$tables"
fi
