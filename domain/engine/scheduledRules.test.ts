/** Declared scheduled rules (domain/engine/scheduledRules.ts): refused when the scheduler could not run them. */
import { describe, expect, it } from 'vitest';
import { defineArea } from './area';
import { contractResearch } from '../entities/contractResearches';
import { renewalRule } from '../researches/renewalRule';

const area = (rules: object[]) => () =>
  defineArea({ name: 'prueba', entities: [contractResearch], scheduledRules: rules as never });

describe('scheduled rules', () => {
  it('accept a rule creating records of the area’s entities on a cron schedule', () => {
    expect(area([renewalRule])).not.toThrow();
  });

  it('refuse a repeated or malformed name, a bad schedule, another area’s entity', () => {
    expect(area([renewalRule, renewalRule])).toThrow(/snake_case/);
    expect(area([{ ...renewalRule, name: 'Abrir renovaciones' }])).toThrow(/snake_case/);
    expect(area([{ ...renewalRule, schedule: 'cada día' }])).toThrow(/five fields/);
    expect(area([{ ...renewalRule, creates: 'account' }])).toThrow(/no entity of its area/);
  });
});
