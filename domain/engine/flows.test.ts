/**
 * The flow engine (domain/engine/flows.ts, domain/engine/flowDrafts.ts) on the car quoting wizard: which step
 * an address may open, the indicators, and how a draft changes on autosave and on moving on;
 * and on a flow whose path depends on an earlier step (an endorsement quoted or not).
 */
import { describe, expect, it } from 'vitest';
import { autosaved, checkedStep, completed, newDraft, seededDraft } from './flowDrafts';
import { firstIncompleteStep, flowMessages, resolveStep, stepStates, type Flow } from './flows';
import { defineEntity } from './entity';
import { text } from './fields';
import { opportunityFlow } from '../flows/opportunityFlow';

const CAR = 1;
const steps = opportunityFlow.stepsFor(CAR);
const names = (s: { name: string }) => s.name;

describe('which step an address opens', () => {
  it('opens the named step when the ones before it are done', () => {
    expect(resolveStep(steps, 'person', ['vehicle']).name).toBe('person');
    expect(resolveStep(steps, 'vehicle', ['vehicle', 'person']).name).toBe('vehicle');
    expect(resolveStep(steps, 'quotation', ['vehicle', 'person']).name).toBe('quotation');
  });

  it('sends a step skipped by its address to the first one still open', () => {
    expect(resolveStep(steps, 'quotation', []).name).toBe('vehicle');
    expect(resolveStep(steps, 'quotation', ['vehicle']).name).toBe('person');
    expect(resolveStep(steps, 'toString', ['vehicle']).name).toBe('person');
  });

  it('opens where the user left when the address names no step', () => {
    expect(resolveStep(steps, undefined, ['vehicle'], 'vehicle').name).toBe('vehicle');
    expect(resolveStep(steps, undefined, []).name).toBe('vehicle');
    expect(firstIncompleteStep(steps, ['vehicle', 'person']).name).toBe('quotation');
  });

  it('shows each step waiting, in process, done or failed', () => {
    expect(stepStates(steps, 'person', ['vehicle'])).toEqual(['success', 'process', 'wait']);
    expect(stepStates(steps, 'person', ['vehicle'], ['person'])).toEqual([
      'success',
      'error',
      'wait',
    ]);
  });
});

describe('a draft', () => {
  const start = newDraft(opportunityFlow, 'd-1', CAR);
  const vehicle = {
    brand: 'Fiat',
    model: 'Cronos',
    version: '1.3 Drive GSE',
    year: 2025,
    infocar_id: 54,
    sum_insured: 24_100_000,
    domain: 'AF 123 BC',
    use: 1,
    fuel: 1,
  };

  it('keeps what is typed, as typed, and a typed-again step must be checked again', () => {
    const typed = autosaved(opportunityFlow, { ...start, done: ['vehicle'] }, 'vehicle', {
      brand: 'Fi',
    });
    expect(typed).toEqual({
      draft: expect.objectContaining({
        step: 'vehicle',
        done: [],
        values: { vehicle: { brand: 'Fi' } },
        version: 1,
      }),
    });
  });

  it('refuses a field the step does not have and a step the branch does not have', () => {
    expect(autosaved(opportunityFlow, start, 'vehicle', { constructor: 1 })).toEqual({
      problem: expect.objectContaining({
        status: 422,
        errors: { constructor: [expect.any(String)] },
      }),
    });
    expect(autosaved(opportunityFlow, start, 'object', {})).toEqual({
      problem: { status: 404, message: flowMessages.stepUnknown },
    });
  });

  it('moves on once the step passes its declaration, storing the record after the last form', () => {
    const checked = checkedStep(opportunityFlow, start, 'vehicle', vehicle);
    expect(checked).toEqual({ values: expect.objectContaining({ sum_insured: 24_100_000 }) });
    const afterVehicle = completed(
      opportunityFlow,
      start,
      'vehicle',
      (checked as { values: object }).values as never,
    );
    expect(afterVehicle.store).toBe(false);
    expect(afterVehicle.draft).toMatchObject({ step: 'person', done: ['vehicle'], version: 1 });
    const afterPerson = completed(opportunityFlow, afterVehicle.draft, 'person', {
      account_id: 'a',
    });
    expect(afterPerson).toMatchObject({ store: true, draft: { step: 'quotation' } });
  });

  it('refuses a step before the earlier ones are done, and a bad plate with the format', () => {
    expect(checkedStep(opportunityFlow, start, 'person', { account_id: 'a' })).toEqual({
      problem: expect.objectContaining({ errors: { step: [flowMessages.stepNotReady] } }),
    });
    const bad = checkedStep(opportunityFlow, start, 'vehicle', { ...vehicle, domain: 'A1' });
    expect(bad).toEqual({
      problem: expect.objectContaining({
        errors: { domain: [expect.stringMatching(/AB 123 CD/)] },
      }),
    });
  });

  it('opens a stored record with the steps it holds counted as done', () => {
    const seeded = seededDraft(opportunityFlow, {
      id: 'o-1',
      branchId: CAR,
      values: { person: { account_id: 'a' } },
      step: 'quotation',
    });
    expect(seeded).toMatchObject({ action: 'edit', done: ['person'], version: 0, step: 'vehicle' });
    // Its vehicle still to be told: the wizard opens there.
    expect(resolveStep(steps, seeded.step, seeded.done).name).toBe('vehicle');
    expect(steps.map(names)).toEqual(['vehicle', 'person', 'quotation']);
  });
});

