/**
 * A lead loaded by an operator is no dead end (issue 28 item 22): whoever only loads leads names
 * the executive who works it (422 otherwise, since nobody would see it), keeps correcting it,
 * and the executive opens and converts it; an executive's own lead is still theirs when they
 * leave the field empty; another organization sees none of it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { leadMessages } from '../../domain/entities/leads';
import { startTestApp, type TestApp, answer as json, describeApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

describeApp('leads loaded by an operator on %s', (dialect) => {
  let t: TestApp;
  let operator: Headers;
  let executive: Headers;
  let executiveId: number;

  const call = (headers: Headers, method: 'GET' | 'POST' | 'PUT', url: string, payload?: Row) =>
    t.app.inject({ method, url: `/api/v1/${url}`, headers, payload });
  const caller = (n: number) => ({
    first_name: 'Llamada',
    last_name: `Entrante ${n}`,
    phone: `011 4${String(n).padStart(3, '0')}-${String(1000 + n)}`,
  });

  beforeAll(async () => {
    t = await startTestApp(dialect);
    operator = await t.login('operador@demo.test');
    executive = await t.login('ejecutivo@demo.test');
    executiveId = Number(json(await call(executive, 'GET', 'user/me')).data.id);
  });
  afterAll(() => t?.close());

  it('asks the operator for the executive, who then opens and converts it', async () => {
    const unnamed = await call(operator, 'POST', 'lead', caller(1));
    expect(unnamed.statusCode).toBe(422);
    expect(json(unnamed).errors).toEqual({ executive_id: [leadMessages.executive] });
    const created = await call(operator, 'POST', 'lead', {
      ...caller(1),
      executive_id: executiveId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, updated_at } = json(created) as Row;
    // The operator corrects what they typed.
    const edited = await call(operator, 'PUT', `lead/${String(id)}`, {
      ...caller(1),
      executive_id: executiveId,
      notes: 'Llamó por un seguro de auto',
      updated_at,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // The executive sees it and converts it into a client.
    expect((await call(executive, 'GET', `lead/${String(id)}`)).statusCode).toBe(200);
    const converted = await call(executive, 'POST', `lead/${String(id)}/convert`, {});
    expect(converted.statusCode, converted.body).toBe(200);
    expect(json(converted).account_id).toBeTruthy();
  });

  it('keeps an executive’s own lead theirs, and another organization out', async () => {
    const own = await call(executive, 'POST', 'lead', caller(2));
    expect(own.statusCode, own.body).toBe(201);
    expect(json(own).executive_id).toBe(executiveId);
    const outsider = await t.userWith(['leads: create', 'leads: view'], [5]);
    expect((await call(outsider, 'GET', `lead/${String(json(own).id)}`)).statusCode).toBe(404);
    // Bad input still answers per field, the executive's included.
    const bad = await call(operator, 'POST', 'lead', { ...caller(3), executive_id: 'nadie' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(json(bad).errors)).toContain('executive_id');
  });
});
