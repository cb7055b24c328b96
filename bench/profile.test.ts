import { describe, expect, it } from 'vitest';
import { areaOf, summarize, type CpuProfile } from './profile';

const frame = (functionName: string, url = '', lineNumber = 0) => ({
  functionName,
  url,
  lineNumber,
});

describe('areaOf', () => {
  it('names the package of a node_modules frame, scoped packages included', () => {
    expect(areaOf(frame('f', 'file:///w/node_modules/fastify/lib/route.js'))).toBe('pkg:fastify');
    expect(areaOf(frame('f', 'file:///w/node_modules/@fastify/swagger/index.js'))).toBe(
      'pkg:@fastify/swagger',
    );
  });
  it('names our source folder, Node internals and V8 buckets', () => {
    expect(areaOf(frame('f', 'file:///w/server/rest/listing.ts'))).toBe('server/rest');
    expect(areaOf(frame('f', 'file:///w/server/app.ts'))).toBe('server');
    expect(areaOf(frame('f', 'node:internal/streams/writable'))).toBe('node:internal');
    expect(areaOf(frame('(garbage collector)'))).toBe('(garbage collector)');
    expect(areaOf(frame('writev'))).toBe('(native)');
  });
});

describe('summarize', () => {
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(idle)') },
      { id: 2, callFrame: frame('listRecords', 'file:///w/server/rest/listing.ts', 9) },
      { id: 3, callFrame: frame('(garbage collector)') },
    ],
    samples: [1, 2, 2, 3, 1, 99],
    timeDeltas: [5000, 3000, 3000, 2000, 5000, 1000],
  };
  it('charges each sample its time delta and leaves idle out of the shares', () => {
    const s = summarize(profile);
    expect(s.busyMs).toBe(8);
    expect(s.idleMs).toBe(10);
    expect(s.areas[0]).toEqual({ name: 'server/rest', ms: 6, share: 0.75 });
    expect(s.functions[0].name).toBe('listRecords server/rest/listing.ts:10');
  });
  it('keeps to a window of the monotonic clock and caps what one sample is charged', () => {
    // Samples end at 105, 108, 111, 113, 118, 119 ms after a start at 100 ms.
    const timed = { ...profile, startTime: 100_000 };
    const window = summarize(timed, { fromUs: 107_000, toUs: 113_000 });
    expect(window.busyMs).toBe(8);
    expect(window.idleMs).toBe(0);
    expect(summarize(timed, undefined, 2500).busyMs).toBe(7);
  });
  it("totals our functions with their callees, once per sample's stack", () => {
    const nested: CpuProfile = {
      nodes: [
        { id: 1, callFrame: frame('handler', 'file:///w/server/rest/routes.ts'), children: [2] },
        {
          id: 2,
          callFrame: frame('listRecords', 'file:///w/server/rest/listing.ts'),
          children: [3],
        },
        { id: 3, callFrame: frame('all') },
      ],
      samples: [3, 3, 2, 1],
      timeDeltas: [1000, 1000, 1000, 1000],
    };
    const s = summarize(nested);
    expect(s.ours.map((x) => [x.name.split(' ')[0], x.ms])).toEqual([
      ['handler', 4],
      ['listRecords', 3],
    ]);
    expect(s.functions[0]).toMatchObject({ name: 'all', ms: 2 });
  });
  it('ignores samples of unknown nodes rather than failing', () => {
    expect(summarize({ ...profile, samples: [99], timeDeltas: [7] }).busyMs).toBe(0);
  });
});
