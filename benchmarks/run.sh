#!/usr/bin/env bash
# Runs the JMH benchmarks with the settings recorded in RESULTS.md (each compares the previous
# implementation with the current one), then times whole `yahtzee solve` and `yahtzee advise`
# processes through the launcher. Usage: benchmarks/run.sh [JMH regexp, default: all]
# `benchmarks/run.sh reach-table [RULES] [THREADS]` times the whole reach table instead (every
# target 0..500, a minute or more: ReachSolveTiming, one solve in a fresh JVM, not JMH).
# `benchmarks/run.sh reach-build [RULES] [RUNS]` times its first use as the cache builds it (solve,
# encode, write, open: ReachBuildTiming) with the launcher's JVM flags, under /usr/bin/time.
# `benchmarks/run.sh aot` times advise's start on JDK 17 with CDS against a JDK 24+ with its AOT
# cache and with the launcher's CDS archive.
# `benchmarks/run.sh simulate [GAMES]` times whole `yahtzee simulate --games GAMES --no-exact`
# processes (default 10,000,000; the policy table built first, outside the timing).
# `benchmarks/run.sh grade [GAMES] [RUNS] [BASELINE_JAR]` times whole `yahtzee grade` processes on a
# record of GAMES games (default 100,000) that `simulate --records --seed 9` writes: on every
# processor against --threads 1, alternated, with the peak resident memory and the games a second
# of the whole process, each run's report checked against the first's; given BASELINE_JAR (e.g.
# main's yahtzee.jar, copied aside), this build against that jar instead, alternated, both on
# every processor with the collector of the launcher (not its JIT flags).
# `benchmarks/run.sh startup` times whole `yahtzee advise` processes against a bare
# `java -version` beside them, alternated (issue 25: at most 50 ms over it).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"
mvn -B -q -DskipTests -pl benchmarks -am package
echo "# $(date -u +%FT%TZ)  commit $(git rev-parse --short HEAD)  $(java -version 2>&1 | head -1)"
echo "# $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores"
if [[ "${1:-}" == aot ]]; then
  # Start-up of `advise` (table cached): JDK 17 with the launcher's class-data archive, against a
  # JDK 24+ (AOT_JAVA_HOME, default the Temurin 25 of these machines) with an ahead-of-time
  # cache (JEP 483/514) made by one training run of the same command.
  jdk="${AOT_JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}"
  tables="$(mktemp -d)"; aot="$tables/yahtzee.aot"; jar=analyzer-cli/target/yahtzee.jar
  YAHTZEE_TABLES="$tables" ./yahtzee advise --dice 12344 >/dev/null 2>&1 # jar, CDS archive, table, moments
  YAHTZEE_TABLES="$tables" JAVA_HOME="$jdk" ./yahtzee --version >/dev/null 2>&1 # the JDK's own CDS archive
  # The launcher's flags for advise (G1, no perf data; -cp and the main class, not -jar).
  YAHTZEE_TABLES="$tables" "$jdk/bin/java" -XX:+UseG1GC -XX:-UsePerfData -XX:AOTCacheOutput="$aot" \
    -cp "$jar" org.yahtzee.cli.Main advise --dice 12344 >/dev/null 2>&1
  for i in $(seq 10); do
    YAHTZEE_TABLES="$tables" /usr/bin/time -f "advise, JDK 17 + CDS (launcher): %e s wall, %U s user + %S s sys" \
      ./yahtzee advise --dice 12344 >/dev/null
    YAHTZEE_TABLES="$tables" /usr/bin/time -f "advise, $(basename "$jdk") + AOT cache: %e s wall, %U s user + %S s sys" \
      "$jdk/bin/java" -XX:+UseG1GC -XX:-UsePerfData -XX:AOTCache="$aot" -cp "$jar" org.yahtzee.cli.Main advise --dice 12344 >/dev/null
    YAHTZEE_TABLES="$tables" JAVA_HOME="$jdk" /usr/bin/time \
      -f "advise, $(basename "$jdk") + CDS (launcher): %e s wall, %U s user + %S s sys" ./yahtzee advise --dice 12344 >/dev/null
  done
  rm -rf "$tables"
  exit 0
fi
if [[ "${1:-}" == simulate ]]; then
  games="${2:-10000000}"; tables="$(mktemp -d)"
  YAHTZEE_TABLES="$tables" ./yahtzee simulate --games 2 --no-exact >/dev/null 2>&1 # jar, table, policy table
  uptime
  for i in $(seq 5); do
    YAHTZEE_TABLES="$tables" /usr/bin/time -f "simulate --games $games process: %e s wall, %U s user + %S s sys, %M KB" \
      ./yahtzee simulate --games "$games" --no-exact | sed -n 2p
  done
  uptime
  rm -rf "$tables"
  exit 0
