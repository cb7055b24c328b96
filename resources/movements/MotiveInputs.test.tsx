/**
 * The news flow's motive step offers only the endorsement types the policy may be asked
 * (movementKinds.ts `offeredMovementTypes`): an annulled policy «Rehabilitación» alone, one in
 * force every other type and never «Rehabilitación».
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Form, type DataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { optionByCode } from '../../domain/engine/defineEnum';
import { contractStatus } from '../../domain/enums/statuses';
import { i18nProvider } from '../../providers/i18n';
import { MotiveInputs } from './NewsWizard';

const provider = {} as unknown as DataProvider;

async function offeredFor(status: string) {
  const policy = {
    id: 'p1',
    number: '171-17-9974224',
    status: optionByCode(contractStatus, status).id,
  };
  render(
    <AdminContext i18nProvider={i18nProvider} dataProvider={provider}>
      <Form record={{}}>
        <MotiveInputs policy={policy} />
      </Form>
    </AdminContext>,
  );
  await userEvent.click(await screen.findByRole('combobox', { name: /Tipo de endoso/ }));
  const list = await screen.findByRole('listbox');
  return within(list)
    .getAllByRole('option')
    .map((o) => o.textContent?.trim())
    .filter(Boolean);
}

afterEach(cleanup);

describe('the endorsement’s motive step', { timeout: 30_000 }, () => {
  it('offers an annulled policy only a rehabilitation', async () => {
    expect(await offeredFor('anulled')).toEqual(['Rehabilitación']);
  });

  it('offers a policy in force its changes and no rehabilitation', async () => {
    const offered = await offeredFor('validity');
    expect(offered).toContain('Anulación');
    expect(offered).toContain('Cambio de costo');
    expect(offered).not.toContain('Rehabilitación');
  });
});
