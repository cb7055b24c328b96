/**
 * Merging two clients (issue 12, duplicates): everything pointing at the duplicate moves to the
 * kept client in one transaction, a contact linked to both keeps one link, the duplicate is
 * gone and audited; undoing it from the audit brings everything back exactly; refused when
 * stale, for one client twice, to an executive, across organizations, and when undoing it is
 * no longer safe.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { auditActions } from '../../domain/entities/audit';
import { mergeMessages } from '../../domain/engine/merge';
import { startTestApp, type TestApp, answer as json, describeDialects } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const LEGAL = 14;
const mobile = { phone_type: 1, area_code: '011', number: '15 5555-1234', whatsapp: true };
const office = { phone_type: 3, area_code: '351', number: '422-1234' };
const address = {
  address_class: 2,
  street: 'Av. Corrientes',
  street_number: '1234',
  country_id: 1,
  state_id: 1,
  locality_id: 1,
};

describeDialects('merging clients on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
  });
  afterAll(() => t?.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Row,
    headers = admin,
  ) => t.app.inject({ method, url: `/api/v1/${url}`, headers, ...(payload ? { payload } : {}) });
  const created = async (resource: string, payload: Row) => {
    const response = await call('POST', resource, payload);
    expect(response.statusCode, response.body).toBe(201);
    return json(response);
  };
  const read = async (resource: string, id: unknown) => call('GET', `${resource}/${id}`);
  const company = (name: string, extra: Row = {}) =>
    created('account', { person_type: LEGAL, business_name: name, ...extra });
  const merge = (kept: Row, duplicate: Row, headers = admin, extra: Row = {}) =>
    call('POST', `account/${kept.id}/merge`, { duplicate_id: duplicate.id, ...extra }, headers);
  const undo = (kept: Row) => call('POST', `account/${kept.id}/merge/undo`, {});
  const auditOf = (id: unknown) =>
    t.database.db
      .selectFrom('audit_log')
      .select(['action', 'resource', 'changes'])
      .where('record_id', '=', String(id))
      .orderBy('id')
      .execute();

  /** A kept client, its duplicate and everything that points at the duplicate. */
  async function scene() {
    const kept = await company('Agro Sur S.A.', { phones: [office] });
    const duplicate = await company('Agro Sur SA', {
      email: 'compras@agrosur.com.ar',
      notes: 'Cargado dos veces',
      phones: [mobile, { ...office, number: '422-9999' }],
      addresses: [address],
    });
    const shared = await created('contact', { first_name: 'Ana', last_name: 'Paz' });
    const own = await created('contact', { first_name: 'Luis', last_name: 'Sosa' });
    const keptLink = await created('account_contact', {
      account_id: kept.id,
      contact_id: shared.id,
      role: 3,
    });
    const twin = await created('account_contact', {
      account_id: duplicate.id,
      contact_id: shared.id,
      role: 1,
    });
    const moved = await created('account_contact', {
      account_id: duplicate.id,
      contact_id: own.id,
      role: 2,
    });
    const calls = [
      await created('interaction', { account_id: duplicate.id, subject: 'Renovación' }),
      await created('interaction', { account_id: duplicate.id, subject: 'Cotización' }),
    ];
    const task = await created('task', {
      title: 'Llamar',
      account_id: duplicate.id,
      due_at: '2030-01-02T13:00:00.000Z',
    });
    const lead = await created('lead', {
      first_name: 'Eva',
      last_name: 'Ruiz',
      email: 'eva@ruiz.com.ar',
      account_id: duplicate.id,
      referred_by_account_id: duplicate.id,
    });
    const referred = await company('Referida S.R.L.', { referred_by_account_id: duplicate.id });
    const keptNow = json(
      await call('PUT', `account/${kept.id}`, { referred_by_account_id: duplicate.id }),
    );
    return { kept: keptNow, duplicate, shared, keptLink, twin, moved, calls, task, lead, referred };
  }

  it('moves everything to the kept client, drops the repeated link, and undoes it exactly', async () => {
    const s = await scene();
    const duplicateBefore = json(await read('account', s.duplicate.id));
    const keptBefore = json(await read('account', s.kept.id));

    const preview = await call('GET', `account/${s.kept.id}/merge?duplicate_id=${s.duplicate.id}`);
    expect(preview.statusCode, preview.body).toBe(200);
    const summary = {
      moved: [
        { label: 'Clientes', count: 1 },
        { label: 'Contactos de clientes', count: 1 },
        { label: 'Interacciones', count: 2 },
        { label: 'Tareas', count: 1 },
        { label: 'Leads (Referido por el cliente)', count: 1 },
        { label: 'Leads (Cliente)', count: 1 },
      ],
      dropped: [{ label: 'Contactos de clientes', count: 1 }],
      items: [
        { label: 'Teléfonos', count: 2 },
        { label: 'Domicilios', count: 1 },
      ],
      filled: ['Correo electrónico', 'Observaciones'],
    };
    expect(json(preview).moved).toHaveLength(summary.moved.length);

    const response = await merge(s.kept, s.duplicate, admin, { updated_at: s.kept.updated_at });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response).summary).toEqual(json(preview));
    expect(json(response).summary.items).toEqual(summary.items);
    expect(json(response).summary.dropped).toEqual(summary.dropped);
    expect(json(response).summary.filled).toEqual(summary.filled);
    const kept = json(await read('account', s.kept.id));
    expect(kept).toMatchObject({ email: 'compras@agrosur.com.ar', referred_by_account_id: null });
    expect(kept.phones).toHaveLength(3);
    expect(kept.addresses).toHaveLength(1);
    expect((await read('account', s.duplicate.id)).statusCode).toBe(404);
    expect((await read('account_contact', s.twin.id)).statusCode).toBe(404);
    expect(json(await read('account_contact', s.moved.id)).account_id).toBe(s.kept.id);
    expect(json(await read('account_contact', s.keptLink.id)).account_id).toBe(s.kept.id);
    for (const c of s.calls)
      expect(json(await read('interaction', c.id)).account_id).toBe(s.kept.id);
    expect(json(await read('task', s.task.id)).account_id).toBe(s.kept.id);
    expect(json(await read('lead', s.lead.id))).toMatchObject({
      account_id: s.kept.id,
      referred_by_account_id: s.kept.id,
    });
    expect(json(await read('account', s.referred.id)).referred_by_account_id).toBe(s.kept.id);

    const merge5 = optionByCode(auditActions, 'merge').id;
    const keptAudit = await auditOf(s.kept.id);
    const mergeRow = keptAudit.find((r) => Number(r.action) === merge5)!;
    expect(mergeRow).toBeDefined();
    const trail = JSON.parse(String(mergeRow.changes));
    expect(trail.summary).toContain('Absorbió a «Agro Sur SA»');
    expect(trail.duplicate.id).toBe(s.duplicate.id);
    expect(trail.duplicate.phones).toHaveLength(2);
    const deleteCode = optionByCode(auditActions, 'delete').id;
    expect((await auditOf(s.duplicate.id)).some((r) => Number(r.action) === deleteCode)).toBe(true);
    expect((await auditOf(s.twin.id)).some((r) => Number(r.action) === deleteCode)).toBe(true);

    const undone = await undo(s.kept);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(json(await read('account', s.duplicate.id))).toEqual(duplicateBefore);
    const keptAfter = json(await read('account', s.kept.id));
    expect({ ...keptAfter, updated_at: null }).toEqual({ ...keptBefore, updated_at: null });
    expect(json(await read('account_contact', s.twin.id))).toEqual(s.twin);
    expect(json(await read('account_contact', s.moved.id)).account_id).toBe(s.duplicate.id);
    for (const c of s.calls)
      expect(json(await read('interaction', c.id)).account_id).toBe(s.duplicate.id);
    expect(json(await read('task', s.task.id)).account_id).toBe(s.duplicate.id);
    expect(json(await read('lead', s.lead.id))).toMatchObject({
      account_id: s.duplicate.id,
      referred_by_account_id: s.duplicate.id,
    });
    expect(json(await read('account', s.referred.id)).referred_by_account_id).toBe(s.duplicate.id);
    const unmerge = optionByCode(auditActions, 'unmerge').id;
    expect((await auditOf(s.kept.id)).some((r) => Number(r.action) === unmerge)).toBe(true);
    // Its search text (which holds its phones) no longer holds the duplicate's line.
    const keptText = await t.database.db
      .selectFrom('accounts')
      .select('search_text')
      .where('id', '=', s.kept.id as never)
      .executeTakeFirstOrThrow();
    expect(String(keptText.search_text)).not.toContain('4229999');

    const again = await undo(s.kept);
    expect(again.statusCode).toBe(422);
    expect(json(again).message).toBe(mergeMessages.nothingToUndo);
  });

  it('brings a duplicate back citing a segment switched off since the merge', async () => {
    const [segment] = json(await call('GET', 'admin/segmentation?range=[0,0]')) as Row[];
    const kept = await company('Cítricos del Norte S.A.');
    const duplicate = await company('Citricos del Norte SA', { segment_id: segment.id });
    expect((await merge(kept, duplicate)).statusCode).toBe(200);
    await call('PUT', `admin/segmentation/${String(segment.id)}`, { active: false });
    try {
      const undone = await undo(json(await read('account', kept.id)));
      expect(undone.statusCode, undone.body).toBe(200);
      expect(json(await read('account', duplicate.id)).segment_id).toBe(segment.id);
    } finally {
      await call('PUT', `admin/segmentation/${String(segment.id)}`, { active: true });
    }
  });

  it('refuses an undo that can no longer bring the duplicate back as it was', async () => {
    const s = await scene();
    expect((await merge(s.kept, s.duplicate)).statusCode).toBe(200);
    // The contact of the dropped link goes away: that link cannot come back.
    expect((await call('DELETE', `account_contact/${s.keptLink.id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `contact/${s.shared.id}`)).statusCode).toBe(200);
    const refused = await undo(s.kept);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toContain('No se puede deshacer la fusión');
    expect((await read('account', s.duplicate.id)).statusCode).toBe(404);
    for (const c of s.calls)
      expect(json(await read('interaction', c.id)).account_id).toBe(s.kept.id);
  });

  it('refuses a stale kept client, one client twice, an executive and another organization', async () => {
    const kept = await company('Metalúrgica Norte S.A.');
    const duplicate = await company('Metalurgica Norte');
    await call('PUT', `account/${kept.id}`, { notes: 'Cambiado por otro' });
    const stale = await merge(kept, duplicate, admin, { updated_at: kept.updated_at });
    expect(stale.statusCode).toBe(409);
    expect((await read('account', duplicate.id)).statusCode).toBe(200);

    const self = await merge(kept, kept);
    expect(self.statusCode).toBe(422);
    expect(json(self).errors).toEqual({ duplicate_id: [mergeMessages.self] });

    const executive = await t.login('ejecutivo@demo.test');
    expect((await merge(kept, duplicate, executive)).statusCode).toBe(403);

    const foreign = await t.database.db
      .selectFrom('accounts')
      .select('id')
      .where('organization_id', '=', 5)
      .executeTakeFirstOrThrow();
    expect((await merge(kept, foreign)).statusCode).toBe(404);
    expect((await merge(foreign, kept)).statusCode).toBe(404);
    const otherAdmin = await t.userWith(['administrator'], [5]);
    expect((await merge(kept, duplicate, otherAdmin)).statusCode).toBe(404);
    expect((await read('account', duplicate.id)).statusCode).toBe(200);
  });
});
