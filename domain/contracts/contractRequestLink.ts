/**
 * Spec 2.4's contract request link: a request about a contract already issued (it has one, or
 * an origin) that is a renewal, or an endorsement (a numeration above 0), opens on the
 * contract's renewal or endorsement screen; any other request opens its emission wizard at
 * the detail step. "Of its branch": the emission route (spec 2.3) names the request, which
 * knows its branch, and the wizard takes the branch's steps from it.
 */
import { optionByCode } from '../engine/defineEnum';
import { emissionTypes } from '../enums/catalogues';

export interface LinkedContractRequest {
  id: string;
  emission_type: number | null;
  /** The contract it changes, and the contract it came from (a renewal's previous policy). */
  contract_id: string | null;
  origin_id: string | null;
  /** 0 for the policy itself, 1, 2… for its endorsements. */
  numeration: number | null;
}

const RENEWAL = optionByCode(emissionTypes, 'renovacion').id;

export function contractRequestLink(request: LinkedContractRequest): string {
  const contract = request.contract_id ?? request.origin_id;
  const renewal = request.emission_type === RENEWAL;
  if (contract && renewal) return `/contract/${contract}/research_renewal`;
  if (contract && (request.numeration ?? 0) > 0)
    return `/movements/${contract}/contract_request/${request.id}/edit/detail`;
  return `/contract_request/emission/${request.id}/detail`;
}
