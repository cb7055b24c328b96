/** Secrets decided by declaration: what the audit trail keeps and what an answer shows. */
import { describe, expect, it } from 'vitest';
import { defineEntity } from '../../domain/engine/entity';
import { longText, password, text } from '../../domain/engine/fields';
import { MASKED_LINK, REDACTED } from '../../domain/engine/secrets';
import { presentRecord, redactForAudit } from './secrets';

const card = defineEntity({
  name: 'test/card',
  table: 'cards',
  label: { one: 'Tarjeta', many: 'Tarjetas' },
  scope: 'organizations',
  fields: {
    holder: text({ label: 'Titular' }),
    number: text({ label: 'Número', secret: true }),
    pin: password({ label: 'Clave' }),
    note: longText({ label: 'Nota', sensitive: true }),
  },
  recordLabel: 'holder',
});
const link = 'https://x.test/password/reset/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789';

describe('redactForAudit', () => {
  it('replaces secret values, masks sensitive texts and keeps the rest, in both shapes', () => {
    expect(
      redactForAudit(card, { holder: 'Ana', number: '4111111111111111', pin: 'x', note: link }),
    ).toEqual({ holder: 'Ana', number: REDACTED, pin: REDACTED, note: MASKED_LINK });
    expect(
      redactForAudit(card, {
        number: { from: '4111', to: '5500' },
        note: { from: 'sin enlace', to: `ver ${link}` },
      }),
    ).toEqual({
      number: { from: REDACTED, to: REDACTED },
      note: { from: 'sin enlace', to: `ver ${MASKED_LINK}` },
    });
  });
});

describe('presentRecord', () => {
  const record = { id: 1, holder: 'Ana', note: `ver ${link}` };
  const viewer = (permission: string[]) => ({
    userId: 5,
    organizationId: 1,
    organizations: [1],
    access: { permission, role: [], assigment: [] },
  });

  it('shows sensitive text whole only to an administrator (of the row’s organization)', () => {
    expect(presentRecord(card, record, viewer(['administrator']))).toEqual(record);
    expect(presentRecord(card, record, viewer(['admin: emails'])).note).toBe(`ver ${MASKED_LINK}`);
    // An entity without organizations cannot tell whose administrator: masked for everyone.
    const unscoped = { ...card, scope: undefined };
    expect(presentRecord(unscoped, record, viewer(['administrator'])).note).toBe(
      `ver ${MASKED_LINK}`,
    );
  });
});
