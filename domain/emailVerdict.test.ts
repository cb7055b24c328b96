import { describe, expect, it } from 'vitest';
import {
  emailCandidates,
  emailVerdictMessages,
  judgeEmail,
  type EmailCatalogueEntry,
} from './emailVerdict';

const entry = (
  value: string,
  result: number,
  organizationId: number | null = null,
  reason: string | null = null,
): EmailCatalogueEntry => ({ value, result, reason, organizationId });

describe('judgeEmail', () => {
  it('lists the address and each domain, most specific first, never a bare suffix', () => {
    expect(emailCandidates(' Ana.Perez@Mail.Sancor.com.AR ')).toEqual([
      'ana.perez@mail.sancor.com.ar',
      'mail.sancor.com.ar',
      'sancor.com.ar',
      'com.ar',
    ]);
  });

  it('accepts a well-formed address nobody has judged', () => {
    expect(judgeEmail('ana.perez@sancor.com.ar', [], false)).toEqual({
      valid: true,
      reason: emailVerdictMessages.valid,
    });
  });

  it('refuses a malformed address before looking anything up', () => {
    for (const bad of ['ana', 'ana@', '@sancor.com.ar', 'ana perez@sancor.com.ar', 'a..b@x.com'])
      expect(judgeEmail(bad, [entry('sancor.com.ar', 4)], false)).toEqual({
        valid: false,
        reason: emailVerdictMessages.syntax,
      });
  });

  it('refuses a disposable domain unless the catalogue allows it', () => {
    expect(judgeEmail('x@mailinator.com', [], true).valid).toBe(false);
    expect(judgeEmail('x@mailinator.com', [], true).reason).toBe(emailVerdictMessages.disposable);
    const allowed = judgeEmail(
      'x@mailinator.com',
      [entry('mailinator.com', 4, 1, 'Pruebas')],
      true,
    );
    expect(allowed).toEqual({ valid: true, reason: 'Pruebas' });
  });

  it('lets the most specific entry win: address over domain over parent domain', () => {
    const entries = [
      entry('ejemplo.com.ar', 5, null, 'Dominio bloqueado'),
      entry('ventas.ejemplo.com.ar', 4, null, 'Subdominio permitido'),
      entry('jefe@ventas.ejemplo.com.ar', 2, null, 'Ya no trabaja ahí'),
    ];
    expect(judgeEmail('otro@ejemplo.com.ar', entries, false)).toEqual({
      valid: false,
      reason: 'Dominio bloqueado',
    });
    expect(judgeEmail('ana@ventas.ejemplo.com.ar', entries, false).valid).toBe(true);
    expect(judgeEmail('JEFE@ventas.ejemplo.com.ar', entries, false)).toEqual({
      valid: false,
      reason: 'Ya no trabaja ahí',
    });
  });

  it("puts the organization's own entry before the product's for the same value", () => {
    const entries = [
      entry('gmail.com.ar', 2, null),
      entry('gmail.com.ar', 4, 3, 'Lo usa un cliente'),
    ];
    expect(judgeEmail('a@gmail.com.ar', entries, false)).toEqual({
      valid: true,
      reason: 'Lo usa un cliente',
    });
  });

  it('explains a refusal with the result name when the entry gives no reason', () => {
    expect(judgeEmail('a@x.com.ar', [entry('x.com.ar', 5)], false).reason).toBe(
      'La dirección figura como bloqueada en la lista de validación.',
    );
    expect(judgeEmail('a@x.com.ar', [entry('x.com.ar', 3)], false).reason).toBe(
      emailVerdictMessages.disposable,
    );
  });
});
