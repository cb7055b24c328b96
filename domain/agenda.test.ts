// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { demoAccess, demoUsers } from '../fixtures/users';
import {
  AGENDA_PANEL,
  agendaItems,
  agendaSources,
  agendaSourcesAbout,
  agendaSourcesFor,
  hasRecordAgenda,
  rangeFilters,
  rescheduledValue,
  seesEveryone,
  subjectFilters,
  subjectPreset,
  type AgendaRecord,
  type AgendaSource,
} from './agenda';
import { entityByName } from './entities';
import { optionByCode } from './engine/defineEnum';
import { taskPriorities, taskStatuses } from './enums/clients';
import { statusTones } from './statusCatalogue';

const demo = (email: string) => demoAccess(demoUsers.find((u) => u.email === email)!);
const tasks = agendaSources.find((s) => s.entity === 'task')!;
const now = new Date('2026-11-26T12:00:00-03:00');
const task = (over: Partial<AgendaRecord>): AgendaRecord => ({
  id: 1,
  title: 'Llamar para renovar',
  due_at: '2026-11-27T13:00:00.000Z',
  priority: optionByCode(taskPriorities, 'medium').id,
  status: optionByCode(taskStatuses, 'pending').id,
  updated_at: '2026-11-20T10:00:00.000Z',
  ...over,
});

describe('agenda sources (domain/agenda.ts)', () => {
  it('each names a declared date field, a title and references that exist', () => {
    for (const source of agendaSources) {
      const entity = entityByName(source.entity);
      expect(['date', 'datetime'], source.entity).toContain(entity.fields[source.at]?.kind);
      expect(entity.fields[source.title], source.title).toBeDefined();
      for (const field of [source.person, source.related].filter(Boolean))
        expect(entity.fields[field!]?.kind, field).toBe('reference');
      expect(entity.fields[source.at].filter, 'the date must be filterable').toBeTruthy();
    }
  });

  it('builds items coloured by priority, done ones green and faded, overdue only when pending', () => {
    const byPriority = (code: string) =>
      agendaItems(tasks, [task({ priority: optionByCode(taskPriorities, code).id })], now, '')[0]
        .tone;
    expect(byPriority('low')).toBe(statusTones.neutral);
    expect(byPriority('medium')).toBe(statusTones.info);
    expect(byPriority('high')).toBe(statusTones.warning);
    expect(byPriority('urgent')).toBe(statusTones.danger);

    const past = '2026-11-25T13:00:00.000Z';
    const [late, done, cancelled, future, undated] = [
      task({ id: 1, due_at: past }),
      task({ id: 2, due_at: past, status: optionByCode(taskStatuses, 'done').id }),
      task({ id: 3, due_at: past, status: optionByCode(taskStatuses, 'cancelled').id }),
      task({ id: 4 }),
      task({ id: 5, due_at: null }),
    ];
    const items = agendaItems(tasks, [late, done, cancelled, future, undated], now, '2026-11-26');
    expect(items.map((i) => i.key)).toEqual(['task:1', 'task:2', 'task:3', 'task:4']);
    expect(items.map((i) => i.overdue)).toEqual([true, false, false, false]);
    expect(items.map((i) => i.finished)).toEqual([false, true, true, false]);
    expect(items[1].tone).toBe(statusTones.success);
    expect(items[0]).toMatchObject({ title: 'Llamar para renovar', start: past, allDay: false });
  });

  it('asks the list for the visible range (end exclusive) and the responsible when chosen', () => {
    const from = new Date('2026-11-23T03:00:00.000Z');
    const to = new Date('2026-11-30T03:00:00.000Z');
    expect(rangeFilters(tasks, from, to)).toEqual([
      { due_at_gte: '2026-11-23T03:00:00.000Z', due_at_lte: '2026-11-30T02:59:59.999Z' },
    ]);
    expect(rangeFilters(tasks, from, to, 7)[0]).toMatchObject({ assignee_id: 7 });
    expect(rangeFilters(tasks, from, to, null)[0]).not.toHaveProperty('assignee_id');
    expect(rescheduledValue(tasks, new Date('2026-11-24T14:30:00.000Z'))).toBe(
      '2026-11-24T14:30:00.000Z',
    );
  });

  it('gives the agenda to whoever may list tasks, and the responsible filter to who sees all', () => {
    expect(agendaSourcesFor(demo('ejecutivo@demo.test'))).toEqual([tasks]);
    expect(agendaSourcesFor(demo('cobranzas@demo.test'))).toEqual([]);
    expect(seesEveryone(tasks, demo('ejecutivo@demo.test'))).toBe(false);
    expect(seesEveryone(tasks, demo('supervisor@demo.test'))).toBe(true);
    expect(seesEveryone(tasks, demo('admin@demo.test'))).toBe(true);
  });
});

