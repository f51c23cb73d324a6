#!/usr/bin/env python3
"""The first exact decision to win of a process, timed from outside (benchmarks/RESULTS.md, win18).

    first-win-decision.py play JAR TABLES [--seed N] [--pace S]
    first-win-decision.py serve JAR TABLES [--pace S]

play: `yahtzee play --players Ann,Bob --goal win --seed N`, its commands on standard input, each
sent S seconds after the output of the one before (a player reading the advice): four rounds of
one roll and a score each (Ann's boxes ones, three-of-a-kind, twos, chance; Bob's twos, full-house,
ones, small-straight), then Ann's roll of turn 5, whose advice is the game's first from 9 open
boxes. serve: `yahtzee serve --port 0`, then advice to win (POST /api/v1/advise with the game
record) for each turn of the first four rounds of examples/two-player-session.txt, S seconds
apart, then for Ann's turn 5 (9 open). Prints that decision's wall seconds, the process's CPU
seconds (all threads, /proc) over it and before it, and the load average. JAR is a built
analyzer-cli/target/yahtzee.jar; TABLES a table cache holding the official value, moment, reach
and policy tables. The JVM gets the launcher's JIT hints and collector (the script `yahtzee`).
"""
import argparse
import json
import os
import re
import subprocess
import threading
import time
import urllib.request

JIT_HINTS = ['-XX:CompileCommand=quiet'] + ['-XX:CompileCommand=dontinline,' + m for m in (
    'org.yahtzee.solver.LaneKernels::*', 'org.yahtzee.solver.WidgetSolver::*',
    'org.yahtzee.solver.LaneLayout::*', 'org.yahtzee.goal.GoalKernels::*')]
PLAY_BOXES = ['ones', 'twos', 'three-of-a-kind', 'full-house', 'twos', 'ones', 'chance', 'small-straight']
SERVE_TURNS = [
    'Ann 1: 42433 keep 44 -> 44452 keep 444 -> 44452 score fours 12',
    'Bob 1: 51336 keep 33 -> 64335 keep 6435 -> 64365 score small-straight 30',
    'Ann 2: 65344 keep 6534 -> 65341 keep 6534 -> 65343 score small-straight 30',
    'Bob 2: 35122 keep 22 -> 53622 keep 22 -> 45422 score twos 4',
    'Ann 3: 66562 keep 666 -> 66562 keep 666 -> 66363 score full-house 25',
    'Bob 3: 64442 keep 444 -> 54445 keep 444 -> 14445 score fours 12',
    'Ann 4: 55141 keep 55 -> 55512 keep 555 -> 55515 score fives 20',
    'Bob 4: 11254 keep 5 -> 32654 score fives 5']


def start(jar, tables, args, **pipes):
    env = dict(os.environ, YAHTZEE_TABLES=tables)
    command = ['java', '-XX:+UseSerialGC', '-XX:-UsePerfData'] + JIT_HINTS + ['-jar', jar] + args
    return subprocess.Popen(command, env=env, text=True, stderr=subprocess.DEVNULL, **pipes)


def cpu_seconds(pid):
    """User and system seconds of every thread of the process so far."""
    with open('/proc/%d/stat' % pid) as f:
        fields = f.read().rsplit(')', 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf('SC_CLK_TCK')


class Transcript:
    """The lines a process prints, read on a thread of their own, waited for by pattern."""

    def __init__(self, stream):
        self.lines, self.seen, self.changed = [], 0, threading.Condition()
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream):
        for line in stream:
            with self.changed:
                self.lines.append(line)
                self.changed.notify_all()
        with self.changed:
            self.lines.append(None)
            self.changed.notify_all()

    def wait_for(self, pattern):
        with self.changed:
            while True:
                for i in range(self.seen, len(self.lines)):
                    if self.lines[i] is None:
                        raise SystemExit('the process ended:\n' + ''.join(l for l in self.lines if l))
                    if re.search(pattern, self.lines[i]):
                        self.seen = i + 1
                        return
                self.changed.wait()


def play(a):
    p = start(a.jar, a.tables, ['play', '--players', 'Ann,Bob', '--goal', 'win', '--seed', str(a.seed)],
              stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=1)
    out = Transcript(p.stdout)

    def send(line, until):
        time.sleep(a.pace)
        p.stdin.write(line + '\n')
        p.stdin.flush()
        out.wait_for(until)

    out.wait_for(r'type your dice or roll')
    for box in PLAY_BOXES:
        send('roll', r'^\s+3\s')  # the advice's third option: its last line
        send('score ' + box, r'type your dice or roll')
    time.sleep(a.pace)
    before, t0 = cpu_seconds(p.pid), time.monotonic()
    p.stdin.write('roll\n')
    p.stdin.flush()
    out.wait_for(r'^\s+3\s')
    wall, cpu = time.monotonic() - t0, cpu_seconds(p.pid) - before
    p.stdin.write('quit\n')
    p.stdin.close()
    p.wait()
    return wall, cpu, before


def serve(a):
    p = start(a.jar, a.tables, ['serve', '--port', '0'], stdout=subprocess.PIPE)
    port = None
    for line in p.stdout:
        found = re.search(r':(\d+)/', line)
        if found:
            port = int(found.group(1))
            break

    def advise(done, dice):
        record = '\n'.join(['rules: official', 'player: Ann', 'player: Bob'] + SERVE_TURNS[:done]) + '\n'
        body = json.dumps({'dice': dice, 'rollsLeft': 2, 'goal': 'win', 'record': record}).encode()
        request = urllib.request.Request('http://127.0.0.1:%d/api/v1/advise' % port, body,
                                         {'Content-Type': 'application/json'})
        with urllib.request.urlopen(request) as answer:
            return json.load(answer)

    try:
        for done in range(len(SERVE_TURNS)):
            time.sleep(a.pace)
            advise(done, '12345')
        time.sleep(a.pace)
        before, t0 = cpu_seconds(p.pid), time.monotonic()
        advice = advise(len(SERVE_TURNS), '11311')
        wall, cpu = time.monotonic() - t0, cpu_seconds(p.pid) - before
        assert advice['turn'] == 5, advice
    finally:
        p.terminate()
        p.wait()
    return wall, cpu, before


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    parser.add_argument('mode', choices=['play', 'serve'])
    parser.add_argument('jar')
    parser.add_argument('tables')
    parser.add_argument('--seed', type=int, default=1)
    parser.add_argument('--pace', type=float, default=0.3)
    a = parser.parse_args()
    wall, cpu, before = (play if a.mode == 'play' else serve)(a)
    with open('/proc/loadavg') as f:
        load = f.read().split()[0]
    print('%s pace %.1f seed %d: first decision from 9 open %.3f s wall, %.2f CPU-s; CPU before %.2f; load %s'
          % (a.mode, a.pace, a.seed, wall, cpu, before, load))


if __name__ == '__main__':
    main()
