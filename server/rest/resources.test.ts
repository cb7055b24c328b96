/**
 * CRUD, optimistic locking, unique values and the list protocol generated from every
 * declaration, run on SQLite and (with TEST_DATABASE_URL) on PostgreSQL: what the database
 * stores, compares and counts. Refusals decided before any SQL (validation, permissions,
 * malformed queries) are in resourceRefusals.test.ts, on SQLite alone.
 */
import { describe, expect, it } from 'vitest';
import { entities } from '../../domain/entities';
import { deletable } from '../../domain/engine/entity';
import { isSortable } from '../../domain/engine/fields';
import { errorMessages } from '../../domain/engine/messages';
import { json, describeDialects } from '../test/harness';
import { samplePoster, suiteAs } from '../test/suites';
import { sampleRecord } from '../test/samples';
import { createRecord } from './repository';

const api = (name: string) => `/api/v1/${name}`;
const query = (params: Record<string, unknown>) =>
  '?' +
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

describeDialects('resources on %s', (dialect) => {
  const { app, headers: admin } = suiteAs(dialect, 'admin@demo.test');
  const { post, nextSeed } = samplePoster(app, admin);
  const writable = entities.filter((e) => !e.readOnly);
  describe.each(writable.map((e) => [e.name, e] as const))('%s', (_name, entity) => {
    const create = (overrides: Record<string, unknown> = {}) => post(entity, overrides);

    it('creates, reads, updates and deletes a record', async () => {
      const created = await create();
      expect(created.statusCode, created.body).toBe(201);
      const record = json(created);
      const read = await app().app.inject({
        url: `${api(entity.name)}/${record.id}`,
        headers: admin(),
      });
      expect(json(read)).toEqual(record);

      const changed = {
        ...record,
        ...(await sampleRecord(app().database, entity, nextSeed(), 'update')),
      };
      const updated = await app().app.inject({
        method: 'PUT',
        url: `${api(entity.name)}/${record.id}`,
        headers: admin(),
        payload: changed,
      });
      expect(updated.statusCode, updated.body).toBe(200);
      const after = json(updated);
      for (const [field, declared] of Object.entries(entity.fields)) {
        const computed = entity.computed?.find((c) => c.field === field);
        if (declared.kind === 'password') expect(after, field).not.toHaveProperty(field);
        else if (computed) expect(after[field], field).toEqual(computed.compute(changed));
        else expect(after[field], field).toEqual(changed[field]);
      }
      expect(after.updated_at).not.toBe(record.updated_at);

      const deleted = await app().app.inject({
        method: 'DELETE',
        url: `${api(entity.name)}/${record.id}`,
        headers: admin(),
      });
      if (!deletable(entity)) {
        // A singleton's one record is changed, never deleted: a 405, and it stays.
        expect(deleted.statusCode).toBe(405);
        expect(json(deleted).message).toBe(errorMessages.singletonDelete);
        return;
      }
      expect(deleted.statusCode).toBe(200);
      const gone = await app().app.inject({
        url: `${api(entity.name)}/${record.id}`,
        headers: admin(),
      });
      if (entity.softDelete) {
        // Marked, not removed: the record and its history stay.
        expect(json(gone)[entity.softDelete.field]).toBe(entity.softDelete.value);
      } else {
        expect(gone.statusCode).toBe(404);
        expect(json(gone).message).toBe('El registro solicitado no existe.');
      }
    });

    it('answers 409 to an update carrying an older updated_at, and keeps the newer data', async () => {
      const record = json(await create());
      const url = `${api(entity.name)}/${record.id}`;
      const first = await app().app.inject({
        method: 'PUT',
        url,
        headers: admin(),
        payload: {
          ...record,
          ...(await sampleRecord(app().database, entity, nextSeed(), 'update')),
        },
      });
      expect(first.statusCode, first.body).toBe(200);
      const stale = await app().app.inject({
        method: 'PUT',
        url,
        headers: admin(),
        payload: { ...record },
      });
      expect(stale.statusCode).toBe(409);
      expect(json(stale).message).toMatch(/Otra persona modificó este registro/);
      const now = json(await app().app.inject({ url, headers: admin() }));
      expect(now.updated_at).toBe(json(first).updated_at);
    });

    it('refuses a duplicate of every unique field', async () => {
      // A unique value the product makes (an API client's id) cannot be sent twice by anyone.
      const unique = Object.entries(entity.fields).filter(([, f]) => f.unique && !f.system);
      for (const [name, field] of unique) {
        const original = json(await create());
        const within = typeof field.unique === 'object' ? field.unique.within : [];
        const copy = Object.fromEntries([name, ...within].map((n) => [n, original[n]]));
        // Unique text ignores case: the lower-case copy must still collide (unless a pattern forbids it).
        if (typeof copy[name] === 'string' && !('pattern' in field && field.pattern))
          copy[name] = (copy[name] as string).toLowerCase();
        const duplicate = await create(copy);
        expect(duplicate.statusCode, duplicate.body).toBe(422);
        expect((json(duplicate).errors as Record<string, string[]>)[name][0]).toMatch(
          field.uniqueMessage ?? /ya está en uso/,
        );
      }
    });

    it('lists with Content-Range, range, sort, search and filters', async () => {
      const record = json(await create());
      const all = await app().app.inject({
        url:
          api(entity.name) + query({ range: [0, 4], sort: [entity.sort.field, entity.sort.order] }),
        headers: admin(),
      });
      expect(all.statusCode).toBe(200);
      const total = Number(all.headers['content-range']!.toString().split('/').pop());
      expect(total).toBeGreaterThan(0);
      expect(all.headers['content-range']).toBe(
        `${entity.name} 0-${Math.min(total, 5) - 1}/${total}`,
      );
      const columns = entity.list.filter((c) => !entity.fields[c] || isSortable(entity.fields[c]));
      for (const column of columns) {
        for (const order of ['ASC', 'DESC']) {
          const sorted = await app().app.inject({
            url: api(entity.name) + query({ sort: [column, order] }),
            headers: admin(),
          });
          expect(sorted.statusCode, column).toBe(200);
        }
      }
      const many = await app().app.inject({
        url: api(entity.name) + query({ filter: { id: [record.id] } }),
        headers: admin(),
      });
      expect((many.json() as { id: unknown }[]).map((r) => r.id)).toEqual([record.id]);
      for (const name of Object.keys(entity.fields)) {
        // Not set (by the product, or left empty by the sample): nothing to filter by. A
        // member list is read by id only, never a filter (a 400: clients/groupMembers.test.ts).
        if (record[name] == null || entity.fields[name].kind === 'memberList') continue;
        const filtered = await app().app.inject({
          // With its id: a big seeded table may hold more matches than one page.
          url:
            api(entity.name) +
            query({ filter: { [name]: record[name], id: [record.id] }, range: [0, 999] }),
          headers: admin(),
        });
        expect(filtered.statusCode, name).toBe(200);
        expect(
          (filtered.json() as { id: unknown }[]).map((r) => r.id),
          name,
        ).toEqual([record.id]);
      }
      if (entity.search.length) {
        const text = String(record[entity.search[0]]).toUpperCase();
        const found = await app().app.inject({
          url: api(entity.name) + query({ filter: { q: text }, range: [0, 999] }),
          headers: admin(),
        });
        expect((found.json() as { id: unknown }[]).map((r) => r.id)).toContain(record.id);
      }
    });
  });

  it.each(entities.filter((e) => e.readOnly).map((e) => [e.name, e] as const))(
    '%s is read-only: listed and shown, never written through the API',
    async (_name, entity) => {
      const record = await createRecord(
        app().database,
        entity,
        await sampleRecord(app().database, entity, nextSeed()),
        // The product writes these rows for an organization (the demo administrator's): a row
        // of none would be visible to nobody (issue 9, item 2).
        { actorId: null, organizationId: 1 },
      );
      const url = `${api(entity.name)}/${record.id}`;
      expect(json(await app().app.inject({ url, headers: admin() }))).toEqual(record);
      const listed = await app().app.inject({
        url: api(entity.name) + query({ filter: { id: [record.id] } }),
        headers: admin(),
      });
      expect(listed.json()).toEqual([record]);
      for (const [method, path] of [
        ['POST', api(entity.name)],
        ['PUT', url],
        ['DELETE', url],
      ] as const) {
        const response = await app().app.inject({
          method,
          url: path,
          headers: admin(),
          payload: method === 'DELETE' ? undefined : record,
        });
        expect(response.statusCode).toBe(405);
        expect(json(response).message).toBe(
          'Este listado es de solo lectura: sus registros los escribe el sistema.',
        );
      }
    },
  );

  it('answers 400 to a filter value no record could hold, whatever the dialect', async () => {
    for (const [resource, filter] of [
      ['auth-admin/user', { roles: { a: 1 } }],
      ['auth-admin/user', { roles: [true] }],
      ['auth-admin/user', { roles: 'abc' }],
      ['auth-admin/user', { roles: 99999999999 }],
      ['auth-admin/user', { assignments: 5 }],
      ['auth-admin/user', { organizations: 'ADMINISTRATOR' }],
      ['auth-admin/user', { roles_gte: 1 }],
      ['auth-admin/user', { state: 'activo' }],
      ['admin/locations/zipcode', { locality_id: { a: 1 } }],
      ['admin/holiday', { date_gte: '2026-02-30' }],
      ['admin/company', { name: { a: 1 } }],
    ] as const) {
      const url = `${api(resource)}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
      const response = await app().app.inject({ url, headers: admin() });
      expect(response.statusCode, JSON.stringify(filter)).toBe(400);
      expect(json(response).message).toMatch(/^(El filtro|No se puede filtrar)/);
    }
    const users = await app().app.inject({
      url: `${api('auth-admin/user')}?filter=${encodeURIComponent('{"organizations":"1","roles":["1"]}')}`,
      headers: admin(),
    });
    expect(users.statusCode).toBe(200);
    expect((users.json() as { email: string }[]).map((u) => u.email)).toContain('admin@demo.test');
  });

  it('refuses to delete a record others reference, with the place it is used', async () => {
    const response = await app().app.inject({
      method: 'DELETE',
      url: `${api('admin/locations/country')}/1`,
      headers: admin(),
    });
    expect(response.statusCode).toBe(409);
    expect(json(response).message).toBe(
      // Clients: the sample account created above is of Argentine nationality, and the demo
      // clients' addresses are in Argentina.
      'No se puede eliminar: el registro está en uso en provincias, BIN de tarjetas, clientes, domicilios.',
    );
  });

  it('audits every write: who, which record, what changed, readable on the audit screen', async () => {
    const created = json(
      await app().app.inject({
        method: 'POST',
        url: api('admin/holiday'),
        headers: admin(),
        payload: { date: '2030-05-02', name: 'Feriado de prueba', type: 1 },
      }),
    );
    const url = `${api('admin/holiday')}/${created.id}`;
    await app().app.inject({
      method: 'PUT',
      url,
      headers: admin(),
      payload: { ...created, name: 'Feriado corregido' },
    });
    await app().app.inject({ method: 'DELETE', url, headers: admin() });
    const filter = { resource: 'admin/holiday', record_id: String(created.id) };
    const rows = (
      await app().app.inject({
        url: api('admin/audit') + query({ filter, sort: ['id', 'ASC'] }),
        headers: admin(),
      })
    ).json() as Record<string, unknown>[];
    expect(rows.map((r) => r.action)).toEqual([1, 2, 3]);
    expect(rows.every((r) => r.user_id === 1)).toBe(true);
    expect(JSON.parse(String(rows[1].changes))).toMatchObject({
      name: { from: 'Feriado de prueba', to: 'Feriado corregido' },
    });
  });

  it('refuses a reference to a record that does not exist', async () => {
    const response = await app().app.inject({
      method: 'POST',
      url: api('admin/locations/zipcode'),
      headers: admin(),
      payload: { locality_id: 99999, code: '1234' },
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toEqual({
      locality_id: ['El valor seleccionado en Localidad no existe.'],
    });
  });

  it('accepts the same zip code in another locality but not twice in one', async () => {
    const payload = { locality_id: 5, code: '1425' };
    const other = await app().app.inject({
      method: 'POST',
      url: api('admin/locations/zipcode'),
      headers: admin(),
      payload,
    });
    expect(other.statusCode).toBe(201);
    const again = await app().app.inject({
      method: 'POST',
      url: api('admin/locations/zipcode'),
      headers: admin(),
      payload,
    });
    expect(json(again).errors).toEqual({
      code: ['El código postal ya existe en la localidad seleccionada.'],
    });
  });
});
