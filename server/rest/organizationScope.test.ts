/**
 * Data that belongs to an organization (spec 6) is only visible inside it: the user's
 * organization is the first of theirs, and teams are the organization-scoped entity.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { team } from '../../domain/entities/team';
import { json, startTestApp, type TestApp, describeApp } from '../test/harness';

describeApp('organization scope on %s', (dialect) => {
  let t: TestApp;
  let own: Record<string, string>;
  let external: Record<string, string>;
  let both: Record<string, string>;
  const url = `/api/v1/${team.name}`;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    own = await t.userWith(['admin: teams'], [1]);
    external = await t.userWith(['admin: teams'], [2]);
    // Member of both, working in organization 2 (the first of theirs).
    both = await t.userWith(['admin: teams'], [2, 1]);
  });
  afterAll(() => t?.close());

  const create = (headers: Record<string, string>, name: string) =>
    t.app.inject({ method: 'POST', url, headers, payload: { name } });
  const names = async (headers: Record<string, string>) =>
    ((await t.app.inject({ url, headers })).json() as { name: string }[]).map((r) => r.name);

  it('lists, shows and changes a team only inside its organization', async () => {
    const created = await create(own, 'Ejecutivos zona norte');
    expect(created.statusCode, created.body).toBe(201);
    const record = json(created);
    expect(record).not.toHaveProperty('organization_id');

    expect(await names(own)).toContain('Ejecutivos zona norte');
    expect(await names(external)).not.toContain('Ejecutivos zona norte');
    expect(await names(both)).not.toContain('Ejecutivos zona norte');

    const elsewhere = `${url}/${record.id}`;
    for (const [method, payload] of [
      ['GET', undefined],
      ['PUT', { ...record, name: 'Tomado' }],
      ['DELETE', undefined],
    ] as const) {
      const response = await t.app.inject({ method, url: elsewhere, headers: external, payload });
      expect(response.statusCode, method).toBe(404);
    }
    const kept = json(await t.app.inject({ url: elsewhere, headers: own }));
    expect(kept.name).toBe('Ejecutivos zona norte');
  });

  it('keeps names unique inside an organization, not across them', async () => {
    expect((await create(own, 'Suscripción')).statusCode).toBe(201);
    const twice = await create(own, 'SUSCRIPCIÓN');
    expect(twice.statusCode).toBe(422);
    expect(json(twice).errors).toEqual({
      name: ['Ya existe un equipo con ese nombre en tu organización.'],
    });
    expect((await create(external, 'Suscripción')).statusCode).toBe(201);
  });

  it('shows each organization only its own audit trail of those records', async () => {
    const created = json(await create(own, 'Cobranzas zona sur'));
    const auditors = [
      await t.userWith(['admin: audits'], [1]),
      await t.userWith(['admin: audits'], [2]),
    ];
    const filter = encodeURIComponent(
      JSON.stringify({ resource: team.name, record_id: String(created.id) }),
    );
    const [inside, outside] = await Promise.all(
      auditors.map(async (headers) =>
        (await t.app.inject({ url: `/api/v1/admin/audit?filter=${filter}`, headers })).json(),
      ),
    );
    expect(inside).toHaveLength(1);
    expect(outside).toEqual([]);
  });

  it('never takes the organization from the request body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: external,
      payload: { name: 'Intruso', organization_id: 1 },
    });
    expect(response.statusCode).toBe(422);
    expect(json(response).errors).toHaveProperty('organization_id');
    expect(await names(own)).not.toContain('Intruso');
  });
});
