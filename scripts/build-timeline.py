#!/usr/bin/env python3
"""build-timeline.py OUT MAVEN-COMMAND...: runs the Maven command (its log lines timestamped), samples
every 0.5 s the CPU of the processes of its session and how many of their threads are runnable, and
prints for each Maven step (module and plugin) the wall it would take on an idle 2-core machine, the
core-seconds left idle there, and its CPU. Writes OUT.log (Maven's output) and OUT.tsv (the samples).

    scripts/build-timeline.py /tmp/t nice -n 5 mvn -B -o verify

Why an estimate: on this shared machine the build's wall is set by the other builds, not by its
own parallelism. A runnable thread is counted whether it runs or waits for a core, so a sample
that did c core-seconds of work with R threads runnable would take c / min(R, 2) seconds on an
idle machine, with 2 - min(R, 2) cores idle; a sample with no thread runnable (sleeps, waits on a
socket or a child outside the session) takes its own length with both cores idle. Samples are
0.5 s apart, so the figures are for steps of a second or more. On an idle machine the wall and
2 x wall - CPU are measured directly; the estimate is for loaded ones (issue 20; RESULTS.md).
Chromium's processes stay in the session, so their CPU counts, as /usr/bin/time's does not.
With -T 2 two modules' steps overlap: a sample goes to the step logged last, so the table's
rows are approximate there; the whole build's figures are not.
"""
import os
import re
import subprocess
import sys
import time

STAMP = ['-Dorg.slf4j.simpleLogger.showDateTime=true', '-Dorg.slf4j.simpleLogger.dateTimeFormat=HH:mm:ss.SSS']
HZ = os.sysconf('SC_CLK_TCK')
CORES = 2


def session_sample(sid, last):
    """CPU ticks of each process of the session (by pid) and the number of runnable threads."""
    ticks, runnable = {}, 0
    for pid in filter(str.isdigit, os.listdir('/proc')):
        try:
            stat = open(f'/proc/{pid}/stat').read()
        except OSError:
            continue
        fields = stat[stat.rindex(')') + 2:].split()
        if int(fields[3]) != sid:
            continue
        ticks[pid] = int(fields[11]) + int(fields[12])
        try:
            for tid in os.listdir(f'/proc/{pid}/task'):
                task = open(f'/proc/{pid}/task/{tid}/stat').read()
                runnable += task[task.rindex(')') + 2] == 'R'
        except OSError:
            pass
    # A process seen for the first time counts from its start; one that ended since the last
    # sample loses its last half second (short-lived children are missed altogether).
    work = sum(t - last.get(pid, 0) for pid, t in ticks.items())
    return ticks, runnable, work / HZ


def run(out, command):
    child = subprocess.Popen(command + STAMP, stdout=open(out + '.log', 'w'), stderr=subprocess.STDOUT,
                             start_new_session=True)
    last, before = {}, time.time()
    with open(out + '.tsv', 'w') as tsv:
        tsv.write('epoch\tseconds\tcpu_s\trunnable\n')
        while child.poll() is None:
            time.sleep(0.5)
            last, runnable, work = session_sample(child.pid, last)
            now = time.time()
            tsv.write(f'{now:.2f}\t{now - before:.3f}\t{work:.3f}\t{runnable}\n')
            before = now
    return child.returncode


def steps(out):
    """(seconds of the day, 'module plugin:goal') of each step Maven logged, and the build's end."""
    found = []
    for line in open(out + '.log', errors='replace'):
        line = re.sub(r'\x1b\[[0-9;]*m', '', line)
        m = re.match(r'(\d\d):(\d\d):(\d\d)\.(\d\d\d) ', line)
        if not m:
            continue
        at = int(m[1]) * 3600 + int(m[2]) * 60 + int(m[3]) + int(m[4]) / 1000
        step = re.search(r'--- (\S+?):\S+:(\S+) \(\S+\) @ (\S+) ---', line)
        if step:
            found.append((at, f'{step[3]} {step[1].replace("maven-", "").replace("-plugin", "")}:{step[2]}'))
        elif 'BUILD SUCCESS' in line or 'BUILD FAILURE' in line:
            found.append((at, 'the end'))
    return found


def report(out):
    found = steps(out)
    table, order = {}, []
    for row in open(out + '.tsv').read().split('\n')[1:]:
        if not row:
            continue
        epoch, seconds, cpu, runnable = row.split('\t')
        seconds, cpu, runnable = float(seconds), float(cpu), int(runnable)
        local = time.localtime(float(epoch) - seconds / 2)
        of_day = local.tm_hour * 3600 + local.tm_min * 60 + local.tm_sec + (float(epoch) - seconds / 2) % 1
        step = 'start'
        for at, name in found:
            if at <= of_day:
                step = name
        if runnable == 0 or cpu < 0.02 * seconds:
            wall, idle = seconds, CORES * seconds
        else:
            busy = min(runnable, CORES)
            wall = cpu / busy
            idle = wall * (CORES - busy)
        if step not in table:
            table[step] = [0.0, 0.0, 0.0]
            order.append(step)
        for i, v in enumerate((wall, idle, cpu)):
            table[step][i] += v
    print(f'{"wall s":>7} {"idle core-s":>11} {"CPU s":>6}  step (wall and idle: estimated for an idle {CORES}-core machine)')
    totals = [0.0, 0.0, 0.0]
    for step in order:
        totals = [a + b for a, b in zip(totals, table[step])]
        wall, idle, cpu = table[step]
        if wall >= 0.3:
            print(f'{wall:7.1f} {idle:11.1f} {cpu:6.1f}  {step}')
    print(f'{totals[0]:7.1f} {totals[1]:11.1f} {totals[2]:6.1f}  the whole build')


if __name__ == '__main__':
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    code = run(sys.argv[1], sys.argv[2:])
    report(sys.argv[1])
    sys.exit(code)
