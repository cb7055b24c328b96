/**
 * "Deshacer fusión" on an audit row: only on a merge's row, only for who may merge; it asks,
 * then calls the merge's undo route of the kept record.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePermissions } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { auditActions } from '../../../domain/entities/audit';
import { optionByCode } from '../../../domain/engine/defineEnum';
import { answerApi } from '../../../src/test/answerApi';
import { renderRecordScreen } from '../../../src/test/renderRecordScreen';
import { UndoMergeButton } from './UndoMergeButton';

const api = answerApi(() => ({}));

const KEPT = '00000000-0000-4000-9000-000000000007';
const row = (action: string) => ({
  id: 41,
  resource: 'account',
  record_id: KEPT,
  action: optionByCode(auditActions, action).id,
});

/** Shows once the session's permissions are read: the button's decision has been made by then. */
function PermissionsRead() {
  const { isPending } = usePermissions();
  return isPending ? null : <span>permisos leídos</span>;
}

const show = (action: string, permission: string[]) =>
  renderRecordScreen(
    <>
      <UndoMergeButton />
      <PermissionsRead />
    </>,
    {
      resource: 'admin/audit',
      record: row(action),
      permission,
    },
  );

afterEach(cleanup);

describe('undoing a merge from the audit', { timeout: 30_000 }, () => {
  it('asks, then undoes the latest merge into the kept client', async () => {
    show('merge', ['administrator']);
    await userEvent.click(await screen.findByRole('button', { name: 'Deshacer fusión' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deshacer fusión' }));
    await waitFor(() =>
      expect(api.sent).toMatchObject([
        { url: expect.stringMatching(`/account/${KEPT}/merge/undo$`), method: 'POST' },
      ]),
    );
  });

  it('is not offered on another kind of change, nor to who may not merge', async () => {
    show('update', ['administrator']);
    show('merge', ['accounts: full_access']);
    // Both screens have read their permissions (same query as the button's) before asserting.
    await waitFor(() => expect(screen.getAllByText('permisos leídos')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Deshacer fusión' })).toBeNull();
  });
});
