/**
 * A task about a lead, a contact or an economic group, not only a client (issue 12 §4: "related
 * record of any kind"): each of those pages has its "Tareas" tab, filled in by the link; a
 * task may cite only a record its writer may see, so an executive cannot hang one from another
 * executive's lead, nor a user of another organization from ours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailTabsOf } from '../../domain/engine/detailTabs';
import { entityByName } from '../../domain/entities';
import { apiCalls, json, startTestApp, type TestApp, describeApp } from '../test/harness';

type Headers = Record<string, string>;
type Row = Record<string, unknown>;

const DUE = '2031-05-12T15:00:00.000Z';
const filtered = (resource: string, filter: Row) =>
  `${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`;

describe('the pages a task hangs from', () => {
  it.each(['account', 'lead', 'contact', 'economic_group'])(
    'gives the %s page a Tareas tab',
    (name) => {
      const tabs = detailTabsOf(entityByName(name)).filter((tab) => tab.entity === 'task');
      expect(tabs.map((tab) => [tab.tab, tab.label])).toEqual([['tasks', 'Tareas']]);
    },
  );
});

describeApp('tasks about leads, contacts and groups on %s', (dialect) => {
  let t: TestApp;
  let admin: Headers;
  let executive: Headers;
  let executiveId: number;
  let supervisorId: number;
  const { call, send, refused } = apiCalls(() => t);

  const firstOf = async (resource: string, filter: Row) =>
    ((await call(admin, 'GET', filtered(resource, filter))).json() as Row[])[0];

  beforeAll(async () => {
    t = await startTestApp(dialect);
    admin = await t.login('admin@demo.test');
    executive = await t.login('ejecutivo@demo.test');
    const idOf = async (headers: Headers) =>
      Number((json(await call(headers, 'GET', 'user/me')).data as Row).id);
    executiveId = await idOf(executive);
    supervisorId = await idOf(await t.login('supervisor@demo.test'));
  });
  afterAll(() => t?.close());

  it('lists a task on its lead’s page, for the executive the lead is assigned to', async () => {
    const lead = await firstOf('lead', { executive_id: executiveId });
    const task = await send(executive, 'POST', 'task', {
      title: 'Volver a llamar por la cotización',
      lead_id: lead.id,
      due_at: DUE,
    });
    expect(task).toMatchObject({ lead_id: lead.id, account_id: null, assignee_id: executiveId });
    const tab = (await call(executive, 'GET', filtered('task', { lead_id: lead.id }))).json();
    expect((tab as Row[]).map((r) => r.id)).toContain(task.id);
  });

  it('lists tasks on a contact’s and a group’s pages', async () => {
    const contact = await firstOf('contact', {});
    const group = await firstOf('economic_group', {});
    const task = await send(admin, 'POST', 'task', {
      title: 'Pedir el balance al contador',
      contact_id: contact.id,
      economic_group_id: group.id,
      due_at: DUE,
    });
    for (const filter of [{ contact_id: contact.id }, { economic_group_id: group.id }]) {
      const rows = (await call(admin, 'GET', filtered('task', filter))).json() as Row[];
      expect(rows.map((r) => r.id)).toContain(task.id);
      expect(rows.every((r) => Object.entries(filter).every(([k, v]) => r[k] === v))).toBe(true);
    }
  });

  it('refuses a task on another executive’s lead, and on our records to another organization', async () => {
    const theirs = await firstOf('lead', { executive_id: supervisorId });
    const payload = { title: 'Espiar', lead_id: theirs.id, due_at: DUE };
    expect(Object.keys(await refused(executive, 'POST', 'task', payload))).toEqual(['lead_id']);
    const outsider = await t.userWith(['accounts: full_access'], [5]);
    const contact = await firstOf('contact', {});
    const errors = await refused(outsider, 'POST', 'task', { ...payload, contact_id: contact.id });
    expect(Object.keys(errors).sort()).toEqual(['contact_id', 'lead_id']);
  });

  it('refuses a lead id that is no id', async () => {
    const errors = await refused(admin, 'POST', 'task', {
      title: 'X',
      lead_id: 'abc',
      due_at: DUE,
    });
    expect(Object.keys(errors)).toEqual(['lead_id']);
  });
});
