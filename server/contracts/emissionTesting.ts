/**
 * What the emission's tests share: a request's wizard completed as its subscriber would, and
 * operations' review passed (requirements.test.ts walks the review itself through the API).
 */
import { expect } from 'vitest';
import { emissionSteps } from '../../domain/contracts/emissionFlow';
import { inspectionState } from '../../domain/contracts/emissionRequirements';
import { inspection } from '../../domain/entities/inspections';
import type { TestApp } from '../test/harness';

type Row = Record<string, unknown>;
type Headers = Record<string, string>;

/** What the subscriber tells operations on the inspection and letter steps. */
export const REQUIREMENT_STEPS: Row = {
  inspection: { contact_phone: '11 4567-8901', notes: 'Coordinar por la tarde' },
  no_objection_letter: { current_art: 'Provincia ART' },
};

/** Moves through every form step of request `id` with the proposed people and items. */
export async function completeEmission(
  t: () => TestApp,
  headers: Headers,
  id: string,
  payment: Row,
) {
  const flow = `/api/v1/flows/contract_request/${id}`;
  const ask = async (method: 'GET' | 'POST', url: string, payload?: Row) => {
    const response = await t().app.inject({ method, url, headers, payload });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Row & {
      values: Record<string, Row>;
      version: unknown;
      base: unknown;
    };
  };
  let draft = await ask('GET', flow);
  const items = (draft.values.object.items as Row[]).map((item) => ({
    ...item,
    identifier: item.identifier ?? 'AF 123 CD',
  }));
  const values: Row = { ...REQUIREMENT_STEPS, person: draft.values.person, object: { items } };
  values.payment_method = payment;
  for (const step of emissionSteps(Number(draft.branch_id))) {
    if (!step.form) continue;
    const body = { values: values[step.name], version: draft.version, base: draft.base };
    draft = await ask('POST', `${flow}/steps/${step.name}`, body);
  }
  return draft;
}

/** Operations approved the request's inspection, if it has one. */
export async function passInspection(t: () => TestApp, requestId: string) {
  await t()
    .database.db.updateTable(inspection.table)
    .set({ status: inspectionState('approved') })
    .where('contract_request_id', '=', requestId)
    .execute();
}
