/**
 * Through-tabs (`detailTab.through` on a reference): rows declared one hop away join the page of
 * the record the hop points at, with a dotted list filter that only they open.
 */
import { describe, expect, it } from 'vitest';
import {
  declaredThroughTabs,
  detailTabsOf,
  inTabOrder,
  tabShownOn,
  tabTarget,
  throughFilterOf,
} from './detailTabs';
import { entityByName } from '../entities';
import type { Entity } from './entity';
import { reference } from './fields';
import { clientMetrics, metricFilter } from '../recordStatistics';
import { subjectLinkOf } from '../timeline';

const group = entityByName('economic_group');
const account = entityByName('account');
const accountContact = entityByName('account_contact');

describe('through-tabs', () => {
  it('give the economic group its clients’ contacts and executives after its own clients', () => {
    expect(detailTabsOf(group)).toEqual([
      { entity: 'account', field: 'economic_group_id', label: 'Clientes', tab: 'clients' },
      { entity: 'task', field: 'economic_group_id', label: 'Tareas', tab: 'tasks' },
      {
        entity: 'account_contact',
        field: 'account_id',
        via: 'economic_group_id',
        label: 'Contactos',
        tab: 'contacts',
      },
      {
        entity: 'bindings',
        field: 'account_id',
        via: 'economic_group_id',
        label: 'Ejecutivos',
        tab: 'executives',
      },
      {
        entity: 'contract',
        field: 'account_id',
        via: 'economic_group_id',
        label: 'Pólizas',
        tab: 'contracts',
      },
    ]);
    expect(detailTabsOf(group).map(tabTarget)).toEqual([
      'economic_group_id',
      'economic_group_id',
      'account_id.economic_group_id',
      'account_id.economic_group_id',
      'account_id.economic_group_id',
    ]);
    // The client's own page keeps its direct tabs only.
    expect(detailTabsOf(account).filter((t) => t.via)).toEqual([]);
    expect(detailTabsOf(account).map((t) => t.tab)).toEqual(
      expect.arrayContaining(['contacts', 'users']),
    );
  });

  it('open only their own dotted filter on the related entity', () => {
    expect(throughFilterOf(accountContact, 'account_id.economic_group_id')).toEqual({
      field: 'account_id',
      via: 'economic_group_id',
      hop: account,
    });
    expect(throughFilterOf(accountContact, 'account_id.executive_id')).toBeUndefined();
    expect(throughFilterOf(accountContact, 'contact_id.economic_group_id')).toBeUndefined();
    expect(throughFilterOf(account, 'account_id.economic_group_id')).toBeUndefined();
  });

  it('refuse a hop through anything but a reference of the target', () => {
    const declaring = (via: string) =>
      ({
        name: 'test/wrong',
        label: { one: 'Prueba', many: 'Pruebas' },
        fields: {
          account_id: reference({
            label: 'Cliente',
            target: 'account',
            detailTab: { through: [{ via }] },
          }),
        },
      }) as unknown as Entity;
    expect(() => declaredThroughTabs([declaring('cuit')])).toThrow(
      'test/wrong.account_id: cuit is no reference of account',
    );
    expect(() => declaredThroughTabs([declaring('constructor')])).toThrow(/constructor/);
    expect(declaredThroughTabs([declaring('economic_group_id')])).toMatchObject([
      { parent: 'economic_group', tab: { label: 'Pruebas', tab: 'wrong' } },
    ]);
  });
});

describe('tab order', () => {
  it('puts a client’s panels and related tabs in spec 2.3’s order, unnamed ones last', () => {
    const all = [
      ...account.panels.map((p) => ({ tab: p.tab })),
      ...detailTabsOf(account).map((t) => ({ tab: t.tab })),
      { tab: 'something_new' },
    ];
    const present = account.tabOrder.filter((tab) => all.some((t) => t.tab === tab));
    // Every tab a client's page has today is placed by the order, none left to the end.
    expect(present).toHaveLength(all.length - 1);
    expect(inTabOrder(account, all).map((t) => t.tab)).toEqual([...present, 'something_new']);
  });

  it('keeps the declared order of a page that names none', () => {
    const tabs = [{ tab: 'b' }, { tab: 'a' }, { tab: 'c' }];
    expect(inTabOrder(group, tabs)).toEqual(tabs);
  });
});

describe('the statistics of a page its clients hang from', () => {
  it('has a dotted filter declared for every metric, so a group counts all its clients', () => {
    const through = subjectLinkOf(group)!;
    for (const metric of clientMetrics) {
      const key = Object.keys(metricFilter(metric, through, 'g', new Date()))[0];
      expect(throughFilterOf(entityByName(metric.entity), key), key).toBeDefined();
    }
  });

  it('keeps a filter-only declaration off the group’s tabs', () => {
    expect(detailTabsOf(group).map((t) => t.entity)).not.toContain('interaction');
    expect(throughFilterOf(entityByName('interaction'), 'account_id.economic_group_id')).toEqual(
      expect.objectContaining({ field: 'account_id', via: 'economic_group_id' }),
    );
  });
});

describe('a tab for some parents only', () => {
  const contractTabs = detailTabsOf(entityByName('contract'));
  const tab = (name: string) => contractTabs.find((t) => t.tab === name)!;

  it('shows a policy’s ART increases on a workers’ compensation policy alone', () => {
    const art = tab('research_art_increase');
    expect(tabShownOn(art, { branch_id: 2 })).toBe(true);
    expect(tabShownOn(art, { branch_id: 1 })).toBe(false);
    // Before the record is read, or without a branch, it waits: no tab to vanish afterwards.
    expect(tabShownOn(art, {})).toBe(false);
  });

  it('shows every other tab on every policy', () => {
    for (const name of ['research_renewal', 'research_reinvoicing'])
      expect(tabShownOn(tab(name), { branch_id: 1 })).toBe(true);
  });
});