fi
if [[ "${1:-}" == grade ]]; then
  # The record beside the cache, not in it: a command refuses to write into the table cache.
  games="${2:-100000}"; tables="$(mktemp -d)"; work="$(mktemp -d)"; record="$work/games.txt"
  YAHTZEE_TABLES="$tables" ./yahtzee simulate --games "$games" --seed 9 --no-exact --each-game "$record" --records \
    >/dev/null 2>&1 # and the table, outside the timing
  ls -l "$record"
  # One line a run: the whole process's wall, CPU and peak, then its games a second of wall; each
  # run's report but its timing line must be the first run's, byte for byte (else it says so).
  whole() { # LABEL OPTIONS COMMAND...: times COMMAND grade RECORD OPTIONS, its report into $work/LABEL.txt
    local label="$1" options="$2"; shift 2
    local start end
    start="$(date +%s.%N)"
    # shellcheck disable=SC2086
    YAHTZEE_TABLES="$tables" /usr/bin/time -o "$work/time" -f "%e s wall, %U s user + %S s sys, %M KB" \
      "$@" grade "$record" $options >"$work/$label.txt"
    end="$(date +%s.%N)"
    echo "grade, $label: $(cat "$work/time"), $(awk -v g="$games" -v a="$start" -v b="$end" \
      'BEGIN { printf "%.0f games/s whole", g / (b - a) }')"
    head -n -1 "$work/$label.txt" >"$work/$label.report"
    [[ -f "$work/first.report" ]] || cp "$work/$label.report" "$work/first.report"
    cmp -s "$work/first.report" "$work/$label.report" || echo "grade, $label: the report differs from the first run's"
  }
  uptime
  for i in $(seq "${3:-5}"); do
    if [[ -n "${4:-}" ]]; then
      whole "this-jar" "" java -XX:+UseSerialGC -XX:-UsePerfData -jar analyzer-cli/target/yahtzee.jar
      whole "baseline" "" java -XX:+UseSerialGC -XX:-UsePerfData -jar "$4"
      continue
    fi
    for threads in "$(nproc)" 1; do
      whole "threads-$threads" "--threads $threads" ./yahtzee
    done
  done
  uptime
  rm -rf "$tables" "$work"
  exit 0
fi
if [[ "${1:-}" == startup ]]; then
  tables="$(mktemp -d)"
  YAHTZEE_TABLES="$tables" ./yahtzee advise --dice 12344 >/dev/null 2>&1 # jar, CDS archive, table, moments
  uptime
  # The yardstick is a bare java -version (the JDK's defaults: G1 and its own archive), as issue
  # 25 states it; JAVA_HOME picks the JDK of both.
  java="${JAVA_HOME:+$JAVA_HOME/bin/}java"
  for i in $(seq 20); do
    /usr/bin/time -f "java -version: %e s wall, %U s user + %S s sys" "$java" -version 2>&1 >/dev/null | tail -1
    YAHTZEE_TABLES="$tables" /usr/bin/time -f "advise process (table cached): %e s wall, %U s user + %S s sys" \
      ./yahtzee advise --dice 12344 >/dev/null
  done
  uptime
  rm -rf "$tables"
  exit 0
fi
if [[ "${1:-}" == reach-build ]]; then
  # The JVM flags of ./yahtzee (SerialGC, the default heap: a quarter of the machine's memory).
  for i in $(seq "${3:-1}"); do
    /usr/bin/time -f "process: %e s wall, %U s user + %S s sys, %M KB peak resident" \
      java -XX:+UseSerialGC -XX:-UsePerfData -cp benchmarks/target/benchmarks.jar org.yahtzee.goal.ReachBuildTiming \
      "${2:-official}"
  done
  exit 0
fi
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
  # The policy table (half a minute) is built outside the timing, as every run after the first finds it.
  YAHTZEE_TABLES="$tables" ./yahtzee simulate --games 2 --no-exact >/dev/null 2>&1
  for i in $(seq 3); do
    YAHTZEE_TABLES="$tables" /usr/bin/time -f "simulate --games 10000000 process: %e s wall, %U s user + %S s sys" \
      ./yahtzee simulate --games 10000000 --no-exact | sed -n 2p
  done
  rm -rf "$tables"
fi
