/**
 * Records no longer in use (an entity's `offeredWhile`, domain/engine/offered.ts): a contact list
 * switched off is not offered to pickers and may not be chosen anew, while the memberships that
 * already cite it stay editable; another organization's list is still answered as missing.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { entityByName } from '../../domain/entities';
import { labelMessages } from '../../domain/engine/referenceLabels';
import { retiredMessage } from '../../domain/engine/offered';
import { validationMessage } from '../../domain/engine/messages';
import { answer, apiCalls, startTestApp, type TestApp, describeApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const LEGAL = 14;
const listField = entityByName('contact_list_member').fields.list_id;

describeApp('records no longer in use on %s', (dialect) => {
  let t: TestApp;
  let manager: Headers;
  let executive: Headers;
  let outsider: Headers;
  let client: Row;
  let kept: Row;
  let retired: Row;

  const { call, send, refused } = apiCalls(() => t);
  const membership = (list: Row) => ({
    list_id: list.id,
    account_id: client.id,
    consent_on: '2025-03-01',
  });
  const labels = (headers: Headers, target: string, filter: Row) =>
    call(headers, 'GET', `labels/${target}?filter=${encodeURIComponent(JSON.stringify(filter))}`);

  beforeAll(async () => {
    t = await startTestApp(dialect);
    manager = await t.userWith(['accounts: full_access']);
    executive = await t.userWith(['accounts: view']);
    outsider = await t.userWith(['accounts: full_access'], [5]);
    client = await send(executive, 'POST', 'account', {
      person_type: LEGAL,
      business_name: 'Fuera de Uso S.A.',
    });
    kept = await send(manager, 'POST', 'contact_list', { name: 'Novedades en uso' });
    retired = await send(manager, 'POST', 'contact_list', { name: 'Promo 2019', active: false });
  });
  afterAll(() => t?.close());

  it('refuses a list that is off, naming it, and accepts one in use', async () => {
    expect(await refused(executive, 'POST', 'contact_list_member', membership(retired))).toEqual({
      list_id: [retiredMessage(listField, 'Promo 2019')],
    });
    expect(retiredMessage(listField, 'Promo 2019')).toBe(
      'La opción «Promo 2019» de Lista está fuera de uso: elegí otra.',
    );
    await send(executive, 'POST', 'contact_list_member', membership(kept));
  });

  it('keeps a membership editable once its list is switched off, but not moved onto one', async () => {
    const [member] = answer(
      await call(
        executive,
        'GET',
        `contact_list_member?filter={"account_id":"${String(client.id)}"}`,
      ),
    ) as Row[];
    await send(manager, 'PUT', `contact_list/${String(kept.id)}`, { active: false });
    // The list it already cites stays: the notes change, the list does not.
    const edited = await send(executive, 'PUT', `contact_list_member/${String(member.id)}`, {
      list_id: kept.id,
      notes: 'Pidió solo correos',
    });
    expect(edited).toMatchObject({ list_id: kept.id, notes: 'Pidió solo correos' });
    const moved = await refused(executive, 'PUT', `contact_list_member/${String(member.id)}`, {
      list_id: retired.id,
    });
    expect(moved).toEqual({ list_id: [retiredMessage(listField, 'Promo 2019')] });
    await send(manager, 'PUT', `contact_list/${String(kept.id)}`, { active: true });
  });

  it('keeps a branch switched off in a segment’s list of branches, but adds none', async () => {
    const admin = await t.login('admin@demo.test');
    const branch = await send(admin, 'POST', 'admin/branch', { name: 'Granizo (pausado)' });
    const segment = await send(admin, 'POST', 'admin/segmentation', {
      name: 'Agro con granizo',
      position: 90,
      branches: [branch.id],
    });
    await send(admin, 'PUT', `admin/branch/${String(branch.id)}`, { active: false });
    const kept = await send(admin, 'PUT', `admin/segmentation/${String(segment.id)}`, {
      branches: [branch.id],
      name: 'Agro con granizo (2026)',
    });
    expect(kept.branches).toEqual([branch.id]);
    const other = await send(admin, 'POST', 'admin/branch', {
      name: 'Caución (pausado)',
      active: false,
    });
    const errors = await refused(admin, 'PUT', `admin/segmentation/${String(segment.id)}`, {
      branches: [branch.id, other.id],
    });
    expect(errors).toEqual({
      branches: [
        retiredMessage(entityByName('admin/segmentation').fields.branches, 'Caución (pausado)'),
      ],
    });
  });

  it('answers another organization’s list as missing, off or not', async () => {
    const theirs = await send(outsider, 'POST', 'account', {
      person_type: LEGAL,
      business_name: 'Ajena en Uso S.A.',
    });
    const errors = await refused(outsider, 'POST', 'contact_list_member', {
      ...membership(retired),
      account_id: theirs.id,
    });
    expect(errors).toEqual({ list_id: [validationMessage('exists', { attribute: 'Lista' })] });
  });

  it('lets a picker ask the labels route for the records in use, and nothing else', async () => {
    const names = async (filter: Row) => {
      const response = await labels(executive, 'contact_list', filter);
      expect(response.statusCode, response.body).toBe(200);
      return (answer(response) as { label: string }[]).map((row) => row.label);
    };
    expect(await names({ active: true })).toContain('Novedades en uso');
    expect(await names({ active: true })).not.toContain('Promo 2019');
    // A list filter (not a form) still finds the retired ones.
    expect(await names({})).toContain('Promo 2019');
    // Who administers the lists gets the same from their own list route.
    const own = await call(
      manager,
      'GET',
      `contact_list?filter=${encodeURIComponent('{"active":true}')}`,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect((answer(own) as Row[]).map((row) => row.name)).toEqual(
      expect.not.arrayContaining(['Promo 2019']),
    );
    expect((answer(own) as Row[]).length).toBeGreaterThan(0);
    expect((await labels(executive, 'contact_list', { active: 'x' })).statusCode).toBe(400);
    const other = await labels(executive, 'contact_list', { purpose: 1 });
    expect(other.statusCode).toBe(400);
    expect(answer(other).message).toBe(labelMessages.onlySearch);
  });
});
