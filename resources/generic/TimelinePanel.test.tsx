/**
 * The "Historial" panel: items newest first as the server words them, dates as dd/mm/aaaa
 * HH:mm, a link to each record the user may open, kind chips that narrow the request, "Ver
 * más" that asks for the page after the cursor, and a Spanish empty state.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../domain/engine/format';
import { timelineMessages } from '../../domain/timeline';
import type { TimelineItem } from '../../domain/timelineItems';
import TimelinePanel from './TimelinePanel';
import { answerApi } from '../../src/test/answerApi';
import { renderRecordScreen } from '../../src/test/renderRecordScreen';

type Page = { items: TimelineItem[]; next: string | null };
const api = answerApi();
const answer = (page: (url: string) => Page) => api.answerWith(({ url }) => page(url));
const requests = () => api.sent.map((request) => request.url);

const ACCOUNT = { id: 'a1b2c3d4-0000-4000-8000-000000000001', display_name: 'Pérez, Ana' };

const item = (over: Partial<TimelineItem>): TimelineItem => ({
  id: 'interaction:1',
  kind: 'interaction',
  at: '2026-03-12T13:05:00.000Z',
  at_label: null,
  title: 'Llamada · Hablamos · Renovación',
  facts: ['Sentido: Saliente'],
  text: null,
  by: null,
  account: { id: ACCOUNT.id, label: ACCOUNT.display_name },
  record: { resource: 'interaction', id: 1 },
  changes: [],
  ...over,
});

const call = item({});
const task = item({
  id: 'task:7',
  kind: 'task',
  at: '2026-03-11T15:00:00.000Z',
  at_label: 'Vence',
  title: 'Mandar la cotización',
  facts: ['Estado: Pendiente'],
  record: { resource: 'task', id: 7 },
});
const change = item({
  id: 'change:40',
  kind: 'change',
  at: '2026-03-10T10:00:00.000Z',
  title: 'Modificación de cliente',
  facts: ['Pérez, Ana'],
  by: 'Juan Ejecutivo',
  record: { resource: 'account', id: ACCOUNT.id },
  changes: [{ label: 'Observaciones', from: null, to: 'Prefiere WhatsApp' }],
});

function renderPanel(permission: string[]) {
  renderRecordScreen(<TimelinePanel />, { resource: 'account', record: ACCOUNT, permission });
}

afterEach(cleanup);

describe('the history panel', { timeout: 30_000 }, () => {
  it('shows the items with their dates, facts and changes, linking what the user may open', async () => {
    answer(() => ({ items: [call, task, change], next: null }));
    renderPanel(['accounts: view']);
    const list = await screen.findByRole('list', { name: 'Historial' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(call.title);
    expect(rows[0]).toHaveTextContent(formatDateTime(call.at));
    expect(formatDateTime(call.at)).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(rows[1]).toHaveTextContent(`Vence ${formatDateTime(task.at)}`);
    expect(rows[2]).toHaveTextContent('Observaciones: — → Prefiere WhatsApp');
    expect(rows[2]).toHaveTextContent('Juan Ejecutivo');
    // A task opens its form; the page's own record is not a link to itself.
    const link = within(rows[1]).getByRole('link', { name: task.title });
    expect(link.getAttribute('href')).toMatch(/\/task\/7\/edit$/);
    expect(within(rows[2]).queryByRole('link')).toBeNull();
    // On the client's own page its name is not repeated under each item.
    expect(rows[0]).not.toHaveTextContent(ACCOUNT.display_name);
    expect(requests()[0]).toMatch(new RegExp(`/account/${ACCOUNT.id}/timeline$`));
  });

  it('does not link records of a section the user may not open', async () => {
    answer(() => ({ items: [task], next: null }));
    renderPanel(['admin: companies']);
    const list = await screen.findByRole('list', { name: 'Historial' });
    expect(within(list).queryByRole('link')).toBeNull();
  });

  it('narrows to the kinds chosen and pages with "Ver más"', async () => {
    answer((url) =>
      url.includes('before=')
        ? { items: [change], next: null }
        : url.includes('kind=task')
          ? { items: [task], next: null }
          : { items: [call], next: `${call.at}|${call.id}` },
    );
    renderPanel(['administrator']);
    const user = userEvent.setup();
    await screen.findByText(call.title);
    await user.click(screen.getByRole('button', { name: timelineMessages.more }));
    expect(await screen.findByText(change.title)).toBeInTheDocument();
    expect(screen.getByText(call.title)).toBeInTheDocument();
    const before = new URL(requests()[1], 'http://x').searchParams.get('before');
    expect(before).toBe(`${call.at}|${call.id}`);
    expect(screen.queryByRole('button', { name: timelineMessages.more })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Tareas' }));
    expect(await screen.findByText(task.title)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(call.title)).toBeNull());
    expect(requests().at(-1)).toMatch(/\?kind=task$/);
    expect(screen.getByRole('button', { name: 'Tareas' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says so in Spanish when there is nothing yet', async () => {
    answer(() => ({ items: [], next: null }));
    renderPanel(['accounts: view']);
    expect(await screen.findByText(timelineMessages.empty)).toBeInTheDocument();
  });
});
