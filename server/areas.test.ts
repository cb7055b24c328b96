/**
 * The areas' parts agree: each server part and demo data part belongs to a declared area, and
 * every wizard an area declares has its server half (and only those have one).
 */
import { describe, expect, it } from 'vitest';
import { areas } from '../domain/areas';
import { serverAreas } from './areas';
import { flowNames, flowServerOf } from './flows/flowServers';
import { dailyExpiries } from './jobs/cronJobs';
import { seedAreas } from '../fixtures/seed/areas';
import { scheduledRuleJobs } from './jobs/scheduledRules';
import { loadConfig } from './config';

const declared = areas.map((area) => area.name);

describe('business areas', () => {
  it('name each server part and demo data part after a declared area, once', () => {
    for (const parts of [serverAreas, seedAreas]) {
      const names = parts.map((part) => part.name);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(declared).toContain(name);
    }
  });

  it("give every declared wizard its server half, found by the flow's name", () => {
    const flows = areas.flatMap((area) => area.flows ?? []);
    expect(flows.map((flow) => flow.name)).toContain('opportunity');
    expect([...flowNames()].sort()).toEqual(flows.map((flow) => flow.name).sort());
    for (const flow of flows) expect(flowServerOf(flow.name)?.flow).toBe(flow);
  });

  it('give every declared scheduled rule its function, run as a job of the scheduler', () => {
    const config = loadConfig({ QUOTE_LATENCY_SCALE: '0' });
    const services = { config } as Parameters<
      NonNullable<(typeof serverAreas)[number]['scheduledRules']>
    >[0];
    const handlers = Object.assign(
      {},
      ...serverAreas.map((a) => a.scheduledRules?.(services) ?? {}),
    );
    const jobs = scheduledRuleJobs(areas, handlers);
    expect(jobs.map((job) => [job.name, job.label])).toEqual([
      ['open_renewal_researches', 'Abrir y cotizar las renovaciones de las pólizas por vencer'],
    ]);
    // A rule whose area gives no function stops the start-up.
    expect(() => scheduledRuleJobs(areas, {})).toThrow(/has no function/);
  });

  it("run the areas' status expiries in the daily job", () => {
    expect(dailyExpiries().map((expire) => expire.name)).toEqual([
      'expireQuotedOpportunities',
      'expireEndedPolicies',
    ]);
  });
});
