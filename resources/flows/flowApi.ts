/** The wizards' routes as the screens call them (server/flows/flowRoutes.ts, guideRoutes.ts). */
import type { FlowDraftView } from '../../domain/engine/flows';
import type { GuideChoice, GuideLevel, GuideOption } from '../../domain/flows/guideCascade';
import type { SheetItems } from '../../domain/engine/sheetItems';
import { apiRequest } from '../../providers/httpClient';
import type { SheetSource } from '../generic/sheetSource';
import { apiV1 } from '../../src/config';

export type DraftView = FlowDraftView;
type Values = Record<string, unknown>;

const flowsUrl = (flow: string, ...rest: string[]) =>
  [`${apiV1()}/flows/${flow}`, ...rest.map(encodeURIComponent)].join('/');

const answer = async (request: Promise<{ json: unknown }>) => (await request).json as DraftView;

export const openDraft = (flow: string, id: string) =>
  answer(apiRequest(flowsUrl(flow, id), { hideMessage: true }));

/**
 * Autosave is silent: the screen shows its own state ("Guardado", "No se pudo guardar").
 * A save sent as the page goes away is `leaving`: the browser finishes it after the page is gone.
 */
export const startDraft = (
  flow: string,
  branchId: number,
  step: string,
  values: Values,
  leaving = false,
) =>
  answer(
    apiRequest(flowsUrl(flow), {
      method: 'POST',
      body: { branch_id: branchId, step, values },
      hideMessage: true,
      keepalive: leaving,
    }),
  );

export const saveDraft = (
  flow: string,
  draft: DraftView,
  step: string,
  values: Values,
  leaving = false,
) =>
  answer(
    apiRequest(flowsUrl(flow, draft.id), {
      method: 'PUT',
      body: { step, values, version: draft.version, base: draft.base },
      hideMessage: true,
      keepalive: leaving,
    }),
  );

/** Field errors come back on the form; any other refusal shows its toast. */
export const completeStep = (flow: string, draft: DraftView, step: string, values: Values) =>
  answer(
    apiRequest(flowsUrl(flow, draft.id, 'steps', step), {
      method: 'POST',
      body: { values, version: draft.version, base: draft.base },
    }),
  );

export const discardDraft = (flow: string, id: string) =>
  apiRequest(flowsUrl(flow, id), { method: 'DELETE' });

export async function guideOptions(choice: GuideChoice) {
  const query = new URLSearchParams(
    Object.entries(choice).filter((entry): entry is [string, string] => !!entry[1]),
  );
  const { json } = await apiRequest(`${apiV1()}/guide/infocar?${query.toString()}`, {
    hideMessage: true,
  });
  return json as { level: GuideLevel; options: GuideOption[] };
}

/** A step's spreadsheet list (server/flows/sheetRoutes.ts): its model and its upload. */
export function stepSheets(flow: string, branchId: number, step: string): SheetSource {
  const url = (field: string) => flowsUrl(flow, 'sheets', String(branchId), step, field);
  return {
    templateUrl: url,
    read: async (field, file) =>
      (await apiRequest(url(field), { method: 'POST', body: file, hideMessage: true }))
        .json as SheetItems,
  };
}
