// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deliveryStatus } from './deliveryStatus';

describe('outbox delivery status in words (issue 9 item 31)', () => {
  it('says whether a message left, failed or was only kept', () => {
    expect(deliveryStatus({ sent_at: '2026-11-23T15:00:00Z' })).toMatch(
      /^Enviado el \d\d\/11\/2026/,
    );
    expect(deliveryStatus({ sent_at: null, error: 'Conexión rechazada' })).toBe(
      'No se pudo enviar: Conexión rechazada',
    );
    expect(deliveryStatus({ sent_at: null, error: null })).toBe(
      'Guardado sin enviar (no hay servidor de correo configurado)',
    );
  });
});
