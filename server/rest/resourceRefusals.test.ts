/**
 * Refusals generated from every declaration that the app decides before any SQL runs, so on
 * SQLite alone (describeApp): a missing required field, an unknown field and every invalid
 * value answered 422 with Spanish messages, 401 without a token and 403 without the
 * permission, a malformed list query 400, a body that is not JSON 400 and an unknown path 404.
 * The reference a write names is looked up through the same Kysely builder on both databases;
 * that lookup's refusal on PostgreSQL is proven in resources.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { entities } from '../../domain/entities';
import { confirmationKey } from '../../domain/engine/fields';
import { json, describeApp } from '../test/harness';
import { samplePoster, suiteAs } from '../test/suites';
import { invalidValue } from '../test/samples';

const api = (name: string) => `/api/v1/${name}`;

describeApp('resources refuse on %s', () => {
  const { app, headers: admin } = suiteAs('sqlite', 'admin@demo.test');
  const { post } = samplePoster(app, admin);
  const writable = entities.filter((e) => !e.readOnly);
  describe.each(writable.map((e) => [e.name, e] as const))('%s', (_name, entity) => {
    const create = (overrides: Record<string, unknown> = {}) => post(entity, overrides);

    it('refuses a missing required field, an unknown field and every invalid value with Spanish messages', async () => {
      const required = Object.entries(entity.fields).filter(
        ([, f]) => f.required && f.default === undefined,
      );
      for (const [name, field] of required) {
        const response = await create({ [name]: null });
        expect(response.statusCode).toBe(422);
        expect(json(response).errors).toMatchObject({
          [name]: [field.requiredMessage ?? `El campo ${field.label} es obligatorio.`],
        });
      }
      const unknown = await create({ campo_inventado: 1 });
      expect(unknown.statusCode).toBe(422);
      expect(json(unknown).errors).toHaveProperty('campo_inventado');
      for (const [name, field] of Object.entries(entity.fields)) {
        if (field.system) continue;
        const invalid = invalidValue(field);
        const response = await create(
          field.kind === 'password'
            ? { [name]: invalid, [confirmationKey(name)]: invalid }
            : { [name]: invalid },
        );
        expect(response.statusCode, `${name}: ${response.body}`).toBe(422);
        const errors = json(response).errors as Record<string, string[]>;
        expect(Object.keys(errors)).toEqual([name]);
        expect(errors[name][0].toLowerCase()).toContain(
          (field.invalidMessage ?? field.label).toLowerCase(),
        );
      }
    });

    it('answers 401 without a token and 403 without the permission', async () => {
      const anonymous = await app().app.inject({ url: api(entity.name) });
      expect(anonymous.statusCode).toBe(401);
      // A permission of an area no declaration serves yet.
      const outsider = await app().userWith(['claims: view']);
      for (const [method, url] of [
        ['GET', api(entity.name)],
        ['POST', api(entity.name)],
        ['DELETE', `${api(entity.name)}/1`],
      ] as const) {
        const response = await app().app.inject({
          method,
          url,
          headers: outsider,
          payload: method === 'POST' ? {} : undefined,
        });
        expect(response.statusCode).toBe(403);
        expect(json(response).message).toBe('No tiene permiso para realizar esta acción.');
      }
    });
  });

  it('answers 400 with a Spanish message to a malformed list query, never 500', async () => {
    for (const bad of [
      '?sort=["nope","ASC"]',
      '?range=[5,1]',
      '?filter={bad',
      '?filter={"nope":1}',
      '?range=[0,100000]',
    ]) {
      const response = await app().app.inject({
        url: `${api('admin/branch')}${bad}`,
        headers: admin(),
      });
      expect(response.statusCode, bad).toBe(400);
      expect(json(response).message).toMatch(/^(El|No|Se)/);
    }
  });

  it('answers 400 to a body that is not JSON and 404 to an unknown API path', async () => {
    const bad = await app().app.inject({
      method: 'POST',
      url: api('admin/branch'),
      headers: { ...admin(), 'content-type': 'application/json' },
      payload: '{nope',
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe('El cuerpo de la solicitud no es un JSON válido.');
    const unknown = await app().app.inject({ url: '/api/v1/nada', headers: admin() });
    expect(unknown.statusCode).toBe(404);
  });
});
