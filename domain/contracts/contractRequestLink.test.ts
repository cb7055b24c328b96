import { describe, expect, it } from 'vitest';
import { optionByCode } from '../engine/defineEnum';
import { emissionTypes } from '../enums/catalogues';
import { contractRequestLink, type LinkedContractRequest } from './contractRequestLink';

const ID = '5d1e7f1a-2b3c-4d5e-8f90-a1b2c3d4e5f6';
const CONTRACT = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
const type = (code: string) => optionByCode(emissionTypes, code).id;
const request = (over: Partial<LinkedContractRequest>): LinkedContractRequest => ({
  id: ID,
  emission_type: type('emision'),
  contract_id: null,
  origin_id: null,
  numeration: 0,
  ...over,
});

describe('spec 2.4: where a contract request link goes', () => {
  it('a new policy, or a change of insurer without a contract yet, opens the wizard at detail', () => {
    expect(contractRequestLink(request({}))).toBe(`/contract_request/emission/${ID}/detail`);
    expect(contractRequestLink(request({ emission_type: type('cambio_compania') }))).toBe(
      `/contract_request/emission/${ID}/detail`,
    );
  });

  it('a renewal of a contract opens its renewal screen, by the contract or by its origin', () => {
    const renewal = type('renovacion');
    expect(contractRequestLink(request({ emission_type: renewal, contract_id: CONTRACT }))).toBe(
      `/contract/${CONTRACT}/research_renewal`,
    );
    expect(contractRequestLink(request({ emission_type: renewal, origin_id: CONTRACT }))).toBe(
      `/contract/${CONTRACT}/research_renewal`,
    );
  });

  it('an endorsement (numeration above 0) opens the contract’s movement screen', () => {
    expect(contractRequestLink(request({ numeration: 2, contract_id: CONTRACT }))).toBe(
      `/movements/${CONTRACT}/contract_request/${ID}/edit/detail`,
    );
  });

  it('a renewal or endorsement with no contract to open still opens the wizard', () => {
    for (const over of [{ emission_type: type('renovacion') }, { numeration: 3 }])
      expect(contractRequestLink(request(over))).toBe(`/contract_request/emission/${ID}/detail`);
  });

  it('a contract with numeration 0 that is no renewal is the policy itself: the wizard', () => {
    expect(contractRequestLink(request({ contract_id: CONTRACT, numeration: 0 }))).toBe(
      `/contract_request/emission/${ID}/detail`,
    );
  });
});
