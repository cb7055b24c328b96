/**
 * A wizard step's form: «Siguiente» sends what was typed once the step's own checks pass (a
 * blank plate is refused on the spot, nothing sent), and moving on does not render the step's
 * inputs again: react-admin's inputs read the form's context, which changes whenever a form
 * state that something reads through it (submitting, dirty) changes.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFormContext } from 'react-hook-form';
import { AdminContext, ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineEntity } from '../../domain/engine/entity';
import { text } from '../../domain/engine/fields';
import { isBlank } from '../../domain/engine/display';
import { i18nProvider } from '../../providers/i18n';
import { StepForm } from './StepForm';

const vehicle = defineEntity({
  name: 'test/vehicle',
  table: 'test_vehicles',
  label: { one: 'Vehículo', many: 'Vehículos' },
  fields: { plate: text({ label: 'Patente', max: 10 }) },
  recordLabel: 'plate',
  rules: [
    {
      field: 'plate',
      uses: ['plate'],
      check: (v) => (isBlank(v.plate) ? 'Falta la patente' : null),
    },
  ],
});

/** Stands for a react-admin input: it reads the form's context, as useInput does. */
let contextRenders = 0;
function ContextReader() {
  useFormContext();
  contextRenders++;
  return null;
}

function renderStep(onSubmit: (values: Record<string, unknown>) => Promise<undefined>) {
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ResourceContextProvider value={vehicle.name}>
        <StepForm
          form={vehicle}
          values={undefined}
          onAutosave={async () => undefined}
          onSubmit={onSubmit}
        >
          <ContextReader />
        </StepForm>
      </ResourceContextProvider>
    </AdminContext>,
  );
}

afterEach(() => {
  cleanup();
  contextRenders = 0;
});

describe('a wizard step', { timeout: 30_000 }, () => {
  it('sends the step without rendering its inputs again', async () => {
    let answer!: () => void;
    const onSubmit = vi.fn(
      (_values: Record<string, unknown>) =>
        new Promise<undefined>((resolve) => (answer = () => resolve(undefined))),
    );
    renderStep(onSubmit);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Patente/), 'AE 512 KD');
    const before = contextRenders;
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ plate: 'AE 512 KD' });
    answer();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Siguiente' })).toBeEnabled());
    expect(contextRenders).toBe(before);
  });

  it('sends once however often it is clicked, and shows the server’s message where it belongs', async () => {
    let answer!: (errors: Record<string, string>) => void;
    const onSubmit = vi.fn(
      (_values: Record<string, unknown>) =>
        new Promise<Record<string, string>>((resolve) => (answer = resolve)),
    );
    renderStep(onSubmit as never);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Patente/), 'AE 512 KD');
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    answer({ plate: 'Esa patente ya figura en otra oportunidad' });
    expect(await screen.findByText('Esa patente ya figura en otra oportunidad')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // Checked again as it is typed, as after any refused submit: the message goes.
    await user.type(screen.getByLabelText(/Patente/), 'X');
    await waitFor(() =>
      expect(screen.queryByText('Esa patente ya figura en otra oportunidad')).toBeNull(),
    );
  });

  it('refuses a blank plate on the spot and sends nothing', async () => {
    const onSubmit = vi.fn(async (_values: Record<string, unknown>) => undefined);
    renderStep(onSubmit);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Falta la patente')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
