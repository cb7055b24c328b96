/**
 * What the server checks of a quoted endorsement's steps (the opportunity news flow, domain/
 * movements/movementPricing.ts) beyond their forms: the new coverage is of the policy's branch;
 * an insurer's quote is the one the server sealed for this draft's motive and data, still
 * valid, with the values it priced; and the difference is the new premium's, prorated to what
 * is left of the term, to the cent. The seal is the sealed fields' cipher
 * (server/security/fieldCipher.ts: AES-256-GCM, bound to the draft), so the browser carries the
 * insurer's answer without being able to change it.
 */
import { coverageChoiceProblems } from '../../domain/movements/coverageChange';
import { argentineToday } from '../../domain/engine/format';
import { cents } from '../../domain/engine/money';
import type { FlowDraft } from '../../domain/engine/flows';
import type { FieldErrors } from '../../domain/engine/validate';
import type { Sealer } from '../../domain/engine/sealedValues';
import {
  changeMismatch,
  matchesQuote,
  pricingId,
  pricingMessages,
  proratedChange,
  quoteBasis,
  type PremiumParts,
  type SealedQuote,
} from '../../domain/movements/movementPricing';
import type { Row, Store } from '../rest/store';
import { coverageChoiceOf } from '../contracts/policyCoverages';

/** Where a draft's quotes are sealed: opened for that draft alone. */
export const quotePlace = (draftId: string) => `movement_quote:${draftId}`;

export const sealQuote = (sealer: Sealer, draftId: string, quote: SealedQuote) =>
  sealer.seal(JSON.stringify(quote), quotePlace(draftId));

function openQuote(sealer: Sealer, draftId: string, token: unknown): SealedQuote | null {
  if (typeof token !== 'string' || !token) return null;
  const text = sealer.open(token, quotePlace(draftId));
  try {
    return text === null ? null : (JSON.parse(text) as SealedQuote);
  } catch {
    return null;
  }
}

/** The new coverage, when the data step names one: a coverage of the policy's branch. */
export async function coverageProblems(store: Store, policy: Row, data: Row): Promise<FieldErrors> {
  const choice = await coverageChoiceOf(store, policy, data, {});
  if (!choice) return {};
  const problems = coverageChoiceProblems(policy, choice);
  return Object.fromEntries(Object.entries(problems).map(([field, text]) => [field, [text]]));
}

/** The totals step of a quoted endorsement against its seal and its policy. */
export function quoteTotalsProblems(
  sealer: Sealer,
  draft: Pick<FlowDraft, 'id' | 'values'>,
  policy: Row,
  values: Row,
): FieldErrors {
  const motive = draft.values.motive ?? {};
  if (Number(values.pricing) === pricingId('insurer')) {
    const sealed = openQuote(sealer, draft.id, values.quote_token);
    const basis = quoteBasis(draft.id, motive, draft.values.data ?? {});
    if (
      !sealed ||
      sealed.basis !== basis ||
      sealed.valid_to < argentineToday() ||
      !matchesQuote(sealed, values)
    )
      return { pricing: [pricingMessages.quoteStale] };
  }
  const expected = proratedChange(
    policy,
    values as unknown as PremiumParts,
    String(motive.effective_date),
  ).premium_change;
  return cents(Number(values.premium_change)) === cents(expected)
    ? {}
    : { premium_change: [changeMismatch(expected)] };
}
