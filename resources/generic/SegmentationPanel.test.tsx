/**
 * The "Segmentación" tab: the client's segment with its colour, description and criteria; the
 * organization's active segments by priority with the client's one marked; the proposal only
 * when figures exist; names only for a user who may not list the catalogue; the change saved as
 * the generic edit saves (whole record at the version read), a 409 reported, never lost.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  HttpError,
  Notification,
  type DataProvider,
  type GetListParams,
  type GetManyParams,
  type UpdateParams,
} from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessages } from '../../domain/engine/messages';
import { segmentationMessages, type FiguresSource, type Segment } from '../../domain/segments';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';
import SegmentationPanel from './SegmentationPanel';

const figures = vi.hoisted(() => ({ source: null as FiguresSource | null }));
vi.mock('../../domain/segments', async (original) => ({
  ...(await original<typeof import('../../domain/segments')>()),
  figuresSource: () => figures.source,
}));

const segment = (over: Partial<Segment> & Pick<Segment, 'id' | 'name'>): Segment => ({
  description: null,
  premium_min: null,
  premium_max: null,
  policy_count_min: null,
  policy_count_max: null,
  branches: [],
  colour: '#1565C0',
  active: true,
  ...over,
});
// Unordered, as a catalogue may come back: the panel orders by priority itself.
const CATALOGUE = [
  segment({ id: 4, name: 'Masivo', premium_max: 800_000, branches: [1, 3], position: 4 }),
  segment({
    id: 2,
    name: 'Pyme',
    description: 'Empresas con ART o integral de comercio.',
    premium_min: 800_000,
    branches: [6],
    colour: '#2E7D32',
    position: 2,
  }),
  segment({ id: 3, name: 'Retirado', position: 1, active: false }),
  segment({ id: 1, name: 'Premium', premium_min: 3_000_000, policy_count_min: 3, position: 1 }),
];
const BRANCHES = [
  { id: 1, name: 'Automotores' },
  { id: 3, name: 'Hogar' },
  { id: 6, name: 'ART' },
];
const LABELS = 'labels/admin/segmentation';

const CLIENT = {
  id: '00000000-0000-4000-9000-000000000001',
  display_name: 'Pérez, Ana',
  segment_id: 2 as number | null,
  updated_at: '2026-03-01T10:00:00.000Z',
};

interface Asked {
  lists: string[];
  updates: UpdateParams[];
}

function renderPanel(
  permission: string[],
  options: { client?: typeof CLIENT; update?: (p: UpdateParams) => Promise<unknown> } = {},
) {
  const asked: Asked = { lists: [], updates: [] };
  const byId = (rows: { id: unknown }[], ids: unknown[]) =>
    rows.filter((r) => ids.map(String).includes(String(r.id)));
  const labels = CATALOGUE.map((s) => ({ id: s.id, label: s.name }));
  const dataProvider = {
    getList: async (resource: string, params: GetListParams) => {
      asked.lists.push(resource);
      if (resource === 'admin/segmentation') return { data: CATALOGUE, total: CATALOGUE.length };
      if (resource === LABELS) {
        // The labels route sorts by name or id only (400 otherwise).
        expect(params.sort?.field).toBe('name');
        const rows = params.filter.id ? byId(labels, params.filter.id) : labels;
        return { data: rows, total: rows.length };
      }
      if (resource === 'contract') {
        expect(params.filter).toEqual({ account_id: CLIENT.id, in_force: true });
        return { data: [{ id: 1 }], total: 1 };
      }
      throw new Error(`unexpected list ${resource}`);
    },
    getMany: async (resource: string, params: GetManyParams) => {
      if (resource === 'admin/branch') return { data: byId(BRANCHES, params.ids) };
      if (resource === 'admin/segmentation') return { data: byId(CATALOGUE, params.ids) };
      throw new Error(`unexpected getMany ${resource}`);
    },
    update: async (resource: string, params: UpdateParams) => {
      asked.updates.push(params);
      if (options.update) return { data: await options.update(params) };
      return { data: { ...params.data, updated_at: '2026-03-02T10:00:00.000Z' } };
    },
  } as unknown as DataProvider;
  renderRecordScreen(
    <>
      <SegmentationPanel />
      <Notification />
    </>,
    { resource: 'account', record: options.client ?? CLIENT, permission, dataProvider },
  );
  return asked;
}

const ADMIN = ['administrator'];
const EXECUTIVE = ['accounts: view'];

beforeEach(() => {
  figures.source = null;
});
afterEach(cleanup);

describe('the segmentation panel', { timeout: 30_000 }, () => {
  it('shows the client’s segment with its description and criteria in Spanish', async () => {
    renderPanel(ADMIN);
    const own = await screen.findByRole('heading', { name: 'Segmento del cliente' });
    const card = own.closest('.MuiCardContent-root') as HTMLElement;
    expect(within(card).getByText('Pyme')).toBeInTheDocument();
    expect(within(card).getByText('Empresas con ART o integral de comercio.')).toBeInTheDocument();
    expect(within(card).getByText('Premio anual desde $ 800.000')).toBeInTheDocument();
    expect(within(card).getByText('Ramo: ART')).toBeInTheDocument();
    expect(within(card).getByText(segmentationMessages.noFigures)).toBeInTheDocument();
  });

  it('lists the active segments by priority, the client’s one marked, inactive ones left out', async () => {
    renderPanel(ADMIN);
    const list = await screen.findByRole('list', { name: 'Segmentos activos' });
    const items = Array.from(list.children) as HTMLElement[];
    const names = items.map((i) => within(i).getByText(/^(Premium|Pyme|Masivo|Retirado)$/));
    expect(names.map((n) => n.textContent)).toEqual(['Premium', 'Pyme', 'Masivo']);
    expect(items.map((i) => i.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(items[1]).toHaveTextContent('Segmento del cliente');
    expect(list).not.toHaveTextContent('Retirado');
    await within(list).findByText('Ramos: Automotores, Hogar');
    expect(within(list).getByText('Premio anual hasta $ 800.000')).toBeInTheDocument();
  });

  it('says so when the client has no segment', async () => {
    renderPanel(ADMIN, { client: { ...CLIENT, segment_id: null } });
    expect(await screen.findByText(segmentationMessages.none)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Segmentos activos' });
    expect(within(list).queryByRole('listitem', { current: true })).toBeNull();
  });

  it('shows an executive the segment’s name only, never asking for the catalogue', async () => {
    const asked = renderPanel(EXECUTIVE);
    expect(await screen.findByText('Pyme')).toBeInTheDocument();
    expect(screen.getByText(segmentationMessages.noCatalogue)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Segmentos activos' })).toBeNull();
    expect(screen.queryByText(segmentationMessages.noFigures)).toBeNull();
    expect(asked.lists).not.toContain('admin/segmentation');
  });

  it('changes the segment at the version read and says so', async () => {
    const asked = renderPanel(EXECUTIVE);
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar segmento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar segmento' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Pyme' }));
    expect(save).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Premium' }));
    await userEvent.click(save);
    expect(await screen.findByText(segmentationMessages.changed)).toBeInTheDocument();
    expect(asked.lists).toContain(LABELS);
    expect(asked.updates).toHaveLength(1);
    expect(asked.updates[0].id).toBe(CLIENT.id);
    expect(asked.updates[0].data).toEqual({ ...CLIENT, segment_id: 1 });
    expect(asked.updates[0].previousData).toEqual(CLIENT);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('reports a stale page’s 409 and keeps the chooser open', async () => {
    renderPanel(ADMIN, {
      update: async () => {
        throw new HttpError(errorMessages.stale, 409, { message: errorMessages.stale });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar segmento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar segmento' });
    // The administrator chooses among active segments, by priority: no inactive one offered.
    const radios = within(dialog).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      'Sin segmento',
      'Premium',
      'Pyme',
      'Masivo',
    ]);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sin segmento' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(errorMessages.stale)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Cambiar segmento' })).toBeInTheDocument();
  });

  it('offers no change to a user who may not edit the client', async () => {
    renderPanel([]);
    expect(await screen.findByText('Pyme')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cambiar segmento' })).toBeNull();
  });

  it('proposes the segment the figures fit once a source of figures is declared', async () => {
    figures.source = {
      entity: 'contract',
      link: 'account_id',
      filter: { in_force: true },
      figures: () => ({ annualPremium: 5_000_000, policyCount: 4, branchIds: [1] }),
    };
    const asked = renderPanel(ADMIN);
    expect(await screen.findByText('Según sus pólizas le corresponde')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Asignar Premium' }));
    await screen.findByText(segmentationMessages.changed);
    expect(asked.updates[0].data).toMatchObject({ segment_id: 1, updated_at: CLIENT.updated_at });
  });
});
