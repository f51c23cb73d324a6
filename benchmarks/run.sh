#!/usr/bin/env bash
# Runs the JMH benchmarks with the settings recorded in RESULTS.md (each compares the previous
# implementation with the current one), then times whole `yahtzee solve` and `yahtzee advise`
# processes through the launcher. Usage: benchmarks/run.sh [JMH regexp, default: all]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
mvn -B -q -DskipTests -pl benchmarks -am package
echo "# $(date -u +%FT%TZ)  commit $(git rev-parse --short HEAD)  $(java -version 2>&1 | head -1)"
echo "# $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores"
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
