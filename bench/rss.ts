/**
 * Samples a child process's resident set size while it is under load (Linux /proc), keeping the
 * largest value seen: the aim is about the peak, not an average. Also its CPU time.
 */
import { readFileSync } from 'node:fs';

/** VmRSS of `pid` in MB, or undefined when /proc cannot tell (process gone, not Linux). */
export function rssMb(pid: number): number | undefined {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? undefined : Number(kb) / 1024;
  } catch {
    return undefined;
  }
}

/** Starts sampling every `everyMs`; `stop()` returns the maximum in MB (undefined if none). */
export function sampleRss(pid: number, everyMs = 100) {
  let max: number | undefined;
  const take = () => {
    const mb = rssMb(pid);
    if (mb !== undefined && (max === undefined || mb > max)) max = mb;
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop(): number | undefined {
      clearInterval(timer);
      take();
      return max;
    },
  };
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const CLOCK_TICKS = 100;

/**
 * CPU milliseconds (user + system) `pid` has used so far, or undefined when /proc cannot tell:
 * a server's own work over a phase, whatever else the machine runs meanwhile.
 */
export function cpuMs(pid: number): number | undefined {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS : undefined;
  } catch {
    return undefined;
  }
}
