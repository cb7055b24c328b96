/**
 * A policy as of a day (contractMachine.ts `policyOn`): in force through its «Vigencia hasta»,
 * ended («No vigente», where the daily job moves it) on any later day; an annulled one stays
 * annulled, and a bad status is left as it is.
 */
import { describe, expect, it } from 'vitest';
import { optionByCode } from '../engine/defineEnum';
import { contractStatus } from '../enums/statuses';
import { policyOn, VALIDITY_ENDED_STATUS } from './contractMachine';

const status = (code: string) => optionByCode(contractStatus, code).id;
const policy = (code: string) => ({
  number: '171-17-9974224',
  status: status(code),
  validity_from: '2026-09-12',
  validity_to: '2027-09-12',
});

describe('a policy as of a day', () => {
  it('is in force through its last day and ended after it', () => {
    expect(policyOn(policy('validity'), '2027-09-12').status).toBe(status('validity'));
    expect(policyOn(policy('validity'), '2030-01-01')).toEqual({
      ...policy('validity'),
      status: status(VALIDITY_ENDED_STATUS),
    });
    expect(optionByCode(contractStatus, VALIDITY_ENDED_STATUS).label).toBe('No vigente');
    expect(policyOn(policy('emitted_with_endorsement'), '2030-01-01').status).toBe(
      status('not_validity'),
    );
  });

  it('leaves an annulled policy annulled, and a status it does not know as it is', () => {
    expect(policyOn(policy('anulled'), '2030-01-01').status).toBe(status('anulled'));
    expect(policyOn({ ...policy('validity'), status: 9999 }, '2030-01-01').status).toBe(9999);
    expect(policyOn({ status: status('validity') }, '2030-01-01').status).toBe(status('validity'));
  });
});
