/**
 * Samples a child process's resident set size while it is under load (Linux /proc), keeping the
 * largest value seen: the aim is about the peak, not an average.
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