describe('a flow whose path depends on an earlier step', () => {
  const form = (name: string, field: string) =>
    defineEntity({
      name: `flows/test/${name}`,
      table: '',
      label: { one: name, many: name },
      fields: { [field]: text({ label: field }) },
      recordLabel: field,
    });
  const kind = form('kind', 'kind');
  const price = form('price', 'price');
  const quote = form('quote', 'quote');
  const billing = form('billing', 'billing');
  const priced: Flow = {
    name: 'test',
    entity: 'test',
    // A «quoted» kind is priced by a quote and billed; any other by a price.
    stepsFor: (_branch, values) =>
      values?.kind?.kind === 'quoted'
        ? [
            { name: 'kind', label: 'Tipo', form: kind },
            { name: 'totals', label: 'Cotización', form: quote },
            { name: 'billing', label: 'Cuotas', form: billing },
            { name: 'detail', label: 'Detalle' },
          ]
        : [
            { name: 'kind', label: 'Tipo', form: kind },
            { name: 'totals', label: 'Premio', form: price },
            { name: 'detail', label: 'Detalle' },
          ],
  };
  const plain = completed(priced, newDraft(priced, 'p-1', CAR), 'kind', { kind: 'plain' }).draft;
  const priceDone = completed(priced, plain, 'totals', { price: '100' }).draft;

  it('takes the steps of the path its values choose, checking each by its own form', () => {
    const quoted = completed(priced, priceDone, 'kind', { kind: 'quoted' });
    expect(quoted.store).toBe(false);
    expect(quoted.draft).toMatchObject({ step: 'totals', done: ['kind'] });
    expect(checkedStep(priced, quoted.draft, 'totals', { price: '1' })).toEqual({
      problem: expect.objectContaining({ errors: { price: [expect.any(String)] } }),
    });
    expect(checkedStep(priced, quoted.draft, 'totals', { quote: 'Q-1' })).toEqual({
      values: { quote: 'Q-1' },
    });
  });

  it('drops a step the new path holds under another form, or does not hold', () => {
    expect(priceDone.done).toEqual(['kind', 'totals']);
    // Typing another kind already changes the path: the plain price is gone with it.
    const typed = autosaved(priced, priceDone, 'kind', { kind: 'quoted' });
    expect(typed).toEqual({
      draft: expect.objectContaining({ done: [], values: { kind: { kind: 'quoted' } } }),
    });
    const quoted = completed(priced, priceDone, 'kind', { kind: 'quoted' }).draft;
    const billed = completed(
      priced,
      completed(priced, quoted, 'totals', { quote: 'Q-1' }).draft,
      'billing',
      { billing: '3' },
    );
    expect(billed.store).toBe(true);
    // Back to a plain kind: its quote and its billing are no step of that path.
    const back = completed(priced, billed.draft, 'kind', { kind: 'plain' });
    expect(back.draft).toMatchObject({ done: ['kind'], values: { kind: { kind: 'plain' } } });
    expect(back.store).toBe(false);
  });

  it('opens a stored record on the path its stored steps take', () => {
    const seeded = seededDraft(priced, {
      id: 'p-2',
      branchId: CAR,
      values: { kind: { kind: 'quoted' }, totals: { quote: 'Q-1' } },
      step: 'detail',
    });
    expect(seeded).toMatchObject({ done: ['kind', 'totals'], step: 'billing' });
  });
});
