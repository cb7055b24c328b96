/**
 * A record's page shows a tab per related entity the user may open, each listing the records
 * linked to this one and offering to create one already linked; the others are absent.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { detailTabsOf } from '../../domain/engine/detailTabs';
import { entityByName } from '../../domain/entities';
import type { Entity } from '../../domain/engine/entity';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import {
  createRelatedPath,
  DetailTabs,
  relatedRecordOf,
  stripOverflows,
  useDetailTabs,
} from './DetailTabs';

const company = entityByName('admin/company');
const sancor = { id: 4, name: 'Sancor Seguros', updated_at: '2026-11-02T12:00:00.000Z' };

function RecordPage({ entity }: { entity: Entity }) {
  const tabs = useDetailTabs(entity);
  return <DetailTabs entity={entity} tabs={tabs} />;
}

function renderRecordPage(permission: string[], entity = company) {
  const references: { resource: string; target: string; id: unknown }[] = [];
  const dataProvider = {
    getManyReference: async (resource: string, params: { target: string; id: unknown }) => {
      references.push({ resource, target: params.target, id: params.id });
      return resource === 'admin/map'
        ? {
            data: [{ id: 31, company_id: 4, kind: 1, our_value: 'Auto', insurer_code: 'AU-01' }],
            total: 1,
          }
        : { data: [], total: 0 };
    },
    getMany: async () => ({ data: [sancor] }),
    getList: async () => ({ data: [], total: 0 }),
  } as unknown as DataProvider;
  renderRecordScreen(<RecordPage entity={entity} />, {
    resource: entity.name,
    record: sancor,
    permission,
    dataProvider,
  });
  return references;
}

afterEach(cleanup);

describe('the tabs of a record page', { timeout: 30_000 }, () => {
  it('list the related records of this one and create them already linked', async () => {
    const references = renderRecordPage(['administrator']);
    expect(await screen.findByRole('tab', { name: 'Códigos' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Datos' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Comisiones de productores' })).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Códigos' }));
    expect(await screen.findByText('AU-01')).toBeInTheDocument();
    expect(references).toContainEqual({ resource: 'admin/map', target: 'company_id', id: 4 });
    // The link to the company is the tab itself: not a column, and filled in on create.
    expect(screen.queryByRole('columnheader', { name: 'Compañía' })).toBeNull();
    const create = screen.getByRole('link', { name: /Agregar equivalencia de códigos/ });
    // The test's router keeps paths after a #.
    const href = create.getAttribute('href')!.replace(/^#/, '');
    expect(href).toMatch(/^\/admin\/map\/create\?/);
    const source = new URL(href, 'http://localhost').searchParams.get('source');
    expect(JSON.parse(source!)).toEqual({ company_id: 4 });
  });

  it('leave out the tabs of what the user may not open', async () => {
    const references = renderRecordPage(['admin: companies', 'admin: maps']);
    expect(await screen.findByRole('tab', { name: 'Códigos' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('tab', { name: 'Comisiones de productores' })).toBeNull(),
    );
    expect(references.some((r) => r.resource === 'admin/producer_company_commission')).toBe(false);
  });
});

describe('the strip of tabs', { timeout: 30_000 }, () => {
  const arrows = () => document.querySelectorAll('.MuiTabs-scrollButtons');

  it('keeps its arrows’ room from the first drawing when its tabs fill a laptop’s width', async () => {
    // A client's page: sixteen tabs.
    renderRecordPage(['administrator'], entityByName('account'));
    await waitFor(() => expect(screen.getAllByRole('tab').length).toBeGreaterThan(12));
    expect(stripOverflows(screen.getAllByRole('tab').map((tab) => tab.textContent!))).toBe(true);
    // Present before any measuring (jsdom measures nothing): the tabs never move under a click.
    expect(arrows()).toHaveLength(2);
  });

  it('has no arrows while its tabs fit (a company’s five, measured 880 px at 1,366)', async () => {
    renderRecordPage(['administrator']);
    expect(await screen.findByRole('tab', { name: 'Paquetes de coberturas' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    expect(stripOverflows(screen.getAllByRole('tab').map((tab) => tab.textContent!))).toBe(false);
    expect(arrows()).toHaveLength(0);
  });
});

describe('a related record addressed under its parent’s tab', () => {
  it('is the tab’s record by its id, and nothing for a tab alone or an unknown one', () => {
    const tabs = detailTabsOf(entityByName('contract'));
    expect(relatedRecordOf(tabs, 'research_renewal/7')).toEqual({
      entity: 'contract_research',
      id: '7',
    });
    expect(relatedRecordOf(tabs, 'research_renewal')).toBeNull();
    expect(relatedRecordOf(tabs, 'research_renewal/7/edit')).toBeNull();
    expect(relatedRecordOf(tabs, 'nowhere/7')).toBeNull();
  });
});

describe('a lead started from a record’s Leads tab', () => {
  const leadsTab = (parent: string) =>
    detailTabsOf(entityByName(parent)).find((tab) => tab.entity === 'lead')!;

  it('comes filled in from a client, a contact or a campaign, by the route that fills it', () => {
    for (const [parent, from] of [
      ['account', 'account'],
      ['contact', 'contact'],
      ['admin/campaign', 'campaign'],
    ] as const) {
      const tab = leadsTab(parent);
      expect(tab.label).toBe('Leads');
      expect(createRelatedPath(tab, 'a b', entityByName(parent))).toBe(
        `/lead/create/${from}/a%20b`,
      );
    }
  });
});