describe("a record's agenda (panel `schedule`)", () => {
  const CLIENT = '0b6f5a52-8d0c-4c8e-9d0a-3f1c2e4b5a61';
  const client = { entity: 'account', id: CLIENT };
  const from = new Date('2026-11-01T03:00:00.000Z');
  const to = new Date('2026-12-01T03:00:00.000Z');
  // A source about something else: calls to make, related to their campaign, not to a client.
  const calls: AgendaSource = {
    entity: 'admin/caller_priority_opportunity',
    at: 'due_at',
    title: 'opportunity_code',
    person: 'executive_id',
    related: 'campaign_id',
    tone: () => statusTones.info,
    finished: () => false,
    legend: [],
  };
  const unrelated: AgendaSource = { ...calls, related: undefined };
  const only = (...permission: string[]) => ({ permission, role: [], assigment: [] });

  it("reads only the sources about the page's entity, each narrowed to the record", () => {
    expect(agendaSourcesAbout([tasks, calls, unrelated], 'account')).toEqual([tasks]);
    expect(agendaSourcesAbout([calls, unrelated], 'economic_group')).toEqual([]);
    expect(rangeFilters(tasks, from, to, null, client)).toEqual([
      {
        due_at_gte: '2026-11-01T03:00:00.000Z',
        due_at_lte: '2026-12-01T02:59:59.999Z',
        account_id: CLIENT,
      },
    ]);
    expect(rangeFilters(tasks, from, to, 7, client)).toEqual([
      {
        due_at_gte: '2026-11-01T03:00:00.000Z',
        due_at_lte: '2026-12-01T02:59:59.999Z',
        assignee_id: 7,
        account_id: CLIENT,
      },
    ]);
    // The same pair fills in a new item's client.
    expect(subjectFilters(tasks, client)).toEqual([{ account_id: CLIENT }]);
    expect(subjectPreset(tasks, client)).toEqual({ account_id: CLIENT });
    // Each source's `related` is a list filter, or the narrowing would be refused.
    for (const source of agendaSources.filter((s) => s.related))
      expect(entityByName(source.entity).fields[source.related!].filter, source.entity).toBe(true);
  });

  it("reads a group's clients' tasks and its own, and adds a task about the group", () => {
    const GROUP = '5d1c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a';
    const group = { entity: 'economic_group', id: GROUP };
    expect(agendaSourcesAbout([tasks, calls], 'economic_group')).toEqual([tasks]);
    // Each read apart (list filters are all required), merged by the panel.
    expect(subjectFilters(tasks, group)).toEqual([
      { 'account_id.economic_group_id': GROUP },
      { economic_group_id: GROUP },
    ]);
    expect(rangeFilters(tasks, from, to, 7, group).map((f) => f.assignee_id)).toEqual([7, 7]);
    expect(subjectPreset(tasks, group)).toEqual({ economic_group_id: GROUP });
    // A lead's tasks cite it, but the lead's page declares no agenda: no link is made up.
    expect(agendaSourcesAbout([tasks], 'lead')).toEqual([]);
  });

  it('never reads a source unnarrowed on a record page', () => {
    expect(() => subjectFilters(calls, client)).toThrow(/campaign|account/);
    expect(() => subjectPreset(calls, client)).toThrow();
    expect(() => rangeFilters(calls, from, to, null, client)).toThrow();
    expect(() => rangeFilters(unrelated, from, to, null, client)).toThrow();
  });

  it("shows the tab to whoever may open the agenda and list a source about the page's records", () => {
    expect(hasRecordAgenda(demo('ejecutivo@demo.test'), 'account')).toBe(true);
    expect(hasRecordAgenda(demo('supervisor@demo.test'), 'account')).toBe(true);
    expect(hasRecordAgenda(demo('admin@demo.test'), 'account')).toBe(true);
    expect(hasRecordAgenda(demo('cobranzas@demo.test'), 'account')).toBe(false);
    expect(hasRecordAgenda(only('accounts: view'), 'account')).toBe(false);
    expect(hasRecordAgenda(only('admin: schedules'), 'account')).toBe(false);
    expect(hasRecordAgenda(null, 'account')).toBe(false);
    // A group's agenda: its clients' tasks and those about the group itself.
    expect(hasRecordAgenda(demo('admin@demo.test'), 'economic_group')).toBe(true);
    expect(hasRecordAgenda(demo('cobranzas@demo.test'), 'economic_group')).toBe(false);
    const panelOf = (name: string) =>
      entityByName(name).panels.find((p) => p.panel === AGENDA_PANEL);
    for (const name of ['account', 'economic_group'])
      expect(panelOf(name)).toEqual({ tab: 'schedules', label: 'Agenda', panel: 'schedule' });
    expect(panelOf('lead')).toBeUndefined();
  });
});
