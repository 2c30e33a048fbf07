import { readFileSync } from 'node:fs';

/*
 * CPU and memory of one process from /proc, as `top` reads them: utime + stime in clock ticks
 * (100 a second on Linux) and the resident set (VmRSS).
 */

const TICKS_PER_SECOND = 100;

function cpuTicks(pid: number) {
  // The command name (field 2) may hold spaces; the fields after its closing bracket do not.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
  return Number(fields[11]) + Number(fields[12]);
}

function rssMegabytes(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : 0;
}

/** The whole machine's busy and total ticks (the first line of /proc/stat). */
function machineTicks() {
  const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const ticks = values.map(Number);
  const idle = ticks[3]! + ticks[4]!;
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

export interface Usage {
  /** Percent of one core over the window (200 is both cores of a 2-core machine). */
  cpuPercent: number;
  rssMb: number;
}

/** Starts a window; `end()` gives each process's usage and the machine's busy share over it. */
export function measure(pids: Record<string, number>) {
  const started = performance.now();
  const before = Object.fromEntries(Object.entries(pids).map(([k, pid]) => [k, cpuTicks(pid)]));
  const machineBefore = machineTicks();
  return {
    end() {
      const seconds = (performance.now() - started) / 1000;
      const usage: Record<string, Usage> = {};
      for (const [name, pid] of Object.entries(pids)) {
        const ticks = cpuTicks(pid) - before[name]!;
        usage[name] = {
          cpuPercent: (ticks / TICKS_PER_SECOND / seconds) * 100,
          rssMb: rssMegabytes(pid),
        };
      }
      const machine = machineTicks();
      const machineBusyPercent =
        ((machine.busy - machineBefore.busy) / (machine.total - machineBefore.total)) * 100;
      return { usage, machineBusyPercent, seconds };
    },
  };
}
