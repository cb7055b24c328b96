import { describe, expect, it } from 'vitest';
import { defineEntity } from './entity';
import { text } from './fields';
import {
  SEALED_PREFIX,
  isMask,
  maskOf,
  revealed,
  sealedInputErrors,
  sealedMessages,
  sealedStep,
  type Sealer,
} from './sealedValues';

/** A reversible stand-in for the server's cipher, bound to its place as the real one is. */
const sealer: Sealer = {
  seal: (plain, bound) => `${SEALED_PREFIX}${bound}|${[...plain].reverse().join('')}`,
  open: (sealed, bound) => {
    const [place, body] = sealed.slice(SEALED_PREFIX.length).split('|');
    return place === bound ? [...body].reverse().join('') : null;
  },
};
const form = defineEntity({
  name: 'test/sealed',
  table: '',
  label: { one: 'Pago', many: 'Pagos' },
  fields: { card: text({ label: 'Tarjeta', sealed: true }), holder: text({ label: 'Titular' }) },
  recordLabel: 'holder',
});
const step = (record: string) => ({
  form,
  sealer,
  place: (field: string) => `f:${record}:${field}`,
});
const CARD = '4507 9900 0000 4905';

describe('sealed values', () => {
  it('seals what is typed, keeps the stored value for its mask or its text, masks by the last four', () => {
    const first = sealedStep(step('r1'), { card: CARD, holder: 'Ana' }, undefined);
    expect(first.card).toBe(sealer.seal(CARD, 'f:r1:card'));
    expect(first.holder).toBe('Ana');
    expect(maskOf(CARD)).toBe('•••• 4905');
    expect(isMask('•••• 4905')).toBe(true);
    for (const again of [maskOf(CARD), CARD])
      expect(sealedStep(step('r1'), { card: again }, first).card).toBe(first.card);
    expect(sealedStep(step('r1'), { card: '5555' }, first).card).toBe(
      sealer.seal('5555', 'f:r1:card'),
    );
  });

  it('opens the stored value for its own mask, on its own record only, and refuses any other mask', () => {
    const stored = { card: sealer.seal(CARD, 'f:r1:card') };
    expect(revealed(step('r1'), { card: '•••• 4905' }, stored)).toEqual({ values: { card: CARD } });
    const retype = { errors: { card: [sealedMessages.retype] } };
    expect(revealed(step('r1'), { card: '•••• 1111' }, stored)).toEqual(retype);
    expect(revealed(step('r1'), { card: '•••• 4905' }, undefined)).toEqual(retype);
    // Copied to another record, the sealed value does not open there.
    expect(revealed(step('r2'), { card: '•••• 4905' }, stored)).toEqual(retype);
    expect(revealed(step('r1'), { card: CARD }, stored)).toEqual({ values: { card: CARD } });
  });

  it('takes only text as typed: no number, list, or sealed value sent by a client', () => {
    for (const card of [4507990000004905, [CARD], { n: CARD }, sealer.seal(CARD, 'f:r1:card')])
      expect(sealedInputErrors(form, { card })).toEqual({ card: [sealedMessages.notText] });
    for (const card of [CARD, '•••• 4905', '', null, undefined])
      expect(sealedInputErrors(form, { card })).toEqual({});
  });
});
