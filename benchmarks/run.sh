#!/usr/bin/env bash
# Runs the JMH benchmarks with the settings recorded in RESULTS.md, then times the whole
# `yahtzee solve` process. Usage: benchmarks/run.sh [JMH regexp, default: all]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
mvn -B -q -DskipTests -pl benchmarks -am package
echo "# $(date -u +%FT%TZ)  commit $(git rev-parse --short HEAD)  $(java -version 2>&1 | head -1)"
echo "# $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores"
java -jar benchmarks/target/benchmarks.jar "${1:-.}" -rf text -rff benchmarks/target/jmh-result.txt
cat benchmarks/target/jmh-result.txt
if [[ -z "${1:-}" ]]; then
  ./yahtzee --version >/dev/null   # builds the CLI jar if needed, outside the timing
  out="$(mktemp -d)"
  for i in 1 2 3 4 5; do
    /usr/bin/time -f "solve process: %e s wall, %U s user + %S s sys" \
      ./yahtzee solve --rules official --out "$out/official.ytable" >/dev/null
  done
  rm -rf "$out"
fi
