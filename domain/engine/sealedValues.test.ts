import { describe, expect, it } from 'vitest';
import { defineEntity } from './entity';
import { text } from './fields';
import {
  SEALED_PREFIX,
  isMask,
  maskOf,
  revealed,
  sealedMessages,
  sealedStep,
  type Sealer,
} from './sealedValues';

/** A reversible stand-in for the server's cipher: what matters here is where it applies. */
const sealer: Sealer = {
  seal: (plain) => `${SEALED_PREFIX}${[...plain].reverse().join('')}`,
  open: (sealed) =>
    sealed.startsWith(SEALED_PREFIX)
      ? [...sealed.slice(SEALED_PREFIX.length)].reverse().join('')
      : null,
};
const form = defineEntity({
  name: 'test/sealed',
  table: '',
  label: { one: 'Pago', many: 'Pagos' },
  fields: { card: text({ label: 'Tarjeta', sealed: true }), holder: text({ label: 'Titular' }) },
  recordLabel: 'holder',
});
const CARD = '4507 9900 0000 4905';

describe('sealed values', () => {
  it('seals what is typed, keeps the stored value for its mask or its text, masks by the last four', () => {
    const first = sealedStep(form, { card: CARD, holder: 'Ana' }, undefined, sealer);
    expect(first.card).toBe(sealer.seal(CARD));
    expect(first.holder).toBe('Ana');
    expect(maskOf(CARD)).toBe('•••• 4905');
    expect(isMask('•••• 4905')).toBe(true);
    for (const again of [maskOf(CARD), CARD])
      expect(sealedStep(form, { card: again }, first, sealer).card).toBe(first.card);
    expect(sealedStep(form, { card: '5555' }, first, sealer).card).toBe(sealer.seal('5555'));
  });

  it('opens the stored value for its own mask and refuses a mask of anything else', () => {
    const stored = { card: sealer.seal(CARD) };
    expect(revealed(form, { card: '•••• 4905' }, stored, sealer)).toEqual({
      values: { card: CARD },
    });
    expect(revealed(form, { card: '•••• 1111' }, stored, sealer)).toEqual({
      errors: { card: [sealedMessages.retype] },
    });
    expect(revealed(form, { card: '•••• 4905' }, undefined, sealer)).toEqual({
      errors: { card: [sealedMessages.retype] },
    });
    expect(revealed(form, { card: CARD }, stored, sealer)).toEqual({ values: { card: CARD } });
  });
});
