/**
 * What a renewal's contract request starts with when «Emitir renovación» opens it from its
 * research (issue 32): the policy it renews (`origin_id`: spec 2.4's link then opens the
 * policy's renewals), its client, holder, branch and what it insures, the insurer and premium
 * the research proposes, validity from the day the policy ends, emission type renovacion (2),
 * its executive, no subscriber yet: it waits in the subscribers' «Sin asignar».
 */
import { optionByCode } from '../engine/defineEnum';
import { emissionTypes } from '../enums/catalogues';

type Row = Readonly<Record<string, unknown>>;

export function requestFromRenewal(policy: Row, research: Row, requestedAt: string) {
  return {
    title: policy.title ?? null,
    account_id: policy.account_id,
    holder_name: policy.holder_name ?? null,
    holder_document: policy.holder_document ?? null,
    opportunity_id: policy.opportunity_id ?? null,
    origin_id: policy.id,
    branch_id: policy.branch_id,
    company_id: research.proposed_company_id ?? policy.company_id,
    emission_type: optionByCode(emissionTypes, 'renovacion').id,
    executive_id: policy.executive_id ?? null,
    subscriber_id: null,
    premium: research.proposed_premium ?? null,
    // A request is paid in up to twelve instalments (a policy may have had more).
    quota_quantity:
      policy.quota_quantity == null ? null : Math.min(12, Number(policy.quota_quantity)),
    sum_insured: policy.sum_insured ?? null,
    plate: policy.plate ?? null,
    validity_from: policy.validity_to ?? null,
    requested_at: requestedAt,
  };
}
